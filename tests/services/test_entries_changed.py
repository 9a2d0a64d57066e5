"""The players list's changed rows from the delivered change record (issue 22): a seat or
payment names its own row, so its entry is looked up; a payment gone leaves its entry unknown
and the Paid column is read whole; a record that cannot list its rows reads the list."""

from __future__ import annotations

from tdesk.models.store import Store
from tdesk.services import store_changes
from tdesk.services.money import money
from tdesk.services.players import entries_changed, list_entries
from tdesk.services.seating.seating import bust_players, draw_seats, move_player, room
from tdesk.services.store_changes import StoreChanges


def _since(store: Store, seen: StoreChanges) -> StoreChanges:
    changes = store_changes.poll(store, seen)
    assert changes is not None
    return changes


def _free_seat(store: Store, event_id: int) -> tuple[int, int]:
    for table in room(store, event_id).tables:
        for seat in range(1, table.seats + 1):
            if table.at(seat) is None and seat not in table.blocked:
                return table.number, seat
    raise AssertionError("no free seat")


def test_a_move_names_the_moved_entry_through_its_seat(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12)
    draw_seats(store, event_id, tables=2)
    seen = store_changes.poll(store, None)
    assert seen is not None
    mover = list_entries(store, event_id)[3].entry_id
    move_player(store, event_id, mover, *_free_seat(store, event_id))
    changed = entries_changed(store, event_id, _since(store, seen))
    assert changed is not None
    assert [r.entry_id for r in changed.rows] == [mover] and changed.seats_changed
    assert not changed.paid_unknown


def test_a_bust_reads_one_row_and_a_payment_undone_reads_the_paid_column(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12)
    draw_seats(store, event_id, tables=2)
    ids = [r.entry_id for r in list_entries(store, event_id)]
    seen = store_changes.poll(store, None)
    assert seen is not None
    bust_players(store, event_id, [ids[0]])
    seen = _since(store, seen)
    changed = entries_changed(store, event_id, seen)
    assert changed is not None and [r.entry_id for r in changed.rows] == [ids[0]]

    money.take_payment(store, event_id, ids[2], "entry", "cash")
    seen = _since(store, seen)
    changed = entries_changed(store, event_id, seen)
    assert changed is not None and ids[2] in changed.touched and not changed.paid_unknown
    store.undo()  # the payment row is gone: whose it was, the record cannot say
    changed = entries_changed(store, event_id, _since(store, seen))
    assert changed is not None and changed.paid_unknown and changed.rows == []


def test_a_record_that_cannot_list_its_rows_reads_the_whole_list(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=3)
    assert entries_changed(store, event_id, StoreChanges.all(store.revision())) is None
