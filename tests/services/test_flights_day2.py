"""Day 2 from the flights by person, not by name (issue 35, FLT-3/FLT-4)."""

from __future__ import annotations

import pytest

from tdesk.errors import ConflictError
from tdesk.models.store import Store
from tdesk.rules.flights import Advance
from tdesk.services import flights, players
from tdesk.services.events import create_event
from tests.services.flights_helpers import bag_all, build_agreed, flight_played, two_flights


def _namesakes(store: Store, first: str, second: str) -> tuple[int, int, int]:
    parent = create_event(store, "Main Event", "poker", settings={"flight_stop_players": 2})
    a = flight_played(store, parent, "Main Event Day 1A", [first, "Bo", "Cy"], keep=2)
    b = flight_played(store, parent, "Main Event Day 1B", [second, "Di", "Ed"], keep=2)
    return parent, a, b


def test_two_people_of_one_name_both_reach_day2(store: Store) -> None:
    """Two different people called Anna Petrov became one and a 60,000 bag was dropped."""
    parent, a, b = _namesakes(store, "Anna Petrov", "Anna Petrov")
    bag_all(store, a, {"Anna Petrov": 60_000, "Bo": 20_000})
    bag_all(store, b, {"Anna Petrov": 30_000, "Di": 10_000})
    review = flights.day2_review(store, parent)
    assert review.doubles == ()
    assert [d.names for d in review.duplicates] == [("Anna Petrov", "Anna Petrov")]
    field = build_agreed(store, parent)
    assert field.chips == 120_000 and field.forfeited_chips == 0
    rows = sorted((r.name, r.chips) for r in players.list_entries(store, parent))
    assert rows == [("Anna Petrov", 30_000), ("Anna Petrov", 60_000), ("Bo", 20_000),
                    ("Di", 10_000)]


def test_names_differing_by_accents_or_case_are_listed_as_likely_duplicates(
        store: Store) -> None:
    parent, a, b = _namesakes(store, "Björn Öberg", "bjorn oberg")
    bag_all(store, a, {"Björn Öberg": 50_000, "Bo": 20_000})
    bag_all(store, b, {"bjorn oberg": 40_000, "Di": 10_000})
    (dup,) = flights.day2_review(store, parent).duplicates
    assert dup.names == ("Björn Öberg", "bjorn oberg")
    assert [(x.flight, x.chips) for x in dup.bags] == [(1, 50_000), (2, 40_000)]
    with pytest.raises(ConflictError, match="Björn Öberg"):
        flights.build_day2(store, parent)  # not asked: nothing built
    assert players.list_entries(store, parent) == []
    build_agreed(store, parent)
    assert len(players.list_entries(store, parent)) == 4  # two records: both play


@pytest.mark.parametrize(("rule", "kept", "lost"), [
    ("best-stack", (2, 60_000), (1, 40_000)),
    ("last-bag", (2, 60_000), (1, 40_000)),
    ("first-bag", (1, 40_000), (2, 60_000)),
])
def test_a_double_bagger_is_listed_with_the_rule_and_the_bag_forfeited(
        store: Store, rule: str, kept: tuple[int, int], lost: tuple[int, int]) -> None:
    parent, a, b = two_flights(store, flight_advance=rule)
    bag_all(store, a, {"Ann": 40_000, "Bo": 25_000, "Cy": 10_000})
    bag_all(store, b, {"Gus": 30_000, "Ann": 60_000, "Hal": 5_000})
    review = flights.day2_review(store, parent)
    assert review.rule is Advance(rule.replace("-", "_"))
    (ann,) = review.doubles
    assert ann.name == "Ann"
    assert (ann.kept.flight, ann.kept.chips) == kept
    assert [(x.flight, x.chips) for x in ann.forfeited] == [lost]
    assert review.forfeited_chips == lost[1] and review.duplicates == ()
    with pytest.raises(ConflictError, match="Ann bagged in Day 1A and Day 1B"):
        flights.build_day2(store, parent)
    bag_all(store, b, {"Gus": 30_000, "Ann": 70_000, "Hal": 5_000})  # bags changed since
    with pytest.raises(ConflictError, match="Ann"):
        flights.build_day2(store, parent, agreed=review)
    field = build_agreed(store, parent)
    assert field.players == 5
    assert {r.name: r.chips for r in players.list_entries(store, parent)}["Ann"] == (
        70_000 if rule != "first-bag" else 40_000)


def test_no_question_when_everyone_bagged_once(store: Store) -> None:
    parent, a, b = _namesakes(store, "Anna Petrov", "Maria Ivanova")
    bag_all(store, a, {"Anna Petrov": 60_000, "Bo": 20_000})
    bag_all(store, b, {"Maria Ivanova": 30_000, "Di": 10_000})
    review = flights.day2_review(store, parent)
    assert not review.asks
    assert flights.build_day2(store, parent).players == 4
