"""The player list document, read from the store (``tdesk print players``).

Sorted as people look for their names: by surname, with the Unicode collation
(:func:`tdesk.names.sort_key`), the same order as the Players tab.
"""

from pathlib import Path
from typing import BinaryIO

from tdesk.i18n import translate
from tdesk.models.store import Store
from tdesk.names import sort_key
from tdesk.print.players import PlayerRow, render_players
from tdesk.services.events import get_event
from tdesk.services.players import list_entries
from tdesk.timefmt import date_text, local_now_text


def _seats(store: Store, event_id: int) -> dict[int, tuple[int, int]]:
    from tdesk.services.seating.seating import room

    return {p.entry_id: (p.table, p.seat) for p in room(store, event_id).seated}


def print_players(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    event = get_event(store, event_id)
    seats = _seats(store, event_id) if event.kind in ("poker", "ofc") else {}
    rows = [PlayerRow(r.name, r.rating, r.country, r.seed, r.status, r.site_games,
                      *seats.get(r.entry_id, (None, None)), r.chips, r.place)
            for r in sorted(list_entries(store, event_id), key=lambda r: sort_key(r.name))]
    render_players(out, event_name=event.name, event_kind=translate("kinds", event.kind_label),
                   venue=event.venue, date=date_text(event.date),
                   printed_at=local_now_text(), rows=rows, kind=event.kind)
