"""The room drawn like the room: oval tables with numbered seats, names, the button, blocked
seats; halted, short and final tables highlighted. A plain list view serves big events.

The widget only paints a ``RoomInfo`` (a service query result) and reports clicks on seats;
the Seating tab decides what a click does (select a player, set the button).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetrics,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QWheelEvent,
)
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QToolTip, QWidget

from tdesk.i18n import current_language
from tdesk.locale_format import chips as chips_text
from tdesk.names import SUFFIXES, fold, given_names, surname
from tdesk.services.seating.seating import RoomInfo, TableInfo
from tdesk.ui import palette
from tdesk.ui.fonts import ui_font
from tdesk.ui.widgets.row_table import RowTableModel

CELL_W = 300
CELL_H = 258
BAND = 68  # room above and below a table for its seats and two rows of names
WIDE_EXTRA = 320  # a room of one or two tables (final table, heads-up) gets room for names
SIDE_LABEL_MIN = 70  # px beside a seat needed to put its name there rather than above/below
SEAT_R = 15
NAME_W = 140  # widest name label, px at scale 1
LABEL_H = 14
MIN_ZOOM, MAX_ZOOM = 0.1, 2.5
SIMPLE_BELOW = 0.55  # scale under which tables are drawn without seats and names

FELT = QColor(palette.FELT)
FELT_FINAL = QColor(palette.FELT_FINAL)
HALTED = QColor(palette.HALTED)
SHORT = QColor(palette.SHORT)
NEEDS_BUTTON = QColor(palette.NEEDS_BUTTON)
SEAT_FILL = QColor(palette.SEAT_FILL)
SEAT_EMPTY = QColor(palette.SEAT_EMPTY)
BLOCKED = QColor(palette.BLOCKED)
WAITING = QColor(palette.WAITING)
HIGHLIGHT = QColor(palette.HIGHLIGHT)
PLAYING = QColor(palette.PLAYING)  # hand-for-hand: the hand is still in play at this table
SELECTED = QColor(palette.SELECTED)


class RoomView(QWidget):
    """Tables in a grid, each an oval with its seats around it."""

    seatClicked = Signal(int, int, object)  # table, seat, Qt.KeyboardModifiers
    seatContextRequested = Signal(int, int, QPoint)  # table, seat, global position
    tableActivated = Signal(int)  # a table clicked while zoomed out

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roomView")
        self.info: RoomInfo | None = None
        self.highlight: set[int] = set()  # entry ids found by the search
        self.selected: set[tuple[int, int]] = set()  # (table, seat)
        self.playing: set[int] = set()  # hand-for-hand: tables still playing the hand
        self.shown_names: dict[tuple[int, int], str] = {}  # (table, seat): label last painted
        self.columns = 4
        self.cell_w = CELL_W
        self.scale = 1.0
        self.zoom = 1.0  # the floor's zoom (Ctrl+wheel, Ctrl+- / Ctrl+=), on top of the fit
        self._laid_width = -1
        self.setMouseTracking(True)
        self.setMinimumSize(CELL_W, CELL_H)

    # -- data -------------------------------------------------------------------------------
    def set_room(self, info: RoomInfo | None) -> None:
        self.info = info
        self._relayout()
        self.update()

    def set_highlight(self, entry_ids: set[int]) -> None:
        self.highlight = set(entry_ids)
        self.update()

    def set_selected(self, seats: set[tuple[int, int]]) -> None:
        self.selected = set(seats)
        self.update()

    def set_playing(self, tables: set[int]) -> None:
        """Hand-for-hand (issue 23): mark the tables still playing the hand."""
        if tables != self.playing:
            self.playing = set(tables)
            self.update()

    def set_zoom(self, zoom: float) -> None:
        """Zoom out to see a 1,000-table room at once (tables drawn simply), in to read names."""
        zoom = max(MIN_ZOOM, min(zoom, MAX_ZOOM))
        if zoom != self.zoom:
            self.zoom = zoom
            self._relayout()
            self.update()

    def zoom_by(self, factor: float) -> None:
        self.set_zoom(self.zoom * factor)

    @property
    def simple(self) -> bool:
        """Level of detail: below this scale tables are drawn without seats and names."""
        return self.scale < SIMPLE_BELOW

    # -- geometry ---------------------------------------------------------------------------
    def _relayout(self) -> None:
        parent = self.parentWidget()
        width = parent.width() if parent is not None else self.width()
        height = parent.height() if parent is not None else self.height()
        count = len(self.info.tables) if self.info else 0
        self._laid_width = width
        self.cell_w = CELL_W + (WIDE_EXTRA if 0 < count <= 2 else 0)
        self.columns = max(1, int(width // (self.cell_w * self.zoom)))
        if count >= self.columns:  # the width left over goes to the tables: room for names
            self.cell_w = max(self.cell_w, int(width / self.zoom / self.columns) - 1)
        rows = max(1, math.ceil(count / self.columns))
        used = min(self.columns, max(count, 1))
        # a few tables (the final table) are drawn larger, to fill the view
        fit = max(1.0, min(width / (self.cell_w * used), height / (CELL_H * rows), 3.0))
        self.scale = (1.0 if count > 4 else fit) * self.zoom
        self.setMinimumSize(int(self.cell_w * used * self.scale),
                            int(CELL_H * rows * self.scale))
        self.updateGeometry()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return self.minimumSize()

    def table_rect(self, index: int) -> QRectF:
        row, col = divmod(index, self.columns)
        return QRectF(col * self.cell_w, row * CELL_H, self.cell_w, CELL_H)

    def _oval(self, cell: QRectF) -> QRectF:
        inset = 62 + (self.cell_w - CELL_W) / 4  # half the extra widens the table
        return cell.adjusted(inset, BAND, -inset, -BAND)  # room above and below for the names

    def seat_center(self, table: int, seat: int) -> QPointF:
        """Where seat ``seat`` of table ``table`` is drawn (tests click there)."""
        assert self.info is not None
        index = next(i for i, t in enumerate(self.info.tables) if t.number == table)
        t = self.info.tables[index]
        point = self._seat_point(self._oval(self.table_rect(index)), seat, t.seats)
        return QPointF(point.x() * self.scale, point.y() * self.scale)

    def _seat_point(self, oval: QRectF, seat: int, seats: int) -> QPointF:
        # the dealer sits at the bottom centre; seat 1 is on their left, then clockwise
        angle = math.pi / 2 + 2 * math.pi * seat / (seats + 1)
        rx, ry = oval.width() / 2 + 26, oval.height() / 2 + 24
        c = oval.center()
        return QPointF(c.x() + rx * math.cos(angle), c.y() + ry * math.sin(angle))

    def seat_at(self, pos: QPointF) -> tuple[int, int] | None:
        if self.info is None:
            return None
        pos = QPointF(pos.x() / self.scale, pos.y() / self.scale)
        row, col = int(pos.y() // CELL_H), int(pos.x() // self.cell_w)
        index = row * self.columns + col
        if 0 <= col < self.columns and 0 <= index < len(self.info.tables):
            t = self.info.tables[index]
            oval = self._oval(self.table_rect(index))
            for seat in range(1, t.seats + 1):
                p = self._seat_point(oval, seat, t.seats)
                if math.hypot(p.x() - pos.x(), p.y() - pos.y()) <= SEAT_R + 3:
                    return t.number, seat
        return None

    # -- events -----------------------------------------------------------------------------
    def resizeEvent(self, event: object) -> None:  # noqa: N802 - Qt API
        parent = self.parentWidget()
        width = parent.width() if parent is not None else self.width()
        if width != self._laid_width or (self.info and len(self.info.tables) <= 4):
            self._relayout()

    def seat_tooltip(self, table: int, seat: int) -> str:
        """The full name (labels are shortened in a full room) and the seat."""
        assert self.info is not None
        t = next(t for t in self.info.tables if t.number == table)
        player = t.at(seat)
        where = self.tr("Table {0}, seat {1}").format(table, seat)
        if seat in t.blocked:
            return self.tr("{0}: blocked").format(where)
        return f"{player.name}\n{where}" if player else self.tr("{0}: open").format(where)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            hit = self.seat_at(QPointF(event.pos()))
            if hit is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.seat_tooltip(*hit), self)
            return True
        return super().event(event)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt API
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom_by(1.25 if event.angleDelta().y() > 0 else 0.8)
            event.accept()
        else:
            super().wheelEvent(event)

    def table_at(self, pos: QPointF) -> int | None:
        if self.info is None:
            return None
        col = int(pos.x() / self.scale // self.cell_w)
        index = int(pos.y() / self.scale // CELL_H) * self.columns + col
        if 0 <= col < self.columns and 0 <= index < len(self.info.tables):
            return self.info.tables[index].number
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if self.simple:  # zoomed out: a click on a table zooms in on it
            table = self.table_at(event.position())
            if table is not None and event.button() == Qt.MouseButton.LeftButton:
                self.tableActivated.emit(table)
            return
        hit = self.seat_at(event.position())
        if hit is None:
            return
        if event.button() == Qt.MouseButton.RightButton:
            self.seatContextRequested.emit(hit[0], hit[1], event.globalPosition().toPoint())
        elif event.button() == Qt.MouseButton.LeftButton:
            self.seatClicked.emit(hit[0], hit[1], event.modifiers())

    # -- painting ---------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), self.palette().window())
        if self.info is None or not self.info.tables:
            p.setFont(ui_font(12))
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                       self.tr("No tables yet: draw the seats (Ctrl+D)."))
            return
        p.scale(self.scale, self.scale)
        r = QRectF(event.rect())
        exposed = QRectF(r.x() / self.scale, r.y() / self.scale, r.width() / self.scale,
                         r.height() / self.scale)
        paint = self._paint_table_simple if self.simple else self._paint_table
        for index in self.visible_indexes(exposed):
            paint(p, self.table_rect(index), self.info.tables[index])
        p.end()

    def visible_indexes(self, exposed: QRectF) -> list[int]:
        """The tables whose cells meet ``exposed`` (unscaled): only those are painted."""
        count = len(self.info.tables) if self.info else 0
        first_row = max(0, int(exposed.top() // CELL_H))
        last_row = int(exposed.bottom() // CELL_H)
        first_col = max(0, int(exposed.left() // self.cell_w))
        last_col = min(self.columns - 1, int(exposed.right() // self.cell_w))
        return [i for row in range(first_row, last_row + 1)
                for i in range(row * self.columns + first_col,
                               min(row * self.columns + last_col + 1, count))]

    def _paint_table_simple(self, p: QPainter, cell: QRectF, t: TableInfo) -> None:
        """Zoomed out: the table, its number and head count, its state by colour; no seats."""
        box = cell.adjusted(14, 14, -14, -14)
        border = QPen(QColor(palette.FELT_EDGE), 6)
        if t.halted:
            border = QPen(HALTED, 14)
        elif t.needs_button:
            border = QPen(NEEDS_BUTTON, 10, Qt.PenStyle.DashLine)
        elif t.short:
            border = QPen(SHORT, 10)
        if t.number in self.playing:
            border = QPen(PLAYING, 14)
        if any(p_.entry_id in self.highlight for p_ in t.players):
            border = QPen(HIGHLIGHT, 16)
        p.setPen(border)
        p.setBrush(QBrush(FELT_FINAL if t.final else FELT))
        p.drawRoundedRect(box, 40, 40)
        p.setPen(QColor(palette.WHITE))
        p.setFont(ui_font(64, bold=True))
        p.drawText(box.adjusted(0, -30, 0, -30), Qt.AlignmentFlag.AlignCenter, str(t.number))
        p.setFont(ui_font(36))
        p.drawText(box.adjusted(0, 70, 0, 0), Qt.AlignmentFlag.AlignCenter,
                   f"{t.count}/{t.seats - len(t.blocked)}")

    def _paint_table(self, p: QPainter, cell: QRectF, t: TableInfo) -> None:
        oval = self._oval(cell)
        border = QPen(QColor(palette.FELT_EDGE), 3)
        if t.halted:
            border = QPen(HALTED, 6)
        elif t.needs_button:
            border = QPen(NEEDS_BUTTON, 4, Qt.PenStyle.DashLine)
        elif t.short:
            border = QPen(SHORT, 4)
        if t.number in self.playing:
            border = QPen(PLAYING, 6)
        p.setPen(border)
        p.setBrush(QBrush(FELT_FINAL if t.final else FELT))
        p.drawRoundedRect(oval, oval.height() / 2, oval.height() / 2)
        p.setPen(QColor(palette.WHITE))
        p.setFont(ui_font(20, bold=True))
        p.drawText(oval.adjusted(0, -8, 0, -8), Qt.AlignmentFlag.AlignCenter, str(t.number))
        p.setFont(ui_font(8))
        status = self.tr("{n} players").format(n=t.count)
        if t.halted:
            status = self.tr("HALTED · {n}").format(n=t.count)
        elif t.final:
            status = self.tr("final · {n}").format(n=t.count)
        if t.number in self.playing:
            status = self.tr("HAND IN PLAY · {n}").format(n=t.count)
        p.drawText(oval.adjusted(0, 26, 0, 0), Qt.AlignmentFlag.AlignHCenter
                   | Qt.AlignmentFlag.AlignVCenter, status)
        points = {seat: self._seat_point(oval, seat, t.seats) for seat in range(1, t.seats + 1)}
        beside_room = oval.left() - cell.left() - 26 - SEAT_R - 6  # seat to cell edge
        labels = label_layout(points, oval, cell, beside_room)
        metrics = QFontMetrics(ui_font(8))
        texts = seat_names({s.seat: (s.name, " (F)" if s.fixed else "") for s in t.players},
                           {seat: int(label.width) - 6 for seat, label in labels.items()},
                           metrics.horizontalAdvance)
        for seat in points:
            self.shown_names[(t.number, seat)] = texts.get(seat, "")
            self._paint_seat(p, oval, t, seat, labels[seat], texts.get(seat, ""))

    def _paint_seat(self, p: QPainter, oval: QRectF, t: TableInfo, seat: int,
                    label: Label, text: str) -> None:
        c = self._seat_point(oval, seat, t.seats)
        player = t.at(seat)
        blocked = seat in t.blocked
        fill = BLOCKED if blocked else SEAT_EMPTY if player is None else SEAT_FILL
        if player is not None and player.waiting:
            fill = WAITING
        pen = QPen(QColor(palette.SEAT_EDGE), 1.5)
        if player is not None and player.entry_id in self.highlight:
            pen = QPen(HIGHLIGHT.darker(120), 5)
        if (t.number, seat) in self.selected:
            pen = QPen(SELECTED, 5)
        p.setPen(pen)
        p.setBrush(QBrush(fill))
        p.drawEllipse(c, SEAT_R, SEAT_R)
        p.setPen(QColor(palette.WHITE) if blocked else QColor(palette.SEAT_TEXT))
        p.setFont(ui_font(9, bold=True))
        box = QRectF(c.x() - SEAT_R, c.y() - SEAT_R, 2 * SEAT_R, 2 * SEAT_R)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, "✕" if blocked else str(seat))
        if t.button == seat:
            self._marker(p, c, oval, "D", QColor(palette.WHITE), QColor(palette.BLACK))
        elif t.small_blind == seat:
            self._marker(p, c, oval, "SB", QColor(palette.SMALL_BLIND_BG), QColor(palette.SMALL_BLIND_TEXT))
        elif t.big_blind == seat:
            self._marker(p, c, oval, "BB", QColor(palette.BIG_BLIND_BG), QColor(palette.BIG_BLIND_TEXT))
        if player is not None:
            self._name(p, c, text, label)

    def _marker(self, p: QPainter, c: QPointF, oval: QRectF, text: str, fill: QColor,
                ink: QColor) -> None:
        centre = oval.center()
        dx, dy = centre.x() - c.x(), centre.y() - c.y()
        d = math.hypot(dx, dy) or 1
        m = QPointF(c.x() + dx / d * 27, c.y() + dy / d * 27)
        p.setPen(QPen(ink, 1))
        p.setBrush(QBrush(fill))
        p.drawEllipse(m, 10, 10)
        p.setFont(ui_font(7, bold=True))
        p.drawText(QRectF(m.x() - 10, m.y() - 10, 20, 20), Qt.AlignmentFlag.AlignCenter, text)

    def _name(self, p: QPainter, c: QPointF, text: str, label: Label) -> None:
        font = ui_font(8)
        p.setFont(font)
        metrics = QFontMetrics(font)
        text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(label.width) - 6)
        rect = label_rect(c, label, metrics.horizontalAdvance(text) + 6)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(QColor(*palette.LABEL_BG)))
        p.drawRoundedRect(rect, 3, 3)
        p.setPen(QColor(palette.LABEL_TEXT))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def fitted_name(name: str, suffix: str, width: int, advance: Callable[[str], int]) -> str:
    """The whole name where it fits, else the surname (how the floor calls a player), else
    the surname to be elided; ``suffix`` (the fixed-seat mark) kept."""
    for text in (name, surname(name) or name):
        if advance(text + suffix) <= width:
            return text + suffix
    return (surname(name) or name) + suffix


def _is_tag(word: str) -> bool:
    """A trailing word that is not the surname: a number ("James Smith 105") or "Jr."."""
    return word.isdigit() or word.casefold() in SUFFIXES


def short_names(name: str) -> list[str]:
    """Ways to write a name on a seat label, longest first: "James Smith 105", "J. Smith 105",
    "James S. 105", "Smith 105". A trailing number or "Jr." stays with the surname (it tells
    players apart); a Chinese or one-word name is only written whole."""
    words = name.split()
    tag: list[str] = []
    while len(words) > 1 and _is_tag(words[-1]):
        tag.insert(0, words.pop())
    core = " ".join(words)
    family, given = surname(core), given_names(core)
    if len(words) < 2 or not family or not given:
        return [name]
    end = "".join(f" {w}" for w in tag)
    initials = " ".join("-".join(part[0] + "." for part in word.split("-") if part)
                        for word in given.split())
    *particles, last = family.split()
    initial = " ".join([*particles, last[0] + "."])
    forms = [name, f"{initials} {family}{end}", f"{given} {initial}{end}", f"{family}{end}"]
    return list(dict.fromkeys(forms))


def seat_names(players: Mapping[int, tuple[str, str]], widths: Mapping[int, int],
               advance: Callable[[str], int]) -> dict[int, str]:
    """The label of each seat of one table: the first way to write the name (``short_names``)
    that fits the seat's label (else the shortest) and that no one else at the table could be
    read as, so two Smiths show "J. Smith" and "A. Smith" (or "James S." and "John S."), never
    "Smith" twice.
    ``players`` maps a seat to (name, suffix), the suffix being the fixed-seat mark."""
    forms = {seat: short_names(name) for seat, (name, _) in players.items()}
    out: dict[int, str] = {}
    for seat, (name, suffix) in players.items():
        others = {f.casefold() for s, fs in forms.items() if s != seat for f in fs}
        distinct = [f for f in forms[seat] if f.casefold() not in others] or [name]
        width = widths.get(seat, NAME_W)
        fits = [f for f in distinct if advance(f + suffix) <= width]
        # none fits: the shortest that starts with the given name (an elided "Smith…" tells
        # no Smith apart), so the elided label keeps the most of it
        leading = [f for f in distinct if f != forms[seat][-1]] or distinct
        out[seat] = (fits[0] if fits else min(leading, key=advance)) + suffix
    return out


@dataclass(frozen=True)
class Label:
    """Where a seat's name goes: ``side`` "beside" (at the table's ends), or "above"/"below"
    anchored "left" (grows left), "right" (grows right) or "centre"; ``width`` its limit."""

    side: str
    anchor: str
    width: float
    tier: int = 0
    """0: next to the seat; 1: one line further out, so neighbours can each use the gap."""


def label_rect(c: QPointF, label: Label, width: float) -> QRectF:
    """Where a label ``width`` wide goes for the seat centred at ``c``."""
    if label.side == "beside":
        x = c.x() - SEAT_R - 3 - width if label.anchor == "left" else c.x() + SEAT_R + 3
        return QRectF(x, c.y() - LABEL_H / 2, width, LABEL_H)
    out = label.tier * LABEL_H
    y = c.y() - SEAT_R - 15 - out if label.side == "above" else c.y() + SEAT_R + 1 + out
    x = {"left": c.x() + SEAT_R - width, "right": c.x() - SEAT_R,
         "centre": c.x() - width / 2}[label.anchor]
    return QRectF(x, y, width, LABEL_H)


def label_layout(points: dict[int, QPointF], oval: QRectF, cell: QRectF,
                 beside_room: float) -> dict[int, Label]:
    """Name labels that never overlap each other or another seat: per band (above / below the
    table) the outermost labels grow outward, and the ones between take turns on two rows
    (next to the seat, one line further out), each as wide as the seats and labels that
    really are level with it allow."""
    layout: dict[int, Label] = {}
    bands: dict[str, list[int]] = {"above": [], "below": []}
    for seat, point in points.items():
        at_end = point.x() < oval.left() or point.x() > oval.right()
        if at_end and beside_room >= SIDE_LABEL_MIN:
            layout[seat] = Label("beside", "left" if point.x() < oval.center().x() else "right",
                                 beside_room)
        else:
            bands["above" if point.y() < oval.center().y() else "below"].append(seat)
    centred: list[tuple[int, Label]] = []
    for side, seats in bands.items():
        seats.sort(key=lambda seat: points[seat].x())
        last = len(seats) - 1
        for i, seat in enumerate(seats):
            x = points[seat].x()
            if last > 0 and i in (0, last):  # outermost: grows outward, up to the cell's edge
                room = (x - cell.left() if i == 0 else cell.right() - x) + SEAT_R - 2
                layout[seat] = Label(side, "left" if i == 0 else "right", min(NAME_W, room))
            else:
                centred.append((seat, Label(side, "centre", 0, 1 if last > 2 and i % 2 == 0
                                            else 0)))
    fixed = {seat: label_rect(points[seat], label, label.width) for seat, label in layout.items()}
    for n, (seat, label) in enumerate(centred):
        c = points[seat]
        row = label_rect(c, label, 0)

        def level(top: float, bottom: float, row: QRectF = row) -> bool:
            return top < row.bottom() and bottom > row.top()

        limits = [NAME_W / 2, c.x() - cell.left(), cell.right() - c.x()]
        for other, point in points.items():  # never over another seat
            if other != seat and level(point.y() - SEAT_R, point.y() + SEAT_R):
                limits.append(abs(point.x() - c.x()) - SEAT_R - 2)
        for rect in fixed.values():  # nor over an outermost or a beside label
            if level(rect.top(), rect.bottom()):
                gap = rect.left() - c.x() if rect.left() > c.x() else c.x() - rect.right()
                limits.append(gap - 2)
        for other, other_label in centred[:n] + centred[n + 1:]:  # halves with a level one
            rect = label_rect(points[other], other_label, 0)
            if level(rect.top(), rect.bottom()):
                limits.append(abs(points[other].x() - c.x()) / 2 - 2)
        layout[seat] = Label(label.side, "centre", max(2 * SEAT_R, 2 * min(limits)), label.tier)
    return layout


@dataclass(frozen=True)
class SeatLine:
    """One seat of the list view."""

    table: int
    seat: int
    name: str
    chips: int | None
    state: str


class RoomListModel(RowTableModel[SeatLine]):
    COLUMNS = (QT_TRANSLATE_NOOP("columns", "Table"), QT_TRANSLATE_NOOP("columns", "Seat"),
               QT_TRANSLATE_NOOP("columns", "Player"), QT_TRANSLATE_NOOP("columns", "Chips"),
               QT_TRANSLATE_NOOP("columns", "State"))

    def value(self, row: SeatLine, column: int) -> object:
        return (row.table, row.seat, row.name, row.chips, row.state)[column]

    def display(self, row: SeatLine, column: int) -> str:
        if column == 3 and row.chips is not None:
            return chips_text(row.chips)
        return super().display(row, column)

    def sort_key(self, row: SeatLine, column: int) -> object:
        if column == 0:
            return (row.table, row.seat)
        return super().sort_key(row, column)


class RoomList(QTableView):
    """Every seat as a row (table, seat, player, chips, state): for large events.

    A lazy model: 10,000 seats cost nothing until painted; after an action only the seats
    that changed are repainted (``update_rows``), so selection and scroll stay.
    """

    cellClicked = Signal(int, int)  # row, column (as shown)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roomList")
        self.model_ = RoomListModel(self)
        self.setModel(self.model_)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setResizeContentsPrecision(200)  # the shown rows and 200 more, not 10,000
        header.setStretchLastSection(True)
        self.clicked.connect(lambda index: self.cellClicked.emit(index.row(), index.column()))
        self._kept: tuple[tuple[TableInfo, ...], list[int]] | None = None
        """The tables the list shows whole and unsorted, and each one's first row."""
        self._said: tuple[str, tuple[str, ...]] | None = None

    @property
    def rows(self) -> list[tuple[int, int]]:
        return [(line.table, line.seat) for line in self.model_.rows]

    def rowCount(self) -> int:  # noqa: N802 - as QTableWidget
        return self.model_.rowCount()

    def text(self, row: int, column: int) -> str:
        return str(self.model_.index(row, column).data())

    def set_room(self, info: RoomInfo | None, needle: str = "") -> None:
        if not needle and info is not None and self._tables_changed(info):
            return
        lines = self.lines(info, needle)
        self.model_.update_rows(lines, key=_seat_key)
        shown = (not needle and info is not None and self.model_.sorted_by is None
                 and self.model_.rows == lines)  # rows new to the list come last: not kept
        self._kept = (info.tables, _starts(info)) if shown and info is not None else None

    def _tables_changed(self, info: RoomInfo) -> bool:
        """After an action (the whole list shown unsorted): only the tables that changed are
        made into rows again, and only their rows repainted (issue 38: a bust changes one
        table of 1,000). False when the tables themselves changed (one broken, a seat added)."""
        if self._kept is None or self.model_.sorted_by is not None:
            return False
        tables, starts = self._kept
        if len(tables) != len(info.tables):
            return False
        # the room read keeps a table's info while the table is unchanged: compared by identity
        changed = [i for i, (old, new) in enumerate(zip(tables, info.tables, strict=True))
                   if old is not new]
        if any(tables[i].number != info.tables[i].number or tables[i].seats
               != info.tables[i].seats for i in changed):
            return False
        words = self._words()
        for i in changed:
            self.model_.replace_rows(starts[i], self._table_lines(info.tables[i], [], words))
        self._kept = (info.tables, starts)
        return True

    def _words(self) -> tuple[str, ...]:
        """The seat states' words, in the language the interface speaks now."""
        language = current_language()
        if self._said is None or self._said[0] != language:
            self._said = (language, (
                self.tr("blocked"), self.tr("button"), self.tr("waits for the button"),
                self.tr("fixed seat"), self.tr("table halted")))
        return self._said[1]

    def lines(self, info: RoomInfo | None, needle: str = "") -> list[SeatLine]:
        if info is None:
            return []
        needle = fold(needle)
        words = needle.split()
        labels = self._words()
        data = []
        for t in info.tables:
            data.extend(self._table_lines(t, words, labels))
        return data

    @staticmethod
    def _table_lines(t: TableInfo, words: list[str], labels: tuple[str, ...]
                     ) -> list[SeatLine]:
        """The rows of one table's seats (those whose name holds every word of a search)."""
        blocked_, button_, waits_, fixed_, halted_ = labels
        data = []
        by_seat = {p.seat: p for p in t.players}
        for seat in range(1, t.seats + 1):
            player = by_seat.get(seat)
            name = player.name if player else ""
            if words:
                folded = fold(name)
                if not all(w in folded for w in words):
                    continue
            state = []
            if seat in t.blocked:
                state.append(blocked_)
            if t.button == seat:
                state.append(button_)
            if player and player.waiting:
                state.append(waits_)
            if player and player.fixed:
                state.append(fixed_)
            if t.halted:
                state.append(halted_)
            data.append(SeatLine(t.number, seat, name, player.chips if player else None,
                                 ", ".join(state)))
        return data


def _seat_key(line: SeatLine) -> tuple[int, int]:
    return line.table, line.seat


def _starts(info: RoomInfo) -> list[int]:
    """The first row of each table in the unsorted, unsearched list (a row per seat)."""
    starts, row = [], 0
    for t in info.tables:
        starts.append(row)
        row += t.seats
    return starts
