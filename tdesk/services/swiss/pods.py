"""Draft pods of a Swiss event (CG-D1..CG-D6, issue 24): the seeded draw or a hand assignment
(checked by `tdesk.rules.swiss.pods`), each pod seated, late entries placed in the smallest
pods (CG-D3-A) with every seated player kept in their seat (CG-D4-A), and the pods read back
with their seats and standings. The pairing pairs within pods when the event's "draft" setting is on
(`swiss_pairing`); the standings rank pod by pod once pods are set (CG-D6, CG-T8)."""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from dataclasses import dataclass, replace

from sqlmodel import Session

from tdesk import validate
from tdesk.errors import ConflictError, InputError
from tdesk.models.store import Store
from tdesk.models.tables import Entry, Event
from tdesk.rules.swiss import pods as rules
from tdesk.services.rule_refusal import refuse_unless
from tdesk.services.swiss.reads import standings
from tdesk.services.swiss.rows import _active, _entries, _event, _names, _rounds
from tdesk.services.swiss.values import StandingRow


@dataclass(frozen=True)
class PodSeat:
    """One seat of a pod: its number from 1, the player's entry id and name."""

    seat: int
    entry_id: int
    name: str


@dataclass(frozen=True)
class Pod:
    number: int
    seats: tuple[PodSeat, ...]


@dataclass(frozen=True)
class PodsInfo:
    """The pods (by number, seats in order) and the active players without a pod."""

    pods: tuple[Pod, ...]
    unassigned: tuple[PodSeat, ...]
    target: int
    minimum: int


def _limits(event: Event) -> tuple[int, int]:
    return (int(event.settings.get("pod_size", rules.DEFAULT_TARGET)),
            int(event.settings.get("pod_minimum", rules.DEFAULT_MINIMUM)))


def draw_pods(store: Store, event_id: int, seed: int | None = None) -> PodsInfo:
    """CG-D2, CG-D4: the active players drawn into pods from ``seed`` (recorded) and each pod
    seated; a player dropped or without a place in a pod size is refused (CG-D1)."""
    seed = _seed(seed)
    with store.action("draw pods", event_id=event_id, seed=seed, params={"seed": seed}) as scope:
        session = scope.session
        event = _event(session, event_id)
        target, minimum = _limits(event)
        active = [str(e.id) for e in _active(session, event_id)]
        try:
            drawn = rules.draw_pods(active, seed, target, minimum)
        except ValueError as err:
            raise InputError("Pods", len(active), str(err)) from None
        _write(session, event_id, drawn, seed, keep=False)
        scope.summary = f"Draw {len(set(drawn.values()))} draft pod(s)"
    return pods(store, event_id)


def assign_pods(store: Store, event_id: int, assignment: Mapping[int, int],
                seed: int | None = None) -> PodsInfo:
    """CG-D3: pods by hand ({entry id: pod}) for every active player, checked by the rules
    (everybody once, pods 1, 2, … each of the event's sizes), then seated: who stays in
    their pod keeps their seat, who is new to a pod takes a free one (CG-D4-A)."""
    raw = validate.mapping("Pods", assignment)
    given = dict(zip(validate.identifiers("Player", list(raw)),
                     (validate.integer("Pod", pod, low=1, high=999) for pod in raw.values()),
                     strict=True))
    seed = _seed(seed)
    with store.action("assign pods", event_id=event_id, seed=seed,
                      params={"pods": {str(e): p for e, p in given.items()}}) as scope:
        session = scope.session
        event = _event(session, event_id)
        target, minimum = _limits(event)
        names = _names(session, event_id)
        active = [str(e.id) for e in _active(session, event_id)]
        by_name = {names[int(e)][0] if int(e) in names else f"#{e}": p
                   for e, p in given.items()}
        try:
            rules.verify_pods([names[int(p)][0] for p in active], by_name, target, minimum)
        except ValueError as err:
            raise InputError("Pods", _pods_text(by_name), str(err)) from None
        _write(session, event_id, {str(e): p for e, p in given.items()}, seed, keep=True)
        scope.summary = f"Assign {len(set(given.values()))} draft pod(s) by hand"
    return pods(store, event_id)


def place_late_entries(store: Store, event_id: int, seed: int | None = None) -> PodsInfo:
    """CG-D3-A: every active player without a pod (a late entry after the draw) placed, in
    the order they registered, into the pod with the fewest players (the lower number among
    equals) at its first free seat (CG-D4-A); nobody seated moves. Refused when no pod is
    drawn, nobody is waiting, or every pod is full."""
    seed = _seed(seed)
    with store.action("place late entries", event_id=event_id, seed=seed) as scope:
        session = scope.session
        event = _event(session, event_id)
        target, _ = _limits(event)
        names = _names(session, event_id)
        now = {str(e.id): int(e.state.get("pod") or 0) for e in _active(session, event_id)}
        seated = {p: pod for p, pod in now.items() if pod > 0}
        joining = sorted((p for p, pod in now.items() if pod < 1), key=int)
        refuse_unless(lambda: rules.verify_place_late(bool(seated), len(joining)))  # as the button
        try:
            placed = rules.place_late({names[int(p)][0]: pod for p, pod in seated.items()},
                                      [names[int(p)][0] for p in joining], target)
        except ValueError as err:
            raise ConflictError(f"Draft pods: {err}") from None
        chosen = {p: placed[names[int(p)][0]] for p in joining}
        seats = _write(session, event_id, {**seated, **chosen}, seed, keep=True)
        scope.params = {"pods": chosen, "seats": {p: seats[p] for p in chosen}}
        scope.summary = "Place late entries in the draft pods: " + ", ".join(
            f"{names[int(p)][0]} (pod {chosen[p]}, seat {seats[p]})" for p in joining)
    return pods(store, event_id)


def set_round_one_across(store: Store, event_id: int, across: bool) -> None:
    """CG-D5-A: pair round 1 across each pod's table (seat 1 v 5, 2 v 6 … in a pod of 8) or
    by lot; the event's "pod_across" setting, as the event dialog saves it (it counts when
    round 1 is paired, or paired again)."""
    if not isinstance(across, bool):
        raise InputError("Round 1 across the draft table", across, "must be on or off")
    with store.action("draft round one", event_id=event_id, params={"across": across}) as scope:
        session = scope.session
        event = _event(session, event_id)
        event.settings = {**event.settings, "pod_across": across}
        session.add(event)
        scope.summary = ("Draft round 1 across the pod's table" if across
                         else "Draft round 1 by lot")


def round_one_across(store: Store, event_id: int) -> bool:
    """CG-D5-A: whether round 1 is paired across each pod's table."""
    with store.read() as session:
        return bool(_event(session, event_id).settings.get("pod_across"))


def _seed(seed: int | None) -> int:
    """The draw's seed: the one typed (to replay a draw) or a fresh one, recorded."""
    chosen = validate.seed(seed)
    return secrets.randbits(31) if chosen is None else chosen


def _pods_text(by_name: Mapping[str, int]) -> str:
    """The assignment as the error names it: "pod 1: Ann, Bob; pod 2: …"."""
    return "; ".join(f"pod {pod}: {', '.join(ps)}" for pod, ps in rules.members(by_name).items())


def _write(session: Session, event_id: int, assignment: Mapping[str, int], seed: int, *,
           keep: bool) -> dict[str, int]:
    """Each active player's pod and seat on the entry (undone with the action); the seats
    written are returned. ``keep``: the players seated keep their seats where their pod is
    unchanged (CG-D4-A); else (a draw) every pod is seated anew (CG-D4). A player dropped
    before round 1 loses an old pod (the standings once showed them alone in a pod the new
    draw no longer had, issue 37); one dropped after playing keeps the pod played in."""
    played = bool(_rounds(session, event_id))
    entries = _entries(session, event_id) if not played else _active(session, event_id)
    sitting = {str(e.id): (int(e.state.get("pod") or 0), int(e.state.get("pod_seat") or 0))
               for e in entries if keep}
    seats = rules.reseat(assignment, sitting, seed)
    for e in entries:
        key = str(e.id)
        state = {k: v for k, v in e.state.items() if k not in ("pod", "pod_seat")}
        if key in assignment:
            state.update(pod=assignment[key], pod_seat=seats[key])
        if state != e.state:
            e.state = state
            session.add(e)
    return seats


def pods(store: Store, event_id: int) -> PodsInfo:
    """The pods with their seats (CG-D4), and the active players without one."""
    with store.read() as session:
        event = _event(session, event_id)
        names = _names(session, event_id)
        entries: list[Entry] = _active(session, event_id)
    by_pod: dict[int, list[PodSeat]] = {}
    loose: list[PodSeat] = []
    for e in entries:
        assert e.id is not None
        pod = int(e.state.get("pod") or 0)
        seat = PodSeat(int(e.state.get("pod_seat") or 0), e.id, names[e.id][0])
        (by_pod.setdefault(pod, []) if pod > 0 else loose).append(seat)
    target, minimum = _limits(event)
    return PodsInfo(tuple(Pod(n, tuple(sorted(s, key=lambda x: (x.seat, x.name))))
                          for n, s in sorted(by_pod.items())),
                    tuple(sorted(loose, key=lambda x: x.name)), target, minimum)


def pod_standings(store: Store, event_id: int) -> dict[int, list[StandingRow]]:
    """CG-D6: the standings pod by pod, ranks from 1 within each pod (pod 0: no pod)."""
    out: dict[int, list[StandingRow]] = {}
    for row in standings(store, event_id):
        rows = out.setdefault(row.standing.pod or 0, [])
        rows.append(replace(row, standing=replace(row.standing, rank=len(rows) + 1)))
    return out
