"""Busting players out and their finishing places (PL-1): one floor action per hand."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tdesk import validate
from tdesk.errors import ConflictError, InputError
from tdesk.models.store import Store
from tdesk.models.tables import EntryStatus
from tdesk.rules import seating as rules
from tdesk.services import places as finishing
from tdesk.services.seating_kept import _floor_action


def bust_players(store: Store, event_id: int, entry_ids: Sequence[int],
                 stacks: Mapping[int, int] | None = None) -> dict[int, int]:
    """Bust players out in one hand; returns their finishing places.

    Several busts in one hand are ordered by their stacks at the start of the hand (``stacks``,
    else the recorded chips): larger finishes higher, equal stacks share the place.
    """
    if not entry_ids:
        raise InputError("Players", "", "choose at least one player to bust")
    validate.distinct("Players", validate.identifiers("Players", entry_ids))
    validate.stacks(None if stacks is None else validate.mapping("Stacks", stacks))
    with _floor_action(store, "bust", event_id) as (scope, ctx):
        left = ctx.active_count()
        rows = [ctx.entry(e) for e in entry_ids]
        for entry, player in rows:
            if entry.status != EntryStatus.ACTIVE:
                raise ConflictError(f"{player.name} is already {entry.status}.")
        start = {str(e.id): int((stacks or {}).get(e.id or 0, e.chips or 0)) for e, _ in rows}
        try:
            order = rules.bust_places(start, left)
        except ValueError as exc:
            raise InputError("Stacks", start, str(exc)) from exc
        ctx.players_out([e.id or 0 for e, _ in rows])
        # the one bust path (PL-1): above everyone out before, whatever joined the field since
        places = finishing.bust(scope.session, ctx.event, {int(k): v for k, v in order.items()},
                                active=left)
        for entry, _ in rows:
            entry.chips = 0
            scope.session.add(entry)
            seat = ctx.seat_of(entry.id or 0)
            if seat is not None:
                ctx.remove_seat(seat)
        ctx.save_plan(None)
        names = ", ".join(f"{p.name} ({_ordinal(places[e.id or 0])})" for e, p in rows)
        scope.params = {"entries": list(entry_ids), "places": {str(k): v for k, v in places.items()}}
        scope.summary = f"Bust {names}"
        return places


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
