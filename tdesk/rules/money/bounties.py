"""Bounties and knockouts: fixed, progressive (PKO) and mystery (BNT-1..BNT-9, issue 23).

Pure rules: no store, no Qt, no clock, no global randomness. The services keep the entries (each
with the bounty part its fee paid, ``tdesk.rules.money.entry_fees.price(...).bounty``) and the
knockouts recorded with the busts; :func:`settle` folds them into a :class:`BountyLedger`: every
entry's current head, what each entry collected, and the pool it all comes from. Whole units
throughout (PRZ-1); every split is exact (BNT-2), so collected + heads (+ envelopes left) is the
pool at every step (BNT-8).

A progressive knockout with a bounty part of 100: A busts B, then C busts A (BNT-4).

>>> fmt = progressive()
>>> entries = [Entry("A", "A", 100), Entry("B", "B", 100), Entry("C", "C", 100)]
>>> ledger = settle(fmt, entries, [Knockout("B", ("A",))])
>>> ledger.collected["A"], ledger.heads["A"]
(50, 150)
>>> ledger = settle(fmt, entries, [Knockout("B", ("A",)), Knockout("A", ("C",))])
>>> ledger.collected["C"], ledger.heads["C"]
(75, 175)
>>> ledger = settle(fmt, entries, [Knockout("B", ("A",)), Knockout("A", ("C",))], final=True)
>>> ledger.collected["C"], ledger.heads["C"], ledger.pool   # C won and collects its own head
(250, 0, 300)

A split pot of A's 150 head between C and D (BNT-2): 75 is paid, 75 goes onto their heads; the
odd unit of each part goes to the eliminator listed first.

>>> four = entries + [Entry("D", "D", 100)]
>>> r = settle(fmt, four, [Knockout("B", ("A",)), Knockout("A", ("C", "D"))]).results[-1]
>>> r.paid, r.added
({'C': 38, 'D': 37}, {'C': 38, 'D': 37})
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Collection, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from typing import Any, Literal

from tdesk.rules.whole import whole

__all__ = [
    "BountyFormat",
    "BountyKind",
    "BountyLedger",
    "Entry",
    "Envelope",
    "Knockout",
    "KnockoutResult",
    "MysteryPhase",
    "SplitRule",
    "can_settle",
    "draw_envelope",
    "fixed",
    "format_from_data",
    "format_to_data",
    "in_mystery_phase",
    "mystery",
    "ofc_knockout",
    "progressive",
    "settle",
    "split_amount",
    "verify_entries",
    "verify_format",
    "verify_knockouts",
    "whole_shares",
]

type Key = Hashable
"""An entry's key (the services use the entry's row id); a re-entry is a new entry."""

SplitRule = Literal["listed", "stack"]
"""BNT-2: who gets the odd unit of a split: the eliminator listed first, or the one who started
the hand with the bigger stack (equal stacks: listed first)."""

SPLIT_RULES: tuple[str, ...] = ("listed", "stack")
BIG = 1_000_000_000_000
"""The largest amount accepted anywhere (a trillion minor units), as for stacks (PRZ-1)."""


class BountyKind(StrEnum):
    """BNT-3..BNT-5: the three formats venues run."""

    FIXED = "fixed"
    PROGRESSIVE = "progressive"
    MYSTERY = "mystery"


@dataclass(frozen=True, slots=True)
class Envelope:
    """BNT-5: ``count`` mystery envelopes each holding ``value``."""

    value: int
    count: int


@dataclass(frozen=True, slots=True)
class MysteryPhase:
    """BNT-5: when the mystery phase starts: at a level, or at a number of players left, or
    whichever comes first when both are set; neither set: from the first bust."""

    level: int | None = None
    players_left: int | None = None


@dataclass(frozen=True, slots=True)
class BountyFormat:
    """A bounty format as data, so an event stores it and the rules fold it (BNT-3..BNT-5).

    ``cash_share``: PKO, the part of a busted head paid out at once (BNT-4). ``split``: BNT-2.
    Mystery only: ``envelopes`` (the set), ``phase``, ``seed`` (the draw replays from it) and
    ``fixed_part`` (a fixed head of each entry's bounty part, paid at every bust, BNT-5).
    """

    kind: BountyKind
    cash_share: Fraction = Fraction(1, 2)
    split: SplitRule = "listed"
    envelopes: tuple[Envelope, ...] = ()
    phase: MysteryPhase = field(default_factory=MysteryPhase)
    seed: str = ""
    fixed_part: int = 0

    @property
    def envelope_total(self) -> int:
        """The money in the whole envelope set (mystery; 0 otherwise)."""
        return sum(e.value * e.count for e in self.envelopes)


def fixed(split: SplitRule = "listed") -> BountyFormat:
    """BNT-3: each entry's bounty part is its head; the eliminator collects it."""
    return verify_format(BountyFormat(BountyKind.FIXED, split=split))


def progressive(cash_share: Fraction | int | str = Fraction(1, 2),
                split: SplitRule = "listed") -> BountyFormat:
    """BNT-4: ``cash_share`` of a busted head is paid, the rest goes onto the eliminator's head.

    >>> progressive("2/5").cash_share
    Fraction(2, 5)
    """
    return verify_format(BountyFormat(BountyKind.PROGRESSIVE, cash_share=_fraction(cash_share),
                                      split=split))


def mystery(envelopes: Sequence[tuple[int, int] | Envelope], seed: str | int, *,
            level: int | None = None, players_left: int | None = None, fixed_part: int = 0,
            split: SplitRule = "listed") -> BountyFormat:
    """BNT-5: from the phase on, each bust pays an envelope drawn from the set (value, count).

    >>> mystery([(1000, 1), (100, 9)], seed="ev-7", players_left=10).envelope_total
    1900
    """
    env = tuple(e if isinstance(e, Envelope) else Envelope(*e) for e in envelopes)
    return verify_format(BountyFormat(
        BountyKind.MYSTERY, split=split, envelopes=env, phase=MysteryPhase(level, players_left),
        seed=str(seed), fixed_part=fixed_part))


@dataclass(frozen=True, slots=True)
class Entry:
    """One paid entry or re-entry: its ``key``, whose it is, and the bounty part it paid.

    A player's entries are listed in the order they were bought; each after the first is a
    re-entry, in play only once the one before has busted (BNT-6).
    """

    key: Key
    player: Key
    bounty: int


@dataclass(frozen=True, slots=True)
class Knockout:
    """A bust and who took it (BNT-1), in the order the busts happened.

    ``eliminators``: the entries that won the busted entry's chips (several for a split pot; in
    OFC the players it settled with, :func:`ofc_knockout`). ``shares``: whole positive weights,
    one per eliminator (default equal). ``stacks``: each eliminator's stack at the start of the
    hand (for the ``stack`` split rule). ``level`` and ``players_left`` (players in just before
    this bust, the busted one counted) place the bust against the mystery phase. ``envelope``:
    the value drawn at the table when the venue draws real envelopes (else the seeded draw).
    """

    busted: Key
    eliminators: tuple[Key, ...]
    shares: tuple[int, ...] | None = None
    stacks: tuple[int, ...] | None = None
    level: int | None = None
    players_left: int | None = None
    envelope: int | None = None


def ofc_knockout(busted: Key, paid: Mapping[Key, int], **kwargs: Any) -> Knockout:
    """BNT-1 for OFC: the players a bust settled with (OFC-S4) share the bounty in proportion
    to the chips each took from the busted player; those paid nothing take no part.

    >>> ofc_knockout("A", {"B": 12, "C": 0, "D": 6})
    Knockout(busted='A', eliminators=('B', 'D'), shares=(12, 6), stacks=None, level=None, \
players_left=None, envelope=None)
    """
    took = [(key, chips) for key, chips in paid.items() if chips]
    return Knockout(busted, tuple(k for k, _ in took), tuple(c for _, c in took), **kwargs)


@dataclass(frozen=True, slots=True)
class KnockoutResult:
    """What one knockout moved: the head taken, cash paid and head added per eliminator."""

    number: int
    """1-based, in the order of the knockouts given."""
    busted: Key
    head: int
    """The busted entry's head, taken from it."""
    paid: dict[Key, int]
    added: dict[Key, int]
    """PKO: added to each eliminator's head; empty otherwise."""
    envelope: int | None
    """The mystery envelope paid (split as ``paid``); None outside the phase."""
    in_phase: bool = False


@dataclass(frozen=True, slots=True)
class BountyLedger:
    """The fold of the knockouts: heads now, collected so far, and the pool (BNT-8).

    ``pool`` is what is paid out: the heads' bounty parts, and for mystery the fixed parts plus
    the whole envelope set. ``funded`` is what the entries paid in bounty parts; for mystery the
    difference ``pool - funded`` is the venue's to cover (or keep) and is reported, not refused.
    """

    kind: BountyKind
    heads: dict[Key, int]
    collected: dict[Key, int]
    players: dict[Key, Key]
    pool: int
    funded: int
    envelopes_left: tuple[Envelope, ...]
    results: tuple[KnockoutResult, ...]
    out: frozenset[Key]
    live: tuple[Key, ...]
    """The entries in play, in entry order (a re-entry whose earlier entry is still in is not)."""
    final: bool
    at_deal: dict[Key, tuple[int, int]] = field(default_factory=dict)
    """BNT-7: what each player in a deal took when it was made: (their own head, their share of
    the mystery envelopes not drawn). Empty without a deal."""

    @property
    def envelopes_left_total(self) -> int:
        return sum(e.value * e.count for e in self.envelopes_left)

    def collected_by_player(self) -> dict[Key, int]:
        """What each player collected over all their entries (the money tab, the results)."""
        out: dict[Key, int] = {}
        for key, amount in self.collected.items():
            player = self.players[key]
            out[player] = out.get(player, 0) + amount
        return out

    def head_of_player(self) -> dict[Key, int]:
        """Each player's head now: that of their entry in play (0 once out for good)."""
        out: dict[Key, int] = {p: 0 for p in self.players.values()}
        for key in self.live:
            out[self.players[key]] += self.heads[key]
        return out

    def biggest_heads(self, n: int) -> list[tuple[Key, int]]:
        """The ``n`` biggest heads in play, biggest first (equal heads: entry order)."""
        heads = [(k, self.heads[k]) for k in self.live]
        return sorted(heads, key=lambda kv: -kv[1])[:max(n, 0)]


# --- checking -------------------------------------------------------------------------------


def verify_format(fmt: BountyFormat) -> BountyFormat:
    """Return ``fmt`` when usable; else ValueError naming the field and the value (BNT-9)."""
    if fmt.kind not in tuple(BountyKind):
        raise ValueError(f"bounty kind {fmt.kind!r}: must be fixed, progressive or mystery")
    if fmt.split not in SPLIT_RULES:
        raise ValueError(f"split rule {fmt.split!r}: must be listed or stack")
    if not isinstance(fmt.cash_share, Fraction) or not 0 < fmt.cash_share <= 1:
        raise ValueError(f"cash share {fmt.cash_share}: must be more than 0 and at most 1")
    if fmt.kind != BountyKind.MYSTERY:
        if fmt.envelopes:
            raise ValueError(f"envelopes: only a mystery format has envelopes, not {fmt.kind}")
        if fmt.fixed_part:
            raise ValueError(f"fixed part {fmt.fixed_part}: only a mystery format has one")
        return fmt
    if not fmt.envelopes:
        raise ValueError("envelopes: a mystery format needs at least one envelope")
    seen: set[int] = set()
    for e in fmt.envelopes:
        _whole(e.value, "envelope value", low=1)
        _whole(e.count, f"count of the {e.value} envelopes", low=1)
        if e.value in seen:
            raise ValueError(f"envelope value {e.value}: listed twice, give one count")
        seen.add(e.value)
    if fmt.phase.level is not None:
        _whole(fmt.phase.level, "mystery phase level", low=1)
    if fmt.phase.players_left is not None:
        _whole(fmt.phase.players_left, "mystery phase players left", low=1)
    _whole(fmt.fixed_part, "fixed part", low=0)
    return fmt


def verify_entries(fmt: BountyFormat, entries: Sequence[Entry]) -> None:
    """ValueError naming the entry and the value: keys repeat, a bounty part not whole or below
    zero, or (mystery) below the fixed part (BNT-9)."""
    seen: set[Key] = set()
    for e in entries:
        if e.key in seen:
            raise ValueError(f"entry {e.key!r}: listed twice")
        seen.add(e.key)
        _whole(e.bounty, f"bounty part of entry {e.key!r}", low=0)
        if fmt.kind == BountyKind.MYSTERY and e.bounty < fmt.fixed_part:
            raise ValueError(f"bounty part of entry {e.key!r} is {e.bounty}: less than the "
                             f"fixed part {fmt.fixed_part}")


def verify_knockouts(fmt: BountyFormat, entries: Sequence[Entry],
                     knockouts: Sequence[Knockout], *, final: bool = False,
                     deal: Collection[Key] = ()) -> None:
    """ValueError naming the knockout, the field and the value when these cannot be settled."""
    settle(fmt, entries, knockouts, final=final, deal=deal)


def can_settle(fmt: BountyFormat, entries: Sequence[Entry], knockouts: Sequence[Knockout],
               *, final: bool = False, deal: Collection[Key] = ()) -> bool:
    try:
        settle(fmt, entries, knockouts, final=final, deal=deal)
    except ValueError:
        return False
    return True


def _whole(value: object, label: str, *, low: int) -> int:
    """PRZ-1: a whole number from ``low`` up to BIG, else ValueError naming it."""
    value = whole(label, value)
    if not low <= value <= BIG:
        raise ValueError(f"{label} {value}: must be from {low} to {BIG}")
    return value


def _fraction(value: Fraction | int | str) -> Fraction:
    try:
        return Fraction(value)
    except (ValueError, ZeroDivisionError, TypeError):
        raise ValueError(f"cash share {value!r}: must be a fraction such as 1/2") from None


# --- splits and draws -----------------------------------------------------------------------


def split_amount(amount: int, shares: Sequence[int], order: Sequence[int]) -> list[int]:
    """BNT-2: ``amount`` split exactly by whole ``shares``: each share rounded down, then the
    units left one each by the largest remainder, equal remainders in ``order`` (indexes,
    the venue's order: first listed, or bigger stack first).

    >>> split_amount(75, [1, 1], [0, 1])
    [38, 37]
    >>> split_amount(75, [1, 1], [1, 0])
    [37, 38]
    >>> split_amount(100, [2, 1], [0, 1])   # 66.67 and 33.33: the bigger remainder gets it
    [67, 33]
    """
    total = sum(shares)
    parts = [amount * s // total for s in shares]
    rank = {i: r for r, i in enumerate(order)}
    by_remainder = sorted(range(len(shares)), key=lambda i: (-(amount * shares[i] % total), rank[i]))
    for i in by_remainder[:amount - sum(parts)]:
        parts[i] += 1
    return parts


def whole_shares(parts: Sequence[Fraction | int]) -> tuple[int, ...]:
    """BNT-2: the parts a split pot was won in (amounts, or fractions such as 2/3 and 1/3) as
    the smallest whole shares in the same proportion; ValueError naming a part not above 0.

    >>> whole_shares([Fraction(2, 3), Fraction(1, 3)])
    (2, 1)
    >>> whole_shares([3000, 1500, 1500])
    (2, 1, 1)
    """
    fractions = [Fraction(p) for p in parts]
    for p in fractions:
        if p <= 0:
            raise ValueError(f"share {p}: must be more than 0")
    scale = math.lcm(*(p.denominator for p in fractions))
    whole = [int(p * scale) for p in fractions]
    common = math.gcd(*whole)
    return tuple(w // common for w in whole)


def draw_envelope(seed: str, number: int, left: Sequence[Envelope]) -> int:
    """BNT-5: the value of the ``number``-th envelope drawn (1-based) from ``left``.

    The envelopes left are laid out biggest value first; the one drawn is at
    ``sha256(f"{seed}:{number}") mod (envelopes left)``. The draw depends on nothing but the
    seed, the number and what is left, so it replays exactly on any machine and Python.

    >>> draw_envelope("ev-7", 1, [Envelope(1000, 1), Envelope(100, 9)])
    100
    """
    count = sum(e.count for e in left)
    if count == 0:
        raise ValueError(f"envelope {number}: no envelopes left to draw")
    digest = hashlib.sha256(f"{seed}:{number}".encode()).digest()
    index = int.from_bytes(digest, "big") % count
    for e in sorted(left, key=lambda e: -e.value):
        if index < e.count:
            return e.value
        index -= e.count
    raise AssertionError("unreachable")  # pragma: no cover


def in_mystery_phase(fmt: BountyFormat, ko: Knockout) -> bool:
    """BNT-5: whether this bust is at or past the start of the mystery phase.

    >>> fmt = mystery([(500, 4)], seed=1, players_left=5)
    >>> in_mystery_phase(fmt, Knockout("A", ("B",), players_left=6))
    False
    >>> in_mystery_phase(fmt, Knockout("A", ("B",), players_left=5))
    True
    """
    phase = fmt.phase
    starts = {"level": (phase.level, ko.level),
              "players_left": (phase.players_left, ko.players_left)}
    started = False
    for name, (start, value) in starts.items():
        if start is None:
            continue
        if value is None:
            raise ValueError(f"knockout of {ko.busted!r}: {name} is not recorded; the mystery "
                             f"phase starts by it")
        started = started or (value >= start if name == "level" else value <= start)
    return started or (phase.level is None and phase.players_left is None)


# --- the fold -------------------------------------------------------------------------------


def settle(fmt: BountyFormat, entries: Sequence[Entry], knockouts: Sequence[Knockout],
           *, final: bool = False, deal: Collection[Key] = ()) -> BountyLedger:
    """Fold ``knockouts`` (in the order they happened) over ``entries`` (BNT-1..BNT-8).

    ``final``: the event is over; every entry still in collects its own head (the winner, or
    everyone in a deal, BNT-7). ``deal``: the entries in a deal, in the deal's order; they
    collect their own heads when it was made, that is before the first knockout of one of them
    (or at the end), so a bust played after the deal moves no head: a head paid out at the deal
    stays paid (issue 37). In a mystery format they also share the envelopes not drawn, equally,
    the odd units one each in the deal's order, and a bust after the deal draws none (issue 35).

    >>> fmt = mystery([(300, 1), (100, 2)], seed="ev")
    >>> three = [Entry(k, k, 100) for k in "ABC"]
    >>> ledger = settle(fmt, three, [Knockout("A", ("B",), envelope=300)], deal=("C", "B"))
    >>> ledger.at_deal, ledger.envelopes_left   # 200 left: 100 each
    ({'C': (0, 100), 'B': (0, 100)}, ())
    >>> settle(fmt, three, [Knockout("A", ("B",), envelope=100), Knockout("C", ("B",))],
    ...        deal=("C", "B")).results[-1].envelope is None
    True

    Raises ValueError naming the knockout, field and value for input that cannot be settled
    (BNT-9).
    """
    verify_format(fmt)
    verify_entries(fmt, entries)
    state = _State(fmt, entries)
    dealt = tuple(dict.fromkeys(deal)) if isinstance(deal, Sequence) else frozenset(deal)
    settled = not dealt
    for number, ko in enumerate(knockouts, start=1):
        if not settled and ko.busted in dealt:
            state.finish(dealt)
            settled = True
        state.knockout(number, ko)
    if not settled:
        state.finish(dealt)
    if final:
        state.finish()
    return state.ledger(final)


class _State:
    """The running fold: heads, collected, who is out, the envelopes left."""

    def __init__(self, fmt: BountyFormat, entries: Sequence[Entry]) -> None:
        self.fmt = fmt
        self.players = {e.key: e.player for e in entries}
        self.order = {e.key: i for i, e in enumerate(entries)}
        self.previous: dict[Key, Key | None] = {}
        last: dict[Key, Key] = {}
        for e in entries:
            self.previous[e.key] = last.get(e.player)
            last[e.player] = e.key
        head_of = (lambda e: fmt.fixed_part) if fmt.kind == BountyKind.MYSTERY else (
            lambda e: e.bounty)
        self.heads = {e.key: head_of(e) for e in entries}
        self.collected = {e.key: 0 for e in entries}
        self.funded = sum(e.bounty for e in entries)
        self.pool = sum(self.heads.values()) + fmt.envelope_total
        self.left = {e.value: e.count for e in fmt.envelopes}
        self.draws = 0
        self.phase = False
        self.dealt = False
        self.at_deal: dict[Key, tuple[int, int]] = {}
        self.out: set[Key] = set()
        self.results: list[KnockoutResult] = []

    def in_play(self, key: Key) -> bool:
        prev = self.previous[key]
        return key not in self.out and (prev is None or prev in self.out)

    def check(self, number: int, ko: Knockout) -> list[int]:
        """BNT-1/BNT-9: the knockout names entries in play; returns the split order."""
        where = f"knockout {number} (busted {ko.busted!r})"
        if ko.busted not in self.players:
            raise ValueError(f"{where}: busted entry {ko.busted!r} is not an entry")
        if ko.busted in self.out:
            raise ValueError(f"{where}: busted entry {ko.busted!r} is out already")
        if not self.in_play(ko.busted):
            raise ValueError(f"{where}: busted entry {ko.busted!r} is a re-entry whose earlier "
                             f"entry {self.previous[ko.busted]!r} is still in")
        elims = tuple(ko.eliminators)
        if not elims:
            raise ValueError(f"{where}: eliminators: none named, at least one is needed")
        for key in elims:
            if key not in self.players:
                raise ValueError(f"{where}: eliminator {key!r} is not an entry")
            if key == ko.busted:
                raise ValueError(f"{where}: eliminator {key!r} is the busted entry")
            if key in self.out:
                raise ValueError(f"{where}: eliminator {key!r} is out already")
            if not self.in_play(key):
                raise ValueError(f"{where}: eliminator {key!r} is a re-entry not in play yet")
        if len(set(elims)) != len(elims):
            raise ValueError(f"{where}: eliminators: {elims!r} names an entry twice")
        if ko.shares is not None:
            if len(ko.shares) != len(elims):
                raise ValueError(f"{where}: shares: {len(ko.shares)} for {len(elims)} "
                                 f"eliminators")
            for key, share in zip(elims, ko.shares, strict=True):
                _whole(share, f"{where}: share of {key!r}", low=1)
        order = list(range(len(elims)))
        if self.fmt.split == "stack":
            if ko.stacks is None or len(ko.stacks) != len(elims):
                raise ValueError(f"{where}: stacks: {ko.stacks!r}; the stack split rule needs "
                                 f"one stack per eliminator")
            for key, stack in zip(elims, ko.stacks, strict=True):
                _whole(stack, f"{where}: stack of {key!r}", low=1)
            order.sort(key=lambda i: -ko.stacks[i])  # type: ignore[index]
        return order

    def knockout(self, number: int, ko: Knockout) -> None:
        order = self.check(number, ko)
        elims = tuple(ko.eliminators)
        shares = list(ko.shares) if ko.shares is not None else [1] * len(elims)
        head = self.heads[ko.busted]
        self.heads[ko.busted] = 0
        self.out.add(ko.busted)
        cash, add = head, 0
        if self.fmt.kind == BountyKind.PROGRESSIVE:
            share = self.fmt.cash_share  # BNT-4: cash rounded down, the rest stays in play
            cash = head * share.numerator // share.denominator
            add = head - cash
        envelope = self.envelope(number, ko)
        paid = split_amount(cash + (envelope or 0), shares, order)
        added = split_amount(add, shares, order) if add else [0] * len(elims)
        for key, p, a in zip(elims, paid, added, strict=True):
            self.collected[key] += p
            self.heads[key] += a
        self.results.append(KnockoutResult(
            number, ko.busted, head, dict(zip(elims, paid, strict=True)),
            dict(zip(elims, added, strict=True)) if add else {}, envelope, self.phase))

    def envelope(self, number: int, ko: Knockout) -> int | None:
        """BNT-5: the envelope this bust pays, or None (not mystery, or before the phase)."""
        where = f"knockout {number} (busted {ko.busted!r})"
        if self.fmt.kind != BountyKind.MYSTERY:
            if ko.envelope is not None:
                raise ValueError(f"{where}: envelope {ko.envelope}: not a mystery format")
            return None
        if self.dealt:  # BNT-7: the deal shared the envelopes left; none is drawn after it
            if ko.envelope is not None:
                raise ValueError(f"{where}: envelope {ko.envelope}: the deal shared the "
                                 "envelopes left, none is drawn after it")
            return None
        self.phase = self.phase or in_mystery_phase(self.fmt, ko)  # once started, it stays
        if not self.phase:
            if ko.envelope is not None:
                raise ValueError(f"{where}: envelope {ko.envelope}: the mystery phase has not "
                                 f"started")
            return None
        left = [Envelope(v, c) for v, c in self.left.items() if c]
        if not left:
            total = sum(e.count for e in self.fmt.envelopes)
            raise ValueError(f"{where}: envelopes: all {total} drawn, this bust needs another")
        self.draws += 1
        if ko.envelope is None:
            value = draw_envelope(self.fmt.seed, self.draws, left)
        else:
            value = ko.envelope
            if not self.left.get(value):
                raise ValueError(f"{where}: envelope {value!r}: none of that value is left")
        self.left[value] -= 1
        return value

    def finish(self, among: Collection[Key] | None = None) -> None:
        """BNT-7: every entry still in (of ``among``: those in a deal) collects its own head."""
        live = [k for k in self.players if self.in_play(k) and (among is None or k in among)]
        if not live:
            raise ValueError("deal: no entry in it is still in" if among is not None
                             else "final: no entry is still in")
        heads = {key: self.heads[key] for key in live}
        for key in live:
            self.collected[key] += self.heads[key]
            self.heads[key] = 0
        if among is not None:
            ordered = among if isinstance(among, Sequence) else sorted(among, key=self.order.get)
            self.share_envelopes([k for k in ordered if k in heads], heads)

    def share_envelopes(self, dealt: Sequence[Key], heads: Mapping[Key, int]) -> None:
        """BNT-5/BNT-7: a deal shares the mystery envelopes not drawn among its players in
        equal parts (BNT-2, the odd units in the deal's order); what each took is noted."""
        total = sum(v * c for v, c in self.left.items())
        parts = split_amount(total, [1] * len(dealt), range(len(dealt)))
        for key, part in zip(dealt, parts, strict=True):
            self.collected[key] += part
        self.at_deal = {k: (heads[k], part) for k, part in zip(dealt, parts, strict=True)}
        self.left = dict.fromkeys(self.left, 0)
        self.dealt = True

    def ledger(self, final: bool) -> BountyLedger:
        left = tuple(Envelope(v, c) for v, c in self.left.items() if c)
        return BountyLedger(self.fmt.kind, dict(self.heads), dict(self.collected),
                            dict(self.players), self.pool, self.funded, left,
                            tuple(self.results), frozenset(self.out),
                            tuple(k for k in self.players if self.in_play(k)), final,
                            dict(self.at_deal))


# --- storing a format -----------------------------------------------------------------------


def format_to_data(fmt: BountyFormat) -> dict[str, Any]:
    """A JSON-ready dict of ``fmt`` (an event keeps its format in its settings).

    >>> format_to_data(progressive())
    {'kind': 'progressive', 'cash_share': '1/2', 'split': 'listed'}
    """
    data: dict[str, Any] = {"kind": str(fmt.kind)}
    if fmt.kind == BountyKind.PROGRESSIVE:
        data["cash_share"] = str(fmt.cash_share)
    data["split"] = fmt.split
    if fmt.kind == BountyKind.MYSTERY:
        data.update(envelopes=[[e.value, e.count] for e in fmt.envelopes], seed=fmt.seed,
                    level=fmt.phase.level, players_left=fmt.phase.players_left,
                    fixed_part=fmt.fixed_part)
    return data


def format_from_data(data: Mapping[str, Any]) -> BountyFormat:
    """The format :func:`format_to_data` wrote; ValueError naming a bad field."""
    kind = data.get("kind")
    split = data.get("split", "listed")
    if kind == BountyKind.FIXED:
        return fixed(split)
    if kind == BountyKind.PROGRESSIVE:
        return progressive(data.get("cash_share", "1/2"), split)
    if kind == BountyKind.MYSTERY:
        envelopes = data.get("envelopes")
        if not isinstance(envelopes, list) or not all(
                isinstance(e, (list, tuple)) and len(e) == 2 for e in envelopes):
            raise ValueError(f"envelopes {envelopes!r}: must be a list of [value, count]")
        return mystery([tuple(e) for e in envelopes], data.get("seed", ""),  # type: ignore[misc]
                       level=data.get("level"), players_left=data.get("players_left"),
                       fixed_part=data.get("fixed_part", 0), split=split)
    raise ValueError(f"bounty kind {kind!r}: must be fixed, progressive or mystery")
