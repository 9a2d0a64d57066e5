"""Issue 35: undoing a bust whose knockout bounty was already handed over showed the eliminator
paid more than won. In the window, as for a prize handed over (PRZ-5), the Log tab's undo of
that bust is refused naming the bounty payout and its receipt, the Bounties page keeps its
figures, and once the payout itself is undone (Ctrl+Z, the newest action) the bust may go."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tdesk.services.money import receipts
from tdesk.services.seating.seating import bust_players, room
from tdesk.ui import log_tab
from tdesk.ui.widgets import messages
from tests.ui.test_bounties_ui import _pko


def _figures(page, name):  # type: ignore[no-untyped-def]
    model = page.table.model()
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data() == name)
    return [model.index(row, c).data() for c in (6, 7)]


def test_the_log_refuses_to_undo_a_bust_whose_bounty_was_paid(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, monkeypatch):
    event = _pko(store, make_event)
    players = room(store, event).table(1).players
    busted, winner = players[0], players[1]
    bust_players(store, event, [busted.entry_id],
                 eliminators={busted.entry_id: [winner.entry_id]})
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: False)  # no receipt print now
    window.reload_events(event)
    money_tab = window.show_tab("money")
    money_tab.pages.setCurrentWidget(money_tab.bounties)
    page = money_tab.bounties
    qtbot.waitUntil(lambda: "owed 50" in page.reconciled.text())
    page.table.select_where(lambda r: r[0] == winner.entry_id)
    qtbot.mouseClick(page.pay_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "owed 0" in page.reconciled.text())
    [paid] = [r for r in receipts.list_receipts(store, event) if r.kind == "bounty"]
    shown = page.reconciled.text()

    errors: list[str] = []
    monkeypatch.setattr(messages, "error", lambda _parent, text, *a, **k: errors.append(text))
    monkeypatch.setattr(log_tab.messages, "confirm", lambda *a, **k: True)
    tab = window.show_tab("log")
    tab.reload()
    index = next(i for i, row in enumerate(tab.model.rows)
                 if row.action == "bust" and busted.name in row.summary)
    tab.table.selectRow(index)
    tab.undo_selected()
    assert len(errors) == 1
    assert f"{winner.name}'s bounties of 50 were handed over" in errors[0]
    assert f"receipt {paid.label}" in errors[0]
    window.show_tab("money")
    money_tab.pages.setCurrentWidget(page)
    qtbot.waitUntil(lambda: page.reconciled.text() == shown)
    assert _figures(page, winner.name) == ["50", "0"]  # paid 50, owed 0: never overpaid

    window.ctx.poll()
    window._update_undo()
    assert window.undo_action.text().startswith(f"&Undo Bounties paid to {winner.name}")
    window.undo_action.trigger()  # the payout taken back first (its receipt stays spent)
    tab = window.show_tab("log")
    tab.reload()
    index = next(i for i, row in enumerate(tab.model.rows)
                 if row.action == "bust" and busted.name in row.summary)
    tab.table.selectRow(index)
    tab.undo_selected()
    assert len(errors) == 1
    assert busted.entry_id in {p.entry_id for p in room(store, event).table(1).players}
    window.show_tab("money")
    qtbot.waitUntil(lambda: "won 0" in page.reconciled.text())
