"""Issue a penalty (and rescind one): the judge sees exactly what will be recorded, and why.

The dialog asks the penalties service for a preview on every change, so the recommended
penalty, a raise for a repeated reason (PEN-3), the linked penalties (PEN-1), an enforcement
level refusal (CG-J1) or a poker doubling (PEN-P2) are on screen before Save is pressed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tdesk.engine_text import message
from tdesk.errors import TdeskError
from tdesk.rules.penalties import EnforcementLevel, Moment
from tdesk.rules.seating.types import DEFAULT_SEATS, MAX_SEATS, MIN_SEATS
from tdesk.services.events import EventInfo
from tdesk.services.penalties import penalties as svc
from tdesk.services.penalties.penalties import PenaltyRequest, PenaltyRow, Preview
from tdesk.services.players import list_entries
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.widgets import override
from tdesk.ui.widgets.error_label import ErrorLabel
from tdesk.ui.widgets.gate import gate


def verify_save(shown: Preview) -> None:
    """Raise the rules' refusal the preview carries, so Save is gated by it (issue 22).

    The preview plans the penalty with the rules once, under one read: ``penalties_ccg.issue``
    runs ``verify_issue`` (CG-J1: Suspension only at Professional, a deviation needs the head
    judge; PEN-6: a reason), and the PEN-6 / PEN-P2 check after a disqualification runs
    ``penalties_out.can_follow_disqualification``. The dialog never decides them again."""
    if shown.error:
        raise ValueError(shown.error)


class PenaltyDialog(QDialog):
    """Player (search as you type), infraction, penalty, judge, notes; preview; Save."""

    saved = Signal(list)  # ids of the rows written

    def __init__(self, ctx: AppContext, event_id: int, parent: QWidget | None = None, *,
                 entry_id: int | None = None, round_: int | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.event_id = event_id
        event = ctx.event_info
        assert event is not None
        self.kind = event.kind
        self.ladder = svc.ladder_for(self.kind)
        self.setWindowTitle(self.tr("Issue penalty"))
        self.setMinimumWidth(560)
        self._build_player()
        self._build_infraction()
        self._build_circumstances(event, round_)
        self._build_record()
        self._lay_out(self._build_form(event))
        self._connect()
        self._filter_players("")
        if entry_id is not None:
            self.select_entry(entry_id)
        self.player.setFocus()
        self.update_preview()

    def _build_player(self) -> None:
        """The player search, its matches and their penalty history."""
        self.player = QLineEdit()
        self.player.setObjectName("playerSearch")
        self.player.setPlaceholderText(self.tr("Type part of a name"))
        self.player.setClearButtonEnabled(True)
        self.matches = QListWidget()
        self.matches.setObjectName("playerMatches")
        self.matches.setMaximumHeight(110)
        self.history = QLabel()
        self.history.setObjectName("playerHistory")
        self.history.setWordWrap(True)
        self.history.setStyleSheet(f"color: {palette.MUTED}")
        self._entries = [(r.entry_id, r.name, r.status) for r in
                         list_entries(self.ctx.store, self.event_id)]

    def _build_infraction(self) -> None:
        """The infraction (with its recommended penalty), the reason and the penalty."""
        self.infractions = svc.load_infractions(self.kind)
        self.infraction = QComboBox()
        self.infraction.setObjectName("infraction")
        # the long infraction names must not push the form's labels out of a 560-px dialog
        self.infraction.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.infraction.setMinimumContentsLength(30)
        self.infraction.addItem(self.tr("Other — type the reason below"), "")
        for code, inf in self.infractions.items():
            label = message(svc.penalty_label(self.ladder, inf.penalty))
            self.infraction.addItem(f"{message(inf.reason)} — {label}", code)
        self.reason = QLineEdit()
        self.reason.setObjectName("reason")
        self.penalty = QComboBox()
        self.penalty.setObjectName("penalty")
        for value, label in svc.penalty_choices(self.kind):
            self.penalty.addItem(message(label), value)  # the rules' names, catalogued
        self.recommended = QLabel()
        self.recommended.setObjectName("recommended")

    def _build_circumstances(self, event: EventInfo, round_: int | None) -> None:
        """What the ladders weigh: round and moment (CCG), players at the table (poker),
        opponents (OFC)."""
        self.round = QSpinBox()
        self.round.setObjectName("round")
        self.round.setRange(0, 99)
        self.round.setSpecialValueText(self.tr("—"))
        self.round.setValue(round_ or 0)
        self.moment = QComboBox()
        self.moment.setObjectName("moment")
        for moment, text in ((Moment.DURING_GAME, self.tr("During a game")),
                             (Moment.BETWEEN_GAMES, self.tr("Between games")),
                             (Moment.BETWEEN_MATCHES, self.tr("Between matches"))):
            self.moment.addItem(text, moment.value)
        self.deferred = QCheckBox(self.tr("Apply the loss to the next game/match (PEN-2)"))
        self.deferred.setObjectName("deferred")
        self.head_judge = QCheckBox(self.tr("The head judge agreed to this deviation (CG-J1)"))
        self.head_judge.setObjectName("headJudgeAgreed")
        self.table_size = QSpinBox()
        self.table_size.setObjectName("playersAtTable")
        self.table_size.setRange(MIN_SEATS, MAX_SEATS)  # TDA-F1-A
        self.table_size.setValue(int(event.settings.get("seats_per_table", DEFAULT_SEATS)))
        self.opponents = QSpinBox()
        self.opponents.setObjectName("opponents")
        self.opponents.setRange(1, 4)
        self.opponents.setValue(3)

    def _build_record(self) -> None:
        """The judge, the notes and the preview of what will be recorded."""
        # The floor staff name (Edit › Floor staff name, or --staff), never the OS login.
        self.judge = QLineEdit(self.ctx.store.staff)
        self.judge.setObjectName("judge")
        self.judge.setPlaceholderText(self.tr("Judge's name (Edit › Floor staff name fills it)"))
        self.notes = QPlainTextEdit()
        self.notes.setObjectName("notes")
        self.notes.setTabChangesFocus(True)
        self.notes.setFixedHeight(54)

        self.preview_label = QLabel()
        self.preview_label.setObjectName("preview")
        self.preview_label.setWordWrap(True)
        self.preview_label.setTextFormat(Qt.TextFormat.PlainText)
        self.preview_label.setStyleSheet(f"background: {palette.PREVIEW_BG}; padding: 6px")
        self.error = ErrorLabel()

    def _build_form(self, event: EventInfo) -> QFormLayout:
        """The fields in a form, only those of the event's ladder."""
        form = QFormLayout()
        form.addRow(self.tr("&Player:"), self.player)
        form.addRow("", self.matches)
        form.addRow("", self.history)
        form.addRow(self.tr("&Infraction:"), self.infraction)
        form.addRow(self.tr("&Reason:"), self.reason)
        form.addRow(self.tr("Pe&nalty:"), self.penalty)
        form.addRow("", self.recommended)
        if self.ladder == "ccg":
            form.addRow(self.tr("R&ound:"), self.round)
            form.addRow(self.tr("&When:"), self.moment)
            form.addRow("", self.deferred)
            level = event.settings.get("enforcement", "Amateur")
            try:
                strict = EnforcementLevel.parse(str(level)) >= EnforcementLevel.PROFESSIONAL
            except ValueError:
                strict = False
            if strict:
                form.addRow("", self.head_judge)
        elif self.ladder == "poker":
            form.addRow(self.tr("Players at the &table:"), self.table_size)
        else:
            form.addRow(self.tr("Other &active players:"), self.opponents)
            self.ofc_note = QLabel(self.tr(
                "Applies to the player's next hand: the OFC calculator marks it on their board, "
                "and applying that hand links it to the hand and settles the points "
                "(OFC-X1..X3)."))
            self.ofc_note.setObjectName("ofcNote")
            self.ofc_note.setWordWrap(True)
            self.ofc_note.setStyleSheet(f"color: {palette.MUTED}")
            form.addRow("", self.ofc_note)
        form.addRow(self.tr("&Judge:"), self.judge)
        form.addRow(self.tr("No&tes:"), self.notes)
        return form

    def _lay_out(self, form: QFormLayout) -> None:
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setObjectName("save")
        self.save_button.setDefault(True)
        self.buttons.accepted.connect(self.try_save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("What will be recorded:")))
        layout.addWidget(self.preview_label)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

    def _connect(self) -> None:
        """Every field the preview reads updates it."""
        self.player.textChanged.connect(self._filter_players)
        self.matches.currentRowChanged.connect(lambda _row: self._player_changed())
        self.infraction.currentIndexChanged.connect(self._infraction_changed)
        for signal in (self.reason.textChanged, self.penalty.currentIndexChanged,
                       self.round.valueChanged, self.moment.currentIndexChanged,
                       self.deferred.toggled, self.head_judge.toggled,
                       self.table_size.valueChanged, self.opponents.valueChanged):
            signal.connect(lambda *_: self.update_preview())

    # -- player --------------------------------------------------------------------------
    def _filter_players(self, text: str) -> None:
        needle = " ".join(text.split()).casefold()
        current = self.entry_id()
        self.matches.blockSignals(True)
        self.matches.clear()
        for entry_id, name, status in self._entries:
            if needle and needle not in name.casefold():
                continue
            label = name if status == "active" else f"{name} ({self.tr(status)})"
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, entry_id)
            self.matches.addItem(item)
        self.matches.blockSignals(False)
        row = next((i for i in range(self.matches.count())
                    if self.matches.item(i).data(Qt.ItemDataRole.UserRole) == current), 0)
        if self.matches.count():
            self.matches.setCurrentRow(row)
        self.update_preview()

    def _player_changed(self) -> None:
        entry_id = self.entry_id()
        if self.ladder == "poker" and entry_id is not None:
            seated = svc.table_size(self.ctx.store, self.event_id, entry_id)
            if seated is not None and seated >= 2:
                self.table_size.blockSignals(True)
                self.table_size.setValue(seated)
                self.table_size.blockSignals(False)
        self.update_preview()

    def select_entry(self, entry_id: int) -> None:
        for i in range(self.matches.count()):
            if self.matches.item(i).data(Qt.ItemDataRole.UserRole) == entry_id:
                self.matches.setCurrentRow(i)
                return

    def entry_id(self) -> int | None:
        item = self.matches.currentItem()
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    # -- infraction ----------------------------------------------------------------------
    def _infraction_changed(self) -> None:
        code = self.infraction.currentData()
        inf = self.infractions.get(code) if code else None
        if inf is not None:
            index = self.penalty.findData(self._choice_value(inf.penalty))
            if index >= 0:
                self.penalty.setCurrentIndex(index)
            self.reason.setPlaceholderText(message(inf.reason))
            self.infraction.setToolTip(message(inf.note))
        else:
            self.reason.setPlaceholderText(self.tr("What the penalty is for"))
        self.update_preview()

    def _choice_value(self, text: str) -> str:
        for i in range(self.penalty.count()):
            value = self.penalty.itemData(i)
            if svc.penalty_label(self.ladder, value) == svc.penalty_label(self.ladder, text):
                return str(value)
        return text

    def set_infraction(self, code: str) -> None:
        index = self.infraction.findData(code)
        if index >= 0:
            self.infraction.setCurrentIndex(index)

    def set_penalty(self, value: str) -> None:
        index = self.penalty.findData(value)
        if index >= 0:
            self.penalty.setCurrentIndex(index)

    # -- preview and save ----------------------------------------------------------------
    def request(self) -> PenaltyRequest | None:
        entry_id = self.entry_id()
        if entry_id is None:
            return None
        return PenaltyRequest(
            entry_id=entry_id, penalty=str(self.penalty.currentData()),
            reason=self.reason.text(), infraction=str(self.infraction.currentData() or ""),
            judge=self.judge.text(), notes=self.notes.toPlainText(),
            round=self.round.value() or None, moment=str(self.moment.currentData()),
            deferred=self.deferred.isChecked(), head_judge_agreed=self.head_judge.isChecked(),
            players_at_table=self.table_size.value() if self.ladder == "poker" else None,
            opponents=self.opponents.value() if self.ladder == "ofc" else 0,
        )

    def update_preview(self) -> None:
        entry_id = self.entry_id()
        if entry_id is not None:
            rows = svc.player_history(self.ctx.store, self.event_id, entry_id)
            standing = [r for r in rows if not r.rescinded and not r.linked]
            if standing:
                items = "; ".join(f"{message(r.label)} — {message(r.reason)}"
                                  for r in standing[-4:])
                more = len(standing) - 4
                prefix = self.tr("History: ") + (self.tr("…{0} more; ").format(more)
                                                 if more > 0 else "")
                self.history.setText(prefix + items)
            else:
                self.history.setText(self.tr("No earlier penalties in this event."))
        else:
            self.history.setText("")
        request = self.request()
        if request is None:
            self.preview_label.setText(self.tr("Choose a player."))
            self.recommended.setText("")
            gate(self.save_button, None)  # nothing chosen yet: no rule to tell
            self.save_button.setEnabled(False)
            return
        shown = svc.preview(self.ctx.store, self.event_id, request)
        self.recommended.setText(
            self.tr("Recommended: {0}").format(message(shown.recommended_label))
            if shown.recommended_label else "")
        if shown.error and not request.reason.strip() and not request.infraction:
            # Nothing typed yet: say what is missing, without an error before the first key.
            self.error.hide()
            self.preview_label.setText(self.tr("Type the reason for the penalty."))
        elif shown.error:
            self.preview_label.setText("")
            self.error.show_error(message(shown.error))
        else:
            self.error.hide()
            lines = [message(r.explanation)
                     if r.linked or r.label.casefold() in r.explanation.casefold()
                     else f"{message(r.label)}: {message(r.explanation)}" for r in shown.rows]
            lines += [self.tr("Effect: {0}").format(message(e)) for e in shown.effects]
            lines += self._loss_rounds(shown)
            self.preview_label.setText("\n".join(lines))
        if gate(self.save_button, lambda: verify_save(shown)) and not shown.ok:
            self.save_button.setEnabled(False)  # nothing planned: nothing to save

    def _loss_rounds(self, shown: Preview) -> list[str]:
        """PEN-2: the round each Game loss / Match loss counts in, so a loss never lands a
        round later than the judge meant (issue 36)."""
        out = []
        for r in shown.rows:
            if r.penalty not in ("game_loss", "match_loss"):
                continue
            label = message(r.label)
            if r.counts_in is not None:
                out.append(self.tr("{0} counts in round {1} (PEN-2).").format(label,
                                                                              r.counts_in))
            else:
                out.append(self.tr("Give the round: a {0} counts in a round (PEN-2).")
                           .format(label))
        return out

    def preview_text(self) -> str:
        return self.preview_label.text()

    def try_save(self) -> None:
        request = self.request()
        if request is None:
            return
        try:
            # a disqualification that moves a paid place asks first (PL-3)
            ids = override.call(self, svc.issue_penalty, self.ctx.store, self.event_id, request)
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        self.saved.emit(ids)
        self.accept()


class RescindDialog(QDialog):
    """Take a penalty back: it stays in the log, marked, with who and why."""

    rescinded = Signal(int)

    def __init__(self, ctx: AppContext, row: PenaltyRow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.row = row
        self.setWindowTitle(self.tr("Rescind penalty"))
        self.setMinimumWidth(420)
        what = QLabel(self.tr("{0} for {1}: {2}").format(row.label, row.player, row.reason))
        what.setWordWrap(True)
        self.by = QLineEdit(ctx.store.staff)
        self.by.setObjectName("rescindBy")
        self.by.setPlaceholderText(self.tr("Judge's name (Edit › Floor staff name fills it)"))
        self.why = QLineEdit()
        self.why.setObjectName("rescindWhy")
        self.why.setPlaceholderText(self.tr("Why the penalty is taken back"))
        self.error = ErrorLabel()
        form = QFormLayout()
        form.addRow(what)
        form.addRow(self.tr("Rescinded &by:"), self.by)
        form.addRow(self.tr("&Why:"), self.why)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Rescind"))
        self.buttons.accepted.connect(self.try_save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.why.setFocus()

    def try_save(self) -> None:
        try:
            override.call(self, svc.rescind_penalty, self.ctx.store, self.row.id,
                          by=self.by.text(), why=self.why.text())
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        self.rescinded.emit(self.row.id)
        self.accept()
