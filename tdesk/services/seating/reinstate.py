"""Reinstating a player busted by mistake (issue 35): one floor action, whatever came after.

An undo of the wrong bust is refused once later busts or moves changed the same rows, and
undoing them all would throw away a night's work. Reinstating puts the one player back instead:
ACTIVE at a seat the floor picks (an open table, an empty unblocked seat), their finishing
place given up and everyone's places settled again (PL-1, PL-2), the knockout of that bust
removed so bounty heads and collected bounties are as if it never happened (BNT-1), their
chips the floor's count or their stack before the bust. Refused with the reason where money
already handed over would move (PRZ-5 and every check an undo must pass), and asked first
where a paid place moves (PL-3). The action is undoable like any other.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from sqlmodel import Session, col, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError, TdeskError
from tdesk.models.bounties import KnockoutRow
from tdesk.models.money import Deal, Payment
from tdesk.models.store import REPLAY_CHECKS, Store
from tdesk.models.tables import AuditLog, Entry, EntryStatus, Event, Player
from tdesk.rules.seating import seat_for_one
from tdesk.services.money import bounties
from tdesk.services.money.prize_results import refuse_paid_changes, result_rows
from tdesk.services.money.terms import MONEY_KINDS, starting_stack
from tdesk.services.seating import places as finishing
from tdesk.services.seating.flights_bags import refuse_play_after_day2
from tdesk.services.seating.kept import _floor_action
from tdesk.services.seating.room import _Room

BUST_ACTIONS = ("bust", "hand-for-hand hand done")
"""The actions that put a poker player out with a place (their audit rows hold the stack)."""


@dataclass(frozen=True)
class PlaceMove:
    """A finishing place that moves: ``after`` None is the reinstated player, back in play."""

    entry_id: int
    name: str
    before: int
    after: int | None


@dataclass(frozen=True)
class PrizeChange:
    entry_id: int
    name: str
    before: int
    after: int


@dataclass(frozen=True)
class BountyChange:
    """A player whose bounties change when the knockout goes: collected and head."""

    entry_id: int
    name: str
    collected_before: int
    collected_after: int
    head_before: int
    head_after: int


@dataclass(frozen=True)
class ReinstatePreview:
    """What reinstating a player does, worked out in the store and rolled back (the dialog's
    preview), or done (the action's answer)."""

    entry_id: int
    name: str
    place: int | None
    """The place they finished, given up."""
    chips: int
    """Their stack before the bust (the chips they come back with unless the floor types)."""
    table: int | None
    seat: int | None
    """The seat balancing would give them (the action: the seat taken); None: no open seat."""
    eliminated_by: tuple[str, ...]
    places: tuple[PlaceMove, ...]
    prizes: tuple[PrizeChange, ...]
    bounties: tuple[BountyChange, ...]
    override: str = ""
    """The PL-3 question when a paid place moves ("" when none does)."""
    refusal: str = ""
    """Why it cannot be done ("" when it can)."""

    def verify(self) -> None:
        """The refusal the action's own code gave the preview, for the dialog's OK button
        (its tooltip is then the sentence the action refuses with; issue 38)."""
        if self.refusal:
            raise ConflictError(self.refusal)


class _Rollback(Exception):
    def __init__(self, preview: ReinstatePreview) -> None:
        super().__init__("preview")
        self.preview = preview


def busted_players(store: Store, event_id: int) -> list[tuple[int, str, int | None]]:
    """The players out with a place, best place first: (entry id, name, place)."""
    event_id = validate.identifier("Event", event_id)
    with store.read() as session:
        rows = session.exec(
            select(Entry.id, Player.name, Entry.place)
            .join(Player, Player.id == Entry.player_id)  # type: ignore[arg-type]
            .where(Entry.event_id == event_id, Entry.status == EntryStatus.BUSTED)).all()
    return sorted(((int(e or 0), n, p) for e, n, p in rows),
                  key=lambda r: (r[2] is None, r[2] or 0, r[1].casefold()))


def preview(store: Store, event_id: int, entry_id: int) -> ReinstatePreview:
    """What reinstating ``entry_id`` would change, without saving anything: worked out by the
    action's own code in a transaction that is rolled back, so the preview and the action never
    disagree. A refusal is in ``refusal``; a paid place that moves in ``override``."""
    event_id = validate.identifier("Event", event_id)
    entry_id = validate.identifier("Player", entry_id)
    try:
        with _floor_action(store, "reinstate (preview)", event_id) as (scope, ctx):
            entry, player = ctx.entry(entry_id)
            full = ""
            try:
                _open_next(ctx, None)  # every table full: the table a walk-in would open
            except TdeskError as exc:  # the event's listed tables are all in use
                full = str(exc)
            spot = seat_for_one(ctx.states())
            try:
                result = _bring_back(scope.session, ctx.event, entry, player, None,
                                     override=True, strict=False)
            except TdeskError as exc:  # not a player to reinstate: nothing to show but why
                result = ReinstatePreview(entry_id, player.name, entry.place, 0, None, None,
                                          (), (), (), (), refusal=str(exc))
            if full and not result.refusal:
                result = replace(result, refusal=full)
            raise _Rollback(_with_seat(result, spot))
    except _Rollback as done:
        return done.preview


def reinstate(store: Store, event_id: int, entry_id: int, table: int, seat: int, *,
              chips: int | None = None, override: bool = False) -> ReinstatePreview:
    """Put a busted player back in play at ``table``/``seat`` (one undoable action).

    ``chips``: the floor's count; None gives them their stack before the bust. A paid place
    that would move is refused (``OverrideNeeded``) unless ``override``; a prize handed over
    that would change, or anything an undo may not change, is refused with the reason."""
    event_id = validate.identifier("Event", event_id)
    entry_id = validate.identifier("Player", entry_id)
    table = validate.integer("Table", table, low=1, high=10_000)
    seat = validate.integer("Seat", seat, low=1, high=100)
    if chips is not None:
        chips = validate.chips("Chips", chips, low=1)
    with _floor_action(store, "reinstate", event_id) as (scope, ctx):
        entry, player = ctx.entry(entry_id)
        _open_next(ctx, table)
        _refuse_seat(ctx, table, seat)
        result = _bring_back(scope.session, ctx.event, entry, player, chips,
                             override=override, strict=True)
        ctx.player_in()
        ctx.add_seat(entry_id, table, seat, player.name, entry.chips)
        ctx.save_plan(None)
        moved = {m.entry_id: (m.before, m.after) for m in result.places}
        scope.params = {"entry_id": entry_id, "table": table, "seat": seat,
                        "chips": result.chips, "place": result.place,
                        "places": {str(k): list(v) for k, v in moved.items()}}
        where = f"table {table} seat {seat}"
        was = f" (was {finishing.ordinal(result.place)})" if result.place else ""
        scope.summary = f"Reinstate {player.name}{was}: {where}, {result.chips:,} chips"
        if result.override and override:
            scope.params["override"] = result.override
            scope.summary += " (override: paid places moved)"
        return _with_seat(result, (table, seat))


def _with_seat(result: ReinstatePreview, spot: tuple[int, int] | None) -> ReinstatePreview:
    table, seat = spot if spot is not None else (None, None)
    return ReinstatePreview(result.entry_id, result.name, result.place, result.chips, table,
                            seat, result.eliminated_by, result.places, result.prizes,
                            result.bounties, result.override, result.refusal)


def _open_next(ctx: _Room, table: int | None) -> None:
    """When every open table is full, open the table a walk-in would (``ensure_tables``: the
    event's next listed table, else a broken one, else a new number), inside the action so
    its undo closes it again. ``table``: the one the floor gave, refused naming the table to
    open when it is another; an open table or a room with an open seat opens nothing."""
    row = ctx.by_number.get(table) if table is not None else None
    if (row is not None and row.open) or ctx.room_index().has_open_seat():
        return
    before = {t.number for t in ctx.open_tables()}
    ctx.ensure_tables(len(before) + 1)
    opened = sorted({t.number for t in ctx.open_tables()} - before)
    if table is not None and table not in opened:
        raise InputError("Table", table, "every table is full: the next table to open is "
                         + ", ".join(map(str, opened)))


def _refuse_seat(ctx: _Room, table: int, seat: int) -> None:
    """An open table of the event, a seat it has, not blocked, nobody in it."""
    row = ctx.by_number.get(table)
    if row is None:
        raise InputError("Table", table, "is not a table of this event")
    if not row.open:
        raise InputError("Table", table, "was broken: choose a table still in play")
    if seat > row.seats:
        raise InputError("Seat", seat, f"table {table} has {row.seats} seats")
    if seat in {int(b) for b in row.blocked}:
        raise InputError("Seat", seat, f"is blocked at table {table}")
    taken = ctx.at(table, seat)
    if taken is not None:
        ctx.load_names([taken.entry_id])
        who = ctx.names.get(taken.entry_id, "another player")
        raise InputError("Seat", seat, f"table {table} seat {seat} is taken by {who}")


def _bring_back(session: Session, event: Event, entry: Entry, player: Player,
                chips: int | None, *, override: bool, strict: bool) -> ReinstatePreview:
    """Inside the caller's action: the player ACTIVE again, place given up, knockout removed,
    places settled; what moved, compared with before. ``strict`` raises every refusal; else
    (the preview) the first refusal is returned in ``refusal``."""
    assert event.id is not None and entry.id is not None
    _refuse_entry(session, event, entry, player)
    money = event.kind in MONEY_KINDS
    prizes_before = _prizes(session, event) if money else {}
    ledger_before = bounties.read_ledger(session, event) if money else None
    places_before = _places(session, event.id)
    names = _names(session, event.id)
    life = len(bounties._lives(session, event.id).get(entry.id, [0]))  # the life that busted
    knockout = session.exec(select(KnockoutRow).where(KnockoutRow.entry_id == entry.id,
                                                      KnockoutRow.life == life)).first()
    eliminated_by = tuple(names.get(int(x["entry"]), str(x["entry"]))
                          for x in (knockout.eliminators if knockout else []))
    place = entry.place
    back = chips if chips is not None else _stack_before(session, event, entry, knockout)
    entry.status = EntryStatus.ACTIVE
    entry.place = None
    entry.chips = back
    session.add(entry)
    if knockout is not None:
        session.delete(knockout)
    session.flush()
    refusal = question = ""
    try:
        moved = finishing.settle(session, event, override=True)
        if place is not None and finishing.in_paid_place(session, event, place):
            moved = {entry.id: (place, None), **moved}
        if moved:
            question = (f"{event.name}: reinstating {player.name} would change paid places "
                        f"({finishing._moves_text(moved)}) (PL-3).")
            if strict and not override:
                raise finishing.OverrideNeeded(question)
        what = f"Reinstating {player.name}"
        refuse_paid_changes(session, event, what)  # PRZ-5: a prize handed over never moves
        for check in REPLAY_CHECKS:  # whatever an undo may not change, this may not either
            check(session, event.id, what)
    except finishing.OverrideNeeded:
        raise
    except TdeskError as exc:
        if strict:
            raise
        refusal = str(exc)
    places_after = _places(session, event.id)
    moves = [PlaceMove(entry.id, player.name, place, None)] if place is not None else []
    moves += [PlaceMove(e, names.get(e, str(e)), p, places_after.get(e))
              for e, p in sorted(places_before.items(), key=lambda kv: kv[1])
              if e != entry.id and places_after.get(e) != p]
    prizes_after = _prizes(session, event) if money else {}
    prizes = [PrizeChange(e, names.get(e, str(e)), prizes_before.get(e, 0),
                          prizes_after.get(e, 0))
              for e in sorted(prizes_before.keys() | prizes_after.keys(),
                              key=lambda e: names.get(e, "").casefold())
              if prizes_before.get(e, 0) != prizes_after.get(e, 0)]
    ledger_after = bounties.read_ledger(session, event) if money else None
    return ReinstatePreview(entry.id, player.name, place, back, None, None, eliminated_by,
                            tuple(moves), tuple(prizes),
                            _bounty_changes(ledger_before, ledger_after), question, refusal)


def _refuse_entry(session: Session, event: Event, entry: Entry, player: Player) -> None:
    """Only a poker player out with a place, in an event with no deal yet."""
    if event.kind != "poker":
        raise ConflictError(f"{event.name}: in an OFC event a bust comes from a scored hand; "
                            "correct that hand instead (OFC tab › Correct…).")
    if entry.status == EntryStatus.ACTIVE:
        raise ConflictError(f"{player.name} is still in play: nothing to reinstate.")
    if entry.status == EntryStatus.DISQUALIFIED:
        raise ConflictError(f"{player.name} was disqualified: rescind the penalty instead "
                            "(Penalties tab).")
    if entry.status != EntryStatus.BUSTED:
        raise ConflictError(f"{player.name} is {entry.status}, not busted: nothing to "
                            "reinstate.")
    assert event.id is not None
    refuse_play_after_day2(session, event.id, player.name, reinstate=True)
    if session.exec(select(Deal.id).where(Deal.event_id == event.id)).first() is not None:
        raise ConflictError(f"{event.name} has a deal among the players left: {player.name} "
                            "cannot come back into it. Undo the deal first (Log tab).")


def _stack_before(session: Session, event: Event, entry: Entry,
                  knockout: KnockoutRow | None) -> int:
    """The chips the player had when the hand that busted them began: the stack recorded with
    the knockout or given with the bust, else the chips the bust's audit row took from them,
    else the starting stack."""
    if knockout is not None and knockout.stack:
        return int(knockout.stack)
    assert event.id is not None
    rows = session.exec(select(AuditLog.id, AuditLog.params).where(
        AuditLog.event_id == event.id, col(AuditLog.action).in_(BUST_ACTIONS),
        col(AuditLog.undone_by).is_(None)).order_by(col(AuditLog.id).desc()).limit(500))
    # the bust that put them out names them in its params (a hand's busts: their places), so
    # only that one row's recorded changes are read
    audit_id, params = next(((i, dict(p or {})) for i, p in rows
                             if entry.id in (p or {}).get("entries", ())
                             or str(entry.id) in (p or {}).get("places", {})), (None, {}))
    given = params.get("stacks", {}).get(str(entry.id))
    if given:
        return int(given)
    changes = session.exec(select(AuditLog.changes).where(AuditLog.id == audit_id)).first()
    for change in changes or []:
        if change.get("table") == "entry" and change.get("key") == [entry.id] \
                and (change.get("before") or {}).get("chips"):
            return int(change["before"]["chips"])
    return starting_stack(event) or 1


def _places(session: Session, event_id: int) -> dict[int, int]:
    return {int(e or 0): int(p) for e, p in session.exec(select(Entry.id, Entry.place).where(
        Entry.event_id == event_id, Entry.status == EntryStatus.BUSTED,
        col(Entry.place).is_not(None))).all()}


def _names(session: Session, event_id: int) -> dict[int, str]:
    return {int(e or 0): n for e, n in session.exec(
        select(Entry.id, Player.name).join(Player, Player.id == Entry.player_id)  # type: ignore[arg-type]
        .where(Entry.event_id == event_id)).all()}


def _prizes(session: Session, event: Event) -> dict[int, int]:
    """Each player's prize now; nothing to compare in an event that took no money."""
    if session.exec(select(Payment.id).where(Payment.event_id == event.id)).first() is None:
        return {}
    return {r.entry_id: r.prize for r in result_rows(session, event) if not r.kept_back}


def _bounty_changes(before: bounties.BountyInfo | None, after: bounties.BountyInfo | None
                    ) -> tuple[BountyChange, ...]:
    if before is None or after is None:
        return ()
    now: Mapping[int, bounties.BountyPlayer] = after.by_entry()
    out = []
    for p in before.players:
        q = now.get(p.entry_id)
        if q is not None and (q.collected, q.head) != (p.collected, p.head):
            out.append(BountyChange(p.entry_id, p.name, p.collected, q.collected, p.head,
                                    q.head))
    return tuple(out)
