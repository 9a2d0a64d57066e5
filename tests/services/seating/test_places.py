"""Finishing places never rewritten at the edges (issue 19): PL-1 the places out are the bottom
of the field, PL-2 they follow late entries and re-entries, PL-3 the field closes in the money.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlmodel import select, update

from tdesk.errors import TdeskError
from tdesk.models.ofc import OfcHandRecord
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog, Entry, EntryStatus
from tdesk.services.events import create_event
from tdesk.services.money import money
from tdesk.services.ofc import ofc
from tdesk.services.ofc.ofc import HandDraft, SeatInput
from tdesk.services.penalties.penalties import (
    PenaltyRequest,
    issue_penalty,
    list_penalties,
    rescind_penalty,
)
from tdesk.services.players import (
    PlayerFields,
    add_player,
    import_players,
    list_entries,
    remove_player,
)
from tdesk.services.seating.places import OverrideNeeded
from tdesk.services.seating.seating import bust_players

MakeEvent = Callable[..., int]


def places_of(store: Store, event_id: int) -> dict[int, int]:
    with store.read() as session:
        return {e.id or 0: e.place for e in session.exec(select(Entry).where(
            Entry.event_id == event_id, Entry.status == EntryStatus.BUSTED))
            if e.place is not None}


def assert_bottom_of_field(store: Store, event_id: int) -> None:
    """PL-1: k entries out of n hold places n-k+1 … n (a tie of m covers m places)."""
    with store.read() as session:
        rows = session.exec(select(Entry).where(Entry.event_id == event_id)).all()
    field = [e for e in rows if e.status in (EntryStatus.ACTIVE, EntryStatus.BUSTED)]
    out = [e for e in field if e.status == EntryStatus.BUSTED]
    assert all(e.place is None for e in field if e.status == EntryStatus.ACTIVE)
    groups: dict[int, int] = {}
    for e in out:
        assert e.place is not None
        groups[e.place] = groups.get(e.place, 0) + 1
    covered = sorted(p + i for p, m in groups.items() for i in range(m))
    n, k = len(field), len(out)
    assert covered == list(range(n - k + 1, n + 1)), (n, k, sorted(groups.items()))


def _six_one_out(store: Store, make_event: MakeEvent) -> tuple[int, list[int]]:
    """A poker event of six, the first of them out in 6th; the event and its entries."""
    event = make_event("poker", players=6)
    ids = [r.entry_id for r in list_entries(store, event)]
    bust_players(store, event, [ids[0]])
    return event, ids


def test_late_entry_after_a_bust_moves_the_place_out_at_once_PL_2(
        store: Store, make_event: MakeEvent) -> None:
    event = make_event("poker", players=10)
    ids = [r.entry_id for r in list_entries(store, event)]
    assert bust_players(store, event, [ids[0]]) == {ids[0]: 10}
    add_player(store, event, PlayerFields("Late Comer"))
    # 11 in: the busted player is 11th now, not 10th with ten still playing
    assert places_of(store, event) == {ids[0]: 11}
    assert_bottom_of_field(store, event)
    # the late entry and the move are one action: one undo takes both back
    store.undo()
    assert places_of(store, event) == {ids[0]: 10}
    assert len(list_entries(store, event)) == 10


def test_removing_a_registration_closes_up_the_places_PL_2(
        store: Store, make_event: MakeEvent) -> None:
    event, ids = _six_one_out(store, make_event)  # ids[0] is 6th
    remove_player(store, ids[5])
    assert places_of(store, event) == {ids[0]: 5}
    assert_bottom_of_field(store, event)


def test_an_undo_out_of_turn_that_breaks_the_places_is_refused_PL_1(
        store: Store, make_event: MakeEvent) -> None:
    event = make_event("poker", players=6)
    ids = [r.entry_id for r in list_entries(store, event)]
    bust_players(store, event, [ids[0]])  # 6th
    bust_players(store, event, [ids[1]])  # 5th
    with store.read() as session:
        first = session.exec(select(AuditLog.id).where(
            AuditLog.action == "bust").order_by(AuditLog.id)).first()  # type: ignore[arg-type]
    assert first is not None
    revision = store.revision()
    with pytest.raises(TdeskError, match="Undo the later busts first"):
        store.undo(first)  # the Log's "Undo this action…" on the first bust
    assert store.revision() == revision and places_of(store, event) == {ids[0]: 6, ids[1]: 5}
    store.undo()
    store.undo()  # newest first always works
    assert places_of(store, event) == {}


def test_a_poker_disqualification_closes_up_the_places_at_once_PL_2_PEN_P2(
        store: Store, make_event: MakeEvent) -> None:
    """A disqualified player leaves the field with no place (PEN-P2): the players already
    out move up in the same action, so the places fit the field after every action and an
    undo of a later bust is not refused (found by the undo state machine: the places were
    closed up only by the next bust, whose undo then put them back past the field's end)."""
    event, ids = _six_one_out(store, make_event)  # ids[0] is 6th
    issue_penalty(store, event, PenaltyRequest(ids[5], "disqualification", "collusion"))
    assert places_of(store, event) == {ids[0]: 5}  # 5th of the 5 left in the field
    assert_bottom_of_field(store, event)
    bust_players(store, event, [ids[1]])
    assert places_of(store, event) == {ids[0]: 5, ids[1]: 4}
    store.undo()  # the bust after the disqualification
    assert places_of(store, event) == {ids[0]: 5}
    store.undo()  # the disqualification: in the field again, and the place with it
    assert places_of(store, event) == {ids[0]: 6}
    assert_bottom_of_field(store, event)


def test_rescinding_a_poker_disqualification_puts_the_place_back_PL_2_PEN_P2(
        store: Store, make_event: MakeEvent) -> None:
    event, ids = _six_one_out(store, make_event)  # ids[0] is 6th
    penalty = issue_penalty(store, event, PenaltyRequest(ids[5], "disqualification", "angle"))
    rescind_penalty(store, penalty[0], by="Head floor", why="Misread the camera")
    assert places_of(store, event) == {ids[0]: 6}
    assert_bottom_of_field(store, event)


def _money_event(store: Store, make_event: MakeEvent, players: int = 10) -> tuple[int, list[int]]:
    event = make_event("poker", players, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "reentry_limit": 1})
    money.set_payout(store, event, money.load_template("top3"))
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids)  # pool 1,000: 500/300/200
    return event, ids


def test_reentry_after_a_paid_place_is_refused_and_nothing_moves_PL_3(
        store: Store, make_event: MakeEvent) -> None:
    event, ids = _money_event(store, make_event)
    for entry_id in ids[:7]:
        bust_players(store, event, [entry_id])
    bust_players(store, event, [ids[7]])  # 3rd: paid 200
    before_results = money.results(store, event)
    before_summary = money.money_summary(store, event)
    assert [(r.place, r.prize) for r in before_results[:1]] == [(3, 200)]
    revision = store.revision()
    with pytest.raises(OverrideNeeded, match="in the money.*3rd place given"):
        money.take_payment(store, event, ids[0], "reentry", "cash")
    assert store.revision() == revision  # nothing written, not even an audit row
    assert money.results(store, event) == before_results
    after = money.money_summary(store, event)
    assert (after.entries, after.prizes) == (before_summary.entries, before_summary.prizes)
    assert len(money.list_payments(store, event)) == 10


def test_reentry_override_is_recorded_in_the_audit_row_PL_3(
        store: Store, make_event: MakeEvent) -> None:
    event, ids = _money_event(store, make_event)
    for entry_id in ids[:8]:
        bust_players(store, event, [entry_id])
    money.take_payment(store, event, ids[0], "reentry", "cash", override=True)
    with store.read() as session:
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[arg-type]
    assert audit is not None and "override" in audit.params
    assert "override" in audit.summary
    # the player who came back gave their place up; the others closed up to the field
    assert ids[0] not in places_of(store, event)
    assert_bottom_of_field(store, event)


def test_a_disqualification_that_moves_a_paid_place_asks_first_PL_3(
        store: Store, make_event: MakeEvent) -> None:
    """3rd place is paid; disqualifying a player still in would make the 3rd-place finisher
    2nd: refused (nothing written) until the floor overrides, and the override is logged."""
    event, ids = _money_event(store, make_event)
    for entry_id in ids[:8]:
        bust_players(store, event, [entry_id])  # ids[7] finished 3rd
    revision = store.revision()
    request = PenaltyRequest(ids[8], "disqualification", "collusion")
    with pytest.raises(OverrideNeeded, match="paid places"):
        issue_penalty(store, event, request)
    assert store.revision() == revision and places_of(store, event)[ids[7]] == 3
    issue_penalty(store, event, request, override=True)
    assert places_of(store, event)[ids[7]] == 2
    with store.read() as session:
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[arg-type]
    assert audit is not None and audit.params["paid_places_moved"] == {str(ids[7]): [3, 2]}
    assert_bottom_of_field(store, event)


def test_a_warning_never_moves_places_even_on_an_older_store_PL_3(
        store: Store, make_event: MakeEvent) -> None:
    """Only a penalty that takes a player out closes the places up. A store written before
    that (a player disqualified, the places out not closed up) still takes a warning
    without asking about paid places, and nothing moves."""
    event, ids = _money_event(store, make_event)
    for entry_id in ids[:8]:
        bust_players(store, event, [entry_id])
    with store.engine.begin() as con:  # as an older tdesk left it: out of the field, no settle
        con.execute(update(Entry).where(Entry.id == ids[8])  # type: ignore[arg-type]
                    .values(status=EntryStatus.DISQUALIFIED, chips=0))
    before = places_of(store, event)
    issue_penalty(store, event, PenaltyRequest(ids[9], "warning", "Slow play"))
    assert places_of(store, event) == before and before[ids[7]] == 3


def test_reentry_before_the_money_closes_up_the_places_PL_2(
        store: Store, make_event: MakeEvent) -> None:
    event, ids = _money_event(store, make_event)
    bust_players(store, event, [ids[0]])  # 10th
    bust_players(store, event, [ids[1]])  # 9th
    money.take_payment(store, event, ids[1], "reentry", "cash")
    assert places_of(store, event) == {ids[0]: 10}
    bust_players(store, event, [ids[2]])
    assert places_of(store, event) == {ids[0]: 10, ids[2]: 9}
    assert_bottom_of_field(store, event)


def test_late_entry_after_a_paid_place_is_refused_unless_overridden_PL_3(
        store: Store, make_event: MakeEvent) -> None:
    event, ids = _money_event(store, make_event)
    for entry_id in ids[:8]:
        bust_players(store, event, [entry_id])
    paid = places_of(store, event)
    with pytest.raises(OverrideNeeded, match="Late entry Late Comer refused"):
        add_player(store, event, PlayerFields("Late Comer"))
    assert places_of(store, event) == paid and len(list_entries(store, event)) == 10
    late = add_player(store, event, PlayerFields("Late Comer"), override=True)
    with store.read() as session:
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[arg-type]
    assert audit is not None and audit.params["override"].startswith("override: Late entry")
    # registered, not paid: not in the field yet, no place moves (issue 35)
    assert places_of(store, event) == paid
    with pytest.raises(OverrideNeeded, match="Entry Late Comer refused"):
        money.take_payment(store, event, late, "entry")
    money.take_payment(store, event, late, "entry", override=True)  # now the field grows
    with store.read() as session:
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[arg-type]
    assert audit is not None and audit.params["override"].startswith("override: Entry")
    assert audit.params["paid_places_moved"] == {str(ids[7]): [3, 4]}
    assert_bottom_of_field(store, event)


def test_removing_a_paid_finisher_needs_an_override_PL_3(
        store: Store, make_event: MakeEvent) -> None:
    event, ids = _money_event(store, make_event)
    for entry_id in ids[:8]:
        bust_players(store, event, [entry_id])
    with pytest.raises(OverrideNeeded, match="paid place"):
        remove_player(store, ids[7])
    with pytest.raises(OverrideNeeded, match="paid places"):
        remove_player(store, ids[9])  # still in: the paid 3rd would become 2nd
    assert places_of(store, event)[ids[7]] == 3


A = "Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts"
B = "Ah Kh 3c / 8s 8d 7c 7h 2d / 6c 6d 6h 5s 5d"
C = "Jh Jd Jc / Th Td 8h 8c 2h / Kc Kd 3h 3s Ac"
D = "Ad 9h 2s / 4c 4s Tc 6s 3d / 7d 7s 5h 5c Qc"


def test_ofc_bust_after_a_late_entry_takes_the_right_place_OFC_S5_PL_1(
        store: Store, make_event: MakeEvent) -> None:
    event = make_event("ofc", players=4)
    ids = [p.entry_id for p in ofc.ofc_players(store, event)]
    for entry_id, chips in zip(ids, (5000, 3000, 10000, 4000), strict=True):
        ofc.set_stack(store, event, entry_id, chips)
    a, b, c, d = ids
    ofc.apply_hand(store, event, HandDraft(tuple(
        SeatInput(e, x) for e, x in zip(ids, (A, B, C, D), strict=True))))
    assert places_of(store, event) == {b: 4}
    late = add_player(store, event, PlayerFields("Late Comer"))
    assert places_of(store, event) == {b: 5}
    # D busts in the next hand (see tests/services/ofc/test_ofc_service.py): 4th of the five
    hand = ofc.apply_hand(store, event, HandDraft((SeatInput(d, D), SeatInput(a, A),
                                                   SeatInput(c, B))))
    assert places_of(store, event) == {b: 5, d: 4}
    with store.read() as session:
        record = session.get(OfcHandRecord, hand)
        assert record is not None and record.result["places"] == {str(d): 4}
    assert_bottom_of_field(store, event)
    assert late not in places_of(store, event)


def test_ofc_and_seating_busts_share_one_numbering_PL_1(
        store: Store, make_event: MakeEvent) -> None:
    event = make_event("ofc", players=5)
    ids = [p.entry_id for p in ofc.ofc_players(store, event)]
    for entry_id, chips in zip(ids, (5000, 3000, 10000, 4000, 2000), strict=True):
        ofc.set_stack(store, event, entry_id, chips)
    bust_players(store, event, [ids[4]])  # the floor busts one by hand: 5th
    ofc.apply_hand(store, event, HandDraft(tuple(
        SeatInput(e, x) for e, x in zip(ids[:4], (A, B, C, D), strict=True))))
    assert places_of(store, event) == {ids[4]: 5, ids[1]: 4}


# -- the property: whatever order busts, late entries and undos come in ------------------------

STEPS = st.lists(st.tuples(st.sampled_from(["bust", "bust2", "tie", "late", "remove", "undo",
                                            "undo_old", "dq", "rescind"]),
                           st.integers(0, 1000)), min_size=1, max_size=10)


@settings(max_examples=20, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(steps=STEPS)
def test_places_out_are_always_the_bottom_of_the_field_PL_1(
        tmp_path_factory: pytest.TempPathFactory, steps: list[tuple[str, int]]) -> None:
    store = Store(f"sqlite:///{tmp_path_factory.mktemp('places') / 'store.db'}", staff="Floor")
    try:
        event = create_event(store, "Property", "poker")
        import_players(store, event, [PlayerFields(f"Player {i}") for i in range(6)])
        _run(store, event, steps)
    finally:
        store.close()


def _run(store: Store, event: int, steps: list[tuple[str, int]]) -> None:
    late = 0
    for what, pick in steps:
        active = [r.entry_id for r in list_entries(store, event) if r.status == "active"]
        try:
            if what in ("bust", "bust2", "tie") and active:
                chosen = [active[pick % len(active)]]
                if what != "bust" and len(active) > 1:
                    chosen.append(active[(pick + 1) % len(active)])
                stacks = {e: (100 if what == "tie" else 100 + i) for i, e in enumerate(chosen)}
                bust_players(store, event, chosen, stacks)
            elif what == "late":
                late += 1
                add_player(store, event, PlayerFields(f"Late {late}"))
            elif what == "remove" and active:
                remove_player(store, active[pick % len(active)])
            elif what == "dq" and active:  # PEN-P2: out of the field with no place
                issue_penalty(store, event, PenaltyRequest(active[pick % len(active)],
                                                           "disqualification", "Property"))
            elif what == "rescind":
                standing = [r.id for r in list_penalties(store, event) if not r.rescinded]
                if standing:
                    rescind_penalty(store, standing[pick % len(standing)], by="Floor",
                                    why="Property")
            elif what == "undo":
                store.undo()
            elif what == "undo_old":  # the Log tab's "Undo this action…", any action
                with store.read() as session:
                    rows = session.exec(select(AuditLog.id).where(
                        AuditLog.undoable, AuditLog.undone_by.is_(None),  # type: ignore[union-attr]
                        AuditLog.event_id == event, AuditLog.action != "import players")).all()
                if rows:
                    store.undo(rows[pick % len(rows)])
        except TdeskError:
            pass  # refused: nothing changed, the rule must still hold
        assert_bottom_of_field(store, event)
