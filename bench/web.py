"""Player screens benchmark: the snapshot read and the HTTP answers at 180 and 10,000 entrants.

Builds seated poker events with bench/floor.py's fast setup, reads the screens' snapshot
(what the desk does on every store change), then serves it on loopback and times /api/clock,
/api/find (a surname typed on a phone), /api/list (the whole seating list) and the page itself:
one client after another, then 20 clients at once. "Find me" is set beside a static file of
the same size (the floor an answer cannot beat: issue 20 asks for at least half of it), and a
floor action is timed while the screens read the store in one transaction (it waits for the
read). Figures only, no limits; record them in docs/benchmarks.md.
Run: python bench/web.py [--sizes 180,10000] [--requests 200]
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from floor import build_event  # noqa: E402

from tdesk.errors import ConflictError  # noqa: E402
from tdesk.models.store import Store  # noqa: E402
from tdesk.rules.levels.clock import Action, Op  # noqa: E402
from tdesk.services.clock import clock_action  # noqa: E402
from tdesk.web import server as server_module  # noqa: E402
from tdesk.web.page import Wording  # noqa: E402
from tdesk.web.publisher import POLL_MS, REST  # noqa: E402
from tdesk.web.server import DisplayServer, Settings  # noqa: E402
from tdesk.web.snapshot import read_snapshot  # noqa: E402

PATHS = ("/api/clock", "/api/find?q=oberg", "/api/list", "/clock")
FINDS = ("oberg", "an", "zzzz", "lind erik")  # a surname, a common pair of letters, nobody, two words


def fetch(port: int, path: str) -> float:
    start = time.perf_counter()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("GET", path)
    reply = conn.getresponse()
    reply.read()
    conn.close()
    assert reply.status == 200, (path, reply.status)
    return time.perf_counter() - start


def many_clients(port: int, clients: int, each: int) -> tuple[list[float], float]:
    """``clients`` threads fetching /api/clock ``each`` times: every latency and the wall time."""
    times: list[float] = []
    lock = threading.Lock()

    def client() -> None:
        mine = [fetch(port, "/api/clock") for _ in range(each)]
        with lock:
            times.extend(mine)

    start = time.perf_counter()
    threads = [threading.Thread(target=client) for _ in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return times, time.perf_counter() - start


def body(port: int, path: str) -> bytes:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("GET", path)
    data = conn.getresponse().read()
    conn.close()
    return data


def rate(port: int, path: str, requests: int) -> float:
    """Requests a second, one client after another."""
    start = time.perf_counter()
    for _ in range(requests):
        fetch(port, path)
    return requests / (time.perf_counter() - start)


def find_beside_static(port: int, requests: int) -> None:
    """Each "find me" answer against a static file of exactly its size, served the same way."""
    original = server_module._asset
    for query in FINDS:
        path = "/api/find?q=" + query.replace(" ", "%20")
        size = len(body(port, path))
        server_module.STATIC["/bench.txt"] = ("bench", "text/plain; charset=utf-8")
        server_module._asset = lambda name, size=size: b"x" * size if name == "bench" \
            else original(name)  # type: ignore[assignment]
        static, found = rate(port, "/bench.txt", requests), rate(port, path, requests)
        print(f"{'':>6}   find {query!r:<12} {found:6.0f} requests/s beside a static file of "
              f"its size ({size:,} bytes) {static:6.0f}/s: {found / static:4.0%}")
    server_module._asset = original  # type: ignore[assignment]
    del server_module.STATIC["/bench.txt"]


def action_while_reading(store: Store, event_id: int, actions: int = 20) -> None:
    """A clock action's time alone, then while the screens re-read the store as the publisher
    does after every change (one read transaction: an action waits for it to end)."""
    with contextlib.suppress(ConflictError):  # already running from an earlier call
        clock_action(store, event_id, Op(Action.START))

    def timed() -> list[float]:
        times = []
        for n in range(actions):
            time.sleep(0.137 * (n % 5))  # at odd moments of the screens' reads
            start = time.perf_counter()
            clock_action(store, event_id, Op(Action.RESUME if n % 2 else Action.PAUSE))
            times.append(time.perf_counter() - start)
        return times

    alone = timed()
    stop = threading.Event()

    def read() -> None:  # the publisher's rhythm while the store keeps changing
        while not stop.is_set():
            start = time.perf_counter()
            read_snapshot(store, event_id)
            time.sleep(max(POLL_MS / 1000, REST * (time.perf_counter() - start)))

    reader = threading.Thread(target=read)
    reader.start()
    try:
        reading = timed()
    finally:
        stop.set()
        reader.join()
    print(f"{'':>6}   a clock action: alone median {ms(alone, .5):6.1f} ms; while the screens "
          f"re-read: median {ms(reading, .5):6.1f} ms, max {ms(reading, 1):6.1f} ms")


def ms(values: list[float], q: float) -> float:
    return sorted(values)[min(len(values) - 1, int(q * len(values)))] * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="180,10000")
    parser.add_argument("--requests", type=int, default=200)
    args = parser.parse_args()
    from PySide6.QtCore import QCoreApplication

    QCoreApplication([])
    wording = Wording.load()
    with tempfile.TemporaryDirectory() as tmp:
        for size in (int(s) for s in args.sizes.split(",")):
            store = Store(f"sqlite:///{Path(tmp) / f'web{size}.db'}", staff="bench")
            event_id = build_event(store, size)
            reads = []
            for _ in range(5):
                start = time.perf_counter()
                snap = read_snapshot(store, event_id)
                reads.append(time.perf_counter() - start)
            print(f"{size:>6} entrants: snapshot read median {statistics.median(reads) * 1000:7.1f} ms"
                  f" ({len(snap.people)} players, {len(snap.listing)} seats)")
            server = DisplayServer(Settings("127.0.0.1", 0), wording)
            server.publish(snap)
            server.start()
            server.rate.take = lambda _client: True  # one benchmark client is not a flood
            try:
                for path in PATHS:
                    times = [fetch(server.port, path) for _ in range(args.requests)]
                    print(f"{'':>6}   {path:<20} one client: median {ms(times, .5):6.2f} ms, "
                          f"p95 {ms(times, .95):6.2f} ms")
                times_all, wall = many_clients(server.port, 20, args.requests // 4)
                print(f"{'':>6}   20 clients at once on /api/clock: {len(times_all) / wall:7.0f}"
                      f" requests/s, p95 {ms(times_all, .95):6.2f} ms")
                find_beside_static(server.port, args.requests)
                action_while_reading(store, event_id)
            finally:
                server.stop()
                store.close()


if __name__ == "__main__":
    main()
