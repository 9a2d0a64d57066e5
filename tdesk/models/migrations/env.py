"""Alembic environment: tdesk always passes an open connection (``config.attributes``).

Each migration runs in its own transaction (``transaction_per_migration``), DDL included:
SQLite's DDL is transactional once pysqlite stops committing on its own (the store's engine
emits BEGIN itself), so a kill mid-upgrade leaves the last completed step, never half of one.
"""

from alembic import context
from sqlmodel import SQLModel

import tdesk.models  # noqa: F401  (registers every table on SQLModel.metadata)

connection = context.config.attributes.get("connection")
if connection is None:  # pragma: no cover - only when running the alembic CLI by hand
    from sqlalchemy import create_engine

    url = context.config.get_main_option("sqlalchemy.url")
    connection = create_engine(url).connect()

hook = context.config.attributes.get("on_version_apply")
context.configure(
    connection=connection,
    target_metadata=SQLModel.metadata,
    render_as_batch=True,
    compare_type=True,
    transaction_per_migration=True,
    transactional_ddl=True,
    on_version_apply=[hook] if hook else [],
)
with context.begin_transaction():
    context.run_migrations()
