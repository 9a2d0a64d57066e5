"""Issue 35: a satellite offered hand-for-hand with two players left for its one seat, and the
start then refused it (HFH-1: three players at least). The offer is made only where the start's
own check allows it: the same check object the Hand for hand button and the start run."""

import pytest

from tdesk.cli import main
from tdesk.errors import ConflictError
from tdesk.services.money import money, satellites
from tdesk.services.players import list_entries
from tdesk.services.seating import hand_for_hand as hfh
from tdesk.services.seating.seating import bust_players, draw_seats


def one_seat_satellite(store, make_event, left: int):  # type: ignore[no-untyped-def]
    """Ten entries of 100 into one seat of 1,000 (SAT-1), hand-for-hand from one off the
    seat, busted down to ``left``."""
    event = make_event("poker", 10, name="Sat", starting_stack=5000, seats_per_table=5,
                       hand_for_hand_from=1)
    money.set_terms(store, event, {"buy_in": 100})
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids)
    satellites.set_satellite(store, event, 1000, "Main Event")
    draw_seats(store, event, seed=3)
    for entry_id in reversed(ids[left:]):
        bust_players(store, event, [entry_id])
    return event


def test_two_left_for_one_seat_offers_no_hand_for_hand(store, make_event):  # type: ignore[no-untyped-def]
    event = one_seat_satellite(store, make_event, 2)
    info = hfh.status(store, event)
    assert (info.places_paid, info.players_left) == (1, 2)  # one off the seat: on the bubble
    assert not info.offer  # the start is refused, so it is not offered
    with pytest.raises(ValueError, match="at least 3 players left, not 2"):
        info.verify_start()
    with pytest.raises(ConflictError, match="at least 3 players left, not 2"):
        hfh.start(store, event)


def test_the_offer_follows_the_start_check(store, make_event):  # type: ignore[no-untyped-def]
    """Where the start is allowed the offer stays (a regular bubble of three for two places)."""
    event = one_seat_satellite(store, make_event, 3)
    assert not hfh.status(store, event).offer  # two off the one seat: not near yet
    info = hfh.HandForHandInfo(event, False, 0, False, (), (), players_left=3, places_paid=2,
                               margin=1, near=True)
    assert info.offer
    assert not hfh.HandForHandInfo(event, True, 0, False, (), (), players_left=3,
                                   places_paid=2, margin=1, near=True).offer


def test_the_command_line_does_not_offer_it_either(store, make_event, capsys):  # type: ignore[no-untyped-def]
    one_seat_satellite(store, make_event, 2)
    url = str(store.engine.url)
    assert main(["hand-for-hand", "status", "--db", url, "--event", "Sat"]) == 0
    out = capsys.readouterr().out
    assert "2 players left, 1 paid" in out and "start it with" not in out, out
    assert main(["hand-for-hand", "start", "--db", url, "--event", "Sat"]) == 2
    assert "at least 3 players left" in capsys.readouterr().err
