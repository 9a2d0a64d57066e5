"""Bounties and knockouts of a poker or OFC event (issue 23, BNT-1..BNT-9).

The bounty format is kept with the money terms (``money_setup.settings["bounty_format"]``,
``rules.bounties.format_to_data``); the knockouts are recorded by the busts themselves
(``seating_busts.bust_players`` and ``ofc.apply_hand`` call :func:`record_knockouts` inside
their action, so undoing the bust removes them). :func:`bounty_ledger` folds them with the
rules into each player's current head and collected bounties.

A *life* is one paid entry of an entry row: life 1 the first entry, life n the entry after its
(n-1)-th re-entry (a re-entry reuses the row). Its bounty part is that payment's bounty part.
"""

from __future__ import annotations

import datetime as dt
import re
import secrets
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func
from sqlmodel import Session, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError
from tdesk.models.bounties import KnockoutRow
from tdesk.models.clock import ClockSetup, EventClock
from tdesk.models.event_rows import load_event
from tdesk.models.money import Deal, MoneySetup, Payment
from tdesk.models.store import Store
from tdesk.models.tables import Entry, EntryStatus, Event, Player, utcnow
from tdesk.names import sort_key
from tdesk.rules.levels import clock as rc
from tdesk.rules.levels import structure_from_data
from tdesk.rules.money import bounties as rb
from tdesk.services.money.terms import MONEY_KINDS, _setup, _terms, starting_stack
from tdesk.services.table_reads import reads

SETTING = "bounty_format"
"""The key of the bounty format in ``money_setup.settings``."""

type Life = tuple[int, int]
"""(entry id, life number): the key of one paid entry in the rules' fold."""


# --- the format ------------------------------------------------------------------------------


def format_of(session: Session, event_id: int) -> rb.BountyFormat | None:
    """The event's bounty format, None when it runs none (a stored format that no longer
    reads is refused with the reason, so nothing is settled on a guess)."""
    row = _setup(session, event_id)
    data = dict(row.settings).get(SETTING) if row is not None else None
    if not data:
        return None
    try:
        return rb.format_from_data(data)
    except ValueError as exc:
        raise ConflictError(f"The stored bounty format does not read: {exc}.") from exc


@reads("event", "money_setup")
def get_format(store: Store, event_id: int) -> rb.BountyFormat | None:
    with store.read() as session:
        load_event(session, event_id)
        return format_of(session, event_id)


def set_format(store: Store, event_id: int, data: Mapping[str, Any] | None) -> None:
    """Set (or with None, clear) the event's bounty format (undoable). ``data`` as
    ``format_to_data`` writes it; a mystery format without a seed gets a fresh one, stored, so
    the envelope draw replays (BNT-5)."""
    event_id = validate.identifier("Event", event_id)
    fmt = None
    if data is not None:
        if not isinstance(data, Mapping):
            raise InputError("Bounty format", validate.shown(data), "must be a mapping")
        values = dict(data)
        if values.get("kind") == rb.BountyKind.MYSTERY and not values.get("seed"):
            values["seed"] = secrets.token_hex(8)
        try:
            fmt = rb.format_from_data(values)
        except ValueError as exc:
            raise InputError("Bounty format", validate.shown(values.get("kind")),
                             str(exc)) from exc
    stored = rb.format_to_data(fmt) if fmt is not None else None
    with store.action("bounty format", event_id=event_id, params={"format": stored}) as scope:
        event = load_event(scope.session, event_id)
        if event.kind not in MONEY_KINDS:
            raise ConflictError(f"{event.name} is a {event.kind} event: bounties are for poker "
                                "and OFC events.")
        row = _setup(scope.session, event_id)
        if row is None:
            row = MoneySetup(event_id=event_id, settings={}, payout={})
        settings = {k: v for k, v in dict(row.settings).items() if k != SETTING}
        if stored is not None:
            settings[SETTING] = stored
        row.settings = settings
        scope.session.add(row)
        scope.summary = (f"Bounty format: {describe(fmt)}" if fmt is not None
                         else "Bounty format: none")


def describe(fmt: rb.BountyFormat) -> str:
    """The format in one English line (the audit log; screens translate their own words)."""
    if fmt.kind == rb.BountyKind.PROGRESSIVE:
        return f"progressive knockout, {fmt.cash_share} paid at once"
    if fmt.kind == rb.BountyKind.MYSTERY:
        return f"mystery, {sum(e.count for e in fmt.envelopes)} envelopes"
    return "fixed bounty"


def money_without_format(session: Session, event_id: int) -> int:
    """The bounty parts the event's payments took while it has no bounty format: money a bust
    would pay to nobody (issue 35). 0 once a format is set, or when no bounty was taken."""
    if format_of(session, event_id) is not None:
        return 0
    taken = session.exec(select(func.sum(Payment.bounty))
                         .where(Payment.event_id == event_id)).one()
    return int(taken or 0)


@reads("event", "money_setup", "payment")
def unformatted_bounty_money(store: Store, event_id: int) -> int:
    """:func:`money_without_format` for the screens: the Money tab's warning, the sheets."""
    with store.read() as session:
        load_event(session, event_id)
        return money_without_format(session, event_id)


def no_format_refusal(amount: int) -> str:
    """The words of a bust refused while bounty money has no format (English: the message box
    translates the service's refusals)."""
    return (f"The entries took {amount:,} in bounty parts, but the event has no bounty "
            f"format: set it first (Money › Bounties › Bounty format…, or tdesk bounties "
            f"--format), so each bust pays its bounty to whoever won it.")


def level_in(session: Session, event_id: int, now: dt.datetime | None = None) -> int | None:
    """The playing level the event's clock has reached (breaks count as the level before
    them), read in the bust's own action: where the bust stands against the mystery phase
    (BNT-5). None before the clock starts, or while it runs a structure never saved (the
    clock service's default, which this layer does not decide again)."""
    row = session.exec(select(EventClock).where(EventClock.event_id == event_id)).first()
    setup = session.exec(select(ClockSetup).where(ClockSetup.event_id == event_id)).first()
    if row is None or setup is None or row.status == rc.ClockStatus.NOT_STARTED.value:
        return None
    levels = structure_from_data(dict(setup.structure)).levels
    state = rc.ClockState(rc.ClockStatus(row.status), row.level_index,
                          dt.timedelta(microseconds=row.banked_us), row.running_since)
    view = rc.state_at(levels, state, now or utcnow())
    return sum(1 for lv in levels[: view.level_index + 1] if not lv.is_break)


# --- lives and knockouts as the rules see them -----------------------------------------------


def _lives(session: Session, event_id: int) -> dict[int, list[int]]:
    """Entry id -> the bounty part of each life, in order (an unpaid entry: one life, 0)."""
    entries = session.exec(select(Entry.id).where(Entry.event_id == event_id)).all()
    lives: dict[int, list[int]] = {int(e or 0): [] for e in entries}
    first: dict[int, int] = {}
    rows = session.exec(
        select(Payment.entry_id, Payment.kind, Payment.bounty)
        .where(Payment.event_id == event_id, Payment.kind.in_(("entry", "reentry")))  # type: ignore[attr-defined]
        .order_by(Payment.id)  # type: ignore[arg-type]
    ).all()
    for entry_id, kind, bounty in rows:
        if kind == "entry":
            first.setdefault(entry_id, int(bounty))
        else:
            lives.setdefault(entry_id, []).append(int(bounty))
    return {e: [first.get(e, 0), *more] for e, more in lives.items()}


def _rule_entries(lives: Mapping[int, Sequence[int]]) -> list[rb.Entry]:
    """The lives as the rules' entries: each player's in the order bought (BNT-6)."""
    out = [rb.Entry((e, n), e, bounty) for e, parts in lives.items()
           for n, bounty in enumerate(parts, start=1)]
    return sorted(out, key=lambda x: (x.key[1], x.key[0]))  # type: ignore[index]


def _rule_knockout(row: KnockoutRow, fmt: rb.BountyFormat) -> rb.Knockout:
    elims = list(row.eliminators)
    stacks = tuple(int(x.get("stack") or 1) for x in elims)
    level = row.level if row.level is not None else 0  # before the clock: before level 1
    return rb.Knockout(
        (row.entry_id, row.life), tuple((int(x["entry"]), int(x["life"])) for x in elims),
        shares=tuple(int(x.get("share") or 1) for x in elims),
        stacks=stacks if fmt.split == "stack" else None,
        level=level, players_left=row.players_left, envelope=row.envelope)


def _knockout_rows(session: Session, event_id: int) -> list[KnockoutRow]:
    return list(session.exec(select(KnockoutRow).where(KnockoutRow.event_id == event_id)
                             .order_by(KnockoutRow.id)).all())  # type: ignore[arg-type]


def _dealt(session: Session, event_id: int, lives: Mapping[int, Sequence[int]],
           order: Sequence[int] | None = None) -> tuple[Life, ...]:
    """BNT-7: the lives in the event's deal, in the deal's order: biggest stack first as the
    deal page lists them (equal stacks: by name), the order a mystery deal's odd units go in.
    ``order``: the entries of a deal not recorded yet (the deal page's preview), in order."""
    if order is None:
        deal = session.exec(select(Deal).where(Deal.event_id == event_id)
                            .order_by(Deal.id)).first()  # type: ignore[arg-type]
        if deal is None:
            return ()
        chips = {int(k): int(v) for k, v in deal.stacks.items()}
        order = sorted((int(e) for e in deal.amounts),
                       key=lambda e: (-chips.get(e, 0), _name(session, e)))
    return tuple((e, len(lives.get(e, [0]))) for e in order)


def _settled(fmt: rb.BountyFormat, entries: Sequence[rb.Entry], kos: Sequence[rb.Knockout],
             final: bool, deal: Sequence[Life] = ()
             ) -> tuple[rb.BountyLedger, list[str]]:
    """The fold; a knockout that no longer settles (an undone re-entry, a removed player) is
    left out and named, so one bad row never hides the rest."""
    try:
        return rb.settle(fmt, entries, kos, final=final, deal=deal), []
    except ValueError:
        pass
    kept: list[rb.Knockout] = []
    checks: list[str] = []
    for ko in kos:
        try:
            rb.settle(fmt, entries, [*kept, ko], deal=deal)
        except ValueError as exc:
            checks.append(str(exc))
            continue
        kept.append(ko)
    if not rb.can_settle(fmt, entries, kept, final=final, deal=deal):
        final, deal = False, ()
    return rb.settle(fmt, entries, kept, final=final, deal=deal), checks


# --- recording with a bust -------------------------------------------------------------------


@dataclass(frozen=True)
class Bust:
    """One busted entry of a hand as the bust action hands it over."""

    entry_id: int
    eliminators: tuple[int, ...]
    shares: tuple[int, ...] | None = None
    stack: int | None = None
    envelope: int | None = None
    """BNT-5: the value of the real envelope drawn at the table; None: the seeded draw."""


def record_knockouts(session: Session, event: Event, busts: Sequence[Bust], *,
                     players_left: int, level: int | None = None,
                     stacks: Mapping[int, int] | None = None,
                     names: Mapping[int, str] | None = None,
                     chain: bool = False) -> list[KnockoutRow]:
    """Write the knockout rows of one hand's busts inside the bust's action (BNT-1).

    ``busts`` in the order they count (the lowest place first). Eliminators must be players
    in, not busted in this hand. With a bounty format every bust needs its eliminators and
    the mystery envelope of each is drawn now and recorded; without one, a bust is refused when
    the entries took bounty parts (issue 35: the money would go to nobody), else eliminators
    given are still recorded (a format may be set later) and none is required. ``chain``: an
    eliminator may bust later in the same hand (it took the chips, then lost them: BNT-1's
    same-hand chain, its grown head taken by whoever busted it).
    Call it before the busted players are marked out.
    """
    assert event.id is not None
    fmt = format_of(session, event.id)
    unset = money_without_format(session, event.id) if fmt is None else 0
    if unset and busts:  # the bounty money would vanish: the format first (issue 35)
        raise ConflictError(no_format_refusal(unset))
    busts = [b for b in busts if b.eliminators or fmt is not None]
    if not busts:
        return []
    if level is None and fmt is not None and fmt.phase.level is not None:
        level = level_in(session, event.id)
    lives = _lives(session, event.id)
    label = dict(names or {})
    order = {b.entry_id: i for i, b in enumerate(busts)}
    rows: list[KnockoutRow] = []
    for i, bust in enumerate(busts):
        who = label.get(bust.entry_id) or _name(session, bust.entry_id)
        if not bust.eliminators:
            raise InputError("Eliminated by", who, "say who eliminated this player: the event "
                             "pays bounties")
        validate.distinct("Eliminated by", bust.eliminators,
                          [label.get(e) or _name(session, e) for e in bust.eliminators])
        elims = []
        for n, elim in enumerate(bust.eliminators):
            entry = session.get(Entry, elim)
            elim_name = label.get(elim) or _name(session, elim)
            if entry is None or entry.event_id != event.id:
                raise InputError("Eliminated by", elim_name, "is not a player of this event")
            if elim == bust.entry_id:
                raise InputError("Eliminated by", elim_name, f"is {who}, the player busted")
            if elim in order and not (chain and order[elim] > i):
                raise InputError("Eliminated by", elim_name,
                                 f"is busted in this hand too and finishes below {who}: "
                                 f"they cannot have won {who}'s chips" if chain else
                                 "is busted in this hand too")
            if entry.status != EntryStatus.ACTIVE:
                raise InputError("Eliminated by", elim_name, f"is {entry.status}, not in play")
            stack = (stacks or {}).get(elim)
            if stack is None:
                stack = entry.chips if entry.chips is not None else starting_stack(event)
            share = bust.shares[n] if bust.shares is not None else 1
            elims.append({"entry": elim, "life": len(lives.get(elim, [0])),
                          "share": int(share), "stack": int(stack)})
        rows.append(KnockoutRow(
            event_id=event.id, entry_id=bust.entry_id, life=len(lives.get(bust.entry_id, [0])),
            eliminators=elims, stack=bust.stack, level=level, players_left=players_left - i,
            envelope=bust.envelope))
    if fmt is not None:
        _draw_envelopes(session, event.id, fmt, lives, rows)
    for row in rows:
        session.add(row)
    return rows


def _draw_envelopes(session: Session, event_id: int, fmt: rb.BountyFormat,
                    lives: Mapping[int, Sequence[int]], rows: Sequence[KnockoutRow]) -> None:
    """Settle the new knockouts after the old ones: refuses what cannot be settled (BNT-9)
    and records each mystery envelope drawn (BNT-5), so the draw is kept, not recomputed."""
    entries = _rule_entries(lives)
    deal = _dealt(session, event_id, lives)  # after a deal no envelope is drawn (BNT-7)
    before = _valid(fmt, entries, [_rule_knockout(r, fmt)
                                   for r in _knockout_rows(session, event_id)], deal)
    try:
        ledger = rb.settle(fmt, entries, [*before, *(_rule_knockout(r, fmt) for r in rows)],
                           deal=deal)
    except ValueError as exc:
        who, reason = _named(session, str(exc))
        raise InputError("Eliminated by", who, reason) from exc
    for row, result in zip(rows, ledger.results[-len(rows):], strict=True):
        row.envelope = result.envelope


def _valid(fmt: rb.BountyFormat, entries: Sequence[rb.Entry],
           kos: Sequence[rb.Knockout], deal: Sequence[Life] = ()) -> list[rb.Knockout]:
    """The recorded knockouts that still settle, in order (see :func:`_settled`)."""
    ledger, checks = _settled(fmt, entries, kos, False, deal)
    if not checks:
        return list(kos)
    done = {r.busted for r in ledger.results}
    return [ko for ko in kos if ko.busted in done]


_KEY = re.compile(r"\((\d+), (\d+)\)")
_WHERE = re.compile(r"^knockout \d+ \(busted (\(\d+, \d+\))\): ")


def _named(session: Session, message: str) -> tuple[str, str]:
    """A rule's refusal with the lives it names as players (issue 35): the busted player the
    refusal is about, and the reason with every ``(entry, life)`` key read as a name."""
    def name(match: re.Match[str]) -> str:
        return _name(session, int(match.group(1)))

    where = _WHERE.match(message)
    who = _KEY.sub(name, where.group(1)) if where else ""
    reason = message[where.end():] if where else message
    return who, _KEY.sub(name, reason)


def _name(session: Session, entry_id: int) -> str:
    entry = session.get(Entry, entry_id)
    player = session.get(Player, entry.player_id) if entry is not None else None
    return player.name if player is not None else str(entry_id)


def ofc_busts(eliminated: Sequence[str], transfers: Sequence[tuple[str, str, int]]
              ) -> list[Bust]:
    """BNT-1 for OFC: each player busted in a settlement, eliminated by the players it paid,
    shares the chips each took (``rules.bounties.ofc_knockout``); in the order they busted.
    A player who took chips and busted later in the same hand is an eliminator still."""
    out = []
    for n, busted in enumerate(eliminated):
        earlier = set(eliminated[:n])
        paid: dict[Hashable, int] = {}
        for payer, payee, chips in transfers:
            if payer == busted and chips > 0 and payee not in earlier:
                paid[payee] = paid.get(payee, 0) + chips
        ko = rb.ofc_knockout(busted, paid)
        out.append(Bust(int(busted), tuple(int(k) for k in ko.eliminators),  # type: ignore[call-overload]
                        ko.shares))
    return out


# --- the ledger ------------------------------------------------------------------------------


@dataclass(frozen=True)
class BountyPlayer:
    """One player's bounties: the head on them now (0 once out) and what they collected."""

    entry_id: int
    name: str
    head: int
    collected: int
    knockouts: int
    """Busts this player took part in as an eliminator (a split counts for each)."""
    lives: int
    active: bool


@dataclass(frozen=True)
class DealBounty:
    """What one player in a deal took of the bounties when it was made (BNT-7): their own
    head, and their share of the mystery envelopes not drawn (BNT-5)."""

    entry_id: int
    name: str
    head: int
    envelopes: int


@dataclass(frozen=True)
class BountyInfo:
    """The event's bounty ledger (BNT-8): heads and collected per player, and the pool."""

    event_id: int
    format: rb.BountyFormat
    players: tuple[BountyPlayer, ...]
    pool: int
    funded: int
    heads_total: int
    collected_total: int
    envelopes_left: int
    knockouts: int
    final: bool
    checks: tuple[str, ...]
    """What does not add up or is missing, in English (busts without eliminators, a knockout
    that no longer settles, a fee with no bounty part)."""
    at_deal: tuple[DealBounty, ...] = ()
    """The deal's bounties, in the deal's order (empty without a deal)."""
    envelope_values: tuple[int, ...] = ()
    """The values of the mystery envelopes still to draw, biggest first (none once a deal
    shared them, BNT-7)."""

    @property
    def balanced(self) -> bool:
        """BNT-8: collected + heads (+ envelopes left) is the pool."""
        return self.collected_total + self.heads_total + self.envelopes_left == self.pool

    def by_entry(self) -> dict[int, BountyPlayer]:
        return {p.entry_id: p for p in self.players}

    def biggest_heads(self, n: int) -> list[BountyPlayer]:
        """At most ``n`` heads of the players in that are bigger than the smallest in play,
        biggest first. A head everyone still has is nobody's to show, and a tie the cut at
        ``n`` would split is left out whole: the wall never picks among equals by their names
        (issue 35)."""
        live = [p for p in self.players if p.active and p.head > 0]
        if not live or n <= 0:
            return []
        floor = min(p.head for p in live)
        above = sorted((p for p in live if p.head > floor), key=lambda p: (-p.head, p.name))
        if len(above) > n and above[n].head == above[n - 1].head:
            return [p for p in above[:n] if p.head > above[n - 1].head]
        return above[:n]


@reads("deal", "entry", "event", "knockout", "money_setup", "payment", "player")
def bounty_ledger(store: Store, event_id: int) -> BountyInfo | None:
    """The event's bounty ledger; None when it runs no bounty format."""
    with store.read() as session:
        return read_ledger(session, load_event(session, event_id))


@reads(uses=(bounty_ledger,))
def envelopes_to_draw(store: Store, event_id: int) -> list[int]:
    """The envelope values a bust may be typed with (BNT-5): those still in the set; none
    outside a mystery format, once all are drawn, or once a deal shared them (BNT-7)."""
    info = bounty_ledger(store, event_id)
    if info is None or info.format.kind != rb.BountyKind.MYSTERY:
        return []
    return list(info.envelope_values)


def read_ledger(session: Session, event: Event,
                deal_order: Sequence[int] | None = None) -> BountyInfo | None:
    """:func:`bounty_ledger` in the caller's session (the results read it beside prizes).
    ``deal_order``: as if a deal among these entries (in the deal's order) were made now."""
    assert event.id is not None
    fmt = format_of(session, event.id)
    if fmt is None:
        return None
    lives = _lives(session, event.id)
    entries = _rule_entries(lives)
    rows = _knockout_rows(session, event.id)
    people = session.exec(select(Entry.id, Entry.status, Player.name)
                          .join(Player, Player.id == Entry.player_id)  # type: ignore[arg-type]
                          .where(Entry.event_id == event.id)).all()
    status = {int(e or 0): s for e, s, _ in people}
    names = {int(e or 0): n for e, _, n in people}
    active = sum(1 for s in status.values() if s == EntryStatus.ACTIVE)
    # BNT-7: the players in the deal collect their own heads, the lives they were in it with
    dealt = _dealt(session, event.id, lives, deal_order)
    final = bool(rows) and (active <= 1 or bool(dealt))
    ledger, checks = _settled(fmt, entries, [_rule_knockout(r, fmt) for r in rows], final,
                              dealt)
    recorded = {(r.entry_id, r.life) for r in rows}
    missing = [names[e] for e, s in status.items()
               if s == EntryStatus.BUSTED and (e, len(lives.get(e, [0]))) not in recorded]
    if missing:
        checks.append(f"{len(missing)} bust(s) with no eliminators recorded: "
                      + ", ".join(sorted(missing, key=sort_key)))
    if not ledger.funded and fmt.kind != rb.BountyKind.MYSTERY:
        terms = _terms(session, event).terms
        if not terms.bounty:
            checks.append("The entry fee has no bounty part (Payouts › Fees and terms).")
    counts: dict[int, int] = {}
    for r in ledger.results:
        for key in r.paid:
            counts[key[0]] = counts.get(key[0], 0) + 1  # type: ignore[index]
    collected = ledger.collected_by_player()
    heads = ledger.head_of_player()
    players = tuple(sorted(
        (BountyPlayer(e, names.get(e, str(e)), int(heads.get(e, 0)), int(collected.get(e, 0)),
                      counts.get(e, 0), len(lives.get(e, [0])),
                      status.get(e) == EntryStatus.ACTIVE)
         for e in lives),
        key=lambda p: sort_key(p.name)))
    return BountyInfo(event.id, fmt, players, ledger.pool, ledger.funded,
                      sum(ledger.heads.values()), sum(ledger.collected.values()),
                      ledger.envelopes_left_total, len(ledger.results), ledger.final,
                      tuple(checks),
                      tuple(DealBounty(e, names.get(e, str(e)), head, part)  # type: ignore[misc]
                            for (e, _life), (head, part) in ledger.at_deal.items()),
                      tuple(sorted((e.value for e in ledger.envelopes_left), reverse=True)))


# --- the envelopes drawn ---------------------------------------------------------------------


@dataclass(frozen=True)
class DrawnEnvelope:
    """A mystery envelope paid at a bust (BNT-5): whose bust, the value, who shares it."""

    busted: str
    value: int
    eliminators: tuple[str, ...]


@reads("event", "knockout")
def drawn_envelopes(store: Store, event_id: int, entry_ids: Sequence[int] = ()
                    ) -> list[DrawnEnvelope]:
    """The envelopes of the latest knockouts of ``entry_ids`` (the bust just saved, for the
    desk), or with none given the last knockout's (the wall shows it until the next bust)."""
    with store.read() as session:
        load_event(session, event_id)
        query = select(KnockoutRow).where(KnockoutRow.event_id == event_id)
        if entry_ids:
            query = query.where(KnockoutRow.entry_id.in_(list(entry_ids)))  # type: ignore[attr-defined]
        rows = list(session.exec(query.order_by(KnockoutRow.id.desc())).all())  # type: ignore[union-attr]
        if not entry_ids:
            rows = rows[:1]
        latest: dict[int, KnockoutRow] = {}
        for row in rows:
            latest.setdefault(row.entry_id, row)
        return [DrawnEnvelope(_name(session, r.entry_id), int(r.envelope),
                              tuple(_name(session, int(x["entry"])) for x in r.eliminators))
                for r in sorted(latest.values(), key=lambda r: r.id or 0)
                if r.envelope is not None]
