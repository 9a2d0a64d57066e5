"""Swiss sheets: pairings by table and by name, result slips, standings, bracket (pypdf text)."""

import io

from pypdf import PdfReader

from tdesk.print import swiss as sheets
from tdesk.services.swiss import swiss


def text_of(fn, store, event):
    buf = io.BytesIO()
    fn(store, event, buf)
    reader = PdfReader(io.BytesIO(buf.getvalue()))
    return "\n".join(p.extract_text() for p in reader.pages), len(reader.pages)


def played(store, make_event, players=10, rounds=2):
    event = make_event("swiss", players=players, rounds=3, top_cut=4)
    for r in range(1, rounds + 1):
        info = swiss.pair_next_round(store, event, seed=r)
        for t in info.tables:
            if not t.done:
                swiss.record_result(store, event, r, t.table, "2-1")
    return event


def test_pairings_by_table_and_by_name(store, make_event):
    event = played(store, make_event, players=9, rounds=1)
    info = swiss.pair_next_round(store, event, seed=7)
    text, _ = text_of(sheets.print_pairings, store, event)
    assert "Pairings by table" in text and "Round 2" in text
    for t in info.tables:
        assert t.a_name in text
    assert "BYE" in text
    by_name, _ = text_of(sheets.print_pairings_by_name, store, event)
    names = [t.a_name for t in info.tables] + [t.b_name for t in info.tables if t.b_name]
    bye = next(t.a_name for t in info.tables if t.is_bye)
    for n in names:   # every player on their own line (surname first), and as an opponent
        own = sheets.surname_first(n)
        assert own in by_name
        assert by_name.count(n) == (0 if n == bye else 1) + (own == n)


def test_result_slips_have_signature_lines(store, make_event):
    event = played(store, make_event, players=8, rounds=0)
    swiss.pair_next_round(store, event, seed=3)
    text, _ = text_of(sheets.print_result_slips, store, event)
    assert text.count("Signature") == 8
    assert "Table 4" in text and "Games won" in text


def test_standings_pdf_lists_everybody_in_order(store, make_event):
    event = played(store, make_event, players=10, rounds=2)
    text, _ = text_of(sheets.print_standings, store, event)
    rows = swiss.standings(store, event)
    positions = [text.index(r.name) for r in rows]
    assert positions == sorted(positions)
    assert "2nd order" in text and "After 2 rounds" in text


def test_bracket_pdf(store, make_event):
    event = played(store, make_event, players=10, rounds=3)
    text, _ = text_of(sheets.print_bracket, store, event)
    assert "has not started" in text
    cut = swiss.start_top_cut(store, event, 4)
    text, _ = text_of(sheets.print_bracket, store, event)
    assert "Semi-finals" in text and "Final" in text
    assert cut.tables[0].a_name in text
