"""One limit of players at a table, for seating, penalties and the event dialog (TDA-F1-A,
issue 21): the penalty rules refused a 12-handed table the service and the event dialog
allowed."""

from __future__ import annotations

import pytest

from tdesk.errors import InputError
from tdesk.rules import event_settings
from tdesk.rules import penalties as rules
from tdesk.rules.seating.types import MAX_SEATS, MIN_SEATS
from tdesk.services.penalties import penalties
from tdesk.services.players import list_entries


def test_the_rules_take_every_table_size_seating_takes_PEN_P1() -> None:
    for players in range(MIN_SEATS, MAX_SEATS + 1):
        rules.verify_poker([], "one_round", "soft play", players)
    for players in (MIN_SEATS - 1, MAX_SEATS + 1):
        with pytest.raises(ValueError, match=f"expected {MIN_SEATS} to {MAX_SEATS}"):
            rules.verify_poker([], "one_round", "soft play", players)


def test_event_settings_use_the_same_limit_TDA_F1_A() -> None:
    by_key = {s.key: s for s in event_settings.SETTINGS["poker"]}
    for key in ("seats_per_table", "final_table_size"):
        assert (by_key[key].minimum, by_key[key].maximum) == (MIN_SEATS, MAX_SEATS)


def test_a_penalty_at_a_full_12_handed_table_is_recorded(store, make_event) -> None:
    event_id = make_event("poker", players=4, seats_per_table=MAX_SEATS)
    entry = list_entries(store, event_id)[0].entry_id
    penalties.issue_penalty(store, event_id, penalties.PenaltyRequest(
        entry, "one_round", reason="Soft play", players_at_table=MAX_SEATS))
    (row,) = penalties.list_penalties(store, event_id)
    assert row.players_at_table == MAX_SEATS and row.hands == MAX_SEATS
    with pytest.raises(InputError, match="Players at the table"):
        penalties.issue_penalty(store, event_id, penalties.PenaltyRequest(
            entry, "one_round", reason="Soft play", players_at_table=MAX_SEATS + 1))
    assert len(penalties.list_penalties(store, event_id)) == 1


def test_the_penalty_dialog_offers_the_same_range(qtbot, store, make_event) -> None:
    from tdesk.ui.context import AppContext
    from tdesk.ui.penalties.penalty_dialog import PenaltyDialog

    event_id = make_event("poker", players=4, seats_per_table=MAX_SEATS)
    ctx = AppContext(store)
    ctx.select_event(event_id)
    dialog = PenaltyDialog(ctx, event_id)
    qtbot.addWidget(dialog)
    assert (dialog.table_size.minimum(), dialog.table_size.maximum()) == (MIN_SEATS, MAX_SEATS)
    assert dialog.table_size.value() == MAX_SEATS

