"""Correcting an earlier hand from the calculator (``OfcCorrecting``, a part of ``OfcTab``;
issue 41): pick the hand in the history, Correct… (Ctrl+Shift+R) opens its cards in the
calculator, every change of a card shows the preview (who gains or loses how much, the later
hands settled again, or why it is refused), and Apply correction (Ctrl+Return) makes it one
undoable floor action (``services.ofc_corrections``).

Its words keep the calculator's context ("OfcTab"), as ``ofc_result`` does.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QPushButton, QSpinBox, QTextBrowser

from tdesk.errors import TdeskError
from tdesk.i18n import translate
from tdesk.locale_format import chips
from tdesk.services.ofc.corrections import CorrectionPreview, correct_hand, preview_correction
from tdesk.services.ofc.ofc import load_hand
from tdesk.ui import palette
from tdesk.ui.ofc.result import result_html
from tdesk.ui.widgets.gate import gate

if TYPE_CHECKING:
    from tdesk.ui.context import AppContext
    from tdesk.ui.widgets.ofc_board import BoardEditor


def preview_html(p: CorrectionPreview) -> str:
    """The correction's preview as HTML: the players' changes (or the refusal), the later
    hands settled again, then the corrected hand as the table would have seen it."""
    e = html.escape
    number = f"#{p.number}"
    title = translate("OfcTab", "Correction of hand %1").replace("%1", number)
    refused = translate("OfcTab", "Refused:")
    unchanged = translate("OfcTab", "No card changed yet: correct the cards, then apply.")
    head = (translate("OfcTab", "Player"), translate("OfcTab", "Stack now"),
            translate("OfcTab", "Correction"), translate("OfcTab", "Stack after"))
    no_change = translate("OfcTab", "No stack changes.")
    again = translate("OfcTab", "Later hands settled again with the corrected stacks (OFC-S3): "
                                "%1").replace("%1", ", ".join(f"#{n}" for n in p.replayed))
    hand = translate("OfcTab", "Hand %1 corrected, with the stacks it began with").replace(
        "%1", number)
    parts = [f"<h3>{e(title)}</h3>"]
    if p.refusal:
        parts.append(f"<p style='color:{palette.REFUSAL}'><b>{e(refused)}</b> {e(p.refusal)}</p>")
    elif not p.cards_changed:
        parts.append(f"<p style='color:{palette.MUTED}'>{e(unchanged)}</p>")
    if p.changes:
        rows = []
        for c in p.changes:
            colour = palette.OK if c.change > 0 else palette.REFUSAL
            sign = "+" if c.change > 0 else "−"
            rows.append(f"<tr><td>{e(c.name)}</td><td align='right'>{chips(c.chips)}</td>"
                        f"<td align='right' style='color:{colour}'><b>{sign}"
                        f"{chips(abs(c.change))}</b></td>"
                        f"<td align='right'>{chips(c.after)}</td></tr>")
        cells = "".join(f"<th>{e(h)}</th>" for h in head)
        parts.append(f"<table cellspacing='0' cellpadding='3' border='1'><tr>{cells}</tr>"
                     f"{''.join(rows)}</table>")
    elif p.cards_changed and not p.refusal:
        parts.append(f"<p>{e(no_change)}</p>")
    if p.replayed:
        parts.append(f"<p>{e(again)}</p>")
    parts.append(f"<h4>{e(hand)}</h4>")
    parts.append(result_html(p.result))
    return "".join(parts)


class OfcCorrecting:
    """The correction mode of ``OfcTab`` (which holds the boards, history and buttons)."""

    ctx: AppContext
    boards: list[BoardEditor]
    history: object
    banner: QLabel
    level: QSpinBox
    apply_button: QPushButton
    result_view: QTextBrowser
    viewing: int | None
    correcting: int | None
    correction: CorrectionPreview | None
    shown_message: str  # the calculator's last message instead of a result

    def _correct_button(self) -> QPushButton:
        """The history's Correct… button, with its shortcut."""
        button = QPushButton(translate("OfcTab", "Correct… (Ctrl+Shift+R)"))
        button.setObjectName("ofcCorrect")
        button.setToolTip(translate("OfcTab", "Correct the cards of the hand picked in the "
                                              "history: the difference is posted as one action"))
        button.clicked.connect(self.correct)
        shortcut = QShortcut(QKeySequence("Ctrl+Shift+R"), self)  # type: ignore[call-overload]
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(self.correct)
        return button

    def correct(self) -> None:
        """Open the hand picked in the history for correction: its cards in the calculator."""
        self.reopen()  # type: ignore[attr-defined]
        if self.viewing is None:
            return
        self.correcting, self.viewing = self.viewing, None
        self._recompute()  # type: ignore[attr-defined]

    def _cards(self) -> dict[int, str]:
        return {b.entry_id(): b.text() for b in self.boards  # type: ignore[misc]
                if b.entry_id() is not None}

    def _only_cards(self) -> str:
        """Why the boards cannot be taken as a correction ("" when only cards changed): the
        players, their order, the marks and the level stay as the hand stored them."""
        assert self.correcting is not None
        stored = load_hand(self.ctx.store, self.correcting).draft
        seats = [s for s in (b.seat_input() for b in self.boards) if s is not None]
        if ([(s.entry_id, s.missed, s.clock_foul, s.exposed) for s in seats]
                == [(s.entry_id, s.missed, s.clock_foul, s.exposed) for s in stored.seats]
                and self.level.value() == stored.level):
            return ""
        return translate("OfcTab", "Only the cards are corrected here: the players, their "
                                   "order, the penalty marks and the level stay as the hand "
                                   "stored them. Put a penalty right in the penalty log, the "
                                   "rest by undoing back to the hand.")

    def _show_correction(self) -> None:
        """The preview of the correction as the cards stand now."""
        assert self.correcting is not None and self.ctx.event_id is not None
        try:
            kept = self._only_cards()
            if kept:
                self._show_message(kept, error=True)  # type: ignore[attr-defined]
                return
            self.correction = preview_correction(self.ctx.store, self.ctx.event_id,
                                                 self.correcting, self._cards())
        except TdeskError as exc:
            self.correction = None
            self._show_message(str(exc), error=True)  # type: ignore[attr-defined]
            return
        self.result_view.setHtml(preview_html(self.correction))
        self._update_banner()  # type: ignore[attr-defined]

    def _correction_banner(self) -> bool:
        """The banner and the apply button in correction mode; False when not correcting."""
        if self.correcting is None:
            self.apply_button.setText(translate("OfcTab", "Apply to event (Ctrl+Return)"))
            return False
        p = self.correction
        self.apply_button.setText(translate("OfcTab", "Apply correction (Ctrl+Return)"))
        gate(self.apply_button, self._unworked if p is None else p.verify)  # as correct_hand
        number = f"#{p.number}" if p is not None else ""
        self.banner.setText(translate(
            "OfcTab", "Correcting hand %1: change its cards, then apply. Ctrl+L leaves it as it "
                      "was.").replace("%1", number))
        self.banner.setStyleSheet(f"background: {palette.INFO_BG};")  # CSS padding is not in its height
        return True

    def _unworked(self) -> None:
        """Why no correction is worked out, as the calculator says it (a card on two boards,
        a board waiting for cards, a mark changed): Apply's tooltip while it is off."""
        raise ValueError(translate("OfcTab", "Nothing to apply yet: %1").replace(
            "%1", self.shown_message or translate("OfcTab", "complete the hand's cards.")))

    def apply_correction(self) -> None:
        """Apply the correction (one undoable action), then leave correction mode."""
        p = self.correction
        if self.correcting is None or p is None or not p.allowed or self.ctx.event_id is None:
            return
        done = self.ctx.run(self, correct_hand, self.ctx.store,  # type: ignore[arg-type]
                            self.ctx.event_id, self.correcting, self._cards())
        if done is None:
            return
        self.correcting = self.correction = None
        self.clear_cards()  # type: ignore[attr-defined]
        self.banner.setText(translate("OfcTab", "Hand %1 corrected: Edit › Undo (Ctrl+Z) takes "
                                                "it back.").replace("%1", f"#{done.number}"))
