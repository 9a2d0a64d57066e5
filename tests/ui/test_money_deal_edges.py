"""A deal at the desk (issue 19, PRZ-2..PRZ-4): recorded once, and from the moment it is the
Results page and the results sheet list every player in it, with what is kept back for the
winner, adding up to the prize pool before the last bust."""

import io

from pypdf import PdfReader
from PySide6.QtCore import Qt

from tdesk.print.money import print_results
from tdesk.services.money import deals
from tdesk.services.money import money as svc
from tdesk.services.players import list_entries
from tdesk.services.seating import chip_counts
from tdesk.services.seating.seating import bust_players
from tdesk.ui.money.common import parse_count
from tdesk.ui.widgets import messages


def _deal_ready(store, make_event):  # type: ignore[no-untyped-def]
    """8 paid entries (pool 800: 400/240/160), 4 busted, the 4 left counted."""
    event = make_event("poker", 8, starting_stack=20000)
    svc.set_terms(store, event, {"buy_in": 100, "fee": 10})
    svc.set_payout(store, event, svc.load_template("top3"))
    ids = [r.entry_id for r in list_entries(store, event)]
    svc.take_entries(store, event, ids)
    bust_players(store, event, ids[:4])
    chip_counts.record_counts(store, event, dict(zip(ids[4:], [50000, 30000, 20000, 60000],
                                                     strict=True)))
    return event, ids


def _cells(table):  # type: ignore[no-untyped-def]
    return [[table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())]


def test_results_page_after_a_deal_lists_every_player_and_adds_up_to_the_pool(
        qtbot, window, store, make_event, monkeypatch):  # type: ignore[no-untyped-def]
    event, ids = _deal_ready(store, make_event)
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: True)
    window.reload_events(event)
    window.activateWindow()
    tab = window.show_tab("money")
    qtbot.waitUntil(tab.isVisible)
    page = tab.deal
    tab.pages.setCurrentWidget(page)
    dealt = [p.name for p in page.players]
    assert len(dealt) == 4
    page.kept.setFocus()
    qtbot.keyClicks(page.kept, "20")
    qtbot.keyClick(page, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    qtbot.mouseClick(page.record, Qt.MouseButton.LeftButton)
    assert len(deals.list_deals(store, event)) == 1
    # pressed again (or at a second station): refused in the page, still one deal
    qtbot.mouseClick(page.work, Qt.MouseButton.LeftButton)
    assert not page.record.isEnabled()
    assert "already recorded" in page.total.text()
    qtbot.keyClick(page, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert len(deals.list_deals(store, event)) == 1

    tab.pages.setCurrentWidget(tab.results)
    for busts in range(3):
        rows = _cells(tab.results.table)
        names = [r[1] for r in rows]
        assert set(dealt) <= set(names), (busts, names)
        assert "Kept back for the winner" in names
        assert sum(parse_count(r[3]) or 0 for r in rows) == 800
        assert tab.results.paid.text() == "Prizes given 800 · handed over 0 · prize pool 800"
        left = [p.entry_id for p in deals.deal_candidates(store, event)[0]]
        bust_players(store, event, [left[-1]])
        window.ctx.poll()
    rows = _cells(tab.results.table)
    assert "Kept back for the winner" not in [r[1] for r in rows]
    assert rows[0][0] == "1" and sum(parse_count(r[3]) or 0 for r in rows) == 800


def test_results_sheet_after_a_deal_before_the_last_bust(store, make_event):  # type: ignore[no-untyped-def]
    event, ids = _deal_ready(store, make_event)
    players, prizes = deals.deal_candidates(store, event)
    amounts = deals.work_out_deal("chipchop", [p.chips for p in players], prizes, 40)
    deals.record_deal(store, event, "chipchop",
                      dict(zip([p.entry_id for p in players], amounts, strict=True)), 40)
    bust_players(store, event, [players[-1].entry_id])
    out = io.BytesIO()
    print_results(store, event, out)
    text = " ".join(" ".join(p.extract_text() for p in PdfReader(out).pages).split())
    for p in players:
        assert p.name in text
    assert "Kept back for the winner" in text
    assert "Total 800" in text


def test_work_out_is_gated_by_the_deal_rule_and_says_why(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Issue 22: Work out follows ``icm.verify_players``; with one player left it is disabled
    and its tooltip says a deal needs two. A bust in another event does not read the page."""
    event, ids = _deal_ready(store, make_event)
    other, _ = _deal_ready(store, make_event)
    window.reload_events(event)
    tab = window.show_tab("money")
    qtbot.waitUntil(tab.isVisible)
    tab.pages.setCurrentWidget(tab.deal)
    assert tab.deal.work.isEnabled() and tab.deal.work.toolTip() == ""
    bust_players(store, event, ids[4:7])
    window.ctx.poll()
    assert not tab.deal.work.isEnabled()
    assert tab.deal.work.toolTip() == "players in the deal 1: a deal needs at least 2"
    rows = _cells(tab.deal.table)
    bust_players(store, other, [list_entries(store, other)[4].entry_id])
    window.ctx.poll()
    assert _cells(tab.deal.table) == rows and not tab.deal.work.isEnabled()


def test_record_is_gated_by_the_check_record_deal_runs(qtbot, window, store, make_event,  # type: ignore[no-untyped-def]
                                                       monkeypatch) -> None:
    """Issue 38: the Record button is enabled by the service's DealChance (PRZ-2, PRZ-3), not
    by the page's own idea: disabled, its tooltip is the sentence record_deal refuses with
    when forced, and Ctrl+R on the disabled button shows the same."""
    import pytest

    from tdesk.errors import ConflictError, InputError

    event, ids = _deal_ready(store, make_event)
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: True)
    window.reload_events(event)
    tab = window.show_tab("money")
    qtbot.waitUntil(tab.isVisible)
    page = tab.deal
    tab.pages.setCurrentWidget(page)
    assert not page.record.isEnabled()
    assert page.record.toolTip() == "Work the deal out first, or type every amount."
    qtbot.mouseClick(page.work, Qt.MouseButton.LeftButton)
    assert page.record.isEnabled() and page.record.toolTip() == ""
    worked = page.amounts()
    page.table.item(0, 3).setText(str(worked[0] - 10))  # the players agree 10 less for one
    assert not page.record.isEnabled()
    tip = page.record.toolTip()
    assert tip == "Deal total 790: must be the 800 still to be paid (PRZ-3)"
    typed = {p.entry_id: int(page.amounts()[r] or 0) for r, p in enumerate(page.players)}
    with pytest.raises(InputError) as short:
        deals.record_deal(store, event, "icm", typed)
    assert str(short.value) == tip
    # the deal worked out is recorded at another station: PRZ-2 disables it, in its words
    qtbot.mouseClick(page.work, Qt.MouseButton.LeftButton)
    assert page.record.isEnabled()
    agreed = {p.entry_id: int(page.amounts()[r] or 0) for r, p in enumerate(page.players)}
    deals.record_deal(store, event, "icm", agreed)
    window.ctx.poll()
    assert not page.record.isEnabled()
    tip = page.record.toolTip()
    assert tip.startswith("A deal is already recorded for ") and "(PRZ-2)" in tip
    assert page.total.text() == tip
    with pytest.raises(ConflictError) as twice:
        deals.record_deal(store, event, "icm", agreed)
    assert str(twice.value) == tip
    qtbot.keyClick(page, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert page.error.text() == tip
    assert len(deals.list_deals(store, event)) == 1
