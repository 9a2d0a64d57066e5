"""Day 2 from the flights by person, not by name (issue 35, FLT-3/FLT-4)."""

from __future__ import annotations

import pytest

from tdesk.errors import ConflictError
from tdesk.models.store import Store
from tdesk.rules.seating.flights import Advance
from tdesk.services import players
from tdesk.services.events import create_event
from tdesk.services.money import money
from tdesk.services.money.receipts import hand_over_prize
from tdesk.services.seating import flights
from tdesk.services.seating.seating import bust_players
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


def _day2_with_a_prize_handed_over(store: Store) -> tuple[int, int, int, int]:
    """Day 2 of two_flights played down to heads-up, 2nd place's prize handed over:
    (parent, Day 1A, Day 1B, the prize)."""
    parent, a, b = two_flights(store)
    bag_all(store, a, {"Ann": 40_000, "Bo": 25_000, "Cy": 10_000})
    bag_all(store, b, {"Gus": 30_000, "Ann": 60_000, "Hal": 5_000})
    build_agreed(store, parent)
    flights.draw_day2(store, parent, seed=3)
    ids = {r.name: r.entry_id for r in players.list_entries(store, parent)}
    for name in ("Hal", "Cy", "Bo", "Gus"):
        bust_players(store, parent, [ids[name]])
    second = {r.name: r.prize for r in money.results(store, parent)}["Gus"]
    assert second > 0
    hand_over_prize(store, parent, ids["Gus"])
    return parent, a, b, second


def _audit_id(store: Store, event_id: int, action: str) -> int:
    from sqlmodel import select

    from tdesk.models.tables import AuditLog

    with store.read() as session:
        return max(session.exec(select(AuditLog.id).where(
            AuditLog.event_id == event_id, AuditLog.action == action)).all())


@pytest.mark.parametrize("action", ["bag survivors", "bust", "payments"])
def test_a_flights_bags_busts_and_payments_stay_once_day2_is_built(
        store: Store, action: str) -> None:
    """Issue 35: undoing a flight's bags or busts left Day 2's entries and chips out of step."""
    parent, a, b = two_flights(store)
    bag_all(store, a, {"Ann": 40_000, "Bo": 25_000, "Cy": 10_000})
    bag_all(store, b, {"Gus": 30_000, "Ann": 60_000, "Hal": 5_000})
    build_agreed(store, parent)
    before = {r.entry_id: r.chips for r in flights.bags(store, b)}
    pool = money.money_summary(store, parent).pool.total
    with pytest.raises(ConflictError, match="Day 2 of Main Event"):
        store.undo(_audit_id(store, b, action))
    assert {r.entry_id: r.chips for r in flights.bags(store, b)} == before
    assert money.money_summary(store, parent).pool.total == pool
    assert flights.flight_status(store, b).players_left == 3
    store.undo()  # Day 2 taken back: the flight's own actions may be undone again
    store.undo(_audit_id(store, b, "bag survivors"))
    assert flights.bags(store, b) == []


def test_a_handed_over_day2_prize_does_not_move_through_a_flight(store: Store) -> None:
    """Issue 35 (PRZ-5): a new paid flight entry, or a flight payment undone, moved a Day 2
    prize already handed over; the check looked at the flight, not the parent."""
    parent, a, b, second = _day2_with_a_prize_handed_over(store)
    (late,) = players.import_players(store, b, [players.PlayerFields(name="Kim")])
    with pytest.raises(ConflictError, match=f"Gus's prize of {second:,} was handed over"):
        money.take_entries(store, b, [late])
    with pytest.raises(ConflictError, match="refused"):
        store.undo(_audit_id(store, a, "payments"))
    assert {r.name: r.prize for r in money.results(store, parent)}["Gus"] == second
    assert money.money_summary(store, parent).pool.total == 1_100


def _built(store: Store) -> tuple[int, int, int]:
    parent, a, b = two_flights(store)
    bag_all(store, a, {"Ann": 40_000, "Bo": 25_000, "Cy": 10_000})
    bag_all(store, b, {"Gus": 30_000, "Ann": 60_000, "Hal": 5_000})
    build_agreed(store, parent)
    return parent, a, b


def test_a_flight_player_is_not_busted_once_day2_is_built(store: Store) -> None:
    """Issue 35: undoing a flight's bust after Day 2 was refused, but a new bust in the
    flight was taken, a bagged player out of a flight whose bags Day 2 is built from."""
    parent, a, _b = _built(store)
    ids = {r.name: r.entry_id for r in players.list_entries(store, a)}
    before = [(r.name, r.status, r.place) for r in players.list_entries(store, a)]
    with pytest.raises(ConflictError, match=r"Bo plays in Main Event Day 1A, whose bags "
                                            r"Day 2 of Main Event is built from"):
        bust_players(store, a, [ids["Bo"]])
    assert [(r.name, r.status, r.place) for r in players.list_entries(store, a)] == before
    assert flights.flight_status(store, a).players_left == 3


def test_a_flight_player_is_not_reinstated_once_day2_is_built(store: Store) -> None:
    """Issue 35: a reinstatement in a flight would change its busts under a built Day 2."""
    from tdesk.services.seating import reinstate

    _parent, a, _b = _built(store)
    ids = {r.name: r.entry_id for r in players.list_entries(store, a)}
    with pytest.raises(ConflictError, match="Di plays in Main Event Day 1A"):
        reinstate.reinstate(store, a, ids["Di"], 1, 9)
    assert "Di plays in Main Event Day 1A" in (reinstate.preview(store, a, ids["Di"]).refusal
                                               or "")


def test_the_refused_flight_bust_reads_in_russian(store: Store, russian) -> None:  # type: ignore[no-untyped-def]
    """Issue 35: the refusal is catalogued, so a message box shows it in the language."""
    from tdesk import engine_text

    _parent, a, _b = _built(store)
    ids = {r.name: r.entry_id for r in players.list_entries(store, a)}
    with pytest.raises(ConflictError) as refused:
        bust_players(store, a, [ids["Cy"]])
    shown = engine_text.message(str(refused.value))
    assert "выбивать игроков в этом флайте" in shown and "Main Event Day 1A" in shown
