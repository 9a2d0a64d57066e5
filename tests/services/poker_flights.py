"""A seeded flights night for the poker night player (issue 37): two or three flights of one
event (Day 1A, 1B, 1C), each with its own registration, no-shows, walk-ins, re-entries and
busts, played down to its stop (FLT-1) and bagged (FLT-2); then Day 2 built from the bags
(FLT-3/FLT-4), its seats drawn (FLT-5) and played on to the winner with hand-for-hand at the
bubble, a deal now and then and the prizes handed over at the bust (FLT-6: the flights' pool).

The people: a later flight has a person of an earlier one coming back (one who bagged, so
they may bag twice, and one who busted), and a namesake: a different person of the same name
(sometimes spelt without its accents or case). Which bag the double bagger takes is the
parent's rule (docs/rules.md FLT-3: best stack, first bag or latest bag; one-bag refuses the
second bag and is left to ``test_flights``): the player works it out on its own and compares.

Places: each flight's busts are placed in the flight's own field (the bottom places of its
entries, the bagged players holding none), Day 2's in the Day 2 field (1 to the players who
advanced); the whole event's entries and pool are the flights' sums (FLT-6).

After every action, on top of ``night_checks`` for the event played: money conserved across
the flights (what every flight took = the whole event's prize pool + the fees), the whole
event's entries the same in the parent's Clock tab, Money tab, projector, phone page and
``tdesk flights status``; once Day 2 is built, its chips in play are the advancing bags (not
the starting stacks) and its field the people who bagged, each once.
"""

from __future__ import annotations

import contextlib
import io
import random
from collections import Counter

import pytest
from sqlmodel import col, select

from tdesk.cli.flights import _status as cli_flight_status
from tdesk.errors import ConflictError, InputError
from tdesk.locale_format import number
from tdesk.models.money import Payment
from tdesk.models.store import Store
from tdesk.models.tables import Entry
from tdesk.names import fold
from tdesk.services.events import create_event
from tdesk.services.money import money
from tdesk.services.players import PlayerFields, import_players, list_entries
from tdesk.services.seating import flights
from tdesk.services.seating import hand_for_hand as hfh
from tdesk.services.seating.flights_bags import flight_label
from tdesk.services.seating.walk_in import walk_in
from tests.services.night_checks import check_counts, check_night, store_rows
from tests.services.poker_night import NAMES
from tests.services.poker_player import KINDS, STACK, Player, _newest_audit

RULES = ("best-stack", "best-stack", "first-bag", "last-bag")
"""FLT-3's rules a seed draws from (one-bag refuses a second bag: the night would stop)."""


def kept_bag(bags: list[tuple[int, int]], rule: str) -> int:
    """The chips a person's bags ``(flight, chips)`` take to Day 2 under ``rule``, worked out
    here from docs/rules.md FLT-3, apart from the code (equal best bags: the earlier)."""
    if rule == "first-bag":
        return min(bags)[1]
    if rule == "last-bag":
        return max(bags)[1]
    return min(bags, key=lambda b: (-b[1], b[0]))[1]


class FlightNight(Player):
    """Two or three flights into a Day 2, every choice drawn from ``seed``."""

    def __init__(self, store: Store, seed: int, players: int) -> None:
        self.store, self.seed, self.rng, self.step = store, seed, random.Random(seed), 0
        self.rng.choice(KINDS)  # the format's draw, as every night makes it
        self.size, self.kind = players, "flights"
        self.start_audit = _newest_audit(store)
        self.start_rows = store_rows(store)
        rng = self.rng
        self.count = rng.choice((2, 2, 3))
        self.rule = rng.choice(RULES)
        stop: dict[str, int] = {"flight_stop_players": rng.choice((3, 4))} \
            if rng.random() < 0.6 else {"flight_stop_percent": rng.choice((30, 40))}
        settings = {"starting_stack": STACK, "seats_per_table": rng.choice((6, 8, 9)),
                    "hand_for_hand_from": 1, "flight_advance": self.rule,
                    "day2_draw": rng.choice(("random", "by-stack")), **stop}
        self.title = f"flights ({self.count} flights of {players}+ players, {self.rule}, " \
                     f"{stop})"
        self.parent = create_event(store, f"Main {seed}", "poker", settings=settings)
        money.set_terms(store, self.parent, {"buy_in": 100, "fee": 20, "bounty": 0,
                                             "reentry_limit": 2})
        money.set_payout(store, self.parent, money.parse_percents("36 24 17 13 10"))
        self.event = self.parent
        self.flights: list[int] = []
        self.bagged: dict[int, dict[int, int]] = {}
        """Flight number -> person -> the chips bagged, as the floor counted them."""
        self.played: dict[int, str] = {}
        """Every person who played a flight -> their name."""
        self.kept: dict[int, int] = {}
        """Once Day 2 is built: person -> the bag they advanced with (FLT-3, worked out here)."""
        self.built = False
        self.seen: Counter[str] = Counter()
        self.envelopes: Counter[int] = Counter()
        self.typed = self.phase_busts = self.paid_places = self.walk_ins = self.hands = 0
        self.ids: dict[str, int] = {}
        self.no_shows: list[str] = []
        self.fresh()

    def fresh(self) -> None:
        """What the floor knows of the event now played, empty: a new flight or Day 2."""
        self.stacks: dict[int, int] = {}
        self.handed: dict[int, int] = {}
        self.knocked: dict[int, set[int]] = {}
        self.cash_for: set[int] = set()
        self.drawn = False

    # -- the checks -----------------------------------------------------------------------

    def check(self, what: str) -> None:
        """The event played (a flight: its own figures), then the whole event's."""
        self.step += 1
        self.seen[what.split(" ")[0]] += 1
        why = self.why(what)
        if self.event != self.parent:
            summary = check_night(self.store, self.event, why, handed={}, drawn=self.drawn)
            self.paid_places = summary.places_paid
            if self.drawn and self.stacks:
                assert sum(self.stacks.values()) == summary.chips_in_play, why
        self.check_whole(why)

    def check_whole(self, why: str) -> None:
        """Money conserved across the flights; the whole event's entries and pool one figure
        wherever they are read; Day 2's chips the advancing bags, its field who bagged."""
        s = self.store
        with s.read() as session:
            pays = list(session.exec(select(Payment).where(
                col(Payment.event_id).in_(self.flights or [0]))))
            taken = sum(p.prize_part + p.fee + p.bounty for p in pays)
            fees = sum(p.fee for p in pays)
            sold = sum(1 for p in pays if p.kind in ("entry", "reentry"))
            for event in self.flights:  # a flight taking no money yet: everyone registered
                if not any(p.event_id == event and p.kind == "entry" for p in pays):
                    sold += len(session.exec(select(Entry.id).where(
                        Entry.event_id == event)).all())
        if self.built:
            chips = sum(self.kept.values())
            summary = check_night(s, self.parent, why, handed=self.handed, drawn=self.drawn,
                                  chips=chips, entries_sold=sold)
        else:  # no Day 2 players yet: the parent's counts are the flights'
            summary = check_counts(s, self.parent, why, chips=0, entries_sold=sold)
        assert taken == summary.pool.total + fees, \
            f"{why}: the flights took {taken}, the pool is {summary.pool.total} + fees {fees}"
        if not self.built:
            return
        rows = list_entries(s, self.parent)
        assert sorted(r.player_id for r in rows) == sorted(self.kept), \
            f"{why}: Day 2 field {sorted(r.player_id for r in rows)} != bagged {self.kept}"
        if self.drawn and self.stacks:
            assert sum(self.stacks.values()) == summary.chips_in_play == chips, why

    def check_flights(self, why: str) -> None:
        """Every flight played so far, each on its own: its places the bottom of its field
        with the bagged players holding none, its bags its chips in play (FLT-2); the whole
        event's entries and pool as the Flights page and ``tdesk flights status`` give them
        (read here, not after every action: each reads every flight's money again)."""
        s = self.store
        whole = flights.whole_event(s, self.parent)
        summary = money.money_summary(s, self.parent)
        assert (whole.totals.entries, whole.totals.pool) == (
            summary.entries, summary.pool.total), f"{why}: {whole.totals} != {summary}"
        assert whole.prizes == tuple(summary.prizes), f"{why}: {whole.prizes}"
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            cli_flight_status(s, self.parent)
        assert f"Whole event: {number(summary.entries)} entries · prize pool " \
            f"{number(summary.pool.total)} · {number(len(summary.prizes))} places paid" \
            in out.getvalue(), f"{why}: tdesk flights status:\n{out.getvalue()}"
        for number_, event in enumerate(self.flights, start=1):
            summary = check_night(self.store, event, f"{why} (Day {flight_label(number_)})",
                                  handed={})
            bags = self.bagged.get(number_)
            if bags is None:
                continue
            left = [r for r in list_entries(self.store, event) if r.status == "active"
                    and r.place is None and r.player_id in bags]
            assert summary.players_left == len(bags) == len(left), f"{why}: bags {bags}"
            assert summary.chips_in_play == sum(bags.values()), f"{why}: bagged {bags}"
            assert sum(b.chips for b in flights.bags(self.store, event)) == sum(bags.values())

    # -- the night ------------------------------------------------------------------------

    def play(self, undo: bool = True) -> None:
        for n in range(1, self.count + 1):
            self.flight(n)
        self.build()
        self.play_down()
        self.finish()
        self.check_flights(self.why("the end of the night"))
        if undo:
            self.undo_redo()

    def walk_ins_open(self) -> bool:
        """Late entry is the flights': Day 2 takes none."""
        return not self.built and super().walk_ins_open()

    def flight(self, n: int) -> None:
        """One flight: registration (returning people and a namesake in a later one), the
        floor's night until the stop, the bags."""
        rng, label = self.rng, flight_label(n)
        self.event = flights.create_flight(self.store, self.parent,
                                           f"Main {self.seed} Day {label}")
        self.flights.append(self.event)
        self.fresh()
        self.hands = 0
        rows: list[tuple[str, int | None]] = []
        if n > 1:
            bagged = sorted({p for bags in self.bagged.values() for p in bags})
            out = sorted(set(self.played) - set(bagged))
            again = rng.sample(bagged, min(2, len(bagged)))  # again, for a better bag
            if out and rng.random() < 0.6:  # busted in an earlier flight, in again
                again.append(rng.choice(out))
            taken: set[str] = set()
            for who in again:  # one of a name a flight (two namesakes bagged: one comes)
                if fold(self.played[who]) not in taken:
                    taken.add(fold(self.played[who]))
                    rows.append((self.played[who], who))
                    self.seen["returning bagged" if who in bagged else "returning busted"] += 1
            others = sorted({fold(self.played[p]): self.played[p] for p in bagged
                             if fold(self.played[p]) not in taken}.values())
            for name in rng.sample(others, min(2, len(others))):  # somebody else, that name
                rows.append((name if rng.random() < 0.7 else name.lower(), None))
                self.seen["namesake"] += 1
        size = self.size + rng.randrange(0, 5)
        first = [nm for nm in NAMES if nm not in self.played.values()]
        names = [f"{nm} {self.seed % 97:02}{label}" for nm in first[:3]] + [
            f"Player {self.seed % 97:02}-{label}{i:02}" for i in range(size + 2)]
        rows += [(nm, None) for nm in names[:size + 2 - len(rows)]]
        ids = import_players(self.store, self.event, [PlayerFields(name=nm) for nm, _ in rows],
                             persons=[p for _, p in rows])
        self.ids = dict(zip([nm for nm, _ in rows], ids, strict=True))
        new = [nm for nm, p in rows if p is None]
        self.no_shows = rng.sample(new[-size:], 2)
        self.open()
        while not self.stopped():
            self.hfh = hfh.status(self.store, self.event)
            self.floor_between_hands()
            self.hand()
        self.seen["flight stopped"] += 1
        for r in list_entries(self.store, self.event):
            self.played.setdefault(r.player_id, r.name)
        self.bag(n)

    def stopped(self) -> bool:
        """FLT-1 as the desk's Flights page says it, read once the field is near its stop
        (the stop is at most 40% of the entries or 4 players)."""
        if self.left() > max(4, (self.size + 12) * 2 // 5):
            return False
        status = flights.flight_status(self.store, self.event)
        assert status.players_left == self.left(), self.why(f"flight status {status}")
        return status.stopped

    def bag(self, n: int) -> None:
        """The survivors bag what the floor counted; a bag sheet missing a player refused."""
        counts = dict(self.stacks)
        if len(counts) > 1 and n == 1:
            short = dict(list(counts.items())[1:])
            with pytest.raises(InputError) as info:
                flights.bag_survivors(self.store, self.event, short)
            self.refused(info.value, "a bag sheet with a player missing")
        total = flights.bag_survivors(self.store, self.event, counts)
        assert total == sum(counts.values()), self.why(f"bagged {total}")
        person = {r.entry_id: r.player_id for r in list_entries(self.store, self.event)}
        self.bagged[n] = {person[e]: c for e, c in counts.items()}
        self.check(f"bagged Day {flight_label(n)}: {counts}")
        self.check_flights(self.why(f"after the bags of Day {flight_label(n)}"))

    def build(self) -> None:
        """Day 2: the double bags worked out here against the desk's list, built only once the
        floor agreed to it, then drawn; the floor's stacks are the bags."""
        by_person: dict[int, list[tuple[int, int]]] = {}
        for n, bags in sorted(self.bagged.items()):
            for p, chips in bags.items():
                by_person.setdefault(p, []).append((n, chips))
        kept = {p: kept_bag(b, self.rule) for p, b in by_person.items()}
        review = flights.day2_review(self.store, self.parent)
        doubles = {p for p, b in by_person.items() if len(b) > 1}
        assert {d.person_id for d in review.doubles} == doubles, self.why(f"{review}")
        assert {d.person_id: d.kept.chips for d in review.doubles} == {
            p: kept[p] for p in doubles}, self.why(f"the kept bags {review.doubles}")
        forfeited = sum(c for b in by_person.values() for _n, c in b) - sum(kept.values())
        assert review.forfeited_chips == forfeited, self.why(f"forfeited {review}")
        self.seen["double bag"] += len(doubles)
        self.seen["likely duplicate"] += len(review.duplicates)
        self.event = self.parent
        self.fresh()
        if review.asks:
            with pytest.raises(ConflictError) as info:
                flights.build_day2(self.store, self.parent)
            self.refused(info.value, "Day 2 built before the floor agreed to the list")
        field = flights.build_day2(self.store, self.parent, agreed=review)
        self.built, self.kept = True, kept
        assert (field.players, field.chips, field.forfeited_chips) == (
            len(kept), sum(kept.values()), forfeited), self.why(f"Day 2 {field}")
        rows = list_entries(self.store, self.parent)
        assert sorted((r.player_id, r.chips) for r in rows) == sorted(kept.items()), \
            self.why("Day 2's stacks are not the bags")
        self.check(f"Day 2 built: {len(kept)} players, {sum(kept.values())} chips")
        self.check_flights(self.why("Day 2 built"))
        flights.draw_day2(self.store, self.parent, seed=self.seed)
        self.drawn = True
        self.stacks = {r.entry_id: r.chips or 0 for r in rows}
        self.ids = {}
        self.check("Day 2 drawn")
        late = f"Late {self.seed % 97:02}"  # Day 2 takes no entry: the flights did (FLT-6)
        try:
            walk_in(self.store, self.parent, name=late, seed=self.seed)
        except ConflictError as exc:
            self.refused(exc, "a walk-in at Day 2")
        else:
            raise AssertionError(self.why("Day 2 took a walk-in's entry"))
