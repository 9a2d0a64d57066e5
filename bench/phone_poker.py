"""A poker player's phone page read (issue 25): `phone_poker.my_seat` at 180 to 10,000 entrants.

Builds the floor bench's seated events (``bench/floor.build_event``), gives ten players codes
and times one holder's read: without bounties (the holder's rows only), then with a
progressive knockout format, every entry paid and a third of the field busted with knockouts
recorded (the bounty is the fold of every knockout, BNT-4): the first read after a change
folds the ledger, the others find it kept for that revision.

Prints figures only; record them in docs/benchmarks.md.
Run: python bench/phone_poker.py [--sizes 180,1000,10000] [--reps 21]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from sqlalchemy import insert, select, update

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.floor import build_event  # noqa: E402
from tdesk.models.bounties import KnockoutRow  # noqa: E402
from tdesk.models.money import Payment  # noqa: E402
from tdesk.models.seating import Seat  # noqa: E402
from tdesk.models.store import Store  # noqa: E402
from tdesk.models.tables import Entry, utcnow  # noqa: E402
from tdesk.rules.money import bounties as rb  # noqa: E402
from tdesk.services.money import bounties  # noqa: E402
from tdesk.services.phones import phone_reports  # noqa: E402  # noqa: E402
from tdesk.services.phones.phone_poker import my_seat  # noqa: E402


def median_ms(store: Store, codes: list[str], event_id: int, reps: int) -> float:
    times = []
    for n in range(reps):
        start = time.perf_counter()
        my_seat(store, codes[n % len(codes)], event_id)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def with_bounties(store: Store, event_id: int) -> int:
    """PKO on, every entry paid its bounty part, a third of the field knocked out by players
    still in (bulk rows, setup only). Returns the knockouts written."""
    bounties.set_format(store, event_id, rb.format_to_data(rb.progressive()))
    now = utcnow()
    with store.engine.begin() as con:
        ids = [int(i) for i in con.execute(select(Entry.id).where(Entry.event_id == event_id)
                                           .order_by(Entry.id)).scalars()]
        con.execute(insert(Payment), [{"event_id": event_id, "entry_id": e, "kind": "entry",
                                       "prize_part": 100, "fee": 10, "bounty": 100,
                                       "chips": 20_000, "method": "cash", "at": now}
                                      for e in ids])
        out = ids[len(ids) * 2 // 3:]
        keep = ids[: len(ids) * 2 // 3]
        con.execute(update(Entry).where(Entry.id.in_(out)).values(status="busted"))  # type: ignore[attr-defined]
        con.execute(Seat.__table__.delete().where(Seat.entry_id.in_(out)))  # type: ignore[attr-defined]
        con.execute(insert(KnockoutRow), [
            {"event_id": event_id, "entry_id": e, "life": 1, "stack": 20_000, "level": None,
             "players_left": len(ids) - n, "envelope": None, "at": now,
             "eliminators": [{"entry": keep[n % len(keep)], "life": 1, "share": 1,
                              "stack": 20_000}]}
            for n, e in enumerate(out)])
    return len(out)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="180,1000,10000")
    parser.add_argument("--reps", type=int, default=21)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        store = Store(f"sqlite:///{Path(folder) / 'phones.db'}")
        for size in (int(s) for s in args.sizes.split(",")):
            event_id = build_event(store, size)
            with store.read() as session:
                ten = [int(i) for i in session.connection().execute(select(Entry.id).where(
                    Entry.event_id == event_id).order_by(Entry.id).limit(10)).scalars()]
            codes = list(phone_reports.issue_codes(store, event_id, ten).values())
            plain = median_ms(store, codes, event_id, args.reps)
            kos = with_bounties(store, event_id)
            start = time.perf_counter()
            my_seat(store, codes[0], event_id)  # the first phone after a change folds them
            first = (time.perf_counter() - start) * 1000
            pko = median_ms(store, codes, event_id, args.reps)
            print(f"{size:>6} entrants: my_seat {plain:6.2f} ms; with PKO and {kos} knockouts "
                  f"{pko:6.2f} ms (the first read after a change {first:7.1f} ms)")
        store.close()


if __name__ == "__main__":
    main()
