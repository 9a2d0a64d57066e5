"""A live standby copy of the venue database on a second laptop (issue 39, "Standby").

The standby laptop copies the host's cluster (``pg_basebackup``, with the join code's secret:
the venue role may replicate, from loopback and private ranges only) into a server folder of its
own and runs it as a hot standby on its own port, streaming the host's write-ahead log. If the
host laptop dies, ``promote()`` turns the copy into the venue server: it accepts writes, and its
join code is the host's secret with the standby's address and port.

Synchronous, and never hanging: the host's ``SyncWatch`` makes every commit wait for the standby
(``synchronous_standby_names``) as soon as a standby is attached and streaming, so an action
acknowledged on any station is on both laptops. When the standby is lost (its connection gone,
or no word from it for ``GRACE_S``), the watch drops synchronous mode, so the host's commits go
on (on the host alone: the watch says so through its callback) until a standby attaches again.
The commits made while the standby was being noticed as lost wait those few seconds, then go on.
A host whose tdesk stopped (the server left running with no watch) keeps the mode it had.
"""

from __future__ import annotations

import contextlib
import logging
import shutil
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tdesk.services.venue.server import (
    ROLE,
    HostError,
    VenueServer,
    _free_port,
    _port_free,
    default_folder,
)

STANDBY_NAME = "tdesk_standby"
"""The standby's application name starts so, then its port (``tdesk_standby_55433``), then the
port of the staff pages it serves once promoted, if any (``tdesk_standby_55433_8081``): the
host's synchronous_standby_names names it, a station reads where the standby answers, and the
host's tablet pages name the standby's staff pages in advance (``staff_pages_of``)."""
DEFAULT_STANDBY_PORT = 55433
GRACE_S = 6.0
"""How long a standby may be silent (it reports every 2 s) before the host stops waiting."""

log = logging.getLogger(__name__)


class Standby(VenueServer):
    """A standby copy in ``folder`` (default: ``standby`` beside the venue folder, so a
    laptop that hosted another night keeps that cluster): ``follow`` (the first time: the base
    backup) and ``promote``. ``venue.json`` also keeps the host followed and the ``role``."""

    def __init__(self, folder: Path | None = None, *, listen: str = "*") -> None:
        super().__init__(folder if folder is not None else default_folder().parent / "standby",
                         listen=listen)

    def follow(self, address: str, port: int, secret: str,
               own_port: int | None = None, *, screens: int | None = None) -> Any:
        """Copy the host's database (the first time) and start the copy as a hot standby of
        the host at ``address``:``port``; the ServerState. A folder already holding a copy
        of this host's cluster just starts again and catches up. ``screens``: the port this
        laptop will serve the staff pages on once promoted (told to the host's tablets)."""
        self._make_folder()
        if not self._initialised():
            self._base_backup(address, port, secret)
        elif self._settings().get("role") == "standby":
            self._save_settings({"primary": {"address": address, "port": port}})
        self._save_settings({"screens": screens or 0})
        if own_port is None:
            own_port = int(self._settings().get("port") or 0) or DEFAULT_STANDBY_PORT
            if not _port_free(own_port):
                own_port = _free_port()
        elif own_port == 0:
            own_port = _free_port()
        return self.start(own_port)

    def _base_backup(self, address: str, port: int, secret: str) -> None:
        """The host's cluster copied into a side folder and renamed: a cut-off copy leaves
        nothing a later start would take for a cluster."""
        fresh = self.folder / "pgdata.new"
        shutil.rmtree(fresh, ignore_errors=True)
        faster = (["--sync-method=syncfs"]
                  if sys.platform.startswith("linux") and self.bin.parent.name == "pginstall18"
                  else [])
        try:
            self._run("pg_basebackup", "-h", address, "-p", str(port), "-U", ROLE, "-D",
                      str(fresh), "-X", "stream", "-c", "fast", "--no-password", *faster,
                      extra_env={"PGPASSWORD": secret, "PGCONNECT_TIMEOUT": "5",
                                 "PGAPPNAME": STANDBY_NAME})
        except HostError as exc:
            shutil.rmtree(fresh, ignore_errors=True)
            raise HostError(f"The standby could not copy the host at {address}:{port}: check "
                            f"the join code and that the host is hosting. ({exc})") from None
        # the host's own settings stay the host's: its synchronous standby list, its server log
        self._write(fresh / "postgresql.auto.conf", "# tdesk: nothing here\n")
        for inside in ("postmaster.opts", "server.log"):
            (fresh / inside).unlink(missing_ok=True)
        self._write(fresh / "standby.signal", "")
        fresh.rename(self.pgdata)
        self._save_settings({"secret": secret, "role": "standby",
                             "primary": {"address": address, "port": port}})

    def _save_settings(self, data: dict[str, Any]) -> None:
        super()._save_settings({**self._settings(), **data})  # keeps role and primary

    def _write_config(self, port: int) -> None:
        super()._write_config(port)
        settings = self._settings()
        primary = settings.get("primary") or {}
        if not primary:
            return
        name = f"{STANDBY_NAME}_{port}" + (f"_{int(settings['screens'])}"
                                           if settings.get("screens") else "")
        conninfo = (f"host={primary['address']} port={int(primary['port'])} user={ROLE} "
                    f"password={settings['secret']} application_name={name} "
                    "connect_timeout=5")
        extra = [f"primary_conninfo = '{conninfo}'", "hot_standby = on",
                 "wal_receiver_status_interval = '2s'", "wal_receiver_timeout = '10s'",
                 "wal_retrieve_retry_interval = '1s'"]
        path = self.pgdata / "tdesk.conf"
        self._write(path, path.read_text(encoding="utf-8") + "\n".join(extra) + "\n")

    def saved(self) -> tuple[int, str, str]:
        """(port, secret, listen) of the copy as last started: a promotion's join code."""
        settings = self._settings()
        return (int(settings.get("port") or 0), str(settings.get("secret") or ""),
                str(settings.get("listen") or self.listen))

    @property
    def is_standby(self) -> bool:
        """Whether the copy still follows a host (not promoted)."""
        return (self.pgdata / "standby.signal").exists()

    @property
    def primary(self) -> tuple[str, int] | None:
        """The host followed: (address, port), or None."""
        found = self._settings().get("primary") or {}
        return (str(found["address"]), int(found["port"])) if found else None

    def promote(self) -> None:
        """The host is gone: the copy becomes the venue server and accepts writes (waits until
        it does). Promoting a copy already promoted does nothing."""
        if self._running_pid() is None:
            raise HostError(f"No standby copy is running in {self.folder}: start it first "
                            "(tdesk standby --code CODE).")
        if self.is_standby:
            self._pg_ctl("promote", "-w", "-t", "60")
        self._save_settings({"role": "primary"})

    def replay_lag_bytes(self) -> int | None:
        """How far the copy's replay is behind what it received (None once promoted)."""
        import psycopg

        assert self.state is not None
        with psycopg.connect(host=self._local_address(), port=self.state.port, user=ROLE,
                             password=self.state.secret, dbname="postgres",
                             connect_timeout=3) as connection:
            row = connection.execute(
                "SELECT pg_is_in_recovery(), pg_wal_lsn_diff(pg_last_wal_receive_lsn(), "
                "pg_last_wal_replay_lsn())").fetchone()
        return None if row is None or not row[0] else int(row[1] or 0)


def standby_of(store: Any) -> tuple[str, int] | None:
    """Where the standby of the host ``store`` is connected to answers: (address, port) from
    the host's replication list, or None. A station reads it while the host is up, and tries
    it when the host is lost."""
    found = _attached(store)
    return (found[0], found[1]) if found is not None else None


def staff_pages_of(store: Any) -> str | None:
    """The address of the staff pages the standby of the host ``store`` serves once promoted
    (``http://address:port/staff``), or None: a tablet's page names it in advance and goes
    there when its own server (on the host laptop) stops answering."""
    found = _attached(store)
    if found is None or not found[2]:
        return None
    address = f"[{found[0]}]" if ":" in found[0] else found[0]
    return f"http://{address}:{found[2]}/staff"


def _attached(store: Any) -> tuple[str, int, int] | None:
    """(address, database port, staff pages port or 0) of the standby streaming from the
    host ``store``, from the host's replication list; None without one."""
    from sqlalchemy import text

    with store.engine.connect() as connection:
        row = connection.execute(text(
            "SELECT client_addr::text, application_name FROM pg_stat_replication "
            "WHERE application_name LIKE :name AND state = 'streaming' LIMIT 1"),
            {"name": STANDBY_NAME + "_%"}).first()
    if row is None or not row[0]:
        return None
    ports = str(row[1])[len(STANDBY_NAME) + 1:].split("_")
    if not all(port.isdigit() for port in ports) or len(ports) > 2:
        return None
    return str(row[0]).split("/")[0], int(ports[0]), int(ports[1]) if len(ports) > 1 else 0


def promoted(address: str, port: int, secret: str) -> bool:
    """Whether the server at ``address``:``port`` answers the secret and takes writes (a
    standby promoted), which is when a station that lost its host follows it."""
    import psycopg

    try:
        with psycopg.connect(host=address, port=port, user=ROLE, password=secret,
                             dbname="postgres", connect_timeout=3) as connection:
            row = connection.execute("SELECT pg_is_in_recovery()").fetchone()
    except psycopg.Error:
        return False
    return row is not None and not row[0]


@dataclass(frozen=True)
class StandbySeen:
    """The standby attached to the host: where it answers and how far behind its replay is
    (``pg_stat_replication``: seconds, and bytes of write-ahead log)."""

    address: str
    port: int
    lag_s: float
    lag_bytes: int


class SyncWatch:
    """On the host: commits wait for the standby while one is attached, and stop waiting
    when it is lost. ``check()`` is one look (the tests call it); ``start()`` looks every
    ``every_s`` seconds in a thread. ``said`` is called with a sentence at each change."""

    def __init__(self, server: VenueServer, said: Callable[[str], None] | None = None, *,
                 grace_s: float = GRACE_S, every_s: float = 1.0) -> None:
        self.server = server
        self.seen: StandbySeen | None = None
        """The standby as last seen attached (the host's window shows it), else None."""
        self.lost: StandbySeen | None = None
        """The standby last seen, once it is lost (until one attaches again)."""
        self.said = said or (lambda text: log.warning("%s", text))
        self.grace_s = grace_s
        self.every_s = every_s
        self.synchronous = False
        self.standby_address: str | None = None
        self._silent_since: float | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def _connect(self) -> Any:
        import psycopg

        state = self.server.state
        if state is None:
            raise HostError("The venue server is not running.")
        return psycopg.connect(host=self.server._local_address(), port=state.port, user=ROLE,
                               password=state.secret, dbname="postgres", connect_timeout=3,
                               autocommit=True)

    def check(self, now: float | None = None) -> str | None:
        """One look at the standby; the sentence said when the mode changed, else None."""
        import time

        now = time.monotonic() if now is None else now
        with self._connect() as connection:
            row = connection.execute(
                "SELECT client_addr::text, COALESCE(EXTRACT(EPOCH FROM now() - reply_time), 0),"
                " application_name, COALESCE(EXTRACT(EPOCH FROM replay_lag), 0),"
                " COALESCE(pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn), 0)"
                " FROM pg_stat_replication WHERE application_name LIKE %s"
                " AND state = 'streaming' ORDER BY reply_time DESC NULLS LAST LIMIT 1",
                (STANDBY_NAME + "%",)).fetchone()
            named = connection.execute("SHOW synchronous_standby_names").fetchone()
            current = str(named[0] if named else "").strip('"')
            self.synchronous = bool(current)
            attached = row is not None and float(row[1]) < self.grace_s
            if attached:
                self._silent_since = None
                self.standby_address = str(row[0]).split("/")[0] if row[0] else None
                self._attached(str(row[2]), float(row[3]), int(row[4]))
                if current != row[2]:
                    self._set(connection, str(row[2]))
                    return self._say("A standby copy is attached: every action now waits "
                                     "until it is on both laptops.")
                return None
            if self._silent_since is None:
                self._silent_since = now
            if self.seen is not None:
                self.seen, self.lost = None, self.seen
            if self.synchronous and (row is None or now - self._silent_since >= self.grace_s
                                     or float(row[1]) >= self.grace_s):
                self._set(connection, "")
                return self._say("The standby copy is lost: actions no longer wait for it and "
                                 "are on this laptop only, until a standby attaches again.")
        return None

    def _attached(self, name: str, lag_s: float, lag_bytes: int) -> None:
        """Keep what the window shows, and where the standby answers (``venue_guard``: the
        old host asks it after a promotion)."""
        from tdesk.services.venue import guard as venue_guard

        port = name[len(STANDBY_NAME) + 1:].split("_")[0]  # then the staff pages' port, if any
        if self.standby_address is None or not port.isdigit():
            return
        self.seen = StandbySeen(self.standby_address, int(port), max(lag_s, 0.0),
                                max(lag_bytes, 0))
        self.lost = None
        venue_guard.remember_standby(self.server, self.standby_address, int(port))

    def _set(self, connection: Any, names: str) -> None:
        if names:
            connection.execute(f"ALTER SYSTEM SET synchronous_standby_names = '\"{names}\"'")
        else:
            connection.execute("ALTER SYSTEM RESET synchronous_standby_names")
        connection.execute("SELECT pg_reload_conf()")
        self.synchronous = bool(names)

    def _say(self, text: str) -> str:
        self.said(text)
        return text

    def start(self) -> SyncWatch:
        self._thread = threading.Thread(target=self._loop, name="tdesk-sync-watch", daemon=True)
        self._thread.start()
        return self

    def _loop(self) -> None:
        while not self._stop.wait(self.every_s):
            try:
                self.check()
            except Exception as exc:  # the server restarting or stopped: look again later
                log.debug("standby watch: %s", exc)

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            with contextlib.suppress(RuntimeError):
                self._thread.join(timeout=5)
            self._thread = None
