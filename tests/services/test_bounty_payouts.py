"""Issue 35: bounty cash has a record: who was paid which knockouts, by whom, on which
receipt; and the night's reconciliation (taken = won + in play + house; won = paid + owed)."""

import io

import pytest
from pypdf import PdfReader

from tdesk.errors import ConflictError
from tdesk.print.receipt import print_receipt
from tdesk.rules import bounties as rb
from tdesk.services import bounties, money, receipts
from tdesk.services.bounty_payouts import owed_to, pay_bounties, reconciliation
from tdesk.services.players import list_entries
from tdesk.services.seating import bust_players


def _pko(store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("poker", 6, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100})
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    bounties.set_format(store, event, rb.format_to_data(rb.progressive()))
    return event, {r.entry_id: r.name for r in list_entries(store, event)}


def test_paying_a_player_records_the_receipt_and_the_reconciliation(store, make_event):  # type: ignore[no-untyped-def]
    event, names = _pko(store, make_event)
    a, b, c = list(names)[:3]
    store.staff = "Lena"
    bust_players(store, event, [a], eliminators={a: [b]})
    bust_players(store, event, [c], eliminators={c: [b]})
    assert owed_to(store, event, b) == 100  # what the prize handover says beside the prize
    number = pay_bounties(store, event, b)
    assert owed_to(store, event, b) == 0
    receipt = receipts.receipt(store, event, number)
    assert (receipt.kind, receipt.player, receipt.amount, receipt.staff, receipt.nth) == (
        "bounty", names[b], 100, "Lena", 2)
    rec = reconciliation(store, event)
    assert (rec.taken, rec.won, rec.paid, rec.owed, rec.in_play, rec.house) == (
        600, 100, 100, 0, 500, 0)
    assert rec.balanced
    with pytest.raises(ConflictError, match=f"{names[b]} is owed no bounty"):
        pay_bounties(store, event, b)
    out = io.BytesIO()
    print_receipt(store, event, out, number=number)
    text = " ".join(PdfReader(out).pages[0].extract_text().split())
    assert "Bounty receipt" in text and "Bounties, 2 knockouts" in text and "Paid out" in text
    store.undo()  # the payout goes, its receipt number is never given again
    assert reconciliation(store, event).owed == 100
