"""Alembic environment: tdesk always passes an open connection (``config.attributes``)."""

from alembic import context
from sqlmodel import SQLModel

import tdesk.models  # noqa: F401  (registers every table on SQLModel.metadata)

connection = context.config.attributes.get("connection")
if connection is None:  # pragma: no cover - only when running the alembic CLI by hand
    from sqlalchemy import create_engine

    url = context.config.get_main_option("sqlalchemy.url")
    connection = create_engine(url).connect()

context.configure(
    connection=connection,
    target_metadata=SQLModel.metadata,
    render_as_batch=True,
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()
