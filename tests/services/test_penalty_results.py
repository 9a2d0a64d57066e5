"""Penalty-changed results (issue 36): which round a Game or Match loss counts in, read by
one rule (PEN-2) for the preview, the log, the report and the results; a result the penalty
changed is marked (ML/GL) beside the table, with what the slip said."""

from __future__ import annotations

import pytest

from tdesk.services.penalties import penalties as svc
from tdesk.services.penalties.penalties import PenaltyRequest
from tdesk.services.swiss import swiss


@pytest.fixture
def paired(store, make_event):  # type: ignore[no-untyped-def]
    """Eight players, round 1 paired: (event, round 1's first two tables)."""
    event = make_event("swiss", players=8, rounds=3)
    info = swiss.pair_next_round(store, event, seed=2)
    return event, info.tables[0], info.tables[1]


def test_the_log_says_the_round_a_loss_counts_in(store, paired) -> None:  # type: ignore[no-untyped-def]
    event, t1, t2 = paired
    svc.issue_penalty(store, event, PenaltyRequest(t1.a_id, "match_loss", "Tardiness",
                                                   round=3, moment="between_matches"))
    svc.issue_penalty(store, event, PenaltyRequest(t2.a_id, "game_loss", "Drawing extra cards",
                                                   round=2, moment="during_game"))
    svc.issue_penalty(store, event, PenaltyRequest(t2.b_id, "game_loss", "Marked sleeves",
                                                   round=2, moment="during_game",
                                                   deferred=True))
    ml, _w1, gl, _w2, deferred, _w3 = svc.list_penalties(store, event)
    assert (ml.label, ml.round, ml.counts_in) == ("Match loss", 3, 4)
    assert (gl.label, gl.counts_in) == ("Game loss", 2)
    assert (deferred.label, deferred.counts_in) == ("Game loss", 2)  # the next game, same match
    assert _w1.counts_in is None  # a Warning counts in no round


def test_the_preview_says_the_round_the_loss_counts_in(store, paired) -> None:  # type: ignore[no-untyped-def]
    event, t1, _t2 = paired
    shown = svc.preview(store, event, PenaltyRequest(t1.a_id, "match_loss", "Tardiness",
                                                     round=1, moment="between_matches"))
    assert [r.counts_in for r in shown.rows] == [2, None]
    none = svc.preview(store, event, PenaltyRequest(t1.a_id, "match_loss", "Tardiness"))
    assert none.rows[0].counts_in is None and none.rows[0].label == "Match loss"


def test_a_result_the_penalties_changed_is_marked(store, paired) -> None:  # type: ignore[no-untyped-def]
    event, t1, t2 = paired
    svc.issue_penalty(store, event, PenaltyRequest(t1.a_id, "match_loss", "Tardiness",
                                                   round=1))
    svc.issue_penalty(store, event, PenaltyRequest(t2.a_id, "game_loss", "Drawing extra cards",
                                                   round=1))
    ml = swiss.record_result(store, event, 1, t1.table, "2-0")
    gl = swiss.record_result(store, event, 1, t2.table, "2-0")
    assert (ml.score, ml.result, ml.a_mark, ml.b_mark) == ("0-2", "2-0", "ML", "")
    assert (gl.score, gl.result, gl.a_mark, gl.b_mark) == ("2-1", "2-0", "GL", "")
    rows = {t.table: t for t in swiss.get_round(store, event, 1).tables}
    assert (rows[t1.table].a_mark, rows[t2.table].a_mark) == ("ML", "GL")
    plain = next(t for t in rows.values() if t.table not in (t1.table, t2.table)
                 and not t.is_bye)
    assert swiss.record_result(store, event, 1, plain.table, "2-1").a_mark == ""
