"""A progressive-knockout night to its winner through the services (issue 35): registration with
no-shows (registered, never paid: never drawn, counted or placed), walk-ins and re-entries at
the cashier's desk (``walk_in``), busts with their eliminators (split pots won in uneven
shares, a same-hand chain), balancing, a player reinstated after a wrong bust, bounty cash
paid on the night, prizes handed over at the bust, an ICM deal that keeps an amount back, the
winner, and every prize and bounty handed over at the end.

The night is drawn from a seeded random: who busts, by whom, the stacks, the order of the
floor's actions. After EVERY action the invariants hold (``night_checks``); a failing
assertion names the seed and the step, so the night replays from it.
"""

from __future__ import annotations

import pytest

from tdesk.errors import ConflictError
from tdesk.models.store import Store
from tdesk.rules.money import bounties as rb
from tdesk.services.money import deals, money, receipts
from tdesk.services.seating import chip_counts, reinstate
from tests.services.poker_night import Night


@pytest.mark.parametrize("seed", [3, 102, 2026])  # 102: every table full at the reinstatement
def test_a_pko_night_with_reentries_a_reinstatement_and_a_deal(store: Store, seed: int) -> None:
    night = Night(store, seed, "PKO Friday", rb.format_to_data(rb.progressive()))
    night.open_and_draw()
    night.before_the_money(["one", "split", "chain", "walk-in", "reentry", "reentry",
                            "late no-show", "pay"], ["one", "split", "one", "walk-in", "pay"])
    # into the money: each bust is paid at once; a reinstatement would move a prize paid
    while night.left() > 3 and not night.handed:
        night.bust()
    out = [e for e, _n, p in reinstate.busted_players(store, night.event)
           if p and e not in night.handed]
    if night.handed and out:
        shown = reinstate.preview(store, night.event, out[-1])
        assert "handed over" in shown.refusal, night.why(f"preview: {shown}")
        assert shown.table is not None, night.why("a full room: the next table is offered")
        with pytest.raises(ConflictError, match="handed over"):
            reinstate.reinstate(store, night.event, out[-1], shown.table, shown.seat or 1,
                                override=True)
        night.check("handed-over a reinstatement that would move a prize paid, refused")
    while night.left() > 3:
        night.bust()
    # the deal: the stacks counted, ICM with an amount kept back for the winner
    chip_counts.record_counts(store, night.event, dict(night.stacks))
    night.check("chips counted for the deal")
    players, prizes = deals.deal_candidates(store, night.event)
    assert {p.entry_id: p.chips for p in players} == night.stacks, night.why("deal stacks")
    unit = money.get_terms(store, night.event).terms.payout_unit
    kept = max(unit, sum(prizes) // 10 // unit * unit)
    amounts = deals.work_out_deal("icm", [p.chips for p in players], prizes, kept, unit)
    deals.record_deal(store, night.event, "icm", dict(zip(
        [p.entry_id for p in players], amounts, strict=True)), kept)
    night.check(f"ICM deal {amounts} + {kept} kept back")
    with pytest.raises(ConflictError, match="kept back"):
        receipts.hand_over_prize(store, night.event, players[0].entry_id)
    night.check("no handover while the winner is not known")
    while night.left() > 1:
        night.bust()
    [winner] = night.stacks
    night.hand_over([winner])
    assert winner in night.handed, night.why("the winner is handed the prize")
    rec = night.settle_up()
    assert (rec.in_play, rec.house) == (0, 0), night.why(f"the bounty money at the end: {rec}")
    for what in ("split", "chain", "entry", "reentry", "reinstated", "bounties", "moves",
                 "prize", "handed-over"):
        assert night.seen[what], night.why(f"the night had no {what}: {night.seen}")
    assert rec.paid == money.money_summary(store, night.event).bounties, night.why("all paid")
    if seed == 102:  # the reinstatement found every table full and opened the next one
        assert night.seen["new table"], night.why(f"no table opened: {night.seen}")
