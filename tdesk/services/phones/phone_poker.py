"""What a poker (or OFC) player's phone shows (issue 25): their own table and seat, their place
once out, hand-for-hand when it is on, and their bounty when the event pays bounties.

One holder's read: the code, their entry, their seat and the phase rows, each by key, so a
phone's page costs the same in a 10,000-entrant room as in a 20-player one. Only the bounty
needs the event's knockouts: a progressive head is the fold of every knockout before it
(BNT-4), which `bounties.read_ledger` does (310 ms at 10,000 entrants with 3,300 knockouts):
its heads are kept in ``store.kept`` for the store revision they were read at, so the
room's phones fold it once per change, not once per page. An event without a bounty format
reads one row. Nothing about other players is returned.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import Session, select

from tdesk.errors import NotFoundError
from tdesk.models.event_rows import load_event
from tdesk.models.hand_for_hand import HandForHandState
from tdesk.models.seating import Seat
from tdesk.models.store import REVISION_KEY, Store
from tdesk.models.tables import Entry, EntryStatus, Event, Meta, Player
from tdesk.services.money import bounties
from tdesk.services.phones.phone_reports import BAD_CODE, _holder

KINDS = ("poker", "ofc")
"""The kinds whose players sit at seating's tables (`Seat` rows)."""
KEPT = "phone_poker.bounties"
"""``store.kept[KEPT]``: event id -> (revision, entry -> MyBounty)."""


@dataclass(frozen=True)
class MyBounty:
    """The head on the holder now (0 once out) and what they have collected (BNT-8)."""

    head: int
    collected: int


@dataclass(frozen=True)
class MySeat:
    """What the code's holder sees: their own name, seat and money lines, nobody else's."""

    event_id: int
    entry_id: int
    name: str
    status: str  # an EntryStatus: active, busted, dropped, disqualified
    table: int | None  # None while not seated (registered, waiting for a seat) or out
    seat: int | None
    waiting: bool  # seated but sits out until the button passes (TDA-S3)
    place: int | None  # the finishing place once out, when the desk has given one (PL-1)
    bounty: MyBounty | None  # None when the event pays no bounties
    hand_for_hand: bool  # HFH-2: the room plays hand for hand

    @property
    def out(self) -> bool:
        return self.status != EntryStatus.ACTIVE


def my_seat(store: Store, code: str, event_id: int | None = None) -> MySeat:
    """The holder's seat (NotFoundError `BAD_CODE` for any wrong or revoked code)."""
    with store.read() as session:
        holder = _holder(session, code, event_id)
        event = load_event(session, holder.event_id)
        if event.kind not in KINDS:
            raise NotFoundError(BAD_CODE)
        found = session.exec(select(Entry, Player.name)
                             .join(Player, Player.id == Entry.player_id)  # type: ignore[arg-type]
                             .where(Entry.id == holder.entry_id)).first()
        if found is None:
            raise NotFoundError(BAD_CODE)
        entry, name = found
        seat = session.exec(select(Seat).where(Seat.entry_id == holder.entry_id)).first()
        active = entry.status == EntryStatus.ACTIVE
        if not active:
            seat = None  # a bust removes the seat; never show one to a player who is out
        phase = session.exec(select(HandForHandState.active).where(
            HandForHandState.event_id == holder.event_id)).first()
        bounty = None
        if bounties.format_of(session, holder.event_id) is not None:
            bounty = _bounties(store, session, event).get(holder.entry_id, MyBounty(0, 0))
        return MySeat(holder.event_id, holder.entry_id, name, str(entry.status),
                      seat.table_no if seat else None, seat.seat_no if seat else None,
                      bool(seat and seat.waiting), None if active else entry.place,
                      bounty, bool(phase))


def _bounties(store: Store, session: Session, event: Event) -> dict[int, MyBounty]:
    """Every entry's head and collected at this read's revision: folded once per revision
    (the ledger is the whole event's fold), then kept for the other phones."""
    assert event.id is not None
    meta = session.get(Meta, REVISION_KEY)
    revision = meta.number if meta is not None else 0
    kept: dict[int, tuple[int, dict[int, MyBounty]]] = store.kept.setdefault(KEPT, {})
    found = kept.get(event.id)
    if found is not None and found[0] == revision:
        return found[1]
    ledger = bounties.read_ledger(session, event)
    heads = {p.entry_id: MyBounty(p.head, p.collected)
             for p in (ledger.players if ledger is not None else ())}
    kept[event.id] = (revision, heads)
    return heads
