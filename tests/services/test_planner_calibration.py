"""The planner learns the store's divisor from a finished event whose clock ran (issue 37)."""

import datetime as dt

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
    # the clock set running 90 minutes ago: the bust now is 30 minutes into level 2
    clock.clock_action(store, event, rc.Op(rc.Action.START),
                       now=dt.datetime.now(dt.UTC) - dt.timedelta(minutes=90))
    bust_players(store, event, [ids[1]])
    cal = planner.read_calibration(store)
    # 2 x 10,000 = 20,000 chips; posted by the end 200 x 60 + 400 x 30 = 24,000 big-blind
    # minutes: at the usual pace (doubling each hour) a divisor of 20,000 x 60 / (24,000 x
    # ln 2) = 72.1; one event, so the range is 20% either side: 86.5 (early) to 57.7 (late).
    assert [(p.name, p.value) for p in cal.past] == [("Cup", 72.1)]
    assert cal.divisors == (86.5, 72.1, 57.7)
    other = create_event(store, "Next", "poker", settings={"starting_stack": 10000})
    result = planner.plan_event(store, other, field=10)
    assert result.calibrated == 1 and result.plan.params == (86.5, 72.1, 57.7)
