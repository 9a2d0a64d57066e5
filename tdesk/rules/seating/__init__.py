"""Seating: the seat draw, balancing, breaking tables and the final table (TDA-S1..S3, TDA-B1..B6, TDA-F1, OFC-T1).

``plan`` tells the floor who moves where, in order, and why. It first redraws the final table when
the players left fit it (TDA-F1), else breaks tables while the players fit one table fewer
(TDA-B6), then balances (TDA-B1..B4). ``plan_room`` returns the same moves plus what the floor
must know: buttons to set first, halted tables (TDA-B5), broken tables, the final table.

The planner copies only the tables it touches and keeps heaps of table counts, so one plan in a
1,112-table room costs about as much as reading the counts once.

This module keeps the room index and the planner; what a table is for the next hand lives in
``seating_tables``, moves made on the room in ``seating_moves`` (issue 22), and their names are
read from here as before.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Iterable, Sequence

from tdesk.rules.seating.draw import (
    ButtonDraw,
    bust_places,
    draw_button,
    draw_room,
    draw_seats,
    seat_late_entry,
    verify_draw,
)
from tdesk.rules.seating.moves import (
    apply_moves,
    correct_seat,
    swap_groups,
    verify_apply,
)
from tdesk.rules.seating.positions import (
    Positions,
    SeatRank,
    advance_button,
    heads_up_button,
    next_occupied,
    positions,
    rank_open_seats,
    waits_for_button,
)
from tdesk.rules.seating.tables import dealt_in, halted_tables, seat_for_one, table_positions
from tdesk.rules.seating.types import (
    MAX_SEATS,
    OFC_TABLE_SEATS,
    Game,
    Move,
    MoveKind,
    RoomPlan,
    TableState,
    default_final_table_size,
    verify_room,
    verify_table,
)

__all__ = [
    "OFC_TABLE_SEATS",
    "ButtonDraw",
    "Game",
    "Move",
    "MoveKind",
    "Positions",
    "RoomIndex",
    "RoomPlan",
    "SeatRank",
    "TableState",
    "advance_button",
    "apply_moves",
    "bust_places",
    "draw_button",
    "correct_seat",
    "dealt_in",
    "default_final_table_size",
    "draw_room",
    "draw_seats",
    "halted_tables",
    "heads_up_button",
    "late_entry_seat",
    "plan",
    "plan_room",
    "positions",
    "rank_open_seats",
    "seat_for_one",
    "seat_late_entry",
    "swap_groups",
    "table_positions",
    "verify_apply",
    "verify_draw",
    "verify_room",
    "verify_table",
]


class RoomIndex:
    """The open tables of a room, kept up to date one table at a time (issue 10).

    A service that keeps the room between floor actions puts back only the tables an action
    changed; each is verified as it comes in (``verify_room``), and the counts the planner
    reads are kept beside it, so a plan, a late entry's table and a seat correction cost what
    changed, not the room. Tables keep the order they were first put in (number order when
    they come in by number), which is the order ``plan_room`` reads a sequence in.
    """

    __slots__ = ("_where", "cap", "counts", "tables")

    def __init__(self, tables: Iterable[TableState] = ()) -> None:
        self.tables: dict[int, TableState] = {}
        self.counts: dict[int, int] = {}
        self.cap: dict[int, int] = {}
        self._where: dict[str, int] = {}
        listed = list(tables)
        verify_room(listed)
        for t in listed:
            self._insert(t)

    def _insert(self, t: TableState) -> None:
        n = t.number
        self.tables[n] = t
        self.counts[n] = len(t.occupied)
        self.cap[n] = t.seats - len(t.blocked)
        where = self._where
        for p in t.occupied.values():
            where[p] = n

    def update(self, tables: Iterable[TableState] = (), removed: Iterable[int] = ()) -> None:
        """Put ``tables`` in (new, or replacing the tables of their numbers, which keep their
        place) and take the tables numbered ``removed`` out (broken, closed). ValueError, and
        nothing changed, if a table is impossible or seats a player who sits at a table that
        stays as it is."""
        listed = list(tables)
        verify_room(listed)
        changing = {t.number for t in listed} | set(removed)
        for t in listed:
            for seat, p in t.occupied.items():
                other = self._where.get(p)
                if other is not None and other not in changing:
                    raise ValueError(f"player {p!r} sits at table {other} seat "
                                     f"{self.tables[other].where(p)} and at table {t.number} "
                                     f"seat {seat}")
        where = self._where
        for number in changing:
            old = self.tables.get(number)
            for p in old.occupied.values() if old is not None else ():
                if where.get(p) == number:
                    del where[p]
        kept = {t.number for t in listed}
        for number in changing - kept:
            if number in self.tables:
                del self.tables[number], self.counts[number], self.cap[number]
        for t in listed:
            self._insert(t)

    def table_of(self, player: str) -> TableState | None:
        """The table where ``player`` sits, or None."""
        n = self._where.get(player)
        return None if n is None else self.tables[n]

    def has_open_seat(self) -> bool:
        return any(c < self.cap[n] for n, c in self.counts.items())


def late_entry_seat(room: RoomIndex, player: str, seed: int) -> tuple[int, int]:
    """``seat_late_entry`` on an indexed room, the same seat for the same seed (TDA-S1): only
    the shortest table with an open seat is looked at, lowest number among equals (TDA-B4)."""
    if room.table_of(player) is not None:
        raise ValueError(f"player {player!r} is drawn twice")
    cap = room.cap
    shortest = min(((c, n) for n, c in room.counts.items() if c < cap[n]), default=None)
    if shortest is None:
        raise ValueError("1 players do not fit 0 open seats")
    return seat_late_entry([room.tables[shortest[1]]], player, seed)


def plan(
    tables: Sequence[TableState] | RoomIndex,
    *,
    final_table_size: int,
    break_order: Sequence[int] = (),
    seed: int = 0,
    game: Game = Game.FLOP,
    started: bool = True,
    fill_order: Sequence[int] = (),
    final_table: int | None = None,
) -> list[Move]:
    """The moves, in order, that make the room legal (TDA-B1..B6, TDA-F1).

    Apply them one after another. Balancing moves that need a button the floor has not set are
    held back; ``plan_room`` says which buttons (TDA-B2).
    """
    return list(
        plan_room(
            tables,
            final_table_size=final_table_size,
            break_order=break_order,
            seed=seed,
            game=game,
            started=started,
            fill_order=fill_order,
            final_table=final_table,
        ).moves
    )


def plan_room(
    tables: Sequence[TableState] | RoomIndex,
    *,
    final_table_size: int,
    break_order: Sequence[int] = (),
    seed: int = 0,
    game: Game = Game.FLOP,
    started: bool = True,
    fill_order: Sequence[int] = (),
    final_table: int | None = None,
) -> RoomPlan:
    """Plan the room: final table (TDA-F1), else breaks (TDA-B6), then balancing (TDA-B1..B4).

    ``break_order`` lists table numbers to break first; unlisted tables follow, highest number
    first. ``fill_order`` ranks equally short destination tables (default: lowest number, TDA-B4).
    ``started=False`` means no hand has been dealt yet, so buttons are ignored and the moved
    player and seat are drawn with ``seed``. ``seed`` also drives the broken-table and final-table
    draws, so the same room and seed give the same plan. A ``RoomIndex`` is verified already
    and plans the same as its tables in a list.
    """
    if not 2 <= final_table_size <= MAX_SEATS:
        raise ValueError(f"final table size {final_table_size} must be 2 to {MAX_SEATS}")
    if not isinstance(tables, RoomIndex):
        verify_room(tables)
    return _Planner(tables, final_table_size, break_order, fill_order, seed, game, started).run(
        final_table
    )


class _Table:
    """A mutable copy of one table, made only when the planner touches it."""

    __slots__ = ("arrived", "blocked", "button", "fixed", "number", "occ", "seats", "waiting")

    def __init__(self, t: TableState) -> None:
        self.number = t.number
        self.seats = t.seats
        self.occ: dict[int, str] = dict(t.occupied)
        self.button = t.button
        self.blocked = t.blocked
        self.fixed: set[int] = set(t.fixed)
        self.waiting: set[int] = set()
        self.arrived: set[int] = set()  # seats taken by players moved in by this plan

    def open_seats(self) -> list[int]:
        occ, blocked = self.occ, self.blocked
        return [s for s in range(1, self.seats + 1) if s not in occ and s not in blocked]

    def active(self) -> set[int]:
        """Seats dealt in on the next hand: newcomers waiting for the button are not (TDA-S3)."""
        return set(self.occ) - self.waiting


class _NeedsButton(Exception):
    def __init__(self, tables: tuple[int, ...]) -> None:
        self.tables = tables


class _Planner:
    def __init__(
        self,
        tables: Sequence[TableState] | RoomIndex,
        final_size: int,
        break_order: Sequence[int],
        fill_order: Sequence[int],
        seed: int,
        game: Game,
        started: bool,
    ) -> None:
        self.states: dict[int, TableState]
        self.counts: dict[int, int]
        self.cap: dict[int, int]
        if isinstance(tables, RoomIndex):  # read only here but the counts, copied
            self.states, self.counts, self.cap = tables.tables, dict(tables.counts), tables.cap
        else:
            self.states, self.counts, self.cap = {}, {}, {}
            for t in tables:
                n = t.number
                self.states[n] = t
                self.counts[n] = len(t.occupied)
                self.cap[n] = t.seats - len(t.blocked)
        self.open = list(self.states)
        self.final_size = final_size
        self.bo = {n: i for i, n in enumerate(break_order)}
        self.fo = {n: i for i, n in enumerate(fill_order)}
        self.rng = random.Random(seed)
        self.game = game
        self.started = started
        self.tables: dict[int, _Table] = {}
        self.moves: list[Move] = []
        self.notices: list[str] = []
        self.broken: list[int] = []

    def break_rank(self, n: int) -> tuple[int, int]:
        """Break order position: listed tables first, then the highest number (TDA-B6)."""
        return self.bo.get(n, len(self.bo)), -n

    def fill_rank(self, n: int) -> tuple[int, int]:
        """Destination order among equally short tables: configured, else lowest (TDA-B4)."""
        return self.fo.get(n, len(self.fo)), n

    def table(self, number: int) -> _Table:
        t = self.tables.get(number)
        if t is None:
            t = self.tables[number] = _Table(self.states[number])
        return t

    def move(
        self,
        src: _Table,
        seat: int,
        dst: _Table,
        to: int,
        reason: str,
        kind: MoveKind,
        waits: bool | None = False,
        big_blind: bool = False,
    ) -> None:
        player = src.occ.pop(seat)
        src.waiting.discard(seat)
        src.arrived.discard(seat)
        dst.occ[to] = player
        dst.arrived.add(to)
        if waits:
            dst.waiting.add(to)
        self.counts[src.number] -= 1
        self.counts[dst.number] += 1
        self.moves.append(
            Move(player, src.number, seat, dst.number, to, reason, kind, waits, big_blind)
        )

    def run(self, final_table: int | None) -> RoomPlan:
        counts, cap = self.counts, self.cap
        most = max(counts.values(), default=0)
        halted = tuple(sorted(n for n, c in counts.items() if most - c >= 3 and c < cap[n]))
        for n in halted:
            self.notices.append(
                f"Table {n} is 3 or more players short of the fullest table: "
                "play halts there until it is balanced (TDA-B5)"
            )
        total = sum(self.counts.values())
        seated_tables = [n for n in self.open if self.counts[n]]
        if total and total <= self.final_size and len(seated_tables) > 1:
            if final_table is not None or any(
                MAX_SEATS - len(self.states[n].blocked) >= total for n in self.open
            ):
                return self.final(final_table, total, halted)
            self.notices.append(
                f"No table can seat a final table of {total}: unblock seats (TDA-F1)"
            )
        if len(seated_tables) <= 1:
            if seated_tables:
                self.broken.extend(n for n in self.open if not self.counts[n])
            return RoomPlan((), halted=halted, broken=tuple(self.broken),
                            notices=tuple(self.notices))
        self.break_tables(total)
        needs, held = self.balance()
        return RoomPlan(
            tuple(self.moves),
            needs_button=needs,
            held_back=held,
            halted=halted,
            broken=tuple(self.broken),
            notices=tuple(self.notices),
        )

    # -- TDA-F1 ------------------------------------------------------------------------------
    def final(self, chosen: int | None, total: int, halted: tuple[int, ...]) -> RoomPlan:
        order = sorted(self.open, key=self.break_rank)
        if chosen is None:
            fits = [n for n in order if MAX_SEATS - len(self.states[n].blocked) >= total]
            with_fixed = [n for n in fits if self.states[n].fixed]
            with_players = [n for n in fits if self.counts[n]]
            chosen = (with_fixed or with_players or fits)[-1]
        elif chosen not in self.states:
            raise ValueError(f"final table {chosen} is not in the room")
        ft = self.table(chosen)
        keep = {s: ft.occ[s] for s in ft.fixed}
        seats = [s for s in range(1, MAX_SEATS + 1) if s not in ft.blocked][: self.final_size]
        if len(seats) < total:
            raise ValueError(
                f"table {chosen} has too many blocked seats for a final table of {total}"
            )
        draw_seats_ = [s for s in seats if s not in keep]
        movers = [
            (n, seat, p)
            for n in order
            for seat, p in sorted(self.table(n).occ.items())
            if not (n == chosen and seat in keep)
        ]
        self.rng.shuffle(movers)
        drawn = self.rng.sample(draw_seats_, len(movers))
        ft.seats = max(ft.seats, seats[-1])
        why = f"{total} players fit the final table of {self.final_size} (TDA-F1)"
        target = {(n, seat): to for (n, seat, _), to in zip(movers, drawn, strict=True)}
        self.final_in_place(ft, target, why)
        for (n, seat, _), to in zip(movers, drawn, strict=True):
            if n == chosen:
                continue
            note = " (a fixed seat cannot follow a redraw)" if seat in self.states[n].fixed else ""
            self.move(self.table(n), seat, ft, to,
                      f"{why}: seat {to} at table {chosen} drawn{note}", MoveKind.FINAL)
        for n in order:
            if n != chosen:
                self.broken.append(n)
        self.notices.append(f"Final table {chosen}: draw for the button before the first hand")
        return RoomPlan(
            tuple(self.moves),
            needs_button=(chosen,),
            halted=halted,
            broken=tuple(self.broken),
            final_table=chosen,
            final_table_seats=ft.seats,
            notices=tuple(self.notices),
        )

    def final_in_place(self, ft: _Table, target: dict[tuple[int, int], int], why: str) -> None:
        """Reseat the final table's own players, in an order where each seat is free when taken.

        Players who would take each other's seats in a cycle (A takes B's seat, B takes A's)
        swap: one move each, made together, so nobody waits in a spare seat and moves twice
        (TDA-F1-B).
        """
        todo = {seat: to for (n, seat), to in target.items() if n == ft.number and seat != to}
        swaps = 0
        while todo:
            ready = [seat for seat, to in todo.items() if to not in ft.occ]
            if ready:
                for seat in sorted(ready):
                    to = todo.pop(seat)
                    self.move(ft, seat, ft, to, f"{why}: seat {to} at table {ft.number} drawn",
                              MoveKind.FINAL)
                continue
            # every seat wanted is held by a player who is also leaving it: only cycles left
            cycle = [min(todo)]
            while todo[cycle[-1]] != cycle[0]:
                cycle.append(todo[cycle[-1]])
            swaps += 1
            self.swap(ft, [(seat, todo.pop(seat)) for seat in cycle], why, swaps)

    def swap(self, ft: _Table, cycle: list[tuple[int, int]], why: str, number: int) -> None:
        """Record one seat swap at the final table: everyone leaves, then sits (TDA-F1-B)."""
        players = [ft.occ.pop(seat) for seat, _ in cycle]
        for seat, _ in cycle:
            ft.waiting.discard(seat)
            ft.arrived.discard(seat)
        for (seat, to), player in zip(cycle, players, strict=True):
            ft.occ[to] = player
            ft.arrived.add(to)
            self.moves.append(Move(player, ft.number, seat, ft.number, to,
                                   f"{why}: seat {to} at table {ft.number} drawn",
                                   MoveKind.FINAL, swap=number))

    # -- TDA-B6 ------------------------------------------------------------------------------
    def break_tables(self, total: int) -> None:
        """Choose every table that breaks first, then empty them into the tables that stay, so
        nobody is moved to a table that breaks later in the same plan (moved twice)."""
        victims: list[int] = []
        while len(self.open) > 2:
            caps = [self.cap[n] for n in self.open]
            capacity = sum(caps)
            if total > capacity - min(caps):
                break
            order = sorted(self.open, key=lambda n: (self.counts[n] > 0,
                                                     bool(self.states[n].fixed),
                                                     self.break_rank(n)))
            victim = next((n for n in order if total <= capacity - self.cap[n]), None)
            if victim is None:
                break
            if self.states[victim].fixed:
                self.notices.append(f"Table {victim} holds a fixed seat but must break (TDA-B6)")
            self.open.remove(victim)
            self.broken.append(victim)
            victims.append(victim)
        for victim in victims:
            self.break_one(victim, total)

    def break_one(self, number: int, total: int) -> None:
        src = self.table(number)
        players = sorted(src.occ)
        self.rng.shuffle(players)
        why = (f"Table {number} breaks: {total} players fit {len(self.open)} tables (TDA-B6)")
        heap = [(self.counts[n], self.fill_rank(n), n) for n in self.open
                if self.counts[n] < self.cap[n]]
        heapq.heapify(heap)
        for seat in players:
            count, rank, n = heapq.heappop(heap)
            dst = self.table(n)
            open_seats = dst.open_seats()
            to = open_seats[self.rng.randrange(len(open_seats))]
            waits = self.s3_waits(dst, to)
            note = {True: "; waits for the button to pass (TDA-S3)",
                    None: "; set the button to know whether the seat waits (TDA-S3)",
                    False: ""}[waits]
            self.move(src, seat, dst, to,
                      f"{why}; seat {to} at table {n} drawn, the shortest table (TDA-B4){note}",
                      MoveKind.BREAK, waits)
            if count + 1 < self.cap[n]:
                heapq.heappush(heap, (count + 1, rank, n))

    def s3_waits(self, dst: _Table, seat: int) -> bool | None:
        if not self.started or self.game is Game.STUD:
            return False
        active = dst.active()
        if len(active) < 2:
            return False
        if dst.button is None:
            return None
        return waits_for_button(dst.seats, active, dst.button, seat)

    # -- TDA-B1..B4 --------------------------------------------------------------------------
    def balance(self) -> tuple[tuple[int, ...], int]:
        counts, cap = self.counts, self.cap
        most = max(counts[n] for n in self.open)
        least = min((counts[n] for n in self.open if counts[n] < cap[n]), default=most)
        if most - least < 2:
            return (), 0
        src_heap = [(-counts[n], self.break_rank(n), n) for n in self.open]
        dst_heap = [(counts[n], self.fill_rank(n), n) for n in self.open if counts[n] < cap[n]]
        heapq.heapify(src_heap)
        heapq.heapify(dst_heap)
        stuck: set[int] = set()
        needs: set[int] = set()
        held = 0
        while src_heap and dst_heap:
            c, _, s = src_heap[0]
            if -c != counts[s] or s in stuck:
                heapq.heappop(src_heap)
                continue
            d_count, _, d = dst_heap[0]
            if d_count != counts[d] or d_count >= cap[d]:
                heapq.heappop(dst_heap)
                continue
            if counts[s] - counts[d] < 2:
                break
            if needs:
                needs.update(self.unknown_buttons(s, d))
                held += 1
                counts[s] -= 1
                counts[d] += 1
            else:
                try:
                    if not self.balance_one(s, d):
                        stuck.add(s)
                        continue
                except _NeedsButton as e:
                    needs.update(e.tables)
                    held += 1
                    counts[s] -= 1
                    counts[d] += 1
            heapq.heappush(src_heap, (-counts[s], self.break_rank(s), s))
            heapq.heappush(src_heap, (-counts[d], self.break_rank(d), d))
            heapq.heappush(dst_heap, (counts[d], self.fill_rank(d), d))
            heapq.heappush(dst_heap, (counts[s], self.fill_rank(s), s))
        if needs:
            # Ask for every missing button at once: after these moves others would be needed.
            needs.update(n for n in self.open if self.button_unknown(n))
            listed = ", ".join(str(n) for n in sorted(needs))
            self.notices.append(
                f"Set the button at table(s) {listed}: {held} balancing move(s) wait for it (TDA-B2)"
            )
        return tuple(sorted(needs)), held

    def unknown_buttons(self, s: int, d: int) -> tuple[int, ...]:
        return tuple(n for n in (s, d) if self.button_unknown(n))

    def button_unknown(self, n: int) -> bool:
        """Table ``n`` plays with two or more but the floor has not said where its button is."""
        if not self.started or self.game is Game.STUD:
            return False
        state = self.states[n]
        if state.button is not None:
            return False
        t = self.tables.get(n)
        # counts include the moves held back for buttons: a table growing to two needs one too
        return max(len(t.active() if t is not None else state.occupied), self.counts[n]) >= 2

    def balance_one(self, s: int, d: int) -> bool:
        """Make one balancing move from table ``s`` to ``d``; False if nobody at ``s`` may move."""
        src, dst = self.table(s), self.table(d)
        need = self.unknown_buttons(s, d)
        if need:
            raise _NeedsButton(need)
        head = f"Table {s} has {self.counts[s]}, table {d} has {self.counts[d]} (TDA-B1)"
        picked = self.pick_mover(src)
        if picked is None:
            if src.occ.keys() <= src.fixed:
                self.notices.append(f"Table {s}: every player has a fixed seat; nobody can move")
            else:
                self.notices.append(f"Table {s}: every player has a fixed seat or was moved in "
                                    "by this plan; nobody can move")
            return False
        seat, why_player = picked
        to, why_seat, waits, big = self.pick_seat(dst)
        self.move(src, seat, dst, to, f"{head}; {why_player}; {why_seat}", MoveKind.BALANCE,
                  waits, big)
        return True

    def pick_mover(self, src: _Table) -> tuple[int, str] | None:
        """The player who balances out of ``src``: the next big blind (TDA-B2), skipping fixed
        seats and players this plan already moved (nobody moves twice in one plan)."""
        stays = src.fixed | src.arrived
        movable = sorted(s for s in src.occ if s not in stays)
        if not movable:
            return None
        if not self.started:
            seat = movable[self.rng.randrange(len(movable))]
            return seat, f"seat {seat} drawn at random before the first hand (TDA-B2)"
        if self.game is Game.STUD:
            seat = movable[-1]
            return seat, f"seat {seat} is last to be dealt in (TDA-B3)"
        active = src.active()
        if len(active) < 2 or src.button is None:
            return movable[-1], f"seat {movable[-1]} has no position yet (TDA-B2)"
        pos = positions(src.seats, active, src.button)
        seat = pos.big_blind
        skipped = []
        for _ in range(len(active)):
            if seat not in stays:
                break
            skipped.append(seat)
            seat = next_occupied(seat, active, src.seats)
        if seat in stays:
            seat = movable[-1]
        if skipped:
            why = ("has a fixed seat" if skipped[0] in src.fixed
                   else "was moved in by this plan")
            return seat, (f"seat {skipped[0]} is big blind next but {why}; seat {seat} "
                          "is next to post it (TDA-B2)")
        return seat, f"seat {seat} is big blind next (TDA-B2)"

    def pick_seat(self, dst: _Table) -> tuple[int, str, bool, bool]:
        open_seats = dst.open_seats()
        n = dst.number
        if not self.started:
            to = open_seats[self.rng.randrange(len(open_seats))]
            return to, f"seat {to} at table {n} drawn at random", False, False
        if self.game is Game.STUD:
            to = open_seats[-1]
            return to, f"seat {to} at table {n}, the last seat dealt in (TDA-B3)", False, False
        active = dst.active()
        if len(active) < 2:
            to = open_seats[0]
            return to, f"seat {to} at table {n}, the lowest open seat", False, False
        assert dst.button is not None
        best = rank_open_seats(dst.seats, active, dst.button, open_seats)[0]
        to = best.seat
        if best.waits:
            return (to, f"seat {to} at table {n}: every open seat there is the button or the "
                    "small blind; waits for the button to pass (TDA-S3)", True, False)
        if best.hands == 0:
            return (to, f"seat {to} at table {n} takes the big blind next hand (TDA-B2)",
                    False, True)
        return (to, f"seat {to} at table {n} posts the big blind after {best.hands} hand(s), "
                "the worst open position (TDA-B2)", False, False)
