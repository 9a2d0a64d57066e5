"""The Swiss night played as a booster draft (CG-D1..CG-D7): the pods drawn by the desk's pod
service, a late entry refused at the pairing until the floor places them by hand, a drop
between the pods and round 1, round 1 by lot or across the draft table (CG-D5-A), every
Swiss round paired within the pods (CG-D5: the project pairs every Swiss round so, not only
the first), the standings one order merged from the pods' own (CG-D6, CG-D7), then the rest
of the Swiss night (penalties, corrections, phones, the top cut across the pods).

The test's own record: which pod each player is in, as the floor placed them. The checks:
every active player in exactly one pod, seated 1, 2, … in it; a draw's sizes as CG-D1 says
(the fewest pods of at most the pod size, as even as can be, the larger first), a hand
assignment's from the smallest pod to the pod size (CG-D3); each table inside one pod, one bye
for each odd pod, no rematch inside a pod that can avoid one; round 1 across the table seat k
v k + n/2 after the lot's bye; the standings the book's CG-D6 rankings merged by CG-D7."""

from __future__ import annotations

from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from tdesk.services.players import PlayerFields, add_player
from tdesk.services.swiss import swiss
from tests.services.swiss.test_swiss_day import lots_of

if TYPE_CHECKING:
    from tests.nights.swiss_night import SwissNight

LIMITS = {"small": ((5, 3), (6, 3)), "nightly": ((8, 4), (6, 3))}
"""Size -> the (pod size, smallest pod) settings a draft night draws from: the smallest at
most half the pod size, so that any field of at least the smallest can be drawn (CG-D1)."""


def draw_sizes(n: int, target: int) -> list[int]:
    """CG-D1 as written: the fewest pods with none above ``target``, sizes differing by at
    most one, the larger pods first."""
    count = -(-n // target)
    return sorted(((n + i) // count for i in range(count)), reverse=True) if n else []


class Draft:
    """The draft's settings, the floor's pod record and the checks; ``night`` plays the rest."""

    def __init__(self, night: SwissNight) -> None:
        self.night = night
        self.target, self.minimum = night.rng.choice(LIMITS[night.floor.size])
        self.pods: dict[int, int] = {}  # entry -> pod, as the floor placed them
        self.across = False

    def settings(self) -> dict[str, Any]:
        return {"draft": True, "pod_size": self.target, "pod_minimum": self.minimum}

    # -- the pods ------------------------------------------------------------------------------
    def active(self) -> list[int]:
        return [p for p in self.night.everyone if p not in self.night.dropped]

    def check_pods(self, what: str, sizes: list[int] | None = None, *,
                   dropped: bool = False) -> None:
        """Every active player in exactly one pod, the desk's pods the floor's, seats 1..n;
        ``sizes``: the pods' sizes in number order, else each within the event's limits."""
        f = self.night.floor
        info = swiss.pods(self.night.store, self.night.event)
        assert not info.unassigned, f.why(f"{what}: without a pod: {info.unassigned}")
        seated = [s.entry_id for pod in info.pods for s in pod.seats]
        assert sorted(seated) == sorted(self.active()), f.why(
            f"{what}: the pods hold {sorted(seated)}, the active players are {self.active()}")
        assert [p.number for p in info.pods] == list(range(1, len(info.pods) + 1)), f.why(
            f"{what}: pods numbered {[p.number for p in info.pods]}")
        for pod in info.pods:  # a drop leaves its seat empty; a seating fills 1..n
            seats = [s.seat for s in pod.seats]
            assert len(set(seats)) == len(seats) and min(seats) >= 1 and max(seats) <= (
                self.target if dropped else len(seats)), f.why(
                f"{what}: pod {pod.number}'s seats {seats}")
        self.pods.update({s.entry_id: pod.number for pod in info.pods for s in pod.seats})
        got = [len(pod.seats) for pod in info.pods]
        if sizes is not None:
            assert got == sizes, f.why(f"{what}: pod sizes {got}, CG-D1 says {sizes}")
        else:
            assert all(self.minimum <= n <= self.target for n in got), f.why(
                f"{what}: pod sizes {got}, each must be {self.minimum}..{self.target} (CG-D3)")
        f.did(what)

    def draw(self, what: str) -> None:
        n = len(self.active())
        swiss.draw_pods(self.night.store, self.night.event, seed=self.night.rng.randrange(1 << 30))
        self.pods.clear()
        self.check_pods(what, draw_sizes(n, self.target))

    def form(self, late_names: list[str]) -> None:
        """The pods drawn; a late entry or two before round 1, each refused by the pairing
        (by name) until the floor places them; a drop; round 1 by lot or across the table."""
        night, f, rng = self.night, self.night.floor, self.night.rng
        self.draw("pods drawn")
        for _ in range(rng.randint(1, 2)):
            if late_names:
                self.late_entry(late_names.pop())
        active = self.active()
        if len(active) > night.cut + 4:
            leaving = rng.choice(active)
            swiss.drop_player(night.store, night.event, leaving)
            night.dropped.add(leaving)
            f.did("drop before round 1")
            self.check_pods("pods after a drop", dropped=True)
            if rng.random() < 0.4:  # the floor evens the pods out again: the drop has none
                self.draw("pods drawn again after a drop")
        if rng.random() < 0.5:
            swiss.set_round_one_across(night.store, night.event, True)
            self.across = True
            f.did("round 1 across the table")

    def late_entry(self, name: str) -> int:
        """A late entry: the pairing refuses them by name (CG-D5); the floor puts them in the
        smallest pod (the Draft pods dialog's Place late entries, or a move and Save), or draws
        the pods again when every pod is full (before round 1 only: after it the pods have
        played). Nobody already seated changes pod or seat (CG-D4-A)."""
        night, f = self.night, self.night.floor
        late = add_player(night.store, night.event, PlayerFields(name=name, rating=1500))
        night.everyone.append(late)
        if night.book.tables:  # after round 1: joining in the next round (CG-P3)
            night.joins[late] = max(r for r, _ in night.book.tables) + 1
        f.did("late entry in a draft")
        exc = f.refused("pairing with a player without a pod", swiss.pair_next_round,
                        night.store, night.event, seed=1)
        assert isinstance(exc, swiss.PodsMissing) and name in str(exc), f.why(
            f"the refusal names the late entry {name}: {exc}")
        sizes: dict[int, int] = {}
        for p in self.active():
            if p in self.pods:
                sizes[self.pods[p]] = sizes.get(self.pods[p], 0) + 1
        smallest = min(sorted(sizes), key=lambda pod: sizes[pod])
        if sizes[smallest] >= self.target and not night.book.tables:
            self.draw("pods drawn again")
            return late
        seated = self.seats()
        if night.rng.random() < 0.5:  # the dialog's Place late entries (CG-D3-A)
            swiss.place_late_entries(night.store, night.event,
                                     seed=night.rng.randrange(1 << 30))
        else:  # by hand: the dialog's Save with the late entry moved into the smallest pod
            assignment = {p: self.pods[p] for p in self.active() if p != late}
            assignment[late] = smallest
            swiss.assign_pods(night.store, night.event, assignment,
                              seed=night.rng.randrange(1 << 30))
        self.check_pods("late entry placed in a pod", dropped=bool(night.dropped))
        now = self.seats()
        assert self.pods[late] == smallest, f.why(
            f"{name} placed in pod {self.pods[late]}, the smallest is pod {smallest} (CG-D3-A)")
        assert {p: s for p, s in now.items() if p != late} == seated, f.why(
            f"placing {name} moved seated players (CG-D4-A): "
            f"{ {p: (s, now.get(p)) for p, s in seated.items() if now.get(p) != s} }")
        return late

    def seats(self) -> dict[int, tuple[int, int]]:
        """Each seated player's (pod, seat) as the desk shows them."""
        return {s.entry_id: (pod.number, s.seat)
                for pod in swiss.pods(self.night.store, self.night.event).pods for s in pod.seats}

    def has_room(self) -> bool:
        """Whether a late entry after round 1 fits a pod (a pod below the pod size)."""
        sizes = list(self.members(self.active()).values())
        return any(len(ps) < self.target for ps in sizes)

    # -- pairing and standings -----------------------------------------------------------------
    def members(self, players: list[int]) -> dict[int, list[int]]:
        out: dict[int, list[int]] = {}
        for p in players:  # a player dropped before the pods were drawn again: none (0)
            out.setdefault(self.pods.get(p, 0), []).append(p)
        return dict(sorted(out.items()))

    def pair(self, number: int, seed: int) -> swiss.RoundInfo:
        """CG-D5: the round paired pod by pod; rematches allowed only when some pod has no
        pairing without one, and then none in the pods that have."""
        night, f = self.night, self.night.floor
        groups = self.members(self.active())
        assert 0 not in groups, f.why(f"round {number}: active players without a pod")
        free = {pod: night.rematch_free(set(ps)) for pod, ps in groups.items()}
        if all(free.values()):
            rnd = swiss.pair_next_round(night.store, night.event, seed=seed)
        else:
            f.refused("a draft round with only rematches left in a pod", swiss.pair_next_round,
                      night.store, night.event, seed=seed)
            rnd = swiss.pair_next_round(night.store, night.event, seed=seed, allow_rematch=True)
            f.did("rematches allowed")
        for t in rnd.tables:
            if t.b_id is not None:
                assert self.pods[t.a_id] == self.pods[t.b_id], f.why(
                    f"round {number} table {t.table}: players of pods {self.pods[t.a_id]} "
                    f"and {self.pods[t.b_id]} paired (CG-D5)")
        for pod, ps in groups.items():
            tables = [t for t in rnd.tables if self.pods[t.a_id] == pod]
            if free[pod]:
                night.check_pairing(SimpleNamespace(  # type: ignore[arg-type]
                    number=number, tables=tables), set(ps))
            if number == 1 and self.across:
                self.check_across(pod, tables)
        f.did("draft round paired within pods")
        return rnd

    def check_across(self, pod: int, tables: list[swiss.TableRow]) -> None:
        """CG-D5-A: the odd pod's bye to the player the lot ranks last, the others in seat
        order, seat k against seat k + n/2."""
        night = self.night
        info = swiss.pods(night.store, night.event)
        seats = [s.entry_id for s in next(p for p in info.pods if p.number == pod).seats]
        lots = lots_of(night.store, night.event)
        expected: set[frozenset[int | None]] = set()
        if len(seats) % 2:
            last = max(seats, key=lambda p: lots[str(p)])
            seats.remove(last)
            expected.add(frozenset((last, None)))
        half = len(seats) // 2
        expected |= {frozenset((seats[k], seats[k + half])) for k in range(half)}
        got = {frozenset((t.a_id, t.b_id)) for t in tables}
        assert got == expected, night.floor.why(f"round 1 across pod {pod}'s table: {got}")

    def ranking(self, lots: dict[str, int]) -> list[int]:
        """CG-D6: each pod ranked by the book among its own players; CG-D7: the pods' orders
        merged, of the pods' next players the most points, then CG-T1..T4, then the fewest
        penalties (CG-T6), then the lot."""
        book = self.night.book
        queues = [book.ranking(ps, lots) for ps in self.members(self.night.everyone).values()]
        order: list[int] = []
        while any(queues):
            best = min((q for q in queues if q), key=lambda q: (
                tuple(-v for v in book.key(q[0])), book.penalty_key(q[0]), lots[str(q[0])]))
            order.append(best.pop(0))
        return order

    def check_rows(self, rows: list[swiss.StandingRow], what: str) -> None:
        """Each line's pod is the floor's and its place in the pod the pod's own order."""
        f = self.night.floor
        seen: dict[int, int] = {}
        for r in rows:
            pod = self.pods.get(r.entry_id, 0)
            if not pod:  # dropped before the pods were drawn again: in no pod (issue 37)
                assert not r.standing.pod, f.why(
                    f"{what}: {r.name}, dropped before the draw, shown in pod {r.standing.pod}")
                continue
            seen[pod] = seen.get(pod, 0) + 1
            assert (r.standing.pod, r.standing.pod_rank) == (pod, seen[pod]), f.why(
                f"{what}: {r.name} shown in pod {r.standing.pod} place {r.standing.pod_rank}, "
                f"is pod {pod} place {seen[pod]}")
