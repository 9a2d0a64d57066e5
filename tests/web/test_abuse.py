"""The player screens under abuse (issue 20), over loopback only (every packet to 127.0.0.1;
other 127.x sources stand for other phones): slow headers, a flood past the connection cap,
phones behind one access point, many query fields, clients that leave mid-answer, answers
labelled with their data's revision, and the language tags browsers send. No test times an
answer (a loaded machine would fail it): each waits for the event it checks, within bounds
that only a broken server reaches."""

from __future__ import annotations

import contextlib
import http.client
import json
import logging
import socket
import struct
import threading
import time
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdesk.models.store import Store
from tdesk.names import fold
from tdesk.services.players import PlayerFields, add_player, list_entries
from tdesk.services.seating import seating
from tdesk.web import gate, page
from tdesk.web.server import MAX_FIELDS
from tdesk.web.snapshot import NameIndex, Person
from tests.web.waiting import GateClock, until


def fetch(port: int, path: str, *, source: str = "", timeout: float = 5.0,
          headers: dict[str, str] | None = None) -> tuple[int | None, bytes]:
    """One GET on a fresh connection: (status, body), or (None, b"") when nothing came back."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout,
                                      source_address=(source, 0) if source else None)
    try:
        conn.request("GET", path, headers=headers or {})
        reply = conn.getresponse()
        return reply.status, reply.read()
    except (OSError, http.client.HTTPException):
        return None, b""
    finally:
        conn.close()


def slow_sockets(port: int, count: int) -> list[socket.socket]:
    """Sockets that start a request and never finish its head."""
    socks = []
    for _ in range(count):
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        sock.sendall(b"GET /clock HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        socks.append(sock)
    return socks


def reset(sock: socket.socket) -> None:
    """Close with a TCP reset, as a phone that loses the network does to the server."""
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    sock.close()


def held_head(the_gate: gate.Gate) -> bytes:
    """What the gate holds of the one request it waits for (b"" before it came)."""
    try:
        return b"".join(bytes(c.buffer) for c in list(the_gate.waiting))
    except RuntimeError:  # the set changed while being copied: ask again
        return b""


def held_since(the_gate: gate.Gate) -> float:
    """When the one request the gate waits for started (the gate's clock)."""
    [conn] = list(the_gate.waiting)
    return conn.since


@pytest.fixture
def poker(store: Store, make_event: Callable[..., int]) -> int:
    event_id = make_event("poker", players=30)
    add_player(store, event_id, PlayerFields("Björn Öberg"))
    seating.draw_seats(store, event_id, seed=5)
    return event_id


def test_slow_headers_do_not_starve_a_real_client(serve, poker: int) -> None:  # type: ignore[no-untyped-def]
    """200 sockets each sending a header line every 0.15 s: a real client (same address) is
    still answered every time for as long as the trickle lasts (8 rounds, 20 asks at least).
    A starved client would wait for as long as the lines keep coming: its ask times out."""
    port = serve(poker).server.port
    socks = slow_sockets(port, 200)
    stop = threading.Event()
    rounds = [0]

    def trickle() -> None:
        while not stop.wait(0.15):
            for sock in socks:
                with contextlib.suppress(OSError):
                    sock.sendall(f"X-Slow-{rounds[0]}: y\r\n".encode())
            rounds[0] += 1

    thread = threading.Thread(target=trickle, daemon=True)
    thread.start()
    statuses: list[int | None] = []
    try:
        end = time.monotonic() + 120  # a bound for a broken test only
        while (rounds[0] < 8 or len(statuses) < 20) and time.monotonic() < end:
            statuses.append(fetch(port, "/api/clock", timeout=10)[0])
            stop.wait(0.05)  # a phone's pace, under the rate limit
        trickled = rounds[0]
    finally:
        stop.set()
        thread.join(timeout=5)
        for sock in socks:
            sock.close()
    assert trickled >= 8 and len(statuses) >= 20 and set(statuses) == {200}, statuses


def test_a_head_that_trickles_past_its_time_gets_408_and_is_closed(serve, poker: int) -> None:  # type: ignore[no-untyped-def]
    """The whole head has REQUEST_SECONDS, however often a line arrives (it was 10 s a read:
    with a line every 0.2 s, that deadline never came and neither did the 408). The gate's
    clock stands still but when moved: a second on, a line comes, then the start's deadline."""
    server = serve(poker).server
    clock = server.gate.clock = GateClock()
    sock = slow_sockets(server.port, 1)[0]
    sock.settimeout(0.2)
    got = b""
    start = time.monotonic()
    try:
        until(lambda: held_head(server.gate).endswith(b"Host: 127.0.0.1\r\n"), "the head held")
        clock.advance(1.0)
        sock.sendall(b"X-Slow: y\r\n")
        until(lambda: held_head(server.gate).endswith(b"X-Slow: y\r\n"), "the next line held")
        clock.reach(held_since(server.gate) + gate.REQUEST_SECONDS)
        while time.monotonic() - start < 30 and not got.endswith(b"408 Request Timeout\n"):
            with contextlib.suppress(OSError):
                sock.sendall(b"X-Slow: y\r\n")
            try:
                got += sock.recv(1000)
            except TimeoutError:
                pass
            except OSError:
                break
    finally:
        sock.close()
    assert got.startswith(b"HTTP/1.1 408 "), got


def test_a_flood_past_the_cap_pushes_out_the_busiest_address(  # type: ignore[no-untyped-def]
        serve, poker: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(gate, "MAX_OPEN", 40)
    server = serve(poker).server
    socks = slow_sockets(server.port, 100)  # all from 127.0.0.1
    try:
        until(lambda: server.gate.evicted >= 60, "60 of the 100 pushed out")  # as they come in
        assert len(server.gate.waiting) <= 40
        assert fetch(server.port, "/api/clock", source="127.0.0.2", timeout=3)[0] == 200
        assert fetch(server.port, "/api/clock", timeout=3)[0] == 200  # the flooding address too
    finally:
        for sock in socks:
            sock.close()


def test_phones_behind_one_access_point_are_served_while_another_address_floods(  # type: ignore[no-untyped-def]
        serve, poker: int) -> None:
    """30 phones share 127.0.0.3: each loads the page (page, script, style, clock) and polls
    every 0.8 s; meanwhile 127.0.0.4 asks as fast as it can until it is slowed down (429).
    Every phone gets every answer: none refused, none left waiting."""
    port = serve(poker).server.port
    results: list[tuple[int | None, float]] = []
    lock = threading.Lock()
    stop = threading.Event()

    def phone(n: int) -> None:
        time.sleep(n * 0.03)
        for path in ("/find", "/app.js", "/app.css", "/api/clock", "wait", "/api/clock",
                     "wait", "/api/clock"):
            if path == "wait":
                time.sleep(0.8)
                continue
            start = time.monotonic()
            status = fetch(port, path, source="127.0.0.3", timeout=15)[0]
            with lock:
                results.append((status, time.monotonic() - start))

    flooded: list[int | None] = []

    def flood() -> None:
        while not stop.is_set():
            flooded.append(fetch(port, "/api/clock", source="127.0.0.4", timeout=5)[0])

    floods = [threading.Thread(target=flood, daemon=True) for _ in range(4)]
    phones = [threading.Thread(target=phone, args=(n,), daemon=True) for n in range(30)]
    for thread in floods + phones:
        thread.start()
    for thread in phones:
        thread.join(timeout=120)
    until(lambda: 429 in flooded, "the flood slowed down")
    stop.set()
    for thread in floods:
        thread.join(timeout=10)
    assert len(results) == 30 * 6
    assert {status for status, _ in results} == {200}


def test_more_than_eight_query_fields_get_an_answer(serve, poker: int, capfd,  # type: ignore[no-untyped-def]
                                                    caplog) -> None:
    port = serve(poker).server.port
    nine = "&".join(f"f{i}=x" for i in range(8))
    assert fetch(port, f"/find?lang=en&{nine}")[0] == 200
    found = json.loads(fetch(port, f"/api/find?q=bjorn%20oberg&{nine}")[1])["found"]
    assert [p["name"] for p in found] == ["Björn Öberg"]
    many = "&".join(f"f{i}=x" for i in range(MAX_FIELDS + 5))
    assert fetch(port, f"/api/clock?{many}")[0] == 400
    assert fetch(port, "/api/find?q=x" + "&" * 500)[0] == 400
    assert "Traceback" not in capfd.readouterr().err
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


def test_a_client_that_leaves_mid_answer_prints_no_traceback(serve, store: Store,  # type: ignore[no-untyped-def]
                                                             make_event, capfd, caplog) -> None:
    event_id = make_event("poker", players=300)
    seating.draw_seats(store, event_id, seed=2)
    server = serve(event_id).server
    port = server.port
    for _ in range(40):  # gone right after asking
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        sock.sendall(b"GET /api/list HTTP/1.1\r\nHost: x\r\n\r\n")
        reset(sock)
    for _ in range(10):  # gone in the middle of a long answer (pipelined lists, tiny buffer)
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.settimeout(5)
        sock.connect(("127.0.0.1", port))
        sock.sendall(b"GET /api/list HTTP/1.1\r\nHost: x\r\n\r\n" * 30)
        sock.recv(100)
        reset(sock)
    until(lambda: server.gate.busy == 0 and not server.gate.waiting,
          "every client that left closed")
    assert fetch(port, "/api/clock")[0] == 200  # and the server goes on
    assert "Traceback" not in capfd.readouterr().err
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


def test_every_answer_carries_the_revision_of_its_data(serve, store: Store,  # type: ignore[no-untyped-def]
                                                       make_event) -> None:
    """A writer busts players one action at a time while the screens re-read and a client
    asks for the list: each answer's rows are exactly what the store held at its revision."""
    event_id = make_event("poker", players=150)
    seating.draw_seats(store, event_id, seed=9)
    publisher = serve(event_id)
    port = publisher.server.port
    seats_at = {store.revision(): len(seating.seating_list(store, event_id))}
    published: list[tuple[int, int]] = []
    real_publish = publisher.server.publish

    def publish(snapshot: Any) -> None:
        published.append((snapshot.revision, len(snapshot.listing)))
        real_publish(snapshot)

    publisher.server.publish = publish  # type: ignore[method-assign]
    done = threading.Event()

    def write() -> None:
        try:
            for entry in list_entries(store, event_id)[:60]:
                seating.bust_players(store, event_id, [entry.entry_id])
                seats_at[store.revision()] = len(seating.seating_list(store, event_id))
        finally:
            done.set()

    def read() -> None:
        while not done.wait(0.02):  # the timer's reads, 25 times faster
            publisher.refresh()

    threads = [threading.Thread(target=write), threading.Thread(target=read)]
    for thread in threads:
        thread.start()
    answers: list[tuple[int, int]] = []
    while not done.is_set():
        status, body = fetch(port, "/api/list")
        if status == 200:
            data = json.loads(body)
            answers.append((data["revision"], len(data["rows"])))
    for thread in threads:
        thread.join(timeout=60)
    publisher.refresh()
    assert len(published) >= 5 and len(answers) >= 5
    wrong = [(rev, rows) for rev, rows in published + answers if seats_at.get(rev) != rows]
    assert not wrong, wrong


@pytest.mark.parametrize(("asked", "header", "expected"), [
    ("zh", None, "zh_CN"), ("zh-CN", None, "zh_CN"), ("zh_CN", None, "zh_CN"),
    ("ZH-hans", None, "zh_CN"), ("sv-SE", None, "sv"), ("ru_RU", None, "ru"),
    ("xx", "ru-RU,ru;q=0.9", "ru"),
    (None, "zh-Hans-CN,zh;q=0.9,en;q=0.8", "zh_CN"),
    (None, "sv-SE", "sv"), (None, "ru-RU", "ru"), (None, "en-US,en;q=0.9", "en"),
    (None, "en;q=0.2, ru;q=0.9", "ru"),  # the q-values, not the order
    (None, "sv;q=0, ru", "ru"),  # q=0: not wanted
    (None, "de-DE,fr;q=0.8", "en"),  # nothing shipped: English
    (None, "de-DE, sv;q=0.1", "sv"),
    (None, "ru;q=abc, sv;q=0.5", "sv"),  # a malformed entry is skipped
    (None, None, "ru"), (None, "", "ru"), (None, "*", "ru"),  # no wish: the desk's language
])
def test_language_tags_as_browsers_send_them(asked: str | None, header: str | None,
                                             expected: str) -> None:
    assert page.pick_language(asked, header, "ru") == expected


def test_the_page_follows_the_tags_over_the_wire(serve, poker: int) -> None:  # type: ignore[no-untyped-def]
    port = serve(poker).server.port
    for path, header, lang in (("/clock?lang=zh", None, "zh-CN"),
                               ("/clock?lang=zh-CN", None, "zh-CN"),
                               ("/find", "zh-Hans-CN,zh;q=0.9", "zh-CN"),
                               ("/find", "sv-SE,en;q=0.5", "sv-SE"),
                               ("/find", "de,en;q=0.1,ru;q=0.5", "ru-RU"),
                               ("/find", "de-DE", "en-GB")):
        status, body = fetch(port, path, headers={"Accept-Language": header} if header else None)
        assert status == 200 and f'lang="{lang}"'.encode() in body, (path, header)


names = st.text(alphabet=st.sampled_from("abcöoeÖBERG ивн王伟-\n'"), max_size=12)


@given(st.lists(names, max_size=30), st.text(alphabet=st.sampled_from("aoöbe ив王"), max_size=6))
def test_the_name_index_finds_what_a_scan_of_every_name_finds(people: list[str],
                                                              query: str) -> None:
    words = fold(query).split()
    everyone = tuple(Person(name=n, key=fold(n)) for n in people)
    if not words:
        return
    expected = [i for i, p in enumerate(everyone) if all(w in p.key for w in words)]
    assert NameIndex.build(everyone).search(words, 12) == expected[:12]


def test_the_screens_rest_between_reads_so_the_desk_gets_in(serve, store: Store, poker: int,  # type: ignore[no-untyped-def]
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A read is one transaction the desk's actions wait for: after a read of T seconds the
    timer starts the next no sooner than REST * T later, however often the store moves.
    The publisher's clock is moved by hand: a read "takes" 0.25 s, then the rest passes."""
    from types import SimpleNamespace

    from tdesk.web import publisher as module

    publisher = serve(poker)
    clock = SimpleNamespace(now=1024.0)  # sums of halves: exact
    monkeypatch.setattr(module, "time", SimpleNamespace(monotonic=lambda: clock.now))
    real_read = module.read_snapshot

    def slow_read(*args: Any) -> Any:
        clock.now += 0.25
        return real_read(*args)

    monkeypatch.setattr(module, "read_snapshot", slow_read)
    publisher.refresh()
    assert publisher.read_seconds == 0.25
    first = list_entries(store, poker)[0]
    seating.bust_players(store, poker, [first.entry_id])
    publisher.poll()
    assert publisher.reader is None  # a 0.25 s read: no new read for 0.5 s
    clock.now += module.REST * 0.25 - 0.125
    publisher.poll()
    assert publisher.reader is None  # not quite yet
    clock.now += 0.125
    publisher.poll()
    assert publisher.reader is not None
    publisher.reader.join(timeout=60)
    assert publisher.server.snapshot is not None
    assert publisher.server.snapshot.revision == store.revision()
