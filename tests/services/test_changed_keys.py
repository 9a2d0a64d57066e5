"""What the audit log says an action changed (issue 10: screens read only those rows)."""

from tdesk.models import changes
from tdesk.services.audit import changed_keys
from tdesk.services.players import PlayerFields, add_player, import_players, update_player


def test_the_keys_an_action_changed_and_the_rows_they_point_at(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=2)
    start = store.revision()
    entry = add_player(store, event_id, PlayerFields("New Person"))
    keys = changed_keys(store, start, ("entry", "player"))
    assert keys is not None
    assert {k[0] for k in keys["entry"]} == {entry}
    assert len(keys["player"]) == 1 and keys["entry.event_id"] == {event_id}
    assert changed_keys(store, store.revision(), ("entry",)) == {}  # nothing since
    update_player(store, entry, PlayerFields("Renamed"))
    assert "player" in (changed_keys(store, start + 1, ("entry", "player")) or {})


def test_undo_names_the_rows_it_wrote_back(store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Undo writes rows back outside the change recorder; the original action names them."""
    event_id = make_event("poker", players=2)
    entry = add_player(store, event_id, PlayerFields("Undone Person"))
    before_undo = store.revision()
    store.undo()
    keys = changed_keys(store, before_undo, ("entry",))
    assert keys is not None and {k[0] for k in keys["entry"]} == {entry}


def test_big_actions_and_gaps_say_read_everything(store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=0)
    start = store.revision()
    monkeypatch.setattr(changes, "COMPACT_AT", 3)  # recorded as id ranges past 3 inserts
    import_players(store, event_id, [PlayerFields(f"P{n}") for n in range(5)])
    assert changed_keys(store, start, ("entry",)) is None
    assert changed_keys(store, start - 5, ("entry",)) is None  # revisions the log lacks
