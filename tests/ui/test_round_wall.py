"""The Swiss wall screen in the floor's language and after the final (issue 36): its pairing
headers are translated (they once sat inside f-strings lupdate cannot read), and once the
final has its result it names the champion instead of "Find your table" with the final."""

from __future__ import annotations

from tdesk.services.swiss import swiss
from tdesk.ui.swiss.round_clock_tab import RoundProjector
from tests.web.test_topcut_snapshot import play_round, swiss_rounds


def test_the_pairing_headers_are_in_the_floor_language(russian, store, make_event,  # type: ignore[no-untyped-def]
                                                       qtbot) -> None:
    event = make_event("swiss", players=6, rounds=3)
    swiss.pair_next_round(store, event, seed=1)
    projector = RoundProjector(store, event)
    qtbot.addWidget(projector)
    projector.resize(1200, 700)
    projector.show()
    projector.tick()
    text = projector.pairings.text()
    assert "Игрок" in text and "Стол" in text and "Соперник" in text, text
    assert "Player" not in text and "Opponent" not in text


def test_after_the_final_the_wall_names_the_champion(store, make_event, qtbot) -> None:  # type: ignore[no-untyped-def]
    event = swiss_rounds(store, make_event, 8, 3, 4, ["2-0", "2-1"])
    cut = swiss.start_top_cut(store, event)
    play_round(store, event, cut.number, ["2-0"])
    final = swiss.pair_next_bracket_round(store, event)
    projector = RoundProjector(store, event)
    qtbot.addWidget(projector)
    projector.resize(1200, 700)
    projector.show()
    projector.tick()
    assert projector.pairings.isVisible() and projector.title.text() == "Final"
    play_round(store, event, final.number, ["2-1"])
    projector.reload()
    champion = swiss.bracket(store, event).champion  # type: ignore[union-attr]
    assert champion
    assert not projector.pairings.isVisible()
    assert "Find your table" not in projector.status.text()
    assert projector.title.text() == "Winner" and projector.time.text() == champion
    assert projector.time.isVisible()
