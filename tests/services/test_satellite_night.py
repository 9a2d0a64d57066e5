"""A satellite night through the services (issue 35): 48 registered, 47 paid × 55 into seats of
500 to the Main Event (a pool of 2,585: 5 seats and 85 in cash), one no-show, busts of one to
four players a hand at tables of five, balancing, hand-for-hand at the seat bubble (SAT-3: the seats are the
places it plays to, not the cash place), and a hand where two players bust at two tables with
6 left for 5 seats: a tie across the last seat, the seat and the remainder shared in cash
(SAT-6), the four left win a seat each, the cash handed over.

After every action the invariants of ``night_checks`` hold; the messages name the seed and the
step, so a failing night replays from its seed.
"""

from __future__ import annotations

import random

import pytest

from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.money import money, receipts, satellites
from tdesk.services.players import PlayerFields, import_players
from tdesk.services.seating import hand_for_hand as hfh
from tdesk.services.seating import seating
from tdesk.ui.money.satellite_panel import paid_to
from tests.services.night_checks import check_night

PAID, SEAT, BUY_IN = 47, 500, 55


class Satellite:
    def __init__(self, store: Store, seed: int) -> None:
        self.store, self.seed, self.rng, self.step = store, seed, random.Random(seed), 0
        self.event = create_event(store, f"Satellite {seed}", "poker", settings={
            "starting_stack": 5000, "seats_per_table": 5,
            "final_table_size": 5, "hand_for_hand_from": 2})
        money.set_terms(store, self.event, {"buy_in": BUY_IN, "fee": 5})
        self.ids = import_players(store, self.event, [PlayerFields(name=f"Player {i:02}")
                                                      for i in range(1, PAID + 2)])
        self.handed: dict[int, int] = {}

    def why(self, what: str) -> str:
        return f"satellite night seed {self.seed}, step {self.step} ({what})"

    def check(self, what: str, drawn: bool = True) -> None:
        self.step += 1
        check_night(self.store, self.event, self.why(what), handed=self.handed, drawn=drawn)
        info = satellites.satellite_info(self.store, self.event)
        if info is not None:  # seats + remainder are the pool, whoever is left
            assert (info.pool, info.seats, info.cash) == (PAID * BUY_IN, 5, 85), self.why(
                f"{info}")
            rows = satellites.satellite_results(self.store, self.event)
            assert sum(r.prize for r in rows) <= info.pool, self.why("paid above the pool")
            assert sum(r.seat for r in rows) <= info.seats, self.why("seats above the pool")

    def tables(self) -> dict[int, list[int]]:
        room = seating.room(self.store, self.event)
        return {t.number: [p.entry_id for p in t.players] for t in room.tables if t.players}

    def left(self) -> int:
        return sum(len(v) for v in self.tables().values())

    def balance(self) -> None:
        if seating.room(self.store, self.event).moves:
            seating.apply_all(self.store, self.event)
            self.check("moves applied")


@pytest.mark.parametrize("seed", [7, 55])
def test_a_satellite_night_to_the_seats_with_a_tie_across_the_last_seat(
        store: Store, seed: int) -> None:
    night = Satellite(store, seed)
    rng = night.rng
    night.check("registered", drawn=False)
    money.take_entries(store, night.event, night.ids[:PAID])  # the last one never comes
    night.check("entries paid", drawn=False)
    satellites.set_satellite(store, night.event, SEAT, "Main Event")
    night.check("satellite set", drawn=False)
    seating.draw_seats(store, night.event, seed=seed)
    night.check("seats drawn")
    # normal play until hand-for-hand is offered near the seat bubble
    while not hfh.status(store, night.event).offer:
        tables = night.tables()
        table = rng.choice([t for t in tables if len(tables[t]) > 1])
        room_left = night.left()
        big = rng.choice((2, 3, 4) if room_left > 20 else (1, 1, 2, 3))  # early: wild hands
        many = min(big, len(tables[table]) - 1, room_left - 7)
        out = rng.sample(tables[table], max(1, many))
        stacks = {e: rng.randrange(1, 4) * 1000 for e in out}
        places = seating.bust_players(store, night.event, out, stacks)
        night.check(f"bust {places}")
        night.balance()
    info = hfh.status(store, night.event)
    assert info.places_paid == 5 and info.players_left == 7, night.why(f"offered at {info}")
    hfh.start(store, night.event)
    night.check("hand-for-hand started")
    tied: list[int] = []
    while hfh.status(store, night.event).active:
        hfh.next_hand(store, night.event)
        night.check("hand dealt")
        status = hfh.status(store, night.event)
        tables = night.tables()
        left = night.left()
        busts: dict[int, dict[int, int]] = {t: {} for t in status.playing}
        if left == 7:  # one goes: 6 left for 5 seats, and hand-for-hand plays on (SAT-3)
            t = rng.choice([t for t in status.playing if len(tables[t]) > 1])
            busts[t] = {rng.choice(tables[t]): 2000}
        elif left == 6 and rng.random() < 0.5:  # a hand with no bust at the seat bubble
            pass
        elif left == 6:  # two bust in one hand: a tie across the last seat (HFH-4)
            playing = [t for t in status.playing if tables[t]]
            if len(playing) > 1 and rng.random() < 0.7:  # one at each of two tables: tied
                # whatever their stacks
                a, b = rng.sample(playing, 2)
                tied = [rng.choice(tables[a]), rng.choice(tables[b])]
                busts[a], busts[b] = {tied[0]: 1000}, {tied[1]: 9000}
            else:  # at one table: the same stack at the start of the hand
                a = rng.choice([t for t in playing if len(tables[t]) > 1])
                tied = rng.sample(tables[a], 2)
                busts[a] = {tied[0]: 4000, tied[1]: 4000}
        for t in status.playing:
            done = hfh.hand_done(store, night.event, t, busts[t])
            night.check(f"table {t} hand done {busts[t]} -> {dict(done.places)}")
        night.balance()  # between hands: the moves the hand held back
        if left == 6 and tied:
            assert dict(done.places) == {tied[0]: 5, tied[1]: 5}, night.why("tied for 5th")
            assert done.ended, night.why("the seats are won: hand-for-hand is over")
        else:
            assert hfh.status(store, night.event).active, night.why(
                f"hand-for-hand ended with {night.left()} left for 5 seats")
    # four left, all with a seat; the tied two share the fifth seat and the remainder in cash
    info = satellites.satellite_info(store, night.event)
    assert info is not None and info.over and info.players_left == 4, night.why(f"{info}")
    rows = {r.entry_id: r for r in satellites.satellite_results(store, night.event)}
    winners = sorted(e for e, r in rows.items() if r.seat)
    assert len(winners) == 4 and not set(winners) & set(tied), night.why("the seats")
    shares = sorted(rows[e].cash for e in tied)
    assert sum(shares) == SEAT + 85 and shares[1] - shares[0] <= 1, night.why(f"{shares}")
    assert sum(r.prize for r in rows.values()) == PAID * BUY_IN, night.why("the pool")
    named = paid_to(store, night.event)  # the Payouts page names both tied on 5th and 6th
    assert named is not None and all(
        sorted(named[p]) == sorted(rows[e].name for e in tied) for p in (5, 6)), night.why(
        f"Paid to: {named}")
    printed = satellites.results_csv(store, night.event).decode("utf-8-sig")
    assert sum(1 for line in printed.splitlines() if "Main Event" in line) == 4, night.why(
        printed)
    for entry in tied:  # the cash handed over; the seats go to the Main Event's list
        receipts.hand_over_prize(store, night.event, entry)
        night.handed[entry] = rows[entry].cash
        night.check(f"cash handed over to {rows[entry].name}")
