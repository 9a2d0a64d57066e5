"""What every player page is made of (issue 25): the holder's words in their language, the
one-time token a page's forms carry, and the small HTML pieces. A page module (Swiss, league,
poker, check-in) writes its content with a `PageContext`; `tdesk.web.phones` frames it and
answers its forms."""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass, field

from tdesk.errors import InputError
from tdesk.models.store import Store

Fields = dict[str, list[str]]


@dataclass
class PageContext:
    """One answer to one holder: ``token()`` makes the page's write token the first time a
    form asks for it (a page without forms sets no cookie)."""

    store: Store
    event_id: int
    code: str
    lang: str
    words: dict[str, str]
    new_token: Callable[[], str]
    seen: str = ""  # what a self-reloading page showed last (the poker page's table-seat)
    token: str = field(default="", init=False)

    def w(self, key: str, *args: object) -> str:
        """The word ``key`` in the page's language, filled with ``args``, escaped."""
        return html.escape(self.words[key].format(*args))

    def p(self, key: str, *args: object, css: str = "") -> str:
        klass = f' class="{css}"' if css else ""
        return f"<p{klass}>{self.w(key, *args)}</p>"

    def form(self, action: str, inner: str, css: str) -> str:
        """A POST form to /report for ``action``, with the holder's code and this page's token
        (its submit buttons are in ``inner``)."""
        if not self.token:
            self.token = self.new_token()
        return ('<form method="post" action="/report" class="' + html.escape(css) + '">'
                + hidden("action", action) + hidden("player", self.code)
                + hidden("token", self.token) + hidden("lang", self.lang) + inner + "</form>")


def hidden(name: str, value: str) -> str:
    return f'<input type="hidden" name="{html.escape(name)}" value="{html.escape(value)}">'


def button(name: str, value: str, label: str, css: str = "") -> str:
    klass = f' class="{html.escape(css)}"' if css else ""
    return (f'<button type="submit" name="{html.escape(name)}" value="{html.escape(value)}"'
            f'{klass}>{html.escape(label)}</button>')


def number(fields: Fields, name: str, label: str) -> int:
    """A whole number the form carries (the round or table its page showed, so a page of an
    earlier round is refused, issue 36); InputError naming ``label`` otherwise."""
    text = one(fields, name)
    if not (text.isascii() and text.isdigit() and len(text) <= 6):
        raise InputError(label, text, f"must be the {label.lower()}'s number")
    return int(text)


def one(fields: Fields, name: str) -> str:
    """A field sent once (anything else reads as empty), cut to 128 characters."""
    values = fields.get(name, [])
    return values[0][:128] if len(values) == 1 else ""
