"""The clock stops when its event is over (issue 21): it ran on after the last bust, after a
Swiss event's last result and after a league season had its winner."""

from __future__ import annotations

from datetime import timedelta

from tdesk.models.tables import utcnow
from tdesk.rules.levels import clock as rc
from tdesk.services import clock as svc
from tdesk.services.players import list_entries
from tdesk.services.seating import seating
from tdesk.services.swiss import swiss


def test_the_last_bust_stops_the_clock_and_undo_starts_it_again_TDA_L1(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=3)
    seating.draw_seats(store, event_id, seed=4)
    svc.clock_action(store, event_id, rc.Op(rc.Action.START), now=utcnow() - timedelta(minutes=5))
    a, b, _c = (e.entry_id for e in list_entries(store, event_id))
    seating.bust_players(store, event_id, [a])
    info = svc.get_clock(store, event_id)
    assert info.over == "" and info.at(utcnow()).status is rc.ClockStatus.RUNNING

    seating.bust_players(store, event_id, [b])  # the winner is known
    info = svc.get_clock(store, event_id)
    assert info.over == "winner"
    later = info.at(utcnow() + timedelta(hours=2))
    assert later.status is rc.ClockStatus.FINISHED
    assert later.remaining == info.at(utcnow()).remaining  # stopped: no time passes
    assert timedelta(minutes=4) < later.elapsed < timedelta(minutes=6)  # where the event ended
    assert svc.get_clock(store, event_id).at(utcnow()).levels_passed == 0

    store.undo()  # the last bust taken back: two players left, the clock runs again
    info = svc.get_clock(store, event_id)
    assert info.over == "" and info.at(utcnow()).status is rc.ClockStatus.RUNNING


def test_a_swiss_event_is_over_with_its_last_result_CG(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("swiss", players=2, rounds=1, top_cut=0)
    svc.clock_action(store, event_id, rc.Op(rc.Action.START))
    rnd = swiss.pair_next_round(store, event_id, seed=1)
    assert svc.get_clock(store, event_id).over == ""
    swiss.record_result(store, event_id, rnd.number, rnd.tables[0].table, "2-0")
    info = svc.get_clock(store, event_id)
    assert info.over == "swiss" and info.at(utcnow()).status is rc.ClockStatus.FINISHED


def test_an_event_not_started_is_not_over(store, make_event) -> None:  # type: ignore[no-untyped-def]
    for kind in ("poker", "ofc", "swiss", "league"):
        assert svc.get_clock(store, make_event(kind, players=4)).over == ""
