"""A weekly list imported again finds its returning people (issues 35, 36): matched rows reuse
the person (one history, one rating, one line on the series board), namesakes wait for the
floor, other spellings are offered, and undo takes the whole import back."""

from __future__ import annotations

import pytest
from sqlmodel import func, select

from tdesk.errors import ConflictError, NotFoundError
from tdesk.models.tables import Player
from tdesk.services.events import create_event
from tdesk.services.people import series
from tdesk.services.people.import_match import MatchKind, decide, kept_values, match_rows
from tdesk.services.people.people import find_by_name
from tdesk.services.players import PlayerFields, import_players, list_entries
from tdesk.services.seating.busts import bust_players

WEEK = [PlayerFields("Kate Dixon", rating=1620, country="GB"), PlayerFields("Lena Irwin"),
        PlayerFields("Алексей Алексеев", rating=1400), PlayerFields("Björn Öberg")]


def _people(store) -> int:  # type: ignore[no-untyped-def]
    with store.read() as session:
        return int(session.exec(select(func.count()).select_from(Player)).one())


def _play_out(store, event: int) -> None:  # type: ignore[no-untyped-def]
    for row in list_entries(store, event)[:-1]:
        bust_players(store, event, [row.entry_id])


def _import_matched(store, event: int, rows: list[PlayerFields]) -> list[int]:  # type: ignore[no-untyped-def]
    found = match_rows(store, event, [r.name for r in rows])
    return import_players(store, event, rows, persons=decide(found).persons)


def test_the_second_week_reuses_its_people_one_line_on_the_board(store) -> None:  # type: ignore[no-untyped-def]
    first = create_event(store, "Weekly 1", "poker")
    second = create_event(store, "Weekly 2", "poker")
    import_players(store, first, WEEK)
    _play_out(store, first)
    people = _people(store)
    again = [PlayerFields("Kate Dixon", rating=1500, country="GB"), PlayerFields("Lena Irwin",
             rating=1450, country="SE"), PlayerFields("Алексей Алексеев"), PlayerFields("New One")]
    _import_matched(store, second, again)
    assert _people(store) == people + 1  # only New One is a new person
    [kate] = find_by_name(store, "Kate Dixon")
    assert kate.events == 2 and kate.rating == 1620  # her rating, not the typed 1500
    [lena] = find_by_name(store, "Lena Irwin")
    assert (lena.rating, lena.country) == (1450, "SE")  # blanks of hers take the file's
    assert len(find_by_name(store, "Алексей Алексеев")) == 1
    _play_out(store, second)
    sid = series.create_series(store, "Weekly series")
    series.add_events(store, sid, [first, second])
    board = series.leaderboard(store, sid)
    assert [line.name for line in board.lines].count("Kate Dixon") == 1
    assert sum(cell is not None for cell in next(
        line for line in board.lines if line.name == "Kate Dixon").cells) == 2


def test_undo_takes_the_whole_import_back(store) -> None:  # type: ignore[no-untyped-def]
    first = create_event(store, "Weekly 1", "poker")
    second = create_event(store, "Weekly 2", "poker")
    import_players(store, first, WEEK)
    people = _people(store)
    _import_matched(store, second, [PlayerFields("Lena Irwin", rating=1450),
                                    PlayerFields("Kate Dixon", rating=1500)])
    with store.read() as session:
        from tdesk.models.tables import AuditLog
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[union-attr]
    assert audit is not None and "2 returning, 0 new" in audit.summary
    assert "Kate Dixon 1620 (file 1500)" in audit.summary
    store.undo()
    assert list_entries(store, second) == [] and _people(store) == people
    [lena] = find_by_name(store, "Lena Irwin")
    assert lena.rating is None  # the filled blank is taken back too


def test_namesakes_wait_for_the_floor_and_other_spellings_are_offered(store) -> None:  # type: ignore[no-untyped-def]
    first = create_event(store, "Weekly 1", "poker")
    other = create_event(store, "Other club", "poker")
    second = create_event(store, "Weekly 2", "poker")
    import_players(store, first, [*WEEK, PlayerFields("Anna Petrov", country="RU")])
    import_players(store, other, [PlayerFields("Anna Petrov", country="SE")])
    found = match_rows(store, second, ["Anna Petrov", "kate dixon", "Bjorn Oberg", "Kate  Dixon",
                                       "Nobody"])
    assert [m.kind for m in found] == [MatchKind.NAMESAKES, MatchKind.SPELLING,
                                       MatchKind.SPELLING, MatchKind.SAME, MatchKind.NEW]
    assert [m.chosen for m in found][:3] == [None, None, None]
    assert {c.country for c in found[0].candidates} == {"RU", "SE"}
    assert found[0].candidates[0].events in (("Weekly 1",), ("Other club",))
    assert found[2].candidates[0].name == "Björn Öberg"
    kate = found[3].candidates[0]
    assert found[3].chosen == kate.person_id and kate.events == ("Weekly 1",)
    assert kept_values(PlayerFields("Kate Dixon", rating=1500), kate) == [
        ("rating", "1500", "1620")]
    plain = decide(found)
    assert plain.undecided == (0, 1, 2) and plain.persons[3] == kate.person_id
    spelled = decide(found, spelling=True)
    assert spelled.undecided == (0,) and spelled.persons[1] == kate.person_id
    assert decide(found, new_people=True).persons == (None,) * 5
    told = decide(found, told={0: found[0].candidates[1].person_id})
    assert told.undecided == (1, 2) and told.persons[0] == found[0].candidates[1].person_id


def test_a_person_is_chosen_once_and_not_twice_in_one_event(store) -> None:  # type: ignore[no-untyped-def]
    first = create_event(store, "Weekly 1", "poker")
    second = create_event(store, "Weekly 2", "poker")
    import_players(store, first, WEEK)
    [kate] = find_by_name(store, "Kate Dixon")
    rows = [PlayerFields("Kate Dixon"), PlayerFields("kate dixon x")]
    with pytest.raises(ConflictError, match="rows 1 and 2"):
        import_players(store, second, rows, persons=[kate.person_id, kate.person_id])
    with pytest.raises(ConflictError, match="already registered in Weekly 1"):
        import_players(store, first, [PlayerFields("K D")], persons=[kate.person_id])
    with pytest.raises(NotFoundError, match="#9999"):
        import_players(store, second, [PlayerFields("K D")], persons=[9999])
    assert list_entries(store, second) == []
    # a person already in the event is no candidate (PPL-1)
    assert match_rows(store, first, ["Kate Dixon"])[0].kind is MatchKind.NEW
