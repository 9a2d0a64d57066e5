"""Conflicting phone reports (issue 36): the desk's queue quotes each player as they reported
(their own games first), a table typed at the desk since leaves the queue, and each player
is told what the opponent reported and confirms or disputes it, as Companion and Melee do."""

from __future__ import annotations

import pytest

from tdesk.errors import ConflictError
from tdesk.services.phones import phone_reports as pr
from tdesk.services.swiss import swiss


@pytest.fixture
def paired(store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=3)
    swiss.pair_next_round(store, event, seed=3)
    pr.set_reporting(store, event, True)
    codes = pr.issue_codes(store, event)
    return event, codes, swiss.get_round(store, event, 1).tables[0]


def test_the_queue_quotes_b_as_b_reported(store, paired) -> None:  # type: ignore[no-untyped-def]
    event, codes, t = paired
    pr.report(store, codes[t.a_id], "2-0", event)
    assert pr.report(store, codes[t.b_id], "2-0", event) == "conflict"  # both say they won
    [row] = pr.queue(store, event)
    assert (row.a_report, row.b_own, row.conflict) == ("2-0", "2-0", True)
    assert row.b_report == "0-2"  # the table's side, what Accept B records for A


def test_each_player_is_told_the_opponents_report_and_the_conflict(store, paired) -> None:  # type: ignore[no-untyped-def]
    event, codes, t = paired
    pr.report(store, codes[t.a_id], "2-1", event)
    mine = pr.my_match(store, codes[t.b_id], event)
    assert (mine.opponent_reported, mine.reported) == ("1-2", "")  # from B's side
    pr.report(store, codes[t.b_id], "2-0", event)
    a, b = pr.my_match(store, codes[t.a_id], event), pr.my_match(store, codes[t.b_id], event)
    assert (a.reported, a.opponent_reported) == ("2-1", "0-2")
    assert (b.reported, b.opponent_reported) == ("2-0", "1-2")
    assert pr.report(store, codes[t.b_id], "1-2", event) == "recorded"  # B confirms A's
    assert swiss.get_round(store, event, 1).tables[0].result == "2-1"


def test_a_dispute_waits_for_the_desk_and_both_see_it(store, paired) -> None:  # type: ignore[no-untyped-def]
    event, codes, t = paired
    with pytest.raises(ConflictError, match="not reported"):
        pr.dispute(store, codes[t.b_id], event, round_number=1, table=t.table)
    pr.report(store, codes[t.a_id], "2-0", event)
    pr.dispute(store, codes[t.b_id], event, round_number=1, table=t.table)
    assert pr.my_match(store, codes[t.a_id], event).opponent_reported == pr.DISPUTE
    assert pr.my_match(store, codes[t.b_id], event).reported == pr.DISPUTE
    [row] = pr.queue(store, event)
    assert row.conflict and row.b_own == pr.DISPUTE
    pr.decide(store, event, 1, t.table, "2-1")
    assert pr.queue(store, event) == []


def test_a_table_typed_at_the_desk_leaves_the_queue(store, paired) -> None:  # type: ignore[no-untyped-def]
    event, codes, t = paired
    pr.report(store, codes[t.a_id], "2-0", event)
    pr.report(store, codes[t.b_id], "2-0", event)
    swiss.record_result(store, event, 1, t.table, "2-1")  # the Rounds tab, not the queue
    assert pr.queue(store, event) == []
    store.undo()
    assert [r.table for r in pr.queue(store, event)] == [t.table]


def test_a_level_score_in_the_top_cut_is_refused_unwritten(store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.errors import InputError
    from tests.web.test_topcut_snapshot import swiss_rounds

    event = swiss_rounds(store, make_event, 8, 3, 4, ["2-0", "2-1"])
    pr.set_reporting(store, event, True)
    codes = pr.issue_codes(store, event)
    s1 = swiss.start_top_cut(store, event).tables[0]
    with pytest.raises(InputError, match="needs a winner"):
        pr.report(store, codes[s1.a_id], "1-1", event)
    assert pr.queue(store, event) == []
    assert pr.report(store, codes[s1.a_id], "2-1", event) == "waiting"
