"""The Players tab driven like a person: add, edit, search, import, delete; then screen and store."""

from pathlib import Path

from PySide6.QtCore import Qt

from tdesk.services.players import list_entries
from tdesk.ui.widgets import files, messages


def _players_tab(window, event_id):  # type: ignore[no-untyped-def]
    window.reload_events(event_id)
    window.activateWindow()
    return window.show_tab("players")


def _focus(qtbot, widget) -> None:  # type: ignore[no-untyped-def]
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus, timeout=2000)


def test_add_player_by_typing_then_edit(qtbot, window, store, make_event, type_text) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("league", players=0)
    tab = _players_tab(window, event_id)
    qtbot.mouseClick(tab.add_button, Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    type_text(dialog.name, "Ольга Кузнецова")
    qtbot.keyClicks(dialog.rating, "1875")
    qtbot.keyClicks(dialog.country, "RU")
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.error.text()
    assert tab.visible_names() == ["Ольга Кузнецова"]
    [row] = list_entries(store, event_id)
    assert (row.name, row.rating, row.country) == ("Ольга Кузнецова", 1875, "RU")

    tab.table.selectRow(0)
    _focus(qtbot, tab.table)
    qtbot.keyClick(tab.table, Qt.Key.Key_F2)
    dialog = tab.dialog
    dialog.rating.clear()
    qtbot.keyClicks(dialog.rating, "1900")
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Save),
                     Qt.MouseButton.LeftButton)
    assert list_entries(store, event_id)[0].rating == 1900
    assert tab.proxy.index(0, 1).data() == "1900"


def test_bad_rating_keeps_dialog_open_and_saves_nothing(qtbot, window, store, make_event, type_text) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("swiss", players=0)
    tab = _players_tab(window, event_id)
    tab.add()
    dialog = tab.dialog
    type_text(dialog.name, "李娜")
    qtbot.keyClicks(dialog.rating, "12a")
    dialog.try_save()
    assert dialog.isVisible()
    assert "Rating" in dialog.error.text() and "12a" in dialog.error.text()
    assert dialog.name.text() == "李娜"  # what was typed is kept
    assert list_entries(store, event_id) == []
    dialog.reject()


def test_duplicate_name_refused_in_dialog(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=3)
    tab = _players_tab(window, event_id)
    tab.add()
    qtbot.keyClicks(tab.dialog.name, "  anna   PETROVA ")
    tab.dialog.try_save()
    assert "already registered" in tab.dialog.error.text()
    tab.dialog.reject()
    assert len(list_entries(store, event_id)) == 3


def test_search_as_you_type_filters_table(qtbot, window, make_event, type_text) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12)
    tab = _players_tab(window, event_id)
    assert len(tab.visible_names()) == 12
    type_text(tab.search, "мар")
    assert tab.visible_names() == ["Мария Иванова"]
    assert tab.count_label.text() == "1 of 12 players"
    tab.search.clear()
    type_text(tab.search, "王")
    assert tab.visible_names() == ["王伟"]


def test_sort_by_rating_column_numerically(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("swiss", players=12)
    tab = _players_tab(window, event_id)
    header = tab.table.horizontalHeader()
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=header.rect().center().__class__(header.sectionViewportPosition(1) + 5, 5))
    ratings = [int(tab.proxy.index(r, 1).data()) for r in range(tab.proxy.rowCount())]
    assert ratings == sorted(ratings) or ratings == sorted(ratings, reverse=True)
    assert ratings[0] != ratings[-1]


def test_delete_asks_then_removes_and_undo_restores(qtbot, window, store, make_event,
                                                    monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("ofc", players=4)
    tab = _players_tab(window, event_id)
    questions: list[str] = []
    monkeypatch.setattr(messages, "confirm", lambda parent, text, *a, **k: questions.append(text) or False)
    tab.table.selectRow(0)
    name = tab.selected_row().name
    _focus(qtbot, tab.table)
    qtbot.keyClick(tab.table, Qt.Key.Key_Delete)
    assert questions and name in questions[0]
    assert len(list_entries(store, event_id)) == 4  # answered Cancel: nothing removed

    monkeypatch.setattr(messages, "confirm", lambda *a, **k: True)
    qtbot.mouseClick(tab.delete_button, Qt.MouseButton.LeftButton)
    assert name not in [r.name for r in list_entries(store, event_id)]
    assert name not in tab.visible_names()
    assert name in window.undo_action.text()

    window.undo_action.trigger()
    assert name in [r.name for r in list_entries(store, event_id)]
    qtbot.waitUntil(lambda: name in tab.visible_names())
    window.redo_action.trigger()
    assert name not in [r.name for r in list_entries(store, event_id)]


def _import(qtbot, window, tab, monkeypatch, path: Path):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(files, "open_file", lambda *a, **k: path)
    qtbot.mouseClick(tab.import_button, Qt.MouseButton.LeftButton)
    return tab.dialog


def test_import_good_csv_in_cp1251(qtbot, window, store, make_event, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("league", players=0)
    tab = _players_tab(window, event_id)
    path = tmp_path / "players.csv"
    path.write_bytes("имя;рейтинг;страна\nСергей Попов;1710;RU\nИрина Волкова;1655;RU\n"
                     .encode("cp1251"))
    dialog = _import(qtbot, window, tab, monkeypatch, path)
    assert dialog.import_button.isEnabled()
    assert "Windows-1251" in dialog.summary.text()
    assert dialog.table.item(0, 1).text() == "Сергей Попов"
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.close_button.isVisible)  # written in the background (issue 10)
    assert "2 players imported" in dialog.summary.text()
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Close
    assert not dialog.isVisible()
    assert sorted(tab.visible_names()) == ["Ирина Волкова", "Сергей Попов"]
    assert {r.rating for r in list_entries(store, event_id)} == {1710, 1655}


def test_import_bad_csv_shows_every_bad_row_and_saves_nothing(qtbot, window, store, make_event,
                                                              monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("swiss", players=1)  # "Anna Petrova" is registered
    tab = _players_tab(window, event_id)
    path = tmp_path / "bad.csv"
    path.write_text("name,rating\n張三,abc\n,1500\nAnna Petrova,1400\nBo Ek,1300\nbo ek,1200\n",
                    encoding="utf-8")
    dialog = _import(qtbot, window, tab, monkeypatch, path)
    assert not dialog.import_button.isEnabled()
    summary = dialog.summary.text()
    assert "Line 2: Rating 'abc'" in summary
    assert "Line 3: Name ''" in summary
    assert "Line 4: Name 'Anna Petrova': already registered" in summary
    assert "Line 6: Name 'bo ek': duplicate of line 5" in summary
    dialog.reject()
    assert [r.name for r in list_entries(store, event_id)] == ["Anna Petrova"]


def test_export_neutralises_formulas(qtbot, window, store, make_event, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from tdesk.services.players import PlayerFields, add_player

    event_id = make_event("poker", players=0)
    add_player(store, event_id, PlayerFields(name="=HYPERLINK(\"http://x\")", notes="@SUM(A1)"))
    tab = _players_tab(window, event_id)
    target = tmp_path / "out.csv"
    monkeypatch.setattr(files, "save_file", lambda *a, **k: target)
    qtbot.mouseClick(tab.export_button, Qt.MouseButton.LeftButton)
    text = target.read_bytes().decode("utf-8-sig")
    assert "'=HYPERLINK" in text and "'@SUM(A1)" in text
    assert "\n=" not in text


def test_name_sort_ignores_case_and_accents(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.services.players import PlayerFields, import_players

    event_id = make_event("poker", players=0)
    import_players(store, event_id, [PlayerFields(n) for n in ("Grace Smith", "göran Björk", "Åsa Olsson", "Bo Ek", "Ava Wright")])
    tab = _players_tab(window, event_id)
    # by surname (Unicode collation): Björk, Ek, Olsson, Smith, Wright — case and accents aside
    assert tab.visible_names() == ["göran Björk", "Bo Ek", "Åsa Olsson", "Grace Smith", "Ava Wright"]


def test_columns_fit_their_widest_text_then_grow_for_a_longer_one(
        qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Columns are sized from the texts once when the rows are read and grow when a changed
    row needs more room (issue 11: no ResizeToContents re-reading every cell at each layout);
    no text is cut."""
    from tdesk.services.players import PlayerFields, update_player

    event_id = make_event("league", players=12)
    tab = _players_tab(window, event_id)
    table, model = tab.table, tab.model
    metrics = table.fontMetrics()

    def cut_cells() -> list[str]:
        return [model.display(row, c) for row in model.rows for c in range(model.columnCount())
                if c and not table.isColumnHidden(c)
                and metrics.horizontalAdvance(model.display(row, c)) > table.columnWidth(c)]

    assert cut_cells() == []
    country = model.COLUMNS.index("Country")
    before = table.columnWidth(country)
    entry = model.rows[0].entry_id
    update_player(store, entry, PlayerFields(model.rows[0].name, country="Bosnia and Herzegovina"))
    window.ctx.poll()
    assert "Bosnia and Herzegovina" in [model.display(r, country) for r in model.rows]
    assert table.columnWidth(country) > before
    assert cut_cells() == []


def test_after_an_action_only_the_changed_players_are_read_and_the_list_stays_true(
        qtbot, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 10: a bust reads the one player it changed (from the audit log's change record),
    not the whole list; after every kind of action, this station's or another's, and undo,
    the list shown is the list read afresh."""
    from tdesk.models.store import Store
    from tdesk.services import players as players_svc
    from tdesk.services.money import money
    from tdesk.services.players import PlayerFields, add_player, remove_player, update_player
    from tdesk.services.seating.seating import bust_players, draw_seats, move_player, seat_numbers
    from tdesk.ui.seating import players_tab

    event_id = make_event("poker", players=12)
    draw_seats(store, event_id, tables=2)
    window.ctx.poll()  # as the poll timer would: the draw is delivered before the tab looks
    tab = _players_tab(window, event_id)
    reads: list[object] = []
    real = players_svc.list_entries
    def counted(*a, **k):  # type: ignore[no-untyped-def]
        reads.append(k.get("only"))
        return real(*a, **k)

    for module in (players_tab, players_svc):  # the whole list, and what changed
        monkeypatch.setattr(module, "list_entries", counted)
    other = Store(store.url, staff="Other Floor", station="desk-2")
    ids = [r.entry_id for r in list_entries(store, event_id)]

    def shown() -> list[tuple[object, ...]]:
        model = tab.model
        return sorted(((r, model.seats.get(r.entry_id), model.paid.get(r.entry_id))
                       for r in model.rows), key=lambda t: t[0].entry_id)

    def truth() -> list[tuple[object, ...]]:
        seats, paid = seat_numbers(store, event_id), money.paid_amounts(store, event_id)
        return sorted(((r, seats.get(r.entry_id), paid.get(r.entry_id))
                       for r in real(store, event_id)), key=lambda t: t[0].entry_id)

    actions = [
        lambda: bust_players(store, event_id, [ids[0]]),
        lambda: update_player(store, ids[1], PlayerFields("Renamed Person", rating=1999)),
        lambda: money.take_payment(store, event_id, ids[2], "entry", "cash"),
        lambda: move_player(other, event_id, ids[3], *_free_seat(store, event_id)),
        lambda: store.undo(),
        lambda: other.undo(),
        lambda: add_player(other, event_id, PlayerFields("Late Arrival")),
        lambda: remove_player(store, ids[4]),
        lambda: store.undo(),
        lambda: store.redo(),
    ]
    for n, act in enumerate(actions):
        reads.clear()
        act()
        window.ctx.poll()
        assert shown() == truth(), n
        assert all(only is not None for only in reads), n  # never the whole list
        # an undone payment (4) names no entry: the Paid column is read again, no player row
        assert bool(reads) == (n != 4), n
    reads.clear()
    bust_players(store, event_id, [ids[5]])
    window.ctx.poll()
    [(entry_ids, player_ids)] = reads
    assert set(entry_ids) == {ids[5]} and not player_ids
    other.close()


def _free_seat(store, event_id):  # type: ignore[no-untyped-def]
    from tdesk.services.seating.seating import room

    for table in room(store, event_id).tables:
        for seat in range(1, table.seats + 1):
            if table.at(seat) is None and seat not in table.blocked:
                return table.number, seat
    raise AssertionError("no free seat")


def test_another_events_action_reads_nothing_and_a_hidden_list_reads_when_shown(
        qtbot, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 22: the list reads from the change record ``ctx.changed`` delivers: a player
    added to another event leaves the rows as they were and reads nothing; one added here
    while the tab is hidden is read (that row only) when the tab is shown again."""
    from tdesk.services import players as players_svc
    from tdesk.services.players import PlayerFields, add_player
    from tdesk.ui.seating import players_tab
    from tests.ui.reads import tables_read

    shown, other = make_event("poker", players=6), make_event("poker", players=3)
    tab = _players_tab(window, shown)
    window.ctx.poll()
    before = list(tab.model.rows)
    add_player(store, other, PlayerFields("Elsewhere Person"))
    with tables_read(store) as read:
        window.ctx.poll()
    assert "entry" in window.ctx.seen.tables  # the poll saw the new entry
    assert read.view_statements == []
    assert tab.model.rows == before

    reads: list[object] = []
    real = players_svc.list_entries
    def counted(*a, **k):  # type: ignore[no-untyped-def]
        reads.append(k.get("only"))
        return real(*a, **k)

    for module in (players_tab, players_svc):  # the whole list, and what changed
        monkeypatch.setattr(module, "list_entries", counted)
    window.show_tab("seating")
    add_player(store, shown, PlayerFields("Hidden Arrival"))
    window.ctx.poll()
    assert reads == [] and "Hidden Arrival" not in tab.visible_names()  # hidden: not yet
    window.show_tab("players")
    qtbot.waitUntil(lambda: "Hidden Arrival" in tab.visible_names())
    assert len(reads) == 1 and reads[0] is not None  # just the new row, not the list
    assert len(tab.visible_names()) == 7
