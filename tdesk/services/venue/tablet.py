"""What a floor tablet shows of one table, and what it does there (issue 39).

Each write is the desk's own service called through ``TabletStore`` (the member's PIN checked
and the audit row signed inside the action); the form carries the ``mark`` of the table its
page showed (who sat in which seat; a Swiss table's round and players), and a write whose table
has changed since (a table broken, a player moved, a round re-paired) is refused with
``phone_reports.StalePage`` before anything is written, as a player's stale phone form is.
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from sqlmodel import Session, col, func, select

from tdesk import validate
from tdesk.errors import InputError
from tdesk.models.event_rows import load_event
from tdesk.models.seating import Seat, SeatTable
from tdesk.models.store import Store
from tdesk.models.swiss import SwissMatch
from tdesk.models.tables import Entry, EntryStatus, Player
from tdesk.rules.levels import clock as rc
from tdesk.services import clock
from tdesk.services.money import money
from tdesk.services.money.bounties import format_of
from tdesk.services.phones.phone_reports import StalePage
from tdesk.services.seating import chip_counts, field_counts, hand_for_hand, seating
from tdesk.services.seating.draw import seat_at_table
from tdesk.services.swiss import swiss
from tdesk.services.swiss.rows import _names
from tdesk.services.venue.tablet_acting import Check, TabletStore

STALE = "The table has changed since this page was drawn: nothing was saved."


@dataclass(frozen=True)
class Signer:
    """Who acts from a tablet: the member's id (their PIN checked at each write) and the
    device (its address and name), written into the audit row."""

    staff_id: int
    device: str


@dataclass(frozen=True)
class SeatRow:
    seat: int
    entry_id: int
    name: str
    chips: int


@dataclass(frozen=True)
class PokerTable:
    """A poker table as its floor person sees it."""

    event: str
    table: int
    open: bool
    seats: tuple[SeatRow, ...]
    mark: str
    waiting: tuple[tuple[int, str], ...]  # players in without a seat (late entries), by name
    bounties: bool
    hand_for_hand: bool = False
    hand: int = 0
    playing: bool = False  # hand-for-hand: this table still plays the hand
    in_hand: bool = False  # hand-for-hand: a hand is being played (at this table or others)
    clock: str = ""  # "running", "paused" or "" (no clock running or paused)


@dataclass(frozen=True)
class SwissTable:
    """A Swiss table of the round being played."""

    event: str
    round: int
    table: int
    a_id: int
    a_name: str
    b_id: int | None
    b_name: str
    result: str
    cut: bool
    mark: str


# -- reading ------------------------------------------------------------------------------------
def _seats(session: Session, event_id: int, table: int) -> list[tuple[int, int, str, int | None]]:
    return [tuple(r) for r in session.exec(  # type: ignore[misc]
        select(Seat.seat_no, Seat.entry_id, Player.name, Entry.chips)
        .join(Entry, col(Entry.id) == Seat.entry_id).join(Player, col(Player.id) == Entry.player_id)
        .where(Seat.event_id == event_id, Seat.table_no == table).order_by(Seat.seat_no))]


def _table_open(session: Session, event_id: int, table: int) -> bool:
    return bool(session.exec(select(func.count()).select_from(SeatTable).where(
        SeatTable.event_id == event_id, SeatTable.number == table, col(SeatTable.open))).one())


def _poker_mark(session: Session, event_id: int, table: int) -> str:
    """Who sits where at the table, and whether it is open: any change makes a page stale."""
    seats = ",".join(f"{s}:{e}" for s, e, _, _ in _seats(session, event_id, table))
    text = f"{table}|{_table_open(session, event_id, table)}|{seats}"
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def poker_table(store: Store, event_id: int, table: int) -> PokerTable:
    validate.integer("Table", table, low=1, high=validate.MAX_TABLES * 10)
    with store.read_together() as session:
        event = load_event(session, event_id, kinds=("poker",))
        stack = money.starting_stack(event)
        rows = tuple(SeatRow(s, e, n, c if c is not None else stack)
                     for s, e, n, c in _seats(session, event_id, table))
        seated = select(Seat.id).where(Seat.entry_id == Entry.id).exists()
        waiting = tuple((int(i), str(n)) for i, n in session.exec(
            select(Entry.id, Player.name).join(Player, col(Player.id) == Entry.player_id)
            .where(field_counts.in_field(event_id), Entry.status == EntryStatus.ACTIVE, ~seated)
            .order_by(Player.name)).all())
        view = PokerTable(event.name, table, _table_open(session, event_id, table), rows,
                          _poker_mark(session, event_id, table), waiting,
                          format_of(session, event_id) is not None)
        phase = hand_for_hand.status(store, event_id)
        info = clock.get_clock(store, event_id)
    running = {rc.ClockStatus.RUNNING: "running", rc.ClockStatus.PAUSED: "paused"}
    return dataclasses.replace(
        view, hand_for_hand=phase.active, hand=phase.hands, in_hand=phase.in_hand,
        playing=phase.in_hand and table in phase.playing,
        clock=running.get(info.state.status, "") if info.saved else "")


def _swiss_mark(round_number: int, m: SwissMatch) -> str:
    return f"{round_number}-{m.a_entry_id}-{m.b_entry_id or 0}"


def _current_match(session: Session, event_id: int, table: int) -> tuple[int, SwissMatch | None]:
    number = session.exec(select(func.max(SwissMatch.round))
                          .where(SwissMatch.event_id == event_id)).one() or 0
    match = session.exec(select(SwissMatch).where(
        SwissMatch.event_id == event_id, SwissMatch.round == number,
        SwissMatch.table_no == table)).first()
    return int(number), match


def swiss_table(store: Store, event_id: int, table: int) -> SwissTable | None:
    """The table of the round being played (None: no such table in it)."""
    validate.integer("Table", table, low=1, high=validate.MAX_TABLES * 10)
    with store.read_together() as session:
        event = load_event(session, event_id, kinds=("swiss",))
        number, m = _current_match(session, event_id, table)
        if m is None:
            return None
        names = _names(session, event_id, (m.a_entry_id, m.b_entry_id))
        row = swiss.get_round(store, event_id, number)
        cut = row is not None and getattr(row, "stage", "swiss") == "cut"
        found = next((t for t in (row.tables if row else ()) if t.table == table), None)
        return SwissTable(event.name, number, table, m.a_entry_id, names[m.a_entry_id][0],
                          m.b_entry_id, names[m.b_entry_id][0] if m.b_entry_id else "",
                          found.score if found is not None and found.result else "", cut,
                          _swiss_mark(number, m))


# -- the checks a write makes in its own transaction ----------------------------------------------
def _poker_check(event_id: int, table: int, mark: str, players: Sequence[int] = ()) -> Check:
    def check(session: Session) -> None:
        if _poker_mark(session, event_id, table) != mark:
            raise StalePage(STALE)
        here = {e for _, e, _, _ in _seats(session, event_id, table)}
        for entry_id in players:
            if entry_id not in here:
                entry = session.get(Entry, entry_id)
                player = session.get(Player, entry.player_id) if entry is not None else None
                raise InputError("Player", player.name if player else entry_id,
                                 f"does not sit at table {table}")
    return check


def _swiss_check(event_id: int, table: int, mark: str) -> Check:
    def check(session: Session) -> None:
        number, m = _current_match(session, event_id, table)
        if m is None or _swiss_mark(number, m) != mark:
            raise StalePage(STALE)
    return check


def _acting(store: Store, who: Signer, check: Check | None) -> Store:
    return TabletStore(store, who.staff_id, who.device, check)  # type: ignore[return-value]


# -- the writes -----------------------------------------------------------------------------------
def bust(store: Store, who: Signer, event_id: int, table: int, mark: str,
         out: Sequence[int], by: Sequence[int] = ()) -> dict[int, int]:
    """Bust ``out`` (one hand), eliminated by ``by`` (each of them, a split pot when several);
    outside hand-for-hand. Returns their places."""
    acting = _acting(store, who, _poker_check(event_id, table, mark, [*out, *by]))
    elims = {e: list(by) for e in out} if by else None
    return seating.bust_players(acting, event_id, list(out), eliminators=elims)


def hand_done(store: Store, who: Signer, event_id: int, table: int, mark: str,
              out: Sequence[int] = (), by: Sequence[int] = ()) -> bool:
    """Hand-for-hand: the table's hand is over, with its busts; True when it was the last."""
    acting = _acting(store, who, _poker_check(event_id, table, mark, [*out, *by]))
    elims = {e: list(by) for e in out} if by else None
    return hand_for_hand.hand_done(acting, event_id, table, {e: None for e in out},
                                   eliminators=elims).complete


def counts(store: Store, who: Signer, event_id: int, table: int, mark: str,
           stacks: Mapping[int, int]) -> int:
    """The table's chip counts (every player counted need not be: the blanks keep theirs)."""
    acting = _acting(store, who, _poker_check(event_id, table, mark, list(stacks)))
    return chip_counts.record_counts(acting, event_id, stacks, table_label=f"Table {table}")


def seat_here(store: Store, who: Signer, event_id: int, table: int, mark: str,
              entry_id: int) -> int:
    """A late entry sent to this table takes a seat here; returns the seat."""
    acting = _acting(store, who, _poker_check(event_id, table, mark))
    return seat_at_table(acting, event_id, entry_id, table)


def call_clock(store: Store, who: Signer, event_id: int, table: int) -> int:
    """The clock called at the table (the desk's rule: TDA-C1); its seconds."""
    call = clock.call_clock(_acting(store, who, None), event_id, f"Table {table}")
    return int(call.total.total_seconds())


def pause_clock(store: Store, who: Signer, event_id: int, *, resume: bool = False) -> None:
    step = rc.Op(rc.Action.RESUME if resume else rc.Action.PAUSE)
    clock.clock_action(_acting(store, who, None), event_id, step)


def swiss_result(store: Store, who: Signer, event_id: int, table: int, mark: str,
                 result: str) -> None:
    """The table's result in the round its page showed (the desk's ``record_result``)."""
    shown = mark.split("-")[0]  # the round the page showed; its check refuses another
    number = int(shown) if shown.isdigit() and len(shown) <= 6 else 1
    swiss.record_result(_acting(store, who, _swiss_check(event_id, table, mark)), event_id,
                        number, table, result)
