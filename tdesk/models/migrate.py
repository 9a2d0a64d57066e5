"""Schema version on open: one query when the store is current, Alembic only to upgrade.

An older store is upgraded in place, one migration per transaction (SQLite has transactional
DDL; tdesk emits BEGIN itself so pysqlite commits nothing on its own), after a checked backup:
a kill at any moment leaves the store at the last completed step, and the next open goes on
from there. A newer store is refused untouched.
"""

import os
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Engine, text
from sqlalchemy.exc import DBAPIError

from tdesk.errors import StoreError

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS = Path(__file__).with_name("migrations")
STEP_PAUSE_ENV = "TDESK_TEST_MIGRATION_PAUSE"  # tests: seconds to sleep inside each step


def alembic_config() -> "Config":
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config


def known_revisions() -> list[str]:
    """The revisions this tdesk ships, oldest first (file names are the revision ids)."""
    names = sorted(p.stem for p in (MIGRATIONS / "versions").glob("[0-9]*.py"))
    if names:
        return names
    from alembic.script import ScriptDirectory  # a build without the .py sources

    script = ScriptDirectory.from_config(alembic_config())
    return [rev.revision for rev in reversed(list(script.walk_revisions()))]


def head_revision() -> str:
    return known_revisions()[-1]


def current_revision(engine: Engine) -> str | None:
    """The store's schema version: one query (None for a new, empty store)."""
    with engine.connect() as connection:
        try:
            return connection.execute(text("SELECT version_num FROM alembic_version")).scalar()
        except DBAPIError as exc:
            if "alembic_version" in str(exc) or "no such table" in str(exc):
                return None
            raise


def check_and_upgrade(engine: Engine, *,
                      backup: Callable[[], Path | None] | None = None) -> None:
    current = current_revision(engine)
    known = known_revisions()
    if current == known[-1]:
        return
    if current is not None and current not in known:
        raise StoreError(
            f"This store was written by a newer tdesk (schema {current}); "
            "update tdesk to open it. Nothing was changed."
        )
    if current is None and _is_empty_sqlite(engine):
        _copy_head_schema(engine)  # a new store: the head schema at once, not 24 steps
        return
    saved = backup() if backup is not None and current is not None else None
    try:
        upgrade(engine)
    except Exception as exc:
        where = (f"A copy from before the upgrade is at {saved}." if saved
                 else "Nothing was lost: each step is applied whole or not at all.")
        raise StoreError(
            f"The store could not be upgraded to this tdesk's schema "
            f"({str(exc).strip().splitlines()[0] if str(exc) else type(exc).__name__}); "
            f"it stays at the last step that completed. {where}"
        ) from exc


def upgrade(engine: Engine) -> None:
    """Run the missing migrations, each in its own transaction."""
    from alembic import command

    config = alembic_config()
    pause = float(os.environ.get(STEP_PAUSE_ENV, "0") or 0)
    if pause:
        config.attributes["on_version_apply"] = _pause(pause)
    with engine.connect() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


_head_image: dict[str, bytes] = {}  # head revision -> an empty store at that revision


def _is_empty_sqlite(engine: Engine) -> bool:
    """A new SQLite store (no table at all) that no test is pausing migration steps in."""
    if engine.dialect.name != "sqlite" or os.environ.get(STEP_PAUSE_ENV):
        return False
    with engine.connect() as connection:
        return connection.exec_driver_sql("SELECT count(*) FROM sqlite_master").scalar() == 0


def _copy_head_schema(engine: Engine) -> None:
    """Write an empty store at the head revision into the new store with SQLite's backup API.

    The image is made once per process by running every migration in memory, so it is the
    migrations' own result by construction; copying it takes milliseconds where the 24 steps
    take about 0.3 s (each test's store, each new event file, each station's first open).
    """
    head = head_revision()
    if head not in _head_image:
        _head_image[head] = _migrated_in_memory()
    image = sqlite3.connect(":memory:")
    try:
        image.deserialize(_head_image[head])
        target = engine.raw_connection()
        try:
            image.backup(target.driver_connection)  # type: ignore[arg-type]
        finally:
            target.close()
    finally:
        image.close()


def _migrated_in_memory() -> bytes:
    from sqlalchemy import create_engine
    from sqlalchemy.pool import StaticPool

    memory = sqlite3.connect(":memory:", check_same_thread=False, isolation_level=None)
    engine = create_engine("sqlite://", creator=lambda: memory, poolclass=StaticPool)
    try:
        upgrade(engine)
        return memory.serialize()
    finally:
        engine.dispose()
        memory.close()


def _pause(seconds: float) -> Callable[..., None]:
    def step_done(**kw: Any) -> None:  # inside the step's transaction, before its commit
        print(f"migration step {kw['step'].up_revision_id}", flush=True)
        time.sleep(seconds)

    return step_done
