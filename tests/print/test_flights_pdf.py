"""The bag sheet of a flight (FLT-2, issue 23): every bag with its table, seat and chips."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from tdesk.errors import ConflictError
from tdesk.models.store import Store
from tdesk.print import registry
from tdesk.print.flights import print_bag_sheet
from tdesk.services.seating import flights
from tests.services.flights_helpers import bag_all, two_flights


def _text(store: Store, event_id: int) -> str:
    out = io.BytesIO()
    print_bag_sheet(store, event_id, out)
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(out.getvalue())).pages)


def test_bag_sheet_lists_every_bag_with_seat_and_chips(store: Store) -> None:
    _parent, a, _b = two_flights(store)
    bag_all(store, a, {"Ann": 40_000, "Bo": 25_000, "Cy": 10_000})
    text = _text(store, a)
    for needle in ("Bag sheet", "Main Event Day 1A", "Day 1A: 3 players bagged · 75,000 chips",
                   "Signature", "Ann", "40,000", "Bo", "25,000", "Cy", "10,000", "Total"):
        assert needle in text, needle
    seats = {r.name: r for r in flights.bags(store, a)}
    assert f"{seats['Ann'].table} {seats['Ann'].seat} Ann 40,000" in " ".join(text.split())


def test_bag_sheet_of_an_unbagged_flight_says_so(store: Store) -> None:
    _parent, _a, b = two_flights(store)
    assert "No one has bagged in this flight yet." in _text(store, b)


def test_bag_sheet_is_registered_and_refuses_an_event_that_is_no_flight(store: Store) -> None:
    parent, _a, _b = two_flights(store)
    assert registry.find("bag-sheet").kinds == ("poker",)
    with pytest.raises(ConflictError, match="no flight"):
        print_bag_sheet(store, parent, io.BytesIO())


def _pdf_text(render, store: Store, event_id: int) -> str:  # type: ignore[no-untyped-def]
    out = io.BytesIO()
    render(store, event_id, out)
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(out.getvalue())).pages)


def test_day2_seat_cards_and_seating_list_carry_each_players_bag(store: Store) -> None:
    """Issue 35: Day 2's seat cards and seating list had no chip count; the players bring
    their bags to the seat drawn."""
    from tdesk.print.seat_cards import print_seat_cards
    from tdesk.print.seating import print_seating_list
    from tests.services.flights_helpers import build_agreed

    parent, a, b = two_flights(store)
    bag_all(store, a, {"Ann": 40_000, "Bo": 25_000, "Cy": 10_000})
    bag_all(store, b, {"Gus": 30_000, "Ann": 60_000, "Hal": 5_000})
    build_agreed(store, parent)
    flights.draw_day2(store, parent, seed=3)
    cards = _pdf_text(print_seat_cards, store, parent)
    assert "CHIPS" in cards
    for chips in ("60,000", "30,000", "25,000", "10,000", "5,000"):
        assert chips in cards, chips
    listing = _pdf_text(print_seating_list, store, parent)
    assert "Chips" in listing
    cells = [c.strip() for c in listing.splitlines()]
    assert cells[cells.index("Ann") + 3] == "60,000" and cells[cells.index("Hal") + 3] == "5,000"
    assert "130,000" in cells  # the chips in play, under the column
    flight_cards = _pdf_text(print_seat_cards, store, a)  # a flight's cards: no chips
    assert "CHIPS" not in flight_cards


@pytest.mark.parametrize("doc", ["payouts", "results"])
def test_a_flights_payouts_and_results_sheets_point_to_the_parent(store: Store, doc: str) -> None:
    """FLT-6 (issue 35): a flight printed its own payout table although flights pay nothing."""
    from tdesk.print import satellite

    _parent, a, _b = two_flights(store)
    render = satellite.print_payouts if doc == "payouts" else satellite.print_results
    text = _pdf_text(render, store, a)
    assert "Flights pay nothing: the prizes are Main Event's" in text
    assert "Prize pool" not in text and "places paid" not in text
    parent_text = _pdf_text(render, store, _parent)
    assert "Prize pool 1,100" in parent_text
