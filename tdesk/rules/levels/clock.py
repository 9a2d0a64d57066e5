"""The level clock, computed from a stored state rather than counted by ticks.

The store keeps only :class:`ClockState`: status, level index, time already used in that level
("banked") and the UTC instant it has been running since. :func:`state_at` derives everything
the room sees from that and a ``now`` the caller passes in, so two windows, two processes or a
laptop that slept through three levels all show the same second. Running out of time starts the
next level at once (TDA-L1), computed here across as many levels as have passed.

Operations follow the verify/can/do pattern: :func:`verify` raises ValueError with a message
for the floor, :func:`can` is its boolean, :func:`apply` returns the new state.

>>> from datetime import UTC
>>> from tdesk.rules.levels import husc_levels
>>> t0 = datetime(2026, 1, 1, 20, 0, tzinfo=UTC)
>>> s = apply(husc_levels(40), ClockState(), Op(Action.START), t0)
>>> v = state_at(husc_levels(40), s, t0 + timedelta(minutes=5, seconds=30))
>>> v.level_number, format_clock(v.remaining)
(3, '0:30')
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from enum import StrEnum

from tdesk.rules.levels import MAX_MINUTES, Level, level_numbers

__all__ = [
    "ZERO",
    "Action",
    "ClockState",
    "ClockStatus",
    "ClockView",
    "Cue",
    "CueKind",
    "Op",
    "ShotClock",
    "ShotPhase",
    "ShotView",
    "apply",
    "can",
    "cues_between",
    "format_clock",
    "normalize",
    "ofc_call",
    "poker_call",
    "shot_clock_at",
    "state_at",
    "toggle_action",
    "verify",
    "verify_cancel_call",
]

ZERO = timedelta(0)
ONE_MINUTE = timedelta(minutes=1)
MAX_REMAINING = timedelta(minutes=MAX_MINUTES)


class ClockStatus(StrEnum):
    """Where the clock is in its life."""

    NOT_STARTED = "not_started"
    RUNNING = "running"
    PAUSED = "paused"
    FINISHED = "finished"


@dataclass(frozen=True, slots=True)
class ClockState:
    """What the store keeps: the only input, with ``now``, of every clock computation.

    ``banked`` is time used in ``level_index`` before ``running_since``; it may be negative when
    the floor added time beyond the level's length. ``running_since`` is set exactly when the
    status is RUNNING, and is timezone-aware.
    """

    status: ClockStatus = ClockStatus.NOT_STARTED
    level_index: int = 0
    banked: timedelta = ZERO
    running_since: datetime | None = None

    def __post_init__(self) -> None:
        running = self.status is ClockStatus.RUNNING
        if running != (self.running_since is not None):
            raise ValueError(f"a {self.status.value} clock cannot have running_since set that way")
        if self.running_since is not None and self.running_since.utcoffset() is None:
            raise ValueError("running_since must be timezone-aware (UTC)")
        if self.level_index < 0:
            raise ValueError(f"level index {self.level_index} is negative")


@dataclass(frozen=True, slots=True)
class ClockView:
    """What the clock shows at one instant."""

    status: ClockStatus
    level_index: int
    level: Level
    level_number: int | None
    """1-based playing level number; None during a break."""
    elapsed: timedelta
    remaining: timedelta
    next_index: int | None
    """Index of the entry after this one (level or break); None at the last."""
    next_level: Level | None
    """The next playing level (skipping breaks), for "next: 200/400"."""
    next_number: int | None
    to_break: timedelta | None
    """Time until the next break starts; None when no break lies ahead."""
    levels_passed: int
    """Levels started by running out of time since the stored state (TDA-L1)."""

    @property
    def is_break(self) -> bool:
        return self.level.is_break


class Action(StrEnum):
    """Operator actions on a clock."""

    START = "start"
    PAUSE = "pause"
    RESUME = "resume"
    NEXT = "next"
    PREVIOUS = "previous"
    JUMP = "jump"
    ADJUST = "adjust"
    RESTART = "restart"
    FINISH = "finish"
    RESET = "reset"


@dataclass(frozen=True, slots=True)
class Op:
    """One clock operation, as data: it replays, prints and goes in the audit log.

    ``seconds`` is for ADJUST (positive adds time left), ``index`` for JUMP (0-based entry).
    """

    action: Action
    seconds: int = 0
    index: int = 0


def _elapsed(state: ClockState, now: datetime) -> timedelta:
    """Time used in the stored level; a wall clock stepping backwards freezes, never rewinds."""
    if state.running_since is None:
        return state.banked
    return state.banked + max(ZERO, now - state.running_since)


def _advance(
    levels: Sequence[Level], state: ClockState, now: datetime
) -> tuple[int, timedelta, int, bool]:
    """(index, elapsed in it, levels passed, finished) after TDA-L1 auto-advance."""
    if not levels:
        raise ValueError("the structure has no levels")
    last = len(levels) - 1
    index = min(state.level_index, last)
    elapsed = _elapsed(state, now)
    if state.status is ClockStatus.FINISHED:
        return index, min(elapsed, levels[index].duration), 0, True
    passed = 0
    while elapsed >= levels[index].duration:
        if index == last:
            return index, levels[index].duration, passed, True
        elapsed -= levels[index].duration
        index += 1
        passed += 1
    return index, elapsed, passed, False


def state_at(levels: Sequence[Level], state: ClockState, now: datetime) -> ClockView:
    """What the clock shows at ``now``: level, time left, next level, time to the next break.

    When time runs out the next level starts at once (TDA-L1), across several levels if
    needed; past the end of the structure the clock is finished at 0:00.
    """
    index, elapsed, passed, finished = _advance(levels, state, now)
    status = ClockStatus.FINISHED if finished else state.status
    level = levels[index]
    remaining = level.duration - elapsed
    numbers = level_numbers(levels)
    nxt = index + 1 if index + 1 < len(levels) else None
    next_play = next((i for i in range(index + 1, len(levels)) if not levels[i].is_break), None)
    to_break: timedelta | None = None
    run = remaining
    for i in range(index + 1, len(levels)):
        if levels[i].is_break:
            to_break = run
            break
        run += levels[i].duration
    return ClockView(
        status=status,
        level_index=index,
        level=level,
        level_number=numbers[index],
        elapsed=elapsed,
        remaining=remaining,
        next_index=nxt,
        next_level=levels[next_play] if next_play is not None else None,
        next_number=numbers[next_play] if next_play is not None else None,
        to_break=to_break,
        levels_passed=passed,
    )


def until_level_ends(levels: Sequence[Level], view: ClockView, number: int) -> timedelta | None:
    """Time until playing level ``number`` ends, from what the clock shows (late registration
    closes then); None once it has ended, or when the structure has no such level.

    >>> from datetime import UTC
    >>> levels = [Level(100, 200, minutes=20), Level.pause(10), Level(200, 400, minutes=20)]
    >>> t = datetime(2026, 1, 1, tzinfo=UTC)
    >>> now = state_at(levels, ClockState(ClockStatus.RUNNING, 0, timedelta(minutes=5), t), t)
    >>> until_level_ends(levels, now, 2), until_level_ends(levels, now, 1)
    (datetime.timedelta(seconds=2700), datetime.timedelta(seconds=900))
    """
    numbers = level_numbers(levels)
    if number not in numbers or view.status is ClockStatus.FINISHED:
        return None
    end = numbers.index(number)
    if end < view.level_index:
        return None
    run = view.remaining
    for i in range(view.level_index + 1, end + 1):
        run += levels[i].duration
    return run


def normalize(levels: Sequence[Level], state: ClockState, now: datetime) -> ClockState:
    """The same clock with auto-advance written in: ``state_at`` agrees for every time >= now."""
    index, elapsed, passed, finished = _advance(levels, state, now)
    if finished and state.status is not ClockStatus.FINISHED:
        return ClockState(ClockStatus.FINISHED, index, levels[index].duration)
    if finished or (passed == 0 and index == state.level_index):
        return state
    since = now if state.status is ClockStatus.RUNNING else None
    return ClockState(state.status, index, elapsed, since)


def toggle_action(status: ClockStatus) -> Action | None:
    """What the space bar does: start, pause or resume; None when finished."""
    return {
        ClockStatus.NOT_STARTED: Action.START,
        ClockStatus.RUNNING: Action.PAUSE,
        ClockStatus.PAUSED: Action.RESUME,
    }.get(status)


def verify(levels: Sequence[Level], state: ClockState, op: Op, now: datetime) -> None:
    """Raise ValueError, worded for the floor, if ``op`` cannot be done at ``now``."""
    view = state_at(levels, state, now)
    status = view.status
    a = op.action
    if a is Action.START and status is not ClockStatus.NOT_STARTED:
        raise ValueError(f"the clock cannot start: it is already {status.value.replace('_', ' ')}")
    if a is Action.PAUSE and status is not ClockStatus.RUNNING:
        raise ValueError(f"the clock cannot pause: it is {status.value.replace('_', ' ')}")
    if a is Action.RESUME and status is not ClockStatus.PAUSED:
        raise ValueError(f"the clock cannot resume: it is {status.value.replace('_', ' ')}")
    if a is Action.NEXT and view.next_index is None:
        raise ValueError("this is the last level of the structure; there is no next level")
    if a is Action.PREVIOUS and view.level_index == 0:
        raise ValueError("this is the first level; there is no previous level")
    if a is Action.JUMP and not 0 <= op.index < len(levels):
        raise ValueError(f"entry {op.index + 1} is outside the structure (1..{len(levels)})")
    if a is Action.ADJUST:
        if status is ClockStatus.FINISHED:
            raise ValueError("the clock has finished; go back to a level before changing its time")
        if op.seconds == 0:
            raise ValueError("add or subtract at least one second")
        if view.remaining + timedelta(seconds=op.seconds) > MAX_REMAINING:
            raise ValueError(
                f"adding {op.seconds} s would leave more than {MAX_MINUTES // 60} hours in the level"
            )
    if a is Action.RESTART and status is ClockStatus.NOT_STARTED and view.elapsed == ZERO:
        raise ValueError("the level has not started; nothing to restart")
    if a is Action.FINISH and status is ClockStatus.FINISHED:
        raise ValueError("the clock has already finished")


def can(levels: Sequence[Level], state: ClockState, op: Op, now: datetime) -> bool:
    """Whether :func:`verify` accepts ``op`` (enables a button)."""
    try:
        verify(levels, state, op, now)
    except ValueError:
        return False
    return True


def apply(levels: Sequence[Level], state: ClockState, op: Op, now: datetime) -> ClockState:
    """Do ``op`` at ``now`` and return the new state to store."""
    verify(levels, state, op, now)
    state = normalize(levels, state, now)
    running = ClockStatus.RUNNING
    a = op.action
    if a is Action.START or a is Action.RESUME:
        return replace(state, status=running, running_since=now)
    if a is Action.PAUSE:
        return ClockState(ClockStatus.PAUSED, state.level_index, _elapsed(state, now))
    if a is Action.FINISH:
        return ClockState(ClockStatus.FINISHED, state.level_index, _elapsed(state, now))
    if a is Action.RESET:
        return ClockState()
    if a is Action.ADJUST:
        return _adjust(levels, state, op.seconds, now)
    index = {
        Action.NEXT: state.level_index + 1,
        Action.PREVIOUS: state.level_index - 1,
        Action.JUMP: op.index,
        Action.RESTART: state.level_index,
    }[a]
    return _at_level_start(state, index, now)


def _at_level_start(state: ClockState, index: int, now: datetime) -> ClockState:
    """Put the clock at the start of ``index``; a finished clock comes back paused."""
    status = state.status
    if status is ClockStatus.FINISHED:
        status = ClockStatus.PAUSED
    since = now if status is ClockStatus.RUNNING else None
    return ClockState(status, index, ZERO, since)


def _adjust(levels: Sequence[Level], state: ClockState, seconds: int, now: datetime) -> ClockState:
    """Add (positive) or take away time; taking more than is left ends the level now (TDA-L1)."""
    elapsed = _elapsed(state, now) - timedelta(seconds=seconds)
    elapsed = min(elapsed, levels[state.level_index].duration)
    since = now if state.status is ClockStatus.RUNNING else None
    adjusted = ClockState(state.status, state.level_index, elapsed, since)
    return normalize(levels, adjusted, now)


# --- cues for sounds -------------------------------------------------------------------------


class CueKind(StrEnum):
    """Moments the room hears: a level or break begins, one minute is left, the clock ends."""

    LEVEL_START = "level_start"
    BREAK_START = "break_start"
    BREAK_END = "break_end"
    ONE_MINUTE = "one_minute"
    FINISHED = "finished"


@dataclass(frozen=True, slots=True)
class Cue:
    at: datetime
    kind: CueKind
    level_index: int


def cues_between(
    levels: Sequence[Level], state: ClockState, after: datetime, until: datetime
) -> list[Cue]:
    """Cues a running clock reaches in ``(after, until]``, in time order.

    Computed from the state, not from ticks, so a repaint that comes late (or a laptop that
    slept) still knows what happened; the caller decides whether to play all or only the last.
    """
    since = state.running_since
    if state.status is not ClockStatus.RUNNING or since is None or until <= after:
        return []
    out: list[Cue] = []
    index = min(state.level_index, len(levels) - 1)
    end = since + levels[index].duration - state.banked
    start = since
    while True:
        level = levels[index]
        warn = end - ONE_MINUTE
        if level.duration > ONE_MINUTE and warn > start:
            out.append(Cue(warn, CueKind.ONE_MINUTE, index))
        if index + 1 >= len(levels):
            out.append(Cue(end, CueKind.FINISHED, index))
            break
        nxt = levels[index + 1]
        if nxt.is_break:
            kind = CueKind.BREAK_START
        elif level.is_break:
            kind = CueKind.BREAK_END
        else:
            kind = CueKind.LEVEL_START
        out.append(Cue(end, kind, index + 1))
        if end > until:
            break
        index += 1
        start, end = end, end + nxt.duration
    return [c for c in out if after < c.at <= until and c.at > since]


# --- calling the clock on a player -----------------------------------------------------------


class ShotPhase(StrEnum):
    """A called clock: the allowance, the final countdown, then time is up."""

    ALLOWANCE = "allowance"
    COUNTDOWN = "countdown"
    EXPIRED = "expired"


@dataclass(frozen=True, slots=True)
class ShotClock:
    """A clock called on a player at ``called_at``: ``allowance`` s, then ``countdown`` s."""

    called_at: datetime
    allowance: int
    countdown: int = 0

    @property
    def total(self) -> timedelta:
        return timedelta(seconds=self.allowance + self.countdown)


@dataclass(frozen=True, slots=True)
class ShotView:
    phase: ShotPhase
    remaining: timedelta
    """Time left in the current phase (0 once expired)."""
    total_remaining: timedelta


def poker_call(now: datetime) -> ShotClock:
    """TDA-C1: one minute, then a 10-second countdown; no action by then, the hand is dead."""
    return ShotClock(now, 60, 10)


def ofc_call(now: datetime) -> ShotClock:
    """OFC-X3: 30 seconds; not acting in time fouls the hand."""
    return ShotClock(now, 30, 0)


def verify_cancel_call(call: ShotClock | datetime | None, event: str) -> None:
    """A called clock is cleared once (TDA-C1, OFC-X3): with none on there is nothing to clear
    (the Clear button and ``cancel_call`` decide from this one rule, issue 38).

    >>> verify_cancel_call(None, "Sunday 10k")
    Traceback (most recent call last):
    ...
    ValueError: No clock is called at Sunday 10k: nothing to clear.
    """
    if call is None:
        raise ValueError(f"No clock is called at {event}: nothing to clear.")


def shot_clock_at(call: ShotClock, now: datetime) -> ShotView:
    """Where a called clock stands at ``now``."""
    used = max(ZERO, now - call.called_at)
    allowance = timedelta(seconds=call.allowance)
    left = call.total - used
    if left <= ZERO:
        return ShotView(ShotPhase.EXPIRED, ZERO, ZERO)
    if used < allowance:
        return ShotView(ShotPhase.ALLOWANCE, allowance - used, left)
    return ShotView(ShotPhase.COUNTDOWN, left, left)


def format_clock(td: timedelta) -> str:
    """Time left as the room reads it, rounded up to whole seconds: ``4:05``, ``1:00:00``.

    Rounding up means ``0:00`` shows only at the instant the next level starts.

    >>> format_clock(timedelta(seconds=59.2)), format_clock(timedelta(hours=1, seconds=3))
    ('1:00', '1:00:03')
    """
    secs = max(0, math.ceil(td.total_seconds() - 1e-9))
    h, rest = divmod(secs, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"
