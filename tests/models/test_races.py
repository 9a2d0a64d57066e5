"""Two stations (two processes) racing conflicting floor actions on one store, SQLite file
and PostgreSQL (issue 9): busts within milliseconds, seat corrections to one seat, the same
pending move, the same player busted twice, the same name registered twice, edits from
dialogs opened at the same moment. Nothing may be doubled or lost, the audit log matches the
data, and every refused action is refused with a clear message."""

import json
import os
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlmodel import select

from tdesk.models.store import Store
from tdesk.models.tables import AuditLog
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, add_player, get_entry, import_players, list_entries
from tdesk.services.seating.seating import bust_players, draw_seats, room
from tests.forked import Forker
from tests.pg_database import fresh_database
from tests.timeouts import PROCESSES_TIMEOUT

WORKER = Path(__file__).with_name("race_worker.py")
PG_URL = os.environ.get("TDESK_TEST_PG_URL", "")

# conflicting actions per station; two stations: 2 * (99 + 30 + ~20 + 170 + 200) > 1,000
BUSTS = 100  # players in the bust event (99 busts each)
SEAT_PAIRS = 30
NAMES = 170
EDITS = 200


def _setup(store: Store, folder: Path) -> dict[str, Any]:
    setup: dict[str, Any] = {}
    # busts
    bust_event = create_event(store, "Race busts", "poker")
    ids = import_players(store, bust_event, [PlayerFields(f"Bust {n}") for n in range(BUSTS)])
    draw_seats(store, bust_event, seed=1)
    setup["bust"] = {"event": bust_event, "entries": ids[:-1]}
    # seat corrections: two players for each empty seat
    seat_event = create_event(store, "Race seats", "poker")
    ids = import_players(store, seat_event,
                         [PlayerFields(f"Seat {n}") for n in range(2 * SEAT_PAIRS)])
    draw_seats(store, seat_event, tables=12, seed=2)
    taken = {(s.table, s.seat) for s in room(store, seat_event).seated}
    empty = [(t, s) for t in range(1, 13) for s in range(1, 10) if (t, s) not in taken]
    setup["seat"] = {"event": seat_event, "targets": empty[:SEAT_PAIRS],
                     "players": [[ids[2 * k], ids[2 * k + 1]] for k in range(SEAT_PAIRS)]}
    # pending moves: two tables nearly emptied by busts
    move_event = create_event(store, "Race moves", "poker")
    import_players(store, move_event, [PlayerFields(f"Move {n}") for n in range(45)])
    draw_seats(store, move_event, tables=5, seed=3)
    seated = room(store, move_event).seated
    out = [s.entry_id for s in seated if s.table in (1, 2)][:-2]
    bust_players(store, move_event, out)
    setup["move"] = {"event": move_event, "attempts": 60,
                     "pending": len(room(store, move_event).moves)}
    # the same names
    add_event = create_event(store, "Race names", "poker")
    setup["add"] = {"event": add_event, "names": [f"Name {n}" for n in range(NAMES)]}
    # edits
    edit_event = create_event(store, "Race edits", "poker")
    setup["edit"] = {"event": edit_event, "attempts": EDITS,
                     "entry": add_player(store, edit_event, PlayerFields("Edited", rating=0))}
    (folder / "setup.json").write_text(json.dumps(setup))
    return setup


def _race(url: str, folder: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """The two stations: processes of their own forked from one warm Python
    (``tests/forked.py``), so they start together and without a second of imports each."""
    reports = []
    with Forker(["tdesk.models.store", "tdesk.services.players",
                 "tdesk.services.seating.seating"]) as forker:
        procs = [forker.start(str(WORKER), url, role, str(folder / "setup.json"), stderr=True)
                 for role in ("a", "b")]
        for proc in procs:
            out, err = proc.communicate()
            assert proc.returncode == 0, (err or "")[-3000:]
            reports.append(json.loads(out.strip().splitlines()[-1]))
    return reports[0], reports[1]


def _audit(store: Store, event_id: int, action: str) -> list[AuditLog]:
    with store.read() as session:
        return list(session.exec(select(AuditLog).where(AuditLog.event_id == event_id,
                                                        AuditLog.action == action)))


def _check(store: Store, setup: dict[str, Any], a: dict[str, Any], b: dict[str, Any]) -> int:
    """Every invariant of the issue; returns how many actions were tried."""
    for phase in ("bust", "seat", "move", "add", "edit"):
        assert a[phase]["unexpected"] == [] and b[phase]["unexpected"] == [], phase
        for message in a[phase]["refused"] + b[phase]["refused"]:
            assert message.startswith(("ConflictError", "NotFoundError", "InputError")), message
            assert "nothing" in message or "already" in message or "taken" in message \
                or "No moves" in message or "no longer" in message or "changed" in message \
                or "registered" in message, message
    tried = 0

    # busts: 0 shared places, 0 double busts, audit = data
    bust = setup["bust"]
    entries = list_entries(store, bust["event"])
    places = [r.place for r in entries if r.place is not None]
    assert sorted(places) == list(range(2, BUSTS + 1))  # each place once, none skipped
    assert a["bust"]["done"] + b["bust"]["done"] == BUSTS - 1
    busts = _audit(store, bust["event"], "bust")
    assert len(busts) == BUSTS - 1
    assert Counter(e for row in busts for e in row.params["entries"]) == Counter(bust["entries"])
    assert room(store, bust["event"]).seated and len(room(store, bust["event"]).seated) == 1
    tried += 2 * len(bust["entries"])

    # seat corrections: 0 shared seats, each target seat holds exactly one of its two players
    seat = setup["seat"]
    seats = [(s.table, s.seat) for s in room(store, seat["event"]).seated]
    assert len(seats) == len(set(seats)) == 2 * SEAT_PAIRS
    where = {s.entry_id: (s.table, s.seat) for s in room(store, seat["event"]).seated}
    for (table, number), pair in zip(seat["targets"], seat["players"], strict=True):
        assert [where[p] for p in pair].count((table, number)) == 1
    assert a["seat"]["done"] + b["seat"]["done"] == SEAT_PAIRS
    assert len(_audit(store, seat["event"], "correct seat")) == SEAT_PAIRS
    tried += 2 * SEAT_PAIRS

    # pending moves: each applied once, and the room ends balanced
    move = setup["move"]
    applied = a["move"]["results"] + b["move"]["results"]
    assert len(applied) == len(set(applied)) == move["pending"] > 0
    assert len(_audit(store, move["event"], "move player")) == move["pending"]
    assert not room(store, move["event"]).moves
    seats = [(s.table, s.seat) for s in room(store, move["event"]).seated]
    assert len(seats) == len(set(seats))
    tried += a["move"]["done"] + b["move"]["done"] + len(a["move"]["refused"]) \
        + len(b["move"]["refused"])

    # names: each registered once
    add = setup["add"]
    names = [r.name for r in list_entries(store, add["event"])]
    assert sorted(names) == sorted(add["names"])
    assert a["add"]["done"] + b["add"]["done"] == NAMES
    assert len(_audit(store, add["event"], "add player")) == NAMES
    tried += 2 * NAMES

    # edits: 0 lost — every accepted +1 is in the final rating
    edit = setup["edit"]
    accepted = a["edit"]["done"] + b["edit"]["done"]
    assert get_entry(store, edit["entry"]).rating == accepted
    assert len(_audit(store, edit["event"], "edit player")) == accepted
    assert a["edit"]["refused"] or b["edit"]["refused"]  # the race did happen
    tried += 2 * EDITS
    return tried


@pytest.mark.timeout(PROCESSES_TIMEOUT)
@pytest.mark.slow
def test_two_processes_race_on_one_sqlite_file(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'venue.db'}"
    store = Store(url, staff="Setup")
    setup = _setup(store, tmp_path)
    a, b = _race(url, tmp_path)
    tried = _check(store, setup, a, b)
    assert tried >= 1000
    store.close()


@pytest.fixture
def pg_url() -> Iterator[str]:
    if not PG_URL:
        pytest.skip("TDESK_TEST_PG_URL not set")
    with fresh_database(PG_URL, prefix="tdesk_race") as url:
        yield url


@pytest.mark.timeout(PROCESSES_TIMEOUT)
@pytest.mark.slow
def test_two_processes_race_on_postgresql(pg_url: str, tmp_path: Path) -> None:
    store = Store(pg_url, staff="Setup")
    setup = _setup(store, tmp_path)
    a, b = _race(pg_url, tmp_path)
    tried = _check(store, setup, a, b)
    assert tried >= 1000
    store.close()
