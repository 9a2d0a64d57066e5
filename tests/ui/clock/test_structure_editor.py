"""The structure editor: editing, validation messages, presets, templates, TOML in and out."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from tdesk.rules.levels import Level, structure_from_toml
from tdesk.services import clock as svc
from tdesk.ui.widgets import files, messages


def _editor(qtbot, window, event_id):  # type: ignore[no-untyped-def]
    window.reload_events(event_id)
    tab = window.show_tab("clock")
    tab.setFocus()
    qtbot.waitUntil(tab.hasFocus, timeout=2000)
    qtbot.keyClick(tab, Qt.Key.Key_E)
    editor = tab.dialog
    assert editor is not None and editor.isVisible()
    return tab, editor


def _save(editor):  # type: ignore[no-untyped-def]
    return editor.buttons.button(QDialogButtonBox.StandardButton.Save)


def _set_cell(editor, row: int, col: int, text: str) -> None:  # type: ignore[no-untyped-def]
    editor.table.item(row, col).setText(text)


def test_edit_levels_and_save_to_the_event(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("league", players=2)
    tab, editor = _editor(qtbot, window, event)
    assert editor.table.rowCount() == 40 and editor.table.item(0, 1).text() == "15"
    editor.table.selectRow(39)
    qtbot.mouseClick(editor.remove_button, Qt.MouseButton.LeftButton)
    editor.table.selectRow(1)
    qtbot.mouseClick(editor.break_button, Qt.MouseButton.LeftButton)
    assert editor.table.item(2, 0).text() == "Break" and editor.table.item(3, 0).text() == "3"
    qtbot.mouseClick(editor.dup_button, Qt.MouseButton.LeftButton)  # the break, twice
    qtbot.mouseClick(editor.remove_button, Qt.MouseButton.LeftButton)
    editor.minutes_spin.setValue(5)
    qtbot.mouseClick(editor.all_button, Qt.MouseButton.LeftButton)
    editor.name_edit.setText("Friday HU 周五")
    assert _save(editor).isEnabled()
    qtbot.mouseClick(_save(editor), Qt.MouseButton.LeftButton)
    assert not editor.isVisible()
    s = svc.get_clock(store, event).structure
    assert s.name == "Friday HU 周五" and len(s.levels) == 40  # 39 levels + 1 break
    assert s.levels[2] == Level.pause(15)  # breaks keep their own length
    assert {lv.minutes for lv in s.levels if not lv.is_break} == {5}
    assert tab.table.rowCount() == 40


def test_invalid_edit_names_the_level_and_blocks_save(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=0)
    _tab, editor = _editor(qtbot, window, event)
    _set_cell(editor, 2, 2, "150")  # level 3 big blind below level 2's 300
    assert editor.error_label.text() == (
        "Level 3: big blind 150 is smaller than small blind 200"
    )
    assert not _save(editor).isEnabled()
    _set_cell(editor, 2, 2, "abc")
    assert editor.error_label.text() == "Level 3: big blind 'abc' is not a whole number"
    _set_cell(editor, 2, 2, "400")
    assert editor.error_label.text() == "" and _save(editor).isEnabled()
    _set_cell(editor, 0, 6, "0")
    assert editor.error_label.text().startswith("Level 1: duration 0 min")
    editor.reject()
    assert svc.get_clock(store, event).structure.levels[0].minutes == 30  # nothing saved


def test_reorder_and_bb_ante_checkbox(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=0, starting_stack=10000)
    _tab, editor = _editor(qtbot, window, event)
    editor.table.selectRow(1)
    qtbot.mouseClick(editor.up_button, Qt.MouseButton.LeftButton)
    # 50/100 before 25/50: blinds would go down.
    assert editor.error_label.text().startswith("Level 2: small blind 25")
    qtbot.mouseClick(editor.down_button, Qt.MouseButton.LeftButton)
    assert editor.error_label.text() == ""
    item = editor.table.item(2, 4)  # level 3 (75/150, ante 150) BB ante box
    assert item.checkState() == Qt.CheckState.Checked
    item.setCheckState(Qt.CheckState.Unchecked)
    assert editor.levels[2].ante_kind.value == "classic"
    editor.reject()


def test_presets_templates_and_toml(qtbot, window, store, make_event, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=0)
    _tab, editor = _editor(qtbot, window, event)
    editor.preset_combo.setCurrentIndex(editor.preset_combo.findData("mtt-turbo-10k"))
    qtbot.mouseClick(editor.preset_button, Qt.MouseButton.LeftButton)
    assert editor.name_edit.text() == "Poker MTT turbo, 10,000 start"
    # the stack stays the event's (20,000 by default): asked once, in its settings (issue 35)
    assert editor.structure() == replace(svc.load_preset("mtt-turbo-10k"), starting_stack=20000)

    editor.name_edit.setText("Tuesday turbo")
    qtbot.mouseClick(editor.save_template_button, Qt.MouseButton.LeftButton)
    assert svc.list_templates(store) == ["Tuesday turbo"]
    assert editor.template_combo.currentText() == "Tuesday turbo"

    out = tmp_path / "turbo.toml"
    monkeypatch.setattr(files, "save_file", lambda *a, **k: out)
    qtbot.mouseClick(editor.export_button, Qt.MouseButton.LeftButton)
    assert structure_from_toml(out.read_text(encoding="utf-8")).name == "Tuesday turbo"

    bad = tmp_path / "bad.toml"
    bad.write_text('name = "x"\n[[level]]\nsmall_blind = 50\nbig_blind = 20\n', encoding="utf-8")
    errors: list[str] = []
    monkeypatch.setattr(files, "open_file", lambda *a, **k: bad)
    monkeypatch.setattr(messages, "error", lambda _p, text, *a: errors.append(text))
    qtbot.mouseClick(editor.import_button, Qt.MouseButton.LeftButton)
    assert errors and "big blind 20 is smaller than small blind 50" in errors[0]
    assert editor.name_edit.text() == "Tuesday turbo"  # unchanged

    monkeypatch.setattr(files, "open_file", lambda *a, **k: out)
    editor.preset_combo.setCurrentIndex(editor.preset_combo.findData("ofc-l1"))
    qtbot.mouseClick(editor.preset_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(editor.import_button, Qt.MouseButton.LeftButton)
    assert editor.name_edit.text() == "Tuesday turbo" and editor.table.rowCount() == 27
    qtbot.mouseClick(editor.template_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(_save(editor), Qt.MouseButton.LeftButton)
    assert svc.get_clock(store, event).structure.name == "Tuesday turbo"


def test_save_is_enabled_by_the_structure_rule_and_says_why_not(qtbot, window, store,
                                                                make_event) -> None:  # type: ignore[no-untyped-def]
    """Issue 22: Save, Save as template and Export are disabled by ``verify_structure``, its
    reason their tooltip; a figure that is not a number disables Save the same way."""
    event = make_event("poker", players=0)
    _tab, editor = _editor(qtbot, window, event)
    assert _save(editor).isEnabled() and editor.export_button.toolTip() == ""
    _set_cell(editor, 2, 2, "150")
    reason = "Level 3: big blind 150 is smaller than small blind 200"
    for button in (_save(editor), editor.save_template_button, editor.export_button):
        assert not button.isEnabled() and button.toolTip() == reason
    _set_cell(editor, 2, 2, "abc")
    assert _save(editor).toolTip() == "Level 3: big blind 'abc' is not a whole number"
    _set_cell(editor, 2, 2, "400")
    assert _save(editor).isEnabled() and _save(editor).toolTip() == ""
    assert editor.export_button.isEnabled()
    editor.reject()


def test_the_starting_stack_is_the_events_not_asked_again(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Issue 35: the stack was asked in the New event dialog and again here, and the two
    differed (a 30,000 event's structure said 20,000). Here it is the event's, read-only."""
    event = make_event("poker", players=0, starting_stack=30000)
    _tab, editor = _editor(qtbot, window, event)
    assert editor.stack_spin.isReadOnly() and editor.stack_spin.value() == 30000
    assert "event's settings" in editor.stack_spin.toolTip()
    qtbot.keyClicks(editor.stack_spin, "5")  # typing changes nothing
    editor.preset_combo.setCurrentIndex(editor.preset_combo.findData("mtt-turbo-10k"))
    qtbot.mouseClick(editor.preset_button, Qt.MouseButton.LeftButton)
    assert editor.stack_spin.value() == 30000
    qtbot.mouseClick(_save(editor), Qt.MouseButton.LeftButton)
    assert svc.get_clock(store, event).structure.starting_stack == 30000
