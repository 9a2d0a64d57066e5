"""A poker player's phone (issue 25): their own seat after a seat correction (TDA-S2) and a
table break (TDA-B6), their place once busted (PL-1), the hand-for-hand phase (HFH-2), their
bounty as the bounty ledger has it (BNT-8); revoked and foreign codes refused alike."""

from __future__ import annotations

import pytest

from tdesk.errors import NotFoundError
from tdesk.rules.money import bounties as rb
from tdesk.services.money import bounties, money
from tdesk.services.phones import phone_reports as pr
from tdesk.services.phones.phone_poker import MyBounty, my_seat
from tdesk.services.players import list_entries
from tdesk.services.seating import hand_for_hand
from tdesk.services.seating.seating import (
    apply_all,
    bust_players,
    draw_seats,
    move_player,
    room,
    set_button,
)


def _seated(store, make_event, players=12, **settings):  # type: ignore[no-untyped-def]
    event = make_event("poker", players=players, **settings)
    draw_seats(store, event, seed=9)
    for t in room(store, event).tables:
        set_button(store, event, t.number, 1)
    return event, pr.issue_codes(store, event)


def test_a_seat_correction_shows_the_new_seat_TDA_S2(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, codes = _seated(store, make_event, seats_per_table=9)
    player = room(store, event).tables[0].players[0]
    mine = my_seat(store, codes[player.entry_id], event)
    assert (mine.name, mine.table, mine.seat) == (player.name, 1, player.seat)
    assert (mine.out, mine.place, mine.bounty, mine.hand_for_hand) == (False, None, None, False)
    free = next(s for s in range(1, 10) if room(store, event).tables[1].at(s) is None)
    move_player(store, event, player.entry_id, 2, free)
    assert (my_seat(store, codes[player.entry_id]).table,
            my_seat(store, codes[player.entry_id]).seat) == (2, free)
    store.undo()
    assert my_seat(store, codes[player.entry_id], event).table == 1


def test_a_table_break_shows_where_its_players_go_TDA_B6(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, codes = _seated(store, make_event, seats_per_table=4, final_table_size=6)
    tables = room(store, event).tables
    for p in [tables[0].players[0], tables[1].players[0], *tables[2].players[:2]]:
        bust_players(store, event, [p.entry_id])
    moves = room(store, event).moves
    assert [m.from_table for m in moves] == [3, 3]
    before = {m.entry_id: my_seat(store, codes[m.entry_id], event) for m in moves}
    assert {(s.table, s.seat) for s in before.values()} == {(3, m.from_seat) for m in moves}
    apply_all(store, event)
    for m in moves:
        mine = my_seat(store, codes[m.entry_id], event)
        assert (mine.table, mine.seat) == (m.to_table, m.to_seat) and mine.table != 3


def test_a_busted_player_sees_their_place_and_no_seat_PL_1(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, codes = _seated(store, make_event, players=12)
    out = room(store, event).tables[0].players[0]
    bust_players(store, event, [out.entry_id])
    mine = my_seat(store, codes[out.entry_id], event)
    assert (mine.out, mine.place, mine.table, mine.seat) == (True, 12, None, None)


def test_a_registered_player_without_a_seat_has_none(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=4)
    codes = pr.issue_codes(store, event)
    mine = my_seat(store, next(iter(codes.values())), event)
    assert (mine.table, mine.seat, mine.out) == (None, None, False)


def test_hand_for_hand_is_shown_while_on_HFH_2(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, codes = _seated(store, make_event, players=12)
    code = next(iter(codes.values()))
    hand_for_hand.start(store, event)
    assert my_seat(store, code, event).hand_for_hand
    hand_for_hand.end(store, event)
    assert not my_seat(store, code, event).hand_for_hand


@pytest.mark.parametrize("fmt", [rb.progressive(), rb.fixed()], ids=["pko", "fixed"])
def test_the_bounty_is_the_ledgers_BNT_8(store, make_event, fmt) -> None:  # type: ignore[no-untyped-def]
    event, codes = _seated(store, make_event, players=6, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100})
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids)
    bounties.set_format(store, event, rb.format_to_data(fmt))
    a, b, c = ids[:3]
    bust_players(store, event, [b], eliminators={b: [a]})
    bust_players(store, event, [c], eliminators={c: [a]})
    ledger = bounties.bounty_ledger(store, event).by_entry()  # type: ignore[union-attr]
    for entry in (a, b, c, ids[3]):
        mine = my_seat(store, codes[entry], event).bounty
        assert mine is not None
        assert (mine.head, mine.collected) == (ledger[entry].head, ledger[entry].collected)
    mine = my_seat(store, codes[a], event).bounty
    expected = (200, 100) if fmt.kind == rb.BountyKind.PROGRESSIVE else (100, 200)
    assert (mine.head, mine.collected) == expected
    assert my_seat(store, codes[b], event).bounty.head == 0  # type: ignore[union-attr]
    store.undo()  # the heads kept for the phones follow the store's revision
    assert my_seat(store, codes[c], event).bounty == ledger_of(store, event, c)
    assert my_seat(store, codes[a], event).bounty == ledger_of(store, event, a)


def ledger_of(store, event, entry):  # type: ignore[no-untyped-def]
    mine = bounties.bounty_ledger(store, event).by_entry()[entry]  # type: ignore[union-attr]
    return MyBounty(mine.head, mine.collected)


def test_revoked_foreign_and_made_up_codes_are_refused_alike(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, codes = _seated(store, make_event, players=12)
    entry = next(iter(codes))
    pr.revoke_code(store, event, entry)
    other = make_event("poker", players=2)
    foreign = next(iter(pr.issue_codes(store, other).values()))
    swiss = make_event("swiss", players=2)
    swiss_code = next(iter(pr.issue_codes(store, swiss).values()))
    for code, where in ((codes[entry], event), (foreign, event), ("A" * 16, event), ("x", event),
                        (swiss_code, None)):
        with pytest.raises(NotFoundError) as caught:
            my_seat(store, code, where)
        assert str(caught.value) == pr.BAD_CODE
    fresh = pr.issue_codes(store, event, [entry])[entry]
    assert my_seat(store, fresh, event).entry_id == entry
