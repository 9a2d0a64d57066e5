"""Judge calls and time extensions of a Swiss event (CG-R1..CG-R4, issue 24).

A judge call is logged per round and table (the judge, the ruling, the penalty it issued);
an extension adds minutes to one table's round. When each table ends and whether the round is
over are decided by `tdesk.rules.swiss.round_time`; this module only reads and writes the rows.
Both actions are undoable and leave an audit row like every floor action.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from sqlmodel import Session, col, select

from tdesk import validate
from tdesk.errors import NotFoundError
from tdesk.models.judge_calls import JudgeCall, TimeExtension
from tdesk.models.penalties import PenaltyRecord
from tdesk.models.store import Store
from tdesk.models.swiss import SwissMatch
from tdesk.rules.swiss import round_time
from tdesk.rules.swiss.round_time import Extension, ExtensionNote
from tdesk.services.rule_refusal import refuse_input
from tdesk.services.swiss.rows import _event, _rounds
from tdesk.services.swiss.values import RoundInfo
from tdesk.services.table_reads import reads

RULING = 2_000
"""The longest ruling text kept (a judge's note, several lines)."""


@dataclass(frozen=True)
class JudgeCallRow:
    """One logged judge call as the Rounds tab and the judge's report show it."""

    id: int
    round: int
    table: int
    judge: str
    ruling: str
    penalty_id: int | None
    at: dt.datetime


@dataclass(frozen=True)
class ExtensionRow:
    """One extension given (CG-R1)."""

    id: int
    round: int
    table: int
    minutes: int
    judge: str
    reason: str
    at: dt.datetime

    def rule(self) -> Extension:
        """The rule's value, for `tdesk.rules.swiss.round_time`."""
        return Extension(self.table, self.minutes, self.judge, self.reason, self.at)


@dataclass(frozen=True)
class RoundTime:
    """CG-R3 at one instant: the tables still playing (their time not out, no result yet),
    each extended table's note (CG-R4) and whether the round is over."""

    round: int
    notes: tuple[ExtensionNote, ...]
    still_playing: tuple[int, ...]

    @property
    def over(self) -> bool:
        return not self.still_playing


def _round_tables(session: Session, event_id: int, number: int) -> tuple[list[int], list[int]]:
    """(tables playing round ``number``, those with a result in); the bye has no table. A
    round not paired is refused naming it."""
    validate.integer("Round", number, low=1, high=validate.MAX_ROUND)
    if all(r.number != number for r in _rounds(session, event_id)):
        raise NotFoundError(f"Round {number} has not been paired.")
    played = session.exec(select(SwissMatch.table_no, SwissMatch.result).where(
        SwissMatch.event_id == event_id, SwissMatch.round == number,
        col(SwissMatch.b_entry_id).is_not(None))).all()  # two columns: read after every result
    return [t for t, _ in played], [t for t, result in played if result is not None]


def _next_paired(session: Session, event_id: int, number: int) -> bool:
    """CG-R1-A: a round after ``number`` is paired, so round ``number`` is over."""
    return any(r.number > number for r in _rounds(session, event_id))


@dataclass(frozen=True)
class ExtensionChance:
    """What a judge call and an extension are checked against (CG-R1, CG-R1-A), read once:
    round ``number``'s tables, those with a result in, and whether it is over. The dialogs
    and the Rounds tab's buttons gate with it; `log_call` and `give_extension` build the same
    object inside their action and run the same methods (issue 38)."""

    tables: tuple[int, ...]
    finished: frozenset[int]
    next_paired: bool
    number: int = 0

    def verify(self, ext: Extension) -> None:
        round_time.verify_extension(ext, self.tables, finished=self.finished,
                                    next_paired=self.next_paired)

    def verify_tables(self) -> None:
        """A table plays the round: a judge can be called, time given (CG-R1)."""
        round_time.verify_tables(self.number, self.tables)

    def verify_table(self, table: int) -> None:
        round_time.verify_table(table, self.tables)


def round_chance(info: RoundInfo) -> ExtensionChance:
    """The check from the round the Rounds tab shows (its tables and results), for its
    judge-call and extra-time buttons; whether the next round is paired is the dialogs'."""
    played = [t for t in info.tables if t.b_id is not None]  # not ``is_bye``: no call a table
    return ExtensionChance(tuple([t.table for t in played]),
                           frozenset([t.table for t in played if t.result is not None]),
                           False, info.number)


def _chance(session: Session, event_id: int, number: int) -> ExtensionChance:
    tables, done = _round_tables(session, event_id, number)
    return ExtensionChance(tuple(tables), frozenset(done),
                           _next_paired(session, event_id, number), number)


def extension_chance(store: Store, event_id: int, number: int) -> ExtensionChance:
    """The round's tables and state for `round_time.verify_extension`, in one read."""
    with store.read() as session:
        _event(session, event_id)
        return _chance(session, event_id, number)


def _table(field: str, table: object, chance: ExtensionChance) -> int:
    """The table asked for, refused in the rule's words unless it plays the round."""
    number = validate.integer(field, table, low=1, high=validate.MAX_TABLES * 100)
    refuse_input(field, number, chance.verify_tables)
    refuse_input(field, number, lambda: chance.verify_table(number))
    return number


def log_call(store: Store, event_id: int, number: int, table: int, judge: str, ruling: str,
             penalty_id: int | None = None, *, minutes: int = 0, reason: str | None = None
             ) -> int:
    """Log a judge call at ``table`` of round ``number``: the judge who came, the ruling, and
    the penalty it issued (the penalty log's row in this event). ``minutes`` > 0 also gives the
    same table that much extra time (CG-R1) in the same action, so the time cannot land on
    another table (issue 36); its reason is ``reason``, by default the ruling's first line.
    Returns the call's id."""
    judge = validate.name("Judge", judge, limit=validate.JUDGE)
    ruling = validate.text("Ruling", ruling, limit=RULING, multiline=True)
    if penalty_id is not None:
        validate.identifier("Penalty", penalty_id)
    minutes = validate.integer("Minutes", minutes, low=0, high=round_time.MAX_EXTENSION)
    if minutes:
        first = ruling.strip().splitlines()[0].strip() if ruling.strip() else "Judge call"
        reason = validate.name("Reason", (reason or first)[:validate.REASON].strip(),
                               limit=validate.REASON)
    with store.action("judge call", event_id=event_id,
                      params={"round": number, "table": table, "judge": judge,
                              "penalty_id": penalty_id, "minutes": minutes}) as scope:
        session = scope.session
        _event(session, event_id)
        chance = _chance(session, event_id, number)
        table = _table("Table", table, chance)
        if penalty_id is not None:
            penalty = session.get(PenaltyRecord, penalty_id)
            if penalty is None or penalty.event_id != event_id:
                raise NotFoundError(f"Penalty #{penalty_id} is not in this event.")
        call = JudgeCall(event_id=event_id, round=number, table_no=table, judge=judge,
                         ruling=ruling, penalty_id=penalty_id)
        session.add(call)
        scope.summary = f"Judge call at table {table}, round {number} ({judge})"
        if minutes:
            assert reason is not None
            _add_extension(session, event_id, number, table, minutes, judge, reason, chance)
            scope.summary += f", +{minutes} min"
        session.flush()
        assert call.id is not None
        return call.id


def _add_extension(session: Session, event_id: int, number: int, table: int, minutes: int,
                   judge: str, reason: str, chance: ExtensionChance) -> TimeExtension:
    """Check an extension against CG-R1/CG-R1-A (the dialog's check, in its words) and add
    its row (fields already checked)."""
    refuse_input("Extension", f"table {table}, {minutes} min",
                 lambda: chance.verify(Extension(table, minutes, judge, reason)))
    ext = TimeExtension(event_id=event_id, round=number, table_no=table, minutes=minutes,
                        judge=judge, reason=reason)
    session.add(ext)
    return ext


def give_extension(store: Store, event_id: int, number: int, table: int, minutes: int,
                   judge: str, reason: str) -> int:
    """CG-R1: add ``minutes`` to ``table``'s round ``number``, with the judge and the reason;
    several extensions on one table add up (CG-R2). Returns the extension's id."""
    minutes = validate.integer("Minutes", minutes, low=1, high=round_time.MAX_EXTENSION)
    judge = validate.name("Judge", judge, limit=validate.JUDGE)
    reason = validate.name("Reason", reason, limit=validate.REASON)
    with store.action("time extension", event_id=event_id,
                      params={"round": number, "table": table, "minutes": minutes,
                              "judge": judge, "reason": reason}) as scope:
        session = scope.session
        _event(session, event_id)
        chance = _chance(session, event_id, number)
        table = _table("Table", table, chance)
        ext = _add_extension(session, event_id, number, table, minutes, judge, reason, chance)
        session.flush()
        scope.summary = f"Table {table}: +{minutes} min, round {number} ({judge}: {reason})"
        assert ext.id is not None
        return ext.id


@reads("event", "judge_call")
def calls(store: Store, event_id: int, number: int | None = None, table: int | None = None
          ) -> list[JudgeCallRow]:
    """The judge calls of the event (of round ``number``, of ``table`` when given), by time."""
    with store.read() as session:
        _event(session, event_id)
        query = select(JudgeCall).where(JudgeCall.event_id == event_id)
        if number is not None:
            query = query.where(JudgeCall.round == number)
        if table is not None:
            query = query.where(JudgeCall.table_no == table)
        rows = session.exec(query.order_by(JudgeCall.called_at, JudgeCall.id)).all()  # type: ignore[arg-type]
        return [JudgeCallRow(int(c.id or 0), c.round, c.table_no, c.judge, c.ruling,
                             c.penalty_id, c.called_at) for c in rows]


@reads("event", "time_extension")
def extensions(store: Store, event_id: int, number: int | None = None,
               table: int | None = None) -> list[ExtensionRow]:
    """The extensions given (in round ``number``, at ``table`` when given), by time."""
    with store.read() as session:
        _event(session, event_id)
        return _extensions(session, event_id, number, table)


def _extensions(session: Session, event_id: int, number: int | None,
                table: int | None = None) -> list[ExtensionRow]:
    query = select(TimeExtension).where(TimeExtension.event_id == event_id)
    if number is not None:
        query = query.where(TimeExtension.round == number)
    if table is not None:
        query = query.where(TimeExtension.table_no == table)
    rows = session.exec(query.order_by(TimeExtension.given_at, TimeExtension.id)).all()  # type: ignore[arg-type]
    return [ExtensionRow(int(e.id or 0), e.round, e.table_no, e.minutes, e.judge, e.reason,
                         e.given_at) for e in rows]


def extension_notes(store: Store, event_id: int, number: int,
                    round_end: dt.datetime | None = None) -> list[ExtensionNote]:
    """CG-R4: each extended table of round ``number``, "Table 12: +4 min", and (with the
    round's end) when it ends (CG-R2)."""
    return round_time.extension_notes([e.rule() for e in extensions(store, event_id, number)],
                                      round_end)


@dataclass(frozen=True)
class RoundTables:
    """What the round clock needs of round ``round`` beside its time, read when it changes:
    the tables playing, those with a result in, and the extensions (CG-R1..R3)."""

    round: int
    tables: tuple[int, ...]
    finished: frozenset[int]
    extensions: tuple[Extension, ...]


@reads("event", "swiss_match", "swiss_round", "time_extension")
def round_tables(store: Store, event_id: int, number: int) -> RoundTables:
    """The tables and extensions of round ``number`` in one read."""
    with store.read() as session:
        _event(session, event_id)
        tables, done = _round_tables(session, event_id, number)
        rules = [e.rule() for e in _extensions(session, event_id, number)]
    return RoundTables(number, tuple(tables), frozenset(done), tuple(rules))


def round_time_at(store: Store, event_id: int, number: int, round_end: dt.datetime,
                  now: dt.datetime) -> RoundTime:
    """CG-R3: which tables of round ``number`` are still playing at ``now`` when the round's
    time ends at ``round_end``; the round is over only when none is."""
    with store.read() as session:
        _event(session, event_id)
        tables, done = _round_tables(session, event_id, number)
        rules = [e.rule() for e in _extensions(session, event_id, number)]
    playing = round_time.tables_still_playing(now, round_end, tables, rules, done)
    return RoundTime(number, tuple(round_time.extension_notes(rules, round_end)),
                     tuple(playing))
