"""The New event dialog's estimate (issue 37): the expected field, re-entries and start time
typed in, the end shown as a range for the kind, settings and structure the event will get."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QTime
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QSpinBox, QTimeEdit, QWidget

from tdesk.planner_text import lines
from tdesk.rules.levels import Level
from tdesk.services import planner
from tdesk.ui.clock.planner_label import plan_text


class PlannerEstimate(QGroupBox):
    """Expected players, re-entries and start; the estimate under them, its model as tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("When it ends"))
        self.field = QSpinBox()
        self.field.setObjectName("planField")
        self.field.setRange(2, 100_000)
        self.field.setValue(30)
        self.reentries = QSpinBox()
        self.reentries.setObjectName("planReentries")
        self.reentries.setRange(0, 100_000)
        self.start = QTimeEdit(QTime(19, 0))
        self.start.setObjectName("planStart")
        self.start.setDisplayFormat("HH:mm")
        self.result = QLabel()
        self.result.setObjectName("planEstimate")
        self.result.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(self.tr("Expected players:"), self.field)
        form.addRow(self.tr("Expected re-entries:"), self.reentries)
        form.addRow(self.tr("Start time:"), self.start)
        form.addRow(self.result)
        self.calibration: planner.Calibration | None = None

    def show_for(self, kind: str, levels: Sequence[Level], settings: Mapping[str, Any],
                 day: dt.date) -> None:
        """Re-make the estimate; hidden for a kind the planner does not estimate."""
        self.setVisible(kind in ("poker", "swiss", "league"))
        self.reentries.setEnabled(kind == "poker")
        if kind not in ("poker", "swiss", "league"):
            return
        t = self.start.time()
        start = planner.start_at(day, dt.time(t.hour(), t.minute()))
        try:
            result = planner.plan_new(kind, levels, settings, self.field.value(),
                                      self.reentries.value() if kind == "poker" else 0, start,
                                      self.calibration)
        except ValueError as exc:
            self.result.setText(str(exc))
            return
        self.result.setText(plan_text(result, kind))
        self.result.setToolTip("\n".join(lines(result)))

    def connect_changes(self, slot: Any) -> None:
        self.field.valueChanged.connect(lambda _v: slot())
        self.reentries.valueChanged.connect(lambda _v: slot())
        self.start.timeChanged.connect(lambda _t: slot())
