"""Time extensions per table (CG-R1..CG-R4, issue 24): a judge adds minutes to one table with a
reason, each table's round ends that much later, and the round is over only when every table
still playing is past its own end.

Pure: times are aware datetimes the caller passes in (``now``, the round's end); tables are
their numbers. The slip line "Table 12: +4 min" comes out as plain values (`ExtensionNote`);
the GUI and the paper format them.

>>> from datetime import UTC, datetime, timedelta
>>> end = datetime(2026, 5, 1, 11, 0, tzinfo=UTC)
>>> ext = [Extension(12, 3, "Kim", "deck check"), Extension(12, 1, "Kim", "ruling")]
>>> [(n.table, n.minutes, n.ends.strftime("%H:%M")) for n in extension_notes(ext, end)]
[(12, 4, '11:04')]
>>> tables_still_playing(end + timedelta(minutes=2), end, [11, 12, 13], ext)
[12]
>>> round_over(end + timedelta(minutes=4), end, [11, 12, 13], ext)
True
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Final

from tdesk.rules.levels import Level
from tdesk.rules.levels.clock import ClockState, ClockStatus, state_at

__all__ = [
    "MAX_EXTENSION",
    "Extension",
    "ExtensionNote",
    "RoundEnd",
    "extension_notes",
    "extra_minutes",
    "last_end",
    "remaining",
    "round_end_at",
    "round_over",
    "table_end",
    "tables_still_playing",
    "time_runs_out",
    "verify_extension",
    "verify_table",
    "verify_tables",
]

MAX_EXTENSION: Final = 60
"""CG-R1: the most minutes one extension adds (several on one table add up)."""

NO_TABLES: Final = "Round {round} has no table playing: no judge call or extra time (CG-R1)."
NOT_PLAYING: Final = "Table {table} does not play this round (CG-R1)."


@dataclass(frozen=True)
class Extension:
    """CG-R1: minutes added to one table's round by a judge, with the reason (a deck check, a
    long ruling); ``at`` is when it was given, for the log."""

    table: int
    minutes: int
    judge: str
    reason: str
    at: datetime | None = None


@dataclass(frozen=True)
class ExtensionNote:
    """CG-R4: what the slip and the clock show for one table: "Table 12: +4 min", and the
    time that table's round ends (None when no round end was given)."""

    table: int
    minutes: int
    ends: datetime | None


def verify_extension(ext: Extension, tables: Collection[int] | None = None, *,
                     finished: Collection[int] = (), next_paired: bool = False) -> None:
    """CG-R1: 1 to `MAX_EXTENSION` minutes, a judge and a reason named, and (when the round's
    ``tables`` are given) a table that plays this round: the bye has no table to extend.
    CG-R1-A: only while the table still plays: not once its result is in (``finished``),
    nor in a round whose next round is paired (``next_paired``): that round is over.

    >>> verify_extension(Extension(12, 3, "Kim", "deck check"), [11, 12], finished=[12])
    Traceback (most recent call last):
    ...
    ValueError: Table 12 has its result in: its time is over (CG-R1-A).
    """
    if next_paired:
        raise ValueError("The next round is paired: this round is over (CG-R1-A).")
    if tables is not None:
        verify_table(ext.table, tables)
    if ext.table in finished:
        raise ValueError(f"Table {ext.table} has its result in: its time is over (CG-R1-A).")
    if ext.table < 1:
        raise ValueError(f"Table must be 1 or more: {ext.table}")
    if not 1 <= ext.minutes <= MAX_EXTENSION:
        raise ValueError(f"Extension must be from 1 to {MAX_EXTENSION} minutes: {ext.minutes}")
    if not ext.judge.strip():
        raise ValueError("An extension names the judge who gave it (CG-R1).")
    if not ext.reason.strip():
        raise ValueError("An extension gives its reason (CG-R1).")


def verify_tables(number: int, tables: Collection[int]) -> None:
    """CG-R1: a judge is called to, and time given to, a table that plays round ``number``;
    a round of byes alone has none (the judge-call and extra-time buttons are off).

    >>> verify_tables(4, [])
    Traceback (most recent call last):
    ...
    ValueError: Round 4 has no table playing: no judge call or extra time (CG-R1).
    """
    if not tables:
        raise ValueError(NO_TABLES.format(round=number))


def verify_table(table: int, tables: Collection[int]) -> None:
    """CG-R1: ``table`` plays this round (the bye has no table to call a judge to)."""
    if table not in tables:
        raise ValueError(NOT_PLAYING.format(table=table))


def extra_minutes(extensions: Iterable[Extension]) -> dict[int, int]:
    """CG-R2: the minutes each extended table has in all (its extensions add up)."""
    out: dict[int, int] = defaultdict(int)
    for ext in extensions:
        out[ext.table] += ext.minutes
    return dict(out)


def table_end(round_end: datetime, table: int, extensions: Iterable[Extension]) -> datetime:
    """CG-R2: when ``table``'s round ends: the round's end plus its extensions."""
    return round_end + timedelta(minutes=extra_minutes(extensions).get(table, 0))


def last_end(round_end: datetime, extensions: Iterable[Extension]) -> datetime:
    """CG-R3: the latest table end, when the round is over at the latest."""
    return round_end + timedelta(minutes=max(extra_minutes(extensions).values(), default=0))


def remaining(now: datetime, round_end: datetime, table: int,
              extensions: Iterable[Extension]) -> timedelta:
    """The time ``table`` has left, never below zero (the clock for one table)."""
    return max(timedelta(0), table_end(round_end, table, extensions) - now)


def tables_still_playing(now: datetime, round_end: datetime, tables: Iterable[int],
                         extensions: Sequence[Extension], finished: Collection[int] = ()
                         ) -> list[int]:
    """CG-R3: the round's ``tables`` whose time has not run out at ``now`` (the round's end
    plus their extensions) and that have no result yet (``finished``), in table order. At
    the end of time a table still playing finishes its current game as the rules say; this
    is only whether its time is over."""
    extra = extra_minutes(extensions)
    return sorted(t for t in set(tables) if t not in finished
                  and now < round_end + timedelta(minutes=extra.get(t, 0)))


def round_over(now: datetime, round_end: datetime, tables: Iterable[int],
               extensions: Sequence[Extension], finished: Collection[int] = ()) -> bool:
    """CG-R3: the round is over when no table is still playing (every table past its own end
    or with its result in)."""
    return not tables_still_playing(now, round_end, tables, extensions, finished)


@dataclass(frozen=True)
class RoundEnd:
    """CG-R3 on the round clock at one instant: whether the round is over, and the tables
    that hold it open after its time is up (each extended one until its own end)."""

    over: bool
    still_playing: tuple[int, ...] = ()


def time_runs_out(levels: Sequence[Level], state: ClockState, now: datetime) -> datetime | None:
    """CG-R3: when the round clock's time runs out, from its stored ``state``: ``now`` plus
    the time left while it has not started or is paused (the moment moves with ``now``), the
    fixed moment once it runs or has run out, None when a clock stopped for good no longer
    knows it (nothing then holds the round open, see :func:`round_end_at`)."""
    view = state_at(levels, state, now)
    if view.status is not ClockStatus.FINISHED:
        later = sum((lv.duration for lv in levels[view.level_index + 1:]), timedelta(0))
        return now + view.remaining + later
    if state.running_since is None:
        return None
    left = sum((lv.duration for lv in levels[state.level_index:]), timedelta(0))
    return state.running_since + left - state.banked


def round_end_at(now: datetime, *, time_up: bool, round_end: datetime | None,
                 tables: Iterable[int], extensions: Sequence[Extension],
                 finished: Collection[int] = (), event_over: bool = False) -> RoundEnd:
    """CG-R3 for the round clock: its time being up (``time_up``; it ran out at
    ``round_end``) ends the round only once no table still plays; an extended table holds it
    open until its own end or its result. With the event over (its last result in), or the
    moment the time ran out unknown, nothing holds it open.

    >>> from datetime import UTC
    >>> end = datetime(2026, 5, 1, 11, 0, tzinfo=UTC)
    >>> round_end_at(end + timedelta(minutes=2), time_up=True, round_end=end, tables=[1, 2],
    ...              extensions=[Extension(2, 3, "Kim", "deck check")])
    RoundEnd(over=False, still_playing=(2,))
    """
    if not time_up:
        return RoundEnd(False)
    if event_over or round_end is None or now < round_end:
        return RoundEnd(True)
    still = tuple(tables_still_playing(now, round_end, tables, extensions, finished))
    return RoundEnd(not still, still)


def extension_notes(extensions: Iterable[Extension], round_end: datetime | None = None
                    ) -> list[ExtensionNote]:
    """CG-R4: one note per extended table, in table order, its minutes in all and (with the
    round's end) the time it ends."""
    return [ExtensionNote(t, m, None if round_end is None else round_end + timedelta(minutes=m))
            for t, m in sorted(extra_minutes(extensions).items())]
