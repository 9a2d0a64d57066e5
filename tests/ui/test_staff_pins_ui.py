"""File › Staff… (issue 39): a PIN set in the dialog is shown once and opens a tablet; revoked
there, it opens nothing. A tablet's bust is named in the Log tab as the member's from a floor
tablet; the desk's Ctrl+Z leaves it, the Log tab undoes it on purpose."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from tdesk.models.tables import Entry, EntryStatus
from tdesk.services.seating import seating
from tdesk.services.venue import staff_pins
from tdesk.services.venue import tablet as tb
from tdesk.ui import log_tab
from tdesk.ui.venue import staff_pins_dialog


def test_set_show_once_and_revoke(window, store, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window.findChild(type(window.quit_action), "staffPins").trigger()
    dialog = window.staff_pins_dialog
    qtbot.waitUntil(dialog.isVisible)
    qtbot.keyClicks(dialog.name, "Anna Floor")
    qtbot.mouseClick(dialog.set_button, Qt.MouseButton.LeftButton)
    pin = dialog.shown.text().split(": ")[1].split(".")[0]
    assert staff_pins.sign_in(store, pin).name == "Anna Floor"  # type: ignore[union-attr]
    assert dialog.table.rowCount() == 1 and dialog.table.item(0, 2).text() == "active"
    dialog.name.setText("Björn")
    qtbot.keyClicks(dialog.pin, "12")  # too short: refused, nothing saved
    monkeypatch.setattr(staff_pins_dialog.messages, "confirm", lambda *a, **k: True)
    errors: list[str] = []
    monkeypatch.setattr(window.ctx, "run", _recording(window.ctx.run, errors))
    qtbot.mouseClick(dialog.set_button, Qt.MouseButton.LeftButton)
    assert dialog.table.rowCount() == 1 and "PIN" in errors[0]
    dialog.table.selectRow(0)
    qtbot.mouseClick(dialog.revoke_button, Qt.MouseButton.LeftButton)
    assert staff_pins.sign_in(store, pin) is None
    assert dialog.table.item(0, 2).text().startswith("revoked")
    dialog.done(QDialog.DialogCode.Rejected)
    assert dialog.shown.text() == ""


def _recording(run, errors):  # type: ignore[no-untyped-def]
    from tdesk.errors import TdeskError

    def call(parent, action, *args, **kwargs):  # type: ignore[no-untyped-def]
        try:
            return action(*args, **kwargs)
        except TdeskError as exc:
            errors.append(str(exc))
            return None
    return call


def test_the_log_names_a_tablet_and_undoes_it_on_purpose(window, store, make_event,  # type: ignore[no-untyped-def]
                                                         monkeypatch) -> None:
    event = make_event("poker", players=12, seats_per_table=6)
    seating.draw_seats(store, event, seed=5)
    member = staff_pins.sign_in(store, staff_pins.set_pin(store, "Anna Floor"))
    window.reload_events(event)
    seating.set_button(store, event, 2, 1)  # the desk's own action
    view = tb.poker_table(store, event, 1)
    out = view.seats[0].entry_id
    tb.bust(store, tb.Signer(member.id, "10.0.0.7 t1"), event, 1, view.mark, [out])  # type: ignore[union-attr]
    window.ctx.poll()
    window._update_undo()
    assert window.undo_action.text().startswith("&Undo Button")
    tab = window.show_tab("log")
    tab.reload()
    index = next(i for i, row in enumerate(tab.model.rows) if row.action == "bust")
    cells = [tab.model.index(index, j).data() for j in range(3)]
    assert cells[1:] == ["Anna Floor", "a floor tablet"]
    tab.table.selectRow(index)
    asked: list[str] = []
    monkeypatch.setattr(log_tab.messages, "confirm",
                        lambda parent, text, *a, **k: asked.append(text) or True)
    tab.undo_selected()
    assert "done by Anna Floor at " in asked[0] and "(a floor tablet)" in asked[0]
    with store.read() as session:
        assert session.get(Entry, out).status == EntryStatus.ACTIVE
