"""Entering and correcting a table's result (CG-M1/M2, CG-M4), the round's penalty losses
applied (PEN-2); the codes themselves are decided in `tdesk.rules.swiss.results`."""

from __future__ import annotations

from sqlmodel import Session, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError
from tdesk.models.store import Store
from tdesk.models.swiss import SwissMatch, SwissRound
from tdesk.rules.swiss import results as swiss_results
from tdesk.services.swiss.rows import _event, _names, _number, _score, _table_row
from tdesk.services.swiss.values import TableRow


def parse_result(text: str) -> str:
    """The result code for what staff typed ("2-1", "2:1", "2 1", "d", "nn", ...): the codes
    are CG-M1/M2's, in `tdesk.rules.swiss.results`."""
    try:
        return swiss_results.read_result(text)
    except ValueError as exc:
        raise InputError("Result", text, str(exc)) from None


def _table(session: Session, event_id: int, number: int, table: int) -> SwissMatch:
    m = session.exec(select(SwissMatch).where(SwissMatch.event_id == event_id,
                                              SwissMatch.round == number,
                                              SwissMatch.table_no == table)).first()
    if m is None:
        raise InputError("Table", table, f"round {number} has no such table")
    return m


def _apply(session: Session, event_id: int, number: int, m: SwissMatch, code: str) -> list[str]:
    """Set the game counts of ``code`` on ``m`` with the round's penalties applied (PEN-2,
    CG-M3: `tdesk.rules.swiss.results.score`). The penalty log is read here, in the action's
    transaction under the store's lock, so a penalty recorded meanwhile is never missed."""
    stage = _stage(session, event_id, number)
    _refuse_bye(session, event_id, m)
    names = _names(session, event_id, (m.a_entry_id, m.b_entry_id))
    losses = _losses(session, event_id, number)
    try:
        scored = swiss_results.score(
            code, top_cut=stage == "cut",
            a_losses=losses.get(m.a_entry_id, swiss_results.NO_LOSSES),
            b_losses=losses.get(m.b_entry_id or 0, swiss_results.NO_LOSSES),
            a_name=names[m.a_entry_id][0],
            b_name=names[m.b_entry_id][0] if m.b_entry_id is not None else "")
    except ValueError as exc:
        raise InputError("Result", swiss_results.floor_text(code), str(exc)) from None
    m.double_loss = scored.double_loss
    m.result, m.a_wins, m.b_wins, m.draws = code, scored.a_wins, scored.b_wins, scored.draws
    m.notes = "; ".join(scored.notes)
    return list(scored.notes)


def recount(session: Session, event_id: int, entry_id: int) -> list[str]:
    """PEN-2 for a loss given after its match's slip was typed (or taken back after): each
    recorded match of the player is counted again from what was typed, with the penalties
    the log holds now. Returns what changed ("round 1 table 3: 0-2"), for the action's
    summary; called inside the penalty's own action."""
    matches = session.exec(select(SwissMatch).where(
        SwissMatch.event_id == event_id, SwissMatch.result.is_not(None),  # type: ignore[union-attr]
        SwissMatch.b_entry_id.is_not(None),  # type: ignore[union-attr]
        (SwissMatch.a_entry_id == entry_id) | (SwissMatch.b_entry_id == entry_id))).all()
    changed = []
    for m in matches:
        before = (m.a_wins, m.b_wins, m.draws, m.double_loss, m.notes)
        _apply(session, event_id, m.round, m, str(m.result))
        if (m.a_wins, m.b_wins, m.draws, m.double_loss, m.notes) != before:
            session.add(m)
            changed.append(f"round {m.round} table {m.table_no}: {_score(m)}")
    return changed


def _refuse_bye(session: Session, event_id: int, m: SwissMatch) -> None:
    """A bye is a 3-point win given, not played (CG-B1, CG-B2): there is nothing to enter
    and nothing to correct (undo the pairing or swap players instead)."""
    if m.b_entry_id is None:
        name = _names(session, event_id, (m.a_entry_id,))[m.a_entry_id][0]
        kind = "an organiser's bye (CG-B2)" if m.organiser_bye else "a bye (CG-B1)"
        raise ConflictError(f"{name} has {kind}: a bye has no result to enter or correct.")


def _losses(session: Session, event_id: int, number: int) -> dict[int, tuple[int, bool]]:
    """PEN-2: game and match losses from the penalty log that take effect in this round."""
    from tdesk.services.penalties.reads import round_losses

    return round_losses(session, event_id, number)


def _stage(session: Session, event_id: int, number: int) -> str:
    rnd = session.exec(select(SwissRound).where(SwissRound.event_id == event_id,
                                                SwissRound.number == number)).first()
    if rnd is None:
        raise InputError("Round", number, "has not been paired")
    return rnd.stage


def record_result(store: Store, event_id: int, number: int, table: int, result: str) -> TableRow:
    """Enter the result of one table (CG-M1/M2); a recorded result changes only by
    `correct_result` (CG-M4)."""
    _number(number)
    validate.integer("Table", table, low=1, high=validate.MAX_COUNT)
    code = parse_result(result)
    with store.action("record result", event_id=event_id,
                      params={"round": number, "table": table, "result": code}) as scope:
        scope.summary = record_in(scope.session, event_id, number, table, code)
    return _row(store, event_id, number, table)


def record_in(session: Session, event_id: int, number: int, table: int, code: str) -> str:
    """The body of `record_result` inside an action that is already open, so a phone report
    (issue 25) records through the same code as the desk; gives the action's summary."""
    _event(session, event_id)
    m = _table(session, event_id, number, table)
    _refuse_bye(session, event_id, m)
    if swiss_results.is_correction(m.result is not None, m.b_entry_id is None):  # CG-M4
        raise ConflictError(f"Table {table} already has a result ({_score(m)}): "
                            "correct it with a reason.")
    notes = _apply(session, event_id, number, m, code)
    session.add(m)
    names = _names(session, event_id, (m.a_entry_id, m.b_entry_id))
    return (f"Round {number} table {table}: {names[m.a_entry_id][0]} "
            f"{_score(m)} {names[m.b_entry_id or 0][0] if m.b_entry_id else ''}"
            + (f" ({'; '.join(notes)})" if notes else ""))


def correct_result(store: Store, event_id: int, number: int, table: int, result: str,
                   reason: str, *, staff: str = "") -> TableRow:
    """CG-M4: change a recorded result; who and why are kept on the match and in the log."""
    _number(number)
    validate.integer("Table", table, low=1, high=validate.MAX_COUNT)
    code = parse_result(result)
    try:
        swiss_results.verify_correction(reason)
    except ValueError as exc:
        raise InputError("Reason", reason, str(exc)) from None
    with store.action("correct result", event_id=event_id,
                      params={"round": number, "table": table, "result": code,
                              "reason": reason}) as scope:
        session = scope.session
        _event(session, event_id)
        m = _table(session, event_id, number, table)
        before = _score(m) or "no result"
        _apply(session, event_id, number, m, code)
        m.corrections = [*m.corrections, {"from": before, "to": _score(m), "reason": reason,
                                          "staff": staff}]
        session.add(m)
        scope.summary = f"Correct round {number} table {table}: {before} → {_score(m)} ({reason})"
    return _row(store, event_id, number, table)


def _row(store: Store, event_id: int, number: int, table: int) -> TableRow:
    with store.read() as session:
        return _table_row(session, event_id, number, table)
