"""Registering a person who played before (issue 26, PPL-1): the desk types, the store's
people show under the name, a pick registers that person; typing on makes a new one."""

from PySide6.QtCore import Qt
from sqlmodel import func, select

from tdesk.models.tables import Entry, Player
from tdesk.services.events import create_event
from tdesk.services.penalties.penalties import PenaltyRequest, issue_penalty
from tdesk.services.players import list_entries


def _count(store, table) -> int:  # type: ignore[no-untyped-def]
    with store.read() as session:
        return int(session.exec(select(func.count()).select_from(table)).one())


def _open_add(qtbot, window, event_id):  # type: ignore[no-untyped-def]
    window.reload_events(event_id)
    window.activateWindow()
    tab = window.show_tab("players")
    qtbot.mouseClick(tab.add_button, Qt.MouseButton.LeftButton)
    return tab, tab.dialog


def test_typing_then_down_enter_registers_the_existing_person(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                               make_event, type_text) -> None:
    first = make_event("poker", players=8, name="Spring Cup")
    new = create_event(store, "Summer Swiss", "swiss")
    people_before = _count(store, Player)
    tab, dialog = _open_add(qtbot, window, new)
    type_text(dialog.name, "oberg")  # no accents typed
    assert dialog.people.isVisible() and dialog.people.topLevelItemCount() == 1
    item = dialog.people.topLevelItem(0)
    assert item.text(0) == "Sören Öberg" and item.text(3) == "1,560"
    assert item.text(4) == "1 event, last: Spring Cup" and item.text(1) == ""
    qtbot.keyClick(dialog.name, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.people, Qt.Key.Key_Return)  # picks, does not save yet
    assert dialog.isVisible() and dialog.name.text() == "Sören Öberg"
    assert dialog.rating.text() == "1560" and "Sören Öberg" in dialog.picked.text()
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Save),
                     Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.error.text()
    assert _count(store, Player) == people_before  # one Player row …
    [entry] = list_entries(store, new)
    old = {r.name: r for r in list_entries(store, first)}["Sören Öberg"]
    assert entry.player_id == old.player_id  # … two entries
    with store.read() as session:
        assert session.exec(select(func.count()).select_from(Entry)
                            .where(Entry.player_id == old.player_id)).one() == 2
    assert tab.visible_names() == ["Sören Öberg"]


def test_a_click_picks_and_typing_on_makes_a_new_person(qtbot, window, store, make_event,  # type: ignore[no-untyped-def]
                                                         type_text) -> None:
    make_event("poker", players=8)
    new = create_event(store, "Weekly", "poker")
    people_before = _count(store, Player)
    _tab, dialog = _open_add(qtbot, window, new)
    type_text(dialog.name, "ИВАНОВА")
    item = dialog.people.topLevelItem(0)
    rect = dialog.people.visualItemRect(item)
    qtbot.mouseClick(dialog.people.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.person_id is not None and dialog.name.text() == "Мария Иванова"
    type_text(dialog.name, "-Петрова")  # typed on: a new person of that name
    assert dialog.person_id is None and not dialog.picked.isVisible()
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.error.text()
    assert _count(store, Player) == people_before + 1
    assert [r.name for r in list_entries(store, new)] == ["Мария Иванова-Петрова"]


def test_the_judge_sees_a_red_pen6_mark_with_its_events(qtbot, window, store, make_event,  # type: ignore[no-untyped-def]
                                                        type_text) -> None:
    swiss = make_event("swiss", players=3, name="Autumn Swiss")
    anna = {r.name: r.entry_id for r in list_entries(store, swiss)}["Anna Petrova"]
    issue_penalty(store, swiss, PenaltyRequest(anna, "disqualification_no_prizes",
                                               reason="Bribery", judge="Olga"))
    new = create_event(store, "Winter Swiss", "swiss")
    _tab, dialog = _open_add(qtbot, window, new)
    type_text(dialog.name, "anna")
    item = dialog.people.topLevelItem(0)
    assert item.text(1) == "PEN-6"
    assert item.foreground(1).color().name() == "#c62828"
    assert "Autumn Swiss: Disqualification without prizes, Bribery" in item.toolTip(0)
    dialog.reject()


def test_the_same_person_twice_in_an_event_is_refused_in_the_dialog(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                                   make_event,
                                                                   type_text) -> None:
    event = make_event("poker", players=3)
    _tab, dialog = _open_add(qtbot, window, event)
    type_text(dialog.name, "Anna")
    dialog.pick(dialog.people.topLevelItem(0))
    dialog.try_save()
    assert dialog.isVisible() and "already registered" in dialog.error.text()
    dialog.reject()
    assert len(list_entries(store, event)) == 3


def test_the_list_shows_the_rating_for_the_events_game_RAT_1(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                             make_event, type_text) -> None:
    from tdesk.models.ratings import PersonRating

    spring = make_event("poker", players=8, name="Spring Cup")
    new = create_event(store, "Summer Swiss", "swiss", settings={"rating_game": "Berserk"})
    [oberg] = [p for p in list_entries(store, spring) if p.name == "Sören Öberg"]
    with store.action("earlier Berserk results") as scope:  # as a ratings update leaves it
        scope.session.add(PersonRating(player_id=oberg.player_id, game="Berserk",
                                       rating=1711.5, games=14))
        scope.session.add(PersonRating(player_id=oberg.player_id, game="Other game",
                                       rating=1300.0, games=3))
    _tab, dialog = _open_add(qtbot, window, new)
    type_text(dialog.name, "oberg")
    item = dialog.people.topLevelItem(0)
    assert item.text(3) == "1,712"  # the Berserk rating, shown whole (RAT-6), not 1,560
    assert "Berserk rating from results" in item.toolTip(3) and "1,560" in item.toolTip(3)
    dialog.reject()
