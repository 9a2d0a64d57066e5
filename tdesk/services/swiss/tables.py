"""Table plans of a Swiss event (CG-T9..CG-T13, issue 24): the first table's number (the
event's setting), a player's reserved table (a feature match, a wheelchair table), and round
1 seated by name for the players' meeting. The numbers themselves are decided by
`tdesk.rules.seating.table_plan`; the pairing writes them (`swiss_rows._write_tables`)."""

from __future__ import annotations

from dataclasses import dataclass

from tdesk import validate
from tdesk.errors import InputError, NotFoundError
from tdesk.models.store import Store
from tdesk.models.tables import Entry
from tdesk.rules.seating import table_plan
from tdesk.services.swiss.reads import get_round
from tdesk.services.swiss.rows import _entries, _event, _names, _reserved
from tdesk.services.table_reads import reads


@dataclass(frozen=True)
class NameLine:
    """One line of the seating by name: the player, the letter it is filed under, the
    table and seat (None for the bye, CG-T12) and the opponent's name ("" for the bye)."""

    entry_id: int
    name: str
    letter: str
    table: int | None
    seat: int | None
    opponent: str


def reserved_tables(store: Store, event_id: int) -> dict[int, int]:
    """{entry id: reserved table} of the event's players (CG-T10)."""
    with store.read() as session:
        _event(session, event_id)
        return {int(p): t for p, t in _reserved(_entries(session, event_id)).items()}


@reads("entry")
def entries_reserved(store: Store, event_id: int) -> dict[int, int]:
    """`reserved_tables` read from the entry rows alone (a list that declares it reads only
    entries: the Players tab); an event that is gone has none."""
    with store.read() as session:
        return {int(p): t for p, t in _reserved(_entries(session, event_id)).items()}


def reserve_table(store: Store, event_id: int, entry_id: int, table: int | None) -> None:
    """CG-T10: fix ``entry_id`` to ``table`` from the next pairing on (None frees it); a table
    already reserved for another player is refused, naming both."""
    validate.identifier("Player", entry_id)
    if table is not None:
        validate.integer("Reserved table", table, low=1, high=table_plan.MAX_TABLE)
    with store.action("reserve table", event_id=event_id,
                      params={"entry_id": entry_id, "table": table}) as scope:
        session = scope.session
        _event(session, event_id)
        entry = session.get(Entry, entry_id)
        if entry is None or entry.event_id != event_id:
            raise NotFoundError(f"Player entry #{entry_id} is not in this event.")
        names = _names(session, event_id)
        name = names[entry_id][0]
        if table is None:
            entry.state = {k: v for k, v in entry.state.items() if k != "reserved_table"}
            scope.summary = f"Free the reserved table of {name}"
        else:
            others = {names[int(p)][0]: t for p, t in _reserved(_entries(session, event_id)).items()
                      if int(p) != entry_id}
            try:
                table_plan.verify_reserved({**others, name: table})
            except ValueError as err:
                raise InputError("Reserved table", table, str(err)) from None
            entry.state = {**entry.state, "reserved_table": table}
            scope.summary = f"Reserve table {table} for {name}"
        session.add(entry)


def seating_by_name(store: Store, event_id: int, number: int = 1) -> list[NameLine]:
    """CG-T13: round ``number`` (round 1 for the players' meeting) by player name, each with
    table, seat and opponent, sorted as the roster sorts names."""
    info = get_round(store, event_id, number)
    if info is None:
        return []
    plan = [table_plan.TableMatch(None if t.is_bye else t.table, str(t.a_id),
                                  None if t.b_id is None else str(t.b_id)) for t in info.tables]
    names = {str(t.a_id): t.a_name for t in info.tables}
    names.update({str(t.b_id): t.b_name for t in info.tables if t.b_id is not None})
    return [NameLine(int(r.player), r.name, r.letter, r.table, r.seat,
                     names.get(r.opponent, "") if r.opponent else "")
            for r in table_plan.seating_by_name(plan, names)]
