"""Players' own pages on the player screens (issue 25): GET /me shows the holder's match,
table and opponent (names only, never contact data); POST /report takes their result.

A write must carry the player's code, a one-time token of the page it came from (also sent as
a SameSite=Strict cookie, so another site's form has neither), an Origin of this server, and
a small urlencoded body; it is rate-limited per address and per code. Every wrong code gets
the same refusal, so a guess never learns whether a player exists. The reports go through
`tdesk.services.phone_reports`, the desk's own validators and actions.
"""

from __future__ import annotations

import hashlib
import hmac
import html
import secrets
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from http import HTTPStatus

from PySide6.QtCore import QT_TRANSLATE_NOOP, QTranslator

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.store import Store
from tdesk.paths import resource
from tdesk.rules.phone_reports import PHONE_RESULTS
from tdesk.services import phone_reports
from tdesk.web.page import LANGUAGES, LOCALES

MAX_BODY = 1024  # a report is about 100 bytes
TOKEN_SECONDS = 30 * 60
MAX_TOKENS = 20_000
COOKIE = "tdesk_report"
BUTTONS = ("2-0", "2-1", "1-1", "1-2", "0-2", "1-0", "0-1", "1-0-1", "0-1-1", "0-0-1")
assert set(BUTTONS) <= set(PHONE_RESULTS)
CSP = ("default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; "
       "form-action 'self'; frame-ancestors 'none'")

WORDS: dict[str, str] = {
    "title": QT_TRANSLATE_NOOP("PhonePage", "My match"),
    "bad_code": QT_TRANSLATE_NOOP("PhonePage", "This code is not valid here. Ask at the desk."),
    "enter_code": QT_TRANSLATE_NOOP("PhonePage", "Type the code from your pairing slip"),
    "show": QT_TRANSLATE_NOOP("PhonePage", "Show my match"),
    "round_table": QT_TRANSLATE_NOOP("PhonePage", "Round {0}, table {1}"),
    "against": QT_TRANSLATE_NOOP("PhonePage", "Against {0}"),
    "bye": QT_TRANSLATE_NOOP("PhonePage", "You have a bye this round."),
    "not_paired": QT_TRANSLATE_NOOP("PhonePage", "The round has not been paired yet."),
    "recorded": QT_TRANSLATE_NOOP("PhonePage", "Result recorded: {0}"),
    "you_reported": QT_TRANSLATE_NOOP("PhonePage", "You reported {0}; waiting for your opponent or the desk."),
    "report": QT_TRANSLATE_NOOP("PhonePage", "Report your result (your games won first)"),
    "closed": QT_TRANSLATE_NOOP("PhonePage", "Reporting from phones is closed: report at the desk."),
    "taken_recorded": QT_TRANSLATE_NOOP("PhonePage", "Both reports agree: the result is recorded."),
    "taken_waiting": QT_TRANSLATE_NOOP("PhonePage", "Report received. It is recorded when your opponent's report agrees, or the desk decides."),
    "refused": QT_TRANSLATE_NOOP("PhonePage", "This report was not taken: ask at the desk."),
    "expired": QT_TRANSLATE_NOOP("PhonePage", "This page has expired: open it again and report once more."),
    "name": QT_TRANSLATE_NOOP("PhonePage", "You are {0}"),
}


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
                           for key, text in WORDS.items()}
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

    def __init__(self, store: Store, event_id: int) -> None:
        self.store, self.event_id = store, event_id
        self.wording = PhoneWording.load()
        self.tokens: OrderedDict[str, tuple[str, float]] = OrderedDict()
        self.lock = threading.Lock()
        # players behind one venue access point share an address and report at the round's
        # end together: 60 at once, then 5 a second; one code: a page and a few taps
        self.by_address = _Limiter(burst=60, per_second=5.0)
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
    def me(self, code: str, lang: str, address: str) -> Answer:
        if not self.by_address.take(address):
            return _limited()
        words = self.wording.words[lang]
        if not code:
            return self._page(lang, _code_form(words), HTTPStatus.OK)
        try:
            mine = phone_reports.my_match(self.store, code, self.event_id)
        except NotFoundError:
            return self._page(lang, _p(words["bad_code"]) + _code_form(words),
                              HTTPStatus.FORBIDDEN)
        return self._match(lang, code, mine, "")

    def report(self, fields: dict[str, list[str]], cookie: str, lang: str,
               address: str) -> Answer:
        if not self.by_address.take(address):
            return _limited()
        words = self.wording.words[lang]
        code, token = _one(fields, "player"), _one(fields, "token")
        result = _one(fields, "result")
        key = hashlib.sha256(code.encode()).hexdigest()
        if not self.by_code.take(key):
            return _limited()
        spent = self._spend(token, code)  # a token is spent by any try, right or wrong
        if not (spent and cookie and hmac.compare_digest(token.encode(), cookie.encode())):
            return self._page(lang, _p(words["expired"]), HTTPStatus.FORBIDDEN)
        try:
            outcome = phone_reports.report(self.store, code, result, self.event_id)
        except NotFoundError:
            return self._page(lang, _p(words["bad_code"]), HTTPStatus.FORBIDDEN)
        except (ConflictError, InputError):
            return self._again(lang, code, words["refused"], HTTPStatus.CONFLICT)
        return self._again(lang, code, words[f"taken_{outcome}"], HTTPStatus.OK)

    def _again(self, lang: str, code: str, notice: str, status: HTTPStatus) -> Answer:
        try:
            mine = phone_reports.my_match(self.store, code, self.event_id)
        except NotFoundError:
            return self._page(lang, _p(self.wording.words[lang]["bad_code"]),
                              HTTPStatus.FORBIDDEN)
        answer = self._match(lang, code, mine, notice)
        return Answer(status, answer.body, answer.headers)

    def _match(self, lang: str, code: str, mine: phone_reports.MyMatch,
               notice: str) -> Answer:
        words = self.wording.words[lang]
        parts = [f'<p class="notice">{html.escape(notice)}</p>' if notice else "",
                 _p(words["name"].format(mine.name))]
        token = ""
        if mine.round is None:
            parts.append(_p(words["not_paired"]))
        elif not mine.opponent:
            parts.append(_p(words["bye"]))
        else:
            parts.append(f'<p class="where">'
                         f'{html.escape(words["round_table"].format(mine.round, mine.table))}</p>')
            parts.append(f'<p class="opponent">'
                         f'{html.escape(words["against"].format(mine.opponent))}</p>')
            if mine.result:
                parts.append(_p(words["recorded"].format(mine.result)))
            else:
                if mine.reported:
                    parts.append(_p(words["you_reported"].format(mine.reported)))
                if mine.open:
                    token = self._token(code)
                    parts.append(_report_form(words, code, token, lang))
                else:
                    parts.append(_p(words["closed"]))
        answer = self._page(lang, "".join(parts), HTTPStatus.OK)
        if token:
            answer.headers["Set-Cookie"] = (f"{COOKIE}={token}; Path=/report; HttpOnly; "
                                            "SameSite=Strict; Max-Age=1800")
        return answer

    def _page(self, lang: str, content: str, status: HTTPStatus) -> Answer:
        title = html.escape(self.wording.words[lang]["title"])
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


def _one(fields: dict[str, list[str]], name: str) -> str:
    values = fields.get(name, [])
    return values[0][:128] if len(values) == 1 else ""


def _p(text: str) -> str:
    return f"<p>{html.escape(text)}</p>"


def _code_form(words: dict[str, str]) -> str:
    return ('<form method="get" action="/me" class="code">'
            f'<label>{html.escape(words["enter_code"])}<input name="player" autocomplete="off" '
            'maxlength="64" required></label>'
            f'<button type="submit">{html.escape(words["show"])}</button></form>')


def _report_form(words: dict[str, str], code: str, token: str, lang: str) -> str:
    buttons = "".join(f'<button type="submit" name="result" value="{b}">{b}</button>'
                      for b in BUTTONS)
    return ('<form method="post" action="/report" class="report">'
            f'<p>{html.escape(words["report"])}</p>'
            f'<input type="hidden" name="player" value="{html.escape(code)}">'
            f'<input type="hidden" name="token" value="{html.escape(token)}">'
            f'<input type="hidden" name="lang" value="{html.escape(lang)}">'
            f'<div class="results">{buttons}</div></form>')
