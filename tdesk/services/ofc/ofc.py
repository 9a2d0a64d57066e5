"""OFC calculator: score a hand from typed boards, settle it in chips, apply it to the event.

``score_draft`` is a read (the calculator calls it on every keystroke); ``apply_hand`` is the
floor action: one transaction that moves the chips, busts players with their places, stores the
hand in the event's history, records its penalty marks in the penalty log and writes one audit
row (undoable).

The penalty log is the one record of OFC penalties (OFC-X1..X3): a penalty issued there before
the hand is applied is pending, ``pending_marks`` hands it to the calculator, and applying the
hand links it to the stored hand; a mark made only in the calculator gets its log row then.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any

from sqlmodel import Session, col, func, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError, NotFoundError, TdeskError
from tdesk.models.event_rows import event_people, load_event
from tdesk.models.ofc import OfcHandRecord
from tdesk.models.store import ActionScope, Store
from tdesk.models.tables import Entry, EntryStatus, Event, Player, utcnow
from tdesk.rules.cards import CardError
from tdesk.rules.levels import MAX_LEVELS, level_numbers
from tdesk.rules.ofc import (
    MAX_BOARDS,
    POINT_LEVELS,
    Board,
    DealError,
    OfcHand,
    deal,
    royalty_table,
    score_hand,
    settle,
    verify_dealt_in,
    verify_level,
    verify_stack,
)
from tdesk.services import clock
from tdesk.services.money import bounties

# the values live below the actions (``ofc_values``); their names are read here too
from tdesk.services.ofc.values import HandDraft as HandDraft
from tdesk.services.ofc.values import HandResult as HandResult
from tdesk.services.ofc.values import HandSummary as HandSummary
from tdesk.services.ofc.values import LogMarks as LogMarks
from tdesk.services.ofc.values import OfcPlayer as OfcPlayer
from tdesk.services.ofc.values import OfcTable as OfcTable
from tdesk.services.ofc.values import SeatInput as SeatInput
from tdesk.services.ofc.values import StoredHand as StoredHand
from tdesk.services.penalties import penalties as penalty_log
from tdesk.services.penalties.penalties import OfcBoardMarks
from tdesk.services.seating import busts as seating_busts
from tdesk.services.seating import kept as seating_kept
from tdesk.services.seating import places as finishing
from tdesk.services.seating import seating
from tdesk.services.table_reads import reads

DEFAULT_STACK = 10_000


# --- reads ------------------------------------------------------------------------------------


def _starting_stack(event: Event) -> int:
    value = event.settings.get("starting_stack", DEFAULT_STACK)
    return int(value) if isinstance(value, int) and value > 0 else DEFAULT_STACK


def _event(session: Session, event_id: int) -> Event:
    return load_event(session, event_id, kinds=("ofc",),
                      refusal="Event {name!r} is not an OFC event; the calculator is for OFC.")


def _players(session: Session, event: Event) -> dict[int, OfcPlayer]:
    stack = _starting_stack(event)
    assert event.id is not None
    rows = event_people(session, event.id, order=(Player.name,))
    out: dict[int, OfcPlayer] = {}
    for entry, player in rows:
        assert entry.id is not None
        chips = entry.chips if entry.chips is not None else (
            stack if entry.status == EntryStatus.ACTIVE else 0
        )
        out[entry.id] = OfcPlayer(entry.id, player.name, chips, entry.status)
    return out


@reads("entry", "event", "player")
def ofc_players(store: Store, event_id: int) -> list[OfcPlayer]:
    """The event's players by name, with current stacks (unset stacks are the starting stack)."""
    with store.read() as session:
        return list(_players(session, _event(session, event_id)).values())


@reads(uses=(clock.get_structure,))
def level_values(store: Store, event_id: int) -> tuple[int, ...]:
    """Chips per point for levels 1, 2, …: the event clock's structure, else OFC-L1's table."""
    try:
        structure = clock.get_structure(store, event_id)
    except TdeskError:
        return POINT_LEVELS
    values = tuple(lv.point_value for lv in structure.levels if not lv.is_break)
    return values if values and all(v > 0 for v in values) else POINT_LEVELS


def current_level(store: Store, event_id: int) -> int | None:
    """The clock's current level number (the one before a break during it), or None when the
    event's clock has not been started: the floor then picks the level by hand."""
    return clock_level(read_clock(store, event_id))


@reads(uses=(clock.get_clock,))
def read_clock(store: Store, event_id: int) -> clock.ClockInfo | None:
    """The event's clock; None when it cannot be read (the floor picks the level by hand)."""
    try:
        return clock.get_clock(store, event_id)
    except TdeskError:
        return None


def clock_level(info: clock.ClockInfo | None, now: dt.datetime | None = None) -> int | None:
    """``current_level`` of a clock already read, at ``now``: a view that keeps the clock
    follows the levels as time runs out without reading the store again (issue 22)."""
    if info is None or not info.saved:
        return None
    levels = info.structure.levels
    view = info.at(now or utcnow())
    numbers = level_numbers(levels)
    index = view.level_index
    while index > 0 and numbers[index] is None:
        index -= 1
    number = numbers[index] if 0 <= index < len(numbers) else None
    return number if number is not None else 1


@reads("entry", "penalty", "player")
def pending_marks(store: Store, event_id: int) -> dict[int, LogMarks]:
    """{entry_id: marks} from the penalty log's pending OFC penalties, for the next hand."""
    out = {}
    for entry_id, rows in penalty_log.pending_ofc_penalties(store, event_id).items():
        kinds = [r.penalty for r in rows]
        out[entry_id] = LogMarks("missed_hand" in kinds, "clock" in kinds,
                                 kinds.count("exposed_card"), tuple(rows))
    return out


@reads("audit_log", "entry", "event", "payment", "player", "seat", "seat_table", "seating_state")
def ofc_tables(store: Store, event_id: int) -> list[OfcTable]:
    """Tables from the event's seating, players clockwise by seat; empty when nobody is seated.

    The button is the player in the button seat; a button at an empty seat counts as the
    nearest player before it, so first position is still the next player after it (OFC-S2).
    Each table carries the pending moves into or out of it: a table left with one player
    after a hand waits for them (``OfcTable.waiting``).
    """
    try:
        info = seating.room(store, event_id)
    except TdeskError:
        return []
    out = []
    for t in info.tables:
        seated = sorted(t.players, key=lambda p: p.seat)
        if not seated:
            continue
        button_entry = None
        if t.button is not None:
            before = [p for p in seated if p.seat <= t.button]
            button_entry = (before[-1] if before else seated[-1]).entry_id
        moves = tuple(m for m in info.moves if t.number in (m.from_table, m.to_table))
        out.append(OfcTable(t.number, tuple((p.entry_id, p.name) for p in seated),
                            button_entry, moves, info.needs_button))
    return out


def table_order(table: OfcTable) -> tuple[tuple[int, ...], int | None]:
    """``default_seat_order`` of a seated table; a table that cannot deal now (one player
    left before balancing) is refused with what to do (``ConflictError``)."""
    if not table.playable:
        raise ConflictError(table.waiting + ".")
    return default_seat_order(table.players, table.button_entry)


def _after_hand_seating(store: Store, scope: ActionScope, event_id: int, draft: HandDraft,
                        busted: list[int]) -> None:
    """The busted leave the room as a seating bust's do (seats, players left, the plan: one
    upkeep, seating_busts.leave_room); then the button passes to the next player (OFC-T1);
    both in the hand's action."""
    if not busted and draft.table_no is None:
        return
    room = seating_kept._open(store, scope.session, event_id, scope=scope)
    seated = {e: room.seat_of(e) for e in [s.entry_id for s in draft.seats] + busted}
    if busted:
        seating_busts.leave_room(room, busted)
    table = None if draft.table_no is None else room.by_number.get(draft.table_no)
    if table is None:
        return
    order = [s.entry_id for s in draft.seats]
    if draft.button_entry is not None:
        order.append(draft.button_entry)
        seated.setdefault(draft.button_entry, room.seat_of(draft.button_entry))
    nxt = next((seated[e] for e in order if e not in busted and seated[e] is not None), None)
    if nxt is not None and nxt.table_no == draft.table_no:
        room.update_table(table, button=nxt.seat_no)


def _to_board(seat: SeatInput, name: str) -> Board:
    pid = str(seat.entry_id)
    if seat.missed:
        return Board(pid, missed=True)
    text = seat.cards.strip()
    if seat.clock_foul and (not text or text.replace("/", "").strip() == ""):
        return Board(pid, clock_foul=True, exposed=seat.exposed)
    try:
        hand = OfcHand.parse(text)
    except CardError as exc:
        if seat.clock_foul:  # an unfinished board does not matter once fouled on the clock
            return Board(pid, clock_foul=True, exposed=seat.exposed)
        raise InputError(f"{name}'s board", text, str(exc)) from exc
    try:
        return Board(pid, hand, clock_foul=seat.clock_foul, exposed=seat.exposed)
    except ValueError as exc:
        raise InputError(f"{name}'s board", text, str(exc)) from exc


def _check_level(level: object, values: Sequence[int]) -> int:
    """OFC-L1: a level of the structure's, its chips a point; one past the end is refused,
    never priced as the last level (level 99 used to cost level 23's 30,000)."""
    validate.integer("Point level", level, low=-validate.INT64_MAX, high=validate.INT64_MAX)
    assert isinstance(level, int)
    with _refused():
        return verify_level(level, values)


@contextmanager
def _refused(names: Mapping[int, str] | None = None) -> Iterator[None]:
    """The rules' ``DealError`` as the service's InputError, the same words, a player named."""
    try:
        yield
    except DealError as exc:
        value = exc.value
        if names is not None and exc.field == "Player":
            value = names.get(value, value)  # type: ignore[call-overload]
        raise InputError(exc.field, value, exc.reason) from exc


def _check_draft(draft: object) -> HandDraft:
    """What the calculator sends, checked field by field before anything is read or scored:
    an ill-typed or huge value is an InputError naming it, never a TypeError or an
    ``OverflowError`` from the store."""
    if not isinstance(draft, HandDraft):
        raise InputError("Hand", validate.shown(draft), "is not a hand to score")
    if not isinstance(draft.seats, tuple) or not all(isinstance(s, SeatInput)
                                                     for s in draft.seats):
        raise InputError("Players dealt in", validate.shown(draft.seats), "must be seats")
    for seat in draft.seats:
        validate.identifier("Player", seat.entry_id)
        if not isinstance(seat.cards, str):
            raise InputError("Cards", validate.shown(seat.cards), "must be text")
        validate.integer("Exposed cards", seat.exposed, low=0, high=13)
        for what, flag in (("Missed hand", seat.missed), ("Clock foul", seat.clock_foul)):
            if not isinstance(flag, bool):
                raise InputError(what, validate.shown(flag), "must be yes or no")
    if draft.button_entry is not None:
        validate.identifier("Button", draft.button_entry)
    validate.text("Royalty table", draft.royalties, limit=32)
    return draft


def compute(draft: HandDraft, names: Mapping[int, str], stacks: Mapping[int, int],
            players_left: int) -> HandResult:
    """Score and settle ``draft`` with the given stacks (no store): the calculator's engine."""
    _check_draft(draft)
    validate.stacks(validate.mapping("Stacks", stacks))  # type: ignore[arg-type]
    validate.integer("Players left", players_left, low=0, high=validate.MAX_COUNT)
    validate.text("Title", draft.title, limit=200)
    validate.integer("Point level", draft.level, low=1, high=MAX_LEVELS)
    validate.optional_integer("Table", draft.table_no, low=0, high=validate.MAX_TABLES)
    validate.optional_integer("Point value", draft.point_value, low=-validate.INT64_MAX,
                              high=validate.MAX_CHIPS)
    with _refused(names):
        verify_dealt_in([s.entry_id for s in draft.seats])
    value = (_check_level(draft.level, POINT_LEVELS) if draft.point_value is None
             else draft.point_value)
    if value < 1:
        raise InputError("Point value", value, "must be at least 1 chip")
    try:
        table = royalty_table(draft.royalties or "standard")
    except ValueError as exc:
        raise InputError("Royalty table", draft.royalties, str(exc)) from exc
    boards = [_to_board(s, names.get(s.entry_id, str(s.entry_id))) for s in draft.seats]
    label = {str(e): n for e, n in names.items()}
    try:
        score = score_hand(boards, table)
    except CardError as exc:
        text = str(exc)
        for pid, name in label.items():
            text = text.replace(f"{pid}'s ", f"{name}'s ")
        raise InputError("Cards", exc.token or "", text) from exc
    except ValueError as exc:
        raise InputError("Hand", len(boards), str(exc)) from exc
    order = [str(s.entry_id) for s in draft.seats]
    began = {str(e): c for e, c in stacks.items() if str(e) in order}
    with _refused(names):
        for seat in draft.seats:
            verify_stack(seat.entry_id, stacks.get(seat.entry_id, 0))
    settlement = settle(order, began, score.net_points, value)
    places = settlement.finishing_places(max(players_left, len(settlement.eliminated)))
    return HandResult(draft, label, score, settlement, value, places, players_left)


def _with_table(draft: HandDraft, event: Event) -> HandDraft:
    if draft.royalties:
        return draft
    return replace(draft, royalties=str(event.settings.get("royalties", "standard")))


def _check_event_level(store: Store, event_id: int, draft: HandDraft) -> tuple[int, ...]:
    """The draft checked, and its level one of the event's structure (the clock's, else
    OFC-L1's 23): read before the hand is scored or stored. Returns the levels' values."""
    _check_draft(draft)
    validate.identifier("Event", event_id)
    values = level_values(store, event_id)
    _check_level(draft.level, values)
    return values


@dataclass(frozen=True)
class HandChance:
    """What a hand is scored and applied against, read once: the event's players (stacks, and
    whether still in), its levels' chips a point (OFC-L1) and its royalty table. The
    calculator scores with it and gates Apply with it; `apply_hand` builds the same object
    inside its action and runs the same `score`, so the disabled button's tooltip is the
    refusal of a forced apply (OFC-T1, OFC-R1, CARD-2, OFC-S1; issue 38)."""

    players: Mapping[int, OfcPlayer]
    values: tuple[int, ...]
    royalties: str

    def score(self, draft: HandDraft) -> HandResult:
        """Score and settle ``draft`` against these stacks, every rule checked."""
        _check_draft(draft)
        _check_level(draft.level, self.values)
        draft = draft if draft.royalties else replace(draft, royalties=self.royalties)
        _check_seats(draft, self.players)
        names = {e: p.name for e, p in self.players.items()}
        stacks = {e: p.chips for e, p in self.players.items()}
        left = sum(1 for p in self.players.values() if p.active)
        return compute(draft, names, stacks, left)

    def verify(self, draft: HandDraft | None) -> None:
        """Why ``draft`` cannot be applied now (nothing when it can); no hand yet is OFC-T1's
        "no players dealt in"."""
        self.score(draft if draft is not None else HandDraft((), 1))


def _chance(session: Session, event: Event, values: tuple[int, ...]) -> HandChance:
    return HandChance(_players(session, event), values,
                      str(event.settings.get("royalties", "standard")))


@reads("entry", "event", "player", uses=(level_values,))
def hand_chance(store: Store, event_id: int) -> HandChance:
    """The calculator's read: the players, the level values and the royalties a hand needs."""
    values = level_values(store, validate.identifier("Event", event_id))
    with store.read() as session:
        return _chance(session, _event(session, event_id), values)


def score_draft(store: Store, event_id: int, draft: HandDraft) -> HandResult:
    """Score and settle a hand against the event's current stacks (a read; nothing saved)."""
    _check_draft(draft)
    return hand_chance(store, event_id).score(draft)


def _check_seats(draft: HandDraft, players: Mapping[int, OfcPlayer]) -> None:
    for seat in draft.seats:
        p = players.get(seat.entry_id)
        if p is None:
            raise InputError("Player", seat.entry_id, "is not registered in this event")
        if not p.active:
            raise InputError("Player", p.name, f"is {p.status} and cannot be dealt in")


# --- the floor action -------------------------------------------------------------------------


def _boards_json(draft: HandDraft, names: Mapping[int, str]) -> list[dict[str, Any]]:
    return [
        {"entry_id": s.entry_id, "name": names.get(s.entry_id, ""), "cards": s.cards.strip(),
         "missed": s.missed, "clock_foul": s.clock_foul, "exposed": s.exposed}
        for s in draft.seats
    ]


def _result_json(result: HandResult) -> dict[str, Any]:
    s = result.settlement
    return {
        "net_points": result.score.net,
        "transfers": [[a, b, c] for a, b, c in s.transfers],
        "steps": [t.note for t in s.steps],
        "stacks_after": s.stacks,
        "eliminated": s.eliminated,
        "places": dict(result.places),
        "players_left": result.players_left,
    }


def _next_number(session: Session, event_id: int) -> int:
    top = session.exec(
        select(func.max(OfcHandRecord.number)).where(OfcHandRecord.event_id == event_id)
    ).one()
    return int(top or 0) + 1


def _summary(number: int, result: HandResult) -> str:
    parts = []
    for pid, change in result.chip_change.items():
        text = f"{result.name(pid)} {change:+,}"
        if pid in result.places:
            text += f" (out, {result.places[pid]}.)"
        parts.append(text)
    where = f" table {result.draft.table_no}" if result.draft.table_no else ""
    return f"OFC hand {number}{where}: " + ", ".join(parts)


def apply_hand(store: Store, event_id: int, draft: HandDraft) -> int:
    """Apply a scored hand to the event: stacks, busts with places, hand history (undoable).

    Returns the stored hand's id. The hand is re-scored inside the transaction against the
    stacks as they are now, so a change from another station cannot be overwritten.
    """
    values = _check_event_level(store, event_id, draft)  # refused before the write lock
    with store.action("score OFC hand", event_id=event_id) as scope:
        session = scope.session
        event = _event(session, event_id)
        chance = _chance(session, event, values)
        result = chance.score(draft)  # the Apply button's check and score (issue 38)
        draft = result.draft
        names = {e: p.name for e, p in chance.players.items()}
        stacks = {e: p.chips for e, p in chance.players.items()}
        left = sum(1 for p in chance.players.values() if p.active)
        for pid, chips in result.settlement.stacks.items():
            entry = session.get(Entry, int(pid))
            assert entry is not None
            entry.chips = chips
            session.add(entry)
        if result.settlement.eliminated:  # who took each bust's chips (BNT-1, issue 23)
            bounties.record_knockouts(
                session, event, bounties.ofc_busts(result.settlement.eliminated,
                                                   result.settlement.transfers),
                players_left=left, level=draft.level, stacks=stacks, names=names, chain=True)
        if result.places:  # the one bust path (PL-1), as seating's busts: places fit the field
            given = finishing.bust(session, event, {int(p): n for p, n in result.places.items()},
                                   active=left)
            result = replace(result, places={str(p): n for p, n in given.items()})
        _after_hand_seating(store, scope, event_id, draft, [int(p) for p in result.places])
        number = _next_number(session, event_id)
        record = OfcHandRecord(
            event_id=event_id, number=number, title=draft.title, table_no=draft.table_no,
            level=draft.level, point_value=result.point_value, royalty_table=draft.royalties,
            button_entry=draft.button_entry, applied=True,
            boards=_boards_json(draft, names),
            stacks_before={str(s.entry_id): stacks[s.entry_id] for s in draft.seats},
            result=_result_json(result),
        )
        session.add(record)
        session.flush()
        assert record.id is not None
        marks = [OfcBoardMarks(s.entry_id, names.get(s.entry_id, str(s.entry_id)), s.missed,
                               s.clock_foul, s.exposed) for s in draft.seats]
        logged = penalty_log.record_ofc_hand(session, event_id, record.id, number, marks,
                                             store.staff)
        scope.summary = _summary(number, result)
        if logged:
            scope.summary += f"; {len(logged)} in the penalty log"
        scope.params = {"hand": number, "table": draft.table_no, "level": draft.level,
                        "boards": record.boards, "penalties": logged}
        return record.id


def save_tutorial_hand(store: Store, event_id: int, draft: HandDraft,
                       stacks: Mapping[int, int]) -> int:
    """Store a worked example in the hand history without touching the event's stacks."""
    _check_event_level(store, event_id, draft)
    validate.stacks(validate.mapping("Stacks", stacks))  # type: ignore[arg-type]
    with store.action("store OFC tutorial hand", event_id=event_id) as scope:
        session = scope.session
        event = _event(session, event_id)
        players = _players(session, event)
        draft = _with_table(draft, event)
        names = {e: p.name for e, p in players.items()}
        result = compute(draft, names, stacks, len(players))
        number = _next_number(session, event_id)
        record = OfcHandRecord(
            event_id=event_id, number=number, title=draft.title, table_no=draft.table_no,
            level=draft.level, point_value=result.point_value, royalty_table=draft.royalties,
            button_entry=draft.button_entry, applied=False,
            boards=_boards_json(draft, names),
            stacks_before={str(s.entry_id): int(stacks[s.entry_id]) for s in draft.seats},
            result=_result_json(result),
        )
        session.add(record)
        session.flush()
        assert record.id is not None
        scope.summary = f"OFC tutorial hand {number}: {draft.title}"
        return record.id


# --- history ------------------------------------------------------------------------------------


@reads("ofc_hand")
def list_hands(store: Store, event_id: int) -> list[HandSummary]:
    """The event's hand history, newest first.

    Plain columns in one query, and of the stored outcome only the busts: 2,000 hands without
    2,000 ORM objects or decoding every hand's nets, transfers, steps and stacks.
    """
    with store.read() as session:
        rows = session.connection().execute(
            select(OfcHandRecord.id, OfcHandRecord.number, OfcHandRecord.title,
                   OfcHandRecord.table_no, OfcHandRecord.level, OfcHandRecord.applied,
                   OfcHandRecord.boards, OfcHandRecord.result["eliminated"],
                   OfcHandRecord.result["corrected"])
            .where(OfcHandRecord.event_id == event_id)
            .order_by(col(OfcHandRecord.number).desc())
        ).all()
    return [_summary_row(*r) for r in rows]


def _summary_row(hand_id: int, number: int, title: str, table_no: int | None, level: int,
                 applied: bool, boards: list[Any], eliminated: list[Any] | None,
                 corrected: int | None = None) -> HandSummary:
    players = tuple(b["name"] for b in boards)
    out: tuple[str, ...] = ()
    if eliminated:
        names = {str(b["entry_id"]): b["name"] for b in boards}
        out = tuple(names.get(str(p), str(p)) for p in eliminated)
    return HandSummary(hand_id, number, title, table_no, level, applied, players, out,
                       bool(corrected))


def load_hand(store: Store, hand_id: int) -> StoredHand:
    """A stored hand, as a draft the calculator can show again."""
    validate.identifier("Hand", hand_id)
    with store.read() as session:
        r = session.get(OfcHandRecord, hand_id)
        if r is None:
            raise NotFoundError(f"OFC hand #{hand_id} does not exist (undone or deleted?).")
    seats = tuple(
        SeatInput(int(b["entry_id"]), b.get("cards", ""), bool(b.get("missed")),
                  bool(b.get("clock_foul")), int(b.get("exposed", 0)))
        for b in r.boards
    )
    draft = HandDraft(seats, r.level, r.table_no, r.button_entry, r.royalty_table, r.title,
                      r.point_value)
    assert r.id is not None
    return StoredHand(r.id, r.number, r.title, r.applied, draft,
                      {int(k): int(v) for k, v in r.stacks_before.items()})


def replay_hand(store: Store, hand_id: int) -> HandResult:
    """A stored hand scored again with the stacks it began with (what the table saw)."""
    stored = load_hand(store, hand_id)
    with store.read() as session:
        r = session.get(OfcHandRecord, hand_id)
        assert r is not None
        event = _event(session, r.event_id)
        players = _players(session, event)
    names = {e: p.name for e, p in players.items()}
    names.update({int(b["entry_id"]): b["name"] for b in r.boards if b.get("name")})
    left = int(r.result.get("players_left", len(players)))
    return compute(stored.draft, names, stored.stacks_before, left)


def default_seat_order(players: Sequence[tuple[int, str]], button_entry: int | None
                       ) -> tuple[tuple[int, ...], int | None]:
    """Entry ids in position order from a clockwise table and its button (OFC-T1, OFC-S2).

    Returns (dealt in, dealt-out button or None).
    """
    ids = [str(e) for e, _ in players]
    if not ids:
        return (), None
    if not 2 <= len(ids) <= MAX_BOARDS + 1:
        who = f"one player, {players[0][1]}" if len(ids) == 1 else f"{len(ids)} players"
        raise ConflictError(f"Table has {who}: a hand deals 2 to {MAX_BOARDS + 1} (OFC-T1); "
                            "make the pending moves in the Seating tab first.")
    button = str(button_entry) if button_entry is not None and str(button_entry) in ids else ids[-1]
    d = deal(ids, button)
    return tuple(int(p) for p in d.order), (int(d.sitting_out) if d.sitting_out else None)


def set_stack(store: Store, event_id: int, entry_id: int, chips: int) -> None:
    """Correct a player's chip count (a recount at the table); 0 is not a bust, use a hand."""
    validate.identifier("Player", entry_id)
    if isinstance(chips, bool) or not isinstance(chips, int) or chips < 1:
        raise InputError("Chips", validate.shown(chips), "must be a whole number of at least 1")
    validate.chips("Chips", chips, low=1)  # a 10^30 stack: refused, not an OverflowError
    with store.action("set OFC stack", event_id=event_id,
                      params={"entry_id": entry_id, "chips": chips}) as scope:
        event = _event(scope.session, event_id)
        entry = scope.session.get(Entry, entry_id)
        if entry is None or entry.event_id != event.id:
            raise NotFoundError(f"Player entry #{entry_id} is not in {event.name!r}.")
        player = scope.session.get(Player, entry.player_id)
        entry.chips = chips
        scope.session.add(entry)
        scope.summary = f"Stack of {player.name if player else entry_id} set to {chips:,}"


# --- tutorial hands (demo) ----------------------------------------------------------------------

# OFC-S4, the rule book's example: first position has 10 points of chips, owes the second 12 and
# is owed 20 by each of the others (both fouled); it pays 10, busts, and collects nothing.
SEED_EXAMPLE = (
    "9h 9d 2c / 4c 5d 6h 7s 8c / Kc Kd Kh 3s 3d",
    "Jh Jd 3c / 2h 5h 7h Th Qh / Ac Ad Ah 4s 4d",
    "Qc Qd Qs / Tc Td 6c 6d 2d / Jc 9c 7d 5c 3h",
    "8d 8h 8s / As Ks 5s 2s 7c / Js Ts 9s 6s 4h",
)
SEED_STACKS = (1_000, 8_000, 8_000, 5_000)
# OFC-S3, the cap: first position began with 12 points of chips, wins 8 from the second, 4 of
# the 10 the third owes, and has nothing to do with the fourth.
CAP_EXAMPLE = (
    "Th Td 2c / 6c 6d 5c 5d 3h / 9c 9d 7c 7d 3s",
    "8h 8d 2d / 8s 8c Kc 4h 2h / Jh Jd 4s 3c 2s",
    "6h 6s Ac / 7h 7s Qd 4d 3d / Kh Kd Qc Tc 5h",
    "Jc Js 4c / Qh Qs 9h 9s 5s / Ah Ad As Ks Ts",
)
CAP_STACKS = (1_200, 5_000, 5_000, 5_000)
TUTORIALS = (
    ("Tutorial: bust during settlement (OFC-S4)", SEED_EXAMPLE, SEED_STACKS),
    ("Tutorial: the began-with cap (OFC-S3)", CAP_EXAMPLE, CAP_STACKS),
)


def add_tutorial_hands(store: Store, event_id: int) -> list[int]:
    """Store the two worked examples in the event's hand history (level 1, 100 a point)."""
    players = [p for p in ofc_players(store, event_id) if p.active][:4]
    if len(players) < 4:
        raise ConflictError("The tutorial hands need four players in the event.")
    ids = []
    for title, boards, chips in TUTORIALS:
        seats = tuple(SeatInput(p.entry_id, b) for p, b in zip(players, boards, strict=True))
        stacks = {p.entry_id: c for p, c in zip(players, chips, strict=True)}
        ids.append(save_tutorial_hand(store, event_id, HandDraft(seats, 1, title=title,
                                                                 royalties="standard"), stacks))
    return ids


def demo_hook(store: Store, events: Mapping[str, int]) -> None:
    """Demo: the OFC event gets the tutorial hands in its history."""
    if "ofc" in events:
        add_tutorial_hands(store, events["ofc"])
