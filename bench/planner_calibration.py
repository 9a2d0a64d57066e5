"""How far the planner's estimate was from the end, for the demo's finished poker events.

The demo store records its events in a few seconds, with no clock run, so its finished events
carry no real end time. Each is therefore played again here, at its own field, chips and
structure, by a seeded bust model (below); the end that night reaches is the "real" end, the
divisor it ended at is what the store would learn, and the estimate is made twice: with the
room's default divisors and calibrated by the other nights (leave one out). Output is the table
in docs/planner.md.

    python bench/planner_calibration.py              # a fresh demo store in a temporary folder
    python bench/planner_calibration.py --db sqlite:///demo.db

The bust model: tables of nine play 30 hands an hour; each hand the blinds and antes go to one
player of the table, and two players meet all-in with a chance of 4 / M (M the shorter stack in
big blinds, at least 2%), the winner drawn at even odds; a busted player leaves at once.
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

HANDS_PER_MINUTE = 0.5
SEATS = 9


def play(levels: list, field: int, stack: int, seed: int) -> tuple[float, int]:
    """(minutes until one player is left, the big blind then) by the bust model."""
    rng = random.Random(seed)
    stacks = [stack] * field
    minutes = 0.0
    playing = list(levels)
    i = 0
    bb = max(levels[0].big_blind, 1)
    while len(stacks) > 1:
        if i < len(playing):
            lv = playing[i]
        else:  # past the structure: the big blind doubles each level
            bb *= 2
            lv = type(playing[-1]).blinds(bb // 2, bb, 0, playing[-1].minutes)
        i += 1
        if lv.is_break:
            minutes += lv.minutes
            continue
        bb = lv.big_blind
        for _ in range(int(lv.minutes * HANDS_PER_MINUTE)):
            rng.shuffle(stacks)
            tables = [stacks[k:k + SEATS] for k in range(0, len(stacks), SEATS)]
            out: list[int] = []
            for table in tables:
                if len(table) < 2:
                    out.extend(table)
                    continue
                pot = 0
                for j in (0, 1):  # blinds, and the ante as a big-blind ante
                    paid = min(table[j], lv.small_blind if j == 0 else lv.big_blind)
                    table[j] -= paid
                    pot += paid
                table[rng.randrange(len(table))] += pot
                a, b = rng.sample(range(len(table)), 2)
                short = min(table[a], table[b])
                if short > 0 and rng.random() < max(0.02, 4 / max(short / bb, 1e-9)):
                    win, lose = (a, b) if rng.random() < 0.5 else (b, a)
                    table[win] += short
                    table[lose] -= short
                out.extend(x for x in table if x > 0)
            stacks = out
            minutes += 1 / HANDS_PER_MINUTE
            if len(stacks) <= 1:
                break
    return minutes, bb


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", default=None, help="a store URL (default: a fresh demo)")
    args = parser.parse_args()
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
        minutes, bb = play(levels, field, max(chips // max(field, 1), stack), seed=ev.id)
        nights.append((ev.name, levels, field, chips, minutes, rules.real_divisor(chips, bb)))
    print("| Event | Field | Chips | Played end | Divisor at end | Default estimate "
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
