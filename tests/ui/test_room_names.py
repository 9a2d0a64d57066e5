"""The room view labels a seat with a name a person recognises, distinct within the table
(issue 21): it showed the last word ("105" for "James Smith 105") and "Smith" twice at a table."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtGui import QFont, QFontMetrics

from tdesk.services.players import PlayerFields, import_players
from tdesk.services.seating import seating
from tdesk.ui.widgets.room_view import seat_names, short_names

SMITHS = ["James Smith 105", "James Smith 106", "James Smith", "John Smith", "Anna Smith",
          "Anders Smith", "Märta Ström-Lindqvist", "Vincent van Gogh", "王伟", "王芳",
          "Ольга Иванова", "Олег Иванов", "Smith, Joan", "Björn Öberg"]


def room_event(store, make_event, names: list[str], tables: int) -> int:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=0, seats_per_table=9)
    import_players(store, event_id, [PlayerFields(name=n) for n in names])
    seating.draw_seats(store, event_id, tables=tables, seed=5)
    return event_id


def test_seat_labels_are_recognisable_and_distinct_at_each_table(
        qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    names = SMITHS + [f"Kim Smith {n}" for n in range(100, 100 + 58)]
    event_id = room_event(store, make_event, names, tables=8)
    window.reload_events(event_id)
    window.resize(1300, 900)
    tab = window.show_tab("seating")
    tab.list_button.setChecked(False)
    tab._list_toggled()  # noqa: SLF001 - the drawn room
    view = tab.room_view
    assert not view.simple
    assert not view.grab().isNull()  # paints every seat label
    info = seating.room(store, event_id)
    shortened = 0
    for t in info.tables:
        shown = {p.seat: view.shown_names[(t.number, p.seat)] for p in t.players}
        assert len({s.casefold() for s in shown.values()}) == len(shown), shown
        for p in t.players:
            label = shown[p.seat]
            assert label in short_names(p.name), (p.name, label)
            assert not label.isdigit()
            shortened += label != p.name
    assert shortened  # the room is full enough that labels are shortened
    by_name = {p.name: view.shown_names[(p.table, p.seat)] for p in info.seated}
    assert "Smith" in by_name["James Smith 105"]


def test_two_smiths_at_one_table_are_told_apart() -> None:
    metrics = QFontMetrics(QFont())
    narrow = max(metrics.horizontalAdvance(n) for n in ("J. Smith", "A. Smith")) + 2
    players = {1: ("James Smith", ""), 2: ("Anna Smith", ""), 3: ("John Smith", " (F)"),
               4: ("James Smith 105", ""), 5: ("王伟", "")}
    shown = seat_names(players, dict.fromkeys(players, narrow), metrics.horizontalAdvance)
    assert shown[2] == "A. Smith"
    assert shown[1] in ("James S.", "James Smith") and shown[3].startswith("John S")
    assert shown[3].endswith(" (F)") and shown[5] == "王伟"
    assert "Smith" in shown[4] or shown[4].startswith("James S")
    wide = seat_names(players, dict.fromkeys(players, 10_000), metrics.horizontalAdvance)
    assert wide == {s: n + suffix for s, (n, suffix) in players.items()}


first = st.sampled_from(["James", "John", "Anna", "Jan", "Олег", "Märta"])
last = st.sampled_from(["Smith", "Smyth", "Иванов", "van Gogh", "Öberg"])
tag = st.sampled_from(["", " 105", " 106", " Jr."])


@given(st.lists(st.builds(lambda f, la, t: f"{f} {la}{t}", first, last, tag),
                min_size=2, max_size=10, unique_by=str.casefold),
       st.integers(min_value=20, max_value=200))
def test_labels_are_forms_of_the_name_and_distinct_when_names_are(names, width) -> None:  # type: ignore[no-untyped-def]
    players = {i + 1: (n, "") for i, n in enumerate(names)}
    shown = seat_names(players, dict.fromkeys(players, width), lambda t: 6 * len(t))
    assert all(shown[s] in short_names(n) for s, (n, _) in players.items())
    assert len({s.casefold() for s in shown.values()}) == len(shown)
