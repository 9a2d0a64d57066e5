"""The Decklists tab (issue 24): a list typed with a bad line shows the line in red and saves
nothing, the fixed list saves, the lists lock once round 1 is paired (the head judge changes
one with a reason), the missing filter, an import, a deck check with its linked penalty."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tdesk.services.penalties import penalties
from tdesk.services.swiss import decklists, swiss
from tdesk.ui.widgets import files, messages

GOOD = "3 Dragon\n3 Goblin\n3 Elf\n1 Healer"


def _tab(qtbot, window, make_event):  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=4, decklists=True, deck_min=10, deck_copies=3)
    window.reload_events(event)
    tab = window.show_tab("decklists")
    qtbot.waitUntil(tab.isVisible)
    return tab, event


def _select(tab, name: str) -> None:  # type: ignore[no-untyped-def]
    tab.table.select_where(lambda r: r.player == name)
    assert tab.selected().player == name


def _type(qtbot, tab, text: str) -> None:  # type: ignore[no-untyped-def]
    """Type ``text`` into the editor as a person does, Return between the lines."""
    tab.editor.clear()
    for n, line in enumerate(text.split("\n")):
        if n:
            qtbot.keyClick(tab.editor, Qt.Key.Key_Return)
        qtbot.keyClicks(tab.editor, line)


def _stored(store, event: int, name: str):  # type: ignore[no-untyped-def]
    return next(r for r in decklists.decklists(store, event).rows if r.player == name)


def test_a_bad_line_shows_in_red_and_the_fixed_list_saves(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                          make_event) -> None:
    tab, event = _tab(qtbot, window, make_event)
    assert tab.model.rowCount() == 4
    _select(tab, "Anna Petrova")
    _type(qtbot, tab, "3 Dragon\n3 Goblin\nFourx Elf\n1 Healer")
    assert tab.error.isVisible() and "line 3" in tab.error.text()
    assert "Fourx Elf" in tab.error.text()
    assert not tab.save_button.isEnabled()
    qtbot.mouseClick(tab.save_button, Qt.MouseButton.LeftButton)
    assert _stored(store, event, "Anna Petrova").status == "missing"
    _type(qtbot, tab, GOOD + "\nGoblin")  # readable, but 4 copies
    assert "Goblin: 4 copies, at most 3" in tab.error.text()
    _type(qtbot, tab, GOOD)
    assert not tab.error.isVisible() and tab.save_button.isEnabled()
    qtbot.mouseClick(tab.save_button, Qt.MouseButton.LeftButton)
    row = _stored(store, event, "Anna Petrova")
    assert (row.status, row.deck.size) == ("ok", 10)
    qtbot.waitUntil(lambda: tab.model.value(tab.selected(), 1) == "ok")
    tab.missing_only.setChecked(True)
    assert sorted(r.player for r in tab.table.visible_rows()) == sorted(
        ["Björn Åberg", "王伟", "James Smith"])


def test_lists_lock_once_round_1_is_paired(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    tab, event = _tab(qtbot, window, make_event)
    _select(tab, "Anna Petrova")
    _type(qtbot, tab, GOOD)
    qtbot.mouseClick(tab.save_button, Qt.MouseButton.LeftButton)
    swiss.pair_next_round(store, event, seed=5)
    window.ctx.poll()
    qtbot.waitUntil(lambda: tab.head_judge.isVisible())
    _select(tab, "Anna Petrova")
    assert "locked" in tab.model.value(tab.selected(), 1)
    _type(qtbot, tab, GOOD + "\nHealer")
    assert not tab.save_button.isEnabled()
    assert "locked: the player's first round is paired" in tab.save_button.toolTip()
    tab.head_judge.setChecked(True)
    assert not tab.save_button.isEnabled()  # no reason yet
    qtbot.keyClicks(tab.reason, "player typed Elk for Elf")
    assert tab.save_button.isEnabled()
    qtbot.mouseClick(tab.save_button, Qt.MouseButton.LeftButton)
    row = _stored(store, event, "Anna Petrova")
    assert (row.deck.size, row.reason) == (11, "player typed Elk for Elf")


def test_import_from_a_file(qtbot, window, store, make_event, monkeypatch,  # type: ignore[no-untyped-def]
                            tmp_path: Path) -> None:
    tab, event = _tab(qtbot, window, make_event)
    path = tmp_path / "lists.txt"
    path.write_text(f"# Player: James Smith\n{GOOD}\n# Player: 王伟\n{GOOD}\n", encoding="utf-8")
    monkeypatch.setattr(files, "open_file", lambda *a: path)
    said: list[str] = []
    monkeypatch.setattr(messages, "info", lambda _p, text, *a: said.append(text))
    qtbot.mouseClick(tab.import_button, Qt.MouseButton.LeftButton)
    assert said == ["Lists imported from lists.txt: 2."]
    assert sorted(r.player for r in decklists.missing(store, event)) == sorted(
        ["Anna Petrova", "Björn Åberg"])


def test_a_deck_check_issues_the_linked_penalty(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    tab, event = _tab(qtbot, window, make_event)
    _select(tab, "Anna Petrova")
    _type(qtbot, tab, GOOD)
    qtbot.mouseClick(tab.save_button, Qt.MouseButton.LeftButton)
    info = swiss.pair_next_round(store, event, seed=5)
    window.ctx.poll()
    _select(tab, "Anna Petrova")
    qtbot.mouseClick(tab.check_button, Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    assert dialog.player.currentText() == "Anna Petrova"
    table = next(t.table for t in info.tables if "Anna Petrova" in (t.a_name, t.b_name))
    assert (dialog.round.value(), dialog.table.value()) == (1, table)
    assert not dialog.issue.isEnabled()  # "matches" gives no penalty
    dialog.outcome.setCurrentIndex(dialog.outcome.findData("mismatch"))
    assert dialog.issue.isChecked() and dialog.severity.currentData() == "game_loss"
    dialog.save_button.click()
    assert dialog.error.isVisible() and "note is empty" in dialog.error.text()
    qtbot.keyClicks(dialog.note, "2 Goblin in the deck, 3 on the list")
    dialog.save_button.click()
    assert not dialog.isVisible()
    [check] = decklists.checks(store, event)
    given = [p for p in penalties.list_penalties(store, event) if p.main_id is None]
    assert [(p.id, p.infraction, p.penalty) for p in given] == [
        (check.penalty_id, "deck-list-mismatch", "game_loss")]
    assert (check.outcome, check.table, check.judge) == ("mismatch", table, "Test Floor")
    qtbot.waitUntil(lambda: tab.model.value(tab.selected(), 4) == 1)
    assert tab.checks_label.text() == (
        f"Deck check, round 1, table {table} (Test Floor): Deck does not match the list — "
        "2 Goblin in the deck, 3 on the list (penalty issued)")


def test_a_refresh_keeps_what_is_being_typed(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    tab, event = _tab(qtbot, window, make_event)
    _select(tab, "Anna Petrova")
    _type(qtbot, tab, "3 Dragon")
    other = next(r.entry_id for r in decklists.decklists(store, event).rows
                 if r.player == "James Smith")
    decklists.register(store, event, other, GOOD)  # another station saves a list
    window.ctx.poll()
    qtbot.waitUntil(lambda: any(r.player == "James Smith" and r.status == "ok"
                                for r in tab.model.rows))  # the tab read it
    assert tab.selected().player == "Anna Petrova"
    assert tab.editor.toPlainText() == "3 Dragon"


def test_a_late_entry_types_their_list_without_the_head_judge(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                              make_event) -> None:
    """DECK-5 (issue 36): a player who joins after round 1 keeps an open list until their own
    first round is paired; the others' lists stay locked."""
    from tdesk.services.players import PlayerFields, add_player

    tab, event = _tab(qtbot, window, make_event)
    swiss.pair_next_round(store, event, seed=5)
    add_player(store, event, PlayerFields(name="Late Comer"))
    window.ctx.poll()
    qtbot.waitUntil(lambda: tab.model.rowCount() == 5)
    _select(tab, "Late Comer")
    assert not tab.head_judge.isVisible()
    _type(qtbot, tab, GOOD)
    assert tab.save_button.isEnabled()
    qtbot.mouseClick(tab.save_button, Qt.MouseButton.LeftButton)
    assert _stored(store, event, "Late Comer").status == "ok"
    _select(tab, "Anna Petrova")
    assert tab.head_judge.isVisible()


def test_pairing_with_lists_missing_asks_first(qtbot, window, store, make_event,  # type: ignore[no-untyped-def]
                                               monkeypatch) -> None:
    """Issue 36: pairing round 1 of an event that requires lists, with lists missing, names
    the players and asks; No pairs nothing, Yes pairs. Nothing is asked when all are in."""
    tab, event = _tab(qtbot, window, make_event)
    decklists.register(store, event, _stored(store, event, "Anna Petrova").entry_id, GOOD)
    rounds = window.show_tab("rounds")
    asked: list[str] = []
    answer = [False]
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: asked.append(a[1]) or answer[0])
    qtbot.mouseClick(rounds.pair_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and "3 players have no decklist yet" in asked[0]
    assert "James Smith" in asked[0] and "Anna Petrova" not in asked[0]
    assert swiss.rounds(store, event) == []
    answer[0] = True
    qtbot.mouseClick(rounds.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: rounds.job is None and swiss.rounds(store, event) == [1],
                    timeout=5000)
    assert len(asked) == 2


def test_an_event_without_lists_pairs_without_asking(qtbot, window, store, make_event,  # type: ignore[no-untyped-def]
                                                     monkeypatch) -> None:
    event = make_event("swiss", players=4)
    window.reload_events(event)
    rounds = window.show_tab("rounds")
    asked: list[str] = []
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: asked.append(a[1]) or False)
    qtbot.mouseClick(rounds.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: rounds.job is None and swiss.rounds(store, event) == [1],
                    timeout=5000)
    assert asked == []


def test_an_import_keeps_the_good_lists_and_lists_the_bad(qtbot, window, store, make_event,  # type: ignore[no-untyped-def]
                                                          monkeypatch, tmp_path: Path) -> None:
    """Issue 36: one illegal list in the file: the others are registered and the window names
    the one left out with its reason."""
    tab, event = _tab(qtbot, window, make_event)
    path = tmp_path / "lists.txt"
    path.write_text(f"# Player: James Smith\n{GOOD}\n# Player: 王伟\n{GOOD}\nGoblin\n"
                    f"# Player: Anna Petrova\n{GOOD}\n", encoding="utf-8")
    monkeypatch.setattr(files, "open_file", lambda *a: path)
    said: list[str] = []
    monkeypatch.setattr(messages, "error", lambda _p, text, *a: said.append(text))
    monkeypatch.setattr(messages, "info", lambda _p, text, *a: said.append("info: " + text))
    qtbot.mouseClick(tab.import_button, Qt.MouseButton.LeftButton)
    assert len(said) == 1 and said[0].startswith("Lists imported from lists.txt: 2.")
    assert "Not imported (1 list)" in said[0]
    assert "王伟: " in said[0] and "Goblin: 4 copies, at most 3" in said[0]
    assert sorted(r.player for r in decklists.missing(store, event)) == sorted(
        ["Björn Åberg", "王伟"])
