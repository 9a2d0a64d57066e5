"""A seeded heads-up league season through the services: registrations accepted and declined,
seeds (HU-S1), every round paired (HU-P1/P2) with its bye, availability marked (HU-D1, a mark
with too many 3s refused) and each game's slot (HU-D2), reports of every kind (HU-R2: agreeing,
forfeits, missing, stops the admins decide), the end-of-round check before and at the cut-off
(HU-R3), to the season's winner.

After every round the pairing, the slots and the 13-line ranking (HU-K1) are checked against
the test's own computation from the rules as written (``tests.services.league.test_league_night``'s
``Season``, with this season's lives), and the ranking's CSV against the ranking."""

from __future__ import annotations

import csv
import datetime as dt
import io
from pathlib import Path

from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.league import league
from tdesk.services.players import PlayerFields, import_players
from tests.nights.common import Floor, picture, undo_and_redo_all
from tests.nights.names import names
from tests.services.league.test_league_night import Season

SIZES = {"small": ((6, 10), (2, 3)), "nightly": ((14, 32), (2, 4))}
"""Size -> (registrants from, to), (lives from, to)."""
START = dt.datetime(2026, 12, 7, 9, 0, tzinfo=dt.UTC)

_TABLE = {"00": "--", "01": "01", "0-": "--", "0+": "-+", "0?": "--", "11": "stop",
          "1-": "stop", "1+": "stop", "1?": "10", "--": "--", "-+": "-+", "-?": "--",
          "++": "stop", "+?": "+-", "??": "--"}
"""HU-R2 as RULES.md writes it: (mine, theirs) -> (mine, theirs), read in either order."""


def outcome(a: str, b: str) -> str:
    """HU-R2: the outcome of a game from its two reports, or "stop"."""
    if a + b in _TABLE:
        return _TABLE[a + b]
    mirrored = _TABLE[b + a]
    return mirrored if mirrored == "stop" else mirrored[::-1]


def slot(a: str, b: str, n: int) -> int:
    """HU-D2: the earliest slot both marked 1, else one 1 and one 2, else both 2; a player
    with no marks counts as all 2."""
    a, b = a or "2" * n, b or "2" * n
    for wanted in ({"11"}, {"12", "21"}, {"22"}):
        for i in range(n):
            if a[i] + b[i] in wanted:
                return i
    raise AssertionError(f"no slot for {a} and {b} (HU-D1 guarantees one)")


class LeagueSeason(Season):
    """The test's book of the season, with this season's lives."""

    def __init__(self, seeds: dict[int, int], lives: int) -> None:
        super().__init__(seeds)
        self.start_lives = lives

    def lives(self, p: int) -> int:
        return self.start_lives - sum(r in "0-" for _, r, _ in self.mine(p))


class LeagueNight:
    def __init__(self, store: Store, seed: int, size: str, folder: Path) -> None:
        self.floor = Floor(store, "league", seed, size)
        self.store, self.rng = store, self.floor.rng
        (lo, hi), (l_lo, l_hi) = SIZES[size]
        self.players = self.rng.randint(lo, hi)
        self.lives = self.rng.randint(l_lo, l_hi)
        self.event = 0
        self.whole_undo = True  # False: a circuit night undoes it with the others

    def play(self) -> None:
        f, rng = self.floor, self.rng
        start = picture(self.store)
        self.event = create_event(self.store, f"League night {f.seed}", "league",
                                  settings={"lives": self.lives})
        pool = names(rng, self.players)
        ratings = [1200 + rng.randrange(0, 600, 50) for _ in pool]  # ties now and then
        ids = import_players(self.store, self.event, [
            PlayerFields(name=n, rating=r) for n, r in zip(pool, ratings, strict=True)])
        declined = rng.sample(ids, rng.randint(0, 2))
        accepted = [i for i in ids if i not in declined]
        league.set_registration(self.store, self.event, accepted, league.ACCEPTED)
        if declined:
            league.set_registration(self.store, self.event, declined, league.DECLINED)
        f.refused("a round before the season starts", league.pair_next_round, self.store,
                  self.event, now=START)
        league.start_season(self.store, self.event)
        f.did("start season")
        rating = dict(zip(ids, ratings, strict=True))
        by_seed = sorted(accepted, key=lambda e: (rating[e], -ids.index(e)))  # HU-S1
        seeds = {r.entry_id: r.seed for r in league.registrations(self.store, self.event)
                 if r.seed is not None}
        assert seeds == {e: i for i, e in enumerate(by_seed, start=1)}, f.why("HU-S1 seeds")
        book = self.book = LeagueSeason({e: int(s) for e, s in seeds.items()}, self.lives)
        now = START
        for _ in range(4 * len(accepted) * self.lives):
            if sum(book.lives(p) > 0 for p in seeds) <= 1:
                break
            now = self.play_round(book, now)
        else:
            raise AssertionError(f.why("the season does not end"))
        f.refused("a round after the season's winner", league.pair_next_round, self.store,
                  self.event, now=now)
        if self.whole_undo:
            undo_and_redo_all(f, start)

    def play_round(self, book: LeagueSeason, now: dt.datetime) -> dt.datetime:
        f, rng = self.floor, self.rng
        round_id = league.pair_next_round(self.store, self.event, now=now)
        f.did("pair round")
        view = league.round_view(self.store, round_id)
        pairs, bye = book.pairing()
        assert view.bye_entry_id == bye, f.why(f"round {view.number}: the bye (HU-P1)")
        assert sorted((g.a_entry_id, g.b_entry_id) for g in view.games) == sorted(pairs), \
            f.why(f"round {view.number}: the pairs (HU-P2)")
        f.refused("the next round while this one is open", league.pair_next_round, self.store,
                  self.event, now=now)
        n = len(view.slots)
        marks: dict[int, str] = {}
        for g in view.games:
            for p in (g.a_entry_id, g.b_entry_id):
                if rng.random() < 0.5:
                    three = rng.randrange((n + 1) // 2)  # fewer than half (HU-D1)
                    mark = ["3"] * three + [rng.choice("12") for _ in range(n - three)]
                    rng.shuffle(mark)
                    league.set_availability(self.store, round_id, p, "".join(mark))
                    marks[p] = "".join(mark)
                    f.did("availability")
        if view.games and n > 1:
            f.refused("too many impossible slots", league.set_availability, self.store,
                      round_id, view.games[0].a_entry_id, "3" * n)
        view = league.round_view(self.store, round_id)
        for g in view.games:
            assert g.slot == slot(marks.get(g.a_entry_id, ""), marks.get(g.b_entry_id, ""), n), \
                f.why(f"round {view.number} game {g.number}: slot {g.slot} (HU-D2)")
        if view.games:
            f.refused("a report that is not one", league.set_report, self.store,
                      view.games[0].id, view.games[0].a_entry_id, "won")
        results: dict[int, str] = {}
        for g in view.games:
            a, b = rng.choice("10-+?"), rng.choice("10-+?")
            if rng.random() < 0.6:  # most games: the two agree on who won
                a, b = rng.choice([("1", "0"), ("0", "1"), ("1", "?"), ("?", "0")])
            for who, value in ((g.a_entry_id, a), (g.b_entry_id, b)):
                if value != "?":
                    league.set_report(self.store, g.id, who, value)
                    f.did("report")
            results[g.id] = outcome(a, b)
        stops = [g for g in view.games if results[g.id] == "stop"]
        if stops:
            check = league.end_of_round_check(self.store, round_id, now=view.cutoff_at)
            assert not check.closed and check.stops == len(stops), f.why("closed with a stop")
            for g in stops:
                ruled = rng.choice(["10", "01", "--", "+-", "-+"])
                league.decide(self.store, g.id, ruled, "Nelly", "the screenshot")
                results[g.id] = ruled
                f.did("stop decided")
        view = league.round_view(self.store, round_id)
        if not view.closed:
            assert view.cutoff_at is not None
            early = league.end_of_round_check(self.store, round_id,
                                              now=view.cutoff_at - dt.timedelta(minutes=1))
            assert not early.closed, f.why("a round with reports missing closed early")
            assert league.end_of_round_check(self.store, round_id, now=view.cutoff_at).closed, \
                f.why("the round does not close at its cut-off")
            f.did("closed at the cut-off")
        for g in view.games:
            book.games.append((g.a_entry_id, g.b_entry_id, *results[g.id]))
        self.check_ranking(book, view.number)
        return view.cutoff_at or now

    def check_ranking(self, book: LeagueSeason, number: int) -> None:
        f = self.floor
        table = league.ranking(self.store, self.event)
        assert [r.entry_id for r in table.rows] == book.ranking(), f.why(
            f"round {number}: the ranking (HU-K1)")
        for place, row in enumerate(table.rows, start=1):
            assert row.place == place, f.why(f"round {number}: {row.name}'s place")
            assert row.values == book.values(row.entry_id), f.why(
                f"round {number}: {row.name}'s HU-K1 values")
        sheet = list(csv.reader(io.StringIO(league.ranking_csv(self.store, self.event))))
        named = [r for r in sheet[1:] if r]
        assert [r[1] for r in named] == [r.name for r in table.rows], f.why("the CSV's order")
        f.did("ranking")


def play_league(store: Store, seed: int, size: str, folder: Path) -> LeagueNight:
    night = LeagueNight(store, seed, size, folder)
    night.play()
    return night
