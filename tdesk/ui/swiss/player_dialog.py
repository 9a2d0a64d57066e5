"""Pick a player of a Swiss event for a drop (CG-P2) or organiser byes (CG-B2)."""

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tdesk.models.tables import EntryStatus
from tdesk.names import sort_key
from tdesk.services.players import list_entries
from tdesk.services.swiss import swiss
from tdesk.services.swiss.checks import DropCheck
from tdesk.ui.context import AppContext
from tdesk.ui.widgets.gate import gate


class PlayerDialog(QDialog):
    """``mode`` "drop": drop the chosen player, or take a dropped one back with its own button
    (a second drop never takes a player back, CG-P2); "byes": set how many of the first rounds
    they get an organiser's bye for."""

    def __init__(self, ctx: AppContext, event_id: int, mode: str, preselect: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.event_id, self.mode = ctx, event_id, mode
        self.setWindowTitle(self.tr("Drop player") if mode == "drop"
                            else self.tr("Organiser byes (CG-B2)"))
        self.player = QComboBox()
        self.player.setObjectName("playerChoice")
        self.player.setEditable(True)  # type to find a name
        self.player.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        entries = sorted(list_entries(ctx.store, event_id), key=lambda e: sort_key(e.name))
        self.status = {e.entry_id: e.status for e in entries}
        self.names = {e.entry_id: e.name for e in entries}
        for e in entries:
            dropped = e.status == EntryStatus.DROPPED
            self.player.addItem(e.name + (" " + self.tr("(dropped)") if dropped else ""),
                                e.entry_id)
        if preselect is not None:
            self.player.setCurrentIndex(self.player.findData(preselect))
        self.rounds = QSpinBox()
        self.rounds.setObjectName("byeRounds")
        self.rounds.setRange(0, 20)
        self.note = QLabel()
        self.note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Player"), self.player)
        if mode == "byes":
            form.addRow(self.tr("Byes for the first rounds"), self.rounds)
            self.note.setText(self.tr("An organiser's bye is a 3-point win and does not count "
                                      "toward the one pairing bye a player may get."))
        else:
            self.note.setText(self.tr("A dropped player is not paired again; their results "
                                      "stay. Players marked (dropped) can be taken back."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.undrop_button = None
        if mode == "drop":
            self.ok_button.setText(self.tr("&Drop"))
            self.undrop_button = buttons.addButton(self.tr("&Take back"),
                                                   QDialogButtonBox.ButtonRole.ActionRole)
            self.undrop_button.setObjectName("undropButton")
            self.undrop_button.clicked.connect(self.take_back)
            self.player.currentIndexChanged.connect(self._update_buttons)
            self._update_buttons()
        buttons.accepted.connect(self.apply)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(buttons)

    def _dropped(self) -> bool:
        return self.status.get(self.player.currentData()) == EntryStatus.DROPPED

    def _update_buttons(self) -> None:
        """Drop for a player in the event, Take back for a dropped one: never a toggle. The
        rule decides each (CG-P2-A) and a refused one says why (issue 22)."""
        if self.player.currentData() is None:  # nothing chosen: nothing to decide
            gate(self.ok_button, None)
            self.ok_button.setEnabled(False)
            if self.undrop_button is not None:
                gate(self.undrop_button, None)
                self.undrop_button.setEnabled(False)
            return
        check = DropCheck(self.names.get(self.player.currentData(), ""), self._dropped())
        gate(self.ok_button, check.verify_drop)  # the actions run the same check
        if self.undrop_button is not None:
            gate(self.undrop_button, check.verify_take_back)

    def apply(self) -> None:
        entry = self.player.currentData()
        if entry is None:
            return
        if self.mode == "byes":
            done = self.ctx.attempt(self, swiss.set_organiser_byes, self.ctx.store,
                                    self.event_id, entry, self.rounds.value())
        else:  # a player dropped meanwhile at another station: the service says so
            done = self.ctx.attempt(self, swiss.drop_player, self.ctx.store, self.event_id,
                                    entry)
        if done:
            self.accept()

    def take_back(self) -> None:
        """Take a dropped player back into the pairings (its own action, CG-P2)."""
        entry = self.player.currentData()
        if entry is not None and self.ctx.attempt(self, swiss.undrop_player, self.ctx.store,
                                                  self.event_id, entry):
            self.accept()
