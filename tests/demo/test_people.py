"""The demo's regulars (issue 26): people of the poker event also play the Swiss and the
league, one record each, and the fields keep their sizes."""

from __future__ import annotations

import pytest
from sqlmodel import func, select

from tdesk.demo import DEMO_EVENTS, DEMO_HOOKS
from tdesk.demo.people import demo_people
from tdesk.models.store import Store
from tdesk.models.tables import Player
from tdesk.services.events import create_event, find_event
from tdesk.services.people import people
from tdesk.services.people.history import person_history
from tdesk.services.players import PlayerFields, import_players, list_entries


def _event(store, name: str, kind: str, names: list[str]) -> int:  # type: ignore[no-untyped-def]
    event = create_event(store, name, kind)
    import_players(store, event, [PlayerFields(n, rating=1500 + i, site_games=30 + i)
                                  for i, n in enumerate(names)])
    return event


def test_the_hook_registers_two_poker_regulars_in_the_swiss_and_the_league(store) -> None:  # type: ignore[no-untyped-def]
    poker = _event(store, "Main", "poker", ["Zoe Adams", "Иван Петров", "Björn Öberg", "王伟"])
    swiss = _event(store, "Swiss", "swiss", ["Zoe Adams", "Ann Lee", "Bo Ek", "Cy Ng"])
    league = _event(store, "League", "league", ["Dan Wu", "Eve Li", "Fay Ho"])
    with store.read() as session:
        persons = session.exec(select(func.count()).select_from(Player)).one()
    demo_people(store, {"poker": poker, "swiss": swiss, "league": league})
    # Zoe Adams plays the Swiss already: Björn Öberg is the first Latin name free
    for name in ("Björn Öberg", "Иван Петров"):
        [person] = people.find_by_name(store, name)
        kinds = [r.kind for r in person_history(store, person.person_id)]
        assert sorted(kinds) == ["league", "poker", "swiss"], name
    assert len(list_entries(store, swiss)) == 4 and len(list_entries(store, league)) == 3
    assert {r.name for r in list_entries(store, league)} == {"Dan Wu", "Björn Öberg",
                                                             "Иван Петров"}
    with store.read() as session:  # no new person: the two no-shows stay in the database
        assert session.exec(select(func.count()).select_from(Player)).one() == persons
    [bjorn] = people.find_by_name(store, "Björn Öberg")
    assert bjorn.rating is not None  # the seat's rating, saved on the person (PPL-1)


def test_the_hook_runs_before_the_swiss_and_the_league_start() -> None:
    order = [h.partition(":")[2] for h in DEMO_HOOKS]
    mine = order.index("demo_people")
    assert mine < order.index("demo_league") and mine < order.index("demo_swiss")
    assert mine < order.index("demo_decklists")


@pytest.mark.slow  # reads the whole demo store (built once a run, about 10 s)
def test_the_demo_store_has_a_person_who_played_three_kinds(demo_copy) -> None:  # type: ignore[no-untyped-def]
    store = Store(demo_copy, staff="Demo")  # what `tdesk demo` made (tests/conftest.py)
    events = {kind: find_event(store, name).id for name, kind, *_ in DEMO_EVENTS}
    assert len(list_entries(store, events["swiss"])) == 32
    assert len(list_entries(store, events["league"])) == 16
    three = [p for p in people.list_people(store) if p.events >= 3]
    assert three
    kinds = {r.kind for r in person_history(store, three[0].person_id)}
    assert {"poker", "swiss", "league"} <= kinds
    rows = {r.kind: r for r in person_history(store, three[0].person_id)}
    assert rows["swiss"].points is not None and rows["league"].place is not None
    store.close()
