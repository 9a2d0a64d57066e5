"""The Log tab with a long log (issue 10): after an action it reads the new rows and the rows
an undo names, not every row scrolled through; a hidden tab reads nothing until shown."""

from tdesk.services.penalties import penalties as svc
from tdesk.services.penalties.penalties import PenaltyRequest
from tdesk.services.players import list_entries
from tdesk.ui import log_tab


def _count_reads(monkeypatch) -> list[int]:  # type: ignore[no-untyped-def]
    """Rows each read of the log by the tab returned."""
    reads: list[int] = []
    real = log_tab.list_actions

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        rows = real(*args, **kwargs)
        reads.append(len(rows))
        return rows

    monkeypatch.setattr(log_tab, "list_actions", counted)
    return reads


def _penalties(store, event_id: int, count: int) -> None:  # type: ignore[no-untyped-def]
    who = list_entries(store, event_id)[0].entry_id
    for n in range(count):
        svc.issue_penalty(store, event_id, PenaltyRequest(who, "remark", f"remark {n}"))


def test_after_an_action_only_new_rows_and_undone_ones_are_read(qtbot, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(log_tab, "PAGE", 10)
    event_id = make_event("swiss", players=2)
    _penalties(store, event_id, 45)
    window.reload_events(event_id)
    tab = window.show_tab("log")
    model = tab.model
    while model.canFetchMore():  # the floor scrolls to the oldest action
        model.fetchMore()
    assert model.rowCount() == model.total == 47  # the event, the import, 45 penalties
    oldest_penalty = model.rows[-3]
    assert oldest_penalty.summary.endswith("(remark 0)") and oldest_penalty.can_undo
    reads = _count_reads(monkeypatch)
    resets: list[int] = []
    changed: list[tuple[int, int]] = []
    model.modelReset.connect(lambda: resets.append(1))
    model.dataChanged.connect(lambda a, b: changed.append((a.row(), b.row())))

    _penalties(store, event_id, 1)
    window.ctx.poll()
    assert model.rowCount() == 48 and resets == [] and changed == []
    assert sum(reads) <= 10  # one page at most, not the 47 rows loaded

    reads.clear()
    store.undo(oldest_penalty.id)  # another station undoes the first penalty
    window.ctx.poll()
    assert model.rowCount() == 49 and resets == []
    row = next(i for i, r in enumerate(model.rows) if r.id == oldest_penalty.id)
    assert changed == [(row, row)] and model.rows[row].undone
    assert model.index(row, 5).data() == "undone"
    assert sum(reads) <= 10 + 1


def test_a_hidden_log_reads_nothing_until_shown(qtbot, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("swiss", players=2)
    window.reload_events(event_id)
    tab = window.show_tab("log")
    assert tab.model.total == 2
    reads = _count_reads(monkeypatch)
    window.show_tab("players")
    _penalties(store, event_id, 3)
    window.ctx.poll()
    assert reads == [] and tab.model.total == 2
    window.show_tab("log")
    assert tab.model.total == 5 and tab.count.text() == "5 actions"
    assert tab.model.rows[0].summary.endswith("(remark 2)")


def test_an_action_in_another_event_leaves_the_log_unread(qtbot, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 22: the shown log reads nothing for another event's action, and reads its own
    event's next action (even one that changed no table the tab could name)."""
    from tests.ui.reads import tables_read

    event_id = make_event("swiss", players=2)
    other = make_event("swiss", players=2)
    window.reload_events(event_id)
    tab = window.show_tab("log")
    window.ctx.poll()  # the first look at a new store reads everything
    before = [r.id for r in tab.model.rows]
    reads = _count_reads(monkeypatch)
    _penalties(store, other, 2)
    with tables_read(store) as read:
        window.ctx.poll()
    assert window.ctx.seen.events == {other}  # the poll saw the action
    assert reads == [] and [r.id for r in tab.model.rows] == before
    assert not [s for s in read.statements if "audit_log.event_id =" in s]
    _penalties(store, event_id, 1)
    window.ctx.poll()
    assert reads and tab.model.total == len(before) + 1
    assert tab.model.rows[0].summary.endswith("(remark 0)")
