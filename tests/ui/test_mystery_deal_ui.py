"""Issue 35: the deal page says what the deal settles of a mystery event's bounties (each
player's own head and an equal share of the envelopes not drawn) before and after it is
recorded, and the results sheet says it too; the bust after the deal draws no envelope."""

import io

from pypdf import PdfReader
from PySide6.QtCore import Qt

from tdesk.print.money import print_results
from tdesk.services.money import bounties, deals
from tdesk.services.money import money as svc
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players, draw_seats, room
from tdesk.ui.widgets import messages

SET = {"kind": "mystery", "envelopes": [[400, 1], [200, 1], [150, 2], [100, 1]],
       "seed": "deal-night", "fixed_part": 20}


def _envelope_boxes(qtbot, window, store, event):  # type: ignore[no-untyped-def]
    """The bust dialog's envelope values for a player still in (closed again unsaved)."""
    tab = window.show_tab("seating")
    qtbot.waitUntil(lambda: tab.info is not None and bool(tab.info.seated), timeout=30000)
    seated = next(t for t in room(store, event).tables if t.players).players[0]
    point = tab.room_view.seat_center(seated.table, seated.seat).toPoint()
    qtbot.mouseClick(tab.room_view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     point)
    qtbot.keyClick(tab, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: tab.dialog is not None and tab.dialog.isVisible())
    dialog = tab.dialog
    values = sorted({dialog.envelope_boxes[k].itemData(i)
                     for k in dialog.envelope_boxes
                     for i in range(dialog.envelope_boxes[k].count())} - {None})
    dialog.reject()
    window.show_tab("money")
    return values


def test_the_deal_page_and_the_results_sheet_show_the_envelopes_the_deal_shared(
        qtbot, window, store, make_event, monkeypatch):  # type: ignore[no-untyped-def]
    event = make_event("poker", 6, starting_stack=20000)
    svc.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100})
    svc.set_payout(store, event, svc.load_template("top3"))
    ids = [r.entry_id for r in list_entries(store, event)]
    svc.take_entries(store, event, ids)
    bounties.set_format(store, event, SET)
    draw_seats(store, event, seed=1)
    bust_players(store, event, [ids[0]], eliminators={ids[0]: [ids[1]]})
    bust_players(store, event, [ids[2]], eliminators={ids[2]: [ids[1]]})
    left = 1000 - sum(e.value for e in bounties.drawn_envelopes(store, event, [ids[0], ids[2]]))
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: True)
    window.reload_events(event)
    values_left = _envelope_boxes(qtbot, window, store, event)
    assert values_left and set(values_left) <= {400, 200, 150, 100}
    tab = window.show_tab("money")
    qtbot.waitUntil(tab.isVisible)
    page = tab.deal
    tab.pages.setCurrentWidget(page)
    before = page.bounties.text()
    assert page.bounties.isVisible() and f"envelopes not drawn ({left:,})" in before
    share = left // 4
    assert all(f"{p.name} {20 + share:,}" in before or f"{p.name} {21 + share:,}" in before
               for p in page.players)
    qtbot.keyClick(page, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    qtbot.mouseClick(page.record, Qt.MouseButton.LeftButton)
    assert len(deals.list_deals(store, event)) == 1
    qtbot.waitUntil(lambda: page.bounties.text().startswith("The deal settled the bounties"))
    assert page.bounties.text().split(": ", 1)[1] == before.rsplit(": ", 1)[1]
    assert _envelope_boxes(qtbot, window, store, event) == []  # none to type after the deal
    last = page.players[-1].entry_id
    bust_players(store, event, [last], eliminators={last: [page.players[0].entry_id]})
    assert bounties.drawn_envelopes(store, event, [last]) == []
    out = io.BytesIO()
    print_results(store, event, out)
    text = " ".join(" ".join(p.extract_text() for p in PdfReader(out).pages).split())
    assert (f"The deal settled the bounties: heads 80 and the envelopes not drawn {left:,}, "
            "shared equally by the 4 players in it") in text
