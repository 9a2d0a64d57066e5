"""A refusal shown through ``ctx.run`` reads as the gated button's tooltip, in the interface
language (issue 38): the action refuses in the rule's words, so the one catalogue
(`tdesk.engine_text`) translates both. Before, the top cut refused "The top cut has already
started." and the bracket round "The final has been played.", which no catalogue knew: they
stayed English under a Russian tooltip."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from tdesk.services import swiss


def _played_to_final(store, make_event) -> int:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=1, top_cut=4)
    for t in swiss.pair_next_round(store, event, seed=1).tables:
        swiss.record_result(store, event, 1, t.table, "2-1")
    cut = swiss.start_top_cut(store, event)
    for t in cut.tables:
        swiss.record_result(store, event, cut.number, t.table, "2-0")
    final = swiss.pair_next_bracket_round(store, event)
    swiss.record_result(store, event, final.number, 1, "2-1")
    return event


def test_the_refusal_box_says_the_tooltip_in_russian(window, store, make_event, russian,  # type: ignore[no-untyped-def]
                                                     monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    event = _played_to_final(store, make_event)
    window.reload_events(event)
    tab = window.show_tab("rounds")
    tab.refresh()
    for button, action in ((tab.cut_button, swiss.start_top_cut),
                           (tab.pair_button, swiss.pair_next_bracket_round)):
        assert not button.isEnabled()
        tip = button.toolTip()
        assert tip and tip != "The final has been played: the event is over."  # translated
        shown.clear()
        assert window.ctx.run(window, action, store, event) is None
        assert shown == [tip]


def test_a_second_drop_refused_at_the_desk_says_the_dialogs_tooltip(  # type: ignore[no-untyped-def]
        window, store, make_event, russian, monkeypatch, qtbot) -> None:
    from tdesk.services.players import list_entries
    from tdesk.ui.swiss_player_dialog import PlayerDialog

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    event = make_event("swiss", players=4)
    anna = next(r for r in list_entries(store, event) if r.name == "Anna Petrova").entry_id
    swiss.drop_player(store, event, anna)
    dialog = PlayerDialog(window.ctx, event, "drop", anna, window)
    qtbot.addWidget(dialog)
    tip = dialog.ok_button.toolTip()
    assert not dialog.ok_button.isEnabled() and "Anna Petrova" in tip
    assert "already dropped" not in tip  # translated
    assert window.ctx.run(window, swiss.drop_player, store, event, anna) is None
    assert shown == [tip]
