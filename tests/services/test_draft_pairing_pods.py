"""Issue 36: a draft paired before its pods (CG-D3) and round 1 paired across the pod's
table (CG-D5-A), through the Swiss services."""

from __future__ import annotations

import csv
from collections.abc import Callable
from pathlib import Path

import pytest
from sqlmodel import func, select

from tdesk.errors import ConflictError
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog
from tdesk.services.players import PlayerFields, add_player, list_entries
from tdesk.services.swiss import swiss

MakeEvent = Callable[..., int]


def audit_count(store: Store) -> int:
    with store.read() as session:
        return int(session.exec(select(func.count()).select_from(AuditLog)).one())


def test_a_draft_paired_before_its_pods_is_refused_saying_so(store: Store,
                                                             make_event: MakeEvent) -> None:
    """22 players, no pods drawn: the refusal says the draft has no pods yet (it named 10
    of the 22 and stopped), and nothing is written."""
    event = make_event("swiss", players=22, rounds=3, draft=True)
    before = audit_count(store)
    with pytest.raises(swiss.PodsMissing) as err:
        swiss.pair_next_round(store, event, seed=1)
    assert str(err.value) == ("Draft pods: no player has a pod yet. Draw the pods or place "
                              "the players by hand (Draft pods…) before pairing (CG-D3).")
    assert isinstance(err.value, ConflictError)
    assert swiss.rounds(store, event) == [] and audit_count(store) == before


def test_late_entries_without_a_pod_are_all_named(store: Store, make_event: MakeEvent
                                                  ) -> None:
    event = make_event("swiss", players=20, rounds=3, draft=True)
    swiss.draw_pods(store, event, seed=3)
    late = [f"Late Comer {i}" for i in range(1, 13)]
    for name in late:
        add_player(store, event, PlayerFields(name=name))
    with pytest.raises(swiss.PodsMissing) as err:
        swiss.pair_next_round(store, event, seed=1)
    text = str(err.value)
    assert text.startswith("Draft pods: ") and text.endswith(
        " have no pod; assign the pods first (CG-D3).")
    assert all(name in text for name in late)  # every one of the 12, not the first 10
    assert len(list_entries(store, event)) == 32 and swiss.rounds(store, event) == []


def play_round(store: Store, event: int, number: int, first_wins: bool) -> None:
    """Every table of the round: the first player wins 2-0 (or loses 0-2)."""
    info = swiss.get_round(store, event, number)
    assert info is not None
    for t in info.tables:
        if not t.done:
            swiss.record_result(store, event, number, t.table, "2-0" if first_wins else "0-2")


def test_the_draft_standings_are_one_order_by_points_not_pods_stacked(
        store: Store, make_event: MakeEvent, tmp_path: Path) -> None:
    """Pod 1's 0-2 players used to stand above pod 2's 2-0 winners (pods stacked); now the
    order goes by points across pods (CG-D7), each line says its pod and place in it, and
    the final order (the series' source) is the same."""
    event = make_event("swiss", players=16, rounds=3, draft=True)
    swiss.draw_pods(store, event, seed=11)
    for number in (1, 2):
        swiss.pair_next_round(store, event, seed=number)
        play_round(store, event, number, number == 1)
    rows = swiss.standings(store, event)
    assert [r.standing.rank for r in rows] == list(range(1, 17))
    points = [r.standing.points for r in rows]
    assert points == sorted(points, reverse=True) and points[0] > points[-1]
    assert {r.standing.pod for r in rows[:2]} == {1, 2}  # each pod's 6-point players on top
    for pod, ranked in swiss.pod_standings(store, event).items():
        assert [r.entry_id for r in rows if r.standing.pod == pod] == [
            r.entry_id for r in ranked]
        assert [r.standing.pod_rank for r in ranked] == list(range(1, 9))
    assert swiss.final_standings(store, event) == [r.name for r in rows]
    out = tmp_path / "standings.csv"
    swiss.export_standings_csv(store, event, out)
    lines = list(csv.DictReader(out.read_text("utf-8").splitlines()))
    assert [(d["rank"], d["name"], d["pod"], d["pod_place"]) for d in lines] == [
        (str(r.standing.rank), r.name, str(r.standing.pod), str(r.standing.pod_rank))
        for r in rows]


def lots_of(store: Store, event: int) -> dict[str, int]:
    """The event's recorded lot (CG-T7), read as the test's own reference."""
    from tdesk.models.swiss import SwissRound

    with store.read() as session:
        first = session.exec(select(SwissRound).where(SwissRound.event_id == event,
                                                      SwissRound.number == 1)).one()
        return dict(first.lots)


def test_round_one_across_the_pods_table_CG_D5_A(store: Store, make_event: MakeEvent
                                                 ) -> None:
    """22 players in pods 8/7/7 with the setting on: in the pod of 8 seat k plays seat k + 4;
    a pod of 7 gives its bye by the lot and pairs the other six across (k v k + 3); round 2
    pairs by points again."""
    event = make_event("swiss", players=22, rounds=3, draft=True, pod_across=True)
    info = swiss.draw_pods(store, event, seed=21)
    assert [len(p.seats) for p in info.pods] == [8, 7, 7]
    rnd = swiss.pair_next_round(store, event, seed=5)
    played = {frozenset((t.a_id, t.b_id)) for t in rnd.tables if t.b_id is not None}
    byes = {t.a_id for t in rnd.tables if t.b_id is None}
    lots = lots_of(store, event)
    expected: set[frozenset[int]] = set()
    expected_byes: set[int] = set()
    for pod in info.pods:
        seated = [s.entry_id for s in pod.seats]  # seat 1 first
        if len(seated) % 2:
            last = max(seated, key=lambda e: lots[str(e)])  # the lot ranks it last (CG-B1)
            expected_byes.add(last)
            seated.remove(last)
        half = len(seated) // 2
        expected |= {frozenset((seated[k], seated[k + half])) for k in range(half)}
    assert played == expected and byes == expected_byes
    eight = [s.entry_id for s in info.pods[0].seats]
    assert frozenset((eight[0], eight[4])) in played  # seat 1 v seat 5
    play_round(store, event, 1, True)
    second = swiss.pair_next_round(store, event, seed=6)  # the Swiss pairing again
    assert not {frozenset((t.a_id, t.b_id)) for t in second.tables} & played  # no rematch
    winners = [t for t in second.tables if t.b_id is not None and t.a_points == 3]
    assert len(winners) == 6 and all(t.b_points == 3 for t in winners)  # 12 on 3 points


def test_round_one_by_lot_unless_the_setting_is_on(store: Store, make_event: MakeEvent
                                                   ) -> None:
    event = make_event("swiss", players=16, rounds=3, draft=True)
    info = swiss.draw_pods(store, event, seed=21)
    across = {frozenset((p.seats[k].entry_id, p.seats[k + 4].entry_id))
              for p in info.pods for k in range(4)}
    rnd = swiss.pair_next_round(store, event, seed=5)
    assert {frozenset((t.a_id, t.b_id)) for t in rnd.tables} != across
    before = audit_count(store)
    swiss.set_round_one_across(store, event, True)
    assert swiss.round_one_across(store, event) and audit_count(store) == before + 1
    store.undo()  # one action, undone whole
    assert not swiss.round_one_across(store, event)
    swiss.set_round_one_across(store, event, True)
    rnd = swiss.repair_round(store, event, 1, seed=5)
    assert {frozenset((t.a_id, t.b_id)) for t in rnd.tables} == across
