"""Receipts and prize handover (issue 23): numbers per event never given twice, a prize
handed over once, and a prize handed over never changed by a later action."""

import threading

import pytest

from tdesk.errors import ConflictError, NotFoundError
from tdesk.models.store import Store
from tdesk.services.audit import list_actions
from tdesk.services.money import deals, money, receipts
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players


def _event(store, make_event, players=6, **terms):
    """Six paid players, top three paid (300 / 180 / 120 of 600), three busted (6th–4th)."""
    event = make_event("poker", players, starting_stack=10000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, **terms})
    money.set_payout(store, event, money.parse_percents("50 30 20"))
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids)
    for entry_id in ids[:3]:
        bust_players(store, event, [entry_id])
    return event, ids


def _prizes(store, event):
    return {r.entry_id: r for r in money.results(store, event)}


def test_every_payment_gets_the_next_number_and_an_undone_one_is_not_given_again(
        store, make_event):
    event = make_event("poker", 4, starting_stack=10000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "addon_price": 50,
                                   "addon_chips": 5000})
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids[:3])
    money.take_payment(store, event, ids[3], "entry", "card")
    rows = money.list_payments(store, event)
    assert [r.receipt for r in rows] == [4, 3, 2, 1]  # newest first
    assert rows[0].receipt_label.endswith("-0004") and rows[0].staff == "Test Floor"
    money.take_payment(store, event, ids[0], "addon", "cash")
    store.undo()  # the add-on (receipt 5) is gone …
    assert [r.receipt for r in money.list_payments(store, event)] == [4, 3, 2, 1]
    money.take_payment(store, event, ids[1], "addon", "cash")
    assert money.list_payments(store, event)[0].receipt == 6  # … and 5 is never given again
    other = make_event("poker", 2)
    money.set_terms(store, other, {"buy_in": 100})
    money.take_entries(store, other, [r.entry_id for r in list_entries(store, other)])
    assert sorted(r.receipt for r in money.list_payments(store, other)) == [1, 2]  # per event


def test_prize_handover_records_amount_staff_and_receipt(store, make_event):
    event, ids = _event(store, make_event)
    bust_players(store, event, [ids[3]])  # 3rd: 120
    number = receipts.hand_over_prize(store, event, ids[3], "card")
    assert number == 7  # after the six entries
    row = _prizes(store, event)[ids[3]]
    assert (row.place, row.prize, row.handed_over_by) == (3, 120, "Test Floor")
    assert row.handed_over is not None and row.receipt.endswith("-0007")
    assert _prizes(store, event)[ids[0]].handed_over is None
    slip = receipts.receipt(store, event, 7)
    assert (slip.kind, slip.player, slip.amount, slip.method, slip.place) == (
        receipts.PRIZE, row.name, 120, "card", 3)
    assert [r.number for r in receipts.list_receipts(store, event)] == list(range(1, 8))
    lines = money.results_csv(store, event).decode("utf-8-sig").splitlines()
    assert lines[0] == "place,name,country,prize,note,handed_over,receipt"
    third = next(line for line in lines if line.startswith("3,"))
    assert third.endswith(row.receipt) and row.handed_over.astimezone().strftime(
        "%Y-%m-%d %H:%M") in third


def test_a_prize_is_handed_over_once_and_only_a_prize(store, make_event):
    event, ids = _event(store, make_event)
    bust_players(store, event, [ids[3]])
    receipts.hand_over_prize(store, event, ids[3])
    with pytest.raises(ConflictError, match="already handed over.* by Test Floor"):
        receipts.hand_over_prize(store, event, ids[3])
    with pytest.raises(ConflictError, match="no prize"):
        receipts.hand_over_prize(store, event, ids[0])  # 6th: not paid
    with pytest.raises(ConflictError, match="no prize"):
        receipts.hand_over_prize(store, event, ids[4])  # still in
    with pytest.raises(NotFoundError):
        receipts.receipt(store, event, 99)


def test_undone_handover_can_be_made_again_with_a_new_number(store, make_event):
    event, ids = _event(store, make_event)
    bust_players(store, event, [ids[3]])
    assert receipts.hand_over_prize(store, event, ids[3]) == 7
    store.undo()
    assert _prizes(store, event)[ids[3]].handed_over is None
    assert receipts.hand_over_prize(store, event, ids[3]) == 8


def test_two_stations_never_both_hand_over_one_prize(store, make_event, tmp_path):
    event, ids = _event(store, make_event)
    bust_players(store, event, [ids[3]])
    stations = [Store(store.url, staff="Desk A"), Store(store.url, staff="Desk B")]
    assert all(_prizes(s, event)[ids[3]].handed_over is None for s in stations)  # both see it open
    start = threading.Barrier(2)
    outcome: list[object] = []

    def pay(station: Store) -> None:
        start.wait()
        try:
            outcome.append(receipts.hand_over_prize(station, event, ids[3]))
        except ConflictError as exc:
            outcome.append(exc)

    threads = [threading.Thread(target=pay, args=(s,)) for s in stations]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for s in stations:
        s.close()
    assert sorted(type(o).__name__ for o in outcome) == ["ConflictError", "int"]
    assert "already handed over" in str(next(o for o in outcome if isinstance(o, ConflictError)))
    assert len([r for r in receipts.list_receipts(store, event) if r.kind == "prize"]) == 1


def test_undoing_the_bust_of_a_paid_player_is_refused_naming_them(store, make_event):
    event, ids = _event(store, make_event)
    bust_players(store, event, [ids[3]])
    receipts.hand_over_prize(store, event, ids[3])
    name = _prizes(store, event)[ids[3]].name
    bust = _newest(store, "Bust")  # the 3rd place's
    with pytest.raises(ConflictError, match=f"{name}'s prize of 120 was handed over"):
        store.undo(bust)
    assert _prizes(store, event)[ids[3]].place == 3


def _newest(store, summary_start):
    """The id of the newest action whose summary starts so (for the Log tab's undo)."""
    return next(a.id for a in list_actions(store) if a.summary.startswith(summary_start))


def test_a_payout_change_is_refused_until_the_handover_is_undone(store, make_event):
    event, ids = _event(store, make_event)
    bust_players(store, event, [ids[3]])
    receipts.hand_over_prize(store, event, ids[3])
    name = _prizes(store, event)[ids[3]].name
    with pytest.raises(ConflictError, match=f"payout change refused: {name}'s prize of 120 .* "
                                            "make it 60"):
        money.set_payout(store, event, money.parse_percents("60 30 10"))
    with pytest.raises(ConflictError, match=f"terms refused: {name}"):  # added money: 1200
        money.set_terms(store, event, {"buy_in": 100, "fee": 10, "added_money": 600})
    store.undo()  # the handover
    money.set_payout(store, event, money.parse_percents("60 30 10"))
    assert _prizes(store, event)[ids[3]].prize == 60


def test_an_addon_or_an_undone_payment_that_would_change_a_paid_prize_is_refused(
        store, make_event):
    event, ids = _event(store, make_event, addon_price=100, addon_chips=5000)
    money.take_payment(store, event, ids[5], "addon", "cash")  # pool 700: 3rd pays 140
    bust_players(store, event, [ids[3]])
    receipts.hand_over_prize(store, event, ids[3])
    name = _prizes(store, event)[ids[3]].name
    with pytest.raises(ConflictError, match=f"Add-on .* refused: {name}'s prize of 140"):
        money.take_payment(store, event, ids[4], "addon", "cash")
    addon = _newest(store, "Add-on")
    with pytest.raises(ConflictError, match=f"Undo of .*refused: {name}'s prize of 140"):
        store.undo(addon)
    assert money.money_summary(store, event).pool.total == 700


def test_a_reentry_that_moves_a_paid_place_is_refused(store, make_event):
    event, ids = _event(store, make_event, reentry_limit=1)
    bust_players(store, event, [ids[3]])
    receipts.hand_over_prize(store, event, ids[3])
    name = _prizes(store, event)[ids[3]].name
    with pytest.raises(ConflictError, match=f"{name}'s prize of 120"):
        money.take_payment(store, event, ids[0], "reentry", "cash", override=True)
    assert _prizes(store, event)[ids[3]].place == 3


def test_after_a_deal_the_deal_amount_is_handed_over_and_the_deal_then_stays(
        store, make_event):
    event, ids = _event(store, make_event)
    bust_players(store, event, [ids[3]])
    receipts.hand_over_prize(store, event, ids[3])  # 3rd, before the deal
    players, left = deals.deal_candidates(store, event)
    amounts = deals.work_out_deal("chipchop", [p.chips for p in players], left)
    deals.record_deal(store, event, "chipchop", {p.entry_id: a for p, a in zip(
        players, amounts, strict=True)})  # the deal shares what is left: the 3rd's 120 stays
    assert _prizes(store, event)[ids[3]].prize == 120
    receipts.hand_over_prize(store, event, ids[4])  # in play, dealt: the deal amount
    dealt = _prizes(store, event)[ids[4]]
    assert dealt.prize == 240 and dealt.place == 0 and dealt.handed_over is not None
    deal = _newest(store, "Deal")
    with pytest.raises(ConflictError, match=f"{dealt.name}'s prize of 240"):
        store.undo(deal)
    bust_players(store, event, [ids[4]])  # plays on: the bust leaves the dealt amount
    assert _prizes(store, event)[ids[4]].prize == 240


def test_no_handover_while_the_player_still_plays_for_a_kept_back_amount(store, make_event):
    event, ids = _event(store, make_event)
    players, left = deals.deal_candidates(store, event)
    amounts = deals.work_out_deal("chipchop", [p.chips for p in players], left, kept_back=30)
    deals.record_deal(store, event, "chipchop", {p.entry_id: a for p, a in zip(
        players, amounts, strict=True)}, kept_back=30)
    with pytest.raises(ConflictError, match="kept back"):
        receipts.hand_over_prize(store, event, ids[4])


def test_the_winner_after_a_deal_that_kept_back_is_handed_prize_and_amount(store, make_event):
    """Issue 35: after the last bust the winner "still played for the amount the deal kept
    back" for ever (the winner stays in play): the biggest prize was paid outside the desk."""
    event, ids = _event(store, make_event)
    players, left = deals.deal_candidates(store, event)
    amounts = deals.work_out_deal("chipchop", [p.chips for p in players], left, kept_back=30)
    dealt = {p.entry_id: a for p, a in zip(players, amounts, strict=True)}
    deals.record_deal(store, event, "chipchop", dealt, kept_back=30)
    bust_players(store, event, [ids[3]])
    receipts.hand_over_prize(store, event, ids[3])  # out: plays for nothing more
    with pytest.raises(ConflictError, match="kept back"):
        receipts.hand_over_prize(store, event, ids[5])  # two still play for it
    bust_players(store, event, [ids[4]])
    number = receipts.hand_over_prize(store, event, ids[5])  # the winner
    winner = _prizes(store, event)[ids[5]]
    assert winner.place == 1 and winner.prize == dealt[ids[5]] + 30
    paid = next(r for r in receipts.list_receipts(store, event) if r.number == number)
    assert paid.amount == winner.prize
    assert sum(r.prize for r in money.results(store, event)) == 600


def test_a_paid_player_cannot_be_removed_even_with_the_override(store, make_event):
    from tdesk.services.players import remove_player

    event, ids = _event(store, make_event)
    bust_players(store, event, [ids[3]])
    receipts.hand_over_prize(store, event, ids[3])
    name = _prizes(store, event)[ids[3]].name
    with pytest.raises(ConflictError, match=f"{name}'s prize of 120 .* cannot leave"):
        remove_player(store, ids[3], override=True)
    assert _prizes(store, event)[ids[3]].handed_over is not None


def test_each_print_is_noted_and_a_reprint_is_a_copy(store, make_event):  # type: ignore[no-untyped-def]
    event, _ids = _event(store, make_event, players=2)
    first, second = [p.receipt for p in money.list_payments(store, event)][:2]
    assert first is not None and second is not None
    assert receipts.record_print(store, event, first) is False  # the original
    assert receipts.record_print(store, event, first) is True  # every later one: a copy
    assert receipts.record_print(store, event, second) is False
    assert [a.action for a in list_actions(store, event)[:3]] == ["print receipt"] * 3
    with pytest.raises(NotFoundError, match="Receipt 999"):
        receipts.record_print(store, event, 999)
