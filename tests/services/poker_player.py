"""The seeded random poker night player (issue 37): a whole night at the floor, its format and
every choice drawn from one seed, the hands played by the bust model the planner uses
(``tdesk/rules/bust_model``), every floor action one service call followed by every
invariant of ``night_checks``; at the end the whole night undone (the store as it was before
the first action) and redone (as it was at the end).

The formats: a plain freezeout-with-re-entries, a progressive knockout, fixed bounties or
mystery envelopes, each with a deal at three players now and then; a satellite to seats; two
or three flights bagged into a Day 2 played to its winner (``poker_flights``: namesakes across
the flights, a person who bags twice). Registration has no-shows (one comes late), walk-ins and re-entries while
late entry is open, busts with their eliminators (split pots, two out in a hand, ties when the
stacks were equal), a player reinstated after a wrong bust, bounty cash paid on the night,
hand-for-hand at the bubble, prizes handed over at the bust.

A failing night names its seed and step and the command that replays it:

    python bench/poker_nights.py --seed 1234 --players 12

Sizes: ``players`` is the field paid in at the start, each flight's in a flights night (8 to
12 more); the tests use 8, the nightly bench 40.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from tdesk.errors import ConflictError, InputError
from tdesk.models.store import Store
from tdesk.rules.levels import Level
from tdesk.rules.levels import bust_model as bm
from tdesk.rules.money import bounties as rb
from tdesk.services.events import create_event
from tdesk.services.money import deals, money, receipts, satellites
from tdesk.services.players import PlayerFields, import_players
from tdesk.services.seating import chip_counts, seating
from tdesk.services.seating import hand_for_hand as hfh
from tests.services import poker_night
from tests.services.night_checks import check_night, check_refusal, check_undo_redo, store_rows

STACK = poker_night.STACK
KINDS = ("plain", "pko", "fixed", "mystery", "satellite", "flights")
LEVELS = tuple(Level.blinds(b // 2, b, b // 4 if b >= 800 else 0, 10) for b in (
    200, 300, 400, 600, 800, 1000, 1500, 2000, 3000, 4000, 6000, 8000, 10000, 15000, 20000,
    30000, 40000, 60000))
PACE = bm.Pace(all_in=6.0, split=0.2)
"""Looser than the planner's room: the tests want many busts in few hands."""
HANDS_PER_LEVEL = 6


def replay(seed: int, players: int, kind: str | None = None) -> str:
    """The command that plays the night again (``--kind`` when not the seed's own draw)."""
    forced = f" --kind {kind}" if kind and kind != random.Random(seed).choice(KINDS) else ""
    return f"replay: python bench/poker_nights.py --seed {seed} --players {players}{forced}"


class Player(poker_night.Night):
    """One night: ``kind`` and every choice drawn from ``seed``."""

    def __init__(self, store: Store, seed: int, players: int, kind: str | None = None) -> None:
        self.store, self.seed, self.rng, self.step = store, seed, random.Random(seed), 0
        self.size = players
        drawn = self.rng.choice(KINDS)  # drawn either way: a seed plays one night
        self.kind = kind or drawn
        self.title = f"{self.kind} ({players} players)"
        self.start_audit = _newest_audit(store)
        self.start_rows = store_rows(store)
        seats = self.rng.choice((6, 8, 9))
        settings: dict[str, Any] = {"starting_stack": STACK, "seats_per_table": seats,
                                    "hand_for_hand_from": 1}
        if self.kind == "satellite":
            settings["final_table_size"] = seats
        self.event = create_event(store, f"Night {seed}", "poker", settings=settings)
        bounty = 100 if self.kind in ("pko", "fixed", "mystery") else 0
        money.set_terms(store, self.event, {"buy_in": 100 if self.kind != "satellite" else 55,
                                            "fee": 20, "bounty": bounty, "reentry_limit": 2})
        money.set_payout(store, self.event, money.parse_percents("36 24 17 13 10"))
        self.envelopes: Counter[int] = Counter()
        phase = max(3, players // 3)
        if self.kind == "pko":
            bounties_data = rb.format_to_data(rb.progressive())
        elif self.kind == "fixed":
            bounties_data = rb.format_to_data(rb.fixed())
        elif self.kind == "mystery":  # one envelope a bust in the phase, and a few spare
            values = [self.rng.choice((50, 100, 200, 500)) for _ in range(phase + 2)]
            self.envelopes = Counter(values)
            bounties_data = {"kind": "mystery", "players_left": phase, "seed": f"n{seed}",
                             "envelopes": [[v, n] for v, n in self.envelopes.items()]}
        else:
            bounties_data = None
        if bounties_data is not None:
            from tdesk.services.money import bounties

            bounties.set_format(store, self.event, bounties_data)
        self.typed = self.phase_busts = 0
        names = [f"Player {seed % 97:02}-{i:03}" for i in range(players + 2)]
        self.ids = dict(zip(names, import_players(
            store, self.event, [PlayerFields(name=n) for n in names]), strict=True))
        self.stacks: dict[int, int] = {}
        self.handed: dict[int, int] = {}
        self.drawn = False
        self.paid_places = 0
        self.seen: Counter[str] = Counter()
        self.knocked: dict[int, set[int]] = {}
        self.no_shows = self.rng.sample(names, 2)
        self.cash_for: set[int] = set()
        self.hands = 0
        self.walk_ins = 0

    def why(self, what: str) -> str:
        return f"poker night seed {self.seed}, {self.title}, step {self.step} ({what}); " \
               f"{replay(self.seed, self.size, self.kind)}"

    def check(self, what: str) -> None:
        if self.kind != "satellite":
            super().check(what)
            return
        self.step += 1
        self.seen[what.split(" ")[0]] += 1
        summary = check_night(self.store, self.event, self.why(what), handed=self.handed,
                              drawn=self.drawn)
        info = satellites.satellite_info(self.store, self.event)
        if info is not None:
            rows = satellites.satellite_results(self.store, self.event)
            assert sum(r.prize for r in rows) <= info.pool, self.why("paid above the pool")
            assert sum(r.seat for r in rows) <= info.seats, self.why("seats above the pool")
        if self.drawn and self.stacks:
            assert sum(self.stacks.values()) == summary.chips_in_play, self.why(what)

    def refused(self, exc: BaseException, what: str) -> None:
        check_refusal(str(exc), self.why(what))
        self.check(f"refused: {what}")

    def level(self) -> Level:
        return bm.level_at(LEVELS, self.hands // HANDS_PER_LEVEL)

    # -- the night ----------------------------------------------------------------------------

    def play(self, undo: bool = True) -> None:
        """The whole night, then (``undo``) the undo and redo of all of it."""
        self.open()
        if self.kind == "satellite":
            satellites.set_satellite(self.store, self.event, 200, "Main Event")
            self.check("satellite set")
        self.play_down()
        self.finish()
        if undo:
            self.undo_redo()

    def play_down(self) -> None:
        """Hands until the night is over: hand-for-hand when offered, a deal at three now
        and then."""
        while not self.over():
            self.hfh = hfh.status(self.store, self.event)  # read once a hand
            self.floor_between_hands()
            if self.over():
                break
            if self.hfh.offer and not self.seen["hand-for-hand"] \
                    and self.left() >= 3:  # offered with 2 left (1 seat), but refused then
                hfh.start(self.store, self.event)
                self.check("hand-for-hand started")
                self.hfh = hfh.status(self.store, self.event)
            if self.hfh.active:
                self.hand_for_hand()
            else:
                self.hand()
            if self.kind in ("pko", "fixed", "mystery", "plain", "flights") \
                    and self.left() == 3 and not self.seen["deal"] and self.rng.random() < 0.5:
                self.deal()

    def undo_redo(self) -> None:
        """Undo of the whole night back to the start, then redo to its end."""
        self.step += 1
        undone = check_undo_redo(self.store, self.start_audit, self.start_rows,
                                 self.why("undo and redo of the whole night"))
        self.seen["undone"] = undone

    def over(self) -> bool:
        if self.kind == "satellite" and self.left() > 1 and self.left() > self.places_paid():
            return False  # more players than seats: not over, nothing to read
        if self.kind == "satellite":
            info = satellites.satellite_info(self.store, self.event)
            return info is not None and info.over
        return self.left() <= 1

    def open(self) -> None:
        """Registration: the players paid in, two no-shows never pay; the draw; a no-show's
        bust and a no-show as an eliminator refused in words a floor person reads."""
        self.check("registered")
        paid = [e for n, e in self.ids.items() if n not in self.no_shows]
        money.take_entries(self.store, self.event, paid)
        self.check("entries paid")
        seating.draw_seats(self.store, self.event, seed=self.seed)
        self.drawn = True
        self.stacks = {e: STACK for e in paid}
        self.check("seats drawn")
        someone = paid[0]
        try:
            seating.bust_players(self.store, self.event, [self.ids[self.no_shows[0]]],
                                 stacks={self.ids[self.no_shows[0]]: STACK},
                                 eliminators={self.ids[self.no_shows[0]]: [someone]})
        except ConflictError as exc:
            self.refused(exc, "a no-show's bust")
        else:
            raise AssertionError(self.why("a no-show was busted"))

    def floor_between_hands(self) -> None:
        """While late entry is open: a walk-in, the late no-show, a re-entry now and then; a
        bounty payout; once, a player reinstated after a wrong bust."""
        rng = self.rng
        open_ = self.walk_ins_open() and self.hands < HANDS_PER_LEVEL * 4 \
            and not self.hfh.active
        roll = rng.random()
        if open_ and roll < 0.04:
            self.walk_ins += 1
            self.walk_in(f"Walk-in {self.seed % 97:02}-{self.walk_ins:02}")
        elif open_ and roll < 0.06 and self.no_shows:
            self.walk_in(self.no_shows.pop().upper())  # found by name, case-blind
        elif open_ and roll < 0.12:
            self.reentry()
        elif roll < 0.14 and self.kind in ("pko", "fixed", "mystery"):
            self.pay_someone()
        elif roll < 0.16 and not self.seen["reinstated"] and not self.handed \
                and not self.hfh.active \
                and (self.kind != "mystery" or self.left() > self.phase_from() + 2):
            self.reinstate_one()

    def reentry(self) -> None:
        from tdesk.services.seating import reinstate

        busted = [e for e, _n, p in reinstate.busted_players(self.store, self.event) if p]
        entries = money.paid_by_entry(self.store, self.event)
        again = [e for e in busted if entries[e].made.get("reentry", 0) < 2]
        over = [e for e in busted if entries[e].made.get("reentry", 0) >= 2]
        if over and self.rng.random() < 0.3:  # past the limit: refused, nothing written
            from tdesk.services.seating.walk_in import walk_in

            with pytest.raises((ConflictError, InputError)) as info:
                walk_in(self.store, self.event, name=self.names()[over[0]], kind="reentry")
            self.refused(info.value, "a re-entry past the limit")
        elif again:
            self.walk_in(self.names()[self.rng.choice(again)], "reentry")

    def hand(self) -> None:
        """One hand at a table drawn at random; its busts (if any) one floor action."""
        tables = [t for t in self.tables() if len(t) >= 2]
        if not tables:
            self.balance()
            return
        table = self.rng.choice(tables)
        self.hands += 1
        busts = self.play_table(table)
        if busts:
            start = {b.player: b.stack for b in busts}
            elims = {b.player: list(b.by) for b in busts}
            shares = {b.player: list(b.shares) for b in busts if len(b.by) > 1}
            drawn = self.envelope_typed(busts)
            places = seating.bust_players(self.store, self.event, list(start), stacks=start,
                                          eliminators=elims, shares=shares or None,
                                          envelopes=drawn)
            self.after_busts(busts, places)
            self.balance()

    def play_table(self, table: list[int]) -> list[bm.Bust]:
        order = table[self.hands % len(table):] + table[:self.hands % len(table)]
        busts = bm.play_hand(order, self.stacks, self.level(), self.rng, PACE)
        if self.kind == "satellite":  # no bounties: nobody is asked who eliminated whom
            busts = [bm.Bust(b.player, b.stack, (), ()) for b in busts]
        return busts

    def envelope_typed(self, busts: list[bm.Bust]) -> dict[int, int] | None:
        if not self.envelopes or len(busts) != 1 or self.left() + 1 > self.phase_from():
            return None
        self.phase_busts += 1
        if self.phase_busts % 2 and +self.envelopes:  # the real envelope drawn at the table
            self.typed += 1
            return {int(busts[0].player): self.rng.choice(sorted(+self.envelopes))}
        return None

    def after_busts(self, busts: list[bm.Bust], places: dict[int, int]) -> None:
        for b in busts:
            self.knocked[int(b.player)] = {int(x) for x in b.by}
        self.count_envelopes(list(places))
        kind = "split" if any(len(b.by) > 1 for b in busts) else (
            "two" if len(busts) > 1 else "one")
        self.seen[kind] += 1
        if len(set(places.values())) < len(places):
            self.seen["tie"] += 1
        self.check(f"bust ({kind}) {places}")
        if self.kind == "satellite":
            return
        self.hand_over(list(places))

    def count_envelopes(self, busted: list[int]) -> None:
        """The envelopes these busts drew leave the night's own count of the set."""
        from tdesk.services.money import bounties

        if self.envelopes and busted:
            for env in bounties.drawn_envelopes(self.store, self.event, busted):
                assert self.envelopes[env.value] > 0, self.why(f"envelope {env.value} twice")
                self.envelopes[env.value] -= 1

    def hand_for_hand(self) -> None:
        """One hand dealt at every table; each table reports, its busts with it."""
        hfh.next_hand(self.store, self.event)
        self.check("hand-for-hand next hand")
        self.hands += 1
        status = hfh.status(self.store, self.event)
        tables = {t.number: [p.entry_id for p in t.players]
                  for t in seating.room(self.store, self.event).tables if t.players}
        out: dict[int, int] = {}
        for number in status.playing:
            busts = self.play_table(tables[number]) if len(tables.get(number, [])) > 1 else []
            start = {int(b.player): b.stack for b in busts}
            elims = {int(b.player): [int(x) for x in b.by] for b in busts} \
                if self.kind != "satellite" else None
            shares = {int(b.player): list(b.shares) for b in busts if len(b.by) > 1}
            done = hfh.hand_done(self.store, self.event, number, start, eliminators=elims,
                                 shares=shares or None)
            for b in busts:
                self.knocked[int(b.player)] = {int(x) for x in b.by}
            out.update(done.places)
            self.count_envelopes(list(done.places))  # the hand's busts drew them (BNT-5)
            self.check(f"hand-for-hand table {number} done {start}")
        if out:
            self.seen["hand-for-hand busts"] += 1
            if len(set(out.values())) < len(out):
                self.seen["tie"] += 1
            if self.kind != "satellite":
                self.hand_over(list(out))
        self.balance()

    def deal(self) -> None:
        """Three left: the stacks counted, an ICM deal with an amount kept back; no prize
        handed over until the winner is known (refused in words)."""
        chip_counts.record_counts(self.store, self.event, dict(self.stacks))
        self.check("chips counted for the deal")
        players, prizes = deals.deal_candidates(self.store, self.event)
        unit = money.get_terms(self.store, self.event).terms.payout_unit
        kept = max(unit, sum(prizes) // 10 // unit * unit)
        amounts = deals.work_out_deal("icm", [p.chips for p in players], prizes, kept, unit)
        deals.record_deal(self.store, self.event, "icm", dict(zip(
            [p.entry_id for p in players], amounts, strict=True)), kept)
        if self.envelopes:  # BNT-7: the deal shares the envelopes not drawn (issue 35)
            parts = [d.envelopes for d in deals.deal_bounties(self.store, self.event)]
            assert sum(parts) == sum(v * n for v, n in self.envelopes.items()) and \
                max(parts) - min(parts) <= 1, self.why(f"the deal's envelopes {parts}")
            self.envelopes = Counter(dict.fromkeys(self.envelopes, 0))  # none drawn after it
            self.seen["envelopes shared"] += 1
        self.seen["deal"] += 1
        self.check(f"ICM deal {amounts} + {kept} kept back")
        try:
            receipts.hand_over_prize(self.store, self.event, players[0].entry_id)
        except ConflictError as exc:
            self.refused(exc, "a handover before the winner is known")
        else:
            raise AssertionError(self.why("a deal's prize handed over before the end"))

    def finish(self) -> None:
        if self.kind == "satellite":
            for row in satellites.satellite_results(self.store, self.event):
                if row.cash and row.entry_id not in self.handed:
                    receipts.hand_over_prize(self.store, self.event, row.entry_id)
                    self.handed[row.entry_id] = row.cash
                    self.check(f"cash handed over to {row.name}")
            return
        self.hand_over(list(self.stacks))
        if self.kind in ("pko", "fixed", "mystery"):
            self.settle_up()
        else:
            for row in money.results(self.store, self.event):
                if row.prize and row.entry_id not in self.handed:
                    self.hand_over([row.entry_id])
            total = money.money_summary(self.store, self.event).pool.total
            assert sum(self.handed.values()) == total, self.why("prizes handed")


def _newest_audit(store: Store) -> int:
    from sqlmodel import func, select

    from tdesk.models.tables import AuditLog

    with store.read() as session:
        return int(session.exec(select(func.max(AuditLog.id))).one() or 0)


def play_night(store: Store, seed: int, players: int, kind: str | None = None, *,
               undo: bool = True) -> Player:
    """One seeded night played to its end, checked all the way, undone and redone: the
    format drawn from the seed (or ``kind``)."""
    kind = kind or random.Random(seed).choice(KINDS)
    if kind == "flights":
        from tests.services.poker_flights import FlightNight

        night: Player = FlightNight(store, seed, players)
    else:
        night = Player(store, seed, players, kind)
    night.play(undo)
    return night
