"""Clock services: state kept in the store, recomputed by any process (TDA-L1, TDA-C1, OFC-X3)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.store import Store
from tdesk.models.tables import Entry, EntryStatus
from tdesk.rules.levels import Game, Level, Structure, husc_levels
from tdesk.rules.levels import clock as rc
from tdesk.rules.seating.chiprace import RaceDraw, SeatChips, race
from tdesk.services import clock as svc
from tdesk.services.events import delete_event
from tdesk.services.players import list_entries, remove_player

T0 = datetime(2026, 5, 1, 18, 0, tzinfo=UTC)
S, M = timedelta(seconds=1), timedelta(minutes=1)


def test_default_structures_by_event_kind(make_event: Callable[..., int], store: Store) -> None:
    poker = svc.get_clock(store, make_event("poker", players=0))
    assert not poker.saved and poker.state == rc.ClockState()
    assert poker.structure.starting_stack == 20000 and poker.structure.game is Game.POKER
    small = svc.get_clock(store, make_event("poker", players=0, starting_stack=10000))
    assert small.structure.levels[0] == Level.blinds(25, 50)
    ofc = svc.get_clock(store, make_event("ofc", players=0, level_minutes=15))
    assert ofc.structure.game is Game.OFC and len(ofc.structure.levels) == 23
    assert {lv.minutes for lv in ofc.structure.levels} == {15}  # OFC-L1 length is a setting
    league = svc.get_clock(store, make_event("league", players=0))
    assert list(league.structure.levels[:31]) == husc_levels(31)  # HU-B1
    swiss = svc.get_clock(store, make_event("swiss", players=0))
    assert swiss.structure.game is Game.ROUNDS and swiss.structure.levels[0].minutes == 50


def test_presets_are_installed() -> None:
    keys = [k for k, _ in svc.list_presets()]
    assert keys == list(svc.PRESET_KEYS)
    with pytest.raises(NotFoundError, match="nope"):
        svc.load_preset("nope")


def test_actions_are_stored_and_audited(make_event: Callable[..., int], store: Store) -> None:
    event = make_event("league", players=2)
    svc.clock_action(store, event, rc.Op(rc.Action.START), now=T0)
    svc.clock_action(store, event, rc.Op(rc.Action.ADJUST, seconds=-30), now=T0 + 10 * S)
    info = svc.get_clock(store, event)
    assert info.saved and info.state.status is rc.ClockStatus.RUNNING
    # HU-B1 level 1 is 2:00; 10 s used, 30 s taken away -> 1:20 left.
    assert info.at(T0 + 10 * S).remaining == 80 * S
    from tdesk.services.audit import list_actions

    actions = list_actions(store, event)
    assert [a.action for a in actions[:2]] == ["clock adjust time", "clock start"]
    assert actions[0].summary == "Clock adjust time -30 s (level 1, 1:20 left)"
    # Clock moves are not undoable: the operator presses again.
    assert store.undo_step() is None or store.undo_step().action != "clock adjust time"


def test_refused_action_names_the_event(make_event: Callable[..., int], store: Store) -> None:
    event = make_event("poker", players=0, name="Friday Deepstack")
    with pytest.raises(ConflictError, match="Clock of Friday Deepstack: the clock cannot pause"):
        svc.clock_action(store, event, rc.Op(rc.Action.PAUSE), now=T0)
    assert not svc.get_clock(store, event).saved  # nothing written


def test_several_events_run_clocks_at_once(make_event: Callable[..., int], store: Store) -> None:
    a, b, c = (make_event(k, players=0) for k in ("poker", "ofc", "league"))
    svc.clock_action(store, a, rc.Op(rc.Action.START), now=T0)
    svc.clock_action(store, b, rc.Op(rc.Action.START), now=T0 + 5 * M)
    assert sorted(svc.running_clocks(store)) == sorted([a, b])
    t = T0 + 25 * M
    assert svc.get_clock(store, a).at(t).level_number == 1  # 20k regular: 30-min levels
    assert svc.get_clock(store, b).at(t).level_number == 2  # OFC 20-min levels
    assert svc.get_clock(store, c).at(t).status is rc.ClockStatus.NOT_STARTED


def test_structure_change_keeps_level_and_is_undoable(
    make_event: Callable[..., int], store: Store
) -> None:
    event = make_event("poker", players=0)
    svc.clock_action(store, event, rc.Op(rc.Action.JUMP, index=8), now=T0)
    short = Structure("Short", (Level.blinds(25, 50), Level.blinds(50, 100)), Game.POKER, 5000)
    svc.set_structure(store, event, short, now=T0)
    info = svc.get_clock(store, event)
    # the stack is the event's (20,000 by default), not the structure's (issue 35)
    assert info.structure == replace(short, starting_stack=20000)
    assert info.state.level_index == 1
    store.undo()
    assert svc.get_clock(store, event).structure.name == "Poker MTT regular, 20,000 start"
    with pytest.raises(InputError, match="level 1: big blind 10 is smaller"):
        svc.set_structure(store, event, Structure("Bad", (Level.blinds(20, 10),)))


def test_called_clock_poker_and_ofc_TDA_C1_OFC_X3(
    make_event: Callable[..., int], store: Store
) -> None:
    poker, ofc = make_event("poker", players=0), make_event("ofc", players=0)
    svc.call_clock(store, poker, "Table 4 seat 7", now=T0)
    svc.call_clock(store, ofc, now=T0)
    p, o = svc.get_clock(store, poker), svc.get_clock(store, ofc)
    assert p.call == rc.ShotClock(T0, 60, 10) and p.call_label == "Table 4 seat 7"
    assert o.call == rc.ShotClock(T0, 30, 0)
    view = p.call_at(T0 + 65 * S)
    assert view is not None and view.phase is rc.ShotPhase.COUNTDOWN
    svc.cancel_call(store, poker)
    assert svc.get_clock(store, poker).call is None


def test_counts_from_entries_and_by_hand(make_event: Callable[..., int], store: Store) -> None:
    event = make_event("poker", players=6)
    counts = svc.get_clock(store, event).counts
    # 6 entries x 20,000 = 120,000 chips over 6 players = 20,000 average.
    assert (counts.entries, counts.players_left, counts.total_chips) == (6, 6, 120000)
    assert counts.average_stack == 20000 and not counts.manual
    first = list_entries(store, event)[0]
    with store.action("bust player", event_id=event) as scope:  # no bust service yet
        entry = scope.session.get(Entry, first.entry_id)
        assert entry is not None
        entry.status = EntryStatus.BUSTED
        scope.session.add(entry)
    counts = svc.get_clock(store, event).counts
    # Still 6 entries and 120,000 chips, now over 5 players: 24,000 average.
    assert (counts.entries, counts.players_left, counts.average_stack) == (6, 5, 24000)
    remove_player(store, list_entries(store, event)[1].entry_id)
    assert svc.get_clock(store, event).counts.entries == 5
    svc.set_counts(store, event, entries=120, players_left=37, total_chips=None)
    counts = svc.get_clock(store, event).counts
    # 120 x 20,000 = 2,400,000 over 37 = 64,864 (rounded down).
    assert (counts.entries, counts.players_left, counts.total_chips) == (120, 37, 2400000)
    assert counts.average_stack == 64864 and counts.manual
    with pytest.raises(InputError, match="Players left 50: is more than the 40 entries"):
        svc.set_counts(store, event, entries=40, players_left=50, total_chips=None)
    svc.set_counts(store, event, entries=None, players_left=0, total_chips=None)
    assert svc.get_clock(store, event).counts.average_stack is None


def test_templates(make_event: Callable[..., int], store: Store) -> None:
    s = Structure("Thursday turbo 周四", (Level.blinds(25, 50, minutes=12),), Game.POKER, 5000)
    svc.save_template(store, s)
    assert svc.list_templates(store) == ["Thursday turbo 周四"]
    assert svc.load_template(store, "thursday TURBO 周四") == s
    with pytest.raises(ConflictError, match="exists"):
        svc.save_template(store, s)
    svc.save_template(store, Structure(s.name, s.levels * 2, Game.POKER, 5000), replace=True)
    assert len(svc.load_template(store, s.name).levels) == 2
    svc.delete_template(store, s.name)
    with pytest.raises(NotFoundError):
        svc.load_template(store, s.name)


def test_chip_race_recorded_with_seed_TDA_R4(make_event: Callable[..., int], store: Store) -> None:
    event = make_event("poker", players=0)
    result = race([SeatChips(1, 3, 0), SeatChips(2, 6, 900), SeatChips(3, 1, 0)], 25, 100, 99)
    svc.record_chip_race(store, event, result, "Table 12")
    (rec,) = svc.list_chip_races(store, event)
    assert rec.race == result and rec.table_label == "Table 12" and rec.race.seed == 99
    from tdesk.services.audit import list_actions

    assert list_actions(store, event)[0].seed == 99
    delete_event(store, event)
    assert svc.running_clocks(store) == []


def test_chip_race_is_dealt_by_the_service_from_its_draw_TDA_R4(
        make_event: Callable[..., int], store: Store) -> None:
    """Issue 38: the service deals the race from the counts and the seed; a result handed in
    with a seat marked as a winner it is not is not what gets stored, and the audit row keeps
    the draw, enough to deal the same race again."""
    from tdesk.services.audit import list_actions

    event = make_event("poker", players=0)
    draw = RaceDraw((SeatChips(1, 3, 0), SeatChips(2, 6, 900), SeatChips(3, 1, 0)), 25, 100, 99)
    dealt = draw.deal()
    loser = next(s for s in dealt.seats if not s.won)
    doctored = replace(dealt, seats=tuple(replace(s, won=True) if s is loser else s
                                          for s in dealt.seats))
    svc.record_chip_race(store, event, doctored, "Table 3")
    svc.record_chip_race(store, event, draw, "Table 4")
    second, first = svc.list_chip_races(store, event)
    assert first.race == dealt and second.race == dealt
    params = list_actions(store, event)[0].params
    replay = RaceDraw(tuple(SeatChips(*h) for h in params["holdings"]), params["leaving"],
                      params["into"], list_actions(store, event)[0].seed, params["smallest"])
    assert replay.deal() == dealt
    with pytest.raises(InputError, match="seat 2 is listed twice"):
        svc.record_chip_race(store, event, replace(draw, holdings=(SeatChips(2, 1, 0),) * 2))
    assert len(svc.list_chip_races(store, event)) == 2


def test_parse_structure_errors_are_input_errors() -> None:
    with pytest.raises(InputError, match="Structure"):
        svc.parse_structure("name = 'x'\n[[level]]\nbig_blind = -1")


# --- reload from the store ------------------------------------------------------------------

ops = st.one_of(
    st.sampled_from(
        [
            rc.Op(rc.Action.START),
            rc.Op(rc.Action.PAUSE),
            rc.Op(rc.Action.RESUME),
            rc.Op(rc.Action.NEXT),
            rc.Op(rc.Action.PREVIOUS),
            rc.Op(rc.Action.RESTART),
        ]
    ),
    st.builds(rc.Op, st.just(rc.Action.ADJUST), st.integers(-150, 150)),
    st.builds(rc.Op, st.just(rc.Action.JUMP), st.just(0), st.integers(0, 5)),
)


@settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(st.lists(st.tuples(st.integers(0, 10**8), ops), min_size=1, max_size=8))
def test_reload_from_store_at_any_moment_gives_the_same_state(
    make_event: Callable[..., int], store: Store, steps: list[tuple[int, rc.Op]]
) -> None:
    """Apply the same operations in memory and through the store (microsecond times): every
    reload, by this store object or a freshly opened one, shows exactly the same clock."""
    event = make_event("league", players=0)
    levels = svc.get_clock(store, event).structure.levels
    state, t = rc.ClockState(), T0
    for gap_us, op in steps:
        t += timedelta(microseconds=gap_us)
        if not rc.can(levels, state, op, t):
            with pytest.raises(ConflictError):
                svc.clock_action(store, event, op, now=t)
            continue
        state = rc.apply(levels, state, op, t)
        svc.clock_action(store, event, op, now=t)
        assert svc.get_clock(store, event).state == state
    reopened = Store(store.url)
    try:
        info = svc.get_clock(reopened, event)
    finally:
        reopened.close()
    assert info.state == state
    for later in (t, t + 7 * S, t + timedelta(hours=2)):
        assert info.at(later) == rc.state_at(levels, state, later)


CHILD = textwrap.dedent(
    """
    import json, sys
    from tdesk.models.store import Store
    from tdesk.models.tables import utcnow
    from tdesk.rules.levels import clock as rc
    from tdesk.services import clock as svc
    from tdesk.services.events import create_event

    store = Store(sys.argv[1], staff="Station 2")
    event = create_event(store, "Sunday Major", "poker")
    svc.clock_action(store, event, rc.Op(rc.Action.START))
    svc.clock_action(store, event, rc.Op(rc.Action.JUMP, index=5))
    svc.clock_action(store, event, rc.Op(rc.Action.ADJUST, seconds=-125))
    now = utcnow()
    view = svc.get_clock(store, event).at(now)
    print(json.dumps({"event": event, "now": now.isoformat(), "index": view.level_index,
                      "remaining": view.remaining.total_seconds()}))
    store.close()
    """
)


def test_clock_written_by_another_process_reads_the_same(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A second process runs the clock; this one opens the store afresh (a restart) and shows
    the same level and time left, exactly at the child's instant and within a second now."""
    url = f"sqlite:///{tmp_path / 'shared.db'}"
    Store(url).close()  # migrate first, as the floor laptop would
    out = subprocess.run(
        [sys.executable, "-c", CHILD, url], capture_output=True, text=True, check=True, timeout=60
    )
    child = json.loads(out.stdout.strip().splitlines()[-1])
    child_now = datetime.fromisoformat(child["now"])
    store = Store(url)
    try:
        info = svc.get_clock(store, child["event"])
    finally:
        store.close()
    exact = info.at(child_now)
    assert exact.level_index == child["index"] == 5
    assert exact.remaining.total_seconds() == child["remaining"]
    # Level 6 of the 20k regular structure is 30 min; 125 s were taken off at once.
    assert 30 * 60 - 125 - 10 < child["remaining"] <= 30 * 60 - 125
    now = datetime.now(UTC)
    mine = info.at(now)
    elapsed = (now - child_now).total_seconds()
    assert mine.level_index == 5
    assert abs(mine.remaining.total_seconds() - (child["remaining"] - elapsed)) < 1.0


def test_undo_of_setup_never_rewinds_the_clock(make_event, store: Store) -> None:  # type: ignore[no-untyped-def]
    """Structure and counts are undoable; clock presses are not and are never undone by them."""
    event = make_event("poker", players=0)
    svc.clock_action(store, event, rc.Op(rc.Action.START), now=T0)
    short = Structure("Short", (Level.blinds(25, 50), Level.blinds(50, 100)), Game.POKER, 5000)
    svc.set_structure(store, event, short, now=T0 + M)
    svc.clock_action(store, event, rc.Op(rc.Action.PAUSE), now=T0 + 2 * M)
    svc.set_counts(store, event, entries=50, players_left=20, total_chips=None)
    svc.clock_action(store, event, rc.Op(rc.Action.RESUME), now=T0 + 3 * M)
    store.undo()  # the counts
    store.undo()  # the structure
    info = svc.get_clock(store, event)
    assert not info.counts.manual and info.structure.name == "Poker MTT regular, 20,000 start"
    assert info.state.status is rc.ClockStatus.RUNNING
    assert info.at(T0 + 3 * M).elapsed == 2 * M  # ran 0-2 min, paused 2-3, running again
