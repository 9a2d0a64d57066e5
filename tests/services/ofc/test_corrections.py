"""Correcting an earlier OFC hand once later hands touched its players (issue 41).

The boards are the worked hand's (tests/rules/test_ofc.py): A +144, B -20, C -68 (fouled),
D -56. Hand 1 was typed with Ann's and Bo's boards swapped; hand 2 was then played. At 100 a
point with stacks Ann 5,000 and 20,000 for the others:

- hand 1 as typed: Ann -3,800 → 1,200, Bo +14,400 → 34,400, Cy 13,800, Di 15,600;
- hand 1 corrected: Ann +5,000 (capped at the 5,000 she began with, OFC-S3), Bo -2,000,
  Cy -6,200, Di -4,400 ... so the difference after hand 1 is Ann +8,800;
- hand 2 (Ann's cards win +144) capped Ann at the 1,200 she had: with the corrected 10,000 she
  wins far more. Settling hand 2 again gives Ann +17,600 in all, Bo -19,600, Cy -1,200,
  Di +3,200 — posting only hand 1's difference would have given Ann 8,800.
"""

from collections.abc import Callable

import pytest
from sqlmodel import select

from tdesk.errors import ConflictError, InputError
from tdesk.models.ofc import OfcHandRecord
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog
from tdesk.services.ofc import ofc
from tdesk.services.ofc.corrections import correct_hand, preview_correction
from tdesk.services.ofc.ofc import HandDraft, SeatInput

A = "Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts"
B = "Ah Kh 3c / 8s 8d 7c 7h 2d / 6c 6d 6h 5s 5d"
C = "Jh Jd Jc / Th Td 8h 8c 2h / Kc Kd 3h 3s Ac"
D = "Ad 9h 2s / 4c 4s Tc 6s 3d / 7d 7s 5h 5c Qc"


def _night(store: Store, make_event: Callable[..., int], stacks: tuple[int, ...] = (
        5_000, 20_000, 20_000, 20_000)) -> tuple[int, list[int], int, int]:
    """Hand 1 typed with the first two boards swapped, then hand 2; (event, ids, h1, h2)."""
    event_id = make_event("ofc", players=5)
    ids = [p.entry_id for p in ofc.ofc_players(store, event_id)][:4]
    for entry_id, chips in zip(ids, stacks, strict=True):
        ofc.set_stack(store, event_id, entry_id, chips)
    seats = lambda boards: tuple(SeatInput(e, b) for e, b in zip(ids, boards, strict=True))  # noqa: E731
    h1 = ofc.apply_hand(store, event_id, HandDraft(seats((B, A, C, D))))
    h2 = ofc.apply_hand(store, event_id, HandDraft(seats((A, B, C, D))))
    return event_id, ids, h1, h2


def _stacks(store: Store, event_id: int, ids: list[int]) -> list[int]:
    chips = {p.entry_id: p.chips for p in ofc.ofc_players(store, event_id)}
    return [chips[i] for i in ids]


def _audit(store: Store, action: str) -> AuditLog:
    with store.read() as session:
        row = session.exec(select(AuditLog).where(AuditLog.action == action)
                           .order_by(AuditLog.id.desc())).first()  # type: ignore[union-attr]
    assert row is not None
    return row


def test_correcting_hand_1_settles_hand_2_again_with_its_caps_OFC_S3(
        store: Store, make_event: Callable[..., int]) -> None:
    event_id, ids, h1, h2 = _night(store, make_event)
    before, rev = _stacks(store, event_id, ids), store.revision()
    assert before == [2_400, 35_600, 12_000, 15_000]
    # Hand 1's own undo is refused: hand 2 changed its players since (rightly).
    with pytest.raises(ConflictError):
        store.undo(_audit(store, "score OFC hand").id - 1)
    preview = preview_correction(store, event_id, h1, {ids[0]: A, ids[1]: B})
    assert preview.allowed and preview.number == 1 and preview.replayed == (2,)
    change = {c.entry_id: c.change for c in preview.changes}
    assert change == {ids[0]: 17_600, ids[1]: -19_600, ids[2]: -1_200, ids[3]: 3_200}
    assert sum(change.values()) == 0  # chips are conserved
    assert store.revision() == rev  # a preview saves nothing
    # Hand 1 alone would have moved Ann 8,800: hand 2's cap made the rest.
    a, b = str(ids[0]), str(ids[1])
    assert preview.result.chip_change[a] == 5_000 and preview.result.chip_change[b] == -2_000
    assert [c.change for c in preview.changes] == [17_600, 3_200, -1_200, -19_600]
    # Applied: one action, the stacks moved, the history rewritten, an audit row.
    rev = store.revision()
    correct_hand(store, event_id, h1, {ids[0]: A, ids[1]: B})
    assert store.revision() == rev + 1
    after = _stacks(store, event_id, ids)
    assert after == [s + change[i] for s, i in zip(before, ids, strict=True)]
    assert sum(after) == sum(before)
    stored = ofc.load_hand(store, h1)
    assert [s.cards for s in stored.draft.seats] == [A, B, C, D]
    again = ofc.replay_hand(store, h2)
    assert again.draft.seats[0].cards == A
    assert {int(p): c for p, c in again.settlement.stacks.items()} == dict(zip(ids, after, strict=True))
    assert [h.number for h in ofc.list_hands(store, event_id)] == [2, 1]  # no new hand
    audit = _audit(store, "correct OFC hand")
    assert audit.summary.startswith("Correct OFC hand 1: ")
    assert "+17,600" in audit.summary and "(hands 2 settled again)" in audit.summary
    assert audit.params["boards_before"][0]["cards"] == B
    # Undone: stacks and both hands as they were.
    store.undo()
    assert _stacks(store, event_id, ids) == before
    assert [s.cards for s in ofc.load_hand(store, h1).draft.seats] == [B, A, C, D]
    with store.read() as session:
        record = session.get(OfcHandRecord, h2)
        assert record is not None and record.stacks_before == {
            str(i): c for i, c in zip(ids, (1_200, 34_400, 13_800, 15_600), strict=True)}


def test_a_correction_that_would_change_a_bust_is_refused(
        store: Store, make_event: Callable[..., int]) -> None:
    # Bo began with 3,000: with his own board he busts in hand 1 (the worked hand); typed
    # with Ann's board he won, and played hand 2.
    event_id, ids, h1, _ = _night(store, make_event, (20_000, 3_000, 20_000, 20_000))
    assert {p.entry_id: p.status for p in ofc.ofc_players(store, event_id)}[ids[1]] == "active"
    before = _stacks(store, event_id, ids)
    preview = preview_correction(store, event_id, h1, {ids[0]: A, ids[1]: B})
    assert not preview.allowed
    assert preview.refusal.startswith("Hand 1 cannot be corrected this way: ")
    assert "would bust in hand 1, and played later hands" in preview.refusal
    assert "undo back to that hand" in preview.refusal
    rev = store.revision()
    with pytest.raises(ConflictError, match="would bust in hand 1"):
        correct_hand(store, event_id, h1, {ids[0]: A, ids[1]: B})
    assert store.revision() == rev and _stacks(store, event_id, ids) == before


def test_bad_corrections_name_the_field(store: Store, make_event: Callable[..., int]) -> None:
    event_id, ids, h1, _ = _night(store, make_event)
    same = preview_correction(store, event_id, h1, {ids[0]: B})
    assert not same.cards_changed and not same.allowed and not same.changes
    with pytest.raises(ConflictError, match="no card changed"):
        correct_hand(store, event_id, h1, {})
    ann = ofc.ofc_players(store, event_id)[0].name
    with pytest.raises(InputError, match=f"{ann}'s board 'Zz"):
        preview_correction(store, event_id, h1, {ids[0]: "Zz Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts"})
    with pytest.raises(InputError, match="was not dealt in hand 1"):
        preview_correction(store, event_id, h1, {ofc.ofc_players(store, event_id)[4].entry_id: A})
    with pytest.raises(InputError, match="on two|used in"):
        preview_correction(store, event_id, h1, {ids[0]: A, ids[1]: A})


def test_a_bust_that_a_correction_would_undo_after_its_prize_was_handed_over(
        store: Store, make_event: Callable[..., int]) -> None:
    from tdesk.services.money import money, receipts

    event_id = make_event("ofc", players=4)
    money.set_terms(store, event_id, {"buy_in": 100, "fee": 10})
    money.set_payout(store, event_id, money.parse_percents("40 30 20 10"))
    ids = [p.entry_id for p in ofc.ofc_players(store, event_id)]
    money.take_entries(store, event_id, ids)
    for entry_id, chips in zip(ids, (5_000, 3_000, 10_000, 4_000), strict=True):
        ofc.set_stack(store, event_id, entry_id, chips)
    h1 = ofc.apply_hand(store, event_id, HandDraft(tuple(
        SeatInput(e, b) for e, b in zip(ids, (A, B, C, D), strict=True))))  # the second busts
    receipts.hand_over_prize(store, event_id, ids[1])  # 4th: 40 handed over
    ofc.apply_hand(store, event_id, HandDraft(tuple(
        SeatInput(e, b) for e, b in zip((ids[2], ids[3], ids[0]), (A, B, C), strict=True))))
    preview = preview_correction(store, event_id, h1, {ids[0]: B, ids[1]: A})
    assert not preview.allowed
    assert "would not bust in hand 1" in preview.refusal
    assert preview.refusal.endswith("Prize money has been handed over in this event: no place "
                                    "may change.")
    with pytest.raises(ConflictError, match="Prize money has been handed over"):
        correct_hand(store, event_id, h1, {ids[0]: B, ids[1]: A})


def _bust_night(store: Store, make_event: Callable[..., int], bounty: bool
                ) -> tuple[int, list[int], int]:
    """Hand 1 three-handed with the first two boards swapped; in hand 2 Di (1,500) fouls and
    busts, paying the others: how much each took depends on Ann's cap, so on hand 1."""
    from tdesk.rules.money import bounties as rb
    from tdesk.services.money import bounties, money

    event_id = make_event("ofc", players=4)
    ids = [p.entry_id for p in ofc.ofc_players(store, event_id)]
    if bounty:
        money.set_terms(store, event_id, {"buy_in": 100, "fee": 10, "bounty": 90})
        money.take_entries(store, event_id, ids)
        bounties.set_format(store, event_id, rb.format_to_data(rb.fixed()))
    for entry_id, chips in zip(ids, (5_000, 20_000, 20_000, 1_500), strict=True):
        ofc.set_stack(store, event_id, entry_id, chips)
    h1 = ofc.apply_hand(store, event_id, HandDraft(tuple(
        SeatInput(e, b) for e, b in zip(ids[:3], (B, A, C), strict=True))))
    ofc.apply_hand(store, event_id, HandDraft(tuple(SeatInput(e, b) for e, b in zip(
        (ids[3], ids[0], ids[1], ids[2]), (C, B, A, D), strict=True))))
    return event_id, ids, h1


def _knockout(store: Store, entry_id: int) -> list[dict[str, int]]:
    from tdesk.models.bounties import KnockoutRow

    with store.read() as session:
        row = session.exec(select(KnockoutRow).where(KnockoutRow.entry_id == entry_id)).one()
        return list(row.eliminators)


def test_the_knockout_of_a_later_bust_follows_the_correction_BNT_1(
        store: Store, make_event: Callable[..., int]) -> None:
    event_id, ids, h1 = _bust_night(store, make_event, bounty=False)
    di = ids[3]
    before = _knockout(store, di)
    assert [k["entry"] for k in before] and {p.entry_id: p.status for p in ofc.ofc_players(
        store, event_id)}[di] == "busted"
    preview = preview_correction(store, event_id, h1, {ids[0]: A, ids[1]: B})
    assert preview.allowed and preview.replayed == (2,)
    correct_hand(store, event_id, h1, {ids[0]: A, ids[1]: B})
    after = _knockout(store, di)
    assert [k["entry"] for k in after] == [k["entry"] for k in before]  # the same eliminators
    assert after != before and sum(k["share"] for k in after) == 1_500  # Di's whole stack
    again = ofc.replay_hand(store, ofc.list_hands(store, event_id)[0].hand_id)
    took = {int(to): c for frm, to, c in again.settlement.transfers if frm == str(di) and c}
    assert {k["entry"]: k["share"] for k in after} == took
    store.undo()
    assert _knockout(store, di) == before


def test_a_correction_that_would_split_a_bounty_otherwise_is_refused(
        store: Store, make_event: Callable[..., int]) -> None:
    event_id, ids, h1 = _bust_night(store, make_event, bounty=True)
    preview = preview_correction(store, event_id, h1, {ids[0]: A, ids[1]: B})
    assert not preview.allowed
    name = ofc.ofc_players(store, event_id)[3].name
    assert f"the bounty of {name}'s knockout in hand 2 would be split otherwise" in preview.refusal
