"""The penalty table as migration 0005_penalties creates it matches the model."""

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect
from sqlmodel import SQLModel

import tdesk.models  # noqa: F401  (registers every table)


def test_migrated_penalty_table_matches_the_model(store):
    with store.engine.connect() as connection:
        diffs = compare_metadata(MigrationContext.configure(connection), SQLModel.metadata)
        columns = {c["name"] for c in inspect(connection).get_columns("penalty")}
    mine = [d for d in diffs if "penalty" in repr(d)]
    assert mine == []
    assert {"main_id", "rescinded_by", "hands_served", "details"} <= columns
