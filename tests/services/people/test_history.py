"""A person's history across a poker, a Swiss and a league event (issue 26)."""

from __future__ import annotations

import datetime as dt

import pytest

from tdesk.errors import NotFoundError
from tdesk.services.events import create_event, get_event, update_event
from tdesk.services.league import league
from tdesk.services.money import money
from tdesk.services.penalties.penalties import PenaltyRequest, issue_penalty
from tdesk.services.people import people
from tdesk.services.people.history import person_history
from tdesk.services.players import PlayerFields, add_player, import_players, list_entries
from tdesk.services.seating.seating import bust_players
from tdesk.services.swiss.swiss import pair_next_round, record_result


def _ids(store, event) -> dict[str, int]:  # type: ignore[no-untyped-def]
    return {r.name: r.entry_id for r in list_entries(store, event)}


def _event(store, name: str, kind: str, names: list[str]) -> int:  # type: ignore[no-untyped-def]
    event = create_event(store, name, kind)
    import_players(store, event, [PlayerFields(n, rating=1500, site_games=20) for n in names])
    return event


def test_history_lists_place_prize_points_and_penalties_of_every_kind(store, make_event) -> None:  # type: ignore[no-untyped-def]
    poker = make_event("poker", players=5, name="Monday Poker", starting_stack=20000)
    money.set_terms(store, poker, {"buy_in": 100, "fee": 10})
    money.set_payout(store, poker, money.load_template("top3"))
    ids = _ids(store, poker)
    money.take_entries(store, poker, list(ids.values()))  # 500: 250/150/100
    others = [e for n, e in ids.items() if n not in ("Anna Petrova", "James Smith")]
    bust_players(store, poker, others)  # 5th, 4th, 3rd
    bust_players(store, poker, [ids["Anna Petrova"]])  # 2nd
    [anna] = people.find_by_name(store, "Anna Petrova")

    swiss = _event(store, "Tuesday Swiss", "swiss", ["Ник Ро", "李娜", "Emma Jones"])
    add_player(store, swiss, PlayerFields("Anna Petrova", rating=1500), person_id=anna.person_id)
    info = pair_next_round(store, swiss, seed=7)
    mine = next(t for t in info.tables if "Anna Petrova" in (t.a_name, t.b_name))
    record_result(store, swiss, 1, mine.table, "2-0" if mine.a_name == "Anna Petrova" else "0-2")
    for t in info.tables:
        if t.table != mine.table and not t.done:
            record_result(store, swiss, 1, t.table, "1-1")
    issue_penalty(store, swiss, PenaltyRequest(_ids(store, swiss)["Anna Petrova"], "warning",
                                               reason="Slow play", round=1))

    husc = _event(store, "Wednesday League", "league", ["Ник Ро", "Emma Jones"])
    add_player(store, husc, PlayerFields("Anna Petrova", rating=2200, site_games=50),
               person_id=anna.person_id)
    league.set_registration(store, husc, list(_ids(store, husc).values()), league.ACCEPTED)
    league.start_season(store, husc)
    for offset, event in enumerate((poker, swiss, husc)):
        info = get_event(store, event)
        update_event(store, event, name=info.name, venue=info.venue, settings=info.settings,
                     date=dt.date(2026, 3, 1) + dt.timedelta(days=offset))

    rows = person_history(store, anna.person_id)
    assert [(r.event, r.kind) for r in rows] == [
        ("Monday Poker", "poker"), ("Tuesday Swiss", "swiss"), ("Wednesday League", "league")]
    p, s, lg = rows
    assert (p.place, p.prize, p.prize_handed_over, p.field, p.penalties) == (2, 150, False, 5, 0)
    assert (s.place, s.points, s.record, s.penalties, s.pen6) == (1, 3, "1-0-0", 1, False)
    assert s.field == 4 and s.date == dt.date(2026, 3, 2)
    assert (lg.place, lg.points, lg.prize) == (1, 3, None)  # the highest rated, 3 lives
    assert people.get_person(store, anna.person_id).events == 3


def test_history_flags_pen6_and_refuses_an_unknown_person(store, make_event) -> None:  # type: ignore[no-untyped-def]
    swiss = make_event("swiss", players=3, enforcement="Professional")
    issue_penalty(store, swiss, PenaltyRequest(_ids(store, swiss)["王伟"], "suspension",
                                               reason="Cheating", judge="Olga"))
    [wang] = people.find_by_name(store, "王伟")
    [row] = person_history(store, wang.person_id)
    assert row.pen6 and row.penalties >= 1 and row.status == "disqualified"
    with pytest.raises(NotFoundError):
        person_history(store, 999)
