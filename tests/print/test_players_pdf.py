"""The player list PDF and the shared build_pdf / data_table helpers (issue 2 printing)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader
from pypdf.generic import DictionaryObject
from reportlab.platypus import PageBreak

from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.players import PlayerRow, player_story, render_players, summary
from tdesk.print.style import _spans, data_table, para

NAMES = [
    "Åsa Öberg",
    "Иван Петров",
    "王小明",
    "John Smith",
    "Björn Ångström",
    "李娜",
    "Наталья Ёлкина",
]


def rows(n: int = len(NAMES)) -> list[PlayerRow]:
    out = []
    for i in range(n):
        name = NAMES[i % len(NAMES)] + ("" if i < len(NAMES) else f" {i}")
        status = "withdrawn" if i % 5 == 4 else "registered"
        out.append(PlayerRow(name, 1500 + i if i % 3 else None, "SE", i + 1, status, 10 * i))
    return out


def render(rows_: list[PlayerRow], **overrides: str) -> PdfReader:
    args = dict(
        event_name="Stockholm Open — 斯德哥尔摩",
        event_kind="Poker MTT",
        venue="Casino Cosmopol",
        date="2026-11-29",
        printed_at="2026-11-29 14:05",
    )
    args.update(overrides)
    buffer = io.BytesIO()
    render_players(buffer, rows=rows_, **args)
    buffer.seek(0)
    return PdfReader(buffer)


def text_of(reader: PdfReader) -> str:
    return "\n".join(page.extract_text() for page in reader.pages)


def test_cyrillic_swedish_and_chinese_names_come_back_out_of_the_pdf():
    text = text_of(render(rows()))
    for name in NAMES:
        assert name in text
    assert "Stockholm Open — 斯德哥尔摩" in text
    assert "Poker MTT · Casino Cosmopol · 2026-11-29" in text


def test_rows_print_in_the_order_given():
    given = list(reversed(rows()))
    text = text_of(render(given))
    positions = [text.index(row.name) for row in given]
    assert positions == sorted(positions)


def test_every_font_is_embedded_truetype(tmp_path: Path):
    out = tmp_path / "players.pdf"
    render_players(
        out,
        event_name="王 Open",
        event_kind="OFC",
        venue="Москва",
        date="2026-12-01",
        printed_at="now",
        rows=rows(),
    )
    reader = PdfReader(out)
    seen = set()
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            seen.add(str(font["/BaseFont"]))
            assert font["/Subtype"] != "/Type0" or "/DescendantFonts" in font
            descriptor = _descriptor(font)
            assert descriptor is not None, f"{font['/BaseFont']} is not embedded"
            assert "/FontFile2" in descriptor, f"{font['/BaseFont']} has no TrueType program"
    # The header (bold event name with Han), names and footer used all three bundled fonts.
    assert any("DejaVuSans-Bold" in f for f in seen)
    assert any("DejaVuSans" in f and "Bold" not in f for f in seen)
    assert any("WenQuanYiMicroHei" in f for f in seen)
    assert not any("Helvetica" in f for f in seen)


def _descriptor(font: DictionaryObject) -> DictionaryObject | None:
    if font["/Subtype"] == "/Type0":
        font = font["/DescendantFonts"][0].get_object()
    found = font.get("/FontDescriptor")
    return None if found is None else found.get_object()


def test_header_footer_and_metadata_on_every_page():
    reader = render(rows(80))
    pages = len(reader.pages)
    assert pages >= 2
    for number, page in enumerate(reader.pages, start=1):
        text = page.extract_text()
        assert f"Page {number} of {pages}" in text
        assert "Printed 2026-11-29 14:05" in text
        assert "Stockholm Open — 斯德哥尔摩" in text
        assert "Site\ngames" in text or "Site games" in text  # the head repeats on each page
    assert reader.metadata is not None
    assert reader.metadata.title == "Player list — Stockholm Open — 斯德哥尔摩"
    assert reader.metadata.author == "tdesk"


def test_totals_line_counts_players_by_status():
    # rows(7): index 4 is withdrawn, the other six registered.
    assert summary(rows()) == "7 players (6 registered, 1 withdrawn)"
    assert summary(rows(1)) == "1 player (1 registered)"
    assert summary([]) == "0 players"
    assert "7 players (6 registered, 1 withdrawn)" in text_of(render(rows()))


def test_missing_rating_prints_an_empty_cell_not_none():
    text = text_of(render([PlayerRow("Åsa Öberg", None, "SE", None, "registered", None)]))
    assert "None" not in text
    assert "Åsa Öberg" in text


def test_markup_in_a_name_prints_literally():
    text = text_of(render([PlayerRow("<b>Bob</b> & Co", 1, "", 1, "", 0)]))
    assert "<b>Bob</b> & Co" in text


def test_empty_event_prints_a_sentence_instead_of_an_empty_table():
    assert len(player_story([])) == 1
    assert "No players are registered" in text_of(render([]))


def test_build_pdf_landscape_and_page_count(tmp_path: Path):
    out = tmp_path / "x.pdf"
    story = [para("one"), PageBreak(), para("two"), PageBreak(), para("three")]
    meta = DocMeta(event_name="Ё", printed_at="t")
    build_pdf(out, title="Test", subtitle="", story=story, landscape=True, meta=meta)
    reader = PdfReader(out)
    assert len(reader.pages) == 3
    box = reader.pages[0].mediabox
    assert box.width > box.height
    assert "Page 3 of 3" in reader.pages[2].extract_text()


def test_data_table_rejects_ragged_rows_and_bad_alignment():
    with pytest.raises(ValueError, match="row 2 has 1 cells, the header has 2"):
        data_table(["a", "b"], [["1", "2"], ["1"]])
    with pytest.raises(ValueError, match="3 letters for 2 columns"):
        data_table(["a", "b"], [], align="LRL")
    with pytest.raises(ValueError, match="one of L, R, C"):
        data_table(["a", "b"], [], align="LX")


def test_total_row_spans_run_over_empty_cells():
    # "", "6 players", "", "", "x", "" -> col 1 spans 1..3, col 4 spans 4..5.
    assert _spans(["", "6 players", "", "", "x", ""]) == [(1, 3), (4, 5)]
    assert _spans(["a", "b"]) == []


def test_player_table_fills_the_frame_exactly():
    from tdesk.print.style import MARGIN, PAGE, fit_widths, frame_height, frame_width

    # A4 portrait is 595.28 pt wide; 15 mm margins (42.52 pt) each side leave 510.24 pt.
    assert frame_width() == pytest.approx(510.24, abs=0.01)
    widths = fit_widths(("#", "Name", "Status"), [("100", "Åsa Öberg", "active")], flex=(1,),
                        width=frame_width())
    assert sum(widths) == pytest.approx(frame_width())
    assert frame_width(landscape=True) == pytest.approx(PAGE[1] - 2 * MARGIN)
    assert frame_height(landscape=True) < frame_height()
