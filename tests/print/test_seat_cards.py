"""Seat cards PDF: one card per player, eight per page, names in every script (issue 4)."""

from __future__ import annotations

import io
from pathlib import Path

from pypdf import PdfReader

from tdesk.print.seat_cards import SeatCard, print_seat_cards, render_seat_cards
from tdesk.services.seating import draw_seats, room


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
