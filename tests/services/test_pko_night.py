"""A progressive-knockout night to its winner through the services (issue 35): registration with
no-shows (registered, never paid: never drawn, counted or placed), walk-ins and re-entries at
the cashier's desk (``walk_in``), busts with their eliminators (split pots won in uneven
shares, a same-hand chain), balancing, a player reinstated after a wrong bust, bounty cash
paid on the night, prizes handed over at the bust, an ICM deal that keeps an amount back, the
winner, and every prize and bounty handed over at the end.

The night is drawn from a seeded random: who busts, by whom, the stacks, the order of the
floor's actions. After EVERY action the invariants hold (``night_checks``); a failing
assertion names the seed and the step, so the night replays from it.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tdesk.errors import ConflictError
from tdesk.models.store import Store
from tdesk.rules import bounties as rb
from tdesk.services import bounties, chip_counts, deals, money, receipts, reinstate, seating
from tdesk.services.bounty_payouts import pay_bounties, reconciliation
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, import_players, list_entries
from tdesk.services.walk_in import walk_in
from tests.services.night_checks import check_night

STACK = 20_000
NAMES = ["Anna Petrova", "Björn Åberg", "王伟", "James Smith", "Мария Иванова", "李娜",
         "Sören Öberg", "Oliver Hughes", "Дмитрий Смирнов", "张敏", "Märta Ström",
         "Emma Jones", "Zoë Walker", "Kofi Mensah"]
WALK_INS = ["Åsa Lind", "Pierre Dubois", "Ngozi Eze"]


class Night:
    """The store, the event and what the floor knows: each stack as played (the chips follow
    the pots), the prizes handed over, and a step counter for the messages."""

    def __init__(self, store: Store, seed: int) -> None:
        self.store, self.seed, self.rng = store, seed, random.Random(seed)
        self.step = 0
        self.event = create_event(store, f"PKO Friday {seed}", "poker",
                                  settings={"starting_stack": STACK, "seats_per_table": 7})
        money.set_terms(store, self.event, {"buy_in": 100, "fee": 20, "bounty": 100,
                                            "reentry_limit": 2})
        money.set_payout(store, self.event, money.parse_percents("36 24 17 13 10"))
        bounties.set_format(store, self.event, rb.format_to_data(rb.progressive()))
        self.ids = dict(zip(NAMES, import_players(
            store, self.event, [PlayerFields(name=n) for n in NAMES]), strict=True))
        self.stacks: dict[int, int] = {}
        self.handed: dict[int, int] = {}
        self.drawn = False
        self.paid_places = 0
        self.seen: Counter[str] = Counter()
        self.knocked: dict[int, set[int]] = {}
        """Busted entry -> its eliminators (the latest bust of each)."""
        self.cash_for: set[int] = set()
        """Busted entries whose knockout's bounty was handed over in cash."""

    def why(self, what: str) -> str:
        return f"PKO night seed {self.seed}, step {self.step} ({what})"

    def check(self, what: str) -> None:
        self.step += 1
        self.seen[what.split(" ")[0]] += 1
        summary = check_night(self.store, self.event, self.why(what), handed=self.handed,
                              drawn=self.drawn)
        self.paid_places = summary.places_paid
        if self.drawn and self.stacks:  # the floor's stacks are the chips in play, always
            assert sum(self.stacks.values()) == summary.chips_in_play, self.why(what)

    # -- reading the room ----------------------------------------------------------------------

    def tables(self) -> list[list[int]]:
        return [[p.entry_id for p in t.players]
                for t in seating.room(self.store, self.event).tables if t.players]

    def left(self) -> int:
        return len(self.stacks)

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
        for entry in start:
            del self.stacks[entry]
            self.knocked[entry] = set(elims[entry])
        places = seating.bust_players(self.store, self.event, list(start), stacks=start,
                                      eliminators=elims, shares=parts)
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
            with pytest.raises(ConflictError, match="bount"):
                reinstate.reinstate(self.store, self.event, entry, shown.table or 1,
                                    shown.seat or 1)
            self.check(f"refused: {shown.refusal}")
        else:
            return False
        assert shown.table is not None, self.why("no seat to reinstate at")
        done = reinstate.reinstate(self.store, self.event, entry, shown.table, shown.seat or 0)
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


def _walk_ins_open(night: Night) -> bool:
    return night.left() > night.places_paid() + 1


@pytest.mark.parametrize("seed", [3, 35, 2026])
def test_a_pko_night_with_reentries_a_reinstatement_and_a_deal(store: Store, seed: int) -> None:
    night = Night(store, seed)
    rng = night.rng
    night.check("registered")
    no_shows = rng.sample(NAMES, 2)
    money.take_entries(store, night.event, [night.ids[n] for n in NAMES if n not in no_shows])
    night.check("entries paid")
    seating.draw_seats(store, night.event, seed=seed)
    night.drawn = True
    night.stacks = {night.ids[n]: STACK for n in NAMES if n not in no_shows}
    night.check("seats drawn")
    # a no-show can neither bust nor be anyone's eliminator
    someone = next(iter(night.stacks))
    for busted, elims in ((night.ids[no_shows[0]], None), (someone, [night.ids[no_shows[1]]])):
        with pytest.raises(ConflictError, match="has not paid|has no seat"):
            seating.bust_players(store, night.event, [busted], stacks={busted: STACK},
                                 eliminators={busted: elims or [someone]})
        night.check("a no-show's bust refused")
    # the night before the money: the floor's actions in a seeded order
    early = ["one", "split", "chain", "walk-in", "reentry", "reentry", "late no-show", "pay"]
    late = ["one", "split", "one", "walk-in", "pay"]
    rng.shuffle(early)
    rng.shuffle(late)
    script = early + late
    script.insert(rng.randrange(max(4, script.index("pay") + 1), len(script) + 1), "reinstate")
    walk_ins = iter(WALK_INS)
    while script:
        kind = script.pop(0)
        busted = [e for e, _n, p in reinstate.busted_players(store, night.event) if p]
        entries = money.paid_by_entry(store, night.event)
        again = [e for e in busted if entries[e].made.get("reentry", 0) < 2]
        if kind in ("walk-in", "late no-show", "reentry") and not _walk_ins_open(night):
            continue
        if kind == "reentry" and not again:  # nobody out yet: a bust first, the re-entry next
            script[:0] = ["one", "reentry"]
        elif kind == "walk-in":
            night.walk_in(next(walk_ins))
        elif kind == "late no-show":
            night.walk_in(no_shows.pop().lower())  # found accent- and case-blind
        elif kind == "reentry":
            night.walk_in(night.names()[rng.choice(again)], "reentry")
        elif kind == "pay":
            night.pay_someone()
        elif kind == "reinstate" and not night.reinstate_one():
            script[:0] = ["one", "reinstate"]  # nobody (else) to bring back yet
        elif kind in ("one", "split", "chain"):
            night.bust(kind)
    while _walk_ins_open(night):
        night.bust(rng.choice(("one", "one", "split")))
    # into the money: each bust is paid at once; a reinstatement would move a prize paid
    while night.left() > 3 and not night.handed:
        night.bust()
    out = [e for e, _n, p in reinstate.busted_players(store, night.event)
           if p and e not in night.handed]
    if night.handed and out:
        with pytest.raises(ConflictError, match="handed over"):
            shown = reinstate.preview(store, night.event, out[-1])
            reinstate.reinstate(store, night.event, out[-1], shown.table or 1, shown.seat or 1,
                                override=True)
        night.check("handed-over a reinstatement that would move a prize paid, refused")
    while night.left() > 3:
        night.bust()
    # the deal: the stacks counted, ICM with an amount kept back for the winner
    chip_counts.record_counts(store, night.event, dict(night.stacks))
    night.check("chips counted for the deal")
    players, prizes = deals.deal_candidates(store, night.event)
    assert {p.entry_id: p.chips for p in players} == night.stacks, night.why("deal stacks")
    unit = money.get_terms(store, night.event).terms.payout_unit
    kept = max(unit, sum(prizes) // 10 // unit * unit)
    amounts = deals.work_out_deal("icm", [p.chips for p in players], prizes, kept, unit)
    deals.record_deal(store, night.event, "icm", dict(zip(
        [p.entry_id for p in players], amounts, strict=True)), kept)
    night.check(f"ICM deal {amounts} + {kept} kept back")
    with pytest.raises(ConflictError, match="kept back"):
        receipts.hand_over_prize(store, night.event, players[0].entry_id)
    night.check("no handover while the winner is not known")
    while night.left() > 1:
        night.bust()
    [winner] = night.stacks
    night.hand_over([winner])
    assert winner in night.handed, night.why("the winner is handed the prize")
    # the end of the night: every prize and every bounty handed over
    for row in money.results(store, night.event):
        if row.prize and row.entry_id not in night.handed:
            night.hand_over([row.entry_id])
    summary = money.money_summary(store, night.event)
    assert sum(night.handed.values()) == summary.pool.total, night.why("prizes handed")
    rec = reconciliation(store, night.event)
    assert rec is not None
    for p in rec.players:
        if p.owed:
            pay_bounties(store, night.event, p.entry_id)
            night.check(f"end of night: bounties paid to {p.name}")
    rec = reconciliation(store, night.event)
    assert rec is not None and (rec.owed, rec.in_play, rec.house) == (0, 0, 0), night.why(
        f"the bounty money at the end: {rec}")
    assert rec.paid == summary.bounties, night.why("every bounty paid")
    for what in ("split", "chain", "entry", "reentry", "reinstated", "bounties", "moves",
                 "prize", "handed-over"):
        assert night.seen[what], night.why(f"the night had no {what}: {night.seen}")
    paid_out = sum(r.amount for r in receipts.list_receipts(store, night.event)
                   if r.kind in receipts.PAID_OUT)
    assert paid_out == summary.pool.total + summary.bounties, night.why("money out")
