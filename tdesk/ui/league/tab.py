"""The Season tab of a heads-up league: registration and seeds before the season, then each
round: pairings with their slots, the availability grid, the players' reports, the end-of-round
check, the admins' stop queue and corrections (HU-S1, HU-E1, HU-P1/P2, HU-D1/D2, HU-R2/R3)."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QColor, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk import engine_text
from tdesk.errors import TdeskError
from tdesk.rules import league as league_rules
from tdesk.rules.league import FINAL_OUTCOMES, GameReports
from tdesk.rules.people.ratings import shown
from tdesk.services.events import EventInfo
from tdesk.services.league import league
from tdesk.services.league.league import Registrant, RoundView, SeasonView
from tdesk.services.table_reads import reads_of
from tdesk.timefmt import local_text
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.labels import column
from tdesk.ui.league.text import outcome_text, round_text, when_text
from tdesk.ui.league.widgets import AvailabilityGrid, GamesTable
from tdesk.ui.widgets import files, messages
from tdesk.ui.widgets.gate import gate, refusal
from tdesk.ui.widgets.shown_refresh import ShownRefresher

OUTCOMES = ["".join(o) for o in FINAL_OUTCOMES]


class RegistrationTable(QTableWidget):
    COLUMNS = (QT_TRANSLATE_NOOP("columns", "Name"), QT_TRANSLATE_NOOP("columns", "Rating"),
               QT_TRANSLATE_NOOP("columns", "Games on site"),
               QT_TRANSLATE_NOOP("columns", "Eligible (HU-E1)"),
               QT_TRANSLATE_NOOP("columns", "Registration"), QT_TRANSLATE_NOOP("columns", "Seed"))

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(self.COLUMNS), parent)
        self.setObjectName("leagueRegistrations")
        self.setHorizontalHeaderLabels([column(c) for c in self.COLUMNS])
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.rows: list[Registrant] = []

    def status_name(self, status: str) -> str:
        return {league.PENDING: self.tr("pending"), league.ACCEPTED: self.tr("accepted"),
                league.DECLINED: self.tr("declined")}.get(status, status)

    def show_rows(self, rows: list[Registrant]) -> None:
        self.rows = rows
        self.setRowCount(len(rows))
        for r, row in enumerate(rows):
            rating = row.rating if row.game_rating is None else shown(row.game_rating)
            cells = (row.name, "" if rating is None else str(rating), str(row.site_games),
                     self.tr("yes") if row.eligible else self.tr("no — too few games"),
                     self.status_name(row.status), "" if row.seed is None else str(row.seed))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c == 3 and not row.eligible:
                    item.setForeground(QColor(palette.REFUSAL))
                if c == 1 and row.game_rating is not None:  # RAT-7: what seeds the player
                    item.setToolTip(self.tr("Rating for the season's game (RAT-7); typed: %1")
                                    .replace("%1", "" if row.rating is None
                                             else str(row.rating)))
                self.setItem(r, c, item)

    def selected(self) -> list[Registrant]:
        return [self.rows[i.row()] for i in self.selectionModel().selectedRows()]


class TemplatesDialog(QDialog):
    """Round templates A, B, C … with their slot dates and times (local)."""

    def __init__(self, ctx: AppContext, event_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.event_id = ctx, event_id
        self.setWindowTitle(self.tr("Round templates"))
        self.name = QLineEdit("A")
        self.name.setObjectName("templateName")
        self.slots = QPlainTextEdit()
        self.slots.setObjectName("templateSlots")
        self.slots.setPlaceholderText(self.tr("One slot a line: 2026-12-01 20:00"))
        self.existing = QLabel()
        self.existing.setWordWrap(True)
        self.error = QLabel()
        self.error.setStyleSheet(f"color: {palette.REFUSAL}")
        save = QPushButton(self.tr("&Save template"))
        save.setObjectName("saveTemplate")
        save.clicked.connect(self.save)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.accept)
        form = QFormLayout()
        form.addRow(self.tr("Template"), self.name)
        form.addRow(self.tr("Slots"), self.slots)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(save)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.existing)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addLayout(buttons)
        self.name.textChanged.connect(self._load)
        self.refresh()
        self._load()

    def refresh(self) -> None:
        templates = league.list_templates(self.ctx.store, self.event_id)
        lines = [f"{t.name}: " + ", ".join(when_text(s) for s in t.slots)
                 for t in templates]
        self.existing.setText("\n".join(lines) or self.tr("No templates yet: rounds then get "
                                                          "one slot a day at 20:00."))

    def _load(self) -> None:
        for t in league.list_templates(self.ctx.store, self.event_id):
            if t.name == self.name.text().strip():
                self.slots.setPlainText("\n".join(local_text(s) for s in t.slots))

    def save(self) -> bool:
        try:
            slots = league.parse_slots(self.slots.toPlainText())
            league.save_template(self.ctx.store, self.event_id, self.name.text(), slots)
        except TdeskError as exc:
            self.error.setText(str(exc))
            return False
        self.error.clear()
        self.ctx.poll()
        self.refresh()
        return True


class SeasonTab(QWidget):
    READS: frozenset[str] = reads_of(league.season, league.registrations, league.decisions)
    """The tables a refresh reads: a change elsewhere is no reason to read again (issue 22)."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.view: SeasonView | None = None
        self.round_id: int | None = None
        self.templates_dialog: TemplatesDialog | None = None

        self.status = QLabel()
        self.status.setObjectName("seasonStatus")
        self.rounds = QComboBox()
        self.rounds.setObjectName("seasonRounds")
        self.rounds.activated.connect(self._round_chosen)
        self.pair_button = self._button(self.tr("&Pair next round"), "pairRound", self.pair,
                                        "Ctrl+Shift+R")
        self.check_button = self._button(self.tr("&End-of-round check"), "checkRound",
                                         self.check, "Ctrl+E")
        self.copy_button = self._button(self.tr("Copy as te&xt"), "copyRound", self.copy_text,
                                        "Ctrl+Shift+C")
        self.csv_button = self._button(self.tr("Export CS&V…"), "exportCsv", self.export_csv)
        self.templates_button = self._button(self.tr("Round &templates…"), "templates",
                                             self.open_templates)
        self.phones_button = self._button(self.tr("P&hones…"), "phonesButton", self.open_phones,
                                          "Ctrl+Shift+P")  # issue 25
        self.phones_button.setEnabled(False)
        self.phones_dialog: QDialog | None = None
        top = QHBoxLayout()
        top.addWidget(self.status, 1)
        top.addWidget(QLabel(self.tr("Round")))
        top.addWidget(self.rounds)
        for b in (self.pair_button, self.check_button, self.copy_button, self.csv_button,
                  self.templates_button, self.phones_button):
            top.addWidget(b)

        self.pages = QStackedWidget()
        self.pages.addWidget(self._registration_page())
        self.pages.addWidget(self._round_page())
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.pages, 1)

        self.on_change = ShownRefresher(self, self.refresh, reads=self.READS,
                                        event=lambda: self.ctx.event_id_if("league"))
        ctx.changed.connect(self.on_change.changed)
        ctx.eventChanged.connect(self._event_changed)
        self.refresh()

    def _button(self, text: str, name: str, slot, shortcut: str = "") -> QPushButton:  # type: ignore[no-untyped-def]
        button = QPushButton(text)
        button.setObjectName(name)
        button.clicked.connect(slot)
        if shortcut:
            QShortcut(QKeySequence(shortcut), self, slot,
                      context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
            button.setToolTip(shortcut)
        return button

    # -- pages ----------------------------------------------------------------------------
    def _registration_page(self) -> QWidget:
        page = QWidget()
        self.registrations = RegistrationTable()
        accept = self._button(self.tr("&Accept"), "acceptRegistration",
                              lambda: self.set_registration(league.ACCEPTED), "Ctrl+Shift+A")
        decline = self._button(self.tr("&Decline"), "declineRegistration",
                               lambda: self.set_registration(league.DECLINED), "Ctrl+Shift+D")
        start = self._button(self.tr("&Start season (seed players)"), "startSeason",
                             self.start_season)
        self.registration_note = QLabel()
        self.registration_note.setWordWrap(True)
        buttons = QHBoxLayout()
        for b in (accept, decline):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(start)
        layout = QVBoxLayout(page)
        layout.addWidget(self.registration_note)
        layout.addWidget(self.registrations, 1)
        layout.addLayout(buttons)
        return page

    def _round_page(self) -> QWidget:
        self.games = GamesTable()
        self.games.reportTyped.connect(self.enter_report)
        self.games.currentCellChanged.connect(lambda *_: self._game_selected())
        self.grid = AvailabilityGrid()
        self.grid.marksEntered.connect(self.enter_marks)
        self.grid_error = QLabel()
        self.grid_error.setObjectName("availabilityError")
        self.grid_error.setStyleSheet(f"color: {palette.REFUSAL}")
        self.grid_error.setWordWrap(True)
        left = QSplitter(Qt.Orientation.Vertical)
        games_box = QGroupBox(self.tr("Games (type 1, 0, -, + or ? in a report column)"))
        QVBoxLayout(games_box).addWidget(self.games)
        grid_box = QGroupBox(self.tr("Availability (type 1 good, 2 possible, 3 impossible)"))
        grid_layout = QVBoxLayout(grid_box)
        grid_layout.addWidget(self.grid)
        grid_layout.addWidget(self.grid_error)
        left.addWidget(games_box)
        left.addWidget(grid_box)

        self.stops = QListWidget()
        self.stops.setObjectName("stopQueue")
        self.stops.currentItemChanged.connect(self._stop_selected)
        self.game_label = QLabel()
        self.game_label.setWordWrap(True)
        self.outcome = QComboBox()
        self.outcome.setObjectName("decisionOutcome")
        for o in OUTCOMES:
            self.outcome.addItem(outcome_text(o), o)
        self.admin = QLineEdit(self.ctx.store.staff)
        self.admin.setObjectName("decisionAdmin")
        self.reason = QLineEdit()
        self.reason.setObjectName("decisionReason")
        self.decide_button = self._button(self.tr("Deci&de"), "decide", self.decide, "Ctrl+D")
        self.decision_error = QLabel()
        self.decision_error.setStyleSheet(f"color: {palette.REFUSAL}")
        self.decision_error.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.game_label)
        form.addRow(self.tr("Outcome"), self.outcome)
        form.addRow(self.tr("Admin"), self.admin)
        form.addRow(self.tr("Reason"), self.reason)
        form.addRow(self.decision_error)
        form.addRow(self.decide_button)
        self.log = QListWidget()
        self.log.setObjectName("decisionLog")
        right = QWidget()
        right_layout = QVBoxLayout(right)
        stop_box = QGroupBox(self.tr("Stop queue (conflicting reports)"))
        QVBoxLayout(stop_box).addWidget(self.stops)
        decision_box = QGroupBox(self.tr("Admin decision / correction"))
        decision_box.setLayout(form)
        log_box = QGroupBox(self.tr("Admins' log"))
        QVBoxLayout(log_box).addWidget(self.log)
        right_layout.addWidget(stop_box, 1)
        right_layout.addWidget(decision_box)
        right_layout.addWidget(log_box, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        return split

    # -- refresh --------------------------------------------------------------------------
    def _event_changed(self, _info: EventInfo | None) -> None:
        self.round_id = None
        self.refresh()

    def refresh(self, *_args: object) -> None:
        event_id = self.ctx.event_id_if("league")
        if event_id is None:
            return
        try:
            self.view = league.season(self.ctx.store, event_id, self.round_id)
        except TdeskError:
            return
        view = self.view
        self.pages.setCurrentIndex(1 if view.started else 0)
        self.rounds.blockSignals(True)
        self.rounds.clear()
        for rid, number, closed in view.rounds:
            self.rounds.addItem(self.tr("Round {0}").format(number)
                                + ("" if closed else " " + self.tr("(open)")), rid)
        current = view.current
        if current is not None:
            self.rounds.setCurrentIndex(self.rounds.findData(current.id))
        self.rounds.blockSignals(False)
        self.status.setText(self._status_text(view))
        self._gate_round_buttons(view)
        self.copy_button.setEnabled(current is not None)
        self.csv_button.setEnabled(current is not None)
        self.phones_button.setEnabled(view.started)
        self.phones_button.setToolTip("Ctrl+Shift+P\n" + (
            self.tr("Players report their games and times from their phones") if view.started
            else self.tr("Start the season first: phones report the rounds' games")))
        if not view.started:
            rows = league.registrations(self.ctx.store, event_id)
            self.registrations.show_rows(rows)
            pending = sum(r.status == league.PENDING for r in rows)
            self.registration_note.setText(self.tr(
                "Accept or decline each registration (HU-E1: at least {0} games on the host "
                "site). Starting the season seeds the accepted players by rating (HU-S1); "
                "{1} still pending.").format(view.settings.min_site_games, pending))
            return
        self.games.show_round(current)
        self.grid.show_round(current)
        self._show_stops(current)
        self._show_log(event_id)
        self._game_selected()

    def _gate_round_buttons(self, view: SeasonView) -> None:
        """Pair and the end-of-round check as the league's rules allow them (issue 22): a
        refused one is off and says why. The check stays on for an open round (it is logged
        and says what holds the round open); its tooltip tells beforehand whether it would
        end the round now (HU-R3)."""
        gate(self.pair_button, view.next_round.verify_next_round)  # the action's own check
        current = view.current
        if current is None:
            gate(self.check_button, None)
            self.check_button.setEnabled(False)  # no round: nothing to check
            return
        if gate(self.check_button, current.verify_round_open):
            held = refusal(lambda: league_rules.verify_end_round(
                round_reports(current), cutoff_passed=cutoff_passed(current)))
            if held:
                self.check_button.setToolTip(self.check_button.toolTip() + "\n" + self.tr(
                    "The round stays open now: {0}").format(held))

    def _status_text(self, view: SeasonView) -> str:
        if not view.started:
            return self.tr("{0}: registration").format(view.event_name)
        text = self.tr("{0} of {1} players alive · {2} lives each").format(
            view.living, view.players, view.settings.lives)
        if view.winner:
            text = self.tr("Season winner: {0}").format(view.winner) + " · " + text
        current = view.current
        if current is not None and current.cutoff_at is not None and not current.closed:
            if cutoff_passed(current):
                text += " · " + self.tr("round {0}: cut-off passed, run the end-of-round check "
                                        "(Ctrl+E)").format(current.number)
            else:
                text += " · " + self.tr("round {0} cut-off {1}").format(
                    current.number, when_text(current.cutoff_at))
        if current is not None and current.bye_name:
            text += " · " + self.tr("bye: {0}").format(current.bye_name)
        return text

    def _show_stops(self, current: RoundView | None) -> None:
        self.stops.clear()
        for game in current.stops if current else []:
            item = QListWidgetItem(self.tr("Game {0}: {1} – {2}, reports {3} / {4}").format(
                game.number, game.a_name, game.b_name, game.a_report, game.b_report))
            item.setData(Qt.ItemDataRole.UserRole, game.id)
            self.stops.addItem(item)
        if current is not None and not current.stops and not current.closed:
            self.stops.addItem(self.tr("No conflicts."))

    def _show_log(self, event_id: int) -> None:
        self.log.clear()
        for d in league.decisions(self.ctx.store, event_id)[:50]:
            kind = self.tr("decided") if d.kind == "stop" else self.tr("corrected")
            text = self.tr("R{0} {1}: {2} {3} {4} → {5}").format(
                d.round, d.game, d.admin, kind, d.before, outcome_text(d.outcome))
            if d.reason:
                text += f" ({d.reason})"
            self.log.addItem(f"{when_text(d.at, '%d %b %H:%M')}  {text}")

    def _round_chosen(self, index: int) -> None:
        self.round_id = self.rounds.itemData(index)
        self.refresh()

    def _stop_selected(self, item: QListWidgetItem | None, _previous: object = None) -> None:
        if item is not None and item.data(Qt.ItemDataRole.UserRole):
            self.games.select_game(int(item.data(Qt.ItemDataRole.UserRole)))

    def _game_selected(self) -> None:
        game = self.games.current_game()
        current = self.view.current if self.view else None
        if game is None or current is None:
            self.game_label.setText(self.tr("Choose a game."))
            self.decide_button.setEnabled(False)
            return
        self.decide_button.setEnabled(True)
        verb = self.tr("Co&rrect") if current.closed else self.tr("Deci&de")  # Alt keeps working
        self.decide_button.setText(verb)
        self.game_label.setText(self.tr("Game {0}: {1} – {2} · reports {3} / {4}").format(
            game.number, game.a_name, game.b_name, game.a_report, game.b_report))

    # -- actions --------------------------------------------------------------------------
    def set_registration(self, status: str) -> None:
        event_id = self.ctx.event_id
        chosen = self.registrations.selected()
        if event_id is None or not chosen:
            return
        ineligible = [r.name for r in chosen if not r.eligible]
        if status == league.ACCEPTED and ineligible and not messages.confirm(
                self, self.tr("{0} have fewer games on the host site than HU-E1 asks. Accept "
                              "anyway?").format(", ".join(ineligible)), yes=self.tr("Accept")):
            return
        self.ctx.attempt(self, league.set_registration, self.ctx.store, event_id,
                         [r.entry_id for r in chosen], status)

    def start_season(self) -> None:
        event_id = self.ctx.event_id
        if event_id is None or not messages.confirm(
                self, self.tr("Seed the accepted players and start the season? Seeds and "
                              "registrations are then fixed."), yes=self.tr("Start season")):
            return
        self.ctx.attempt(self, league.start_season, self.ctx.store, event_id)

    def pair(self) -> None:
        event_id = self.ctx.event_id
        if event_id is None or not self.pair_button.isEnabled():
            return
        round_id = self.ctx.run(self, league.pair_next_round, self.ctx.store, event_id)
        if round_id is not None:
            self.round_id = round_id
            self.refresh()

    def check(self) -> None:
        current = self.view.current if self.view else None
        if current is None or current.closed:
            return
        result = self.ctx.run(self, league.end_of_round_check, self.ctx.store, current.id)
        if result is None:
            return
        if result.closed:
            messages.info(self, self.tr("Round {0} has ended.").format(current.number))
        else:
            messages.info(self, self.tr("Round {0} stays open: {1}, {2}.").format(
                current.number, self.tr("%n game(s) waiting for reports", "", result.waiting),
                self.tr("%n conflict(s) waiting for an admin", "", result.stops)))

    def enter_report(self, game_id: int, entry_id: int, report: str) -> None:
        self.ctx.attempt(self, league.set_report, self.ctx.store, game_id, entry_id, report)

    def enter_marks(self, entry_id: int, marks: str) -> None:
        current = self.view.current if self.view else None
        if current is None:
            return
        try:
            league.set_availability(self.ctx.store, current.id, entry_id, marks)
        except TdeskError as exc:
            self.grid_error.setText(engine_text.message(str(exc)))  # HU-D1, in the language
            return
        self.grid.drafts.pop(entry_id, None)
        self.grid_error.clear()
        self.ctx.poll()

    def decide(self) -> None:
        game = self.games.current_game()
        current = self.view.current if self.view else None
        if game is None or current is None:
            return
        outcome = str(self.outcome.currentData())
        if not current.closed and game.state != "stop" and not messages.confirm(
                self, self.tr("Game {0} is not in the stop queue ({1}). Override the players' "
                              "reports with {2}?").format(
                    game.number, " ".join(x for x in (self.games.state_name(game.state),
                                                      outcome_text(game.outcome)) if x),
                    outcome_text(outcome)),
                yes=self.tr("Override")):
            return  # the cursor was on a game nobody disputes: nothing decided by mistake
        try:
            if current.closed:
                league.correct_game(self.ctx.store, game.id, outcome, self.admin.text(),
                                    self.reason.text())
            else:
                league.decide(self.ctx.store, game.id, outcome, self.admin.text(),
                              self.reason.text())
        except TdeskError as exc:
            self.decision_error.setText(str(exc))
            return
        self.decision_error.clear()
        self.reason.clear()
        self.ctx.poll()

    def copy_text(self) -> None:
        current = self.view.current if self.view else None
        if current is None or self.view is None:
            return
        QGuiApplication.clipboard().setText(round_text(self.view.event_name, current))

    def export_csv(self) -> None:
        current = self.view.current if self.view else None
        if current is None:
            return
        path = files.save_file(self, self.tr("Export round"), self.tr("CSV files (*.csv)"),
                               f"round-{current.number}.csv")
        if path:
            try:
                text = league.round_csv(self.ctx.store, current.id)
                path.write_text(text, encoding="utf-8-sig")  # BOM: Excel reads Cyrillic
            except OSError as exc:
                messages.error(self, self.tr("Cannot write {0}: {1}").format(path, exc.strerror))

    def open_phones(self) -> None:
        """Players' phones (issue 25): reporting on or off, the round's lock (the league locks
        a round by its number), the players' codes."""
        from tdesk.ui.swiss.phone_reports_dialog import PhoneReportsDialog

        event_id = self.ctx.event_id_if("league")
        if event_id is None or not self.phones_button.isEnabled():
            return
        self.phones_dialog = PhoneReportsDialog(self.ctx, event_id, self)
        self.phones_dialog.open()

    def open_templates(self) -> None:
        if self.ctx.event_id is None:
            return
        self.templates_dialog = TemplatesDialog(self.ctx, self.ctx.event_id, self)
        self.templates_dialog.open()


def cutoff_passed(view: RoundView) -> bool:
    """HU-R3: the round's cut-off has passed (missing reports now count as "?")."""
    return view.cutoff_at is not None and dt.datetime.now(dt.UTC) >= view.cutoff_at


def round_reports(view: RoundView) -> list[GameReports]:
    """The round's games as the rules read them (HU-R2): both reports and any decision."""
    return [GameReports(str(g.a_entry_id), str(g.b_entry_id), g.a_report or "?",
                        g.b_report or "?", (g.decision[0], g.decision[1]) if g.decision else None)
            for g in view.games]


def snapshot_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    return window.show_tab("season")
