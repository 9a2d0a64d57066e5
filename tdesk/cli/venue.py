"""`tdesk host` and `tdesk join` (issue 39): the venue network from the command line.

`tdesk host` starts tdesk's own database server, moves the store (--db, else the default file)
into it, announces it, prints the address and the join code, and serves until Ctrl+C;
`tdesk host --archive FILE` writes the venue database out to a new SQLite file.
`tdesk join` lists the hosts heard (--discover), or joins one by its typed address or the
join code alone, checks the code and the schema, and opens the window on the shared event.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.cli.wait import serve_until_stopped
from tdesk.errors import InputError

Translate = Callable[..., str]


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    from tdesk.cli import standby as cli_standby
    host = verbs.add_parser("host", parents=[common],
                            help=QT_TRANSLATE_NOOP("cli", "host the store's events on the venue "
                                                          "network (until Ctrl+C)"))
    host.add_argument("--address", help=QT_TRANSLATE_NOOP("cli", "the one address to listen on "
                                                                 "and announce (default: every "
                                                                 "address; the code names the "
                                                                 "first private one)"))
    host.add_argument("--port", type=int, help=QT_TRANSLATE_NOOP(
        "cli", "the server's port (default: the last one)"))
    host.add_argument("--folder", type=Path, help=QT_TRANSLATE_NOOP(
        "cli", "the server's folder (default: 'venue' in the user data folder)"))
    host.add_argument("--no-announce", action="store_true",
                      help=QT_TRANSLATE_NOOP("cli", "do not announce on the network (stations "
                                                    "type the address)"))
    host.add_argument("--archive", metavar=QT_TRANSLATE_NOOP("cli", "FILE"), type=Path,
                      help=QT_TRANSLATE_NOOP("cli", "write the venue database to a new SQLite "
                                                    "file and exit"))
    host.add_argument("--seconds", type=float, help=argparse.SUPPRESS)  # tests: serve this long

    join = verbs.add_parser("join", parents=[common],
                            help=QT_TRANSLATE_NOOP("cli", "join an event hosted on the venue "
                                                          "network"))
    join.add_argument("address", nargs="?", help=QT_TRANSLATE_NOOP(
        "cli", "the host's address (address or address:port)"))
    join.add_argument("--discover", action="store_true",
                      help=QT_TRANSLATE_NOOP("cli", "list the hosts heard on the network (with "
                                                    "--code: join the one the code names)"))
    join.add_argument("--code", help=QT_TRANSLATE_NOOP("cli", "the join code the host shows"))
    join.add_argument("--interface", action="append",
                      help=QT_TRANSLATE_NOOP("cli", "listen for hosts on this address only (may "
                                                    "be repeated)"))
    join.add_argument("--seconds", type=float, default=3.0,
                      help=QT_TRANSLATE_NOOP("cli", "how long --discover listens (default 3)"))
    join.add_argument("--check", action="store_true",
                      help=QT_TRANSLATE_NOOP("cli", "check the code and the schema, list the "
                                                    "events and exit"))
    cli_standby.add_parser(verbs, common)


def run_host(args: argparse.Namespace, open_store: Callable[..., Any],
             translate: Translate) -> int:
    if args.verb == "standby":
        from tdesk.cli import standby as cli_standby

        return cli_standby.run(args, translate)
    from tdesk.services.venue import host as venue_host
    from tdesk.services.venue import transfer as venue_transfer
    from tdesk.services.venue.server import VenueServer

    if args.port is not None and not 0 <= args.port < 65536:
        raise InputError("--port", str(args.port), "must be between 1 and 65535")
    if args.archive is not None:
        server = VenueServer(args.folder, listen=args.address or "*")
        state = server.start(args.port)
        from tdesk.models.store import Store

        store = Store(server.url(), staff=args.staff or "")
        try:
            moved = venue_transfer.archive(store, args.archive, staff=args.staff or "")
        finally:
            store.close()
            if not state.adopted:
                server.stop()
        print(translate("cli", "Archived %n row(s) to {0}", None, moved.total)
              .format(args.archive))
        return 0
    source = open_store(args, sign=False)
    hosting = venue_host.host(source, folder=args.folder, address=args.address,
                              port=args.port, announce=not args.no_announce,
                              said=lambda said: print(f"tdesk: {said}", file=sys.stderr,
                                                      flush=True))
    source.close()
    try:
        for note in hosting.notes:
            print(f"tdesk: {note}", file=sys.stderr)
        if hosting.moved is not None:
            print(translate("cli", "Moved %n row(s) into the venue database.", None,
                            hosting.moved.total))
        print(translate("cli", "Hosting on {0}").format(hosting.where))
        print(translate("cli", "Join code: {0}").format(hosting.code.text()))
        print(translate("cli", "Stations: tdesk join {0} --code {1}   (Ctrl+C stops hosting)")
              .format(hosting.address, hosting.code.text()), flush=True)
        serve_until_stopped(args.seconds)
    finally:
        hosting.stop()
    print(translate("cli", "Hosting stopped."))
    return 0


def run_join(args: argparse.Namespace, gui: Callable[[str], int], translate: Translate) -> int:
    from tdesk.services.venue import discovery as venue_discovery
    from tdesk.services.venue import join as venue_join

    if args.discover:
        found = venue_discovery.discover(args.seconds, args.interface)
        if not args.code:
            if not found:
                print(translate("cli", "No host heard on the network; type the host's "
                                       "address: tdesk join ADDRESS --code CODE"))
            for host in found:
                print(f"{host.name}\t{host.address}:{host.port}\ttdesk {host.version}")
            return 0
        where = venue_join.target(args.code)
        chosen = _pick(found, where)
        address = f"{chosen.address}:{chosen.port}"
    elif not args.code:
        raise InputError("--code", "", "type the join code the host shows")
    else:
        address = args.address
    target = venue_join.target(args.code, address)
    venue_join.check(target)
    if args.check:
        from tdesk.models.store import Store
        from tdesk.services.events import list_events

        store = Store(target.url(), staff=args.staff or "")
        try:
            events = list_events(store)
        finally:
            store.close()
        print(translate("cli", "Joined {0}: %n event(s).", None, len(events))
              .format(target.where))
        for event in events:
            print(f"  {event.name}")
        return 0
    return gui(target.url())


def _pick(found: list[Any], where: Any) -> Any:
    from tdesk.services.venue.join import JoinRefused

    named = [h for h in found if where.address in h.addresses and h.port == where.port]
    if named:
        return named[0]
    if len(found) == 1:
        return found[0]
    if not found:
        raise JoinRefused("No host heard on the network (multicast may be blocked here): "
                          "type the host's address, tdesk join ADDRESS --code CODE.")
    names = ", ".join(f"{h.name} ({h.address}:{h.port})" for h in found)
    raise JoinRefused(f"Several hosts heard ({names}) and none is the one the code names: "
                      "type the host's address, tdesk join ADDRESS --code CODE.")
