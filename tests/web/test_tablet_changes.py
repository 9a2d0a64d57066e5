"""A tablet's page names the station that changed its table (issue 39), through the real HTTP
pages on loopback: a desk station (its own Store, registered as "Desk 2") busts a player at
the tablet's table, and the tablet's next page says "Table 1 changed at Desk 2: Bust …"; a
change at another table is not told, nor the tablet's own action; a stale form refused says
which station changed the table."""

from __future__ import annotations

import re

import pytest

from tdesk.models.store import Store
from tdesk.services.seating import seating
from tdesk.services.venue import staff_pins
from tdesk.services.venue.tablet_changes import station_name
from tests.web.test_tablet_web import Tablet, seats


@pytest.fixture
def room(serve, store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("poker", players=12, seats_per_table=6)
    seating.draw_seats(store, event, seed=5)
    pin = staff_pins.set_pin(store, "Anna Floor")
    desk = Store(store.url, staff="Maria", station=f"Desk 2/{'0a1b2c3d'}")
    yield serve(event).server.port, event, pin, desk
    desk.close()


def _names(page: str) -> dict[int, str]:
    """Each seated entry's name, from the bust table's rows."""
    return {int(e): n for n, e in re.findall(
        r'<td>([^<]+)</td><td class="n">[^<]*</td><td><input type="checkbox" name="out" '
        r'value="(\d+)"', page)}


def _refresh(tablet: Tablet) -> int:
    link = re.search(r'class="refresh" href="([^"]+)"', tablet.page)
    assert link is not None
    return tablet.get(link.group(1))


def test_the_desk_stations_change_is_named_on_the_tablets_page(room) -> None:  # type: ignore[no-untyped-def]
    port, event, pin, desk = room
    tablet = Tablet(port)
    assert tablet.sign_in(pin, 1) == 200
    assert "changed at" not in tablet.page
    here = _names(tablet.page)
    first = next(iter(here))
    seating.bust_players(desk, event, [first])  # at the desk, Desk 2
    assert _refresh(tablet) == 200
    assert f"Table 1 changed at Desk 2: Bust {here[first]}" in tablet.page
    assert first not in seats(tablet.page)

    assert _refresh(tablet) == 200  # told once: the next page starts from this one
    assert "changed at" not in tablet.page

    tablet.get("/staff?table=2")
    elsewhere = seats(tablet.page)[0]
    tablet.get("/staff?table=1")
    seating.bust_players(desk, event, [elsewhere])  # another table's bust
    assert _refresh(tablet) == 200 and "changed at" not in tablet.page

    out, by = seats(tablet.page)[:2]
    assert tablet.post("bust", {"out": [out], "by": [by]}) == 200  # the tablet's own action
    assert "Busted:" in tablet.page and "changed at" not in tablet.page


def test_a_stale_form_says_which_station_changed_the_table(room) -> None:  # type: ignore[no-untyped-def]
    port, event, pin, desk = room
    tablet = Tablet(port)
    assert tablet.sign_in(pin, 1) == 200
    here = _names(tablet.page)
    first, second, third = list(here)[:3]
    seating.bust_players(desk, event, [first])
    assert tablet.post("bust", {"out": [second], "by": [third]}) == 409  # drawn before it
    assert "nothing was saved" in tablet.page
    assert f"Table 1 changed at Desk 2: Bust {here[first]}" in tablet.page


def test_a_station_is_named_without_its_random_tag() -> None:
    assert station_name("desk-2/0a1b2c3d") == "desk-2"
    assert station_name("Desk 2") == "Desk 2"
    assert station_name("laptop/phone") == "laptop/phone"


def _strip(tablet: Tablet) -> str:
    found = re.search(r'<iframe class="changes"[^>]* src="([^"]+)"', tablet.page)
    assert found is not None
    return found.group(1)


def test_the_live_strip_names_the_desk_while_the_page_stays(room, serve) -> None:  # type: ignore[no-untyped-def]
    port, event, pin, desk = room
    tablet = Tablet(port)
    assert tablet.sign_in(pin, 1) == 200
    strip = _strip(tablet)
    names = _names(tablet.page)
    first = next(iter(names))
    page = Tablet(port)
    page.cookies = tablet.cookies  # the frame, with the page's session
    assert page.get(strip) == 200
    assert "changed at" not in page.page and 'http-equiv="refresh"' in page.page
    seating.bust_players(desk, event, [first])
    assert page.get(strip) == 200  # its next reload
    assert f"Table 1 changed at Desk 2: Bust {names[first]}" in page.page
    link = re.search(r'<a class="refresh" target="_top" href="([^"]+)"', page.page)
    assert link is not None and tablet.get(link.group(1)) == 200
    assert f"Table 1 changed at Desk 2: Bust {names[first]}" in tablet.page
    assert first not in seats(tablet.page)

    stranger = Tablet(port)  # no session: the strip tells nothing
    assert stranger.get(strip) == 403 and "changed at" not in stranger.page
