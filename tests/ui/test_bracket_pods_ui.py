"""Issue 24 on screen (pytest-qt): the top cut drawn as a tree in the Rounds tab (seeds, names,
games won, the round names), the draft pods dialog by keyboard and mouse with its refusals in
red naming the pod and the player, and a table reserved from the table's context menu."""

import os

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tdesk.services.players import list_entries
from tdesk.services.swiss import swiss


def play(store, event, number, code="2-1"):  # type: ignore[no-untyped-def]
    for t in swiss.get_round(store, event, number).tables:
        if not t.done:
            swiss.record_result(store, event, number, t.table, code)


def cut_event(store, make_event):  # type: ignore[no-untyped-def]
    """Three Swiss rounds, the quarter-finals played (the second player wins the even
    tables), the semi-finals paired."""
    event = make_event("swiss", players=12, rounds=3, top_cut=8)
    for number in (1, 2, 3):
        swiss.pair_next_round(store, event, seed=number)
        play(store, event, number)
    cut = swiss.start_top_cut(store, event)
    for i, t in enumerate(cut.tables):
        swiss.record_result(store, event, cut.number, t.table, "2-0" if i % 2 == 0 else "1-2")
    swiss.pair_next_bracket_round(store, event)
    return event


def shot(widget, name):  # type: ignore[no-untyped-def]
    """Where TDESK_SHOTS says, the widget as a PNG to look at."""
    folder = os.environ.get("TDESK_SHOTS")
    if folder:
        widget.grab().save(os.path.join(folder, name))


def test_rounds_tab_draws_the_bracket_with_names_and_scores(window, store, make_event, qtbot):
    event = cut_event(store, make_event)
    window.resize(1500, 800)
    window.reload_events(event)
    tab = window.show_tab("rounds")
    view = tab.bracket
    assert tab.bracket_area.isVisible() and view.isVisible()
    assert view.titles() == ["Quarter-final", "Semi-final", "Final", "Winner"]
    b = swiss.bracket(store, event)
    quarter = [view.drawn(m) for m in b.matches[0]]
    assert [(a.seed, b_.seed) for a, b_ in quarter] == [("1", "8"), ("4", "5"), ("2", "7"),
                                                        ("3", "6")]
    for (top, bottom), m in zip(quarter, b.matches[0], strict=True):
        assert (top.name, top.games, bottom.name, bottom.games)[0] == m.a
        assert (top.games, bottom.games) == tuple(m.score.split("-"))
        assert top.winner == (m.winner == "a") and bottom.out == (m.winner == "a")
    semi = [view.drawn(m) for m in b.matches[1]]
    assert all(line.games == "" and not line.winner for pair in semi for line in pair)
    assert semi[0][0].name == b.matches[0][0].a  # the quarter's winner advanced
    assert view.drawn(b.matches[2][0])[0].name == "…"  # the final waits for its players
    size = view.sizeHint()
    assert size.width() >= 4 * 200 and size.height() >= 8 * 28
    image = view.grab().toImage()
    assert image.width() == size.width()
    shot(view, "bracket.png")
    shot(window, "rounds-tab-bracket.png")


def open_pods(window, store, make_event, qtbot, players=12, **settings):  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=players, draft=True, pod_size=6, pod_minimum=4,
                       **settings)
    window.reload_events(event)
    tab = window.show_tab("rounds")
    assert tab.pods_button.isVisible()
    qtbot.mouseClick(tab.pods_button, Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    qtbot.waitUntil(dialog.isVisible)
    return event, tab, dialog


def test_pods_drawn_then_moved_by_mouse_and_saved(window, store, make_event, qtbot):
    event, tab, dialog = open_pods(window, store, make_event, qtbot)
    assert list(dialog.lists) == [1, 0]  # nobody has a pod yet: one empty pod, "No pod"
    qtbot.mouseClick(dialog.draw_button, Qt.MouseButton.LeftButton)
    drawn = swiss.pods(store, event)
    assert [len(p.seats) for p in drawn.pods] == [6, 6]
    assert sorted(dialog.lists) == [1, 2]
    QApplication.processEvents()
    shot(dialog, "pods-dialog.png")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert sorted(dialog.lists) == [1, 2, 3]
    for pod in (1, 1, 2, 2):  # pod 3 made of two players from each pod, by mouse
        lst = dialog.lists[pod]
        rect = lst.visualItemRect(lst.item(0))
        qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        dialog.target.setCurrentIndex(dialog.target.findData(3))
        qtbot.mouseClick(dialog.move_button, Qt.MouseButton.LeftButton)
    assert [dialog.lists[p].count() for p in (1, 2, 3)] == [4, 4, 4]
    moved = dialog.members()[3]
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    saved = swiss.pods(store, event)
    assert sorted(s.name for s in saved.pods[2].seats) == sorted(moved)
    assert [len(p.seats) for p in saved.pods] == [4, 4, 4]


def test_pods_moved_by_keyboard_and_a_refusal_names_the_pod(window, store, make_event, qtbot):
    event, tab, dialog = open_pods(window, store, make_event, qtbot)
    qtbot.mouseClick(dialog.draw_button, Qt.MouseButton.LeftButton)
    before = swiss.pods(store, event)
    pod1 = dialog.lists[1]
    pod1.setFocus()
    pod1.setCurrentRow(0)
    name = pod1.currentItem().text()
    qtbot.keyClick(pod1, Qt.Key.Key_2)  # the digit key: to pod 2
    assert name in dialog.members()[2] and dialog.lists[2].currentItem().text() == name
    for _ in range(2):
        dialog.lists[1].setFocus()
        dialog.lists[1].setCurrentRow(0)
        qtbot.keyClick(dialog.lists[1], Qt.Key.Key_2)
    assert dialog.lists[1].count() == 3 and dialog.lists[2].count() == 9
    qtbot.keyClick(dialog.save_button, Qt.Key.Key_Return)  # Enter on Save
    assert dialog.isVisible()  # refused: the dialog keeps the lists as they are
    text = dialog.error.text()
    assert dialog.error.isVisible() and "Pods" in text and "Pod 1 has 3 players" in text
    assert name in text  # the value names the players of each pod
    assert swiss.pods(store, event) == before  # nothing saved
    QApplication.processEvents()
    dialog.reject()


def test_a_table_reserved_from_its_context_menu(window, store, make_event, qtbot):
    event = make_event("swiss", players=8, rounds=3, first_table=5)
    window.reload_events(event)
    tab = window.show_tab("rounds")
    qtbot.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.job is None and tab.model.rowCount() > 0, timeout=5000)
    assert tab.model.rows[0].table == 5  # numbered from the event's first table
    row = tab.model.rows[1]
    point = tab.table.visualRect(tab.table.model().index(1, 1)).center()
    tab.table_menu(point)
    actions = {a.text(): a for a in tab.menu.actions()}
    wanted = f"Reserve table {row.table} for {row.a_name}"
    assert wanted in actions
    actions[wanted].trigger()
    tab.menu.close()
    assert swiss.reserved_tables(store, event) == {row.a_id: row.table}
    tab.table_menu(point)
    texts = [a.text() for a in tab.menu.actions()]
    assert f"Free table {row.table} reserved for {row.a_name}" in texts
    tab.menu.close()
    entries = [e.entry_id for e in list_entries(store, event)]
    assert row.a_id in entries


def test_reserved_tables_dialog_before_round_1(window, store, make_event, qtbot):
    event = make_event("swiss", players=8, rounds=3)
    entries = {e.name: e.entry_id for e in list_entries(store, event)}
    first, second = sorted(entries)[:2]
    window.reload_events(event)
    tab = window.show_tab("rounds")
    qtbot.mouseClick(tab.reserve_button, Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.player.setCurrentIndex(dialog.player.findText(first))
    dialog.table.lineEdit().selectAll()
    qtbot.keyClicks(dialog.table, "12")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert swiss.reserved_tables(store, event) == {entries[first]: 12}
    qtbot.mouseClick(tab.reserve_button, Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.player.setCurrentIndex(dialog.player.findText(second))
    dialog.table.lineEdit().selectAll()
    qtbot.keyClicks(dialog.table, "12")
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.error.isVisible()
    text = dialog.error.text()
    assert "Reserved table 12" in text and first in text and second in text
    dialog.reject()
    rnd = swiss.pair_next_round(store, event, seed=3)
    mine = next(t for t in rnd.tables if entries[first] in (t.a_id, t.b_id))
    assert mine.table == 12
