"""A draft night played through the services (issue 36): 22 players drawn into pods of 8, 7
and 7, three Swiss rounds inside the pods with byes, draws and a drop, and after every round
the pairing and the standings checked against the test's own computation from the rules as
written (CG-M2 points, CG-B1/B3 byes, CG-T1..T5 and T7, CG-T8 within the pod, and tdesk's
one order across the pods, CG-D7). Nothing here calls the production tiebreak code: the test
keeps its own record of every result it typed and ranks from that."""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Callable

from sqlmodel import select

from tdesk.models.store import Store
from tdesk.models.swiss import SwissRound
from tdesk.services.swiss import swiss

MakeEvent = Callable[..., int]

CODES = {"2-0": (2, 0), "2-1": (2, 1), "1-2": (1, 2), "0-2": (0, 2), "1-1": (1, 1)}


class Book:
    """The test's own record: each player's matches as (opponent or None for a bye, the
    player's game wins, the opponent's)."""

    def __init__(self) -> None:
        self.matches: dict[int, list[tuple[int | None, int, int]]] = defaultdict(list)

    def add(self, a: int, b: int | None, a_wins: int, b_wins: int) -> None:
        self.matches[a].append((b, a_wins, b_wins))
        if b is not None:
            self.matches[b].append((a, b_wins, a_wins))

    def scored(self, me: int, opp: int | None, mine: int, theirs: int) -> int:
        """CG-M2: win 3, draw 1, loss 0; CG-B1: a bye is a 3-point win."""
        if opp is None or mine > theirs:
            return 3
        return 1 if mine == theirs else 0

    def points(self, p: int) -> int:
        return sum(self.scored(p, *m) for m in self.matches[p])

    def values(self, p: int) -> tuple[int, int, int, int]:
        """(points, CG-T1 quality of wins, CG-T2 of losses, CG-T3 of games): a bye adds 0
        to T1..T3 (CG-B3)."""
        wq = lq = gq = 0
        for opp, mine, theirs in self.matches[p]:
            if opp is None:
                continue
            got = self.scored(p, opp, mine, theirs)
            gq += self.points(opp)
            wq += self.points(opp) if got == 3 else 0
            lq += self.points(opp) if got == 0 else 0
        return self.points(p), wq, lq, gq

    def second_order(self, p: int) -> int:
        """CG-T4: the opponents' T3 summed; a bye counts as the player's own T3 (CG-B3)."""
        own = self.values(p)[3]
        return sum(own if opp is None else self.values(opp)[3] for opp, _, _ in self.matches[p])

    def key(self, p: int) -> tuple[int, ...]:
        return (*self.values(p), self.second_order(p))


def rank_pod(book: Book, players: list[int], lots: dict[str, int]) -> list[int]:
    """CG-T8: the pod's own order: points, T1..T4 higher first; a tied group by CG-T5
    (match points scored against the others of the group, when they are not all equal),
    then the lot (CG-T7, the smaller draw first)."""
    groups: dict[tuple[int, ...], list[int]] = defaultdict(list)
    for p in players:
        groups[book.key(p)].append(p)
    order: list[int] = []
    for key in sorted(groups, reverse=True):
        tied = groups[key]
        among = {p: sum(book.scored(p, o, m, t) for o, m, t in book.matches[p] if o in tied)
                 for p in tied}
        if len(set(among.values())) > 1:
            order += sorted(tied, key=lambda p: (-among[p], lots[str(p)]))
        else:
            order += sorted(tied, key=lambda p: lots[str(p)])
    return order


def one_order(book: Book, pods: dict[int, list[int]], lots: dict[str, int]) -> list[int]:
    """CG-D7: the pods' orders merged; of the pods' next players the one with more points
    (then T1..T4) goes first, then the smaller lot."""
    queues = [rank_pod(book, members, lots) for _, members in sorted(pods.items())]
    out: list[int] = []
    while any(queues):
        best = max((q for q in queues if q),
                   key=lambda q: (*book.key(q[0]), -lots[str(q[0])]))
        out.append(best.pop(0))
    return out


def lots_of(store: Store, event: int) -> dict[str, int]:
    with store.read() as session:
        return dict(session.exec(select(SwissRound.lots).where(
            SwissRound.event_id == event, SwissRound.number == 1)).one())


def test_a_draft_night_of_22_in_pods_of_8_7_7(store: Store, make_event: MakeEvent) -> None:
    event = make_event("swiss", players=22, rounds=3, draft=True)
    info = swiss.draw_pods(store, event, seed=3622)
    assert [len(p.seats) for p in info.pods] == [8, 7, 7]
    pod_of = {s.entry_id: p.number for p in info.pods for s in p.seats}
    rng = random.Random(36)
    book = Book()
    had_bye: set[int] = set()
    dropped: set[int] = set()
    for number in (1, 2, 3):
        rnd = swiss.pair_next_round(store, event, seed=100 + number)
        lots = lots_of(store, event)
        active = {e for e in pod_of if e not in dropped}
        seen = [p for t in rnd.tables for p in (t.a_id, t.b_id) if p is not None]
        assert sorted(seen) == sorted(active)  # every active player once (CG-P2)
        byes = [t.a_id for t in rnd.tables if t.b_id is None]
        odd_pods = {pod for pod in (1, 2, 3)
                    if sum(1 for e in active if pod_of[e] == pod) % 2}
        assert sorted(pod_of[b] for b in byes) == sorted(odd_pods)  # a bye per odd pod
        assert not set(byes) & had_bye  # CG-B1: one pairing bye per player
        had_bye |= set(byes)
        for t in rnd.tables:
            if t.b_id is None:
                book.add(t.a_id, None, 2, 0)
                continue
            assert pod_of[t.a_id] == pod_of[t.b_id]  # CG-D5: never across pods
            assert t.b_id not in {o for o, _, _ in book.matches[t.a_id]}  # no rematch
            code = rng.choice(list(CODES))
            swiss.record_result(store, event, number, t.table, code)
            book.add(t.a_id, t.b_id, *CODES[code])
        lots = lots_of(store, event)
        pods = {pod: [e for e in pod_of if pod_of[e] == pod] for pod in (1, 2, 3)}
        rows = swiss.standings(store, event)
        expected = one_order(book, pods, lots)
        assert [r.entry_id for r in rows] == expected, f"round {number}"
        for place, r in enumerate(rows, start=1):
            s = r.standing
            assert s.rank == place
            assert (s.points, s.wins_quality, s.losses_quality, s.games_quality,
                    s.second_order) == book.key(r.entry_id)
            assert s.pod == pod_of[r.entry_id]
            assert s.pod_rank == rank_pod(book, pods[s.pod], lots).index(r.entry_id) + 1
            assert r.dropped == (r.entry_id in dropped)
        points = [r.standing.points for r in rows]
        assert points == sorted(points, reverse=True)  # never pods stacked (issue 36)
        assert swiss.final_standings(store, event) == [r.name for r in rows]
        if number == 2:  # the last of pod 2 drops: pod 2 turns even, no bye there
            last = [e for e in expected if pod_of[e] == 2][-1]
            swiss.drop_player(store, event, last)
            dropped.add(last)
