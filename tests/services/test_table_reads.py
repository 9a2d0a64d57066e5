"""Each service read reads only the tables it declares (issue 38: a view's tables are composed
from the ``@reads`` of the service reads it calls, so a declaration that forgot a table would
leave every view calling it blind to that table's changes).

Every declared read runs on an event of each kind with every extra (``rich_events``: a flight
with bounties, knockouts and hand-for-hand, its parent, OFC hands, a league season, a Swiss
event with decklists and a judge call), once on a store opened afresh (nothing kept: a
room read from its rows) and once on the store that built them (the room kept), with every
SQL statement captured. The tables it named must be inside its declaration, and each declared
table it names itself must be read by it somewhere here: a declaration stays what the
read reads.
"""

from __future__ import annotations

import contextlib
import importlib
import inspect
import pkgutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import tdesk.services
from tdesk.errors import TdeskError
from tdesk.models.store import Store
from tdesk.services.store_changes import StoreChanges
from tdesk.services.table_reads import DECLARED, reads, reads_of
from tests.services.rich_events import RichEvents, rich_events
from tests.ui.reads import tables_read

ROUND = 3  # the Swiss round the judge call was made in (``tdesk.demo.judge_calls``)
# what a record of one bust names: an entry, its player, seat and payment rows (ids 1..3)
BUST = StoreChanges(2, tables=frozenset({"entry", "player", "seat", "payment"}),
                    keys={t: frozenset({1, 2, 3}) for t in ("entry", "player", "seat", "payment")})

EXTRA: dict[str, tuple[Any, ...]] = {
    "tdesk.services.players:entries_changed": (BUST,),
    "tdesk.services.money.money:paid_amounts": ((1, 2, 3),),
    "tdesk.services.swiss.reads:round_tables": (ROUND, (1, 2, 3)),
    "tdesk.services.swiss.judge_calls:round_tables": (ROUND,),
    "tdesk.services.seating.flights:day2_chance": (2,),
}
"""The arguments after ``(store, event_id)`` of the reads that need more."""


def _all_declared() -> list[Callable[..., Any]]:
    """Every ``@reads`` of the services: their modules imported, so none is missed."""
    root = Path(tdesk.services.__file__).parent
    for info in pkgutil.walk_packages([str(root)], "tdesk.services."):
        importlib.import_module(info.name)
    return list(DECLARED)


def _name(fn: Callable[..., Any]) -> str:
    return f"{fn.__module__}:{fn.__qualname__}"


def _store_only(fn: Callable[..., Any]) -> bool:
    required = [p for p in inspect.signature(fn).parameters.values()
                if p.default is inspect.Parameter.empty
                and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    return len(required) == 1


@pytest.fixture(scope="module")
def rich(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, RichEvents]]:
    path = tmp_path_factory.mktemp("reads") / "store.db"
    store = Store(f"sqlite:///{path}", staff="Test Floor")
    events = rich_events(store)
    store.close()
    yield path, events


def _tables_read(fn: Callable[..., Any], path: Path, events: RichEvents) -> set[str]:
    """Every table ``fn`` named, over each event of ``events``, cold and warm."""
    store = Store(f"sqlite:///{path}", staff="Test Floor")
    calls = [(store,)] if _store_only(fn) else [(store, e, *EXTRA.get(_name(fn), ()))
                                                for e in events.ids]
    named: set[str] = set()
    try:
        for _turn in ("cold", "warm"):
            for args in calls:
                # another kind's read refuses: what it read till then counts
                with tables_read(store) as read, contextlib.suppress(TdeskError):
                    fn(*args)
                named |= read.tables
    finally:
        store.close()
    return named


DECLARED_READS = _all_declared()


def test_reads_are_declared() -> None:
    assert len(DECLARED_READS) >= 40, "the services' reads are declared with @reads"


@pytest.mark.parametrize("fn", DECLARED_READS, ids=_name)
def test_a_read_reads_what_it_declares(fn: Callable[..., Any], rich) -> None:  # type: ignore[no-untyped-def]
    named = _tables_read(fn, *rich)
    declared, own = fn.READS, fn.OWN_READS
    assert named <= declared, f"{_name(fn)} reads {sorted(named - declared)} without declaring them"
    # the tables it names itself are read here; those of the reads it calls (``uses``) are held
    # by their own checks, since it may call them for one kind of event only
    assert own <= named, (f"{_name(fn)} declares {sorted(own - named)} but reads none of them "
                          "on events with every extra")


def test_reads_of_composes_declarations() -> None:
    @reads("a", "b")
    def first() -> None: ...

    @reads("c", uses=(first,))
    def second() -> None: ...

    try:
        assert {"a", "b", "c"} == second.READS  # type: ignore[attr-defined]
        assert reads_of(first, {"d"}) == {"a", "b", "d"}
        with pytest.raises(TypeError, match="declares no tables"):
            reads_of(lambda: None)
    finally:
        DECLARED.remove(first)
        DECLARED.remove(second)
