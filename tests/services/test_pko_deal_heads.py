"""Issue 37: a deal settles the heads (BNT-7): each player in it collects their own head when
it is recorded, and a bust played after the deal moves no head. The night player found a player
paid their own head after a deal among three and then, busting in 2nd, left with 346 paid
against 123 won: the bust had handed the head they were paid to their eliminator."""

import pytest
from sqlmodel import select

from tdesk.errors import ConflictError
from tdesk.models.tables import AuditLog
from tdesk.rules.money import bounties as rb
from tdesk.services.money import bounties, deals, money
from tdesk.services.money.bounty_payouts import pay_bounties, reconciliation
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players, draw_seats


def _deal(store, event):  # type: ignore[no-untyped-def]
    players, prizes = deals.deal_candidates(store, event)
    amounts = deals.work_out_deal("icm", [p.chips for p in players], prizes)
    deals.record_deal(store, event, "icm", dict(zip([p.entry_id for p in players], amounts,
                                                    strict=True)))


def _adds_up(store, event):  # type: ignore[no-untyped-def]
    info = bounties.bounty_ledger(store, event)
    assert info is not None and info.balanced  # BNT-8: collected + heads = the pool
    rec = reconciliation(store, event)
    assert rec is not None and rec.balanced
    for p in rec.players:  # paid never above won
        assert p.paid <= p.won, p
    return info.by_entry()


def test_a_head_paid_at_a_deal_stays_paid_when_its_player_busts(store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("poker", 4, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100})
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids)
    bounties.set_format(store, event, rb.format_to_data(rb.progressive()))
    draw_seats(store, event, seed=1)
    a, b, c, d = ids
    bust_players(store, event, [a], eliminators={a: [b]})  # b collects 50, head 150
    _deal(store, event)  # b, c and d each collect their own head
    heads = _adds_up(store, event)
    assert [(heads[e].collected, heads[e].head) for e in (b, c, d)] == [
        (200, 0), (100, 0), (100, 0)]
    pay_bounties(store, event, b)  # 200: 50 won, 150 of b's own head
    with store.read() as session:
        deal = session.exec(select(AuditLog.id).where(AuditLog.action == "deal")).one()
    with pytest.raises(ConflictError, match="bounties of 200 were handed over"):
        store.undo(deal)  # the heads back in play would leave b paid above won (PRZ-5)
    bust_players(store, event, [d], eliminators={d: [b]})  # after the deal: no head moves
    pay_bounties(store, event, c)
    bust_players(store, event, [b], eliminators={b: [c]})  # b out in 2nd, paid 200
    heads = _adds_up(store, event)
    assert [(heads[e].collected, heads[e].head) for e in (a, b, c, d)] == [
        (0, 0), (200, 0), (100, 0), (100, 0)]
    assert reconciliation(store, event).owed == 100  # d's own head, not paid yet
