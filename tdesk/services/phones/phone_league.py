"""A heads-up league player's phone (issue 25): their game of the open round, their own report
by HU-R2's table (1, 0, -, +) and their availability for the round's slots (HU-D1).

A code reports only its holder's own game and marks. The writes are the desk's own service
calls (`league_reports.set_report`, `league_rounds.set_availability`: the same action and audit
row, said to come from the player's phone), and the phone's refusals (a revoked code,
reporting off, the round locked) are checked inside that action, so a switch turned off at the
desk holds from the next instant. The end-of-round check and the stop queue take it from there
(HU-R3).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace

from sqlmodel import Session

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.league import LeagueGame, LeagueRound
from tdesk.models.store import Store
from tdesk.services.league.reports import set_report
from tdesk.services.league.rounds import set_availability
from tdesk.services.league.rows import _league_event, _name, _round_view, _rounds
from tdesk.services.phones.phone_reports import BAD_CODE, StalePage, _holder, _switch

PHONE_REPORTS = ("1", "0", "-", "+")
"""What a phone reports (HU-R2): won, lost, not played / I forfeit, opponent did not show. A
report cannot be taken back to "?" from the phone; the desk can."""


@dataclass(frozen=True)
class MyGame:
    """What a league code's holder sees: names and times, never contact data. ``round`` and
    ``round_id`` are the season's latest round (None before the first pairing)."""

    event_id: int
    entry_id: int
    name: str
    round: int | None
    round_id: int | None
    round_closed: bool
    slots: tuple[dt.datetime, ...]  # the round's slots, aware UTC
    game_id: int | None  # None: a bye, no game this round, or no round yet
    game_number: int | None
    opponent: str
    slot: int | None  # the game's slot (HU-D2), 0-based
    report: str  # the holder's own report: 1, 0, -, + or "" for none
    final: bool  # the game has its outcome (both reports fit, an admin decided, round ended)
    stop: bool  # the reports conflict: the admins decide (HU-R2)
    decided: bool  # an admin decided the game: the players' reports no longer count
    result: str  # the holder's own outcome once final (1, 0, +, -), else ""
    marks: str  # the holder's availability, 1/2/3 per slot; "" none given (all 2, HU-D2)
    bye: bool
    open: bool  # phone reports on, the round not locked, the round not ended

    @property
    def slot_at(self) -> dt.datetime | None:
        return self.slots[self.slot] if self.slot is not None and self.slot < len(
            self.slots) else None


def my_game(store: Store, code: str, event_id: int | None = None) -> MyGame:
    """The holder's game in the season's latest round (NotFoundError `BAD_CODE` for any
    wrong code, a code of another kind of event included)."""
    with store.read() as session:
        holder = _holder(session, code, event_id)
        try:
            _league_event(session, holder.event_id)
        except ConflictError:
            raise NotFoundError(BAD_CODE) from None
        switch = _switch(session, holder.event_id)
        on, locked = switch.enabled, switch.locked_round
        rounds = _rounds(session, holder.event_id)
        me = holder.entry_id
        name = _name(session, me)
        view = _round_view(session, rounds[-1]) if rounds else None
    none = MyGame(holder.event_id, me, name, None, None, False, (), None, None, "", None, "",
                  False, False, False, "", "", False, False)
    if view is None:
        return none
    is_open = on and locked != view.number and not view.closed
    game = next((g for g in view.games if me in (g.a_entry_id, g.b_entry_id)), None)
    if game is None:
        return replace(none, round=view.number, round_id=view.id, round_closed=view.closed,
                       slots=view.slots, bye=view.bye_entry_id == me, open=is_open)
    is_a = game.a_entry_id == me
    own = game.a_report if is_a else game.b_report
    final = game.state == "final"
    return replace(
        none, round=view.number, round_id=view.id, round_closed=view.closed, slots=view.slots,
        game_id=game.id, game_number=game.number, opponent=game.b_name if is_a else game.a_name,
        slot=game.slot, report="" if own == "?" else own, final=final,
        stop=game.state == "stop", decided=bool(game.decision),
        result=game.outcome[0 if is_a else 1] if final and len(game.outcome) == 2 else "",
        marks=game.a_marks if is_a else game.b_marks, open=is_open)


def report(store: Store, code: str, value: str, event_id: int | None = None, *,
           round_number: int | None = None) -> str:
    """The holder's own report (HU-R2) from their phone: "final", "stop" or "waiting", what
    their game is once it is taken. ``round_number``: the round the page showed; a page of an
    earlier round is refused."""
    value = str(value).strip()[:8]
    if value not in PHONE_REPORTS:
        raise InputError("Report", value, "must be 1 (won), 0 (lost), - (not played) or "
                                          "+ (opponent did not show)")
    mine = my_game(store, code, event_id)
    if mine.game_id is None:
        raise ConflictError("You have no game to report this round.")
    game_id = mine.game_id

    def check(session: Session, rnd: LeagueRound) -> None:
        _phone_may_write(session, code, mine, rnd, round_number)
        game = session.get(LeagueGame, game_id)
        if game is not None and game.decision:
            raise ConflictError(f"The admins have decided game {game.number}: ask them.")

    set_report(store, game_id, mine.entry_id, value, via="phone", check=check)
    after = my_game(store, code, event_id)
    return "final" if after.final else "stop" if after.stop else "waiting"


def availability(store: Store, code: str, marks: str, event_id: int | None = None, *,
                 round_number: int | None = None) -> None:
    """The holder's 1/2/3 for each of the round's slots (HU-D1, refused with its reason before
    anything is written); their game takes its slot again (HU-D2)."""
    marks = "".join(str(marks).split())[:64]
    mine = my_game(store, code, event_id)
    if mine.round_id is None or mine.game_id is None:
        raise ConflictError("You have no game to schedule this round.")
    if not marks:
        raise InputError("Availability", marks,
                         f"needs one mark for each of the {len(mine.slots)} slots")

    def check(session: Session, rnd: LeagueRound) -> None:
        _phone_may_write(session, code, mine, rnd, round_number)

    set_availability(store, mine.round_id, mine.entry_id, marks, via="phone", check=check)


def _phone_may_write(session: Session, code: str, mine: MyGame, rnd: LeagueRound,
                     round_number: int | None) -> None:
    """Inside the action: the code is still its holder's, phone reports are on, this round is
    the one the page showed and the desk has not locked it."""
    holder = _holder(session, code, mine.event_id)
    if holder.entry_id != mine.entry_id or rnd.event_id != mine.event_id:
        raise NotFoundError(BAD_CODE)
    switch = _switch(session, mine.event_id)
    if not switch.enabled:
        raise ConflictError("Phone reports are off for this league: tell the admins.")
    if round_number is not None and round_number != rnd.number:
        raise StalePage(f"Round {rnd.number} is the round now: open your page again.")
    if switch.locked_round == rnd.number:
        raise ConflictError(f"Round {rnd.number} is locked: tell the admins.")
