"""DECK-5 for a late entry (issue 36): their list locks when their own first round is paired,
not when round 1 was; pairing a round with lists missing in an event that requires them is
asked about first."""

from __future__ import annotations

import pytest

from tdesk.errors import ConflictError
from tdesk.services.players import PlayerFields, add_player
from tdesk.services.swiss import decklists, swiss

LEGAL = "Main deck\n3 Dragon\n3 Goblin\n3 Elf\n1 Healer\n"


def _event(make_event, players: int = 4) -> int:  # type: ignore[no-untyped-def]
    return make_event("swiss", players=players, decklists=True, deck_min=10, deck_copies=3)


def _row(store, event, entry):  # type: ignore[no-untyped-def]
    return next(r for r in decklists.decklists(store, event).rows if r.entry_id == entry)


def test_a_late_entry_registers_freely_until_their_first_round_is_paired(store, make_event):  # type: ignore[no-untyped-def]
    event = _event(make_event)
    for row in decklists.decklists(store, event).rows:
        decklists.register(store, event, row.entry_id, LEGAL)
    first = swiss.pair_next_round(store, event, seed=1)
    late = add_player(store, event, PlayerFields(name="Late Comer"))
    assert not _row(store, event, late).locked
    assert _row(store, event, first.tables[0].a_id).locked
    assert decklists.register(store, event, late, LEGAL) == "registered"
    assert decklists.register(store, event, late, LEGAL + "Healer") == "replaced"
    assert _row(store, event, late).reason == ""  # no head judge needed, nothing to explain
    with pytest.raises(ConflictError, match="locked"):  # the others' lists are locked
        decklists.register(store, event, first.tables[0].a_id, LEGAL + "Healer")
    for t in first.tables:
        swiss.record_result(store, event, 1, t.table, "2-0")
    swiss.pair_next_round(store, event, seed=2)  # the late entry's first round: now locked
    assert _row(store, event, late).locked
    with pytest.raises(ConflictError, match="locked"):
        decklists.register(store, event, late, LEGAL)
    decklists.register(store, event, late, LEGAL, head_judge=True, reason="typo in the count")


def test_an_import_locks_each_player_by_their_own_first_round(store, make_event):  # type: ignore[no-untyped-def]
    event = _event(make_event)
    swiss.pair_next_round(store, event, seed=1)
    add_player(store, event, PlayerFields(name="Late Comer"))
    done = decklists.import_lists(store, event, [("late.txt", "Late Comer", LEGAL)]).done
    assert done == (("Late Comer", "registered"),)
