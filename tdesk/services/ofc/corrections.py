"""Correcting an earlier OFC hand (issue 41): new cards for hand N, once later hands have been
played, as one floor action with a preview.

How: hand N is scored again with its corrected cards and the stacks it began with; then
every later applied hand that a player whose stack changed took part in is settled again
with its own cards and points, its stacks moved by the difference (its caps, OFC-S3, follow
the corrected stacks); what each player's stack gains or loses at the end is posted to it.
Replaying the later hands is exact where posting only hand N's difference is not: a player
short-changed in hand N may have been capped in a later hand by the stack they were left with.

Refused, with the reason, where that cannot be exact: when a bust would change, in hand N or
in a hand replayed (who busts, or in which order, so their places; or who took a busted
player's chips, so the knockouts): the later hands were dealt with or without that player, and
a place once given may already be paid; when a player's stack would fall to nothing outside a
hand; and whenever the change would alter a prize already handed over. The chips each
eliminator took and the stacks they had are rewritten on the knockout rows, unless the event
pays bounties, whose split they decide (then refused too). Only the cards change: the
players, their order, the penalty marks and the level of hand N stay as stored (those are
corrected in the penalty log, or by undoing the hand).

``preview_correction`` is the read the calculator shows; ``correct_hand`` does it again inside
the transaction and writes the stacks and the hands it changed, one audit row, undoable.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from sqlmodel import Session, col, func, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.bounties import KnockoutRow
from tdesk.models.money import PrizeHandover
from tdesk.models.ofc import OfcHandRecord
from tdesk.models.store import Store
from tdesk.models.tables import Entry, EntryStatus
from tdesk.services.money import bounties
from tdesk.services.money.prize_results import refuse_paid_changes
from tdesk.services.ofc.ofc import _boards_json, _event, _players, _result_json, compute
from tdesk.services.ofc.values import HandDraft, HandResult, SeatInput


@dataclass(frozen=True)
class PlayerChange:
    """What the correction does to one player's stack now."""

    entry_id: int
    name: str
    chips: int  # the stack now
    change: int  # + gained, - lost

    @property
    def after(self) -> int:
        return self.chips + self.change


@dataclass(frozen=True)
class CorrectionPreview:
    """Hand N corrected: its new score, what moves, which later hands were settled again, and
    the refusal ("" when it may be applied)."""

    hand_id: int
    number: int
    result: HandResult  # hand N with the corrected cards and the stacks it began with
    changes: tuple[PlayerChange, ...]  # players whose stack changes, biggest gain first
    replayed: tuple[int, ...]  # numbers of the later hands settled again
    refusal: str = ""
    cards_changed: bool = True

    def verify(self) -> None:
        """Why this correction cannot be applied (``ConflictError``), for the Apply button's
        gate and ``correct_hand`` alike: the preview's refusal, or no card changed."""
        if self.refusal:
            raise ConflictError(self.refusal)
        if not self.cards_changed:
            raise ConflictError(f"Hand {self.number}: no card changed, nothing to correct.")

    @property
    def allowed(self) -> bool:
        return not self.refusal and self.cards_changed


@dataclass
class _Replay:
    """The work of one correction: the rows to write and what the preview shows."""

    record: OfcHandRecord
    result: HandResult
    boards: list[dict[str, Any]]
    hands: list[tuple[OfcHandRecord, dict[str, int], HandResult]]  # later: stacks_before, result
    delta: dict[int, int]
    replayed: list[int]
    refusal: str = ""
    knockouts: list[tuple[KnockoutRow, list[dict[str, Any]]]] = field(default_factory=list)


def _record(session: Session, event_id: int, hand_id: object) -> OfcHandRecord:
    validate.identifier("Hand", hand_id)
    record = session.get(OfcHandRecord, hand_id)
    if record is None or record.event_id != event_id:
        raise NotFoundError(f"OFC hand #{hand_id} is not in this event (undone or deleted?).")
    if not record.applied:
        raise ConflictError(f"Hand {record.number} is a tutorial hand: it moved no chips, so "
                            "there is nothing to correct.")
    return record


def _stored_draft(record: OfcHandRecord) -> HandDraft:
    seats = tuple(SeatInput(int(b["entry_id"]), b.get("cards", ""), bool(b.get("missed")),
                            bool(b.get("clock_foul")), int(b.get("exposed", 0)))
                  for b in record.boards)
    return HandDraft(seats, record.level, record.table_no, record.button_entry,
                     record.royalty_table, record.title, record.point_value)


def _corrected(record: OfcHandRecord, cards: object, names: Mapping[int, str]) -> HandDraft:
    """Hand N's stored draft with the new cards: {entry_id: "top / middle / bottom"}."""
    validate.mapping("Cards", cards)
    assert isinstance(cards, Mapping)
    draft = _stored_draft(record)
    dealt = {s.entry_id for s in draft.seats}
    for entry_id, text in cards.items():
        if entry_id not in dealt:
            raise InputError("Player", names.get(entry_id, entry_id),
                             f"was not dealt in hand {record.number}; only its cards change")
        if not isinstance(text, str):
            raise InputError("Cards", validate.shown(text), "must be text")
        validate.text("Cards", text, limit=100)
    seats = tuple(replace(s, cards=str(cards.get(s.entry_id, s.cards)).strip())
                  for s in draft.seats)
    return replace(draft, seats=seats)


def _names(session: Session, record: OfcHandRecord) -> dict[int, str]:
    event = _event(session, record.event_id)
    names = {e: p.name for e, p in _players(session, event).items()}
    names.update({int(b["entry_id"]): b["name"] for b in record.boards if b.get("name")})
    return names


def _bust_change(record: OfcHandRecord, result: HandResult, names: Mapping[int, str]) -> str:
    """Why the new settlement of ``record`` cannot stand in for the old ("" when it can):
    who busts, or the order they bust in (their places), would change."""
    old = [str(p) for p in record.result.get("eliminated", [])]
    new = list(result.settlement.eliminated)

    def who(ids: set[str]) -> str:
        return ", ".join(sorted(names.get(int(p), p) for p in ids))

    if set(old) - set(new):
        return (f"{who(set(old) - set(new))} would not bust in hand {record.number}, and the "
                "later hands were dealt without them")
    if set(new) - set(old):
        return (f"{who(set(new) - set(old))} would bust in hand {record.number}, and played "
                "later hands")
    if old != new:
        return (f"{who(set(old))} would bust in hand {record.number} in another order, which "
                "changes their places")
    return ""


def _knockouts(session: Session, work: _Replay, number: int, result: HandResult,
               began: Mapping[int, int], names: Mapping[int, str], bounty: bool) -> str:
    """The knockout rows of the hand's busts (BNT-1: the players each bust paid, with the
    chips each took and their stacks) as the new settlement has them. Who took a busted
    player's chips changing is refused; the chips and stacks alone are rewritten, unless the
    event pays bounties, whose split they decide (then refused too)."""
    s = result.settlement
    for bust in bounties.ofc_busts(s.eliminated, s.transfers):
        row = session.exec(select(KnockoutRow).where(
            KnockoutRow.event_id == work.record.event_id,
            KnockoutRow.entry_id == bust.entry_id).order_by(col(KnockoutRow.life).desc())
        ).first()
        if row is None:
            continue  # nobody took chips and no bounties: nothing was recorded
        name = names.get(bust.entry_id, str(bust.entry_id))
        lives = {int(x["entry"]): x.get("life", 1) for x in row.eliminators}
        if list(lives) != list(bust.eliminators):
            return (f"who took the chips of {name} in hand {number} would change (the "
                    "knockouts)")
        shares = bust.shares or (1,) * len(bust.eliminators)
        again = [{"entry": e, "life": lives[e], "share": int(share), "stack": int(began[e])}
                 for e, share in zip(bust.eliminators, shares, strict=True)]
        if again == row.eliminators:
            continue
        if bounty:
            return f"the bounty of {name}'s knockout in hand {number} would be split otherwise"
        work.knockouts.append((row, again))
    return ""


def _handed_over(session: Session, event_id: int) -> int:
    return int(session.exec(select(func.count()).select_from(PrizeHandover).where(
        PrizeHandover.event_id == event_id)).one())


def _refusal(number: int, why: str) -> str:
    return (f"Hand {number} cannot be corrected this way: {why}. A bust or a place never "
            "changes by a correction: undo back to that hand (Edit › Undo) and score the "
            "hands again.")


def _replay(session: Session, event_id: int, hand_id: object, cards: object) -> _Replay:
    """Score hand N again with ``cards``, settle again every later hand its changes reach."""
    record = _record(session, event_id, hand_id)
    names = _names(session, record)
    draft = _corrected(record, cards, names)
    began = {int(k): int(v) for k, v in record.stacks_before.items()}
    left = int(record.result.get("players_left", len(began)))
    result = compute(draft, names, began, left)
    work = _Replay(record, result, _boards_json(draft, names), [], {}, [])
    after = {int(k): int(v) for k, v in record.result.get("stacks_after", {}).items()}
    bounty = bounties.format_of(session, event_id) is not None
    why = (_bust_change(record, result, names)
           or _knockouts(session, work, record.number, result, began, names, bounty))
    if why:
        work.refusal = _refusal(record.number, why)
        return work
    delta = {int(p): c - after.get(int(p), c) for p, c in result.settlement.stacks.items()}
    delta = {p: d for p, d in delta.items() if d}
    later = session.exec(select(OfcHandRecord).where(
        OfcHandRecord.event_id == event_id, OfcHandRecord.applied == True,  # noqa: E712
        col(OfcHandRecord.number) > record.number).order_by(col(OfcHandRecord.number))).all()
    for hand in later:
        if not delta:
            break
        before = {int(k): int(v) for k, v in hand.stacks_before.items()}
        if not any(p in delta for p in before):
            continue
        moved = {p: c + delta.get(p, 0) for p, c in before.items()}
        short = [p for p, c in moved.items() if c <= 0]
        if short:
            why = (f"{', '.join(names.get(p, str(p)) for p in short)} would have had no chips "
                   f"left for hand {hand.number}")
            work.refusal = _refusal(record.number, why)
            return work
        again = compute(_stored_draft(hand), names, moved,
                        int(hand.result.get("players_left", len(moved))))
        why = (_bust_change(hand, again, names)
               or _knockouts(session, work, hand.number, again, moved, names, bounty))
        if why:
            work.refusal = _refusal(record.number, why)
            return work
        stored_after = {int(k): int(v) for k, v in hand.result.get("stacks_after", {}).items()}
        for p, chips in again.settlement.stacks.items():
            d = chips - stored_after.get(int(p), chips)
            if d:
                delta[int(p)] = d
            else:
                delta.pop(int(p), None)
        work.hands.append((hand, {str(p): c for p, c in moved.items()}, again))
        work.replayed.append(hand.number)
    work.delta = delta
    return work


def _changes(session: Session, work: _Replay) -> tuple[tuple[PlayerChange, ...], str]:
    """The stacks now and what the correction posts to them; a refusal when one cannot take
    it (a player out, or a stack that would fall to nothing)."""
    players = _players(session, _event(session, work.record.event_id))
    out = []
    for entry_id, change in work.delta.items():
        player = players.get(entry_id)
        if player is None or player.status != EntryStatus.ACTIVE:
            name = player.name if player is not None else str(entry_id)
            return (), _refusal(work.record.number, f"{name} is out of the event")
        if player.chips + change < 1:
            return (), _refusal(work.record.number, f"{player.name} has {player.chips:,} now "
                                f"and would lose {-change:,}")
        out.append(PlayerChange(entry_id, player.name, player.chips, change))
    out.sort(key=lambda c: (-c.change, c.name))
    return tuple(out), ""


def _preview(session: Session, event_id: int, hand_id: object, cards: object
             ) -> tuple[_Replay, CorrectionPreview]:
    work = _replay(session, event_id, hand_id, cards)
    changes: tuple[PlayerChange, ...] = ()
    refusal = work.refusal
    if not refusal:
        changes, refusal = _changes(session, work)
    if refusal and _handed_over(session, event_id):
        refusal += " Prize money has been handed over in this event: no place may change."
    same = work.boards == work.record.boards
    return work, CorrectionPreview(work.record.id or 0, work.record.number, work.result,
                                   changes, tuple(work.replayed), refusal, not same)


def preview_correction(store: Store, event_id: int, hand_id: int,
                       cards: Mapping[int, str]) -> CorrectionPreview:
    """What correcting hand ``hand_id`` to ``cards`` ({entry_id: "top / middle / bottom"};
    players not listed keep theirs) would do, without saving anything."""
    validate.identifier("Event", event_id)
    with store.read() as session:
        _event(session, event_id)
        return _preview(session, event_id, hand_id, cards)[1]


def correct_hand(store: Store, event_id: int, hand_id: int,
                 cards: Mapping[int, str]) -> CorrectionPreview:
    """Correct hand ``hand_id`` to ``cards`` and post the difference (one undoable action).

    Worked out again inside the transaction, so what another station did since the preview
    counts; refused (``ConflictError``) with the preview's reason."""
    validate.identifier("Event", event_id)
    with store.action("correct OFC hand", event_id=event_id) as scope:
        session = scope.session
        event = _event(session, event_id)
        work, preview = _preview(session, event_id, hand_id, cards)
        preview.verify()  # the rule the Apply button is gated by
        record = work.record
        old_boards = record.boards
        record.boards = work.boards
        record.result = {**_result_json(work.result),
                         "corrected": int(record.result.get("corrected", 0)) + 1}
        session.add(record)
        for hand, stacks_before, again in work.hands:
            hand.stacks_before = stacks_before
            hand.result = {**_result_json(again), "recalculated_for": record.number}
            session.add(hand)
        for row, eliminators in work.knockouts:  # the chips each took, the stacks they had
            row.eliminators = eliminators
            session.add(row)
        for change in preview.changes:
            entry = session.get(Entry, change.entry_id)
            assert entry is not None
            entry.chips = change.after
            session.add(entry)
        refuse_paid_changes(session, event, f"The correction of hand {record.number}")
        moved = ", ".join(f"{c.name} {c.change:+,}" for c in preview.changes) or "no chips move"
        again = (f" (hands {', '.join(str(n) for n in preview.replayed)} settled again)"
                 if preview.replayed else "")
        scope.summary = f"Correct OFC hand {record.number}: {moved}{again}"
        scope.params = {"hand": record.number, "boards_before": old_boards,
                        "boards_after": work.boards, "replayed": list(preview.replayed),
                        "changes": {str(c.entry_id): c.change for c in preview.changes}}
        return preview
