"""A satellite row's words (SAT-*), shared by the results sheet, the Money tab and the command
line; here without ReportLab, so the Money tab does not load the PDF library to show them
(issue 27)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tdesk.i18n import number_locale, translate

if TYPE_CHECKING:
    from tdesk.services.money.satellites import SeatResult


def number(value: int) -> str:
    return number_locale().toString(int(value))


def seat_text(row: SeatResult, target: str) -> str:
    """What a satellite row wins, in the interface language: "Seat to Main Event" (with its
    cash, if any), "Seat taken as cash", "Remainder in cash"; "" for a place not paid."""
    if row.seat:
        text = (translate("print", "Seat to {0}").format(target) if target
                else translate("print", "Seat"))
        if row.cash:
            text = translate("print", "{0} + {1} in cash").format(text, number(row.cash))
        return text
    if row.seat_as_cash:
        return translate("print", "Seat taken as cash")
    if row.prize:
        return translate("print", "Remainder in cash")
    return ""


def place_text(row: SeatResult) -> str:
    """"6", or "1–5" for the players left at the bubble sharing places 1 to 5; "—" unplaced."""
    if not row.place:
        return "—"
    return f"{row.place}–{row.place_to}" if row.place_to > row.place else str(row.place)
