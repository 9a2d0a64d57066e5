"""Receipt numbers (issue 23): one sequence per event, shared by payments and prize handovers,
shown with the event's prefix ("SSME-0007").

Numbers are taken from ``receipt_counter`` with plain SQL inside the caller's action: the
counter is outside the undo record (Core statements are not recorded), so undoing a payment
removes the payment but not the number, and the next payment gets a new one. A number is never
given twice in an event; the unique indexes on ``(event_id, receipt)`` stand behind that.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import func, insert, select, update
from sqlmodel import Session

from tdesk.models.money import Payment, PrizeHandover, ReceiptCounter

PREFIX_SETTING = "receipt_prefix"
"""An event setting that, when present, is the prefix instead of the name's initials."""


def take_numbers(session: Session, event_id: int, count: int = 1) -> list[int]:
    """The next ``count`` receipt numbers of the event, taken now (under the action's write
    lock, so two stations never get the same number)."""
    if count <= 0:
        return []
    last = session.execute(select(ReceiptCounter.last).where(
        ReceiptCounter.event_id == event_id)).scalar_one_or_none()  # type: ignore[arg-type]
    # never below a number already held (a row written before the counter existed)
    held = max(_max_receipt(session, Payment, event_id), _max_receipt(session, PrizeHandover,
                                                                      event_id))
    start = max(last or 0, held)
    if last is None:
        session.execute(insert(ReceiptCounter).values(event_id=event_id, last=start + count))
    else:
        session.execute(update(ReceiptCounter).where(
            ReceiptCounter.event_id == event_id)  # type: ignore[arg-type]
            .values(last=start + count))
    return list(range(start + 1, start + count + 1))


def _max_receipt(session: Session, table: type[Payment] | type[PrizeHandover],
                 event_id: int) -> int:
    value = session.execute(select(func.max(table.receipt)).where(
        table.event_id == event_id)).scalar_one_or_none()  # type: ignore[arg-type]
    return int(value or 0)


def prefix(event_id: int, name: str, settings: Mapping[str, Any] | None = None) -> str:
    """The event's receipt prefix: its ``receipt_prefix`` setting, else the initials of the
    name's words in Latin letters and digits (up to five), else "E" and the event's id."""
    given = str((settings or {}).get(PREFIX_SETTING, "") or "").strip()
    if given:
        return given[:12]
    initials = "".join(w[0] for w in name.split() if w[:1].isascii() and w[:1].isalnum())
    return initials.upper()[:5] or f"E{event_id}"


def label(prefix_text: str, number: int | None) -> str:
    """"SSME-0007": the number as printed and shown; "" for a row without one."""
    return "" if number is None else f"{prefix_text}-{number:04d}"
