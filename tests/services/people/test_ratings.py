"""Ratings from results through the services (RAT-1..RAT-7, issue 26): the preview, one
applying action with its audit row, the refusals, undo, games kept apart, and HU-S1 seeding
by the season's game rating."""

from __future__ import annotations

import datetime as dt

import pytest
from sqlmodel import select

from tdesk.errors import ConflictError, InputError
from tdesk.models.ratings import PersonRating, RatingUpdate
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog
from tdesk.rules.people.ratings import match_update
from tdesk.services.league import league
from tdesk.services.people import ratings
from tdesk.services.players import PlayerFields, add_player, list_entries
from tdesk.services.swiss import swiss

NOW = dt.datetime(2026, 12, 1, 9, 0, tzinfo=dt.UTC)


def _rows(store: Store, table):  # type: ignore[no-untyped-def]
    with store.read() as session:
        return list(session.exec(select(table)).all())


def _swiss_round(store: Store, event: int, number: int, codes: dict[int, str]) -> list:  # type: ignore[no-untyped-def]
    """Pair round ``number`` and type ``codes`` per table (missing: "2-0")."""
    info = swiss.pair_next_round(store, event, seed=number)
    for t in info.tables:
        if not t.is_bye:
            swiss.record_result(store, event, number, t.table, codes.get(t.table, "2-0"))
    return list(swiss.get_round(store, event, number).tables)


def test_swiss_preview_apply_and_refusals_RAT_2_RAT_5(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=4, rounds=2, top_cut=0)
    tables = _swiss_round(store, event, 1, {2: "draw"})
    typed = {r.entry_id: (r.player_id, float(r.rating or 0)) for r in list_entries(store, event)}
    plan = ratings.preview(store, event)
    assert (plan.game, plan.k, plan.pending, plan.applied_at) == ("Card game Swiss", 20, 0, None)
    got = {r.player_id: r for r in plan.rows}
    for t, score in zip(tables, (1.0, 0.5), strict=True):
        (pa, ra), (pb, rb) = typed[t.a_id], typed[t.b_id]
        a, b = match_update(ra, rb, score, 20)
        assert (got[pa].before, got[pa].after, got[pb].after) == (ra, a, b)
        assert got[pa].matches == 1 and got[pa].new
    assert _rows(store, PersonRating) == []  # a preview writes nothing

    # round 2 paired, one result missing: refused, nothing written (RAT-5)
    info = swiss.pair_next_round(store, event, seed=2)
    swiss.record_result(store, event, 2, info.tables[0].table, "2-1")
    assert ratings.preview(store, event).pending == 1
    with pytest.raises(ConflictError, match=r"waiting for 1 result\(s\)"):
        ratings.apply_event(store, event)
    assert _rows(store, PersonRating) == [] and _rows(store, RatingUpdate) == []
    swiss.record_result(store, event, 2, info.tables[1].table, "1-2")

    plan = ratings.preview(store, event)
    done = ratings.apply_event(store, event)
    assert done.rows == plan.rows and done.applied_at is not None
    kept = {r.player_id: r for r in _rows(store, PersonRating)}
    assert {p: (r.rating, r.games, r.game) for p, r in kept.items()} == {
        r.player_id: (r.after, 2, "Card game Swiss") for r in plan.rows}
    [update] = _rows(store, RatingUpdate)
    assert (update.event_id, update.game, update.k, len(update.changes)) == (
        event, "Card game Swiss", 20, 4)
    [audit] = [a for a in _rows(store, AuditLog) if a.action == "apply ratings"]
    assert audit.event_id == event and "4 players rated" in audit.summary
    # the preview now shows what was done; a second apply says when
    again = ratings.preview(store, event)
    assert again.applied_at is not None and again.rows == plan.rows
    with pytest.raises(ConflictError, match="Ratings were applied for this event at"):
        ratings.apply_event(store, event)
    with pytest.raises(ConflictError, match="undo that action"):
        ratings.set_terms(store, event, k=30)

    store.undo()  # the update, whole: the ratings and its record go
    assert _rows(store, PersonRating) == [] and _rows(store, RatingUpdate) == []
    assert ratings.preview(store, event).applied_at is None
    ratings.apply_event(store, event)
    assert len(_rows(store, PersonRating)) == 4


def test_byes_and_no_shows_are_not_rated_RAT_3(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=5, rounds=1, top_cut=0)
    tables = _swiss_round(store, event, 1, {1: "noshow-b"})
    plan = ratings.preview(store, event)
    bye = next(t for t in tables if t.is_bye)
    rated = {r.name for r in plan.rows}
    assert bye.a_name not in rated
    assert tables[0].a_name not in rated and tables[0].b_name not in rated
    assert len(plan.rows) == 2  # only the one played table


def test_k_and_game_are_the_events_settings_RAT_1_RAT_2(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    first = make_event("swiss", players=2, rounds=1, top_cut=0)
    for bad in (0, 101, "x"):
        with pytest.raises(InputError, match="K factor"):
            ratings.set_terms(store, first, k=bad)
    with pytest.raises(InputError, match="Rating game"):
        ratings.set_terms(store, first, game="x" * 61)
    ratings.set_terms(store, first, game="  Berserk  ", k=40)
    [t] = _swiss_round(store, first, 1, {})
    plan = ratings.preview(store, first)
    assert (plan.game, plan.k) == ("Berserk", 40)
    ratings.apply_event(store, first)
    winner = next(r for r in plan.rows if r.change > 0)
    assert winner.change == pytest.approx(40 * (1 - 1 / (1 + 10 ** (10 / 400))))

    # a second Berserk event starts from the first one's ratings; another game apart
    people = {r.name: r for r in list_entries(store, first)}
    same = make_event("swiss", players=0, rounds=1, top_cut=0)
    other = make_event("swiss", players=0, rounds=1, top_cut=0)
    ratings.set_terms(store, same, game="berserk")  # spaces collapse; the case counts
    ratings.set_terms(store, same, game="Berserk")
    for e in (same, other):
        for row in people.values():
            add_player(store, e, row.fields, person_id=row.player_id)
        _swiss_round(store, e, 1, {})
    kept = {r.player_id: r.rating for r in _rows(store, PersonRating)}
    assert {r.player_id: r.before for r in ratings.preview(store, same).rows} == kept
    assert {r.player_id: r.before for r in ratings.preview(store, other).rows} == {
        p.player_id: float(p.rating or 0) for p in people.values()}
    ratings.apply_event(store, other)
    shown = ratings.ratings(store, winner.player_id)
    assert [(g.game, g.games) for g in shown] == [("Berserk", 1), ("Card game Swiss", 1)]
    assert shown[0].shown == round(winner.after)
    with store.read() as session:
        assert ratings.rating_for(session, winner.player_id, "Berserk") == winner.after
        assert ratings.rating_for(session, winner.player_id, "Chess") is None


def test_a_poker_event_has_no_ratings(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=2)
    with pytest.raises(ConflictError, match="heads-up matches"):
        ratings.preview(store, event)


def _league_with(store: Store, make_event, people: list[tuple[str, int, int | None]],  # type: ignore[no-untyped-def]
                 game: str, k: int = 20) -> int:
    """A league season of ``people`` (name, typed rating, person id to reuse), started."""
    event = make_event("league", players=0, min_site_games=0)
    ratings.set_terms(store, event, game=game, k=k)
    for name, typed, person in people:
        add_player(store, event, PlayerFields(name=name, rating=typed), person_id=person)
    ids = [r.entry_id for r in league.registrations(store, event)]
    league.set_registration(store, event, ids, league.ACCEPTED)
    league.start_season(store, event)
    return event


def _play(store: Store, event: int, winner: str) -> None:
    round_id = league.pair_next_round(store, event, now=NOW)
    [game] = league.round_view(store, round_id).games
    a_wins = game.a_name == winner
    league.set_report(store, game.id, game.a_entry_id, "1" if a_wins else "0")
    league.set_report(store, game.id, game.b_entry_id, "0" if a_wins else "1")  # ends it


def test_league_rates_played_games_and_seeds_by_them_RAT_3_RAT_7(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Anna is typed 1600, Boris 1500; Boris beats her in a K 100 season: 1564 to 1536. The
    next season of the same game seeds Boris above Anna (HU-S1 by the game's rating); a season
    of another game still follows the typed ratings."""
    first = _league_with(store, make_event, [("Anna", 1600, None), ("Boris", 1500, None)],
                         "Heads-up hold'em", k=100)
    _play(store, first, "Boris")
    plan = ratings.preview(store, first)
    assert plan.pending == 0
    by_name = {r.name: r for r in plan.rows}
    assert by_name["Boris"].after == pytest.approx(1564.0, abs=0.01)
    assert by_name["Anna"].after == pytest.approx(1536.0, abs=0.01)
    ratings.apply_event(store, first)

    people = {r.name: r.player_id for r in list_entries(store, first)}
    again = [("Anna", 1600, people["Anna"]), ("Boris", 1500, people["Boris"])]
    second = _league_with(store, make_event, again, "Heads-up hold'em")
    seeds = {r.name: r.seed for r in league.registrations(store, second)}
    assert seeds == {"Boris": 2, "Anna": 1}
    shown = {r.name: (r.rating, round(r.game_rating or 0)) for r in
             league.registrations(store, second)}
    assert shown == {"Anna": (1600, 1536), "Boris": (1500, 1564)}  # typed, and the game's
    other = _league_with(store, make_event, again, "Pot-limit Omaha")
    assert {r.name: r.seed for r in league.registrations(store, other)} == {
        "Anna": 2, "Boris": 1}


def test_league_forfeits_are_not_rated_and_open_games_wait_RAT_3(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = _league_with(store, make_event, [("Anna", 1600, None), ("Boris", 1500, None)],
                         "HU")
    round_id = league.pair_next_round(store, event, now=NOW)
    assert ratings.preview(store, event).pending == 1
    view = league.round_view(store, round_id)
    [game] = view.games
    league.set_report(store, game.id, game.a_entry_id, "+")  # the other did not show
    league.end_of_round_check(store, round_id, now=view.cutoff_at)
    plan = ratings.preview(store, event)
    assert plan.pending == 0 and plan.rows == ()
    with pytest.raises(ConflictError, match="no played match"):
        ratings.apply_event(store, event)


def test_merging_two_records_keeps_the_better_made_rating_RAT_8(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    """One person under two records: Berserk on both (the duplicate's made by 2 matches, the
    kept one's by 1), Chess on the duplicate only. After the merge the kept record holds the
    duplicate's Berserk rating with 3 matches, and its Chess rating; undo brings both back."""
    def rated(game: str, rounds: int) -> dict[str, int]:
        event = make_event("swiss", players=4, rounds=rounds, top_cut=0)
        ratings.set_terms(store, event, game=game)
        for number in range(1, rounds + 1):
            _swiss_round(store, event, number, {})
        ratings.apply_event(store, event)
        return {r.name: r.player_id for r in list_entries(store, event)}

    keep = rated("Berserk", 1)
    dup = rated("Berserk", 2)
    dup_chess = rated("Chess", 1)
    name = next(iter(keep))
    kept_id, dup_id = keep[name], dup[name]
    with store.action("merge for the test") as scope:  # as the people service's merge does
        for row in scope.session.exec(select(PersonRating).where(
                PersonRating.player_id == dup_chess[name])).all():
            row.player_id = dup_id
            scope.session.add(row)
        scope.session.flush()
        before = {r.game: r.rating for r in scope.session.exec(
            select(PersonRating).where(PersonRating.player_id == dup_id)).all()}
        ratings.merge_ratings(scope.session, kept_id, dup_id)
    got = {r.game: (r.rating, r.games) for r in ratings.ratings(store, kept_id)}
    assert got == {"Berserk": (before["Berserk"], 3), "Chess": (before["Chess"], 1)}
    assert ratings.ratings(store, dup_id) == []
    store.undo()
    assert {r.game: r.games for r in ratings.ratings(store, kept_id)} == {"Berserk": 1}


def test_ratings_applied_in_one_event_reach_every_events_views_RAT_5(store: Store,  # type: ignore[no-untyped-def]
                                                                     make_event) -> None:
    """A person's rating in a game is every event's (RAT-7 seeds the next season by it): the
    change record of an apply tells a view of another event that reads ratings to read again,
    even for a person rated for the first time (a new rating row, not an update)."""
    from tdesk.services import store_changes

    first = _league_with(store, make_event, [("Anna", 1600, None), ("Boris", 1500, None)],
                         "Heads-up hold'em", k=100)
    _play(store, first, "Boris")
    people = {r.name: r.player_id for r in list_entries(store, first)}
    second = _league_with(store, make_event, [("Anna", 1600, people["Anna"]),
                                              ("Boris", 1500, people["Boris"])],
                          "Heads-up hold'em")
    seen = store_changes.poll(store, None)
    ratings.apply_event(store, first)
    changes = store_changes.poll(store, seen)
    assert changes is not None and changes.touches(second, "person_rating")
    assert not changes.touches(second, "league_game")  # nothing else of the other event
