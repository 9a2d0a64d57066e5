"""Decklists of a constructed card-game event (DECK-1..DECK-8, issue 24): register or replace
a player's list, import lists from text files, list the missing ones, record deck checks.

Each action is one floor action (one transaction, one audit row, undoable). A list is read and
checked by ``tdesk.rules.swiss.decklists`` inside the action: a bad line or an illegal list is refused
naming the line or the card, and nothing is saved. A player's list locks when their first
round is paired (DECK-5: round 1 for everyone entered before it, a later round for a late
entry): after that only the head judge changes it, with a reason written in the log.

Import files: a file holds one player's list and its name (without ``.txt``) is the player's
name; or it holds several, each under a line ``# Player: Name`` (``# Игрок: …`` too). Lines
keep their numbers in the file, so a refusal names the file and its line.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlmodel import Session, func, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError, NotFoundError, TdeskError
from tdesk.models.decklists import DeckCheck, DecklistRecord
from tdesk.models.event_rows import event_people, load_event
from tdesk.models.store import Store
from tdesk.models.swiss import SwissMatch, SwissRound
from tdesk.models.tables import Entry, EntryStatus, Event, Player, utcnow
from tdesk.names import fold, sort_key
from tdesk.rules import event_settings
from tdesk.rules.swiss import decklists as rules
from tdesk.rules.swiss.decklists import Card, CheckOutcome, DeckLimits, Decklist
from tdesk.services.penalties import penalties
from tdesk.services.table_reads import reads

MAX_TEXT = 20_000
"""The longest list typed or imported, in characters: 999 lines of 20 characters."""

MISSING, OK, ILLEGAL = "missing", "ok", "illegal"
"""A player's list status on the Decklists tab and the missing-lists sheet."""

_PLAYER_HEADER = re.compile(r"^\s*#\s*(?:player|игрок|spelare|玩家)\s*:\s*(.+?)\s*$",
                            re.IGNORECASE)
_REFUSAL = "Decklists belong to card-game Swiss events; {name!r} is a {kind} event."


@dataclass(frozen=True)
class DecklistRow:
    """A player of the event and their list: ``status`` missing, ok or illegal (the event's
    limits changed after it was registered: ``problems`` says what)."""

    entry_id: int
    player: str
    dropped: bool
    status: str
    problems: tuple[str, ...] = ()
    text: str = ""
    deck: Decklist | None = None
    registered_at: dt.datetime | None = None
    registered_by: str = ""
    reason: str = ""
    checks: int = 0
    locked: bool = False  # DECK-5: the player's first round is paired


@dataclass(frozen=True)
class DecklistsInfo:
    """The event's lists: whether lists are required (the setting), the limits, the lock."""

    event_name: str
    required: bool
    limits: DeckLimits
    locked_at: dt.datetime | None
    rows: tuple[DecklistRow, ...]

    @property
    def locked(self) -> bool:
        """DECK-5: round 1 is paired (a late entry's list locks later: `DecklistRow.locked`)."""
        return self.locked_at is not None

    @property
    def missing(self) -> tuple[DecklistRow, ...]:
        return tuple(r for r in self.rows if r.status == MISSING and not r.dropped)


@dataclass(frozen=True)
class ListCheck:
    """A typed list read against the event's limits before saving: ``error`` is the first bad
    line (DECK-1, DECK-2), ``problems`` what makes a readable list illegal (DECK-3, DECK-4)."""

    deck: Decklist | None
    error: str = ""
    problems: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.deck is not None and not self.error and not self.problems


@dataclass(frozen=True)
class CheckRequest:
    """What the judge fills in for a deck check (DECK-6)."""

    entry_id: int
    round: int
    table: int | None
    judge: str
    outcome: str
    note: str = ""


@dataclass(frozen=True)
class CheckRow:
    """One recorded deck check."""

    id: int
    entry_id: int
    player: str
    round: int
    table: int | None
    judge: str
    outcome: str
    note: str
    penalty_id: int | None
    checked_at: dt.datetime


# --------------------------------------------------------------------------------------------
# reading


def _event(session: Session, event_id: int) -> Event:
    return load_event(session, event_id, kinds=("swiss",), refusal=_REFUSAL)


def _limits(event: Event) -> DeckLimits:
    try:
        return DeckLimits.from_settings(event.settings)
    except ValueError as exc:
        raise InputError("Deck limits", event.name, str(exc)) from exc


def _lock_time(session: Session, event_id: int) -> dt.datetime | None:
    """DECK-5: when round 1 was paired, None before."""
    first = session.exec(select(SwissRound).where(
        SwissRound.event_id == event_id, SwissRound.number == 1)).first()
    return None if first is None else first.paired_at


def _entry_locks(session: Session, event_id: int, entry_id: int | None = None
                 ) -> dict[int, dt.datetime]:
    """DECK-5: {entry: when their first round was paired} of every entry paired so far (or of
    ``entry_id``): round 1 for the players entered before it, a later one for a late entry."""
    paired = {r.number: r.paired_at for r in session.exec(
        select(SwissRound).where(SwissRound.event_id == event_id))}
    first: dict[int, int] = {}
    for side in (SwissMatch.a_entry_id, SwissMatch.b_entry_id):
        query = (select(side, func.min(SwissMatch.round))
                 .where(SwissMatch.event_id == event_id, side.is_not(None)).group_by(side))
        if entry_id is not None:
            query = query.where(side == entry_id)
        for entry, number in session.exec(query).all():
            first[int(entry)] = min(first.get(int(entry), number), number)
    return {e: paired[n] for e, n in first.items() if n in paired}


def _deck(cards: dict[str, Any]) -> Decklist:
    return Decklist(tuple(Card(n, c) for n, c in cards.get("main", ())),
                    tuple(Card(n, c) for n, c in cards.get("side", ())))


def _cards(deck: Decklist) -> dict[str, Any]:
    return {"main": [[c.name, c.count] for c in deck.main],
            "side": [[c.name, c.count] for c in deck.side]}


def _players(session: Session, event_id: int) -> list[tuple[Entry, Player]]:
    return sorted(event_people(session, event_id), key=lambda r: sort_key(r[1].name))


@reads("deck_check", "decklist", "entry", "event", "player", "swiss_match", "swiss_round")
def decklists(store: Store, event_id: int) -> DecklistsInfo:
    """Every player of the event with their list's status, names sorted by surname."""
    with store.read() as session:
        event = _event(session, event_id)
        limits = _limits(event)
        lists = {d.entry_id: d for d in session.exec(
            select(DecklistRecord).where(DecklistRecord.event_id == event_id))}
        counts: dict[int, int] = {}
        for check in session.exec(select(DeckCheck).where(DeckCheck.event_id == event_id)):
            counts[check.entry_id] = counts.get(check.entry_id, 0) + 1
        locks = _entry_locks(session, event_id)
        rows = []
        for entry, player in _players(session, event_id):
            assert entry.id is not None
            dropped = entry.status in (EntryStatus.DROPPED, EntryStatus.DISQUALIFIED)
            record = lists.get(entry.id)
            locked = entry.id in locks
            if record is None:
                rows.append(DecklistRow(entry.id, player.name, dropped, MISSING,
                                        checks=counts.get(entry.id, 0), locked=locked))
                continue
            deck = _deck(record.cards)
            found = rules.problems(deck, limits)
            rows.append(DecklistRow(entry.id, player.name, dropped, ILLEGAL if found else OK,
                                    found, record.text, deck, record.registered_at,
                                    record.registered_by, record.reason,
                                    counts.get(entry.id, 0), locked))
        return DecklistsInfo(event.name, rules.required(event.settings), limits,
                             _lock_time(session, event_id), tuple(rows))


def missing(store: Store, event_id: int) -> list[DecklistRow]:
    """The players still in the event without a list (the "decklists missing" sheet)."""
    return list(decklists(store, event_id).missing)


def missing_at_lock(store: Store, event_id: int) -> list[str]:
    """The players still in without a list whose list the next pairing locks (DECK-5), in an
    event that requires lists; [] otherwise: what the desk asks about before pairing."""
    info = decklists(store, event_id)
    if not info.required:
        return []
    return [r.player for r in info.missing if not r.locked]


def check_list(store: Store, event_id: int, text: str) -> ListCheck:
    """Read ``text`` against the event's limits without saving (the editor's red line)."""
    with store.read() as session:
        event = _event(session, event_id)
        limits = _limits(event)
    try:
        deck = rules.parse(text, sideboard=limits.sideboard > 0)
    except ValueError as exc:
        return ListCheck(None, str(exc))
    return ListCheck(deck, "", rules.problems(deck, limits))


@reads("deck_check", "entry", "event", "player")
def checks(store: Store, event_id: int) -> list[CheckRow]:
    """The event's deck checks, oldest first."""
    with store.read() as session:
        _event(session, event_id)
        names = {e.id: p.name for e, p in _players(session, event_id)}
        found = session.exec(select(DeckCheck).where(DeckCheck.event_id == event_id)
                             .order_by(DeckCheck.id)).all()
        return [CheckRow(c.id or 0, c.entry_id, names.get(c.entry_id, ""), c.round,
                         c.table_no, c.judge, c.outcome, c.note, c.penalty_id, c.checked_at)
                for c in found]


def check_defaults(store: Store, event_id: int, entry_id: int) -> tuple[int, int | None]:
    """The round a check is made in now (the newest paired, 1 before any) and the player's
    table in it (None for a bye or before pairing): what the dialog offers."""
    with store.read() as session:
        _event(session, event_id)
        newest = session.exec(select(SwissRound).where(SwissRound.event_id == event_id)
                              .order_by(SwissRound.number.desc())).first()  # type: ignore[attr-defined]
        if newest is None:
            return 1, None
        match = session.exec(select(SwissMatch).where(
            SwissMatch.event_id == event_id, SwissMatch.round == newest.number,
            (SwissMatch.a_entry_id == entry_id) | (SwissMatch.b_entry_id == entry_id))).first()
        table = None if match is None or match.b_entry_id is None else match.table_no
        return newest.number, table


# --------------------------------------------------------------------------------------------
# registering


def _read(text: str, limits: DeckLimits, player: str) -> Decklist:
    """DECK-1..DECK-4, DECK-8: the list read and legal, or refused naming the player and the
    line or card."""
    try:
        deck = rules.parse(text, sideboard=limits.sideboard > 0)
        rules.verify_legal(deck, limits)
    except ValueError as exc:
        raise InputError("Decklist", player, str(exc)) from exc
    return deck


def _write(session: Session, event_id: int, entry: Entry, player: Player, text: str,
           limits: DeckLimits, *, head_judge: bool, reason: str, staff: str,
           source: str | None = None) -> str:
    """Register or replace one list inside an action; returns "registered" or "replaced".
    ``source`` is the text as it stands in its file, read so a refusal names the file's line
    (``text`` is kept). Locked when the player's own first round is paired (DECK-5)."""
    assert entry.id is not None
    locked_at = _entry_locks(session, event_id, entry.id).get(entry.id)
    deck = _read(text if source is None else source, limits, player.name)
    record = session.exec(select(DecklistRecord).where(
        DecklistRecord.entry_id == entry.id)).first()
    try:
        rules.verify_change(locked_at is not None, head_judge=head_judge, reason=reason)
    except ValueError as exc:
        raise ConflictError(f"{player.name}: {exc}") from exc
    now = utcnow()
    fields = {"text": text, "cards": _cards(deck), "registered_at": now,
              "registered_by": staff, "reason": reason if locked_at is not None else "",
              "locked_at": None if locked_at is None else now}
    if record is None:
        session.add(DecklistRecord(event_id=event_id, entry_id=entry.id, **fields))
        return "registered"
    for key, value in fields.items():
        setattr(record, key, value)
    session.add(record)
    return "replaced"


def _entry(session: Session, event_id: int, entry_id: int) -> tuple[Entry, Player]:
    entry = session.get(Entry, validate.identifier("Player", entry_id))
    if entry is None or entry.event_id != event_id:
        raise NotFoundError(f"Player #{entry_id} is not in this event (removed by another "
                            "station?).")
    player = session.get(Player, entry.player_id)
    assert player is not None
    return entry, player


def register(store: Store, event_id: int, entry_id: int, text: str, *,
             head_judge: bool = False, reason: str = "") -> str:
    """Register or replace a player's list (DECK-1..DECK-5); "registered" or "replaced".

    Refused naming the line or the card when the list is unreadable or illegal, and once
    the player's first round is paired unless ``head_judge`` with a ``reason`` (both written in
    the log)."""
    text = validate.text("Decklist", text, limit=MAX_TEXT, required=True, multiline=True)
    reason = validate.text("Reason", reason, limit=validate.REASON)
    with store.action("register decklist", event_id=event_id) as scope:
        session = scope.session
        event = _event(session, event_id)
        entry, player = _entry(session, event_id, entry_id)
        locked_at = _entry_locks(session, event_id, entry_id).get(entry_id)
        done = _write(session, event_id, entry, player, text, _limits(event),
                      head_judge=head_judge, reason=reason, staff=store.staff)
        scope.params = {"entry_id": entry_id, "player": player.name, "head_judge": head_judge,
                        "reason": reason}
        scope.summary = (f"Decklist {done} for {player.name}"
                         + (f" after the lock by the head judge: {reason}" if locked_at else ""))
        return done


def set_any_number(store: Store, event_id: int, names: Sequence[str]) -> list[str]:
    """Set the event's cards allowed in any number (DECK-4; `tdesk decklist any-number`, the
    event dialog sets the same setting): one action; returns the names as kept (trimmed, each
    once). A name over 100 characters is refused naming it, and nothing changes."""
    with store.action("set cards allowed in any number", event_id=event_id) as scope:
        event = _event(scope.session, event_id)
        try:
            settings = event_settings.validate(event.kind, {
                **event.settings, rules.ANY_NUMBER_KEY: list(names)})
        except ValueError as exc:
            raise InputError("Cards allowed in any number", ", ".join(names), str(exc)) from exc
        kept = list(settings[rules.ANY_NUMBER_KEY])
        event.settings = {**event.settings, rules.ANY_NUMBER_KEY: kept}
        scope.session.add(event)
        scope.params = {"names": kept}
        scope.summary = "Cards allowed in any number: " + (", ".join(kept) or "none")
        return kept


def split_file(path: Path, text: str) -> list[tuple[str, str]]:
    """(player name, list text) of one import file: the parts under ``# Player: Name`` lines,
    or the whole file under the file's own name. Each part keeps its lines' numbers in the
    file (the lines above it come blank), so a refusal names the file's line."""
    lines = text.splitlines()
    heads = [(n, m.group(1)) for n, line in enumerate(lines) if (m := _PLAYER_HEADER.match(line))]
    if not heads:
        return [(path.stem, text)]
    if any(line.strip() and not line.lstrip().startswith(("#", "//"))
           for line in lines[:heads[0][0]]):
        raise InputError("Decklist file", path.name,
                         f"line {heads[0][0] + 1}: card lines before the first '# Player:' "
                         "line belong to nobody")
    parts = []
    for i, (start, name) in enumerate(heads):
        end = heads[i + 1][0] if i + 1 < len(heads) else len(lines)
        parts.append((name, "\n" * (start + 1) + "\n".join(lines[start + 1:end])))
    return parts


def read_files(paths: Iterable[Path]) -> list[tuple[str, str, str]]:
    """(file name, player name, list text) of every list in the files, read as UTF-8."""
    found = []
    for path in paths:
        try:
            text = path.read_text(encoding="utf-8-sig")
        except UnicodeDecodeError as exc:
            raise InputError("Decklist file", path.name,
                             f"is not UTF-8 text (byte {exc.start + 1})") from exc
        except OSError as exc:
            raise NotFoundError(f"Decklist file {path} cannot be read: {exc.strerror}.") from exc
        found += [(path.name, name, part) for name, part in split_file(path, text)]
    return found


@dataclass(frozen=True)
class RefusedList:
    """A list an import left out: its file, the player's name as the file gives it, and why
    (the refusal's words, naming the line or the card)."""

    file: str
    player: str
    reason: str


@dataclass(frozen=True)
class ImportResult:
    """What an import did: (player, "registered"/"replaced") of every list taken, and the
    lists refused, each with its reason (issue 36: one bad list no longer refuses a file)."""

    done: tuple[tuple[str, str], ...]
    refused: tuple[RefusedList, ...] = ()


def import_lists(store: Store, event_id: int, lists: Sequence[tuple[str, str, str]], *,
                 head_judge: bool = False, reason: str = "") -> ImportResult:
    """Register the good lists of ``lists`` ((file name, player name, text), `read_files`) in
    one action and return the refused ones with their reasons (an unknown player, a list twice,
    a bad line or an illegal card, a locked list): a 50-list file with one illegal list
    registers the other 49. Players are found by name blind to case and accents. When no list
    can be registered nothing is written and the refusal is raised (all of them named)."""
    if not lists:
        raise InputError("Decklist files", "", "no lists to import")
    reason = validate.text("Reason", reason, limit=validate.REASON)
    with store.action("import decklists", event_id=event_id) as scope:
        session = scope.session
        event = _event(session, event_id)
        limits = _limits(event)
        by_name = {fold(p.name): (e, p) for e, p in _players(session, event_id)}
        done: list[tuple[str, str]] = []
        refused: list[tuple[RefusedList, TdeskError]] = []
        seen: dict[int, str] = {}
        for file_name, name, text in lists:
            try:
                done.append(_import_one(session, event_id, by_name, seen, file_name, name,
                                        text, limits, head_judge=head_judge, reason=reason,
                                        staff=store.staff))
            except TdeskError as exc:  # checked before anything of this list is written
                refused.append((RefusedList(file_name, name, str(exc)), exc))
        if not done:
            first = refused[0][1]
            if len(refused) == 1:
                raise first
            raise InputError("Decklist files", ", ".join(sorted({r.file for r, _ in refused})),
                             "no list was imported: "
                             + "; ".join(r.reason for r, _ in refused)) from first
        scope.params = {"players": [n for n, _ in done], "head_judge": head_judge,
                        "reason": reason,
                        "refused": [[r.file, r.player, r.reason] for r, _ in refused]}
        scope.summary = f"Decklists imported: {len(done)}" + (
            f" ({len(refused)} refused)" if refused else "")
        return ImportResult(tuple(done), tuple(r for r, _ in refused))


def _import_one(session: Session, event_id: int, by_name: dict[str, tuple[Entry, Player]],
                seen: dict[int, str], file_name: str, name: str, text: str,
                limits: DeckLimits, *, head_judge: bool, reason: str, staff: str
                ) -> tuple[str, str]:
    """One list of an import: refused (a TdeskError) before anything is written, or written."""
    where = f"{file_name}: {name}"
    held = by_name.get(fold(" ".join(name.split())))
    if held is None:
        raise NotFoundError(f"{where}: no player of this name is in the event.")
    entry, player = held
    assert entry.id is not None
    if entry.id in seen:
        raise ConflictError(f"{where}: {player.name}'s list is also in {seen[entry.id]}.")
    seen[entry.id] = file_name  # a second list for the player is refused, the first good or not
    kept = validate.text(f"Decklist ({where})", text, limit=MAX_TEXT, required=True,
                         multiline=True)
    try:
        result = _write(session, event_id, entry, player, kept, limits,
                        head_judge=head_judge, reason=reason, staff=staff, source=text)
    except InputError as exc:
        raise InputError("Decklist file", file_name, f"{player.name}: {exc.reason}") from exc
    return player.name, result


# --------------------------------------------------------------------------------------------
# deck checks (DECK-6)


def _checked(request: CheckRequest, penalty: str | None) -> tuple[CheckRequest, CheckOutcome]:
    judge = validate.text("Judge", request.judge, limit=validate.JUDGE)
    note = validate.text("Note", request.note, limit=validate.NOTES, multiline=True)
    round_no = validate.integer("Round", request.round, low=1, high=validate.MAX_ROUND)
    table = validate.optional_integer("Table", request.table, low=1, high=validate.MAX_TABLES)
    try:
        outcome = rules.verify_check(round=round_no, table=table, judge=judge,
                                     outcome=request.outcome, note=note)
        if penalty is not None:
            rules.verify_link(outcome, outcome.infraction or penalty)
    except ValueError as exc:
        raise InputError("Deck check", request.outcome, str(exc)) from exc
    return CheckRequest(request.entry_id, round_no, table, judge, outcome.value, note), outcome


def record_check(store: Store, event_id: int, request: CheckRequest, *,
                 penalty: str | None = None) -> tuple[int, int | None]:
    """Record a deck check; with ``penalty`` (a CCG severity, "game_loss") also issue the
    penalty its outcome calls for (the DECK-6 infraction) and link it. Returns (check id,
    penalty id). The penalty is its own action in the log (the penalty log's), issued first,
    so Undo takes the check back, then the penalty."""
    request, outcome = _checked(request, penalty)
    with store.read() as session:  # refused before the penalty is issued
        _event(session, event_id)
        _entry(session, event_id, request.entry_id)
    penalty_id = None
    if penalty is not None:
        ids = penalties.issue_penalty(store, event_id, penalties.PenaltyRequest(
            entry_id=request.entry_id, penalty=penalty, infraction=outcome.infraction or "",
            judge=request.judge, notes=request.note, round=request.round))
        penalty_id = ids[0]
    with store.action("deck check", event_id=event_id) as scope:
        session = scope.session
        _event(session, event_id)
        _entry_row, player = _entry(session, event_id, request.entry_id)
        check = DeckCheck(event_id=event_id, entry_id=request.entry_id, round=request.round,
                          table_no=request.table, judge=request.judge, outcome=outcome.value,
                          note=request.note, penalty_id=penalty_id)
        session.add(check)
        session.flush()
        assert check.id is not None
        scope.params = {"entry_id": request.entry_id, "player": player.name,
                        "round": request.round, "table": request.table,
                        "outcome": outcome.value, "penalty_id": penalty_id}
        where = f"round {request.round}" + (f", table {request.table}" if request.table else "")
        scope.summary = f"Deck check of {player.name} ({where}): {outcome.label}"
        return check.id, penalty_id
