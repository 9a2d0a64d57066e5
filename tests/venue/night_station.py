"""One station of the venue night (tests/venue/test_venue_night.py), in a process of its own.

It joins as `tdesk join` does (``--address HOST:PORT``, ``--discover`` or the code alone; the
code and the schema checked by ``venue_join``), then watches the store as a window does
(``tdesk.store_watch``: notices by LISTEN/NOTIFY, the host lost, a promoted standby followed)
and answers JSON lines on stdout:
``{"joined": where}``; ``{"heard": revision, "at": when}`` for every notice the listener heard;
``{"reads": figures, "revision": r}`` after each move of the store (and on ``read``);
``{"lost": address}`` / ``{"back": where}``; and for each command on stdin
(``register NAME``, ``seat NAME``, ``bust NAME``, ``read``, ``quit``) ``{"done": ..., "revision": r}``
or ``{"refused": message}``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import threading
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from sqlalchemy import make_url

from tdesk.errors import TdeskError
from tdesk.models.store import Store
from tdesk.services.events import find_event
from tdesk.services.money import money
from tdesk.services.players import PlayerFields, add_player, list_entries
from tdesk.services.seating import seating
from tdesk.services.venue import discovery as venue_discovery
from tdesk.services.venue import join as venue_join
from tdesk.store_watch import StoreWatch
from tests.venue.night_figures import POKER, figures


def say(**what: Any) -> None:
    print(json.dumps(what), flush=True)


class Lines(QObject):
    """stdin's lines, handed to the Qt thread (the store is used there only)."""

    line = Signal(str)


def join(args: argparse.Namespace) -> venue_join.Target:
    address = args.address
    if args.discover:
        found = venue_discovery.discover(3.0, ["127.0.0.1"])
        wanted = venue_join.target(args.code)
        host = next(h for h in found if h.port == wanted.port)
        address = f"{host.address}:{host.port}"
    target = venue_join.target(args.code, address)
    venue_join.check(target)
    return target


class Station:
    def __init__(self, store: Store, name: str) -> None:
        self.store, self.name = store, name
        self.event = find_event(store, POKER).id
        self.watch = StoreWatch(store)
        self.watch.heard.connect(lambda notice: say(heard=notice.revision,
                                                                 at=notice.heard))
        self.watch.moved.connect(lambda revision: self.reads())
        self.watch.hostLost.connect(lambda address: say(lost=address))
        self.watch.hostBack.connect(self.back)

    def back(self) -> None:
        url = make_url(self.store.url)
        say(back=f"{url.host}:{url.port}")
        self.reads()

    def reads(self) -> None:
        with contextlib.suppress(TdeskError):  # the host lost meanwhile: the last reads stand
            revision = self.store.revision()  # first: the figures are of it or later
            say(reads=figures(self.store), revision=revision)

    def entry(self, name: str) -> int:
        return next(e.entry_id for e in list_entries(self.store, self.event) if e.name == name)

    def command(self, line: str) -> None:
        verb, _, name = line.strip().partition(" ")
        try:
            if verb == "quit":
                self.watch.stop()
                self.store.close()
                QCoreApplication.quit()
                return
            if verb == "register":  # a late entry, paid at this station
                entry = add_player(self.store, self.event, PlayerFields(name))
                money.take_entries(self.store, self.event, [entry])
            elif verb == "seat":
                seating.seat_late_entry(self.store, self.event, self.entry(name), seed=3)
            elif verb == "bust":
                seating.bust_players(self.store, self.event, [self.entry(name)])
            elif verb == "read":
                self.reads()
                return
            at = time.time()  # the action's commit has returned
            say(done=verb, revision=self.store.revision(), at=at)
        except TdeskError as exc:
            say(refused=str(exc))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("name")
    parser.add_argument("--code", required=True)
    parser.add_argument("--address")
    parser.add_argument("--discover", action="store_true")
    args = parser.parse_args()
    app = QCoreApplication(sys.argv[:1])
    target = join(args)
    station = Station(Store(target.url(), staff=args.name, station=args.name), args.name)
    lines = Lines()
    lines.line.connect(station.command)

    def read() -> None:
        for line in sys.stdin:
            lines.line.emit(line)
            if line.strip() == "quit":
                return
        lines.line.emit("quit")

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    say(joined=target.where)
    station.reads()
    app.exec()
    reader.join(timeout=5)
    # The store is closed and the watch stopped ("quit"); the interpreter's teardown of the
    # Qt objects left (in no set order, with a reader thread maybe still in stdin) is no part
    # of what this station checks, so the process ends here.
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
