"""A card-game event's own terms set apart from the event dialog (the command line's
``tdesk prizes`` and ``tdesk late-entries``, issue 36): the prizes per place (CG-Z1) and the
late entries' settings (CG-P3). Each change is one action on the event's settings, undone as
the event dialog's edits are."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tdesk.errors import InputError
from tdesk.models.store import Store
from tdesk.rules import event_settings
from tdesk.rules.money import card_prizes
from tdesk.rules.money.card_prizes import PrizeLine
from tdesk.services.swiss.rows import _event

LATE_LOSSES, LATE_BYE = "late_losses", "late_bye"


def prizes(store: Store, event_id: int) -> list[PrizeLine]:
    """CG-Z1: the event's prize lines, by place."""
    with store.read() as session:
        return card_prizes.prizes_of(_event(session, event_id).settings)


def set_prizes(store: Store, event_id: int, lines: Sequence[str | Mapping[str, Any]]
               ) -> list[PrizeLine]:
    """CG-Z1: replace the event's prizes with ``lines`` ("1: 100 store credit", "3-4: 6
    boosters", or stored lines); none clears them. Refused naming the line, nothing saved."""
    try:
        checked = card_prizes.verify_prizes(list(lines))
    except card_prizes.PrizeError as exc:
        raise InputError(exc.field, exc.value, exc.reason) from None
    with store.action("set prizes", event_id=event_id) as scope:
        event = _event(scope.session, event_id)
        event.settings = {**event.settings, card_prizes.KEY: card_prizes.stored(checked)}
        scope.session.add(event)
        scope.params = {"prizes": [line.text() for line in checked]}
        scope.summary = "Prizes: " + ("; ".join(line.text() for line in checked) or "none")
    return checked


def late_entries(store: Store, event_id: int) -> tuple[bool, bool]:
    """CG-P3: (losses for missed rounds, the bye allowed in a late entry's first round)."""
    with store.read() as session:
        settings = _event(session, event_id).settings
    return bool(settings.get(LATE_LOSSES)), bool(settings.get(LATE_BYE))


def set_late_entries(store: Store, event_id: int, *, losses: bool | None = None,
                     bye: bool | None = None) -> tuple[bool, bool]:
    """CG-P3: switch the late entries' settings (None: unchanged); one action."""
    changes = {k: v for k, v in ((LATE_LOSSES, losses), (LATE_BYE, bye)) if v is not None}
    with store.action("late entries", event_id=event_id, params=changes) as scope:
        event = _event(scope.session, event_id)
        event.settings = event_settings.validate(event.kind, {**event.settings, **changes})
        scope.session.add(event)
        now = bool(event.settings[LATE_LOSSES]), bool(event.settings[LATE_BYE])
        scope.summary = (f"Late entries: losses for missed rounds {'on' if now[0] else 'off'}, "
                         f"bye in their first round {'allowed' if now[1] else 'kept for others'}")
    return now
