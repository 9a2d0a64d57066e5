"""A flights night to its Day 2 winner through the services (issue 35): Day 1A and 1B with two
different people of one name, one person who bags in both, a Day 2 prize handed over, and
the actions that once broke it tried again. After every action the invariants hold: places
within the field, the money conserved, every count the same wherever it is read, and Day 2
in step with the bags it was built from."""

from __future__ import annotations

import pytest
from sqlmodel import select

from tdesk.errors import ConflictError
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog
from tdesk.services import players
from tdesk.services.clock import get_clock
from tdesk.services.events import create_event
from tdesk.services.money import money
from tdesk.services.money.receipts import hand_over_prize
from tdesk.services.seating import flights
from tdesk.services.seating.seating import bust_players
from tests.services.flights_helpers import bag_all, flight_played, person
from tests.services.night_checks import check_counts, check_places

A = ["Anna Petrov", "Ann Lee", "Bo", "Cy", "Di", "Ed"]
B = ["Anna Petrov", "Ann Lee", "Gus", "Hal", "Jo"]


class Night:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.parent = create_event(store, "Main Event", "poker",
                                   settings={"flight_stop_players": 3})
        self.a = flight_played(store, self.parent, "Main Event Day 1A", A, keep=3)
        # Ann Lee comes back as herself; the 1B Anna Petrov is somebody else of that name
        self.b = flight_played(store, self.parent, "Main Event Day 1B", B, keep=3,
                               returning={"Ann Lee": person(store, self.a, "Ann Lee")})
        self.handed: dict[int, int] = {}

    def check(self) -> None:
        s = self.store
        for flight in (self.a, self.b):  # each flight's own figures, wherever they are shown
            why = f"flights night, flight {flight}"
            check_places(s, flight, why)
            check_counts(s, flight, why, drawn=False)
        whole = flights.whole_event(s, self.parent)
        summary = money.money_summary(s, self.parent)
        pools = [money.money_summary(s, f).pool.total for f in (self.a, self.b)]
        # money conserved: the flights' pools are the whole event's, and all of its prizes
        assert whole.totals.pool == sum(pools) == summary.pool.total
        assert sum(whole.prizes) == whole.totals.pool == sum(summary.prizes)
        # one count wherever it is read (the Money tab, the Flights page, the clock)
        assert summary.entries == whole.totals.entries == get_clock(s, self.parent).counts.entries
        # a handed-over prize never moves
        results = {r.entry_id: r for r in money.results(s, self.parent)}
        for entry_id, amount in self.handed.items():
            assert results[entry_id].prize == amount
        rows = players.list_entries(s, self.parent)
        if not rows:
            return
        # Day 2 in step with the bags: each entry is one person's advancing bag, chips
        # conserved (FLT-4), and its chips in play are the bags until someone counts again
        bags = {(b.name, b.flight, b.chips) for f in (self.a, self.b) for b in flights.bags(s, f)}
        review = flights.day2_review(s, self.parent)
        assert len({r.player_id for r in rows}) == len(rows)
        assert summary.chips_in_play + review.forfeited_chips == sum(c for _n, _f, c in bags)
        assert {(r.name, r.chips) for r in rows if r.status == "active"} <= {
            (n, c) for n, _f, c in bags}
        # places within the field: the players out hold its bottom places, each once
        out = sorted(r.place for r in rows if r.place is not None)
        left = sum(1 for r in rows if r.status == "active")
        assert out == list(range(left + 1, len(rows) + 1))
        assert summary.players_left == left

    def audit(self, event_id: int, action: str) -> int:
        """The latest such action of the event."""
        with self.store.read() as session:
            return max(session.exec(select(AuditLog.id).where(
                AuditLog.event_id == event_id, AuditLog.action == action)).all())


def test_a_flights_night_with_namesakes_a_double_bag_and_a_prize_handed_over(
        store: Store) -> None:
    night = Night(store)
    night.check()
    bag_all(store, night.a, {"Anna Petrov": 60_000, "Ann Lee": 30_000, "Bo": 20_000})
    night.check()
    bag_all(store, night.b, {"Anna Petrov": 35_000, "Ann Lee": 45_000, "Gus": 15_000})
    night.check()
    review = flights.day2_review(store, night.parent)
    (ann,) = review.doubles
    assert (ann.name, ann.kept.chips, [b.chips for b in ann.forfeited]) == (
        "Ann Lee", 45_000, [30_000])
    assert [d.names for d in review.duplicates] == [("Anna Petrov", "Anna Petrov")]
    with pytest.raises(ConflictError, match="Ann Lee bagged in Day 1A and Day 1B"):
        flights.build_day2(store, night.parent)
    night.check()
    field = flights.build_day2(store, night.parent, agreed=review)
    assert (field.players, field.chips, field.forfeited_chips) == (5, 175_000, 30_000)
    night.check()
    chips = sorted((r.name, r.chips) for r in players.list_entries(store, night.parent))
    assert chips == [("Ann Lee", 45_000), ("Anna Petrov", 35_000), ("Anna Petrov", 60_000),
                     ("Bo", 20_000), ("Gus", 15_000)]
    assert money.money_summary(store, night.parent).chips_in_play == 175_000
    flights.draw_day2(store, night.parent, seed=5)
    night.check()
    ids = {(r.name, r.chips): r.entry_id for r in players.list_entries(store, night.parent)}
    for key in (("Gus", 15_000), ("Bo", 20_000), ("Anna Petrov", 35_000)):
        bust_players(store, night.parent, [ids[key]])
        night.check()
    second = ids[("Ann Lee", 45_000)]
    bust_players(store, night.parent, [second])
    night.check()
    prize = {r.entry_id: r.prize for r in money.results(store, night.parent)}[second]
    hand_over_prize(store, night.parent, second)
    night.handed[second] = prize
    night.check()
    # what once moved Day 2 out of step or a prize paid, through a flight: each refused
    # (a flight's last bust is held by the Day 2 draw's seats too: refused either way)
    for flight, action, why in ((night.a, "bag survivors", "refused: Day 2 of Main Event"),
                                (night.b, "bust", "."),
                                (night.a, "payments", "refused")):
        with pytest.raises(ConflictError, match=why):
            store.undo(night.audit(flight, action))
        night.check()
    (late,) = players.import_players(store, night.b, [players.PlayerFields(name="Kim")])
    night.check()  # registered, unpaid: not in the field, no money moved
    with pytest.raises(ConflictError, match="was handed over"):
        money.take_entries(store, night.b, [late])
    night.check()
    winner = ids[("Anna Petrov", 60_000)]
    hand_over_prize(store, night.parent, winner)
    night.handed[winner] = {r.entry_id: r.prize for r in money.results(store, night.parent)}[
        winner]
    night.check()
    assert sum(night.handed.values()) == money.money_summary(store, night.parent).pool.total
