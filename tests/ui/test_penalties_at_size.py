"""The Penalties tab refreshes what changed (issue 10): a new penalty is one more row, not a
rebuilt table; the log is read once per change, not while the tab is hidden, and a big log is
read off the GUI thread."""

import threading

from PySide6.QtCore import Qt

from tdesk.services.penalties import penalties as svc
from tdesk.services.penalties.penalties import PenaltyRequest
from tdesk.services.players import list_entries
from tdesk.ui.penalties import tab as penalties_tab


def _log(store, make_event, count: int) -> tuple[int, dict[str, int]]:  # type: ignore[no-untyped-def]
    ev = make_event("swiss", players=6)
    ids = {r.name: r.entry_id for r in list_entries(store, ev)}
    people = list(ids.values())
    for i in range(count):
        svc.issue_penalty(store, ev, PenaltyRequest(people[i % 6], "remark", f"reason {i}",
                                                    judge="Ivan", round=1 + i // 10))
    return ev, ids


def _count_reads(monkeypatch) -> list[int]:  # type: ignore[no-untyped-def]
    """Thread ids of every read of the log by the tab."""
    reads: list[int] = []
    real = penalties_tab._read_log

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        reads.append(threading.get_ident())
        return real(*args, **kwargs)

    monkeypatch.setattr(penalties_tab, "_read_log", counted)
    return reads


def _watch(model) -> dict[str, list]:  # type: ignore[no-untyped-def]
    seen: dict[str, list] = {"reset": [], "inserted": [], "changed": []}
    model.modelReset.connect(lambda: seen["reset"].append(1))
    model.rowsInserted.connect(lambda _p, first, last: seen["inserted"].append((first, last)))
    model.dataChanged.connect(lambda a, b: seen["changed"].append((a.row(), b.row())))
    return seen


def test_a_new_penalty_is_one_more_row_and_a_rescind_one_repainted_row(
        qtbot, window, store, make_event, monkeypatch, type_text) -> None:  # type: ignore[no-untyped-def]
    ev, ids = _log(store, make_event, 30)
    window.reload_events(ev)
    tab = window.show_tab("penalties")
    assert tab.model.rowCount() == 30
    third = tab.visible_rows()[2]
    tab.select_penalty(third.id)
    reads = _count_reads(monkeypatch)
    seen = _watch(tab.model)

    # a judge gives a penalty from the tab: the log is read once, one row comes in
    qtbot.mouseClick(tab.issue_button, Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    dialog.player.clear()
    type_text(dialog.player, "Björn")
    dialog.set_infraction("tardiness")
    dialog.try_save()
    assert not dialog.isVisible(), dialog.error.text()
    assert len(reads) == 1
    assert seen["reset"] == [] and seen["inserted"] == [(30, 30)]
    newest = tab.selected_row()
    assert newest.player == "Björn Åberg" and tab.model.numbers[newest.id] == 31
    assert tab.proxy.index(30, 0).data() == "31"

    # another station rescinds the third: that row is repainted, the rest left alone
    tab.select_penalty(third.id)
    seen["changed"].clear()
    svc.rescind_penalty(store, third.id, by="Olga", why="wrong player")
    window.ctx.poll()
    assert len(reads) == 2 and seen["reset"] == []
    assert seen["changed"] == [(2, 2)]
    assert tab.selected_row().id == third.id and tab.selected_row().rescinded
    assert tab.proxy.index(2, 9).data().startswith("rescinded by Olga")


def test_a_hidden_tab_reads_the_log_when_shown_again(qtbot, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    ev, ids = _log(store, make_event, 12)
    window.reload_events(ev)
    tab = window.show_tab("penalties")
    reads = _count_reads(monkeypatch)
    window.show_tab("players")
    for n in range(3):  # three actions elsewhere while the tab is hidden
        svc.issue_penalty(store, ev, PenaltyRequest(ids["王伟"], "remark", f"late {n}"))
        window.ctx.poll()
    assert reads == []
    seen = _watch(tab.model)
    window.show_tab("penalties")
    assert len(reads) == 1
    assert seen["reset"] == [] and seen["inserted"] == [(12, 14)]
    assert [r.reason for r in tab.visible_rows()][-3:] == ["late 0", "late 1", "late 2"]


def test_a_big_log_is_read_again_off_the_gui_thread(qtbot, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(penalties_tab, "BACKGROUND_ROWS", 10)  # 20 penalties count as big here
    ev, ids = _log(store, make_event, 20)
    window.reload_events(ev)
    tab = window.show_tab("penalties")  # the first read of an event is done at once
    assert tab.model.rowCount() == 20
    reads = _count_reads(monkeypatch)
    seen = _watch(tab.model)
    svc.issue_penalty(store, ev, PenaltyRequest(ids["Anna Petrova"], "warning", "slow"))
    window.ctx.poll()
    assert tab.reading is not None and tab.model.rowCount() == 20  # still the rows shown
    qtbot.waitUntil(lambda: tab.reading is None, timeout=20_000)
    assert reads and reads[0] != threading.get_ident()
    assert tab.model.rowCount() == 21 and seen["reset"] == []
    assert tab.visible_rows()[-1].reason == "slow"
