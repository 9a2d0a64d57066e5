"""Several tdesk processes on one SQLite store (issue 19).

Inside the GUI, a Qt file dialog that lists the store's folder opens and closes the store, its
``-wal`` and its ``-shm``, and any close() in a process drops every POSIX lock SQLite holds
there. A second process that then wrote and closed used to checkpoint and delete the WAL
under the GUI, whose later "saved" writes went into a deleted file. These tests do exactly
that, with a real QFileDialog, plain open()/close() calls and a thread that keeps opening the
files while two processes write.
"""

import errno
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from sqlmodel import select

from tdesk.errors import StoreError
from tdesk.models import sharing
from tdesk.models.store import Store, integrity_problem
from tdesk.models.tables import AuditLog
from tdesk.services.events import create_event, list_events
from tests.timeouts import PROCESSES_TIMEOUT

WRITE_AND_CLOSE = """
import sys
from tdesk.models.store import Store
from tdesk.services.events import create_event
store = Store(sys.argv[1], staff="Other process")
for n in range(int(sys.argv[3])):
    create_event(store, f"{sys.argv[2]} {n}", "poker")
store.close()
"""

COUNT = """
import sys
from tdesk.models.store import Store
from tdesk.services.events import list_events
store = Store(sys.argv[1])
print(len(list_events(store)))
store.close()
"""


def _run(code: str, *args: str) -> str:
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def _events_seen_by_another_process(url: str) -> int:
    return int(_run(COUNT, url))


def _sound(path: Path) -> None:
    con = sqlite3.connect(path)
    try:
        assert integrity_problem(con) == ""
    finally:
        con.close()


def _touch_store_files(path: Path) -> None:
    """What a file dialog's type sniffing does: open and close each file of the store."""
    for name in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        if name.exists():
            with open(name, "rb") as handle:
                handle.read(16)


def test_a_file_dialog_listing_the_store_and_a_second_process_lose_no_write(
        qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QFileDialog

    path = tmp_path / "event.db"
    url = f"sqlite:///{path}"
    gui = Store(url, staff="GUI")
    create_event(gui, "Before the dialog", "poker")
    # a real file dialog listing the store's folder, as Players › Import CSV opens it
    dialog = QFileDialog(None, "Import players", str(tmp_path), "All files (*)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: _listed(dialog) >= 3, timeout=5000)  # event.db, -wal, -shm…
    qtbot.wait(500)  # the gatherer thread reads the files' types after listing them
    dialog.close()
    _touch_store_files(path)  # and a library doing the same with plain open()/close()
    _run(WRITE_AND_CLOSE, url, "Second process", "2")
    assert Path(f"{path}-wal").exists(), "another process's close deleted the GUI's WAL"
    create_event(gui, "After the other process closed", "poker")  # "saved" in the GUI
    assert _events_seen_by_another_process(url) == 4
    gui.close()
    reopened = Store(url)
    assert sorted(e.name for e in list_events(reopened)) == [
        "After the other process closed", "Before the dialog", "Second process 0",
        "Second process 1"]
    reopened.close()
    _sound(path)


def _listed(dialog) -> int:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QFileSystemModel

    model = dialog.findChild(QFileSystemModel)
    if model is None:
        return 0
    root = model.index(str(dialog.directory().absolutePath()))
    return model.rowCount(root)


def test_writers_in_two_processes_while_this_one_keeps_opening_the_files(
        tmp_path: Path) -> None:
    """A thread keeps dropping this process's POSIX locks while it and another process each
    write 60 events: all 120 are there, once each, and the store is sound."""
    path = tmp_path / "busy.db"
    url = f"sqlite:///{path}"
    here = Store(url, staff="Here")
    stop = threading.Event()

    def sniff() -> None:
        while not stop.is_set():
            _touch_store_files(path)

    sniffer = threading.Thread(target=sniff, daemon=True)
    sniffer.start()
    other = subprocess.Popen([sys.executable, "-c", WRITE_AND_CLOSE, url, "There", "60"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        for n in range(60):
            create_event(here, f"Here {n}", "poker")
        _, err = other.communicate(timeout=120)
        assert other.returncode == 0, err
    finally:
        stop.set()
        sniffer.join()
    names = [e.name for e in list_events(here)]
    assert len(names) == len(set(names)) == 120
    with here.read() as session:
        assert len(session.exec(select(AuditLog.id)).all()) == 120
    here.close()
    assert _events_seen_by_another_process(url) == 120
    _sound(path)


def test_the_last_process_to_close_leaves_everything_in_the_database_file(
        tmp_path: Path) -> None:
    """Someone copies only ``event.db`` to a USB stick after closing tdesk: nothing is
    missing, because the last close empties the WAL into the file."""
    path = tmp_path / "event.db"
    first = Store(f"sqlite:///{path}")
    second = Store(f"sqlite:///{path}")  # another station in this process keeps it open
    create_event(first, "Main Event", "poker")
    first.close()
    assert Path(f"{path}-wal").stat().st_size > 0  # still in use: left alone
    create_event(second, "Side Event", "poker")
    second.close()
    assert not Path(f"{path}-wal").exists() or Path(f"{path}-wal").stat().st_size == 0
    copy = tmp_path / "stick" / "event.db"
    copy.parent.mkdir()
    copy.write_bytes(path.read_bytes())
    on_stick = Store(f"sqlite:///{copy}")
    assert sorted(e.name for e in list_events(on_stick)) == ["Main Event", "Side Event"]
    on_stick.close()


HOLD = """
import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT)
fcntl.flock(fd, fcntl.LOCK_EX)
print("held", flush=True)
time.sleep(60)
"""


def test_a_transaction_waits_for_another_process_and_a_killed_one_releases(
        tmp_path: Path) -> None:
    path = tmp_path / "event.db"
    store = Store(f"sqlite:///{path}")
    create_event(store, "Main Event", "poker")
    holder = subprocess.Popen([sys.executable, "-c", HOLD, f"{path}{sharing.LOCK_SUFFIX}"],
                              stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    store.lock.wait = 0.3
    with pytest.raises(StoreError, match="busy in another tdesk process"):
        create_event(store, "Side Event", "poker")
    holder.send_signal(signal.SIGKILL)  # the kernel drops a dead process's flock
    holder.wait()
    store.lock.wait = sharing.WAIT_SECONDS
    started = time.monotonic()
    create_event(store, "Side Event", "poker")
    assert time.monotonic() - started < sharing.WAIT_SECONDS
    assert sorted(e.name for e in list_events(store)) == ["Main Event", "Side Event"]
    store.close()


def test_a_read_inside_an_action_and_an_action_inside_a_read_do_not_deadlock(
        store: Store) -> None:
    event_id = create_event(store, "Main Event", "poker")
    with store.action("outer", event_id=event_id) as scope:
        with store.read() as session:  # a service reading inside an action
            assert session.get(AuditLog, 1) is not None
        scope.summary = "outer"
    with store.read():
        create_event(store, "Inside a read", "poker")  # upgrades, then back to shared
    assert len(list_events(store)) == 2


def test_a_file_system_that_refuses_locks_is_refused_with_a_clear_message(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import fcntl

    def no_locks(_fd: int, _op: int) -> None:
        raise OSError(errno.ENOLCK, os.strerror(errno.ENOLCK))

    monkeypatch.setattr(fcntl, "flock", no_locks)
    with pytest.raises(StoreError, match="cannot be shared safely"):
        Store(f"sqlite:///{tmp_path / 'event.db'}")


def _network_mount(monkeypatch: pytest.MonkeyPatch, folder: Path, kind: str) -> None:
    real = sharing._mounts()
    monkeypatch.setattr(sharing, "_mounts", lambda: [*real, (str(folder.resolve()), kind)])


@pytest.mark.parametrize("kind", ["nfs4", "cifs", "fuse.sshfs"])
def test_a_store_on_a_network_file_system_is_opened_with_a_warning(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    share = tmp_path / "share"
    share.mkdir()
    _network_mount(monkeypatch, share, kind)
    store = Store(f"sqlite:///{share / 'event.db'}")
    assert store.network_fs == kind
    assert len(store.warnings) == 1 and kind in store.warnings[0]
    store.close()
    local = Store(f"sqlite:///{tmp_path / 'local.db'}")
    assert local.network_fs == "" and local.warnings == []
    local.close()


def test_the_cli_warns_on_stderr_about_a_network_store(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tdesk.cli import main

    share = tmp_path / "share"
    share.mkdir()
    _network_mount(monkeypatch, share, "nfs")
    url = f"sqlite:///{share / 'event.db'}"
    Store(url).close()
    assert main(["--db", url, "export", "players", "--event", "x", "-o",
                 str(tmp_path / "x.csv")]) != 0  # no such event, but the warning came first
    err = capsys.readouterr().err
    assert "warning" in err and "network file system (nfs)" in err


def test_the_window_warns_about_a_network_store(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from tdesk.ui.app import application, make_main_window
    from tdesk.ui.widgets import messages

    share = tmp_path / "share"
    share.mkdir()
    _network_mount(monkeypatch, share, "cifs")
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(messages, "error", lambda _p, text, title="": shown.append((title, text)))
    application()
    store = Store(f"sqlite:///{share / 'event.db'}")
    win = make_main_window(store)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: bool(shown), timeout=3000)
    title, text = shown[0]
    assert title == "Store on a network drive"
    assert "cifs" in text and str(share / "event.db") in text
    win.ctx.timer.stop()
    win.backup_timer.stop()
    store.close()


GUI_THEN_WAIT = """
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.ui.app import application, run_gui
from PySide6.QtCore import QTimer
application()
store = Store(sys.argv[1], staff="GUI")
def act():
    create_event(store, "Shown before the signal", "poker")
    print("shown", flush=True)
QTimer.singleShot(300, act)
code = run_gui(store)
print("closed", code, flush=True)
"""


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_sigterm_and_sighup_close_the_window_and_the_store_cleanly(
        tmp_path: Path, sig: int) -> None:
    path = tmp_path / "event.db"
    env = {**os.environ, "TDESK_DATA_DIR": str(tmp_path / "data")}
    gui = subprocess.Popen([sys.executable, "-c", GUI_THEN_WAIT, f"sqlite:///{path}"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    assert gui.stdout is not None
    line = gui.stdout.readline().strip()
    if line != "shown":
        gui.kill()
        pytest.fail(f"the window did not start: {line!r} {gui.communicate()[1][-2000:]}")
    gui.send_signal(sig)
    out, err = gui.communicate(timeout=30)
    assert gui.returncode == 0, err
    assert out.strip() == "closed 0"
    # closed cleanly: the last user emptied the WAL, the file alone has what was shown
    assert not Path(f"{path}-wal").exists() or Path(f"{path}-wal").stat().st_size == 0
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        names = [r[0] for r in con.execute("SELECT name FROM event")]
    finally:
        con.close()
    assert names == ["Shown before the signal"]


@pytest.mark.timeout(PROCESSES_TIMEOUT)
def test_a_command_line_verb_closes_the_store_it_opened(tmp_path: Path) -> None:
    """`tdesk demo --no-gui`, `tdesk print`, `tdesk export`… leave a closed, complete file."""
    path = tmp_path / "demo.db"
    env = {**os.environ, "TDESK_DATA_DIR": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, "-m", "tdesk", "demo", "--no-gui", "--yes", "--db",
                           f"sqlite:///{path}"], capture_output=True, text=True, env=env,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    assert not Path(f"{path}-wal").exists() or Path(f"{path}-wal").stat().st_size == 0
    alone = tmp_path / "copy.db"
    alone.write_bytes(path.read_bytes())
    copy = Store(f"sqlite:///{alone}")
    original = Store(f"sqlite:///{path}")
    assert len(list_events(copy)) == len(list_events(original)) >= 4  # the demo's, all there
    original.close()
    copy.close()


def test_an_action_does_not_wait_for_a_read_of_its_own_process(store: Store) -> None:
    """The player screens served by the window read in a thread; a bust at the desk goes
    through while that read is still open (only other processes wait)."""
    acted = threading.Event()
    with store.read() as session:
        session.scalars(select(AuditLog.id)).all()  # the read has begun
        worker = threading.Thread(target=lambda: (create_event(store, "During a read", "poker"),
                                                  acted.set()))
        worker.start()
        assert acted.wait(timeout=20), "the action waited for a read of its own process"
    worker.join()
    assert [e.name for e in list_events(store)] == ["During a read"]


TAKE_TURNS = """
import sys, time
from pathlib import Path
from tdesk.models.store import Store
from tdesk.services.events import create_event, list_events
store = Store(sys.argv[1], staff=sys.argv[2])
go = Path(sys.argv[3])
Path(f"{go}.{sys.argv[2]}").touch()  # started: waiting for the go
while not go.exists():
    time.sleep(0.001)
for n in range(int(sys.argv[4])):
    list_events(store)                      # a read, then an action, as a dialog does
    create_event(store, f"{sys.argv[2]} {n}", "poker")
store.close()
"""


def test_two_busy_processes_take_turns_instead_of_one_starving_the_other(
        tmp_path: Path) -> None:
    """A process that has just let the lock go queues behind one that is waiting, so two
    stations acting as fast as they can alternate (without the queue, one kept the lock for
    its whole run and the other waited, then timed out as "busy")."""
    path = tmp_path / "event.db"
    url = f"sqlite:///{path}"
    Store(url).close()
    go = tmp_path / "go"
    runs = [subprocess.Popen([sys.executable, "-c", TAKE_TURNS, url, who, str(go), "80"],
                             stderr=subprocess.PIPE, text=True) for who in ("A", "B")]
    ready = [tmp_path / f"go.{who}" for who in ("A", "B")]
    end = time.monotonic() + 120  # however long a loaded machine takes to start them
    while not all(r.exists() for r in ready) and time.monotonic() < end:
        assert all(run.poll() is None for run in runs), "a station ended before the go"
        time.sleep(0.01)
    go.touch()
    for run in runs:
        _, err = run.communicate(timeout=120)
        assert run.returncode == 0, err
    store = Store(url)
    with store.read() as session:
        order = [s for s in session.exec(select(AuditLog.staff).order_by(AuditLog.id))]
    store.close()
    assert sorted(order) == ["A"] * 80 + ["B"] * 80
    switches = sum(1 for a, b in zip(order, order[1:], strict=False) if a != b)
    assert switches >= 40, f"{switches} turns in 160 actions: one process kept the lock"
