"""The judge's words in Russian (issue 36): every infraction and penalty name in the Issue
penalty and deck check dialogs, the Penalties tab's history panel and the explanation under
it, and the Rounds tab's error for a score it cannot read."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from tdesk.services.penalties import penalties as svc
from tdesk.services.penalties.penalties import PenaltyRequest
from tdesk.services.players import list_entries
from tdesk.services.swiss import swiss
from tdesk.ui.penalties.penalty_dialog import PenaltyDialog
from tdesk.ui.swiss.deck_check_dialog import DeckCheckDialog
from tests.ui.pending_language import pending_russian  # noqa: F401  (a fixture)

# rule ids and marks stay as they are in every language
RULE_IDS = re.compile(r"\b(PEN|CG|DECK)-[A-Z0-9-]+\b")


def english(text: str) -> list[str]:
    """The English words left in ``text`` (rule ids apart)."""
    return re.findall(r"[A-Za-z]{3,}", RULE_IDS.sub("", text))


def _items(box) -> list[str]:  # type: ignore[no-untyped-def]
    return [box.itemText(i) for i in range(box.count())]


@pytest.mark.usefixtures("pending_russian")
def test_the_issue_penalty_dialog_in_russian(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=6, rounds=3)
    swiss.pair_next_round(store, event, seed=1)
    window.reload_events(event)
    entry = swiss.get_round(store, event, 1).tables[0].a_id
    svc.issue_penalty(store, event, PenaltyRequest(entry, "warning", infraction="slow-play",
                                                   round=1))
    dialog = PenaltyDialog(window.ctx, event, window, entry_id=entry, round_=1)
    qtbot.addWidget(dialog)
    assert [t for t in _items(dialog.infraction) + _items(dialog.penalty) if english(t)] == []
    dialog.set_infraction("slow-play")  # the second: raised to a Game loss with its Warning
    shown = "\n".join((dialog.preview_text(), dialog.recommended.text(), dialog.history.text(),
                       dialog.reason.placeholderText()))
    assert english(shown) == [], shown
    dialog.set_infraction("game-rule-minor")
    assert dialog.infraction.toolTip() and english(dialog.infraction.toolTip()) == []
    dialog.reject()


@pytest.mark.usefixtures("pending_russian")
def test_the_deck_check_dialog_in_russian(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=4, rounds=3)
    window.reload_events(event)
    dialog = DeckCheckDialog(window.ctx, event, [("Anna Petrova", 1)], None, window)
    qtbot.addWidget(dialog)
    assert [t for t in _items(dialog.severity) + _items(dialog.outcome) if english(t)] == []
    dialog.reject()


@pytest.mark.usefixtures("pending_russian")
def test_the_penalties_tab_side_panel_in_russian(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=4, rounds=3)
    someone = list_entries(store, event)[0].entry_id
    svc.issue_penalty(store, event, PenaltyRequest(someone, "game_loss",
                                                   infraction="drawing-extra-cards", round=1))
    window.reload_events(event)
    tab = window.show_tab("penalties")
    tab.table.selectRow(0)
    lines = [tab.history.item(i).text() for i in range(tab.history.count())]
    assert len(lines) == 2 and [t for t in lines if english(t)] == []
    assert tab.explanation.text() and english(tab.explanation.text()) == []
    tip = tab.model.data(tab.model.index(0, 4), Qt.ItemDataRole.ToolTipRole)
    assert english(tip) == []


@pytest.mark.usefixtures("pending_russian")
def test_the_rounds_tab_says_an_unreadable_score_in_russian(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                             make_event) -> None:
    event = make_event("swiss", players=4, rounds=3)
    info = swiss.pair_next_round(store, event, seed=1)
    window.reload_events(event)
    tab = window.show_tab("rounds")
    qtbot.keyClicks(tab.table_input, f"{info.tables[0].table} 7-7")
    qtbot.keyClick(tab.table_input, Qt.Key.Key_Return)
    assert tab.error.text() and english(tab.error.text()) == [], tab.error.text()
    assert "7-7" in tab.error.text()
