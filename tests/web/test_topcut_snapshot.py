"""What the player screens get from a Swiss event during and after its top cut (issue 20):
the bracket round's name instead of "Round 9 of 6", won–lost–drawn, and the final order once
the bracket has results (CG-M2, CG-M3)."""

from __future__ import annotations

import datetime as dt
import itertools
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdesk.models.store import Store
from tdesk.services.swiss import swiss
from tdesk.web.snapshot import clock_payload, read_snapshot

NOW = dt.datetime(2025, 5, 1, 12, tzinfo=dt.UTC)


def play_round(store: Store, event_id: int, number: int, codes: list[str]) -> None:
    info = swiss.get_round(store, event_id, number)
    assert info is not None
    for i, t in enumerate(t for t in info.tables if not t.done):
        swiss.record_result(store, event_id, number, t.table, codes[i % len(codes)])


def swiss_rounds(store: Store, make_event, players: int, rounds: int, top_cut: int,  # type: ignore[no-untyped-def]
                 codes: list[str]) -> int:
    event_id = make_event("swiss", players=players, rounds=rounds, top_cut=top_cut)
    for number in range(1, rounds + 1):
        swiss.pair_next_round(store, event_id, seed=100 + number)
        play_round(store, event_id, number, codes)
    return event_id


def test_bracket_rounds_are_named_not_counted_past_the_swiss(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Reproducer: the clock said "Round 4 of 3" in the quarter-final; CG-M3 names the round."""
    event_id = swiss_rounds(store, make_event, 12, 3, 8, ["2-0", "2-1"])
    assert clock_payload(read_snapshot(store, event_id), NOW).get("stage") is None
    seen = []
    cut = swiss.start_top_cut(store, event_id)
    while True:
        data = clock_payload(read_snapshot(store, event_id), NOW)
        seen.append((data["round"], data["stage"], data["cut_round"], data["cut_size"]))
        assert [(m["a"], m["b"]) for m in data["matches"]] == [(t.a_name, t.b_name)
                                                               for t in cut.tables]
        play_round(store, event_id, cut.number, ["2-0", "0-2"])
        if len(cut.tables) == 1:
            break
        cut = swiss.pair_next_bracket_round(store, event_id)
    assert seen == [(4, "cut", "quarter", 8), (5, "cut", "semi", 4), (6, "cut", "final", 2)]
    after = clock_payload(read_snapshot(store, event_id), NOW)
    assert after["cut_round"] == "final"
    assert after["champion"] == swiss.bracket(store, event_id).champion  # type: ignore[union-attr]


def test_a_top_16_is_named_by_its_size(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = swiss_rounds(store, make_event, 20, 2, 16, ["2-0"])
    swiss.start_top_cut(store, event_id)
    data = clock_payload(read_snapshot(store, event_id), NOW)
    assert (data["cut_round"], data["cut_size"]) == ("top", 16)
    assert "matches" not in data  # eight matches do not fit under the clock


def test_standings_carry_draws_as_the_desk_shows_them(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Reproducer: 13 points showed "4–1"; the desk's W-L-D column has the draw too."""
    event_id = swiss_rounds(store, make_event, 10, 4, 8, ["2-0", "1-1", "0-2", "2-1"])
    rows = read_snapshot(store, event_id).standings
    desk = {r.name: r.standing for r in swiss.standings(store, event_id)}
    assert any(r["draws"] for r in rows)
    for r in rows:
        s = desk[r["name"]]
        assert (r["wins"], r["losses"], r["draws"]) == (s.wins, s.losses, s.draws)
        assert r["points"] == 3 * r["wins"] + r["draws"]  # CG-M2: no hidden points


def test_standings_stay_swiss_until_the_bracket_has_a_result(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = swiss_rounds(store, make_event, 12, 3, 4, ["2-0", "2-1"])
    ranked = [(r.standing.rank, r.name) for r in swiss.standings(store, event_id)]
    swiss.start_top_cut(store, event_id)
    assert [(r["rank"], r["name"]) for r in read_snapshot(store, event_id).standings] == ranked


def test_after_the_final_the_winner_heads_the_standings(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Reproducer: the standings stayed in Swiss order after the bracket decided the order."""
    event_id = swiss_rounds(store, make_event, 12, 3, 4, ["2-0", "2-1"])
    ranked = [r.name for r in swiss.standings(store, event_id)]
    cut = swiss.start_top_cut(store, event_id)
    play_round(store, event_id, cut.number, ["0-2"])  # the lower seeds win both semi-finals
    shown = [r["name"] for r in read_snapshot(store, event_id).standings]
    assert shown == swiss.final_standings(store, event_id)
    assert shown[:2] == [ranked[2], ranked[3]] and shown[4:] == ranked[4:]  # finalists first
    final = swiss.pair_next_bracket_round(store, event_id)
    play_round(store, event_id, final.number, ["0-2"])
    rows = read_snapshot(store, event_id).standings
    champion = swiss.bracket(store, event_id).champion  # type: ignore[union-attr]
    assert rows[0]["name"] == champion == final.tables[0].b_name
    assert [r["name"] for r in rows] == swiss.final_standings(store, event_id)
    assert [r["rank"] for r in rows] == list(range(1, 13))
    assert {r["name"] for r in rows[:4]} == set(ranked[:4])


@pytest.fixture(scope="module")
def shared_store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    """One store for every example below, each example its own event in it (each example
    opened and closed a new store file before)."""
    store = Store(f"sqlite:///{tmp_path_factory.mktemp('records') / 'h.db'}")
    yield store
    store.close()


EXAMPLES = itertools.count(1)


@settings(max_examples=15, deadline=None)
@given(codes=st.lists(st.sampled_from(["2-0", "2-1", "1-1", "0-2", "1-2", "1-0-1", "draw"]),
                      min_size=1, max_size=6))
def test_every_record_adds_up_to_its_points(shared_store: Store, codes: list[str]) -> None:
    """CG-M2 for any mix of results: points = 3 × won + drawn, and the screens show all three."""
    from tdesk.services.events import create_event
    from tdesk.services.players import PlayerFields, import_players

    store = shared_store
    event_id = create_event(store, f"H{next(EXAMPLES)}", "swiss", settings={"rounds": 3})
    import_players(store, event_id, [PlayerFields(name=f"P{i}") for i in range(7)])
    for number in (1, 2, 3):
        swiss.pair_next_round(store, event_id, seed=number)
        play_round(store, event_id, number, codes)
    for r in read_snapshot(store, event_id).standings:
        assert r["points"] == 3 * r["wins"] + r["draws"]
        assert r["wins"] + r["losses"] + r["draws"] == 3
