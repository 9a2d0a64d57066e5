"""OFC and money (issue 14): the calculator's applied hands are the chip counts; eliminations
give places and prizes (OFC-S4, OFC-S5)."""

from tdesk.services.money import money
from tdesk.services.ofc import ofc
from tdesk.services.ofc.ofc import HandDraft, SeatInput
from tdesk.services.seating import chip_counts

A = "Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts"
B = "Ah Kh 3c / 8s 8d 7c 7h 2d / 6c 6d 6h 5s 5d"
C = "Jh Jd Jc / Th Td 8h 8c 2h / Kc Kd 3h 3s Ac"
D = "Ad 9h 2s / 4c 4s Tc 6s 3d / 7d 7s 5h 5c Qc"


def test_ofc_hands_move_stacks_and_busts_are_paid(store, make_event):
    event = make_event("ofc", players=4)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10})
    money.set_payout(store, event, money.load_template("top3"))
    ids = [p.entry_id for p in ofc.ofc_players(store, event)]
    money.take_entries(store, event, ids)  # pool 400: 200/120/80
    for entry_id, chips in zip(ids, (5000, 3000, 10000, 4000), strict=True):
        ofc.set_stack(store, event, entry_id, chips)
    a, b, c, d = ids
    ofc.apply_hand(store, event, HandDraft(tuple(SeatInput(e, x) for e, x in
                                                 zip(ids, (A, B, C, D), strict=True))))
    # the calculator's settlement is the count: A 10000, C 7400, D 4600; B out 4th (unpaid)
    stacks = {r.entry_id: (r.chips, r.counted) for r in chip_counts.stacks(store, event)}
    assert stacks == {a: (10000, True), c: (7400, True), d: (4600, True)}
    summary = money.money_summary(store, event)
    assert summary.players_left == 3 and summary.in_the_money
    assert summary.leader_chips == 10000
    ofc.apply_hand(store, event, HandDraft((SeatInput(d, D), SeatInput(a, A), SeatInput(c, B))))
    results = {r.entry_id: (r.place, r.prize) for r in money.results(store, event)}
    assert results[b] == (4, 0)
    assert results[d] == (3, 80)
    assert money.money_summary(store, event).next_jump == (1, 200)  # 2nd gets 120: 1st more
