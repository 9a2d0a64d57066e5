"""OFC calculator service: score, apply (one undoable action), history, tutorials (issue 5).

The worked hand is the one of tests/rules/test_ofc.py: at 100 a point with stacks
A 5000, B 3000, C 10000, D 4000 settlement ends A 10000, B 0 (out), C 7400, D 4600.
"""

from collections.abc import Callable

import pytest
from sqlalchemy import inspect
from sqlmodel import select

from tdesk.errors import ConflictError, InputError
from tdesk.models.ofc import OfcHandRecord
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog
from tdesk.services.ofc import ofc
from tdesk.services.ofc.ofc import HandDraft, SeatInput

A = "Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts"
B = "Ah Kh 3c / 8s 8d 7c 7h 2d / 6c 6d 6h 5s 5d"
C = "Jh Jd Jc / Th Td 8h 8c 2h / Kc Kd 3h 3s Ac"
D = "Ad 9h 2s / 4c 4s Tc 6s 3d / 7d 7s 5h 5c Qc"


def _setup(store: Store, make_event: Callable[..., int], stacks: tuple[int, ...] = (5000, 3000, 10000, 4000),
           players: int = 4) -> tuple[int, list[int]]:
    event_id = make_event("ofc", players=players)
    ids = [p.entry_id for p in ofc.ofc_players(store, event_id)][: len(stacks)]
    for entry_id, chips in zip(ids, stacks, strict=True):
        ofc.set_stack(store, event_id, entry_id, chips)
    return event_id, ids


def _draft(ids: list[int], boards: tuple[str, ...] = (A, B, C, D), **kw: object) -> HandDraft:
    return HandDraft(tuple(SeatInput(e, b) for e, b in zip(ids, boards, strict=True)), **kw)  # type: ignore[arg-type]


def test_score_draft_reads_stacks_and_settles_OFC_S1_S3(store: Store, make_event: Callable[..., int]) -> None:
    event_id, ids = _setup(store, make_event)
    result = ofc.score_draft(store, event_id, _draft(ids))
    a, b, c, d = (str(i) for i in ids)
    assert result.score.net == {a: 144, b: -20, c: -68, d: -56}
    assert result.settlement.stacks == {a: 10000, b: 0, c: 7400, d: 4600}
    assert result.places == {b: 4}  # four players left, B is the only bust: 4th
    assert result.net_chips[a] == 14_400 and result.chip_change[a] == 5_000
    assert result.name(b) == [p.name for p in ofc.ofc_players(store, event_id) if p.entry_id == ids[1]][0]


def test_apply_moves_chips_busts_stores_and_undoes(store: Store, make_event: Callable[..., int]) -> None:
    event_id, ids = _setup(store, make_event, players=6)
    before = store.revision()
    hand_id = ofc.apply_hand(store, event_id, _draft(ids, table_no=2))
    assert store.revision() == before + 1
    players = {p.entry_id: p for p in ofc.ofc_players(store, event_id)}
    assert [players[i].chips for i in ids] == [10000, 0, 7400, 4600]
    assert players[ids[1]].status == "busted"
    with store.read() as session:
        entry_place = session.exec(select(OfcHandRecord)).one()
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[union-attr]
    assert entry_place.applied and entry_place.number == 1 and entry_place.table_no == 2
    assert audit is not None and audit.action == "score OFC hand"
    # Six players were left; B is the only bust: 6th.
    assert f"{players[ids[1]].name} -3,000 (out, 6.)" in audit.summary
    assert audit.summary.startswith("OFC hand 1 table 2: ")
    hands = ofc.list_hands(store, event_id)
    assert [(h.hand_id, h.number, h.applied) for h in hands] == [(hand_id, 1, True)]
    assert hands[0].eliminated == (players[ids[1]].name,)
    # Reopened, the hand scores the same from the stacks it began with.
    replay = ofc.replay_hand(store, hand_id)
    assert replay.settlement.stacks[str(ids[0])] == 10000
    assert ofc.load_hand(store, hand_id).stacks_before == dict(zip(ids, (5000, 3000, 10000, 4000), strict=True))
    # Undo puts every stack and the bust back and removes the hand.
    store.undo()
    players = {p.entry_id: p for p in ofc.ofc_players(store, event_id)}
    assert [players[i].chips for i in ids] == [5000, 3000, 10000, 4000]
    assert players[ids[1]].status == "active"
    assert ofc.list_hands(store, event_id) == []


def test_busted_player_cannot_be_dealt_in(store: Store, make_event: Callable[..., int]) -> None:
    event_id, ids = _setup(store, make_event)
    ofc.apply_hand(store, event_id, _draft(ids))
    with pytest.raises(InputError, match="busted and cannot be dealt in"):
        ofc.score_draft(store, event_id, _draft(ids))


def test_hand_numbers_and_places_over_two_hands_OFC_S5(store: Store, make_event: Callable[..., int]) -> None:
    # Hand 1 busts B (4th of 4). Hand 2, three-handed: A, C, D with A's and C's boards swapped
    # in, D is first to act.
    event_id, ids = _setup(store, make_event)
    ofc.apply_hand(store, event_id, _draft(ids))
    a, _, c, d = ids
    draft = HandDraft((SeatInput(d, D), SeatInput(a, A), SeatInput(c, B)))
    # D-A: A scoops, 6 + 44 = 50 for A: D owes 5000, has 4600: pays 4600 and is out.
    # D-C: skipped. A-C: C (B's cards, 6 royalty) loses 6 + 44 - 6 = 44: A's cap 10000 minus
    # 4600 leaves 5400; C owes 4400: paid. C ends 7400 - 4400 = 3000.
    ofc.apply_hand(store, event_id, draft)
    players = {p.entry_id: p for p in ofc.ofc_players(store, event_id)}
    assert players[d].chips == 0 and players[d].status == "busted"
    assert [h.number for h in ofc.list_hands(store, event_id)] == [2, 1]
    with store.read() as session:
        from tdesk.models.tables import Entry

        places = {e.id: e.place for e in session.exec(select(Entry).where(Entry.event_id == event_id))}
    assert places[ids[1]] == 4 and places[d] == 3
    assert players[a].chips == 10000 + 4600 + 4400 and players[c].chips == 3000


def test_bad_cards_name_the_player_and_token_CARD_2(store: Store, make_event: Callable[..., int]) -> None:
    event_id, ids = _setup(store, make_event)
    names = {p.entry_id: p.name for p in ofc.ofc_players(store, event_id)}
    with pytest.raises(InputError, match=r"middle row: card 2 'Zz'") as info:
        ofc.score_draft(store, event_id, _draft(ids, (A, B.replace("8d", "Zz"), C, D)))
    assert names[ids[1]] in str(info.value)
    dup = D.replace("Ad", "Qh")
    with pytest.raises(InputError, match=f"Qh is used in {names[ids[0]]}'s top row and {names[ids[3]]}'s top row"):
        ofc.score_draft(store, event_id, _draft(ids, (A, B, C, dup)))
    with pytest.raises(InputError, match="dealt in twice"):
        ofc.score_draft(store, event_id, _draft([ids[0], ids[0]], (A, B)))
    with pytest.raises(InputError, match="Point level"):
        ofc.score_draft(store, event_id, _draft(ids, level=0))


def test_penalties_and_missed_hand_pass_through_OFC_X1_X2_X3(store: Store, make_event: Callable[..., int]) -> None:
    event_id, ids = _setup(store, make_event, stacks=(50000, 50000, 50000, 50000))
    draft = HandDraft((
        SeatInput(ids[0], A, exposed=1), SeatInput(ids[1], B), SeatInput(ids[2], C),
        SeatInput(ids[3], missed=True),
    ))
    net = ofc.score_draft(store, event_id, draft).score.net
    assert [net[str(i)] for i in ids] == [95, -28, -58, -9]
    # A clock foul with an unfinished board still scores: B pays A 6 + 44.
    draft = HandDraft((SeatInput(ids[0], A), SeatInput(ids[1], "Ah Kh / 8s", clock_foul=True)))
    assert ofc.score_draft(store, event_id, draft).score.net[str(ids[0])] == 50


def test_event_royalty_table_is_the_default_OFC_P5(store: Store, make_event: Callable[..., int]) -> None:
    event_id = make_event("ofc", players=4, royalties="classic-2012")
    ids = [p.entry_id for p in ofc.ofc_players(store, event_id)]
    # Under the 2012 table A's royal bottom is worth 20: A-B 6 + (7 + 12 + 20) - 6 = 39.
    result = ofc.score_draft(store, event_id, _draft(ids[:2], (A, B)))
    assert result.score.net[str(ids[0])] == 39
    assert result.draft.royalties == "classic-2012"


def test_not_an_ofc_event(store: Store, make_event: Callable[..., int]) -> None:
    event_id = make_event("poker", players=4)
    with pytest.raises(ConflictError, match="not an OFC event"):
        ofc.ofc_players(store, event_id)


def test_unset_stacks_are_the_starting_stack(store: Store, make_event: Callable[..., int]) -> None:
    event_id = make_event("ofc", players=2, starting_stack=7000)
    assert {p.chips for p in ofc.ofc_players(store, event_id)} == {7000}
    with pytest.raises(InputError, match="at least 1"):
        ofc.set_stack(store, event_id, ofc.ofc_players(store, event_id)[0].entry_id, 0)


def test_tutorial_hands_OFC_S3_S4(store: Store, make_event: Callable[..., int]) -> None:
    event_id = make_event("ofc", players=6)
    before = [p.chips for p in ofc.ofc_players(store, event_id)]
    seed_id, cap_id = ofc.add_tutorial_hands(store, event_id)
    assert [p.chips for p in ofc.ofc_players(store, event_id)] == before  # untouched
    hands = ofc.list_hands(store, event_id)
    assert [h.applied for h in hands] == [False, False]
    seed = ofc.replay_hand(store, seed_id)
    s1, s2, s3, s4 = seed.settlement.began
    # Seat 1 has 1,000 (10 points); owes Seat 2 12 points, is owed 20 by Seats 3 and 4 (both
    # fouled: 6 + Seat 1's royalties 14). It pays 1,000, busts, and collects nothing.
    assert seed.score.net_points[(s1, s2)] == -12
    assert seed.score.net_points[(s1, s3)] == seed.score.net_points[(s1, s4)] == 20
    assert seed.settlement.transfers[0] == (s1, s2, 1000)
    assert seed.settlement.eliminated == [s1]
    assert all(s1 not in t[:2] for t in seed.settlement.transfers[1:])
    cap = ofc.replay_hand(store, cap_id)
    a, b, c, d = cap.settlement.began
    # A began with 1,200: wins 800 from B, 400 of the 1,000 C owes, nothing with D.
    assert cap.settlement.transfers[:2] == [(b, a, 800), (c, a, 400)]
    assert all(a not in t[:2] for t in cap.settlement.transfers[2:])
    assert cap.score.net_points[(a, d)] == -7
    assert cap.settlement.stacks[a] == 2400


def test_migration_creates_the_hand_table(store: Store) -> None:
    columns = {c["name"] for c in inspect(store.engine).get_columns("ofc_hand")}
    assert set(OfcHandRecord.model_fields) <= columns


def test_seated_table_gives_order_and_apply_updates_seating_OFC_T1(
    store: Store, make_event: Callable[..., int]
) -> None:
    from tdesk.services.seating import seating

    event_id = make_event("ofc", players=5)
    seating.draw_seats(store, event_id, seed=7)
    seating.apply_all(store, event_id)  # two tables of 4 seats break to the final table of 5
    [table] = ofc.ofc_tables(store, event_id)
    assert len(table.players) == 5
    seats = {s.entry_id: s.seat for s in seating.seating_list(store, event_id)}
    assert [seats[e] for e, _ in table.players] == sorted(seats.values())  # clockwise by seat
    clockwise = [e for e, _ in table.players]
    seating.set_button(store, event_id, table.number, seats[clockwise[2]])
    [table] = ofc.ofc_tables(store, event_id)
    assert table.button_entry == clockwise[2]
    # Five-handed: the button (third seat) is dealt out; first position is the fourth seat.
    order, out = ofc.default_seat_order(table.players, table.button_entry)
    assert out == clockwise[2]
    assert order == (clockwise[3], clockwise[4], clockwise[0], clockwise[1])
    # Score the worked hand with those four; position 2 (B's cards) busts on 3000 chips.
    for entry_id, chips in zip(order, (5000, 3000, 10000, 4000), strict=True):
        ofc.set_stack(store, event_id, entry_id, chips)
    draft = HandDraft(tuple(SeatInput(e, b) for e, b in zip(order, (A, B, C, D), strict=True)),
                      table_no=table.number, button_entry=out)
    ofc.apply_hand(store, event_id, draft)
    seated = {s.entry_id for s in seating.seating_list(store, event_id)}
    assert order[1] not in seated and len(seated) == 4
    # The button passes to the old first position; four left, so everyone plays next hand.
    [table] = ofc.ofc_tables(store, event_id)
    assert table.button_entry == order[0]
    nxt, out = ofc.default_seat_order(table.players, table.button_entry)
    assert out is None and nxt == (order[2], order[3], clockwise[2], order[0])
    store.undo()
    assert len(seating.seating_list(store, event_id)) == 5


def test_level_comes_from_the_event_clock_OFC_L1(store: Store, make_event: Callable[..., int]) -> None:
    from tdesk.rules.levels import clock as rc
    from tdesk.services import clock

    event_id = make_event("ofc", players=4)
    assert ofc.current_level(store, event_id) is None  # no clock yet: picked by hand
    assert ofc.level_values(store, event_id)[:3] == (100, 200, 300)
    clock.clock_action(store, event_id, rc.Op(rc.Action.START))
    clock.clock_action(store, event_id, rc.Op(rc.Action.NEXT))
    clock.clock_action(store, event_id, rc.Op(rc.Action.NEXT))
    level = ofc.current_level(store, event_id)
    assert level == 3
    ids = [p.entry_id for p in ofc.ofc_players(store, event_id)]
    value = ofc.level_values(store, event_id)[level - 1]
    result = ofc.score_draft(store, event_id, _draft(ids[:2], (A, B), level=level, point_value=value))
    assert result.point_value == 300 and result.net_chips[str(ids[0])] == 44 * 300


# --- the penalty log is the one record of OFC penalties (OFC-X1..X3) ---------------------------


def _issue(store: Store, event_id: int, entry_id: int, penalty: str, judge: str = "Kerstin") -> int:
    from tdesk.services.penalties import penalties
    from tdesk.services.penalties.penalties import PenaltyRequest

    return penalties.issue_penalty(store, event_id, PenaltyRequest(
        entry_id, penalty, infraction=penalty.replace("_", "-"), judge=judge, opponents=3))[0]


def test_log_penalty_is_pending_then_applied_and_linked_with_the_hand_OFC_X1_X2(
        store: Store, make_event: Callable[..., int]) -> None:
    """D misses the hand: issued in the penalty log first, so the calculator gets it as a
    pending mark; A exposes a card, marked in the calculator only. The nets are those of
    tests/ui/ofc/test_tab.py's penalty hand: A +95, B -28, C -58, D -9 (D pays 3 to each of
    A, B, C; A pays 1 to each of B and C, not to the absent D). At 100 a point, in chips."""
    from tdesk.services.penalties import penalties

    event_id, ids = _setup(store, make_event, stacks=(50000,) * 4)
    a, b, c, d = ids
    pid = _issue(store, event_id, d, "missed_hand")
    marks = ofc.pending_marks(store, event_id)
    assert list(marks) == [d] and marks[d].missed and not marks[d].exposed
    assert marks[d].rows[0].judge == "Kerstin" and marks[d].rows[0].ofc_pending

    seats = (SeatInput(a, A, exposed=1), SeatInput(b, B), SeatInput(c, C), SeatInput(d, missed=True))
    hand_id = ofc.apply_hand(store, event_id, HandDraft(seats))
    chips = {p.entry_id: p.chips for p in ofc.ofc_players(store, event_id)}
    assert [chips[i] - 50000 for i in ids] == [9500, -2800, -5800, -900]

    rows = penalties.hand_penalties(store, event_id, hand_id)
    assert [(r.entry_id, r.rule, r.points, r.judge) for r in rows] == [
        (d, "OFC-X2", 9, "Kerstin"),      # the log's own penalty, linked: 3 to each of 3
        (a, "OFC-X1", 2, "Test Floor"),   # new from the board: 1 to B and C (D was absent)
    ]
    assert rows[0].id == pid and rows[0].ofc_hand_number == 1 and not rows[0].ofc_pending
    assert ofc.pending_marks(store, event_id) == {}
    assert len(penalties.ofc_penalties(store, event_id)) == 2  # nothing written twice
    with store.read() as session:
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[union-attr]
    assert audit is not None and audit.summary.endswith("; 2 in the penalty log")

    # A linked penalty cannot be rescinded on its own: the chips have moved.
    with pytest.raises(ConflictError, match="Undo that hand"):
        penalties.rescind_penalty(store, pid, by="TD", why="wrong player")

    # Undo the hand: stacks back, A's row gone, D's penalty pending again as issued.
    store.undo()
    chips = {p.entry_id: p.chips for p in ofc.ofc_players(store, event_id)}
    assert [chips[i] for i in ids] == [50000] * 4
    left = penalties.ofc_penalties(store, event_id)
    assert [(r.id, r.ofc_hand_id, r.points) for r in left] == [(pid, None, 9)]
    assert list(ofc.pending_marks(store, event_id)) == [d]
    store.redo()
    assert [r.rule for r in penalties.hand_penalties(store, event_id, hand_id)] == ["OFC-X2", "OFC-X1"]


def test_pending_log_penalty_the_board_does_not_carry_is_refused(
        store: Store, make_event: Callable[..., int]) -> None:
    from tdesk.services.penalties import penalties

    event_id, ids = _setup(store, make_event, stacks=(50000,) * 4)
    pid = _issue(store, event_id, ids[1], "exposed_card")
    before = store.revision()
    with pytest.raises(ConflictError, match="Exposed a card out of turn .OFC-X1., issued .* by Kerstin"):
        ofc.apply_hand(store, event_id, _draft(ids))
    assert store.revision() == before and ofc.list_hands(store, event_id) == []
    # Rescinded while pending, it no longer marks the board and the hand applies.
    penalties.rescind_penalty(store, pid, by="TD", why="the dealer exposed it")
    assert ofc.pending_marks(store, event_id) == {}
    hand_id = ofc.apply_hand(store, event_id, _draft(ids))
    assert penalties.hand_penalties(store, event_id, hand_id) == []


def test_two_exposed_cards_one_from_the_log_one_new_and_a_clock_foul_OFC_X1_X3(
        store: Store, make_event: Callable[..., int]) -> None:
    from tdesk.services.penalties import penalties

    event_id, ids = _setup(store, make_event, stacks=(50000,) * 4)
    _issue(store, event_id, ids[0], "exposed_card")
    seats = (SeatInput(ids[0], A, exposed=2), SeatInput(ids[1], B, clock_foul=True),
             SeatInput(ids[2], C), SeatInput(ids[3], D))
    hand_id = ofc.apply_hand(store, event_id, HandDraft(seats))
    rows = penalties.hand_penalties(store, event_id, hand_id)
    assert [(r.entry_id, r.rule, r.points, r.details["fouls_hand"]) for r in rows] == [
        (ids[0], "OFC-X1", 3, False), (ids[0], "OFC-X1", 3, False), (ids[1], "OFC-X3", 0, True)]
    assert rows[2].reason == "Did not act in time / left the table"
