"""Queries of the penalty log: the log filtered, a player's history, the CG-T6 counts, the
round's PEN-2 losses, PEN-6 statuses and the poker sit-outs (PEN-P1)."""

from __future__ import annotations

import dataclasses

from sqlmodel import Session

from tdesk import validate
from tdesk.models.penalties import PenaltyRecord
from tdesk.models.store import Store
from tdesk.rules import penalties as rules
from tdesk.rules.penalties import Penalty, PenaltyCounts, PlayerStatus
from tdesk.services.penalties.rows import _ccg_logs, _read_rows, _rule_rows, _to_rule
from tdesk.services.penalties.values import PenaltyRow
from tdesk.services.table_reads import reads


@reads("entry", "penalty", "player")
def list_penalties(store: Store, event_id: int, *, entry_id: int | None = None,
                   penalty: str | None = None, round: int | None = None,
                   judge: str | None = None, include_rescinded: bool = True
                   ) -> list[PenaltyRow]:
    """The event's log in the order given, optionally filtered (judge: case-insensitive)."""
    where = []
    if entry_id is not None:
        where.append(PenaltyRecord.entry_id == validate.identifier("Player", entry_id))
    validate.optional_integer("Round", round, low=1, high=validate.MAX_ROUND)
    if penalty:
        where.append(PenaltyRecord.penalty == penalty)
    if round is not None:
        where.append(PenaltyRecord.round == round)
    if not include_rescinded:
        where.append(PenaltyRecord.rescinded == False)  # noqa: E712 - SQL, not Python
    with store.read() as session:
        out = _read_rows(session, event_id, *where)
    if judge:  # casefold in Python: SQL's lower() does not fold every alphabet alike
        out = [r for r in out if r.judge.casefold() == judge.casefold()]
    return out


def player_history(store: Store, event_id: int, entry_id: int) -> list[PenaltyRow]:
    """One player's log in this event, oldest first (the dialog's "history at a glance")."""
    return list_penalties(store, event_id, entry_id=entry_id)


def judges(store: Store, event_id: int) -> list[str]:
    return sorted({r.judge for r in list_penalties(store, event_id) if r.judge},
                  key=str.casefold)


def penalty_counts(store: Store, event_id: int) -> dict[int, PenaltyCounts]:
    """CG-T6: {entry_id: counts} for every entry with a penalty (absent means none)."""
    with store.read() as session:
        return counts_in(session, event_id)


def counts_in(session: Session, event_id: int) -> dict[int, PenaltyCounts]:
    """`penalty_counts` in the caller's transaction: the Swiss standings and pairing read the
    penalties in the same snapshot as the matches they rank."""
    return {entry: rules.counts(log) for entry, log in _ccg_logs(session, event_id).items()}


def losses_for_round(store: Store, event_id: int, round: int) -> dict[int, tuple[int, bool]]:
    """PEN-2: {entry_id: (game losses, match loss?)} taking effect in ``round``, for results."""
    with store.read() as session:
        return round_losses(session, event_id, round)


def round_losses(session: Session, event_id: int, round: int) -> dict[int, tuple[int, bool]]:
    """`losses_for_round` in the caller's transaction: the Swiss result entry reads them inside
    its action, so a penalty recorded while it waited for the lock counts (PEN-2)."""
    by_entry = _ccg_logs(session, event_id)
    out = {}
    for entry, log in by_entry.items():
        games, match = rules.losses_for_round(log, round)
        if games or match:
            out[entry] = (games, match)
    return out


def statuses(store: Store, event_id: int) -> dict[int, PlayerStatus]:
    """PEN-6: {entry_id: status} for every penalised player; exports flag
    ``report_to_rating_db`` (disqualification without prizes) and skip ``prize_eligible``."""
    with store.read() as session:
        rows = _rule_rows(session, event_id)
    ccg: dict[int, list[Penalty]] = {}  # every penalised entry, grouped in one pass
    poker_dq: set[int] = set()
    for r in rows:
        log = ccg.setdefault(r.entry_id, [])
        if r.ladder == "ccg":
            log.append(_to_rule(r))
        elif r.ladder == "poker" and r.penalty == "disqualification" and not r.rescinded:
            poker_dq.add(r.entry_id)
    out: dict[int, PlayerStatus] = {}
    for entry, log in ccg.items():
        status = rules.player_status(log)
        if entry in poker_dq:
            status = dataclasses.replace(status, disqualified=True)
        out[entry] = status
    return out


def no_prize_entries(store: Store, event_id: int) -> set[int]:
    """Entries disqualified without prizes (PEN-6), for exports and the payout sheet."""
    return {e for e, s in statuses(store, event_id).items() if not s.prize_eligible}


def sitting_out(store: Store, event_id: int) -> dict[int, int]:
    """Poker: {entry_id: hands still to sit out} for penalties not yet served (PEN-P1)."""
    out: dict[int, int] = {}
    for row in list_penalties(store, event_id, include_rescinded=False):
        if row.ladder == "poker" and row.hands_left:
            out[row.entry_id] = out.get(row.entry_id, 0) + row.hands_left
    return out


def table_size(store: Store, event_id: int, entry_id: int) -> int | None:
    """Players at this entry's table now (offender included), from the seating; None when
    the player is not seated (PEN-P1 counts hands from it)."""
    try:
        from tdesk.services.seating.seating import room

        tables = room(store, event_id).tables
    except Exception:  # noqa: BLE001 - no seating for this event: the judge types the number
        return None
    for table in tables:
        if any(p.entry_id == entry_id for p in table.players):
            return table.count
    return None
