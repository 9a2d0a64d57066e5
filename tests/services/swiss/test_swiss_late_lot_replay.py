"""Issue 36, CG-T7-A: a late entry's lot comes from the event's own recorded seed (round 1's
draw) and the entry, not from the system's randomness, so a night replayed from its seeds
pairs every round alike; the lot is named in the registration's log row, and undo and redo
of the registration take it away and give the same one back."""

from pathlib import Path

from sqlmodel import select

from tdesk.models.store import Store
from tdesk.models.tables import AuditLog
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, add_player, import_players
from tdesk.services.swiss import swiss
from tests.services.swiss.test_swiss_lot import lots, play


def _night(store: Store) -> tuple[dict[str, int | None], list[list[tuple[str, str]]]]:
    """Seven players, round 1, two late entries (one typed, one imported), two more rounds:
    every lot by name and every round's tables by names, all from fixed seeds."""
    event = create_event(store, "Replayed Swiss", "swiss", settings={"rounds": 3})
    import_players(store, event, [PlayerFields(name=f"Player {i}") for i in range(1, 8)])
    tables = []
    for number, seed in enumerate((21, 22, 23), start=1):
        if number == 2:
            add_player(store, event, PlayerFields(name="Late Comer"))
            import_players(store, event, [PlayerFields(name="Later Still")])
        info = swiss.pair_next_round(store, event, seed=seed)
        tables.append([(t.a_name, t.b_name) for t in info.tables])
        play(store, event, number)
    names = {r.entry_id: r.name for r in swiss.standings(store, event)}
    return {names[e]: lot for e, lot in lots(store, event).items()}, tables


def test_the_same_seeded_night_with_late_entries_pairs_alike(store: Store,
                                                            tmp_path: Path) -> None:
    first = _night(store)
    again = Store(f"sqlite:///{tmp_path / 'again.db'}", staff="Test Floor")
    try:
        second = _night(again)
    finally:
        again.close()
    assert None not in first[0].values()
    assert first[0] == second[0]  # the late entries' lots too
    assert first[1] == second[1]


def test_the_late_lot_is_in_the_log_and_undo_redo_keep_it(store: Store, make_event) -> None:
    event = make_event("swiss", players=6)
    swiss.pair_next_round(store, event, seed=5)
    late = add_player(store, event, PlayerFields(name="Late Comer"))
    lot = lots(store, event)[late]
    assert isinstance(lot, int)
    with store.read() as session:
        row = session.exec(select(AuditLog).where(AuditLog.action == "add player")
                           .order_by(AuditLog.id.desc())).first()
    assert row is not None and row.params.get("lots") == {str(late): lot}
    store.undo()
    assert late not in lots(store, event)
    store.redo()
    assert lots(store, event)[late] == lot
