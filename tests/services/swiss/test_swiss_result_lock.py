"""The Swiss result entry reads the round's penalty losses inside its action, under the store's
lock (issue 22, PEN-2): a penalty another station records while this one waits for the lock
still counts in the result, so no result is written from a stale penalty log."""

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from tdesk.models.store import Store
from tdesk.services import audit
from tdesk.services.penalties.penalties import PenaltyRequest, issue_penalty
from tdesk.services.swiss import swiss


def _judge_first(monkeypatch: pytest.MonkeyPatch, store: Store, event: int,
                 entry_id: int) -> None:
    """The head judge's station records a match loss just before this station's result
    action takes the lock (what a second station does while this one waits)."""
    original = store.action
    judge = Store(store.url, staff="Head Judge")

    @contextmanager
    def action(name: str, **kwargs: Any) -> Iterator[Any]:
        if name in ("record result", "correct result"):
            issue_penalty(judge, event, PenaltyRequest(entry_id=entry_id, penalty="match_loss",
                                                       reason="tardiness", round=1,
                                                       head_judge_agreed=True))
            judge.close()
        with original(name, **kwargs) as scope:
            yield scope

    monkeypatch.setattr(store, "action", action)


@pytest.mark.parametrize("correct", [False, True])
def test_a_penalty_given_while_waiting_for_the_lock_counts(
        store: Store, make_event: Any, monkeypatch: pytest.MonkeyPatch, correct: bool) -> None:
    event = make_event("swiss", players=4)
    t = swiss.pair_next_round(store, event, seed=3).tables[0]
    if correct:
        swiss.record_result(store, event, 1, t.table, "2-1")
    _judge_first(monkeypatch, store, event, t.a_id)
    if correct:
        row = swiss.correct_result(store, event, 1, t.table, "2-0", "slip misread")
    else:
        row = swiss.record_result(store, event, 1, t.table, "2-0")
    assert row.score.split()[0] == "0-2"  # the match loss counted (PEN-2)
    info = swiss.get_round(store, event, 1)
    assert info is not None
    assert next(x for x in info.tables if x.table == t.table).score.startswith("0-2")
    actions = [r.action for r in audit.list_actions(store, event_id=event)][:2]
    assert actions == ["correct result" if correct else "record result", "issue penalty"]
