"""The Swiss service's shared reading and writing of rows: the event, names, matches as plain
rows, the history the rules see, the lot (CG-T7), a round's tables; no action of its own."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from sqlmodel import Session, col, func, or_, select

from tdesk import validate
from tdesk.models.bulk_rows import insert_rows
from tdesk.models.event_rows import event_entries, load_event
from tdesk.models.swiss import SwissMatch, SwissRound
from tdesk.models.tables import Entry, EntryStatus, Event, Player
from tdesk.rules import swiss as rules
from tdesk.rules.seating import table_plan
from tdesk.rules.swiss import Match, Standing
from tdesk.rules.swiss.results import RESULT_CODES, penalty_marks
from tdesk.rules.swiss.standings import LOT_RANGE
from tdesk.services.swiss.values import RoundInfo, TableRow


def _event(session: Session, event_id: int) -> Event:
    return load_event(session, event_id, kinds=("swiss",),
                      refusal="{name} is not a Swiss event.")


def _names(session: Session, event_id: int, only: Sequence[int | None] = ()
           ) -> dict[int, tuple[str, str]]:
    """{entry id: (name, status)} of every entry of the event (or of the ``only`` ones)."""
    query = (select(Entry.id, Player.name, Entry.status)
             .join(Player, Player.id == Entry.player_id).where(Entry.event_id == event_id))
    wanted = [e for e in only if e is not None]
    if wanted:
        query = query.where(Entry.id.in_(wanted))  # type: ignore[union-attr]
    rows = session.exec(query).all()
    return {int(i): (name, status) for i, name, status in rows}


class _Row(NamedTuple):
    """A match row read as plain values (reading 20,000 ORM objects would cost seconds); a
    named tuple, made 3x faster than a frozen dataclass (10,000 per round at 20,000 players)."""

    round: int
    table_no: int
    a_entry_id: int
    b_entry_id: int | None
    organiser_bye: bool
    result: str | None
    a_wins: int
    b_wins: int
    draws: int
    double_loss: bool
    overridden: bool
    corrections: int  # how many times staff corrected the result (CG-M4): what screens show
    notes: str = ""  # what the round's penalties changed (PEN-2), as `score` wrote it


# the corrections counted by the database: decoding every match's list was most of reading
# a 4,096-player round (8,000 JSON values for their lengths)
_ROW_COLUMNS = (SwissMatch.round, SwissMatch.table_no, SwissMatch.a_entry_id,
                SwissMatch.b_entry_id, SwissMatch.organiser_bye, SwissMatch.result,
                SwissMatch.a_wins, SwissMatch.b_wins, SwissMatch.draws, SwissMatch.double_loss,
                SwissMatch.overridden, func.json_array_length(SwissMatch.corrections),
                SwissMatch.notes)


AnyMatch = SwissMatch | _Row


def _rows(session: Session, event_id: int, number: int | None = None) -> list[_Row]:
    """Every match of the event (or of round ``number``) as plain rows, for reading."""
    validate.identifier("Event", event_id)
    query = select(*_ROW_COLUMNS).where(SwissMatch.event_id == event_id)
    if number is not None:
        query = query.where(SwissMatch.round == number)
    found = session.exec(query.order_by(SwissMatch.round, SwissMatch.table_no)).all()
    return [_Row(*r) for r in found]


def _rounds(session: Session, event_id: int) -> list[SwissRound]:
    validate.identifier("Event", event_id)
    return list(session.exec(select(SwissRound).where(SwissRound.event_id == event_id)
                             .order_by(SwissRound.number)).all())


def _to_match(m: AnyMatch) -> Match:
    return Match.stored((m.round, str(m.a_entry_id),
                         None if m.b_entry_id is None else str(m.b_entry_id), m.a_wins,
                         m.b_wins, m.draws, m.organiser_bye, m.double_loss))


def _history(matches: Sequence[AnyMatch], rounds: Sequence[SwissRound]) -> list[Match]:
    """Recorded Swiss matches (top-cut rounds do not count toward Swiss standings)."""
    cut = {r.number for r in rounds if r.stage == "cut"}
    return [_to_match(m) for m in matches if m.result is not None and m.round not in cut]


def _number(number: object) -> int:
    """A round number as the floor names one (a huge one cannot be looked up)."""
    return validate.integer("Round", number, low=1, high=validate.MAX_ROUND)


def _round_info(rnd: SwissRound, matches: Sequence[_Row],
                names: dict[int, tuple[str, str]], pts: dict[str, int]) -> RoundInfo:
    rows = []
    for m in sorted(matches, key=lambda m: m.table_no):
        rows.append(TableRow(
            rnd.number, m.table_no, m.a_entry_id, names[m.a_entry_id][0],
            pts.get(str(m.a_entry_id), 0), m.b_entry_id,
            names[m.b_entry_id][0] if m.b_entry_id is not None else "",
            pts.get(str(m.b_entry_id), 0), m.result, _score(m), m.organiser_bye, m.overridden,
            m.corrections, *_marks(m)))
    return RoundInfo(rnd.number, rnd.stage, rnd.seed, tuple(rows))


def _marks(m: _Row) -> tuple[str, str]:
    """("ML"/"GL"/"", the same for b): whose penalty changed the typed result (PEN-2)."""
    if not m.notes or m.result is None:
        return "", ""
    return penalty_marks(m.result, m.a_wins, m.b_wins, m.double_loss, m.notes)


def _table_row(session: Session, event_id: int, number: int, table: int) -> TableRow:
    """Table ``table`` of round ``number`` as the round's tables show it (`_round_info`),
    reading only that match and its players' earlier ones: after one result at 4,096 players,
    reading the whole event took 50-100 ms."""
    all_rounds = _rounds(session, event_id)
    rnd = next(r for r in all_rounds if r.number == number)
    found = session.exec(select(*_ROW_COLUMNS).where(
        SwissMatch.event_id == event_id, SwissMatch.round == number,
        SwissMatch.table_no == table)).one()
    m = _Row(*found)
    players = [p for p in (m.a_entry_id, m.b_entry_id) if p is not None]
    earlier = session.exec(select(*_ROW_COLUMNS).where(
        SwissMatch.event_id == event_id, SwissMatch.round < number,
        or_(col(SwissMatch.a_entry_id).in_(players), col(SwissMatch.b_entry_id).in_(players))
    )).all()
    pts = rules.points(_history([_Row(*r) for r in earlier], all_rounds))
    return _round_info(rnd, [m], _names(session, event_id, players), pts).tables[0]


def _score(m: AnyMatch) -> str:
    if m.b_entry_id is None:
        return "organiser bye" if m.organiser_bye else "bye"
    if m.result is None:
        return ""
    if m.double_loss:
        return "0-0 (both lose)"
    base = f"{m.a_wins}-{m.b_wins}" + (f"-{m.draws}" if m.draws else "")
    kind = RESULT_CODES.get(m.result, (0, 0, 0, "games"))[3]
    return base if kind == "games" else f"{base} ({kind})"


def _active(session: Session, event_id: int) -> list[Entry]:
    return event_entries(session, event_id, col(Entry.status) == EntryStatus.ACTIVE)


def _entries(session: Session, event_id: int) -> list[Entry]:
    """Every entry of the event, dropped ones too, by entry id."""
    return event_entries(session, event_id)


class _EntryRow(NamedTuple):
    """An entry read as plain values: what the pairing and the standings read of it (its
    lot, organiser byes, pod and reserved table are in ``state``); a named tuple, as `_Row`."""

    id: int
    status: str
    state: dict[str, Any]


def _entry_rows(session: Session, event_id: int) -> list[_EntryRow]:
    """Every entry of the event, dropped ones too, by entry id, as plain rows (4,096 ORM
    entries cost ~0.2 s to load, and the pairing read them three times)."""
    found = session.exec(select(Entry.id, Entry.status, Entry.state)
                         .where(Entry.event_id == event_id).order_by(Entry.id)).all()
    return [_EntryRow(int(i), status, state or {}) for i, status, state in found]


def _entries_named(session: Session, event_id: int
                   ) -> tuple[list[_EntryRow], dict[int, tuple[str, str]]]:
    """`_entry_rows` and `_names` in one read: every entry by id, and {id: (name, status)}."""
    entry, player = Entry.__table__, Player.__table__  # type: ignore[attr-defined]
    found = session.connection().execute(
        select(entry.c.id, entry.c.status, entry.c.state, player.c.name)
        .join(player, player.c.id == entry.c.player_id)
        .where(entry.c.event_id == event_id).order_by(entry.c.id)).all()
    rows = [_EntryRow(int(i), status, state or {}) for i, status, state, _ in found]
    return rows, {int(i): (name, status) for i, status, _, name in found}


def _played(session: Session, event_id: int, rounds: Sequence[SwissRound], *,
            before: int | None = None) -> tuple[list[Match], list[int]]:
    """What pairing the next round reads of the matches, in one read of plain values: the
    history the rules see (`_history`; of the rounds ``before`` a number, if given) and the
    tables of the last round still without a result (the table numbers' order). Skips the
    corrections, which only the screens show."""
    t = SwissMatch.__table__  # type: ignore[attr-defined]
    query = (select(t.c.round, t.c.table_no, t.c.a_entry_id, t.c.b_entry_id, t.c.a_wins,
                    t.c.b_wins, t.c.draws, t.c.organiser_bye, t.c.double_loss, t.c.result)
             .where(t.c.event_id == event_id))
    if before is not None:
        query = query.where(t.c.round < before)
    found = session.connection().execute(query.order_by(t.c.round, t.c.table_no)).all()
    cut = {r.number for r in rounds if r.stage == "cut"}
    last = rounds[-1].number if rounds else 0
    stored = Match.stored
    hist = [stored((n, str(a), None if b is None else str(b), aw, bw, dr, ob, dl))
            for n, _, a, b, aw, bw, dr, ob, dl, result in found
            if result is not None and n not in cut]
    missing = [table for n, table, *_, result in found if n == last and result is None]
    return hist, missing


def _lots(entries: Sequence[Entry | _EntryRow], all_rounds: Sequence[SwissRound]
          ) -> dict[str, int]:
    """CG-T7: each entry's recorded lot (smaller ranks higher), one draw for the standings,
    the bye and the pairing alike: round 1's draw (``SwissRound.lots``), else the entry's own
    (``entry.state["lot"]``: a late entry's, or every lot of an event drawn before revision
    0022). An event paired before lots were recorded (an older store) reads round 1's seeded
    draw, spread over the same range, so its standings stay as they were printed."""
    drawn = all_rounds[0].lots if all_rounds else {}
    lots: dict[str, int] = {}
    for e in entries:
        player = str(e.id)
        lot = drawn.get(player, e.state.get("lot"))
        if isinstance(lot, int):
            lots[player] = lot
    if lots or not all_rounds:
        return lots
    ids = [str(e.id) for e in entries]
    step = LOT_RANGE // (len(ids) + 1)
    # the old draw: the standings' lot from round 1's seed over every entry (Standing.lot)
    return {s.player: s.lot * step for s in rules.standings(ids, [], seed=all_rounds[0].seed)}


def _ranking(ids: Sequence[str], hist: Sequence[Match], lots: dict[str, int],
             pen: dict[str, tuple[int, ...]],
             pods: dict[str, int] | None = None,
             missed: dict[str, tuple[int, ...]] | None = None) -> list[Standing]:
    """The standings as the Standings tab shows them: every entry, the recorded lot, the
    penalties from the log (CG-T1..T8), the late entries' missed rounds (CG-P3)."""
    return rules.standings(ids, hist, lots=lots, penalties=pen, pods=pods, missed=missed)


def _first_rounds(session: Session, event_id: int, only: Sequence[int] | None = None
                  ) -> dict[int, int]:
    """{entry id: the first round with a match of theirs (a bye too)} of every entry paired
    so far (or of the ``only`` ones), in one read: what tells a late entry (CG-P3)."""
    t = SwissMatch.__table__  # type: ignore[attr-defined]
    query = select(t.c.a_entry_id, t.c.b_entry_id, t.c.round).where(t.c.event_id == event_id)
    if only is not None:
        if not only:
            return {}
        query = query.where(or_(t.c.a_entry_id.in_(list(only)), t.c.b_entry_id.in_(list(only))))
    found = session.connection().execute(query).all()
    first: dict[int, int] = {}
    for a, b, number in found:
        for e in (a, b):
            if e is not None and number < first.get(e, number + 1):
                first[e] = number
    return first


def _joining(entries: Sequence[_EntryRow], first: dict[int, int], number: int) -> set[str]:
    """CG-P3: the active entries playing their first round ``number`` (after round 1): late
    entries, with no match in an earlier round."""
    if number <= 1:
        return set()
    return {str(e.id) for e in entries if e.status == EntryStatus.ACTIVE
            and first.get(e.id, number) >= number}


def _missed(session: Session, event: Event, entries: Sequence[_EntryRow],
            rounds: Sequence[SwissRound]) -> dict[str, tuple[int, ...]]:
    """CG-P3 (the "late_losses" setting, off by default): the Swiss rounds each late entry
    missed, before their first match (every Swiss round so far for one not paired yet); a
    dropped entry that never played is left out. Empty with the setting off."""
    if not event.settings.get("late_losses") or event.id is None:
        return {}
    swiss_rounds = [r.number for r in rounds if r.stage == "swiss"]
    first = _first_rounds(session, event.id)
    out: dict[str, tuple[int, ...]] = {}
    for e in entries:
        if e.id not in first and e.status != EntryStatus.ACTIVE:
            continue
        start = first.get(e.id)
        missed = tuple(n for n in swiss_rounds if start is None or n < start)
        if missed:
            out[str(e.id)] = missed
    return out


def _penalty_keys(session: Session, event_id: int) -> dict[str, tuple[int, ...]]:
    """CG-T6: each penalised entry's ranking key, read in the caller's transaction (the same
    snapshot as the matches; a second read of its own cost a transaction every pairing)."""
    from tdesk.services.penalties.reads import counts_in

    return {str(e): tuple(c.key) for e, c in counts_in(session, event_id).items()}


def _matches_of(session: Session, event_id: int, number: int) -> list[SwissMatch]:
    return list(session.exec(select(SwissMatch).where(SwissMatch.event_id == event_id,
                                                      SwissMatch.round == number)).all())


def _reserved(entries: Sequence[Entry | _EntryRow]) -> dict[str, int]:
    """CG-T10: each player's reserved table (``entry.state["reserved_table"]``)."""
    return {str(e.id): int(e.state["reserved_table"]) for e in entries
            if isinstance(e.state.get("reserved_table"), int)}


def _write_tables(session: Session, event_id: int, number: int,
                  pairs: Sequence[tuple[str, str | None]], byes: Sequence[int], *,
                  first: int = table_plan.DEFAULT_FIRST_TABLE,
                  reserved: dict[str, int] | None = None) -> list[_Row]:
    """The round's matches at their tables (CG-T9..T12: from ``first``, reserved tables kept
    for their players). A bye has no table (CG-T12): it is filed under a number past every
    table of the round, which the screens and sheets show as "bye". Written in one insert
    (recorded for undo as ORM inserts are); the rows written, in table-plan order."""
    plan = table_plan.number_tables(pairs, first=first, reserved=reserved)
    used = [m.table for m in plan if m.table is not None] + list((reserved or {}).values())
    spare = max(used, default=first - 1) + 1
    rows: list[dict[str, Any]] = []
    for t in plan:
        bye = t.b is None
        rows.append({"event_id": event_id, "round": number,
                     "table_no": spare if t.table is None else t.table, "a_entry_id": int(t.a),
                     "b_entry_id": None if t.b is None else int(t.b),
                     "result": "bye" if bye else None, "a_wins": 2 if bye else 0})
        if bye:
            spare += 1
    for entry_id in byes:
        rows.append({"event_id": event_id, "round": number, "table_no": spare,
                     "a_entry_id": entry_id, "b_entry_id": None, "organiser_bye": True,
                     "result": "bye", "a_wins": 2})
        spare += 1
    insert_rows(session, SwissMatch, rows)
    return [_Row(number, r["table_no"], r["a_entry_id"], r["b_entry_id"],
                 r.get("organiser_bye", False), r["result"], r["a_wins"], 0, 0, False, False, 0)
            for r in rows]


def _winner_of(m: AnyMatch) -> int:
    """CG-M3: a top-cut match always has a winner."""
    won = _to_match(m).outcome(str(m.a_entry_id)) is rules.Outcome.WIN
    return m.a_entry_id if won or m.b_entry_id is None else m.b_entry_id
