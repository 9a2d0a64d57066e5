"""The player screens' Series view (issue 26): the board of the event's series, following
busts in any of the series' events (SER-7)."""

from __future__ import annotations

from collections.abc import Callable

from tdesk.models.store import Store
from tdesk.services.people import series
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players
from tests.services.people.test_series import enter_same_people
from tests.web.test_server import get, get_json


def test_the_series_board_follows_busts_in_its_other_events(  # type: ignore[no-untyped-def]
        serve, store: Store, make_event: Callable[..., int]) -> None:
    one = make_event("poker", players=3, name="Week 1")
    two = enter_same_people(store, one, "Week 2", 3)
    alone = make_event("poker", players=2, name="Side event")
    sid = series.create_series(store, "Weekly", formula="by_place",
                               params={"table": ["10", "6", "4.5"]})
    series.add_events(store, sid, [one, two])
    publisher = serve(two)
    port = publisher.server.port
    status, headers, body = get(port, "/series")
    assert status == 200 and headers["content-type"].startswith("text/html")
    assert get_json(port, "/api/series")["series"] == [
        {"name": "Weekly", "events": 2, "rows": []}]
    first = sorted(r.entry_id for r in list_entries(store, one))[0]
    bust_players(store, one, [first])  # in Week 1, not the event on the screens
    publisher.refresh()
    [board] = get_json(port, "/api/series")["series"]
    names = {r.entry_id: r.name for r in list_entries(store, one)}
    assert board["rows"] == [{"rank": 1, "name": names[first], "total": 4.5, "counted": 1}]
    other = serve(alone).server.port
    assert get_json(other, "/api/series")["series"] == []

