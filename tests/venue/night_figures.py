"""What a station of the venue night reads (tests/venue/test_venue_night.py): the figures the
floor looks at, read the same way on a station, on the host and in the archived SQLite file, so
the test can say they are equal. JSON-ready (the stations send them on stdout)."""

from __future__ import annotations

from typing import Any

from sqlmodel import select

from tdesk.models.store import Store
from tdesk.models.tables import AuditLog
from tdesk.services import clock
from tdesk.services.events import find_event
from tdesk.services.money import money
from tdesk.services.players import list_entries
from tdesk.services.seating import seating
from tdesk.services.swiss import swiss

POKER, SWISS = "Friday Deepstack", "Sunday Swiss"


def figures(store: Store) -> dict[str, Any]:
    """Places and statuses, who is seated, the clock, the prize pool, the Swiss table results
    and every audit row (action, staff member, station) of the night."""
    poker, played = find_event(store, POKER).id, find_event(store, SWISS).id
    summary = money.money_summary(store, poker)
    with store.read() as session:
        audit = [[row.action, row.staff, row.station]
                 for row in session.exec(select(AuditLog).order_by(AuditLog.id))]  # type: ignore[arg-type]
    return {
        "entries": {e.name: [e.status, e.place] for e in list_entries(store, poker)},
        "seated": sorted(p.name for p in seating.seating_list(store, poker)),
        "clock": clock.get_clock(store, poker).state.status.value,
        "pool": summary.pool.total,
        "left": summary.players_left,
        "swiss": [t.result for t in swiss.get_round(store, played, 1).tables],
        "audit": audit,
    }
