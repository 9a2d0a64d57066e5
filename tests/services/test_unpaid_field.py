"""Players registered but not paid are not in (issue 35): once an event takes entry payments,
only paid entries are drawn, counted and placed; a player with no seat, or who has not paid,
cannot be busted; paying then seating a late entry still works."""

from __future__ import annotations

import pytest

from tdesk.errors import ConflictError
from tdesk.rules.money import bounties as rb
from tdesk.services import players
from tdesk.services.money import bounties, money
from tdesk.services.seating import field_counts
from tdesk.services.seating.seating import bust_players, draw_seats, seat_late_entry, seating_list


def _event(store, make_event, registered=12, paid=10):  # type: ignore[no-untyped-def]
    event = make_event("poker", registered, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "reentry_limit": 1})
    ids = [r.entry_id for r in players.list_entries(store, event)]
    money.take_entries(store, event, ids[:paid])
    return event, ids


def _places(store, event):  # type: ignore[no-untyped-def]
    return {r.entry_id: r.place for r in players.list_entries(store, event) if r.place}


def test_only_paid_entries_are_drawn_counted_and_placed(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, ids = _event(store, make_event)
    draw_seats(store, event, seed=5)
    seated = {s.entry_id for s in seating_list(store, event)}
    assert seated == set(ids[:10])
    assert bust_players(store, event, [ids[0]]) == {ids[0]: 10}  # 10th of 10, not 12th
    assert money.money_summary(store, event).players_left == 9
    with store.read() as session:
        assert field_counts.unpaid_ids(session, event) == set(ids[10:])


def test_a_bust_of_a_player_with_no_seat_or_no_payment_is_refused(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, ids = _event(store, make_event)
    bounties.set_format(store, event, rb.format_to_data(rb.fixed()))
    draw_seats(store, event, seed=5)
    with pytest.raises(ConflictError, match="has no seat: only a seated player"):
        bust_players(store, event, [ids[11]], eliminators={ids[11]: [ids[1]]})
    with pytest.raises(ConflictError, match="has not paid"):  # nor knocks anyone out
        bust_players(store, event, [ids[1]], eliminators={ids[1]: [ids[11]]})
    assert not _places(store, event) and not bounties.bounty_ledger(store, event).knockouts


def test_an_unpaid_walk_in_moves_no_place_until_paid_and_seated(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, ids = _event(store, make_event, registered=10, paid=10)
    draw_seats(store, event, seed=5)
    bust_players(store, event, [ids[0]])
    bust_players(store, event, [ids[1]])
    walk_in = players.add_player(store, event, players.PlayerFields(name="Walk In"))
    assert _places(store, event) == {ids[0]: 10, ids[1]: 9}  # not 11th and 10th
    with pytest.raises(ConflictError, match="has not paid"):
        seat_late_entry(store, event, walk_in, seed=1)
    money.take_payment(store, event, walk_in, "entry")  # the field grows: places move down
    seat_late_entry(store, event, walk_in, seed=1)
    assert _places(store, event) == {ids[0]: 11, ids[1]: 10}
    assert bust_players(store, event, [walk_in]) == {walk_in: 9}
    # a re-entry: pay, then seat again
    money.take_payment(store, event, ids[0], "reentry")
    seat_late_entry(store, event, ids[0], seed=2)
    assert money.money_summary(store, event).players_left == 9
    assert money.money_summary(store, event).entries == 12


def test_an_unpaid_player_is_not_busted_where_nobody_is_seated(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, ids = _event(store, make_event, registered=5, paid=4)
    with pytest.raises(ConflictError, match="has not paid the entry: take the payment first"):
        bust_players(store, event, [ids[4]])
    assert bust_players(store, event, [ids[0]]) == {ids[0]: 4}


def test_an_ofc_bust_is_placed_among_the_paid_entries(store, make_event) -> None:  # type: ignore[no-untyped-def]
    """The one bust path counts the paid players in itself, whoever calls it (OFC counts
    every active entry)."""
    from tdesk.models.event_rows import load_event
    from tdesk.services.seating import places

    event, ids = _event(store, make_event, registered=6, paid=5)
    with store.action("test bust", event_id=event) as scope:
        given = places.bust(scope.session, load_event(scope.session, event), {ids[0]: 1},
                            active=6)
    assert given == {ids[0]: 5}
