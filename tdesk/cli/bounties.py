"""``tdesk bounties`` (issue 23): set an event's bounty format and list each player's head and
collected bounties. Apart from ``tdesk.cli`` so that file stays its size; ``cli`` adds the verb
and calls ``run``.
"""

from __future__ import annotations

import argparse
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.errors import InputError
from tdesk.i18n import translate

FORMATS = ("none", "fixed", "progressive", "mystery")
SPLITS = ("listed", "stack")
"""BNT-2's choices (``rules.bounties.SPLIT_RULES``; typed here so ``tdesk --help`` imports no
store code)."""


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    """The verb's arguments, on the command's subparsers."""
    bnt = verbs.add_parser(
        "bounties", parents=[common],
        help=QT_TRANSLATE_NOOP("cli", "list an event's bounties (heads, collected), or set its "
                                      "bounty format"))
    bnt.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    bnt.add_argument("--format", choices=FORMATS, default=None, dest="bounty_format",
                     help=QT_TRANSLATE_NOOP("cli", "set the bounty format (none: the event pays "
                                                   "no bounties)"))
    bnt.add_argument("--cash-share", default=None, metavar=QT_TRANSLATE_NOOP("cli", "FRACTION"),
                     help=QT_TRANSLATE_NOOP("cli", "progressive: the part of a head paid at once "
                                                   "(default 1/2)"))
    bnt.add_argument("--split", choices=SPLITS, default=None,
                     help=QT_TRANSLATE_NOOP("cli", "a split pot's odd unit: to the eliminator "
                                                   "listed first (default) or the bigger stack "
                                                   "(BNT-2)"))
    bnt.add_argument("--envelopes", default=None, metavar=QT_TRANSLATE_NOOP("cli", "VALUExCOUNT,…"),
                     help=QT_TRANSLATE_NOOP("cli", "mystery: the envelope set, e.g. "
                                                   "5000x1,1000x4,200x20"))
    bnt.add_argument("--phase-level", type=int, default=None, metavar=QT_TRANSLATE_NOOP("cli", "N"),
                     help=QT_TRANSLATE_NOOP("cli", "mystery: the phase starts at this level"))
    bnt.add_argument("--phase-players", type=int, default=None, metavar=QT_TRANSLATE_NOOP(
        "cli", "N"),
                     help=QT_TRANSLATE_NOOP("cli", "mystery: the phase starts with this many "
                                                   "players left"))
    bnt.add_argument("--fixed-part", type=int, default=0, metavar=QT_TRANSLATE_NOOP(
        "cli", "AMOUNT"),
                     help=QT_TRANSLATE_NOOP("cli", "mystery: a fixed head of each bounty part "
                                                   "paid at every bust"))
    bnt.add_argument("--pay", default=None, metavar=QT_TRANSLATE_NOOP("cli", "NAME"),
                     help=QT_TRANSLATE_NOOP("cli", "pay this player the bounties won and not "
                                                   "paid yet, with a receipt"))
    bnt.add_argument("--method", default="cash",
                     help=QT_TRANSLATE_NOOP("cli", "with --pay: cash (default), card, transfer "
                                                   "or voucher"))


def run(args: argparse.Namespace, open_store: Any, event_id: Any) -> int:
    """Run ``tdesk bounties``; ``open_store`` and ``event_id`` are the command's own
    (``cli._open``, ``cli._event_id``)."""
    from tdesk.services.money import bounties

    store = open_store(args, read_only=True)  # the store must exist; setting writes to it
    event = event_id(store, args.event)
    if args.bounty_format is not None:
        bounties.set_format(store, event, format_data(args))
    if args.pay is not None:
        pay(store, event, args.pay, args.method)
    info = bounties.bounty_ledger(store, event)
    if info is None:
        unset = bounties.unformatted_bounty_money(store, event)
        if unset:  # the money would be paid to nobody: busts wait for the format (issue 35)
            from tdesk.locale_format import number

            print(translate("cli", "! The entries took {0} in bounty parts, but the event has "
                                   "no bounty format; set it with --format before the first "
                                   "bust.").format(number(unset)))
            return 1
        print(translate("cli", "The event pays no bounties; set a format with --format."))
        return 0
    for line in ledger_lines(info):
        print(line)
    from tdesk.services.money.bounty_payouts import reconciliation

    rec = reconciliation(store, event)
    if rec is not None:
        print(reconciliation_line(rec))
    return 0


def pay(store: Any, event: int, name: str, method: str) -> None:
    """``--pay NAME``: the player's unpaid bounties handed over; says the receipt."""
    from tdesk.locale_format import number
    from tdesk.names import lookup
    from tdesk.services.money import receipts
    from tdesk.services.money.bounty_payouts import pay_bounties
    from tdesk.services.players import list_entries

    found = lookup(name, list_entries(store, event), lambda r: r.name)
    if len(found) != 1:
        raise InputError("--pay", name, "no such player in the event" if not found
                         else "more than one player has that name")
    receipt = receipts.receipt(store, event, pay_bounties(store, event, found[0].entry_id,
                                                          method))
    print(translate("cli", "Bounties paid to {0}: {1}, receipt {2}").format(
        receipt.player, number(receipt.amount), receipt.label))


def reconciliation_line(rec: Any) -> str:
    """The night's bounty money in one line (BNT-8 with what was handed over)."""
    from tdesk.locale_format import number

    return translate("cli", "Bounty money: taken {0} = won {1} + in play {2} + house {3}; "
                            "won: paid {4}, owed {5}").format(
        number(rec.taken), number(rec.won), number(rec.in_play), number(rec.house),
        number(rec.paid), number(rec.owed))


def format_data(args: argparse.Namespace) -> dict[str, Any] | None:
    """The format the arguments name, as ``rules.bounties.format_from_data`` reads it."""
    kind = args.bounty_format
    if kind == "none":
        return None
    data: dict[str, Any] = {"kind": kind, "split": args.split or "listed"}
    if kind == "progressive":
        data["cash_share"] = args.cash_share or "1/2"
    if kind == "mystery":
        data.update(envelopes=envelopes(args.envelopes or ""), level=args.phase_level,
                    players_left=args.phase_players, fixed_part=args.fixed_part)
    return data


def envelopes(text: str) -> list[list[int]]:
    """``5000x1,1000x4`` -> ``[[5000, 1], [1000, 4]]``; InputError naming a bad part."""
    out = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        value, sep, count = part.lower().partition("x")
        if not sep or not value.strip().isdigit() or not count.strip().isdigit():
            raise InputError("--envelopes", part, "write each as VALUExCOUNT, e.g. 1000x4")
        out.append([int(value), int(count)])
    if not out:
        raise InputError("--envelopes", text, "a mystery format needs its envelopes, e.g. "
                                              "5000x1,1000x4")
    return out


def ledger_lines(info: Any) -> list[str]:
    """The ledger as the command prints it: the format, one line per player, the totals."""
    from tdesk.locale_format import number

    kind = {"fixed": translate("cli", "Fixed bounty"),
            "progressive": translate("cli", "Progressive knockout"),
            "mystery": translate("cli", "Mystery bounty")}[str(info.format.kind)]
    lines = [kind, "  ".join((translate("cli", "Player"), translate("cli", "Head"),
                              translate("cli", "Collected"), translate("cli", "Knockouts")))]
    rows = sorted(info.players, key=lambda p: (-p.head - p.collected, not p.active))
    for p in rows:
        if p.head or p.collected or p.active:
            out = "" if p.active else "  " + translate("cli", "(out)")
            lines.append(f"{p.name}  {number(p.head)}  {number(p.collected)}  {p.knockouts}"
                         + out)
    lines.append(translate("cli", "Pool {0}: heads {1}, collected {2}").format(
        number(info.pool), number(info.heads_total), number(info.collected_total)))
    if info.envelopes_left:
        lines.append(translate("cli", "Envelopes left: {0}").format(number(info.envelopes_left)))
    if info.at_deal:  # BNT-7: each player's head and share of the envelopes (issue 35)
        lines.append(translate("cli", "The deal settled the bounties: {0}").format(", ".join(
            f"{d.name} {number(d.head + d.envelopes)}" for d in info.at_deal)))
    gap = info.pool - info.funded
    if str(info.format.kind) == "mystery" and gap:  # BNT-5: the house covers or keeps it
        lines.append((translate("cli", "The entries funded {0}; the envelopes and fixed parts "
                                       "pay {1}: the house adds {2}.") if gap > 0 else
                      translate("cli", "The entries funded {0}; the envelopes and fixed parts "
                                       "pay {1}: the house keeps {2}.")).format(
            number(info.funded), number(info.pool), number(abs(gap))))
    lines.extend(f"! {check}" for check in info.checks)
    return lines
