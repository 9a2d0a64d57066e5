"""The planner learns the store's divisor from a finished event whose clock ran (issue 37)."""

from tdesk.models.store import Store
from tdesk.rules.levels import Level, Structure
from tdesk.rules.levels import clock as rc
from tdesk.services import clock, planner
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, import_players
from tdesk.services.seating.seating import bust_players


def test_a_finished_event_sets_the_divisor(store: Store) -> None:
    event = create_event(store, "Cup", "poker", settings={"starting_stack": 10000})
    ids = import_players(store, event, [PlayerFields(name=n) for n in ("Åsa", "Иван")])
    clock.set_structure(store, event, Structure("Short", (Level.blinds(100, 200, minutes=60),
                                                          Level.blinds(200, 400, minutes=60))))
    assert planner.read_calibration(store).past == ()  # not over yet: nothing learnt
    clock.clock_action(store, event, rc.Op(rc.Action.START))
    bust_players(store, event, [ids[1]])
    cal = planner.read_calibration(store)
    # 2 x 10,000 = 20,000 chips, ended in level 1 (big blind 200): divisor 100; one event, so
    # the range is 20% either side: 120 (early) to 80 (late).
    assert [(p.name, p.value) for p in cal.past] == [("Cup", 100.0)]
    assert cal.divisors == (120.0, 100.0, 80.0)
    other = create_event(store, "Next", "poker", settings={"starting_stack": 10000})
    result = planner.plan_event(store, other, field=10)
    assert result.calibrated == 1 and result.plan.params == (120.0, 100.0, 80.0)
