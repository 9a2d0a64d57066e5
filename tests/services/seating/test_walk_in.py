"""A walk-in (issue 35): a new or returning player's money taken, registered and seated in
one action; one undo takes all of it back; a refusal writes nothing."""

import pytest

from tdesk.errors import ConflictError, InputError
from tdesk.rules.levels import clock as rc
from tdesk.services.audit import list_actions
from tdesk.services.clock import clock_action, get_clock
from tdesk.services.money import money, receipts
from tdesk.services.players import PlayerFields, add_player, list_entries
from tdesk.services.seating.seating import bust_players, draw_seats, room
from tdesk.services.seating.walk_in import walk_in


def _drawn(store, make_event, players=6, **terms):
    """Six paid players seated at one table of nine; 110 a ticket, 20,000 chips."""
    event = make_event("poker", players, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "reentry_limit": 2, **terms})
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    draw_seats(store, event, seed=7)
    return event


def _state(store, event):
    """What a walk-in writes: entries, payments, seats, receipts."""
    entries = sorted((r.name, r.status, r.place) for r in list_entries(store, event))
    pays = sorted((p.name, p.kind) for p in money.list_payments(store, event))
    seats = sorted((p.name, p.table, p.seat) for p in room(store, event).seated)
    return entries, pays, seats, len(receipts.list_receipts(store, event))


def test_a_new_player_is_registered_paid_and_seated_in_one_action(store, make_event):
    event = _drawn(store, make_event)
    before = len(list_actions(store, event))
    done = walk_in(store, event, name="Zoë Walker", method="card")
    assert done.registered and done.name == "Zoë Walker" and done.kind == "entry"
    assert (done.amount, done.chips) == (110, 20000)
    seated = {p.name: (p.table, p.seat) for p in room(store, event).seated}
    assert seated["Zoë Walker"] == (done.table, done.seat) and done.table is not None
    [pay] = [p for p in money.list_payments(store, event) if p.name == "Zoë Walker"]
    assert (pay.kind, pay.method, pay.receipt) == ("entry", "card", done.receipt)
    actions = list_actions(store, event)
    assert len(actions) == before + 1  # one audit row
    assert "Walk-in Zoë Walker" in actions[0].summary and f"table {done.table}" in (
        actions[0].summary)
    slip = receipts.receipt(store, event, done.receipt)
    assert (slip.table, slip.seat, slip.chips) == (done.table, done.seat, 20000)


def test_undo_takes_the_registration_payment_and_seat_back_together(store, make_event):
    event = _drawn(store, make_event)
    before = _state(store, event)
    walk_in(store, event, name="Zoë Walker")
    assert _state(store, event) != before
    store.undo()
    assert _state(store, event) == before
    store.redo()
    assert "Zoë Walker" in {p.name for p in room(store, event).seated}


def test_a_returning_person_is_found_accent_and_case_blind(store, make_event):
    other = make_event("poker", 0)
    add_player(store, other, PlayerFields(name="Åsa Öberg", rating=1720))
    event = _drawn(store, make_event)
    done = walk_in(store, event, name="asa oberg")
    assert done.name == "Åsa Öberg"
    [row] = [r for r in list_entries(store, event) if r.name == "Åsa Öberg"]
    [there] = [r for r in list_entries(store, other) if r.name == "Åsa Öberg"]
    assert row.player_id == there.player_id and row.rating == 1720  # the same person


def test_a_registered_unpaid_player_pays_and_is_seated(store, make_event):
    event = _drawn(store, make_event)
    entry = add_player(store, event, PlayerFields(name="Late Larry"))
    done = walk_in(store, event, name="late larry")
    assert done.entry_id == entry and not done.registered and done.table is not None


def test_a_reentry_of_a_busted_player_is_one_action_and_one_undo(store, make_event):
    event = _drawn(store, make_event)
    rows = list_entries(store, event)
    bust_players(store, event, [rows[0].entry_id])
    before = _state(store, event)
    done = walk_in(store, event, name=rows[0].name, kind="reentry")
    assert (done.entry_id, done.kind, done.amount, done.chips) == (
        rows[0].entry_id, "reentry", 110, 20000)
    after = {r.entry_id: r for r in list_entries(store, event)}[rows[0].entry_id]
    assert (after.status, after.place) == ("active", None)
    assert rows[0].name in {p.name for p in room(store, event).seated}
    slip = receipts.receipt(store, event, done.receipt)
    assert (slip.kind, slip.nth, slip.table, slip.seat) == ("reentry", 1, done.table, done.seat)
    store.undo()
    assert _state(store, event) == before


@pytest.mark.parametrize("case", ["closed", "late", "seated", "unknown reentry", "not busted",
                                  "method"])
def test_refusals_leave_nothing_written(store, make_event, case):
    event = _drawn(store, make_event, late_reg_level=2)
    rows = list_entries(store, event)
    kwargs = {"name": "Zoë Walker"}
    if case == "closed":
        money.close_registration(store, event)
    elif case == "late":  # the clock past level 2
        levels = get_clock(store, event).structure.levels
        third = [i for i, lv in enumerate(levels) if not lv.is_break][2]
        clock_action(store, event, rc.Op(rc.Action.JUMP, index=third))
        clock_action(store, event, rc.Op(rc.Action.START))
    elif case == "seated":
        kwargs = {"name": rows[1].name}  # paid and seated already
    elif case == "unknown reentry":
        kwargs["kind"] = "reentry"
    elif case == "not busted":
        kwargs = {"name": rows[1].name, "kind": "reentry"}
    elif case == "method":
        kwargs["method"] = "   "
    before = _state(store, event)
    actions = len(list_actions(store, event))
    with pytest.raises((ConflictError, InputError)):
        walk_in(store, event, **kwargs)
    assert _state(store, event) == before
    assert len(list_actions(store, event)) == actions


def test_before_the_draw_the_walk_in_pays_and_waits_for_it(store, make_event):
    event = make_event("poker", 3, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100})
    done = walk_in(store, event, name="Zoë Walker")
    assert done.table is None and done.seat is None
    assert not room(store, event).seated
    assert receipts.receipt(store, event, done.receipt).table == 0


def test_the_kept_room_counts_the_walk_in(store, make_event):
    """The seating room kept between actions knows the player the walk-in added: a bust
    right after it counts the field with them."""
    event = _drawn(store, make_event)
    room(store, event)  # the room kept
    done = walk_in(store, event, name="Zoë Walker")
    bust_players(store, event, [done.entry_id])
    out = {r.entry_id: r for r in list_entries(store, event)}[done.entry_id]
    assert out.place == 7  # seven in the field, the first one out
