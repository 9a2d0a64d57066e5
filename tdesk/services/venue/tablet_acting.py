"""A floor tablet's write (issue 39) is the desk's own floor action, signed by the staff member.

``TabletStore`` stands in for the store when a tablet calls a service (``seating.bust_players``,
``chip_counts.record_counts``, …): its ``action`` opens the store's own action, then, under the
store's write lock and before the service reads anything, checks that the member's PIN still
stands and that the page is not stale (``check``), and signs the audit row with the member's
name at ``tablet_station`` with the device in its parameters. So the checks, the transaction
and the undo are the desk's; the desk's Ctrl+Z never takes a tablet's action (another
station), and the Log tab undoes it on purpose, as it does a player's phone write.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

from sqlmodel import Session

from tdesk.models.store import ActionScope, Store
from tdesk.models.tables import AuditLog
from tdesk.services.venue import staff_pins

Check = Callable[[Session], None]


def tablet_station(store: Store) -> str:
    """The station of tablet writes served by this store: not the desk's, nor the phones'."""
    return f"{store.station[:93]}/tablet"


class TabletStore:
    """The store as one tablet's member acts on it: every other attribute is the store's."""

    def __init__(self, store: Store, staff_id: int, device: str,
                 check: Check | None = None) -> None:
        self.store, self.staff_id, self.device, self.check = store, staff_id, device[:100], check

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)

    @contextlib.contextmanager
    def action(self, action: str, **kwargs: Any) -> Iterator[ActionScope]:
        with self.store.action(action, **kwargs) as scope:
            name = staff_pins.active_name(scope.session, self.staff_id)  # revoked: refused
            if self.check is not None:
                self.check(scope.session)
            station, device = tablet_station(self.store), self.device

            def sign(audit: AuditLog) -> None:
                audit.staff, audit.station = name[:100], station
                audit.params = {**(audit.params or {}), "device": device}

            scope.on_audit.insert(0, sign)  # before anything reads the row
            yield scope
