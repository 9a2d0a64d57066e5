"""`tdesk standby` (issue 39): a live standby copy of the venue database on a second laptop.

`tdesk standby [ADDRESS] --code CODE` copies the host's database, follows it (every action
acknowledged on the host is on this laptop too) and serves until Ctrl+C. If the host laptop
dies, `tdesk standby --promote` (in another terminal) turns the copy into the venue server:
the following process notices, announces the copy as the host and prints its join code (the
host's secret with this laptop's address and port), and goes on serving it. With
`--screens PORT --event NAME` it then also serves that event's player screens and staff pages
on PORT, so the floor tablets the host laptop served go on here (the host's tablet pages name
this address in advance: ``standby.staff_pages_of``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.cli.wait import serve_until_stopped
from tdesk.errors import InputError, TdeskError

Translate = Callable[..., str]


def add_parser(verbs: Any, common: argparse.ArgumentParser) -> None:
    standby = verbs.add_parser("standby", parents=[common],
                               help=QT_TRANSLATE_NOOP("cli", "keep a live standby copy of the "
                                                             "host's database; --promote: the "
                                                             "copy becomes the venue server"))
    standby.add_argument("address", nargs="?",
                         help=QT_TRANSLATE_NOOP("cli", "the host's address (address or "
                                                       "address:port; default: the code's)"))
    standby.add_argument("--code", help=QT_TRANSLATE_NOOP("cli", "the join code the host shows"))
    standby.add_argument("--promote", action="store_true",
                         help=QT_TRANSLATE_NOOP("cli", "the host is gone: the copy here becomes "
                                                       "the venue server"))
    standby.add_argument("--listen", help=QT_TRANSLATE_NOOP("cli", "the one address the copy "
                                                                   "listens on and announces "
                                                                   "(default: every address)"))
    standby.add_argument("--port", type=int, help=QT_TRANSLATE_NOOP(
        "cli", "the copy's port (default: the last one, else 55433)"))
    standby.add_argument("--folder", type=Path, help=QT_TRANSLATE_NOOP(
        "cli", "the copy's folder (default: 'standby' in the user data folder)"))
    standby.add_argument("--screens", type=int, metavar=QT_TRANSLATE_NOOP("cli", "PORT"),
                         help=QT_TRANSLATE_NOOP("cli", "once promoted, serve the player screens "
                                                       "and the floor tablets' staff pages on "
                                                       "this port (with --event)"))
    standby.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "the event whose screens and "
                                                                  "staff pages --screens serves"))
    standby.add_argument("--seconds", type=float, help=argparse.SUPPRESS)  # tests


def run(args: argparse.Namespace, translate: Translate) -> int:
    from tdesk.services.venue.standby import Standby

    if args.port is not None and not 0 <= args.port < 65536:
        raise InputError("--port", str(args.port), "must be between 1 and 65535")
    if args.promote:
        copy = Standby(args.folder)
        copy.listen = copy.saved()[2]
        copy.promote()
        print(translate("cli", "Promoted: this laptop's copy is the venue server now."))
        _say_code(copy, translate)
        return 0
    if not args.code:
        raise InputError("--code", "", "type the join code the host shows")
    if args.screens is not None and not 0 < args.screens < 65536:
        raise InputError("--screens", str(args.screens), "must be between 1 and 65535")
    if args.screens is not None and not args.event:
        raise InputError("--event", "", "name the event whose staff pages --screens serves")
    from tdesk.services.venue import join as venue_join

    host = venue_join.target(args.code, args.address)
    copy = Standby(args.folder, listen=args.listen or "*")
    state = copy.follow(host.address, host.port, host.secret, own_port=args.port,
                        screens=args.screens)
    hosting: list[Callable[[], None]] = []  # what to end once the promoted copy hosts
    try:
        print(translate("cli", "Standby copy of {0} on port {1}: every action acknowledged "
                               "on the host is kept here too.").format(host.where, state.port))
        print(translate("cli", "If the host laptop dies: tdesk standby --promote   (Ctrl+C "
                               "stops the copy)"), flush=True)
        serve_until_stopped(args.seconds,
                            lambda: _on_promotion(copy, hosting, translate, args))
    finally:
        for end in hosting:
            end()
        copy.stop()
    print(translate("cli", "Standby stopped."))
    return 0


def _on_promotion(copy: Any, hosting: list[Callable[[], None]], translate: Translate,
                  args: argparse.Namespace | None = None) -> None:
    """Once the copy is promoted (by --promote or the window): announce it as the host, start
    the watch a later standby of it needs, and serve the staff pages (``--screens``)."""
    if hosting:
        from PySide6.QtCore import QCoreApplication

        if QCoreApplication.instance() is not None:  # the pages' publisher follows the store
            QCoreApplication.processEvents()
        return
    if copy.is_standby:
        return
    from tdesk import __version__
    from tdesk.models.migrate import head_revision
    from tdesk.services.venue import discovery as venue_discovery
    from tdesk.services.venue.standby import SyncWatch

    address = _address(copy)
    specific = copy.listen not in ("*", "")
    announcement = venue_discovery.Announcement(
        f"tdesk on {venue_discovery.host_name()}", [address], copy.state.port,
        version=__version__, schema=head_revision(),
        interfaces=[address] if specific else None)
    hosting.append(announcement.close)
    hosting.append(SyncWatch(copy, lambda text: print(f"tdesk: {text}", file=sys.stderr,
                                                      flush=True)).start().stop)
    print(translate("cli", "The copy was promoted: hosting on {0}:{1}").format(
        address, copy.state.port))
    _say_code(copy, translate)
    if args is not None and args.screens:
        try:
            hosting.append(_serve_pages(copy, args.screens, args.event))
        except TdeskError as exc:  # the copy goes on hosting; the tablets are told nothing
            print(f"tdesk: {exc}", file=sys.stderr, flush=True)
            return
        print(translate("cli", "Staff pages for the floor tablets: http://{0}:{1}/staff").format(
            address, args.screens), flush=True)


def _serve_pages(copy: Any, port: int, event: str) -> Callable[[], None]:
    """The event's player screens and staff pages on ``port``, served from the promoted copy;
    what stops them."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from tdesk.i18n import requested_language
    from tdesk.models.store import Store
    from tdesk.services.events import find_event
    from tdesk.web.publisher import DisplayPublisher
    from tdesk.web.server import Settings

    if QCoreApplication.instance() is None:
        QCoreApplication(sys.argv[:1])
    store = Store(copy.url(), staff="")
    try:
        language = requested_language() or QLocale.system().name()
        listen = copy.listen if copy.listen not in ("*", "") else "0.0.0.0"
        publisher = DisplayPublisher(store, find_event(store, event).id,
                                     Settings(listen, port, "", language))
        publisher.start()
    except BaseException:
        store.close()
        raise

    def stop() -> None:
        publisher.stop()
        store.close()

    return stop


def _address(copy: Any) -> str:
    from tdesk.services.venue import discovery as venue_discovery

    first = copy.listen.split(",")[0].strip()
    if first not in ("*", "", "0.0.0.0", "::"):
        return str(first)
    return next(iter(venue_discovery.lan_addresses()), "127.0.0.1")


def _say_code(copy: Any, translate: Translate) -> None:
    from tdesk.services.venue.code import JoinCode

    port, secret, _listen = copy.saved()
    address = _address(copy)
    code = JoinCode(address, port, secret).text()
    print(translate("cli", "Join code: {0}").format(code))
    print(translate("cli", "Stations: tdesk join {0}:{1} --code {2}").format(address, port, code),
          flush=True)
