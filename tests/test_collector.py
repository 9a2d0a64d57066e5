"""`tdesk.collector.paused`: the cycle collector off for one big read or write of an event,
then as it was (issue 27: 40-70 ms of a 2,000-player league ranking was the collector)."""

import gc
from typing import Any

import pytest

from tdesk import collector
from tdesk.services.league import reads as league_reads
from tdesk.services.swiss import reads as swiss_reads
from tdesk.services.swiss import swiss


def test_paused_turns_the_collector_off_and_back_on_even_after_an_error() -> None:
    assert gc.isenabled()
    with collector.paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(ZeroDivisionError), collector.paused():
        _ = 1 / 0
    assert gc.isenabled()


def test_a_caller_that_turned_it_off_keeps_it_off() -> None:
    gc.disable()
    try:
        with collector.paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.parametrize(("reads", "read", "kind", "rule"), [
    (league_reads, "ranking", "league", "standings"),
    (league_reads, "season", "league", "lives_left"),
    (swiss_reads, "standings", "swiss", "standings"),
    (swiss_reads, "get_round", "swiss", "points"),
])
def test_the_big_reads_rank_with_the_collector_off(store: Any, make_event: Any,
                                                   monkeypatch: pytest.MonkeyPatch, reads: Any,
                                                   read: str, kind: str, rule: str) -> None:
    """The rule inside each read runs with the collector off; it is on again afterwards."""
    seen: list[bool] = []
    real = getattr(reads.rules, rule)

    def probe(*args: Any, **kwargs: Any) -> Any:
        seen.append(gc.isenabled())
        return real(*args, **kwargs)

    monkeypatch.setattr(reads.rules, rule, probe)
    event_id = make_event(kind, players=4)
    if read == "get_round":
        swiss.pair_next_round(store, event_id, seed=1)
    getattr(reads, read)(store, event_id)
    assert seen and not any(seen)
    assert gc.isenabled()
