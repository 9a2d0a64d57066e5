"""The structure sheet: every level with blinds, length and start; breaks; clock times."""

from __future__ import annotations

import io
import re
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


def test_swiss_sheet_times_the_round_being_played(store, make_event) -> None:  # type: ignore[no-untyped-def]
    """The round timer times one round and restarts for every round (Start round), so the sheet
    lists the event's rounds at the timer's length and reads the round being played from the
    pairings: with round 2 running, round 2 started when its timer did and round 3 follows 50
    minutes later; round 1 (over) has no time."""
    from tdesk.print.structure import print_structure
    from tdesk.services.swiss import swiss

    event = make_event("swiss", players=8, rounds=3)
    swiss.pair_next_round(store, event, seed=1)
    for t in swiss.get_round(store, event, 1).tables:
        swiss.record_result(store, event, 1, t.table, "2-0")
    swiss.pair_next_round(store, event, seed=2)
    timer = svc.get_clock(store, event).structure
    assert len(timer.levels) == 1  # what Set round length stores
    state = rc.apply(timer.levels, rc.ClockState(), rc.Op(rc.Action.START), T0)
    starts = expected_starts(timer, state, T0 + timedelta(minutes=10), 1,
                             round_structure(50, rounds=3))
    assert starts == {1: T0, 2: T0 + timedelta(minutes=50)}
    svc.clock_action(store, event, rc.Op(rc.Action.RESET))
    svc.clock_action(store, event, rc.Op(rc.Action.START))  # what Start round does
    out = io.BytesIO()
    print_structure(store, event, out)
    words = _text(out.getvalue()).split()
    clock = words[words.index("Clock") + 1:]
    # round 1 is over (no time after its start 0:00); rounds 2 and 3 have one each
    assert clock[:4] == ["1", "50", "0:00", "2"], clock
    times = [w for w in clock[:11] if re.fullmatch(r"\d\d:\d\d", w)]
    assert times == [clock[6], clock[10]], clock


def test_swiss_sheet_speaks_of_rounds_in_the_interface_language(store, make_event, russian) -> None:  # type: ignore[no-untyped-def]
    """The round timer's name is tdesk's ("Swiss round"), so it is shown translated, and the
    sheet counts rounds, not levels."""
    from tdesk.print.structure import print_structure

    event = make_event("swiss", players=4, rounds=5)
    out = io.BytesIO()
    print_structure(store, event, out)
    text = _text(out.getvalue())
    assert "Swiss round" not in text and "Тур швейцарской системы" in text
    assert "5 туров, всего 4:10." in text, text


def test_a_structure_without_antes_prints_no_ante_column() -> None:
    """The heads-up league's blinds have no ante: an empty Ante column on every row of a
    two-page sheet was room the blinds could use."""
    from tdesk.clock_presets import default_structure

    hu = default_structure("league", {})
    assert not any(lv.ante for lv in hu.levels)
    header, rows, align = structure_rows(hu)
    assert "Ante" not in header and len(align) == len(header) == len(rows[0])
    assert "Ante" in structure_rows(MTT)[0]
