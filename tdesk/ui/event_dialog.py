"""Create or edit an event; the kind's own settings come from ``rules.event_settings``."""

import datetime as dt
from typing import Any

from PySide6.QtCore import QDate, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tdesk.clock_presets import default_structure
from tdesk.engine_text import value as value_name
from tdesk.errors import TdeskError
from tdesk.locale_format import number
from tdesk.rules.event_settings import KINDS, SETTINGS, Setting
from tdesk.rules.money import card_prizes
from tdesk.rules.money.card_prizes import PrizeLine
from tdesk.services import clock as clock_service
from tdesk.services.events import (
    EventInfo,
    create_event,
    create_event_from,
    list_events,
    update_event,
)
from tdesk.services.planner import read_calibration
from tdesk.services.seating import flights
from tdesk.ui.clock.planner_estimate import PlannerEstimate
from tdesk.ui.context import AppContext
from tdesk.ui.labels import kind_name, setting_help, setting_label
from tdesk.ui.prizes_dialog import PrizesDialog, prizes_summary
from tdesk.ui.widgets.error_label import ErrorLabel

# What a spin box holds while typing: any 32-bit number, so a key is never dropped (issue 21).
_TYPED_MIN, _TYPED_MAX = -2**31 + 1, 2**31 - 1


class SettingSpin(QSpinBox):
    """A number field that keeps what was typed, even out of the setting's range, so the dialog
    can name the field and the range instead of clamping "-500" to 500 or "99" to 9; the arrow
    keys still step within the range."""

    def __init__(self, setting: Setting, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setting = setting
        self.setRange(_TYPED_MIN, _TYPED_MAX)
        self.low = setting.minimum if setting.minimum is not None else _TYPED_MIN
        self.high = setting.maximum if setting.maximum is not None else _TYPED_MAX

    def in_range(self) -> bool:
        return self.low <= self.value() <= self.high

    def stepBy(self, steps: int) -> None:  # noqa: N802 - Qt's name
        self.setValue(max(self.low, min(self.high, self.value() + steps)))

    def stepEnabled(self) -> QSpinBox.StepEnabledFlag:  # noqa: N802 - Qt's name
        flags = QSpinBox.StepEnabledFlag.StepNone
        if self.value() < self.high:
            flags |= QSpinBox.StepEnabledFlag.StepUpEnabled
        if self.value() > self.low:
            flags |= QSpinBox.StepEnabledFlag.StepDownEnabled
        return flags


class EventDialog(QDialog):
    saved = Signal(int)

    def __init__(self, ctx: AppContext, event: EventInfo | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.existing = event
        self.setWindowTitle(self.tr("Edit event") if event else self.tr("New event"))
        self.name = QLineEdit(event.name if event else "")
        self.name.setMinimumWidth(300)  # the dialog's least width; its layout sets the rest
        self.name.setObjectName("eventName")
        self.kind = QComboBox()
        self.kind.setObjectName("eventKind")
        for key in KINDS:
            self.kind.addItem(kind_name(key), key)
        if event:
            self.kind.setCurrentIndex(KINDS.index(event.kind))
            self.kind.setEnabled(False)
            self.kind.setToolTip(self.tr("The kind of an event cannot change once created."))
        self.date = QDateEdit()
        self.date.setObjectName("eventDate")
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        day = event.date if event and event.date else dt.date.today()
        self.date.setDate(QDate(day.year, day.month, day.day))
        self.venue = QLineEdit(event.venue if event else "")
        self.venue.setObjectName("eventVenue")
        form = QFormLayout()
        self.source = self._source_choice(event)
        self.source_note = QLabel(self.tr(
            "Its settings, clock structure, fees, payouts, bounty format, tables and break "
            "order are copied; its players and results are not."))
        self.source_note.setObjectName("startFromNote")
        self.source_note.setWordWrap(True)
        self.source_note.hide()
        if event is None:
            form.addRow(self.tr("&Start from:"), self.source)
            form.addRow(self.source_note)
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Kind:"), self.kind)
        form.addRow(self.tr("&Date:"), self.date)
        form.addRow(self.tr("&Venue:"), self.venue)
        self.flight_of = self._flight_choice(event)
        self.flight_label = QLabel(self.tr("&Flight of:"))
        self.flight_label.setBuddy(self.flight_of)
        form.addRow(self.flight_label, self.flight_of)
        self.settings_box = QGroupBox(self.tr("Settings"))
        self.settings_form = QFormLayout(self.settings_box)
        self.setting_widgets: dict[str, QWidget] = {}
        self.prize_lines: list[PrizeLine] | None = None  # a Swiss event's (CG-Z1)
        self.error = ErrorLabel()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setDefault(True)
        buttons.accepted.connect(self.try_save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        # the dialog grows when another kind's longer settings labels come in (a fixed minimum
        # width would keep it, and cut the labels off)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        layout.addLayout(form)
        layout.addWidget(self.settings_box)
        self.estimate = PlannerEstimate()  # when it ends (issue 37)
        self.estimate.connect_changes(self._estimate)
        layout.addWidget(self.estimate)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.source.currentIndexChanged.connect(lambda _i: self._source_chosen())
        self.kind.currentIndexChanged.connect(lambda _i: self._build_settings())
        self.kind.currentIndexChanged.connect(lambda _i: self._show_flight_of())
        self._show_flight_of()
        self._build_settings()

    def _source_choice(self, event: EventInfo | None) -> QComboBox:
        """A new event may start from an earlier one of the store (issue 35), newest first."""
        combo = QComboBox()
        combo.setObjectName("startFrom")
        combo.addItem(self.tr("(a new event of its own)"), None)
        self.earlier: dict[int, EventInfo] = {}
        if event is None:
            self.earlier = {e.id: e for e in list_events(self.ctx.store)}
            for other in self.earlier.values():
                day = other.date.isoformat() if other.date else ""
                combo.addItem(f"{other.name} · {day}" if day else other.name, other.id)
        return combo

    def chosen_source(self) -> EventInfo | None:
        source_id = self.source.currentData()
        return self.earlier.get(source_id) if source_id is not None else None

    def _source_chosen(self) -> None:
        """The earlier event's kind, venue and settings fill the form; the kind is its own."""
        source = self.chosen_source()
        self.source_note.setVisible(source is not None)
        self.kind.setEnabled(source is None)
        if source is not None:
            if not self.venue.text().strip():
                self.venue.setText(source.venue)
            if self.kind.currentData() != source.kind:
                self.kind.setCurrentIndex(KINDS.index(source.kind))  # rebuilds the settings
                return
        self._build_settings()

    def _base_settings(self) -> dict[str, Any]:
        """The settings the form starts from: the event edited, the earlier event chosen,
        or none (the defaults)."""
        if self.existing is not None:
            return dict(self.existing.settings)
        source = self.chosen_source()
        return dict(source.settings) if source is not None else {}

    def _flight_choice(self, event: EventInfo | None) -> QComboBox:
        """FLT (issue 23): the poker event this one is a flight of; that event has the Day 2.
        Only events that are no flight themselves are offered."""
        combo = QComboBox()
        combo.setObjectName("flightOf")
        combo.addItem(self.tr("(no flight: an event of its own)"), None)
        store = self.ctx.store
        own = event.id if event else None
        current = flights.flight_of(store, own) if own is not None else None
        for other in list_events(store):
            if (other.kind == "poker" and other.id != own
                    and flights.flight_of(store, other.id) is None):
                combo.addItem(other.name, other.id)
        if current is not None:
            combo.setCurrentIndex(max(0, combo.findData(current[0])))
        self.flight_was = current[0] if current else None
        return combo

    def _show_flight_of(self) -> None:
        poker = self.kind.currentData() == "poker"
        self.flight_of.setVisible(poker)
        self.flight_label.setVisible(poker)

    def _build_settings(self) -> None:
        while self.settings_form.rowCount():
            self.settings_form.removeRow(0)
        self.setting_widgets.clear()
        kind = self.kind.currentData()
        current = self._base_settings()
        for setting in SETTINGS[kind]:
            widget = self._widget_for(setting, current.get(setting.key, setting.default))
            widget.setObjectName(f"setting_{setting.key}")
            if setting.help:
                widget.setToolTip(setting_help(setting.help))
            self.settings_form.addRow(setting_label(setting.label) + ":", widget)
            self.setting_widgets[setting.key] = widget
            if isinstance(widget, SettingSpin):
                widget.valueChanged.connect(lambda _v: self.check_ranges())
                widget.valueChanged.connect(lambda _v: self._estimate())
        self.prize_lines = None
        if kind == "swiss":  # CG-Z1: the prizes per place, edited in their own dialog
            self.prize_lines = card_prizes.prizes_of(current)
            self.settings_form.addRow(self.tr("Prizes:"), self._prizes_row())
        self.check_ranges()
        self._estimate()

    def _prizes_row(self) -> QWidget:
        """The prizes' summary and the Prizes… button that edits them."""
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        self.prizes_label = QLabel()
        self.prizes_label.setObjectName("prizesSummary")
        self.prizes_label.setWordWrap(True)
        button = QPushButton(self.tr("P&rizes…"))
        button.setObjectName("prizesButton")
        button.setToolTip(self.tr("CG-Z1: a prize for each place or range of places, printed "
                                  "beside the place on the final standings"))
        button.clicked.connect(self.edit_prizes)
        layout.addWidget(self.prizes_label, 1)
        layout.addWidget(button)
        self._show_prizes()
        return row

    def _show_prizes(self) -> None:
        self.prizes_label.setText(prizes_summary(self.prize_lines or [])
                                  or self.tr("(no prizes listed)"))

    def edit_prizes(self) -> None:
        """Open the Prizes dialog; its lines are saved with the event (one edit, undone as
        one)."""
        dialog = PrizesDialog(self.prize_lines or [], self)
        self.prizes_dialog = dialog  # tests reach the open dialog here
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.prize_lines = dialog.lines
            self._show_prizes()

    def _estimate(self) -> None:
        """The planner's estimate for the structure the event will get: the earlier event's
        clock, else the kind's default from the settings typed."""
        if not hasattr(self, "estimate"):
            return
        kind, settings = self.kind.currentData(), self.settings()
        source = self.existing or self.chosen_source()
        if self.estimate.calibration is None:
            self.estimate.calibration = read_calibration(self.ctx.store)
        levels = (clock_service.get_clock(self.ctx.store, source.id).structure.levels
                  if source is not None and source.kind == kind
                  else default_structure(kind, settings).levels)
        d = self.date.date()
        self.estimate.show_for(kind, levels, settings, dt.date(d.year(), d.month(), d.day()))

    def _widget_for(self, setting: Setting, value: Any) -> QWidget:
        if setting.choices:
            combo = QComboBox()
            for choice in setting.choices:
                combo.addItem(value_name(choice), choice)
            combo.setCurrentIndex(max(0, list(setting.choices).index(value))
                                  if value in setting.choices else 0)
            return combo
        if isinstance(setting.default, bool):
            box = QCheckBox()
            box.setChecked(bool(value))
            return box
        if isinstance(setting.default, tuple):  # names, one per line (DECK-4)
            names = QPlainTextEdit("\n".join(value) if isinstance(value, (list, tuple))
                                   else str(value))
            names.setTabChangesFocus(True)
            names.setFixedHeight(names.fontMetrics().lineSpacing() * 4 + 12)
            names.setPlaceholderText(self.tr("One card name per line"))
            return names
        spin = SettingSpin(setting)
        spin.setGroupSeparatorShown(True)
        spin.setValue(int(value))
        return spin

    def settings(self) -> dict[str, Any]:
        values = self._base_settings()
        for key, widget in self.setting_widgets.items():
            if isinstance(widget, QComboBox):
                values[key] = widget.currentData()
            elif isinstance(widget, QCheckBox):
                values[key] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                values[key] = widget.value()
            elif isinstance(widget, QPlainTextEdit):
                values[key] = widget.toPlainText()  # the names checked by the settings' rules
        if self.prize_lines is not None:
            values[card_prizes.KEY] = card_prizes.stored(self.prize_lines)
        return values

    def range_error(self) -> str:
        """The first setting typed out of its range, named with its range; "" when all fit."""
        for widget in self.setting_widgets.values():
            if isinstance(widget, SettingSpin) and not widget.in_range():
                return self.tr("%1 %2: must be from %3 to %4").replace(
                    "%1", setting_label(widget.setting.label)).replace(
                    "%2", number(widget.value())).replace(
                    "%3", number(widget.low)).replace("%4", number(widget.high))
        return ""

    def check_ranges(self) -> bool:
        """Show the out-of-range message while one is typed; Save waits until all fit."""
        message = self.range_error()
        self.error.show_error(message)
        self.save_button.setEnabled(not message)
        return not message

    def try_save(self) -> None:
        if not self.check_ranges():
            return
        qdate = self.date.date()
        day = dt.date(qdate.year(), qdate.month(), qdate.day())
        try:
            parent = self.flight_of.currentData() if self.flight_of.isVisibleTo(self) else None
            source = self.chosen_source() if self.existing is None else None
            if source is not None:
                event_id = create_event_from(self.ctx.store, source.id, self.name.text(),
                                             date=day, venue=self.venue.text(),
                                             settings=self.settings())
                if parent is not None:
                    flights.link_flight(self.ctx.store, event_id, parent)
            elif self.existing is None and parent is not None:
                event_id = flights.create_flight(self.ctx.store, parent, self.name.text(),
                                                 venue=self.venue.text(), date=day,
                                                 settings=self.settings())
            elif self.existing is None:
                event_id = create_event(self.ctx.store, self.name.text(), self.kind.currentData(),
                                        date=day, venue=self.venue.text(),
                                        settings=self.settings())
            else:
                event_id = self.existing.id
                update_event(self.ctx.store, event_id, name=self.name.text(), date=day,
                             venue=self.venue.text(), settings=self.settings(),
                             version=self.existing.version)
                if parent != self.flight_was:
                    flights.link_flight(self.ctx.store, event_id, parent)
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        self.ctx.poll()
        self.saved.emit(event_id)
        self.accept()
