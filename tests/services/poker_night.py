"""A poker night's floor for the night tests (issue 35): the store, one event and what the floor
knows as it plays: each stack (the chips follow the pots), the prizes handed over, the
knockouts and the bounty cash paid, the mystery envelopes still in the set. Each floor action
is one service call followed by every invariant of ``night_checks``; the messages name the
night's seed and step, so a failing night replays from its seed."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

import pytest

from tdesk.errors import ConflictError
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.money import bounties, money, receipts
from tdesk.services.money.bounty_payouts import pay_bounties, reconciliation
from tdesk.services.players import PlayerFields, import_players, list_entries
from tdesk.services.seating import reinstate, seating
from tdesk.services.seating.walk_in import walk_in
from tests.services.night_checks import check_night

STACK = 20_000
NAMES = ["Anna Petrova", "Björn Åberg", "王伟", "James Smith", "Мария Иванова", "李娜",
         "Sören Öberg", "Oliver Hughes", "Дмитрий Смирнов", "张敏", "Märta Ström",
         "Emma Jones", "Zoë Walker", "Kofi Mensah"]
WALK_INS = ["Åsa Lind", "Pierre Dubois", "Ngozi Eze"]


class Night:
    """The store, the event and what the floor knows: each stack as played (the chips follow
    the pots), the prizes handed over, and a step counter for the messages."""

    def __init__(self, store: Store, seed: int, title: str, bounty: Mapping[str, Any],
                 envelopes: Mapping[int, int] | None = None) -> None:
        """``bounty``: the bounty format's data; ``envelopes``: a mystery set, value -> count
        (a bust in the phase then types the envelope drawn at the table now and then)."""
        self.store, self.seed, self.rng = store, seed, random.Random(seed)
        self.title = title
        self.step = 0
        self.event = create_event(store, f"{title} {seed}", "poker",
                                  settings={"starting_stack": STACK, "seats_per_table": 7})
        money.set_terms(store, self.event, {"buy_in": 100, "fee": 20, "bounty": 100,
                                            "reentry_limit": 2})
        money.set_payout(store, self.event, money.parse_percents("36 24 17 13 10"))
        bounties.set_format(store, self.event, bounty)
        self.envelopes: Counter[int] = Counter(envelopes or {})
        self.typed = self.phase_busts = 0
        """Envelopes typed as drawn at the table (BNT-5)."""
        self.ids = dict(zip(NAMES, import_players(
            store, self.event, [PlayerFields(name=n) for n in NAMES]), strict=True))
        self.stacks: dict[int, int] = {}
        self.handed: dict[int, int] = {}
        self.drawn = False
        self.paid_places = 0
        self.seen: Counter[str] = Counter()
        self.knocked: dict[int, set[int]] = {}
        """Busted entry -> its eliminators (the latest bust of each)."""
        self.no_shows: list[str] = []
        self.cash_for: set[int] = set()
        """Busted entries whose knockout's bounty was handed over in cash."""

    def why(self, what: str) -> str:
        return f"{self.title} night seed {self.seed}, step {self.step} ({what})"

    def check(self, what: str) -> None:
        self.step += 1
        self.seen[what.split(" ")[0]] += 1
        summary = check_night(self.store, self.event, self.why(what), handed=self.handed,
                              drawn=self.drawn)
        ledger = bounties.bounty_ledger(self.store, self.event) if self.envelopes else None
        if ledger is not None:  # the set less the envelopes drawn
            assert ledger.envelopes_left == sum(v * n for v, n in self.envelopes.items()), \
                self.why(f"envelopes left {ledger.envelopes_left}, set {self.envelopes}")
        self.paid_places = summary.places_paid
        if self.drawn and self.stacks:  # the floor's stacks are the chips in play, always
            assert sum(self.stacks.values()) == summary.chips_in_play, self.why(what)

    # -- reading the room ----------------------------------------------------------------------

    def tables(self) -> list[list[int]]:
        return [[p.entry_id for p in t.players]
                for t in seating.room(self.store, self.event).tables if t.players]

    def left(self) -> int:
        return len(self.stacks)

    def phase_from(self) -> int:
        """The players left from which the mystery phase pays envelopes (BNT-5)."""
        fmt = bounties.get_format(self.store, self.event)
        return fmt.phase.players_left or 0 if fmt is not None else 0

    def places_paid(self) -> int:
        return self.paid_places

    def names(self) -> dict[int, str]:
        return {r.entry_id: r.name for r in list_entries(self.store, self.event)}

    # -- the floor's actions -------------------------------------------------------------------

    def balance(self) -> None:
        if seating.room(self.store, self.event).moves:
            seating.apply_all(self.store, self.event)
            self.check("moves applied")

    def bust(self, kind: str = "one") -> None:
        """One hand's busts at a table: one player by one (who covers them, if anyone does), a
        split pot won in uneven shares, or a same-hand chain (A by B, B by C)."""
        rng = self.rng
        tables = [t for t in self.tables() if len(t) >= (3 if kind == "chain" else 2)]
        if not tables or (kind != "one" and self.left() <= 3):
            kind, tables = "one", [t for t in self.tables() if len(t) >= 2]
        table = rng.choice(tables)
        busted = rng.choice(table)
        others = [e for e in table if e != busted]
        start = {busted: self.stacks[busted]}
        if kind == "split" and len(others) >= 2:
            winners = rng.sample(others, 2)
            shares = [rng.choice((2, 3, 5)), 1]
            elims, parts = {busted: winners}, {busted: shares}
            for w, part in zip(winners, shares, strict=True):
                self.stacks[w] += self.stacks[busted] * part // sum(shares)
            self.stacks[winners[0]] += self.stacks[busted] - sum(
                self.stacks[busted] * p // sum(shares) for p in shares)
        elif kind == "chain":
            a, b, c = rng.sample(table, 3)
            if self.stacks[a] == self.stacks[b]:
                self.stacks[b] += 1  # B had one chip more than A: B finishes above A
                self.stacks[c] -= 1
            a, b = sorted((a, b), key=lambda e: self.stacks[e])
            start = {a: self.stacks[a], b: self.stacks[b]}
            elims, parts = {a: [b], b: [c]}, None
            self.stacks[c] += self.stacks[a] + self.stacks[b]
        else:
            covering = [e for e in others if self.stacks[e] >= self.stacks[busted]] or others
            winner = rng.choice(covering)
            elims, parts = {busted: [winner]}, None
            self.stacks[winner] += self.stacks[busted]
        drawn = None
        if self.envelopes and kind == "one" and self.left() <= self.phase_from():
            self.phase_busts += 1
            if self.phase_busts % 2 and +self.envelopes:  # every other one: the real
                # envelope drawn at the table
                drawn = {busted: self.rng.choice(sorted(+self.envelopes))}
                self.typed += 1
        for entry in start:
            del self.stacks[entry]
            self.knocked[entry] = set(elims[entry])
        places = seating.bust_players(self.store, self.event, list(start), stacks=start,
                                      eliminators=elims, shares=parts, envelopes=drawn)
        for env in bounties.drawn_envelopes(self.store, self.event, list(start)):
            assert self.envelopes[env.value] > 0, self.why(f"envelope {env.value} drawn twice")
            self.envelopes[env.value] -= 1
            assert drawn is None or env.value == drawn[busted], self.why("not the one typed")
        self.seen[kind] += 1
        self.check(f"bust ({kind}) {places} by {elims} shares {parts}")
        self.hand_over(list(places))
        self.balance()

    def hand_over(self, entries: list[int]) -> None:
        """The desk pays a prize the moment a player busts in the money."""
        prizes = {r.entry_id: r.prize for r in money.results(self.store, self.event)}
        for entry in entries:
            if prizes.get(entry, 0) > 0:
                receipts.hand_over_prize(self.store, self.event, entry)
                self.handed[entry] = prizes[entry]
                self.check(f"prize {prizes[entry]} handed over to {entry}")

    def walk_in(self, name: str, kind: str = "entry") -> None:
        done = walk_in(self.store, self.event, name=name, kind=kind,
                       seed=self.rng.randrange(10**6))
        assert done.table is not None and done.chips == STACK, self.why(f"walk-in {name}")
        self.stacks[done.entry_id] = STACK
        self.seen[kind] += 1
        self.check(f"walk-in {name} ({kind}) at {done.table}/{done.seat}")
        self.balance()

    def pay_someone(self) -> None:
        rec = reconciliation(self.store, self.event)
        owed = [p for p in rec.players if p.owed > 0] if rec is not None else []
        if owed:
            who = self.rng.choice(owed)
            pay_bounties(self.store, self.event, who.entry_id)
            self.cash_for |= {b for b, by in self.knocked.items() if who.entry_id in by}
            self.check(f"bounties {who.owed} paid to {who.name}")

    def reinstate_one(self) -> bool:
        """A player busted by mistake comes back (not the last bust: later busts and moves came
        after it) with the stack they had; the floor takes those chips back from the tables."""
        out = [e for e, _n, place in reinstate.busted_players(self.store, self.event)
               if place is not None]
        if len(out) < 2:
            return False
        candidates = list(out)
        self.rng.shuffle(candidates)
        candidates.sort(key=lambda e: e not in self.cash_for)  # a knockout paid: tried first
        for entry in candidates:
            shown = reinstate.preview(self.store, self.event, entry)
            if not shown.refusal:
                break
            # bounty cash handed over for that knockout: refused, nothing written
            assert "bount" in shown.refusal, self.why(f"preview: {shown.refusal}")
            with pytest.raises(ConflictError, match="bount"):  # a full room: the new table
                reinstate.reinstate(self.store, self.event, entry, shown.table or 1,
                                    shown.seat or 1)
            self.check(f"refused: {shown.refusal}")
        else:
            return False
        assert shown.table is not None and shown.seat is not None, self.why("no seat offered")
        opened = seating.room(self.store, self.event).table(shown.table) is None
        done = reinstate.reinstate(self.store, self.event, entry, shown.table, shown.seat)
        self.seen["new table"] += opened  # every table was full: the reinstatement opened one
        owe = done.chips
        for other in sorted(self.stacks, key=lambda e: -self.stacks[e]):
            take = min(owe, self.stacks[other] - 1)
            self.stacks[other] -= take
            owe -= take
        assert owe == 0, self.why("the chips to give back are not on the tables")
        self.stacks[entry] = done.chips
        self.check(f"reinstated {done.name} (was {done.place}) with {done.chips}")
        self.balance()
        return True



    def settle_up(self) -> Any:
        """The end of the night: every prize and every bounty owed handed over, each checked;
        the prizes handed over are the pool and nothing is owed. Returns the reconciliation."""
        for row in money.results(self.store, self.event):
            if row.prize and row.entry_id not in self.handed:
                self.hand_over([row.entry_id])
        summary = money.money_summary(self.store, self.event)
        assert sum(self.handed.values()) == summary.pool.total, self.why("prizes handed")
        rec = reconciliation(self.store, self.event)
        assert rec is not None
        for p in rec.players:
            if p.owed:
                pay_bounties(self.store, self.event, p.entry_id)
                self.check(f"end of night: bounties paid to {p.name}")
        rec = reconciliation(self.store, self.event)
        assert rec is not None and rec.owed == 0 and rec.balanced, self.why(f"{rec}")
        paid_out = sum(r.amount for r in receipts.list_receipts(self.store, self.event)
                       if r.kind in receipts.PAID_OUT)
        assert paid_out == summary.pool.total + rec.paid, self.why("money handed out")
        return rec

    # -- the night's opening and the time before the money ------------------------------------

    def walk_ins_open(self) -> bool:
        """Late entries are taken while the money is not near (PL-3 refuses them after)."""
        return self.left() > self.places_paid() + 1

    def open_and_draw(self) -> None:
        """Registration (two no-shows never pay), the entries paid, the draw; a no-show can
        neither bust nor be anyone's eliminator."""
        self.check("registered")
        self.no_shows = self.rng.sample(NAMES, 2)
        money.take_entries(self.store, self.event,
                           [self.ids[n] for n in NAMES if n not in self.no_shows])
        self.check("entries paid")
        seating.draw_seats(self.store, self.event, seed=self.seed)
        self.drawn = True
        self.stacks = {self.ids[n]: STACK for n in NAMES if n not in self.no_shows}
        self.check("seats drawn")
        someone = next(iter(self.stacks))
        for busted, elims in ((self.ids[self.no_shows[0]], [someone]),
                              (someone, [self.ids[self.no_shows[1]]])):
            with pytest.raises(ConflictError, match="has not paid|has no seat"):
                seating.bust_players(self.store, self.event, [busted],
                                     stacks={busted: STACK}, eliminators={busted: elims})
            self.check("a no-show's bust refused")

    def before_the_money(self, early: list[str], late: list[str]) -> None:
        """The floor's actions until the money nears, in a seeded order (``early`` first,
        then ``late``, a reinstatement after the first bounty payout), then busts until
        late entries close."""
        rng = self.rng
        rng.shuffle(early)
        rng.shuffle(late)
        script = early + late
        script.insert(rng.randrange(max(4, script.index("pay") + 1), len(script) + 1),
                      "reinstate")
        walk_ins = iter(WALK_INS)
        while script:
            kind = script.pop(0)
            busted = [e for e, _n, p in reinstate.busted_players(self.store, self.event) if p]
            entries = money.paid_by_entry(self.store, self.event)
            again = [e for e in busted if entries[e].made.get("reentry", 0) < 2]
            if kind in ("walk-in", "late no-show", "reentry") and not self.walk_ins_open():
                continue
            if kind == "reentry" and not again:  # nobody out yet: a bust, then the re-entry
                script[:0] = ["one", "reentry"]
            elif kind == "walk-in":
                self.walk_in(next(walk_ins))
            elif kind == "late no-show":
                self.walk_in(self.no_shows.pop().lower())  # found accent- and case-blind
            elif kind == "reentry":
                self.walk_in(self.names()[rng.choice(again)], "reentry")
            elif kind == "pay":
                self.pay_someone()
            elif kind == "reinstate" and not self.reinstate_one():
                script[:0] = ["one", "reinstate"]  # nobody (else) to bring back yet
            elif kind in ("one", "split", "chain"):
                self.bust(kind)
        while self.walk_ins_open():
            self.bust(rng.choice(("one", "one", "split")))
