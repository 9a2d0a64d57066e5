"""A wrong bust corrected ten busts later (issue 35): reinstating a player is one undoable
action, places settle (PL-1, PL-2), the knockout goes (BNT-1), and money handed over never
moves (PRZ-5); the undo of an early bust says what came after and points to Reinstate."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlmodel import select

from tdesk.errors import ConflictError, InputError, TdeskError
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog
from tdesk.rules.money import bounties as rb
from tdesk.services.events import create_event
from tdesk.services.money import bounties, money, receipts
from tdesk.services.players import PlayerFields, import_players, list_entries
from tdesk.services.seating import chip_counts, reinstate, room_tables, seating
from tdesk.services.seating.places import OverrideNeeded
from tdesk.services.seating.walk_in import walk_in
from tests.services.seating.test_places import assert_bottom_of_field, places_of


def _seated(store: Store, make_event, players: int = 20, **settings) -> tuple[int, list[int]]:
    event = make_event("poker", players, starting_stack=20000, **settings)
    seating.draw_seats(store, event)
    return event, [r.entry_id for r in list_entries(store, event)]


def _row(store: Store, event: int, entry: int):
    return next(r for r in list_entries(store, event) if r.entry_id == entry)


def _first_bust(store: Store) -> int:
    with store.read() as session:
        first = session.exec(select(AuditLog.id).where(AuditLog.action == "bust")
                             .order_by(AuditLog.id)).first()  # type: ignore[arg-type]
    assert first is not None
    return first


def _free_seat(store: Store, event: int) -> tuple[int, int]:
    info = seating.room(store, event)
    for t in info.tables:
        for s in range(1, t.seats + 1):
            if t.at(s) is None and s not in t.blocked:
                return t.number, s
    raise AssertionError("no free seat")


def test_undo_of_an_early_bust_names_the_later_busts_and_points_to_reinstate(
        store: Store, make_event) -> None:
    event, ids = _seated(store, make_event)
    for entry in ids[:11]:
        seating.bust_players(store, event, [entry])
    with pytest.raises(ConflictError) as refused:
        store.undo(_first_bust(store))
    text = str(refused.value)
    assert "seating_state" not in text and "#1" not in text  # no internal row
    assert "later actions (10)" in text and "Reinstate" in text
    later = _row(store, event, ids[1]).name
    assert f"'Bust {later} (19th)'" in text  # the later actions by their summaries


def test_ten_busts_after_a_wrong_bust_the_player_is_reinstated_and_places_close_up(
        store: Store, make_event) -> None:
    event, ids = _seated(store, make_event)
    wrong = ids[0]
    seating.bust_players(store, event, [wrong], stacks={wrong: 7300})
    for entry in ids[1:11]:
        seating.bust_players(store, event, [entry])
    assert places_of(store, event)[wrong] == 20 and places_of(store, event)[ids[10]] == 10
    shown = reinstate.preview(store, event, wrong)
    assert (shown.place, shown.refusal, shown.chips) == (20, "", 7300)  # the hand began so
    assert shown.table is not None and shown.seat is not None
    assert [(m.before, m.after) for m in shown.places][:2] == [(20, None), (10, 11)]
    assert len(shown.places) == 11
    table, seat = _free_seat(store, event)
    revision = store.revision()
    reinstate.reinstate(store, event, wrong, table, seat)  # their stack as the hand began
    assert store.revision() == revision + 1  # one action
    row = _row(store, event, wrong)
    assert (row.status, row.place, row.chips) == ("active", None, 7300)
    assert seating.room(store, event).table(table).at(seat).entry_id == wrong
    places = places_of(store, event)
    assert [places[e] for e in ids[1:11]] == list(range(20, 10, -1))  # 20th … 11th
    assert_bottom_of_field(store, event)
    assert seating.room(store, event).players_left == 10


def test_reinstating_undoes_the_knockout_in_a_pko_and_undo_redo_follow(
        store: Store, make_event) -> None:
    event, ids = _seated(store, make_event, players=6)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100})
    money.take_entries(store, event, ids)
    bounties.set_format(store, event, rb.format_to_data(rb.progressive()))
    a, b, c = ids[:3]
    seating.bust_players(store, event, [a], eliminators={a: [b]})  # the wrong bust
    seating.bust_players(store, event, [b], eliminators={b: [c]})  # b's grown head to c
    mine = bounties.bounty_ledger(store, event).by_entry()
    assert (mine[b].collected, mine[c].collected, mine[c].head) == (50, 75, 175)
    shown = reinstate.preview(store, event, a)
    assert shown.eliminated_by == (_row(store, event, b).name,)
    assert {x.entry_id: (x.collected_before, x.collected_after) for x in shown.bounties}[c] \
        == (75, 50)
    before = bounties.bounty_ledger(store, event)
    table, seat = _free_seat(store, event)
    reinstate.reinstate(store, event, a, table, seat)
    info = bounties.bounty_ledger(store, event)
    mine = info.by_entry()
    assert (mine[a].head, mine[a].active, mine[b].collected) == (100, True, 0)
    assert (mine[c].collected, mine[c].head) == (50, 150)  # b's head never grew
    assert info.balanced and info.knockouts == 1 and info.checks == ()
    assert places_of(store, event) == {b: 6}
    store.undo()
    assert bounties.bounty_ledger(store, event) == before
    assert places_of(store, event) == {a: 6, b: 5}
    assert seating.room(store, event).table(table).at(seat) is None
    store.redo()
    assert bounties.bounty_ledger(store, event).by_entry()[c].collected == 50
    assert places_of(store, event) == {b: 6} and _row(store, event, a).status == "active"


def test_refused_when_a_prize_handed_over_would_move(store: Store, make_event) -> None:
    event, ids = _seated(store, make_event, players=6)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10})
    money.set_payout(store, event, money.parse_percents("50 30 20"))
    money.take_entries(store, event, ids)
    for entry in ids[:4]:  # 6th, 5th, 4th, then 3rd: 120
        seating.bust_players(store, event, [entry])
    receipts.hand_over_prize(store, event, ids[3])
    shown = reinstate.preview(store, event, ids[0])
    assert "handed over" in shown.refusal and _row(store, event, ids[3]).name in shown.refusal
    revision = store.revision()
    table, seat = _free_seat(store, event)
    with pytest.raises(ConflictError, match="prize of 120 was handed over"):
        reinstate.reinstate(store, event, ids[0], table, seat, override=True)
    assert store.revision() == revision and _row(store, event, ids[0]).status == "busted"


def test_a_paid_place_that_moves_is_asked_first_PL_3(store: Store, make_event) -> None:
    event, ids = _seated(store, make_event, players=6)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10})
    money.set_payout(store, event, money.parse_percents("50 30 20"))
    money.take_entries(store, event, ids)
    chip_counts.record_counts(store, event, {ids[0]: 18500})  # counted before the bust
    for entry in ids[:4]:
        seating.bust_players(store, event, [entry])
    shown = reinstate.preview(store, event, ids[0])
    assert "paid places" in shown.override and shown.refusal == ""
    table, seat = _free_seat(store, event)
    with pytest.raises(OverrideNeeded):
        reinstate.reinstate(store, event, ids[0], table, seat)
    reinstate.reinstate(store, event, ids[0], table, seat, override=True)
    assert places_of(store, event)[ids[3]] == 4  # 3rd moved down, as the floor confirmed
    assert _row(store, event, ids[0]).chips == 18500  # the chips the bust took from them
    with store.read() as session:
        last = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[union-attr]
    assert last.action == "reinstate" and "override" in last.params


def test_a_taken_seat_or_a_broken_table_is_refused_naming_them(store: Store, make_event) -> None:
    event, ids = _seated(store, make_event, players=12)
    seating.bust_players(store, event, [ids[0]])
    info = seating.room(store, event)
    someone = info.tables[0].players[0]
    with pytest.raises(InputError, match=f"taken by {someone.name}"):
        reinstate.reinstate(store, event, ids[0], someone.table, someone.seat)
    with pytest.raises(InputError, match="Table.*is not a table"):
        reinstate.reinstate(store, event, ids[0], 99, 1)
    with pytest.raises(ConflictError, match="still in play"):
        reinstate.reinstate(store, event, ids[1], *_free_seat(store, event))
    assert _row(store, event, ids[0]).status == "busted"


@settings(max_examples=10, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(steps=st.lists(st.tuples(st.sampled_from(["bust", "tie", "back", "undo"]),
                                st.integers(0, 1000)), min_size=1, max_size=14))
def test_busts_and_reinstatements_keep_places_at_the_bottom_of_the_field(
        tmp_path_factory: pytest.TempPathFactory, steps: list[tuple[str, int]]) -> None:
    store = Store(f"sqlite:///{tmp_path_factory.mktemp('back') / 'store.db'}", staff="Floor")
    try:
        event = create_event(store, "Property", "poker", settings={"starting_stack": 1000})
        import_players(store, event, [PlayerFields(f"Player {i}") for i in range(9)])
        seating.draw_seats(store, event)
        for what, pick in steps:
            rows = list_entries(store, event)
            active = [r.entry_id for r in rows if r.status == "active"]
            out = [r.entry_id for r in rows if r.status == "busted"]
            try:
                if what in ("bust", "tie") and len(active) > 1:
                    chosen = [active[pick % len(active)]]
                    if what == "tie" and len(active) > 2:
                        chosen.append(active[(pick + 1) % len(active)])
                    seating.bust_players(store, event, chosen, {e: 100 for e in chosen})
                elif what == "back" and out:
                    entry = out[pick % len(out)]
                    shown = reinstate.preview(store, event, entry)
                    if shown.table is not None and shown.seat is not None:  # a room to sit in
                        reinstate.reinstate(store, event, entry, shown.table, shown.seat)
                elif what == "undo":
                    store.undo()
            except TdeskError:
                pass
            assert_bottom_of_field(store, event)
    finally:
        store.close()


def _full_room(store: Store, make_event, **settings) -> tuple[int, int]:
    """8 players at 4 a table, one busted and a walk-in in their seat: every table full."""
    event, ids = _seated(store, make_event, players=8, seats_per_table=4, **settings)
    seating.bust_players(store, event, [ids[0]])
    walk_in(store, event, name="Walk In")
    assert all(t.count == t.seats for t in seating.room(store, event).tables)
    return event, ids[0]


def test_a_reinstatement_opens_the_next_table_when_every_table_is_full(
        store: Store, make_event) -> None:
    event, wrong = _full_room(store, make_event)
    shown = reinstate.preview(store, event, wrong)
    assert shown.refusal == "" and shown.table == 3 and shown.seat is not None
    assert [t.number for t in seating.room(store, event).tables] == [1, 2]  # rolled back
    revision = store.revision()
    done = reinstate.reinstate(store, event, wrong, shown.table, shown.seat)
    assert store.revision() == revision + 1  # one action opens the table and seats them
    assert (done.table, done.seat) == (shown.table, shown.seat)
    room = seating.room(store, event)
    assert room.table(3) is not None and room.table(3).at(shown.seat).entry_id == wrong
    store.undo()
    assert [t.number for t in seating.room(store, event).tables] == [1, 2]
    assert _row(store, event, wrong).status == "busted"


def test_a_reinstatement_opens_the_event_s_next_listed_table(store: Store, make_event) -> None:
    event, wrong = _full_room(store, make_event)
    room_tables.set_room_tables(store, event, "1, 2, 7, 8")
    shown = reinstate.preview(store, event, wrong)
    assert shown.table == 7
    with pytest.raises(InputError, match="Table 5: .*next table to open is 7"):
        reinstate.reinstate(store, event, wrong, 5, 1)
    reinstate.reinstate(store, event, wrong, 7, shown.seat or 1)
    assert seating.room(store, event).table(7).count == 1


def test_a_new_table_is_refused_while_a_seat_is_open(store: Store, make_event) -> None:
    event, ids = _seated(store, make_event, players=8, seats_per_table=4)
    seating.bust_players(store, event, [ids[0]])
    with pytest.raises(InputError, match="Table 3: is not a table of this event"):
        reinstate.reinstate(store, event, ids[0], 3, 1)
