"""Issue 35: a mystery envelope was drawn at a bust after a deal. The deal settles the bounty
money left (BNT-7): each player in it takes their own fixed head and an equal share of the
envelopes not drawn (BNT-5), so a bust after the deal draws no envelope."""

import pytest

from tdesk.errors import InputError
from tdesk.services.money import bounties, deals, money
from tdesk.services.money.bounty_payouts import reconciliation
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players, draw_seats

# 5 envelopes (1,000) for a field of 6 whose phase starts at the first bust
SET = {"kind": "mystery", "envelopes": [[400, 1], [200, 1], [150, 2], [100, 1]],
       "seed": "deal-night", "fixed_part": 20}


def _night(store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("poker", 6, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100})
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids)
    bounties.set_format(store, event, SET)
    draw_seats(store, event, seed=1)
    return event, ids


def _deal(store, event):  # type: ignore[no-untyped-def]
    players, prizes = deals.deal_candidates(store, event)
    amounts = deals.work_out_deal("icm", [p.chips for p in players], prizes)
    deals.record_deal(store, event, "icm", dict(zip([p.entry_id for p in players], amounts,
                                                    strict=True)))
    return [p.entry_id for p in players]


def test_a_bust_after_a_deal_draws_no_envelope_the_deal_shared_them(store, make_event):  # type: ignore[no-untyped-def]
    event, ids = _night(store, make_event)
    a, b, c = ids[:3]
    bust_players(store, event, [a], eliminators={a: [b]})  # one envelope drawn
    bust_players(store, event, [c], eliminators={c: [b]})  # a second one
    drawn = sum(e.value for e in bounties.drawn_envelopes(store, event, [a, c]))
    preview = {d.entry_id: d for d in deals.deal_bounties(store, event)}
    left = 1000 - drawn
    assert sum(d.envelopes for d in preview.values()) == left and len(preview) == 4
    assert {d.head for d in preview.values()} == {20}  # each their own fixed head (BNT-7)
    assert max(d.envelopes for d in preview.values()) - min(
        d.envelopes for d in preview.values()) <= 1  # equal shares, odd units one each
    dealt = _deal(store, event)
    shared = {d.entry_id: d for d in deals.deal_bounties(store, event)}
    assert shared == preview  # what the deal page said before is what it recorded
    info = bounties.bounty_ledger(store, event)
    assert info is not None and info.envelopes_left == 0 and info.heads_total == 0
    assert info.balanced
    before = {p.entry_id: p.collected for p in info.players}
    out, by = dealt[-1], dealt[0]
    bust_players(store, event, [out], eliminators={out: [by]})  # after the deal
    assert bounties.drawn_envelopes(store, event, [out]) == []  # no envelope drawn
    info = bounties.bounty_ledger(store, event)
    assert {p.entry_id: p.collected for p in info.players} == before and info.balanced
    assert reconciliation(store, event).in_play == 0
    with pytest.raises(InputError, match="the deal shared the envelopes"):
        bust_players(store, event, [dealt[-2]], eliminators={dealt[-2]: [by]},
                     envelopes={dealt[-2]: 150})  # a real envelope typed after the deal


def test_tdesk_bounties_says_what_the_deal_settled(store, make_event, capsys):  # type: ignore[no-untyped-def]
    from tdesk.cli import main

    event, ids = _night(store, make_event)
    bust_players(store, event, [ids[0]], eliminators={ids[0]: [ids[1]]})
    _deal(store, event)
    shared = deals.deal_bounties(store, event)
    capsys.readouterr()
    assert main(["bounties", "--db", str(store.engine.url), "--event", "Test poker 1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "The deal settled the bounties: " + ", ".join(
        f"{d.name} {d.head + d.envelopes:,}" for d in shared) in lines
    assert not any(line.startswith("Envelopes left") for line in lines)
