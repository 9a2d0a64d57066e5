"""The demo's finished championship on screen (issue 24, pytest-qt): its Rounds tab opens on
the Final, the bracket tree beside it names the champion in the winner's box and shows the
Final's games won (CG-B5..B8). With TDESK_SHOTS set it writes the README's bracket screenshot."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tdesk.demo.swiss_final import FINAL_EVENT, demo_championship
from tdesk.services.events import find_event
from tdesk.services.swiss import swiss
from tests.ui.test_bracket_pods_ui import shot


def test_the_demo_championship_shows_its_champion_and_the_final(window, store, qtbot) -> None:  # type: ignore[no-untyped-def]
    demo_championship(store, {"swiss": 0})
    event = find_event(store, FINAL_EVENT).id
    window.resize(1500, 800)
    window.reload_events(event)
    assert window.event_combo.currentText().startswith(FINAL_EVENT)
    tab = window.show_tab("rounds")
    QApplication.processEvents()
    assert tab.round_box.currentText() == "Final"
    assert "all results in" in tab.status.text()
    assert tab.bracket_area.isVisible() and tab.bracket.isVisible()
    view = tab.bracket
    assert view.titles() == ["Quarter-final", "Semi-final", "Final", "Winner"]

    final = swiss.bracket(store, event).matches[-1][0]  # type: ignore[union-attr]
    champion = final.a if final.winner == "a" else final.b
    assert champion and view.champion() == champion
    top, bottom = view.drawn(final)
    assert {top.name, bottom.name} == {final.a, final.b}
    assert f"{top.games}-{bottom.games}" == final.score and final.score in ("2-0", "2-1",
                                                                            "0-2", "1-2")
    winner = top if top.winner else bottom
    assert winner.name == champion and (bottom if top.winner else top).out
    row = tab.model.rows[0]  # the Final's one table, its result in the table beside
    assert {row.a_name, row.b_name} == {final.a, final.b}
    assert not tab.pair_button.isEnabled()  # CG-M3-A: nothing to pair after the final
    shot(window, "rounds-bracket.png")
