"""The top cut drawn as a tree (CG-B4..B8, issue 24): one column per round, each match a box
of two lines (seed, name, games won), the winner in bold on a tinted line, lines joining each
match to the one its winner plays next. The layout is `tdesk.rules.swiss.bracket.slot_positions`,
the one the rules give the paper too; the round names are the floor's, translated."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from tdesk.rules.swiss.bracket import slot_positions
from tdesk.services.swiss.swiss import Bracket, BracketMatch
from tdesk.ui.fonts import ui_font

COLUMN = 210  # a round's column, the box and the gap to the next round
GAP = 30
LINE = 24  # one player's line in a match box
ROW = 30  # half the space a first-round match takes
TITLE = 30


@dataclass(frozen=True)
class DrawnLine:
    """One player's line of a match box as it is painted: seed ("" unknown), name ("…" while
    the match feeding it is unplayed), games won ("" unplayed), winner or out."""

    seed: str
    name: str
    games: str
    winner: bool
    out: bool


class BracketView(QWidget):
    """Paints a `services.swiss.Bracket`; `set_bracket(None)` shows nothing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bracketView")
        self.bracket: Bracket | None = None
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    # -- what is drawn ------------------------------------------------------------------
    def round_title(self, key: str) -> str:
        """CG-B5: the round by its name key, as the floor says it."""
        titles = {"final": self.tr("Final"), "semi": self.tr("Semi-final"),
                  "quarter": self.tr("Quarter-final"), "r16": self.tr("Round of 16"),
                  "r32": self.tr("Round of 32")}
        return titles.get(key, key)

    def titles(self) -> list[str]:
        """The column heads, first round first, the winner's column last."""
        if self.bracket is None:
            return []
        return [self.round_title(k) for k in self.bracket.keys] + [self.tr("Winner")]

    @staticmethod
    def drawn(m: BracketMatch) -> tuple[DrawnLine, DrawnLine]:
        games = m.score.split("-") if m.score else ["", ""]
        return tuple(  # type: ignore[return-value]
            DrawnLine("" if seed is None else str(seed), name or "…", won, m.winner == side,
                      bool(m.winner) and m.winner != side)
            for seed, name, won, side in ((m.a_seed, m.a, games[0], "a"),
                                          (m.b_seed, m.b, games[1], "b")))

    def champion(self) -> str:
        """CG-B8: the name in the winner's box ("" until the final is played)."""
        return self.bracket.champion or "" if self.bracket is not None else ""

    def set_bracket(self, bracket: Bracket | None) -> None:
        self.bracket = bracket if bracket is not None and bracket.matches else None
        self.setVisible(self.bracket is not None)
        self.updateGeometry()
        self.resize(self.sizeHint())
        self.update()

    def _size(self) -> int:
        assert self.bracket is not None
        return 2 * len(self.bracket.matches[0])

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        if self.bracket is None:
            return QSize(0, 0)
        columns = len(self.bracket.matches) + 1
        return QSize(columns * COLUMN + 10, TITLE + self._size() * ROW + 10)

    # -- painting -----------------------------------------------------------------------
    def _centre(self, row: float) -> float:
        return TITLE + row * ROW

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        if self.bracket is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        bold = ui_font(11, bold=True)
        p.setFont(bold)
        for column, title in enumerate(self.titles()):
            p.setPen(self.palette().windowText().color())
            p.drawText(QRectF(column * COLUMN, 0, COLUMN - GAP, TITLE - 6),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, title)
        positions = slot_positions(self._size())
        for r, matches in enumerate(self.bracket.matches):
            for i, m in enumerate(matches):
                pos = positions[(r + 1, i)]
                x, y = pos.column * COLUMN, self._centre(pos.centre)
                self._box(p, x, y, m)
                if r + 1 < len(self.bracket.matches):
                    nxt = positions[(r + 2, i // 2)]
                    self._join(p, x + COLUMN - GAP, y, self._centre(nxt.centre))
        final = positions[(len(self.bracket.matches), 0)]
        x, y = len(self.bracket.matches) * COLUMN, self._centre(final.centre)
        p.setPen(QPen(self.palette().highlight().color(), 2))
        p.drawLine(int(x - GAP), int(y), int(x), int(y))
        box = QRectF(x, y - LINE / 2, COLUMN - GAP, LINE)
        p.drawRect(box)
        p.setFont(bold)
        p.setPen(self.palette().windowText().color())
        p.drawText(box.adjusted(6, 0, -6, 0), Qt.AlignmentFlag.AlignVCenter, self.champion())
        p.end()

    def _box(self, p: QPainter, x: float, y: float, m: BracketMatch) -> None:
        w = COLUMN - GAP
        text = self.palette().windowText().color()
        muted = self.palette().placeholderText().color()
        for k, line in enumerate(self.drawn(m)):
            rect = QRectF(x, y - LINE + k * LINE, w, LINE)
            if line.winner:
                tint = QColor(self.palette().highlight().color())
                tint.setAlpha(50)
                p.fillRect(rect, tint)
            font: QFont = ui_font(10, bold=line.winner)
            p.setFont(ui_font(8))
            p.setPen(muted)
            p.drawText(rect.adjusted(4, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, line.seed)
            p.setFont(font)
            p.setPen(muted if line.out else text)
            name = QFontMetrics(font).elidedText(line.name, Qt.TextElideMode.ElideRight,
                                                 int(w - 56))
            p.drawText(rect.adjusted(26, 0, -28, 0), Qt.AlignmentFlag.AlignVCenter, name)
            p.drawText(rect.adjusted(0, 0, -6, 0),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, line.games)
        p.setPen(QPen(muted, 1))
        p.drawRect(QRectF(x, y - LINE, w, 2 * LINE))
        p.drawLine(int(x), int(y), int(x + w), int(y))

    def _join(self, p: QPainter, x: float, y: float, to: float) -> None:
        """From a match's right edge to the next match its winner plays."""
        p.setPen(QPen(self.palette().mid().color(), 1.5))
        mid = x + GAP / 2
        p.drawLine(int(x), int(y), int(mid), int(y))
        p.drawLine(int(mid), int(y), int(mid), int(to))
        p.drawLine(int(mid), int(to), int(x + GAP), int(to))
