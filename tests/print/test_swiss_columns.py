"""Swiss sheets' plain-string cells never wrap, so a column must be as wide as its widest word
in every language: the Swedish bye ("FRIRUNDA") stuck out of the pairings' Table column, past
the page's left margin."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest
from pypdf import PdfReader

from tdesk.print.fonts import FONT_SANS, FONT_SANS_BOLD, text_width
from tdesk.print.style import MARGIN
from tdesk.print.swiss import fast_table, print_pairings, print_pairings_by_name
from tdesk.services.swiss import swiss

PADDING = 12.0  # a ReportLab table cell's 6 points each side


@pytest.fixture
def swedish(qapp, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:  # type: ignore[no-untyped-def]
    from tdesk import i18n

    monkeypatch.setenv("TDESK_LANG", "sv")
    i18n.install(qapp)
    yield
    monkeypatch.delenv("TDESK_LANG")
    i18n.install(qapp)


def test_a_column_grows_to_its_widest_cell_and_the_widest_column_gives_the_room() -> None:
    header, rows = ("Bord", "Spelare", "Poäng"), [("FRIRUNDA", "Lucy Jones", "0"), ("1", "A", "3")]
    [table] = fast_table(header, rows, (40.0, 300.0, 40.0), "RLR", bold_cols=(0,), size=15)
    widths = table._colWidths  # noqa: SLF001 (ReportLab keeps them there)
    assert widths[0] >= text_width("FRIRUNDA", FONT_SANS_BOLD, 15) + PADDING
    assert widths[2] >= text_width("Poäng", FONT_SANS_BOLD, 15) + PADDING  # the head, bold
    assert sum(widths) == pytest.approx(380.0) and widths[1] < 300.0


def _starts(data: bytes) -> list[tuple[float, str]]:
    spans: list[tuple[float, str]] = []

    def visit(text, cm, tm, font, size) -> None:  # type: ignore[no-untyped-def]
        if text.strip():
            spans.append((cm[0] * tm[4] + cm[2] * tm[5] + cm[4], text.strip()))

    for page in PdfReader(io.BytesIO(data)).pages:
        page.extract_text(visitor_text=visit)
    return spans


def test_swedish_bye_stays_inside_the_page(store, make_event, swedish) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=5)
    swiss.pair_next_round(store, event, seed=1)
    for render in (print_pairings, print_pairings_by_name):
        out = io.BytesIO()
        render(store, event, out)
        spans = _starts(out.getvalue())
        assert any(text == "FRIRUNDA" for _x, text in spans)
        outside = [(round(x), text) for x, text in spans if x < MARGIN - 0.5]
        assert outside == [], render.__name__
    assert text_width("FRIRUNDA", FONT_SANS, 9.5) + PADDING > 16 * 72 / 25.4  # why it did


def test_a_tie_broken_by_lot_prints_both_players_lots(store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Two players level on everything: the lot puts one above the other (CG-T7), and the wall
    shows what each drew, not only the upper one's number."""
    from tdesk.print.swiss import print_standings

    event = make_event("swiss", players=2)
    swiss.pair_next_round(store, event, seed=1)
    [table] = swiss.get_round(store, event, 1).tables
    swiss.record_result(store, event, 1, table.table, "1-1")
    rows = swiss.standings(store, event)
    assert [r.standing.decided_by.value for r in rows][0] == "lot"
    out = io.BytesIO()
    print_standings(store, event, out)
    words = PdfReader(io.BytesIO(out.getvalue())).pages[0].extract_text().split()
    lots = words[words.index("Lot") + 1:]
    for r in rows:
        name = r.name.split()[-1]
        after = lots[lots.index(name) + 1:]
        assert str(r.standing.lot) in after[:9], (r.name, after[:9])
