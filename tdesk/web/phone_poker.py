"""A poker (or OFC) player's page (issue 25): their table and seat, big; their place once out;
the hand-for-hand line while it is on; their bounty when the event pays bounties. Nothing of
other players beyond table numbers. Read through `services.phone_poker.my_seat`.

The page is stateless: it reloads itself every `REFRESH_SECONDS` and its reload address
carries the seat it showed (``seen=7-3``). When the seat now differs, the page says so on top,
"You move to table 7, seat 3", for that one showing; the next reload carries the new seat.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from urllib.parse import urlencode

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLocale

from tdesk.services.phones import phone_poker
from tdesk.web.page import LOCALES
from tdesk.web.phone_page import Fields, PageContext

KIND = "poker"
REFRESH_SECONDS = 20
"""How often the page reloads itself (a test lowers it)."""
SEEN = re.compile(r"([1-9][0-9]{0,5})-([1-9][0-9]{0,2})")
"""``seen``: table-seat the page showed last; anything else is ignored."""

TITLE = "poker_title"
WORDS: dict[str, str] = {
    "poker_title": QT_TRANSLATE_NOOP("PhonePage", "My seat"),
    "poker_table_seat": QT_TRANSLATE_NOOP("PhonePage", "Table {0}, seat {1}"),
    "poker_moved": QT_TRANSLATE_NOOP("PhonePage", "You move to table {0}, seat {1}"),
    "poker_not_seated": QT_TRANSLATE_NOOP("PhonePage", "You are not seated yet: the floor will call you to a seat."),
    "poker_sit_out": QT_TRANSLATE_NOOP("PhonePage", "Sit out until the button has passed your seat."),
    "poker_finished": QT_TRANSLATE_NOOP("PhonePage", "You finished in place {0}."),
    "poker_out": QT_TRANSLATE_NOOP("PhonePage", "You are out of the event."),
    "poker_hand_for_hand": QT_TRANSLATE_NOOP("PhonePage", "Hand for hand: every table plays one hand at a time; wait for the floor to start each one."),
    "poker_bounty": QT_TRANSLATE_NOOP("PhonePage", "Bounty on you: {0}"),
    "poker_collected": QT_TRANSLATE_NOOP("PhonePage", "Bounties you have collected: {0}"),
    "poker_updates": QT_TRANSLATE_NOOP("PhonePage", "This page updates itself every {0} seconds."),
}


def content(page: PageContext) -> str:
    """The holder's seat (NotFoundError for a wrong code)."""
    mine = phone_poker.my_seat(page.store, page.code, page.event_id)
    parts = []
    here = f"{mine.table}-{mine.seat}" if mine.table is not None else ""
    seen = page.seen
    if here and SEEN.fullmatch(seen or "") and seen != here:
        parts.append(page.p("poker_moved", mine.table, mine.seat, css="notice moved"))
    parts.append(page.p("name", mine.name))
    if mine.out:
        parts.append(page.p("poker_finished", mine.place) if mine.place is not None
                     else page.p("poker_out"))
    elif mine.table is None:
        parts.append(page.p("poker_not_seated", css="where"))
    else:
        parts.append(page.p("poker_table_seat", mine.table, mine.seat, css="where seat"))
        if mine.waiting:
            parts.append(page.p("poker_sit_out"))
    if mine.hand_for_hand and not mine.out:
        parts.append(page.p("poker_hand_for_hand", css="hfh"))
    if mine.bounty is not None:
        parts.append(page.p("poker_bounty", amount(mine.bounty.head, page.lang), css="bounty"))
        parts.append(page.p("poker_collected", amount(mine.bounty.collected, page.lang)))
    parts.append(page.p("poker_updates", REFRESH_SECONDS, css="small"))
    return refresh(page, here) + "".join(parts)


def refresh(page: PageContext, seen: str) -> str:
    """The reload of this page, carrying the seat it shows (the notice's memory)."""
    query = {"player": page.code, "lang": page.lang, **({"seen": seen} if seen else {})}
    url = f"/me?{urlencode(query)}"
    return (f'<meta http-equiv="refresh" content="{html.escape(f"{REFRESH_SECONDS}; url={url}")}">')


def amount(value: int, lang: str) -> str:
    """Whole units grouped the page language's way, as the desk's Bounties page writes them
    ("1,500" / "1 500")."""
    return QLocale(LOCALES.get(lang, "en-GB").replace("-", "_")).toString(int(value))


ACTIONS: dict[str, Callable[[PageContext, Fields], str]] = {}
"""The page only reads: check-in and other sections under it answer their own forms."""
