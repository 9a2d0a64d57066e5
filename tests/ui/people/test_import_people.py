"""The import preview's Person column driven like a person (issues 35, 36): a returning person
spelled the same is chosen already, namesakes and another spelling wait in amber until chosen,
Import then reuses the people chosen; a poker list shows no Rating, Games or Seed."""

from pathlib import Path

from PySide6.QtCore import Qt
from sqlmodel import func, select

from tdesk.models.tables import Player
from tdesk.services.events import create_event
from tdesk.services.people.people import find_by_name
from tdesk.services.players import PlayerFields, import_players, list_entries
from tests.ui.test_import_dialog import _open_import

LIST = "name,rating,country\nKate Dixon,1500,GB\nAnna Petrov,,\nbjorn oberg,,\nNew Face,1400,SE\n"


def _people(store) -> int:  # type: ignore[no-untyped-def]
    with store.read() as session:
        return int(session.exec(select(func.count()).select_from(Player)).one())


def _headers(dialog) -> list[str]:  # type: ignore[no-untyped-def]
    table = dialog.table
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]


def _person_cell(dialog, line: int):  # type: ignore[no-untyped-def]
    table = dialog.table
    column = _headers(dialog).index("Person")
    r = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == str(line))
    return table.item(r, column), table.cellWidget(r, column)


def _click_person(qtbot, dialog, line: int):  # type: ignore[no-untyped-def]
    table = dialog.table
    item, _ = _person_cell(dialog, line)
    table.scrollToItem(item)
    rect = table.visualItemRect(item)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    combo = _person_cell(dialog, line)[1]
    assert combo is not None
    return combo


def _setup(store, tmp_path: Path, kind: str = "poker"):  # type: ignore[no-untyped-def]
    first = create_event(store, "Weekly 1", "poker")
    other = create_event(store, "Other club", "poker")
    import_players(store, first, [PlayerFields("Kate Dixon", rating=1620, country="GB"),
                                  PlayerFields("Anna Petrov", country="RU"),
                                  PlayerFields("Björn Öberg", country="SE")])
    import_players(store, other, [PlayerFields("Anna Petrov", country="SE")])
    second = create_event(store, "Weekly 2", kind)
    path = tmp_path / "week2.csv"
    path.write_text(LIST, encoding="utf-8")
    return second, path


def test_returning_people_are_matched_and_namesakes_chosen(qtbot, window, store, monkeypatch,  # type: ignore[no-untyped-def]
                                                           tmp_path) -> None:
    second, path = _setup(store, tmp_path)
    before = _people(store)
    _tab, dialog = _open_import(qtbot, window, second, monkeypatch, path)
    kate, kate_combo = _person_cell(dialog, 2)
    assert kate.text().startswith("Kate Dixon #") and "Weekly 1" in kate.text()
    assert "Keeps 1620 (the file says 1500)" in kate.toolTip()
    assert kate_combo is None  # settled: text, its list made when the cell is clicked
    kate_combo = _click_person(qtbot, dialog, 2)
    assert kate_combo.currentText() == kate.text()
    assert kate_combo.itemText(kate_combo.count() - 1) == "New person"
    kate_combo.hidePopup()
    anna, anna_combo = _person_cell(dialog, 3)
    assert anna.text() == "Choose…" and anna.background().color().name() == "#fff3cd"
    assert [anna_combo.itemText(i).split(" · ")[1] for i in (1, 2)] in (["RU", "SE"],
                                                                       ["SE", "RU"])
    assert anna_combo.itemText(anna_combo.count() - 1) == "New person"
    bjorn, _ = _person_cell(dialog, 4)
    assert bjorn.text() == "Choose…" and "Spelled otherwise" in bjorn.toolTip()
    face, face_combo = _person_cell(dialog, 5)
    assert face.text() == "New person" and face_combo is None
    assert "2 rows may be people already" in dialog.choosing.text()
    assert not dialog.import_button.isEnabled()
    # one click takes the single person spelled otherwise; the namesakes still wait
    qtbot.mouseClick(dialog.take_spellings, Qt.MouseButton.LeftButton)
    assert _person_cell(dialog, 4)[0].text().startswith("Björn Öberg #")
    assert not dialog.import_button.isEnabled() and "1 row may be" in dialog.choosing.text()
    russian = next(i for i in range(anna_combo.count()) if " · RU · " in anna_combo.itemText(i))
    anna_combo.setCurrentIndex(russian)
    assert dialog.import_button.isEnabled() and not dialog.choosing.isVisible()
    assert "Returning people: 3; new people: 1." in dialog.people_line.text()
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.close_button.isVisible(), timeout=30_000)
    assert "Returning people: 3; new people: 1." in dialog.summary.text()
    dialog.close_button.click()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert _people(store) == before + 1
    [kate_row] = find_by_name(store, "Kate Dixon")
    assert (kate_row.events, kate_row.rating) == (2, 1620)
    ru = next(p for p in find_by_name(store, "Anna Petrov") if p.country == "RU")
    assert ru.events == 2
    assert sorted(r.name for r in list_entries(store, second)) == [
        "Anna Petrov", "Björn Öberg", "Kate Dixon", "New Face"]


def test_one_person_chosen_twice_blocks_the_import(qtbot, window, store, monkeypatch,  # type: ignore[no-untyped-def]
                                                   tmp_path) -> None:
    second, path = _setup(store, tmp_path)
    path.write_text("name\nBjörn Öberg\nbjorn oberg\n", encoding="utf-8")
    _tab, dialog = _open_import(qtbot, window, second, monkeypatch, path)
    assert _person_cell(dialog, 2)[0].text().startswith("Björn Öberg #")
    _item, combo = _person_cell(dialog, 3)
    combo.setCurrentIndex(1)  # the same Björn for the other spelling too
    assert "Björn Öberg is chosen for lines 2, 3" in dialog.choosing.text()
    assert not dialog.import_button.isEnabled()
    combo.setCurrentIndex(combo.count() - 1)  # New person: a second Björn, as the floor says
    assert dialog.import_button.isEnabled() and not dialog.choosing.isVisible()
    dialog.reject()


def test_a_poker_preview_shows_no_rating_games_or_seed(qtbot, window, store, monkeypatch,  # type: ignore[no-untyped-def]
                                                       tmp_path) -> None:
    second, path = _setup(store, tmp_path)
    _tab, dialog = _open_import(qtbot, window, second, monkeypatch, path)
    assert _headers(dialog) == ["Line", "Name", "Person", "Country", "Problem"]
    dialog.reject()
    league, league_path = create_event(store, "League", "league"), path
    _tab, dialog = _open_import(qtbot, window, league, monkeypatch, league_path)
    assert _headers(dialog) == ["Line", "Name", "Person", "Rating", "Country", "Games", "Problem"]
    dialog.reject()


def test_add_player_in_a_poker_event_asks_no_rating_or_seed(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                             make_event) -> None:
    poker = make_event("poker", players=2)
    window.reload_events(poker)
    tab = window.show_tab("players")
    tab.add()
    dialog = tab.dialog
    assert not dialog.rating.isVisibleTo(dialog) and not dialog.seed.isVisibleTo(dialog)
    assert dialog.people.isColumnHidden(3)  # the people found: no Rating column
    dialog.reject()
    swiss = make_event("swiss", players=2)
    window.reload_events(swiss)
    tab.add()
    dialog = tab.dialog
    assert dialog.rating.isVisibleTo(dialog) and dialog.seed.isVisibleTo(dialog)
    assert not dialog.people.isColumnHidden(3)
    dialog.reject()
