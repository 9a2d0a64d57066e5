"""Bounties through the services (issue 23): knockouts recorded with the busts, the ledger."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tdesk.errors import ConflictError, InputError
from tdesk.rules.money import bounties as rb
from tdesk.services.money import bounties, money
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players

PKO = rb.format_to_data(rb.progressive())


def _pko(store, make_event, players=6, fmt=PKO, **terms):
    event = make_event("poker", players, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100, **terms})
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    if fmt is not None:
        bounties.set_format(store, event, fmt)
    return event, [r.entry_id for r in list_entries(store, event)]


def test_a_bust_records_its_eliminator_and_the_ledger_pays_half(store, make_event):
    event, ids = _pko(store, make_event)
    a, b, c = ids[:3]
    bust_players(store, event, [b], eliminators={b: [a]})
    info = bounties.bounty_ledger(store, event)
    assert info is not None
    mine = info.by_entry()
    assert (mine[a].collected, mine[a].head, mine[a].knockouts) == (50, 150, 1)
    assert (mine[b].head, mine[b].active) == (0, False)
    assert info.pool == 600 and info.balanced and info.checks == ()
    bust_players(store, event, [a], eliminators={a: [c]})
    mine = bounties.bounty_ledger(store, event).by_entry()
    assert (mine[c].collected, mine[c].head) == (75, 175)


def test_undo_of_the_bust_removes_its_knockout(store, make_event):
    event, ids = _pko(store, make_event)
    bust_players(store, event, [ids[1]], eliminators={ids[1]: [ids[0]]})
    store.undo()
    info = bounties.bounty_ledger(store, event)
    assert info.knockouts == 0 and info.by_entry()[ids[0]].collected == 0
    store.redo()
    assert bounties.bounty_ledger(store, event).by_entry()[ids[0]].collected == 50


def test_a_split_pot_splits_cash_and_head_odd_unit_to_the_first_listed(store, make_event):
    event, ids = _pko(store, make_event, bounty=75)
    bust_players(store, event, [ids[0]], eliminators={ids[0]: [ids[2], ids[1]]})
    mine = bounties.bounty_ledger(store, event).by_entry()
    # head 75: 37 paid (rounded down), 38 onto heads; the odd units go to the first listed
    assert (mine[ids[2]].collected, mine[ids[1]].collected) == (19, 18)
    assert (mine[ids[2]].head, mine[ids[1]].head) == (75 + 19, 75 + 19)


@pytest.mark.parametrize("why, elims, message", [
    ("none named", {}, "say who eliminated"),
    ("the busted", "self", "the player busted"),
    ("busted already", "out", "not in play"),
    ("each busts the other", "same", "busted in this hand too"),
])
def test_an_eliminator_must_be_another_player_in_play(store, make_event, why, elims, message):
    event, ids = _pko(store, make_event)
    bust_players(store, event, [ids[5]], eliminators={ids[5]: [ids[4]]})
    busted = [ids[0]]
    if elims == "self":
        elims = {ids[0]: [ids[0]]}
    elif elims == "out":
        elims = {ids[0]: [ids[5]]}
    elif elims == "same":
        busted, elims = [ids[0], ids[1]], {ids[0]: [ids[1]], ids[1]: [ids[0]]}  # a circle
    with pytest.raises(InputError, match=message):
        bust_players(store, event, busted, eliminators=elims)
    assert bounties.bounty_ledger(store, event).knockouts == 1  # nothing half-written


def test_without_a_format_a_bust_needs_no_eliminator_but_keeps_one_given(store, make_event):
    event, ids = _pko(store, make_event, fmt=None, bounty=0)
    bust_players(store, event, [ids[0]])
    bust_players(store, event, [ids[1]], eliminators={ids[1]: [ids[2]]})
    assert bounties.bounty_ledger(store, event) is None
    bounties.set_format(store, event, rb.format_to_data(rb.fixed()))  # set afterwards
    info = bounties.bounty_ledger(store, event)
    assert info.by_entry()[ids[2]].collected == 0  # the entries took no bounty part
    assert any("no eliminators recorded" in c for c in info.checks)
    assert info.balanced


def test_bounty_money_taken_with_no_format_refuses_the_bust_until_one_is_set(store, make_event):
    """Issue 35: the entries took bounty parts but no format is set. Taking entries first is
    a usual order; the first bust is where the money would vanish, so it waits for the format,
    saying how much and where to set it."""
    event, ids = _pko(store, make_event, fmt=None)
    assert bounties.unformatted_bounty_money(store, event) == 600
    with pytest.raises(ConflictError, match="600 in bounty parts.*no bounty format"):
        bust_players(store, event, [ids[0]], eliminators={ids[0]: [ids[1]]})
    with pytest.raises(ConflictError, match="no bounty format"):
        bust_players(store, event, [ids[0]])  # none named: refused the same
    assert bounties.bounty_ledger(store, event) is None
    bounties.set_format(store, event, PKO)
    assert bounties.unformatted_bounty_money(store, event) == 0
    bust_players(store, event, [ids[0]], eliminators={ids[0]: [ids[1]]})
    assert bounties.bounty_ledger(store, event).by_entry()[ids[1]].collected == 50


def test_a_reentry_gets_a_fresh_head_and_its_earlier_life_was_paid(store, make_event):
    event, ids = _pko(store, make_event, reentry_limit=1)
    a, b = ids[:2]
    bust_players(store, event, [a], eliminators={a: [b]})
    money.take_payment(store, event, a, "reentry", "cash")
    info = bounties.bounty_ledger(store, event)
    assert (info.by_entry()[a].head, info.by_entry()[a].lives, info.pool) == (100, 2, 700)
    bust_players(store, event, [b], eliminators={b: [a]})  # a's second life takes b's 150
    info = bounties.bounty_ledger(store, event)
    assert (info.by_entry()[a].collected, info.by_entry()[a].head) == (75, 175)
    assert info.balanced


def test_the_winner_collects_their_own_head(store, make_event):
    event, ids = _pko(store, make_event, players=3)
    bust_players(store, event, [ids[0]], eliminators={ids[0]: [ids[1]]})
    bust_players(store, event, [ids[2]], eliminators={ids[2]: [ids[1]]})
    info = bounties.bounty_ledger(store, event)
    assert info.final and info.by_entry()[ids[1]].collected == 300
    assert info.heads_total == 0


def test_a_mystery_envelope_is_drawn_and_recorded_with_the_bust(store, make_event):
    fmt = {"kind": "mystery", "envelopes": [[1000, 1], [100, 5]], "players_left": 5}
    event, ids = _pko(store, make_event, fmt=fmt)
    seed = bounties.get_format(store, event).seed
    assert seed  # a seed was given and stored
    bust_players(store, event, [ids[0]], eliminators={ids[0]: [ids[1]]})  # 6 left: no draw
    bust_players(store, event, [ids[2]], eliminators={ids[2]: [ids[1]]})  # 5 left: drawn
    info = bounties.bounty_ledger(store, event)
    expected = rb.draw_envelope(seed, 1, [rb.Envelope(1000, 1), rb.Envelope(100, 5)])
    assert info.by_entry()[ids[1]].collected == expected
    assert info.envelopes_left == 1500 - expected and info.balanced


def test_the_stack_split_rule_gives_the_odd_unit_to_the_bigger_stack(store, make_event):
    fmt = rb.format_to_data(rb.fixed(split="stack"))
    event, ids = _pko(store, make_event, fmt=fmt, bounty=75)
    bust_players(store, event, [ids[0]], {ids[0]: 1000, ids[1]: 500, ids[2]: 9000},
                 eliminators={ids[0]: [ids[1], ids[2]]})
    mine = bounties.bounty_ledger(store, event).by_entry()
    assert (mine[ids[1]].collected, mine[ids[2]].collected) == (37, 38)


def test_a_mystery_phase_by_level_follows_the_event_clock(store, make_event):
    from tdesk.rules.levels import clock as rc
    from tdesk.services import clock

    fmt = {"kind": "mystery", "envelopes": [[500, 4]], "level": 2, "fixed_part": 20}
    event, ids = _pko(store, make_event, fmt=fmt)
    clock.set_structure(store, event, clock.load_preset("mtt-regular-20k"))
    clock.clock_action(store, event, rc.Op(rc.Action.START))
    bust_players(store, event, [ids[0]], eliminators={ids[0]: [ids[1]]})  # level 1
    clock.clock_action(store, event, rc.Op(rc.Action.NEXT))
    bust_players(store, event, [ids[2]], eliminators={ids[2]: [ids[1]]})  # level 2: an envelope
    info = bounties.bounty_ledger(store, event)
    assert info.by_entry()[ids[1]].collected == 20 + 20 + 500
    assert info.envelopes_left == 1500 and info.balanced


def test_set_format_refuses_a_bad_one_naming_it(store, make_event):
    event, _ = _pko(store, make_event, fmt=None)
    with pytest.raises(InputError, match="cash share"):
        bounties.set_format(store, event, {"kind": "progressive", "cash_share": "3/2"})
    bounties.set_format(store, event, PKO)
    bounties.set_format(store, event, None)
    assert bounties.get_format(store, event) is None
    assert money.get_terms(store, event).terms.bounty == 100  # the fees are untouched


def test_an_ofc_bust_is_eliminated_by_the_players_it_paid_in_proportion(store, make_event):
    from tdesk.services.ofc import ofc
    from tests.services.ofc.test_ofc_service import _draft, _setup

    event, ids = _setup(store, make_event, players=6)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 90})
    money.take_entries(store, event, [p.entry_id for p in ofc.ofc_players(store, event)])
    bounties.set_format(store, event, rb.format_to_data(rb.fixed()))
    result = ofc.score_draft(store, event, _draft(ids))
    b = str(ids[1])
    paid = {int(to): c for frm, to, c in result.settlement.transfers if frm == b and c}
    assert len(paid) >= 1
    ofc.apply_hand(store, event, _draft(ids))
    info = bounties.bounty_ledger(store, event)
    got = {e: p.collected for e, p in info.by_entry().items() if p.collected}
    assert sum(got.values()) == 90 and set(got) == set(paid)
    total = sum(paid.values())
    assert all(abs(got[e] - 90 * c / total) < 1 for e, c in paid.items())
    store.undo()
    assert bounties.bounty_ledger(store, event).knockouts == 0


# --- BNT-8 through the services: random busts with splits and re-entries ---------------------

@settings(max_examples=6, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_collected_plus_heads_is_the_pool_after_every_bust(store, make_event, data):
    event, ids = _pko(store, make_event, players=5, reentry_limit=1)
    reentered: set[int] = set()
    live = list(ids)
    for _ in range(data.draw(st.integers(1, 6), label="busts")):
        if len(live) < 2:
            break
        busted = live[data.draw(st.integers(0, len(live) - 1), label="busted")]
        others = [e for e in live if e != busted]
        picks = data.draw(st.lists(st.integers(0, len(others) - 1), min_size=1, max_size=3,
                                   unique=True), label="eliminators")
        bust_players(store, event, [busted], eliminators={busted: [others[i] for i in picks]})
        live.remove(busted)
        if busted not in reentered and data.draw(st.booleans(), label="re-enter"):
            money.take_payment(store, event, busted, "reentry", "cash")
            reentered.add(busted)
            live.append(busted)
        info = bounties.bounty_ledger(store, event)
        assert info.checks == ()
        assert info.collected_total + info.heads_total == info.pool
        assert sum(p.collected + p.head for p in info.players) == info.pool
        assert info.pool == 100 * (5 + len(reentered))
        assert {p.entry_id for p in info.players if p.active} == set(live)


def test_the_demo_has_a_pko_with_busts_that_add_up(demo_copy):
    from tdesk.demo.bounties import PKO_EVENT
    from tdesk.models.store import Store
    from tdesk.services.events import list_events

    store = Store(demo_copy)  # what `tdesk demo` made (tests/conftest.py)
    try:
        [event] = [e.id for e in list_events(store) if e.name == PKO_EVENT]
        info = bounties.bounty_ledger(store, event)
    finally:
        store.close()
    assert info.format.kind == "progressive" and info.knockouts == 9
    assert 18 <= len(info.players) <= 27 and info.checks == () and info.balanced
    assert info.pool == 100 * (24 + 2)  # two re-entries
    assert info.biggest_heads(1)[0].head > 100



def test_the_biggest_heads_leave_out_equal_heads_and_split_ties():
    """Issue 35: the wall listed three names alphabetically when every head was equal. Only
    heads above the smallest in play are listed, and a tie the cut would split is left out."""
    from dataclasses import fields

    from tdesk.services.money.bounties import BountyInfo, BountyPlayer

    def shown(heads: dict[str, int], n: int = 3) -> list[tuple[str, int]]:
        players = tuple(BountyPlayer(i, name, head, 0, 0, 1, True)
                        for i, (name, head) in enumerate(heads.items()))
        rest = {f.name: None for f in fields(BountyInfo) if f.name != "players"}
        info = BountyInfo(**{**rest, "players": players})
        return [(p.name, p.head) for p in info.biggest_heads(n)]

    assert shown({"Anna": 100, "Bo": 100, "Cai": 100, "Dag": 100}) == []
    assert shown({"Anna": 100, "Bo": 150, "Cai": 100}) == [("Bo", 150)]
    assert shown({"Anna": 300, "Bo": 150, "Cai": 150, "Dag": 150, "Eva": 100}) == [("Anna", 300)]
    assert shown({"Eva": 100, "Dag": 200, "Bo": 400, "Cai": 300, "Anna": 250}) == [
        ("Bo", 400), ("Cai", 300), ("Anna", 250)]
    assert shown({"Anna": 300, "Bo": 200, "Cai": 200, "Dag": 100}) == [
        ("Anna", 300), ("Bo", 200), ("Cai", 200)]  # the tie fits whole


def test_a_same_hand_chain_pays_b_then_takes_b_grown_head(store, make_event):
    """Issue 35, BNT-1: A busted by B and B busted by C in one hand. B's knockout of A is
    recorded first, so C takes B's head grown by half of A's."""
    event, ids = _pko(store, make_event)
    a, b, c = ids[:3]
    places = bust_players(store, event, [a, b], {a: 5000, b: 9000}, eliminators={a: [b], b: [c]})
    assert places[a] > places[b]
    mine = bounties.bounty_ledger(store, event).by_entry()
    assert (mine[b].collected, mine[b].head, mine[b].active) == (50, 0, False)
    assert (mine[c].collected, mine[c].head) == (75, 175)  # half of B's 150
    info = bounties.bounty_ledger(store, event)
    assert info.balanced and info.checks == ()


def test_a_chain_whose_winner_finishes_lower_is_refused_by_name(store, make_event):
    event, ids = _pko(store, make_event)
    a, b, c = ids[:3]
    names = {r.entry_id: r.name for r in list_entries(store, event)}
    with pytest.raises(InputError, match=f"{names[b]}.*finishes below {names[a]}"):
        bust_players(store, event, [a, b], {a: 9000, b: 5000}, eliminators={a: [b], b: [c]})


def test_a_split_pot_won_in_uneven_parts_pays_by_the_shares(store, make_event):
    """Issue 35, BNT-2: C won two thirds of the pot that busted A, D one third."""
    event, ids = _pko(store, make_event, fmt=rb.format_to_data(rb.fixed()))
    a, c, d = ids[:3]
    bust_players(store, event, [a], eliminators={a: [c, d]}, shares={a: [2, 1]})
    mine = bounties.bounty_ledger(store, event).by_entry()
    assert (mine[c].collected, mine[d].collected) == (67, 33)
    store.undo()
    assert bounties.bounty_ledger(store, event).knockouts == 0


@pytest.mark.parametrize("shares, message", [
    ({0: [2]}, "give 2, one per eliminator"),
    ({0: [2, 0]}, "between 1"),
    ({0: "2:1"}, "one per eliminator"),
    ({3: [1, 1]}, "not one of the players busted"),
])
def test_shares_that_do_not_fit_are_refused_naming_the_player(store, make_event, shares,
                                                               message):
    event, ids = _pko(store, make_event)
    names = {r.entry_id: r.name for r in list_entries(store, event)}
    given = {ids[k]: v for k, v in shares.items()}
    with pytest.raises(InputError, match=message) as caught:
        bust_players(store, event, [ids[0]], eliminators={ids[0]: [ids[1], ids[2]]},
                     shares=given)
    assert names[ids[next(iter(shares))]] in str(caught.value)
    assert bounties.bounty_ledger(store, event).knockouts == 0
