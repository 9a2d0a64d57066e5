"""Issue 36 on screen (pytest-qt): a late entry placed into a drawn draft through the Draft
pods dialog (opened from the Rounds tab) takes a seat in one pod; every player already seated
keeps pod and seat (CG-D4-A). Placed by hand (a digit key, Save) or with "Place late
entries" (the smallest pod, CG-D3-A)."""

from PySide6.QtCore import Qt

from tdesk.services.players import PlayerFields, add_player
from tdesk.services.swiss import swiss
from tdesk.ui.swiss.pods_dialog import PodsDialog


def seats(store, event) -> dict[int, tuple[int, int]]:  # type: ignore[no-untyped-def]
    """Each seated player's (pod, seat) as the store holds them."""
    return {s.entry_id: (pod.number, s.seat) for pod in swiss.pods(store, event).pods
            for s in pod.seats}


def open_pods(window, qtbot, event) -> PodsDialog:  # type: ignore[no-untyped-def]
    window.reload_events(event)
    tab = window.show_tab("rounds")
    qtbot.mouseClick(tab.pods_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(tab.dialog, PodsDialog) and tab.dialog.isVisible())
    return tab.dialog


def test_a_late_entry_moved_into_a_pod_by_hand_reseats_nobody(window, store, make_event,
                                                               qtbot):
    event = make_event("swiss", players=14, rounds=3, draft=True, pod_size=8, pod_minimum=4)
    swiss.draw_pods(store, event, seed=11)  # pods of 7 and 7
    before = seats(store, event)
    late = add_player(store, event, PlayerFields(name="Late Comer"))
    dialog = open_pods(window, qtbot, event)
    loose = dialog.lists[0]
    assert [loose.item(i).text() for i in range(loose.count())] == ["Late Comer"]
    loose.setCurrentRow(0)
    loose.setFocus()
    qtbot.keyClick(loose, Qt.Key.Key_2)  # the digit key: to pod 2
    assert "Late Comer" in dialog.members()[2]
    with qtbot.waitSignal(dialog.saved):
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    after = seats(store, event)
    assert {e: s for e, s in after.items() if e != late} == before
    assert after[late] == (2, 8)  # pod 2's first free seat: the one after its seven


def test_place_late_entries_fills_the_smallest_pod_and_keeps_every_seat(window, store,
                                                                       make_event, qtbot):
    event = make_event("swiss", players=13, rounds=3, draft=True, pod_size=8, pod_minimum=4)
    swiss.draw_pods(store, event, seed=5)  # pods of 7 and 6
    left = next(s for s in swiss.pods(store, event).pods[0].seats if s.seat == 3)
    swiss.drop_player(store, event, left.entry_id)  # pod 1: 6 players, seat 3 empty
    before = seats(store, event)
    first = add_player(store, event, PlayerFields(name="Late Comer"))
    second = add_player(store, event, PlayerFields(name="Later Still"))
    dialog = open_pods(window, qtbot, event)
    assert dialog.place_button.isEnabled()
    with qtbot.waitSignal(dialog.saved):
        qtbot.mouseClick(dialog.place_button, Qt.MouseButton.LeftButton)
    after = seats(store, event)
    assert {e: s for e, s in after.items() if e not in (first, second)} == before
    # both pods hold 6: the first comer to pod 1 (the lower number) into the empty seat 3,
    # then pod 2 is the smaller, the second comer after its six
    assert (after[first], after[second]) == ((1, 3), (2, 7))
    assert 0 not in dialog.lists and not dialog.place_button.isEnabled()
    assert dialog.isVisible()  # the floor sees the pods with the newcomers in them
    dialog.reject()


def test_every_pod_full_the_dialog_says_so_and_nothing_is_written(window, store, make_event,
                                                                  qtbot):
    event = make_event("swiss", players=8, rounds=3, draft=True, pod_size=4, pod_minimum=2)
    swiss.draw_pods(store, event, seed=2)  # two full pods of 4
    add_player(store, event, PlayerFields(name="Late Comer"))
    revision = store.revision()
    dialog = open_pods(window, qtbot, event)
    qtbot.mouseClick(dialog.place_button, Qt.MouseButton.LeftButton)
    assert dialog.error.text() == (
        "Draft pods: Late Comer has no place: every pod has 4 players already; draw the pods "
        "again before round 1, or raise the pod size (CG-D3-A).")
    assert store.revision() == revision and 0 in dialog.lists
    dialog.reject()


def test_the_refusal_is_said_in_russian(russian):  # type: ignore[no-untyped-def]
    from tdesk import engine_text

    text = engine_text.message(
        "Draft pods: Late Comer has no place: every pod has 4 players already; draw the pods "
        "again before round 1, or raise the pod size (CG-D3-A).")
    assert text.startswith("Драфт-столы: игроку Late Comer нет места: за каждым столом уже 4")


def test_place_late_entries_is_gated_by_the_check_its_action_runs(window, store, make_event,
                                                                  qtbot):
    """Issue 38: nobody waiting for a pod, the button is disabled with the sentence the
    action refuses with when forced (CG-D3-A), not by the dialog's own condition."""
    import pytest

    from tdesk.errors import ConflictError

    event = make_event("swiss", players=8, rounds=3, draft=True, pod_size=4, pod_minimum=2)
    swiss.draw_pods(store, event, seed=2)
    dialog = open_pods(window, qtbot, event)
    tip = dialog.place_button.toolTip()
    assert not dialog.place_button.isEnabled()
    assert tip == "Draft pods: every player has a pod already."
    with pytest.raises(ConflictError) as refused:
        swiss.place_late_entries(store, event)
    assert str(refused.value) == tip
    dialog.reject()
