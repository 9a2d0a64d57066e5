"""The whole store's content as plain data, to assert that a refused action wrote nothing."""

from typing import Any

from sqlmodel import SQLModel

from tdesk.models.store import Store


def store_content(store: Store) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table (audit log and revision counter included), in key order."""
    out: dict[str, list[tuple[Any, ...]]] = {}
    with store.read() as session:
        for table in SQLModel.metadata.sorted_tables:
            rows = session.execute(table.select().order_by(*table.primary_key.columns)).all()
            out[table.name] = [tuple(r) for r in rows]
    return out
