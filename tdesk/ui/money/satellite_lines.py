"""A satellite's lines for the clock tab and the projector (issue 23): the seats the pool buys,
the remainder, and once the players left are no more than the seats (SAT-3) the sentence the
room waits for: "5 seats — 5 players left: all win a seat". Text only; the clock tab and the
projector place it, as they place the money lines (``summary``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tdesk import engine_text
from tdesk.models.store import Store
from tdesk.services.money import satellites
from tdesk.services.money.satellites import SatelliteInfo
from tdesk.ui.money.common import num


def satellite_for(store: Store, event_id: int | None) -> SatelliteInfo | None:
    """The event's satellite, or None (no satellite, or the store cannot be read: a clock must
    keep showing)."""
    if event_id is None:
        return None
    try:
        return satellites.satellite_info(store, event_id)
    except Exception:  # noqa: BLE001 - a clock must keep showing when this read fails
        return None


def seats_text(info: SatelliteInfo) -> str:
    """"5 seats of 550 to Main Event, 250 in cash to 6th place" (the remainder as SAT-2 pays
    it); the rule's reason while the pool makes no satellite yet."""
    if info.problem:
        return engine_text.message(info.problem)
    target = info.target or QCoreApplication.translate("SatelliteLines", "the target event")
    text = QCoreApplication.translate("SatelliteLines", "%n seat(s) of {0} to {1}", "",
                                      info.seats).format(num(info.seat_value), target)
    if not info.cash:
        return text
    if info.remainder == satellites.sat.Remainder.NEXT_PLACE.value and info.places_paid > info.seats:
        return QCoreApplication.translate("SatelliteLines", "{0}, {1} in cash to place {2}").format(
            text, num(info.cash), info.seats + 1)
    return QCoreApplication.translate("SatelliteLines", "{0}, {1} in cash shared by the seat "
                                                        "winners").format(text, num(info.cash))


def all_win_text(info: SatelliteInfo) -> str:
    """SAT-3: "5 seats — 5 players left: all win a seat"; "" while play goes on."""
    if not info.over:
        return ""
    seats = QCoreApplication.translate("SatelliteLines", "%n seat(s)", "", info.seats)
    left = QCoreApplication.translate("SatelliteLines", "%n player(s) left: all win a seat", "",
                                      info.players_left)
    return QCoreApplication.translate("SatelliteLines", "{0} — {1}").format(seats, left)


def clock_lines(info: SatelliteInfo | None) -> list[str]:
    """Lines for the clock tab under the money lines: the seats, and SAT-3 once reached."""
    if info is None:
        return []
    return [line for line in (seats_text(info), all_win_text(info)) if line]


def projector_banner(info: SatelliteInfo | None) -> str:
    """What the projector shows in place of the blinds once every player left has won a seat:
    the clock's sentence in capitals, as the wall shows its words; "" otherwise."""
    return all_win_text(info).upper() if info is not None else ""


def projector_cells(info: SatelliteInfo | None) -> tuple[tuple[str, str], ...]:
    """The projector's SEATS cell (label, value) for a satellite: "5 × 550"."""
    if info is None or not info.seats:
        return ()
    return ((QCoreApplication.translate("SatelliteLines", "SEATS"),
             QCoreApplication.translate("SatelliteLines", "{0} × {1}").format(
                 num(info.seats), num(info.seat_value))),)
