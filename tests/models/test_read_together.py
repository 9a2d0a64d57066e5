"""``store.read_together()``: the reads inside are one transaction (issue 20, the player
screens label data with the revision read in the same moment)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from tdesk.models.store import Store
from tdesk.services.players import PlayerFields, add_player, list_entries


def test_reads_inside_share_one_session_and_a_write_waits_for_the_end(
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
        time.sleep(0.3)
        assert not written.is_set()  # the action waits for the read to end
        assert store.revision() == before and len(list_entries(store, event_id)) == 3
    writer.join(timeout=10)
    assert written.is_set() and store.revision() == before + 1
    assert len(list_entries(store, event_id)) == 4
    with store.read() as after:
        assert after is not together
