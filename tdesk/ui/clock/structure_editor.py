"""Structure editor: levels, breaks and colour-ups of an event's clock.

Add, remove, reorder and duplicate levels, insert breaks, set every duration at once, load a
preset or a saved template, import and export TOML, save as a template for later events. Every
change is validated at once (blinds never going down, big blind >= small blind, positive
durations, colour-ups of chips in play); the error names the level and Save stays disabled.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk import preset_words
from tdesk.errors import TdeskError
from tdesk.rules.levels import (
    AnteKind,
    Level,
    Structure,
    add_level,
    duplicate_level,
    insert_break,
    level_numbers,
    move_level,
    remove_level,
    set_all_durations,
    structure_to_toml,
    structure_warnings,
    suggest_next_level,
    verify_structure,
)
from tdesk.services import clock as svc
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.labels import column
from tdesk.ui.widgets import files, messages
from tdesk.ui.widgets.gate import gate

COLUMNS = (
    QT_TRANSLATE_NOOP("columns", "Level"),
    QT_TRANSLATE_NOOP("columns", "Small blind"),
    QT_TRANSLATE_NOOP("columns", "Big blind"),
    QT_TRANSLATE_NOOP("columns", "Ante"),
    QT_TRANSLATE_NOOP("columns", "BB ante"),
    QT_TRANSLATE_NOOP("columns", "Point value"),
    QT_TRANSLATE_NOOP("columns", "Minutes"),
    QT_TRANSLATE_NOOP("columns", "Colour-up"),
    QT_TRANSLATE_NOOP("columns", "Note"),
)
INT_COLUMNS = {
    1: "small_blind",
    2: "big_blind",
    3: "ante",
    5: "point_value",
    6: "minutes",
    7: "colour_up",
}


class StructureEditor(QDialog):
    """Edit a structure; ``saved`` is emitted after the event's clock got it."""

    saved = Signal()

    def __init__(
        self,
        ctx: AppContext,
        event_id: int | None,
        structure: Structure,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.event_id = event_id
        self.levels: tuple[Level, ...] = structure.levels
        self.game = structure.game
        self._filling = False
        self.setWindowTitle(self.tr("Structure"))
        self.resize(980, 640)

        self.name_as_stored = structure.name  # a preset's English name (preset_words)
        self.name_edit = QLineEdit(preset_words.shown(structure.name))
        self.stack_spin = QSpinBox()
        self.stack_spin.setRange(0, 2_000_000_000)
        self.stack_spin.setGroupSeparatorShown(True)
        self.stack_spin.setValue(structure.starting_stack)
        self.stack_spin.setObjectName("structureStack")
        if self._event_has_stack():  # asked once, in the event's settings (issue 35)
            self.stack_spin.setReadOnly(True)
            self.stack_spin.setButtonSymbols(QSpinBox.ButtonSymbols.NoButtons)
            self.stack_spin.setToolTip(self.tr(
                "The event's starting stack, set in the event's settings (File › Edit "
                "event…); presets and templates keep it"))
        self.chips_edit = QLineEdit(", ".join(str(c) for c in structure.chips))
        self.chips_edit.setPlaceholderText(self.tr("chips in play, smallest first: 25, 100, 500"))
        self.game_label = QLabel(self.game.value)
        for edit in (self.name_edit, self.chips_edit):
            edit.textChanged.connect(self.validate)
        self.stack_spin.valueChanged.connect(self.validate)

        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("structureEditorTable")
        self.table.setHorizontalHeaderLabels([column(c) for c in COLUMNS])
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemChanged.connect(self._cell_changed)

        self.error_label = QLabel()
        self.error_label.setObjectName("structureError")
        self.error_label.setStyleSheet(f"color: {palette.REFUSAL}; font-weight: bold;")
        self.error_label.setWordWrap(True)
        self.warning_label = QLabel()
        self.warning_label.setStyleSheet(f"color: {palette.WARNING};")
        self.warning_label.setWordWrap(True)

        def button(text: str, slot: object, key: str = "") -> QPushButton:
            b = QPushButton(text)
            b.clicked.connect(lambda _c=False: slot())  # type: ignore[operator]
            if key:
                b.setShortcut(key)
                b.setToolTip(QKeySequence(key).toString(
                    QKeySequence.SequenceFormat.NativeText))  # key names in Qt's words
            return b

        self.add_button = button(self.tr("Add level"), self.add_level, "Ctrl+Return")
        self.break_button = button(self.tr("Insert break"), self.insert_break, "Ctrl+B")
        self.dup_button = button(self.tr("Duplicate"), self.duplicate, "Ctrl+D")
        self.remove_button = button(self.tr("Remove"), self.remove, "Ctrl+Delete")
        self.up_button = button(self.tr("Move up"), lambda: self.move_selected(-1), "Ctrl+Up")
        self.down_button = button(self.tr("Move down"), lambda: self.move_selected(1), "Ctrl+Down")
        self.minutes_spin = QSpinBox()
        self.minutes_spin.setRange(1, 240)
        self.minutes_spin.setValue(20)
        self.minutes_spin.setSuffix(self.tr(" min"))
        self.all_button = button(self.tr("Set all durations"), self.set_all)
        self.preset_combo = QComboBox()
        for key, s in svc.list_presets():
            self.preset_combo.addItem(preset_words.shown(s.name), key)
        self.preset_button = button(self.tr("Load preset"), self.load_preset)
        self.template_combo = QComboBox()
        self.template_button = button(self.tr("Load template"), self.load_template)
        self.save_template_button = button(self.tr("Save as template"), self.save_template)
        self.import_button = button(self.tr("Import TOML…"), self.import_toml)
        self.export_button = button(self.tr("Export TOML…"), self.export_toml)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Game"), self.game_label)
        form.addRow(self.tr("Starting stack"), self.stack_spin)
        form.addRow(self.tr("Chips"), self.chips_edit)
        edit_row = QHBoxLayout()
        for w in (
            self.add_button,
            self.break_button,
            self.dup_button,
            self.remove_button,
            self.up_button,
            self.down_button,
        ):
            edit_row.addWidget(w)
        edit_row.addStretch(1)
        edit_row.addWidget(self.minutes_spin)
        edit_row.addWidget(self.all_button)
        files_row = QGridLayout()
        files_row.addWidget(self.preset_combo, 0, 0)
        files_row.addWidget(self.preset_button, 0, 1)
        files_row.addWidget(self.template_combo, 0, 2)
        files_row.addWidget(self.template_button, 0, 3)
        files_row.addWidget(self.save_template_button, 1, 2, 1, 2)
        files_row.addWidget(self.import_button, 1, 0)
        files_row.addWidget(self.export_button, 1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(edit_row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.error_label)
        layout.addWidget(self.warning_label)
        layout.addLayout(files_row)
        layout.addWidget(self.buttons)

        self._fill_templates()
        self.fill()

    # -- model <-> table -----------------------------------------------------------------------
    def _event_has_stack(self) -> bool:
        """Whether the event edited has its starting stack in its settings (then the stack
        shown is that one, not asked again here)."""
        info = self.ctx.event_info
        return (self.event_id is not None and info is not None and info.id == self.event_id
                and bool(info.settings.get("starting_stack")))

    def structure(self) -> Structure:
        """The structure as currently typed (not validated)."""
        return Structure(
            " ".join(preset_words.stored(self.name_edit.text(), self.name_as_stored).split()),
            self.levels,
            self.game,
            self.stack_spin.value(),
            self._chips(),
        )

    def _chips(self) -> tuple[int, ...]:
        text = self.chips_edit.text().replace(";", ",")
        out = []
        for part in text.split(","):
            part = part.strip().replace(" ", "")
            if part:
                out.append(int(part) if part.isdigit() else -1)
        return tuple(out)

    def fill(self, select: int | None = None) -> None:
        self._filling = True
        numbers = level_numbers(self.levels)
        self.table.setRowCount(len(self.levels))
        for row, (lv, number) in enumerate(zip(self.levels, numbers, strict=True)):
            values = (
                str(number) if number is not None else self.tr("Break"),
                str(lv.small_blind) if not lv.is_break else "",
                str(lv.big_blind) if not lv.is_break else "",
                str(lv.ante) if not lv.is_break else "",
                "",
                str(lv.point_value) if not lv.is_break else "",
                str(lv.minutes),
                str(lv.colour_up) if lv.is_break else "",
                preset_words.shown(lv.note),
            )
            for col, text in enumerate(values):
                item = QTableWidgetItem(text)
                editable = (
                    col in (6, 8)
                    or (col in (1, 2, 3, 5) and not lv.is_break)
                    or (col == 7 and lv.is_break)
                )
                flags = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled
                if editable:
                    flags |= Qt.ItemFlag.ItemIsEditable
                if col == 4 and not lv.is_break:
                    flags |= Qt.ItemFlag.ItemIsUserCheckable
                    item.setCheckState(
                        Qt.CheckState.Checked
                        if lv.ante_kind is AnteKind.BIG_BLIND
                        else Qt.CheckState.Unchecked
                    )
                item.setFlags(flags)
                if col in INT_COLUMNS:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, col, item)
        self._filling = False
        if select is not None and 0 <= select < len(self.levels):
            self.table.selectRow(select)
        self.validate()

    def _cell_changed(self, item: QTableWidgetItem) -> None:
        if self._filling:
            return
        row, col = item.row(), item.column()
        lv = self.levels[row]
        if col == 4:
            kind = (
                AnteKind.BIG_BLIND
                if item.checkState() == Qt.CheckState.Checked
                else AnteKind.CLASSIC
            )
            new = replace(lv, ante_kind=kind)
        elif col == 8:
            new = replace(lv, note=preset_words.stored(item.text().strip(), lv.note))
        elif col in INT_COLUMNS:
            text = item.text().strip().replace(",", "").replace(" ", "")
            try:
                value = int(text or "0")
            except ValueError:
                name = self._row_name(row)
                self.error_label.setText(
                    self.tr("{0}: {1} {2!r} is not a whole number").format(
                        name, column(COLUMNS[col]).lower(), item.text()
                    )
                )
                refused = ValueError(self.error_label.text())
                gate(self.buttons.button(QDialogButtonBox.StandardButton.Save),
                     lambda: _raise(refused))
                return
            new = replace(lv, **{INT_COLUMNS[col]: value})  # type: ignore[arg-type]
        else:
            return
        self.levels = (*self.levels[:row], new, *self.levels[row + 1 :])
        self.validate()

    def _row_name(self, row: int) -> str:
        number = level_numbers(self.levels)[row]
        return self.tr("Level {0}").format(number) if number is not None else self.tr("Break")

    def validate(self) -> bool:
        """Save, Save as template and Export are enabled by the structure's rule
        (``verify_structure``), its reason the disabled buttons' tooltip (issue 22)."""
        structure = self.structure()
        refused: ValueError | None = None
        try:
            verify_structure(structure)
        except ValueError as exc:
            message = str(exc)
            refused = ValueError(message[:1].upper() + message[1:])
            self.error_label.setText(str(refused))
            self.warning_label.setText("")
        else:
            self.error_label.setText("")
            self.warning_label.setText("\n".join(structure_warnings(structure)[:4]))
        for b in (self.buttons.button(QDialogButtonBox.StandardButton.Save),
                  self.save_template_button, self.export_button):
            gate(b, lambda: _raise(refused))  # checked once above, for all three
        return refused is None

    def _selected(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    # -- editing -------------------------------------------------------------------------------
    def add_level(self) -> None:
        at = self._selected()
        at = len(self.levels) if at is None else at + 1
        self.levels = add_level(self.levels, suggest_next_level(self.levels[:at]), at)
        self.fill(at)

    def insert_break(self) -> None:
        at = self._selected()
        at = len(self.levels) if at is None else at + 1
        self.levels = insert_break(self.levels, at, 15)
        self.fill(at)

    def duplicate(self) -> None:
        row = self._selected()
        if row is not None:
            self.levels = duplicate_level(self.levels, row)
            self.fill(row + 1)

    def remove(self) -> None:
        row = self._selected()
        if row is not None and len(self.levels) > 1:
            self.levels = remove_level(self.levels, row)
            self.fill(min(row, len(self.levels) - 1))

    def move_selected(self, step: int) -> None:
        row = self._selected()
        if row is None or not 0 <= row + step < len(self.levels):
            return
        self.levels = move_level(self.levels, row, row + step)
        self.fill(row + step)

    def set_all(self) -> None:
        self.levels = set_all_durations(self.levels, self.minutes_spin.value())
        self.fill(self._selected())

    def _replace_with(self, structure: Structure) -> None:
        self.levels = structure.levels
        self.game = structure.game
        self.game_label.setText(self.game.value)
        self.name_as_stored = structure.name
        self.name_edit.setText(preset_words.shown(structure.name))
        if not self.stack_spin.isReadOnly():
            self.stack_spin.setValue(structure.starting_stack)
        self.chips_edit.setText(", ".join(str(c) for c in structure.chips))
        self.fill()

    def load_preset(self) -> None:
        key = self.preset_combo.currentData()
        if key:
            try:
                self._replace_with(svc.load_preset(key))
            except TdeskError as exc:
                messages.error(self, str(exc))

    def _fill_templates(self) -> None:
        self.template_combo.clear()
        try:
            names = svc.list_templates(self.ctx.store)
        except TdeskError:
            names = []
        for name in names:
            self.template_combo.addItem(name)
        self.template_button.setEnabled(bool(names))

    def load_template(self) -> None:
        name = self.template_combo.currentText()
        if name:
            structure = self.ctx.run(self, svc.load_template, self.ctx.store, name)
            if structure is not None:
                self._replace_with(structure)

    def save_template(self) -> None:
        if not self.validate():
            return
        structure = self.structure()
        replace_it = structure.name.lower() in (
            n.lower() for n in svc.list_templates(self.ctx.store)
        )
        if replace_it and not messages.confirm(
            self, self.tr("Replace the template {0!r}?").format(structure.name)
        ):
            return
        if self.ctx.attempt(self, svc.save_template, self.ctx.store, structure, replace=replace_it):
            self._fill_templates()

    def import_toml(self) -> None:
        path = files.open_file(
            self, self.tr("Import structure"), self.tr("Structure files (*.toml);;All files (*)")
        )
        if path is None:
            return
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            messages.error(self, self.tr("Cannot read {0}: {1}").format(path, exc))
            return
        try:
            self._replace_with(svc.parse_structure(text))
        except TdeskError as exc:
            messages.error(self, str(exc))

    def export_toml(self) -> None:
        if not self.validate():
            return
        structure = self.structure()
        path = files.save_file(
            self,
            self.tr("Export structure"),
            self.tr("Structure files (*.toml)"),
            f"{structure.name}.toml",
        )
        if path is None:
            return
        try:
            path.write_text(structure_to_toml(structure), encoding="utf-8")
        except OSError as exc:
            messages.error(self, self.tr("Cannot write {0}: {1}").format(path, exc))

    def save(self) -> None:
        if not self.validate():
            return
        if self.event_id is not None and not self.ctx.attempt(
            self, svc.set_structure, self.ctx.store, self.event_id, self.structure()
        ):
            return
        self.saved.emit()
        self.accept()


def _raise(refused: ValueError | None) -> None:
    """The verdict a rule already gave, for ``gate``: raise it again (None: allowed)."""
    if refused is not None:
        raise refused
