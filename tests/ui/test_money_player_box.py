"""The Payments page at size (issue 27): the player box (one string list on the Qt side)
offers every player by any part of the name, follows registrations without losing what is
being typed, and "Entries for everyone unpaid" still reaches every player; the players table's
rows share their status and payment texts and still read as before."""

from PySide6.QtCore import Qt

from tdesk.services.money import money as svc
from tdesk.services.players import PlayerFields, add_player, list_entries
from tdesk.services.seating.seating import bust_players
from tdesk.ui.widgets import messages


def _page(window, store, make_event, qtbot):  # type: ignore[no-untyped-def]
    event = make_event("poker", 10, starting_stack=20000)
    svc.set_terms(store, event, {"buy_in": 100, "fee": 10})
    window.reload_events(event)
    window.activateWindow()
    tab = window.show_tab("money")
    qtbot.waitUntil(tab.isVisible)
    return event, tab.payments


def _listed(page) -> list[str]:  # type: ignore[no-untyped-def]
    return [page.player.itemText(i) for i in range(page.player.count())]


def test_the_box_offers_a_player_by_any_part_of_the_name(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    event, page = _page(window, store, make_event, qtbot)
    assert sorted(_listed(page)) == sorted(e.name for e in list_entries(store, event))
    assert page.player.currentIndex() == -1 and page.player.currentText() == ""
    completer = page.player.completer()
    completer.setCompletionPrefix("etrov")  # the middle of a surname
    assert completer.completionCount() == 1 and completer.currentCompletion() == "Anna Petrova"
    completer.setCompletionPrefix("Ива")
    assert completer.currentCompletion() == "Мария Иванова"


def test_a_registration_joins_the_box_and_keeps_the_typing(qtbot, window, store, make_event,  # type: ignore[no-untyped-def]
                                                           type_text):
    event, page = _page(window, store, make_event, qtbot)
    page.player.setFocus()
    type_text(page.player.lineEdit(), "Zoë An")
    entry = add_player(store, event, PlayerFields(name="Zoë Anders"))
    window.ctx.poll()
    assert "Zoë Anders" in _listed(page)
    assert page.player.currentText() == "Zoë An"  # the refill did not clear the box
    type_text(page.player.lineEdit(), "ders")
    qtbot.keyClick(page.player.lineEdit(), Qt.Key.Key_Return)
    assert svc.paid_by_entry(store, event)[entry].paid == 110
    assert page.player.currentText() == ""


def test_entries_for_everyone_unpaid_reach_every_player(qtbot, window, store, make_event,  # type: ignore[no-untyped-def]
                                                        monkeypatch):
    event, page = _page(window, store, make_event, qtbot)
    late = add_player(store, event, PlayerFields(name="Late Comer"))
    window.ctx.poll()
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: True)
    qtbot.mouseClick(page.take_all, Qt.MouseButton.LeftButton)
    paid = svc.paid_by_entry(store, event)
    assert {e.entry_id for e in list_entries(store, event)} == set(paid)
    assert paid[late].paid == 110 and svc.money_summary(store, event).pool.total == 1100


def test_the_players_table_names_what_each_paid(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    """The Payments column and the status read as before the rows shared their texts:
    rebuys counted, one text per player, a busted player's status translated."""
    event, page = _page(window, store, make_event, qtbot)
    svc.set_terms(store, event, {"buy_in": 100, "fee": 10, "rebuy_limit": 3, "rebuy_price": 100,
                                 "rebuy_chips": 20000})
    ids = {e.name: e.entry_id for e in list_entries(store, event)}
    svc.take_entries(store, event, list(ids.values()))
    for _ in range(2):
        svc.take_payment(store, event, ids["Anna Petrova"], "rebuy", "cash")
    bust_players(store, event, [ids["James Smith"]])
    window.ctx.poll()
    model = page.players.model()
    rows = {model.index(r, 0).data(): [model.index(r, c).data() for c in (1, 5)]
            for r in range(model.rowCount())}
    assert rows["Anna Petrova"] == ["active", "Entry, Rebuy ×2"]
    assert rows["James Smith"] == ["busted", "Entry"]
    assert rows["Björn Åberg"] == ["active", "Entry"]
