"""A whole OFC night through the services (issue 41): 26 players drawn 4-handed with their
first buttons, hands dealt at every table from its button, balancing and breaking as players
bust, the 5-handed final table with the button dealt out, to the winner.

The boards are drawn from a seeded deck and arranged at random, kept legal more often than
not, so the night has fouls, scoops, busts (some several in one hand) and now and then a
clock foul or an exposed card. After every hand the chips in play are exactly the chips the
night began with (OFC-S1..S4 move chips, never make or lose them).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from tdesk.models.store import Store
from tdesk.rules.cards import Card, format_cards
from tdesk.rules.ofc import OfcHand, is_foul
from tdesk.services.ofc import ofc
from tdesk.services.ofc.ofc import DEFAULT_STACK, HandDraft, SeatInput
from tdesk.services.seating import seating

PLAYERS = 26


def _board(cards: list[Card], rng: random.Random) -> str:
    """13 cards as "top / middle / bottom": a random arrangement, a legal one in two of three
    hands when one is found in a few tries (a dealer's night has fouls, not only fouls)."""
    want_legal = rng.random() < 0.67
    text = ""
    for _ in range(30):
        rng.shuffle(cards)
        text = " / ".join(format_cards(r) for r in (cards[:3], cards[3:8], cards[8:]))
        if not want_legal or not is_foul(OfcHand.parse(text)):
            break
    return text


def _chips_in_play(store: Store, event_id: int) -> int:
    return sum(p.chips for p in ofc.ofc_players(store, event_id) if p.active)


def _deal(store: Store, event_id: int, table: ofc.OfcTable, level: int, rng: random.Random,
          seen: Counter[str]) -> None:
    order, out = ofc.table_order(table)
    if out is not None:
        seen["five-handed, button out"] += 1
        assert len(order) == 4 and out == table.button_entry
    deck = [Card.from_index(i) for i in range(52)]
    rng.shuffle(deck)
    seats = []
    for n, entry_id in enumerate(order):
        mark = rng.random()
        seats.append(SeatInput(entry_id, _board(deck[13 * n:13 * n + 13], rng),
                               clock_foul=mark < 0.03, exposed=int(0.03 <= mark < 0.06)))
    draft = HandDraft(tuple(seats), level=level, table_no=table.number, button_entry=out)
    result = ofc.score_draft(store, event_id, draft)
    pairs = [result.score.pair(str(a.entry_id), str(b.entry_id))
             for i, a in enumerate(seats) for b in seats[i + 1:]]
    seen["fouls"] += len({p for pair in pairs for p in pair.fouled})
    seen["scoops"] += sum(1 for pair in pairs if pair.scoop and not pair.fouled)
    seen["penalties"] += sum(1 for s in seats if s.clock_foul or s.exposed)
    ofc.apply_hand(store, event_id, draft)
    busts = len(result.settlement.eliminated)
    seen["busts"] += busts
    seen["hands with two or more busts"] += busts >= 2


def test_an_ofc_night_to_its_winner_with_chips_conserved(
        store: Store, make_event: Callable[..., int]) -> None:
    rng = random.Random(41)
    event_id = make_event("ofc", players=PLAYERS)
    total = PLAYERS * DEFAULT_STACK
    seating.draw_seats(store, event_id, seed=2041)
    room = seating.room(store, event_id)
    assert [t.count for t in room.tables] == [4, 4, 4, 4, 4, 3, 3]
    assert all(t.button is not None for t in room.tables)  # drawn with the seats (OFC-S2)
    seen: Counter[str] = Counter()
    hands = 0
    while sum(p.active for p in ofc.ofc_players(store, event_id)) > 1:
        room = seating.room(store, event_id)
        if room.moves:
            seen.update(m.kind for m in room.moves)
            final = {m.to_table for m in room.moves if m.kind == "final"}
            seating.apply_all(store, event_id)
            room = seating.room(store, event_id)
            for number in final:  # the floor draws for the final table's button (TDA-F1)
                table = room.table(number)
                assert table is not None and table.final and table.count == 5
                seating.set_button(store, event_id, number, rng.choice(table.players).seat)
        tables = ofc.ofc_tables(store, event_id)
        assert tables, "players are left but no table deals"
        for table in tables:
            if not table.playable:  # one left after a hand: waits for the moves (OFC-T1)
                assert "has one player" in table.waiting
                seen["tables waiting for moves"] += 1
                continue
            level = min(1 + hands // 12, 23)  # the levels go up as the night goes on
            _deal(store, event_id, table, level, rng, seen)
            hands += 1
            assert _chips_in_play(store, event_id) == total, f"hand {hands}"
        assert hands < 2_000, "the night does not end"
    players = ofc.ofc_players(store, event_id)
    [winner] = [p for p in players if p.active]
    assert winner.chips == total
    assert len(ofc.list_hands(store, event_id)) == hands
    assert seen["balance"] and seen["break"] and seen["final"], seen
    assert seen["five-handed, button out"] and seen["fouls"] and seen["scoops"], seen
    assert seen["busts"] == PLAYERS - 1 and seen["hands with two or more busts"], seen
    assert seen["penalties"], seen
    with store.read() as session:
        from sqlmodel import select

        from tdesk.models.tables import Entry
        places = sorted(e.place for e in session.exec(
            select(Entry).where(Entry.event_id == event_id)) if e.place is not None)
    assert places[-(PLAYERS - 1):] == list(range(2, PLAYERS + 1))
