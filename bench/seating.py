"""Seating benchmarks (issue 4): draw, one plan, a whole bust-down, seat cards to PDF.

Run by hand: ``python bench/seating.py [--players 10000] [--cards 1000]``. Prints figures, asserts
nothing about time; docs/benchmarks.md records them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from tdesk.rules.seating import RoomPlan, TableState, draw_seats, plan_room


def room_from_draw(draw: dict[str, tuple[int, int]], tables: int, seats: int,
                   rng: random.Random) -> dict[int, TableState]:
    occ: dict[int, dict[int, str]] = {n: {} for n in range(1, tables + 1)}
    for p, (t, s) in draw.items():
        occ[t][s] = p
    return {n: TableState(n, seats, o, rng.choice(sorted(o)) if o else None)
            for n, o in occ.items()}


def apply(room: dict[int, TableState], result: RoomPlan) -> None:
    """Apply a plan in place: moves in order, broken tables closed, unknown buttons set."""
    occ: dict[int, dict[int, str]] = {}
    seats: dict[int, int] = {}
    for m in result.moves:
        for n in (m.from_table, m.to_table):
            if n not in occ:
                occ[n] = dict(room[n].occupied)
                seats[n] = room[n].seats
        del occ[m.from_table][m.from_seat]
        occ[m.to_table][m.to_seat] = m.player
        seats[m.to_table] = max(seats[m.to_table], m.to_seat)
    for n, o in occ.items():
        t = room[n]
        room[n] = TableState(n, seats[n], o, t.button)
    for n in result.broken:
        del room[n]
    for n in result.needs_button:
        t = room[n]
        room[n] = TableState(n, t.seats, t.occupied, min(t.occupied))


def bust(room: dict[int, TableState], rng: random.Random) -> None:
    """Bust one random player (tables weighted by their players)."""
    tables = list(room.values())
    total = sum(t.count for t in tables)
    k = rng.randrange(total)
    for t in tables:
        if k < t.count:
            seat = sorted(t.occupied)[k]
            occ = {s: p for s, p in t.occupied.items() if s != seat}
            room[t.number] = TableState(t.number, t.seats, occ, t.button)
            return
        k -= t.count


def bust_down(players: int, seats: int, final: int, seed: int) -> tuple[float, list[float], int]:
    rng = random.Random(seed)
    tables = -(-players // seats)
    room = room_from_draw(draw_seats([f"P{i}" for i in range(players)], tables, seats, seed),
                          tables, seats, rng)
    plan_times: list[float] = []
    moves = 0
    start = time.perf_counter()
    step = 0
    while len(room) > 1:
        bust(room, rng)
        a = time.perf_counter()
        result = plan_room(list(room.values()), final_table_size=final, seed=step)
        plan_times.append(time.perf_counter() - a)
        moves += len(result.moves)
        apply(room, result)
        step += 1
    return time.perf_counter() - start, plan_times, moves


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--players", type=int, default=10_000)
    ap.add_argument("--seats", type=int, default=9)
    ap.add_argument("--cards", type=int, default=1_000)
    args = ap.parse_args()
    players = [f"P{i}" for i in range(args.players)]
    tables = -(-args.players // args.seats)

    a = time.perf_counter()
    draw = draw_seats(players, tables, args.seats, seed=1)
    print(f"draw {args.players} players to {tables} tables: {1e3 * (time.perf_counter() - a):.1f} ms")

    rng = random.Random(2)
    room = room_from_draw(draw, tables, args.seats, rng)
    for label in ("balanced room just drawn", "after 2 busts (a table breaks)"):
        if label.startswith("after"):
            bust(room, rng)
            bust(room, rng)
        runs = []
        result = plan_room(list(room.values()), final_table_size=10)
        for _ in range(50):
            a = time.perf_counter()
            result = plan_room(list(room.values()), final_table_size=10)
            runs.append(time.perf_counter() - a)
        print(f"plan at {tables} tables, {label} ({len(result.moves)} moves): "
              f"median {1e3 * statistics.median(runs):.2f} ms, max {1e3 * max(runs):.2f} ms")

    total, times, moves = bust_down(args.players, args.seats, 10, seed=3)
    print(f"bust-down {args.players} -> final table: {total:.2f} s total, {len(times)} plans, "
          f"{moves} moves, plan median {1e3 * statistics.median(times):.2f} ms, "
          f"max {1e3 * max(times):.2f} ms")

    try:
        from tdesk.print.seat_cards import bench_seat_cards  # phase 2
    except ImportError:
        print("seat cards: tdesk.print.seat_cards not available")
    else:
        secs, pages = bench_seat_cards(args.cards)
        print(f"{args.cards} seat cards to PDF: {secs:.2f} s, {pages} pages")


if __name__ == "__main__":
    main()
