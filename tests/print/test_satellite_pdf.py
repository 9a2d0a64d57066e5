"""A satellite's results sheet (issue 23), read back with pypdf: the seat rows, the remainder,
a seat taken as cash, the total that is the pool; another event's sheet is unchanged."""

from __future__ import annotations

import io

from pypdf import PdfReader

from tdesk.print.registry import find
from tdesk.services.money import money, satellites
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players


def _text(data: bytes) -> str:
    reader = PdfReader(io.BytesIO(data))
    return " ".join(" ".join(page.extract_text() for page in reader.pages).split())


def _sheet(store, event) -> str:  # type: ignore[no-untyped-def]
    out = io.BytesIO()
    find("results").renderer()(store, event, out)
    return _text(out.getvalue())


def _satellite(store, make_event, **options):  # type: ignore[no-untyped-def]
    event = make_event("poker", 30, starting_stack=5000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10})
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids)
    satellites.set_satellite(store, event, 550, "Main Event", **options)
    for entry_id in reversed(ids[5:]):
        bust_players(store, event, [entry_id])
    return event, ids


def test_the_sheet_shows_each_seat_the_remainder_and_the_pool(store, make_event):  # type: ignore[no-untyped-def]
    event, ids = _satellite(store, make_event, seat_cash="anyone")
    satellites.take_seat_as_cash(store, event, ids[0])
    text = _sheet(store, event)
    assert "seats of 550 to Main Event" in text and "5 players left: all win a seat" in text
    assert text.count("Seat to Main Event") == 4  # the fifth took the cash
    assert "Seat taken as cash" in text and "Remainder in cash" in text
    assert "1–5" in text and "Wins" in text
    assert "Total 3,000 4 seats + 800 in cash" in text  # 550 taken as cash + 250


def test_a_shared_remainder_prints_beside_each_seat(store, make_event):  # type: ignore[no-untyped-def]
    event, _ = _satellite(store, make_event, remainder="seat_winners")
    text = _sheet(store, event)
    assert text.count("Seat to Main Event + 50 in cash") == 5
    assert "Remainder in cash" not in text


def test_the_sheet_of_another_event_is_the_usual_one(store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("poker", 6, starting_stack=5000)
    money.set_terms(store, event, {"buy_in": 100})
    money.set_payout(store, event, money.load_template("top3"))
    text = _sheet(store, event)
    assert "Wins" not in text and "Seat to" not in text and "Prize pool 0" in text


def test_the_wall_sheet_shows_seats_and_the_remainder(store, make_event):  # type: ignore[no-untyped-def]
    event, _ = _satellite(store, make_event)
    out = io.BytesIO()
    find("payouts").renderer()(store, event, out)
    text = _text(out.getvalue())
    assert "Prize pool 3,000 · 30 entries" in text
    assert "5 seats of 550 to Main Event · remainder 250 in cash" in text
    assert text.count("Seat") >= 5 and "6. 250 in cash" in text
    plain = make_event("poker", 6, starting_stack=5000)
    money.set_terms(store, plain, {"buy_in": 100})
    out = io.BytesIO()
    find("payouts").renderer()(store, plain, out)
    assert "Seat" not in _text(out.getvalue())
