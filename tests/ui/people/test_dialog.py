"""File › Player database… (issue 26): search, a person's history, Edit, Merge… with undo
(PPL-2), the refusal when both play one event, print and export."""

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from tdesk.errors import ConflictError
from tdesk.services.events import create_event
from tdesk.services.people import people
from tdesk.services.players import PlayerFields, add_player, import_players, list_entries
from tdesk.ui.widgets import files, messages


def _open(qtbot, window):  # type: ignore[no-untyped-def]
    action = window.findChild(QAction, "playerDatabase")
    assert action.shortcut().toString() == "Ctrl+Shift+U"
    action.trigger()
    dialog = window.people_dialog
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def _names(table) -> list[str]:  # type: ignore[no-untyped-def]
    return [table.item(r, 0).text() for r in range(table.rowCount())]


def test_search_shows_the_person_and_their_history(qtbot, window, store, make_event,  # type: ignore[no-untyped-def]
                                                   type_text) -> None:
    make_event("poker", players=4, name="Spring Cup")
    swiss = create_event(store, "Summer Swiss", "swiss")
    [anna] = people.find_by_name(store, "Anna Petrova")
    add_player(store, swiss, PlayerFields("Anna Petrova", contact="anna@x.org"),
               person_id=anna.person_id)
    dialog = _open(qtbot, window)
    assert len(_names(dialog.people)) == 4
    type_text(dialog.search, "petrova")
    assert _names(dialog.people) == ["Anna Petrova"]
    assert dialog.people.item(0, 3).text() == "2"
    assert "anna@x.org" in dialog.details.text()  # the contact shows here, and only here
    assert [dialog.history.item(r, 1).text() for r in range(2)] == ["Spring Cup",
                                                                    "Summer Swiss"]
    assert dialog.history.item(1, 2).text() == "Card game Swiss"
    dialog.reject()


def test_merge_then_undo_restores_both(qtbot, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    first = make_event("poker", players=3, name="Spring Cup")
    second = create_event(store, "Autumn OFC", "ofc")
    import_players(store, second, [PlayerFields("Anna Petrova", country="RU")])
    asked: list[str] = []
    monkeypatch.setattr(messages, "confirm", lambda _p, text, *_a, **_k: asked.append(text)
                        or True)
    dialog = _open(qtbot, window)
    dialog.search.setText("anna petrova")
    keep = next(r for r in range(dialog.people.rowCount())
                if dialog.people.item(r, 1).text() == "")
    dialog.people.selectRow(keep)
    qtbot.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)
    merge = dialog.merge_dialog
    assert merge.list.item(0, 1).text() == "Anna Petrova" and merge.list.item(0, 2).text() == "RU"
    assert merge.merge_button.isEnabled()
    qtbot.mouseClick(merge.merge_button, Qt.MouseButton.LeftButton)
    assert not merge.isVisible(), merge.error.text()
    assert asked and "Anna Petrova (RU); 1 event: Autumn OFC" in asked[0]
    assert _names(dialog.people) == ["Anna Petrova"] and dialog.people.item(0, 3).text() == "2"
    kept = list_entries(store, first)[0].player_id
    assert list_entries(store, second)[0].player_id == kept
    window.undo_action.trigger()
    assert len(people.find_people(store, "anna petrova")) == 2
    assert list_entries(store, second)[0].player_id != kept
    qtbot.waitUntil(lambda: dialog.people.rowCount() == 2)
    dialog.reject()


def test_merge_is_gated_when_both_play_one_event(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    make_event("poker", players=3, name="Spring Cup")
    dialog = _open(qtbot, window)
    dialog.people.selectRow(_names(dialog.people).index("Anna Petrova"))
    dialog.merge()
    merge = dialog.merge_dialog
    merge.search.setText("王伟")
    assert merge.list.item(0, 1).text() == "王伟" and merge.list.rowCount() == 1
    assert not merge.merge_button.isEnabled()
    tip = merge.merge_button.toolTip()  # issue 38: the rule's sentence, as a forced merge's
    assert tip == ("Duplicate: both people played Spring Cup: one person is never twice in an "
                   "event (PPL-2)")
    with pytest.raises(ConflictError) as refused:
        people.merge_people(store, merge.keep.person_id, merge.candidates[0].person_id)
    assert str(refused.value) == tip
    merge.list.clearSelection()  # nothing chosen: nothing to merge yet
    assert not merge.merge_button.isEnabled()
    assert merge.merge_button.toolTip() == "Choose the duplicate in the list."
    merge.reject()
    dialog.reject()


def test_edit_saves_the_person_and_print_writes_the_sheet(qtbot, window, store, make_event,  # type: ignore[no-untyped-def]
                                                         monkeypatch, tmp_path: Path) -> None:
    event = make_event("swiss", players=3, name="Summer Swiss")
    dialog = _open(qtbot, window)
    dialog.people.selectRow(_names(dialog.people).index("王伟"))
    qtbot.mouseClick(dialog.edit_button, Qt.MouseButton.LeftButton)
    edit = dialog.edit_dialog
    edit.country.setText("CN")
    edit.rating.setText("abc")
    edit.try_save()
    assert edit.isVisible() and "abc" in edit.error.text()
    edit.rating.setText("1999")
    qtbot.mouseClick(edit.save_button, Qt.MouseButton.LeftButton)
    assert not edit.isVisible()
    assert {r.name: (r.country, r.rating) for r in list_entries(store, event)}["王伟"] == (
        "CN", 1999)
    pdf = tmp_path / "wang.pdf"
    monkeypatch.setattr(files, "save_file", lambda *_a, **_k: pdf)
    qtbot.mouseClick(dialog.print_button, Qt.MouseButton.LeftButton)
    assert pdf.read_bytes().startswith(b"%PDF")
    out = tmp_path / "people.csv"
    monkeypatch.setattr(files, "save_file", lambda *_a, **_k: out)
    monkeypatch.setattr(messages, "confirm", lambda *_a, **_k: False)  # no contact
    monkeypatch.setattr(messages, "info", lambda *_a, **_k: None)
    dialog.export()
    assert out.read_text("utf-8-sig").splitlines()[0].endswith(",pen6")
    dialog.reject()


def test_the_snapshot_view_shows_the_person_of_the_most_kinds(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                              make_event) -> None:
    from tdesk.ui.people.dialog import snapshot_view

    poker = make_event("poker", players=4, name="Spring Cup")
    swiss = create_event(store, "Summer Swiss", "swiss")
    [bjorn] = people.find_by_name(store, "Björn Åberg")
    add_player(store, swiss, PlayerFields("Björn Åberg"), person_id=bjorn.person_id)
    window.reload_events(poker)
    dialog = snapshot_view(window, poker, (800, 600), None)
    assert dialog.selected().person_id == bjorn.person_id
    assert dialog.history.rowCount() == 2
    dialog.reject()
