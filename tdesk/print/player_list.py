"""The player list document, read from the store (``tdesk print players``)."""

from pathlib import Path
from typing import BinaryIO

from tdesk.models.store import Store
from tdesk.print.players import PlayerRow, render_players
from tdesk.services.events import get_event
from tdesk.services.players import list_entries
from tdesk.timefmt import local_now_text


def print_players(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    event = get_event(store, event_id)
    rows = [PlayerRow(r.name, r.rating, r.country, r.seed, r.status, r.site_games)
            for r in list_entries(store, event_id)]
    render_players(out, event_name=event.name, event_kind=event.kind_label, venue=event.venue,
                   date=event.date.isoformat() if event.date else "",
                   printed_at=local_now_text(), rows=rows)
