"""Issue 35: bounty cash has a record: who was paid which knockouts, by whom, on which
receipt; and the night's reconciliation (taken = won + in play + house; won = paid + owed)."""

import io

import pytest
from pypdf import PdfReader

from tdesk.errors import ConflictError
from tdesk.print.receipt import print_receipt
from tdesk.rules.money import bounties as rb
from tdesk.services.money import bounties, money, receipts
from tdesk.services.money.bounty_payouts import owed_to, pay_bounties, reconciliation
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players, draw_seats


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


def _reinstate(store, event, entry):  # type: ignore[no-untyped-def]
    from tdesk.services.seating import reinstate

    seen = reinstate.preview(store, event, entry)
    return reinstate.reinstate(store, event, entry, seen.table, seen.seat, override=True)


def _bust_id(store, event, summary_start):  # type: ignore[no-untyped-def]
    from sqlmodel import select

    from tdesk.models.tables import AuditLog

    with store.read() as session:
        return next(a.id for a in session.exec(select(AuditLog).where(
            AuditLog.event_id == event, AuditLog.action == "bust")).all()
            if a.summary.startswith(summary_start))


def test_a_bust_whose_bounty_was_handed_over_is_not_undone(store, make_event):  # type: ignore[no-untyped-def]
    """Issue 35: undoing a bust after its bounty was paid left the eliminator overpaid (paid
    more than won); like a prize handed over (PRZ-5), the bounty paid stays until its payout
    is undone, and the refusal names the player and the receipt."""
    from tdesk.services.seating import reinstate

    event, names = _pko(store, make_event)
    draw_seats(store, event, seed=1)
    a, b, c = list(names)[:3]
    bust_players(store, event, [a], eliminators={a: [b]})
    bust_players(store, event, [c], eliminators={c: [b]})
    number = pay_bounties(store, event, b)
    label = receipts.receipt(store, event, number).label
    before = reconciliation(store, event)
    with pytest.raises(ConflictError, match=rf"{names[b]}'s bounties of 100 were handed over "
                                            rf".*receipt {label}\)"):
        store.undo(_bust_id(store, event, f"Bust {names[c]}"))
    with pytest.raises(ConflictError, match=rf"{names[b]}'s bounties of 100"):
        _reinstate(store, event, c)
    assert reconciliation(store, event) == before
    assert "bounties of 100" in (reinstate.preview(store, event, c).refusal or "")
    store.undo()  # the payout taken back first: then the bust may go
    store.undo(_bust_id(store, event, f"Bust {names[c]}"))
    assert reconciliation(store, event).won == 50


def test_a_grown_head_paid_later_keeps_the_earlier_bust(store, make_event):  # type: ignore[no-untyped-def]
    """Progressive: b's head grew by knocking a out; d collected that head and was paid.
    Reinstating a would shrink what d won below what d was handed."""

    event, names = _pko(store, make_event)
    draw_seats(store, event, seed=1)
    a, b, _c, d = list(names)[:4]
    bust_players(store, event, [a], eliminators={a: [b]})
    bust_players(store, event, [b], eliminators={b: [d]})
    pay_bounties(store, event, d)
    with pytest.raises(ConflictError, match=rf"{names[d]}'s bounties of"):
        _reinstate(store, event, a)


def test_the_paid_bounty_refusal_reads_in_swedish(store, make_event, qapp, monkeypatch):  # type: ignore[no-untyped-def]
    """The refusal, and what was refused, in the interface language (engine catalogue)."""
    from tdesk import engine_text, i18n

    monkeypatch.setenv("TDESK_LANG", "sv")
    i18n.install(qapp)

    event, names = _pko(store, make_event)
    a, b = list(names)[:2]
    bust_players(store, event, [a], eliminators={a: [b]})
    pay_bounties(store, event, b)
    with pytest.raises(ConflictError) as refused:
        store.undo(_bust_id(store, event, f"Bust {names[a]}"))
    shown = engine_text.message(str(refused.value))
    monkeypatch.delenv("TDESK_LANG")
    i18n.install(qapp)
    assert shown.startswith(f"Ångra ”Bust {names[a]}") and "Utbetalda bounties" in shown
