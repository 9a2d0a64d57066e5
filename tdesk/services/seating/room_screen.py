"""What the room's screens carry beside the clock (issue 35): the venue's logo and a one-line
announcement typed at the desk ("Dinner break at 20:00 — bar open").

Both live in the store, so every station's projector and the TV page show them: the logo is
the venue's (one for every event, a ``meta`` row holding the image as base64, its ``number``
a version the screens compare before reading the image again); the announcement is the
event's (a ``meta`` row keyed by the event). Each change is one undoable floor action.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass

from sqlmodel import Session

from tdesk import validate
from tdesk.errors import InputError
from tdesk.models.event_rows import load_event
from tdesk.models.store import Store
from tdesk.models.tables import Meta
from tdesk.services.table_reads import reads

LOGO_KEY = "venue_logo"
MAX_LOGO_BYTES = 1024 * 1024
"""A logo is a small picture: a megabyte holds a sharp PNG of a wall's width, and every
screen reads it again when it changes."""
ANNOUNCEMENT_CHARS = 80
"""One line the back of the room can read: longer would shrink the letters past reading."""
_KINDS = {b"\x89PNG\r\n\x1a\n": "image/png", b"\xff\xd8\xff": "image/jpeg"}


def _announcement_key(event_id: int) -> str:
    return f"announcement:{event_id}"


@dataclass(frozen=True)
class Logo:
    """The venue's logo: its bytes, their type and the version the screens compare."""

    data: bytes
    mime: str
    version: int


def logo_mime(data: bytes) -> str | None:
    """"image/png" or "image/jpeg" from the file's first bytes; None for anything else."""
    return next((mime for magic, mime in _KINDS.items() if data.startswith(magic)), None)


def set_logo(store: Store, data: bytes | None, *, source: str = "") -> None:
    """The venue's logo for every screen (None: no logo). A PNG or JPEG of at most
    ``MAX_LOGO_BYTES``; anything else is refused naming the file and what is wrong."""
    what = source or "Logo"
    if data is not None:
        if not isinstance(data, bytes):
            raise InputError("Logo", validate.shown(data), "must be the bytes of an image file")
        if len(data) > MAX_LOGO_BYTES:
            raise InputError("Logo", what, f"is {len(data):,} bytes; at most "
                             f"{MAX_LOGO_BYTES:,} (save it smaller, e.g. 800 pixels wide)")
        if logo_mime(data) is None:
            raise InputError("Logo", what, "is not a PNG or JPEG picture")
    with store.action("venue logo", params={"source": source[-200:],
                                            "bytes": len(data or b"")}) as scope:
        row = scope.session.get(Meta, LOGO_KEY)
        if data is None:
            if row is not None:
                scope.session.delete(row)
            scope.summary = "Venue logo removed"
            return
        version = (row.number if row is not None else 0) + 1
        row = row or Meta(key=LOGO_KEY)
        row.value, row.number = base64.b64encode(data).decode("ascii"), version
        scope.session.add(row)
        scope.summary = f"Venue logo set ({len(data):,} bytes)"


@reads("meta")
def logo_version(store: Store) -> int:
    """The logo's version (0: none): a screen reads the image only when this moved."""
    with store.read() as session:
        row = session.get(Meta, LOGO_KEY)
        return row.number if row is not None else 0


@reads("meta")
def logo(store: Store) -> Logo | None:
    """The venue's logo, or None."""
    with store.read() as session:
        return _logo(session)


def _logo(session: Session) -> Logo | None:
    row = session.get(Meta, LOGO_KEY)
    if row is None or not row.value:
        return None
    data = base64.b64decode(row.value)
    return Logo(data, logo_mime(data) or "application/octet-stream", row.number)


def set_announcement(store: Store, event_id: int, text: str) -> str:
    """The event's announcement line on its screens ("" clears it); returns it as kept (one
    line, trimmed, at most ``ANNOUNCEMENT_CHARS``)."""
    event_id = validate.identifier("Event", event_id)
    line = validate.text("Announcement", text, limit=ANNOUNCEMENT_CHARS)
    with store.action("announcement", event_id=event_id, params={"text": line}) as scope:
        event = load_event(scope.session, event_id)
        key = _announcement_key(event_id)
        row = scope.session.get(Meta, key)
        if not line:
            if row is not None:
                scope.session.delete(row)
            scope.summary = f"Announcement of {event.name} cleared"
            return ""
        row = row or Meta(key=key)
        row.value = line
        scope.session.add(row)
        scope.summary = f"Announcement of {event.name}: {line}"
        return line


@reads("meta")
def announcement(store: Store, event_id: int) -> str:
    """The event's announcement line ("" when none)."""
    with store.read() as session:
        return announcement_in(session, event_id)


def announcement_in(session: Session, event_id: int) -> str:
    row = session.get(Meta, _announcement_key(event_id))
    return row.value if row is not None else ""
