"""The change record views refresh from (issue 22): which tables, rows and events the actions
since a view's last look changed, read back from the audit log, for any station."""

from __future__ import annotations

from tdesk.models.store import Store
from tdesk.services import audit, store_changes
from tdesk.services.players import (
    PlayerFields,
    add_player,
    get_entry,
    import_players,
    update_player,
)
from tdesk.services.store_changes import StoreChanges


def _look(store: Store) -> StoreChanges:
    seen = store_changes.poll(store, None)
    assert seen is not None
    return seen


def test_the_first_look_says_everything_and_a_still_store_says_nothing(store, make_event) -> None:  # type: ignore[no-untyped-def]
    make_event("poker", players=3)
    seen = _look(store)
    assert seen.everything and seen.touches(12345, "penalty")
    assert store_changes.poll(store, seen) is None


def test_an_entry_in_one_event_touches_that_event_only(store, make_event) -> None:  # type: ignore[no-untyped-def]
    shown, other = make_event("poker", players=3), make_event("poker", players=3)
    seen = _look(store)
    entry_id = add_player(store, other, PlayerFields(name="Zoë Ångström"))
    changes = store_changes.poll(store, seen)
    assert changes is not None and not changes.everything
    assert changes.touches(other, "entry") and changes.touches(None, "entry")
    assert not changes.touches(shown, "entry"), "another event's entry"
    assert not changes.touches(other, "penalty", "payment"), "tables it did not change"
    assert entry_id in (changes.changed_keys("entry") or set())
    assert changes.revision == store.revision()


def test_undo_names_the_rows_of_the_action_it_reverses(store, make_event) -> None:  # type: ignore[no-untyped-def]
    shown, other = make_event("poker", players=3), make_event("poker", players=3)
    add_player(store, other, PlayerFields(name="Zoë Ångström"))
    seen = _look(store)
    store.undo()
    changes = store_changes.poll(store, seen)
    assert changes is not None and changes.touches(other, "entry")
    assert not changes.touches(shown, "entry")


def test_a_renamed_player_is_seen_by_every_event(store, make_event) -> None:  # type: ignore[no-untyped-def]
    shown, other = make_event("poker", players=3), make_event("poker", players=3)
    entry_id = add_player(store, other, PlayerFields(name="Zoë Ångström"))
    seen = _look(store)
    row = get_entry(store, entry_id)
    update_player(store, entry_id, PlayerFields(name="Zoë Ångström-Lind"), version=row.version)
    changes = store_changes.poll(store, seen)
    assert changes is not None and changes.store_wide
    assert changes.touches(shown, "player") and not changes.touches(shown, "penalty")


def test_another_station_s_action_is_in_the_record(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=3)
    seen = _look(store)
    assert store.path is not None
    second = Store(f"sqlite:///{store.path}", staff="Station two", station="two")
    try:
        add_player(second, event_id, PlayerFields(name="Ян Ковальский"))
    finally:
        second.close()
    changes = store_changes.poll(store, seen)
    assert changes is not None and changes.touches(event_id, "entry")


def test_too_far_behind_reads_everything(store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=0)
    seen = _look(store)
    monkeypatch.setattr(audit, "MAX_BEHIND", 2)
    for i in range(3):
        add_player(store, event_id, PlayerFields(name=f"Player {i}"))
    changes = store_changes.poll(store, seen)
    assert changes is not None and changes.everything


def test_merged_records_keep_what_either_saw() -> None:
    first = StoreChanges(2, None, frozenset({"entry"}), frozenset({1}),
                         keys={"entry": frozenset({10})})
    later = StoreChanges(3, None, frozenset({"entry", "seat"}), frozenset({2}),
                         keys={"entry": frozenset({11})})  # seats recorded as id ranges
    both = first.merged(later)
    assert both.revision == 3 and both.events == {1, 2}
    assert both.changed_keys("entry") == {10, 11}
    assert both.changed_keys("seat") is None  # not listed: read them all
    assert both.changed_keys("penalty") == frozenset()
    assert first.merged(StoreChanges.all(4)).everything


def test_big_actions_list_no_keys_and_a_gap_reads_everything(store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tdesk.models import changes as recorder

    event_id = make_event("poker", players=0)
    seen = _look(store)
    monkeypatch.setattr(recorder, "COMPACT_AT", 3)  # recorded as id ranges past 3 inserts
    import_players(store, event_id, [PlayerFields(f"P{n}") for n in range(5)])
    changes = store_changes.poll(store, seen)
    assert changes is not None and changes.touches(event_id, "entry")
    assert changes.changed_keys("entry") is None  # the keys are not listed: read them all
    assert seen.mark is not None
    moved = StoreChanges(seen.revision, (seen.mark[0], seen.mark[1].replace(year=2000)))
    again = store_changes.poll(store, moved)
    assert again is not None and again.everything  # the mark is not in the log


def test_a_restored_backup_reads_everything(store, make_event) -> None:  # type: ignore[no-untyped-def]
    """After an older backup is restored the log's newest rows are another history: a view
    that looked before must read everything, even when the ids line up again."""
    from tdesk.models.backups import make_backup

    event_id = make_event("poker", players=2)
    backup = make_backup(store)
    assert backup is not None
    for n in range(3):
        add_player(store, event_id, PlayerFields(name=f"Later {n}"))
    seen = _look(store)
    store.restore_from(backup)
    for n in range(4):
        add_player(store, event_id, PlayerFields(name=f"Other {n}"))
    changes = store_changes.poll(store, seen)
    assert changes is not None and changes.everything
