"""The store guard and the file check (issue 34): what happens when another program removes
the store's ``-wal`` in the middle of a floor action, and that the guard comes and goes with
the Store objects of the process."""

from pathlib import Path

import pytest
from sqlalchemy import event as sa_event
from sqlmodel import Session

from tdesk.errors import StoreError
from tdesk.models import store_guard
from tdesk.models.store import Store
from tdesk.models.tables import Event
from tdesk.services.events import create_event, list_events
from tests.models import foreign

GUARD_HELD = """
import fcntl, os, struct, sys
fd = os.open(sys.argv[1], os.O_RDONLY)
got = fcntl.fcntl(fd, fcntl.F_GETLK, struct.pack("hhqqi4x", fcntl.F_WRLCK, 0, int(sys.argv[2]),
                                                  1, 0))
print("locked" if struct.unpack("hhqqi4x", got)[0] != fcntl.F_UNLCK else "free")
"""


def _guard_seen_by_another_process(path: Path) -> str:
    done = foreign.run(GUARD_HELD, str(path), str(store_guard.GUARD_BYTE))
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def _drop_locks_and_let_another_program_close(path: Path) -> None:
    """Everything a file dialog does to the store's files, then a database browser's close."""
    for suffix in ("", "-wal", "-shm"):
        foreign.open_and_close(Path(f"{path}{suffix}"))
    done = foreign.run(foreign.FOREIGN["query"], str(path))
    assert done.returncode == 0, done.stderr


def _names_on_disk(path: Path) -> set[str]:
    names, integrity = foreign.seen_by_another_process(path, "ro")
    assert integrity == "ok"
    return names


def test_the_guard_is_held_while_a_store_of_the_process_is_open(tmp_path: Path) -> None:
    path = tmp_path / "event.db"
    first = Store(f"sqlite:///{path}")
    second = Store(f"sqlite:///{path}")
    assert _guard_seen_by_another_process(path) == "locked"
    first.close()
    assert _guard_seen_by_another_process(path) == "locked"  # the second still has it open
    second.close()
    assert _guard_seen_by_another_process(path) == "free"


def test_stores_without_a_file_have_no_guard() -> None:
    memory = Store("sqlite://")
    create_event(memory, "Main Event", "poker")
    assert memory.interference == 0 and memory.guard is None
    memory.close()


@pytest.fixture
def unguarded(monkeypatch: pytest.MonkeyPatch) -> None:
    """As on macOS, which has no open-file-description locks."""
    monkeypatch.setattr(store_guard, "OFD_SETLK", None)


@pytest.mark.usefixtures("unguarded")
def test_an_action_whose_wal_was_deleted_under_it_is_refused_and_the_next_is_kept(
        tmp_path: Path) -> None:
    path = tmp_path / "event.db"
    store = Store(f"sqlite:///{path}")
    create_event(store, "Before", "poker")
    refused = pytest.raises(StoreError, match="Another program removed or replaced the store "
                                              "file .*nothing was saved")
    with refused, store.action("create event", summary="During") as scope:
        scope.session.add(Event(name="During", kind="poker"))
        scope.session.flush()
        _drop_locks_and_let_another_program_close(path)
    create_event(store, "After", "poker")
    assert store.interference == 1
    assert _names_on_disk(path) == {"Before", "After"}
    assert {e.name for e in list_events(store)} == {"Before", "After"}
    store.close()
    assert _names_on_disk(path) == {"Before", "After"}


@pytest.mark.usefixtures("unguarded")
def test_a_commit_into_a_deleted_wal_is_never_acknowledged(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The other program closes between the check before the commit and the commit itself:
    the check after it finds the action missing from the store on disk and refuses it."""
    path = tmp_path / "event.db"
    store = Store(f"sqlite:///{path}")
    create_event(store, "Before", "poker")
    monkeypatch.setattr(store_guard.StoreGuard, "check", lambda self, outcome: None)  # the race
    refused = pytest.raises(StoreError, match="this action was not saved")
    with refused, store.action("create event", summary="During") as scope:
        scope.session.add(Event(name="During", kind="poker"))
        scope.session.flush()
        _drop_locks_and_let_another_program_close(path)
    monkeypatch.undo()
    create_event(store, "After", "poker")
    assert _names_on_disk(path) == {"Before", "After"}
    store.close()
    assert _names_on_disk(path) == {"Before", "After"}


@pytest.mark.usefixtures("unguarded")
def test_a_commit_that_cannot_be_confirmed_at_once_is_not_acknowledged(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another thread of the process is in a transaction, so the files cannot be opened again
    right after the commit: the action is refused as unconfirmed, and the next one, once the
    process is out of its transactions, goes into the files on disk."""
    path = tmp_path / "event.db"
    store = Store(f"sqlite:///{path}")
    create_event(store, "Before", "poker")
    monkeypatch.setattr(store_guard.StoreGuard, "check", lambda self, outcome: None)
    monkeypatch.setattr(store.lock, "alone", lambda: False)
    refused = pytest.raises(StoreError, match="cannot tell whether this action was saved")
    with refused, store.action("create event", summary="During") as scope:
        scope.session.add(Event(name="During", kind="poker"))
        scope.session.flush()
        _drop_locks_and_let_another_program_close(path)
    monkeypatch.undo()
    create_event(store, "After", "poker")
    assert store.interference == 1
    assert _names_on_disk(path) == {"Before", "After"}
    store.close()


@pytest.mark.usefixtures("unguarded")
def test_a_commit_the_other_program_checkpointed_before_deleting_is_acknowledged(
        tmp_path: Path) -> None:
    path = tmp_path / "event.db"
    store = Store(f"sqlite:///{path}")
    create_event(store, "Before", "poker")

    def other_program_closes(_session: Session) -> None:
        _drop_locks_and_let_another_program_close(path)

    sa_event.listen(Session, "after_commit", other_program_closes)
    try:
        create_event(store, "Committed, then the other program closed", "poker")
    finally:
        sa_event.remove(Session, "after_commit", other_program_closes)
    assert store.interference == 1
    create_event(store, "After", "poker")
    store.close()
    assert _names_on_disk(path) == {"Before", "Committed, then the other program closed",
                                    "After"}


@pytest.mark.usefixtures("unguarded")
def test_a_replaced_database_file_is_never_written_again(tmp_path: Path) -> None:
    path = tmp_path / "event.db"
    store = Store(f"sqlite:///{path}")
    create_event(store, "Before", "poker")
    copy = tmp_path / "copy.db"
    copy.write_bytes(b"")
    copy.replace(path)  # a program saving "its" file by renaming a new one over it
    with pytest.raises(StoreError, match="Open the store again"):
        create_event(store, "After", "poker")
    assert store.guard is not None and store.guard.broken
    assert store.interference == 1
    store.close()
    assert path.stat().st_size == 0


def test_with_the_guard_the_other_program_deletes_nothing(tmp_path: Path) -> None:
    if store_guard.OFD_SETLK is None:
        pytest.skip("no open-file-description locks here")
    path = tmp_path / "event.db"
    store = Store(f"sqlite:///{path}")
    create_event(store, "Before", "poker")
    wal = store_guard.file_id(Path(f"{path}-wal"))
    with store.action("create event", summary="During") as scope:
        scope.session.add(Event(name="During", kind="poker"))
        scope.session.flush()
        _drop_locks_and_let_another_program_close(path)
    assert store_guard.file_id(Path(f"{path}-wal")) == wal
    assert store.interference == 0
    assert _names_on_disk(path) == {"Before", "During"}
    store.close()
