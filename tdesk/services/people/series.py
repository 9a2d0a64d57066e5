"""Series of events and their leaderboard (SER-1..SER-7, issue 26).

A series groups events of any kind under one points formula (`tdesk.rules.people.series_points`).
Its leaderboard is never stored: `leaderboard` reads each event's results (poker and OFC:
``Entry.place``; Swiss: the final standings; league: the ranking) every time, so the board
follows every bust and correction as it is saved. A person is the ``Player`` row behind an
entry: the same player in several events is one line of the board.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, func, select

from tdesk import names as name_rules
from tdesk import validate
from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.event_rows import load_event
from tdesk.models.series import Series, SeriesEvent
from tdesk.models.store import Store
from tdesk.models.tables import Entry, EntryStatus, Event, EventKind, Player
from tdesk.rules.people import series_points as rules
from tdesk.services.league import reads as league_reads
from tdesk.services.swiss import final as swiss_final
from tdesk.services.swiss import reads as swiss_reads

SERIES_TABLES = ("series", "series_event")
"""The tables a series view reads besides its events' results."""
RESULT_TABLES = ("entry", "player", "swiss_round", "swiss_match", "league_round", "league_game",
                 "penalty")
"""The tables the events' results come from (a view follows them for its series' events)."""
NOTES = 2000


@dataclass(frozen=True)
class SeriesEventInfo:
    event_id: int
    name: str
    kind: str
    position: int


@dataclass(frozen=True)
class SeriesInfo:
    id: int
    name: str
    formula: str
    params: Mapping[str, Any]
    best_n: int | None
    notes: str
    events: tuple[SeriesEventInfo, ...] = ()

    @property
    def rule(self) -> rules.Formula:
        return rules.Formula(self.formula, dict(self.params), self.best_n)


@dataclass(frozen=True)
class Cell:
    """One person's result in one event of the board: place, points, counted (SER-6)."""

    place: int
    points: Decimal
    counted: bool


@dataclass(frozen=True)
class BoardLine:
    rank: int
    person_id: int
    name: str
    total: Decimal
    counted: int
    wins: int
    cells: tuple[Cell | None, ...]
    """One per event of the series, in its order (None: no result there)."""


@dataclass(frozen=True)
class Board:
    series: SeriesInfo
    lines: tuple[BoardLine, ...]
    fields: tuple[int, ...]
    """The field of each event (0: no results yet)."""


# --- reads ---------------------------------------------------------------------------------


def _series(session: Session, series_id: int) -> Series:
    row = session.get(Series, validate.identifier("Series", series_id))
    if row is None:
        raise NotFoundError(f"Series {series_id} does not exist (deleted meanwhile?).")
    return row


def _info(session: Session, row: Series) -> SeriesInfo:
    links = session.exec(select(SeriesEvent.event_id, SeriesEvent.position, Event.name,
                                Event.kind).join(Event, Event.id == SeriesEvent.event_id)  # type: ignore[arg-type]
                         .where(SeriesEvent.series_id == row.id)
                         .order_by(col(SeriesEvent.position), col(SeriesEvent.id))).all()
    assert row.id is not None
    return SeriesInfo(row.id, row.name, row.formula, dict(row.params), row.best_n, row.notes,
                      tuple(SeriesEventInfo(e, n, k, p) for e, p, n, k in links))


def list_series(store: Store) -> list[SeriesInfo]:
    with store.read() as session:
        rows = session.exec(select(Series)).all()
        out = [_info(session, r) for r in rows]
    return sorted(out, key=lambda s: name_rules.fold(s.name))


def get_series(store: Store, series_id: int) -> SeriesInfo:
    with store.read() as session:
        return _info(session, _series(session, series_id))


def find_series(store: Store, name: str) -> SeriesInfo:
    """The series named ``name`` (case and spaces as names are compared)."""
    wanted = " ".join(str(name).split()).casefold()
    for s in list_series(store):
        if " ".join(s.name.split()).casefold() == wanted:
            return s
    raise NotFoundError(f"No series named {name!r}.")


def series_of_event(store: Store, event_id: int) -> list[SeriesInfo]:
    """The series an event is in (the player screens show their boards)."""
    with store.read() as session:
        ids = session.exec(select(SeriesEvent.series_id)
                           .where(SeriesEvent.event_id == event_id)).all()
        out = [_info(session, _series(session, i)) for i in ids]
    return sorted(out, key=lambda s: name_rules.fold(s.name))


# --- the events' results ---------------------------------------------------------------------


@dataclass(frozen=True)
class _Results:
    field: int
    places: dict[int, int]
    """entry id -> place."""
    owners: dict[int, tuple[int, str]] | None = None
    """entry id -> (person id, name), when the read had them at hand."""


def _placed_results(session: Session, event_id: int) -> _Results:
    """Poker and OFC: the places given (PL-1); the last one standing is 1st once anyone is
    out (as the results sheet ranks them)."""
    rows = session.exec(select(Entry.id, Entry.status, Entry.place, Entry.player_id, Player.name)
                        .join(Player, Player.id == Entry.player_id)  # type: ignore[arg-type]
                        .where(Entry.event_id == event_id)).all()
    in_field = [r for r in rows if r[1] in (EntryStatus.ACTIVE, EntryStatus.BUSTED)
                or r[2] is not None]
    places = {int(r[0]): int(r[2]) for r in rows if r[0] is not None and r[2] is not None}
    still_in = [int(r[0]) for r in rows if r[1] == EntryStatus.ACTIVE and r[2] is None and r[0]]
    if places and len(still_in) == 1 and 1 not in places.values():
        places[still_in[0]] = 1
    return _Results(len(in_field), places, {int(r[0]): (int(r[3]), r[4]) for r in rows})


def _swiss_results(store: Store, event_id: int) -> _Results:
    """Swiss: the final standings (the top cut first, CG-M3), once a result is in."""
    if not swiss_reads.history(store, event_id):
        return _Results(0, {})
    rows = swiss_reads.standings(store, event_id)
    by_name = {r.name: r.entry_id for r in rows}
    order = swiss_final.final_standings(store, event_id)
    return _Results(len(rows), {by_name[n]: i for i, n in enumerate(order, 1) if n in by_name})


def _league_results(store: Store, event_id: int) -> _Results:
    """League: the ranking's places (HU-K1), once a round has ended."""
    ranking = league_reads.ranking(store, event_id)
    if not ranking.rounds_played:
        return _Results(0, {})
    return _Results(len(ranking.rows), {r.entry_id: r.place for r in ranking.rows})


def _event_results(store: Store, session: Session, event_id: int, kind: str) -> _Results:
    if kind == EventKind.SWISS:
        return _swiss_results(store, event_id)
    if kind == EventKind.LEAGUE:
        return _league_results(store, event_id)
    return _placed_results(session, event_id)


def leaderboard(store: Store, series_id: int) -> Board:
    """SER-1..SER-7: the board read from the series' events now, best first; every person with
    a result in any of them, with each event's points, counted or dropped."""
    with store.read_together(), store.read() as session:
        info = _info(session, _series(session, series_id))
        results: list[rules.Result] = []
        persons: dict[int, str] = {}
        fields: list[int] = []
        for ev in info.events:
            got = _event_results(store, session, ev.event_id, ev.kind)
            fields.append(got.field)
            if not got.places:
                continue
            owners = got.owners if got.owners is not None else {
                int(e): (int(p), n) for e, p, n in session.exec(
                    select(Entry.id, Entry.player_id, Player.name)
                    .join(Player, Player.id == Entry.player_id)  # type: ignore[arg-type]
                    .where(Entry.event_id == ev.event_id)).all()}
            for entry_id, place in got.places.items():
                if entry_id not in owners or not 1 <= place <= got.field:
                    continue
                person, name = owners[entry_id]
                persons[person] = name
                results.append(rules.Result(ev.event_id, person, place, got.field))
    rows = rules.board(info.rule, results)
    rows.sort(key=lambda r: (r.rank, name_rules.sort_key(persons[r.person])))
    lines = tuple(
        BoardLine(r.rank, r.person, persons[r.person], r.total, len(r.counted), r.wins,
                  tuple(Cell(r.places[e.event_id], r.points[e.event_id],
                             e.event_id in r.counted) if e.event_id in r.points else None
                        for e in info.events))
        for r in rows)
    return Board(info, lines, tuple(fields))


# --- writes ----------------------------------------------------------------------------------


def checked_formula(kind: object, params: Mapping[str, Any] | None,
                    best_n: object) -> rules.Formula:
    """SER-1..SER-6's formula checked; a bad value is an ``InputError`` naming its field."""
    try:
        return rules.verify_formula(kind, params, best_n)
    except rules.FormulaError as err:
        raise InputError(err.field, err.value, err.reason) from None


def parse_bands(text: str) -> list[dict[str, Any]]:
    """SER-2's tables as the desk types them: "1: 50 30; 20: 100 70 50" (from 1 player: 50,
    30; from 20: 100, 70, 50). A malformed band is an ``InputError`` naming ``bands``."""
    bands: list[dict[str, Any]] = []
    for part in (p.strip() for p in str(text).split(";")):
        if not part:
            continue
        low, colon, table = part.partition(":")
        if not colon or not low.strip().isdigit():
            raise InputError("bands", part, "write a field size, a colon and its points, "
                             "such as 20: 100 70 50")
        bands.append({"from": int(low), "table": table})
    return bands


def bands_text(bands: Sequence[Mapping[str, Any]]) -> str:
    """The typed form of SER-2's tables (`parse_bands` reads it back)."""
    return "; ".join(f"{b['from']}: " + " ".join(_short(v) for v in b["table"]) for b in bands)


def _short(value: object) -> str:
    number = Decimal(str(value))
    return str(number.quantize(Decimal(1))) if number == number.to_integral() else str(number)


def _name(session: Session, name: object, *, except_id: int | None = None) -> str:
    clean = " ".join(validate.name("Series name", name).split())
    key = clean.casefold()
    for other_id, other in session.exec(select(Series.id, Series.name)).all():
        if other_id != except_id and " ".join(other.split()).casefold() == key:
            raise InputError("Series name", clean, "a series of this name exists already")
    return clean


def create_series(store: Store, name: str, *, formula: str = "sqrt",
                  params: Mapping[str, Any] | None = None, best_n: int | None = None,
                  notes: str = "") -> int:
    """A new series with its formula (checked first: nothing is written for a bad value)."""
    rule = checked_formula(formula, params if params is not None else {"k": 100}, best_n)
    notes = validate.text("Notes", notes, limit=NOTES, multiline=True)
    with store.action("create series", params={"name": str(name), "formula": rule.kind},
                      summary="") as scope:
        clean = _name(scope.session, name)
        row = Series(name=clean, formula=rule.kind, params=dict(rule.params),
                     best_n=rule.best_n, notes=notes)
        scope.session.add(row)
        _flush(scope.session, clean)
        scope.summary = f"Create series {clean}"
        assert row.id is not None
        return row.id


def rename_series(store: Store, series_id: int, name: str) -> None:
    with store.action("rename series", params={"series_id": series_id, "name": str(name)}
                      ) as scope:
        row = _series(scope.session, series_id)
        clean = _name(scope.session, name, except_id=row.id)
        scope.summary = f"Rename series {row.name} to {clean}"
        row.name = clean
        scope.session.add(row)
        _flush(scope.session, clean)


def delete_series(store: Store, series_id: int) -> None:
    """Delete the series and its list of events (the events themselves stay); undoable."""
    with store.action("delete series", params={"series_id": series_id}) as scope:
        row = _series(scope.session, series_id)
        scope.summary = f"Delete series {row.name}"
        scope.session.delete(row)


def set_formula(store: Store, series_id: int, formula: str, params: Mapping[str, Any] | None,
                best_n: int | None, *, notes: str | None = None) -> None:
    rule = checked_formula(formula, params, best_n)
    if notes is not None:
        notes = validate.text("Notes", notes, limit=NOTES, multiline=True)
    with store.action("set series formula",
                      params={"series_id": series_id, "formula": rule.kind,
                              "params": dict(rule.params), "best_n": rule.best_n}) as scope:
        row = _series(scope.session, series_id)
        row.formula, row.params, row.best_n = rule.kind, dict(rule.params), rule.best_n
        if notes is not None:
            row.notes = notes
        scope.session.add(row)
        best = f"best {rule.best_n}" if rule.best_n else "all results"
        scope.summary = f"Series {row.name}: {rule.kind} formula, {best}"


def add_events(store: Store, series_id: int, event_ids: Sequence[int]) -> None:
    """Add events (any kind) at the end of the series, in the order given; one already in it
    is refused."""
    ids = validate.identifiers("Event", list(event_ids))
    validate.distinct("Event", ids)
    with store.action("add series events", params={"series_id": series_id, "events": ids}
                      ) as scope:
        row = _series(scope.session, series_id)
        have = set(scope.session.exec(select(SeriesEvent.event_id)
                                      .where(SeriesEvent.series_id == row.id)).all())
        last = scope.session.exec(select(func.max(SeriesEvent.position))
                                  .where(SeriesEvent.series_id == row.id)).one() or 0
        names = []
        for i, event_id in enumerate(ids, 1):
            event = load_event(scope.session, event_id)
            if event_id in have:
                raise ConflictError(f"{event.name} is in the series {row.name} already.")
            assert row.id is not None
            scope.session.add(SeriesEvent(series_id=row.id, event_id=event_id,
                                          position=last + i))
            names.append(event.name)
        scope.summary = f"Series {row.name}: add {', '.join(names)}"


def add_event(store: Store, series_id: int, event_id: int) -> None:
    add_events(store, series_id, [event_id])


def remove_event(store: Store, series_id: int, event_id: int) -> None:
    with store.action("remove series event",
                      params={"series_id": series_id, "event_id": event_id}) as scope:
        row = _series(scope.session, series_id)
        link = scope.session.exec(select(SeriesEvent).where(
            SeriesEvent.series_id == row.id,
            SeriesEvent.event_id == validate.identifier("Event", event_id))).first()
        if link is None:
            raise NotFoundError(f"Event {event_id} is not in the series {row.name}.")
        event = scope.session.get(Event, event_id)
        scope.summary = f"Series {row.name}: remove {event.name if event else event_id}"
        scope.session.delete(link)


def _flush(session: Session, name: str) -> None:
    try:
        session.flush()
    except IntegrityError:
        raise ConflictError(f"A series named {name!r} was just created at another station."
                            ) from None
