"""The results an event gives now, read in a session, and the guard on prizes handed over
(issues 14 and 23).

Below ``money``, ``deals`` and ``places``: each action that can change a prize (a payout or
terms edited, a payment, a deal, a place given or moved) calls ``refuse_paid_changes`` in its
own action, under the write lock, so a prize once handed over never changes silently.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple

from sqlmodel import Session, func, select

from tdesk.errors import ConflictError
from tdesk.models.flights import Flight
from tdesk.models.money import Deal, Payment, PrizeHandover
from tdesk.models.store import REPLAY_CHECKS
from tdesk.models.tables import Entry, EntryStatus, Event, Player
from tdesk.rules.money import entry_fees, icm
from tdesk.services.money import receipt_numbers
from tdesk.services.money.terms import (
    MONEY_KINDS,
    _bought,
    _prizes,
    _terms,
    _totals,
    starting_stack,
)
from tdesk.timefmt import local_text


class _E(NamedTuple):
    id: int
    status: str
    chips: int | None
    place: int | None


class _P(NamedTuple):
    name: str
    country: str


@dataclass(frozen=True)
class ResultRow:
    place: int
    entry_id: int
    name: str
    country: str
    prize: int
    note: str = ""
    kept_back: bool = False
    """The amount a deal kept back for the winner, while the winner is not known yet (no
    player: ``entry_id`` 0); the rows then still add up to the whole pool."""
    deal_method: str = ""
    """The deal behind ``note`` ("icm", "chipchop", "custom"; "" for none), with what it
    played for and the floor's remark: the screen, the sheet and the CSV say them in the
    interface language (``tdesk.engine_text.deal_note``); ``note`` is the English."""
    deal_played_for: int = 0
    deal_remark: str = ""
    handed_over: dt.datetime | None = None
    """When the prize was handed over (issue 23); None: not yet."""
    handed_over_by: str = ""
    receipt: str = ""
    """The handover's receipt ("SSME-0042"); "" while not handed over."""


KEPT_BACK = "Kept back for the winner"
"""The name a results row of the amount a deal kept back has (the screen and the sheet
translate it)."""


def entry_rows(session: Session, event_id: int) -> list[tuple[_E, _P]]:
    """The event's entries with name and country (plain columns, not ORM objects)."""
    rows = session.exec(
        select(Entry.id, Entry.status, Entry.chips, Entry.place, Player.name, Player.country)
        .join(Player, Player.id == Entry.player_id)  # type: ignore[arg-type]
        .where(Entry.event_id == event_id)
    ).all()
    return [(_E(r[0], r[1], r[2], r[3]), _P(r[4], r[5])) for r in rows]


def field_and_prizes(session: Session, event: Event
                     ) -> tuple[list[tuple[_E, _P]], set[int], tuple[int, ...]]:
    """Every entry, the entries that paid an entry (empty: the event takes no fees), and the
    prizes of places 1, 2, … now."""
    assert event.id is not None
    money = _terms(session, event)
    rows = entry_rows(session, event.id)
    totals = _totals(session, event.id)
    entries = _bought(len(rows), totals, starting_stack(event))[0]
    paid = set(session.exec(select(Payment.entry_id).where(
        Payment.event_id == event.id, Payment.kind == "entry")).all())
    pool = entry_fees.prize_pool(totals.total(1), money.terms.added_money, money.terms.guarantee)
    return rows, paid, _prizes(money, entries, pool.total)


def shared_prizes(prizes: Sequence[int], place: int, count: int) -> list[int]:
    """Players tied for ``place`` share the prizes of places place..place+count-1."""
    pot = sum(prizes[place - 1 + i] for i in range(count) if place - 1 + i < len(prizes))
    return icm.split_exact([1] * count, pot)


def latest_deal(session: Session, event_id: int) -> Deal | None:
    return session.exec(select(Deal).where(Deal.event_id == event_id)
                        .order_by(Deal.id.desc())).first()  # type: ignore[union-attr]


def result_rows(session: Session, event: Event) -> list[ResultRow]:
    """Finishing places so far, best first, with prizes (a deal's amounts where one was made)
    and whether each was handed over. Players still in are listed only once a deal covers them.
    """
    assert event.id is not None
    rows, paid, prizes = field_and_prizes(session, event)
    counted = [(e, p) for e, p in rows if not paid or e.id in paid]
    players_left = sum(1 for e, _ in counted if e.status == EntryStatus.ACTIVE)
    deal = latest_deal(session, event.id)
    dealt = {int(k): int(v) for k, v in (deal.amounts if deal else {}).items()}
    note = deal_note_text(deal) if deal else ""
    words = ({"deal_method": deal.method, "deal_played_for": deal.kept_back,
              "deal_remark": deal.note} if deal else {})
    placed = sorted(((e.place, p.name.casefold(), e, p) for e, p in rows if e.place is not None),
                    key=lambda t: (t[0], t[1]))
    still_in = [(e, p) for e, p in counted if e.status == EntryStatus.ACTIVE and e.place is None]
    if placed and len(still_in) == 1 and players_left == 1:
        # the last player left has won: first place and its prize on the sheet (TDA ranks the
        # last one standing first, no bust needed)
        placed.insert(0, (1, still_in[0][1].name.casefold(), *still_in[0]))
    by_place: dict[int, list[tuple[_E, _P]]] = {}
    for place, _, e, p in placed:
        by_place.setdefault(place, []).append((e, p))
    out: list[ResultRow] = []
    for place, group in sorted(by_place.items()):
        shares = shared_prizes(prizes, place, len(group))
        for (e, p), share in zip(group, shares, strict=True):
            prize, row_note, row_words = share, "", {}
            if e.id in dealt:
                prize = dealt[e.id] + (deal.kept_back if deal and place == 1 else 0)
                row_note, row_words = note, words
            out.append(ResultRow(place, e.id or 0, p.name, p.country, prize, row_note,
                                 **row_words))
    listed = {r.entry_id for r in out}
    for e, p in rows:
        if e.place is None and e.id in dealt and e.id not in listed:
            out.append(ResultRow(0, e.id, p.name, p.country, dealt[e.id], note, **words))
    if deal and deal.kept_back and not any(r.place == 1 and r.entry_id in dealt for r in out):
        # PRZ-4: the amount played for is in the pool until someone wins it: listed, so the
        # rows add up to the pool after a deal as before it
        out.append(ResultRow(0, 0, KEPT_BACK, "", deal.kept_back, note, kept_back=True,
                             **words))
    out = _with_handovers(session, event, out)
    return sorted(out, key=lambda r: (r.place == 0, r.place, r.kept_back, r.name.casefold()))


def deal_note_text(deal: Deal) -> str:
    words = {"icm": "ICM deal", "chipchop": "Chip-chop deal", "custom": "Deal"}
    text = words.get(deal.method, "Deal")
    if deal.kept_back:
        text += f", {deal.kept_back:,} played for"
    return text + (f": {deal.note}" if deal.note else "")


# --- prizes handed over (issue 23) -------------------------------------------------------------


def handovers(session: Session, event_id: int) -> dict[int, PrizeHandover]:
    """entry id -> its prize handover, for the event."""
    return {h.entry_id: h for h in session.exec(
        select(PrizeHandover).where(PrizeHandover.event_id == event_id))}


def event_prefix(event: Event) -> str:
    assert event.id is not None
    return receipt_numbers.prefix(event.id, event.name, event.settings)


def _with_handovers(session: Session, event: Event, rows: list[ResultRow]) -> list[ResultRow]:
    assert event.id is not None
    given = handovers(session, event.id)
    if not given:
        return rows
    prefix = event_prefix(event)
    out = []
    for r in rows:
        h = given.get(r.entry_id) if not r.kept_back else None
        if h is None:
            out.append(r)
            continue
        out.append(replace(r, handed_over=h.at, handed_over_by=h.staff,
                           receipt=receipt_numbers.label(prefix, h.receipt)))
    return out


def refuse_paid_removals(session: Session, event: Event) -> None:
    """Refuse taking out of the event (before the flush) a player whose prize was handed over:
    the handover would go with the entry."""
    gone = [o for o in session.deleted if isinstance(o, Entry) and o.event_id == event.id]
    for entry in gone:
        with session.no_autoflush:  # a flush would delete the entry and its handover first
            h = session.exec(select(PrizeHandover).where(
                PrizeHandover.entry_id == entry.id)).first()
        if h is None:
            continue
        with session.no_autoflush:
            player = session.get(Player, entry.player_id)
        who = player.name if player is not None else f"Entry {entry.id}"
        raise ConflictError(
            f"{who}'s prize of {h.amount:,} was handed over at {local_text(h.at, '%H:%M')} "
            f"(receipt {receipt_numbers.label(event_prefix(event), h.receipt)}): they cannot "
            "leave the event. Undo that handover first (Log tab).")


def refuse_paid_changes(session: Session, event: Event, what: str) -> None:
    """Refuse (ConflictError) an action whose changes so far would change a prize already
    handed over: the message names the player and says to undo the handover first. Called at
    the end of the action, under its write lock; costs one count when nothing was handed over.
    A flight's money (an entry paid, a payment undone) is checked against its parent's
    prizes too: the flights' pools are the parent's (FLT-6)."""
    assert event.id is not None
    session.flush()
    parent = session.exec(select(Flight.parent_id).where(Flight.event_id == event.id)).first()
    if parent is not None:  # FLT-6: a flight's money is its parent's prizes (issue 35)
        whole = session.get(Event, parent)
        if whole is not None:
            _refuse_changed_handovers(session, whole, what)
    _refuse_changed_handovers(session, event, what)


def _refuse_changed_handovers(session: Session, event: Event, what: str) -> None:
    if not session.exec(select(func.count()).select_from(PrizeHandover).where(
            PrizeHandover.event_id == event.id)).one():
        return
    now = {r.entry_id: r for r in result_rows(session, event) if not r.kept_back}
    names = {e.id: p.name for e, p in entry_rows(session, event.id)}
    prefix = event_prefix(event)
    for entry_id, h in sorted(handovers(session, event.id).items()):
        row = now.get(entry_id)
        prize = row.prize if row is not None else 0
        if prize == h.amount:
            continue
        who = names.get(entry_id, f"Entry {entry_id}")
        after = f"make it {prize:,}" if row is not None else "take it away"
        raise ConflictError(
            f"{what} refused: {who}'s prize of {h.amount:,} was handed over at "
            f"{local_text(h.at, '%H:%M')} (receipt {receipt_numbers.label(prefix, h.receipt)}), "
            f"and this would {after}. A prize paid never changes: undo that handover first "
            "(Log tab).")


def _check_replay(session: Session, event_id: int, what: str) -> None:
    """An undo or redo (of a bust, a payment, a payout, a deal …) is held to the same rule."""
    event = session.get(Event, event_id)
    if event is not None and event.kind in MONEY_KINDS:
        refuse_paid_changes(session, event, what)


if _check_replay not in REPLAY_CHECKS:
    REPLAY_CHECKS.append(_check_replay)
