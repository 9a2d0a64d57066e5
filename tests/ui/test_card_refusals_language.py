"""A refusal shown through ``ctx.run`` reads as the gated button's tooltip, in the interface
language (issue 38): the action refuses in the rule's words, so the one catalogue
(`tdesk.engine_text`) translates both. Before, the top cut refused "The top cut has already
started." and the bracket round "The final has been played.", which no catalogue knew: they
stayed English under a Russian tooltip."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from tdesk import engine_text
from tdesk.errors import TdeskError
from tdesk.services.swiss import judge_calls, swiss


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
    from tdesk.ui.swiss.player_dialog import PlayerDialog

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


def test_an_extension_refused_by_its_action_reads_as_the_dialogs_tooltip(  # type: ignore[no-untyped-def]
        window, store, make_event, russian, qtbot) -> None:
    """CG-R1-A: the table's result comes in at another station while the Extra-time dialog is
    open; Save's refusal is the rule's sentence in Russian, the one its tooltip then shows
    (it was "Extension 'table 1, 3 min': …", in English)."""
    event = make_event("swiss", players=8, rounds=3)
    info = swiss.pair_next_round(store, event, seed=2)
    window.reload_events(event)
    tab = window.show_tab("rounds")
    dialog = tab.judge_panel.extra_time()
    assert dialog is not None
    table = info.tables[0].table
    dialog.table.setCurrentIndex(dialog.table.findData(table))
    qtbot.keyClicks(dialog.reason, "deck check")
    assert dialog.save_button.isEnabled()
    swiss.record_result(store, event, 1, table, "2-0")  # meanwhile, elsewhere
    dialog.save()
    said = dialog.error.text()
    dialog.chance = judge_calls.extension_chance(store, event, 1)  # the dialog reads again
    dialog.check()
    dialog.reject()
    assert not dialog.save_button.isEnabled()
    assert said == dialog.save_button.toolTip() and f"стола {table}" in said


def test_the_judge_call_buttons_are_off_for_a_round_of_byes_with_the_rules_reason(  # type: ignore[no-untyped-def]
        window, store, make_event, russian) -> None:
    """CG-R1: a round of a single player has only the bye: the buttons are off by the rule
    (not by the panel's own test), and the action refuses in the same words."""
    event = make_event("swiss", players=1, rounds=1)
    swiss.pair_next_round(store, event, seed=1)
    window.reload_events(event)
    tab = window.show_tab("rounds")
    tab.refresh()
    panel = tab.judge_panel
    for button in (panel.call_button, panel.time_button):
        assert not button.isEnabled()
    tip = panel.call_button.toolTip()
    assert tip == panel.time_button.toolTip() and tip.startswith("В туре 1")
    with pytest.raises(TdeskError) as refused:
        judge_calls.log_call(store, event, 1, 1, "Kim", "ruling")
    assert engine_text.message(str(refused.value)) == tip


@pytest.mark.parametrize(("size", "russian_words"), [
    (16, "Для топ-16 нужно 16 игроков; в таблице только 8"),
    (6, "Размер плей-офф должен быть одним из 4, 8, 16, 32: 6"),
])
def test_a_top_cut_the_standings_cannot_fill_is_refused_in_russian(  # type: ignore[no-untyped-def]
        window, store, make_event, russian, monkeypatch, size, russian_words) -> None:
    """CG-M3: the top cut's size refusal is the rule's own sentence, so the catalogue knows it
    (the service wrapped it as "Top cut 16: …", which stayed English)."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    event = make_event("swiss", players=8, rounds=1)
    for t in swiss.pair_next_round(store, event, seed=1).tables:
        swiss.record_result(store, event, 1, t.table, "2-1")
    assert window.ctx.run(window, swiss.start_top_cut, store, event, size) is None
    assert shown == [russian_words]
    assert swiss.rounds(store, event, "cut") == []
