"""Hand-for-hand at the desk (HFH-1..HFH-5, issue 23): the phase, the clock, the busts through
the one bust path, ties across tables sharing places and prizes, and undo."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tdesk.errors import ConflictError, InputError
from tdesk.models.store import Store
from tdesk.rules.levels import clock as rc
from tdesk.services import clock
from tdesk.services.money import money
from tdesk.services.players import list_entries
from tdesk.services.seating import hand_for_hand as hfh
from tdesk.services.seating import seating

MakeEvent = Callable[..., int]


def near_the_bubble(store: Store, make_event: MakeEvent, left: int = 4) -> tuple[int, dict[int, list[int]]]:
    """Twelve players at two tables of six, top 3 paid, busted down to ``left`` (both tables
    kept playing); the clock running. Returns the event and table -> entries seated."""
    event = make_event("poker", players=12, seats_per_table=6, hand_for_hand_from=2)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10})
    money.set_payout(store, event, money.load_template("top3"))
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    seating.draw_seats(store, event, seed=5)
    clock.clock_action(store, event, rc.Op(rc.Action.START))
    tables = by_table(store, event)
    while sum(len(v) for v in tables.values()) > left:
        fullest = max(tables, key=lambda t: len(tables[t]))
        seating.bust_players(store, event, [tables[fullest][0]])
        tables = by_table(store, event)
    return event, tables


def by_table(store: Store, event: int) -> dict[int, list[int]]:
    info = seating.room(store, event)
    return {t.number: [p.entry_id for p in t.players] for t in info.tables if t.players}


def status_of(store: Store, event: int) -> rc.ClockStatus:
    return clock.get_clock(store, event).state.status


def test_offered_near_the_money_then_started_the_clock_stands_between_hands_HFH_1_3(
        store: Store, make_event: MakeEvent) -> None:
    event, _ = near_the_bubble(store, make_event, left=5)
    info = hfh.status(store, event)
    assert (info.offer, info.active, info.places_paid, info.players_left) == (True, False, 3, 5)
    assert status_of(store, event) is rc.ClockStatus.RUNNING
    hfh.start(store, event)
    info = hfh.status(store, event)
    assert info.active and not info.offer and info.tables == (1, 2) and info.playing == ()
    assert status_of(store, event) is rc.ClockStatus.PAUSED  # no hand in play: it stands
    assert hfh.next_hand(store, event) == 1
    assert status_of(store, event) is rc.ClockStatus.RUNNING
    assert hfh.status(store, event).playing == (1, 2)


def test_next_hand_refused_naming_the_tables_still_playing_HFH_2(
        store: Store, make_event: MakeEvent) -> None:
    event, _ = near_the_bubble(store, make_event, left=5)
    hfh.start(store, event)
    hfh.next_hand(store, event)
    with pytest.raises(ConflictError, match="still playing at tables 1, 2"):
        hfh.next_hand(store, event)
    done = hfh.hand_done(store, event, 1)
    assert not done.complete
    assert status_of(store, event) is rc.ClockStatus.RUNNING  # table 2 still plays
    with pytest.raises(ConflictError, match="still playing at table 2"):
        hfh.next_hand(store, event)
    with pytest.raises(ConflictError, match="still playing at table 2"):
        hfh.end(store, event)
    with pytest.raises(ConflictError, match="reported this hand already"):
        hfh.hand_done(store, event, 1)
    assert hfh.hand_done(store, event, 2).complete
    assert status_of(store, event) is rc.ClockStatus.PAUSED  # the last report stops it
    assert hfh.next_hand(store, event) == 2


def test_busts_at_two_tables_tie_and_share_the_prize_through_the_bust_path_HFH_4_5(
        store: Store, make_event: MakeEvent) -> None:
    event, tables = near_the_bubble(store, make_event, left=4)
    a, b = tables[1][0], tables[2][0]
    hfh.start(store, event)
    hfh.next_hand(store, event)
    first = hfh.hand_done(store, event, 1, {a: 3_000})
    # not out yet: the places of the hand wait for the last table
    assert not first.complete and len(seating.room(store, event).seated) == 4
    assert hfh.status(store, event).reported == {1: (name_of(store, event, a),)}
    done = hfh.hand_done(store, event, 2, {b: 90_000})  # a bigger stack, another table: a tie
    assert done.complete and done.ended
    assert dict(done.places) == {a: 3, b: 3}
    results = {r.entry_id: (r.place, r.prize) for r in money.results(store, event)}
    third = money.results(store, event)[0]  # winner not known yet: the two tied are listed
    assert results[a][0] == results[b][0] == 3
    assert results[a][1] + results[b][1] == payout_of_place(store, event, 3)
    assert abs(results[a][1] - results[b][1]) <= 1 and third.place == 3
    assert not hfh.status(store, event).active  # 2 left, 3 paid: the money is reached
    assert status_of(store, event) is rc.ClockStatus.RUNNING  # normal play again


def test_busts_at_one_table_ranked_by_stack_HFH_4(store: Store, make_event: MakeEvent) -> None:
    event, tables = near_the_bubble(store, make_event, left=5)
    big = max(tables, key=lambda t: len(tables[t]))
    a, b = tables[big][:2]
    hfh.start(store, event)
    hfh.next_hand(store, event)
    hfh.hand_done(store, event, big, {a: 500, b: 900})
    done = hfh.hand_done(store, event, 3 - big)
    assert dict(done.places) == {b: 4, a: 5}
    assert done.ended and not hfh.status(store, event).active  # 3 left, 3 paid

def test_a_bust_from_another_table_is_refused(store: Store, make_event: MakeEvent) -> None:
    event, tables = near_the_bubble(store, make_event, left=5)
    hfh.start(store, event)
    hfh.next_hand(store, event)
    with pytest.raises(InputError, match="not table 1"):
        hfh.hand_done(store, event, 1, {tables[2][0]: 100})
    with pytest.raises(ConflictError, match="not playing hand-for-hand"):
        hfh.hand_done(store, event, 7)


def test_each_step_is_undone_with_its_clock_HFH_3(store: Store, make_event: MakeEvent) -> None:
    event, tables = near_the_bubble(store, make_event, left=4)
    a, b = tables[1][0], tables[2][0]
    hfh.start(store, event)
    hfh.next_hand(store, event)
    hfh.hand_done(store, event, 1, {a: 100})
    hfh.hand_done(store, event, 2, {b: 100})
    assert len(seating.room(store, event).seated) == 2
    store.undo()  # the last report: both players back in, the hand in play, the clock runs
    info = hfh.status(store, event)
    assert info.active and info.playing == (2,) and len(seating.room(store, event).seated) == 4
    assert status_of(store, event) is rc.ClockStatus.RUNNING
    store.undo()  # table 1's report
    assert hfh.status(store, event).playing == (1, 2)
    store.undo()  # the hand dealt: the clock stands again
    assert hfh.status(store, event).playing == () and status_of(store, event) is rc.ClockStatus.PAUSED
    store.undo()  # the start
    assert not hfh.status(store, event).active
    assert status_of(store, event) is rc.ClockStatus.RUNNING


def test_ending_by_hand_resumes_the_clock(store: Store, make_event: MakeEvent) -> None:
    event, _ = near_the_bubble(store, make_event, left=6)
    hfh.start(store, event)
    with pytest.raises(ConflictError, match="on already"):
        hfh.start(store, event)
    hfh.end(store, event)
    assert not hfh.status(store, event).active
    assert status_of(store, event) is rc.ClockStatus.RUNNING
    with pytest.raises(ConflictError, match="not on"):
        hfh.next_hand(store, event)


def name_of(store: Store, event: int, entry_id: int) -> str:
    return next(r.name for r in list_entries(store, event) if r.entry_id == entry_id)


def payout_of_place(store: Store, event: int, place: int) -> int:
    summary = money.money_summary(store, event)
    return int(summary.prizes[place - 1])


def test_a_pko_hand_asks_each_tables_eliminators_at_its_report_BNT_1(
        store: Store, make_event: MakeEvent) -> None:
    from tdesk.rules.money import bounties as rb
    from tdesk.services.money import bounties

    event, tables = near_the_bubble(store, make_event, left=4)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100})
    bounties.set_format(store, event, rb.format_to_data(rb.progressive()))
    (a, a_by), (b, b_by) = tables[1][:2], tables[2][:2]
    hfh.start(store, event)
    hfh.next_hand(store, event)
    with pytest.raises(InputError, match="say who eliminated"):  # asked now, not at the end
        hfh.hand_done(store, event, 1, {a: 100})
    hfh.hand_done(store, event, 1, {a: 100}, {a: [a_by]})
    hfh.hand_done(store, event, 2, {b: 100}, {b: [b_by]})
    mine = bounties.bounty_ledger(store, event).by_entry()
    assert (mine[a_by].knockouts, mine[b_by].knockouts) == (1, 1)
    assert mine[a].head == mine[b].head == 0
    store.undo()  # the knockouts go with the last report
    mine = bounties.bounty_ledger(store, event).by_entry()
    assert (mine[a_by].knockouts, mine[b_by].knockouts) == (0, 0)


def test_refused_heads_up_and_with_nobody_left_HFH_1(store: Store, make_event: MakeEvent) -> None:
    """Issue 35: hand-for-hand could be started with 2 (or 0) players left; the Hand for hand
    button and the start share one check."""
    event, _ = near_the_bubble(store, make_event, left=2)
    info = hfh.status(store, event)
    with pytest.raises(ValueError, match="at least 3 players left, not 2"):
        info.verify_start()
    with pytest.raises(ConflictError, match="at least 3 players left, not 2"):
        hfh.start(store, event)
    assert not hfh.status(store, event).active
    empty = make_event("poker", players=0)
    with pytest.raises(ValueError, match="not 0"):
        hfh.status(store, empty).verify_start()


def test_a_move_waits_while_its_table_plays_the_hand_HFH_2(store: Store, make_event: MakeEvent) -> None:
    """Issue 35: during a hand-for-hand hand, Pending moves proposed (and applied) moving a
    player from a table still playing it."""
    event = make_event("poker", players=6, seats_per_table=3, final_table_size=2)
    money.set_terms(store, event, {"buy_in": 100})
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    seating.draw_seats(store, event, seed=5)
    for table in seating.room(store, event).tables:
        seating.set_button(store, event, table.number, table.players[0].seat)  # TDA-B2
    tables = by_table(store, event)
    assert sorted(len(v) for v in tables.values()) == [3, 3]
    first = min(tables)
    seating.bust_players(store, event, tables[first][:2])  # table 1 is short: a move pends
    hfh.start(store, event)
    hfh.next_hand(store, event)  # dealt before the move was made
    hfh.hand_done(store, event, first, {})
    moves = seating.pending_moves(store, event)
    assert moves and moves[0].from_table != first  # from the other table, still playing
    with pytest.raises(ConflictError, match="still playing the hand"):
        seating.apply_move(store, event, 0)
    with pytest.raises(ConflictError, match="still playing the hand"):
        seating.apply_all(store, event)
    other = moves[0].from_table
    hfh.hand_done(store, event, other, {})
    seating.apply_move(store, event, 0)  # the hand is over everywhere: the move is made
    assert sorted(len(v) for v in by_table(store, event).values()) == [2, 2]
