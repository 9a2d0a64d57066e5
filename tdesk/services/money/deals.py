"""Deals between the players left (issue 14): work one out (ICM or chip-chop, with an amount
kept back for the winner) and record the one agreed. The results show it."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass

from sqlmodel import Session, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError
from tdesk.models.event_rows import load_event
from tdesk.models.money import Deal
from tdesk.models.store import Store
from tdesk.models.tables import Entry, Event, Player
from tdesk.rules.money import deals as rules
from tdesk.rules.money import icm
from tdesk.services.money import money, prize_results, satellites
from tdesk.services.money.bounties import DealBounty, bounty_ledger, read_ledger
from tdesk.services.money.terms import payout_unit
from tdesk.services.rule_refusal import refuse_input, refuse_unless
from tdesk.services.table_reads import reads
from tdesk.timefmt import local_text

DEAL_METHODS = ("icm", "chipchop", "custom")


@dataclass(frozen=True)
class DealCandidate:
    entry_id: int
    name: str
    chips: int


@dataclass(frozen=True)
class DealRecord:
    id: int
    method: str
    kept_back: int
    amounts: dict[int, int]
    note: str
    at: dt.datetime


def _candidates(session: Session, event: Event) -> tuple[list[DealCandidate], list[int]]:
    players_in, prizes_now = money.players_and_prizes(session, event)
    st = money.live_stacks(event, players_in)
    names = {e.id or 0: p.name for e, p in players_in}
    players = sorted((DealCandidate(e, names[e], c) for e, c in st.items()),
                     key=lambda d: (-d.chips, d.name))
    n = len(players)
    prizes = list(prizes_now[:n]) + [0] * max(0, n - len(prizes_now))
    return players, prizes


@dataclass(frozen=True)
class DealChance:
    """What recording a deal is checked against, read once: the event, the time of a deal
    already recorded (PRZ-2), a satellite's seats (SAT-4), and the players left with the
    prizes of their places (PRZ-3). The Deal page gates Work out and Record with it;
    `record_deal` builds the same object inside its action and runs the same methods, so the
    disabled button's tooltip is the refusal's sentence (issue 38)."""

    event: str
    recorded_at: str | None
    seats: satellites.SeatDeal | None
    players: tuple[DealCandidate, ...]
    prizes: tuple[int, ...]

    def verify_method(self, method: str) -> None:
        """SAT-4: a satellite prices no seats (ICM never; a chip chop only if the venue lets
        anyone take a seat as cash)."""
        if self.seats is not None:
            self.seats.verify(method)

    def verify_once(self) -> None:
        """PRZ-2: no deal is recorded for the event yet."""
        rules.verify_once(self.event, self.recorded_at)

    def verify(self, method: str) -> None:
        """PRZ-2, then SAT-4: a deal by ``method`` may be recorded now."""
        self.verify_once()
        self.verify_method(method)

    def verify_total(self, shares: int, kept_back: int) -> None:
        """PRZ-3: the shares and what is kept back are the prizes still to be paid."""
        rules.verify_total(shares=shares, kept_back=kept_back, due=sum(self.prizes))


def _chance(session: Session, event: Event) -> DealChance:
    earlier = session.exec(select(Deal).where(Deal.event_id == event.id)
                           .order_by(Deal.id.desc())).first()  # type: ignore[union-attr]
    players, prizes = _candidates(session, event)
    return DealChance(event.name, None if earlier is None else local_text(earlier.at, "%H:%M"),
                      satellites.deal_seats(session, event), tuple(players), tuple(prizes))


@reads("deal", "entry", "event", "flight", "money_setup", "payment", "player")
def deal_chance(store: Store, event_id: int) -> DealChance:
    """The Deal page's read: the players left, their prizes and the checks a deal meets."""
    with store.read() as session:
        return _chance(session, load_event(session, event_id))


@reads("entry", "player", uses=(money.money_summary,))
def deal_candidates(store: Store, event_id: int) -> tuple[list[DealCandidate], list[int]]:
    """The players left with their stacks (largest first), and the prizes of places 1..n.
    Once fees are taken, a registered player who has not paid is not in the deal."""
    with store.read() as session:
        return _candidates(session, load_event(session, event_id))


def work_out_deal(method: str, chips: Sequence[int], prizes: Sequence[int],
                  kept_back: int = 0, unit: int = 1) -> list[int]:
    """The amounts an ICM or chip-chop deal gives, in multiples of the event's rounding
    ``unit`` as its prizes are (InputError naming the figure at fault)."""
    if method not in DEAL_METHODS[:2]:
        raise InputError("Deal method", validate.shown(method),
                         f"must be one of {', '.join(DEAL_METHODS[:2])}")
    kept = validate.amount("Kept back", kept_back)
    stacks = [validate.chips("Stack", c) for c in _listed("Stacks", chips)]
    paid = [validate.amount("Prize", p) for p in _listed("Prizes", prizes)]
    try:
        if method == "icm":
            return icm.icm_deal(stacks, paid, kept, unit)
        return icm.chip_chop(stacks, paid, kept, unit)
    except ValueError as exc:
        raise InputError("Deal", method, str(exc)) from exc


def _listed(field: str, values: object) -> list[object]:
    if isinstance(values, (str, bytes, Mapping)) or not isinstance(values, Sequence):
        raise InputError(field, validate.shown(values), "must be a list of figures")
    return list(values)


def _by_entry(field: str, values: object, check: Callable[[str, object], int]
              ) -> dict[int, int]:
    """A table of figures by entry id, each key and value checked before anything is read."""
    return {validate.identifier("Player", k): check(field, v)
            for k, v in validate.mapping(field, values).items()}


def _refuse_changed(session: Session, players: Sequence[DealCandidate],
                    dealt: Collection[int]) -> None:
    """ConflictError naming who went out (or came in) since the deal was worked out."""
    left = {p.entry_id for p in players}
    if set(dealt) == left:
        return
    gone = sorted(set(dealt) - left)
    if gone:
        entry = session.get(Entry, gone[0])
        player = session.get(Player, entry.player_id) if entry is not None else None
        who = player.name if player is not None else f"Entry {gone[0]}"
        state = ("not in the event" if entry is None
                 else f"out ({entry.status}, place {entry.place})" if entry.place
                 else f"out ({entry.status})")
        raise ConflictError(f"{who} is {state} since the deal was worked out: the deal is for "
                            "the players still in. Work it out again.")
    missing = next(p.name for p in players if p.entry_id not in dealt)
    raise ConflictError(f"{missing} is still in but not in the deal: every player left shares "
                        "in it. Work it out again.")


def record_deal(store: Store, event_id: int, method: str, amounts: Mapping[int, int],
                kept_back: int = 0, note: str = "", *,
                stacks: Mapping[int, int] | None = None) -> int:
    """Record a deal the players left agreed (undoable). The amounts plus what is kept back
    must be exactly the prizes still to be paid. ``stacks``: the chips the deal was worked out
    from (default: the current stacks); amounts other than the method gives are a "custom"
    deal.

    Every figure is checked first (PRZ-1: whole units of money, no fractions); who is still
    in, the prizes and an earlier deal are checked under the write lock (PRZ-2), so a player
    busted at another station a moment before is never dealt in, and one deal is never
    recorded twice; the shares and the amount kept back are the prizes left (PRZ-3)."""
    if not isinstance(method, str) or method not in DEAL_METHODS:
        raise InputError("Deal method", validate.shown(method),
                         f"must be one of {', '.join(DEAL_METHODS)}")
    typed = _by_entry("Deal amount", amounts, validate.amount)
    kept = validate.amount("Kept back", kept_back)
    note = validate.text("Note", note, limit=validate.REASON)
    given = _by_entry("Stack", stacks if stacks is not None else {}, validate.chips)
    with store.action("deal", event_id=event_id,
                      params={"method": method, "kept_back": kept}) as scope:
        session = scope.session
        event = load_event(session, event_id)
        money.refuse_kind(event)
        chance = _chance(session, event)
        refuse_unless(lambda: chance.verify(method))  # PRZ-2, SAT-4: the Record button's check
        players, prizes = list(chance.players), list(chance.prizes)
        _refuse_changed(session, players, typed)
        if set(given) - set(typed):
            raise ConflictError("A stack is given for a player who is not in the deal; "
                                "work it out again.")
        chips = {p.entry_id: p.chips for p in players} | given
        if method != "custom":
            try:
                expected = work_out_deal(method, [chips[p.entry_id] for p in players], prizes,
                                         kept, payout_unit(session, event))
            except InputError:
                expected = []
            if [typed[p.entry_id] for p in players] != expected:
                method = "custom"
        shares = sum(typed.values())
        refuse_input("Deal total", shares + kept, lambda: chance.verify_total(shares, kept))
        row = Deal(event_id=event_id, method=method, kept_back=kept,
                   amounts={str(k): v for k, v in typed.items()},
                   stacks={str(k): v for k, v in chips.items()}, note=note)
        session.add(row)
        session.flush()
        scope.params = {"method": method, "kept_back": kept}
        scope.summary = f"Deal ({method}) between {len(typed)} players"
        prize_results.refuse_paid_changes(session, event, "The deal")  # issue 23
        assert row.id is not None
        return row.id


def list_deals(store: Store, event_id: int) -> list[DealRecord]:
    with store.read() as session:
        rows = session.exec(select(Deal).where(Deal.event_id == event_id)
                            .order_by(Deal.id.desc())).all()  # type: ignore[union-attr]
        return [DealRecord(r.id or 0, r.method, r.kept_back,
                           {int(k): int(v) for k, v in r.amounts.items()}, r.note, r.at)
                for r in rows]




@reads("deal", "event", uses=(deal_candidates, bounty_ledger))  # the ledger, as read there
def deal_bounties(store: Store, event_id: int) -> tuple[DealBounty, ...]:
    """What the deal settles of the bounties (BNT-7, issue 35), in the deal's order: the
    recorded deal's, or before one is recorded what a deal among the players left would (each
    their own head and an equal share of the mystery envelopes not drawn). Empty in an event
    without a bounty format."""
    with store.read() as session:
        event = load_event(session, event_id)
        recorded = session.exec(select(Deal.id).where(Deal.event_id == event_id)).first()
        order = None if recorded is not None else [
            p.entry_id for p in _candidates(session, event)[0]]
        ledger = read_ledger(session, event, order) if order or recorded is not None else None
        return ledger.at_deal if ledger is not None else ()
