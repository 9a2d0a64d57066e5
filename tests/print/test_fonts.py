"""Bundled fonts and per-character fallback for PDFs (DESIGN: fonts; issue 2 printing)."""

from __future__ import annotations

import sys
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pypdf import PdfReader
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from tdesk import paths
from tdesk.errors import TdeskError
from tdesk.print import fonts
from tdesk.print.fonts import (
    FONT_HAN,
    FONT_SANS,
    FONT_SANS_BOLD,
    draw_text,
    font_runs,
    has_glyph,
    markup,
    register_fonts,
    text_width,
)

REPO = Path(__file__).resolve().parents[2]


def test_resources_dir_is_the_repo_resources_folder_in_a_source_checkout(monkeypatch):
    monkeypatch.delenv(paths.RESOURCES_ENV, raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert paths.resources_dir() == REPO / "resources"
    assert (
        paths.resource("fonts", "DejaVuSans.ttf") == REPO / "resources" / "fonts" / "DejaVuSans.ttf"
    )


def test_resources_dir_uses_the_pyinstaller_bundle_when_frozen(monkeypatch, tmp_path):
    (tmp_path / "resources").mkdir()
    monkeypatch.delenv(paths.RESOURCES_ENV, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.resources_dir() == tmp_path / "resources"


def test_resources_env_override_wins(monkeypatch, tmp_path):
    monkeypatch.setenv(paths.RESOURCES_ENV, str(tmp_path))
    assert paths.resource("fonts", "x.ttf") == tmp_path / "fonts" / "x.ttf"


def test_missing_resources_folder_is_a_clear_error(monkeypatch, tmp_path):
    nowhere = tmp_path / "nowhere"
    monkeypatch.setattr(paths, "_candidates", lambda: [nowhere])
    with pytest.raises(TdeskError, match="resources folder not found.*nowhere"):
        paths.resources_dir()


@pytest.mark.parametrize(
    "name",
    [
        "DejaVuSans.ttf",
        "DejaVuSans-Bold.ttf",
        "wqy-microhei.ttc",
        "LICENSE-DejaVu.txt",
        "LICENSE-WenQuanYi.txt",
        "LICENSE-Apache-2.0.txt",
    ],
)
def test_bundled_font_files_and_licences_ship(name):
    path = paths.resource("fonts", name)
    assert path.is_file() and path.stat().st_size > 1000


def test_register_fonts_is_idempotent_and_registers_all_three():
    register_fonts()
    register_fonts()
    names = pdfmetrics.getRegisteredFontNames()
    assert {FONT_SANS, FONT_SANS_BOLD, FONT_HAN} <= set(names)
    assert names.count(FONT_HAN) == 1


def test_missing_font_file_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(fonts, "_FILES", {"tdesk-test-missing": ("no-such-font.ttf", 0)})
    with pytest.raises(TdeskError, match="no-such-font.ttf is missing"):
        register_fonts()


def test_wenquanyi_covers_latin_swedish_cyrillic_and_han_but_dejavu_lacks_han():
    register_fonts()
    for char in "Aåäö ЖЁё王李陈":
        assert has_glyph(FONT_HAN, char), char
    assert has_glyph(FONT_SANS, "å") and has_glyph(FONT_SANS, "Ж")
    assert not has_glyph(FONT_SANS, "王")


def test_font_runs_split_a_mixed_name_line_by_script():
    # DejaVu draws "Åsa Жуков " (Latin, Swedish ring, Cyrillic, spaces); only 王小明 falls back.
    assert font_runs("Åsa Жуков 王小明 (Li)") == [
        (FONT_SANS, "Åsa Жуков "),
        (FONT_HAN, "王小明"),
        (FONT_SANS, " (Li)"),
    ]


def test_font_runs_normalise_decomposed_swedish_letters():
    decomposed = "A\u030asa O\u0308berg"  # how macOS may hand over "Åsa Öberg"
    assert font_runs(decomposed) == [(FONT_SANS, "Åsa Öberg")]


def test_font_runs_of_bold_font_fall_back_too():
    assert font_runs("李 Li", FONT_SANS_BOLD) == [(FONT_HAN, "李"), (FONT_SANS_BOLD, " Li")]


def test_font_runs_of_empty_text_is_empty():
    assert font_runs("") == []


def test_markup_escapes_and_wraps_han_in_the_fallback_font():
    assert markup("A&B <b>王</b>") == (
        'A&amp;B &lt;b&gt;<font face="WenQuanYiMicroHei">王</font>&lt;/b&gt;'
    )


def drawn_spans(pdf: Path) -> list[tuple[str, float, str]]:
    """(font, x, text) of every text run pypdf finds on page 1."""
    spans: list[tuple[str, float, str]] = []

    def visit(text, _cm, tm, font, _size):
        if text.strip():
            spans.append((str(font["/BaseFont"]) if font else "", tm[4], text))

    PdfReader(pdf).pages[0].extract_text(visitor_text=visit)
    return spans


def draw_one(tmp_path: Path, text: str, x: float, align: str) -> list[tuple[str, float, str]]:
    out = tmp_path / "c.pdf"
    canvas = Canvas(str(out))
    draw_text(canvas, x, 100, text, FONT_SANS, 10, align=align)
    canvas.save()
    return drawn_spans(out)


def test_draw_text_right_aligned_ends_at_x_and_switches_fonts(tmp_path):
    width = pdfmetrics.stringWidth("Иван ", FONT_SANS, 10) + pdfmetrics.stringWidth(
        "王", FONT_HAN, 10
    )
    assert text_width("Иван 王", FONT_SANS, 10) == pytest.approx(width)
    (font1, x1, s1), (font2, _, s2) = draw_one(tmp_path, "Иван 王", 300, "right")
    assert (s1, s2) == ("Иван ", "王")
    assert FONT_SANS in font1 and FONT_HAN in font2
    assert x1 == pytest.approx(300 - width)


def test_draw_text_left_and_centre(tmp_path):
    assert draw_one(tmp_path, "Åsa", 50, "left")[0][1:] == (pytest.approx(50), "Åsa")
    centred = draw_one(tmp_path, "Åsa", 200, "centre")[0][1]
    assert centred == pytest.approx(200 - text_width("Åsa", FONT_SANS, 10) / 2)


def test_draw_text_rejects_an_unknown_alignment(tmp_path):
    with pytest.raises(ValueError, match="align must be left, right or centre"):
        draw_text(Canvas(str(tmp_path / "c.pdf")), 0, 0, "x", align="middle")


NAME_CHARS = st.sampled_from(list("AaZzåäöÅÄÖ ЖжЁёЯя王李陈伟娜明-'.&<") + ["\u030a", "\u0308"])


@settings(max_examples=150, deadline=None)
@given(st.text(NAME_CHARS, max_size=30))
def test_font_runs_cover_the_text_and_put_han_only_in_the_fallback(text):
    runs = font_runs(text)
    assert "".join(chunk for _, chunk in runs) == unicodedata.normalize("NFC", text)
    for (font_a, _), (font_b, _) in zip(runs, runs[1:], strict=False):
        assert font_a != font_b  # runs are maximal
    for font, chunk in runs:
        for char in chunk:
            if unicodedata.combining(char):
                continue
            if font == FONT_HAN:
                assert not has_glyph(FONT_SANS, char)
            else:
                assert has_glyph(FONT_SANS, char) or char.isspace()
