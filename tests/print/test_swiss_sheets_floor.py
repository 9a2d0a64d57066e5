"""Issue 21: the Swiss sheets a judge reads at the floor (pypdf text and positions): the bracket
is a tree with seeds, names and games won, the winner marked (CG-M3); top-cut rounds are named
Quarter-finals / Semi-finals / Final and their slips offer no draw and no drop; a bye has no
table; pairings by name print "Surname, Name"; the Russian standings head does not run its
columns together."""

import io

import pytest
from pypdf import PdfReader

from tdesk.print import swiss as sheets
from tdesk.print.fonts import FONT_SANS_BOLD, text_width
from tdesk.services.swiss import swiss


def pdf(fn, store, event, **options):  # type: ignore[no-untyped-def]
    buf = io.BytesIO()
    fn(store, event, buf, **options)
    return PdfReader(io.BytesIO(buf.getvalue()))


def text(reader: PdfReader) -> str:
    return "\n".join(p.extract_text() for p in reader.pages)


def swiss_rounds(store, make_event, players=12, rounds=3, cut=8):  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=players, rounds=rounds, top_cut=cut)
    for r in range(1, rounds + 1):
        info = swiss.pair_next_round(store, event, seed=r)
        for i, t in enumerate(x for x in info.tables if not x.done):
            swiss.record_result(store, event, r, t.table, ("2-1", "0-2", "1-1")[i % 3])
    return event


def play_cut(store, event):  # type: ignore[no-untyped-def]
    """Every bracket round: the table's second player wins 1-2, to the final."""
    info = swiss.start_top_cut(store, event)
    while True:
        for t in info.tables:
            swiss.record_result(store, event, info.number, t.table, "1-2")
        if len(info.tables) == 1:
            return
        info = swiss.pair_next_bracket_round(store, event)


def test_bracket_is_a_tree_with_seeds_scores_and_the_winner(store, make_event):
    event = swiss_rounds(store, make_event)
    seeded = [r.name for r in swiss.standings(store, event)][:8]
    play_cut(store, event)
    reader = pdf(sheets.print_bracket, store, event)
    assert len(reader.pages) == 1
    page = reader.pages[0]
    assert page.mediabox.width > page.mediabox.height  # the tree needs the width
    words = text(reader)
    for title in ("Quarter-finals", "Semi-finals", "Final", "Winner"):
        assert title in words
    b = swiss.bracket(store, event)
    assert b is not None and b.champion
    first = b.matches[0]
    assert [(m.a_seed, m.b_seed) for m in first] == [(1, 8), (4, 5), (2, 7), (3, 6)]
    assert [m.a for m in first] == [seeded[0], seeded[3], seeded[1], seeded[2]]
    assert all(m.score == "1-2" and m.winner == "b" for r in b.matches for m in r)
    lines = words.splitlines()
    for m in first:  # each line of a match: the seed, then the name, then the games won
        assert f"{m.a_seed} {m.a} 1" in lines and f"{m.b_seed} {m.b} 2" in lines
    # the champion is written beside the tree and under it
    assert words.count(b.champion) >= 1 + len(b.matches)


def test_bracket_marks_the_winner_in_bold(store, make_event):
    event = swiss_rounds(store, make_event)
    play_cut(store, event)
    b = swiss.bracket(store, event)
    assert b is not None
    bold: list[str] = []

    def visit(t, cm, tm, font, size):  # type: ignore[no-untyped-def]
        if font and "Bold" in str(font.get("/BaseFont", "")) and t.strip():
            bold.append(t.strip())

    pdf(sheets.print_bracket, store, event).pages[0].extract_text(visitor_text=visit)
    han = {n for r in b.matches for m in r for n in (m.a, m.b) if not n.isascii()
           and any("\u4e00" <= c <= "\u9fff" for c in n)}  # bold Han is stroked, not a face
    winners = {m.b for r in b.matches for m in r} - han
    losers = {m.a for r in b.matches for m in r} - winners - han
    assert winners <= set(bold)
    assert not losers & set(bold)


def test_top_cut_rounds_are_named_and_their_slips_have_no_draw_or_drop(store, make_event):
    event = swiss_rounds(store, make_event, players=8, rounds=3, cut=4)
    semi = swiss.start_top_cut(store, event)
    slips = text(pdf(sheets.print_result_slips, store, event))
    assert "Semi-finals" in slips and "Top cut, round" not in slips
    assert "Drawn games" not in slips and "Dropping" not in slips
    assert slips.count("Signature") == 4
    pairings = text(pdf(sheets.print_pairings, store, event))
    assert "Pairings by table — Semi-finals" in pairings
    for t in semi.tables:
        swiss.record_result(store, event, semi.number, t.table, "2-0")
    swiss.pair_next_bracket_round(store, event)
    assert "Pairings by name — Final" in text(pdf(sheets.print_pairings_by_name, store, event))
    swiss_slips = text(pdf(sheets.print_result_slips, store, event, number=1))
    assert "Drawn games" in swiss_slips and "Dropping" in swiss_slips  # a Swiss round has them


def test_a_bye_has_no_table_number(store, make_event):
    event = make_event("swiss", players=9)
    info = swiss.pair_next_round(store, event, seed=4)
    bye = next(t for t in info.tables if t.is_bye)
    assert bye.table == 5  # the store's key for it; no table 5 is played
    words = text(pdf(sheets.print_pairings, store, event))
    assert "4 tables" in words
    lines = words.splitlines()
    row = lines.index(bye.a_name)
    assert lines[row - 1] == "BYE"  # the table column of the bye's row
    assert "5" not in lines[row - 1:row + 2]
    by_name = text(pdf(sheets.print_pairings_by_name, store, event)).splitlines()
    own = by_name.index(sheets.surname_first(bye.a_name))
    assert by_name[own + 1] == "BYE"


@pytest.mark.parametrize("name, shown", [
    ("Sören Öberg", "Öberg, Sören"), ("Vincent van Gogh", "van Gogh, Vincent"),
    ("Мария Иванова", "Иванова, Мария"), ("王伟", "王伟"), ("Smith, James", "Smith, James"),
    ("Madonna", "Madonna"), ("Jean-Luc Picard Jr.", "Picard Jr., Jean-Luc"),
    ("John Smith III", "Smith III, John"),
])
def test_surname_first(name, shown):
    assert sheets.surname_first(name) == shown


def test_pairings_by_name_print_surname_first_in_surname_order(store, make_event):
    event = make_event("swiss", players=8)
    swiss.pair_next_round(store, event, seed=2)
    lines = text(pdf(sheets.print_pairings_by_name, store, event)).splitlines()
    assert "Öberg, Sören" in lines and "Sören Öberg" not in lines[:lines.index("Öberg, Sören")]


def test_russian_standings_head_columns_do_not_run_together(store, make_event, russian):
    event = swiss_rounds(store, make_event, players=8, rounds=2, cut=4)
    heads: list[tuple[float, float, str]] = []

    def visit(t, cm, tm, font, size):  # type: ignore[no-untyped-def]
        if t.strip() and font and "Bold" in str(font.get("/BaseFont", "")):
            heads.append((round(tm[5] + cm[5], 1), tm[4] + cm[4], t.strip()))

    pdf(sheets.print_standings, store, event).pages[0].extract_text(visitor_text=visit)
    names = [h[2] for h in heads]
    assert "В-П-Н" in names and "Кач. побед" in names
    row = next(y for y, _, t in heads if t == "В-П-Н")
    line = sorted((x, t) for y, x, t in heads if y == row)
    assert len(line) == 11
    for (x, t), (nx, _) in zip(line, line[1:], strict=False):
        assert x + text_width(t, FONT_SANS_BOLD, 9) + 4 <= nx, (t, x, nx)
