"""One station of the two-station race test: runs each phase's conflicting floor actions at
the same moment as the other station (a file barrier per phase) and reports, as one JSON
line, how many were done, how many refused (with their messages) and anything unexpected."""

import json
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tdesk.errors import TdeskError
from tdesk.models.store import Store
from tdesk.services.players import PlayerFields, add_player, get_entry, update_player
from tdesk.services.seating.seating import apply_move, bust_players, move_player


def barrier(folder: Path, phase: str, role: str) -> None:
    (folder / f"{phase}.{role}").touch()
    other = folder / f"{phase}.{'b' if role == 'a' else 'a'}"
    deadline = time.monotonic() + 600  # a loaded machine may hold the other station long
    while not other.exists():
        if time.monotonic() > deadline:
            raise TimeoutError(f"the other station never reached {phase}")
        time.sleep(0.002)


class Tally:
    def __init__(self) -> None:
        self.done = 0
        self.refused: list[str] = []
        self.unexpected: list[str] = []
        self.results: list[Any] = []

    def attempt(self, action: Callable[[], Any]) -> Any:
        try:
            result = action()
        except TdeskError as exc:
            self.refused.append(f"{type(exc).__name__}: {exc}")
            return None
        except Exception:  # noqa: BLE001 - the test asserts there are none
            self.unexpected.append(traceback.format_exc())
            return None
        self.done += 1
        self.results.append(result)
        return result

    def report(self) -> dict[str, Any]:
        return {"done": self.done, "refused": self.refused, "unexpected": self.unexpected,
                "results": self.results}


def main() -> None:
    url, role, setup_path = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    setup = json.loads(setup_path.read_text())
    folder = setup_path.parent
    store = Store(url, staff=f"Station {role.upper()}")
    report: dict[str, Any] = {}

    # busts: A and B bust neighbours at the same moment, then each other's (double busts)
    bust = setup["bust"]
    order = list(bust["entries"])
    if role == "b":
        order = [order[i ^ 1] if (i ^ 1) < len(order) else order[i] for i in range(len(order))]
    barrier(folder, "bust", role)
    tally = Tally()
    for entry_id in order:
        tally.attempt(lambda e=entry_id: bust_players(store, bust["event"], [e]))
    report["bust"] = tally.report()

    # seat corrections: A and B put different players into the same empty seat
    seat = setup["seat"]
    barrier(folder, "seat", role)
    tally = Tally()
    for (table, number), pair in zip(seat["targets"], seat["players"], strict=True):
        player = pair[0] if role == "a" else pair[1]
        tally.attempt(lambda p=player, t=table, n=number: move_player(
            store, seat["event"], p, t, n) or [p, t, n])
    report["seat"] = tally.report()

    # the same pending move, applied by both
    move = setup["move"]
    barrier(folder, "move", role)
    tally = Tally()
    for _ in range(move["attempts"]):
        result = tally.attempt(lambda: apply_move(store, move["event"], 0))
        if result is None and tally.refused and "No moves are pending" in tally.refused[-1]:
            break
    tally.results = [m.text for m in tally.results]
    report["move"] = tally.report()

    # the same name registered by both
    add = setup["add"]
    barrier(folder, "add", role)
    tally = Tally()
    for name in add["names"]:
        tally.attempt(lambda n=name: add_player(store, add["event"], PlayerFields(n)))
    report["add"] = tally.report()

    # edits from dialogs opened at the same moment: read, then save with that version
    edit = setup["edit"]
    barrier(folder, "edit", role)
    tally = Tally()
    for _ in range(edit["attempts"]):
        row = get_entry(store, edit["entry"])
        tally.attempt(lambda r=row: update_player(
            store, r.entry_id, PlayerFields(r.name, rating=(r.rating or 0) + 1),
            version=r.version))
    tally.results = []
    report["edit"] = tally.report()

    store.close()
    print(json.dumps(report), flush=True)


if __name__ == "__main__":
    main()
