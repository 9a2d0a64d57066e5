"""A 52-card picker: click a card to enter it; cards already used are greyed out (CARD-2)."""

from collections.abc import Iterable

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QToolButton, QWidget

from tdesk.rules.cards import DECK, RANKS, SUIT_SYMBOLS, Card
from tdesk.ui import palette

SUIT_ROWS = ("s", "h", "d", "c")  # spades, hearts, diamonds, clubs: the usual picker order
RED = palette.SUIT_RED
BLUE = palette.SUIT_BLUE
GREEN = palette.SUIT_GREEN
BLACK = palette.SUIT_BLACK
SUIT_COLOURS = {"s": BLACK, "h": RED, "d": BLUE, "c": GREEN}  # four-colour deck: no mix-ups


class CardPicker(QWidget):
    """Four rows of thirteen card buttons, aces first. ``cardPicked(Card)`` on click.

    The buttons take no keyboard focus, so clicking one leaves the cursor in the row being
    filled; ``set_used`` greys out cards already on a board.
    """

    cardPicked = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardPicker")
        self.buttons: dict[Card, QToolButton] = {}
        grid = QGridLayout(self)
        grid.setSpacing(2)
        grid.setContentsMargins(0, 0, 0, 0)
        for row, suit in enumerate(SUIT_ROWS):
            for col, rank_char in enumerate(reversed(RANKS)):
                card = Card(RANKS.index(rank_char) + 2, suit)
                button = QToolButton()
                button.setObjectName(f"card_{card}")
                button.setText(f"{rank_char}{SUIT_SYMBOLS[suit]}")
                button.setToolTip(str(card))
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.setAutoRaise(False)
                button.setMinimumSize(QSize(34, 30))
                button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                button.setStyleSheet(
                    f"QToolButton {{ color: {SUIT_COLOURS[suit]}; font-weight: bold; }}"
                    f"QToolButton:disabled {{ color: {palette.DISABLED_TEXT}; background: {palette.DISABLED_BG}; }}"
                )
                button.clicked.connect(lambda _=False, c=card: self.cardPicked.emit(c))
                grid.addWidget(button, row, col)
                self.buttons[card] = button
        assert len(self.buttons) == len(DECK)

    def set_used(self, cards: Iterable[Card]) -> None:
        """Grey out ``cards``; every other card is enabled again."""
        used = set(cards)
        for card, button in self.buttons.items():
            button.setEnabled(card not in used)

    def used(self) -> set[Card]:
        return {c for c, b in self.buttons.items() if not b.isEnabled()}
