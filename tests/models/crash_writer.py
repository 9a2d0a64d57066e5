"""Helper process for the kill -9 test: a stream of floor actions, each reported when done."""

import sys

from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, add_player, update_player


def main() -> None:
    store = Store(sys.argv[1], staff="crash test")
    event_id = create_event(store, f"Crash {sys.argv[2]}", "poker")
    print(f"event {event_id}", flush=True)
    for n in range(100_000):
        entry = add_player(store, event_id, PlayerFields(f"Игрок {n}", rating=n))
        update_player(store, entry, PlayerFields(f"Игрок {n}", rating=n + 1))
        print(f"done {n}", flush=True)


if __name__ == "__main__":
    main()
