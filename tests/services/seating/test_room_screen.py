"""Issue 35: the venue logo and the announcement line, kept in the store for every screen."""

from __future__ import annotations

import base64

import pytest

from tdesk.errors import InputError
from tdesk.models.store import Store
from tdesk.services.seating import room_screen

PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")


def test_the_logo_is_kept_checked_and_undone(store: Store) -> None:
    assert room_screen.logo(store) is None and room_screen.logo_version(store) == 0
    room_screen.set_logo(store, PNG, source="club.png")
    kept = room_screen.logo(store)
    assert kept is not None and (kept.data, kept.mime, kept.version) == (PNG, "image/png", 1)
    with pytest.raises(InputError, match=r"Logo 'menu.pdf': is not a PNG or JPEG picture"):
        room_screen.set_logo(store, b"%PDF-1.4 ...", source="menu.pdf")
    big = PNG + b"\0" * room_screen.MAX_LOGO_BYTES
    with pytest.raises(InputError, match=r"Logo 'huge.png': is 1,048,\d+ bytes; at most 1,048,576"):
        room_screen.set_logo(store, big, source="huge.png")
    assert room_screen.logo_version(store) == 1  # nothing saved half-way
    room_screen.set_logo(store, None)
    assert room_screen.logo(store) is None
    store.undo()
    assert room_screen.logo(store) == kept


def test_the_announcement_is_one_line_of_the_event(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", 4)
    other = make_event("poker", 4)
    assert room_screen.set_announcement(store, event, "  Dinner break at 20:00 —\nbar open ") \
        == "Dinner break at 20:00 — bar open"
    assert room_screen.announcement(store, event) == "Dinner break at 20:00 — bar open"
    assert room_screen.announcement(store, other) == ""
    with pytest.raises(InputError, match=r"Announcement .*: is 81 characters long; at most 80"):
        room_screen.set_announcement(store, event, "x" * 81)
    room_screen.set_announcement(store, event, "")
    assert room_screen.announcement(store, event) == ""
    store.undo()
    assert room_screen.announcement(store, event) == "Dinner break at 20:00 — bar open"
