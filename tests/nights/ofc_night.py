"""A seeded OFC night through the services: the draw with its buttons, hands dealt at every
table from a seeded deck (fouls, scoops, clock fouls, exposed cards), settlements, busts (some
several in a hand), balancing and breaking, the 5-handed final table with the button dealt out,
to the winner; a hand with a card twice refused (CARD-2).

After every hand: the chips in play are the chips the night began with (OFC-S1..S4 move chips,
never make or lose them), each stack at the table is the settlement's, every player the
settlement eliminated is out with a place, the places out are the bottom of the field,
contiguous, a tie shared (``night_checks.check_places``), and the room counts the players left
as the players list does."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

from tdesk.models.store import Store
from tdesk.rules.cards import Card
from tdesk.services.events import create_event
from tdesk.services.ofc import ofc
from tdesk.services.ofc.ofc import DEFAULT_STACK, HandDraft, SeatInput
from tdesk.services.players import PlayerFields, import_players
from tdesk.services.seating import seating
from tests.nights.common import Floor, picture, undo_and_redo_all
from tests.nights.names import names
from tests.services.night_checks import check_places
from tests.services.ofc.test_ofc_night import _board

SIZES = {"small": (5, 8), "nightly": (18, 40)}


class OfcNight:
    def __init__(self, store: Store, seed: int, size: str, folder: Path) -> None:
        self.floor = Floor(store, "ofc", seed, size)
        self.store, self.rng = store, self.floor.rng
        self.players = self.rng.randint(*SIZES[size])
        self.event = 0
        self.whole_undo = True  # False: a circuit night undoes it with the others
        self.hands = 0

    def play(self) -> None:
        f, rng = self.floor, self.rng
        start = picture(self.store)
        self.event = create_event(self.store, f"OFC night {f.seed}", "ofc", settings={})
        import_players(self.store, self.event,
                       [PlayerFields(name=n) for n in names(rng, self.players)])
        self.total = self.players * DEFAULT_STACK
        seating.draw_seats(self.store, self.event, seed=rng.randrange(1 << 30))
        f.did("draw")
        refused_once = False
        while sum(p.active for p in ofc.ofc_players(self.store, self.event)) > 1:
            room = seating.room(self.store, self.event)
            if room.moves:
                final = {m.to_table for m in room.moves if m.kind == "final"}
                seating.apply_all(self.store, self.event)
                f.did("moves")
                room = seating.room(self.store, self.event)
                for number in final:  # the floor draws for the final table's button
                    table = room.table(number)
                    assert table is not None and table.final, f.why("the final table")
                    seating.set_button(self.store, self.event, number,
                                       rng.choice(table.players).seat)
            tables = ofc.ofc_tables(self.store, self.event)
            assert tables, f.why("players are left but no table deals")
            for table in tables:
                if not table.playable:
                    continue
                if not refused_once:
                    self.refuse_a_card_twice(table)
                    refused_once = True
                self.deal(table)
            assert self.hands < 3_000, f.why("the night does not end")
        [winner] = [p for p in ofc.ofc_players(self.store, self.event) if p.active]
        assert winner.chips == self.total, f.why("the winner holds every chip")
        assert len(ofc.list_hands(self.store, self.event)) == self.hands, f.why("hands")
        if self.whole_undo:
            undo_and_redo_all(f, start)

    def _draft(self, table: ofc.OfcTable, rng: random.Random) -> tuple[HandDraft, list[int]]:
        order, out = ofc.table_order(table)
        deck = [Card.from_index(i) for i in range(52)]
        rng.shuffle(deck)
        seats = []
        for n, entry_id in enumerate(order):
            mark = rng.random()
            seats.append(SeatInput(entry_id, _board(deck[13 * n:13 * n + 13], rng),
                                   clock_foul=mark < 0.03, exposed=int(0.03 <= mark < 0.06)))
        level = min(1 + self.hands // 10, 23)
        return HandDraft(tuple(seats), level=level, table_no=table.number,
                         button_entry=out), list(order)

    def refuse_a_card_twice(self, table: ofc.OfcTable) -> None:
        draft, _ = self._draft(table, random.Random(self.floor.seed))
        first, second = draft.seats[0], draft.seats[1]
        board = second.cards.split()
        board[0] = first.cards.split()[0]  # the top's first card, in both hands
        doubled = (first, dataclasses.replace(second, cards=" ".join(board)), *draft.seats[2:])
        bad = HandDraft(doubled, level=draft.level, table_no=draft.table_no,
                        button_entry=draft.button_entry)
        self.floor.refused("a card in two hands", ofc.apply_hand, self.store, self.event, bad)

    def deal(self, table: ofc.OfcTable) -> None:
        f = self.floor
        draft, order = self._draft(table, self.rng)
        before = {p.entry_id: p for p in ofc.ofc_players(self.store, self.event)}
        result = ofc.score_draft(self.store, self.event, draft)
        ofc.apply_hand(self.store, self.event, draft)
        self.hands += 1
        f.did("hand")
        why = f"hand {self.hands} at table {table.number}"
        after = {p.entry_id: p for p in ofc.ofc_players(self.store, self.event)}
        assert sum(p.chips for p in after.values() if p.active) == self.total, f.why(
            f"{why}: chips in play")
        settled = {int(k): v for k, v in result.settlement.stacks.items()}
        assert {e: after[e].chips for e in order} == settled, f.why(f"{why}: the stacks")
        assert sum(before[e].chips for e in order) == sum(settled.values()), f.why(why)
        out = [int(e) for e in result.settlement.eliminated]
        assert all(not after[e].active for e in out), f.why(f"{why}: an eliminated player in")
        assert all(after[e].active for e in order if e not in out), f.why(f"{why}: out early")
        f.seen["busts"] += len(out)
        check_places(self.store, self.event, f.why(why))
        room = seating.room(self.store, self.event)
        assert room.players_left == sum(p.active for p in after.values()), f.why(
            f"{why}: the room's count")


def play_ofc(store: Store, seed: int, size: str, folder: Path) -> OfcNight:
    night = OfcNight(store, seed, size, folder)
    night.play()
    return night
