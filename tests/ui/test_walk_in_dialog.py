"""The walk-in dialog (issue 35) with real widgets: F9, a name typed, Enter; the player is
registered, paid and seated, the status says where, the ticket opens in the preview, and
Ctrl+Z takes the whole walk-in back."""

from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from tdesk.services.money import money
from tdesk.services.players import PlayerFields, add_player, list_entries
from tdesk.services.seating.seating import bust_players, draw_seats, room


def _dialog(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("poker", 10, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "reentry_limit": 1})
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    draw_seats(store, event, seed=2)
    window.reload_events(event)
    window.activateWindow()
    action = window.findChild(QAction, "walkIn")
    assert action.isEnabled() and action.shortcut().toString() == "F9"
    action.trigger()
    dialog = window.walk_in_dialog
    qtbot.waitUntil(dialog.isVisible)
    return event, dialog


def _seated(store, event):  # type: ignore[no-untyped-def]
    return {p.name: (p.table, p.seat) for p in room(store, event).seated}


def test_a_name_and_enter_register_pay_seat_and_open_the_ticket(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, type_text):
    event, dialog = _dialog(qtbot, window, store, make_event)
    before = (_seated(store, event), len(money.list_payments(store, event)))
    assert dialog.price.text() == "110 — 20,000 chips"
    type_text(dialog.name, "Zoë Walker")
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    table, seat = _seated(store, event)["Zoë Walker"]
    assert dialog.status.text() == f"Zoë Walker: table {table}, seat {seat} — 20,000 chips"
    assert dialog.name.text() == ""  # ready for the next in the line
    assert dialog.preview is not None and dialog.preview.isVisible()
    text = " ".join(PdfReader(str(Path(dialog.preview.pdf_path))).pages[0]
                    .extract_text().split())
    assert f"TABLE {table} SEAT {seat} 20,000 chips" in text
    dialog.preview.close()
    qtbot.keyClick(dialog.name, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (_seated(store, event), len(money.list_payments(store, event))) == before
    assert "Zoë Walker" not in {r.name for r in list_entries(store, event)}
    assert dialog.status.text().startswith("Undone: Walk-in Zoë Walker")
    window.redo_action.trigger()
    assert "Zoë Walker" in _seated(store, event)
    window.undo_action.trigger()  # the window's Edit › Undo likewise
    assert (_seated(store, event), len(money.list_payments(store, event))) == before
    dialog.close()


def test_a_busted_player_typed_accent_blind_is_a_reentry(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, type_text):
    event, dialog = _dialog(qtbot, window, store, make_event)
    out = next(r for r in list_entries(store, event) if r.name == "Björn Åberg")
    bust_players(store, event, [out.entry_id])
    window.ctx.poll()
    dialog._read_event()
    type_text(dialog.name, "bjorn aberg")
    assert dialog.people.isVisible() and dialog.people.topLevelItem(0).text(0) == "Björn Åberg"
    assert dialog.kind.currentData() == "reentry"
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    row = next(r for r in list_entries(store, event) if r.entry_id == out.entry_id)
    assert row.status == "active" and "Björn Åberg" in _seated(store, event)
    assert dialog.status.text().startswith("Björn Åberg: table ")
    assert dialog.kind.currentData() == "entry"  # back to the usual kind
    dialog.preview.close()
    dialog.close()


def test_a_returning_person_picked_from_the_list_and_a_refusal_shown(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, type_text):
    other = make_event("poker", 0)
    add_player(store, other, PlayerFields(name="Märta Lind"))
    event, dialog = _dialog(qtbot, window, store, make_event)
    type_text(dialog.name, "marta")
    qtbot.keyClick(dialog.name, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.people, Qt.Key.Key_Return)  # picks, takes nothing yet
    assert dialog.name.text() == "Märta Lind" and dialog.person_id is not None
    assert "Märta Lind" not in _seated(store, event)
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert "Märta Lind" in _seated(store, event)
    dialog.preview.close()
    payments = len(money.list_payments(store, event))
    type_text(dialog.name, "Märta")  # a new Märta, or Märta Lind or Märta Ström?
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert "Enter again registers a new player “Märta”" in dialog.error.text()
    assert len(money.list_payments(store, event)) == payments  # asked, nothing taken
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert "Märta" in _seated(store, event)
    dialog.preview.close()
    payments = len(money.list_payments(store, event))
    type_text(dialog.name, "Anna Petrova")  # paid and seated already
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert dialog.error.isVisible() and "Anna Petrova" in dialog.error.text()
    assert len(money.list_payments(store, event)) == payments
    dialog.close()


def test_a_walk_in_refusal_reads_in_the_interface_language(russian):  # type: ignore[no-untyped-def]
    from tdesk import engine_text

    said = engine_text.message("Bo is not in Cup: a re-entry is for a player who busted out of "
                               "it; take an entry.")
    assert said == "Bo не играет в турнире Cup: повторный вход — для выбывшего игрока; примите вход."
