"""Players' own pages on the player screens (issue 25): GET /me shows the holder's match,
table and opponent (names only, never contact data); POST /report takes their result.

A write must carry the player's code, a one-time token of the page it came from (also sent as
a SameSite=Strict cookie, so another site's form has neither), an Origin of this server, and
a small urlencoded body; it is rate-limited per address and per code. Every wrong code gets
the same refusal, so a guess never learns whether a player exists. The reports go through
`tdesk.services.phones.phone_reports`, the desk's own validators and actions.
"""

from __future__ import annotations

import hmac
import html
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from http import HTTPStatus
from typing import Protocol, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTranslator

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.store import Store
from tdesk.paths import resource
from tdesk.services.phones import phone_reports
from tdesk.web import phone_checkin, phone_league, phone_poker, phone_swiss
from tdesk.web.page import LANGUAGES, LOCALES
from tdesk.web.phone_page import Fields, PageContext, one

MAX_BODY = 1024  # a report is about 100 bytes; availability for a dozen slots about 300
# Players behind one venue access point share an address: they report at the round's end
# together, and poker pages reload every 20 s (600 phones = 30 a second), so 120 at once,
# then 30 a second (the server's own limit is 60). One code: a page and a few taps.
ADDRESS_BURST, ADDRESS_RATE = 120, 30.0
MAX_POST_FIELDS = 24  # action, code, token, language and a round's slots
TOKEN_SECONDS = 30 * 60
MAX_TOKENS = 20_000
COOKIE = "tdesk_report"
CSP = ("default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; "
       "form-action 'self'; frame-ancestors 'none'")

WORDS: dict[str, str] = {
    "title": QT_TRANSLATE_NOOP("PhonePage", "My match"),
    "bad_code": QT_TRANSLATE_NOOP("PhonePage", "This code is not valid here. Ask at the desk."),
    "enter_code": QT_TRANSLATE_NOOP("PhonePage", "Type the code from your pairing slip"),
    "show": QT_TRANSLATE_NOOP("PhonePage", "Show my match"),
    "refused": QT_TRANSLATE_NOOP("PhonePage", "This report was not taken: ask at the desk."),
    "expired": QT_TRANSLATE_NOOP("PhonePage", "This page has expired: open it again and report once more."),
    "name": QT_TRANSLATE_NOOP("PhonePage", "You are {0}"),
    "stale": QT_TRANSLATE_NOOP("PhonePage", "This page was out of date, so nothing was sent to the desk. Your page as it is now is below: check it and try again."),
}


class PageModule(Protocol):
    """A kind's page (`phone_swiss`, …): its words, its content and the forms it answers."""

    WORDS: dict[str, str]
    ACTIONS: dict[str, Callable[[PageContext, Fields], str]]

    def content(self, page: PageContext) -> str: ...


KINDS: dict[str, PageModule] = {phone_swiss.KIND: cast(PageModule, phone_swiss), phone_league.KIND: cast(PageModule, phone_league), phone_poker.KIND: cast(PageModule, phone_poker), "ofc": cast(PageModule, phone_poker)}
"""The event kinds with a player page; another kind's holder sees their name only."""

EXTRAS: list[PageModule] = [cast(PageModule, phone_checkin)]
"""Sections under every kind's content (check-in), in order."""


def _all_words() -> dict[str, str]:
    found = dict(WORDS)
    for module in dict.fromkeys((*KINDS.values(), *EXTRAS)):  # OFC shares poker's page
        clash = found.keys() & module.WORDS.keys()
        assert not clash, f"two player pages use the word keys {sorted(clash)}"
        found.update(module.WORDS)
    return found


@dataclass(frozen=True)
class PhoneWording:
    """The page's words in every shipped language, looked up once on the Qt thread."""

    words: dict[str, dict[str, str]]

    @classmethod
    def load(cls) -> PhoneWording:
        found: dict[str, dict[str, str]] = {}
        for lang in LANGUAGES:
            translator = QTranslator()
            if lang != "en":
                translator.load(str(resource("translations", f"tdesk_{lang}.qm")))
            found[lang] = {key: translator.translate("PhonePage", text) or text
                           for key, text in _all_words().items()}
        return cls(found)


@dataclass(frozen=True)
class Answer:
    status: HTTPStatus
    body: bytes
    headers: dict[str, str]


class _Limiter:
    """Token buckets by key (an address or a code's digest): ``burst`` at once, then
    ``per_second``."""

    def __init__(self, burst: float, per_second: float) -> None:
        self.burst, self.per_second = burst, per_second
        self.state: dict[str, tuple[float, float]] = {}
        self.lock = threading.Lock()

    def take(self, key: str) -> bool:
        now = time.monotonic()
        with self.lock:
            tokens, since = self.state.get(key, (self.burst, now))
            tokens = min(self.burst, tokens + (now - since) * self.per_second)
            if len(self.state) > 10_000:
                self.state.clear()
            ok = tokens >= 1
            self.state[key] = (tokens - 1 if ok else tokens, now)
            return ok


class Phones:
    """The players' pages of one event, answered on the server's worker threads."""

    def __init__(self, store: Store, event_id: int, kind: str) -> None:
        self.store, self.event_id = store, event_id
        self.kind = KINDS.get(kind)
        self.actions: dict[str, Callable[[PageContext, Fields], str]] = {}
        for module in (*([self.kind] if self.kind else []), *EXTRAS):
            self.actions.update(module.ACTIONS)
        self.wording = PhoneWording.load()
        self.tokens: OrderedDict[str, tuple[str, float]] = OrderedDict()
        self.lock = threading.Lock()
        self.by_address = _Limiter(burst=ADDRESS_BURST, per_second=ADDRESS_RATE)
        self.by_code = _Limiter(burst=6, per_second=0.2)

    # -- tokens ------------------------------------------------------------------------------
    def _token(self, code: str) -> str:
        token = secrets.token_urlsafe(18)
        with self.lock:
            self.tokens[token] = (phone_reports.digest(code), time.monotonic() + TOKEN_SECONDS)
            while len(self.tokens) > MAX_TOKENS:
                self.tokens.popitem(last=False)
        return token

    def _spend(self, token: str, code: str) -> bool:
        """True once for a token this server gave the page of ``code``; never again."""
        with self.lock:
            entry = self.tokens.pop(token, None)
        return entry is not None and entry[1] > time.monotonic() and hmac.compare_digest(
            entry[0], phone_reports.digest(code))

    # -- answers -----------------------------------------------------------------------------
    def me(self, code: str, lang: str, address: str, seen: str = "") -> Answer:
        """The holder's page; ``seen``: what the page showed before it reloaded itself (the
        poker page's table-seat, its own to check)."""
        if not self.by_address.take(address):
            return _limited()
        words = self.wording.words[lang]
        if not code:
            return self._page(lang, _code_form(words), HTTPStatus.OK)
        return self._holder_page(lang, code, "", HTTPStatus.OK, seen)

    def report(self, fields: Fields, cookie: str, lang: str, address: str) -> Answer:
        """A form's POST: the code's own action (a result, availability, a check-in, …)."""
        if not self.by_address.take(address):
            return _limited()
        words = self.wording.words[lang]
        code, token = one(fields, "player"), one(fields, "token")
        key = phone_reports.digest(code)  # every spelling of one code: one limit (issue 36)
        if not self.by_code.take(key):
            return _limited()
        spent = self._spend(token, code)  # a token is spent by any try, right or wrong
        if not (spent and cookie and hmac.compare_digest(token.encode(), cookie.encode())):
            return self._page(lang, _p(words["expired"]), HTTPStatus.FORBIDDEN)
        action = self.actions.get(one(fields, "action") or "result")
        if action is None:
            return self._holder_page(lang, code, words["refused"], HTTPStatus.BAD_REQUEST)
        page = self._context(lang, code)
        try:
            notice = action(page, fields)
        except NotFoundError:
            return self._page(lang, _p(words["bad_code"]), HTTPStatus.FORBIDDEN)
        except phone_reports.StalePage:  # a page of an earlier round or check-in (issue 36)
            return self._holder_page(lang, code, words["stale"], HTTPStatus.CONFLICT)
        except (ConflictError, InputError):
            return self._holder_page(lang, code, words["refused"], HTTPStatus.CONFLICT)
        return self._holder_page(lang, code, words[notice], HTTPStatus.OK)

    def _context(self, lang: str, code: str, seen: str = "") -> PageContext:
        return PageContext(self.store, self.event_id, code, lang, self.wording.words[lang],
                           lambda: self._token(code), seen[:16])

    def _holder_page(self, lang: str, code: str, notice: str, status: HTTPStatus,
                     seen: str = "") -> Answer:
        """The holder's page with ``notice`` on top; a wrong code gets the one refusal."""
        words = self.wording.words[lang]
        page = self._context(lang, code, seen)
        try:
            body = self._content(page)
        except NotFoundError:
            return self._page(lang, _p(words["bad_code"]) + _code_form(words),
                              HTTPStatus.FORBIDDEN)
        top = f'<p class="notice">{html.escape(notice)}</p>' if notice else ""
        answer = self._page(lang, top + body, status)
        if page.token:
            answer.headers["Set-Cookie"] = (f"{COOKIE}={page.token}; Path=/report; HttpOnly; "
                                            "SameSite=Strict; Max-Age=1800")
        return answer

    def _content(self, page: PageContext) -> str:
        if self.kind is None:
            name = phone_reports.holder_name(page.store, page.code, page.event_id)
            parts = [page.p("name", name)]
        else:
            parts = [self.kind.content(page)]
        parts.extend(extra.content(page) for extra in EXTRAS)
        return "".join(parts)

    def _page(self, lang: str, content: str, status: HTTPStatus) -> Answer:
        words = self.wording.words[lang]
        title = html.escape(words.get(getattr(self.kind, "TITLE", "title"), words["title"]))
        body = (f'<!DOCTYPE html>\n<html lang="{LOCALES[lang]}"><head><meta charset="utf-8">'
                '<meta name="viewport" content="width=device-width, initial-scale=1">'
                f'<title>{title}</title><link rel="stylesheet" href="/app.css"></head>'
                f'<body class="phone"><header><h1>{title}</h1></header>'
                f'<main id="main">{content}</main></body></html>')
        return Answer(status, body.encode("utf-8"),
                      {"Content-Security-Policy": CSP, "Cache-Control": "no-store",
                       # no-referrer would make the browser send "Origin: null" with the
                       # form; same-origin sends the referrer only back here (issue 25)
                       "Referrer-Policy": "same-origin"})


def _limited() -> Answer:
    return Answer(HTTPStatus.TOO_MANY_REQUESTS, b"429 Too Many Requests\n",
                  {"Retry-After": "5", "Content-Type": "text/plain; charset=utf-8"})


def _p(text: str) -> str:
    return f"<p>{html.escape(text)}</p>"


def _code_form(words: dict[str, str]) -> str:
    return ('<form method="get" action="/me" class="code">'
            f'<label>{html.escape(words["enter_code"])}<input name="player" autocomplete="off" '
            'maxlength="64" required></label>'
            f'<button type="submit">{html.escape(words["show"])}</button></form>')
