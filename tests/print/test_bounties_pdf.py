"""Bounties on paper and in the results CSV (issue 23): a Bounties column beside the prize."""

import io

from pypdf import PdfReader

from tdesk.print.money import print_results
from tdesk.rules.money import bounties as rb
from tdesk.services.money import bounties
from tdesk.services.money import money as svc
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players


def _pko(store, make_event, fmt=True):  # type: ignore[no-untyped-def]
    event = make_event("poker", 6, starting_stack=20000)
    svc.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100 if fmt else 0})
    svc.set_payout(store, event, svc.load_template("top3"))
    ids = [r.entry_id for r in list_entries(store, event)]
    svc.take_entries(store, event, ids)
    if fmt:
        bounties.set_format(store, event, rb.format_to_data(rb.progressive()))
    names = {r.entry_id: r.name for r in list_entries(store, event)}
    # 6th busted by 5th, then 5th (head 150) busted by the eventual 4th
    bust_players(store, event, [ids[0]], eliminators={ids[0]: [ids[1]]} if fmt else None)
    bust_players(store, event, [ids[1]], eliminators={ids[1]: [ids[2]]} if fmt else None)
    bust_players(store, event, [ids[2]], eliminators={ids[2]: [ids[3]]} if fmt else None)
    return event, ids, names


def _text(data: bytes) -> str:
    reader = PdfReader(io.BytesIO(data))
    return " ".join(" ".join(page.extract_text() for page in reader.pages).split())


def test_the_results_sheet_has_a_bounties_column_and_the_bounty_pool(store, make_event):  # type: ignore[no-untyped-def]
    event, ids, names = _pko(store, make_event)
    out = io.BytesIO()
    print_results(store, event, out)
    text = _text(out.getvalue())
    assert "Place Name Country Prize Bounties Note" in text
    # pool 600; collected 50 + 75 + 87 (of the 175 head, rounded down) = 212
    assert "Bounty pool 600: collected 212, heads in play 388" in text
    assert f"5 {names[ids[1]]} 0 50" in text and f"4 {names[ids[2]]} 0 75" in text
    assert "Total 0 125" in text  # the bounties of the players listed so far


def test_without_a_format_the_sheet_and_csv_stay_as_they_were(store, make_event):  # type: ignore[no-untyped-def]
    event, _, _ = _pko(store, make_event, fmt=False)
    out = io.BytesIO()
    print_results(store, event, out)
    assert "Bounties" not in _text(out.getvalue())
    header = svc.results_csv(store, event).decode("utf-8-sig").splitlines()[0]
    assert header == "place,name,country,prize,note,handed_over,receipt"


def test_bounty_parts_taken_without_a_format_are_said_on_the_sheet(store, make_event):  # type: ignore[no-untyped-def]
    """Issue 35: 600 in bounty parts taken, no format set: the sheet says so under the pool."""
    event = make_event("poker", 6, starting_stack=20000)
    svc.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100})
    svc.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    out = io.BytesIO()
    print_results(store, event, out)
    assert "Bounty parts taken 600: the event has no bounty format" in _text(out.getvalue())


def test_the_results_csv_has_a_bounty_column(store, make_event):  # type: ignore[no-untyped-def]
    event, ids, names = _pko(store, make_event)
    lines = svc.results_csv(store, event).decode("utf-8-sig").splitlines()
    assert lines[0] == "place,name,country,prize,bounty,note,handed_over,receipt"
    assert f"5,{names[ids[1]]},,0,50,,," in lines
    assert f"6,{names[ids[0]]},,0,0,,," in lines


def test_the_results_sheet_reconciles_the_bounty_money(store, make_event):  # type: ignore[no-untyped-def]
    """Issue 35: taken = won + in play + house, and what of the won was paid and is owed."""
    from tdesk.services.money.bounty_payouts import pay_bounties

    event, ids, _ = _pko(store, make_event)
    pay_bounties(store, event, ids[1])
    out = io.BytesIO()
    print_results(store, event, out)
    assert ("Bounty money: taken 600 = won 212 + in play 388 + house 0; won: paid 50, owed 162"
            in _text(out.getvalue()))
