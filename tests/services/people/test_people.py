"""One person across every event (issue 26): found accent- and case-blind, reused by a new
registration (PPL-1), flagged for the judge (PEN-6), merged with undo (PPL-2)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from sqlmodel import func, select

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.tables import AuditLog, Entry, Player
from tdesk.services.events import create_event
from tdesk.services.penalties.penalties import PenaltyRequest, issue_penalty, rescind_penalty
from tdesk.services.people import people
from tdesk.services.players import PlayerFields, add_player, import_players, list_entries


def _count(store, table) -> int:  # type: ignore[no-untyped-def]
    with store.read() as session:
        return int(session.exec(select(func.count()).select_from(table)).one())


def _person(store, name: str) -> people.PersonRow:  # type: ignore[no-untyped-def]
    [row] = people.find_by_name(store, name)
    return row


def test_accent_and_case_blind_search_finds_the_same_person(store, make_event) -> None:  # type: ignore[no-untyped-def]
    make_event("poker", players=8)
    assert [r.name for r in people.find_people(store, "oberg")] == ["Sören Öberg"]
    assert [r.name for r in people.find_people(store, "ИВАНОВА")] == ["Мария Иванова"]
    assert [r.name for r in people.find_people(store, "bjorn ABERG")] == ["Björn Åberg"]
    assert people.find_people(store, "   ") == []


def test_the_same_name_comes_first_then_by_surname(store) -> None:  # type: ignore[no-untyped-def]
    event = create_event(store, "Weekly 1", "poker")
    import_players(store, event, [PlayerFields(n) for n in
                                  ("Anna Berg", "Berg", "Berglund Anna", "Lena Berggren")])
    names = [r.name for r in people.find_people(store, "berg")]
    assert names[0] == "Berg"  # exact first
    assert set(names) == {"Anna Berg", "Berg", "Berglund Anna", "Lena Berggren"}
    assert len(people.find_people(store, "berg", limit=2)) == 2


def test_a_new_entry_reuses_the_person_PPL_1(store, make_event) -> None:  # type: ignore[no-untyped-def]
    first = make_event("poker", players=8)
    second = make_event("swiss", players=0)
    before = _count(store, Player)
    bjorn = _person(store, "Björn Åberg")
    entry = add_player(store, second, PlayerFields("Björn Åberg", rating=bjorn.rating),
                       person_id=bjorn.person_id)
    assert _count(store, Player) == before  # no new person
    [row] = list_entries(store, second)
    assert (row.entry_id, row.player_id, row.name) == (entry, bjorn.person_id, "Björn Åberg")
    found = people.get_person(store, bjorn.person_id)
    assert found.events == 2 and found.last_event == "Test swiss 2"
    with store.read() as session:
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[union-attr]
    assert audit.action == "add player" and audit.event_id == second
    assert audit.params == {"name": "Björn Åberg", "person_id": bjorn.person_id}
    assert audit.summary == f"Add player Björn Åberg (player database #{bjorn.person_id})"
    assert [r.name for r in list_entries(store, first)].count("Björn Åberg") == 1


def test_the_form_wins_the_person_is_updated_for_every_event(store, make_event) -> None:  # type: ignore[no-untyped-def]
    first = make_event("poker", players=3)
    second = make_event("league", players=0)
    anna = _person(store, "Anna Petrova")
    add_player(store, second, PlayerFields("Anna Petrova", rating=1710, country="RU",
                                           site_games=40), person_id=anna.person_id)
    row = people.get_person(store, anna.person_id)
    assert (row.rating, row.country) == (1710, "RU")
    assert {r.name: r.country for r in list_entries(store, first)}["Anna Petrova"] == "RU"
    with store.read() as session:
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[union-attr]
    assert audit.summary.endswith("; updated rating, country, site games")
    store.undo()
    assert people.get_person(store, anna.person_id).country == ""
    assert list_entries(store, second) == []


def test_a_person_already_in_the_event_is_refused_by_name_PPL_1(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=3)
    anna = _person(store, "Anna Petrova")
    audits = _count(store, AuditLog)
    with pytest.raises(ConflictError, match="Anna Petrova is already registered in Test poker 1"):
        add_player(store, event, PlayerFields("Anna Petrova"), person_id=anna.person_id)
    assert _count(store, AuditLog) == audits and len(list_entries(store, event)) == 3


def test_the_duplicate_name_check_per_event_stays(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=3)
    other = create_event(store, "Elsewhere", "poker")
    import_players(store, other, [PlayerFields("anna  PETROVA")])  # another person, same name
    twin = _person(store, "anna  PETROVA")
    with pytest.raises(ConflictError, match="already registered"):
        add_player(store, event, PlayerFields("anna petrova"), person_id=twin.person_id)


@pytest.mark.parametrize("person_id, error", [(0, InputError), ("x", InputError),
                                              (999, NotFoundError)])
def test_a_bad_person_id_is_refused_before_anything_is_written(store, make_event, person_id,  # type: ignore[no-untyped-def]
                                                               error) -> None:
    event = make_event("poker", players=1)
    audits = _count(store, AuditLog)
    with pytest.raises(error):
        add_player(store, event, PlayerFields("Somebody"), person_id=person_id)
    assert _count(store, AuditLog) == audits


def test_pen6_flag_follows_the_person_to_the_next_registration(store, make_event) -> None:  # type: ignore[no-untyped-def]
    swiss = make_event("swiss", players=3, name="Spring Swiss")
    entries = {r.name: r.entry_id for r in list_entries(store, swiss)}
    [anna] = people.find_people(store, "anna")
    assert not anna.pen6
    ids = issue_penalty(store, swiss, PenaltyRequest(
        entries["Anna Petrova"], "disqualification_no_prizes", reason="Bribery", judge="Olga"))
    issue_penalty(store, swiss, PenaltyRequest(entries["王伟"], "warning", reason="Slow play"))
    [anna] = people.find_people(store, "anna")
    assert anna.pen6 and anna.flags == (people.PenaltyFlag(
        "Spring Swiss", "disqualification_no_prizes", "Bribery", None),)
    assert not people.find_people(store, "王伟")[0].pen6  # a warning flags nothing
    rescind_penalty(store, ids[0], by="Olga", why="wrong player")
    assert not people.find_people(store, "anna")[0].pen6


def test_merge_moves_the_entries_and_undo_restores_both_PPL_2(store, make_event) -> None:  # type: ignore[no-untyped-def]
    first = make_event("poker", players=3)
    second = create_event(store, "Weekly 2", "ofc")
    import_players(store, second, [PlayerFields("Anna Petrova ", country="RU")])
    kept, dup = [r.person_id for r in people.find_people(store, "anna petrova")]
    people.merge_people(store, kept, dup)
    assert people.get_person(store, kept).events == 2
    with pytest.raises(NotFoundError):
        people.get_person(store, dup)
    assert list_entries(store, second)[0].player_id == kept
    with store.read() as session:
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[union-attr]
    assert audit.action == "merge people" and "1 entries moved" in audit.summary
    store.undo()
    assert people.get_person(store, kept).events == 1
    assert people.get_person(store, dup).country == "RU"
    assert list_entries(store, second)[0].player_id == dup
    assert list_entries(store, first)[0].player_id != dup


def test_merge_is_refused_when_both_play_one_event_PPL_2(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=3)
    ids = {r.name: r.player_id for r in list_entries(store, event)}
    audits = _count(store, AuditLog)
    with pytest.raises(ConflictError, match="both people played Test poker 1"):
        people.merge_people(store, ids["Anna Petrova"], ids["王伟"])
    with pytest.raises(ConflictError, match="is the person kept"):
        people.merge_people(store, ids["王伟"], ids["王伟"])
    assert _count(store, AuditLog) == audits
    with store.read() as session:
        assert session.exec(select(func.count()).select_from(Entry)).one() == 3


def test_edit_renames_the_person_in_every_event_and_refuses_a_taken_name(store, make_event) -> None:  # type: ignore[no-untyped-def]
    first = make_event("poker", players=3)
    anna = _person(store, "Anna Petrova")
    people.update_person(store, anna.person_id, people.PersonFields(
        "Anna Petrova-Lind", country="SE", rating=1800, contact="anna@example.org",
        notes="left-handed"), version=anna.version)
    row = people.get_person(store, anna.person_id)
    assert (row.name, row.country, row.contact, row.notes) == (
        "Anna Petrova-Lind", "SE", "anna@example.org", "left-handed")
    with pytest.raises(ConflictError):  # the version the dialog showed is old now
        people.update_person(store, anna.person_id, people.PersonFields("X"),
                             version=anna.version)
    with pytest.raises(ConflictError, match="already registered"):
        people.update_person(store, anna.person_id, people.PersonFields("王伟"))
    assert "Anna Petrova-Lind" in [r.name for r in list_entries(store, first)]


@given(st.text(alphabet="aAöÖиИ ", max_size=6))
def test_match_rank_agrees_with_matches(query: str) -> None:
    from tdesk.names import matches

    for name in ("Anna Öberg", "Иван Иванов", "a"):
        assert (people.match_rank(query, name) is not None) == matches(query, name)


def test_a_merge_keeps_the_duplicates_ratings_RAT_8_and_undo_restores_them(store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.models.ratings import PersonRating
    from tdesk.services.people import ratings

    make_event("poker", players=3)
    second = create_event(store, "Weekly 2", "ofc")
    import_players(store, second, [PlayerFields("Anna Petrova ", country="RU")])
    kept, dup = [r.person_id for r in people.find_people(store, "anna petrova")]
    with store.action("ratings from earlier events") as scope:
        session = scope.session
        session.add(PersonRating(player_id=kept, game="Berserk", rating=1510.0, games=2))
        session.add(PersonRating(player_id=dup, game="Berserk", rating=1580.0, games=9))
        session.add(PersonRating(player_id=dup, game="Heads-up", rating=1450.0, games=3))
    people.merge_people(store, kept, dup)
    merged = {r.game: (r.rating, r.games) for r in ratings.ratings(store, kept)}
    assert merged == {"Berserk": (1580.0, 11), "Heads-up": (1450.0, 3)}
    store.undo()
    assert {r.game: r.games for r in ratings.ratings(store, dup)} == {"Berserk": 9, "Heads-up": 3}
    assert {r.game: r.games for r in ratings.ratings(store, kept)} == {"Berserk": 2}
