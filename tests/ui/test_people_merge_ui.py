"""The merge question of the player database (issue 36): two people of one name told apart
by their numbers, events and ratings; a merge asked before another station saved the
duplicate is refused in the window, the edit kept."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from tdesk.locale_format import number
from tdesk.models.ratings import PersonRating
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.people import people
from tdesk.services.players import PlayerFields, import_players
from tdesk.ui.widgets import messages


def _twins(store, make_event) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """Two records "Anna Petrova", no country on either: (kept, duplicate)."""
    make_event("poker", players=3, name="Spring Cup")
    second = create_event(store, "Autumn OFC", "ofc")
    import_players(store, second, [PlayerFields("Anna Petrova")])
    kept, dup = sorted(r.person_id for r in people.find_people(store, "anna petrova"))
    with store.action("ratings from earlier events") as scope:
        scope.session.add(PersonRating(player_id=dup, game="Berserk", rating=1580.4, games=9))
    return kept, dup


def _merge_dialog(qtbot, window, kept: int):  # type: ignore[no-untyped-def]
    window.findChild(QAction, "playerDatabase").trigger()
    dialog = window.people_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.search.setText("anna petrova")
    dialog.people.selectRow(next(n for n, r in enumerate(dialog.rows) if r.person_id == kept))
    assert f"#{kept}" in dialog.details.text()
    qtbot.mouseClick(dialog.merge_button, Qt.MouseButton.LeftButton)
    return dialog, dialog.merge_dialog


def test_the_merge_question_tells_namesakes_apart_by_number_events_and_ratings(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, monkeypatch) -> None:
    kept, dup = _twins(store, make_event)
    asked: list[str] = []
    monkeypatch.setattr(messages, "confirm", lambda _p, text, *_a, **_k: asked.append(text)
                        or False)
    dialog, merge = _merge_dialog(qtbot, window, kept)
    assert merge.list.item(0, 0).text() == f"#{dup}"
    assert f"#{kept}" in merge.windowTitle()
    qtbot.mouseClick(merge.merge_button, Qt.MouseButton.LeftButton)
    [question] = asked
    assert f"#{dup} into #{kept}" in question
    dup_line = next(ln for ln in question.splitlines() if ln.startswith("Duplicate:"))
    kept_line = next(ln for ln in question.splitlines() if ln.startswith("Kept:"))
    assert f"#{dup} Anna Petrova" in dup_line and f"#{kept} Anna Petrova" in kept_line
    assert "Autumn OFC" in dup_line and f"Berserk {number(1580)}" in dup_line
    assert "Spring Cup" in kept_line and "Berserk" not in kept_line
    assert merge.isVisible() and len(people.find_people(store, "anna petrova")) == 2
    merge.reject()
    dialog.reject()


def test_a_merge_asked_before_another_station_saved_the_duplicate_is_refused(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, monkeypatch) -> None:
    kept, dup = _twins(store, make_event)

    def edit_meanwhile(*_args, **_kwargs) -> bool:  # type: ignore[no-untyped-def]
        other = Store(store.url, staff="Station B")
        try:
            row = people.get_person(other, dup)
            people.update_person(other, dup, people.PersonFields(
                row.name, contact="anna@example.org"), version=row.version)
        finally:
            other.close()
        return True

    monkeypatch.setattr(messages, "confirm", edit_meanwhile)
    dialog, merge = _merge_dialog(qtbot, window, kept)
    qtbot.mouseClick(merge.merge_button, Qt.MouseButton.LeftButton)
    assert merge.isVisible()
    assert f"(#{dup}) was changed by Station B" in merge.error.text()
    assert "nothing was merged" in merge.error.text()
    assert people.get_person(store, dup).contact == "anna@example.org"
    merge.reject()
    dialog.reject()
