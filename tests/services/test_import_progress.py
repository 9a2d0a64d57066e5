"""import_players at size: written in batches, progress told as it goes, a Cancel (an
exception from ``progress``) leaves the store exactly as it was, and undo takes it all back."""

import pytest

from tdesk.services.players import PlayerFields, import_players, list_entries
from tests.services.content import store_content


class Stop(Exception):
    pass


def _rows(count: int) -> list[PlayerFields]:
    return [PlayerFields(name=f"Player {i}", rating=1500 + i, seed=i + 1) for i in range(count)]


def test_progress_is_told_per_batch_up_to_the_whole(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=0, starting_stack=20_000)
    told: list[tuple[int, int]] = []
    ids = import_players(store, event_id, _rows(1_234), progress=lambda d, t: told.append((d, t)))
    assert told == [(0, 1234), (500, 1234), (1000, 1234), (1234, 1234)]
    entries = list_entries(store, event_id)
    assert sorted(e.entry_id for e in entries) == sorted(ids) and len(set(ids)) == 1234
    by_name = {e.name: e for e in entries}
    assert by_name["Player 700"].rating == 2200 and by_name["Player 700"].seed == 701
    assert {e.chips for e in entries} == {20_000}


@pytest.mark.parametrize("stop_at", [0, 500, 1234])
def test_cancel_at_any_batch_saves_nothing(store, make_event, stop_at: int) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=0)
    before = store_content(store)

    def progress(done: int, total: int) -> None:
        if done == stop_at:
            raise Stop

    with pytest.raises(Stop):
        import_players(store, event_id, _rows(1_234), progress=progress)
    assert store_content(store) == before  # no player, no entry, no audit row


def test_undo_takes_a_batched_import_back_whole(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=2)
    before = store_content(store)
    import_players(store, event_id, _rows(1_100))
    store.undo()
    after = store_content(store)
    assert after["player"] == before["player"] and after["entry"] == before["entry"]
