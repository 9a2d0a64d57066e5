"""The chip race sheet: exchange, cards and result per seat, seed (TDA-R4)."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from tdesk.errors import NotFoundError
from tdesk.print.chiprace import print_chiprace, race_rows
from tdesk.rules.seating.chiprace import SeatChips, race
from tdesk.services import clock as svc

RACE = race([SeatChips(1, 3, 0), SeatChips(2, 6, 900), SeatChips(3, 1, 0)], 25, 100, 99)


def test_rows_show_exchange_cards_and_result() -> None:
    rows = race_rows(RACE)
    # Seat 2: 6 x 25 = 150 -> one 100 and 2 odd chips.
    assert rows[1][:5] == ("2", "", "6", "1", "2")
    assert rows[1][5] == " ".join(RACE.seat(2).cards)
    results = {r[0]: r[6] for r in rows}
    winners = {str(s.seat) for s in RACE.seats if s.won}
    assert {k for k, v in results.items() if v == "wins 1"} == winners
    # 75 + 50 + 25 = 150 -> 2 chips raced among three seats: one seat loses.
    assert RACE.chips_raced == 2 and len(winners) == 2


def test_print_latest_recorded_race(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=0, name="Örebro Cup")
    with pytest.raises(NotFoundError, match="No chip race"):
        print_chiprace(store, event, io.BytesIO())
    svc.record_chip_race(store, event, RACE, "Table 2")
    out = io.BytesIO()
    print_chiprace(store, event, out)
    text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(out.getvalue())).pages)
    for needle in ("Chip race", "Örebro Cup", "Table 2", "Seed 99", "wins 1",
                   "The 25 chips leave play", "make 2 chips of 100"):
        assert needle in text, needle


def test_seats_print_with_names_and_headers_never_break_mid_word(store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.services.seating.seating import draw_seats, room

    event = make_event("poker", players=9, name="Örebro Cup")
    draw_seats(store, event, tables=1, seed=3)
    sitting = {p.seat: p.name for p in room(store, event).seated}
    svc.record_chip_race(store, event, RACE, "Table 1")
    out = io.BytesIO()
    print_chiprace(store, event, out)
    lines = PdfReader(io.BytesIO(out.getvalue())).pages[0].extract_text().split("\n")
    for seat in (1, 2, 3):
        assert sitting[seat] in "\n".join(lines)
    # headers wrap only between words: no line is a broken piece such as "Sea" or "d"
    for word in ("Seat", "Exchanged", "Leaving", "chips", "Result"):
        assert word in lines
    assert not {"Sea", "t", "d", "Exchange"} & set(lines)


def test_a_table_label_tdesk_wrote_prints_in_the_interface_language(store, make_event, russian) -> None:  # type: ignore[no-untyped-def]
    """"Table 1" (as the demo and a floor tablet's count write it) is tdesk's word: the Russian
    sheet says "Стол 1"; a label the floor typed prints as typed."""
    event = make_event("poker", players=0)
    svc.record_chip_race(store, event, RACE, "Table 1")
    out = io.BytesIO()
    print_chiprace(store, event, out)
    text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(out.getvalue())).pages)
    assert "Стол 1" in text and "Table 1" not in text
    svc.record_chip_race(store, event, RACE, "Feature table")
    out = io.BytesIO()
    print_chiprace(store, event, out)
    assert "Feature table" in PdfReader(io.BytesIO(out.getvalue())).pages[0].extract_text()


def test_russian_result_column_wraps_between_words_only(russian) -> None:  # type: ignore[no-untyped-def]
    """The Russian heads are wide, so the columns that wrap (player, result) are short of room:
    the result still gets its longest word ("выигрывает" broke as "выиг/рыва/ет 1", the
    "+1 фишка (не выбывает в рейсе)" of a seat kept letter by letter)."""
    from tdesk.i18n import translate
    from tdesk.print.chiprace import HEADER
    from tdesk.print.fonts import FONT_SANS, text_width
    from tdesk.print.style import CELL, CELL_PADDING, fit_widths, frame_width

    header = [translate("print", h) for h in HEADER]
    names = {1: "Алексей Михайлов", 2: "Сергей Смирнов", 3: "Märta Karlsson"}
    rows = race_rows(RACE, names) + [("4", "王丽", "1", "0", "1", "3c", translate(
        "print", "+1 chip (not raced out)"), "500")]
    widths = fit_widths(header, rows, flex=(1, 6), width=frame_width())
    for column in (1, 6):
        words = [w for r in rows for w in r[column].split()]
        widest = max(text_width(w, FONT_SANS, CELL.fontSize) for w in words)
        assert widths[column] >= widest + CELL_PADDING, (column, widths)
