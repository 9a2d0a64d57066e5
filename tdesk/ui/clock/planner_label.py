"""The Clock tab's estimate (issue 37): "Expected end about 22:10 (21:40–22:50)", the model in
its tooltip. Re-made from the actual field, chips and clock during play, from the entries so far
before it; the store's calibration is read once per event (it reads every finished event)."""

from __future__ import annotations

import datetime as dt
import time

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from tdesk.models.store import Store
from tdesk.planner_text import lines
from tdesk.services import planner
from tdesk.services.clock import ClockInfo


class PlannerLabel(QLabel):
    """One line of estimate; empty for an event the planner does not estimate."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("planner_estimate")
        self.setWordWrap(True)
        self._calibration: tuple[int, planner.Calibration] | None = None

    def show_plan(self, store: Store, event_id: int, kind: str, now: dt.datetime,
                  clock: ClockInfo | None = None) -> None:
        """The estimate at ``now``; ``clock``: the event's clock as just read (not read again)."""
        if kind not in ("poker", "swiss", "league"):
            self.setText("")
            self.setToolTip("")
            return
        if self._calibration is None or self._calibration[0] != event_id:
            self._calibration = (event_id, planner.read_calibration(store))
        try:
            result = planner.plan_event(store, event_id, now=now,
                                        calibration=self._calibration[1], info=clock)
        except ValueError:
            self.setText("")
            return
        self.setText(plan_text(result, kind))
        self.setToolTip("\n".join(lines(result)))


_CALIBRATIONS: dict[int, tuple[float, planner.Calibration]] = {}
CALIBRATION_SECONDS = 600.0


def _calibration(store: Store) -> planner.Calibration:
    """The store's calibration, read again at most every ten minutes (it reads every event)."""
    seen = _CALIBRATIONS.get(id(store))
    if seen is None or time.monotonic() - seen[0] > CALIBRATION_SECONDS:
        seen = (time.monotonic(), planner.read_calibration(store))
        _CALIBRATIONS[id(store)] = seen
    return seen[1]


def projector_end(store: Store, event_id: int, kind: str, now: dt.datetime) -> str:
    """The projector's "expected to end about 22:10" (a poker or Swiss event), else ""."""
    if kind not in ("poker", "swiss"):
        return ""
    try:
        plan = planner.plan_event(store, event_id, now=now, calibration=_calibration(store),
                                  simulate=False).plan
    except ValueError:
        return ""
    return QCoreApplication.translate("Projector", "expected to end about {0}").format(
        plan.likely.strftime("%H:%M"))


def plan_text(result: planner.EventPlan, kind: str) -> str:
    """The estimate's words, as the Clock tab and the New event dialog show them: weeks for a
    league, else the expected end with its range and, below it, the simulated one."""
    plan = result.plan
    if kind == "league":
        return QCoreApplication.translate(
            "PlannerLabel", "Expected end in about {0} weeks ({1}–{2})").format(
            plan.steps[1], plan.steps[0], plan.steps[2])
    text = QCoreApplication.translate("PlannerLabel", "Expected end about {0} ({1}–{2})").format(
        plan.likely.strftime("%H:%M"), plan.early.strftime("%H:%M"), plan.late.strftime("%H:%M"))
    if result.simulated is not None:
        early, likely, late = (t.strftime("%H:%M") for t in result.simulated)
        text += "\n" + QCoreApplication.translate(
            "PlannerLabel", "Simulated end about {0} ({1}–{2})").format(likely, early, late)
    return text
