"""Import players from CSV: a preview that shows every row and every problem before saving.

The preview says which encoding the file was read as and how sure the detector is (pick
another in the list when names look wrong); when another encoding reads the names about as
well, a warning says so and Import waits until the director confirms the names read right
(or chooses the encoding). It lists every row: refused rows in red with the
reason, accepted rows ready, each with the person it is (issues 35, 36: a returning person of
the player database, chosen by ``import_people``, or a new one). Import writes the accepted rows all together or none of them, off the
GUI thread with progress and Cancel (10,000 players take seconds; the clock keeps ticking), and
the dialog then says what was imported.
"""

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk.crashlog import one_line
from tdesk.errors import TdeskError
from tdesk.models.store import Store
from tdesk.services.csv_io import (
    ENCODING_LABELS,
    ENCODINGS,
    CsvPreview,
    CsvRow,
    EncodingGuess,
    read_players_csv,
)
from tdesk.services.events import get_event
from tdesk.services.people.import_match import RowMatch, match_rows
from tdesk.services.players import PlayerFields, import_players, registered_names
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.people.import_people import PersonChoices
from tdesk.ui.widgets.background import BackgroundTask, Progress, run_in_background

BAD = QColor(palette.BAD_ROW)
SHOWN_ERRORS = 8
SHOWN_ROWS = 2_000
PERSON_COLUMN = 2
BACKGROUND_BYTES = 512 * 1024

# the encoding names, for the translators (the list shows ENCODING_LABELS through tr)
_LABELS = [
    QT_TRANSLATE_NOOP("ImportDialog", "Detect"),
    QT_TRANSLATE_NOOP("ImportDialog", "UTF-8"),
    QT_TRANSLATE_NOOP("ImportDialog", "UTF-8 with BOM"),
    QT_TRANSLATE_NOOP("ImportDialog", "UTF-16 (spreadsheet Unicode text)"),
    QT_TRANSLATE_NOOP("ImportDialog", "Windows-1252 / Latin-1 (Western European)"),
    QT_TRANSLATE_NOOP("ImportDialog", "Mac Roman (Western European, older Macs)"),
    QT_TRANSLATE_NOOP("ImportDialog", "CP850 (Western European, DOS)"),
    QT_TRANSLATE_NOOP("ImportDialog", "Windows-1251 (Cyrillic)"),
    QT_TRANSLATE_NOOP("ImportDialog", "KOI8-R (Cyrillic)"),
    QT_TRANSLATE_NOOP("ImportDialog", "CP866 (Cyrillic, DOS)"),
    QT_TRANSLATE_NOOP("ImportDialog", "ISO-8859-5 (Cyrillic)"),
    QT_TRANSLATE_NOOP("ImportDialog", "Mac Cyrillic (older Macs)"),
    QT_TRANSLATE_NOOP("ImportDialog", "GBK / GB18030 (Chinese, simplified)"),
    QT_TRANSLATE_NOOP("ImportDialog", "Big5 (Chinese, traditional)"),
    QT_TRANSLATE_NOOP("ImportDialog", "Shift-JIS / Windows-932 (Japanese)"),
    QT_TRANSLATE_NOOP("ImportDialog", "EUC-KR (Korean)"),
]


class ImportDialog(QDialog):
    imported = Signal(int)

    def __init__(self, ctx: AppContext, event_id: int, path: Path,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.event_id = event_id
        self.path = path
        self.preview: CsvPreview | None = None
        self.task: BackgroundTask | None = None  # the reading, while it runs
        self.import_task: BackgroundTask | None = None  # the writing, while it runs
        self.written: list[int] | None = None  # set by the writing once it has committed
        # Rating is a Swiss or league value, Games a league's (HU-E1): a poker or OFC list
        # shows neither (issue 35)
        self.kind = get_event(ctx.store, event_id).kind
        self.people = PersonChoices(self)
        self.accepted_lines: list[int] = []  # the file's line of each accepted row
        self.people.changed.connect(self._people_changed)
        self.setWindowTitle(self.tr("Import players — {0}").format(path.name))
        self.resize(860, 540)
        self.encoding = QComboBox()
        self.encoding.setObjectName("encoding")
        for key in ENCODINGS:
            self.encoding.addItem(self._label(key), key)
        self.encoding.currentIndexChanged.connect(lambda _i: self.load())
        self.verdict = QLabel()
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)
        self.doubt = QLabel()
        self.doubt.setObjectName("encodingDoubt")
        self.doubt.setWordWrap(True)
        self.doubt.setStyleSheet(f"QLabel {{ background: {palette.NOTICE_BG}; color: {palette.NOTICE_TEXT}; padding: 6px; }}")
        self.doubt.hide()
        self.names_checked = QCheckBox()
        self.names_checked.setObjectName("namesChecked")
        self.names_checked.toggled.connect(lambda _on: self._update_button())
        self.names_checked.hide()
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.skip_refused = QCheckBox()
        self.skip_refused.setObjectName("skipRefused")
        self.skip_refused.toggled.connect(lambda _on: self._update_button())
        self.people_line = QLabel()  # returning and new people, ratings kept
        self.people_line.setObjectName("peopleLine")
        self.people_line.setWordWrap(True)
        self.people_line.hide()
        self.choosing = QLabel()  # the rows waiting for a person to be chosen
        self.choosing.setObjectName("choosing")
        self.choosing.setWordWrap(True)
        self.choosing.setStyleSheet(f"QLabel {{ background: {palette.NOTICE_BG}; color: {palette.NOTICE_TEXT}; "
                                    "padding: 6px; }")
        self.choosing.hide()
        self.take_spellings = QPushButton()
        self.take_spellings.setObjectName("takeSpellings")
        self.take_spellings.clicked.connect(self.people.take_spellings)
        self.take_spellings.hide()
        self.table = QTableWidget()
        self.table.setObjectName("previewTable")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()  # the Line column numbers the rows
        self.table.cellClicked.connect(self._cell_clicked)
        self.table.cellActivated.connect(self._cell_clicked)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = self.buttons.addButton(self.tr("&Import"),
                                                    QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setObjectName("doImport")
        self.import_button.clicked.connect(self.do_import)
        self.close_button = self.buttons.addButton(self.tr("&Close"),
                                                   QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button.setObjectName("closeImport")
        self.close_button.clicked.connect(self.accept)
        self.close_button.hide()  # shown with the result, in place of Import and Cancel
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("&Encoding:"), self.encoding)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.verdict)
        layout.addWidget(self.doubt)
        layout.addWidget(self.names_checked)
        layout.addWidget(self.summary)
        layout.addWidget(self.skip_refused)
        layout.addWidget(self.people_line)
        layout.addWidget(self.choosing)
        layout.addWidget(self.take_spellings)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.buttons)
        self.load()

    def _label(self, key: str) -> str:
        return self.tr(ENCODING_LABELS.get(key, key))

    def load(self) -> None:
        try:
            data = self.path.read_bytes()
        except OSError as exc:
            self._show_problem(self.tr("Cannot read {0}: {1}").format(self.path, exc.strerror))
            return
        chosen = self.encoding.currentData() or "auto"
        registered = registered_names(self.ctx.store, self.event_id)
        if len(data) < BACKGROUND_BYTES:
            self._loaded(read_and_match(self.ctx.store, self.event_id, data, chosen, registered))
            return
        # a big list (tens of thousands of players) is read off the GUI thread: the clock on
        # the wall keeps ticking, and Cancel stops the reading
        if self.task is not None and self.task.running:
            self.task.cancel()  # another encoding was chosen meanwhile
        self.preview = None
        self._show_problem(self.tr("Reading {0}…").format(self.path.name))
        self.task = run_in_background(self, self.tr("Reading {0}…").format(self.path.name),
                                      read_and_match, self.ctx.store, self.event_id, data,
                                      chosen, registered, on_done=self._loaded)

    def _loaded(self, read: tuple[CsvPreview, list[RowMatch]]) -> None:
        preview, matches = read
        self.preview = preview
        self.people.reset(matches, preview.players)
        self._fill(preview)

    def _show_problem(self, text: str) -> None:
        self.summary.setText(text)
        self.table.setRowCount(0)
        self.skip_refused.hide()
        self.choosing.hide()
        self.take_spellings.hide()
        self.people_line.hide()
        self.doubt.hide()
        self.names_checked.hide()
        self.import_button.setEnabled(False)

    def _verdict(self, preview: CsvPreview) -> str:
        guess = preview.guess or EncodingGuess(preview.encoding, detected=False)
        label = self._label(guess.encoding)
        if not guess.detected:
            text = self.tr("Read as {0}, as chosen.").format(label)
        else:
            text = self.tr("Read as {0}: detected, {1} % sure.").format(
                label, round(guess.confidence * 100))
        separators = {",": self.tr("commas"), ";": self.tr("semicolons"), "\t": self.tr("tabs"),
                      "|": self.tr("vertical bars")}
        if preview.rows:
            text += " " + self.tr("Values separated by {0}.").format(
                separators.get(preview.delimiter, preview.delimiter))
        return text

    def _size_columns(self) -> None:
        """Every column as wide as what it holds, the Problem column too (an empty one was
        stretched wide while names were cut to "Мария …", issue 21); room to spare goes to
        the names. Measured once per preview, not on every change of a long table."""
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.resizeColumnsToContents()
        used = sum(self.table.columnWidth(c) for c in range(self.table.columnCount()))
        if used < self.table.viewport().width():
            header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)

    def _doubt(self, guess: EncodingGuess) -> str:
        """The warning shown when detection is not sure: the names may be garbled."""
        if guess.alternatives:
            others = ", ".join(self._label(k) for k in guess.alternatives[:4])
            return self.tr("<b>Not sure this is the right encoding:</b> the file also reads as "
                           "{0}. Check the names below before importing; if they look wrong, "
                           "choose the encoding above.").format(_escape(others))
        return self.tr("<b>Not sure this is the right encoding:</b> the names read clearly in "
                       "no encoding tdesk knows. Check them below before importing; if they "
                       "look wrong, choose the encoding above.")

    def _fill(self, preview: CsvPreview) -> None:
        self.verdict.setText(self._verdict(preview))
        guess = preview.guess
        uncertain = guess is not None and guess.uncertain
        if guess is not None and uncertain:
            self.doubt.setText(self._doubt(guess))
            self.names_checked.setText(self.tr("The names read right: import them as {0}")
                                       .format(self._label(guess.encoding)))
        self.doubt.setVisible(uncertain)
        self.names_checked.setVisible(uncertain and preview.importable)
        self.names_checked.setChecked(False)
        keys = ["name", "rating", "country", "site_games"]
        if self.kind not in ("swiss", "league"):
            keys.remove("rating")
        if self.kind != "league":
            keys.remove("site_games")
        titles = {"name": self.tr("Name"), "rating": self.tr("Rating"),
                  "country": self.tr("Country"), "site_games": self.tr("Games")}
        headers = [self.tr("Line"), titles["name"], self.tr("Person"),
                   *(titles[k] for k in keys[1:]), self.tr("Problem")]
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        accepted_at = {r.line: i for i, r in enumerate(r for r in preview.rows if r.fields)}
        self.accepted_lines = accepted_lines = list(accepted_at)
        open_lines = {accepted_lines[i] for i in self.people.open_rows}
        rows = shown_rows(preview.rows, must=lambda r: r.line in open_lines)
        self.table.setRowCount(len(rows))
        self.table.setUpdatesEnabled(False)
        for r, row in enumerate(rows):
            cells = [str(row.line), row.values.get("name", "")[:200], ""] + [
                row.values.get(k, "")[:200] for k in keys[1:]] + [row.error]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if row.error:
                    item.setBackground(QBrush(BAD))
                    item.setToolTip(row.error)
                self.table.setItem(r, c, item)
            if row.line in accepted_at:
                self.people.put(self.table, r, PERSON_COLUMN, accepted_at[row.line])
        self.table.setUpdatesEnabled(True)
        self._size_columns()
        self._people_changed()
        accepted = len(preview.players)
        if len(rows) < len(preview.rows):
            self.verdict.setText(self.verdict.text() + " " + self.tr(
                "The table shows {0} of the {1} rows, every refused row among them.").format(
                    f"{len(rows):,}", f"{len(preview.rows):,}"))
        errors = preview.errors
        shown = "<br>".join(_escape(e) for e in errors[:SHOWN_ERRORS]) + (
            "<br>…" if len(errors) > SHOWN_ERRORS else "")
        if preview.problems:
            self.summary.setText(self.tr("<b>The file cannot be imported:</b><br>{0}")
                                 .format(shown))
        elif preview.ok:
            self.summary.setText(self.tr("%n player(s) ready to import", "", accepted)
                                 + " " + self.tr("(read as {0}).").format(
                                     self._label(preview.encoding)))
        elif accepted:
            self.summary.setText(
                self.tr("<b>%n row(s) refused</b> (red); nothing is imported until the file "
                        "is fixed, or you leave them out below:", "", len(preview.refused))
                + "<br>" + shown)
        else:
            self.summary.setText(self.tr("<b>No row can be imported:</b><br>{0}").format(shown))
        refused = len(preview.refused)
        self.skip_refused.setText(
            self.tr("Import the %n accepted player(s)", "", accepted) + " "
            + self.tr("and leave out the %n refused row(s)", "", refused))
        self.skip_refused.setVisible(preview.importable and refused > 0)
        self.skip_refused.setChecked(False)
        self.import_button.setText(self.tr("&Import %n player(s)", "", accepted)
                                   if preview.importable else self.tr("&Import"))
        self._update_button()

    def _cell_clicked(self, row: int, column: int) -> None:
        """A settled row's Person cell opens its list of candidates (made on first use)."""
        if column != PERSON_COLUMN or not self.table.isEnabled():
            return
        had = self.table.cellWidget(row, column)
        combo = self.people.make_list(self.table, row, column)
        if combo is not None and had is None:
            combo.setFocus()
            combo.showPopup()

    def _people_changed(self) -> None:
        """The amber note: the rows still to choose, and a person chosen twice."""
        people, preview = self.people, self.preview
        if preview is None or not people.choice:
            return
        lines = self.accepted_lines
        notes = []
        still = people.open_rows
        if still:
            notes.append(self.tr("<b>%n row(s) may be people already in the player database"
                                 "</b> (amber): choose the person or New person in the Person "
                                 "column.", "", len(still)) + " " + self.tr("Lines: {0}").format(
                                     _lines([lines[i] for i in still])))
        for candidate, rows in people.twice():
            notes.append(self.tr("<b>{0} is chosen for lines {1}:</b> one person plays an "
                                 "event once.").format(_escape(candidate.name),
                                                       _lines([lines[i] for i in rows])))
        self.choosing.setText("<br>".join(notes))
        self.choosing.setVisible(bool(notes))
        spelled = people.spelled_otherwise()
        self.take_spellings.setText(self.tr("Take the single person for each other spelling "
                                            "(%n row(s))", "", len(spelled)))
        self.take_spellings.setVisible(bool(spelled))
        returning = people.returning
        text = self.tr("Returning people: {0}; new people: {1}.").format(
            returning, len(people.choice) - returning - len(still))
        kept = people.kept()
        if kept:
            text += " " + self.tr("%n returning person(s) keep their own rating over the "
                                  "file's (see the Person column's tooltip).", "", kept)
        self.people_line.setText(text)
        self.people_line.show()
        self._update_button()

    def _update_button(self) -> None:
        """Import is offered when every row reads, or when the floor chose to leave out the
        refused rows: the accepted ones are then written all together or not at all. An
        encoding detected without certainty waits for the names to be confirmed."""
        preview = self.preview
        doubtful = preview is not None and bool(preview.doubt)
        self.import_button.setEnabled(
            preview is not None and preview.importable
            and (not preview.refused or self.skip_refused.isChecked())
            and (not doubtful or self.names_checked.isChecked())
            and not self.people.open_rows and not self.people.twice())

    def do_import(self) -> None:
        """Write the accepted rows in the background: progress, Cancel, the clock ticking."""
        preview = self.preview
        if preview is None or not self.import_button.isEnabled() or self.importing:
            return
        self.written = None
        self._set_busy(True)
        count = len(preview.players)
        task = BackgroundTask(self, self.tr("Importing %n player(s)…", "", count), self._write,
                              self.ctx.store, self.event_id, preview.players,
                              self.people.persons)
        task.done.connect(self._imported)
        task.cancelled.connect(self._import_cancelled)
        task.failed.connect(self._import_failed)
        self.import_task = task
        task.start()

    @property
    def importing(self) -> bool:
        return self.import_task is not None and self.import_task.running

    def _write(self, store: Store, event_id: int, players: Sequence[PlayerFields],
               persons: Sequence[int | None], progress: Progress) -> list[int]:
        """Runs in the pool. The ids are kept: a Cancel that lands after the commit must not
        tell the floor that a saved import was dropped."""
        ids = import_players(store, event_id, players, progress=progress, persons=persons)
        self.written = ids
        return ids

    def _set_busy(self, busy: bool) -> None:
        """Nothing in the preview changes while it is being written."""
        self.encoding.setEnabled(not busy)
        self.skip_refused.setEnabled(not busy)
        self.take_spellings.setEnabled(not busy)
        self.table.setEnabled(not busy)
        self.names_checked.setEnabled(not busy)
        self.import_button.setEnabled(False)
        if not busy:
            self._update_button()

    def _imported(self, ids: list[int]) -> None:
        self.ctx.poll()
        self.imported.emit(len(ids))
        preview = self.preview
        left_out = len(preview.refused) if preview is not None else 0
        text = "<b>" + self.tr("%n player(s) imported.", "", len(ids)) + "</b>"
        if left_out:
            text += " " + self.tr("%n refused row(s) left out.", "", left_out)
        returning = sum(p is not None for p in self.people.persons)
        if returning:
            text += " " + self.tr("Returning people: {0}; new people: {1}.").format(
                returning, len(ids) - returning)
        self.summary.setText(text)
        self.table.setEnabled(False)
        self.people_line.hide()
        self.choosing.hide()
        self.take_spellings.hide()
        self.skip_refused.hide()
        self.names_checked.hide()
        self.encoding.setEnabled(False)
        self.import_button.hide()
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).hide()
        self.close_button.show()
        self.close_button.setDefault(True)
        self.close_button.setFocus()

    def _import_cancelled(self) -> None:
        if self.written is not None:  # Cancel came after the commit: it is saved
            self._imported(self.written)
            return
        self._set_busy(False)
        self.summary.setText(self.tr("<b>Import cancelled:</b> nothing was saved."))

    def _import_failed(self, exc: object) -> None:
        self._set_busy(False)
        self._show_problem(str(exc) if isinstance(exc, TdeskError)
                           else one_line(exc) if isinstance(exc, BaseException) else str(exc))

    def reject(self) -> None:
        """Escape or Cancel while the rows are written cancels the writing, not the dialog."""
        if self.import_task is not None and self.import_task.running:
            self.import_task.cancel()
            return
        super().reject()


def read_and_match(store: Store, event_id: int, data: bytes, encoding: str,
                   registered: set[str], progress: Progress | None = None
                   ) -> tuple[CsvPreview, list[RowMatch]]:
    """The preview and, for its accepted rows, the people of the store each may be: one read
    of the people, off the GUI thread with the reading for a big file."""
    preview = read_players_csv(data, encoding, registered, progress=progress)
    return preview, match_rows(store, event_id, [p.name for p in preview.players])


def _lines(lines: Sequence[int], shown: int = 12) -> str:
    return ", ".join(map(str, lines[:shown])) + (", …" if len(lines) > shown else "")


def shown_rows(rows: Sequence[CsvRow], limit: int = SHOWN_ROWS,
               must: Callable[[CsvRow], bool] | None = None) -> list[CsvRow]:
    """At most ``limit`` rows for the table, in file order: every refused row and every row
    ``must`` names (a person to choose), up to the limit, then the first accepted ones. A
    100,000-row list previews in a moment."""
    if len(rows) <= limit:
        return list(rows)
    refused = [r for r in rows if r.error or (must is not None and must(r))][:limit]
    room = limit - len(refused)
    taken = {id(r) for r in refused}
    accepted = [r for r in rows if not r.error and id(r) not in taken][:room]
    return sorted(refused + accepted, key=lambda r: r.line)


def _escape(text: str) -> str:
    """Rows are shown in rich text; a name like ``<b>`` must show as typed."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
