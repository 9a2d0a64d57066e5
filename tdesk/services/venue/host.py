"""Hosting an event on the venue network (issue 39), one step for the window and `tdesk host`:
start tdesk's own PostgreSQL server, move the open SQLite store into it (the first time; after
a crash or a restart the venue database already holds the night and is served as it is),
announce the host, and make the join code the stations type.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tdesk import __version__
from tdesk.errors import StoreError
from tdesk.models.migrate import head_revision
from tdesk.models.store import Store
from tdesk.services.venue import discovery as venue_discovery
from tdesk.services.venue import guard as venue_guard
from tdesk.services.venue import standby
from tdesk.services.venue import transfer as venue_transfer
from tdesk.services.venue.code import JoinCode
from tdesk.services.venue.server import ServerState, VenueServer


@dataclass
class Hosting:
    """A running host: the server, the store it serves, and what the stations need."""

    server: VenueServer
    state: ServerState
    address: str
    store: Store
    moved: venue_transfer.Moved | None
    """The rows moved in from the SQLite store; None when the venue database already held the
    night (a restart) and nothing was moved."""
    announcement: venue_discovery.Announcement | None = None
    notes: list[str] = field(default_factory=list)
    watch: standby.SyncWatch | None = None
    """Commits wait for a standby copy while one is attached (``standby.SyncWatch``)."""

    @property
    def code(self) -> JoinCode:
        return JoinCode(self.address, self.state.port, self.state.secret)

    @property
    def where(self) -> str:
        return f"{self.address}:{self.state.port}"

    def stop_announcing(self) -> None:
        if self.watch is not None:
            self.watch.stop()
            self.watch = None
        if self.announcement is not None:
            self.announcement.close()
            self.announcement = None

    def end_with_window(self) -> None:
        """The host's window closes: withdraw the announcement and stop the server; the
        window closes the store itself (its connections are let go first)."""
        self.stop_announcing()
        self.store.engine.dispose()
        self.server.stop()

    def stop(self, *, server: bool = True) -> None:
        """Withdraw the announcement, close the store and (``server``) stop the server."""
        self.stop_announcing()
        self.store.close()
        if server:
            self.server.stop()


def host(source: Store | None, *, folder: Path | None = None, address: str | None = None,
         port: int | None = None, announce: bool = True, staff: str = "",
         interfaces: Sequence[str] | None = None,
         said: Callable[[str], None] | None = None) -> Hosting:
    """Start hosting. ``address``: the one address to listen on, announce and put in the join
    code (the tests' 127.0.0.1); None listens on every address and names the first private one
    of this computer (loopback when it has none: a laptop alone). ``said``: told when a
    standby copy attaches or is lost (``standby.SyncWatch``)."""
    if source is not None and not source.is_sqlite:
        raise StoreError(f"The store {source.location} is already on a database server; open "
                         "the event's SQLite file to host it.")
    listen = address or "*"
    server = VenueServer(folder, listen=listen)
    venue_guard.check_not_replaced(server)  # its standby promoted: never two servers
    state = server.start(port)
    named = address or next(iter(venue_discovery.lan_addresses()), "127.0.0.1")
    store = Store(server.url(), staff=staff or (source.staff if source else ""),
                  station=source.station if source else None)
    try:
        moved = None
        notes = []
        if venue_transfer.holds_rows(store) is None:
            if source is not None:
                moved = venue_transfer.copy_store(source, store)
        elif source is not None:
            notes.append(f"The venue database already holds the night's events; it is served "
                         f"as it is and {source.location} was not moved in.")
        hosting = Hosting(server, state, named, store, moved, notes=notes)
        hosting.watch = standby.SyncWatch(server, said).start()
        if announce:
            hosting.announcement = venue_discovery.Announcement(
                f"tdesk on {venue_discovery.host_name()}", [named], state.port,
                version=__version__, schema=head_revision(),
                interfaces=interfaces if interfaces is not None
                else ([address] if address else None))
        return hosting
    except BaseException:
        store.close()
        raise
