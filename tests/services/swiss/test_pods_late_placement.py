"""Issue 36: late entries placed into a draft's drawn pods (CG-D3-A, CG-D4-A). Whatever the
field, the draw, the drops and whether round 1 is played, placing them (all at once, or by
hand with the pods' Save) moves nobody already seated: every such player keeps pod and seat;
each pod stays within the pod size and only grows; seats stay distinct and within 1 to the
pod size. A placement refused writes nothing."""

import itertools
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import event as outcome
from hypothesis import strategies as st

from tdesk.errors import TdeskError
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, add_player, import_players
from tdesk.services.swiss import swiss

_stores = itertools.count()


def seats(store: Store, event: int) -> dict[int, tuple[int, int]]:
    return {s.entry_id: (pod.number, s.seat) for pod in swiss.pods(store, event).pods
            for s in pod.seats}


def sizes(taken: dict[int, tuple[int, int]]) -> dict[int, int]:
    out: dict[int, int] = {}
    for pod, _ in taken.values():
        out[pod] = out.get(pod, 0) + 1
    return out


@st.composite
def drafts(draw: st.DrawFn) -> dict[str, object]:
    target = draw(st.integers(3, 8))
    minimum = draw(st.integers(2, max(2, target // 2)))
    field = draw(st.integers(minimum, 3 * target))
    return {"target": target, "minimum": minimum, "field": field,
            "seed": draw(st.integers(0, 1 << 30)),
            "drops": draw(st.lists(st.integers(0, field - 1), max_size=2, unique=True)),
            "played": draw(st.booleans()), "late": draw(st.integers(1, 4)),
            "by_hand": draw(st.booleans()), "pick": draw(st.randoms(use_true_random=False))}


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=drafts())
def test_late_entries_are_placed_and_nobody_seated_moves(tmp_path_factory, case) -> None:  # type: ignore[no-untyped-def]
    folder: Path = tmp_path_factory.mktemp(f"pods{next(_stores)}")
    store = Store(f"sqlite:///{folder / 'store.db'}", staff="Test Floor")
    try:
        _play(store, case)
    finally:
        store.close()


def _play(store: Store, case: dict[str, object]) -> None:
    target, minimum = int(case["target"]), int(case["minimum"])  # type: ignore[call-overload]
    event = create_event(store, "Draft", "swiss", settings={
        "rounds": 3, "draft": True, "pod_size": target, "pod_minimum": minimum})
    ids = import_players(store, event, [PlayerFields(name=f"Player {i}")
                                        for i in range(int(case["field"]))])  # type: ignore[call-overload]
    swiss.draw_pods(store, event, seed=int(case["seed"]))  # type: ignore[call-overload]
    for i in case["drops"]:  # type: ignore[attr-defined]
        swiss.drop_player(store, event, ids[i])
    if case["played"] and len(ids) > len(case["drops"]):  # type: ignore[arg-type]
        swiss.pair_next_round(store, event, seed=1, allow_rematch=True)
    before = seats(store, event)
    late = [add_player(store, event, PlayerFields(name=f"Late {i}"))
            for i in range(int(case["late"]))]  # type: ignore[call-overload]
    revision = store.revision()
    try:
        by_hand = bool(case["by_hand"] and before)  # by hand: only into a pod that exists
        if by_hand:  # the dialog's Save: each late entry into a pod with room
            room = sizes(before)
            assignment = {e: pod for e, (pod, _) in before.items()}
            for e in late:
                pod = case["pick"].choice(sorted(room))  # type: ignore[attr-defined]
                assignment[e] = pod
                room[pod] += 1
            swiss.assign_pods(store, event, assignment, seed=3)
        else:
            swiss.place_late_entries(store, event, seed=3)
    except TdeskError:
        outcome("refused")
        assert store.revision() == revision  # refused: nothing written
        if not by_hand:  # refused only when no pod had room for the next one
            assert len(late) > sum(target - n for n in sizes(before).values())
        return
    outcome("by hand" if by_hand else "placed")
    after = seats(store, event)
    assert {e: s for e, s in after.items() if e not in late} == before
    assert set(after) == set(before) | set(late)
    grown = sizes(after)
    assert all(grown[pod] >= n for pod, n in sizes(before).items())
    assert all(n <= target for n in grown.values())
    for pod in grown:
        taken = [seat for p, seat in after.values() if p == pod]
        assert len(set(taken)) == len(taken) and all(1 <= s <= target for s in taken)
    if not by_hand:  # CG-D3-A: each in turn into a smallest pod
        sizes_now = sizes(before)
        for e in late:
            pod = after[e][0]
            assert sizes_now[pod] == min(sizes_now.values())
            assert pod == min(p for p, n in sizes_now.items() if n == sizes_now[pod])
            sizes_now[pod] += 1
