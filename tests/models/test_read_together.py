"""``store.read_together()``: the reads inside are one transaction (issue 20, the player
screens label data with the revision read in the same moment)."""

from __future__ import annotations

import threading
from collections.abc import Callable

from tdesk.models.store import Store
from tdesk.services.players import PlayerFields, add_player, list_entries


def test_reads_inside_share_one_session_and_see_one_moment_while_a_write_goes_on(
        store: Store, make_event: Callable[..., int]) -> None:
    event_id = make_event("poker", players=3)
    with store.read() as a, store.read() as b:
        assert a is not b  # plain reads stay separate
    written = threading.Event()

    def write() -> None:
        add_player(store, event_id, PlayerFields("Late Comer"))
        written.set()

    with store.read_together() as together:
        with store.read() as inner, store.read_together() as nested:
            assert inner is together and nested is together
        before = store.revision()
        writer = threading.Thread(target=write)
        writer.start()
        writer.join(timeout=10)
        # a write of this process does not wait for its own reads (SQLite keeps threads
        # apart in memory); the reads inside still see the moment the block began
        assert written.is_set()
        assert store.revision() == before and len(list_entries(store, event_id)) == 3
    assert store.revision() == before + 1
    assert len(list_entries(store, event_id)) == 4
    with store.read() as after:
        assert after is not together
