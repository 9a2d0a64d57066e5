"""The planner's inputs, read from the store (issue 37): an event's expected or actual field,
chips in play (``field_counts`` through the clock), where its clock stands, and what the
store's finished events teach (the divisor at which each really ended, a Swiss night's real
turnaround), handed to the pure models of ``rules/planner``.

Before the event (its clock not started, or a field typed in) the estimate runs from the start
time over the expected field; during it, from now over the actual field, chips and clock.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlmodel import select

from tdesk.errors import InputError
from tdesk.models.store import AuditLog, Store
from tdesk.rules.levels import clock as rc
from tdesk.rules.levels import planner as rules
from tdesk.rules.levels.values import Level
from tdesk.services import clock
from tdesk.services.league.registration import registrations
from tdesk.services.swiss import reads as swiss_reads
from tdesk.services.table_reads import reads

DEFAULT_START = dt.time(19, 0)
ROUND_MINUTES = 50


@dataclass(frozen=True)
class Past:
    """One finished event as the calibration read it."""

    event_id: int
    name: str
    kind: str
    started: dt.datetime
    ended: dt.datetime
    value: float
    """The real divisor at the room's usual pace (poker) or turnaround minutes (Swiss)."""


@dataclass(frozen=True)
class Calibration:
    divisors: tuple[float, float, float] = rules.DEFAULT_DIVISORS
    turnarounds: tuple[float, float, float] = rules.DEFAULT_TURNAROUNDS
    past: tuple[Past, ...] = ()

    def count(self, kind: str) -> int:
        return sum(1 for p in self.past if p.kind == kind)


@dataclass(frozen=True)
class EventPlan:
    """An estimate with what went into it, for the words the window and CLI show."""

    plan: rules.Plan
    kind: str
    during: bool
    field: int
    reentries: int = 0
    chips: int = 0
    rounds: int = 0
    cut: int = 0
    round_minutes: int = 0
    suggested_rounds: int = 0
    lives: int = 0
    calibrated: int = 0
    """How many of the store's finished events set the divisors or turnarounds."""
    extra: Mapping[str, Any] = field(default_factory=dict)
    simulated: tuple[dt.datetime, dt.datetime, dt.datetime] | None = None
    """Poker: the simulation's (early, likely, late) end beside the divisor model's."""
    runs: int = 0
    """How many seeded fields the simulation played."""


def _local(moment: dt.datetime) -> dt.datetime:
    return moment.astimezone() if moment.tzinfo else moment.replace(tzinfo=dt.UTC).astimezone()


def start_at(day: dt.date | None, at: dt.time | None) -> dt.datetime:
    """The start as an aware local time: ``at`` (default 19:00) on ``day`` (default today)."""
    day = day or dt.date.today()
    return dt.datetime.combine(day, at or DEFAULT_START).astimezone()


def parse_start(text: str) -> dt.time:
    """``HH:MM`` as a time; a clear error naming the field otherwise."""
    try:
        return dt.datetime.strptime(text.strip(), "%H:%M").time()
    except ValueError:
        raise ValueError(f"start: {text!r} is not a time as HH:MM") from None


def plan_new(kind: str, levels: Sequence[Level], settings: Mapping[str, Any], field: int,
             reentries: int, start: dt.datetime, calibration: Calibration | None = None,
             *, simulate: bool = True) -> EventPlan:
    """The estimate for an event not yet in play (the New event dialog, ``tdesk plan --field``)."""
    cal = calibration or Calibration()
    rules.verify_inputs(field, reentries)
    if kind == "poker":
        stack = int(settings.get("starting_stack", 0) or 0)
        chips = (field + reentries) * max(stack, 1)
        plan = rules.poker_plan(levels, chips, start, cal.divisors)
        ends, runs = rules.simulated_ends(levels, field + reentries, max(stack, 1), start
                                          ) if simulate else (None, 0)
        return EventPlan(plan, kind, False, field, reentries, chips=chips,
                         calibrated=cal.count("poker"), simulated=ends, runs=runs)
    if kind == "swiss":
        rounds = int(settings.get("rounds", 0) or 0) or rules.swiss_rounds(field)
        cut = int(settings.get("top_cut", 0) or 0)
        cut = cut if field > cut else 0
        minutes = int(levels[0].minutes) if levels else ROUND_MINUTES
        plan = rules.swiss_plan(rounds, cut, minutes, start, cal.turnarounds)
        return EventPlan(plan, kind, False, field, rounds=rounds, cut=cut, round_minutes=minutes,
                         suggested_rounds=rules.swiss_rounds(field),
                         calibrated=cal.count("swiss"))
    if kind == "league":
        lives = int(settings.get("lives", 3) or 3)
        plan = rules.league_plan(field, lives, start)
        return EventPlan(plan, kind, False, field, lives=lives)
    raise InputError("event", kind, "the planner estimates poker, Swiss and league events")


@reads("event", "audit_log",  # and the calibration's, below: the same tables
       uses=(clock.get_clock, registrations, swiss_reads.rounds, swiss_reads.get_round))
def plan_event(store: Store, event_id: int, *, field: int | None = None,
               reentries: int | None = None, start: dt.time | None = None,
               now: dt.datetime | None = None, calibration: Calibration | None = None,
               simulate: bool = True, info: clock.ClockInfo | None = None) -> EventPlan:
    """The event's estimate: during play from its clock and actual field unless ``field`` is
    given, else before it from ``field`` (default: the entries so far), ``reentries`` and
    ``start`` on the event's date. ``simulate``: also play the field with the bust model
    (poker; the projector's one line does without). ``info``: the event's clock as the caller
    read it just now (the Clock tab's), not read again."""
    if info is None or info.event_id != event_id:
        info = clock.get_clock(store, event_id)
    with store.read() as session:
        event = clock._event(session, event_id)
        settings, day = dict(event.settings), event.date
    cal = calibration if calibration is not None else read_calibration(store)
    levels = info.structure.levels
    now = now or dt.datetime.now(dt.UTC)
    started = info.state.status is not rc.ClockStatus.NOT_STARTED
    if started and field is None and start is None and info.event_kind == "poker":
        view = info.at(now)
        chips = max(info.counts.total_chips, 1)
        plan = rules.poker_plan(levels, chips, _local(now), cal.divisors,
                                first=view.level_index, left=view.remaining)
        left = max(info.counts.players_left, 1)
        ends, runs = rules.simulated_ends(levels, left, max(chips // left, 1), _local(now),
                                          first=view.level_index, left=view.remaining
                                          ) if simulate else (None, 0)
        return EventPlan(plan, info.event_kind, True, info.counts.players_left,
                         chips=chips, calibrated=cal.count("poker"), simulated=ends, runs=runs)
    if started and field is None and start is None and info.event_kind == "swiss":
        return _swiss_during(store, event_id, info, settings, cal, now)
    entries = info.counts.entries if info.event_kind != "league" else _league_players(
        store, event_id)
    return plan_new(info.event_kind, levels, settings, field or max(entries, 2), reentries or 0,
                    start_at(day, start), cal, simulate=simulate)


def _league_players(store: Store, event_id: int) -> int:
    return len(registrations(store, event_id))


def _swiss_during(store: Store, event_id: int, info: clock.ClockInfo,
                  settings: Mapping[str, Any], cal: Calibration, now: dt.datetime) -> EventPlan:
    played = swiss_reads.rounds(store, event_id)
    latest = swiss_reads.get_round(store, event_id) if played else None
    under_way = latest is not None and latest.missing > 0
    done = len(played) - (1 if under_way else 0)
    rounds = int(settings.get("rounds", 5) or 5)
    cut = int(settings.get("top_cut", 0) or 0)
    field = max(info.counts.entries, 2)
    cut = cut if field > cut else 0
    minutes = int(info.structure.levels[0].minutes) if info.structure.levels else ROUND_MINUTES
    left = info.at(now).remaining if under_way else None
    plan = rules.swiss_plan(rounds, cut, minutes, _local(now), cal.turnarounds, done=done,
                            left=left)
    return EventPlan(plan, "swiss", True, field, rounds=rounds, cut=cut, round_minutes=minutes,
                     suggested_rounds=rules.swiss_rounds(field), calibrated=cal.count("swiss"),
                     extra={"done": done})


def _times(store: Store, event_id: int) -> tuple[dt.datetime, dt.datetime] | None:
    """(first clock start, last floor action that is not a clock action) of an event."""
    with store.read() as session:
        rows = session.exec(select(AuditLog.at, AuditLog.action).where(
            AuditLog.event_id == event_id, AuditLog.undone_by.is_(None))  # type: ignore[union-attr]
            .order_by(AuditLog.id)).all()  # type: ignore[arg-type]
    start = next((at for at, action in rows if action == "clock start"), None)
    end = next((at for at, action in reversed(rows) if not action.startswith("clock ")), None)
    if start is None or end is None or end <= start:
        return None
    return start, end


@reads("audit_log", "event", uses=(clock.get_clock, swiss_reads.rounds))
def read_calibration(store: Store) -> Calibration:
    """What the store's finished events teach: each finished poker event whose clock ran gives
    the divisor at the room's usual pace at which it really ended (from the big-blind minutes
    its clock had posted when its last player went out: ``usual_divisor``), so that a turbo's
    teaches a deep structure's estimate in proportion; each finished
    Swiss event its turnaround (the time beyond its rounds' round time, over the gaps between
    them)."""
    from tdesk.services import events as event_service

    past: list[Past] = []
    with store.read() as session:  # only events whose clock ran can teach anything
        ran = set(session.exec(select(AuditLog.event_id).where(
            AuditLog.action == "clock start", AuditLog.undone_by.is_(None))  # type: ignore[union-attr]
            .distinct()).all())
    for ev in event_service.list_events(store):
        event_id, name, kind = ev.id, ev.name, ev.kind
        if kind not in ("poker", "swiss") or event_id not in ran:
            continue
        info = clock.get_clock(store, event_id)
        if not info.over:
            continue
        times = _times(store, event_id)
        if times is None:
            continue
        start, end = times
        if kind == "poker":
            view = rc.state_at(info.structure.levels, info.state, end)
            blinds = rules.posted(info.structure.levels, view.level_index,
                                  view.elapsed.total_seconds() / 60)
            if blinds <= 0 or info.counts.total_chips < 1:
                continue
            value = rules.usual_divisor(info.counts.total_chips, blinds)
        else:
            total = len(swiss_reads.rounds(store, event_id))
            minutes = int(info.structure.levels[0].minutes) if info.structure.levels else 50
            if total < 2:
                continue
            value = ((end - start).total_seconds() / 60 - total * minutes) / (total - 1)
            if value < 0:
                continue
        past.append(Past(event_id, name, kind, start, end, round(value, 1)))
    divs = [p.value for p in past if p.kind == "poker"]
    turns = [p.value for p in past if p.kind == "swiss"]
    return Calibration(rules.calibrate(divs, rules.DEFAULT_DIVISORS),
                       rules.calibrate(turns, rules.DEFAULT_TURNAROUNDS), tuple(past))


__all__ = ["Calibration", "EventPlan", "Past", "parse_start", "read_calibration",
           "plan_event", "plan_new", "start_at"]
