"""Penalty-changed results on screen (issue 36): the Issue-penalty preview names the round a
loss counts in (PEN-2), and the Rounds tab marks a result a penalty changed (ML/GL) with a
tooltip saying what the slip said."""

from PySide6.QtCore import Qt

from tdesk.services.penalties import penalties as svc
from tdesk.services.penalties.penalties import PenaltyRequest
from tdesk.services.swiss import swiss
from tdesk.ui.penalties.penalty_dialog import PenaltyDialog


def test_the_preview_names_the_round_the_loss_counts_in(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=4)
    info = swiss.pair_next_round(store, event, seed=2)
    window.reload_events(event)
    dialog = PenaltyDialog(window.ctx, event, window, entry_id=info.tables[0].a_id, round_=3)
    qtbot.addWidget(dialog)
    dialog.set_infraction("tardiness-severe")  # a Match loss
    dialog.moment.setCurrentIndex(dialog.moment.findData("between_matches"))
    assert "Match loss counts in round 4 (PEN-2)." in dialog.preview_text()
    dialog.moment.setCurrentIndex(dialog.moment.findData("during_game"))
    assert "Match loss counts in round 3 (PEN-2)." in dialog.preview_text()
    dialog.round.setValue(0)  # no round: the judge is told to give one
    assert "Give the round: a Match loss counts in a round (PEN-2)." in dialog.preview_text()
    dialog.set_infraction("slow-play")  # a Warning counts in no round
    assert "counts in" not in dialog.preview_text()
    dialog.reject()


def test_a_penalty_changed_result_is_marked_in_the_rounds_tab(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                              make_event) -> None:
    event = make_event("swiss", players=8, rounds=3)
    info = swiss.pair_next_round(store, event, seed=2)
    t1, t2, t3 = info.tables[:3]
    svc.issue_penalty(store, event, PenaltyRequest(t1.a_id, "match_loss", "Tardiness", round=1))
    svc.issue_penalty(store, event, PenaltyRequest(t2.a_id, "game_loss", "Drawing extra cards",
                                                   round=1))
    window.reload_events(event)
    tab = window.show_tab("rounds")
    for table, score in ((t1.table, "2-0"), (t2.table, "2-0"), (t3.table, "2-1")):
        qtbot.keyClicks(tab.table_input, f"{table} {score}")
        qtbot.keyClick(tab.table_input, Qt.Key.Key_Return)
        assert not tab.error.isVisible(), tab.error.text()
    model = tab.model
    cells = {r.table: model.index(i, 5) for i, r in enumerate(model.rows)}
    assert model.data(cells[t1.table]) == "0-2 ML"
    assert model.data(cells[t2.table]) == "2-1 GL"
    assert model.data(cells[t3.table]) == "2-1"
    tip = model.data(cells[t1.table], Qt.ItemDataRole.ToolTipRole)
    assert tip == (f"Match loss for {t1.a_name} (a penalty, PEN-2): the slip said 2-0, "
                   "the match counts 0-2.")
    assert model.data(cells[t2.table], Qt.ItemDataRole.ToolTipRole) == (
        f"Game loss for {t2.a_name} (a penalty, PEN-2): the slip said 2-0, the match counts 2-1.")
    assert model.data(cells[t3.table], Qt.ItemDataRole.ToolTipRole) is None
