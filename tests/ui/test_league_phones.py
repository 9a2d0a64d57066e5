"""The Season tab's Phones… button (issue 25): off until the season has started, then
(Ctrl+Shift+P or a click) it opens the phones dialog, whose switch and lock (the league's open
round by its number) the players' phones obey."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tdesk.services.league import league
from tdesk.services.phones import phone_league as pl
from tdesk.services.phones import phone_reports as pr
from tdesk.ui.swiss.phone_reports_dialog import PhoneReportsDialog

NOW = dt.datetime(2026, 12, 1, 9, 0, tzinfo=dt.UTC)


def test_phones_button_opens_the_dialog_once_the_season_runs(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                              make_event) -> None:
    event = make_event("league", players=4, lives=3, slots_per_round=3)
    window.reload_events(event)
    tab = window.show_tab("season")
    assert not tab.phones_button.isEnabled() and "Start the season" in tab.phones_button.toolTip()
    QTest.keyClick(tab, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    assert tab.phones_dialog is None  # nothing to report before the season
    ids = [r.entry_id for r in league.registrations(store, event)]
    league.set_registration(store, event, ids, league.ACCEPTED)
    league.start_season(store, event)
    round_id = league.pair_next_round(store, event, now=NOW)
    codes = pr.issue_codes(store, event)
    window.ctx.poll()
    qtbot.waitUntil(lambda: tab.phones_button.isEnabled())
    tab.phones_button.setFocus()
    QTest.keyClick(tab.phones_button, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    dialog = tab.phones_dialog
    assert isinstance(dialog, PhoneReportsDialog)
    qtbot.waitUntil(dialog.isVisible)
    game = league.round_view(store, round_id).games[0]
    code = codes[game.a_entry_id]
    assert not pl.my_game(store, code, event).open  # off until the desk turns it on
    qtbot.keyClick(dialog.enabled, Qt.Key.Key_Space)
    assert pr.reporting(store, event) == (True, None) and pl.my_game(store, code, event).open
    assert dialog.locked.isEnabled() and "1" in dialog.locked.text()
    qtbot.keyClick(dialog.locked, Qt.Key.Key_Space)
    assert pr.reporting(store, event) == (True, 1)  # the league's lock is the round number
    assert not pl.my_game(store, code, event).open
    dialog.reject()
