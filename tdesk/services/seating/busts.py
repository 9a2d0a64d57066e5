"""Busting players out and their finishing places (PL-1): one floor action per hand."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from sqlmodel import Session

from tdesk import validate
from tdesk.errors import ConflictError, InputError
from tdesk.models.store import Store
from tdesk.models.store_messages import UNDO_HINTS
from tdesk.models.tables import Entry, EntryStatus, Player
from tdesk.rules import seating as rules
from tdesk.rules.money import bounties as rb
from tdesk.services.money import (
    bounties,
    bounty_paid,  # noqa: F401  its undo check keeps bounty cash handed over
)
from tdesk.services.seating import field_counts
from tdesk.services.seating import places as finishing
from tdesk.services.seating.flights_bags import refuse_play_after_day2
from tdesk.services.seating.kept import _floor_action
from tdesk.services.seating.room import _Room

REINSTATE_HINT = ("A player busted by mistake comes back with Reinstate… (Seating tab, "
                  "Ctrl+Shift+I; tdesk reinstate): their place, the places after it, prizes "
                  "and bounties follow, and no later action is undone.")
"""What a refused undo of a bust points to (issue 35)."""
for _action in ("bust", "hand-for-hand hand done"):
    UNDO_HINTS.setdefault(_action, REINSTATE_HINT)


def bust_players(store: Store, event_id: int, entry_ids: Sequence[int],
                 stacks: Mapping[int, int] | None = None,
                 eliminators: Mapping[int, Sequence[int]] | None = None,
                 shares: Mapping[int, Sequence[int]] | None = None,
                 envelopes: Mapping[int, int] | None = None) -> dict[int, int]:
    """Bust players out in one hand; returns their finishing places.

    Several busts in one hand are ordered by their stacks at the start of the hand (``stacks``,
    else the recorded chips): larger finishes higher, equal stacks share the place.
    ``eliminators``: busted entry -> the entries that won its chips (several: a split pot),
    recorded as knockouts in the same action (BNT-1, issue 23), so undo removes them too; an
    event with a bounty format needs them for every bust. ``shares``: busted entry -> a whole
    weight above 0 per eliminator, in the same order, when a split pot was won in uneven parts
    (BNT-2; default equal). ``envelopes``: busted entry -> the value of the real mystery
    envelope drawn for it at the table (BNT-5; default: the event's seeded draw).
    """
    if not entry_ids:
        raise InputError("Players", "", "choose at least one player to bust")
    validate.identifiers("Players", entry_ids)
    validate.stacks(None if stacks is None else validate.mapping("Stacks", stacks))
    with _floor_action(store, "bust", event_id) as (scope, ctx):
        left = ctx.active_count()
        rows = [ctx.entry(e) for e in entry_ids]
        validate.distinct("Players", entry_ids, [p.name for _, p in rows])
        elims = eliminators_checked(eliminators, entry_ids, ctx.name_of)
        parts = shares_checked(shares, elims, ctx.name_of)
        drawn = envelopes_checked(envelopes, elims, ctx.name_of)
        for entry, player in rows:
            if entry.status != EntryStatus.ACTIVE:
                raise ConflictError(f"{player.name} is already {entry.status}.")
            if ctx.by_entry and ctx.seat_of(entry.id or 0) is None:  # the room has a draw
                raise ConflictError(f"{player.name} has no seat: only a seated player can be "
                                    "busted.")
        start = {str(e.id): int((stacks or {}).get(e.id or 0, e.chips or 0)) for e, _ in rows}
        try:
            order = rules.bust_places(start, left)
        except ValueError as exc:
            raise InputError("Stacks", start, str(exc)) from exc
        places = put_out(scope.session, ctx, rows, order, elims=elims, stacks=stacks,
                         shares=parts, envelopes=drawn)
        names = ", ".join(f"{p.name} ({_ordinal(places[e.id or 0])})" for e, p in rows)
        scope.params = {"entries": list(entry_ids), "places": {str(k): v for k, v in places.items()}}
        if stacks:  # the stacks the hand began with: a reinstatement gives them back (issue 35)
            scope.params["stacks"] = {str(k): int(v) for k, v in stacks.items()}
        if any(elims.values()):
            scope.params["eliminators"] = {str(k): list(v) for k, v in elims.items() if v}
        if parts:
            scope.params["shares"] = {str(k): list(v) for k, v in parts.items()}
        scope.summary = f"Bust {names}"
        return places


def put_out(session: Session, ctx: _Room, rows: Sequence[tuple[Entry, Player]],
            order: Mapping[str, int], *, elims: Mapping[int, tuple[int, ...]],
            stacks: Mapping[int, int] | None,
            shares: Mapping[int, tuple[int, ...]] | None = None,
            envelopes: Mapping[int, int] | None = None) -> dict[int, int]:
    """Inside the caller's action: one hand's busts out, ranked by ``order`` (lower finishes
    higher, equal tie), through the one bust path; their knockouts, chips and seats follow.
    Hand-for-hand (issue 23) calls it with the whole hand's busts from every table."""
    refuse_unpaid(session, ctx, [e.id or 0 for e, _ in rows]
                  + [x for ids in elims.values() for x in ids])
    if rows:  # a flight's busts are its bags once Day 2 is built (issue 35)
        refuse_play_after_day2(session, ctx.event_id, rows[0][1].name)
    left = ctx.active_count()
    start = {str(e.id): int((stacks or {}).get(e.id or 0, e.chips or 0)) for e, _ in rows}
    _record(session, ctx, rows, elims, start, order, left, stacks, shares or {},
            envelopes or {})
    # the one bust path (PL-1): above everyone out before, whatever joined the field since
    places = finishing.bust(session, ctx.event, {int(k): v for k, v in order.items()},
                            active=left)
    for entry, _ in rows:
        entry.chips = 0
        session.add(entry)
    leave_room(ctx, [e.id or 0 for e, _ in rows])
    return places


def leave_room(ctx: _Room, entry_ids: Sequence[int]) -> None:
    """The room's upkeep for players out, whichever path put them out (a seating bust from the
    tab or a tablet, hand-for-hand, an OFC hand): the count of players left, their seats
    freed, the plan stored again (broken tables closed, the final table marked)."""
    ctx.players_out(list(entry_ids))
    for entry_id in entry_ids:
        seat = ctx.seat_of(entry_id)
        if seat is not None:
            ctx.remove_seat(seat)
    ctx.save_plan(None)


def refuse_unpaid(session: Session, ctx: _Room, entry_ids: Sequence[int]) -> None:
    """A player registered but not paid is not in play (issue 35): neither busted nor anyone's
    eliminator, so no place is given and no knockout credited."""
    unpaid = field_counts.unpaid_ids(session, ctx.event_id) & set(entry_ids)
    if unpaid:
        _, player = ctx.entry(min(unpaid))
        raise ConflictError(unpaid_message(player.name))


def unpaid_message(name: str) -> str:
    return (f"{name} has not paid the entry: take the payment first; a registered player who "
            "has not paid is not in play.")


def eliminators_checked(given: Mapping[int, Sequence[int]] | None, busted: Sequence[int],
                        name_of: Callable[[int], str]) -> dict[int, tuple[int, ...]]:
    """The eliminators checked inside the action, so a refusal names the player (issue 35):
    ids, each list distinct, only for players busted here."""
    if given is None:
        return {e: () for e in busted}
    out: dict[int, tuple[int, ...]] = {e: () for e in busted}
    for key, value in validate.mapping("Eliminated by", given).items():
        entry = validate.identifier("Eliminated by", key)
        if entry not in out:
            raise InputError("Eliminated by", name_of(entry), "is not one of the players busted")
        ids = validate.identifiers("Eliminated by", value)
        validate.distinct("Eliminated by", ids, [name_of(e) for e in ids])
        out[entry] = tuple(ids)
    return out


def shares_checked(given: Mapping[int, Sequence[int]] | None,
                   elims: Mapping[int, tuple[int, ...]], name_of: Callable[[int], str]
                   ) -> dict[int, tuple[int, ...]]:
    """BNT-2's shares checked: for a busted player with eliminators, one whole weight above 0
    per eliminator; the refusal names the busted player."""
    out: dict[int, tuple[int, ...]] = {}
    for key, value in validate.mapping("Shares", given or {}).items():
        entry = validate.identifier("Shares", key)
        who = name_of(entry)
        if entry not in elims:
            raise InputError("Shares", who, "is not one of the players busted")
        if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Sequence):
            raise InputError(f"Shares of {who}", validate.shown(value), "must be a list of "
                             "whole numbers, one per eliminator")
        parts = tuple(validate.integer(f"Shares of {who}", v, low=1, high=rb.BIG)
                      for v in value)
        if len(parts) != len(elims[entry]):
            raise InputError(f"Shares of {who}", ", ".join(map(str, parts)),
                             f"give {len(elims[entry])}, one per eliminator")
        out[entry] = parts
    return out


def envelopes_checked(given: Mapping[int, int] | None, elims: Mapping[int, tuple[int, ...]],
                      name_of: Callable[[int], str]) -> dict[int, int]:
    """BNT-5's real envelopes: for a player busted here, a value above 0 (the rules then check
    it is one left, and that the bust is in the phase)."""
    out: dict[int, int] = {}
    for key, value in validate.mapping("Envelope", given or {}).items():
        entry = validate.identifier("Envelope", key)
        who = name_of(entry)
        if entry not in elims:
            raise InputError("Envelope", who, "is not one of the players busted")
        out[entry] = validate.integer(f"Envelope of {who}", value, low=1, high=rb.BIG)
    return out


def _record(session: Session, ctx: _Room, rows: Sequence[tuple[Entry, Player]],
            elims: Mapping[int, tuple[int, ...]], start: Mapping[str, int],
            order: Mapping[str, int], left: int, stacks: Mapping[int, int] | None,
            shares: Mapping[int, tuple[int, ...]], envelopes: Mapping[int, int]) -> None:
    """The hand's knockouts, the lowest place first (BNT-1), before the players are out."""
    names = {e.id or 0: p.name for e, p in rows}
    winners = {w for ids in elims.values() for w in ids}
    # a same-hand chain (A busted by B, B by C): B's knockout after A's at an equal place, so
    # B takes A's bounty and then has the grown head taken (BNT-1)
    busts = sorted((bounties.Bust(e.id or 0, elims.get(e.id or 0, ()), shares.get(e.id or 0),
                                  stack=start.get(str(e.id)), envelope=envelopes.get(e.id or 0))
                    for e, _ in rows),
                   key=lambda b: (-order.get(str(b.entry_id), 0), b.entry_id in winners,
                                  b.entry_id))
    bounties.record_knockouts(session, ctx.event, busts, players_left=left,
                              stacks=stacks, names=names, chain=True)


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
