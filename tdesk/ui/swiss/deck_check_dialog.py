"""A deck check (DECK-6, issue 24): the round, the table, the judge, what the check found and
a note; a finding other than "matches" offers to issue the penalty its infraction calls for
(Game loss by the CCG list, the judge may choose another severity, CG-J1), linked to the check.
A refusal shows in red inside the dialog, which keeps what was typed."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QWidget,
)

from tdesk import engine_text, validate
from tdesk.errors import TdeskError
from tdesk.rules.swiss.decklists import CheckOutcome
from tdesk.services.penalties import penalties
from tdesk.services.swiss import decklists
from tdesk.ui.context import AppContext
from tdesk.ui.widgets.error_label import ErrorLabel
from tdesk.ui.widgets.form_dialog import lay_out_form


class DeckCheckDialog(QDialog):
    """Emits ``recorded(check id, penalty id or None)`` once the check is saved."""

    recorded = Signal(int, object)

    def __init__(self, ctx: AppContext, event_id: int, players: list[tuple[str, int]],
                 entry_id: int | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.event_id = ctx, event_id
        self.setWindowTitle(self.tr("Deck check"))
        self.player = QComboBox()
        self.player.setObjectName("deckCheckPlayer")
        self.player.setEditable(True)  # type to find a name
        self.player.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for name, entry in players:
            self.player.addItem(name, entry)
        if entry_id is not None:
            self.player.setCurrentIndex(max(0, self.player.findData(entry_id)))
        self.round = QSpinBox()
        self.round.setObjectName("deckCheckRound")
        self.round.setRange(1, validate.MAX_ROUND)
        self.table = QSpinBox()
        self.table.setObjectName("deckCheckTable")
        self.table.setRange(0, validate.MAX_TABLES)
        self.table.setSpecialValueText(self.tr("none"))
        self.judge = QLineEdit(ctx.store.staff)
        self.judge.setObjectName("deckCheckJudge")
        self.outcome = QComboBox()
        self.outcome.setObjectName("deckCheckOutcome")
        for outcome in CheckOutcome:  # the rule's labels, in the interface language
            self.outcome.addItem(engine_text.message(outcome.label), outcome.value)
        self.note = QPlainTextEdit()
        self.note.setObjectName("deckCheckNote")
        self.note.setPlaceholderText(self.tr("What the judge found, e.g. 2 Goblin in the deck, "
                                             "3 on the list"))
        self.note.setMaximumHeight(90)
        self.issue = QCheckBox(self.tr("Issue the linked penalty"))
        self.issue.setObjectName("deckCheckIssue")
        self.severity = QComboBox()
        self.severity.setObjectName("deckCheckPenalty")
        for value, label in penalties.penalty_choices("swiss"):
            self.severity.addItem(engine_text.message(label), value)  # the rules' names
        self.severity.setCurrentIndex(max(0, self.severity.findData("game_loss")))
        self.error = ErrorLabel()
        form = QFormLayout()
        form.addRow(self.tr("Player"), self.player)
        form.addRow(self.tr("Round"), self.round)
        form.addRow(self.tr("Table"), self.table)
        form.addRow(self.tr("Judge"), self.judge)
        form.addRow(self.tr("Outcome"), self.outcome)
        form.addRow(self.tr("Note"), self.note)
        form.addRow(self.issue, self.severity)
        self.save_button = lay_out_form(self, form, self.error, self.save)
        self.player.currentIndexChanged.connect(self._defaults)
        self.outcome.currentIndexChanged.connect(self._offer_penalty)
        self._defaults()
        self._offer_penalty()

    def _defaults(self) -> None:
        """The round now and the player's table in it."""
        entry = self.player.currentData()
        if entry is None:
            return
        try:
            number, table = decklists.check_defaults(self.ctx.store, self.event_id, entry)
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        self.round.setValue(number)
        self.table.setValue(table or 0)

    def _offer_penalty(self) -> None:
        """DECK-6: only a finding calls for a penalty; the offer is on by default then."""
        calls = CheckOutcome(self.outcome.currentData()).infraction is not None
        self.issue.setEnabled(calls)
        self.issue.setChecked(calls)
        self.severity.setEnabled(calls)

    def save(self) -> None:
        entry = self.player.currentData()
        if entry is None:
            self.error.show_error(self.tr("Choose the player whose deck was checked."))
            return
        request = decklists.CheckRequest(
            entry_id=entry, round=self.round.value(), table=self.table.value() or None,
            judge=self.judge.text(), outcome=self.outcome.currentData(),
            note=self.note.toPlainText())
        penalty = self.severity.currentData() if self.issue.isChecked() else None
        try:
            check_id, penalty_id = decklists.record_check(self.ctx.store, self.event_id,
                                                          request, penalty=penalty)
        except TdeskError as exc:
            self.error.show_error(engine_text.message(str(exc)))  # the dialog stays open
            return
        self.ctx.poll()
        self.recorded.emit(check_id, penalty_id)
        self.accept()
