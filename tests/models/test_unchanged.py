"""An action that changed nothing leaves no trace (issue 19): no audit row, no new revision,
nothing for Ctrl+Z to take back; a check whose record is its audit row still writes it."""

from collections.abc import Callable

from sqlmodel import func, select

from tdesk.models.store import Store
from tdesk.models.tables import AuditLog, Event
from tdesk.services.seating.seating import draw_seats, room, set_button


def _audit_rows(store: Store) -> int:
    with store.read() as session:
        return int(session.scalar(select(func.count()).select_from(AuditLog)) or 0)


def test_an_undoable_action_that_changed_nothing_writes_no_audit_row(store: Store) -> None:
    revision, rows = store.revision(), _audit_rows(store)
    with store.action("look only") as scope:
        scope.session.scalars(select(Event)).all()
    assert (store.revision(), _audit_rows(store)) == (revision, rows)
    assert store.undo_step() is None


def test_a_check_that_asks_for_its_row_is_logged_even_unchanged(store: Store) -> None:
    with store.action("end-of-round check") as scope:
        scope.log_unchanged = True
        scope.summary = "Round 1 check: 2 waiting, 0 stops"
    with store.read() as session:
        row = session.exec(select(AuditLog)).one()
    assert row.summary == "Round 1 check: 2 waiting, 0 stops" and not row.undoable


def test_setting_the_button_where_it_is_already_is_not_logged(
        store: Store, make_event: Callable[..., int]) -> None:
    event_id = make_event("poker", players=12)
    draw_seats(store, event_id, tables=2, seed=5)
    table = room(store, event_id).tables[0]
    seat = next(s.seat for s in room(store, event_id).seated if s.table == table.number)
    set_button(store, event_id, table.number, seat)
    revision, rows = store.revision(), _audit_rows(store)
    set_button(store, event_id, table.number, seat)  # pressed again: same seat
    assert (store.revision(), _audit_rows(store)) == (revision, rows)
    assert store.undo_step() is not None and "utton" in store.undo_step().summary
