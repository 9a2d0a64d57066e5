"""The same store on PostgreSQL, as venues with several stations run it.

Runs when TDESK_TEST_PG_URL names a server URL whose user may create databases
(.ci/run starts a local PostgreSQL and sets it); each test gets its own fresh database.
"""

import os
from collections.abc import Iterator

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlmodel import SQLModel

from tdesk.models.store import Store
from tdesk.services.events import create_event, delete_event, list_events
from tdesk.services.players import PlayerFields, add_player, list_entries, update_player
from tests.pg_database import fresh_database

PG_URL = os.environ.get("TDESK_TEST_PG_URL", "")
pytestmark = pytest.mark.skipif(not PG_URL, reason="TDESK_TEST_PG_URL not set")


@pytest.fixture
def pg_store() -> Iterator[Store]:
    with fresh_database(PG_URL) as url:
        store = Store(url, staff="Station 1")
        try:
            yield store
        finally:
            store.close()


def test_migrated_schema_matches_models(pg_store: Store) -> None:
    with pg_store.engine.connect() as connection:
        assert compare_metadata(MigrationContext.configure(connection), SQLModel.metadata) == []


def test_two_stations_share_revision_and_data(pg_store: Store) -> None:
    other = Store(pg_store.url, staff="Station 2")
    event_id = create_event(pg_store, "Multi-station cup", "poker")
    add_player(other, event_id, PlayerFields("Юрий Гагарин"))
    assert pg_store.revision() == other.revision() == 2
    assert [r.name for r in list_entries(pg_store, event_id)] == ["Юрий Гагарин"]
    other.close()


def test_undo_redo_and_delete_restore_on_postgres(pg_store: Store) -> None:
    event_id = create_event(pg_store, "Cup", "swiss")
    entry = add_player(pg_store, event_id, PlayerFields("周杰", rating=1500))
    update_player(pg_store, entry, PlayerFields("周杰", rating=1700))
    pg_store.undo()
    assert list_entries(pg_store, event_id)[0].rating == 1500
    pg_store.redo()
    delete_event(pg_store, event_id)
    assert list_events(pg_store) == []
    pg_store.undo()
    assert list_entries(pg_store, event_id)[0].rating == 1700


def test_swiss_lot_in_round_1_and_its_undo_on_postgres(pg_store: Store) -> None:
    """CG-T7 on PostgreSQL: round 1 records the draw in its row (JSON), a late entry draws
    its own on the entry, round 1 paired again draws anew, and undo takes each step back."""
    from tdesk.services.swiss import swiss

    event_id = create_event(pg_store, "Swiss on PostgreSQL", "swiss")
    for name in ("Ада", "Björn", "周杰", "Åsa", "Ola"):
        add_player(pg_store, event_id, PlayerFields(name))

    def lots() -> list[int]:
        return [r.standing.lot for r in swiss.standings(pg_store, event_id)]

    def order() -> list[int]:
        return [r.entry_id for r in swiss.standings(pg_store, event_id)]

    swiss.pair_next_round(pg_store, event_id, seed=3)
    drawn = order()
    assert sorted(lots()) == [1, 2, 3, 4, 5]
    add_player(pg_store, event_id, PlayerFields("Late"))
    assert sorted(lots()) == [1, 2, 3, 4, 5, 6]
    assert [e for e in order() if e in drawn] == drawn  # nobody else moved
    pg_store.undo()
    swiss.repair_round(pg_store, event_id, 1, seed=99)
    again = order()
    pg_store.undo()
    assert order() == drawn and again != drawn


def test_swiss_corrections_are_counted_by_postgres(pg_store: Store) -> None:
    """The tables shown count each match's corrections in the database (CG-M4)."""
    from tdesk.services.swiss import swiss

    event_id = create_event(pg_store, "Corrections", "swiss")
    for name in ("Ада", "Björn", "周杰", "Åsa"):
        add_player(pg_store, event_id, PlayerFields(name))
    info = swiss.pair_next_round(pg_store, event_id, seed=1)
    table = info.tables[0].table
    swiss.record_result(pg_store, event_id, 1, table, "2-0")
    swiss.correct_result(pg_store, event_id, 1, table, "0-2", reason="slip swapped")
    shown = swiss.get_round(pg_store, event_id, 1)
    assert shown is not None
    assert [(t.corrections, t.score) for t in shown.tables if t.table == table] == [(1, "0-2")]
