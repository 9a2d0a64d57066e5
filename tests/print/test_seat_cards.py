"""Seat cards PDF: one card per player, eight per page, names in every script (issue 4)."""

from __future__ import annotations

import io
from pathlib import Path

from pypdf import PdfReader

from tdesk.print.seat_cards import SeatCard, print_seat_cards, render_seat_cards
from tdesk.services.seating.seating import draw_seats, room


def _fonts(reader: PdfReader) -> set[str]:
    seen = set()
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            seen.add(str(font["/BaseFont"]))
            descendant = font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font \
                else font
            descriptor = descendant.get("/FontDescriptor")
            assert descriptor is not None and "/FontFile2" in descriptor.get_object(), font
    return seen


def test_cards_show_table_seat_and_names_in_every_script(tmp_path: Path) -> None:
    cards = [SeatCard(12, 3, "Åsa Öberg"), SeatCard(1, 9, "Дмитрий Смирнов"),
             SeatCard(7, 10, "王秀英")] + [SeatCard(2, s, f"Player {s}") for s in range(1, 8)]
    out = tmp_path / "cards.pdf"
    pages = render_seat_cards(out, event_name="Nordic Open", printed_at="2026-11-29 12:00",
                              cards=cards)
    assert pages == 2  # 10 cards, 8 per page
    reader = PdfReader(out)
    assert len(reader.pages) == 2
    first = reader.pages[0].extract_text()
    for text in ("Åsa Öberg", "Дмитрий Смирнов", "王秀英", "TABLE", "SEAT", "12", "Page 1 of 2"):
        assert text in first
    assert "Player 7" in reader.pages[1].extract_text()
    assert "Player 7" not in first
    seen = _fonts(reader)
    assert any("WenQuanYiMicroHei" in f for f in seen)
    assert not any("Helvetica" in f for f in seen)


def test_long_name_is_shortened_to_fit_the_card() -> None:
    buf = io.BytesIO()
    render_seat_cards(buf, event_name="E", printed_at="now",
                      cards=[SeatCard(1, 1, "Maximilian " * 8)])
    text = PdfReader(buf).pages[0].extract_text()
    assert "…" in text


def test_print_seat_cards_from_store(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12, seats_per_table=6)
    draw_seats(store, event_id, seed=1)
    buf = io.BytesIO()
    print_seat_cards(store, event_id, buf)
    reader = PdfReader(buf)
    text = "".join(p.extract_text() for p in reader.pages)
    assert len(reader.pages) == 2
    for p in room(store, event_id).seated:
        assert p.name in text


# --- issue 21: Chinese names as large and as dark as Latin ones --------------------------------


def _ink(png: Path, left: int, right: int) -> tuple[int, float]:
    """Ink height (px) and darkness per pixel of the ink's box, in columns left..right."""
    from PIL import Image

    image = Image.open(png).convert("L")
    dark = [(x, y, 255 - image.getpixel((x, y))) for x in range(left, right)
            for y in range(image.height) if image.getpixel((x, y)) < 250]
    xs, ys = [x for x, _, _ in dark], [y for _, y, _ in dark]
    box = (max(xs) - min(xs) + 1) * (max(ys) - min(ys) + 1)
    return max(ys) - min(ys) + 1, sum(v for _, _, v in dark) / 255 / box


def test_chinese_names_print_as_bold_and_large_as_latin_names(tmp_path: Path) -> None:
    """Rendered with pdftoppm: the Han name (WenQuanYi, which has no bold) is stroked to the
    weight of the DejaVu Bold name and is at least as tall as its capitals."""
    import shutil
    import subprocess

    import pytest
    from reportlab.pdfgen.canvas import Canvas

    from tdesk.print.fonts import FONT_SANS_BOLD, draw_text

    if shutil.which("pdftoppm") is None:
        pytest.skip("pdftoppm is not installed")
    pdf = tmp_path / "names.pdf"
    canvas = Canvas(str(pdf), pagesize=(400, 60))
    draw_text(canvas, 10, 20, "Anna Holm", FONT_SANS_BOLD, 16)  # no accents, no descenders
    draw_text(canvas, 210, 20, "王秀英", FONT_SANS_BOLD, 16)
    canvas.save()
    subprocess.run(["pdftoppm", "-r", "300", "-png", "-singlefile", str(pdf),
                    str(tmp_path / "names")], check=True)
    png = tmp_path / "names.png"
    half = 200 * 300 // 72
    latin_height, latin_ink = _ink(png, 0, half)
    han_height, han_ink = _ink(png, half, 2 * half)
    assert han_height >= latin_height
    assert 0.8 <= han_ink / latin_ink <= 1.25, (han_ink, latin_ink)


def test_the_han_run_on_a_card_is_stroked_and_still_text() -> None:
    buf = io.BytesIO()
    render_seat_cards(buf, event_name="E", printed_at="now", cards=[SeatCard(1, 1, "王秀英")])
    page = PdfReader(buf).pages[0]
    assert "王秀英" in page.extract_text()
    stream = " ".join(page.get_contents().get_data().decode("latin-1").split())
    fonts = {str(k): str(v.get_object()["/BaseFont"])
             for k, v in page["/Resources"]["/Font"].items()}
    han = next(k for k, v in fonts.items() if "WenQuanYi" in v)
    # the name's run: fill, then stroke (2 Tr), in WenQuanYi at the name's size
    assert f"2 Tr {han} 16 Tf" in stream
