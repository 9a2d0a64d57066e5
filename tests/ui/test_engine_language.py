"""Engine messages on screen follow the interface language: a move reason in the Seating tab,
an OFC hand name and foul reason on the board (the shipped Russian)."""

from __future__ import annotations

import pytest

from tdesk.services.seating.seating import bust_players, draw_seats, room, set_button


def test_seating_tab_shows_the_move_reason_in_russian(window, store, make_event, russian) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12, seats_per_table=6, final_table_size=6)
    draw_seats(store, event_id, seed=5)
    for t in room(store, event_id).tables:
        set_button(store, event_id, t.number, t.players[0].seat)
    for p in room(store, event_id).table(1).players[:3]:
        bust_players(store, event_id, [p.entry_id])
    window.reload_events(event_id)
    tab = window.show_tab("seating")
    assert tab.moves.count() == 1
    text = tab.moves.item(0).text()
    assert "За столом" in text and "большой блайнд" in text and "(TDA-B2)" in text
    assert "big blind" not in text


def test_ofc_board_names_hands_and_fouls_in_russian(qtbot, russian) -> None:  # type: ignore[no-untyped-def]
    from tdesk.rules.ofc import Row
    from tdesk.ui.widgets.ofc_board import BoardEditor

    board = BoardEditor(0)
    qtbot.addWidget(board)
    board.set_text("Th Td 2c / 9s 9d 4c 4h 3d / As Ks Qs Js 8s")
    assert board.infos[Row.TOP].text().startswith("пара десяток")
    assert "флеш" in board.infos[Row.BOTTOM].text()
    board.set_text("9h 9d 9c / 8s 8d 4c 4h 2d / As Ks Qs Js Ts")
    assert "середина: две пары слабее, чем верх: тройка" in board.foul.text()


def test_event_dialog_shows_setting_values_in_russian(qtbot, store, russian) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QComboBox

    from tdesk.ui.context import AppContext
    from tdesk.ui.event_dialog import EventDialog

    ctx = AppContext(store)
    dialog = EventDialog(ctx, None)
    qtbot.addWidget(dialog)
    dialog.kind.setCurrentIndex(dialog.kind.findData("ofc"))
    texts = {c.itemText(i) for c in dialog.findChildren(QComboBox) for i in range(c.count())}
    assert "стандартная" in texts and "standard" not in texts


@pytest.mark.parametrize(("lang", "expected"), [("ru", "20\u00a0000"), ("sv", "20\u00a0000"),
                                                ("zh_CN", "20,000"), ("", "20,000")])
def test_chips_on_screen_follow_the_language(qapp, store, make_event, monkeypatch, lang,  # type: ignore[no-untyped-def]
                                             expected) -> None:
    import dataclasses

    from tdesk import i18n
    from tdesk.rules.levels import Game
    from tdesk.services.players import list_entries
    from tdesk.ui.seating.players_tab import PlayersModel
    from tdesk.ui.wall.projector import amounts_text

    monkeypatch.setenv("TDESK_LANG", lang or "en")
    i18n.install(qapp)
    try:
        row = dataclasses.replace(list_entries(store, make_event("poker", players=1))[0],
                                  chips=20000)
        assert PlayersModel().display(row, 6) == expected
        assert expected in amounts_text(_level(10000, 20000), Game.POKER)
    finally:
        monkeypatch.delenv("TDESK_LANG")
        i18n.install(qapp)


def _level(small: int, big: int):  # type: ignore[no-untyped-def]
    from tdesk.rules.levels import Level

    return Level.blinds(small, big)


def test_clock_tab_names_the_projector_themes_in_russian(window, make_event, russian) -> None:  # type: ignore[no-untyped-def]
    window.reload_events(make_event("poker", players=2))
    tab = window.show_tab("clock")
    names = [tab.theme_combo.itemText(i) for i in range(tab.theme_combo.count())]
    assert "Тёмная" in names and "Светлая" in names
