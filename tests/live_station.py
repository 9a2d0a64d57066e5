"""Another station, in a process of its own (issue 39): opens the store at argv[1] and, for
each line on stdin ("bust EVENT ENTRY"), busts that player through the services and answers
one JSON line: the revision the bust made and the wall-clock moment its commit returned."""

import json
import sys
import time

from tdesk.errors import TdeskError
from tdesk.models.store import Store
from tdesk.services.seating.seating import bust_players


def main() -> None:
    store = Store(sys.argv[1], staff="Station 2")
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        words = line.split()
        if not words or words[0] == "quit":
            break
        try:
            bust_players(store, int(words[1]), [int(words[2])])
            at = time.time()  # the commit has returned
            answer = {"revision": store.revision(), "at": at}
        except TdeskError as exc:
            answer = {"refused": str(exc)}
        print(json.dumps(answer), flush=True)
    store.close()


if __name__ == "__main__":
    main()
