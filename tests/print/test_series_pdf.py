"""The series leaderboard sheet (SER-6, SER-7): every person with their points, dropped
results in brackets, Cyrillic and Chinese names printed (pypdf text)."""

from __future__ import annotations

import io

from pypdf import PdfReader

from tdesk.demo import series as series_demo
from tdesk.models.store import Store
from tdesk.print import series as sheet
from tdesk.services.events import create_event
from tdesk.services.people import series


def test_the_demo_series_prints_every_person_and_the_dropped_in_brackets(store: Store) -> None:
    series_demo.demo_series(store, {"poker": create_event(store, "Main", "poker")})
    info = series.find_series(store, series_demo.SERIES)
    buf = io.BytesIO()
    sheet.print_board(store, info.id, buf)
    reader = PdfReader(io.BytesIO(buf.getvalue()))
    text = "\n".join(p.extract_text() for p in reader.pages)
    assert "Series leaderboard" in text and series_demo.SERIES in text
    assert "Points: 100 × √field ÷ √place; best 4 results count." in text
    board = series.leaderboard(store, info.id)
    for line in board.lines:
        assert line.name in text, line.name
        assert sheet.points_text(line.total) in text
    dropped = [c for ln in board.lines for c in ln.cells if c and not c.counted]
    assert dropped and all(f"({sheet.points_text(c.points)})" in text for c in dropped)
    assert any("\u0400" <= ch <= "\u04ff" for ch in text)  # Cyrillic
    assert any("\u4e00" <= ch <= "\u9fff" for ch in text)  # Chinese
    assert "1: Tuesday Hold'em #1 (16 players)" in text


def test_a_series_without_results_says_so(store: Store) -> None:
    sid = series.create_series(store, "Empty")
    series.add_event(store, sid, create_event(store, "Week 1", "poker"))
    buf = io.BytesIO()
    sheet.print_board(store, sid, buf)
    text = PdfReader(io.BytesIO(buf.getvalue())).pages[0].extract_text()
    assert "No results yet." in text and "1: Week 1 (no results yet)" in text
