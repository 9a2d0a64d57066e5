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


def test_a_top_cut_of_6_is_refused_in_the_dialog(qtbot, store, make_event):  # type: ignore[no-untyped-def]
    """Issue 36: refused when set, naming the sizes, not at the end of the Swiss."""
    event = make_event("swiss", players=0, top_cut=8)
    dialog = _dialog(qtbot, store, event)
    dialog.show()
    spin = dialog.setting_widgets["top_cut"]
    spin.selectAll()
    qtbot.keyClicks(spin, "6")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and "Top cut 6: must be 0 (no top cut), 4, 8, 16 or 32" in \
        dialog.error.text()
    assert get_event(store, event).settings["top_cut"] == 8
    spin.selectAll()
    qtbot.keyClicks(spin, "16")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert get_event(store, event).settings["top_cut"] == 16


def test_a_top_cut_of_6_is_refused_by_the_events_service(store, make_event):  # type: ignore[no-untyped-def]
    import pytest

    from tdesk.errors import InputError
    from tdesk.services.events import create_event

    with pytest.raises(InputError, match="Top cut 6: must be 0"):
        create_event(store, "Cut of six", "swiss", settings={"top_cut": 6})
