"""The undo guard's check of finishing places (PL-1), apart from ``store`` so that file stays
its size: an undo or redo out of turn must not leave a place inside the field or past its end."""

from __future__ import annotations

from sqlalchemy import exists, or_, select
from sqlmodel import Session

from tdesk.models.money import Payment
from tdesk.models.tables import Entry
from tdesk.rules import places as place_rules


def places_fit(session: Session, event_id: int | None) -> bool:
    """Whether the event's players out hold exactly the bottom places of its field (PL-1):
    an undo out of turn must not leave a place inside the field or past its end. The field is
    the paid entries once the event takes payments (a registered no-show is not in it)."""
    if event_id is None:
        return True
    session.flush()
    paid = exists().where(Payment.entry_id == Entry.id, Payment.kind == "entry")
    takes = exists().where(Payment.event_id == event_id, Payment.kind == "entry")
    rows = session.execute(select(Entry.id, Entry.status, Entry.place).where(
        Entry.event_id == event_id, Entry.status.in_(("active", "busted")),  # type: ignore[attr-defined]
        or_(~takes, paid))).all()
    out = {i: p for i, status, p in rows if status == "busted" and p is not None}
    try:
        return place_rules.pack(len(rows), out) == out
    except ValueError:
        return False
