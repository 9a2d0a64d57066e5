"""The projector screen: the clock the whole room reads, full screen on a chosen monitor.

Readable from the back of a venue: the time left fills about half the screen, blinds (or the
OFC point value) come next, then next level, next break, players left and average stack.
During a break it shows the colour-up notice; a called clock (TDA-C1, OFC-X3) shows as a red
panel.

The window takes no input while locked, so a passer-by cannot stop it. Unlock with
**Ctrl+Alt+Shift+U** (``UNLOCK_CHORD``): then, for 30 seconds, Esc closes it, T switches the
light/dark theme, F toggles full screen and S moves it to the next monitor (remembered).

It reads the clock from the store and reads it again when an ``AppContext``'s change record
touches the event's clock or money (``READS``; the operator window's context, or its own when
run alone), so it works the same when opened by another process or on another station sharing
the store, and keeps showing when the operator window is closed. It repaints only when the
shown second changes.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QApplication, QWidget

from tdesk.errors import TdeskError
from tdesk.models.store import Store
from tdesk.models.tables import utcnow
from tdesk.services.clock import ClockInfo, get_clock
from tdesk.ui import settings
from tdesk.ui.clock.hand_for_hand_panel import HFH_READS, hand_status
from tdesk.ui.clock.panels import BOARDS
from tdesk.ui.clock.planner_label import projector_end
from tdesk.ui.clock.reads import CLOCK_READS, MONEY_READS, PLAN_READS, SATELLITE_READS
from tdesk.ui.context import AppContext
from tdesk.ui.fonts import ui_font_families
from tdesk.ui.money import satellite_lines
from tdesk.ui.money.summary import LATE_REG_READS, late_reg_level, projector_cells, summary_for
from tdesk.ui.wall.follow import WallFollower
from tdesk.ui.wall.projector_heads import READS as HEADS_READS
from tdesk.ui.wall.projector_heads import heads_for, heads_text
from tdesk.ui.wall.projector_notice import READS as NOTICE_READS
from tdesk.ui.wall.projector_notice import RoomNotice
from tdesk.ui.wall.projector_text import (
    ProjectorText,
    _same_layout,
    ms_to_next_change,
    projector_text,
)
from tdesk.ui.wall.projector_text import amounts_text as amounts_text  # the clock tab reads it here
from tdesk.ui.wall.projector_theme import THEMES as THEMES  # the clock tab's theme list
from tdesk.ui.wall.projector_theme import Theme as Theme

UNLOCK_CHORD = "Ctrl+Alt+Shift+U"
UNLOCK_SECONDS = 30
HINT_SECONDS = 10
"""How long the operator's only screen shows how to leave: a mirrored laptop screen is the
room's too, so the hint goes once read and comes back at the next key press (issue 35)."""


class ProjectorWindow(QWidget):
    """The wall clock for one event. ``now`` is injectable for tests and benchmarks;
    ``context``: the context whose change record it follows (None: one of its own)."""

    READS: frozenset[str] = (CLOCK_READS | MONEY_READS | HFH_READS  # hand-for-hand: issue 23
                             | HEADS_READS  # the biggest bounty heads: issue 23
                             | PLAN_READS | SATELLITE_READS | LATE_REG_READS
                             | NOTICE_READS)  # the logo and the announcement: issue 35

    def __init__(
        self,
        store: Store,
        event_id: int,
        *,
        context: AppContext | None = None,
        theme: str | None = None,
        now: Callable[[], dt.datetime] = utcnow,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.event_id = event_id
        self.now = now
        self.theme = THEMES.get(theme or settings.PROJECTOR_THEME.get(), THEMES["dark"])
        self.info = get_clock(store, event_id)
        self.money = summary_for(store, event_id)  # prize pool and pay jumps (issue 14)
        self.hand = hand_status(store, event_id)  # hand-for-hand's tables (issue 23)
        self.heads = heads_for(store, event_id)  # the biggest bounty heads (issue 23)
        self.expected = projector_end(store, event_id, self.info.event_kind, now())
        self.satellite = satellite_lines.satellite_for(store, event_id)  # seats, SAT-3
        self.late_reg_level = late_reg_level(store, event_id)  # its countdown (issue 35)
        self.notice = RoomNotice()  # the venue's logo, the announcement line (issue 35)
        self.notice.read(store, event_id)
        self.locked = True
        self.allow_close = False
        # On the operator's only screen Esc always closes it, and it says so on itself.
        self.single_screen = len(QGuiApplication.screens()) <= 1
        self.paints = 0
        self._fonts: dict[tuple[str, int, int, bool], QFont] = {}
        self._rects: dict[str, QRectF] = {}
        self._last: ProjectorText | None = None
        self.setWindowTitle(self.tr("tdesk clock — {0}").format(self.info.event_name))
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.BlankCursor)
        self.resize(1280, 720)

        self.on_change = WallFollower(self, context or AppContext(store, self), self.reload,
                                      reads=self.READS, event_id=event_id)
        self.tick_timer = QTimer(self)
        self.tick_timer.setSingleShot(True)
        self.tick_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.tick_timer.timeout.connect(self.tick)
        self.lock_timer = QTimer(self)
        self.lock_timer.setSingleShot(True)
        self.lock_timer.setInterval(UNLOCK_SECONDS * 1000)
        self.lock_timer.timeout.connect(self.lock)
        self.hint_timer = QTimer(self)
        self.hint_timer.setSingleShot(True)
        self.hint_timer.setInterval(HINT_SECONDS * 1000)
        self.hint_timer.timeout.connect(self.update)
        self._schedule()

    # -- data --------------------------------------------------------------------------------
    def reload(self) -> None:
        """Read the clock and the money again: the change record touched them (any process,
        any station)."""
        try:
            self.info = get_clock(self.store, self.event_id)
            self.money = summary_for(self.store, self.event_id)
            self.hand = hand_status(self.store, self.event_id)
            self.heads = heads_for(self.store, self.event_id)
            self.expected = projector_end(self.store, self.event_id, self.info.event_kind,
                                          self.now())  # issue 37, shown when the desk says
            self.satellite = satellite_lines.satellite_for(self.store, self.event_id)
            self.late_reg_level = late_reg_level(self.store, self.event_id)
            self.notice.read(self.store, self.event_id)
        except TdeskError:
            return
        except Exception:  # noqa: BLE001 - a lost server must not blank the wall clock
            return
        self._layout()  # an announcement takes its line from the time, or gives it back
        self.update()
        self._schedule()

    def set_info(self, info: ClockInfo) -> None:
        """Show ``info`` directly (snapshots, benchmarks); a change record still replaces it."""
        self.info = info
        self.update()
        self._schedule()

    def text(self) -> ProjectorText:
        text = replace(projector_text(self.info, self.now(), self.hand, self.late_reg_level),
                       heads=heads_text(self.heads))
        banner = satellite_lines.projector_banner(self.satellite)  # SAT-3 (issue 23)
        if not banner:
            return text
        return replace(text, amounts=banner, note=banner if text.is_break else text.note)

    def tick(self) -> None:
        text = self.text()
        last = self._last
        if last == text:
            pass  # woke a hair early: nothing visible changed
        elif last is not None and _same_layout(last, text):
            # Only the time (and the called clock) moved: repaint just those areas.
            for rect in self._counting_rects(text):
                self.update(rect.toAlignedRect())
        else:
            self.update()
        self._schedule()

    def _schedule(self) -> None:
        wait = ms_to_next_change(self.info, self.now())
        if wait is None:
            self.tick_timer.stop()
        else:
            self.tick_timer.start(wait)

    # -- theme, screen, lock -----------------------------------------------------------------
    def set_theme(self, name: str) -> None:
        self.theme = THEMES[name]
        settings.PROJECTOR_THEME.set(name)
        self.update()

    def toggle_theme(self) -> None:
        self.set_theme("light" if self.theme.name == "dark" else "dark")

    def show_on_screen(self, index: int | None = None, *, full_screen: bool = True) -> None:
        """Full screen (or a window) on monitor ``index`` (default: the remembered one, else
        the last)."""
        screens = QGuiApplication.screens()
        self.single_screen = len(screens) <= 1
        if self.single_screen:
            self.setCursor(Qt.CursorShape.ArrowCursor)
        if not screens:
            self.show()
            return
        if index is None:
            name = settings.PROJECTOR_SCREEN.get()
            names = [s.name() for s in screens]
            index = names.index(name) if name in names else len(screens) - 1
        screen = screens[index % len(screens)]
        settings.PROJECTOR_SCREEN.set(screen.name())
        self.setScreen(screen)
        if not full_screen:
            area = screen.availableGeometry()
            width, height = area.width() * 2 // 3, area.height() * 2 // 3
            self.setGeometry(area.x() + (area.width() - width) // 2,
                             area.y() + (area.height() - height) // 2, width, height)
            self.showNormal()
            return
        self.setGeometry(screen.geometry())
        self.showFullScreen()

    def next_screen(self) -> None:
        screens = QGuiApplication.screens()
        current = screens.index(self.screen()) if self.screen() in screens else 0
        self.show_on_screen(current + 1)

    def unlock(self) -> None:
        self.locked = False
        self.setCursor(Qt.CursorShape.ArrowCursor)
        self.lock_timer.start()
        self.update()

    def lock(self) -> None:
        self.locked = True
        if not self.single_screen:
            self.setCursor(Qt.CursorShape.BlankCursor)
        self.update()

    def status_line(self, text: ProjectorText, hint: str) -> str:
        """The line under the time: status, hand-for-hand, keys, heads and, when the desk
        chose it in the Clock tab, the expected end (issue 37)."""
        end = self.expected if settings.PROJECTOR_END.get() else ""
        parts = (text.status, text.hand_for_hand, hint, text.heads, end)
        return "  ·  ".join(part for part in parts if part)

    def hint(self) -> str:
        """The keys shown on the screen: always on the operator's only screen (how to leave),
        on a wall screen only while unlocked."""
        if not self.locked:
            return self.tr("UNLOCKED: Esc close · T theme · F full screen · S monitor")
        if self.single_screen and self.hint_timer.isActive():
            return self.tr("Esc: back to tdesk · F: window / full screen")
        return ""

    def show_hint(self) -> None:
        """Show how to leave for HINT_SECONDS (on the operator's only screen)."""
        self.hint_timer.start()
        self.update()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        self.show_hint()
        super().showEvent(event)

    def force_close(self) -> None:
        """Close from the operator's side (the tab's button), locked or not."""
        self.allow_close = True
        self.close()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if self.single_screen:
            self.show_hint()
        chord = QKeySequence(event.keyCombination()).toString()
        if chord == UNLOCK_CHORD:
            self.unlock()
            return
        if self.single_screen and event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_F,
                                                  Qt.Key.Key_F11):
            self.unlock()  # the operator's own screen: no passer-by to guard against
        if self.locked:
            event.accept()  # swallow everything: no passer-by input
            return
        self.lock_timer.start()
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.force_close()
        elif key == Qt.Key.Key_T:
            self.toggle_theme()
        elif key in (Qt.Key.Key_F, Qt.Key.Key_F11):
            if self.isFullScreen():
                self.showNormal()
            else:
                self.showFullScreen()
        elif key == Qt.Key.Key_S:
            self.next_screen()
        event.accept()

    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def] # noqa: N802
        event.accept()

    def mouseDoubleClickEvent(self, event) -> None:  # type: ignore[no-untyped-def] # noqa: N802
        event.accept()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        if self.locked and not self.allow_close:
            event.ignore()
            return
        self.on_change.stop()
        self.tick_timer.stop()
        self.lock_timer.stop()
        super().closeEvent(event)

    # -- painting ----------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        self._fonts.clear()
        self._layout()
        super().resizeEvent(event)

    def _layout(self) -> None:
        w, h = float(self.width()), float(self.height())
        m = w * 0.025
        said = bool(self.notice.announcement)  # its line under the time (issue 35)
        self._rects = {
            "header": QRectF(m, h * 0.02, w - 2 * m, h * 0.10),
            "time": QRectF(m, h * 0.12, w - 2 * m, h * (0.41 if said else 0.50)),
            "announce": QRectF(m, h * 0.535, w - 2 * m, h * 0.075),
            "status": QRectF(m, h * 0.615, w - 2 * m, h * 0.06),
            "amounts": QRectF(m, h * 0.675, w - 2 * m, h * 0.13),
            "stats": QRectF(m, h * 0.83, w - 2 * m, h * 0.16),
            "call": QRectF(m, h * 0.66, w - 2 * m, h * 0.33),
        }

    def _font(self, sample: str, rect: QRectF, *, bold: bool = True, cap: float = 1.0) -> QFont:
        """The biggest font in which ``sample`` fits ``rect`` (cached per text shape)."""
        shape = "".join("8" if c.isdigit() else c for c in sample)
        key = (shape, int(rect.width()), int(rect.height() * cap), bold)
        font = self._fonts.get(key)
        if font is None:
            font = QFont()
            font.setFamilies(ui_font_families())
            font.setBold(bold)
            font.setPixelSize(100)
            metrics = QFontMetricsF(font)
            width = max(1.0, metrics.horizontalAdvance(shape))
            digits_only = not shape.replace("8", "").replace(":", "")
            height = metrics.capHeight() * (1.02 if digits_only else 1.45)
            scale = min(rect.width() / width, rect.height() * cap / max(1.0, height))
            font.setPixelSize(max(8, int(100 * scale * 0.98)))
            self._fonts[key] = font
        return font

    def _draw(
        self,
        p: QPainter,
        text: str,
        rect: QRectF,
        color: QColor,
        *,
        bold: bool = True,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
        cap: float = 1.0,
        pixel_size: int | None = None,
    ) -> None:
        """Draw ``text`` as large as fits, its capitals centred on the rect's middle line."""
        if not text:
            return
        font = self._font(text, rect, bold=bold, cap=cap)
        if pixel_size is not None and pixel_size != font.pixelSize():
            font = QFont(font)
            font.setPixelSize(pixel_size)
        metrics = QFontMetricsF(font)
        width = metrics.horizontalAdvance(text)
        if align & Qt.AlignmentFlag.AlignLeft:
            x = rect.left()
        elif align & Qt.AlignmentFlag.AlignRight:
            x = rect.right() - width
        else:
            x = rect.center().x() - width / 2
        baseline = rect.center().y() + metrics.capHeight() / 2
        p.setFont(font)
        p.setPen(color)
        p.drawText(QPointF(x, baseline), text)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        self.paints += 1
        if not self._rects:
            self._layout()
        text = self.text()
        self._last = text
        th = self.theme
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(event.rect(), th.background)
        r = self._rects
        accent = th.break_accent if text.is_break else th.accent
        header = r["header"]
        left = QRectF(header.x(), header.y(), header.width() * 0.62, header.height())
        logo = self.notice.logo_rect(header)
        if logo is not None:  # the venue's logo first, the event's name after it
            self.notice.paint_logo(p, logo)
            shift = logo.width() + header.height() * 0.3
            left = left.adjusted(shift, 0, 0, 0)
        right = QRectF(
            header.x() + header.width() * 0.64, header.y(), header.width() * 0.36, header.height()
        )
        self._draw(p, text.event, left, th.text, align=Qt.AlignmentFlag.AlignLeft, cap=0.7)
        self._draw(p, text.level, right, accent, align=Qt.AlignmentFlag.AlignRight)
        time_color = (
            th.paused
            if text.paused and text.status != QCoreApplication.translate("Projector", "FINISHED")
            else (accent if text.is_break else th.text)
        )
        # Size the digits for at least "88:88", so the size holds steady when 10:00 becomes 9:59.
        sample = text.time if len(text.time) >= 5 else "88:88"
        time_px = self._font(sample, r["time"], cap=0.94).pixelSize()
        self._draw(p, text.time, r["time"], time_color, pixel_size=time_px)
        if self.notice.announcement:
            self._draw(p, self.notice.announcement, r["announce"], th.text, cap=0.8)
        hint = self.hint()
        self._draw(
            p,
            self.status_line(text, hint),
            r["status"],
            th.paused,
            cap=0.8,
        )
        if text.call_time:
            self._paint_call(p, text)
        else:
            if text.is_break:
                self._draw_wrapped(p, text.note, r["amounts"], accent)
            else:
                self._draw(p, text.amounts, r["amounts"], th.text)
            self._paint_stats(p, text)
        p.end()

    def _draw_wrapped(self, p: QPainter, text: str, rect: QRectF, color: QColor) -> None:
        """A long note on two lines (split at the space nearest the middle), else one."""
        if len(text) <= 36 or " " not in text:
            self._draw(p, text, rect, color)
            return
        middle = len(text) // 2
        cut = min((i for i, c in enumerate(text) if c == " "), key=lambda i: abs(i - middle))
        top, bottom = text[:cut], text[cut + 1 :]
        half = rect.height() / 2
        rects = [QRectF(rect.x(), rect.y() + k * half, rect.width(), half) for k in (0, 1)]
        size = min(self._font(t, r).pixelSize() for t, r in zip((top, bottom), rects, strict=True))
        for t, r in zip((top, bottom), rects, strict=True):
            self._draw(p, t, r, color, pixel_size=size)

    def stat_cells(self, text: ProjectorText) -> tuple[tuple[str, str], ...]:
        """The bottom row's (label, value) cells; a part the kind does not have is left out."""
        return tuple(
            (label, value)
            for label, value in (
                (self.tr("NEXT LEVEL"), text.next_level),
                (self.tr("NEXT BREAK"), text.next_break),
                (self.tr("LATE REG"), text.late_reg),
                (self.tr("PLAYERS"), text.players),
                (self.tr("AVG STACK"), text.average),
            )
            if value and not (self.money and label in (self.tr("PLAYERS"), self.tr("AVG STACK")))
        ) + projector_cells(self.money) + satellite_lines.projector_cells(self.satellite)

    def _stat_boxes(self, count: int) -> list[QRectF]:
        """The bottom row's cells, left to right: one place for the painter and the repaint."""
        box = self._rects["stats"]
        width = box.width() / max(count, 1)
        return [QRectF(box.x() + i * width, box.y(), width, box.height()) for i in range(count)]

    def _counting_rects(self, text: ProjectorText) -> list[QRectF]:
        """What a tick that moved only the counting parts repaints: the time and the called
        clock, or the time and the NEXT BREAK and LATE REG cells wherever the row puts them
        (with money cells the row has up to eight, issue 35)."""
        if text.call_time:
            return [self._rects[key] for key in ("time", "call") if key in self._rects]
        rects = [self._rects["time"]] if "time" in self._rects else []
        cells = self.stat_cells(text)
        if "stats" in self._rects:
            counting = {self.tr("NEXT BREAK"), self.tr("LATE REG")}
            boxes = self._stat_boxes(len(cells))
            rects += [box for (label, _), box in zip(cells, boxes, strict=True)
                      if label in counting]
        return rects

    def _paint_stats(self, p: QPainter, text: ProjectorText) -> None:
        th = self.theme
        box = self._rects["stats"]
        cells = self.stat_cells(text)
        if not cells:
            return
        p.setPen(th.dim)
        p.drawLine(box.topLeft(), box.topRight())
        labels = [
            QRectF(cell.x(), box.y() + box.height() * 0.06, cell.width() * 0.94,
                   box.height() * 0.30)
            for cell in self._stat_boxes(len(cells))
        ]
        values = [
            QRectF(r.x(), box.y() + box.height() * 0.40, r.width(), box.height() * 0.52)
            for r in labels
        ]
        # One size for the row, so no value looks more important for being shorter.
        label_px = min(
            self._font(c[0], r, bold=False, cap=0.9).pixelSize()
            for c, r in zip(cells, labels, strict=True)
        )
        value_px = min(self._font(c[1], r).pixelSize() for c, r in zip(cells, values, strict=True))
        for (label, value), lr, vr in zip(cells, labels, values, strict=True):
            self._draw(p, label, lr, th.dim, bold=False, pixel_size=label_px)
            self._draw(p, value, vr, th.text, pixel_size=value_px)

    def _paint_call(self, p: QPainter, text: ProjectorText) -> None:
        th = self.theme
        box = self._rects["call"]
        p.fillRect(box, th.alert_bg)
        label = text.call_phase + (f" — {text.call_label}" if text.call_label else "")
        self._draw(
            p,
            label,
            QRectF(box.x() + box.width() * 0.03, box.y(), box.width() * 0.55, box.height()),
            th.alert_text,
            align=Qt.AlignmentFlag.AlignLeft,
            cap=0.45,
        )
        self._draw(
            p,
            text.call_time,
            QRectF(box.x() + box.width() * 0.60, box.y(), box.width() * 0.38, box.height()),
            th.alert_text,
        )


def open_projector(
    store: Store,
    event_id: int,
    *,
    context: AppContext | None = None,
    screen: int | None = None,
    theme: str | None = None,
    full_screen: bool = True,
) -> ProjectorWindow:
    """Open the projector full screen (or as a window); it stays alive (held by the
    application) until closed, even if the window that opened it goes away."""
    window = ProjectorWindow(store, event_id, context=context, theme=theme)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    app = QApplication.instance()
    if app is not None:
        held: set[ProjectorWindow] = getattr(app, "tdesk_projectors", set())
        held.add(window)
        app.tdesk_projectors = held  # type: ignore[attr-defined]
        window.destroyed.connect(lambda *_: held.discard(window))
    window.show_on_screen(screen, full_screen=full_screen)
    return window


def board_for(kind: str) -> Callable[..., QWidget] | None:
    """The wall window of a kind with its own board (``clock_panels.BOARDS``), else None."""
    target = BOARDS.get(kind)
    if target is None:
        return None
    import importlib

    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)  # type: ignore[no-any-return]


def league_board(ctx: object) -> QWidget:
    """The league's schedule board (``tdesk.ui.league.clock_tab``) at projector size."""
    from tdesk.ui.league.clock_tab import LeagueBoard

    board = LeagueBoard(ctx, scale=1.8)
    board.setWindowTitle(QCoreApplication.translate("Projector", "tdesk projector"))
    return board


def snapshot_view(
    window: QWidget, event_id: int | None, size: tuple[int, int], theme: str | None
) -> QWidget:
    """``tdesk snapshot projector --event …``: the projector of the event at ``size``."""
    if event_id is None:
        raise TdeskError("The projector snapshot needs --event.")
    ctx = window.ctx  # type: ignore[attr-defined]
    store = ctx.store
    board = board_for(ctx.event_info.kind) if ctx.event_info is not None else None
    if board is not None:
        return board(ctx)
    projector = ProjectorWindow(store, event_id, context=ctx, theme=theme or "dark", parent=None)
    projector.allow_close = True
    projector.single_screen = False  # as on the wall: a screen of its own, locked
    projector.lock()
    projector.resize(*size)
    return projector


def _screen_index(number: int | None) -> int | None:
    """``--screen N`` (from 1) as Qt's screen index; a monitor that is not there is refused."""
    if number is None:
        return None
    count = len(QGuiApplication.screens())
    if not 1 <= number <= count:
        from tdesk.errors import InputError

        have = "1 screen" if count == 1 else f"{count} screens (1 to {count})"
        raise InputError("--screen", number, f"this computer has {have}")
    return number - 1


def snapshot_laptop_view(
    window: QWidget, event_id: int | None, size: tuple[int, int], theme: str | None
) -> QWidget:
    """``tdesk snapshot projector-laptop``: the projector on a laptop's only screen, which says
    how to leave it."""
    projector = snapshot_view(window, event_id, size, theme)
    if isinstance(projector, ProjectorWindow):
        projector.single_screen = True
        projector.lock()
        projector.show_hint()  # as just opened
    return projector


def run_alone(db: str | None, event_name: str, screen: int | None = None,
              theme: str | None = None) -> int:
    """The projector alone, in its own process (a second laptop, or a PC behind the screen):
    what ``tdesk projector`` runs, once its one parser (``tdesk.cli``) has read the command line
    and checked the store and the display. A refusal (no such monitor or event) is raised for
    the command to say, as every verb's is."""
    from tdesk.services.events import find_event
    from tdesk.ui.app import application

    app = application()
    screen_index = _screen_index(screen)
    store = Store(db)
    try:
        event = find_event(store, event_name)
    except TdeskError:
        store.close()
        raise
    ctx = AppContext(store)  # its poll is the process's one poller of the store
    board = board_for(event.kind)
    if board is not None:
        ctx.select_event(event.id)
        wall = board(ctx)
        wall.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        wall.destroyed.connect(app.quit)
        wall.showFullScreen()
    else:
        window = open_projector(store, event.id, context=ctx, screen=screen_index, theme=theme)
        window.destroyed.connect(app.quit)
    from tdesk.shutdown import quit_on_signals

    with quit_on_signals(app):  # SIGTERM / SIGHUP: the store is still closed cleanly
        code = app.exec()
    store.close()
    return code

