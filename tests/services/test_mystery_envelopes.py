"""Issue 35, BNT-5: a venue that draws real envelopes types the value drawn; the desk reads the
envelope a bust paid."""

import pytest

from tdesk.errors import InputError
from tdesk.services.money import bounties, money
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players

MYSTERY = {"kind": "mystery", "envelopes": [[1000, 1], [100, 5]], "players_left": 5}


def _mystery(store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("poker", 6, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100})
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    bounties.set_format(store, event, MYSTERY)
    return event, {r.entry_id: r.name for r in list_entries(store, event)}


def test_the_envelope_drawn_at_the_table_is_the_one_paid(store, make_event):  # type: ignore[no-untyped-def]
    event, names = _mystery(store, make_event)
    a, b, c = list(names)[:3]
    bust_players(store, event, [a], eliminators={a: [b]})  # 6 left: before the phase
    bust_players(store, event, [c], eliminators={c: [b]}, envelopes={c: 1000})
    info = bounties.bounty_ledger(store, event)
    assert info.by_entry()[b].collected == 1000 and info.envelopes_left == 500
    [drawn] = bounties.drawn_envelopes(store, event, [c])
    assert (drawn.busted, drawn.value, drawn.eliminators) == (names[c], 1000, (names[b],))
    assert bounties.drawn_envelopes(store, event) == [drawn]  # the last bust's, for the wall


@pytest.mark.parametrize("busts, envelope, message", [
    (1, 300, "envelope 300: none of that value is left"),
    (0, 100, "the mystery phase has not started"),
    (1, 0, "between 1"),
])
def test_a_typed_envelope_that_cannot_be_is_refused_by_name(  # type: ignore[no-untyped-def]
        store, make_event, busts, envelope, message):
    event, names = _mystery(store, make_event)
    ids = list(names)
    if busts:
        bust_players(store, event, [ids[0]], eliminators={ids[0]: [ids[1]]})
    busted = ids[2]
    with pytest.raises(InputError, match=message) as caught:
        bust_players(store, event, [busted], eliminators={busted: [ids[1]]},
                     envelopes={busted: envelope})
    assert names[busted] in str(caught.value)
    assert bounties.bounty_ledger(store, event).knockouts == busts


def test_the_results_sheet_and_the_command_keep_undrawn_envelopes_apart(  # type: ignore[no-untyped-def]
        store, make_event):
    """Issue 35: an envelope never drawn is not a head in play; the gap between what the
    entries funded (600) and the set (1,500) is said."""
    import io

    from pypdf import PdfReader

    from tdesk.print.money import print_results

    event, names = _mystery(store, make_event)
    a, b, c = list(names)[:3]
    bust_players(store, event, [a], eliminators={a: [b]})
    bust_players(store, event, [c], eliminators={c: [b]}, envelopes={c: 100})
    out = io.BytesIO()
    print_results(store, event, out)
    text = " ".join(" ".join(p.extract_text() for p in PdfReader(out).pages).split())
    assert ("Bounty pool 1,500: collected 100, heads in play 0, envelopes not drawn 1,400; "
            "the entries funded 600") in text
    from tdesk.cli.bounties import ledger_lines

    lines = ledger_lines(bounties.bounty_ledger(store, event))
    assert ("The entries funded 600; the envelopes and fixed parts pay 1,500: the house adds "
            "900.") in lines
