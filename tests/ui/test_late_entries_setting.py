"""Issue 36, CG-P3: the event dialog's "Late entries: losses for missed rounds" checkbox
changes the standings: the late entry's missed round becomes a loss, on the Standings tab
too (its tooltip naming the round)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tdesk.services.events import get_event
from tdesk.services.players import PlayerFields, add_player
from tdesk.services.swiss import swiss
from tdesk.ui.context import AppContext
from tdesk.ui.event_dialog import EventDialog
from tdesk.ui.swiss.standings_tab import StandingsModel


def test_late_losses_are_switched_on_in_the_event_dialog(qtbot, store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=6, rounds=4)
    swiss.pair_next_round(store, event, seed=2)
    for t in swiss.get_round(store, event, 1).tables:
        if not t.done:
            swiss.record_result(store, event, 1, t.table, "2-0")
    late = add_player(store, event, PlayerFields(name="Late Comer"))
    dialog = EventDialog(AppContext(store), get_event(store, event))
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.setting_widgets["late_losses"]
    assert not box.isChecked() and box.toolTip()
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert get_event(store, event).settings["late_losses"] is True
    rows = swiss.final_rows(store, event)
    model = StandingsModel()
    model.set_rows(rows)
    line = next(i for i, r in enumerate(rows) if r.row.entry_id == late)
    record = model.index(line, 3)
    assert model.data(record) == "0-1-0"
    assert model.data(record, Qt.ItemDataRole.ToolTipRole) == "Late: loss, round 1"
