"""Seating service: draw, late entry, bust with places, buttons, moves with undo (issue 4)."""

from __future__ import annotations

import pytest
from sqlmodel import select

from tdesk.errors import ConflictError, InputError
from tdesk.models.seating import SeatTable
from tdesk.services import audit
from tdesk.services.players import PlayerFields, add_player, list_entries
from tdesk.services.seating import seating
from tdesk.services.seating.seating import (
    apply_all,
    apply_move,
    block_seat,
    bust_players,
    draw_seats,
    room,
    seat_late_entry,
    set_button,
    set_fixed,
)


def seated_names(store, event_id):  # type: ignore[no-untyped-def]
    return sorted(p.name for p in room(store, event_id).seated)


def test_draw_seats_evenly_and_reproducibly_TDA_S1(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12, seats_per_table=6)
    seed = draw_seats(store, event_id, seed=77)
    assert seed == 77
    info = room(store, event_id)
    assert [t.count for t in info.tables] == [6, 6]
    assert len(info.seated) == 12 and info.unseated == ()
    assert info.moves == ()
    with pytest.raises(ConflictError, match="drawn already"):
        draw_seats(store, event_id)
    # the same seed on a fresh event with the same players gives the same seats
    other = make_event("poker", players=12, seats_per_table=6)
    draw_seats(store, other, seed=77)
    assert [(p.table, p.seat, p.name) for p in room(store, other).seated] == \
        [(p.table, p.seat, p.name) for p in info.seated]
    # the audit row keeps the seed; undo removes the draw
    store.undo()
    assert room(store, other).seated == []


def test_draw_refuses_non_seated_kinds(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("league", players=4)
    with pytest.raises(ConflictError, match="no seat draw"):
        draw_seats(store, event_id)


def test_bust_orders_same_hand_busts_by_starting_stack(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=10)
    draw_seats(store, event_id, seed=1)
    entries = {r.name: r.entry_id for r in list_entries(store, event_id)}
    a, b, c = entries["Anna Petrova"], entries["王伟"], entries["Björn Åberg"]
    # 10 left; three bust in one hand with 500, 1200, 500 at its start: 8th, 9th, 9th
    places = bust_players(store, event_id, [a, b, c], {a: 500, b: 1200, c: 500})
    assert places == {b: 8, a: 9, c: 9}
    rows = {r.entry_id: r for r in list_entries(store, event_id)}
    assert rows[b].status == "busted" and rows[b].place == 8
    assert "王伟" not in seated_names(store, event_id)
    assert room(store, event_id).players_left == 7
    with pytest.raises(ConflictError, match="already busted"):
        bust_players(store, event_id, [a])
    store.undo()
    assert room(store, event_id).players_left == 10
    assert "王伟" in seated_names(store, event_id)


def test_late_entry_goes_to_shortest_table_TDA_S1(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=11, seats_per_table=6)
    draw_seats(store, event_id, seed=3)  # 6 + 5
    entry = add_player(store, event_id, PlayerFields(name="Late Comer"))
    table, seat = seat_late_entry(store, event_id, entry, seed=4)
    info = room(store, event_id)
    assert info.table(table) is not None
    assert [t.count for t in info.tables] == [6, 6]
    assert info.table(table).at(seat).name == "Late Comer"
    # no open seat anywhere: a new table opens and balancing fills it
    entry2 = add_player(store, event_id, PlayerFields(name="Very Late"))
    table2, _ = seat_late_entry(store, event_id, entry2, seed=5)
    assert table2 == 3
    assert len(room(store, event_id).moves) == 3  # 6 6 1 -> 6 5 2 -> 5 5 3 -> 5 4 4


def test_moves_apply_one_by_one_with_undo_TDA_B1_B2(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12, seats_per_table=6, final_table_size=6)
    draw_seats(store, event_id, seed=5)
    info = room(store, event_id)
    for t in info.tables:
        set_button(store, event_id, t.number, t.players[0].seat)
    # bust three players from table 1: 3 vs 6 -> one move (4 vs 5)
    victims = [p.entry_id for p in room(store, event_id).table(1).players[:3]]
    for v in victims:
        bust_players(store, event_id, [v])
    info = room(store, event_id)
    assert info.halted == (1,)
    assert len(info.moves) == 1
    move = info.moves[0]
    assert move.from_table == 2 and move.to_table == 1 and "TDA-B2" in move.reason
    done = apply_move(store, event_id)
    assert done == move
    after = room(store, event_id)
    assert after.moves == () and after.halted == ()
    assert after.table(1).at(move.to_seat).entry_id == move.entry_id
    store.undo()
    again = room(store, event_id)
    assert again.table(2).at(move.from_seat).entry_id == move.entry_id
    assert again.moves == info.moves


def test_unknown_button_is_asked_for_TDA_B2(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12, seats_per_table=6, final_table_size=6)
    draw_seats(store, event_id, seed=5)
    set_button(store, event_id, 1, room(store, event_id).table(1).players[0].seat)
    for p in room(store, event_id).table(1).players[:3]:
        bust_players(store, event_id, [p.entry_id])
    info = room(store, event_id)
    assert info.moves == () and info.needs_button == (2,)
    assert info.table(2).needs_button
    set_button(store, event_id, 2, 1)
    assert len(room(store, event_id).moves) == 1


def test_break_and_final_table_through_apply_all_TDA_B6_F1(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12, seats_per_table=4, final_table_size=6)
    draw_seats(store, event_id, seed=9)  # 4 + 4 + 4
    for t in room(store, event_id).tables:
        set_button(store, event_id, t.number, 1)
    # bust one at each table and a second at table 3: 3 + 3 + 2 = 8 fit two tables of 4,
    # so table 3 (highest number) breaks and its two players go to tables 1 and 2
    tables = room(store, event_id).tables
    for p in [tables[0].players[0], tables[1].players[0], *tables[2].players[:2]]:
        bust_players(store, event_id, [p.entry_id])
    assert [m.from_table for m in room(store, event_id).moves] == [3, 3]
    applied = apply_all(store, event_id)
    info = room(store, event_id)
    assert applied == 2
    assert len(info.tables) == 2 and sum(t.count for t in info.tables) == 8
    # two more busts: 6 fit the final table of 6: everyone redrawn to one table
    for p in info.seated[:2]:
        bust_players(store, event_id, [p.entry_id])
    info = room(store, event_id)
    assert info.final_table is not None
    assert all(m.kind == "final" for m in info.moves)
    apply_all(store, event_id)
    info = room(store, event_id)
    assert len(info.tables) == 1 and info.tables[0].final and info.tables[0].count == 6
    assert info.tables[0].seats >= 6
    with store.read() as session:
        closed = session.exec(select(SeatTable).where(SeatTable.open == False)).all()  # noqa: E712
    assert len(closed) == 2


def test_block_seat_and_fixed_player(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=3, seats_per_table=9)
    draw_seats(store, event_id, seed=2)
    t = room(store, event_id).tables[0]
    taken = t.players[0].seat
    with pytest.raises(ConflictError, match="taken"):
        block_seat(store, event_id, 1, taken)
    free = next(s for s in range(1, 10) if t.at(s) is None)
    block_seat(store, event_id, 1, free)
    assert room(store, event_id).tables[0].blocked == (free,)
    with pytest.raises(InputError, match="Button seat"):
        set_button(store, event_id, 1, free)
    block_seat(store, event_id, 1, free, blocked=False)
    assert room(store, event_id).tables[0].blocked == ()
    set_fixed(store, event_id, t.players[0].entry_id)
    assert room(store, event_id).tables[0].at(taken).fixed


def test_find_player_as_you_type(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12)
    draw_seats(store, event_id, seed=2)
    info = room(store, event_id)
    assert [p.name for p in info.find("мария")] == ["Мария Иванова"]
    assert [p.name for p in info.find("王")] == ["王伟"]
    assert info.find("  ") == []
    assert [p.name for p in seating.seating_list(store, event_id)][:2] == [  # by surname
        "Björn Åberg", "Oliver Hughes"]


def test_ofc_event_four_handed_tables_OFC_T1(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("ofc", players=10)
    draw_seats(store, event_id, seed=1)
    info = room(store, event_id)
    assert [t.count for t in info.tables] == [4, 3, 3]
    assert all(t.seats == 4 for t in info.tables) and info.final_table_size == 5


def test_player_out_elsewhere_frees_the_seat(store, make_event) -> None:  # type: ignore[no-untyped-def]
    # another service (OFC settlement, a disqualification) sets the entry's status: the seat
    # counts as free at once and the row goes with the next seating action
    from tdesk.models.tables import Entry

    event_id = make_event("poker", players=6)
    draw_seats(store, event_id, seed=1)
    gone = room(store, event_id).seated[0]
    with store.action("disqualify") as scope:
        entry = scope.session.get(Entry, gone.entry_id)
        entry.status = "disqualified"
        scope.session.add(entry)
    info = room(store, event_id)
    assert gone.entry_id not in {p.entry_id for p in info.seated} and info.players_left == 5
    set_button(store, event_id, 1, 1)
    from tdesk.models.seating import Seat

    with store.read() as session:
        assert session.exec(select(Seat).where(Seat.entry_id == gone.entry_id)).first() is None


def test_seat_correction_TDA_S2(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=4)
    draw_seats(store, event_id, seed=1)
    t = room(store, event_id).tables[0]
    p, other = t.players[0], t.players[1]
    free = next(s for s in range(1, t.seats + 1) if t.at(s) is None)
    seating.move_player(store, event_id, p.entry_id, 1, free)
    assert room(store, event_id).tables[0].at(free).entry_id == p.entry_id
    with pytest.raises(ConflictError, match="taken"):
        seating.move_player(store, event_id, p.entry_id, 1, other.seat)
    store.undo()
    assert room(store, event_id).tables[0].at(p.seat).entry_id == p.entry_id


# -- issue 21: players at the final table who draw each other's seats (TDA-F1-B) ---------------


def _final_redraw(store, make_event, seed):  # type: ignore[no-untyped-def]
    """8 players at two tables of 4; two bust at table 2, so 6 fit the final table of 6 and
    table 1's four players are redrawn with the others (draw seed 3: two of them swap, 39:
    three of them in a ring)."""
    event_id = make_event("poker", players=8, seats_per_table=4, final_table_size=6)
    draw_seats(store, event_id, seed=seed)
    out = room(store, event_id).table(2).players[:2]
    bust_players(store, event_id, [p.entry_id for p in out], {out[0].entry_id: 100,
                                                             out[1].entry_id: 200})
    return event_id, room(store, event_id)


def _seats(info):  # type: ignore[no-untyped-def]
    return {p.entry_id: (p.table, p.seat) for p in info.seated}


def _drawn_seats(info):  # type: ignore[no-untyped-def]
    """Where the redraw puts everyone: moved players at their seat, the others where they sit."""
    return {**_seats(info), **{m.entry_id: (m.to_table, m.to_seat) for m in info.moves}}


def test_final_table_swap_is_one_move_each_applied_together_and_undone_together_TDA_F1_B(
        store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id, before = _final_redraw(store, make_event, 3)
    assert before.final_table == 1
    names = [m.name for m in before.moves]
    assert len(names) == len(set(names)) == 6  # one move per player, nobody waits in between
    assert not any("wait at seat" in m.reason for m in before.moves)
    swap = [m for m in before.moves if m.swap is not None]
    assert [(m.from_seat, m.to_seat) for m in swap] == [(3, 4), (4, 3)]
    drawn = _drawn_seats(before)
    actions = audit.count_actions(store, event_id)

    # applying the second player of the swap applies the swap: both change seats at once
    done = apply_move(store, event_id, swap[1].index)
    assert done == swap[1]
    after = room(store, event_id)
    assert {m.name for m in after.moves} == set(names) - {m.name for m in swap}
    for m in swap:
        assert after.table(1).at(m.to_seat).entry_id == m.entry_id
    row = audit.list_actions(store, event_id, limit=1)[0]
    assert audit.count_actions(store, event_id) == actions + 1
    assert row.summary == f"Move {swap[0].text}; {swap[1].text} (seats swap)"
    assert row.params["entries"] == [m.entry_id for m in swap]

    # one undo puts both back, with the same plan pending
    store.undo()
    again = room(store, event_id)
    assert _seats(again) == _seats(before) and again.moves == before.moves

    # apply all: everyone in the seat drawn, one action; one undo restores the room
    assert apply_all(store, event_id) == 6
    final = room(store, event_id)
    assert _seats(final) == drawn and final.moves == ()
    assert len(final.tables) == 1 and final.tables[0].final
    assert audit.count_actions(store, event_id) == actions + 3  # the move, its undo, apply all
    store.undo()
    restored = room(store, event_id)
    assert _seats(restored) == _seats(before) and restored.moves == before.moves
    assert [t.number for t in restored.tables] == [1, 2] and not restored.tables[0].final
    store.redo()
    assert _seats(room(store, event_id)) == drawn


def test_three_players_in_a_ring_swap_at_once_TDA_F1_B(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id, before = _final_redraw(store, make_event, 39)
    swap = [m for m in before.moves if m.swap is not None]
    assert len(swap) == 3 and {m.from_seat for m in swap} == {m.to_seat for m in swap}
    assert len({m.entry_id for m in before.moves}) == len(before.moves) == 6
    drawn = _drawn_seats(before)
    apply_move(store, event_id, swap[1].index)
    middle = room(store, event_id)
    for m in swap:
        assert middle.table(1).at(m.to_seat).entry_id == m.entry_id
    assert len(middle.moves) == 3
    while room(store, event_id).moves:  # the rest one by one, as the list shows them
        apply_move(store, event_id)
    assert _seats(room(store, event_id)) == drawn
    for _ in range(4):
        store.undo()
    assert _seats(room(store, event_id)) == _seats(before)
    assert room(store, event_id).moves == before.moves



def test_a_table_opened_again_takes_a_broken_tables_number(store, make_event):  # type: ignore[no-untyped-def]
    """Issue 35: re-entries opened "table 12" in an 8-table room (a new table was the largest
    number ever used + 1). A table broken earlier is opened again first, lowest number first."""
    event = make_event("poker", players=12, seats_per_table=4, final_table_size=2)
    seating.draw_seats(store, event, seed=3)
    assert [t.number for t in seating.room(store, event).tables] == [1, 2, 3]
    ids = [r.entry_id for r in list_entries(store, event)]
    for entry_id in ids[:5]:
        seating.bust_players(store, event, [entry_id])
        seating.apply_all(store, event)
    assert len(seating.room(store, event).tables) == 2  # seven left: one table broken
    broken = ({1, 2, 3} - {t.number for t in seating.room(store, event).tables}).pop()
    for i in range(4):  # four walk-ins: eleven players need three tables again
        entry = add_player(store, event, PlayerFields(name=f"Late {i}"))
        seating.seat_late_entry(store, event, entry)
    numbers = sorted(t.number for t in seating.room(store, event).tables)
    assert numbers == [1, 2, 3] and broken in numbers
    with store.read() as session:
        assert max(t.number for t in session.exec(select(SeatTable).where(
            SeatTable.event_id == event))) == 3  # no table 4 was ever made
