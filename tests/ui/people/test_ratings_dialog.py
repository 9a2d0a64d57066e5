"""The Ratings dialog (RAT-1..RAT-6, issue 26) driven as the desk would: from the Standings tab
type a bad K (refused in red), a good one, Apply after the question; the store holds the
ratings, and Apply is then off with RAT-5's reason. From the league Ranking tab too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from sqlmodel import select

from tdesk.errors import ConflictError
from tdesk.models.ratings import PersonRating, RatingUpdate
from tdesk.services import events
from tdesk.services.people import ratings
from tdesk.services.swiss import swiss
from tdesk.ui.people.ratings_dialog import RatingsDialog
from tdesk.ui.widgets import messages


def _open(qtbot, window, event: int, tab_key: str) -> RatingsDialog:  # type: ignore[no-untyped-def]
    window.reload_events(event)
    tab = window.show_tab(tab_key)
    qtbot.mouseClick(tab.findChild(QPushButton, "ratingsButton"), Qt.MouseButton.LeftButton)
    dialog = tab.ratings_dialog
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def test_apply_from_the_standings_tab(qtbot, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=4, rounds=1, top_cut=0)
    info = swiss.pair_next_round(store, event, seed=1)
    for t in info.tables:
        swiss.record_result(store, event, 1, t.table, "2-1")
    asked: list[str] = []
    monkeypatch.setattr(messages, "confirm",
                        lambda _p, text, *a, **k: asked.append(text) or True)
    dialog = _open(qtbot, window, event, "standings")
    assert dialog.game.text() == "Card game Swiss" and dialog.k.text() == "20"
    assert dialog.table.rowCount() == 4 and dialog.apply_button.isEnabled()

    dialog.k.clear()
    qtbot.keyClicks(dialog.k, "500")
    qtbot.mouseClick(dialog.save_terms, Qt.MouseButton.LeftButton)
    assert dialog.error.isVisible() and "K factor" in dialog.error.text()
    assert "rating_k" not in events.get_event(store, event).settings  # nothing saved
    dialog.k.clear()
    qtbot.keyClicks(dialog.k, "32")
    dialog.game.clear()
    qtbot.keyClicks(dialog.game, "Berserk")
    assert not dialog.apply_button.isEnabled()  # typed, not in use yet
    assert "Press Use" in dialog.apply_button.toolTip()
    qtbot.mouseClick(dialog.save_terms, Qt.MouseButton.LeftButton)
    assert dialog.apply_button.isEnabled()
    assert not dialog.error.isVisible()
    settings = events.get_event(store, event).settings
    assert (settings["rating_k"], settings["rating_game"]) == (32, "Berserk")
    winners = [dialog.table.item(i, 3).text() for i in range(4)]
    assert sorted(winners) == ["+16", "+16", "-16", "-16"]  # 32 × ½ between near equals

    qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert asked and "Berserk" in asked[0] and "4" in asked[0]
    with store.read() as session:
        kept = session.exec(select(PersonRating)).all()
        [update] = session.exec(select(RatingUpdate)).all()
    assert {r.game for r in kept} == {"Berserk"} and len(kept) == 4
    assert update.k == 32
    plan = ratings.preview(store, event)
    assert {r.player_id: r.after for r in plan.rows} == {r.player_id: r.rating for r in kept}
    # a second apply: off, saying when it was applied; the terms are fixed now
    assert not dialog.apply_button.isEnabled()
    assert "applied for this event at" in dialog.apply_button.toolTip()
    assert not dialog.k.isEnabled()
    # Use is gated by RAT-5's one rule, the refusal the action gives word for word (issue 38)
    assert not dialog.save_terms.isEnabled()
    with pytest.raises(ConflictError) as refused:
        ratings.set_terms(store, event, k=40)
    assert dialog.save_terms.toolTip() == str(refused.value)
    dialog.close()


def test_the_league_ranking_tab_opens_it_gated(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("league", players=4)
    dialog = _open(qtbot, window, event, "ranking")
    assert dialog.game.text() == "Heads-up lives league"
    assert not dialog.apply_button.isEnabled()
    assert "no played match" in dialog.apply_button.toolTip()
    dialog.close()


def test_a_league_registration_shows_the_games_rating_RAT_7(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                           make_event) -> None:
    """Anna (typed 1600) loses to Boris (typed 1500) in a K 100 season of "HU": the next HU
    season's registration list shows 1536 and 1564, the typed ones in the tooltip."""
    from tdesk.services.league import league
    from tdesk.services.players import PlayerFields, add_player, list_entries

    def season(people: list[tuple[str, int, int | None]]) -> int:
        event = make_event("league", players=0, min_site_games=0)
        ratings.set_terms(store, event, game="HU", k=100)
        for name, typed, person in people:
            add_player(store, event, PlayerFields(name=name, rating=typed), person_id=person)
        return event

    first = season([("Anna", 1600, None), ("Boris", 1500, None)])
    ids = [r.entry_id for r in league.registrations(store, first)]
    league.set_registration(store, first, ids, league.ACCEPTED)
    league.start_season(store, first)
    round_id = league.pair_next_round(store, first)
    [game] = league.round_view(store, round_id).games
    for entry, name in ((game.a_entry_id, game.a_name), (game.b_entry_id, game.b_name)):
        league.set_report(store, game.id, entry, "1" if name == "Boris" else "0")
    ratings.apply_event(store, first)
    people = {r.name: r.player_id for r in list_entries(store, first)}
    second = season([("Anna", 1600, people["Anna"]), ("Boris", 1500, people["Boris"])])
    window.reload_events(second)
    table = window.show_tab("season").registrations
    cells = {table.item(r, 0).text(): table.item(r, 1) for r in range(table.rowCount())}
    assert {n: c.text() for n, c in cells.items()} == {"Anna": "1536", "Boris": "1564"}
    assert "typed: 1600" in cells["Anna"].toolTip()


def test_snapshot_of_the_dialog(qtbot, store, make_event, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """``tdesk snapshot ratings`` draws the dialog over the Standings tab (docs/screenshots)."""
    from tdesk.ui.snapshot import render

    event = make_event("swiss", players=4, rounds=1, top_cut=0)
    info = swiss.pair_next_round(store, event, seed=1)
    for t in info.tables:
        swiss.record_result(store, event, 1, t.table, "2-0")
    out = render(store, "ratings", event, tmp_path / "r.png", (600, 400))
    assert out.stat().st_size > 1000
