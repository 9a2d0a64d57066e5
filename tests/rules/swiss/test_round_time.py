"""Time extensions per table (CG-R1..CG-R4, issue 24): checks, each table's end, when the
round is over, and the slip notes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tdesk.rules.levels import round_structure
from tdesk.rules.levels.clock import ClockState, ClockStatus
from tdesk.rules.swiss.round_time import (
    Extension,
    ExtensionNote,
    RoundEnd,
    extension_notes,
    extra_minutes,
    last_end,
    remaining,
    round_end_at,
    round_over,
    table_end,
    tables_still_playing,
    time_runs_out,
    verify_extension,
    verify_table,
    verify_tables,
)

END = datetime(2026, 5, 1, 11, 0, tzinfo=UTC)
TABLES = [1, 2, 3, 12]
EXT = [Extension(12, 3, "Kim", "deck check"), Extension(3, 2, "Lee", "ruling"),
       Extension(12, 1, "Kim", "ruling")]


def at(minutes: float) -> datetime:
    return END + timedelta(minutes=minutes)


@pytest.mark.parametrize(("ext", "message"), [
    (Extension(7, 3, "Kim", "x"), "Table 7 does not play this round"),
    (Extension(1, 0, "Kim", "x"), "Extension must be from 1 to 60 minutes: 0"),
    (Extension(1, 61, "Kim", "x"), "Extension must be from 1 to 60 minutes: 61"),
    (Extension(1, 3, " ", "x"), "names the judge"),
    (Extension(1, 3, "Kim", ""), "gives its reason"),
])
def test_cg_r1_an_extension_is_checked(ext: Extension, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        verify_extension(ext, TABLES)


def test_cg_r1_a_table_number_is_positive_even_without_the_round() -> None:
    with pytest.raises(ValueError, match="Table must be 1 or more: 0"):
        verify_extension(Extension(0, 3, "Kim", "x"))
    verify_extension(Extension(99, 3, "Kim", "x"))


def test_cg_r2_extensions_on_one_table_add_up() -> None:
    assert extra_minutes(EXT) == {12: 4, 3: 2}
    assert table_end(END, 12, EXT) == at(4)
    assert table_end(END, 1, EXT) == END
    assert last_end(END, EXT) == at(4) and last_end(END, []) == END
    assert remaining(at(1), END, 12, EXT) == timedelta(minutes=3)
    assert remaining(at(9), END, 12, EXT) == timedelta(0)


def test_cg_r3_the_round_is_over_only_when_every_extended_table_is() -> None:
    assert tables_still_playing(at(-1), END, TABLES, EXT) == [1, 2, 3, 12]
    assert tables_still_playing(END, END, TABLES, EXT) == [3, 12]
    assert tables_still_playing(at(2), END, TABLES, EXT) == [12]
    assert not round_over(at(3.9), END, TABLES, EXT)
    assert round_over(at(4), END, TABLES, EXT)
    assert round_over(END, END, TABLES, [])


def test_cg_r3_a_table_with_its_result_in_is_not_playing() -> None:
    assert tables_still_playing(at(1), END, TABLES, EXT, finished={12}) == [3]
    assert round_over(at(-5), END, TABLES, EXT, finished=set(TABLES))


def test_cg_r4_slip_notes_per_table_in_table_order() -> None:
    assert extension_notes(EXT, END) == [ExtensionNote(3, 2, at(2)), ExtensionNote(12, 4, at(4))]
    assert extension_notes(EXT) == [ExtensionNote(3, 2, None), ExtensionNote(12, 4, None)]
    assert extension_notes([]) == []


def test_cg_r1_a_no_extension_once_the_table_or_the_round_is_over() -> None:
    ext = Extension(12, 3, "Kim", "deck check")
    verify_extension(ext, TABLES, finished=[1, 2])
    with pytest.raises(ValueError, match="Table 12 has its result in"):
        verify_extension(ext, TABLES, finished=[12])
    with pytest.raises(ValueError, match="Table 12 has its result in: its time is over"):
        verify_extension(ext, TABLES, finished=[3, 12])
    with pytest.raises(ValueError, match="The next round is paired: this round is over"):
        verify_extension(ext, TABLES, next_paired=True)


@pytest.mark.parametrize(("minutes", "time_up", "finished", "event_over", "expected"), [
    (-1, False, (), False, RoundEnd(False)),  # the clock still runs
    (1, True, (), False, RoundEnd(False, (3, 12))),  # both extended tables still play
    (1, True, (3,), False, RoundEnd(False, (12,))),  # table 3's result is in
    (2.5, True, (), False, RoundEnd(False, (12,))),  # table 3's 2 minutes are over
    (4, True, (), False, RoundEnd(True)),  # table 12's 4 minutes too: over (CG-R3)
    (1, True, (), True, RoundEnd(True)),  # the event is over: nothing holds the clock
])
def test_the_round_clock_ends_when_no_extended_table_still_plays_CG_R3(
        minutes: float, time_up: bool, finished: tuple[int, ...], event_over: bool,
        expected: RoundEnd) -> None:
    assert round_end_at(at(minutes), time_up=time_up, round_end=END, tables=TABLES,
                        extensions=EXT, finished=finished, event_over=event_over) == expected


def test_without_the_moment_time_ran_out_nothing_holds_the_round_open() -> None:
    assert round_end_at(at(1), time_up=True, round_end=None, tables=TABLES,
                        extensions=EXT) == RoundEnd(True)


def test_a_judge_is_called_to_a_table_of_the_round_CG_R1() -> None:
    verify_tables(2, [1, 2])
    verify_table(2, [1, 2])
    with pytest.raises(ValueError, match=r"^Round 2 has no table playing: no judge call or "
                                         r"extra time \(CG-R1\)\.$"):
        verify_tables(2, [])
    with pytest.raises(ValueError, match=r"^Table 7 does not play this round \(CG-R1\)\.$"):
        verify_table(7, [1, 2])


def test_cg_r3_the_round_clock_says_when_its_time_runs_out() -> None:
    """The moment the round's time runs out, read from the clock's stored state: while the
    clock has not started or is paused it moves with ``now``; once it runs (or has run out)
    it is fixed; a clock stopped for good no longer knows it."""
    levels = round_structure(50).levels
    start = END - timedelta(minutes=50)
    running = ClockState(ClockStatus.RUNNING, running_since=start)
    assert time_runs_out(levels, running, at(-30)) == END
    assert time_runs_out(levels, running, at(7)) == END  # ran out 7 minutes ago
    resumed = ClockState(ClockStatus.RUNNING, banked=timedelta(minutes=20),
                         running_since=at(-20))  # 20 minutes played, then a pause
    assert time_runs_out(levels, resumed, at(-5)) == at(10)
    assert time_runs_out(levels, resumed, at(15)) == at(10)
    paused = ClockState(ClockStatus.PAUSED, banked=timedelta(minutes=40))
    assert time_runs_out(levels, paused, at(3)) == at(13)
    assert time_runs_out(levels, ClockState(), at(3)) == at(53)
    assert time_runs_out(round_structure(50, rounds=2).levels, ClockState(), at(0)) == at(100)
    assert time_runs_out(levels, ClockState(ClockStatus.FINISHED), at(3)) is None
