"""The desk's Edit › Undo and a player's phone report (issue 36): Ctrl+Z takes back the desk's
own action, never the report that came in since; the Log tab names the report as the
player's, from a phone, and undoes it only when asked."""

from __future__ import annotations

from tdesk.services.phones import phone_reports as pr
from tdesk.services.swiss import swiss
from tdesk.ui import log_tab


def test_ctrl_z_skips_the_phone_and_the_log_undoes_it_on_purpose(window, store, make_event,  # type: ignore[no-untyped-def]
                                                                 qtbot, monkeypatch) -> None:
    event = make_event("swiss", players=8, rounds=3)
    swiss.pair_next_round(store, event, seed=3)
    pr.set_reporting(store, event, True)
    codes = pr.issue_codes(store, event)
    first, second, *_ = swiss.get_round(store, event, 1).tables
    window.reload_events(event)
    swiss.record_result(store, event, 1, second.table, "2-0")  # typed at the desk
    pr.report(store, codes[first.a_id], "2-1", event)  # a phone, meanwhile
    window.ctx.poll()
    window._update_undo()
    assert window.undo_action.text().startswith(f"&Undo Round 1 table {second.table}")
    window.undo_action.trigger()
    assert swiss.get_round(store, event, 1).tables[1].result is None
    assert [q.a_report for q in pr.queue(store, event)] == ["2-1"]  # the phone's report stays

    tab = window.show_tab("log")
    tab.reload()
    index = next(i for i, row in enumerate(tab.model.rows) if row.action == "phone report")
    cells = [tab.model.index(index, j).data() for j in range(3)]
    assert cells[1:] == [first.a_name, "a player's phone"]
    tab.table.selectRow(index)
    asked: list[str] = []
    monkeypatch.setattr(log_tab.messages, "confirm",
                        lambda parent, text, *a, **k: asked.append(text) or True)
    tab.undo_selected()
    assert f"done by {first.a_name} at " in asked[0] and "(a player's phone)" in asked[0]
    assert [q.a_report for q in pr.queue(store, event)] == []
