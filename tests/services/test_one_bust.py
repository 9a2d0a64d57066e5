"""One bust operation (issue 38): the same players out of the same room leave the same store,
whether the seating bust (the Seating tab's key press, a floor tablet's, hand-for-hand) or an
OFC hand put them out: their seats freed, the plan stored again, the tables opened and closed
alike. The button is OFC's to pass after every hand (OFC-T1), and the places its settlement's."""

from collections.abc import Callable
from typing import Any

from sqlmodel import select

from tdesk.models.seating import Seat, SeatingState, SeatTable
from tdesk.models.store import Store
from tdesk.models.tables import Entry, Player
from tdesk.services.ofc import ofc
from tdesk.services.seating import seating
from tests.services.ofc.test_ofc_tables import triple_bust


def _room(store: Store, event_id: int) -> dict[str, Any]:
    """The room as stored, entries named by their players (the two events' ids differ)."""
    with store.read() as session:
        names = {e: n for e, n in session.exec(
            select(Entry.id, Player.name).join(Player, Player.id == Entry.player_id)
            .where(Entry.event_id == event_id)).all()}
        seats = sorted((s.table_no, s.seat_no, names[s.entry_id]) for s in session.exec(
            select(Seat).where(Seat.event_id == event_id)))
        tables = sorted((t.number, t.open, t.final) for t in session.exec(
            select(SeatTable).where(SeatTable.event_id == event_id)))
        state = session.exec(select(SeatingState).where(SeatingState.event_id == event_id)).first()
        statuses = sorted((names[e.id], e.status, e.chips) for e in session.exec(
            select(Entry).where(Entry.event_id == event_id)))
    plan = None if state is None else (
        [{k: names.get(v, v) if k == "entry_id" else v for k, v in m.items()} for m in state.pending],
        state.broken, state.final_table, state.final_seats, bool(state.room_key))
    return {"seats": seats, "tables": tables, "plan": plan, "entries": statuses}


def test_a_bust_from_the_seating_side_and_from_an_ofc_hand_leave_the_same_room(
        store: Store, make_event: Callable[..., int]) -> None:
    by_hand = make_event("ofc", players=12, name="By the calculator")
    by_key = make_event("ofc", players=12, name="By the bust key")
    for event_id in (by_hand, by_key):
        seating.draw_seats(store, event_id, seed=5)  # three tables of four, alike
    survivor, order = triple_bust(store, by_hand)
    named = {p.entry_id: p.name for p in ofc.ofc_players(store, by_hand)}
    ids = {p.name: p.entry_id for p in ofc.ofc_players(store, by_key)}
    won = {p.entry_id: p.chips for p in ofc.ofc_players(store, by_hand)}[survivor]
    ofc.set_stack(store, by_key, ids[named[survivor]], won)  # the hand's outcome for its winner
    seating.bust_players(store, by_key, [ids[named[e]] for e in order[1:]],
                         stacks={ids[named[e]]: 500 for e in order[1:]})
    hand, key = _room(store, by_hand), _room(store, by_key)
    assert hand["plan"] is not None and hand["plan"][0]  # moves pending: table 1 has one player
    assert hand == key
