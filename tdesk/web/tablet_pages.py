"""What a floor tablet shows at one table and the forms it answers (issue 39): a poker table's
seats with bust (or hand-for-hand's hand done), chip counts, late entries sent to the table and
the clock; a Swiss table's result. Read and written through `services.tablet`; every form
carries the table and the ``mark`` of what its page showed, so a stale page is refused.
Framed by `tdesk.web.tablets`; words in context ``TabletPage``."""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.errors import InputError
from tdesk.models.store import Store
from tdesk.services.venue import tablet, tablet_changes
from tdesk.services.venue.tablet import Signer
from tdesk.web.phone_page import Fields, button, hidden, one
from tdesk.web.phone_swiss import BUTTONS, CUT_BUTTONS

MAX_WAITING = 30  # late entries listed at a table (the rest: at the desk)

WORDS: dict[str, str] = {
    "who": QT_TRANSLATE_NOOP("TabletPage", "{0} at table {1}"),
    "who_no_table": QT_TRANSLATE_NOOP("TabletPage", "Signed in: {0}"),
    "other_table": QT_TRANSLATE_NOOP("TabletPage", "Another table"),
    "refresh": QT_TRANSLATE_NOOP("TabletPage", "Refresh"),
    "not_open": QT_TRANSLATE_NOOP("TabletPage", "Table {0} is not playing in this event."),
    "no_kind": QT_TRANSLATE_NOOP("TabletPage", "This event has no floor pages."),
    "seat": QT_TRANSLATE_NOOP("TabletPage", "Seat"),
    "player": QT_TRANSLATE_NOOP("TabletPage", "Player"),
    "chips": QT_TRANSLATE_NOOP("TabletPage", "Chips"),
    "out": QT_TRANSLATE_NOOP("TabletPage", "Out"),
    "won": QT_TRANSLATE_NOOP("TabletPage", "Won the pot"),
    "bust_hint": QT_TRANSLATE_NOOP("TabletPage", "Tick who is out, and who won their chips (several for a split pot)."),
    "bust": QT_TRANSLATE_NOOP("TabletPage", "Bust the players ticked out"),
    "hand_done": QT_TRANSLATE_NOOP("TabletPage", "Hand done (with the players ticked out)"),
    "hfh_playing": QT_TRANSLATE_NOOP("TabletPage", "Hand for hand, hand {0}: this table is playing the hand."),
    "hfh_reported": QT_TRANSLATE_NOOP("TabletPage", "Hand for hand, hand {0}: this table has reported; wait for the others."),
    "hfh_between": QT_TRANSLATE_NOOP("TabletPage", "Hand for hand: wait for the desk to start the next hand."),
    "counts": QT_TRANSLATE_NOOP("TabletPage", "Chip counts"),
    "counts_hint": QT_TRANSLATE_NOOP("TabletPage", "Type the stacks you counted; a blank keeps the player's chips."),
    "save_counts": QT_TRANSLATE_NOOP("TabletPage", "Save the chip counts"),
    "late": QT_TRANSLATE_NOOP("TabletPage", "Late entries waiting for a seat"),
    "seat_here": QT_TRANSLATE_NOOP("TabletPage", "Seat {0} here"),
    "clock": QT_TRANSLATE_NOOP("TabletPage", "Clock"),
    "call": QT_TRANSLATE_NOOP("TabletPage", "Call the clock"),
    "pause": QT_TRANSLATE_NOOP("TabletPage", "Pause the clock"),
    "resume": QT_TRANSLATE_NOOP("TabletPage", "Resume the clock"),
    "round_table": QT_TRANSLATE_NOOP("TabletPage", "Round {0}, table {1}"),
    "against": QT_TRANSLATE_NOOP("TabletPage", "{0} against {1}"),
    "bye": QT_TRANSLATE_NOOP("TabletPage", "{0} has a bye."),
    "no_match": QT_TRANSLATE_NOOP("TabletPage", "Table {0} has no match in the round being played."),
    "recorded": QT_TRANSLATE_NOOP("TabletPage", "Result recorded: {0}"),
    "result_hint": QT_TRANSLATE_NOOP("TabletPage", "The result, {0}'s games first"),
    "done_bust": QT_TRANSLATE_NOOP("TabletPage", "Busted: {0}"),
    "done_hand": QT_TRANSLATE_NOOP("TabletPage", "Hand done reported for table {0}."),
    "done_counts": QT_TRANSLATE_NOOP("TabletPage", "Chip counts saved for table {0}."),
    "done_seat": QT_TRANSLATE_NOOP("TabletPage", "Seated at seat {0}."),
    "done_call": QT_TRANSLATE_NOOP("TabletPage", "The clock is called: {0} seconds."),
    "done_pause": QT_TRANSLATE_NOOP("TabletPage", "The clock is paused."),
    "done_resume": QT_TRANSLATE_NOOP("TabletPage", "The clock runs again."),
    "done_result": QT_TRANSLATE_NOOP("TabletPage", "Result saved."),
    "changed_at": QT_TRANSLATE_NOOP("TabletPage", "Table {0} changed at {1}: {2}"),
    "changed_tablet": QT_TRANSLATE_NOOP("TabletPage", "Table {0} changed at a tablet ({1}): {2}"),
    "changes": QT_TRANSLATE_NOOP("TabletPage", "Changes at this table"),
    "show_now": QT_TRANSLATE_NOOP("TabletPage", "Show the table as it is now"),
}
CHANGES_SECONDS = 5
"""How often the strip of changes on a table's page reloads itself (a test lowers it)."""


@dataclass
class TabletPage:
    """One answer to one signed-in tablet; ``new_token`` makes the page's form token."""

    store: Store
    event_id: int
    kind: str
    words: dict[str, str]
    who: Signer
    table: int
    new_token: Callable[[], str]
    seen: int = 0
    """The store's revision the tablet's last page of this table was drawn at (0: none)."""
    token: str = field(default="", init=False)
    drawn: int = field(default=0, init=False)

    def w(self, key: str, *args: object) -> str:
        return html.escape(self.words[key].format(*args))

    def p(self, key: str, *args: object, css: str = "") -> str:
        klass = f' class="{css}"' if css else ""
        return f"<p{klass}>{self.w(key, *args)}</p>"

    def form(self, action: str, inner: str, css: str, mark: str = "") -> str:
        if not self.token:
            self.token = self.new_token()
        return (f'<form method="post" action="/staff" class="{html.escape(css)}">'
                + hidden("action", action) + hidden("token", self.token)
                + hidden("table", str(self.table)) + hidden("mark", mark)
                + hidden("seen", str(self.drawn)) + inner + "</form>")


Result = tuple[str, tuple[object, ...]]
"""What an action did: a word's key and what fills it."""


def _top(page: TabletPage, name: str) -> str:
    who = page.p("who", name, page.table, css="who") if page.table else page.p("who_no_table",
                                                                             name, css="who")
    other = ('<form method="get" action="/staff" class="table">'
             f'<label>{page.w("table")}<input name="table" inputmode="numeric" maxlength="5" '
             f'required></label><button type="submit">{page.w("other_table")}</button></form>')
    again = (f'<a class="refresh" href="/staff?table={page.table}&amp;seen={page.drawn}">'
             f'{page.w("refresh")}</a>' if page.table else "")
    out = page.form("signout", button("go", "1", page.words["sign_out"], "signout"), "signout")
    return who + f'<div class="bar">{other}{again}{out}</div>'


def choose_table(page: TabletPage, name: str, problem: str) -> str:
    page.table = 0
    top = f'<p class="notice">{html.escape(problem)}</p>' if problem else ""
    return top + _top(page, name) + page.p("choose_table")


def content(page: TabletPage, name: str) -> str:
    if not page.table:
        return choose_table(page, name, "")
    page.drawn = page.store.revision()  # before the table is read: a change is never missed
    changed = _changed(page)
    if page.kind == "poker":
        return _strip(page) + changed + _top(page, name) + _poker(page)
    if page.kind == "swiss":
        return _strip(page) + changed + _top(page, name) + _swiss(page)
    return _top(page, name) + page.p("no_kind")


def _strip(page: TabletPage) -> str:
    """The live strip on top of a table's page: a frame of its own reloading itself every
    ``CHANGES_SECONDS`` (``changes``), so a change at the desk shows while the floor person
    is typing chip counts, which a reload of the whole page would lose."""
    return (f'<iframe class="changes" title="{page.w("changes")}" '
            f'src="/staff/changed?table={page.table}&amp;seen={page.drawn}"></iframe>')


def changes(page: TabletPage) -> str:
    """The strip's own document: what changed since its page was drawn (``page.seen``), with
    the way to that table as it is now."""
    found = _changed(page)
    link = (f'<a class="refresh" target="_top" href="/staff?table={page.table}&amp;'
            f'seen={page.seen}">{page.w("show_now")}</a>' if found else "")
    return (f'<meta http-equiv="refresh" content="{CHANGES_SECONDS}">' + found + link)


def _changed(page: TabletPage) -> str:
    """What another station (or tablet) changed at this table since the tablet's last page."""
    found = tablet_changes.since(page.store, page.event_id, page.table, page.seen,
                                 page.who.device[:100])
    return "".join(page.p("changed_tablet", page.table, c.staff, c.summary, css="notice changed")
                   if c.tablet else
                   page.p("changed_at", page.table, c.station, c.summary, css="notice changed")
                   for c in found)


# -- poker ------------------------------------------------------------------------------------
def _poker(page: TabletPage) -> str:
    view = tablet.poker_table(page.store, page.event_id, page.table)
    if not view.seats and not view.open:
        return page.p("not_open", page.table)
    parts = [f"<h2>{html.escape(view.event)}</h2>"]
    bust_action = "bust"
    if view.hand_for_hand:
        key = ("hfh_playing" if view.playing else "hfh_reported" if view.in_hand
               else "hfh_between")
        parts.append(page.p(key, view.hand, css="hfh"))
        bust_action = "hand" if view.playing else ""
    if bust_action and view.seats:
        rows = "".join(
            f'<tr><td>{s.seat}</td><td>{html.escape(s.name)}</td><td class="n">{s.chips:,}</td>'
            f'<td><input type="checkbox" name="out" value="{s.entry_id}"></td>'
            f'<td><input type="checkbox" name="by" value="{s.entry_id}"></td></tr>'
            for s in view.seats)
        head = "".join(f"<th>{page.w(k)}</th>" for k in ("seat", "player", "chips", "out", "won"))
        label = page.words["hand_done" if bust_action == "hand" else "bust"]
        parts.append(page.form(bust_action, page.p("bust_hint", css="small")
                               + f'<table class="seats"><tr>{head}</tr>{rows}</table>'
                               + button("go", "1", label, "bust"), "bust", view.mark))
    if view.seats:
        rows = "".join(
            f'<label class="slot">{s.seat}. {html.escape(s.name)}<input type="number" '
            f'name="c{s.entry_id}" min="1" inputmode="numeric" placeholder="{s.chips}">'
            "</label>" for s in view.seats)
        parts.append(f"<h3>{page.w('counts')}</h3>" + page.form(
            "counts", page.p("counts_hint", css="small") + rows
            + button("go", "1", page.words["save_counts"]), "counts", view.mark))
    if view.waiting and view.open:
        parts.append(f"<h3>{page.w('late')}</h3>")
        parts.extend(page.form("seat", button("entry", str(entry), page.words["seat_here"]
                                              .format(name)), "late", view.mark)
                     for entry, name in view.waiting[:MAX_WAITING])
    clock = button("go", "1", page.words["call"], "call")
    parts.append(f"<h3>{page.w('clock')}</h3>" + page.form("call", clock, "clock answer"))
    if view.clock:
        which = "resume" if view.clock == "paused" else "pause"
        parts.append(page.form(which, button("go", "1", page.words[which]), "clock answer"))
    return "".join(parts)


def _ids(fields: Fields, name: str) -> list[int]:
    found = []
    for text in fields.get(name, [])[:20]:
        if not (text.isascii() and text.isdigit() and len(text) <= 9):
            raise InputError("Player", text[:20], "is not a player of this table")
        found.append(int(text))
    return found


def _mark(fields: Fields) -> str:
    return one(fields, "mark")


def bust(page: TabletPage, fields: Fields) -> Result:
    out = _ids(fields, "out")
    if not out:
        raise InputError("Out", "", "tick the players who are out")
    shown = {s.entry_id: s.name for s in tablet.poker_table(page.store, page.event_id,
                                                            page.table).seats}
    places = tablet.bust(page.store, page.who, page.event_id, page.table, _mark(fields), out,
                         _ids(fields, "by"))
    return "done_bust", (", ".join(f"{shown.get(e, e)} ({p})" for e, p in places.items()),)


def hand(page: TabletPage, fields: Fields) -> Result:
    tablet.hand_done(page.store, page.who, page.event_id, page.table, _mark(fields),
                     _ids(fields, "out"), _ids(fields, "by"))
    return "done_hand", (page.table,)


def counts(page: TabletPage, fields: Fields) -> Result:
    stacks: dict[int, int] = {}
    for key, values in fields.items():
        if key.startswith("c") and key[1:].isdigit() and len(values) == 1 and values[0].strip():
            text = values[0].strip().replace(",", "").replace(" ", "")
            if not (text.isascii() and text.isdigit() and len(text) <= 13):
                raise InputError("Chips", values[0][:20], "must be a whole number of chips")
            stacks[int(key[1:])] = int(text)
    tablet.counts(page.store, page.who, page.event_id, page.table, _mark(fields), stacks)
    return "done_counts", (page.table,)


def seat(page: TabletPage, fields: Fields) -> Result:
    [entry] = _ids(fields, "entry") or [0]
    number = tablet.seat_here(page.store, page.who, page.event_id, page.table, _mark(fields),
                              entry)
    return "done_seat", (number,)


def call(page: TabletPage, fields: Fields) -> Result:
    return "done_call", (tablet.call_clock(page.store, page.who, page.event_id, page.table),)


def pause(page: TabletPage, fields: Fields) -> Result:
    tablet.pause_clock(page.store, page.who, page.event_id)
    return "done_pause", ()


def resume(page: TabletPage, fields: Fields) -> Result:
    tablet.pause_clock(page.store, page.who, page.event_id, resume=True)
    return "done_resume", ()


# -- Swiss ------------------------------------------------------------------------------------
def _swiss(page: TabletPage) -> str:
    view = tablet.swiss_table(page.store, page.event_id, page.table)
    if view is None:
        return page.p("no_match", page.table)
    parts = [f"<h2>{html.escape(view.event)}</h2>",
             page.p("round_table", view.round, view.table, css="where")]
    if view.b_id is None:
        return "".join([*parts, page.p("bye", view.a_name)])
    parts.append(page.p("against", view.a_name, view.b_name, css="opponent"))
    if view.result:
        return "".join([*parts, page.p("recorded", view.result)])
    buttons = "".join(button("result", b, b) for b in (CUT_BUTTONS if view.cut else BUTTONS))
    parts.append(page.form("result", page.p("result_hint", view.a_name)
                           + f'<div class="results">{buttons}</div>', "report", view.mark))
    return "".join(parts)


def result(page: TabletPage, fields: Fields) -> Result:
    tablet.swiss_result(page.store, page.who, page.event_id, page.table, _mark(fields),
                        one(fields, "result"))
    return "done_result", ()


ACTIONS: dict[str, dict[str, Callable[[TabletPage, Fields], Result]]] = {
    "poker": {"bust": bust, "hand": hand, "counts": counts, "seat": seat, "call": call,
              "pause": pause, "resume": resume},
    "swiss": {"result": result}}
"""The forms each kind's table page draws, by their ``action``: no other is answered."""
