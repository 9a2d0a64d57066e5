"""Pairing Swiss rounds: the lot drawn (CG-T7), the next round (CG-P1, CG-P2, CG-B1/B2),
pairing a round again, and a pairing swapped by hand with its warnings."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from typing import Any

from sqlmodel import Session

from tdesk import collector, validate
from tdesk.errors import ConflictError, InputError
from tdesk.models.bulk_rows import update_rows
from tdesk.models.store import ActionScope, Store
from tdesk.models.swiss import SwissRound
from tdesk.models.tables import Entry, EntryStatus, Event
from tdesk.rules import swiss as rules
from tdesk.rules.swiss import Match, PairingError, Standing
from tdesk.rules.swiss import pods as pods_rules
from tdesk.services.rule_refusal import refuse_unless
from tdesk.services.swiss.checks import floor_in
from tdesk.services.swiss.reads import get_round
from tdesk.services.swiss.rows import (
    AnyMatch,
    _entries_named,
    _entry_rows,
    _EntryRow,
    _event,
    _first_rounds,
    _history,
    _joining,
    _lots,
    _matches_of,
    _names,
    _number,
    _penalty_keys,
    _played,
    _ranking,
    _reserved,
    _round_info,
    _rounds,
    _rows,
    _write_tables,
)
from tdesk.services.swiss.values import (
    PairingRefused,
    PairingWarning,
    PodsMissing,
    RoundInfo,
    RoundsComplete,
)


def _draw_lots(session: Session, event_id: int, all_rounds: Sequence[SwissRound], seed: int,
               *, first: SwissRound | None = None,
               entries: Sequence[_EntryRow] | None = None) -> dict[str, int]:
    """CG-T7-A: the lot of every entry that has none, drawn and recorded, so undoing the
    action takes the draw back with it. ``first``: round 1's row, new or paired again, which
    records the whole draw anew from the action's ``seed`` in one row; otherwise each lot
    drawn (a late entry's) is written on its entry, from round 1's recorded seed and the
    entry (`rules.late_lot`): the event replayed from its seeds draws it alike.
    ``entries``: the event's entries already read."""
    entries = _entry_rows(session, event_id) if entries is None else entries
    if first is not None:
        drawn = rules.draw_lots([str(e.id) for e in entries], seed)
        first.lots = drawn  # a new value: the JSON column is written (and recorded) whole
        return dict(drawn)
    lots = _lots(entries, all_rounds)
    lots.update({str(e.id): rules.late_lot(all_rounds[0].seed, str(e.id))
                 for e in entries if str(e.id) not in lots})
    # the lots not recorded yet (a late entry's; an older store's draw read from round 1's
    # seed) in one statement, recorded for undo as the entries' updates
    recorded = all_rounds[0].lots if all_rounds else {}
    update_rows(session, Entry, [{"id": e.id, "state": {**e.state, "lot": lots[str(e.id)]}}
                                 for e in entries if recorded.get(str(e.id), e.state.get("lot"))
                                 != lots[str(e.id)]])
    return lots


def draw_late_lots(scope: ActionScope, event: Event) -> dict[str, int]:
    """CG-T7-A: players who join a Swiss event whose lot is drawn get theirs drawn at once, in
    the action that registers them (the players service calls this after adding them), from
    the event's recorded seed and the entry; nobody else's lot changes. The lots drawn are
    named in the action's log row ("lots") and returned. Before round 1 nothing is drawn:
    the first pairing draws everybody's."""
    assert event.id is not None
    if event.kind != "swiss":
        return {}
    session = scope.session
    all_rounds = _rounds(session, event.id)
    if not all_rounds:
        return {}
    entries = _entry_rows(session, event.id)
    had = _lots(entries, all_rounds)
    lots = _draw_lots(session, event.id, all_rounds, all_rounds[0].seed, entries=entries)
    drawn = {p: lot for p, lot in lots.items() if p not in had}
    if drawn:
        scope.params = {**scope.params, "lots": {**scope.params.get("lots", {}), **drawn}}
    return drawn


def pair_next_round(store: Store, event_id: int, *, allow_rematch: bool = False,
                    confirm_missing: bool = False, extra_round: bool = False,
                    seed: int | None = None,
                    progress: Callable[[int, int], None] | None = None) -> RoundInfo:
    """Pair the next Swiss round (CG-P1, CG-P2, CG-B1/B2); the seed is recorded.

    Refused while results of the last round are missing unless ``confirm_missing``; refused
    with the players named when only rematches are left, unless ``allow_rematch``.
    """
    seed = secrets.randbits(31) if validate.seed(seed) is None else seed
    with collector.paused(), store.action("pair round", event_id=event_id, seed=seed,
                                           params={"allow_rematch": allow_rematch}) as scope:
        session = scope.session
        event = _event(session, event_id)
        refuse_unless(floor_in(session, event_id).verify_pair_next)  # the Pair button's check
        all_rounds = _rounds(session, event_id)
        if all_rounds and all_rounds[-1].stage == "cut":
            raise ConflictError("The top cut has started: pair the next bracket round instead.")
        # the matches and the entries read once each, as plain values (issue 27)
        hist, missing = _played(session, event_id, all_rounds)
        last = all_rounds[-1].number if all_rounds else 0
        if missing and not confirm_missing:
            raise ConflictError(f"Round {last} still has {len(missing)} result(s) missing "
                                f"(tables {', '.join(str(t) for t in missing[:10])}).")
        number = last + 1
        planned = int(event.settings.get("rounds", 5))
        if number > planned and not extra_round:
            raise RoundsComplete(f"All {planned} Swiss rounds are paired; start the top cut.")
        entries, names = _entries_named(session, event_id)
        rnd = SwissRound(event_id=event_id, number=number, seed=seed)
        lots = _draw_lots(session, event_id, all_rounds, seed, entries=entries,
                          first=None if all_rounds else rnd)
        ranked = _ranking([str(e.id) for e in entries], hist, lots,
                          _penalty_keys(session, event_id))
        pairs, byes = _pairing(session, event_id, entries, hist, number, seed, allow_rematch,
                               progress, lots, ranked)
        session.add(rnd)
        written = _write_tables(session, event_id, number, pairs, byes,
                                **_plan(event, entries))
        scope.params = {"round": number, "allow_rematch": allow_rematch, "seed": seed}
        scope.summary = f"Pair round {number} ({len(pairs)} tables)"
        session.flush()
        # the points the standings counted (CG-M2, every entry): `rules.points` once more
        info = _round_info(rnd, written, names, {s.player: s.points for s in ranked})
    return info


def _pairing(session: Session, event_id: int, everybody: Sequence[_EntryRow],
             hist: Sequence[Match], number: int, seed: int, allow_rematch: bool,
             progress: Callable[[int, int], None] | None, lots: dict[str, int],
             ranked: Sequence[Standing]
             ) -> tuple[list[tuple[str, str | None]], list[int]]:
    """The engine's pairs for round ``number`` over the history before it, and the organiser
    byes (CG-B2). CG-T7: the tied players are ranked by the event's one lot, and the bye goes
    to the lowest of the ``ranked`` standings as the Standings tab shows them (`_ranking`:
    every entry, penalties counted). ``everybody``: every entry of the event, dropped ones
    too, by id."""
    entries = [e for e in everybody if e.status == EntryStatus.ACTIVE]
    byes = [e.id for e in entries if int(e.state.get("organiser_byes", 0)) >= number]
    players = [str(e.id) for e in entries if e.id not in byes]
    ranking = [s.player for s in ranked]
    joining = _late_joining(session, event_id, entries, number)
    try:
        if _drafting(session, event_id):
            pairs = _pod_pairs(session, event_id, entries, byes, hist, seed, lots, allow_rematch,
                               across=number == 1 and _across(session, event_id),
                               joining=joining)
        else:
            pairs = rules.pair_round(players, hist, seed=seed, lots=lots, ranking=ranking,
                                     allow_rematch=allow_rematch, progress=progress,
                                     joining=joining)
    except PairingError as err:
        names = _names(session, event_id)
        raise PairingRefused([names[int(p)][0] for p in err.players]) from err
    return pairs, [int(b) for b in byes if b is not None]


def _late_joining(session: Session, event_id: int, entries: Sequence[_EntryRow],
                  number: int) -> set[str]:
    """CG-P3: the late entries joining in round ``number``, last in line for its bye unless
    the event's "late_bye" setting lets them take it as anyone else."""
    if number <= 1 or _event(session, event_id).settings.get("late_bye"):
        return set()
    # only entries that were not in round 1's draw can be late (none: no read at all)
    drawn = _rounds(session, event_id)[0].lots
    late = [e for e in entries if str(e.id) not in drawn] if drawn else list(entries)
    return _joining(late, _first_rounds(session, event_id, [e.id for e in late]), number)


def _plan(event: Event, entries: Sequence[_EntryRow]) -> dict[str, Any]:
    """CG-T9, CG-T10: the first table's number (the event's setting) and the reserved tables
    (of the event's ``entries``)."""
    return {"first": int(event.settings.get("first_table", 1)), "reserved": _reserved(entries)}


def _drafting(session: Session, event_id: int) -> bool:
    """CG-D5: the event's "draft" setting pairs within pods."""
    return bool(_event(session, event_id).settings.get("draft"))


def _across(session: Session, event_id: int) -> bool:
    """CG-D5-A: the event's "pod_across" setting pairs round 1 across each pod's table."""
    return bool(_event(session, event_id).settings.get("pod_across"))


def _pod_pairs(session: Session, event_id: int, entries: Sequence[_EntryRow],
               byes: Sequence[int | None], hist: Sequence[Match], seed: int,
               lots: dict[str, int], allow_rematch: bool, *, across: bool = False,
               joining: set[str] | None = None) -> list[tuple[str, str | None]]:
    """CG-D5: each pod paired on its own (its own bye), pods in number order; refused while
    a player to pair has no pod (`PodsMissing`: before the draw, saying so; after it, naming
    every player left out, so that none is missed)."""
    pods = {str(e.id): int(e.state.get("pod") or 0) for e in entries if e.id not in byes}
    missing = [p for p, pod in pods.items() if pod < 1]
    if missing and len(missing) == len(pods):
        raise PodsMissing("Draft pods: no player has a pod yet. Draw the pods or place the "
                          "players by hand (Draft pods…) before pairing (CG-D3).")
    if missing:  # late entries after the draw: every one named, so all can be placed
        names = _names(session, event_id)
        raise PodsMissing("Draft pods: " + ", ".join(names[int(p)][0] for p in missing)
                          + " " + ("has" if len(missing) == 1 else "have")
                          + " no pod; assign the pods first (CG-D3).")
    if across:  # CG-D5-A: each pod in seat order (CG-D4), seat 1 v 5, 2 v 6 … in a pod of 8
        seat = {str(e.id): int(e.state.get("pod_seat") or 0) for e in entries}
        by_pod = {pod: pods_rules.pair_across(sorted(ps, key=lambda p: (seat[p], p)),
                                              seed=seed, lots=lots)
                  for pod, ps in pods_rules.members(pods).items()}
    else:
        by_pod = pods_rules.pair_pods(pods, hist, seed=seed, lots=lots,
                                      allow_rematch=allow_rematch, joining=joining or ())
    real = [pair for pod in by_pod.values() for pair in pod if pair[1] is not None]
    return real + [pair for pod in by_pod.values() for pair in pod if pair[1] is None]


def repair_round(store: Store, event_id: int, number: int, *, allow_rematch: bool = False,
                 seed: int | None = None) -> RoundInfo:
    """Pair the latest round again with a new seed, only while none of its results is in."""
    _number(number)
    seed = secrets.randbits(31) if validate.seed(seed) is None else seed
    with collector.paused(), store.action("re-pair round", event_id=event_id, seed=seed,
                                           params={"round": number, "seed": seed}) as scope:
        session = scope.session
        _event(session, event_id)
        all_rounds = _rounds(session, event_id)
        mine = _matches_of(session, event_id, number)
        shown = next((r.stage for r in all_rounds if r.number == number), "swiss")
        refuse_unless(lambda: floor_in(session, event_id).verify_pair_again(
            number, shown, sum(m.result is not None and m.b_entry_id is not None for m in mine)))
        for m in mine:
            session.delete(m)
        session.flush()
        rnd = all_rounds[-1]
        earlier = [m for m in _rows(session, event_id) if m.round < number]
        entries = _entry_rows(session, event_id)
        # CG-T7: round 1 paired again is the lot drawn again; later rounds keep the lot
        lots = _draw_lots(session, event_id, all_rounds, seed, entries=entries,
                          first=all_rounds[0] if number == 1 else None)
        hist = _history(earlier, all_rounds[:-1])
        ranked = _ranking([str(e.id) for e in entries], hist, lots,
                          _penalty_keys(session, event_id))
        pairs, byes = _pairing(session, event_id, entries, hist, number, seed, allow_rematch,
                               None, lots, ranked)
        rnd.seed = seed
        session.add(rnd)
        _write_tables(session, event_id, number, pairs, byes,
                      **_plan(_event(session, event_id), entries))
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
        stranger = next((e for e in (entry_a, entry_b) if e not in names), None)
        if stranger is not None:  # an id of another event's player
            raise InputError("Players to swap", stranger, "is not a player of this event")
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
