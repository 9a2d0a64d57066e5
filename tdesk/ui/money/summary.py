"""The money lines the clock tab and the projector show (issue 14): prize pool, places paid,
the next pay jump, players left of entries, the average stack from the counts, the chip
leader. Text only; the clock tab and the projector place it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tdesk.models.store import Store
from tdesk.services.money import money as svc
from tdesk.services.table_reads import reads_of
from tdesk.ui.money.common import num


def summary_for(store: Store, event_id: int | None) -> svc.MoneySummary | None:
    """The event's money summary, or None (no money side, or the store cannot be read)."""
    if event_id is None:
        return None
    try:
        return svc.display_summary(store, event_id)
    except Exception:  # noqa: BLE001 - a clock must keep showing when this read fails
        return None

LATE_REG_READS = reads_of(svc.get_terms)
"""What ``late_reg_level`` reads."""


def late_reg_level(store: Store, event_id: int | None) -> int:
    """The last level entries are taken in, for the projector's countdown; 0 when the event
    takes no money, sets no late registration, or has closed it (issue 35)."""
    if event_id is None:
        return 0
    try:
        terms = svc.get_terms(store, event_id)
    except Exception:  # noqa: BLE001 - a clock must keep showing when this read fails
        return 0
    return 0 if terms.closed or terms.kind not in svc.MONEY_KINDS else terms.terms.late_reg_level


def next_jump_text(s: svc.MoneySummary) -> str:
    if s.next_jump is None:
        return ""
    place, prize = s.next_jump
    if not s.in_the_money:
        return QCoreApplication.translate("MoneySummary", "%n to the money", "",
                                          s.players_left - s.places_paid)
    return QCoreApplication.translate("MoneySummary", "#{0}: {1}").format(place, num(prize))


def projector_cells(s: svc.MoneySummary | None) -> tuple[tuple[str, str], ...]:
    """(label, value) cells for the projector's bottom row; they take the place of its own
    players and average cells (the average here is from the counts and chips bought)."""
    if s is None:
        return ()
    cells = [(QCoreApplication.translate("MoneySummary", "PLAYERS"), QCoreApplication.translate("MoneySummary", "{0} of {1}").format(num(s.players_left), num(s.entries))),
             (QCoreApplication.translate("MoneySummary", "AVG STACK"), num(s.average_stack) if s.average_stack is not None else "—"),
             (QCoreApplication.translate("MoneySummary", "PRIZE POOL"), num(s.pool.total)),
             (QCoreApplication.translate("MoneySummary", "PLACES PAID"), num(s.places_paid))]
    if s.next_jump is not None:
        place, prize = s.next_jump
        cells.append((QCoreApplication.translate("MoneySummary", "NEXT PAY JUMP"), QCoreApplication.translate("MoneySummary", "#{0}: {1}").format(place, num(prize))))
    return tuple(cells)


def clock_lines(s: svc.MoneySummary | None, leader: bool = True) -> list[str]:
    """Lines for the clock tab: pool, places paid, next jump, left of entries, average stack
    from the counts and (optionally) the chip leader."""
    if s is None:
        return []
    lines = [
        QCoreApplication.translate("MoneySummary", "Prize pool {0}").format(num(s.pool.total)),
        QCoreApplication.translate("MoneySummary", "%n place(s) paid", "", s.places_paid),
    ]
    jump = next_jump_text(s)
    if jump:
        lines.append(QCoreApplication.translate("MoneySummary", "Next pay jump {0}").format(jump))
    lines.append(QCoreApplication.translate("MoneySummary", "{0} of {1} left").format(num(s.players_left), num(s.entries)))
    if s.average_stack is not None:
        lines.append(QCoreApplication.translate("MoneySummary", "Average stack {0}").format(num(s.average_stack)))
    if leader and s.leader:
        lines.append(QCoreApplication.translate("MoneySummary", "Chip leader {0} ({1})").format(s.leader, num(s.leader_chips)))
    return lines
