"""Satellites through the services (issue 23, SAT-1..SAT-6): the seats and the remainder as
the money side pays them, the bubble, a seat taken as cash, deals refused, the CSV."""

from __future__ import annotations

import csv
import io

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tdesk.errors import ConflictError, InputError
from tdesk.rules.money import satellites as sat
from tdesk.services.money import deals, money, satellites
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players


def _satellite(store, make_event, players=30, buy_in=100, seat=550, **options):
    """A satellite of ``players`` entries at ``buy_in`` (+10 fee), seats of ``seat`` to the
    Main Event; returns the event and its entry ids (in registration order)."""
    event = make_event("poker", players, starting_stack=5000)
    money.set_terms(store, event, {"buy_in": buy_in, "fee": 10})
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids)
    satellites.set_satellite(store, event, seat, "Main Event", **options)
    return event, ids


def _bust_down_to(store, event, ids, left):
    """Bust players one by one (the last registered first) until ``left`` remain."""
    for entry_id in reversed(ids[left:]):
        bust_players(store, event, [entry_id])


def test_the_pool_buys_seats_and_the_remainder_goes_to_the_next_place(store, make_event):
    event, _ = _satellite(store, make_event)
    info = satellites.satellite_info(store, event)
    assert (info.pool, info.seats, info.cash, info.places_paid) == (3000, 5, 250, 6)
    assert (info.target, info.seat_value, info.problem, info.over) == ("Main Event", 550, "",
                                                                      False)
    s = money.money_summary(store, event)
    assert s.prizes == (550, 550, 550, 550, 550, 250) and s.places_paid == 6
    assert money.get_terms(store, event).satellite.seat_value == 550


def test_shared_remainder_pays_five_places_with_cash_on_each_seat(store, make_event):
    event, _ = _satellite(store, make_event, remainder="seat_winners")
    s = money.money_summary(store, event)
    assert s.prizes == (600,) * 5 and s.places_paid == 5


def test_the_bubble_ends_the_satellite_and_everyone_left_wins_a_seat(store, make_event):
    event, ids = _satellite(store, make_event)
    _bust_down_to(store, event, ids, 6)
    assert not satellites.satellite_info(store, event).over
    rows = satellites.satellite_results(store, event)
    assert [(r.place, r.seat, r.cash) for r in rows if r.prize] == []  # nobody paid yet
    bust_players(store, event, [ids[5]])  # the bubble: 6th, the remainder
    info = satellites.satellite_info(store, event)
    assert info.over and info.players_left == 5
    rows = satellites.satellite_results(store, event)
    winners = [r for r in rows if r.seat]
    assert sorted(r.entry_id for r in winners) == sorted(ids[:5])
    assert {(r.place, r.place_to, r.prize, r.cash) for r in winners} == {(1, 5, 550, 0)}
    bubble = next(r for r in rows if r.entry_id == ids[5])
    assert (bubble.place, bubble.seat, bubble.cash, bubble.prize) == (6, False, 250, 250)
    assert sum(r.prize for r in rows) == info.pool == 5 * 550 + 250


def test_a_tie_across_the_last_seat_shares_its_value_in_cash(store, make_event):
    event, ids = _satellite(store, make_event)
    _bust_down_to(store, event, ids, 6)
    bust_players(store, event, ids[4:6], {ids[4]: 1000, ids[5]: 1000})  # tied for 5th
    rows = {r.entry_id: r for r in satellites.satellite_results(store, event)}
    assert (rows[ids[4]].seat, rows[ids[5]].seat) == (False, False)
    assert rows[ids[4]].cash + rows[ids[5]].cash == 550 + 250  # SAT-6
    assert sum(r.seat for r in rows.values()) == 4


def test_an_icm_deal_is_refused_in_a_satellite(store, make_event):
    event, ids = _satellite(store, make_event)
    _bust_down_to(store, event, ids, 7)
    chance = deals.deal_chance(store, event)  # the Deal page's check (issue 38)
    with pytest.raises(ValueError, match="not priced by ICM") as shown:
        chance.verify_method("icm")
    with pytest.raises(ValueError, match="does not allow"):
        chance.verify_method("chipchop")
    players, prizes = deals.deal_candidates(store, event)
    amounts = {p.entry_id: 0 for p in players}
    amounts[players[0].entry_id] = sum(prizes)
    with pytest.raises(ConflictError) as refused:
        deals.record_deal(store, event, "icm", amounts)
    assert str(refused.value) == str(shown.value)  # one sentence, the rule's (SAT-4)
    assert deals.list_deals(store, event) == []


def test_a_chip_chop_is_allowed_only_where_anyone_may_take_a_seat_as_cash(store, make_event):
    event, ids = _satellite(store, make_event, seat_cash="anyone")
    _bust_down_to(store, event, ids, 7)
    deals.deal_chance(store, event).verify_method("chipchop")
    with pytest.raises(ValueError, match="ICM"):
        deals.deal_chance(store, event).verify_method("icm")


def test_a_seat_taken_as_cash_follows_the_venue_rule_and_undoes(store, make_event):
    event, ids = _satellite(store, make_event)
    _bust_down_to(store, event, ids, 5)
    with pytest.raises(ConflictError, match="already holds a seat"):
        satellites.take_seat_as_cash(store, event, ids[0])
    with pytest.raises(ConflictError, match="has not won a seat"):
        satellites.take_seat_as_cash(store, event, ids[5], already_seated=True)
    satellites.take_seat_as_cash(store, event, ids[0], already_seated=True)
    row = next(r for r in satellites.satellite_results(store, event) if r.entry_id == ids[0])
    assert (row.seat, row.seat_as_cash, row.cash, row.prize) == (False, True, 550, 550)
    with pytest.raises(ConflictError, match="already taken"):
        satellites.take_seat_as_cash(store, event, ids[0], already_seated=True)
    store.undo()
    row = next(r for r in satellites.satellite_results(store, event) if r.entry_id == ids[0])
    assert (row.seat, row.seat_as_cash, row.cash) == (True, False, 0)


def test_a_player_registered_in_the_target_may_take_the_seat_as_cash(store, make_event):
    target = make_event("poker", 3, name="Main Event")
    money.set_terms(store, target, {"buy_in": 500, "fee": 50})
    event = make_event("poker", 6, starting_stack=5000)  # the same names as the target's
    money.set_terms(store, event, {"buy_in": 100})
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids)
    satellites.set_satellite(store, event, 0, "Main Event")  # the target's buy-in and fee
    assert satellites.satellite_info(store, event).seat_value == 550
    names = {r.entry_id: r.name for r in list_entries(store, event)}
    in_target = {r.name for r in list_entries(store, target)}
    _bust_down_to(store, event, ids, 1)
    assert names[ids[0]] in in_target
    satellites.take_seat_as_cash(store, event, ids[0])
    never = make_event("poker", 4)
    money.set_terms(store, never, {"buy_in": 300})
    money.take_entries(store, never, [r.entry_id for r in list_entries(store, never)])
    satellites.set_satellite(store, never, 600, seat_cash="never")
    bust_players(store, never, [r.entry_id for r in list_entries(store, never)][1:])
    with pytest.raises(ConflictError, match="cannot be taken as cash"):
        satellites.take_seat_as_cash(store, never, list_entries(store, never)[0].entry_id,
                                     already_seated=True)


@pytest.mark.parametrize(("args", "field", "value"), [
    ((-5, "Main"), "Seat value", "-5"),
    (("550", "Main"), "Seat value", "'550'"),
    ((550, "Main", "bubble"), "Remainder", "'bubble'"),
    ((550, "Main", "next_place", "sometimes"), "Seat as cash", "'sometimes'"),
    ((0, ""), "Seat value", "0"),
    ((0, "No such event"), "Seat value", "0"),
])
def test_satellite_settings_are_refused_naming_the_field_and_value(store, make_event, args,
                                                                   field, value):
    event = make_event("poker", 4)
    with pytest.raises(InputError) as err:
        satellites.set_satellite(store, event, *args)
    assert err.value.field == field and repr(err.value.value) in (repr(value), value)
    assert satellites.satellite_info(store, event) is None


def test_a_pool_too_small_for_a_seat_pays_nothing_and_says_why(store, make_event):
    event, _ = _satellite(store, make_event, players=4, seat=550)
    info = satellites.satellite_info(store, event)
    assert info.seats == 0 and "does not buy one seat" in info.problem
    assert money.money_summary(store, event).places_paid == 0


def test_clearing_the_satellite_pays_by_the_structure_again_and_undo_brings_it_back(
        store, make_event):
    event, _ = _satellite(store, make_event)
    satellites.clear_satellite(store, event)
    assert satellites.satellite_info(store, event) is None
    assert money.money_summary(store, event).prizes[0] != 550
    store.undo()
    assert satellites.satellite_info(store, event).seats == 5


def test_a_prize_handed_over_keeps_the_satellite_setup_as_it_was(store, make_event):
    from tdesk.services.money import receipts

    event = make_event("poker", 10, starting_stack=5000)
    money.set_terms(store, event, {"buy_in": 100})
    money.set_payout(store, event, money.load_template("top3"))
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids)
    _bust_down_to(store, event, ids, 2)  # 3rd: 20% of 1,000
    receipts.hand_over_prize(store, event, ids[2])
    with pytest.raises(ConflictError, match="handed over"):
        satellites.set_satellite(store, event, 300, "Main")
    assert satellites.satellite_info(store, event) is None


def test_the_csv_names_the_seats_and_the_remainder(store, make_event):
    event, ids = _satellite(store, make_event)
    _bust_down_to(store, event, ids, 5)
    text = satellites.results_csv(store, event).decode("utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(text)))
    seats = [r for r in rows if r["seat"]]
    assert len(seats) == 5 and {r["wins"] for r in seats} == {"Seat to Main Event"}
    assert {r["place"] for r in seats} == {"1-5"}
    sixth = next(r for r in rows if r["place"] == "6")
    assert (sixth["cash"], sixth["wins"], sixth["prize"]) == ("250", "Remainder", "250")
    assert sum(int(r["prize"]) for r in rows) == 3000


def test_the_csv_of_another_event_is_the_money_results(store, make_event):
    event = make_event("poker", 4)
    assert satellites.results_csv(store, event) == money.results_csv(store, event)


# --- property: seats plus cash is the pool, at every point --------------------------------------


@settings(max_examples=300, deadline=None)
@given(seat=st.integers(1, 5_000), entries=st.integers(1, 200), buy_in=st.integers(1, 2_000),
       added=st.integers(0, 20_000), shared=st.booleans(), data=st.data())
def test_seat_rows_add_up_to_the_pool_whatever_the_ties(seat, entries, buy_in, added, shared,
                                                        data):
    pool = entries * buy_in + added
    try:
        sat.verify_satellite(pool, seat, entries)
    except ValueError:
        return
    rule = sat.Remainder.SEAT_WINNERS if shared else sat.Remainder.NEXT_PLACE
    payout = sat.satellite_payout(pool, seat, entries, rule)
    prizes = [payout.value(p) for p in range(1, len(payout.prizes) + 1)]
    left = data.draw(st.integers(0, min(entries, payout.seats)))
    # the players out, in ties of one to three, from the bottom up to place left + 1
    rows, place = [], entries
    while place > left:
        size = min(data.draw(st.integers(1, 3)), place - left)
        first = place - size + 1
        pot = sum(prizes[p - 1] for p in range(first, place + 1) if p <= len(prizes))
        shares = [pot // size + (1 if i < pot % size else 0) for i in range(size)]
        for share in shares:
            rows.append(money.ResultRow(first, len(rows) + 1, f"P{len(rows) + 1:04}", "", share))
        place = first - 1
    still_in = [(1000 + i, f"S{i}", "") for i in range(left)]
    out = satellites.seat_rows(rows, still_in, payout, left > 0, set())
    assert sum(r.prize for r in out) == pool
    assert sum(seat for r in out if r.seat) + sum(r.cash for r in out) == pool
    assert sum(r.seat for r in out) <= payout.seats
    if not any(r.place <= payout.seats < r.place_to for r in out):  # no tie across the seat
        assert sum(r.seat for r in out) == payout.seats


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(players=st.integers(6, 24), buy_in=st.sampled_from([50, 110, 333]),
       seat=st.sampled_from([200, 550, 1000]), shared=st.booleans())
def test_the_store_pays_the_whole_pool_once_the_satellite_is_over(store, make_event, players,
                                                                  buy_in, seat, shared):
    event = make_event("poker", players, starting_stack=5000)
    money.set_terms(store, event, {"buy_in": buy_in})
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids)
    pool = players * buy_in
    if pool < seat:
        return
    satellites.set_satellite(store, event, seat, "Main",
                             remainder="seat_winners" if shared else "next_place")
    info = satellites.satellite_info(store, event)
    if pool // seat > players:  # SAT-1: more seats than entries is no satellite: nothing paid
        assert "only" in info.problem and money.money_summary(store, event).places_paid == 0
        return
    for entry_id in reversed(ids):
        if satellites.satellite_info(store, event).over:
            break
        bust_players(store, event, [entry_id])
    rows = satellites.satellite_results(store, event)
    assert sum(r.prize for r in rows) == pool
    assert sum(r.seat for r in rows) == info.seats == pool // seat
    assert sum(r.cash for r in rows) == pool % seat


def test_hand_for_hand_plays_to_the_last_seat_not_the_cash_place_SAT_3(store, make_event):
    """Issue 35: 5 seats and the remainder to 6th: hand-for-hand switched itself off at 6 left,
    just as the seat bubble began. The seats are the places it plays to."""
    from tdesk.services.seating import hand_for_hand as hfh
    from tdesk.services.seating.seating import draw_seats

    event = make_event("poker", 30, starting_stack=5000, seats_per_table=6,
                       hand_for_hand_from=2)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10})
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids)
    satellites.set_satellite(store, event, 550, "Main Event")  # 5 seats, 250 to 6th
    draw_seats(store, event, seed=3)
    _bust_down_to(store, event, ids, 8)
    info = hfh.status(store, event)
    assert (info.places_paid, info.players_left) == (5, 8) and not info.offer
    bust_players(store, event, [ids[7]])
    assert hfh.status(store, event).offer  # 7 left: two from the last seat
    hfh.start(store, event)
    hfh.next_hand(store, event)
    playing = hfh.status(store, event).playing
    last = ids[6]
    table = next(t for t in playing if last in _at(store, event, t))
    for t in playing:
        hfh.hand_done(store, event, t, {last: 100} if t == table else {})
    info = hfh.status(store, event)
    assert info.players_left == 6 and info.active  # 6 left for 5 seats: still hand for hand
    hfh.next_hand(store, event)
    sixth = ids[5]
    for t in hfh.status(store, event).playing:
        out = {sixth: 100} if sixth in _at(store, event, t) else {}
        hfh.hand_done(store, event, t, out)
    assert not hfh.status(store, event).active  # the seats are won: over


def _at(store, event, table):
    from tdesk.services.seating.seating import room

    return [p.entry_id for p in room(store, event).table(table).players]
