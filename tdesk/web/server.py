"""The HTTP server of the player screens: read-only but for players' reports, limited, safe on
a public network. The one write is POST /report (issue 25, `tdesk.web.phones`), refused
unless the desk turned reporting on; its page GET /me reads only the code holder's match.

It runs on its own threads and answers from the
latest published ``Snapshot`` only: a request can neither reach the store nor change it. Limits
keep one phone or a stray script from hurting the desk: a short request line and headers, no
request bodies but a route's own (``takes_body``), a cap on open connections, a per-address rate
and a time limit on each whole request. Requests are gathered by ``tdesk.web.gate`` (one thread
for every waiting client, a few workers for complete requests, bodies included), so slow
clients cannot hold the workers (issues 20 and 34).
"""

from __future__ import annotations

import datetime as dt
import functools
import hmac
import http.client
import io
import json
import logging
import re
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

from tdesk.errors import InputError
from tdesk.paths import resource
from tdesk.web import page
from tdesk.web.gate import Conn, Gate
from tdesk.web.phones import COOKIE, MAX_BODY, MAX_POST_FIELDS, Answer, Phones
from tdesk.web.snapshot import Snapshot, clock_payload, find
from tdesk.web.tablets import DEVICE, SESSION, Tablets
from tdesk.web.tablets import MAX_BODY as STAFF_BODY
from tdesk.web.tablets import MAX_POST_FIELDS as STAFF_FIELDS

MAX_REQUEST_LINE = 2048
MAX_HEADER_BYTES = 8192
MAX_HEAD = MAX_REQUEST_LINE + MAX_HEADER_BYTES + 1024  # a head past this is refused unread
MAX_FIELDS = 32  # query fields; a URL with more is refused (400), never left unanswered
# Per client address, with bursts of RATE_BURST: a page polls every 2 s, so 60 a second lets
# dozens of phones behind one venue access point (one address) through, while one stray
# script still cannot take more than a small share of the desk's ~1,000 answers a second.
RATE_PER_SECOND = 60.0
RATE_BURST = 120
DIGITS = re.compile(r"[0-9]{1,9}")
log = logging.getLogger(__name__)
STATIC = {"/app.js": ("app.js", "text/javascript; charset=utf-8"),
          "/app.css": ("app.css", "text/css; charset=utf-8"),
          "/tablet.js": ("tablet.js", "text/javascript; charset=utf-8")}  # issue 39
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; "
                               "connect-src 'self'; img-src 'self'; base-uri 'none'; "
                               "form-action 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}


@dataclass(frozen=True)
class Settings:
    host: str
    port: int
    access_code: str = ""
    language: str = "en"  # the desk's language: the page's default


class _Bucket:
    """Token bucket per client address."""

    def __init__(self) -> None:
        self.tokens: dict[str, tuple[float, float]] = {}
        self.lock = threading.Lock()

    def take(self, client: str) -> bool:
        now = time.monotonic()
        with self.lock:
            tokens, since = self.tokens.get(client, (float(RATE_BURST), now))
            tokens = min(float(RATE_BURST), tokens + (now - since) * RATE_PER_SECOND)
            if len(self.tokens) > 10_000:  # forget idle clients
                self.tokens.clear()
            if tokens < 1:
                self.tokens[client] = (tokens, now)
                return False
            self.tokens[client] = (tokens - 1, now)
            return True


class DisplayServer(HTTPServer):
    """Serves one event's screens on ``settings.host:settings.port``.

    The standard library server only binds and listens; ``gate`` accepts and answers.
    """

    request_queue_size = 128

    def __init__(self, settings: Settings, wording: page.Wording) -> None:
        self.settings = settings
        self.wording = wording
        self.snapshot: Snapshot | None = None
        self.encoded: tuple[Snapshot | None, dict[str, bytes]] = (None, {})
        self.rate = _Bucket()
        self.requests = 0
        self.phones: Phones | None = None  # players' own pages (issue 25): None = not served
        self.tablets: Tablets | None = None  # floor staff pages (issue 39): None = not served
        family = socket.AF_INET6 if ":" in settings.host else socket.AF_INET
        self.address_family = family
        try:
            super().__init__((settings.host, settings.port), _Handler)
        except OSError as exc:
            raise InputError("address", f"{settings.host}:{settings.port}",
                             f"cannot listen there ({exc.strerror or exc})") from exc
        self.gate = Gate(self.socket, self._answer, max_head=MAX_HEAD, body=self._body_length)

    @property
    def port(self) -> int:
        return int(self.server_address[1])

    def publish(self, snapshot: Snapshot) -> None:
        self.snapshot = snapshot  # one reference swap: readers see the old or the new one

    def answer_of(self, name: str, snap: Snapshot, make: Callable[[], dict[str, Any]]) -> bytes:
        """``make()``'s JSON for ``snap``, made once a snapshot: every TV on the list asks for
        the same list when its revision moves (a 500-row list is a few hundred kB to encode).
        Workers race harmlessly: each answer is made from, and kept with, its own snapshot."""
        kept, bodies = self.encoded
        if kept is not snap:
            bodies = {}
            self.encoded = (snap, bodies)
        body = bodies.get(name)
        if body is None:
            body = bodies[name] = json.dumps(make(), ensure_ascii=False).encode("utf-8")
        return body

    def start(self) -> None:
        self.gate.start()

    def stop(self) -> None:
        self.gate.stop()
        self.server_close()

    def takes_body(self, method: str, path: str) -> int | None:
        """The largest body the route takes, or None: a request with any other body is
        refused unread. A page that takes a form (the staff pages, issue 39) adds its route
        here, and the gate gathers its body whole, within the request's deadline (issue 34)."""
        if method == "POST" and path == "/report" and self.phones is not None:
            return MAX_BODY
        if method == "POST" and path == "/staff" and self.tablets is not None:
            return STAFF_BODY
        return None

    def _body_length(self, head: bytes) -> int:
        """For the gate: the body bytes to gather after ``head`` before a worker answers it.

        The announced length when the route takes a body that big; else 0, and the worker
        refuses the request (405, 411, 413 or 400) with the body unread.
        """
        line, _, rest = head.partition(b"\n")
        parts = line.split()
        if len(parts) != 3:
            return 0
        method, target = (p.decode("latin-1") for p in parts[:2])
        limit = self.takes_body(method, urlsplit(target).path)
        if limit is None:
            return 0
        try:
            headers = http.client.parse_headers(io.BytesIO(rest))
        except (http.client.HTTPException, ValueError):
            return 0
        length = content_length(headers)
        return length if length is not None and length <= limit else 0

    def _answer(self, conn: Conn) -> bool:
        """One complete request on a worker thread; True keeps the connection open."""
        handler = _Handler(conn, self)
        return not handler.close_connection


def content_length(headers: Any) -> int | None:
    """The one plain ``Content-Length`` of a request without ``Transfer-Encoding``, else None
    (the gate and the handler read it alike, so both agree where the body ends)."""
    if headers.get("Transfer-Encoding"):
        return None
    values = headers.get_all("Content-Length") or []
    if len(values) != 1 or not DIGITS.fullmatch(values[0].strip()):
        return None
    return int(values[0])


@functools.cache
def _asset(name: str) -> bytes:
    """``app.js`` and ``app.css``, read once."""
    return resource("web", name).read_bytes()


def _whole(name: str, snap: Snapshot) -> dict[str, Any]:
    """The list, standings or series answer: the snapshot's own, whoever asks."""
    if name == "list":
        return {"revision": snap.revision, "kind": snap.kind, "rows": list(snap.listing)}
    if name == "standings":
        return {"revision": snap.revision, "kind": snap.kind, "rows": list(snap.standings)}
    return {"revision": snap.revision, "series": list(snap.series)}


class _Writer(io.BufferedIOBase):
    """The answer goes into the connection's ``out``; the gate sends it (issue 34)."""

    def __init__(self, out: bytearray) -> None:
        self.out = out

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        with memoryview(data) as view:
            self.out += view
            return view.nbytes


class _Handler(BaseHTTPRequestHandler):
    """Answers one request the gate gathered whole (``conn.head``, its body first in
    ``conn.buffer``) into ``conn.out``, which the gate sends: no socket I/O here."""

    server: DisplayServer
    protocol_version = "HTTP/1.1"
    default_request_version = "HTTP/1.0"  # a garbled request still gets a status line
    server_version = "tdesk"
    sys_version = ""

    def __init__(self, conn: Conn, server: DisplayServer) -> None:
        self.conn, self.oversized = conn, conn.oversized
        super().__init__(conn.sock, conn.peer, server)

    def setup(self) -> None:
        self.connection = self.request
        self.rfile = io.BytesIO(self.conn.head)
        self.wfile = _Writer(self.conn.out)

    def handle(self) -> None:
        self.close_connection = True
        self.handle_one_request()  # the gate brings the next request, if any

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        pass  # no access log on the desk's terminal

    # -- refusals ---------------------------------------------------------------------------
    def _refuse(self, status: HTTPStatus, extra: dict[str, str] | None = None) -> None:
        body = f"{status.value} {status.phrase}\n".encode()
        self.send_response(status)
        for key, value in {**SECURITY_HEADERS, **(extra or {})}.items():
            self.send_header(key, value)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)
        self.close_connection = True

    def parse_request(self) -> bool:
        if len(self.raw_requestline) > MAX_REQUEST_LINE:
            self.requestline, self.request_version, self.command = "", "HTTP/1.1", "GET"
            self._refuse(HTTPStatus.REQUEST_URI_TOO_LONG)
            return False
        if self.oversized:  # no blank line within MAX_HEAD bytes: the headers are too large
            self.requestline, self.request_version, self.command = "", "HTTP/1.1", "GET"
            self._refuse(HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE)
            return False
        if not super().parse_request():
            return False
        size = sum(len(k) + len(v) + 4 for k, v in self.headers.items())
        if size > MAX_HEADER_BYTES:
            self._refuse(HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE)
            return False
        return True

    def _not_allowed(self) -> None:
        self._refuse(HTTPStatus.METHOD_NOT_ALLOWED, {"Allow": "GET"})

    do_PUT = do_DELETE = do_PATCH = do_OPTIONS = do_HEAD = do_TRACE = do_CONNECT = (  # noqa: N815
        _not_allowed)

    # -- POST /report (issue 25) and /staff (issue 39): the writes, when the desk serves them --
    def do_POST(self) -> None:  # noqa: N802 - stdlib name
        try:
            self._post()
        except OSError:
            raise
        except Exception:  # noqa: BLE001 - a request is always answered with a status
            log.exception("player screens: a phone report failed")
            self._refuse(HTTPStatus.INTERNAL_SERVER_ERROR)

    def _post(self) -> None:
        self.close_connection = True  # one write per connection: no body left to misread
        phones, tablets, path = self.server.phones, self.server.tablets, urlsplit(self.path).path
        limit = self.server.takes_body("POST", path)
        if limit is None:
            self._not_allowed()
            return
        if not self.server.rate.take(self.client_address[0]):
            self._refuse(HTTPStatus.TOO_MANY_REQUESTS, {"Retry-After": "1"})
            return
        length = content_length(self.headers)
        if length is None:
            self._refuse(HTTPStatus.LENGTH_REQUIRED)
            return
        if length > limit:
            self._refuse(HTTPStatus.REQUEST_ENTITY_TOO_LARGE)
            return
        host = self.headers.get("Host", "")
        if not host or self.headers.get("Origin", "") != f"http://{host}":
            self._refuse(HTTPStatus.FORBIDDEN)  # a cross-site form, or no Origin at all
            return
        kind = self.headers.get("Content-Type", "").split(";")[0].strip().lower()
        if kind != "application/x-www-form-urlencoded":
            self._refuse(HTTPStatus.UNSUPPORTED_MEDIA_TYPE)
            return
        try:
            fields = parse_qs(self._body(length).decode("utf-8"), max_num_fields=(
                STAFF_FIELDS if path == "/staff" else MAX_POST_FIELDS))
        except (ValueError, UnicodeDecodeError):
            self._refuse(HTTPStatus.BAD_REQUEST)
            return
        address = self.client_address[0]
        if path == "/staff" and tablets is not None:
            self._answer_phone(tablets.post(fields, self._cookie(SESSION), self._cookie(DEVICE),
                                            address))
        elif phones is not None:
            self._answer_phone(phones.report(fields, self._cookie(), self._language(fields),
                                             address))

    def _body(self, length: int) -> bytes:
        """The request body, gathered whole by the gate before this worker got the request
        (issue 34): a worker never waits on a client's socket."""
        buffer = self.conn.buffer
        if len(buffer) < length:
            raise ValueError("the body is not all here")  # the gate's policy disagreed: 400
        data = bytes(buffer[:length])
        del buffer[:length]
        return data

    def _cookie(self, name: str = COOKIE) -> str:
        from http.cookies import CookieError, SimpleCookie

        jar: SimpleCookie = SimpleCookie()
        try:
            jar.load(self.headers.get("Cookie", "")[:4096])
        except CookieError:
            return ""
        morsel = jar.get(name)
        return morsel.value if morsel is not None else ""

    def _language(self, params: dict[str, list[str]]) -> str:
        return page.pick_language(params.get("lang", [None])[0],
                                  self.headers.get("Accept-Language"),
                                  self.server.settings.language)

    def _answer_phone(self, answer: Answer) -> None:
        self.send_response(answer.status)
        headers = {**SECURITY_HEADERS, "Content-Type": "text/html; charset=utf-8",
                   **answer.headers}
        for key, value in headers.items():
            for line in value.split("\n"):  # two cookies: two Set-Cookie lines
                self.send_header(key, line)
        self.send_header("Content-Length", str(len(answer.body)))
        self.end_headers()
        self.wfile.write(answer.body)

    # -- GET --------------------------------------------------------------------------------
    def do_GET(self) -> None:  # noqa: N802 - stdlib name
        try:
            self._get()
        except OSError:
            raise  # the client went away: the gate closes quietly
        except Exception:  # noqa: BLE001 - a request is always answered with a status
            log.exception("player screens: answering %s failed", self.path[:200])
            self._refuse(HTTPStatus.INTERNAL_SERVER_ERROR)

    def _get(self) -> None:
        self.server.requests += 1
        if not self.server.rate.take(self.client_address[0]):
            self._refuse(HTTPStatus.TOO_MANY_REQUESTS, {"Retry-After": "1"})
            return
        if self.headers.get("Content-Length", "0").strip() not in ("", "0") or \
                self.headers.get("Transfer-Encoding"):
            self._refuse(HTTPStatus.BAD_REQUEST)  # a GET carries no body
            return
        url = urlsplit(self.path)
        path = url.path.rstrip("/") or "/"
        if path in STATIC:  # the same script and style for every event: no code needed
            name, mime = STATIC[path]
            self._send(_asset(name), mime, cache=True)
            return
        try:
            params = parse_qs(url.query, max_num_fields=MAX_FIELDS)
        except ValueError:  # more fields than any page uses
            self._refuse(HTTPStatus.BAD_REQUEST)
            return
        if path == "/me" and self.server.phones is not None:  # its own code: the player's
            player = params.get("player", [""])[0][:128]
            self._answer_phone(self.server.phones.me(player, self._language(params),
                                                     self.client_address[0],
                                                     params.get("seen", [""])[0][:16]))
            return
        if path == "/staff" and self.server.tablets is not None:  # a staff member's own PIN
            self._answer_phone(self.server.tablets.get(params, self._cookie(SESSION),
                                                       self.client_address[0]))
            return
        if path == "/staff/changed" and self.server.tablets is not None:  # its live strip
            self._answer_phone(self.server.tablets.changed(params, self._cookie(SESSION),
                                                           self.client_address[0]))
            return
        code = self.server.settings.access_code
        if code and not hmac.compare_digest(params.get("code", [""])[0].encode(), code.encode()):
            self._refuse(HTTPStatus.FORBIDDEN)
            return
        snap = self.server.snapshot
        if path == "/logo" and snap is not None and snap.logo is not None:  # issue 35
            self._send(snap.logo.data, snap.logo.mime, cache=True)  # ?v=version: a new URL
            return
        if path == "/" or path.lstrip("/") in page.VIEWS:
            self._page(path.lstrip("/") or "clock", params, snap)
        elif path.startswith("/api/") and snap is not None:
            self._api(path[5:], params, snap)
        elif path.startswith("/api/"):
            self._refuse(HTTPStatus.SERVICE_UNAVAILABLE, {"Retry-After": "1"})
        else:
            self._refuse(HTTPStatus.NOT_FOUND)

    def _page(self, view: str, params: dict[str, list[str]], snap: Snapshot | None) -> None:
        lang = page.pick_language(params.get("lang", [None])[0],
                                  self.headers.get("Accept-Language"),
                                  self.server.settings.language)
        event, kind = (snap.event, snap.kind) if snap is not None else ("tdesk", "poker")
        self._send(page.render(view, lang, kind, event, self.server.wording),
                   "text/html; charset=utf-8")

    def _api(self, name: str, params: dict[str, list[str]], snap: Snapshot) -> None:
        data: dict[str, Any]
        if name == "clock":  # the time left moves: made for each answer
            data = clock_payload(snap, dt.datetime.now(dt.UTC))
        elif name == "find":
            data = {"revision": snap.revision, "found": find(snap, params.get("q", [""])[0])}
        elif name in ("list", "standings", "series"):  # the snapshot's alone: made once
            body = self.server.answer_of(name, snap, functools.partial(_whole, name, snap))
            self._send(body, "application/json; charset=utf-8")
            return
        else:
            self._refuse(HTTPStatus.NOT_FOUND)
            return
        self._send(json.dumps(data, ensure_ascii=False).encode("utf-8"),
                   "application/json; charset=utf-8")

    def _send(self, body: bytes, mime: str, *, cache: bool = False) -> None:
        self.send_response(HTTPStatus.OK)
        for key, value in SECURITY_HEADERS.items():
            self.send_header(key, value)
        self.send_header("Content-Type", mime)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "max-age=300" if cache else "no-store")
        self.end_headers()
        self.wfile.write(body)
