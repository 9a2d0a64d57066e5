"""The event's room tables and break order (TDA-B6, issue 35): set as one undoable action, used
when a table opens and when the plan picks the table that breaks."""

from __future__ import annotations

import pytest
from sqlmodel import select

from tdesk.errors import ConflictError, InputError
from tdesk.models.tables import AuditLog
from tdesk.services.events import get_event
from tdesk.services.players import PlayerFields, add_player, list_entries
from tdesk.services.seating import seating
from tdesk.services.seating.room_tables import room_tables, set_room_tables


def _numbers(store, event):  # type: ignore[no-untyped-def]
    return sorted(t.number for t in seating.room(store, event).tables)


def test_draw_opens_the_listed_tables(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=12, seats_per_table=6)
    set_room_tables(store, event, "11-14", "")
    seating.draw_seats(store, event, seed=5)
    assert _numbers(store, event) == [11, 12]


def test_a_table_opened_for_late_players_is_one_of_the_room(store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Re-entries opened table 12 in an 8-table room: with tables 1-3 listed and all open,
    another table is refused by name, not invented."""
    event = make_event("poker", players=12, seats_per_table=4)
    set_room_tables(store, event, [3, 1, 2])
    seating.draw_seats(store, event, seed=1)
    assert _numbers(store, event) == [1, 2, 3]
    entry = add_player(store, event, PlayerFields(name="Walk In"))
    with pytest.raises(ConflictError, match="Tables used '3, 1-2'"):
        seating.seat_late_entry(store, event, entry)
    assert _numbers(store, event) == [1, 2, 3]


def test_the_break_order_picks_the_table_that_breaks(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=12, seats_per_table=4, final_table_size=2)
    set_room_tables(store, event, "1-3", "2")
    seating.draw_seats(store, event, seed=3)
    ids = [r.entry_id for r in list_entries(store, event)]
    # bust three players away from table 2 so the order, not the count, picks it
    seated = {p.entry_id: p.table for p in seating.room(store, event).seated}
    away = [e for e in ids if seated[e] != 2][:4]
    seating.bust_players(store, event, away)
    moves = seating.pending_moves(store, event)
    assert moves and {m.from_table for m in moves if m.kind == "break"} == {2}
    # without an order the highest number breaks (TDA-B6 default)
    set_room_tables(store, event, "1-3", "")
    moves = seating.pending_moves(store, event)
    assert {m.from_table for m in moves if m.kind == "break"} == {3}


def test_set_is_one_action_with_an_audit_row_and_undo(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=4)
    info = set_room_tables(store, event, "1-8", "8,7,6")
    assert info.use == tuple(range(1, 9)) and info.break_order == (8, 7, 6)
    assert info.sequence == (8, 7, 6, 5, 4, 3, 2, 1)
    assert info.use_text == "1-8" and info.break_text == "8-6"
    with store.read() as session:
        row = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()
        assert row.action == "set tables" and row.params["break_order"] == [8, 7, 6]
    store.undo()
    assert room_tables(store, event).use == ()
    assert "room_tables" not in get_event(store, event).settings


@pytest.mark.parametrize(("use", "order", "field", "value"), [
    ("", "", "Tables used", "''"),
    ("1-4,3", "", "Tables used", "'1-4,3'"),
    ("1-x", "", "Tables used", "'1-x'"),
    ("1-8", "9", "Break order", "'9'"),
    ("1-8", "8,8", "Break order", "'8,8'"),
    ("0-3", "", "Tables used", "'0-3'"),
])
def test_bad_lists_name_the_field_and_value_and_save_nothing(  # type: ignore[no-untyped-def]
        store, make_event, use, order, field, value) -> None:
    event = make_event("poker", players=4)
    set_room_tables(store, event, "1-2")
    with pytest.raises(InputError) as caught:
        set_room_tables(store, event, use, order)
    assert str(caught.value).startswith(f"{field} {value}")
    assert room_tables(store, event).use == (1, 2)


def test_an_open_table_with_players_stays_in_the_list(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=12, seats_per_table=6)
    seating.draw_seats(store, event, seed=2)
    with pytest.raises(InputError, match="table 2 is open with players seated"):
        set_room_tables(store, event, "1,3-8")
    assert room_tables(store, event).use == ()
    assert room_tables(store, event).open == (1, 2)


def test_a_day2_draw_by_stack_sits_at_the_listed_tables(store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.services.seating.draw import draw_seats_by_stack

    event = make_event("poker", players=12, seats_per_table=6)
    set_room_tables(store, event, "21-22")
    draw_seats_by_stack(store, event, seed=4)
    assert _numbers(store, event) == [21, 22]
    assert {p.table for p in seating.room(store, event).seated} == {21, 22}


def test_settings_saved_another_way_are_checked_too(store, make_event) -> None:  # type: ignore[no-untyped-def]
    """The event dialog and create_event keep unknown keys: a list written there is checked
    as the Tables dialog checks it, so the room never reads a table called "x"."""
    from tdesk.services.events import create_event, update_event

    with pytest.raises(InputError, match="Tables used 'x'"):
        create_event(store, "Bad", "poker", settings={"room_tables": "x"})
    event = make_event("poker", players=0)
    info = get_event(store, event)
    with pytest.raises(InputError, match="Break order 9"):
        update_event(store, event, name=info.name, date=None, venue="",
                     settings={**info.settings, "room_tables": [1, 2], "break_order": [9]})
