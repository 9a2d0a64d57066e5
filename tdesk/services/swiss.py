"""Running a card-game Swiss event: pair rounds, record results, drops, standings, top cut.

Each public function that changes anything is one floor action (`Store.action`): undo is free.
Players are entries; the rules engine (`tdesk.rules.swiss`) sees them as ``str(entry_id)``.
"""

from __future__ import annotations

import csv
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlmodel import Session, select

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.store import Store
from tdesk.models.swiss import SwissMatch, SwissRound
from tdesk.models.tables import Entry, EntryStatus, Event, Player
from tdesk.rules import swiss as rules
from tdesk.rules import swiss_results
from tdesk.rules.swiss import Match, PairingError, Standing
from tdesk.rules.swiss_results import ALIASES, RESULT_CODES  # noqa: F401  (their old home)
from tdesk.services import validate

# --------------------------------------------------------------------------- result codes

def parse_result(text: str) -> str:
    """The result code for what staff typed ("2-1", "2:1", "2 1", "d", "nn", ...): the codes
    are CG-M1/M2's, in `tdesk.rules.swiss_results`."""
    try:
        return swiss_results.read_result(text)
    except ValueError as exc:
        raise InputError("Result", text, str(exc)) from None


# ------------------------------------------------------------------------------- values


@dataclass(frozen=True)
class TableRow:
    """One table of a round as the Rounds tab, the projector and the prints show it."""

    round: int
    table: int
    a_id: int
    a_name: str
    a_points: int
    b_id: int | None
    b_name: str
    b_points: int
    result: str | None
    score: str  # "2-1", "2-1-0", "bye", "organiser bye", ""
    organiser_bye: bool
    overridden: bool
    corrections: int

    @property
    def is_bye(self) -> bool:
        return self.b_id is None

    @property
    def done(self) -> bool:
        return self.result is not None


@dataclass(frozen=True)
class RoundInfo:
    number: int
    stage: str
    seed: int
    tables: tuple[TableRow, ...]

    @property
    def missing(self) -> int:
        return sum(1 for t in self.tables if not t.done)

    @property
    def bracket_players(self) -> int | None:
        """A top-cut round: how many players it starts with (8 = the quarter-finals)."""
        return 2 * len(self.tables) if self.stage == "cut" else None

    @property
    def is_final(self) -> bool:
        return self.stage == "cut" and len(self.tables) == 1

    @property
    def final_played(self) -> bool:
        """The final has its result: the event is over (nothing more to pair, CG-M3)."""
        return self.is_final and not self.missing


@dataclass(frozen=True)
class StandingRow:
    """A line of the standings with the player's name and entry id."""

    entry_id: int
    name: str
    standing: Standing
    dropped: bool


@dataclass(frozen=True)
class PairingWarning:
    kind: str  # "rematch", "float", "bye twice"
    text: str


class PairingRefused(ConflictError):
    """CG-P1: no pairing without a rematch; ``names`` are the players left."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        super().__init__("No pairing without a rematch exists; players left: "
                         + ", ".join(names) + ". Allow rematches to pair them anyway.")


# ------------------------------------------------------------------------------- reading


def _event(session: Session, event_id: int) -> Event:
    event = session.get(Event, validate.identifier("Event", event_id))
    if event is None:
        raise NotFoundError(f"Event #{event_id} does not exist (deleted by another station?).")
    if event.kind != "swiss":
        raise ConflictError(f"{event.name} is not a Swiss event.")
    return event


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


@dataclass(frozen=True)
class _Row:
    """A match row read as plain values (reading 20,000 ORM objects would cost seconds)."""

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
    corrections: list[Any]


_ROW_COLUMNS = (SwissMatch.round, SwissMatch.table_no, SwissMatch.a_entry_id,
                SwissMatch.b_entry_id, SwissMatch.organiser_bye, SwissMatch.result,
                SwissMatch.a_wins, SwissMatch.b_wins, SwissMatch.draws, SwissMatch.double_loss,
                SwissMatch.overridden, SwissMatch.corrections)


AnyMatch = SwissMatch | _Row


def _rows(session: Session, event_id: int) -> list[_Row]:
    """Every match of the event as plain rows, for reading."""
    validate.identifier("Event", event_id)
    found = session.exec(select(*_ROW_COLUMNS).where(SwissMatch.event_id == event_id)
                         .order_by(SwissMatch.round, SwissMatch.table_no)).all()
    return [_Row(*r) for r in found]


def _rounds(session: Session, event_id: int) -> list[SwissRound]:
    validate.identifier("Event", event_id)
    return list(session.exec(select(SwissRound).where(SwissRound.event_id == event_id)
                             .order_by(SwissRound.number)).all())


def _to_match(m: AnyMatch) -> Match:
    return Match(m.round, str(m.a_entry_id), None if m.b_entry_id is None else str(m.b_entry_id),
                 m.a_wins, m.b_wins, m.draws, organiser_bye=m.organiser_bye,
                 double_loss=m.double_loss)


def _history(matches: Sequence[AnyMatch], rounds: Sequence[SwissRound]) -> list[Match]:
    """Recorded Swiss matches (top-cut rounds do not count toward Swiss standings)."""
    cut = {r.number for r in rounds if r.stage == "cut"}
    return [_to_match(m) for m in matches if m.result is not None and m.round not in cut]


def history(store: Store, event_id: int) -> list[Match]:
    with store.read() as session:
        _event(session, event_id)
        return _history(_rows(session, event_id), _rounds(session, event_id))


def rounds(store: Store, event_id: int, stage: str | None = None) -> list[int]:
    """Numbers of the paired rounds (only the "swiss" or "cut" ones when ``stage`` says)."""
    with store.read() as session:
        return [r.number for r in _rounds(session, event_id) if stage in (None, r.stage)]


def cut_rounds(store: Store, event_id: int) -> list[tuple[int, int]]:
    """(round number, players it starts with) of every top-cut round, so screens can call
    them Quarter-finals, Semi-finals, Final (CG-M3)."""
    with store.read() as session:
        cut = {r.number for r in _rounds(session, event_id) if r.stage == "cut"}
        if not cut:
            return []
        tables = [m.round for m in _rows(session, event_id) if m.round in cut]
    return [(n, 2 * tables.count(n)) for n in sorted(cut)]


def total_rounds(store: Store, event_id: int) -> int:
    with store.read() as session:
        return int(_event(session, event_id).settings.get("rounds", 5))


def get_round(store: Store, event_id: int, number: int | None = None) -> RoundInfo | None:
    """The tables of round ``number`` (the latest when None), or None before round 1."""
    if number is not None:
        _number(number)
    with store.read() as session:
        _event(session, event_id)
        all_rounds = _rounds(session, event_id)
        if not all_rounds:
            return None
        rnd = all_rounds[-1] if number is None else next(
            (r for r in all_rounds if r.number == number), None)
        if rnd is None:
            raise NotFoundError(f"Round {number} has not been paired.")
        matches = _rows(session, event_id)
        names = _names(session, event_id)
    before = _history([m for m in matches if m.round < rnd.number], all_rounds)
    pts = rules.points(before)
    return _round_info(rnd, [m for m in matches if m.round == rnd.number], names, pts)


def _number(number: object) -> int:
    """A round number as the floor names one (a huge one cannot be looked up)."""
    return validate.integer("Round", number, low=1, high=validate.MAX_ROUND)


def _round_info(rnd: SwissRound, matches: Sequence[AnyMatch],
                names: dict[int, tuple[str, str]], pts: dict[str, int]) -> RoundInfo:
    rows = []
    for m in sorted(matches, key=lambda m: m.table_no):
        rows.append(TableRow(
            rnd.number, m.table_no, m.a_entry_id, names[m.a_entry_id][0],
            pts.get(str(m.a_entry_id), 0), m.b_entry_id,
            names[m.b_entry_id][0] if m.b_entry_id is not None else "",
            pts.get(str(m.b_entry_id), 0), m.result, _score(m), m.organiser_bye, m.overridden,
            len(m.corrections)))
    return RoundInfo(rnd.number, rnd.stage, rnd.seed, tuple(rows))


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


# ------------------------------------------------------------------------------- pairing


def _active(session: Session, event_id: int) -> list[Entry]:
    return list(session.exec(select(Entry).where(Entry.event_id == event_id,
                                                 Entry.status == EntryStatus.ACTIVE)
                             .order_by(Entry.id)).all())


# ------------------------------------------------------------------------------- the lot


def _entries(session: Session, event_id: int) -> list[Entry]:
    """Every entry of the event, dropped ones too, by entry id."""
    return list(session.exec(select(Entry).where(Entry.event_id == event_id)
                             .order_by(Entry.id)).all())


def _lots(entries: Sequence[Entry], all_rounds: Sequence[SwissRound]) -> dict[str, int]:
    """CG-T7: each entry's recorded lot (``entry.state["lot"]``, smaller ranks higher), one
    draw for the standings, the bye and the pairing alike. An event paired before lots were
    recorded (an older store) reads round 1's seeded draw, spread over the same range, so its
    standings stay as they were printed."""
    lots = {str(e.id): int(e.state["lot"]) for e in entries
            if isinstance(e.state.get("lot"), int)}
    if lots or not all_rounds:
        return lots
    ids = [str(e.id) for e in entries]
    step = rules.LOT_RANGE // (len(ids) + 1)
    # the old draw: the standings' lot from round 1's seed over every entry (Standing.lot)
    return {s.player: s.lot * step for s in rules.standings(ids, [], seed=all_rounds[0].seed)}


def _draw_lots(session: Session, event_id: int, all_rounds: Sequence[SwissRound], seed: int,
               *, again: bool = False) -> dict[str, int]:
    """CG-T7: draw, from the action's recorded ``seed``, the lot of every entry that has none
    (round 1: everybody; ``again``: everybody anew, when round 1 is paired again) and write
    it on the entry, so undoing the action takes the draw back with it."""
    entries = _entries(session, event_id)
    lots = {} if again else _lots(entries, all_rounds)
    drawn = rules.draw_lots([str(e.id) for e in entries if str(e.id) not in lots], seed)
    lots.update(drawn)
    for e in entries:
        if e.state.get("lot") != lots[str(e.id)]:
            e.state = {**e.state, "lot": lots[str(e.id)]}
            session.add(e)
    return lots


def draw_late_lots(session: Session, event: Event) -> None:
    """CG-T7: players who join a Swiss event whose lot is drawn get theirs drawn at once, in
    the action that registers them (the players service calls this after adding them);
    nobody else's lot changes. Before round 1 nothing is drawn: the first pairing draws everybody's."""
    assert event.id is not None
    if event.kind != "swiss" or not _rounds(session, event.id):
        return
    _draw_lots(session, event.id, _rounds(session, event.id), secrets.randbits(31))


def _ranking(ids: Sequence[str], hist: Sequence[Match], lots: dict[str, int],
             pen: dict[str, tuple[int, ...]],
             pods: dict[str, int] | None = None) -> list[Standing]:
    """The standings as the Standings tab shows them: every entry, the recorded lot, the
    penalties from the log (CG-T1..T8)."""
    return rules.standings(ids, hist, lots=lots, penalties=pen, pods=pods)


def _penalty_keys(store: Store, event_id: int) -> dict[str, tuple[int, ...]]:
    from tdesk.services.penalties import penalty_counts

    return {str(e): tuple(c.key) for e, c in penalty_counts(store, event_id).items()}


class RoundsComplete(ConflictError):
    """Every planned Swiss round is paired: next comes the top cut (or an extra round)."""


def pair_next_round(store: Store, event_id: int, *, allow_rematch: bool = False,
                    confirm_missing: bool = False, extra_round: bool = False,
                    seed: int | None = None,
                    progress: Callable[[int, int], None] | None = None) -> RoundInfo:
    """Pair the next Swiss round (CG-P1, CG-P2, CG-B1/B2); the seed is recorded.

    Refused while results of the last round are missing unless ``confirm_missing``; refused
    with the players named when only rematches are left, unless ``allow_rematch``.
    """
    seed = secrets.randbits(31) if validate.seed(seed) is None else seed
    with store.action("pair round", event_id=event_id, seed=seed,
                      params={"allow_rematch": allow_rematch}) as scope:
        session = scope.session
        event = _event(session, event_id)
        all_rounds = _rounds(session, event_id)
        matches = _rows(session, event_id)
        if all_rounds and all_rounds[-1].stage == "cut":
            raise ConflictError("The top cut has started: pair the next bracket round instead.")
        last = all_rounds[-1].number if all_rounds else 0
        missing = [m for m in matches if m.round == last and m.result is None]
        if missing and not confirm_missing:
            raise ConflictError(f"Round {last} still has {len(missing)} result(s) missing "
                                f"(tables {', '.join(str(m.table_no) for m in missing[:10])}).")
        number = last + 1
        planned = int(event.settings.get("rounds", 5))
        if number > planned and not extra_round:
            raise RoundsComplete(f"All {planned} Swiss rounds are paired; start the top cut.")
        lots = _draw_lots(session, event_id, all_rounds, seed)
        pairs, byes = _pairing(session, event_id, matches, all_rounds, number, seed,
                               allow_rematch, progress, lots, _penalty_keys(store, event_id))
        rnd = SwissRound(event_id=event_id, number=number, seed=seed)
        session.add(rnd)
        _write_tables(session, event_id, number, pairs, byes)
        scope.params = {"round": number, "allow_rematch": allow_rematch, "seed": seed}
        scope.summary = f"Pair round {number} ({len(pairs)} tables)"
        session.flush()
        info = _round_info(rnd, _matches_of(session, event_id, number), _names(session, event_id),
                           rules.points(_history(matches, all_rounds)))
    return info


def _matches_of(session: Session, event_id: int, number: int) -> list[SwissMatch]:
    return list(session.exec(select(SwissMatch).where(SwissMatch.event_id == event_id,
                                                      SwissMatch.round == number)).all())


def _pairing(session: Session, event_id: int, matches: Sequence[AnyMatch],
             all_rounds: Sequence[SwissRound], number: int, seed: int, allow_rematch: bool,
             progress: Callable[[int, int], None] | None, lots: dict[str, int],
             pen: dict[str, tuple[int, ...]]
             ) -> tuple[list[tuple[str, str | None]], list[int]]:
    """The engine's pairs for round ``number`` and the organiser byes (CG-B2). CG-T7: the
    tied players are ranked by the event's one lot, and the bye goes to the lowest of the
    standings as the Standings tab shows them (every entry, penalties counted)."""
    entries = _active(session, event_id)
    byes = [e.id for e in entries if int(e.state.get("organiser_byes", 0)) >= number]
    players = [str(e.id) for e in entries if e.id not in byes]
    hist = _history(matches, all_rounds)
    everyone = [str(e.id) for e in _entries(session, event_id)]
    ranking = [s.player for s in _ranking(everyone, hist, lots, pen)]
    try:
        pairs = rules.pair_round(players, hist, seed=seed, lots=lots, ranking=ranking,
                                 allow_rematch=allow_rematch, progress=progress)
    except PairingError as err:
        names = _names(session, event_id)
        raise PairingRefused([names[int(p)][0] for p in err.players]) from err
    return pairs, [int(b) for b in byes if b is not None]


def _write_tables(session: Session, event_id: int, number: int,
                  pairs: Sequence[tuple[str, str | None]], byes: Sequence[int]) -> None:
    table = 0
    for a, b in pairs:
        table += 1
        m = SwissMatch(event_id=event_id, round=number, table_no=table, a_entry_id=int(a),
                       b_entry_id=None if b is None else int(b))
        if b is None:
            m.result, m.a_wins = "bye", 2
        session.add(m)
    for entry_id in byes:
        table += 1
        session.add(SwissMatch(event_id=event_id, round=number, table_no=table,
                               a_entry_id=entry_id, organiser_bye=True, result="bye", a_wins=2))


def repair_round(store: Store, event_id: int, number: int, *, allow_rematch: bool = False,
                 seed: int | None = None) -> RoundInfo:
    """Pair the latest round again with a new seed, only while none of its results is in."""
    _number(number)
    seed = secrets.randbits(31) if validate.seed(seed) is None else seed
    with store.action("re-pair round", event_id=event_id, seed=seed,
                      params={"round": number, "seed": seed}) as scope:
        session = scope.session
        _event(session, event_id)
        all_rounds = _rounds(session, event_id)
        if not all_rounds or all_rounds[-1].number != number or all_rounds[-1].stage != "swiss":
            raise ConflictError(f"Only the latest Swiss round can be paired again (round {number}).")
        mine = _matches_of(session, event_id, number)
        if any(m.result is not None and m.b_entry_id is not None for m in mine):
            raise ConflictError(f"Round {number} already has results: correct them instead.")
        for m in mine:
            session.delete(m)
        session.flush()
        rnd = all_rounds[-1]
        earlier = [m for m in _rows(session, event_id) if m.round < number]
        # CG-T7: round 1 paired again is the lot drawn again; later rounds keep the lot
        lots = _draw_lots(session, event_id, all_rounds, seed, again=number == 1)
        pairs, byes = _pairing(session, event_id, earlier, all_rounds[:-1], number, seed,
                               allow_rematch, None, lots, _penalty_keys(store, event_id))
        rnd.seed = seed
        session.add(rnd)
        _write_tables(session, event_id, number, pairs, byes)
        scope.summary = f"Pair round {number} again"
    info = get_round(store, event_id, number)
    assert info is not None
    return info


def pairing_warnings(store: Store, event_id: int, number: int, entry_a: int, entry_b: int
                     ) -> list[PairingWarning]:
    """What swapping ``entry_a`` and ``entry_b`` between their tables would break (rematch,
    float, bye twice), for the override dialog to show before staff confirm."""
    _number(number)
    validate.identifiers("Players to swap", (entry_a, entry_b))
    with store.read() as session:
        matches = _rows(session, event_id)
        all_rounds = _rounds(session, event_id)
        names = _names(session, event_id)
    tables = [m for m in matches if m.round == number]
    playing = {p for m in tables for p in (m.a_entry_id, m.b_entry_id)}
    if entry_a == entry_b or not {entry_a, entry_b} <= playing:
        raise InputError("Players to swap", [entry_a, entry_b], "pick two players of the round")
    new = _swapped(tables, entry_a, entry_b)
    return _warnings(_history([m for m in matches if m.round < number], all_rounds), new, names)


def _swapped(tables: Sequence[AnyMatch], x: int, y: int) -> list[tuple[int, int | None]]:
    def sw(e: int | None) -> int | None:
        return y if e == x else x if e == y else e
    out = []
    for m in tables:
        a, b = sw(m.a_entry_id), sw(m.b_entry_id)
        assert a is not None
        out.append((a, b))
    return out


def _warnings(hist: Sequence[Match], pairs: Sequence[tuple[int, int | None]],
              names: dict[int, tuple[str, str]]) -> list[PairingWarning]:
    met = rules.opponents(hist)
    pts = rules.points(hist)
    had_bye = {m.a for m in hist if m.b is None and not m.organiser_bye}
    out = []
    for a, b in pairs:
        na = names[a][0]
        if b is None:
            if str(a) in had_bye:
                out.append(PairingWarning("bye twice", f"{na} already had a pairing bye (CG-B1)"))
            continue
        nb = names[b][0]
        if met.get(str(a), {}).get(str(b)):
            out.append(PairingWarning("rematch", f"{na} and {nb} have already played (CG-P1)"))
        pa, pb = pts.get(str(a), 0), pts.get(str(b), 0)
        if pa != pb:
            out.append(PairingWarning("float", f"{na} ({pa}) and {nb} ({pb}) differ by "
                                      f"{abs(pa - pb)} points"))
    return out


def override_pairing(store: Store, event_id: int, number: int, entry_a: int, entry_b: int,
                     *, reason: str = "") -> list[PairingWarning]:
    """Swap two players between their tables by hand (CG-P1: staff may override any pairing);
    logged with the warnings it raised. Only before either table has a result."""
    _number(number)
    validate.identifiers("Players to swap", (entry_a, entry_b))
    with store.action("override pairing", event_id=event_id,
                      params={"round": number, "swap": [entry_a, entry_b]}) as scope:
        session = scope.session
        _event(session, event_id)
        tables = _matches_of(session, event_id, number)
        hit = [m for m in tables if entry_a in (m.a_entry_id, m.b_entry_id)
               or entry_b in (m.a_entry_id, m.b_entry_id)]
        if len({entry_a, entry_b}) != 2 or not hit:
            raise InputError("Players to swap", [entry_a, entry_b], "pick two players of the round")
        if any(m.result is not None and m.b_entry_id is not None for m in hit):
            raise ConflictError("A table of these players already has a result.")
        names = _names(session, event_id)
        earlier = [m for m in _rows(session, event_id) if m.round < number]
        warnings = _warnings(_history(earlier, _rounds(session, event_id)),
                             _swapped(tables, entry_a, entry_b), names)
        for m in hit:
            a, b = _swapped([m], entry_a, entry_b)[0]
            m.a_entry_id, m.b_entry_id, m.overridden = a, b, True
            m.notes = reason
            if b is not None and m.result == "bye":
                m.result, m.a_wins = None, 0
            elif b is None and m.result is None:
                m.result, m.a_wins = "bye", 2
            session.add(m)
        scope.params = {**scope.params, "warnings": [w.text for w in warnings], "reason": reason}
        scope.summary = (f"Override round {number}: swap {names[entry_a][0]} and "
                         f"{names[entry_b][0]}" + (f" ({len(warnings)} warning(s))"
                                                   if warnings else ""))
    return warnings


# ------------------------------------------------------------------------------- results


def _table(session: Session, event_id: int, number: int, table: int) -> SwissMatch:
    m = session.exec(select(SwissMatch).where(SwissMatch.event_id == event_id,
                                              SwissMatch.round == number,
                                              SwissMatch.table_no == table)).first()
    if m is None:
        raise InputError("Table", table, f"round {number} has no such table")
    return m


def _apply(session: Session, event_id: int, number: int, m: SwissMatch, code: str) -> list[str]:
    """Set the game counts of ``code`` on ``m`` with the round's penalties applied (PEN-2,
    CG-M3: `tdesk.rules.swiss_results.score`). The penalty log is read here, in the action's
    transaction under the store's lock, so a penalty recorded meanwhile is never missed."""
    stage = _stage(session, event_id, number)
    _refuse_bye(session, event_id, m)
    names = _names(session, event_id, (m.a_entry_id, m.b_entry_id))
    losses = _losses(session, event_id, number)
    try:
        scored = swiss_results.score(
            code, top_cut=stage == "cut",
            a_losses=losses.get(m.a_entry_id, swiss_results.NO_LOSSES),
            b_losses=losses.get(m.b_entry_id or 0, swiss_results.NO_LOSSES),
            a_name=names[m.a_entry_id][0],
            b_name=names[m.b_entry_id][0] if m.b_entry_id is not None else "")
    except ValueError as exc:
        raise InputError("Result", code, str(exc)) from None
    m.double_loss = scored.double_loss
    m.result, m.a_wins, m.b_wins, m.draws = code, scored.a_wins, scored.b_wins, scored.draws
    m.notes = "; ".join(scored.notes)
    return list(scored.notes)


def _refuse_bye(session: Session, event_id: int, m: SwissMatch) -> None:
    """A bye is a 3-point win given, not played (CG-B1, CG-B2): there is nothing to enter
    and nothing to correct (undo the pairing or swap players instead)."""
    if m.b_entry_id is None:
        name = _names(session, event_id, (m.a_entry_id,))[m.a_entry_id][0]
        kind = "an organiser's bye (CG-B2)" if m.organiser_bye else "a bye (CG-B1)"
        raise ConflictError(f"{name} has {kind}: a bye has no result to enter or correct.")


def _losses(session: Session, event_id: int, number: int) -> dict[int, tuple[int, bool]]:
    """PEN-2: game and match losses from the penalty log that take effect in this round."""
    from tdesk.services.penalties import round_losses

    return round_losses(session, event_id, number)


def _stage(session: Session, event_id: int, number: int) -> str:
    rnd = session.exec(select(SwissRound).where(SwissRound.event_id == event_id,
                                                SwissRound.number == number)).first()
    if rnd is None:
        raise InputError("Round", number, "has not been paired")
    return rnd.stage


def record_result(store: Store, event_id: int, number: int, table: int, result: str) -> TableRow:
    """Enter the result of one table (CG-M1/M2); a recorded result changes only by
    `correct_result` (CG-M4)."""
    _number(number)
    validate.integer("Table", table, low=1, high=validate.MAX_COUNT)
    code = parse_result(result)
    with store.action("record result", event_id=event_id,
                      params={"round": number, "table": table, "result": code}) as scope:
        session = scope.session
        _event(session, event_id)
        m = _table(session, event_id, number, table)
        _refuse_bye(session, event_id, m)
        if swiss_results.is_correction(m.result is not None, m.b_entry_id is None):  # CG-M4
            raise ConflictError(f"Table {table} already has a result ({_score(m)}): "
                                "correct it with a reason.")
        notes = _apply(session, event_id, number, m, code)
        session.add(m)
        names = _names(session, event_id, (m.a_entry_id, m.b_entry_id))
        scope.summary = (f"Round {number} table {table}: {names[m.a_entry_id][0]} "
                         f"{_score(m)} {names[m.b_entry_id or 0][0] if m.b_entry_id else ''}"
                         + (f" ({'; '.join(notes)})" if notes else ""))
    return _row(store, event_id, number, table)


def correct_result(store: Store, event_id: int, number: int, table: int, result: str,
                   reason: str, *, staff: str = "") -> TableRow:
    """CG-M4: change a recorded result; who and why are kept on the match and in the log."""
    _number(number)
    validate.integer("Table", table, low=1, high=validate.MAX_COUNT)
    code = parse_result(result)
    try:
        swiss_results.verify_correction(reason)
    except ValueError as exc:
        raise InputError("Reason", reason, str(exc)) from None
    with store.action("correct result", event_id=event_id,
                      params={"round": number, "table": table, "result": code,
                              "reason": reason}) as scope:
        session = scope.session
        _event(session, event_id)
        m = _table(session, event_id, number, table)
        before = _score(m) or "no result"
        _apply(session, event_id, number, m, code)
        m.corrections = [*m.corrections, {"from": before, "to": _score(m), "reason": reason,
                                          "staff": staff}]
        session.add(m)
        scope.summary = f"Correct round {number} table {table}: {before} → {_score(m)} ({reason})"
    return _row(store, event_id, number, table)


def _row(store: Store, event_id: int, number: int, table: int) -> TableRow:
    info = get_round(store, event_id, number)
    assert info is not None
    return next(t for t in info.tables if t.table == table)


# ------------------------------------------------------------------------------- players


def drop_player(store: Store, event_id: int, entry_id: int) -> None:
    """CG-P2: a dropped player is not paired again; their results stay. A second drop is
    refused: it never takes the player back (that is :func:`undrop_player`)."""
    _set_dropped(store, event_id, entry_id, True)


def undrop_player(store: Store, event_id: int, entry_id: int) -> None:
    """Take a dropped player back into the pairings (CG-P2): its own action, refused for a
    player who is not dropped."""
    _set_dropped(store, event_id, entry_id, False)


def _set_dropped(store: Store, event_id: int, entry_id: int, dropped: bool) -> None:
    validate.identifier("Event", event_id)
    validate.identifier("Player", entry_id)
    with store.action("drop player" if dropped else "undrop player", event_id=event_id,
                      params={"entry_id": entry_id}) as scope:
        session = scope.session
        _event(session, event_id)
        entry = session.get(Entry, entry_id)
        if entry is None or entry.event_id != event_id:
            raise NotFoundError(f"Player entry #{entry_id} is not in this event.")
        name = _names(session, event_id, (entry_id,))[entry_id][0]
        if dropped and entry.status == EntryStatus.DROPPED:
            raise ConflictError(f"{name} is already dropped (CG-P2): nothing changed.")
        if not dropped and entry.status == EntryStatus.ACTIVE:
            raise ConflictError(f"{name} is not dropped: nothing to take back.")
        if entry.status not in (EntryStatus.ACTIVE, EntryStatus.DROPPED):
            raise ConflictError(f"{name} is {entry.status}.")
        entry.status = EntryStatus.DROPPED if dropped else EntryStatus.ACTIVE
        session.add(entry)
        scope.summary = f"{'Drop' if dropped else 'Take back'} {name}"


def set_organiser_byes(store: Store, event_id: int, entry_id: int, rounds_: int) -> None:
    """CG-B2: byes for the first ``rounds_`` rounds, granted by the organiser."""
    validate.identifier("Player", entry_id)
    validate.integer("Organiser byes", rounds_, low=0, high=20)
    with store.action("organiser byes", event_id=event_id,
                      params={"entry_id": entry_id, "rounds": rounds_}) as scope:
        session = scope.session
        _event(session, event_id)
        entry = session.get(Entry, entry_id)
        if entry is None or entry.event_id != event_id:
            raise NotFoundError(f"Player entry #{entry_id} is not in this event.")
        entry.state = {**entry.state, "organiser_byes": rounds_}
        session.add(entry)
        scope.summary = f"Organiser byes for rounds 1-{rounds_}"


def set_pods(store: Store, event_id: int, pods: dict[int, int]) -> None:
    """CG-T8: draft pods ({entry id: pod number}, 0 = none); standings then rank pod by pod."""
    validate.identifiers("Player", list(validate.mapping("Pods", pods)))
    for pod in pods.values():
        validate.integer("Pod", pod, low=0, high=999)
    with store.action("draft pods", event_id=event_id,
                      params={"pods": {str(e): p for e, p in pods.items()}}) as scope:
        session = scope.session
        _event(session, event_id)
        for entry_id, pod in pods.items():
            entry = session.get(Entry, entry_id)
            if entry is None or entry.event_id != event_id:
                raise NotFoundError(f"Player entry #{entry_id} is not in this event.")
            entry.state = {**entry.state, "pod": pod}
            session.add(entry)
        scope.summary = f"Draft pods for {len(pods)} player(s)"


# ------------------------------------------------------------------------------- standings


def standings(store: Store, event_id: int) -> list[StandingRow]:
    """CG-M2, CG-T1..T7 over the recorded Swiss rounds, penalties from the log (CG-T6), the
    event's recorded lot (CG-T7: the same one the pairing and the bye use)."""
    with store.read() as session:
        _event(session, event_id)
        names = _names(session, event_id)
        all_rounds = _rounds(session, event_id)
        hist = _history(_rows(session, event_id), all_rounds)
        entries = _entries(session, event_id)
        pods = {str(e.id): int(e.state["pod"]) for e in entries if e.state.get("pod")}
        lots = _lots(entries, all_rounds)
    table = _ranking([str(e.id) for e in entries], hist, lots, _penalty_keys(store, event_id),
                     pods or None)
    return [StandingRow(int(s.player), names[int(s.player)][0], s,
                        names[int(s.player)][1] == EntryStatus.DROPPED) for s in table]


# ------------------------------------------------------------------------------- top cut


def start_top_cut(store: Store, event_id: int, size: int | None = None) -> RoundInfo:
    """CG-M3: the first bracket round from the Swiss standings (dropped players left out)."""
    validate.optional_integer("Top cut", size, low=0, high=validate.MAX_COUNT)
    ranked = [r for r in standings(store, event_id) if not r.dropped]
    with store.action("start top cut", event_id=event_id, params={"size": size}) as scope:
        session = scope.session
        event = _event(session, event_id)
        size = int(size or event.settings.get("top_cut", 8))
        all_rounds = _rounds(session, event_id)
        if any(r.stage == "cut" for r in all_rounds):
            raise ConflictError("The top cut has already started.")
        last = all_rounds[-1].number if all_rounds else 0
        if any(m.result is None for m in _matches_of(session, event_id, last)):
            raise ConflictError(f"Round {last} still has results missing.")
        try:
            first = rules.top_cut([str(r.entry_id) for r in ranked], size)
        except ValueError as err:
            raise InputError("Top cut", size, str(err)) from err
        rnd = SwissRound(event_id=event_id, number=last + 1, stage="cut", cut_size=size)
        session.add(rnd)
        _write_tables(session, event_id, last + 1, first, [])
        scope.params = {"size": size, "round": last + 1}
        scope.summary = f"Start the top {size}"
    info = get_round(store, event_id, last + 1)
    assert info is not None
    return info


@dataclass(frozen=True)
class BracketMatch:
    """One match of the bracket as the sheet draws it: names ("" undecided), top-cut seeds,
    the game score from ``a``'s side ("" not played) and who won ("a", "b" or "")."""

    a: str
    b: str
    a_seed: int | None
    b_seed: int | None
    score: str
    winner: str


@dataclass(frozen=True)
class Bracket:
    size: int
    rounds: tuple[tuple[tuple[str, str], ...], ...]  # names ("" undecided) per bracket round
    champion: str | None
    matches: tuple[tuple[BracketMatch, ...], ...] = ()  # the same rounds with seeds and scores


def bracket(store: Store, event_id: int) -> Bracket | None:
    """The whole top-cut bracket with the winners known so far (CG-M3)."""
    with store.read() as session:
        all_rounds = [r for r in _rounds(session, event_id) if r.stage == "cut"]
        if not all_rounds:
            return None
        matches = [m for m in _rows(session, event_id)
                   if m.round in {r.number for r in all_rounds}]
        names = _names(session, event_id)
    first_round = [m for m in matches if m.round == all_rounds[0].number]
    first = [(str(m.a_entry_id), str(m.b_entry_id)) for m in first_round]
    winners = {}
    for m in matches:
        if m.result is not None and m.b_entry_id is not None:
            winners[frozenset((str(m.a_entry_id), str(m.b_entry_id)))] = str(_winner_of(m))
    full = rules.bracket_rounds(first, winners)
    champion = full[-1][0]
    final_winner = rules._winner(champion, winners) if None not in champion else None

    def nm(p: str | None) -> str:
        return names[int(p)][0] if p else ""

    order = rules.bracket_seeds(len(first) * 2)
    seeds = {p: order[i] for i, p in enumerate(p for pair in first for p in pair)}
    played = {frozenset((str(m.a_entry_id), str(m.b_entry_id))): m for m in matches
              if m.b_entry_id is not None}

    def drawn(a: str | None, b: str | None) -> BracketMatch:
        m = played.get(frozenset((a, b))) if a and b else None
        score, winner = "", ""
        if m is not None and m.result is not None:
            wins = (m.a_wins, m.b_wins) if str(m.a_entry_id) == a else (m.b_wins, m.a_wins)
            score = f"{wins[0]}-{wins[1]}"
            winner = "a" if str(_winner_of(m)) == a else "b"
        return BracketMatch(nm(a), nm(b), seeds.get(a or ""), seeds.get(b or ""), score,
                            winner)

    return Bracket(all_rounds[0].cut_size or len(first) * 2,
                   tuple(tuple((nm(a), nm(b)) for a, b in r) for r in full),
                   nm(final_winner) or None,
                   tuple(tuple(drawn(a, b) for a, b in r) for r in full))


def _winner_of(m: AnyMatch) -> int:
    """CG-M3: a top-cut match always has a winner."""
    won = _to_match(m).outcome(str(m.a_entry_id)) is rules.Outcome.WIN
    return m.a_entry_id if won or m.b_entry_id is None else m.b_entry_id


def pair_next_bracket_round(store: Store, event_id: int) -> RoundInfo:
    """CG-M3: when a bracket round is complete, the winners of neighbouring matches meet."""
    with store.action("pair bracket round", event_id=event_id) as scope:
        session = scope.session
        _event(session, event_id)
        all_rounds = _rounds(session, event_id)
        if not all_rounds or all_rounds[-1].stage != "cut":
            raise ConflictError("The top cut has not started.")
        last = all_rounds[-1]
        tables = sorted(_matches_of(session, event_id, last.number), key=lambda m: m.table_no)
        if any(m.result is None for m in tables):
            raise ConflictError(f"Round {last.number} still has results missing.")
        if len(tables) == 1:
            raise ConflictError("The final has been played.")
        winners = [_winner_of(m) for m in tables]
        pairs = [(str(winners[i]), str(winners[i + 1])) for i in range(0, len(winners), 2)]
        rnd = SwissRound(event_id=event_id, number=last.number + 1, stage="cut",
                         cut_size=last.cut_size)
        session.add(rnd)
        _write_tables(session, event_id, last.number + 1, pairs, [])  # type: ignore[arg-type]
        scope.summary = f"Pair bracket round {last.number + 1}"
    info = get_round(store, event_id, last.number + 1)
    assert info is not None
    return info


def final_standings(store: Store, event_id: int) -> list[str]:
    """CG-M3: the bracket result first (champion, finalist, then by the round lost in, each
    group in Swiss order), then everybody else in Swiss order."""
    swiss_rows = standings(store, event_id)
    order = {r.name: i for i, r in enumerate(swiss_rows)}
    b = bracket(store, event_id)
    if b is None:
        return [r.name for r in swiss_rows]
    out: list[str] = []
    if b.champion:
        out.append(b.champion)
    for rnd in reversed(b.rounds):
        losers = [p for pair in rnd for p in pair if p and p not in out
                  and any(p in q for later in b.rounds for q in later)]
        out += sorted(set(losers) - set(out), key=order.__getitem__)
    return out + [r.name for r in swiss_rows if r.name not in out]


# ------------------------------------------------------------------------------- CSV


def export_standings_csv(store: Store, event_id: int, path: Path) -> None:
    rows = standings(store, event_id)
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["rank", "name", "points", "wins", "losses", "draws", "quality_of_wins",
                    "quality_of_losses", "quality_of_games", "second_order", "head_to_head",
                    "penalties", "lot", "dropped"])
        for r in rows:
            s = r.standing
            w.writerow([s.rank, r.name, s.points, s.wins, s.losses, s.draws, s.wins_quality,
                        s.losses_quality, s.games_quality, s.second_order,
                        "" if s.head_to_head is None else s.head_to_head,
                        "/".join(map(str, s.penalties)), s.lot, int(r.dropped)])


def export_results_csv(store: Store, event_id: int, path: Path) -> None:
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["round", "table", "player_a", "player_b", "a_wins", "b_wins", "draws",
                    "result", "corrections"])
        for number in rounds(store, event_id):
            info = get_round(store, event_id, number)
            assert info is not None
            for t in info.tables:
                w.writerow([t.round, t.table, t.a_name, t.b_name or "BYE",
                            *_counts(t), t.result or "", t.corrections])


def _counts(t: TableRow) -> list[str]:
    if t.is_bye or not t.score:
        return ["", "", ""]
    parts = t.score.split(" ")[0].split("-")
    return [*parts, "0"][:3]


# ------------------------------------------------------------------------------- demo


def demo_swiss(store: Store, events: dict[str, int]) -> None:
    """The demo Swiss event plays rounds 1 and 2 and half of round 3 (fixed seeds), with one
    corrected slip, so the Rounds, Standings and print views have something to show."""
    import random

    event_id = events.get("swiss")
    if event_id is None:
        return
    rng = random.Random(12)
    scores = ["2-0", "2-1", "0-2", "1-2", "2-0", "1-1", "2-1", "0-2", "1-0-1"]
    for number in (1, 2, 3):
        info = pair_next_round(store, event_id, seed=1000 + number)
        tables = [t for t in info.tables if not t.done]
        if number == 3:
            tables = tables[: len(tables) // 2]
        for t in tables:
            record_result(store, event_id, number, t.table, rng.choice(scores))
        if number == 1:
            first = tables[0]
            correct_result(store, event_id, 1, first.table, "1-2",
                           "players swapped names on the slip", staff="Head judge")
