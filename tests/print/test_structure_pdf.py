"""The structure sheet: every level with blinds, length and start; breaks; clock times."""

from __future__ import annotations

import io
from datetime import UTC, datetime, timedelta

from pypdf import PdfReader

from tdesk.print.structure import expected_starts, render_structure, structure_rows
from tdesk.rules.levels import AnteKind, Game, Level, Structure, ofc_structure, round_structure
from tdesk.rules.levels import clock as rc
from tdesk.services import clock as svc

T0 = datetime(2026, 6, 5, 19, 0, tzinfo=UTC)
MTT = Structure(
    "Friday 周五 turbo",
    (
        Level.blinds(25, 50, minutes=15),
        Level.blinds(50, 100, 100, 15, AnteKind.BIG_BLIND),
        Level.pause(10, 25),
        Level.blinds(100, 200, 25, 15),
    ),
    Game.POKER,
    10000,
    (25, 100, 500),
)


def _text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


def test_rows_with_start_times_and_breaks() -> None:
    header, rows, align = structure_rows(MTT)
    assert header == ("Level", "Small blind", "Big blind", "Ante", "Minutes", "Starts")
    assert rows == [
        ("1", "25", "50", "", "15", "0:00"),
        ("2", "50", "100", "100 (BB)", "15", "0:15"),
        ("Break 10 min — colour up the 25 chips", "", "", "", "10", "0:30"),
        ("3", "100", "200", "25", "15", "0:40"),
    ]
    assert len(align) == len(header)


def test_ofc_and_round_sheets() -> None:
    header, rows, _ = structure_rows(ofc_structure(20))
    assert header[1] == "Chips per point" and rows[22] == ("23", "30,000", "20", "7:20")
    header, rows, _ = structure_rows(round_structure(50, 3))
    assert rows[2] == ("3", "50", "1:40")


def test_expected_clock_times_of_a_running_clock() -> None:
    state = rc.apply(MTT.levels, rc.ClockState(), rc.Op(rc.Action.START), T0)
    starts = expected_starts(MTT, state, T0 + timedelta(minutes=20))
    # Level 2 began at 19:15, the break starts 19:30, level 3 at 19:40.
    assert starts == {
        1: T0 + timedelta(minutes=15),
        2: T0 + timedelta(minutes=30),
        3: T0 + timedelta(minutes=40),
    }
    assert expected_starts(MTT, rc.ClockState(), T0) == {}
    header, rows, _ = structure_rows(MTT, starts)
    assert header[-1] == "Clock" and rows[0][-1] == "" and len(rows[2]) == len(header)


def test_pdf_has_every_level_and_embedded_fonts() -> None:
    out = io.BytesIO()
    render_structure(out, event_name="Malmö Open", structure=MTT, printed_at="now")
    text = _text(out.getvalue())
    for needle in ("Structure", "Malmö Open", "Friday 周五 turbo", "100 (BB)",
                   "Break 10 min — colour up the 25 chips", "3 levels, 0:55 in all",
                   "Starting stack 10,000", "Page 1 of 1"):
        assert needle in text, needle
    reader = PdfReader(io.BytesIO(out.getvalue()))
    for font in reader.pages[0]["/Resources"]["/Font"].values():
        font = font.get_object()
        assert "Helvetica" not in str(font["/BaseFont"])
        if font["/Subtype"] == "/Type0":
            font = font["/DescendantFonts"][0].get_object()
        assert "/FontFile2" in font["/FontDescriptor"].get_object()  # embedded TrueType


def test_print_structure_from_the_store(store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.print.structure import print_structure

    event = make_event("poker", players=0, name="Göteborg Main")
    svc.clock_action(store, event, rc.Op(rc.Action.START))
    out = io.BytesIO()
    print_structure(store, event, out)
    text = _text(out.getvalue())
    assert "Göteborg Main" in text and "Poker MTT regular, 20,000 start" in text
    assert "Clock" in text and "Break 15 min — colour up the 100 chips" in text
