"""Draft pods by seeded draw or by hand (CG-D2, CG-D3, issue 24): a list per pod; move the
selected player to another pod with the pod box and Move (Alt+M), a digit key (2: to pod 2)
or by dragging; Save checks the assignment by the rules (every player once, each pod of the
event's sizes) and a refusal stays in the dialog, in red, naming the pods and the player.
Players who stay in their pod keep their seats (CG-D4-A). Place late entries (Alt+L) puts
every player without a pod into the smallest pods at once (CG-D3-A) and shows where."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tdesk import engine_text
from tdesk.errors import TdeskError
from tdesk.names import sort_key
from tdesk.rules.swiss.pods import verify_place_late
from tdesk.services.swiss import swiss
from tdesk.ui.context import AppContext
from tdesk.ui.widgets.error_label import ErrorLabel
from tdesk.ui.widgets.gate import gate

if TYPE_CHECKING:
    from tdesk.models.store import Store
    from tdesk.services.swiss.pods import PodsInfo

ENTRY = Qt.ItemDataRole.UserRole


class PodList(QListWidget):
    """One pod's players; a digit key moves the selected player to that pod."""

    digit = Signal(int)

    def __init__(self, pod: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pod = pod
        self.setObjectName(f"pod{pod}")
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.text().isdigit() and event.modifiers() in (
                Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier):
            self.digit.emit(int(event.text()))
            return
        super().keyPressEvent(event)


class PodsDialog(QDialog):
    """Emits ``saved`` once pods are drawn or saved."""

    saved = Signal()

    def __init__(self, ctx: AppContext, event_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.event_id = ctx, event_id
        self.setWindowTitle(self.tr("Draft pods"))
        self.info = swiss.pods(ctx.store, event_id)
        self.names: dict[int, str] = {}
        self.lists: dict[int, PodList] = {}
        self.boxes: dict[int, QGroupBox] = {}
        self.note = QLabel(self.tr("Pods of %1 to %2 players. Select a player and move them "
                                   "with the pod box and Move, a digit key or by dragging.")
                           .replace("%1", str(self.info.minimum))
                           .replace("%2", str(self.info.target)))
        self.note.setWordWrap(True)
        self.draw_button = QPushButton(self.tr("&Draw pods"))
        self.draw_button.setObjectName("drawPods")
        self.draw_button.setToolTip(self.tr("A seeded draw of every active player (CG-D2)"))
        self.draw_button.clicked.connect(self.draw)
        self.place_button = QPushButton(self.tr("Place &late entries"))
        self.place_button.setObjectName("placeLate")
        self.place_button.setToolTip(self.tr(
            "Each player without a pod into the pod with the fewest players, at its first "
            "free seat; nobody seated moves (CG-D3-A)"))
        self.place_button.clicked.connect(self.place_late)
        self.add_button = QPushButton(self.tr("&Add a pod"))
        self.add_button.clicked.connect(self.add_pod)
        self.target = QComboBox()
        self.target.setObjectName("podTarget")
        self.move_button = QPushButton(self.tr("&Move"))
        self.move_button.setObjectName("movePlayer")
        self.move_button.clicked.connect(lambda: self.move_selected(self.target.currentData()))
        self.lists_row = QHBoxLayout()
        holder = QWidget()
        holder.setLayout(self.lists_row)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        self.error = ErrorLabel()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Close)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        tools = QHBoxLayout()
        tools.addWidget(self.draw_button)
        tools.addWidget(self.place_button)
        tools.addWidget(self.add_button)
        tools.addStretch(1)
        tools.addWidget(QLabel(self.tr("To pod:")))
        tools.addWidget(self.target)
        tools.addWidget(self.move_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addLayout(tools)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(900, 520)
        self.show_pods(self.info)

    # -- the lists ----------------------------------------------------------------------
    def show_pods(self, info: swiss.PodsInfo) -> None:
        """Rebuild a list per pod (and "No pod" when somebody has none)."""
        self.info = info
        while self.lists_row.count():
            item = self.lists_row.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:  # hidden at once: it is deleted after this call
                old.hide()
                old.deleteLater()
        self.lists.clear()
        self.boxes.clear()
        count = max(len(info.pods), 1)
        for pod in info.pods:
            self._add_list(pod.number, pod.seats)
        for n in range(len(info.pods) + 1, count + 1):
            self._add_list(n, ())
        if info.unassigned:
            self._add_list(0, info.unassigned)
        gate(self.place_button,  # the check place_late_entries runs (CG-D3-A, issue 38)
             lambda: verify_place_late(bool(info.pods), len(info.unassigned)))
        self._fill_targets()

    def _add_list(self, pod: int, seats: tuple[swiss.PodSeat, ...]) -> None:
        box = QGroupBox()
        lst = PodList(pod)
        self.boxes[pod] = box
        lst.digit.connect(self.move_selected)
        lst.itemSelectionChanged.connect(lambda lst=lst: self._selected_in(lst))
        for s in seats:
            self.names[s.entry_id] = s.name
            item = QListWidgetItem(s.name)
            item.setData(ENTRY, s.entry_id)
            lst.addItem(item)
        inner = QVBoxLayout(box)
        inner.addWidget(lst)
        self.lists[pod] = lst
        self.lists_row.addWidget(box)

    def _retitle(self) -> None:
        """Each pod's head says how many players it holds now."""
        for pod, box in self.boxes.items():
            head = self.tr("No pod") if pod == 0 else self.tr("Pod %1").replace("%1", str(pod))
            box.setTitle(head + " — " + self.tr("%n player(s)", "", self.lists[pod].count()))

    def _fill_targets(self) -> None:
        self._retitle()
        self.target.clear()
        for pod in sorted(p for p in self.lists if p):
            self.target.addItem(self.tr("Pod %1").replace("%1", str(pod)), pod)

    def _selected_in(self, chosen: PodList) -> None:
        """One selection across the pods: the player to move."""
        if not chosen.selectedItems():
            return
        for lst in self.lists.values():
            if lst is not chosen:
                lst.blockSignals(True)
                lst.clearSelection()
                lst.blockSignals(False)

    def add_pod(self) -> None:
        self._add_list(max(self.lists) + 1, ())
        self._fill_targets()

    def selected(self) -> tuple[PodList, QListWidgetItem] | None:
        for lst in self.lists.values():
            items = lst.selectedItems()
            if items:
                return lst, items[0]
        return None

    def move_selected(self, pod: int | None) -> None:
        """Move the selected player to ``pod`` (a pod box, a digit key); the player stays
        selected, so a second key moves them on."""
        picked = self.selected()
        if picked is None or pod is None or pod not in self.lists or pod == 0:
            return
        source, item = picked
        if source.pod == pod:
            return
        source.takeItem(source.row(item))
        target = self.lists[pod]
        target.addItem(item)
        target.sortItems()  # the pod's seats are drawn when saved
        target.setCurrentItem(item)
        target.setFocus()
        self._retitle()

    def assignment(self) -> dict[int, int]:
        """{entry id: pod} as the lists show it now (a player in "No pod" is left out)."""
        return {int(lst.item(i).data(ENTRY)): pod for pod, lst in self.lists.items() if pod
                for i in range(lst.count())}

    def members(self) -> dict[int, list[str]]:
        """Each pod's names as shown (tests and the summary read them)."""
        return {pod: sorted((lst.item(i).text() for i in range(lst.count())), key=sort_key)
                for pod, lst in self.lists.items()}

    # -- actions ------------------------------------------------------------------------
    def draw(self) -> None:
        self._act(swiss.draw_pods)

    def place_late(self) -> None:
        """CG-D3-A: the players without a pod placed at once; the dialog stays open on the
        pods as saved, so the floor sees where each went."""
        self._act(swiss.place_late_entries)

    def _act(self, action: Callable[[Store, int], PodsInfo]) -> None:
        """Run a pods action; show the pods it leaves, or its refusal in the language."""
        try:
            info = action(self.ctx.store, self.event_id)
        except TdeskError as exc:
            self.error.show_error(engine_text.message(str(exc)))
            return
        self.error.show_error("")
        self.ctx.poll()
        self.show_pods(info)
        self.saved.emit()

    def save(self) -> None:
        try:
            info = swiss.assign_pods(self.ctx.store, self.event_id, self.assignment())
        except TdeskError as exc:
            # the dialog stays open with the lists as they are
            self.error.show_error(engine_text.message(str(exc)))
            return
        self.ctx.poll()
        self.info = info
        self.saved.emit()
        self.accept()
