"""League reports and the end-of-round check (HU-R2, HU-R3): the players' own reports, the
admins' decisions on stops, and ending the round when every game is final or at its cut-off.

A game's final results are written when its round ends; until then the round holds the
players' reports.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from sqlmodel import Session

from tdesk import validate
from tdesk.errors import InputError
from tdesk.models.league import LeagueDecision, LeagueRound
from tdesk.models.store import Store
from tdesk.models.tables import utcnow
from tdesk.rules import league as rules
from tdesk.rules.league import STOP
from tdesk.services.league.rows import (
    _game,
    _games,
    _name,
    _open,
    _outcome,
    _reports,
    _round,
    _round_reports,
    _sync_status,
)
from tdesk.services.league.values import CheckResult

Check = Callable[[Session, LeagueRound], None]
"""A station's own refusal inside the action (a player's phone: the code still live, phone
reports on, the round not locked), run before anything is written."""


def set_report(store: Store, game_id: int, entry_id: int, report: str, *, via: str = "",
               check: Check | None = None) -> None:
    """A player's own report (HU-R2): 1, 0, -, + or ? (none). When every game of the round
    is then final the round ends (HU-R3). ``via="phone"``: the player reported it from their
    phone (issue 25), said in the audit row; ``check`` refuses inside the action."""
    value = (report or "?").strip() or "?"
    if value not in rules.REPORTS:
        raise InputError("Report", report, "must be 1 (won), 0 (lost), - (not played), "
                                           "+ (opponent absent) or ? (none)")
    params = {"game_id": game_id, "entry_id": entry_id, "report": value}
    with store.action("enter report", params={**params, "via": via} if via else params) as scope:
        session = scope.session
        game, rnd = _game(session, game_id)
        scope.event_id = rnd.event_id
        _open(rnd)
        if check is not None:
            check(session, rnd)
        if entry_id == game.a_entry_id:
            game.a_report = value
        elif entry_id == game.b_entry_id:
            game.b_report = value
        else:
            raise InputError("Player", entry_id, f"does not play game {game.number}")
        session.add(game)
        name = _name(session, entry_id)
        if via == "phone":  # the player's own write, never the desk's Ctrl+Z (issue 36)
            scope.player = name
        scope.summary = (f"Round {rnd.number} game {game.number}: {name} reports {value}"
                         + (f" (from the player's {via})" if via else ""))
        _close_if_complete(session, rnd, cutoff_passed=False)


def decide(store: Store, game_id: int, outcome: str, admin: str, reason: str = "") -> None:
    """An admin decides a game of the open round (a stop from the queue, HU-R2): any outcome,
    ``--`` included, logged with the admin's name."""
    admin = validate.text("Admin", admin, limit=100, required=True).strip()
    outcome = _outcome(outcome)
    reason = validate.text("Reason", reason, limit=2000)
    with store.action("decide game", params={"game_id": game_id, "outcome": outcome,
                                             "admin": admin}) as scope:
        session = scope.session
        game, rnd = _game(session, game_id)
        scope.event_id = rnd.event_id
        _open(rnd)
        before = game.a_report + game.b_report
        game.decision = outcome
        game.decided_by = admin
        session.add(game)
        session.add(LeagueDecision(event_id=rnd.event_id, game_id=game_id, kind="stop",
                                   admin=admin, before=before, outcome=outcome, reason=reason))
        scope.summary = (f"Round {rnd.number} game {game.number}: {admin} decides {outcome} "
                         f"(reports {before})")
        session.flush()
        _close_if_complete(session, rnd, cutoff_passed=False)


def end_of_round_check(store: Store, round_id: int, *,
                       now: dt.datetime | None = None) -> CheckResult:
    """HU-R3: end the round when every game is final, or at its cut-off (missing reports
    then count as "?"); never while a stop is open."""
    now = now or utcnow()
    with store.action("end-of-round check", params={"round_id": round_id}) as scope:
        scope.log_unchanged = True  # the log shows when the admins checked, and what stood
        session = scope.session
        rnd = _round(session, round_id)
        scope.event_id = rnd.event_id
        _open(rnd)
        cutoff = rnd.cutoff_at is not None and now >= rnd.cutoff_at
        closed = _close_if_complete(session, rnd, cutoff_passed=cutoff)
        reports = [_reports(g) for g in _games(session, round_id)]
        states = [rules.game_outcome(r, cutoff_passed=cutoff) for r in reports]
        stops = sum(s == STOP for s in states)
        waiting = sum(s is None for s in states)
        if closed:
            scope.summary = f"Round {rnd.number} ends ({rnd.closed_by})"
        else:
            scope.summary = (f"Round {rnd.number} check: {waiting} waiting, {stops} stops")
        return CheckResult(closed, rnd.closed_by, waiting, stops)


def _close_if_complete(session: Session, rnd: LeagueRound, *, cutoff_passed: bool) -> bool:
    if not rules.can_end_round(_round_reports(session, rnd.id or 0), cutoff_passed=cutoff_passed):
        return False  # the games are loaded as objects only to write the round's results
    games = _games(session, rnd.id or 0)
    reports = [_reports(g) for g in games]
    for game, report in zip(games, reports, strict=True):
        outcome = rules.game_outcome(report, cutoff_passed=cutoff_passed)
        assert outcome is not None and outcome != STOP
        game.a_result, game.b_result = outcome
        session.add(game)
    rnd.closed = True
    rnd.closed_at = utcnow()
    rnd.closed_by = "cut-off" if cutoff_passed else "complete"
    session.add(rnd)
    session.flush()
    _sync_status(session, rnd.event_id)
    return True
