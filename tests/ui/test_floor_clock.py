"""Clock tab, projector and penalty dialog as the floor meets them (issue 11)."""

import argparse

import pytest
import shiboken6
from PySide6.QtCore import QPoint, Qt

from tdesk.models.store import Store
from tdesk.rules.levels import clock as rc
from tdesk.services import clock as svc
from tdesk.ui.clock.panels import PANELS, panels_for
from tdesk.ui.wall.projector import UNLOCK_CHORD, ProjectorWindow, board_for, projector_text


def _clock(qtbot, window, event_id):  # type: ignore[no-untyped-def]
    window.reload_events(event_id)
    window.activateWindow()
    return window.show_tab("clock")


def _open_projector(qtbot, tab) -> ProjectorWindow:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(tab.projector_button, Qt.MouseButton.LeftButton)
    projector = tab.projector
    assert projector is not None and projector.isVisible()
    qtbot.waitExposed(projector)
    return projector


def _gone(projector: ProjectorWindow) -> bool:
    return not shiboken6.isValid(projector)


def test_projector_reopens_after_it_closed_itself(qtbot, window, make_event) -> None:  # type: ignore[no-untyped-def]
    tab = _clock(qtbot, window, make_event("poker", players=4))
    first = _open_projector(qtbot, tab)
    qtbot.keyClick(first, Qt.Key.Key_Escape)  # the operator's only screen: Esc closes it
    qtbot.waitUntil(lambda: _gone(first), timeout=3000)
    second = _open_projector(qtbot, tab)  # before the fix: "Internal C++ object already deleted"
    assert second is not first
    # a wall projector closed after the unlock chord, then P again
    second.single_screen = False
    second.lock()
    qtbot.keyClick(second, Qt.Key.Key_Escape)
    assert second.isVisible()  # locked: Esc alone does nothing on a wall screen
    qtbot.keyClick(second, Qt.Key.Key_U, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(second, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: _gone(second), timeout=3000)
    third = _open_projector(qtbot, tab)
    qtbot.mouseClick(tab.projector_button, Qt.MouseButton.LeftButton)  # P again: closes it
    qtbot.waitUntil(lambda: _gone(third), timeout=3000)
    assert tab.projector is None


def test_single_screen_projector_says_how_to_leave_and_opens_as_a_window(
        qtbot, window, make_event) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QGuiApplication

    assert len(QGuiApplication.screens()) == 1  # offscreen: one screen, like a laptop
    tab = _clock(qtbot, window, make_event("ofc", players=4))
    assert not tab.full_screen_check.isChecked()  # offered as a window on one screen
    projector = _open_projector(qtbot, tab)
    assert not projector.isFullScreen() and projector.locked
    assert "Esc" in projector.hint()
    qtbot.keyClick(projector, Qt.Key.Key_F)  # the shown key: full screen and back
    assert projector.isFullScreen()
    qtbot.keyClick(projector, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: _gone(projector), timeout=3000)
    tab.full_screen_check.click()
    projector = _open_projector(qtbot, tab)
    assert projector.isFullScreen()
    projector.force_close()


def test_unlocked_wall_projector_shows_its_keys(qtbot, store, make_event) -> None:  # type: ignore[no-untyped-def]
    projector = ProjectorWindow(store, make_event("poker", players=2))
    qtbot.addWidget(projector)
    projector.single_screen = False
    projector.allow_close = True
    assert projector.hint() == ""
    projector.unlock()
    assert "Esc close" in projector.hint() and UNLOCK_CHORD == "Ctrl+Alt+Shift+U"


def test_level_clock_on_a_swiss_event_shows_only_the_round_timer(
        qtbot, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Swiss events now have their own round clock tab; the level clock, given one anyway
    (a kind without its own clock yet), shows only what applies (``clock_panels``)."""
    from tdesk.ui.app import application
    from tdesk.ui.clock.tab import ClockTab
    from tdesk.ui.context import AppContext

    application()
    event = make_event("swiss", players=4)
    ctx = AppContext(store)
    ctx.select_event(event)
    tab = ClockTab(ctx)
    qtbot.addWidget(tab)
    tab.show()
    qtbot.waitExposed(tab)
    assert tab.level_label.text() == "ROUND 1" and tab.time_label.text() == "50:00"
    for hidden in (tab.amounts_label, tab.next_label, tab.table, tab.counts_group, tab.call_row,
                   tab.race_button, tab.next_button):
        assert not hidden.isVisible()
    assert tab.toggle_button.isVisible() and tab.projector_button.isVisible()
    ctx.timer.stop()
    info = svc.get_clock(store, event)
    text = projector_text(info, info.state.running_since or svc.utcnow())
    assert (text.amounts, text.next_level, text.next_break, text.average) == ("", "", "", "")
    assert text.players == "4"
    projector = ProjectorWindow(store, event)
    qtbot.addWidget(projector)
    projector.allow_close = True
    assert projector.stat_cells(text) == (("PLAYERS", "4"),)  # no AVG STACK 0, no NEXT LEVEL —


def test_poker_clock_keeps_every_panel(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=9)
    tab = _clock(qtbot, window, event)
    qtbot.wait(20)
    for shown in (tab.amounts_label, tab.next_label, tab.table, tab.counts_group, tab.call_row):
        assert shown.isVisible()
    info = svc.get_clock(store, event)
    projector = ProjectorWindow(store, event)
    qtbot.addWidget(projector)
    projector.allow_close = True
    labels = [label for label, _ in projector.stat_cells(projector_text(info, svc.utcnow()))]
    assert labels == ["NEXT LEVEL", "NEXT BREAK", "PLAYERS", "AVG STACK"]


def test_every_kind_has_panels_and_the_league_its_own_board() -> None:
    assert set(PANELS) == {"poker", "ofc", "league", "swiss"}
    assert not panels_for("swiss").amounts and panels_for("poker").amounts
    assert board_for("league") is not None and board_for("poker") is None


def test_current_level_in_view_at_the_default_size(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=9)
    svc.clock_action(store, event, rc.Op(rc.Action.JUMP, index=24))
    window.resize(1280, 820)  # the window's default size
    tab = _clock(qtbot, window, event)
    qtbot.waitUntil(lambda: tab.table.rowCount() > 25)

    def current_row_shown() -> bool:
        item = tab.table.item(24, 0)
        rect = tab.table.visualItemRect(item)
        return tab.table.viewport().rect().contains(rect.center())

    qtbot.waitUntil(current_row_shown, timeout=2000)
    # back from another tab, still in view
    window.show_tab("players")
    tab.table.scrollToTop()
    window.show_tab("clock")
    qtbot.waitUntil(current_row_shown, timeout=2000)
    assert tab.table.itemAt(QPoint(5, 5)) is not tab.table.item(0, 0)


# -- penalty dialog -------------------------------------------------------------------------
def _penalty_dialog(qtbot, window, event_id):  # type: ignore[no-untyped-def]
    window.reload_events(event_id)
    tab = window.show_tab("penalties")
    qtbot.mouseClick(tab.issue_button, Qt.MouseButton.LeftButton)
    return tab.dialog


def test_penalty_dialog_opens_without_an_error(qtbot, window, make_event, type_text) -> None:  # type: ignore[no-untyped-def]
    dialog = _penalty_dialog(qtbot, window, make_event("swiss", players=4))
    dialog.set_infraction("")  # "Other — type the reason below"
    type_text(dialog.player, "anna")
    assert not dialog.error.isVisible() and dialog.error.text() in ("", None) or \
        not dialog.error.isVisible()
    assert "reason" in dialog.preview_text().lower()
    assert not dialog.save_button.isEnabled()
    type_text(dialog.reason, "Marked sleeves")
    assert dialog.save_button.isEnabled() and not dialog.error.isVisible()
    dialog.reject()


def test_judge_is_the_floor_staff_name_not_the_login(qtbot, tmp_path, make_event,
                                                    monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import getpass

    from tdesk.cli import _open
    from tdesk.services.events import create_event
    from tdesk.ui.app import application, make_main_window

    monkeypatch.setattr(getpass, "getuser", lambda: "root")
    monkeypatch.delenv("TDESK_STAFF", raising=False)
    url = f"sqlite:///{tmp_path / 'gui.db'}"
    from tdesk.services.players import PlayerFields, add_player

    night = create_event(Store(url), "Swiss night", "swiss")
    add_player(Store(url), night, PlayerFields("Anna Petrova"))
    store = _open(argparse.Namespace(db=url, staff=None), gui=True)  # what `tdesk gui` opens
    assert store.staff == ""
    application()
    window = make_main_window(store)
    qtbot.addWidget(window)
    window.show()
    dialog = _penalty_dialog(qtbot, window, window.ctx.event_id)
    assert dialog.judge.text() == "" and "Floor staff name" in dialog.judge.placeholderText()
    dialog.reject()
    window.ctx.set_staff("Anna Lindqvist")  # Edit › Floor staff name
    dialog = _penalty_dialog(qtbot, window, window.ctx.event_id)
    assert dialog.judge.text() == "Anna Lindqvist"
    dialog.reject()
    window.ctx.timer.stop()
    window.backup_timer.stop()


@pytest.mark.parametrize("kind", ["poker", "ofc"])
def test_clock_tab_survives_kind_changes(qtbot, window, make_event, kind: str) -> None:  # type: ignore[no-untyped-def]
    league = make_event("league", players=2)
    other = make_event(kind, players=2)
    for event in (other, league, other):
        tab = _clock(qtbot, window, event)
        qtbot.wait(10)
    assert tab.level_label.text()


def test_a_single_screen_shows_how_to_leave_only_for_a_while(qtbot, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Issue 35: a laptop's screen mirrored to the projector is the room's screen too, so the
    hint shows when the clock opens and after a key press, then goes."""
    projector = ProjectorWindow(store, make_event("poker", players=2))
    qtbot.addWidget(projector)
    projector.allow_close = True
    projector.single_screen = True
    projector.hint_timer.setInterval(200)
    projector.show()
    qtbot.waitUntil(lambda: projector.paints > 0)
    assert "Esc" in projector.hint()
    painted = projector.paints  # a clock not started paints only when something changes
    qtbot.waitUntil(lambda: projector.hint() == "" and projector.paints > painted,
                    timeout=3000)  # gone, and painted again: the room sees it go
    qtbot.keyClick(projector, Qt.Key.Key_Shift)
    assert "Esc" in projector.hint()
