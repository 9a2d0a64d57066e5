"""The floor staff's pages on the player screens' server (issue 39): GET and POST /staff.

A tablet signs in with a staff member's PIN (``services.staff_pins``); the server keeps the
sign-in as a random session id in a cookie (HttpOnly, SameSite=Strict, Path=/staff) and asks
the store at every page and every write whether the member's PIN still stands, so a revoked PIN
stops at once. A player's code never opens these pages (a PIN is digits only, and a request
that carries a player's code is refused as such); a PIN never opens a player's page. Every
form carries a one-time token of the session's page, and the server's Origin, size, type and
rate checks apply as to the phones' forms; wrong PINs are limited per address and in all.
The pages are in the desk's language; their content is ``tablet_pages``.
"""

from __future__ import annotations

import html
import secrets
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from http import HTTPStatus
from urllib.parse import urlsplit

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTranslator

from tdesk.errors import ConflictError, InputError, NotFoundError, TdeskError
from tdesk.models.store import Store
from tdesk.paths import resource
from tdesk.rules.phone_reports import read_code
from tdesk.services.phones.phone_reports import StalePage
from tdesk.services.venue import staff_pins, standby
from tdesk.services.venue.tablet import Signer
from tdesk.web import tablet_pages
from tdesk.web.page import LOCALES, shipped
from tdesk.web.phone_page import Fields, one
from tdesk.web.phones import ADDRESS_BURST, ADDRESS_RATE, Answer, _limited, _Limiter

MAX_BODY = 2048  # a table's chip counts: ten players' numbers and the form's own fields
MAX_POST_FIELDS = 48
SESSION = "tdesk_staff"
DEVICE = "tdesk_device"
SESSION_SECONDS = 12 * 3600  # a night's shift
TOKEN_SECONDS = 2 * 3600  # a page left open at a table between two busts
MAX_SESSIONS, MAX_TOKENS = 2_000, 20_000
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
       "base-uri 'none'; form-action 'self'; frame-ancestors 'none'; frame-src 'self'; "
       "connect-src 'self'")  # connect-src last: a standby's origin is added to it
STRIP_CSP = ("default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; "
             "frame-ancestors 'self'")
"""The strip of changes (``tablet_pages.changes``) is framed by its own table's page only."""

WORDS: dict[str, str] = {
    "title": QT_TRANSLATE_NOOP("TabletPage", "Floor tablet"),
    "pin": QT_TRANSLATE_NOOP("TabletPage", "Your staff PIN"),
    "table": QT_TRANSLATE_NOOP("TabletPage", "Table"),
    "sign_in": QT_TRANSLATE_NOOP("TabletPage", "Sign in"),
    "sign_out": QT_TRANSLATE_NOOP("TabletPage", "Sign out"),
    "wrong_pin": QT_TRANSLATE_NOOP("TabletPage", "This PIN does not open the staff pages. Ask the desk."),
    "player_code": QT_TRANSLATE_NOOP("TabletPage", "A player's code does not open the staff pages: sign in with your staff PIN."),
    "revoked": QT_TRANSLATE_NOOP("TabletPage", "Your PIN has been revoked: nothing was saved. Ask the desk."),
    "expired": QT_TRANSLATE_NOOP("TabletPage", "This page had expired, so nothing was saved: the table as it is now is below."),
    "stale": QT_TRANSLATE_NOOP("TabletPage", "The table has changed since this page was drawn (a player moved, the table was broken or re-paired), so nothing was saved. The table as it is now is below: check it and try again."),
    "refused": QT_TRANSLATE_NOOP("TabletPage", "Not saved: {0}"),
    "signed_out": QT_TRANSLATE_NOOP("TabletPage", "Signed out."),
    "signed_in": QT_TRANSLATE_NOOP("TabletPage", "Signed in as {0}"),
    "choose_table": QT_TRANSLATE_NOOP("TabletPage", "Which table are you at?"),
    "lost": QT_TRANSLATE_NOOP("TabletPage", "This page's server does not answer: nothing can be saved now. Trying again…"),
    "lost_standby": QT_TRANSLATE_NOOP("TabletPage", "This page's server does not answer: nothing can be saved here now. The page goes on at the standby copy as soon as it answers…"),
    "standby": QT_TRANSLATE_NOOP("TabletPage", "If this page stops answering, the staff pages go on at {0}"),
}


@dataclass(frozen=True)
class TabletWording:
    """The pages' words in every shipped language, looked up once on the Qt thread."""

    words: dict[str, dict[str, str]]

    @classmethod
    def load(cls) -> TabletWording:
        found: dict[str, dict[str, str]] = {}
        every = {**WORDS, **tablet_pages.WORDS}
        for lang in LOCALES:
            translator = QTranslator()
            if lang != "en":
                translator.load(str(resource("translations", f"tdesk_{lang}.qm")))
            found[lang] = {key: translator.translate("TabletPage", text) or text
                           for key, text in every.items()}
        return cls(found)


@dataclass(frozen=True)
class _Session:
    staff_id: int
    device: str
    until: float


class Tablets:
    """The staff pages of one event, answered on the server's worker threads."""

    def __init__(self, store: Store, event_id: int, kind: str, language: str) -> None:
        self.store, self.event_id, self.kind = store, event_id, kind
        self.lang = shipped(language) or "en"
        self.words = TabletWording.load().words[self.lang]
        self.sessions: OrderedDict[str, _Session] = OrderedDict()
        self.tokens: OrderedDict[str, tuple[str, float]] = OrderedDict()
        self.lock = threading.Lock()
        self.by_address = _Limiter(burst=ADDRESS_BURST, per_second=ADDRESS_RATE)
        self.pins_by_address = _Limiter(burst=5, per_second=0.1)  # a few typos, then 10 s each
        self.pins = _Limiter(burst=30, per_second=0.5)  # every address together

    # -- sessions and tokens -------------------------------------------------------------------
    def _session(self, sid: str) -> _Session | None:
        with self.lock:
            found = self.sessions.get(sid) if sid else None
        return found if found is not None and found.until > time.monotonic() else None

    def _start(self, staff_id: int, device: str) -> str:
        sid = secrets.token_urlsafe(24)
        with self.lock:
            self.sessions[sid] = _Session(staff_id, device, time.monotonic() + SESSION_SECONDS)
            while len(self.sessions) > MAX_SESSIONS:
                self.sessions.popitem(last=False)
        return sid

    def _end(self, sid: str) -> None:
        with self.lock:
            self.sessions.pop(sid, None)

    def _token(self, sid: str) -> str:
        token = secrets.token_urlsafe(18)
        with self.lock:
            self.tokens[token] = (sid, time.monotonic() + TOKEN_SECONDS)
            while len(self.tokens) > MAX_TOKENS:
                self.tokens.popitem(last=False)
        return token

    def _spend(self, token: str, sid: str) -> bool:
        """True once for a token this server gave a page of session ``sid`` ("" signs in)."""
        with self.lock:
            entry = self.tokens.pop(token, None) if token else None
        return entry is not None and entry[1] > time.monotonic() and \
            secrets.compare_digest(entry[0], sid)

    # -- answers -----------------------------------------------------------------------------
    def get(self, params: Fields, sid: str, address: str) -> Answer:
        """GET /staff: the sign-in, the choice of table or a table's page."""
        if not self.by_address.take(address):
            return _limited()
        if one(params, "player"):  # a player's code (/me?player=…): never opens a staff page
            return self._sign_in_page(self.words["player_code"], HTTPStatus.FORBIDDEN)
        session = self._session(sid)
        if session is None:
            return self._sign_in_page("", HTTPStatus.OK, one(params, "table"))
        return self._table_page(sid, session, one(params, "table"), "", HTTPStatus.OK,
                                one(params, "seen"))

    def changed(self, params: Fields, sid: str, address: str) -> Answer:
        """GET /staff/changed: the live strip of a table's page (what changed there since)."""
        if not self.by_address.take(address):
            return _limited()
        session = self._session(sid)
        if session is None or staff_pins.still_active(self.store, session.staff_id) is None:
            return self._strip("", HTTPStatus.FORBIDDEN)
        page = self._context(sid, session, one(params, "table"), one(params, "seen"))
        if not page.table:
            return self._strip("", HTTPStatus.BAD_REQUEST)
        return self._strip(tablet_pages.changes(page), HTTPStatus.OK)

    def _strip(self, content: str, status: HTTPStatus) -> Answer:
        body = (f'<!DOCTYPE html>\n<html lang="{LOCALES[self.lang]}"><head><meta charset="utf-8">'
                f'<title>{html.escape(self.words["changes"])}</title>'
                '<link rel="stylesheet" href="/app.css"></head>'
                f'<body class="phone tablet strip">{content}</body></html>')
        return Answer(status, body.encode("utf-8"),
                      {"Content-Security-Policy": STRIP_CSP, "X-Frame-Options": "SAMEORIGIN",
                       "Cache-Control": "no-store", "Referrer-Policy": "same-origin"})

    def post(self, fields: Fields, sid: str, device_id: str, address: str) -> Answer:
        """POST /staff: sign in, sign out, or a table's action."""
        if not self.by_address.take(address):
            return _limited()
        action, token = one(fields, "action"), one(fields, "token")
        if action == "signin":
            if not self._spend(token, ""):
                return self._sign_in_page(self.words["expired"], HTTPStatus.FORBIDDEN)
            return self._sign_in(fields, device_id, address)
        session = self._session(sid)
        if session is None or not self._spend(token, sid):
            if session is None:
                return self._sign_in_page(self.words["expired"], HTTPStatus.FORBIDDEN)
            return self._table_page(sid, session, one(fields, "table"), self.words["expired"],
                                    HTTPStatus.FORBIDDEN)
        if action == "signout":
            self._end(sid)
            answer = self._sign_in_page(self.words["signed_out"], HTTPStatus.OK)
            answer.headers["Set-Cookie"] = f"{SESSION}=; Path=/staff; Max-Age=0"
            return answer
        do = tablet_pages.ACTIONS.get(self.kind, {}).get(action)
        if do is None or not self._context(sid, session, one(fields, "table")).table:
            return self._table_page(sid, session, one(fields, "table"),
                                    self.words["refused"].format(action), HTTPStatus.BAD_REQUEST)
        page = self._context(sid, session, one(fields, "table"))
        try:
            key, args = do(page, fields)
            notice, status = self.words[key].format(*args), HTTPStatus.OK
        except staff_pins.RevokedPin:
            self._end(sid)
            return self._sign_in_page(self.words["revoked"], HTTPStatus.FORBIDDEN)
        except StalePage:
            notice, status = self.words["stale"], HTTPStatus.CONFLICT
        except (ConflictError, InputError, NotFoundError) as exc:
            notice, status = self.words["refused"].format(exc), HTTPStatus.CONFLICT
        return self._table_page(sid, session, one(fields, "table"), notice, status,
                                one(fields, "seen"))

    def _sign_in(self, fields: Fields, device_id: str, address: str) -> Answer:
        if not (self.pins_by_address.take(address) and self.pins.take("all")):
            return _limited()
        typed = one(fields, "pin")
        member = staff_pins.sign_in(self.store, typed)
        if member is None:  # a player's code is told so, not tried
            said = "player_code" if read_code(typed) is not None else "wrong_pin"
            return self._sign_in_page(self.words[said], HTTPStatus.FORBIDDEN)
        device_id = device_id if device_id.isalnum() and len(device_id) <= 16 \
            else secrets.token_hex(4)
        sid = self._start(member.id, f"{address} {device_id}")
        session = self._session(sid)
        assert session is not None
        answer = self._table_page(sid, session, one(fields, "table"),
                                  self.words["signed_in"].format(member.name), HTTPStatus.OK)
        answer.headers["Set-Cookie"] = (  # two cookies: the server sends one header a line
            f"{SESSION}={sid}; Path=/staff; HttpOnly; SameSite=Strict; Max-Age={SESSION_SECONDS}"
            f"\n{DEVICE}={device_id}; Path=/staff; HttpOnly; SameSite=Strict; Max-Age=31536000")
        return answer

    def _context(self, sid: str, session: _Session, table: str,
                 seen: str = "") -> tablet_pages.TabletPage:
        return tablet_pages.TabletPage(
            self.store, self.event_id, self.kind, self.words,
            Signer(session.staff_id, session.device), int(table) if table.isdigit() and
            len(table) <= 5 else 0, lambda: self._token(sid),
            int(seen) if seen.isascii() and seen.isdigit() and len(seen) <= 15 else 0)

    def _table_page(self, sid: str, session: _Session, table: str, notice: str,
                    status: HTTPStatus, seen: str = "") -> Answer:
        name = staff_pins.still_active(self.store, session.staff_id)
        if name is None:  # revoked since: this tablet is signed out at once
            self._end(sid)
            return self._sign_in_page(self.words["revoked"], HTTPStatus.FORBIDDEN)
        page = self._context(sid, session, table, seen)
        try:
            body = tablet_pages.content(page, name)
        except (TdeskError, ValueError) as exc:
            body = tablet_pages.choose_table(page, name, str(exc))
        top = f'<p class="notice">{html.escape(notice)}</p>' if notice else ""
        return self._page(top + body, status, str(page.table or ""))

    def _sign_in_page(self, notice: str, status: HTTPStatus, table: str = "") -> Answer:
        w = {k: html.escape(v) for k, v in self.words.items()}
        table = table if table.isdigit() and len(table) <= 5 else ""
        top = f'<p class="notice">{html.escape(notice)}</p>' if notice else ""
        form = ('<form method="post" action="/staff" class="signin">'
                '<input type="hidden" name="action" value="signin">'
                f'<input type="hidden" name="token" value="{self._token("")}">'
                f'<label>{w["pin"]}<input name="pin" type="password" inputmode="numeric" '
                'autocomplete="off" maxlength="12" required></label>'
                f'<label>{w["table"]}<input name="table" inputmode="numeric" maxlength="5" '
                f'value="{table}"></label><button type="submit">{w["sign_in"]}</button></form>')
        return self._page(top + form, status, table)

    def _page(self, content: str, status: HTTPStatus, table: str = "") -> Answer:
        """The page around ``content``; it names the standby copy's staff pages, if the host
        has a standby serving them, for ``tablet.js`` to go on there when this server dies."""
        title = html.escape(self.words["title"])
        standby = self._standby_pages()
        said = self.words["lost_standby" if standby else "lost"]
        data = (f' data-table="{html.escape(table)}" data-lost="{html.escape(said)}"'
                + (f' data-standby="{html.escape(standby)}"' if standby else ""))
        foot = ""
        if standby:
            link = f'<a href="{html.escape(standby)}">{html.escape(standby)}</a>'
            foot = (f'<p class="standby">'
                    f'{html.escape(self.words["standby"]).format(link)}</p>')
        body = (f'<!DOCTYPE html>\n<html lang="{LOCALES[self.lang]}"><head><meta charset="utf-8">'
                '<meta name="viewport" content="width=device-width, initial-scale=1">'
                f'<title>{title}</title><link rel="stylesheet" href="/app.css">'
                '<script src="/tablet.js" defer></script></head>'
                f'<body class="phone tablet"{data}><header><h1>{title}</h1></header>'
                f'<main id="main">{content}</main>{foot}</body></html>')
        policy = CSP + (f" {_origin(standby)}" if standby else "")
        return Answer(status, body.encode("utf-8"),
                      {"Content-Security-Policy": policy, "Cache-Control": "no-store",
                       "Referrer-Policy": "same-origin"})

    def _standby_pages(self) -> str:
        """The standby copy's staff pages (``standby.staff_pages_of``), or "" without one."""
        if self.store.is_sqlite:
            return ""
        try:
            return standby.staff_pages_of(self.store) or ""
        except Exception:  # noqa: BLE001 - the host's list unreadable: name no standby
            return ""


def _origin(url: str) -> str:
    """``http://host:port`` of ``url``: what the page's script may ask whether it answers."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"
