"""Slow request bodies and heads never stop the player screens (issue 34), over loopback only.

Eight sockets that sent a whole POST head with ``Content-Length: 1000`` and then one byte of
body every few seconds used to hold all eight workers (a body read waited 10 s per read), so
phones and TVs got nothing. Here 8 and 64 such clients, and as many trickling their heads,
come from 127.0.0.1 while a phone (127.0.0.2) and a TV (127.0.0.3) keep asking: every answer
comes while every slow client is still held (none cut off yet: a starved phone would only be
answered once they were), and then the slow clients are cut off with 408 at the request's
deadline: the gate's clock (``GateClock``, standing still but when moved) is moved on a second,
every slow client sends more, and then the clock is moved to the deadline its start set, so
a deadline that each byte put off would not have come. No answer is timed, so a loaded
machine passes too; every wait is for the event itself, bounded for a broken server only;
the trickle stops by itself."""

from __future__ import annotations

import contextlib
import dataclasses
import http.client
import re
import selectors
import socket
import threading
import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urlencode

import pytest

from tdesk.models.store import Store
from tdesk.services.phones import phone_reports as pr
from tdesk.services.seating import seating
from tdesk.services.swiss import swiss
from tdesk.web import gate
from tests.web.waiting import PATIENCE, GateClock, until

DEADLINE = gate.REQUEST_SECONDS  # the whole request, head and body (the desk's own 10 s)
TRICKLE = 0.25  # a slow client sends one byte this often
PROBES = 12  # the phone and the TV ask this many times in turn, while the slow ones are held
ANSWER_SECONDS = 10.0  # a socket's timeout: a bound for a broken server, not a time checked
PHONE, TV, SLOW = "127.0.0.2", "127.0.0.3", "127.0.0.1"


def get(port: int, path: str, source: str, timeout: float = ANSWER_SECONDS
        ) -> tuple[int | None, bytes]:
    """One GET on a fresh connection: (status, body), (None, b"") when nothing came in time."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout,
                                      source_address=(source, 0))
    try:
        conn.request("GET", path)
        reply = conn.getresponse()
        return reply.status, reply.read()
    except (OSError, http.client.HTTPException):
        return None, b""
    finally:
        conn.close()


def post_head(port: int, length: int = 1000, path: str = "/report") -> bytes:
    """A phone report's head, right in every header a check looks at, announcing ``length``."""
    return (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            f"Origin: http://127.0.0.1:{port}\r\n"
            "Content-Type: application/x-www-form-urlencoded\r\n"
            f"Content-Length: {length}\r\n\r\n").encode()


class Slow:
    """``count`` sockets from 127.0.0.1 that send ``first`` at once and then one byte of
    ``rest`` every TRICKLE s until closed (``seconds`` and then some, at most)."""

    def __init__(self, port: int, count: int, first: bytes, rest: bytes, seconds: float) -> None:
        self.socks = [socket.create_connection(("127.0.0.1", port), timeout=5,
                                               source_address=(SLOW, 0)) for _ in range(count)]
        for sock in self.socks:
            sock.sendall(first)
        self.rest, self.seconds = rest, seconds + PATIENCE
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._trickle, daemon=True)
        self.thread.start()

    def _trickle(self) -> None:
        end = time.monotonic() + self.seconds
        n = 0
        while time.monotonic() < end and not self.stopped.wait(TRICKLE):
            byte = self.rest[n % len(self.rest):n % len(self.rest) + 1]
            for sock in self.socks:
                with contextlib.suppress(OSError):
                    sock.send(byte)
            n += 1

    def answers(self, within: float) -> list[bytes]:
        """What each socket got from the server before it closed (or ``within`` s passed)."""
        got = [b""] * len(self.socks)
        open_ = set(range(len(self.socks)))
        end = time.monotonic() + within
        for sock in self.socks:
            sock.setblocking(False)
        while open_ and time.monotonic() < end:
            for i in list(open_):
                try:
                    data = self.socks[i].recv(4096)
                except (BlockingIOError, InterruptedError):
                    continue
                except OSError:
                    data = b""
                got[i] += data
                if not data or got[i].endswith(b"408 Request Timeout\n"):
                    open_.discard(i)
            self.stopped.wait(0.01)
        return got

    def held(self) -> int:
        """How many still wait with nothing from the server (no 408, not closed): a socket
        is readable once an answer or the close comes."""
        with selectors.DefaultSelector() as selector:  # select.select stops at fd 1,024
            for sock in self.socks:
                selector.register(sock, selectors.EVENT_READ)
            readable = selector.select(0)
        return len(self.socks) - len(readable)

    def close(self) -> None:
        self.stopped.set()
        self.thread.join(timeout=5)
        for sock in self.socks:
            sock.close()


def probe(port: int, count: int = PROBES) -> list[tuple[str, int | None, bytes]]:
    """A phone and a TV asking in turn, ``count`` times: (path, status, body) each."""
    asks = [("/me", PHONE), ("/find", PHONE), ("/clock", TV), ("/api/clock", TV)]
    seen = []
    for n in range(count):
        path, source = asks[n % len(asks)]
        status, body = get(port, path, source)
        seen.append((path, status, body))
    return seen


EXPECTED = {"/me": b'name="player"', "/find": b"<html", "/clock": b"<html",
            "/api/clock": b'"revision"'}


def check_answers(seen: list[tuple[str, int | None, bytes]]) -> None:
    wrong = [(path, status) for path, status, body in seen
             if status != 200 or EXPECTED[path] not in body]
    assert not wrong, f"{len(wrong)} of {len(seen)} unanswered or wrong: {wrong[:8]}"


@pytest.fixture
def poker(store: Store, make_event: Callable[..., int]) -> int:
    event_id = make_event("poker", players=30)
    seating.draw_seats(store, event_id, seed=5)
    return event_id


@pytest.fixture
def server(serve, poker: int) -> Any:  # type: ignore[no-untyped-def]
    """The poker event's server, its gate's clock a ``GateClock`` (no connection yet)."""
    server = serve(poker).server
    server.gate.clock = GateClock()
    return server


@pytest.fixture
def port(server: Any) -> int:
    return int(server.port)


def slow_bodies(port: int, count: int) -> Slow:
    return Slow(port, count, post_head(port), b"x", seconds=DEADLINE + 4)


def slow_heads(port: int, count: int) -> Slow:
    head = f"X-Slow: {'y' * 200}\r\n".encode()
    return Slow(port, count, b"GET /clock HTTP/1.1\r\n", head, seconds=DEADLINE + 4)


@pytest.mark.parametrize("count", [8, 64])
@pytest.mark.parametrize("make", [slow_bodies, slow_heads], ids=["body", "head"])
def test_phones_and_a_tv_are_answered_while_slow_clients_trickle(
        server: Any, count: int, make: Callable[[int, int], Slow]) -> None:
    """Every answer to the phone and the TV comes, right, while the slow clients are held;
    then each slow client gets 408 and is closed."""
    slow = make(server.port, count)
    try:
        started = trickling(server.gate, count)
        check_answers(probe(server.port))
        assert slow.held() == count  # all answered while every slow client was still held
        server.gate.clock.reach(started + DEADLINE)  # the deadline from their start
        got = slow.answers(within=PATIENCE)
    finally:
        slow.close()
    cut = [g for g in got if g.startswith(b"HTTP/1.1 408 ")]
    assert len(cut) == count, got[:3]


def test_a_body_in_pieces_within_the_deadline_is_taken(serve, store: Store,  # type: ignore[no-untyped-def]
                                                       make_event) -> None:
    """A phone on a poor network sends its report's body late and in pieces, while 64 slow
    bodies are held: the report is recorded. Each piece goes once the server holds what came
    before it (the head, then the first 10 bytes), so the pieces arrive apart."""
    event = make_event("swiss", players=8, rounds=3)
    swiss.pair_next_round(store, event, seed=3)
    pr.set_reporting(store, event, True)
    codes = pr.issue_codes(store, event)
    table = swiss.get_round(store, event, 1).tables[0]
    server = serve(event).server
    port = server.port
    slow = slow_bodies(port, 64)
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=ANSWER_SECONDS,
                                          source_address=(PHONE, 0))
        conn.request("GET", f"/me?player={codes[table.a_id]}")
        reply = conn.getresponse()
        page = reply.read().decode()
        cookie = re.match(r"tdesk_report=([^;]+)", reply.getheader("Set-Cookie") or "")
        token = re.search(r'name="token" value="([^"]+)"', page)
        conn.close()
        assert reply.status == 200 and cookie and token
        body = urlencode({"player": codes[table.a_id], "token": token.group(1),
                          "result": "2-1", "round": "1",
                          "table": str(table.table)}).encode()
        head = post_head(port, len(body)).replace(
            b"\r\n\r\n", f"\r\nCookie: tdesk_report={cookie.group(1)}\r\n\r\n".encode())
        with socket.create_connection(("127.0.0.1", port), timeout=ANSWER_SECONDS,
                                      source_address=(PHONE, 0)) as sock:
            sock.sendall(head)
            until(lambda: holding(server.gate, PHONE, len(body), 0), "the head held")
            sock.sendall(body[:10])
            until(lambda: holding(server.gate, PHONE, len(body), 10), "the first piece held")
            sock.sendall(body[10:])
            answer = b""
            while not answer.endswith(b"</html>"):
                chunk = sock.recv(65536)
                if not chunk:
                    break
                answer += chunk
    finally:
        slow.close()
    assert answer.startswith(b"HTTP/1.1 200 "), answer[:200]
    assert pr.my_match(store, codes[table.a_id]).reported == "2-1"


@pytest.mark.parametrize(("head", "status"), [
    (b"POST /clock", b"405"),  # no page takes a body: refused before any of it is read
    (b"POST /report/x", b"405"),
    (b"PUT /report", b"405"),
])
def test_a_body_nobody_takes_is_not_waited_for(port: int, head: bytes, status: bytes) -> None:
    with socket.create_connection(("127.0.0.1", port), timeout=ANSWER_SECONDS) as sock:
        sock.sendall(post_head(port).replace(b"POST /report", head))
        assert sock.recv(200).startswith(b"HTTP/1.1 " + status), head


@pytest.mark.parametrize(("length", "status"), [
    (b"5000", b"413"),  # more than a report ever is
    (b"1_000", b"411"),  # Python's int() reads these; HTTP does not
    (b"+1000", b"411"),
    (b"1000\r\nContent-Length: 10", b"411"),  # two lengths: which one ends the body?
    (b"1000\r\nTransfer-Encoding: chunked", b"411"),
])
def test_a_report_body_of_no_plain_size_is_refused_at_once(port: int, length: bytes,
                                                           status: bytes) -> None:
    with socket.create_connection(("127.0.0.1", port), timeout=ANSWER_SECONDS) as sock:
        sock.sendall(post_head(port).replace(b"Content-Length: 1000", b"Content-Length: " + length))
        assert sock.recv(200).startswith(b"HTTP/1.1 " + status), length


def slow_ones(the_gate: gate.Gate) -> list[gate.Conn]:
    """The requests the gate holds from the slow address (read from outside its thread)."""
    while True:
        try:
            return [c for c in list(the_gate.waiting) if c.address == SLOW]
        except RuntimeError:  # the set changed while being copied: ask again
            continue


def trickling(the_gate: gate.Gate, count: int) -> float:
    """Once the gate holds ``count`` requests from the slow address, the gate's clock a second
    on, and each has sent more since then: when the last of them started (the gate's clock).
    A deadline put off by each byte would now be a second later than the start's."""
    until(lambda: len(slow_ones(the_gate)) == count, f"{count} slow clients held")
    the_gate.clock.advance(1.0)  # type: ignore[attr-defined]
    first = {conn: len(conn.buffer) for conn in slow_ones(the_gate)}
    until(lambda: all(len(c.buffer) > first[c] for c in slow_ones(the_gate)),
          f"{count} slow clients sending more")
    return max(c.since for c in first)


def holding(the_gate: gate.Gate, source: str, wanted: int, have: int) -> bool:
    """The gate holds a request from ``source`` waiting for a body of ``wanted`` bytes, of
    which ``have`` came (read from outside the gate's thread)."""
    try:
        return any(c.address == source and c.wanted == wanted and len(c.buffer) == have
                   for c in list(the_gate.waiting))
    except RuntimeError:  # the set changed while being copied: ask again
        return False


def closes(sock: socket.socket, within: float) -> bool:
    """Read what the server sent; True when it closed the connection within ``within`` s."""
    sock.settimeout(0.5)
    end = time.monotonic() + within
    try:
        while time.monotonic() < end:
            if not sock.recv(1 << 20):
                return True
    except TimeoutError:
        return False
    except OSError:  # reset: closed too
        return True
    return False


def writers(the_gate: gate.Gate) -> int:
    """Connections whose answer waits for its reader (read from outside the gate's thread)."""
    try:
        return sum(getattr(c, "writing", False) for c in list(the_gate.waiting))
    except RuntimeError:  # the set changed while being copied: ask again
        return 0


def non_readers(server, count: int, each: int = 20) -> list[socket.socket]:  # type: ignore[no-untyped-def]
    """``count`` clients, each from its own address (no rate limit helps), that ask for a
    long list ``each`` times at once and never read (a tiny receive window)."""
    assert server.snapshot is not None
    rows = tuple({"name": f"Player {i}", "note": "x" * 2000} for i in range(800))
    server.publish(dataclasses.replace(server.snapshot, listing=rows))  # answers of 1.6 MB
    socks = []
    for n in range(count):
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.settimeout(5)
        sock.bind((f"127.0.1.{n + 1}", 0))
        sock.connect(("127.0.0.1", server.port))
        sock.sendall(b"GET /api/list HTTP/1.1\r\nHost: x\r\n\r\n" * each)
        socks.append(sock)
    return socks


@pytest.mark.parametrize("count", [8, 64])
def test_clients_that_never_read_their_answers_hold_no_worker(  # type: ignore[no-untyped-def]
        serve, poker: int, monkeypatch: pytest.MonkeyPatch, count: int) -> None:
    """Clients that ask for long lists and never read leave no worker waiting to write:
    once their lists are made (CPU work, bounded by the rate limit, not the point here) and
    stuck unread, the phone and the TV are answered while they stay stuck."""
    monkeypatch.setattr(gate, "WRITE_SECONDS", 30.0)  # they stay stuck for the whole test
    server = serve(poker).server
    readers = non_readers(server, count)
    try:
        until(lambda: writers(server.gate) >= count, f"{count} answers stuck unread")
        check_answers(probe(server.port))
        assert writers(server.gate) == count  # all answered while they were stuck
    finally:
        for sock in readers:
            sock.close()


def test_a_reader_stuck_past_the_write_deadline_is_cut_off(server: Any) -> None:
    """Cut off at WRITE_SECONDS from the answer's first unsent byte (the clock moved there)."""
    reader = non_readers(server, 1)[0]
    try:
        until(lambda: writers(server.gate) == 1, "the answer stuck unread")
        stuck = [c for c in list(server.gate.waiting) if getattr(c, "writing", False)]
        server.gate.clock.reach(stuck[0].since + gate.WRITE_SECONDS)
        until(lambda: server.gate.stalled >= 1, "the stuck reader cut off")
        assert server.gate.stalled == 1 and server.gate.pending == 0
        assert closes(reader, PATIENCE)  # reset: the unsent answer is dropped, not kept sending
    finally:
        reader.close()


def test_answers_waiting_for_readers_are_bounded(  # type: ignore[no-untyped-def]
        serve, poker: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Past MAX_PENDING bytes of unsent answers, the reader stuck longest is cut off."""
    monkeypatch.setattr(gate, "WRITE_SECONDS", 30.0)
    monkeypatch.setattr(gate, "MAX_PENDING", 1 << 20)
    server = serve(poker).server
    readers = non_readers(server, 6)
    try:
        until(lambda: writers(server.gate) + server.gate.stalled >= 6,
              "every list made: stuck unread or cut off")
        assert server.gate.stalled >= 1 and server.gate.pending <= 1 << 20
        assert fetch_ok(server.port)
    finally:
        for sock in readers:
            sock.close()


def fetch_ok(port: int) -> bool:
    status, body = get(port, "/api/clock", TV)
    return status == 200 and EXPECTED["/api/clock"] in body
