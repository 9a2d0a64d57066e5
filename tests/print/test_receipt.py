"""The receipt (issue 23) on A4, Letter and an 80 mm roll, read back with pypdf."""

import io

import pytest
from pypdf import PdfReader
from reportlab.lib.units import mm

from tdesk.errors import NotFoundError
from tdesk.print.receipt import print_receipt
from tdesk.print.registry import find
from tdesk.services.money import money, receipts
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players


def _text(reader: PdfReader) -> str:
    return " ".join(" ".join(page.extract_text() for page in reader.pages).split())


def _embedded(reader: PdfReader) -> set[str]:
    """Every font's name; each must carry its own font file (any printer prints the names)."""
    seen = set()
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            descriptor = font.get("/FontDescriptor")
            assert descriptor is not None and "/FontFile2" in descriptor.get_object(), font
            seen.add(str(font["/BaseFont"]))
    return seen


@pytest.fixture
def paid(store, make_event):  # type: ignore[no-untyped-def]
    """A poker event: six entries of 1,000 + 100 (receipts 1–6); 王伟 … second place handed
    over by bank transfer (receipt 7)."""
    event = make_event("poker", 6, starting_stack=10000, name="Stockholm Spring Main Event")
    money.set_terms(store, event, {"buy_in": 1000, "fee": 100})
    money.set_payout(store, event, money.parse_percents("50 30 20"))
    rows = list_entries(store, event)
    ids = [r.entry_id for r in rows]
    money.take_entries(store, event, ids, "card")
    for entry_id in ids[:0:-1]:  # all but the first out: the first has won
        bust_players(store, event, [entry_id])
    second = next(r for r in money.results(store, event) if r.place == 2)
    number = receipts.hand_over_prize(store, event, second.entry_id, "transfer")
    return event, number, second, rows


def _pdf(store, event, **options) -> PdfReader:  # type: ignore[no-untyped-def]
    out = io.BytesIO()
    print_receipt(store, event, out, **options)
    return PdfReader(io.BytesIO(out.getvalue()))


def test_prize_receipt_on_the_80mm_roll_is_one_page_as_long_as_the_receipt(store, paid) -> None:  # type: ignore[no-untyped-def]
    event, number, second, _ = paid
    reader = _pdf(store, event, number=number, page="80mm")
    assert len(reader.pages) == 1
    box = reader.pages[0].mediabox
    assert abs(float(box.width) - 80 * mm) < 0.5
    assert 60 * mm < float(box.height) < 160 * mm  # the receipt's length, not a sheet's
    text = _text(reader)
    for words in ("Stockholm Spring Main Event", "Prize receipt", "SSME-0007", second.name,
                  "Prize, place 2", "transfer", "Test Floor", f"{second.prize:,}",
                  "Received by (signature)"):
        assert words in text, words
    assert "COPY" not in text
    assert {"DejaVuSans", "DejaVuSans-Bold"} <= {f.split("+")[-1] for f in _embedded(reader)}


def test_payment_receipt_on_a4_and_letter_and_a_reprint_says_copy(store, paid) -> None:  # type: ignore[no-untyped-def]
    event, _, _, rows = paid
    a4 = _pdf(store, event, number=1, page="a4")
    letter = _pdf(store, event, number=1, page="letter", copy=True)
    assert (round(float(a4.pages[0].mediabox.width)), round(float(a4.pages[0].mediabox.height))
            ) == (595, 842)
    assert (round(float(letter.pages[0].mediabox.width)),
            round(float(letter.pages[0].mediabox.height))) == (612, 792)
    first = next(r for r in receipts.list_receipts(store, event) if r.number == 1)
    for reader in (a4, letter):
        text = _text(reader)
        assert "Receipt" in text and "SSME-0001" in text and first.player in text
        assert "1,100" in text and "Buy-in 1,000 + fee 100" in text and "card" in text
        _embedded(reader)
    assert "COPY" not in _text(a4) and "COPY" in _text(letter)


def test_every_script_of_the_names_prints_with_embedded_fonts(store, paid) -> None:  # type: ignore[no-untyped-def]
    event, _, _, rows = paid
    for r in receipts.list_receipts(store, event):
        reader = _pdf(store, event, number=r.number, page="80mm")
        assert r.player in _text(reader), r.player
        _embedded(reader)
    han = next(r for r in receipts.list_receipts(store, event)
               if any("\u4e00" <= c <= "\u9fff" for c in r.player))
    fonts = _embedded(_pdf(store, event, number=han.number, page="80mm"))
    assert any("WenQuanYi" in f for f in fonts)


def test_the_print_menu_prints_the_newest_and_a_missing_number_is_named(store, paid) -> None:  # type: ignore[no-untyped-def]
    event, number, second, _ = paid
    out = io.BytesIO()
    find("receipt").renderer()(store, event, out)
    assert f"SSME-{number:04d}" in _text(PdfReader(io.BytesIO(out.getvalue())))
    with pytest.raises(NotFoundError, match="Receipt 99 is not in Stockholm"):
        _pdf(store, event, number=99)


def test_the_results_sheet_says_which_prize_was_handed_over(store, paid) -> None:  # type: ignore[no-untyped-def]
    from tdesk.print.money import print_results

    event, number, second, _ = paid
    out = io.BytesIO()
    print_results(store, event, out)
    text = _text(PdfReader(io.BytesIO(out.getvalue())))
    assert "Handed over " in text and f"(SSME-{number:04d})" in text
    assert text.count("Handed over") == 1  # the winner's prize is not handed over yet


def test_a_reentry_receipt_says_which_reentry(store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Issue 35: two re-entries of one player printed the same "Re-entry"."""
    event = make_event("poker", 3, starting_stack=10000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "reentry_limit": 2})
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids)
    for _ in range(2):
        bust_players(store, event, [ids[0]])
        money.take_payment(store, event, ids[0], "reentry")
    bust_players(store, event, [ids[1]])
    money.take_payment(store, event, ids[1], "reentry")
    shown = {r.number: (r.player, r.nth) for r in receipts.list_receipts(store, event)}
    assert sorted(n for n in shown.values() if n[1]) == sorted(
        [(shown[4][0], 1), (shown[4][0], 2), (shown[6][0], 1)])
    assert "Re-entry #2" in _text(_pdf(store, event, number=5))
    assert "Re-entry #1" in _text(_pdf(store, event, number=6))
    first = _text(_pdf(store, event, number=1))
    assert "For Entry" in first and "Entry #" not in first  # bought once: no number
