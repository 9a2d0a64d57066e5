"""Moves: a seat correction (TDA-S2), one pending move or a seat swap (TDA-F1-B), all of
them as one action."""

from __future__ import annotations

from collections.abc import Sequence

from tdesk import validate
from tdesk.errors import ConflictError, InputError
from tdesk.models.store import Store
from tdesk.rules import seating as rules
from tdesk.rules.seating import MoveKind
from tdesk.rules.seating import hand_for_hand as hfh_rules
from tdesk.services.seating.hand_for_hand_state import phase_in_play
from tdesk.services.seating.kept import _floor_action
from tdesk.services.seating.reads import pending_moves
from tdesk.services.seating.room import _Room
from tdesk.services.seating.tables import _table_seat
from tdesk.services.seating.view import PendingMove


def move_player(store: Store, event_id: int, entry_id: int, table: int, seat: int) -> None:
    """Put a player in the seat they should have (TDA-S2), with their current stack.

    For a player found in the wrong seat, or a seat recorded wrongly: the target must be free.
    """
    validate.identifier("Player", entry_id)
    _table_seat(table, seat)
    with _floor_action(store, "correct seat", event_id) as (scope, ctx):
        _, player = ctx.entry(entry_id)
        ctx.open_table(table)
        index = ctx.room_index()
        # only the tables it concerns: where the player sits and where they belong
        concerned = {t.number: t for t in (index.table_of(str(entry_id)), index.tables[table])
                     if t is not None}
        states = list(concerned.values())
        try:
            move = rules.correct_seat(states, str(entry_id), (table, seat))
        except ValueError as exc:
            raise ConflictError(str(exc).replace(repr(str(entry_id)), player.name)) from exc
        row = ctx.seat_of(entry_id)
        assert row is not None  # correct_seat refuses a player who is not seated
        ctx.update_seat(row, table_no=table, seat_no=seat, waiting=False)
        ctx.save_plan(None)
        scope.params = {"entry_id": entry_id, "from": [move.from_table, move.from_seat],
                        "to": [table, seat]}
        scope.summary = (f"Seat correction {player.name}: table {move.from_table} seat "
                         f"{move.from_seat} → table {table} seat {seat} (TDA-S2)")


def apply_move(store: Store, event_id: int, index: int = 0) -> PendingMove:
    """Apply one pending move (one audit row, undoable); returns it. A move of a seat swap
    applies the whole swap (TDA-F1-B): its players cannot sit one after another."""
    validate.integer("Move", index, low=-validate.INT64_MAX, high=validate.INT64_MAX)
    with _floor_action(store, "move player", event_id) as (scope, ctx):
        result, moves = ctx.current_plan()
        _verify_apply(len(moves))
        if not 0 <= index < len(moves):
            raise InputError("Move", index + 1, f"there are {len(moves)} pending moves")
        move = moves[index]
        group = [move] if move.swap is None else [m for m in moves if m.swap == move.swap]
        _verify_not_in_hand(ctx, event_id, group)
        _seat_moves(ctx, group)
        remaining = [m for m in moves if m not in group]
        ctx.save_plan(result, remaining)
        scope.seed = ctx.state.seed
        scope.params = {"move": move.text, "reason": move.reason, "entry_id": move.entry_id}
        if len(group) > 1:
            scope.params |= {"swap": [m.text for m in group],
                             "entries": [m.entry_id for m in group]}
            scope.summary = f"Move {'; '.join(m.text for m in group)} (seats swap)"
        else:
            scope.summary = f"Move {move.text}"
        return move


def _verify_apply(pending: int) -> None:
    """The rule's refusal (``rules.verify_apply``) as the floor's ConflictError."""
    try:
        rules.verify_apply(pending)
    except ValueError as exc:
        raise ConflictError(str(exc)) from exc


def _verify_not_in_hand(ctx: _Room, event_id: int, moves: Sequence[PendingMove]) -> None:
    """HFH-2: no move from or to a table still playing the hand-for-hand hand."""
    phase = phase_in_play(ctx.session, event_id)
    try:
        for move in moves:
            hfh_rules.verify_move(phase, move.from_table, move.to_table)
    except ValueError as exc:
        raise ConflictError(f"{move.name}: {exc}.") from exc


def _seat_moves(ctx: _Room, group: Sequence[PendingMove]) -> None:
    """Move one player, or the players of one seat swap together (TDA-F1-B), as the plan
    says, if the room still fits the moves."""
    rows = []
    for move in group:
        seat = ctx.seat_of(move.entry_id)
        if seat is None or (seat.table_no, seat.seat_no) != (move.from_table, move.from_seat):
            raise ConflictError("That move no longer fits the room: refresh and try again.")
        rows.append(seat)
    leaving = {(m.from_table, m.from_seat) for m in group}
    for move in group:
        if ctx.at(move.to_table, move.to_seat) is not None \
                and (move.to_table, move.to_seat) not in leaving:
            raise ConflictError(f"Table {move.to_table} seat {move.to_seat} is still taken: "
                                "apply the earlier moves first.")
    if len(group) > 1:
        # one player per seat (ux_seat_position) holds after every statement: the swap's
        # players first leave for seat numbers no table has, then sit down
        for spare, seat in enumerate(rows, 1):
            ctx.update_seat(seat, seat_no=-spare)
        ctx.session.flush()
    for move, seat in zip(group, rows, strict=True):
        target = ctx.open_table(move.to_table)
        ctx.update_seat(seat, table_no=move.to_table, seat_no=move.to_seat,
                        waiting=bool(move.waits))
        if move.to_seat > target.seats:
            ctx.update_table(target, seats=move.to_seat)
        if move.kind == MoveKind.FINAL.value and not target.final:
            ctx.update_table(target, final=True)


def apply_all(store: Store, event_id: int) -> int:
    """Apply every pending move, in order, as one floor action: one audit row, and one undo
    takes them all back ("one action, one undo"). Returns how many; 0 (nothing written)
    when none is pending."""
    if not pending_moves(store, event_id):
        return 0
    with _floor_action(store, "apply moves", event_id) as (scope, ctx):
        result, moves = ctx.current_plan()
        _verify_apply(len(moves))  # another station may have balanced the room in between
        _verify_not_in_hand(ctx, event_id, moves)
        for group in rules.swap_groups(moves):
            _seat_moves(ctx, group)
        ctx.save_plan(result, [])
        scope.seed = ctx.state.seed
        scope.params = {"moves": [m.text for m in moves],
                        "entries": [m.entry_id for m in moves],
                        "reasons": [m.reason for m in moves]}
        scope.summary = (f"Apply {len(moves)} moves" if len(moves) > 1
                         else f"Apply 1 move: {moves[0].text}")
        return len(moves)
