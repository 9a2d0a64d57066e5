"""The OFC calculator with a long hand history (issue 10): a hidden tab reads nothing when the
store changes, reads once when shown, and a long history is read again off the GUI thread; the
list is only refilled when the hands changed."""

import threading

from tdesk.services.ofc import ofc
from tdesk.services.ofc.ofc import SEED_EXAMPLE, HandDraft, SeatInput
from tdesk.ui.ofc import history as ofc_history
from tdesk.ui.ofc import tab as ofc_tab


def _event(store, make_event) -> tuple[int, list[int]]:  # type: ignore[no-untyped-def]
    event_id = make_event("ofc", players=4)
    ids = [p.entry_id for p in ofc.ofc_players(store, event_id)]
    for entry_id in ids:
        ofc.set_stack(store, event_id, entry_id, 500_000)
    return event_id, ids


def _score(store, event_id: int, ids: list[int], title: str = "") -> int:  # type: ignore[no-untyped-def]
    seats = tuple(SeatInput(e, b) for e, b in zip(ids, SEED_EXAMPLE, strict=True))
    return ofc.apply_hand(store, event_id, HandDraft(seats, 1, title=title))


def _count_reads(monkeypatch) -> list[int]:  # type: ignore[no-untyped-def]
    reads: list[int] = []
    real = ofc_history.read_hands

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        reads.append(threading.get_ident())
        return real(*args, **kwargs)

    monkeypatch.setattr(ofc_tab, "read_hands", counted)  # read with the rest
    monkeypatch.setattr(ofc_history, "read_hands", counted)  # read in the thread pool
    return reads


def test_a_hidden_calculator_reads_the_history_once_shown(qtbot, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event_id, ids = _event(store, make_event)
    _score(store, event_id, ids)
    window.reload_events(event_id)
    tab = window.show_tab("ofc")
    assert tab.history.count() == 1
    reads = _count_reads(monkeypatch)
    window.show_tab("players")
    for n in range(3):
        _score(store, event_id, ids, f"hand {n}")
        window.ctx.poll()
    assert reads == [] and tab.history.count() == 1
    window.show_tab("ofc")
    assert len(reads) == 1 and tab.history.count() == 4
    assert tab.history.itemText(0).startswith("#4") and "hand 2" in tab.history.itemText(0)
    # a change that is not a hand (a stack corrected) leaves the list as it was
    resets: list[int] = []
    tab.history.model().modelReset.connect(lambda: resets.append(1))
    ofc.set_stack(store, event_id, ids[0], 400_000)
    window.ctx.poll()
    assert len(reads) == 2 and resets == []


def test_a_long_history_is_read_again_off_the_gui_thread(qtbot, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(ofc_tab, "BACKGROUND_HANDS", 3)  # four hands count as long here
    event_id, ids = _event(store, make_event)
    for n in range(4):
        _score(store, event_id, ids, f"hand {n}")
    window.reload_events(event_id)
    tab = window.show_tab("ofc")  # the first read of an event is done at once
    assert tab.history.count() == 4
    reads = _count_reads(monkeypatch)
    _score(store, event_id, ids, "the fifth")
    window.ctx.poll()
    assert tab.reading is not None and tab.history.count() == 4  # still the list shown
    qtbot.waitUntil(lambda: tab.reading is None, timeout=20_000)
    assert reads and reads[0] != threading.get_ident()
    assert tab.history.count() == 5 and "the fifth" in tab.history.itemText(0)
