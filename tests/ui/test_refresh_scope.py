"""A change remakes only what it changed (issue 38, item 2): the pending moves' texts, a
round's rows, the hidden Clock tab's labels. Counted, not timed: each test fails when a view
goes back to making everything again on a change that does not concern it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tdesk.services.seating import seating as svc
from tdesk.services.seating.seating import PendingMove
from tdesk.services.swiss.pairing import pair_next_round
from tdesk.ui.clock.planner_label import PlannerLabel
from tdesk.ui.clock.tab import ClockTab
from tdesk.ui.seating.moves_list import MovesList
from tdesk.ui.swiss import rounds_tab
from tdesk.ui.widgets.row_table import RowTableModel

KEPT = Qt.ItemDataRole.UserRole + 7


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def _move(index: int, name: str, reason: str = "Table 3 breaks (TDA-B6)") -> PendingMove:
    return PendingMove(index, 100 + index, name, 3, index + 1, 1, index + 5, reason, "break")


def test_the_moves_list_makes_only_a_new_moves_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    made: list[str] = []
    moves = MovesList(lambda m, _others: (made.append(m.name) or f"{m.index + 1}. {m.name}",
                                          m.reason))
    qtbot.addWidget(moves)
    ann, bob = _move(0, "Ann"), _move(1, "Bob")
    assert moves.show_moves([ann], ("words", None))
    moves.item(0).setData(KEPT, "kept")
    moves.setCurrentRow(0)

    assert not moves.show_moves([ann], ("words", None))  # nothing changed: nothing made
    assert made == ["Ann"]
    assert moves.item(0).data(KEPT) == "kept" and moves.currentRow() == 0

    assert moves.show_moves([ann, bob], ("words", None))  # one more move: its text only
    assert made == ["Ann", "Bob"]
    assert [moves.item(i).text() for i in range(moves.count())] == ["1. Ann", "2. Bob"]
    assert moves.item(1).toolTip() == bob.reason

    moves.show_moves([ann, bob], ("other words", None))  # another language: all again
    assert made == ["Ann", "Bob", "Ann", "Bob"]
    assert moves.show_moves([bob], ("other words", None)) and moves.count() == 1


class Rows(RowTableModel[tuple[int, str]]):
    COLUMNS = ("Table", "Result")

    def value(self, row: tuple[int, str], column: int) -> object:
        return row[column]


def test_update_some_looks_only_at_the_rows_it_is_given(qtbot) -> None:  # type: ignore[no-untyped-def]
    looked: list[tuple[int, str]] = []

    def key(row: tuple[int, str]) -> int:
        looked.append(row)
        return row[0]

    model = Rows()
    model.set_rows([(t, "") for t in range(1, 501)])
    painted: list[int] = []
    model.dataChanged.connect(lambda first, _last: painted.append(first.row()))
    assert model.update_some([(7, "2-1")], key) == [6]  # the first: the places are found
    looked.clear()
    assert model.update_some([(300, "1-1")], key) == [299]
    assert len(looked) <= 3, len(looked)  # the kept places, not the 500 rows again
    assert painted == [6, 299]
    assert model.rows[6] == (7, "2-1") and model.rows[299] == (300, "1-1")
    assert model.update_some([(300, "1-1")], key) == []  # the same again: nothing repainted
    assert model.update_some([(999, "0-2")], key) is None  # not shown: the caller reads all
    model.set_rows([(t, "") for t in range(2, 10)])  # other rows: the places found again
    assert model.update_some([(7, "0-2")], key) == [5]


def test_a_swiss_result_looks_at_its_own_row_only(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, monkeypatch) -> None:
    looked: list[object] = []
    real = rounds_tab.TABLE

    def counted(row):  # type: ignore[no-untyped-def]
        looked.append(row)
        return real(row)

    monkeypatch.setattr(rounds_tab, "TABLE", counted)
    walked: list[int] = []
    update_rows = RowTableModel.update_rows
    monkeypatch.setattr(RowTableModel, "update_rows", lambda self, rows, key: (
        walked.append(len(rows)) or update_rows(self, rows, key)))
    event_id = make_event("swiss", players=64)
    pair_next_round(store, event_id)
    window.reload_events(event_id)
    tab = window.show_tab("rounds")
    qtbot.waitUntil(tab.isVisible)
    first, second, third = [t for t in tab.info.tables if t.b_id is not None][:3]

    def result(table: int) -> None:
        qtbot.keyClicks(tab.table_input, str(table))
        qtbot.keyClick(tab.table_input, Qt.Key.Key_Return)
        qtbot.keyClicks(tab.result_input, "2-1")
        qtbot.keyClick(tab.result_input, Qt.Key.Key_Return)
        settle()

    result(first.table)
    result(second.table)  # the rows' places are found once
    looked.clear()
    walked.clear()
    result(third.table)
    assert len(looked) <= 4, len(looked)  # its own row, not the round's 32 again
    assert not walked  # no walk over every table of the round
    shown = {r.table: r for r in tab.model.rows}
    assert all(shown[t.table].result for t in (first, second, third))
    assert sum(1 for r in tab.model.rows if r.result) == 3


def _busted_while(qtbot, window, store, make_event, shown: str):  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=30)
    svc.draw_seats(store, event_id, seed=3)
    window.reload_events(event_id)
    clock = window.show_tab("clock")
    qtbot.waitUntil(clock.isVisible)
    tab = window.show_tab(shown)
    qtbot.waitUntil(tab.isVisible)
    settle()
    return event_id, clock


def test_a_bust_leaves_a_hidden_clock_tabs_labels_until_it_is_shown(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, monkeypatch) -> None:
    event_id, clock = _busted_while(qtbot, window, store, make_event, "seating")
    drawn: list[str] = []
    monkeypatch.setattr(ClockTab, "repaint_clock", lambda self: drawn.append("clock"))
    real_plan = PlannerLabel.show_plan
    monkeypatch.setattr(PlannerLabel, "show_plan", lambda self, *a, **k: (
        drawn.append("plan"), real_plan(self, *a, **k)))
    victim = max(svc.room(store, event_id).tables, key=lambda t: t.count).players[0]
    svc.bust_players(store, event_id, [victim.entry_id])
    window.ctx.poll()
    settle()
    assert drawn == []  # hidden: nothing of it drawn for a bust
    assert clock.left_spin.value() == 30  # as last shown

    window.show_tab("clock")
    qtbot.waitUntil(clock.isVisible)
    assert clock.left_spin.value() == 29  # shown: read and drawn then
    assert "plan" in drawn


def test_a_bust_redraws_a_shown_clock_tabs_counts_not_its_clock(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, monkeypatch) -> None:
    event_id, clock = _busted_while(qtbot, window, store, make_event, "clock")
    drawn: list[str] = []
    real = ClockTab.repaint_clock
    monkeypatch.setattr(ClockTab, "repaint_clock", lambda self: (drawn.append("clock"),
                                                                  real(self)))
    victim = max(svc.room(store, event_id).tables, key=lambda t: t.count).players[0]
    svc.bust_players(store, event_id, [victim.entry_id])
    window.ctx.poll()
    settle()
    assert clock.left_spin.value() == 29
    assert drawn == []  # the clock's state did not change: its labels stay as drawn
    clock.refresh()  # called directly: everything again
    assert drawn == ["clock"]
