"""Undo and redo over every kind of floor action, as a hypothesis state machine (issue 9).

After each action, undo must give back exactly the rows before it (every table, cascades
included) and redo exactly the rows after it; undoing everything returns the store's
content to its start.
"""

import shutil
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule
from sqlalchemy import select
from sqlmodel import SQLModel

from tdesk.errors import TdeskError
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.penalties.penalties import PenaltyRequest, issue_penalty, list_penalties
from tdesk.services.players import (
    PlayerFields,
    add_player,
    import_players,
    list_entries,
    remove_player,
    update_player,
)
from tdesk.services.seating.seating import (
    apply_move,
    bust_players,
    draw_seats,
    move_player,
    room,
    seat_late_entry,
)

SKIP = {"audit_log", "undo_payload", "meta", "alembic_version"}
_TEMPLATE: dict[str, Any] = {}  # made once per test run: {"path": Path, "event": int}


def _template() -> Path:
    """One migrated store with a 14-player poker event, copied for every example."""
    if "path" not in _TEMPLATE:
        folder = Path(tempfile.mkdtemp(prefix="tdesk-undo-machine-"))
        path = folder / "template.db"
        store = Store(f"sqlite:///{path}", staff="Template")
        event_id = create_event(store, "Machine Cup", "poker")
        import_players(store, event_id, [PlayerFields(f"Spelare {n}", rating=1000 + n)
                                         for n in range(14)])
        store.close()
        _TEMPLATE.update(path=path, event=event_id)
    path = _TEMPLATE["path"]
    assert isinstance(path, Path)
    return path


def content(store: Store) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table but the log itself, in key order."""
    out: dict[str, list[tuple[Any, ...]]] = {}
    with store.read() as session:
        for table in SQLModel.metadata.sorted_tables:
            if table.name in SKIP:
                continue
            rows = session.execute(select(table).order_by(*table.primary_key.columns)).all()
            out[table.name] = [tuple(r) for r in rows]
    return out


class FloorMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="tdesk-undo-"))
        path = self.folder / "store.db"
        shutil.copy(_template(), path)
        self.store = Store(f"sqlite:///{path}", staff="Machine")
        self.event = int(_TEMPLATE["event"])
        self.start = content(self.store)
        self.done: list[tuple[Any, Any]] = []
        self.undone: list[tuple[Any, Any]] = []
        self.names = 0

    def teardown(self) -> None:
        try:
            while self.done:
                self.undo()
            assert content(self.store) == self.start
        finally:
            self.store.close()
            shutil.rmtree(self.folder, ignore_errors=True)

    # -- helpers ------------------------------------------------------------------------------
    def entries(self) -> list[int]:
        return [r.entry_id for r in list_entries(self.store, self.event)]

    def active(self) -> list[int]:
        return [r.entry_id for r in list_entries(self.store, self.event) if r.status == "active"]

    def act(self, action: Any, *args: Any, **kwargs: Any) -> None:
        before = content(self.store)
        step = self.store.undo_step()
        try:
            action(*args, **kwargs)
        except TdeskError:
            assert content(self.store) == before  # refused: nothing half-written
            return
        after = content(self.store)
        if self.store.undo_step() != step:
            self.done.append((before, after))
            self.undone.clear()
        else:
            assert after == before

    @staticmethod
    def pick(items: list[int], index: int) -> int | None:
        return items[index % len(items)] if items else None

    # -- floor actions ------------------------------------------------------------------------
    @rule()
    def register(self) -> None:
        self.names += 1
        self.act(add_player, self.store, self.event, PlayerFields(f"Ny {self.names}"))

    @rule(index=st.integers(0, 50), rating=st.integers(0, 3000), seed=st.none() | st.integers(1, 99))
    def edit(self, index: int, rating: int, seed: int | None) -> None:
        entry = self.pick(self.entries(), index)
        if entry is not None:
            name = next(r.name for r in list_entries(self.store, self.event) if r.entry_id == entry)
            self.act(update_player, self.store, entry, PlayerFields(name, rating=rating, seed=seed))

    @rule(index=st.integers(0, 50))
    def remove(self, index: int) -> None:
        entry = self.pick(self.entries(), index)
        if entry is not None:
            self.act(remove_player, self.store, entry)

    @rule(seed=st.integers(1, 1000))
    def draw(self, seed: int) -> None:
        self.act(draw_seats, self.store, self.event, seed=seed)

    @rule(seed=st.integers(1, 1000))
    def late_entry(self, seed: int) -> None:
        self.names += 1
        name = f"Sen {self.names}"
        self.act(add_player, self.store, self.event, PlayerFields(name))
        entry = next((r.entry_id for r in list_entries(self.store, self.event)
                      if r.name == name), None)
        if entry is not None and room(self.store, self.event).seated:
            self.act(seat_late_entry, self.store, self.event, entry, seed=seed)

    @precondition(lambda self: len(self.active()) > 2)
    @rule(first=st.integers(0, 50), two=st.booleans(), chips=st.integers(0, 5))
    def bust(self, first: int, two: bool, chips: int) -> None:
        active = self.active()
        chosen = [active[first % len(active)]]
        if two:
            chosen.append(active[(first + 1) % len(active)])
        stacks = {e: 100 * (chips + i % 2) for i, e in enumerate(chosen)}
        self.act(bust_players, self.store, self.event, chosen, stacks)

    @rule(index=st.integers(0, 50), kind=st.sampled_from(["warning", "one_round", "one_hand"]))
    def penalty(self, index: int, kind: str) -> None:
        entry = self.pick(self.active(), index)
        if entry is not None:
            self.act(issue_penalty, self.store, self.event,
                     PenaltyRequest(entry, kind, reason="Machine"))

    @rule(index=st.integers(0, 50), table=st.integers(1, 3), seat=st.integers(1, 9))
    def correct_seat(self, index: int, table: int, seat: int) -> None:
        entry = self.pick([s.entry_id for s in room(self.store, self.event).seated], index)
        if entry is not None:
            self.act(move_player, self.store, self.event, entry, table, seat)

    @rule()
    def move(self) -> None:
        self.act(apply_move, self.store, self.event, 0)

    # -- undo and redo ------------------------------------------------------------------------
    @precondition(lambda self: bool(self.done))
    @rule()
    def undo(self) -> None:
        before, after = self.done.pop()
        assert content(self.store) == after
        self.store.undo()
        assert content(self.store) == before
        self.undone.append((before, after))

    @precondition(lambda self: bool(self.undone))
    @rule()
    def redo(self) -> None:
        before, after = self.undone.pop()
        self.store.redo()
        assert content(self.store) == after
        self.done.append((before, after))

    @invariant()
    def no_shared_seats_or_places(self) -> None:
        seats = [(s.table, s.seat) for s in room(self.store, self.event).seated]
        assert len(seats) == len(set(seats))
        assert all(p.entry_id in set(self.entries()) for p in list_penalties(self.store,
                                                                              self.event))


FloorMachine.TestCase.settings = settings(
    max_examples=8, stateful_step_count=18, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
test_undo_and_redo_of_every_floor_action = FloorMachine.TestCase
