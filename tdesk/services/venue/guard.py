"""The old host never comes back as a second venue server (issue 39, "Standby").

After the host laptop died and its standby copy was promoted, the old laptop may be switched on
again (power restored) and asked to host. Its cluster would start as it was, a primary, beside
the promoted copy: two servers of one night, stations writing to either. The dead laptop could
not be told of the promotion, so it asks: while hosting, the host keeps in ``venue.json`` where
its standby answered (``remember_standby``, from ``standby.SyncWatch``), and before a start
``check_not_replaced`` asks that server whether it is a copy of this very cluster (the same
system identifier) that took writes on a later timeline (PostgreSQL begins a new timeline at
each promotion), reading this cluster's own identifier and timeline from its control file,
without starting it. If so the start is refused, naming the promoted server and its join code
(the same secret: the copy is this cluster's). A standby that cannot be reached is no proof of
anything: the host starts, as it always did.

Coming back as a standby of the new primary is not done here: the old cluster may hold a few
commits the copy never acknowledged, and would need rewinding first; moving the folder aside
and running ``tdesk standby`` keeps both.
"""

from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tdesk.services.venue.server import ROLE, HostError, VenueServer, _exe

KEY = "standby"
"""``venue.json``: where the standby answered, {"address": …, "port": …}."""


class HostReplaced(HostError):
    """The standby copy of this laptop's cluster was promoted: starting here is refused."""

    def __init__(self, address: str, port: int, code: str, folder: Path) -> None:
        self.address, self.port, self.code, self.folder = address, port, code, folder
        super().__init__(
            f"This laptop's venue server was replaced: its standby copy at {address}:{port} "
            f"was promoted and is the venue server now, so starting the old one here would "
            f"make two servers of one night. Join it instead (File › Join an event on the "
            f"venue network, or tdesk join --code {code}), or keep a standby copy of it on "
            f"this laptop (tdesk standby --code {code}). To host anew here, move {folder} "
            f"aside first.")


@dataclass(frozen=True)
class Lineage:
    """Which cluster a server is (its system identifier) and its timeline."""

    system: int
    timeline: int


def remember_standby(server: VenueServer, address: str, port: int) -> None:
    """Keep where the standby answers (a write only when it moved)."""
    settings = server._settings()
    wanted = {"address": address, "port": int(port)}
    if settings.get(KEY) != wanted:
        server._save_settings({**settings, KEY: wanted})


def remembered(server: VenueServer) -> tuple[str, int] | None:
    found = server._settings().get(KEY)
    if not isinstance(found, dict):
        return None
    try:
        return str(found["address"]), int(found["port"])
    except (KeyError, TypeError, ValueError):
        return None


def local_lineage(server: VenueServer) -> Lineage | None:
    """This cluster's identifier and timeline from its control file (the server may be down)."""
    if not (server.pgdata / "global" / "pg_control").is_file():
        return None
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PG", "LC_", "LANG"))}
    done = subprocess.run([str(server.bin / _exe("pg_controldata")), "-D", str(server.pgdata)],
                          capture_output=True, text=True, check=False,
                          env={**env, "LC_ALL": "C"})
    if done.returncode != 0:
        return None
    values = dict(line.split(":", 1) for line in done.stdout.splitlines() if ":" in line)
    try:
        return Lineage(int(values["Database system identifier"].strip()),
                       int(values["Latest checkpoint's TimeLineID"].strip()))
    except (KeyError, ValueError):
        return None


def remote_lineage(address: str, port: int, secret: str) -> Lineage | None:
    """The identifier and timeline of a server taking writes there, or None (not reachable,
    another secret, or still a standby)."""
    import psycopg

    try:
        with psycopg.connect(host=address, port=port, user=ROLE, password=secret,
                             dbname="postgres", connect_timeout=3) as connection:
            row: Any = connection.execute(
                "SELECT pg_is_in_recovery(), (SELECT system_identifier FROM pg_control_system()),"
                " CASE WHEN pg_is_in_recovery() THEN '' "
                "ELSE pg_walfile_name(pg_current_wal_lsn()) END").fetchone()
    except psycopg.Error:
        return None
    if row is None or row[0]:
        return None
    return Lineage(int(row[1]), int(str(row[2])[:8], 16))


def check_not_replaced(server: VenueServer) -> None:
    """Refuse (``HostReplaced``) when the standby this cluster had was promoted since."""
    where = remembered(server)
    secret = str(server._settings().get("secret") or "")
    if where is None or not secret:
        return
    ours = local_lineage(server)
    if ours is None:
        return
    theirs = remote_lineage(where[0], where[1], secret)
    if theirs is None or theirs.system != ours.system or theirs.timeline <= ours.timeline:
        return
    from tdesk.services.venue.code import JoinCode

    raise HostReplaced(where[0], where[1], JoinCode(where[0], where[1], secret).text(),
                       server.folder)
