"""The level clock: computed state, TDA-L1 auto-advance, operations, cues, called clocks."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdesk.rules.levels import Level, husc_levels, ofc_levels
from tdesk.rules.levels.clock import (
    ZERO,
    Action,
    ClockState,
    ClockStatus,
    Cue,
    CueKind,
    Op,
    ShotPhase,
    apply,
    can,
    cues_between,
    format_clock,
    normalize,
    ofc_call,
    poker_call,
    shot_clock_at,
    state_at,
    toggle_action,
    verify,
)

T0 = datetime(2026, 3, 14, 19, 0, tzinfo=UTC)
HU = husc_levels(40)
S, M = timedelta(seconds=1), timedelta(minutes=1)
# Two 20-minute levels, a 10-minute break, two more levels.
MTT = [
    Level.blinds(25, 50),
    Level.blinds(50, 100),
    Level.pause(10, 25),
    Level.blinds(100, 200),
    Level.blinds(150, 300),
]


def started(levels: list[Level], at: datetime = T0) -> ClockState:
    return apply(levels, ClockState(), Op(Action.START), at)


# --- state_at --------------------------------------------------------------------------------


def test_not_started_shows_level_1_full_time() -> None:
    v = state_at(MTT, ClockState(), T0 + timedelta(hours=5))
    assert v.status is ClockStatus.NOT_STARTED
    assert (v.level_index, v.level_number, v.remaining) == (0, 1, 20 * M)
    assert v.next_level == MTT[1] and v.next_number == 2


def test_running_worked_example_HU_B1_TDA_L1() -> None:
    # HU levels are 2 minutes: at 5:30 levels 1 and 2 (4:00) are over, level 3 is 1:30 in.
    v = state_at(HU, started(HU), T0 + timedelta(minutes=5, seconds=30))
    assert v.status is ClockStatus.RUNNING
    assert (v.level_number, v.level.small_blind, v.level.big_blind) == (3, 25, 50)
    assert v.elapsed == timedelta(seconds=90) and v.remaining == timedelta(seconds=30)
    assert v.levels_passed == 2
    assert v.next_level == Level.blinds(30, 60, minutes=2) and v.to_break is None


def test_next_level_starts_exactly_when_time_runs_out_TDA_L1() -> None:
    s = started(HU)
    before = state_at(HU, s, T0 + 2 * M - timedelta(microseconds=1))
    at = state_at(HU, s, T0 + 2 * M)
    assert before.level_index == 0 and format_clock(before.remaining) == "0:01"
    assert at.level_index == 1 and at.remaining == 2 * M and at.levels_passed == 1


def test_laptop_slept_an_hour_TDA_L1() -> None:
    # 60 minutes / 2 = 30 levels passed: level 31 (SB 15,000) has just started.
    v = state_at(HU, started(HU), T0 + timedelta(hours=1))
    assert (v.level_number, v.level.small_blind, v.remaining, v.levels_passed) == (
        31,
        15000,
        2 * M,
        30,
    )


def test_running_past_the_last_level_finishes_at_zero() -> None:
    v = state_at(MTT, started(MTT), T0 + timedelta(hours=3))
    # 4 x 20 + 10 = 90 minutes of structure.
    assert v.status is ClockStatus.FINISHED and v.level_index == 4
    assert v.remaining == ZERO and v.next_index is None and v.next_level is None
    assert state_at(MTT, started(MTT), T0 + 90 * M - S).status is ClockStatus.RUNNING


def test_time_to_break_and_next_level_skip_the_break() -> None:
    s = started(MTT)
    v = state_at(MTT, s, T0 + 5 * M)
    # 15 min left in level 1 + 20 min of level 2 = 35 min to the break.
    assert v.to_break == 35 * M
    v = state_at(MTT, s, T0 + 30 * M)
    assert v.level_number == 2 and v.to_break == 10 * M
    assert v.next_index == 2 and v.next_level == MTT[3] and v.next_number == 3
    v = state_at(MTT, s, T0 + 43 * M)
    assert v.is_break and v.level_number is None and v.remaining == 7 * M
    assert v.to_break is None and v.next_level == MTT[3] and v.next_number == 3
    assert v.level.colour_up == 25


def test_a_wall_clock_stepping_back_freezes_rather_than_rewinds() -> None:
    s = started(HU)
    v = state_at(HU, s, T0 - timedelta(minutes=10))
    assert v.elapsed == ZERO and v.level_index == 0


def test_stored_index_beyond_an_edited_structure_is_clamped() -> None:
    v = state_at(MTT, ClockState(ClockStatus.PAUSED, 99), T0)
    assert v.level_index == 4


def test_clock_state_checks_itself() -> None:
    with pytest.raises(ValueError, match="running_since"):
        ClockState(ClockStatus.RUNNING)
    with pytest.raises(ValueError, match="running_since"):
        ClockState(ClockStatus.PAUSED, running_since=T0)
    with pytest.raises(ValueError, match="timezone-aware"):
        ClockState(ClockStatus.RUNNING, running_since=datetime(2026, 1, 1))
    with pytest.raises(ValueError, match="negative"):
        ClockState(level_index=-1)
    with pytest.raises(ValueError, match="no levels"):
        state_at([], ClockState(), T0)


# --- operations ------------------------------------------------------------------------------


def test_pause_freezes_and_resume_continues() -> None:
    s = started(HU)
    s = apply(HU, s, Op(Action.PAUSE), T0 + 50 * S)
    for later in (T0 + 50 * S, T0 + timedelta(days=2)):
        v = state_at(HU, s, later)
        assert v.status is ClockStatus.PAUSED and v.remaining == 70 * S
    t1 = T0 + timedelta(hours=1)
    s = apply(HU, s, Op(Action.RESUME), t1)
    assert state_at(HU, s, t1 + 70 * S).level_index == 1


def test_level_moves_reset_time_and_keep_running() -> None:
    s = started(HU)
    t = T0 + 30 * S
    s = apply(HU, s, Op(Action.NEXT), t)
    assert s.status is ClockStatus.RUNNING and s.level_index == 1 and s.running_since == t
    assert state_at(HU, s, t + 10 * S).remaining == 110 * S
    s = apply(HU, s, Op(Action.PREVIOUS), t + 20 * S)
    assert state_at(HU, s, t + 20 * S).level_index == 0
    s = apply(HU, s, Op(Action.JUMP, index=9), t + 20 * S)
    assert state_at(HU, s, t + 21 * S).level.small_blind == 120
    s = apply(HU, s, Op(Action.RESTART), t + 100 * S)
    assert state_at(HU, s, t + 100 * S).remaining == 2 * M


def test_adjust_adds_and_subtracts_time() -> None:
    s = started(MTT)
    t = T0 + 5 * M
    s = apply(MTT, s, Op(Action.ADJUST, seconds=60), t)
    assert state_at(MTT, s, t).remaining == 16 * M
    s = apply(MTT, s, Op(Action.ADJUST, seconds=-90), t)
    assert state_at(MTT, s, t).remaining == 14 * M + 30 * S
    # Adding beyond the level's length is allowed: the floor gave extra time.
    s = apply(MTT, s, Op(Action.ADJUST, seconds=600), t)
    assert state_at(MTT, s, t).remaining == 24 * M + 30 * S


def test_subtracting_more_than_is_left_starts_the_next_level_now_TDA_L1() -> None:
    s = started(MTT)
    t = T0 + 19 * M + 30 * S  # 30 s left in level 1
    s = apply(MTT, s, Op(Action.ADJUST, seconds=-60), t)
    v = state_at(MTT, s, t)
    assert v.level_index == 1 and v.remaining == 20 * M
    # Paused on the last level: taking all its time finishes the clock.
    p = ClockState(ClockStatus.PAUSED, 4, 19 * M)
    assert apply(MTT, p, Op(Action.ADJUST, seconds=-120), t).status is ClockStatus.FINISHED


def test_finish_reset_and_coming_back_from_finished() -> None:
    s = apply(MTT, started(MTT), Op(Action.FINISH), T0 + 25 * M)
    assert s == ClockState(ClockStatus.FINISHED, 1, 5 * M)
    assert state_at(MTT, s, T0 + timedelta(hours=9)).status is ClockStatus.FINISHED
    back = apply(MTT, s, Op(Action.PREVIOUS), T0 + 26 * M)
    assert back == ClockState(ClockStatus.PAUSED, 0, ZERO)
    ran_out = normalize(MTT, started(MTT), T0 + timedelta(hours=3))
    assert ran_out == ClockState(ClockStatus.FINISHED, 4, 20 * M)
    again = apply(MTT, ran_out, Op(Action.RESTART), T0 + timedelta(hours=3))
    assert again == ClockState(ClockStatus.PAUSED, 4, ZERO)
    assert apply(MTT, again, Op(Action.RESET), T0) == ClockState()


@pytest.mark.parametrize(
    ("state", "op", "message"),
    [
        (ClockState(ClockStatus.PAUSED), Op(Action.START), "already paused"),
        (ClockState(), Op(Action.PAUSE), "cannot pause: it is not started"),
        (ClockState(ClockStatus.RUNNING, running_since=T0), Op(Action.RESUME), "is running"),
        (ClockState(ClockStatus.PAUSED, 4), Op(Action.NEXT), "last level"),
        (ClockState(ClockStatus.PAUSED, 0), Op(Action.PREVIOUS), "first level"),
        (ClockState(), Op(Action.JUMP, index=5), r"entry 6 is outside the structure \(1..5\)"),
        (ClockState(), Op(Action.JUMP, index=-1), "outside"),
        (ClockState(ClockStatus.PAUSED), Op(Action.ADJUST), "at least one second"),
        (ClockState(ClockStatus.FINISHED, 4), Op(Action.ADJUST, seconds=60), "has finished"),
        (ClockState(), Op(Action.ADJUST, seconds=86400), "more than 24 hours"),
        (ClockState(), Op(Action.RESTART), "nothing to restart"),
        (ClockState(ClockStatus.FINISHED, 4), Op(Action.FINISH), "already finished"),
    ],
)
def test_refused_operations_say_why(state: ClockState, op: Op, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        verify(MTT, state, op, T0)
    assert not can(MTT, state, op, T0)
    with pytest.raises(ValueError, match=message):
        apply(MTT, state, op, T0)


def test_a_clock_that_ran_out_cannot_pause() -> None:
    s = started(MTT)
    assert not can(MTT, s, Op(Action.PAUSE), T0 + timedelta(hours=2))
    assert can(MTT, s, Op(Action.PAUSE), T0 + timedelta(minutes=89))


def test_toggle_action_for_the_space_bar() -> None:
    assert toggle_action(ClockStatus.NOT_STARTED) is Action.START
    assert toggle_action(ClockStatus.RUNNING) is Action.PAUSE
    assert toggle_action(ClockStatus.PAUSED) is Action.RESUME
    assert toggle_action(ClockStatus.FINISHED) is None


def test_several_clocks_are_independent_values() -> None:
    a, b = started(HU), started(ofc_levels(), T0 + 7 * M)
    t = T0 + 10 * M
    assert state_at(HU, a, t).level_number == 6
    assert state_at(ofc_levels(), b, t).remaining == 17 * M


# --- cues ------------------------------------------------------------------------------------


def test_cues_for_two_minute_levels() -> None:
    cues = cues_between(HU, started(HU), T0, T0 + 5 * M)
    assert cues == [
        Cue(T0 + 1 * M, CueKind.ONE_MINUTE, 0),
        Cue(T0 + 2 * M, CueKind.LEVEL_START, 1),
        Cue(T0 + 3 * M, CueKind.ONE_MINUTE, 1),
        Cue(T0 + 4 * M, CueKind.LEVEL_START, 2),
        Cue(T0 + 5 * M, CueKind.ONE_MINUTE, 2),
    ]
    # Half-open window: the cue at exactly `after` is not repeated.
    assert cues_between(HU, started(HU), T0 + 2 * M, T0 + 2 * M + S) == []


def test_cues_around_a_break_and_the_end() -> None:
    kinds = [(c.at - T0, c.kind) for c in cues_between(MTT, started(MTT), T0, T0 + 3 * 60 * M)]
    assert kinds == [
        (19 * M, CueKind.ONE_MINUTE),
        (20 * M, CueKind.LEVEL_START),
        (39 * M, CueKind.ONE_MINUTE),
        (40 * M, CueKind.BREAK_START),
        (49 * M, CueKind.ONE_MINUTE),
        (50 * M, CueKind.BREAK_END),
        (69 * M, CueKind.ONE_MINUTE),
        (70 * M, CueKind.LEVEL_START),
        (89 * M, CueKind.ONE_MINUTE),
        (90 * M, CueKind.FINISHED),
    ]


def test_no_cues_when_paused_or_inside_the_last_minute_already() -> None:
    assert cues_between(HU, ClockState(ClockStatus.PAUSED), T0, T0 + 10 * M) == []
    s = ClockState(ClockStatus.RUNNING, 0, 90 * S, T0)  # 30 s left: warning already past
    assert cues_between(HU, s, T0, T0 + 30 * S) == [Cue(T0 + 30 * S, CueKind.LEVEL_START, 1)]


@settings(max_examples=60)
@given(st.integers(0, 3600), st.integers(1, 3600), st.integers(1, 600))
def test_cues_split_over_windows_add_up(start: int, span: int, step: int) -> None:
    """Repaints at any rhythm hear every cue once: windows (a, b] tile the timeline."""
    s = started(MTT)
    a, b = T0 + start * S, T0 + (start + span) * S
    whole = cues_between(MTT, s, a, b)
    pieces: list[Cue] = []
    t = a
    while t < b:
        u = min(b, t + step * S)
        pieces += cues_between(MTT, s, t, u)
        t = u
    assert pieces == whole


# --- called clock ----------------------------------------------------------------------------


def test_poker_called_clock_minute_then_ten_second_countdown_TDA_C1() -> None:
    c = poker_call(T0)
    v = shot_clock_at(c, T0 + 30 * S)
    assert (v.phase, v.remaining, v.total_remaining) == (ShotPhase.ALLOWANCE, 30 * S, 40 * S)
    v = shot_clock_at(c, T0 + 65 * S)
    assert (v.phase, v.remaining) == (ShotPhase.COUNTDOWN, 5 * S)
    assert shot_clock_at(c, T0 + 60 * S).phase is ShotPhase.COUNTDOWN
    assert shot_clock_at(c, T0 + 70 * S).phase is ShotPhase.EXPIRED
    assert shot_clock_at(c, T0 - S).remaining == 60 * S


def test_ofc_called_clock_is_30_seconds_OFC_X3() -> None:
    c = ofc_call(T0)
    assert shot_clock_at(c, T0 + timedelta(seconds=29.5)).phase is ShotPhase.ALLOWANCE
    v = shot_clock_at(c, T0 + 30 * S)
    assert (v.phase, v.remaining) == (ShotPhase.EXPIRED, ZERO)


def test_format_clock_rounds_up() -> None:
    assert format_clock(ZERO) == "0:00"
    assert format_clock(timedelta(microseconds=1)) == "0:01"
    assert format_clock(20 * M) == "20:00"
    assert format_clock(timedelta(hours=2, minutes=3, seconds=4)) == "2:03:04"
    assert format_clock(-S) == "0:00"


# --- properties: a model counted by ticks agrees with the computed clock ----------------------


@dataclass
class TickModel:
    """The naive way: count whole seconds. Independent of the computed clock on purpose."""

    minutes: list[int]
    status: ClockStatus = ClockStatus.NOT_STARTED
    index: int = 0
    elapsed: int = 0

    def dur(self) -> int:
        return self.minutes[self.index] * 60

    def settle(self) -> None:
        while self.elapsed >= self.dur() and self.status is not ClockStatus.FINISHED:
            if self.index == len(self.minutes) - 1:
                self.status, self.elapsed = ClockStatus.FINISHED, self.dur()
            else:
                self.elapsed -= self.dur()
                self.index += 1

    def tick(self) -> None:
        if self.status is ClockStatus.RUNNING:
            self.elapsed += 1
            self.settle()

    def valid(self, op: Op) -> bool:
        a, st_ = op.action, self.status
        last = len(self.minutes) - 1
        return {
            Action.START: st_ is ClockStatus.NOT_STARTED,
            Action.PAUSE: st_ is ClockStatus.RUNNING,
            Action.RESUME: st_ is ClockStatus.PAUSED,
            Action.NEXT: self.index < last,
            Action.PREVIOUS: self.index > 0,
            Action.JUMP: 0 <= op.index <= last,
            Action.ADJUST: st_ is not ClockStatus.FINISHED
            and op.seconds != 0
            and self.dur() - self.elapsed + op.seconds <= 24 * 3600,
            Action.RESTART: not (st_ is ClockStatus.NOT_STARTED and self.elapsed == 0),
            Action.FINISH: st_ is not ClockStatus.FINISHED,
            Action.RESET: True,
        }[a]

    def do(self, op: Op) -> None:
        a = op.action
        if a in (Action.START, Action.RESUME):
            self.status = ClockStatus.RUNNING
        elif a is Action.PAUSE:
            self.status = ClockStatus.PAUSED
        elif a is Action.FINISH:
            self.status = ClockStatus.FINISHED
        elif a is Action.RESET:
            self.status, self.index, self.elapsed = ClockStatus.NOT_STARTED, 0, 0
        elif a is Action.ADJUST:
            self.elapsed = min(self.elapsed - op.seconds, self.dur())
            self.settle()
        else:
            self.index = {
                Action.NEXT: self.index + 1,
                Action.PREVIOUS: self.index - 1,
                Action.JUMP: op.index,
                Action.RESTART: self.index,
            }[a]
            self.elapsed = 0
            if self.status is ClockStatus.FINISHED:
                self.status = ClockStatus.PAUSED


op_st = st.one_of(
    st.sampled_from(
        [
            Op(Action.START),
            Op(Action.PAUSE),
            Op(Action.RESUME),
            Op(Action.NEXT),
            Op(Action.PREVIOUS),
            Op(Action.RESTART),
            Op(Action.FINISH),
            Op(Action.RESET),
        ]
    ),
    st.builds(Op, st.just(Action.ADJUST), st.integers(-200, 200)),
    st.builds(Op, st.just(Action.JUMP), st.just(0), st.integers(-1, 6)),
)
structure_st = st.lists(st.integers(1, 3), min_size=1, max_size=5).map(
    lambda ms: [Level.blinds(10 * (i + 1), 20 * (i + 1), minutes=m) for i, m in enumerate(ms)]
)


def to_store(state: ClockState) -> dict[str, object]:
    """What a store row holds: primitives only (microseconds, ISO text)."""
    return {
        "status": state.status.value,
        "level": state.level_index,
        "banked_us": state.banked // timedelta(microseconds=1),
        "since": state.running_since.isoformat() if state.running_since else None,
    }


def from_store(row: dict[str, object]) -> ClockState:
    since = row["since"]
    banked = row["banked_us"]
    level = row["level"]
    assert isinstance(banked, int) and isinstance(level, int)
    return ClockState(
        ClockStatus(str(row["status"])),
        level,
        timedelta(microseconds=banked),
        datetime.fromisoformat(since) if isinstance(since, str) else None,
    )


@settings(max_examples=300, deadline=None)
@given(structure_st, st.lists(st.tuples(st.integers(0, 150), op_st), max_size=25))
def test_computed_clock_agrees_with_tick_counting(
    levels: list[Level], steps: list[tuple[int, Op]]
) -> None:
    """Random operations at random whole-second times: no drift against a tick-counted model,
    the same operations refused, and a reload from stored primitives at every step agrees."""
    model = TickModel([lv.minutes for lv in levels])
    state, t = ClockState(), T0
    for gap, op in steps:
        for _ in range(gap):
            model.tick()
        t += gap * S
        assert can(levels, state, op, t) == model.valid(op), op
        if model.valid(op):
            state = apply(levels, state, op, t)
            model.do(op)
        reloaded = from_store(to_store(state))
        assert reloaded == state
        for s in (state, reloaded, normalize(levels, state, t)):
            v = state_at(levels, s, t)
            assert (v.status, v.level_index, v.elapsed) == (
                model.status,
                model.index,
                timedelta(seconds=model.elapsed),
            )


def position(levels: list[Level], state: ClockState, t: datetime) -> timedelta:
    """How far along the whole structure the clock is."""
    v = state_at(levels, state, t)
    return sum((lv.duration for lv in levels[: v.level_index]), ZERO) + v.elapsed


@settings(max_examples=100)
@given(
    structure_st,
    st.integers(0, 10**6),
    st.lists(st.integers(0, 10**7), min_size=2, max_size=6),
)
def test_running_clock_never_drifts(levels: list[Level], start_us: int, offsets: list[int]) -> None:
    """Between any two instants a running clock moves exactly the wall time (until it ends)."""
    s = started(levels, T0 + timedelta(microseconds=start_us))
    total = sum((lv.duration for lv in levels), ZERO)
    times = sorted(T0 + timedelta(microseconds=start_us + o) for o in offsets)
    for a, b in zip(times, times[1:], strict=False):
        pa, pb = position(levels, s, a), position(levels, s, b)
        assert pb - pa == min(b - a, total - pa)


@settings(max_examples=100)
@given(
    structure_st,
    st.integers(0, 600),
    st.integers(0, 10**9),
    st.integers(0, 10**9),
)
def test_pausing_freezes_and_normalising_changes_nothing(
    levels: list[Level], pause_s: int, later_us: int, norm_us: int
) -> None:
    s = started(levels)
    tp = T0 + pause_s * S
    if not can(levels, s, Op(Action.PAUSE), tp):
        return
    p = apply(levels, s, Op(Action.PAUSE), tp)
    frozen = state_at(levels, p, tp)
    later = state_at(levels, p, tp + timedelta(microseconds=later_us))
    assert replace(later, levels_passed=0) == replace(frozen, levels_passed=0)
    # Writing auto-advance into the state at any moment does not change what is shown after it.
    tn = T0 + timedelta(microseconds=norm_us)
    n = normalize(levels, s, tn)
    for t in (tn, tn + 7 * S, tn + timedelta(hours=1)):
        a, b = state_at(levels, s, t), state_at(levels, n, t)
        assert replace(a, levels_passed=0) == replace(b, levels_passed=0)
