"""What the audit log says an action changed (issue 10: screens read only those rows)."""

from tdesk.models import changes
from tdesk.services.audit import changed_keys, store_mark
from tdesk.services.players import PlayerFields, add_player, import_players, update_player


def test_the_keys_an_action_changed_and_the_rows_they_point_at(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=2)
    start = store_mark(store)
    entry = add_player(store, event_id, PlayerFields("New Person"))
    keys = changed_keys(store, start, ("entry", "player"))
    assert keys is not None
    assert {k[0] for k in keys["entry"]} == {entry}
    assert len(keys["player"]) == 1 and keys["entry.event_id"] == {event_id}
    assert changed_keys(store, store_mark(store), ("entry",)) == {}  # nothing since
    after_add = store_mark(store)
    update_player(store, entry, PlayerFields("Renamed"))
    assert "player" in (changed_keys(store, after_add, ("entry", "player")) or {})


def test_undo_names_the_rows_it_wrote_back(store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Undo writes rows back outside the change recorder; the original action names them."""
    event_id = make_event("poker", players=2)
    entry = add_player(store, event_id, PlayerFields("Undone Person"))
    before_undo = store_mark(store)
    store.undo()
    keys = changed_keys(store, before_undo, ("entry",))
    assert keys is not None and {k[0] for k in keys["entry"]} == {entry}


def test_big_actions_and_gaps_say_read_everything(store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=0)
    start = store_mark(store)
    monkeypatch.setattr(changes, "COMPACT_AT", 3)  # recorded as id ranges past 3 inserts
    import_players(store, event_id, [PlayerFields(f"P{n}") for n in range(5)])
    assert changed_keys(store, start, ("entry",)) is None
    assert start is not None
    assert changed_keys(store, (start[0], start[1].replace(year=2000)), ("entry",)) is None
    assert changed_keys(store, None, ("entry",)) is None  # no mark: read everything


def test_a_restored_backup_says_read_everything(store, make_event, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """After an older backup is restored the log's newest rows are another history: a screen
    that kept a mark from before must read everything, even when the ids line up again."""
    from tdesk.models.backups import make_backup

    event_id = make_event("poker", players=2)
    backup = make_backup(store)
    assert backup is not None
    for n in range(3):
        add_player(store, event_id, PlayerFields(f"Later {n}"))
    seen = store_mark(store)
    store.restore_from(backup)
    for n in range(4):
        add_player(store, event_id, PlayerFields(f"Other {n}"))
    assert changed_keys(store, seen, ("entry", "player")) is None
