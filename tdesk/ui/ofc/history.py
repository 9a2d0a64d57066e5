"""The OFC calculator's hand history (``OfcHistory``, a part of ``OfcTab``): read in the
thread pool when it is long, shown in a lazy list that costs nothing until it opens.

Its words keep the calculator's context ("OfcTab"), as ``ofc_correction`` does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtWidgets import QComboBox

from tdesk.i18n import translate
from tdesk.models.store import Store
from tdesk.services.ofc.ofc import HandSummary, list_hands
from tdesk.ui.widgets.background import QuietTask, run_quietly
from tdesk.ui.widgets.lazy_list import LazyListModel

if TYPE_CHECKING:
    from tdesk.ui.context import AppContext


def read_hands(store: Store, event_id: int, progress: object = None) -> list[HandSummary]:
    """The hand history, read in the thread pool (``progress`` unused)."""
    return list_hands(store, event_id)


class OfcHistory:
    """The history part of ``OfcTab`` (which holds the combo box and the state)."""

    ctx: AppContext
    history: QComboBox
    hands: list[HandSummary]
    history_event: int | None
    reading: QuietTask | None
    read_again: bool

    def _read_history(self, event_id: int) -> None:
        """Read the hand history in the thread pool; the list shown stays until it lands."""
        if self.reading is not None:
            self.read_again = True
            return
        self.reading = run_quietly(
            read_hands, self.ctx.store, event_id,
            on_done=lambda hands, e=event_id: self._history_read(e, hands),
            on_failed=lambda _exc, e=event_id: self._history_read(e, None))

    def _history_read(self, event_id: int, hands: list[HandSummary] | None) -> None:
        if not shiboken6.isValid(self):  # type: ignore[arg-type]  # the tab was closed meanwhile
            return
        self.reading = None
        info = self.ctx.event_info
        if hands is not None and info is not None and info.id == event_id:
            self._fill_history(event_id, hands)
        if self.read_again:
            self.read_again = False
            if info is not None and info.kind == "ofc":
                self._read_history(info.id)

    def _fill_history(self, event_id: int, hands: list[HandSummary]) -> None:
        """A lazy list (2,000 hands cost nothing until the list opens); unchanged: untouched."""
        self.history_event = event_id
        self.hands = hands
        if not isinstance(self.history.model(), LazyListModel):
            self.history.setModel(LazyListModel(self.history))
            self.history.view().setUniformItemSizes(True)
        at_table = translate("OfcTab", " · table %1")  # translated once, not once a hand
        not_applied = translate("OfcTab", " · not applied")
        corrected = translate("OfcTab", " · corrected")
        items = []
        for h in hands:
            where = at_table.replace("%1", str(h.table_no)) if h.table_no else ""
            state = (corrected if h.corrected else "") if h.applied else not_applied
            title = f" · {h.title}" if h.title else ""
            items.append((f"#{h.number}{where}{title}{state} — {', '.join(h.players)}",
                          h.hand_id))
        model = self.history.model()
        assert isinstance(model, LazyListModel)
        keep = self.history.currentData()
        if model.set_items(items):
            # found here, not by findData: Qt would ask the model for each of 2,000 rows
            at = next((i for i, (_text, hand_id) in enumerate(items) if hand_id == keep), 0)
            self.history.setCurrentIndex(at)
