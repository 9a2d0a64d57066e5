"""Merging two records of one person (PPL-2, issue 36): undo and redo on one station put back
and take again every row the merge moves, and a merge asked before another station saved
either person is refused, never deleting that edit."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from sqlmodel import select

from tdesk.errors import ConflictError, NotFoundError
from tdesk.models.ratings import PersonRating
from tdesk.models.store import Store
from tdesk.models.tables import Entry, Player
from tdesk.services.events import create_event
from tdesk.services.people import people, series
from tdesk.services.people.history import person_history
from tdesk.services.players import PlayerFields, import_players, list_entries
from tdesk.services.seating.seating import bust_players
from tests.forked import Forker
from tests.models.test_races import pg_url  # noqa: F401  (a fixture)

WORKER = Path(__file__).parent.with_name("merge_race_worker.py")


def _two_annas(store: Store, _make_event: Any = None) -> tuple[int, int, int]:
    """Anna Petrova in a finished poker week (kept) and her duplicate record in a second
    week she also finished, both weeks in one series, each record rated: (series, kept, dup)."""
    one = create_event(store, "Week 1", "poker")
    import_players(store, one, [PlayerFields(n) for n in ("Anna Petrova", "Björn Åberg", "王伟")])
    two = create_event(store, "Week 2", "poker")
    import_players(store, two, [PlayerFields("Anna Petrova ", country="RU"),
                                PlayerFields("Lena Irwin"), PlayerFields("Kate Dixon")])
    for event in (one, two):
        ids = {r.name: r.entry_id for r in list_entries(store, event)}
        others = [e for n, e in ids.items() if n.strip() != "Anna Petrova"]
        bust_players(store, event, [others[0]])
        bust_players(store, event, [others[1]])  # Anna wins both weeks
    sid = series.create_series(store, "Spring", formula="sqrt", params={"k": 10})
    series.add_events(store, sid, [one, two])
    kept, dup = [r.person_id for r in people.find_people(store, "anna petrova")]
    with store.action("ratings from earlier events") as scope:
        scope.session.add(PersonRating(player_id=kept, game="Berserk", rating=1510.0, games=2))
        scope.session.add(PersonRating(player_id=dup, game="Berserk", rating=1580.0, games=9))
        scope.session.add(PersonRating(player_id=dup, game="Heads-up", rating=1450.0, games=3))
    return sid, kept, dup


def _state(store: Store, sid: int, kept: int, dup: int) -> dict[str, Any]:
    """Every row a merge touches, and what the screens read from them."""
    with store.read() as session:
        entries = sorted((e.id, e.event_id, e.player_id, e.version)
                         for e in session.exec(select(Entry)).all())
        players = sorted((p.id, p.name, p.country, p.version)
                         for p in session.exec(select(Player)).all())
        ratings = sorted((r.id, r.player_id, r.game, r.rating, r.games)
                         for r in session.exec(select(PersonRating)).all())
    board = [(ln.person_id, ln.name, ln.total, ln.cells)
             for ln in series.leaderboard(store, sid).lines]
    history = {pid: [(h.event, h.place) for h in person_history(store, pid)]
               for pid in (kept, dup) if pid in {p[0] for p in players}}
    return {"entries": entries, "players": players, "ratings": ratings, "board": board,
            "history": history}


def test_undo_redo_undo_of_a_merge_moves_every_row_back_and_forth_PPL_2(store: Store) -> None:
    _undo_redo_undo(store)


@pytest.mark.slow
def test_undo_redo_undo_of_a_merge_on_postgresql(pg_url: str) -> None:  # noqa: F811
    store = Store(pg_url, staff="Desk")
    try:
        _undo_redo_undo(store)
    finally:
        store.close()


def _undo_redo_undo(store: Store) -> None:
    sid, kept, dup = _two_annas(store)
    before = _state(store, sid, kept, dup)
    assert before["history"][dup] == [("Week 2", 1)]
    people.merge_people(store, kept, dup)
    after = _state(store, sid, kept, dup)
    assert dup not in after["history"]
    assert after["history"][kept] == [("Week 1", 1), ("Week 2", 1)]
    anna = next(ln for ln in after["board"] if ln[0] == kept)
    assert anna[2] == Decimal("34.64")  # 2 x 10 x sqrt(3/1): both wins on one line
    assert {(r[1], r[2], r[4]) for r in after["ratings"]} >= {(kept, "Berserk", 11),
                                                             (kept, "Heads-up", 3)}
    store.undo()
    assert _state(store, sid, kept, dup) == before
    store.redo()
    assert _state(store, sid, kept, dup) == after
    store.undo()
    assert _state(store, sid, kept, dup) == before


def test_a_merge_asked_before_an_edit_of_the_duplicate_is_refused_PPL_2(
        store: Store, make_event: Any) -> None:
    _, kept, dup = _two_annas(store, make_event)
    asked = people.get_person(store, kept), people.get_person(store, dup)
    other = Store(store.url, staff="Station B")  # another station saves the duplicate
    try:
        people.update_person(other, dup, people.PersonFields(
            "Anna Petrova", country="RU", contact="anna@example.org"), version=asked[1].version)
    finally:
        other.close()
    with pytest.raises(ConflictError, match="Anna Petrova.*changed by Station B"):
        people.merge_people(store, kept, dup, versions=(asked[0].version, asked[1].version))
    assert people.get_person(store, dup).contact == "anna@example.org"
    people.merge_people(store, kept, dup, versions=(
        people.get_person(store, kept).version, people.get_person(store, dup).version))
    assert people.get_person(store, kept).events == 2


PAIRS = 30


def _race_merges(url: str, folder: Path) -> None:
    """Station A merges 30 duplicates while station B edits them, from opposite ends of the
    list so that they meet: every pair ends with exactly one of the two refused, and an edit
    saved is never deleted by a merge."""
    store = Store(url, staff="Setup")
    try:
        first = create_event(store, "Race kept", "poker")
        second = create_event(store, "Race duplicates", "poker")
        names = [f"Twin {n}" for n in range(PAIRS)]
        kept = import_players(store, first, [PlayerFields(n) for n in names])
        dups = import_players(store, second, [PlayerFields(n) for n in names])
        with store.read() as session:
            owner = {e.id: e.player_id for e in session.exec(select(Entry)).all()}
        pairs = [[owner[k], owner[d]] for k, d in zip(kept, dups, strict=True)]
        (folder / "setup.json").write_text(json.dumps({"pairs": pairs}))
        outcomes = []
        with Forker(["tdesk.models.store", "tdesk.services.people.people"]) as forker:
            # two stations: processes of their own, forked from one warm Python
            procs = [forker.start(str(WORKER), url, role, str(folder / "setup.json"),
                                  stderr=True) for role in ("a", "b")]
            for proc in procs:
                out, err = proc.communicate()
                assert proc.returncode == 0, (err or "")[-3000:]
                outcomes.append({int(k): v for k, v in json.loads(out.splitlines()[-1]).items()})
        merged, edited = outcomes
        for i, (keep, dup) in enumerate(pairs):
            assert sorted((merged[i], edited[i])) in (["PersonChanged", "done"],
                                                      ["NotFoundError", "done"]), (i, merged[i],
                                                                                   edited[i])
            if merged[i] == "done":
                assert people.get_person(store, keep).events == 2
                with pytest.raises(NotFoundError):
                    people.get_person(store, dup)
            else:
                assert people.get_person(store, dup).contact == f"edited by B {i}"
                assert people.get_person(store, keep).events == 1
    finally:
        store.close()


@pytest.mark.slow
def test_a_merge_racing_an_edit_on_another_station_never_loses_it_sqlite(tmp_path: Path) -> None:
    _race_merges(f"sqlite:///{tmp_path / 'venue.db'}", tmp_path)


@pytest.mark.slow
def test_a_merge_racing_an_edit_on_another_station_never_loses_it_postgresql(
        pg_url: str, tmp_path: Path) -> None:  # noqa: F811  (the fixture imported)
    _race_merges(pg_url, tmp_path)
