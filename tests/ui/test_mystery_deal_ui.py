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
from tdesk.services.seating.seating import bust_players, draw_seats
from tdesk.ui.widgets import messages

SET = {"kind": "mystery", "envelopes": [[400, 1], [200, 1], [150, 2], [100, 1]],
       "seed": "deal-night", "fixed_part": 20}


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
    last = page.players[-1].entry_id
    bust_players(store, event, [last], eliminators={last: [page.players[0].entry_id]})
    assert bounties.drawn_envelopes(store, event, [last]) == []
    out = io.BytesIO()
    print_results(store, event, out)
    text = " ".join(" ".join(p.extract_text() for p in PdfReader(out).pages).split())
    assert (f"The deal settled the bounties: heads 80 and the envelopes not drawn {left:,}, "
            "shared equally by the 4 players in it") in text
