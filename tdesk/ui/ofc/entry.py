"""The calculator's entry moves (``OfcEntry``, a part of ``OfcTab``): Enter from row to row
and board to board, the picker's cards into the row with room, the entry undo, cards on two
boards marked. No words of its own: what it shows is the tab's."""

from __future__ import annotations

from tdesk.rules.cards import Card
from tdesk.rules.ofc import ROWS, Row
from tdesk.rules.ofc.board import shared_cards
from tdesk.ui.widgets.ofc_board import BoardEditor

State = tuple[tuple[int | None, str, bool, bool, int], ...]


class OfcEntry:
    """Entry on the boards of ``OfcTab`` (which holds ``boards``, ``target``, ``undo_stack``)."""

    boards: list[BoardEditor]
    target: tuple[BoardEditor, Row] | None
    undo_stack: list[State]
    _loading: bool  # the tab's _show_target and _changed are called from here too

    def _advance(self, board: BoardEditor, row: Row) -> None:
        """Enter: next row, after the bottom the next board in play (wrapping round)."""
        i = ROWS.index(row)
        if i < 2:
            board.edits[ROWS[i + 1]].setFocus()
            return
        in_play = [b for b in self.boards if b.in_use()] or self.boards
        pos = in_play.index(board) if board in in_play else -1
        nxt = in_play[(pos + 1) % len(in_play)]
        nxt.edits[Row.TOP].setFocus()

    def _card_picked(self, card: Card) -> None:
        if self.target is None:
            board = next((b for b in self.boards if b.in_use()), self.boards[0])
            self.target = (board, Row.TOP)
        board, row = self.target
        if board.row_full(row):  # the row is full: move on to the next row that has room
            nxt = self._next_open(board, row)
            if nxt is None:
                return
            board, row = nxt
            self.target = nxt
        self._push_undo()
        board.add_card(row, card)
        if board.row_full(row):
            nxt = self._next_open(board, row)
            if nxt is not None:
                self.target = nxt
        self._show_target()
        self.target[0].edits[self.target[1]].setFocus()

    def _next_open(self, board: BoardEditor, row: Row) -> tuple[BoardEditor, Row] | None:
        in_play = [b for b in self.boards if b.in_use()] or self.boards
        start = in_play.index(board) if board in in_play else 0
        seq = [(b, r) for b in in_play[start:] + in_play[:start] for r in ROWS]
        i = seq.index((board, row)) if (board, row) in seq else 0
        for b, r in seq[i + 1:] + seq[: i + 1]:
            if not b.row_full(r) and not b.missed.isChecked():
                return b, r
        return None

    def _typed(self) -> None:
        state = self._state()
        if not self.undo_stack or self.undo_stack[-1] != state:
            self.undo_stack.append(state)

    def _state(self) -> State:
        return tuple(b.state() for b in self.boards)

    def _push_undo(self) -> None:
        state = self._state()
        if not self.undo_stack or self.undo_stack[-1] != state:
            self.undo_stack.append(state)

    def undo_entry(self) -> None:
        """Go back one entry: the last card picked, row typed, seating or clear."""
        current = self._state()
        while self.undo_stack and self.undo_stack[-1] == current:
            self.undo_stack.pop()
        if not self.undo_stack:
            return
        state = self.undo_stack.pop()
        self._loading = True
        for board, s in zip(self.boards, state, strict=True):
            board.set_state(s)
        self._loading = False
        self._changed()

    def _mark_duplicates(self) -> None:
        """Mark the cards typed twice in the hand (``ofc_board.shared_cards`` decides)."""
        dups = set(shared_cards([board.cards() for board in self.boards]))
        for board in self.boards:
            if board.duplicates != dups:
                board.set_duplicates(dups)
