"""How far the planner's estimate was from the end, for the demo's finished poker events.

The demo store records its events in a few seconds, with no clock run, so its finished events
carry no real end time. Each is therefore played again here, at its own field, chips and
structure, by a seeded bust model (below); the end that night reaches is the "real" end, the
divisor it ended at is what the store would learn, and the estimate is made twice: with the
room's default divisors and calibrated by the other nights (leave one out). Output is the table
in docs/planner.md.

    python bench/planner_calibration.py              # a fresh demo store in a temporary folder
    python bench/planner_calibration.py --db sqlite:///demo.db
    python bench/planner_calibration.py --agreement  # the two models side by side

The nights are played by the planner's own bust model (``rules/levels/bust_model``, its default
pace: tables of nine, 30 hands an hour, all-ins at ``Pace.all_in`` / M). ``--agreement`` instead
sets the divisor model beside the simulation (median of the seeded fields) for fields of 50, 176
and 500, with and without 30% re-entries, on the shipped presets and a deep structure, with the
divisor at the usual pace at which the simulated fields ended: the table in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

DEEP_BIGS = (100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 2000, 2500, 3000, 4000, 5000,
             6000, 8000, 10000, 12000, 15000, 20000, 25000, 30000, 40000, 50000, 60000, 80000,
             100000)
"""A deep structure: 30,000 at 50/100 (300 big blinds), 40-minute levels, a break each four."""


def play(levels: list, field: int, stack: int, seed: int) -> tuple[float, int, float]:
    """(minutes until one player is left, the big blind then, big-blind minutes posted) of one
    seeded field, by the planner's bust model."""
    from tdesk.rules.levels import bust_model
    from tdesk.rules.levels import planner as rules

    minutes, index = bust_model.play_field(levels, [stack] * field, random.Random(seed))
    into, i = minutes, 0
    while i < index:
        into -= bust_model.level_at(levels, i).minutes
        i += 1
    return minutes, bust_model.level_at(levels, index).big_blind, rules.posted(levels, index, into)


def structures() -> dict[str, tuple[list, int]]:
    """The shipped poker presets and the deep structure: (levels, starting stack)."""
    from tdesk.rules.levels import Level
    from tdesk.rules.levels.toml import structure_from_toml

    root = Path(__file__).resolve().parent.parent / "resources" / "structures"
    out = {}
    for name in ("mtt-turbo-10k", "mtt-turbo-20k", "mtt-regular-10k", "mtt-regular-20k"):
        s = structure_from_toml((root / f"{name}.toml").read_text())
        out[name] = (list(s.levels), s.starting_stack)
    deep = []
    for k, big in enumerate(DEEP_BIGS):
        deep.append(Level.blinds(big // 2, big, big, 40))
        if k % 4 == 3:
            deep.append(Level.pause(15))
    out["deep-30k (40 min)"] = (deep, 30_000)
    return out


def agreement() -> int:
    """The divisor model beside the simulation on typical fields."""
    import statistics

    from tdesk.rules.levels import planner as rules

    start = dt.datetime(2026, 1, 1, 19, 0)
    print("| Structure | Players + re-entries | Divisor model (range) | Simulation (10th–90th) "
          "| Apart | Simulated divisor |")
    print("|---|---:|---|---|---:|---:|")
    gaps = []
    for name, (levels, stack) in structures().items():
        for field in (50, 176, 500):
            for extra in (0, field * 3 // 10):
                entries = field + extra
                plan = rules.poker_plan(levels, entries * stack, start)
                (low, mid, high), runs = rules.simulated_ends(levels, entries, stack, start)
                divisors = [rules.usual_divisor(entries * stack, play(
                    levels, entries, stack, 37 * 1_000_003 + r)[2]) for r in range(5)]
                apart = (mid - plan.likely).total_seconds() / 60
                gaps.append(abs(apart))
                print(f"| {name} | {field} + {extra} | {plan.likely:%H:%M} "
                      f"({plan.early:%H:%M}–{plan.late:%H:%M}) | {mid:%H:%M} "
                      f"({low:%H:%M}–{high:%H:%M}) | {apart:+.0f} min | "
                      f"{statistics.median(divisors):.0f} |", flush=True)
    print(f"\nApart: median {statistics.median(gaps):.0f} min, most {max(gaps):.0f} min over "
          f"{len(gaps)} fields")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", default=None, help="a store URL (default: a fresh demo)")
    parser.add_argument("--agreement", action="store_true",
                        help="the divisor model beside the simulation on typical fields")
    args = parser.parse_args()
    if args.agreement:
        return agreement()
    url = args.db
    if url is None:
        folder = tempfile.mkdtemp()
        url = f"sqlite:///{Path(folder) / 'demo.db'}"
        subprocess.run([sys.executable, "-m", "tdesk", "demo", "--no-gui", "--db", url],
                       check=True, stdout=subprocess.DEVNULL,
                       env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    from tdesk.models.store import Store
    from tdesk.rules.levels import planner as rules
    from tdesk.services import clock
    from tdesk.services.events import list_events

    store = Store(url)
    start = dt.datetime(2026, 1, 1, 19, 0)
    nights = []
    for ev in list_events(store):
        info = clock.get_clock(store, ev.id)
        if ev.kind != "poker" or info.over != "winner":
            continue
        levels = list(info.structure.levels)
        field = info.counts.entries
        stack = info.structure.starting_stack or int(ev.settings.get("starting_stack", 0))
        chips = info.counts.total_chips
        minutes, _bb, blinds = play(levels, field, max(chips // max(field, 1), stack), seed=ev.id)
        nights.append((ev.name, levels, field, chips, minutes, rules.usual_divisor(chips, blinds)))
    print("| Event | Field | Chips | Played end | Divisor at end (usual pace) | Default estimate "
          "(range) | Off by | Calibrated estimate (range) | Off by |")
    print("|---|---:|---:|---|---:|---|---:|---|---:|")
    offs = {"default": [], "calibrated": []}
    for k, (name, levels, field, chips, minutes, divisor) in enumerate(nights):
        real = start + dt.timedelta(minutes=minutes)
        others = [n[5] for j, n in enumerate(nights) if j != k]
        cells = [name, str(field), f"{chips:,}", real.strftime("%H:%M"), f"{divisor:.1f}"]
        for key, divs in (("default", rules.DEFAULT_DIVISORS),
                          ("calibrated", rules.calibrate(others, rules.DEFAULT_DIVISORS))):
            plan = rules.poker_plan(levels, chips, start, divs)
            off = (plan.likely - real).total_seconds() / 60
            offs[key].append(abs(off))
            inside = plan.early <= real <= plan.late
            cells += [f"{plan.likely:%H:%M} ({plan.early:%H:%M}–{plan.late:%H:%M})",
                      f"{off:+.0f} min" + ("" if inside else " (outside)")]
        print("| " + " | ".join(cells) + " |")
    for key, values in offs.items():
        if values:
            print(f"\nMean absolute error, {key}: {sum(values) / len(values):.0f} min "
                  f"over {len(values)} nights")
    store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
