"""A throw-away PostgreSQL database for one test, dropped however the test ends.

The drop is plain first: PostgreSQL then stops an autovacuum worker itself, which
``WITH (FORCE)`` may not do for a role without ``pg_signal_backend`` (CI met that).
FORCE is the fallback for a session a failed test left open.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import create_engine, make_url, text
from sqlalchemy.exc import DBAPIError


@contextmanager
def fresh_database(admin_url: str, prefix: str = "tdesk") -> Iterator[str]:
    """Yield the URL of a new empty database on the server at ``admin_url``."""
    name = f"{prefix}_{uuid.uuid4().hex[:10]}"
    admin = create_engine(admin_url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            connection.execute(text(f'CREATE DATABASE "{name}"'))
        yield make_url(admin_url).set(database=name).render_as_string(hide_password=False)
    finally:
        _drop(admin, name)
        admin.dispose()


def _drop(admin, name: str) -> None:
    last: DBAPIError | None = None
    for statement in (f'DROP DATABASE IF EXISTS "{name}"',
                      f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)',
                      f'DROP DATABASE IF EXISTS "{name}"'):
        try:
            with admin.connect() as connection:
                connection.execute(text(statement))
            return
        except DBAPIError as error:  # still in use: wait a moment and try the next way
            last = error
            time.sleep(1)
    assert last is not None
    raise last
