"""The Swiss and league services at size (issue 27): what a floor action costs through the
service (store, audit row, undo record) beside the rule's own share of it.

Run by hand or in CI (no time asserts)::

    python bench/service_at_size.py                         # Swiss 1,024 / 4,096 / 10,000, league 2,000
    python bench/service_at_size.py --swiss 1024 --league 500   # a quick look

Swiss: an event of N players (written in bulk: setup only) paired round after round through
`swiss.pair_next_round` (the lot, the standings for the bye, the rule, the tables written and
recorded for undo, the round read back), the results filled in bulk between rounds; beside it
the rule's share of the same call (what of `tdesk.rules` it calls: `swiss.draw_lots`,
`standings`, `pair_round`, `table_plan.number_tables`, timed inside it), and the store's own
parts (the matches and entries read, the lots and the tables written with their undo record,
the round read back, and the rest: the action's record, its audit row, the commit), and the
storage floor (`_storage_floor`: the same reads, writes and commit by raw sqlite3, which
bound how low the ratio can go on SQLite, with and without the reads); then a result entry
(`swiss.record_result`, median of 7). League: a 2,000-player season
of 10 ended rounds (10,000 games) and an open 11th: the ranking (`league.ranking`), the season
tab's read (`league.season`) and a player's report (`league.set_report`), median of 5.
Each figure is wall and CPU (the machine is shared: CPU says what the code costs).

Targets (issue 27): the Swiss service within 1.5x of the rule; a Swiss result entry and a
league report under 20 ms at any size; the league ranking at 2,000 players under 150 ms.
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlalchemy import insert, select, update

from tdesk.models.league import LeagueGame, LeagueRound
from tdesk.models.store import Store, _sqlite_pragmas
from tdesk.models.swiss import SwissMatch
from tdesk.models.tables import Entry, Player, utcnow
from tdesk.rules import league as league_rules
from tdesk.rules.seating import table_plan
from tdesk.services.events import create_event
from tdesk.services.league import league
from tdesk.services.swiss import swiss as swiss_service

SWISS_RESULTS = ("2-0", "2-1", "0-2", "1-2", "2-0", "0-2", "1-1", "1-0")


def _clocks() -> tuple[float, float]:
    return time.perf_counter(), time.process_time()


def _since(start: tuple[float, float]) -> tuple[float, float]:
    return time.perf_counter() - start[0], time.process_time() - start[1]


def _median(fn: Callable[[], Any], repeat: int) -> tuple[float, float]:
    walls, cpus = [], []
    for _ in range(repeat):
        start = _clocks()
        fn()
        wall, cpu = _since(start)
        walls.append(wall)
        cpus.append(cpu)
    return statistics.median(walls) * 1000, statistics.median(cpus) * 1000


def _players(store: Store, event_id: int, n: int, **entry: Any) -> list[int]:
    """``n`` players registered in the event, written in bulk (setup only); their entry ids."""
    now = utcnow()
    with store.engine.begin() as con:
        first = con.execute(select(Player.id).order_by(Player.id.desc()).limit(1)).scalar() or 0
        top = con.execute(select(Entry.id).order_by(Entry.id.desc()).limit(1)).scalar() or 0
        con.execute(insert(Player), [{"id": first + i + 1, "name": f"Player {first + i}",
                                      "rating": 1500, "country": "", "site_games": 0,
                                      "contact": "", "notes": "", "created_at": now}
                                     for i in range(n)])
        con.execute(insert(Entry), [{"id": top + i + 1, "event_id": event_id,
                                     "player_id": first + i + 1, "status": "active",
                                     "state": {}, "registered_at": now,
                                     **{k: v(i) for k, v in entry.items()}} for i in range(n)])
    return [top + i + 1 for i in range(n)]


# -- Swiss ---------------------------------------------------------------------------------------
def _fill_results(store: Store, event_id: int, number: int, rng: random.Random) -> None:
    with store.engine.begin() as con:
        ids = con.execute(select(SwissMatch.id).where(
            SwissMatch.event_id == event_id, SwissMatch.round == number,
            SwissMatch.b_entry_id.is_not(None))).scalars().all()  # type: ignore[union-attr]
        for match_id in ids:
            code = rng.choice(SWISS_RESULTS)
            con.execute(update(SwissMatch).where(SwissMatch.id == match_id)
                        .values(result=code, a_wins=int(code[0]), b_wins=int(code[2])))


def _storage_floor(path: Path, event_id: int, number: int) -> tuple[float, float]:
    """CPU ms the store itself needs for what pairing round ``number`` must read and write,
    by raw sqlite3 with no layer above it and the store's own settings: the event's matches
    and entries with their players' names read, the round's tables written again (under
    another round number) and committed, as every floor action is (then taken out again,
    not timed). No audit row or undo record: a floor no service on SQLite goes below. The
    result is (reads, writes) in ms: the reads are what a cache kept between actions could
    at best save; writing and committing the round no design avoids."""
    con = sqlite3.connect(path)
    _sqlite_pragmas(con, None)  # as the store connects: WAL, synchronous FULL, foreign keys
    try:
        con.execute("BEGIN")
        start = time.process_time()
        con.execute("SELECT round, table_no, a_entry_id, b_entry_id, a_wins, b_wins, draws, "
                    "organiser_bye, double_loss, result FROM swiss_match WHERE event_id = ? "
                    "ORDER BY round, table_no", (event_id,)).fetchall()
        con.execute("SELECT entry.id, entry.status, entry.state, player.name FROM entry JOIN "
                    "player ON player.id = entry.player_id WHERE entry.event_id = ? "
                    "ORDER BY entry.id", (event_id,)).fetchall()
        spent = time.process_time() - start
        con.execute("COMMIT")
        tables = con.execute("SELECT event_id, table_no, a_entry_id, b_entry_id, organiser_bye, "
                             "result, a_wins, notes, corrections FROM swiss_match WHERE "
                             "event_id = ? AND round = ?", (event_id, number)).fetchall()
        start = time.process_time()
        con.execute("BEGIN IMMEDIATE")  # the reads' snapshot ended: a floor action's lock
        con.executemany("INSERT INTO swiss_match (event_id, round, table_no, a_entry_id, "
                        "b_entry_id, organiser_bye, result, a_wins, b_wins, draws, double_loss, "
                        "overridden, notes, corrections) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 0, "
                        "0, 0, ?, ?)", [(t[0], number + 1000, *t[1:]) for t in tables])
        con.execute("COMMIT")
        written = time.process_time() - start
        con.execute("DELETE FROM swiss_match WHERE event_id = ? AND round = ?",
                    (event_id, number + 1000))
    finally:
        con.close()
    return spent * 1000, written * 1000


# the service's own parts inside `pair_next_round` (names of `swiss_pairing`), by what they do
SWISS_PARTS = {"_played": "read matches", "_entries_named": "read entries",
               "_draw_lots": "write lots", "_write_tables": "write tables",
               "_round_info": "round back"}


def bench_swiss(n: int, rounds: int) -> None:
    import tdesk.services.penalties.penalties  # noqa: F401  (loaded by the desk already; once a session)
    import tdesk.services.swiss.pairing as pairing

    spent: list[tuple[float, float]] = []
    parts: dict[str, float] = {}

    def timed(fn: Callable[..., Any], part: str | None = None) -> Callable[..., Any]:
        def run(*args: Any, **kwargs: Any) -> Any:
            start, ruled = _clocks(), len(spent)
            try:
                return fn(*args, **kwargs)
            finally:
                took = _since(start)
                if part is None:
                    spent.append(took)
                else:  # less the rule's own calls inside the part (the table plan's)
                    inner = sum(s[1] for s in spent[ruled:])
                    parts[part] = parts.get(part, 0.0) + took[1] - inner
        return run

    # the rule: everything of `tdesk.rules` the pairing calls (the lot, the standings for the
    # bye, the pairing, the table numbers: CG-T7, CG-T1..T8, CG-P1/P2, CG-T9..T12)
    kept_rules = [(module, name, getattr(module, name)) for module, name in (
        (pairing.rules, "draw_lots"), (pairing.rules, "standings"),
        (pairing.rules, "pair_round"), (table_plan, "number_tables"))]
    for module, name, fn in kept_rules:
        setattr(module, name, timed(fn))
    kept_parts = {name: getattr(pairing, name) for name in SWISS_PARTS}
    for name, part in SWISS_PARTS.items():
        setattr(pairing, name, timed(kept_parts[name], part))
    rng = random.Random(n)
    try:
        with tempfile.TemporaryDirectory() as tmp:
            store = Store(f"sqlite:///{Path(tmp) / 'swiss.db'}", staff="Bench")
            event_id = create_event(store, f"Swiss {n}", "swiss", settings={"rounds": 9})
            _players(store, event_id, n)
            for number in range(1, rounds + 1):
                spent.clear()
                parts.clear()
                start = _clocks()
                swiss_service.pair_next_round(store, event_id, seed=number)
                wall, cpu = _since(start)
                rule_wall, rule_cpu = sum(s[0] for s in spent), sum(s[1] for s in spent)
                print(f"swiss {n:>6} players, round {number}: service {wall * 1000:6.0f} ms "
                      f"(CPU {cpu * 1000:5.0f}), the rule inside it {rule_wall * 1000:5.0f} ms "
                      f"(CPU {rule_cpu * 1000:5.0f}): service/rule CPU "
                      f"{cpu / max(rule_cpu, 1e-9):.1f}x", flush=True)
                rest = cpu - rule_cpu - sum(parts.values())
                print("      the store's CPU: " + ", ".join(
                    f"{part} {parts.get(part, 0.0) * 1000:.0f}" for part in SWISS_PARTS.values())
                    + f", the rest (action, audit row, commit) {rest * 1000:.0f} ms", flush=True)
                reads, writes = _storage_floor(Path(tmp) / "swiss.db", event_id, number)
                rule_ms = max(rule_cpu * 1000, 1e-6)
                print(f"      the storage floor (raw sqlite3, no audit, no undo): reads {reads:.0f}"
                      f" ms, the tables written and committed {writes:.0f} ms: service/rule can"
                      f" go no lower than {(rule_ms + reads + writes) / rule_ms:.2f}x, nor below"
                      f" {(rule_ms + writes) / rule_ms:.2f}x with every read cached", flush=True)
                if number < rounds:
                    _fill_results(store, event_id, number, rng)
            info = swiss_service.get_round(store, event_id)
            assert info is not None
            tables = iter([t.table for t in info.tables if t.b_id is not None])
            wall, cpu = _median(lambda: swiss_service.record_result(
                store, event_id, rounds, next(tables), "2-1"), 7)
            print(f"swiss {n:>6} players: a result entry {wall:.1f} ms (CPU {cpu:.1f} ms, "
                  "median of 7)", flush=True)
            store.close()
    finally:
        for module, name, fn in kept_rules:
            setattr(module, name, fn)
        for name, fn in kept_parts.items():
            setattr(pairing, name, fn)


# -- league --------------------------------------------------------------------------------------
def bench_league(players: int, rounds: int = 10, lives: int = 10) -> None:
    rng = random.Random(7)
    seeds = {f"P{i:05d}": i + 1 for i in range(players)}
    games: list[league_rules.Game] = []
    for number in range(1, rounds + 2):  # the last one stays open
        pairs, _bye = league_rules.pair_round(seeds, games, lives=lives)
        for a, b in pairs:
            outcome = rng.choices(league_rules.FINAL_OUTCOMES, (40, 40, 8, 8, 4))[0]
            games.append(league_rules.Game(number, a, b, *outcome))
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(f"sqlite:///{Path(tmp) / 'league.db'}", staff="Bench")
        event_id = create_event(store, f"League {players}", "league", settings={"lives": lives})
        entries = _players(store, event_id, players, seed=lambda i: i + 1,
                           state=lambda i: {"league": "accepted"})
        ids = {f"P{i:05d}": entries[i] for i in range(players)}
        with store.engine.begin() as con:
            for number in range(1, rounds + 2):
                ended = number <= rounds
                round_id = con.execute(insert(LeagueRound).values(
                    event_id=event_id, number=number, template="A", slots=[], closed=ended,
                    closed_by="complete" if ended else "", created_at=utcnow())
                    .returning(LeagueRound.id)).scalar()
                con.execute(insert(LeagueGame), [
                    {"event_id": event_id, "round_id": round_id, "number": k + 1,
                     "a_entry_id": ids[g.a], "b_entry_id": ids[g.b], "slot": None,
                     "a_report": g.a_result if ended else "?",
                     "b_report": g.b_result if ended else "?", "decision": "",
                     "decided_by": "", "a_result": g.a_result if ended else "",
                     "b_result": g.b_result if ended else ""}
                    for k, g in enumerate(g for g in games if g.round == number)])
        played = sum(1 for g in games if g.round <= rounds)
        wall, cpu = _median(lambda: league.ranking(store, event_id), 5)
        print(f"league {players} players, {played} games: ranking {wall:.0f} ms "
              f"(CPU {cpu:.0f} ms)", flush=True)
        wall, cpu = _median(lambda: league.season(store, event_id), 5)
        print(f"league {players} players: the season tab's read {wall:.0f} ms "
              f"(CPU {cpu:.0f} ms)", flush=True)
        open_games = iter(league.round_view(store, round_id).games)

        def report() -> None:
            game = next(open_games)
            league.set_report(store, game.id, game.a_entry_id, "1")

        wall, cpu = _median(report, 5)
        print(f"league {players} players: a report {wall:.1f} ms (CPU {cpu:.1f} ms)", flush=True)
        store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--swiss", type=int, nargs="*", default=[1024, 4096, 10000])
    parser.add_argument("--rounds", type=int, default=2, help="Swiss rounds paired (default 2)")
    parser.add_argument("--league", type=int, nargs="*", default=[2000])
    args = parser.parse_args()
    load = Path("/proc/loadavg")
    print("load:", " ".join(load.read_text().split()[:3]) if load.exists() else "n/a")
    for n in args.league:
        bench_league(n)
    for n in args.swiss:
        bench_swiss(n, args.rounds)


if __name__ == "__main__":
    main()
