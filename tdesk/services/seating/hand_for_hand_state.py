"""The hand-for-hand phase as stored, read inside an action (HFH-1..HFH-5, issue 23).

Apart from ``services.hand_for_hand`` so that the seating moves can ask whether a table is
still playing the hand (HFH-2) without importing the clock and everything above it.
"""

from __future__ import annotations

from types import MappingProxyType

from sqlmodel import Session, select

from tdesk.models.hand_for_hand import HandForHandState
from tdesk.rules.seating import hand_for_hand as rules


def stored_row(session: Session, event_id: int) -> HandForHandState | None:
    return session.exec(select(HandForHandState).where(
        HandForHandState.event_id == event_id)).first()


def stored_phase(row: HandForHandState) -> rules.HandForHand[int]:
    reports = {int(t): tuple(rules.Bust(int(b[0]), int(t), int(b[1])) for b in busts)
               for t, busts in row.reports.items()}
    return rules.HandForHand(frozenset(int(t) for t in row.tables), row.hands, row.in_hand,
                             MappingProxyType(reports))


def phase_in_play(session: Session, event_id: int) -> rules.HandForHand[int] | None:
    """The phase while hand-for-hand is on, read in the caller's action; else None."""
    row = stored_row(session, event_id)
    return stored_phase(row) if row is not None and row.active else None
