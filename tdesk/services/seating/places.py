"""Finishing places in the store: the one bust path and the field's guard (PL-1..PL-3).

Every way a player goes out (a seating bust, an OFC hand) writes places through ``bust``;
every change of the field (a late entry, a re-entry, a player removed) runs ``settle`` in
the same action, so the places out are always the bottom places of the field (PL-1, PL-2).
Once a paid place has been given, a late entry or re-entry is refused unless the floor
confirms an override, and a paid place never moves without one (PL-3). These run inside the
caller's ``store.action``: they are part of its one audit row and its one undo.
"""

from __future__ import annotations

from collections.abc import Mapping

from sqlmodel import Session, col, func, select

from tdesk.errors import ConflictError
from tdesk.models.event_rows import event_entries
from tdesk.models.store import ActionScope
from tdesk.models.tables import Entry, EntryStatus, Event
from tdesk.rules import places as rules
from tdesk.services.money.prize_results import refuse_paid_changes, refuse_paid_removals
from tdesk.services.money.terms import places_paid
from tdesk.services.seating import field_counts

PLACED_KINDS = ("poker", "ofc")
IN_FIELD = (EntryStatus.ACTIVE.value, EntryStatus.BUSTED.value)


class OverrideNeeded(ConflictError):
    """Refused unless the floor confirms (PL-3); ``reason`` is the refusal, the question asks."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


def _field(session: Session, event_id: int) -> int:
    """Entries in the field: the players still in and the ones out with a place; once the
    event takes entry payments, the paid ones only (issue 35)."""
    return int(session.exec(select(func.count()).select_from(Entry).where(
        field_counts.in_field(event_id), col(Entry.status).in_(IN_FIELD))).one())


def _packed(session: Session, event_id: int, field: int) -> int | None:
    """How many are out, when their places are already the bottom of the field with no tie
    (the usual case: one aggregate query, no finisher loaded); else None."""
    count, distinct, best, worst = session.exec(select(
        func.count(), func.count(func.distinct(Entry.place)), func.min(Entry.place),
        func.max(Entry.place)).where(Entry.event_id == event_id,
                                     Entry.status == EntryStatus.BUSTED)).one()
    if not count:
        return 0
    if distinct == count and best == field - count + 1 and worst == field:
        return int(count)
    return None


def _write(session: Session, entries: list[Entry], places: Mapping[int, int]) -> None:
    """Give ``entries`` their ``places`` in two steps (clear, then set) so no place is held
    twice even for a moment (``ux_entry_place``); unchanged rows are not touched."""
    changed = [e for e in entries if e.place != places[e.id or 0]]
    for entry in changed:
        entry.place = None
        session.add(entry)
    session.flush()
    for entry in changed:
        entry.place = places[entry.id or 0]
        session.add(entry)
    session.flush()


def _out_rows(session: Session, event_id: int) -> list[Entry]:
    return event_entries(session, event_id, col(Entry.status) == EntryStatus.BUSTED,
                         col(Entry.place).is_not(None))


def paid_places(session: Session, event: Event) -> int:
    return places_paid(session, event)


def bust(session: Session, event: Event, hand: Mapping[int, int], *, active: int
         ) -> dict[int, int]:
    """PL-1, the one bust path: put the entries of ``hand`` out, placed among themselves as
    ``hand`` orders them (lower first, equal tie) and above everyone out before them.

    ``active`` counts the players in before the hand, these included. Returns their places;
    the caller has checked they are active and sets their chips and seats."""
    assert event.id is not None
    if field_counts.takes_payments(session, event.id):  # who is in is who paid (issue 35):
        # counted here, so a caller that counts every active entry (OFC) places right too
        active = int(session.exec(select(func.count()).select_from(Entry).where(
            field_counts.in_field(event.id), Entry.status == EntryStatus.ACTIVE)).one())
    best = session.exec(select(func.min(Entry.place)).where(
        Entry.event_id == event.id, col(Entry.place).is_not(None))).one()
    rows = [session.get(Entry, entry_id) for entry_id in hand]
    entries = [e for e in rows if e is not None]
    if best is None or best == active + 1:  # the usual bust: right above the ones out
        places = rules.after_hand(active, {}, hand)  # one indexed row read, no finisher loaded
    else:  # places out of step with the field (an older store): settled with this hand
        earlier = _out_rows(session, event.id)
        places = rules.after_hand(_field(session, event.id),
                                  {e.id or 0: e.place or 0 for e in earlier}, hand)
        entries += earlier
    for entry in entries[:len(hand)]:
        entry.status = EntryStatus.BUSTED
    _write(session, entries, places)
    refuse_paid_changes(session, event, "This bust")  # a prize handed over stays (issue 23)
    return {k: places[k] for k in hand}


def settle(session: Session, event: Event, *, override: bool = False
           ) -> dict[int, tuple[int, int | None]]:
    """PL-2: after the field changed in this action, move the places out to the bottom of the
    field. A paid place that would move is refused (``OverrideNeeded``) unless ``override``;
    returns the paid places that moved, as (old, new)."""
    assert event.id is not None
    if event.kind not in PLACED_KINDS:
        return {}
    refuse_paid_removals(session, event)  # before the flush takes the handover with it
    session.flush()
    field = _field(session, event.id)
    if _packed(session, event.id, field) is not None:
        return {}
    earlier = _out_rows(session, event.id)
    before = {e.id or 0: e.place or 0 for e in earlier}
    after = rules.pack(field, before)
    moved = rules.paid_moves(before, after, paid_places(session, event))
    if moved and not override:
        raise OverrideNeeded(f"{event.name}: this would change paid places "
                             f"({_moves_text(moved)}) (PL-3).")
    _write(session, earlier, after)
    refuse_paid_changes(session, event, "This change of the field")  # issue 23
    return moved


def refuse_after_money(session: Session, event: Event, what: str, *, override: bool
                       ) -> str | None:
    """PL-3: a late entry or re-entry once a paid place has been given is refused unless the
    floor overrides; returns the note to record when it did (None: nothing to note)."""
    assert event.id is not None
    if event.kind not in PLACED_KINDS:
        return None
    given = session.exec(select(func.min(Entry.place)).where(
        Entry.event_id == event.id, Entry.status == EntryStatus.BUSTED)).one()
    paid = paid_places(session, event) if given is not None else 0
    if given is None or not rules.in_the_money([int(given)], paid):
        return None
    reason = (f"{what} refused: {event.name} is in the money ({ordinal(int(given))} place "
              f"given, {paid} places paid), so the field can no longer change (PL-3).")
    if not override:
        raise OverrideNeeded(reason)
    return f"override: {what} after the money ({ordinal(int(given))} place given)"


def note_override(scope: ActionScope, note: str | None,
                  moved: Mapping[int, tuple[int, int | None]]) -> None:
    """An override of PL-3 is written in the action's audit row: params and summary."""
    if note is None and not moved:
        return
    scope.params = {**scope.params, "override": note or "paid places moved",
                    "paid_places_moved": {str(k): list(v) for k, v in moved.items()}}
    scope.summary = f"{scope.summary} ({note or 'override: paid places moved'})"


def in_paid_place(session: Session, event: Event, place: int) -> bool:
    return event.kind in PLACED_KINDS and rules.in_the_money([place], paid_places(session, event))


def _moves_text(moved: Mapping[int, tuple[int, int | None]]) -> str:
    return ", ".join(f"{ordinal(old)} → {ordinal(new) if new else 'back in'}"
                     for old, new in sorted(moved.values()))


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
