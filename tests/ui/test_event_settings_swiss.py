"""The event dialog's Swiss settings (issue 36): cards allowed in any number (DECK-4) typed one
per line; a top-cut size the bracket cannot take is refused in the dialog, naming the sizes."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tdesk.services.events import get_event
from tdesk.ui.context import AppContext
from tdesk.ui.event_dialog import EventDialog


def _dialog(qtbot, store, event):  # type: ignore[no-untyped-def]
    dialog = EventDialog(AppContext(store), get_event(store, event))
    qtbot.addWidget(dialog)
    return dialog


def test_cards_allowed_in_any_number_are_typed_in_the_event_dialog(qtbot, store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=0, decklists=True)
    dialog = _dialog(qtbot, store, event)
    names = dialog.setting_widgets["deck_any_number"]
    names.setFocus()
    qtbot.keyClicks(names, "Gold coin")
    qtbot.keyClick(names, Qt.Key.Key_Return)
    qtbot.keyClicks(names, "Mountain troll")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert get_event(store, event).settings["deck_any_number"] == ["Gold coin", "Mountain troll"]
    again = _dialog(qtbot, store, event)  # shown again as typed
    assert again.setting_widgets["deck_any_number"].toPlainText() == "Gold coin\nMountain troll"
