"""Rotating automatic backups and restore."""

import datetime as dt

from tdesk.models.backups import KEEP, AutoBackup, list_backups, make_backup
from tdesk.models.store import Store
from tdesk.services.events import create_event, list_events


def test_auto_backup_on_open_then_every_ten_minutes_of_changes(store: Store) -> None:
    auto = AutoBackup(store)
    t0 = dt.datetime(2026, 11, 29, 18, 0, tzinfo=dt.UTC)
    assert auto.tick(t0) is not None  # on open
    assert auto.tick(t0 + dt.timedelta(minutes=30)) is None  # no change since
    create_event(store, "Cup", "poker")
    assert auto.tick(t0 + dt.timedelta(minutes=5)) is None  # changed, but too soon
    assert auto.tick(t0 + dt.timedelta(minutes=10)) is not None
    assert len(list_backups(store)) == 2


def test_rotation_keeps_newest_twenty(store: Store) -> None:
    t0 = dt.datetime(2026, 11, 29, 18, 0, tzinfo=dt.UTC)
    made = [make_backup(store, now=t0 + dt.timedelta(minutes=10 * i)) for i in range(KEEP + 5)]
    kept = {b.path for b in list_backups(store)}
    assert len(kept) == KEEP
    assert set(made[-KEEP:]) == kept


def test_restore_brings_back_old_state_and_saves_current_first(store: Store) -> None:
    create_event(store, "Before", "poker")
    backup = make_backup(store)
    assert backup is not None
    create_event(store, "After", "ofc")
    store.restore_from(backup)
    assert [e.name for e in list_events(store)] == ["Before"]
    safety = [b for b in list_backups(store) if b.path.name.startswith("before-restore")]
    assert len(safety) == 1
    rescued = Store(f"sqlite:///{safety[0].path}")
    assert sorted(e.name for e in list_events(rescued)) == ["After", "Before"]
