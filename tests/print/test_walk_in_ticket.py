"""The walk-in's ticket (issue 35): the entry receipt of a seated player is their seat card,
TABLE and SEAT in the seat card's large type and the chips, on A4 and the 80 mm roll."""

import io

import pytest
from pypdf import PdfReader

from tdesk.print.receipt import print_receipt
from tdesk.services.money import money
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import draw_seats
from tdesk.services.seating.walk_in import walk_in


def _text(store, event, number, page):  # type: ignore[no-untyped-def]
    out = io.BytesIO()
    print_receipt(store, event, out, number=number, page=page)
    reader = PdfReader(io.BytesIO(out.getvalue()))
    assert len(reader.pages) == 1
    return " ".join(reader.pages[0].extract_text().split())


def _sizes(store, event, number):  # type: ignore[no-untyped-def]
    """Font size of each text run on the page."""
    out = io.BytesIO()
    print_receipt(store, event, out, number=number, page="a4")
    sizes: dict[str, float] = {}

    def visit(text, cm, tm, font, size):  # type: ignore[no-untyped-def]
        if text.strip():
            sizes[text.strip()] = max(sizes.get(text.strip(), 0), size * tm[0])

    PdfReader(io.BytesIO(out.getvalue())).pages[0].extract_text(visitor_text=visit)
    return sizes


@pytest.mark.parametrize("page", ["a4", "80mm"])
def test_a_seated_walk_in_ticket_shows_table_seat_and_chips(store, make_event, page):
    event = make_event("poker", 12, starting_stack=20000, name="Friday Deepstack")
    money.set_terms(store, event, {"buy_in": 100, "fee": 10})
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    draw_seats(store, event, seed=3)
    done = walk_in(store, event, name="Zoë Walker")
    text = _text(store, event, done.receipt, page)
    assert f"TABLE {done.table} SEAT {done.seat} 20,000 chips" in text
    assert "Zoë Walker" in text
    if page == "a4":
        sizes = _sizes(store, event, done.receipt)
        assert sizes[str(done.table)] >= 40 and sizes[str(done.seat)] >= 40  # the card's type


def test_an_unseated_entry_receipt_names_the_chips_and_no_seat(store, make_event):
    event = make_event("poker", 3, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100})
    done = walk_in(store, event, name="Zoë Walker")  # no draw yet
    text = _text(store, event, done.receipt, "a4")
    assert "TABLE" not in text and "Chips 20,000" in text
