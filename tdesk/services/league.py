"""Running a heads-up league season (issue 13): registration, seeds, rounds, availabilities,
reports, the end-of-round check, the admins' stop queue, corrections, ranking.

Each public action is one floor action (one transaction, one audit row, undoable). Players are
the event's entries; the rules see them as ``str(entry_id)``. A game's final results are written
when its round ends (HU-R3); until then the round holds the players' own reports (HU-R2).
"""

from __future__ import annotations

import csv
import datetime as dt
import io
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from sqlmodel import Session, col, select

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.league import (
    LeagueAvailability,
    LeagueDecision,
    LeagueGame,
    LeagueRound,
    LeagueTemplate,
)
from tdesk.models.store import Store
from tdesk.models.tables import Entry, EntryStatus, Event, Player, utcnow
from tdesk.rules import event_settings
from tdesk.rules import league as rules
from tdesk.rules.league import STOP, GameReports
from tdesk.services import validate

PENDING, ACCEPTED, DECLINED = "pending", "accepted", "declined"
REGISTRATION = (PENDING, ACCEPTED, DECLINED)
DEFAULT_SLOT_HOUR = 20
"""With no round template, a round's slots are at 20:00 on the next days (one per day)."""


# --------------------------------------------------------------------------------- values


@dataclass(frozen=True)
class SeasonSettings:
    lives: int
    starting_stack: int
    min_site_games: int
    slots_per_round: int
    start_hour: int
    cutoff_hour: int


@dataclass(frozen=True)
class TemplateRow:
    id: int
    name: str
    slots: tuple[dt.datetime, ...]


@dataclass(frozen=True)
class Registrant:
    entry_id: int
    name: str
    rating: int | None
    site_games: int
    eligible: bool
    status: str
    seed: int | None


@dataclass(frozen=True)
class GameRow:
    id: int
    number: int
    a_entry_id: int
    a_name: str
    a_seed: int | None
    b_entry_id: int
    b_name: str
    b_seed: int | None
    slot: int | None
    slot_at: dt.datetime | None
    a_marks: str
    b_marks: str
    a_report: str
    b_report: str
    decision: str
    decided_by: str
    state: str  # "final", "waiting", "stop"
    outcome: str  # "10", "-+" … when known (final results, a decision or agreeing reports)

    @property
    def is_stop(self) -> bool:
        return self.state == "stop"


@dataclass(frozen=True)
class RoundView:
    id: int
    number: int
    template: str
    slots: tuple[dt.datetime, ...]
    starts_at: dt.datetime | None
    cutoff_at: dt.datetime | None
    closed: bool
    closed_by: str
    bye_entry_id: int | None
    bye_name: str
    games: tuple[GameRow, ...]

    @property
    def stops(self) -> list[GameRow]:
        return [g for g in self.games if g.is_stop]

    @property
    def waiting(self) -> list[GameRow]:
        return [g for g in self.games if g.state == "waiting"]


@dataclass(frozen=True)
class SeasonView:
    event_name: str
    settings: SeasonSettings
    started: bool
    rounds: tuple[tuple[int, int, bool], ...]  # (round id, number, closed)
    current: RoundView | None
    living: int
    players: int
    winner: str


@dataclass(frozen=True)
class RankingRow:
    place: int
    entry_id: int
    name: str
    seed: int
    values: tuple[int, ...]
    decided_by: int | None

    @property
    def lives(self) -> int:
        return self.values[0]

    @property
    def alive(self) -> bool:
        return self.values[0] > 0


@dataclass(frozen=True)
class Ranking:
    rows: tuple[RankingRow, ...]
    rounds_played: int
    winner: str  # "" until one player has lives left (HU-1)


@dataclass(frozen=True)
class DecisionRow:
    id: int
    at: dt.datetime
    round: int
    game: str
    kind: str
    admin: str
    before: str
    outcome: str
    reason: str


@dataclass(frozen=True)
class CheckResult:
    """What the end-of-round check found: closed (and why), or what the round waits for."""

    closed: bool
    closed_by: str
    waiting: int
    stops: int


# ------------------------------------------------------------------------------- settings


def season_settings(store: Store, event_id: int) -> SeasonSettings:
    with store.read() as session:
        return _settings(_league_event(session, event_id))


def _settings(event: Event) -> SeasonSettings:
    values = {**event_settings.defaults("league"), **event.settings}
    return SeasonSettings(int(values["lives"]), int(values["starting_stack"]),
                          int(values["min_site_games"]), int(values["slots_per_round"]),
                          int(values.get("start_hour", 14)), int(values.get("cutoff_hour", 6)))


MAX_SLOTS = 32
"""Most time slots one round offers (HU-D1)."""


def parse_slots(text: str) -> list[dt.datetime]:
    """Slot times typed as local "YYYY-MM-DD HH:MM", separated by commas, semicolons or new
    lines; returned as aware UTC, in order. InputError names the bad one."""
    slots: list[dt.datetime] = []
    for part in text.replace(";", ",").replace("\n", ",").split(","):
        part = part.strip()
        if not part:
            continue
        try:
            moment = dt.datetime.strptime(part, "%Y-%m-%d %H:%M")
        except ValueError:
            raise InputError("Slot", part, "must be a date and time like 2026-12-01 20:00") \
                from None
        slots.append(moment.astimezone().astimezone(dt.UTC))
    if not slots:
        raise InputError("Slots", text, "need at least one date and time")
    if len(slots) > MAX_SLOTS:
        raise InputError("Slots", len(slots), f"at most {MAX_SLOTS} slots a round")
    if len(set(slots)) != len(slots):
        raise InputError("Slots", text, "the same time is listed twice")
    return sorted(slots)


def list_templates(store: Store, event_id: int) -> list[TemplateRow]:
    with store.read() as session:
        rows = session.exec(select(LeagueTemplate).where(LeagueTemplate.event_id == event_id)
                            .order_by(LeagueTemplate.name)).all()
        return [_template_row(t) for t in rows]


def _template_row(template: LeagueTemplate) -> TemplateRow:
    assert template.id is not None
    return TemplateRow(template.id, template.name, tuple(_times(template.slots)))


def save_template(store: Store, event_id: int, name: str,
                  slots: Sequence[dt.datetime]) -> int:
    """Create or replace round template ``name`` (A, B, C …) with its slot times."""
    name = validate.text("Template", name, limit=20, required=True).strip()
    if not slots:
        raise InputError("Slots", "", f"template {name} needs at least one slot")
    if len(slots) > MAX_SLOTS or not all(isinstance(t, dt.datetime) and t.tzinfo is not None
                                         for t in slots):
        raise InputError("Slots", validate.shown(slots),
                         f"must be 1 to {MAX_SLOTS} dates and times with a time zone")
    with store.action("save round template", event_id=event_id, params={"name": name},
                      summary=f"Round template {name}: {len(slots)} slots") as scope:
        _league_event(scope.session, event_id)
        template = scope.session.exec(select(LeagueTemplate).where(
            LeagueTemplate.event_id == event_id, LeagueTemplate.name == name)).first()
        if template is None:
            template = LeagueTemplate(event_id=event_id, name=name)
        template.slots = [s.astimezone(dt.UTC).isoformat() for s in sorted(slots)]
        scope.session.add(template)
        scope.session.flush()
        assert template.id is not None
        return template.id


def delete_template(store: Store, event_id: int, name: str) -> None:
    with store.action("delete round template", event_id=event_id, params={"name": name},
                      summary=f"Delete round template {name}") as scope:
        template = scope.session.exec(select(LeagueTemplate).where(
            LeagueTemplate.event_id == event_id, LeagueTemplate.name == name)).first()
        if template is None:
            raise NotFoundError(f"Round template {name!r} does not exist.")
        scope.session.delete(template)


def next_slots(templates: Sequence[TemplateRow], after: dt.datetime, *, count: int,
               hour: int = DEFAULT_SLOT_HOUR) -> tuple[str, list[dt.datetime]]:
    """The next round's template and slots: each template repeats weekly, and the round takes
    the one whose next start (after ``after``) comes soonest, as the league's page says. With
    no template: ``count`` slots at ``hour`` local on the following days."""
    validate.integer("Slots per round", count, low=1, high=MAX_SLOTS)
    validate.integer("Slot hour", hour, low=0, high=23)
    best: tuple[dt.datetime, str, list[dt.datetime]] | None = None
    for template in templates:
        if not template.slots:
            continue
        first = template.slots[0]
        weeks = 0
        if first <= after:
            weeks = (after - first) // dt.timedelta(weeks=1) + 1
        shift = dt.timedelta(weeks=weeks)
        candidate = (first + shift, template.name, [s + shift for s in template.slots])
        if best is None or candidate[:2] < best[:2]:
            best = candidate
    if best is not None:
        return best[1], best[2]
    local = after.astimezone()
    day = local.date() + dt.timedelta(days=1)
    slots = [dt.datetime.combine(day + dt.timedelta(days=i), dt.time(hour)).astimezone()
             .astimezone(dt.UTC) for i in range(count)]
    return "", slots


# --------------------------------------------------------------------------- registration


def registrations(store: Store, event_id: int) -> list[Registrant]:
    """Every registrant with HU-E1 eligibility, status and seed, by seed then name."""
    with store.read() as session:
        event = _league_event(session, event_id)
        minimum = _settings(event).min_site_games
        rows = session.exec(select(Entry, Player).join(Player, col(Player.id) == Entry.player_id)
                            .where(Entry.event_id == event_id)).all()
    result = [Registrant(e.id or 0, p.name, p.rating, p.site_games,
                         rules.eligible(p.site_games, minimum), _status(e), e.seed)
              for e, p in rows]
    return sorted(result, key=lambda r: (-(r.seed or 0), r.name.casefold()))


def _status(entry: Entry) -> str:
    value = (entry.state or {}).get("league", PENDING)
    return value if value in REGISTRATION else PENDING


def set_registration(store: Store, event_id: int, entry_ids: Sequence[int], status: str) -> None:
    """Admins accept or decline registrations (HU-E1), before the season starts."""
    if status not in REGISTRATION:
        raise InputError("Registration", status, f"must be one of {', '.join(REGISTRATION)}")
    if not entry_ids:
        raise InputError("Players", "", "choose at least one registration")
    with store.action(f"{status} registration", event_id=event_id,
                      params={"entries": list(entry_ids), "status": status}) as scope:
        session = scope.session
        _league_event(session, event_id)
        if _started(session, event_id):
            raise ConflictError("The season has started: registrations are fixed (HU-S1).")
        names = []
        for entry_id in entry_ids:
            entry, player = _entry(session, event_id, entry_id)
            entry.state = {**(entry.state or {}), "league": status}
            session.add(entry)
            names.append(player.name)
        verb = {ACCEPTED: "Accept", DECLINED: "Decline", PENDING: "Reopen"}[status]
        scope.summary = f"{verb} {', '.join(names[:3])}" + (" …" if len(names) > 3 else "")


def start_season(store: Store, event_id: int) -> None:
    """HU-S1: seed the accepted players by rating (registration order breaks ties); seeds are
    then fixed for the season. Refused while registrations are pending."""
    with store.action("start season", event_id=event_id) as scope:
        session = scope.session
        _league_event(session, event_id)
        if _started(session, event_id):
            raise ConflictError("The season has already started.")
        rows = session.exec(select(Entry, Player).join(Player, col(Player.id) == Entry.player_id)
                            .where(Entry.event_id == event_id)
                            .order_by(col(Entry.registered_at), col(Entry.id))).all()
        pending = [p.name for e, p in rows if _status(e) == PENDING]
        if pending:
            raise ConflictError(f"{len(pending)} registrations are still pending "
                                f"({', '.join(pending[:3])}): accept or decline them first.")
        accepted = [(e, p) for e, p in rows if _status(e) == ACCEPTED]
        if len(accepted) < 2:
            raise ConflictError("A season needs at least 2 accepted players.")
        seeds = rules.seed_players([(str(e.id), p.rating) for e, p in accepted])
        for entry, _player in rows:
            entry.seed = seeds.get(str(entry.id))
            entry.status = EntryStatus.ACTIVE if entry.seed else EntryStatus.DROPPED
            session.add(entry)
        scope.summary = f"Start the season: {len(accepted)} players seeded"


def _started(session: Session, event_id: int) -> bool:
    return session.exec(select(Entry.id).where(Entry.event_id == event_id,
                                               col(Entry.seed).is_not(None))).first() is not None


# --------------------------------------------------------------------------------- rounds


def pair_next_round(store: Store, event_id: int, *, now: dt.datetime | None = None) -> int:
    """Pair the next round (HU-P1/P2) on the template that starts soonest; returns its id."""
    now = now or utcnow()
    with store.action("pair round", event_id=event_id) as scope:
        session = scope.session
        event = _league_event(session, event_id)
        settings = _settings(event)
        if not _started(session, event_id):
            raise ConflictError("Start the season first: seeds come before the first pairing.")
        rounds = _rounds(session, event_id)
        if rounds and not rounds[-1].closed:
            raise ConflictError(f"Round {rounds[-1].number} is still open: end it first.")
        seeds = _seeds(session, event_id)
        games = _history(session, event_id)
        if rules.season_winner(seeds, games, lives=settings.lives) is not None:
            raise ConflictError("The season has its winner: no more rounds.")
        pairs, bye = rules.pair_round(seeds, games, lives=settings.lives)
        after = max([now] + [r.cutoff_at for r in rounds if r.cutoff_at is not None])
        templates = session.exec(select(LeagueTemplate)
                                 .where(LeagueTemplate.event_id == event_id)).all()
        name, slots = next_slots([_template_row(t) for t in templates], after,
                                 count=settings.slots_per_round)
        number = rounds[-1].number + 1 if rounds else 1
        local_last = slots[-1].astimezone()
        cutoff = rules.cutoff_after(local_last, settings.cutoff_hour).astimezone(dt.UTC)
        first = slots[0].astimezone()
        start = first.replace(hour=settings.start_hour, minute=0, second=0, microsecond=0)
        if start > first:
            start -= dt.timedelta(days=1)
        rnd = LeagueRound(event_id=event_id, number=number, template=name,
                          slots=[s.isoformat() for s in slots], starts_at=start.astimezone(dt.UTC),
                          cutoff_at=cutoff, bye_entry_id=int(bye) if bye else None)
        session.add(rnd)
        session.flush()
        assert rnd.id is not None
        for index, (a, b) in enumerate(pairs, start=1):
            session.add(LeagueGame(event_id=event_id, round_id=rnd.id, number=index,
                                   a_entry_id=int(a), b_entry_id=int(b),
                                   slot=rules.pick_slot(None, None, len(slots))))
        scope.params = {"round": number, "template": name}
        scope.summary = (f"Pair round {number}: {len(pairs)} games"
                         + (", 1 bye" if bye else ""))
        return rnd.id


def set_availability(store: Store, round_id: int, entry_id: int, marks: str) -> None:
    """A player's 1/2/3 per slot (HU-D1, refused with its reason); "" clears the entry (all 2).
    The player's game gets its slot again (HU-D2)."""
    marks = "".join(str(marks).split())
    with store.action("enter availability", params={"round_id": round_id, "entry_id": entry_id,
                                                    "marks": marks}) as scope:
        session = scope.session
        rnd = _round(session, round_id)
        scope.event_id = rnd.event_id
        _open(rnd)
        _entry_, player = _entry(session, rnd.event_id, entry_id)
        if marks:
            try:
                rules.verify_availability(marks, len(rnd.slots))
            except ValueError as exc:
                raise InputError(f"Availability of {player.name}", marks,
                                 str(exc).split(": ", 1)[-1]) from None
        row = session.exec(select(LeagueAvailability).where(
            LeagueAvailability.round_id == round_id,
            LeagueAvailability.entry_id == entry_id)).first()
        if row is None and marks:
            row = LeagueAvailability(event_id=rnd.event_id, round_id=round_id,
                                     entry_id=entry_id, marks=marks)
        if row is not None:
            if marks:
                row.marks = marks
                session.add(row)
            else:
                session.delete(row)
        session.flush()
        game = _game_of(session, round_id, entry_id)
        if game is not None:
            marks_of = _marks(session, round_id)
            game.slot = rules.pick_slot(marks_of.get(game.a_entry_id),
                                        marks_of.get(game.b_entry_id), len(rnd.slots))
            session.add(game)
        scope.summary = f"Availability {player.name}: {marks or '(none)'}"


def set_report(store: Store, game_id: int, entry_id: int, report: str) -> None:
    """A player's own report (HU-R2): 1, 0, -, + or ? (none). When every game of the round
    is then final the round ends (HU-R3)."""
    value = (report or "?").strip() or "?"
    if value not in rules.REPORTS:
        raise InputError("Report", report, "must be 1 (won), 0 (lost), - (not played), "
                                           "+ (opponent absent) or ? (none)")
    with store.action("enter report", params={"game_id": game_id, "entry_id": entry_id,
                                              "report": value}) as scope:
        session = scope.session
        game, rnd = _game(session, game_id)
        scope.event_id = rnd.event_id
        _open(rnd)
        if entry_id == game.a_entry_id:
            game.a_report = value
        elif entry_id == game.b_entry_id:
            game.b_report = value
        else:
            raise InputError("Player", entry_id, f"does not play game {game.number}")
        session.add(game)
        name = _name(session, entry_id)
        scope.summary = f"Round {rnd.number} game {game.number}: {name} reports {value}"
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


def correct_game(store: Store, game_id: int, outcome: str, admin: str, reason: str) -> None:
    """A later correction of an ended round's game, logged with the admin and the reason."""
    admin = validate.text("Admin", admin, limit=100, required=True).strip()
    outcome = _outcome(outcome)
    reason = validate.text("Reason", reason, limit=2000, required=True).strip()
    with store.action("correct game", params={"game_id": game_id, "outcome": outcome,
                                              "admin": admin, "reason": reason}) as scope:
        session = scope.session
        game, rnd = _game(session, game_id)
        scope.event_id = rnd.event_id
        if not rnd.closed:
            raise ConflictError(f"Round {rnd.number} is open: decide the game instead.")
        before = game.a_result + game.b_result
        if before == outcome:
            raise InputError("Outcome", outcome, "is already the game's result")
        game.a_result, game.b_result = outcome[0], outcome[1]
        session.add(game)
        session.add(LeagueDecision(event_id=rnd.event_id, game_id=game_id, kind="correction",
                                   admin=admin, before=before, outcome=outcome, reason=reason))
        session.flush()
        _sync_status(session, rnd.event_id)
        scope.summary = (f"Correct round {rnd.number} game {game.number}: {before} -> {outcome} "
                         f"by {admin} ({reason})")


def _close_if_complete(session: Session, rnd: LeagueRound, *, cutoff_passed: bool) -> bool:
    games = _games(session, rnd.id or 0)
    reports = [_reports(g) for g in games]
    if not rules.can_end_round(reports, cutoff_passed=cutoff_passed):
        return False
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


def _sync_status(session: Session, event_id: int) -> None:
    """Players with no lives left show as busted in the players table (HU-1)."""
    settings = _settings(_league_event(session, event_id))
    left = rules.lives_left(_seeds(session, event_id), _history(session, event_id),
                            lives=settings.lives)
    for entry in session.exec(select(Entry).where(Entry.event_id == event_id,
                                                  col(Entry.seed).is_not(None))).all():
        status = EntryStatus.ACTIVE if left.get(str(entry.id), 0) > 0 else EntryStatus.BUSTED
        if entry.status != status:
            entry.status = status
            session.add(entry)


# -------------------------------------------------------------------------------- queries


def season(store: Store, event_id: int, round_id: int | None = None) -> SeasonView:
    """The season tab's data: rounds, the shown round (``round_id`` or the latest)."""
    with store.read() as session:
        event = _league_event(session, event_id)
        settings = _settings(event)
        rounds = _rounds(session, event_id)
        shown = next((r for r in rounds if r.id == round_id), rounds[-1] if rounds else None)
        seeds = _seeds(session, event_id)
        history = _history(session, event_id)
        current = _round_view(session, shown) if shown else None
        names = _names(session, event_id)
    left = rules.lives_left(seeds, history, lives=settings.lives)
    winner = rules.season_winner(seeds, history, lives=settings.lives) if history else None
    return SeasonView(event.name, settings, bool(seeds),
                      tuple((r.id or 0, r.number, r.closed) for r in rounds), current,
                      sum(1 for n in left.values() if n > 0), len(seeds),
                      names.get(int(winner), "") if winner else "")


def round_view(store: Store, round_id: int) -> RoundView:
    with store.read() as session:
        return _round_view(session, _round(session, round_id))


def ranking(store: Store, event_id: int) -> Ranking:
    """HU-K1 after the ended rounds: every seeded player, with the 13 values."""
    with store.read() as session:
        settings = _settings(_league_event(session, event_id))
        seeds = _seeds(session, event_id)
        history = _history(session, event_id)
        names = _names(session, event_id)
        played = sum(1 for r in _rounds(session, event_id) if r.closed)
    rows = tuple(RankingRow(s.place, int(s.player), names.get(int(s.player), "?"),
                            seeds[s.player], s.values, s.decided_by)
                 for s in rules.standings(seeds, history, lives=settings.lives))
    winner = rules.season_winner(seeds, history, lives=settings.lives) if history else None
    return Ranking(rows, played, names.get(int(winner), "") if winner else "")


def decisions(store: Store, event_id: int) -> list[DecisionRow]:
    """The admins' log: stops decided and corrections, newest first."""
    with store.read() as session:
        rows = session.exec(select(LeagueDecision, LeagueGame, LeagueRound)
                            .join(LeagueGame, col(LeagueGame.id) == LeagueDecision.game_id)
                            .join(LeagueRound, col(LeagueRound.id) == LeagueGame.round_id)
                            .where(LeagueDecision.event_id == event_id)
                            .order_by(col(LeagueDecision.id).desc())).all()
        names = _names(session, event_id)
    return [DecisionRow(d.id or 0, d.at, r.number,
                        f"{names.get(g.a_entry_id, '?')} – {names.get(g.b_entry_id, '?')}",
                        d.kind, d.admin, d.before, d.outcome, d.reason) for d, g, r in rows]


def round_csv(store: Store, round_id: int) -> str:
    """The round's pairings and schedule as CSV (UTF-8 text, one game a line)."""
    from tdesk.services.csv_io import neutralise

    view = round_view(store, round_id)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["round", "game", "player", "seed", "opponent", "opponent_seed", "slot",
                     "time_utc", "reports", "outcome", "state"])
    for g in view.games:  # "+-" or a name "=…" must read as text in a spreadsheet
        writer.writerow([neutralise(v) for v in (
            view.number, g.number, g.a_name, g.a_seed or "", g.b_name, g.b_seed or "",
            "" if g.slot is None else g.slot + 1, g.slot_at.isoformat() if g.slot_at else "",
            g.a_report + g.b_report, g.outcome, g.state)])
    if view.bye_name:
        writer.writerow([view.number, "", neutralise(view.bye_name), "", "bye", "", "", "", "",
                         "", ""])
    return out.getvalue()


def ranking_csv(store: Store, event_id: int) -> str:
    """The ranking with all 13 HU-K1 values as CSV."""
    table = ranking(store, event_id)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["place", "player", *[c.key for c in rules.CRITERIA], "decided_by"])
    from tdesk.services.csv_io import neutralise

    for row in table.rows:
        writer.writerow([row.place, neutralise(row.name), *row.values, row.decided_by or ""])
    return out.getvalue()


# -------------------------------------------------------------------------------- helpers


def _league_event(session: Session, event_id: int) -> Event:
    event = session.get(Event, validate.identifier("Event", event_id))
    if event is None:
        raise NotFoundError(f"Event {event_id} does not exist.")
    if event.kind != "league":
        raise ConflictError(f"{event.name} is not a heads-up league.")
    return event


def _entry(session: Session, event_id: int, entry_id: int) -> tuple[Entry, Player]:
    entry = session.get(Entry, validate.identifier("Player", entry_id))
    if entry is None or entry.event_id != event_id:
        raise NotFoundError(f"Player entry {entry_id} is not in this season.")
    player = session.get(Player, entry.player_id)
    assert player is not None
    return entry, player


def _name(session: Session, entry_id: int) -> str:
    entry = session.get(Entry, entry_id)
    player = session.get(Player, entry.player_id) if entry else None
    return player.name if player else "?"


def _names(session: Session, event_id: int) -> dict[int, str]:
    rows = session.exec(select(Entry.id, Player.name)
                        .join(Player, col(Player.id) == Entry.player_id)
                        .where(Entry.event_id == event_id)).all()
    return {int(i): n for i, n in rows if i is not None}


def _seeds(session: Session, event_id: int) -> dict[str, int]:
    rows = session.exec(select(Entry.id, Entry.seed).where(
        Entry.event_id == event_id, col(Entry.seed).is_not(None))).all()
    return {str(i): int(s) for i, s in rows if s is not None}


def _history(session: Session, event_id: int) -> list[rules.Game]:
    rows = session.exec(select(LeagueGame, LeagueRound.number)
                        .join(LeagueRound, col(LeagueRound.id) == LeagueGame.round_id)
                        .where(LeagueGame.event_id == event_id, LeagueGame.a_result != "")
                        .order_by(col(LeagueRound.number), col(LeagueGame.number))).all()
    return [rules.Game(n, str(g.a_entry_id), str(g.b_entry_id), g.a_result, g.b_result)
            for g, n in rows]


def _rounds(session: Session, event_id: int) -> list[LeagueRound]:
    return list(session.exec(select(LeagueRound).where(LeagueRound.event_id == event_id)
                             .order_by(col(LeagueRound.number))).all())


def _round(session: Session, round_id: int) -> LeagueRound:
    rnd = session.get(LeagueRound, validate.identifier("Round", round_id))
    if rnd is None:
        raise NotFoundError(f"Round {round_id} does not exist.")
    return rnd


def _open(rnd: LeagueRound) -> None:
    if rnd.closed:
        raise ConflictError(f"Round {rnd.number} has ended: correct a result instead.")


def _games(session: Session, round_id: int) -> list[LeagueGame]:
    return list(session.exec(select(LeagueGame).where(LeagueGame.round_id == round_id)
                             .order_by(col(LeagueGame.number))).all())


def _game(session: Session, game_id: int) -> tuple[LeagueGame, LeagueRound]:
    game = session.get(LeagueGame, validate.identifier("Game", game_id))
    if game is None:
        raise NotFoundError(f"Game {game_id} does not exist.")
    return game, _round(session, game.round_id)


def _game_of(session: Session, round_id: int, entry_id: int) -> LeagueGame | None:
    return session.exec(select(LeagueGame).where(
        LeagueGame.round_id == round_id,
        (LeagueGame.a_entry_id == entry_id) | (LeagueGame.b_entry_id == entry_id))).first()


def _marks(session: Session, round_id: int) -> dict[int, str]:
    rows = session.exec(select(LeagueAvailability)
                        .where(LeagueAvailability.round_id == round_id)).all()
    return {r.entry_id: r.marks for r in rows}


def _reports(game: LeagueGame) -> GameReports:
    decision = (game.decision[0], game.decision[1]) if game.decision else None
    return GameReports(str(game.a_entry_id), str(game.b_entry_id), game.a_report,
                       game.b_report, decision)


def _outcome(value: str) -> str:
    text = "".join(str(value).split())
    if tuple(text) not in rules.FINAL_OUTCOMES:
        raise InputError("Outcome", value, "must be one of 10, 01, +-, -+, --")
    return text


def _times(values: Sequence[str]) -> list[dt.datetime]:
    return [dt.datetime.fromisoformat(v) for v in values]


def _round_view(session: Session, rnd: LeagueRound) -> RoundView:
    assert rnd.id is not None
    names = _names(session, rnd.event_id)
    seeds = {int(k): v for k, v in _seeds(session, rnd.event_id).items()}
    marks = _marks(session, rnd.id)
    slots = tuple(_times(rnd.slots))
    rows = []
    for g in _games(session, rnd.id):
        state: Literal["final", "waiting", "stop"]
        if g.a_result:
            state, outcome = "final", g.a_result + g.b_result
        else:
            result = rules.game_outcome(_reports(g), cutoff_passed=False)
            if result == STOP:
                state, outcome = "stop", ""
            elif result is None:
                state, outcome = "waiting", ""
            else:
                state, outcome = "final", "".join(result)
        rows.append(GameRow(g.id or 0, g.number, g.a_entry_id, names.get(g.a_entry_id, "?"),
                            seeds.get(g.a_entry_id), g.b_entry_id,
                            names.get(g.b_entry_id, "?"), seeds.get(g.b_entry_id), g.slot,
                            slots[g.slot] if g.slot is not None and g.slot < len(slots) else None,
                            marks.get(g.a_entry_id, ""), marks.get(g.b_entry_id, ""),
                            g.a_report, g.b_report, g.decision, g.decided_by, state, outcome))
    bye = rnd.bye_entry_id
    return RoundView(rnd.id, rnd.number, rnd.template, slots, rnd.starts_at, rnd.cutoff_at,
                     rnd.closed, rnd.closed_by, bye, names.get(bye, "") if bye else "",
                     tuple(rows))


# ----------------------------------------------------------------------------------- demo


def demo_league(store: Store, events: dict[str, int]) -> None:
    """The demo season: templates A/B/C, registrations decided, two rounds played, round 3
    open with reports coming in and one conflict waiting in the admins' queue."""
    import random

    event_id = events.get("league")
    if event_id is None:
        return
    rng = random.Random(20261130)
    today = dt.datetime.now().astimezone().replace(hour=0, minute=0, second=0, microsecond=0)
    base = today - dt.timedelta(days=15)
    for name, offset, count, hour in (("A", 0, 7, 19), ("B", 7, 7, 18), ("C", 14, 3, 17)):
        slots = [(base + dt.timedelta(days=offset + i, hours=hour + i % 3)).astimezone(dt.UTC)
                 for i in range(count)]
        save_template(store, event_id, name, slots)
    people = registrations(store, event_id)
    declined = [r.entry_id for r in people if not r.eligible][:1]
    set_registration(store, event_id, [r.entry_id for r in people
                                       if r.entry_id not in declined], ACCEPTED)
    if declined:
        set_registration(store, event_id, declined, DECLINED)
    start_season(store, event_id)
    now = base - dt.timedelta(days=1)
    for number in (1, 2, 3):
        round_id = pair_next_round(store, event_id, now=now.astimezone(dt.UTC))
        view = round_view(store, round_id)
        for game in view.games:
            for entry in (game.a_entry_id, game.b_entry_id):
                marks = "".join(rng.choice("1123") for _ in view.slots)
                while 2 * marks.count("3") >= len(marks):
                    marks = marks.replace("3", "2", 1)
                set_availability(store, round_id, entry, marks)
        games = round_view(store, round_id).games
        for index, game in enumerate(games):
            if number == 3 and index == 0:
                set_report(store, game.id, game.a_entry_id, "1")  # the conflict
                set_report(store, game.id, game.b_entry_id, "1")
                continue
            if number == 3 and index >= len(games) - 2:
                continue  # still being played
            win = rng.random() < 0.5
            kind = rng.random()
            a, b = ("1", "0") if win else ("0", "1")
            if kind > 0.85:
                a, b = ("+", "-") if win else ("-", "+")
            set_report(store, game.id, game.a_entry_id, a)
            if rng.random() < 0.85 or number == 3:
                set_report(store, game.id, game.b_entry_id, b)
        if number < 3:
            view = round_view(store, round_id)
            assert view.cutoff_at is not None
            if not view.closed:
                end_of_round_check(store, round_id, now=view.cutoff_at)
            now = view.cutoff_at
