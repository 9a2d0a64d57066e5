"""Once a paid place is given, a re-entry or late entry asks the floor first (PL-3), and
seating's Apply all is one undo (issue 19): driven like the desk."""

from __future__ import annotations

from PySide6.QtCore import Qt
from sqlmodel import select

from tdesk.models.tables import AuditLog
from tdesk.services.money import money as svc
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players, draw_seats, pending_moves, room, set_button
from tdesk.ui.widgets import messages


def _money_event(store, make_event):  # type: ignore[no-untyped-def]
    """Ten paid entries, top three paid; eight out: the 3rd place (paid) is given."""
    event = make_event("poker", 10, starting_stack=20000)
    svc.set_terms(store, event, {"buy_in": 100, "fee": 10, "reentry_limit": 1})
    svc.set_payout(store, event, svc.load_template("top3"))
    rows = list_entries(store, event)
    svc.take_entries(store, event, [r.entry_id for r in rows])
    for r in rows[:8]:
        bust_players(store, event, [r.entry_id])
    return event, rows


def _last_audit(store):  # type: ignore[no-untyped-def]
    with store.read() as session:
        return session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[arg-type]


def test_reentry_after_the_money_asks_and_the_override_is_logged_PL_3(
        qtbot, window, store, make_event, type_text, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event, rows = _money_event(store, make_event)
    asked: list[str] = []
    answer = {"yes": False}
    monkeypatch.setattr(messages, "confirm",
                        lambda _p, text, *a, **k: asked.append(text) or answer["yes"])
    window.reload_events(event)
    window.activateWindow()
    tab = window.show_tab("money")
    qtbot.waitUntil(tab.isVisible)
    page = tab.payments
    page.kind.setCurrentIndex(page.kind.findData("reentry"))
    name = rows[0].name  # out in 10th, not paid
    type_text(page.player.lineEdit(), name)
    qtbot.keyClick(page.player.lineEdit(), Qt.Key.Key_Return)
    # asked, with the reason; "no": nothing taken, the reason stays on the page
    assert len(asked) == 1 and "in the money" in asked[0] and "3rd place given" in asked[0]
    assert "in the money" in page.error.text() and page.error.isVisible()
    assert len(svc.list_payments(store, event)) == 10
    assert [(r.place, r.prize) for r in svc.results(store, event)][:1] == [(3, 200)]

    answer["yes"] = True
    qtbot.wait(20)  # the floor reads the question, then presses Enter again
    assert page.player.currentText() == name  # what was typed is kept
    qtbot.keyClick(page.player.lineEdit(), Qt.Key.Key_Return)
    assert len(asked) == 2
    assert [p.kind for p in svc.list_payments(store, event)].count("reentry") == 1
    audit = _last_audit(store)
    assert audit.params["override"].startswith("override: Re-entry") and "override" in audit.summary


def test_late_entry_after_the_money_keeps_the_dialog_with_the_reason_PL_3(
        qtbot, window, store, make_event, type_text, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event, _rows = _money_event(store, make_event)
    answer = {"yes": False}
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: answer["yes"])
    window.reload_events(event)
    tab = window.show_tab("players")
    qtbot.mouseClick(tab.add_button, Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    type_text(dialog.name, "Ольга Кузнецова")
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert dialog.isVisible() and "Late entry Ольга Кузнецова refused" in dialog.error.text()
    assert len(list_entries(store, event)) == 10

    answer["yes"] = True
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.error.text()
    assert len(list_entries(store, event)) == 11
    audit = _last_audit(store)
    assert audit.action == "add player" and "override" in audit.params


def test_apply_all_in_the_seating_tab_is_one_undo(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=12, seats_per_table=4, final_table_size=6)
    draw_seats(store, event, seed=9)
    for t in room(store, event).tables:
        set_button(store, event, t.number, 1)
    tables = room(store, event).tables
    for p in [tables[0].players[0], tables[1].players[0], *tables[2].players[:2],
              tables[0].players[1], tables[1].players[1]]:
        bust_players(store, event, [p.entry_id])
    before = pending_moves(store, event)
    window.reload_events(event)
    window.resize(1400, 900)
    tab = window.show_tab("seating")
    qtbot.waitUntil(lambda: tab.info is not None and bool(tab.info.moves))
    qtbot.mouseClick(tab.apply_all_button, Qt.MouseButton.LeftButton)
    assert pending_moves(store, event) == ()
    assert window.undo_action.text().replace("&", "") == f"Undo Apply {len(before)} moves"
    window.undo_action.trigger()  # Edit › Undo, once
    assert pending_moves(store, event) == before


def test_a_disqualification_that_moves_a_paid_place_asks_first_PL_3_PEN_P2(
        qtbot, window, store, make_event, type_text, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Disqualifying a player still in closes the places up (PL-2): the 3rd-place finisher
    would be 2nd, so the penalty dialog asks first; "no" keeps the dialog and saves
    nothing, "yes" saves and logs the override."""
    event, rows = _money_event(store, make_event)
    third = rows[7].entry_id
    answer = {"yes": False}
    asked: list[str] = []
    monkeypatch.setattr(messages, "confirm",
                        lambda _p, text, *a, **k: asked.append(text) or answer["yes"])
    window.reload_events(event)
    tab = window.show_tab("penalties")
    qtbot.mouseClick(tab.issue_button, Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    type_text(dialog.player, rows[8].name)
    dialog.set_penalty("disqualification")
    type_text(dialog.reason, "Collusion")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and "paid places" in asked[0]
    assert dialog.isVisible() and "paid places" in dialog.error.text()
    assert [r.place for r in list_entries(store, event) if r.entry_id == third] == [3]

    answer["yes"] = True
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.error.text()
    assert [r.place for r in list_entries(store, event) if r.entry_id == third] == [2]
    audit = _last_audit(store)
    assert audit.action == "issue penalty" and audit.params["paid_places_moved"] == {
        str(third): [3, 2]}
