"""The Seating tab's pending moves, one item each, remade only when what they say changed.

A move's text (its seats, its reason in the interface language, its swap partners, whether it
waits for hand-for-hand) is made once and kept while the move, its partners, the hand's phase
and the words' language stay the same; the items are replaced only when a text changed. A bust
at a table no move names leaves the list, and the row chosen in it, as they were (issue 38:
every bust used to translate every pending move of the room again).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from tdesk.services.seating.seating import PendingMove

Line = tuple[str, str]
"""A move's item: its text and its tooltip (the reason)."""
MakeLine = Callable[[PendingMove, str], Line]
"""Makes a move's item from the move and its swap partners' names ("" for none)."""


class MovesList(QListWidget):
    """The pending moves; ``show_moves`` remakes only the texts it has not made yet."""

    def __init__(self, make_line: MakeLine, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pendingMoves")
        self.setWordWrap(True)
        self.make_line = make_line
        self._made: dict[tuple[PendingMove, str], Line] = {}
        self.words: dict[str, str] = {}
        """Reasons' parts translated (``engine_text.message``'s ``known``), in ``depends``'s
        language."""
        self._for: tuple[Hashable, ...] | None = None  # what every kept text depends on
        self.shown: list[Line] = []
        self.made = 0
        """Texts made so far (what a test counts: a move unchanged is not made again)."""

    def show_moves(self, moves: Sequence[PendingMove], depends: tuple[Hashable, ...]) -> bool:
        """Show ``moves``; ``depends``: what every text depends on besides its move (the
        language's words, the hand-for-hand phase): when it changed, every text is made
        again. True when the items were replaced."""
        if depends != self._for:
            self._made.clear()
            self.words.clear()
            self._for = depends
        partners: dict[int, list[str]] = {}  # players who take each other's seats (TDA-F1-B)
        for move in moves:
            if move.swap is not None:
                partners.setdefault(move.swap, []).append(move.name)
        made, lines = self._made, []
        for move in moves:
            others = "" if move.swap is None else ", ".join(
                n for n in partners[move.swap] if n != move.name)
            line = made.get((move, others))
            if line is None:
                line = made[(move, others)] = self.make_line(move, others)
                self.made += 1
            lines.append(line)
        if lines == self.shown:
            return False
        self._forget(lines)
        self.clear()
        for text, reason in lines:
            item = QListWidgetItem(text)
            item.setToolTip(reason)
            self.addItem(item)
        self.shown = lines
        return True

    def _forget(self, lines: list[Line]) -> None:
        """Keep only the texts shown now: a room's moves come and go through the night."""
        if len(self._made) > 2 * len(lines) + 16:
            wanted = set(lines)
            self._made = {k: v for k, v in self._made.items() if v in wanted}
            self.words.clear()
