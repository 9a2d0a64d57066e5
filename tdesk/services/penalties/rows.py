"""Reading the penalty log's rows from the store: the event, the entry, the records and
the plain columns the rules and the log read (no ORM object per penalty)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from sqlalchemy import Row, String, cast
from sqlmodel import Session, select

from tdesk import validate
from tdesk.errors import NotFoundError
from tdesk.models.event_rows import load_event
from tdesk.models.penalties import PenaltyRecord
from tdesk.models.tables import Entry, Event, Player
from tdesk.rules.penalties import Moment, Penalty, PokerPenalty, PokerSanction, Severity
from tdesk.services.penalties.values import PenaltyRow, penalty_label


def _event(session: Session, event_id: int) -> Event:
    return load_event(session, event_id)


def _entry(session: Session, event_id: int, entry_id: int) -> tuple[Entry, Player]:
    entry = session.get(Entry, validate.identifier("Player", entry_id))
    if entry is None or entry.event_id != event_id:
        raise NotFoundError(f"Player entry #{entry_id} is not in this event.")
    player = session.get(Player, entry.player_id)
    assert player is not None
    return entry, player


def _records(session: Session, event_id: int, entry_id: int | None = None
             ) -> list[PenaltyRecord]:
    query = select(PenaltyRecord).where(PenaltyRecord.event_id == event_id)
    if entry_id is not None:
        query = query.where(PenaltyRecord.entry_id == entry_id)
    return list(session.exec(query.order_by(PenaltyRecord.id)).all())  # type: ignore[arg-type]


# what the rules read of a penalty (``_to_rule``), with whose it is and its ladder
_RULE_COLUMNS = (
    PenaltyRecord.entry_id, PenaltyRecord.ladder, PenaltyRecord.penalty, PenaltyRecord.reason,
    PenaltyRecord.rule, PenaltyRecord.explanation, PenaltyRecord.round, PenaltyRecord.moment,
    PenaltyRecord.deferred, PenaltyRecord.linked_to, PenaltyRecord.raised_from,
    PenaltyRecord.accumulated_from, PenaltyRecord.recommended, PenaltyRecord.head_judge_agreed,
    PenaltyRecord.rescinded,
)


def _rule_rows(session: Session, event_id: int, *where: Any) -> Sequence[Row[Any]]:
    """The event's penalties in the order given, as plain rows (read, never written)."""
    validate.identifier("Event", event_id)
    return session.connection().execute(
        select(*_RULE_COLUMNS).where(PenaltyRecord.event_id == event_id, *where)
        .order_by(PenaltyRecord.id)  # type: ignore[arg-type]
    ).all()


def _ccg_logs(session: Session, event_id: int) -> dict[int, list[Penalty]]:
    """{entry_id: their CCG penalties as the rules read them, oldest first} in one query."""
    by_entry: dict[int, list[Penalty]] = {}
    for row in _rule_rows(session, event_id, PenaltyRecord.ladder == "ccg"):
        by_entry.setdefault(row.entry_id, []).append(_to_rule(row))
    return by_entry


def _to_rule(rec: PenaltyRecord | Row[Any]) -> Penalty:
    def sev(value: str | None) -> Severity | None:
        return None if value is None else Severity.parse(value)

    return Penalty(
        severity=Severity.parse(rec.penalty), reason=rec.reason, rule=rec.rule,
        explanation=rec.explanation, round=rec.round, moment=Moment(rec.moment),
        deferred=rec.deferred, linked_to=sev(rec.linked_to), raised_from=sev(rec.raised_from),
        accumulated_from=sev(rec.accumulated_from), recommended=sev(rec.recommended),
        head_judge_agreed=rec.head_judge_agreed, rescinded=rec.rescinded,
    )


def _to_sanction(rec: PenaltyRecord) -> PokerSanction:
    return PokerSanction(
        penalty=PokerPenalty.parse(rec.penalty), reason=rec.reason, hands=rec.hands,
        players_at_table=rec.players_at_table or 2, rule=rec.rule,
        explanation=rec.explanation, rescinded=rec.rescinded,
    )


# the log's columns in ``PenaltyRow`` order, the player's name and the label between them
_ROW_COLUMNS = (
    PenaltyRecord.id, PenaltyRecord.event_id, PenaltyRecord.entry_id, Player.name,
    PenaltyRecord.ladder, PenaltyRecord.penalty, PenaltyRecord.reason, PenaltyRecord.infraction,
    PenaltyRecord.judge, PenaltyRecord.notes, PenaltyRecord.rule, PenaltyRecord.explanation,
    PenaltyRecord.round, PenaltyRecord.moment, PenaltyRecord.main_id, PenaltyRecord.given_at,
    PenaltyRecord.recommended, PenaltyRecord.head_judge_agreed, PenaltyRecord.hands,
    PenaltyRecord.hands_served, PenaltyRecord.players_at_table, PenaltyRecord.points,
    PenaltyRecord.rescinded, PenaltyRecord.rescinded_by, PenaltyRecord.rescinded_reason,
    PenaltyRecord.rescinded_at, cast(PenaltyRecord.details, String), PenaltyRecord.ofc_hand_id,
    PenaltyRecord.deferred,
)


def _details(text: str | None) -> dict[str, Any]:
    """A row's ``details`` from its stored text: most rows have none, and decoding 5,000
    empty objects cost more than the rest of the row."""
    if not text or text == "{}":
        return {}
    value = json.loads(text)
    return value if isinstance(value, dict) else {}


def _read_rows(session: Session, event_id: int, *where: Any) -> list[PenaltyRow]:
    """The event's log in the order given, as plain columns in one query: 5,000 penalties
    without 5,000 ORM objects, each ladder label looked up once."""
    validate.identifier("Event", event_id)
    rows = session.connection().execute(
        select(*_ROW_COLUMNS)
        .join(Entry, Entry.id == PenaltyRecord.entry_id)  # type: ignore[arg-type]
        .join(Player, Player.id == Entry.player_id)  # type: ignore[arg-type]
        .where(PenaltyRecord.event_id == event_id, *where)
        .order_by(PenaltyRecord.id)  # type: ignore[arg-type]
    ).all()
    labels: dict[tuple[str, str], str] = {}
    out = []
    for r in rows:
        key = (r[4], r[5])
        label = labels.get(key)
        if label is None:
            label = labels[key] = penalty_label(*key)
        out.append(PenaltyRow(*r[:6], label, *r[6:26], _details(r[26]), r[27], r[28]))
    return out
