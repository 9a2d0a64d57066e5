"""What the floor sees of a room: the seated players, the tables, the pending moves and
the whole room (``RoomInfo``), and how a pending move is stored in the plan's row."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any, NamedTuple

from tdesk.names import matches, sort_key

SEATED_KINDS = ("poker", "ofc")


class SeatInfo(NamedTuple):
    """One seated player (a named tuple: the room view reads 10,000 of them at a time)."""

    table: int
    seat: int
    entry_id: int
    name: str
    chips: int | None
    fixed: bool = False
    waiting: bool = False


@dataclass(frozen=True)
class TableInfo:
    """One open table as the room view draws it."""

    number: int
    seats: int
    button: int | None
    blocked: tuple[int, ...]
    players: tuple[SeatInfo, ...]
    final: bool = False
    small_blind: int | None = None
    big_blind: int | None = None
    halted: bool = False  # TDA-B5
    short: bool = False  # fewer players than the fullest table
    needs_button: bool = False

    @property
    def count(self) -> int:
        return len(self.players)

    def at(self, seat: int) -> SeatInfo | None:
        return next((p for p in self.players if p.seat == seat), None)


@dataclass(frozen=True)
class PendingMove:
    """One move the floor has to make. Moves with the same ``swap`` number are one seat swap at
    the final table (TDA-F1-B): applying any of them applies them all."""

    index: int
    entry_id: int
    name: str
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    reason: str
    kind: str
    waits: bool | None = False
    takes_big_blind: bool = False
    swap: int | None = None

    @property
    def text(self) -> str:
        return (f"{self.name}: table {self.from_table} seat {self.from_seat} → "
                f"table {self.to_table} seat {self.to_seat}")


@dataclass(frozen=True)
class RoomInfo:
    """The whole room of one event, with the pending plan and what the floor must know."""

    event_id: int
    event_name: str
    kind: str
    tables: tuple[TableInfo, ...]
    moves: tuple[PendingMove, ...]
    needs_button: tuple[int, ...]
    halted: tuple[int, ...]
    notices: tuple[str, ...]
    unseated: tuple[tuple[int, str], ...]
    players_left: int
    final_table: int | None
    seats_per_table: int
    final_table_size: int
    seed: int

    @cached_property
    def seated(self) -> list[SeatInfo]:
        return [p for t in self.tables for p in t.players]

    @cached_property
    def _by_number(self) -> dict[int, TableInfo]:
        return {t.number: t for t in self.tables}

    def find(self, text: str) -> list[SeatInfo]:
        """Seated players whose name holds every word of ``text``, blind to case and accents
        ("oberg" finds Öberg), by surname."""
        if not text.split():
            return []
        hits = [p for p in self.seated if matches(text, p.name)]
        return sorted(hits, key=lambda p: sort_key(p.name))

    def table(self, number: int) -> TableInfo | None:
        return self._by_number.get(number)


def _pending_dict(m: PendingMove) -> dict[str, Any]:
    return {"entry_id": m.entry_id, "name": m.name, "from": [m.from_table, m.from_seat],
            "to": [m.to_table, m.to_seat], "reason": m.reason, "kind": m.kind,
            "waits": m.waits, "big_blind": m.takes_big_blind, "swap": m.swap}


def _pending_from(d: Mapping[str, Any], index: int) -> PendingMove:
    return PendingMove(index, int(d["entry_id"]), str(d["name"]), int(d["from"][0]),
                       int(d["from"][1]), int(d["to"][0]), int(d["to"][1]), str(d["reason"]),
                       str(d["kind"]), d.get("waits"), bool(d.get("big_blind")), d.get("swap"))
