"""Money service (issue 14): payments, prize pool, places paid, results, counts, deals."""

import pytest

from tdesk.errors import ConflictError, InputError
from tdesk.services.money import deals, money
from tdesk.services.players import list_entries
from tdesk.services.seating import chip_counts
from tdesk.services.seating.seating import bust_players


def _setup(store, make_event, players=30, **terms):
    event = make_event("poker", players, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, **terms})
    money.set_payout(store, event, money.load_template("top3"))
    ids = [r.entry_id for r in list_entries(store, event)]
    return event, ids


def test_entries_make_the_prize_pool_and_payouts(store, make_event):
    event, ids = _setup(store, make_event, payout_unit=10)
    for entry_id in ids[:10]:
        money.take_payment(store, event, entry_id, "entry", "cash")
    money.take_entries(store, event, ids, "card")
    s = money.money_summary(store, event)
    assert (s.collected, s.fees, s.pool.total) == (3000, 300, 3000)
    assert s.prizes == (1500, 900, 600)
    assert s.entries == 30 and s.players_left == 30
    assert s.chips_in_play == 30 * 20000 and s.average_stack == 20000
    paid = money.paid_by_entry(store, event)
    assert paid[ids[0]].paid == 110 and paid[ids[0]].made == {"entry": 1}


def test_a_second_entry_is_refused_and_undo_removes_a_payment(store, make_event):
    event, ids = _setup(store, make_event)
    money.take_payment(store, event, ids[0], "entry", "cash")
    with pytest.raises(ConflictError, match="already paid"):
        money.take_payment(store, event, ids[0], "entry", "cash")
    store.undo()
    assert money.list_payments(store, event) == []


def test_guarantee_shows_the_overlay(store, make_event):
    event, ids = _setup(store, make_event, guarantee=5000, added_money=500)
    money.take_entries(store, event, ids)
    s = money.money_summary(store, event)
    assert (s.pool.total, s.pool.overlay) == (5000, 1500)


def test_reentry_brings_a_busted_player_back_and_counts_as_an_entry(store, make_event):
    event, ids = _setup(store, make_event, reentry_limit=1)
    money.take_entries(store, event, ids)
    with pytest.raises(ConflictError, match="still in"):
        money.take_payment(store, event, ids[0], "reentry", "cash")
    bust_players(store, event, [ids[0]])
    money.take_payment(store, event, ids[0], "reentry", "card")
    s = money.money_summary(store, event)
    assert (s.entries, s.players_left, s.collected) == (31, 30, 3100)
    assert s.chips_in_play == 31 * 20000
    bust_players(store, event, [ids[0]])
    with pytest.raises(ConflictError, match="at most 1"):
        money.take_payment(store, event, ids[0], "reentry", "card")


def test_addon_adds_chips_to_the_stack_and_the_chips_in_play(store, make_event):
    event, ids = _setup(store, make_event, addon_price=50, addon_chips=10000)
    money.take_entries(store, event, ids)
    money.take_payment(store, event, ids[3], "addon", "cash")
    s = money.money_summary(store, event)
    assert s.collected == 3050 and s.chips_in_play == 30 * 20000 + 10000
    assert {r.entry_id: r.chips for r in chip_counts.stacks(store, event)}[ids[3]] == 30000
    with pytest.raises(ConflictError, match="already taken"):
        money.take_payment(store, event, ids[3], "addon", "cash")


def test_closing_registration_locks_places_paid(store, make_event):
    event, ids = _setup(store, make_event)
    money.set_payout(store, event, money.load_template("standard"))
    money.take_entries(store, event, ids[:15])
    assert money.money_summary(store, event).places_paid == 2  # 8-15 entries pay 2
    money.close_registration(store, event)
    with pytest.raises(ConflictError, match="closed"):
        money.take_payment(store, event, ids[20], "entry", "cash")
    store.undo()  # reopen
    money.take_entries(store, event, ids[15:])
    assert money.money_summary(store, event).places_paid == 4  # 28-40 entries pay 4
    money.close_registration(store, event)
    assert money.money_summary(store, event).locked


def test_busts_into_paid_places_get_their_prizes(store, make_event):
    event, ids = _setup(store, make_event, players=10)
    money.take_entries(store, event, ids)  # pool 1,000: 500/300/200
    for entry_id in ids[:7]:
        bust_players(store, event, [entry_id])
    bust_players(store, event, [ids[7]])
    res = money.results(store, event)
    assert [(r.place, r.prize) for r in res[:1]] == [(3, 200)]
    assert sum(r.prize for r in res) == 200
    assert money.money_summary(store, event).next_jump == (1, 500)  # 2nd gets 300, 1st more


def test_players_tied_for_a_place_share_its_prizes(store, make_event):
    event, ids = _setup(store, make_event, players=5)
    money.take_entries(store, event, ids)  # pool 500: 250/150/100
    bust_players(store, event, ids[:2])
    bust_players(store, event, ids[2:4], {ids[2]: 1000, ids[3]: 1000})  # share 2nd-3rd
    res = {r.entry_id: r.prize for r in money.results(store, event)}
    assert res[ids[2]] + res[ids[3]] == 150 + 100 and abs(res[ids[2]] - res[ids[3]]) <= 1


def test_chip_counts_set_stacks_and_are_kept_as_history(store, make_event):
    event, ids = _setup(store, make_event, players=4)
    money.take_entries(store, event, ids)
    chip_counts.record_counts(store, event, {ids[0]: 35000, ids[1]: 5000}, "Table 1")
    chip_counts.record_counts(store, event, {ids[0]: 30000, ids[1]: 10000}, "Table 1")
    s = money.money_summary(store, event)
    # only the counted stacks add up (issue 35): table 2's starting stacks are not a count
    assert (s.counted_chips, s.chips_in_play) == (40000, 80000)
    assert s.leader is not None and s.leader_chips == 30000
    chip_counts.record_counts(store, event, {ids[2]: 25000, ids[3]: 15000}, "Table 2")
    s = money.money_summary(store, event)
    assert s.counted_chips == s.chips_in_play == 80000
    history = chip_counts.count_history(store, event)
    assert [h.total for h in history] == [40000, 40000, 40000] and history[1].counts[ids[0]] == 30000
    with pytest.raises(InputError, match="Chips"):
        chip_counts.record_counts(store, event, {ids[0]: -5})


def test_deal_is_recorded_and_shown_in_results(store, make_event):
    event, ids = _setup(store, make_event, players=5)
    money.take_entries(store, event, ids)  # 500: 250/150/100
    bust_players(store, event, ids[:2])
    chip_counts.record_counts(store, event, {ids[2]: 50000, ids[3]: 30000, ids[4]: 20000})
    players, prizes = deals.deal_candidates(store, event)
    assert prizes == [250, 150, 100]
    amounts = deals.work_out_deal("icm", [p.chips for p in players], prizes, 50)
    with pytest.raises(InputError, match="Deal total"):
        deals.record_deal(store, event, "icm", {p.entry_id: 1 for p in players}, 50)
    deals.record_deal(store, event, "icm", dict(zip([p.entry_id for p in players], amounts,
                                                    strict=True)), 50)
    res = money.results(store, event)
    assert sum(r.prize for r in res) == 500  # the pool: the 50 played for listed apart
    assert [(r.entry_id, r.prize) for r in res if r.kept_back] == [(0, 50)]
    assert sum(r.prize for r in res if not r.kept_back) == 450
    assert all("ICM deal" in r.note for r in res if r.entry_id in ids[2:])
    csv_text = money.results_csv(store, event).decode("utf-8-sig")
    assert "ICM deal, 50 played for" in csv_text


def test_a_deal_in_an_event_rounded_to_tens_is_in_tens_and_recorded_as_icm(store, make_event):
    """Issue 35: the deal's amounts ignored the event's rounding unit; a deal worked out in
    the event's unit is the ICM deal, not a "custom" one."""
    event, ids = _setup(store, make_event, players=12, payout_unit=10)
    money.take_entries(store, event, ids)  # 1,200: 600/360/240
    bust_players(store, event, ids[:9])
    chip_counts.record_counts(store, event, {ids[9]: 123457, ids[10]: 77001, ids[11]: 39542})
    players, prizes = deals.deal_candidates(store, event)
    amounts = deals.work_out_deal("icm", [p.chips for p in players], prizes, 0, 10)
    assert sum(amounts) == sum(prizes) and all(a % 10 == 0 for a in amounts)
    assert amounts != deals.work_out_deal("icm", [p.chips for p in players], prizes)
    deals.record_deal(store, event, "icm", dict(zip([p.entry_id for p in players], amounts,
                                                    strict=True)))
    assert all("ICM deal" in r.note for r in money.results(store, event) if r.entry_id in ids[9:])


def test_other_kinds_are_refused(store, make_event):
    event = make_event("swiss", 4)
    with pytest.raises(ConflictError, match="poker and OFC"):
        money.set_terms(store, event, {"buy_in": 10})


def test_bad_terms_name_the_field(store, make_event):
    event = make_event("poker", 2)
    with pytest.raises(InputError, match="Buy-in"):
        money.set_terms(store, event, {"buy_in": -1})


def test_late_registration_closes_after_its_level(store, make_event):
    from tdesk.rules.levels import clock as rc
    from tdesk.services.clock import clock_action, get_clock

    event, ids = _setup(store, make_event, late_reg_level=2, rebuy_limit=2, rebuy_price=100,
                        rebuy_chips=20000)
    money.take_payment(store, event, ids[0], "entry", "cash")  # clock not started: open
    levels = get_clock(store, event).structure.levels
    third = [i for i, lv in enumerate(levels) if not lv.is_break][2]
    clock_action(store, event, rc.Op(rc.Action.JUMP, index=third))
    clock_action(store, event, rc.Op(rc.Action.START))
    with pytest.raises(ConflictError, match="registration is closed"):
        money.take_payment(store, event, ids[1], "entry", "cash")
    with pytest.raises(ConflictError, match="rebuy period is over"):
        money.take_payment(store, event, ids[0], "rebuy", "cash")


def test_players_registered_but_unpaid_are_not_counted_once_fees_are_taken(store, make_event):
    event, ids = _setup(store, make_event, players=12)
    money.take_entries(store, event, ids[:8])
    s = money.money_summary(store, event)
    assert (s.entries, s.players_left, s.chips_in_play, s.average_stack) == (8, 8, 160000, 20000)


@pytest.mark.parametrize("typed", ["50,30,20", "50, 30, 20", "50/30/20", "50% 30% 20%",
                                   "50 30 20"])
def test_percents_typed_with_commas_list_the_places(typed: str) -> None:
    """The field says "separated by spaces, commas or slashes": every way lists three places."""
    structure = money.parse_percents(typed)
    assert structure.name == "By hand: 50 / 30 / 20"


def test_percents_with_a_decimal_comma_as_russian_writes_them() -> None:
    assert money.parse_percents("50,5 30 19,5").name == money.parse_percents("50.5 30 19.5").name
    with pytest.raises(InputError, match="Percents"):
        money.parse_percents("50,5 30 19")  # 99.5: refused, not read as other places


def test_the_last_player_left_is_first_with_the_first_prize(store, make_event):
    """Heads-up ends with a bust: the results sheet then shows the winner in 1st with the top
    prize, and the whole pool is paid (no bust of the winner needed)."""
    event, ids = _setup(store, make_event, players=5)
    money.take_entries(store, event, ids)  # 500: 250/150/100
    assert money.results(store, event) == []
    for entry_id in ids[:3]:
        bust_players(store, event, [entry_id])
    assert [r.place for r in money.results(store, event)] == [3, 4, 5]  # two still in
    bust_players(store, event, [ids[3]])
    res = money.results(store, event)
    assert [(r.place, r.entry_id, r.prize) for r in res[:3]] == [
        (1, ids[4], 250), (2, ids[3], 150), (3, ids[2], 100)]
    assert sum(r.prize for r in res) == 500
    store.undo()  # the bust undone: heads-up again, nobody first yet
    assert [r.place for r in money.results(store, event)] == [3, 4, 5]


def test_a_deal_winner_is_listed_once_with_the_amount_played_for(store, make_event):
    event, ids = _setup(store, make_event, players=4)
    money.take_entries(store, event, ids)  # 400: 200/120/80
    bust_players(store, event, ids[:2])
    chip_counts.record_counts(store, event, {ids[2]: 30000, ids[3]: 50000})
    deals.record_deal(store, event, "custom", {ids[2]: 130, ids[3]: 170}, 20)
    bust_players(store, event, [ids[2]])
    res = money.results(store, event)
    assert [(r.place, r.entry_id, r.prize) for r in res] == [
        (1, ids[3], 190), (2, ids[2], 130), (3, ids[0], 40), (3, ids[1], 40)]  # 3rd+4th shared
    assert [r.entry_id for r in res].count(ids[3]) == 1
    assert sum(r.prize for r in res) == 400
