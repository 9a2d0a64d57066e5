"""Issue 24: the draft pod seatings (CG-D4), round 1 seated by name (CG-T13, the bye without a
table) and the bracket page with the round names, read back with pypdf."""

import io

from pypdf import PdfReader

from tdesk.print import swiss as sheets
from tdesk.print import swiss_plans
from tdesk.print.registry import find
from tdesk.services.swiss import swiss


def cells(*values: object) -> str:
    """A table row as pypdf reads it: one cell a line."""
    return "\n".join(map(str, values))


def text_of(fn, store, event, **options):  # type: ignore[no-untyped-def]
    buf = io.BytesIO()
    fn(store, event, buf, **options)
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(buf.getvalue())).pages)


def test_pod_seatings_list_every_pod_in_seat_order(store, make_event):
    event = make_event("swiss", players=12, draft=True, pod_size=6)
    info = swiss.draw_pods(store, event, seed=3)
    text = text_of(swiss_plans.print_pods, store, event)
    assert "Draft pod seatings" in text and "Pod 1" in text and "Pod 2" in text
    for pod in info.pods:
        for s in pod.seats:
            assert cells(s.seat, s.name) in text
    assert "Rank in pod" in text
    assert find("pods").renderer() is swiss_plans.print_pods
    played = swiss.pair_next_round(store, event, seed=1)
    for t in played.tables:
        swiss.record_result(store, event, 1, t.table, "2-0")
    text = text_of(swiss_plans.print_pods, store, event)
    ranked = swiss.pod_standings(store, event)
    for pod in info.pods:
        for s in pod.seats:
            row = next(r for r in ranked[pod.number] if r.entry_id == s.entry_id)
            assert cells(s.seat, s.name, row.standing.rank, row.standing.points) in text


def test_seating_by_name_has_tables_seats_and_the_bye(store, make_event):
    event = make_event("swiss", players=9, first_table=21)
    info = swiss.pair_next_round(store, event, seed=4)
    text = text_of(swiss_plans.print_seating_by_name, store, event)
    assert "Seating by name — Round 1" in text
    bye = next(t for t in info.tables if t.is_bye)
    assert cells(sheets.surname_first(bye.a_name), "BYE") in text
    for t in info.tables:
        if not t.is_bye:
            assert cells(sheets.surname_first(t.a_name), t.table, 1, t.b_name) in text
            assert cells(sheets.surname_first(t.b_name), t.table, 2, t.a_name) in text
    assert min(t.table for t in info.tables if not t.is_bye) == 21


def test_pairings_sheet_shows_the_bye_not_a_table(store, make_event):
    event = make_event("swiss", players=7, first_table=5)
    info = swiss.pair_next_round(store, event, seed=1)
    bye = next(t for t in info.tables if t.is_bye)
    text = text_of(sheets.print_pairings, store, event)
    assert cells("BYE", bye.a_name) in text
    assert cells(bye.table, bye.a_name) not in text
