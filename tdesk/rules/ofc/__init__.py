"""Open Face Chinese scoring: fouls, royalties, pairwise points, penalties and settlement.

The dealer's count, done exactly: each pair of players is scored on its own (OFC-P1..P4),
penalties are folded into the pair's net (OFC-X1..X3), and the nets are settled in chips in
position order under the began-with cap, busting players at 0 (OFC-S1..S5).

>>> a = OfcHand.parse("Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts")
>>> royalties(a)  # QQ on top 7 + full house in the middle 12 + royal flush on the bottom 25
44
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum

from tdesk.rules.cards import DECK, Card, CardError, format_cards, parse_cards, verify_distinct
from tdesk.rules.cards.hands import Category, HandRank, evaluate3, evaluate5, weaker_reason
from tdesk.rules.levels import OFC_POINT_VALUES
from tdesk.rules.whole import is_whole

POINT_LEVELS: tuple[int, ...] = OFC_POINT_VALUES  # OFC-L1: chips per point, levels 1..23
SCOOP_BONUS = 3  # OFC-P2: three rows won pay 6 instead of 3
EXPOSED_CARD_POINTS = 1  # OFC-X1, per active opponent
MISSED_HAND_POINTS = 3  # OFC-X2, per active opponent
MAX_BOARDS = 4  # OFC-T1: at most four are dealt in


class DealError(ValueError):
    """A hand or a level the rules refuse, naming the ``field`` and ``value`` at fault: the
    calculator's service turns it into its InputError word for word (issue 38)."""

    def __init__(self, field: str, value: object, reason: str) -> None:
        self.field, self.value, self.reason = field, value, reason
        super().__init__(f"{field} {value!r}: {reason}")


def verify_level(level: int, values: Sequence[int]) -> int:
    """OFC-L1: a level of the structure's, ``values`` its chips a point per level; its chips
    a point. One past the end is refused, never priced as the last level.

    >>> verify_level(99, POINT_LEVELS)
    Traceback (most recent call last):
    ...
    tdesk.rules.ofc.DealError: Point level 99: the structure has levels 1 to 23 (OFC-L1)
    """
    if not 1 <= level <= len(values):
        raise DealError("Point level", level,
                        f"the structure has levels 1 to {len(values)} (OFC-L1)")
    return values[level - 1]


def verify_dealt_in(players: Sequence[object]) -> None:
    """OFC-T1: a hand deals 2 to 4 players, each once (one board each), in position order."""
    if not 2 <= len(players) <= MAX_BOARDS:
        raise DealError("Players dealt in", len(players),
                        f"a hand needs 2 to {MAX_BOARDS} players (OFC-T1)")
    for p in players:
        if players.count(p) > 1:
            raise DealError("Player", p, "is dealt in twice")


def verify_stack(player: object, stack: object) -> None:
    """OFC-S1: a player dealt in begins the hand with chips."""
    if not is_whole(stack) or stack <= 0:
        raise DealError("Player", player, "has no chips and cannot be dealt in")


def point_value(level: int) -> int:
    """Chips per point at a 1-based level (OFC-L1); past the last level the last value holds."""
    if level < 1:
        raise ValueError(f"point level {level} does not exist; levels start at 1")
    return POINT_LEVELS[min(level, len(POINT_LEVELS)) - 1]


class Row(Enum):
    """The three rows of a board, top first (OFC-R1)."""

    TOP = "top"
    MIDDLE = "middle"
    BOTTOM = "bottom"

    @property
    def size(self) -> int:
        return 3 if self is Row.TOP else 5


ROWS: tuple[Row, Row, Row] = (Row.TOP, Row.MIDDLE, Row.BOTTOM)


@dataclass(frozen=True)
class OfcHand:
    """A finished board: top (3), middle (5), bottom (5), 13 distinct cards (OFC-R1)."""

    top: tuple[Card, ...]
    middle: tuple[Card, ...]
    bottom: tuple[Card, ...]
    ranks: tuple[HandRank, HandRank, HandRank] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        for row, cards in zip(ROWS, (self.top, self.middle, self.bottom), strict=True):
            if len(cards) != row.size:
                raise CardError(
                    f"{row.value} row has {len(cards)} cards ({format_cards(cards) or 'none'}); "
                    f"it needs {row.size}"
                )
        verify_distinct([(f"the {r.value} row", c) for r, c in zip(ROWS, self.rows_cards, strict=True)])
        ranks = (evaluate3(self.top), evaluate5(self.middle), evaluate5(self.bottom))
        object.__setattr__(self, "ranks", ranks)

    @classmethod
    def parse(cls, text: str) -> OfcHand:
        """``"Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts"``: top / middle / bottom (CARD-1).

        Rows are split by ``/`` or ``|``; errors name the row, the card number and the token.
        """
        parts = text.replace("|", "/").split("/")
        if len(parts) != 3:
            raise CardError(
                f"a board is three rows, top / middle / bottom, separated by '/'; got {len(parts)}"
                f" part{'s' if len(parts) != 1 else ''} in {text!r}"
            )
        rows: list[tuple[Card, ...]] = []
        for row, part in zip(ROWS, parts, strict=True):
            try:
                rows.append(parse_cards(part))
            except CardError as err:
                raise CardError(f"{row.value} row: {err}", err.token, err.position) from None
        return cls(rows[0], rows[1], rows[2])

    @property
    def rows_cards(self) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
        return (self.top, self.middle, self.bottom)

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.top + self.middle + self.bottom

    def row(self, row: Row) -> tuple[Card, ...]:
        return self.rows_cards[ROWS.index(row)]

    def rank(self, row: Row) -> HandRank:
        return self.ranks[ROWS.index(row)]

    def __str__(self) -> str:
        return " / ".join(format_cards(c) for c in self.rows_cards)


# --- fouls (OFC-R3) ------------------------------------------------------------------------


def foul_reasons(hand: OfcHand) -> tuple[str, ...]:
    """Why the board is fouled, in words; empty when it is legal (OFC-R3).

    >>> foul_reasons(OfcHand.parse("9h 9d 9c / 8s 8d 4c 4h 2d / As Ks Qs Js Ts"))
    ('middle two pair is weaker than top trips',)
    """
    top, middle, bottom = hand.ranks
    reasons: list[str] = []
    if middle < top:
        reasons.append(weaker_reason("middle", middle, "top", top))
    if bottom < middle:
        reasons.append(weaker_reason("bottom", bottom, "middle", middle))
    return tuple(reasons)


def is_foul(hand: OfcHand) -> bool:
    """True unless bottom >= middle >= top; equal strength is legal (OFC-R3)."""
    top, middle, bottom = hand.ranks
    return middle < top or bottom < middle


# --- royalties (OFC-P5) --------------------------------------------------------------------


@dataclass(frozen=True)
class RoyaltyTable:
    """A royalty table (OFC-P5); the event picks one, :data:`STANDARD` by default.

    ``winner_only``: a row's royalty is collected only from an opponent whose same row it beats
    (a house variant); otherwise each player collects all their royalties (OFC-P4).
    """

    name: str
    title: str
    bottom: Mapping[Category, int]
    middle: Mapping[Category, int]
    top_pairs: Mapping[int, int]
    top_trips: Mapping[int, int]
    winner_only: bool = False

    def row_royalty(self, row: Row, rank: HandRank) -> int:
        if row is Row.TOP:
            if rank.category is Category.PAIR:
                return self.top_pairs.get(rank.ranks[0], 0)
            if rank.category is Category.TRIPS:
                return self.top_trips.get(rank.ranks[0], 0)
            return 0
        return (self.middle if row is Row.MIDDLE else self.bottom).get(rank.category, 0)


_C = Category
_STANDARD_BOTTOM = {_C.STRAIGHT: 2, _C.FLUSH: 4, _C.FULL_HOUSE: 6, _C.QUADS: 10,
                    _C.STRAIGHT_FLUSH: 15, _C.ROYAL_FLUSH: 25}
_STANDARD_MIDDLE = {_C.TRIPS: 2, _C.STRAIGHT: 4, _C.FLUSH: 8, _C.FULL_HOUSE: 12, _C.QUADS: 20,
                    _C.STRAIGHT_FLUSH: 30, _C.ROYAL_FLUSH: 50}
_STANDARD_TOP_PAIRS = {rank: rank - 5 for rank in range(6, 15)}  # 66 = 1 ... AA = 9
_STANDARD_TOP_TRIPS = {rank: rank + 8 for rank in range(2, 15)}  # 222 = 10 ... AAA = 22

STANDARD = RoyaltyTable(
    "standard", "Standard (event table)",
    _STANDARD_BOTTOM, _STANDARD_MIDDLE, _STANDARD_TOP_PAIRS, _STANDARD_TOP_TRIPS,
)
WINNER_ONLY = RoyaltyTable(
    "winner-only", "Standard, royalties only to the row winner",
    _STANDARD_BOTTOM, _STANDARD_MIDDLE, _STANDARD_TOP_PAIRS, _STANDARD_TOP_TRIPS, winner_only=True,
)
CLASSIC_2012 = RoyaltyTable(
    "classic-2012", "Early (2012) table: royal 20 bottom / 40 middle, any top trips 20",
    {_C.STRAIGHT: 2, _C.FLUSH: 4, _C.FULL_HOUSE: 6, _C.QUADS: 10, _C.STRAIGHT_FLUSH: 15,
     _C.ROYAL_FLUSH: 20},
    {_C.TRIPS: 2, _C.STRAIGHT: 4, _C.FLUSH: 8, _C.FULL_HOUSE: 12, _C.QUADS: 20,
     _C.STRAIGHT_FLUSH: 30, _C.ROYAL_FLUSH: 40},
    _STANDARD_TOP_PAIRS,
    dict.fromkeys(range(2, 15), 20),
)
ROYALTY_TABLES: Mapping[str, RoyaltyTable] = {
    t.name: t for t in (STANDARD, WINNER_ONLY, CLASSIC_2012)
}


def royalty_table(name: str) -> RoyaltyTable:
    """The preset called ``name``; ValueError lists the known ones."""
    try:
        return ROYALTY_TABLES[name]
    except KeyError:
        known = ", ".join(ROYALTY_TABLES)
        raise ValueError(f"royalty table {name!r} is unknown; choose one of {known}") from None


def row_royalties(hand: OfcHand, table: RoyaltyTable = STANDARD) -> tuple[int, int, int]:
    """Royalties per row (top, middle, bottom); all 0 for a fouled board (OFC-R4, OFC-P5)."""
    if is_foul(hand):
        return (0, 0, 0)
    top, middle, bottom = hand.ranks
    return (
        table.row_royalty(Row.TOP, top),
        table.row_royalty(Row.MIDDLE, middle),
        table.row_royalty(Row.BOTTOM, bottom),
    )


def royalties(hand: OfcHand, table: RoyaltyTable = STANDARD) -> int:
    """Total royalties of a board; a fouled board has none (OFC-P5, OFC-R4)."""
    return sum(row_royalties(hand, table))


# --- one player's part in a hand, and pairwise scoring (OFC-P1..P4, OFC-X1..X3) -------------


@dataclass(frozen=True)
class Board:
    """One player's part in a hand: their board and any penalties.

    ``missed``: absent for the hand (OFC-X2), no board. ``clock_foul``: time ran out after the
    clock was called, or left with decisions to make (OFC-X3): fouled whatever the cards; the
    board may then be incomplete and is left out. ``exposed``: cards exposed out of turn (OFC-X1).
    """

    player: str
    hand: OfcHand | None = None
    missed: bool = False
    clock_foul: bool = False
    exposed: int = 0

    def __post_init__(self) -> None:
        verify_board(self)

    @property
    def active(self) -> bool:
        """Takes part in the hand (OFC-X1/X2 'active player'): everyone but the absent."""
        return not self.missed

    @property
    def fouled(self) -> bool:
        return self.clock_foul or (self.hand is not None and is_foul(self.hand))

    @property
    def foul_reasons(self) -> tuple[str, ...]:
        reasons = ("fouled on the clock (OFC-X3)",) if self.clock_foul else ()
        return reasons + (foul_reasons(self.hand) if self.hand is not None else ())


def verify_board(board: Board) -> None:
    """Raise ValueError if the board's flags contradict each other."""
    who = board.player
    if not who:
        raise ValueError("a board needs a player")
    if board.exposed < 0:
        raise ValueError(f"{who}: exposed cards cannot be negative ({board.exposed})")
    if board.missed:
        if board.hand is not None or board.clock_foul or board.exposed:
            raise ValueError(f"{who} missed the hand (OFC-X2): no board, clock foul or exposed card")
    elif board.hand is None and not board.clock_foul:
        raise ValueError(f"{who} has no board: enter all 13 cards, or mark missed or clock foul")


@dataclass(frozen=True)
class RowResult:
    """One row of one pair: the two ranks (``None`` when there is no board) and who won it."""

    row: Row
    a: HandRank | None
    b: HandRank | None
    winner: int  # +1 a, -1 b, 0 tie or not played
    a_royalty: int  # what a collects for this row in this pair
    b_royalty: int


@dataclass(frozen=True)
class PairBreakdown:
    """Everything a and b settle between them, in points a wins from b (OFC-P1..P4, X1..X3).

    ``total = rows + scoop + royalties + penalties``. A foul shows as three rows won and the
    scoop (6, OFC-P3) plus the winner's royalties.
    """

    a: str
    b: str
    rows: tuple[RowResult, ...]
    row_points: int
    scoop: int
    a_royalties: int
    b_royalties: int
    penalties: int
    fouled: tuple[str, ...]
    note: str

    @property
    def royalties(self) -> int:
        return self.a_royalties - self.b_royalties

    @property
    def total(self) -> int:
        return self.row_points + self.scoop + self.royalties + self.penalties

    def reversed(self) -> PairBreakdown:
        """The same pair seen from b."""
        rows = tuple(
            RowResult(r.row, r.b, r.a, -r.winner, r.b_royalty, r.a_royalty) for r in self.rows
        )
        return PairBreakdown(
            self.b, self.a, rows, -self.row_points, -self.scoop, self.b_royalties,
            self.a_royalties, -self.penalties, self.fouled, self.note,
        )


def _penalty_points(a: Board, b: Board) -> int:
    """Penalty points a receives from b (OFC-X1, OFC-X2); only active players receive any."""
    points = 0
    if a.active:
        points += EXPOSED_CARD_POINTS * b.exposed + (MISSED_HAND_POINTS if b.missed else 0)
    if b.active:
        points -= EXPOSED_CARD_POINTS * a.exposed + (MISSED_HAND_POINTS if a.missed else 0)
    return points


def _own_royalties(board: Board, table: RoyaltyTable) -> tuple[int, int, int]:
    if board.hand is None or board.fouled:
        return (0, 0, 0)
    return row_royalties(board.hand, table)


def _won_only(roy: tuple[int, int, int], winners: list[int], side: int) -> tuple[int, int, int]:
    """Royalties of the rows this side won, for the winner-only table."""
    top, middle, bottom = (r if w == side else 0 for r, w in zip(roy, winners, strict=True))
    return (top, middle, bottom)


def score_boards_pair(a: Board, b: Board, table: RoyaltyTable = STANDARD) -> PairBreakdown:
    """Score one pair of boards (OFC-P1..P4, OFC-R4, OFC-X1..X3)."""
    penalties = _penalty_points(a, b)
    ranks_a = a.hand.ranks if a.hand is not None else (None, None, None)
    ranks_b = b.hand.ranks if b.hand is not None else (None, None, None)
    fouled = tuple(x.player for x in (a, b) if x.active and x.fouled)
    if a.missed or b.missed or len(fouled) == 2:
        rows = tuple(RowResult(r, ra, rb, 0, 0, 0) for r, ra, rb in zip(ROWS, ranks_a, ranks_b, strict=True))
        note = "missed hand: penalty only (OFC-X2)" if a.missed or b.missed else "both fouled (OFC-P3)"
        return PairBreakdown(a.player, b.player, rows, 0, 0, 0, 0, penalties, fouled, note)
    roy_a, roy_b = _own_royalties(a, table), _own_royalties(b, table)
    winners: list[int] = []
    for i in range(3):
        if a.fouled:
            winners.append(-1)
        elif b.fouled:
            winners.append(1)
        else:
            ra, rb = ranks_a[i], ranks_b[i]
            assert ra is not None and rb is not None
            winners.append((ra > rb) - (ra < rb))
    if table.winner_only:
        roy_a = _won_only(roy_a, winners, 1)
        roy_b = _won_only(roy_b, winners, -1)
    rows = tuple(
        RowResult(r, ra, rb, w, ya, yb)
        for r, ra, rb, w, ya, yb in zip(ROWS, ranks_a, ranks_b, winners, roy_a, roy_b, strict=True)
    )
    row_points = sum(winners)
    scoop = SCOOP_BONUS if row_points == 3 else -SCOOP_BONUS if row_points == -3 else 0
    note = f"{fouled[0]} fouled: pays 6 plus royalties (OFC-P3)" if fouled else (
        "scoop (OFC-P2)" if scoop else ""
    )
    return PairBreakdown(
        a.player, b.player, rows, row_points, scoop, sum(roy_a), sum(roy_b), penalties, fouled, note
    )


def score_pair(a: OfcHand, b: OfcHand, table: RoyaltyTable = STANDARD) -> int:
    """Points ``a`` wins from ``b`` (OFC-P1..P4); antisymmetric. A shared card is a CardError.

    >>> a = OfcHand.parse("Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts")
    >>> b = OfcHand.parse("Ah Kh 3c / 8s 8d 7c 7h 2d / 6c 6d 6h 5s 5d")
    >>> score_pair(a, b)  # a scoops 6; royalties 44 - 6 (b's bottom full house)
    44
    """
    verify_distinct([("the first board", a.cards), ("the second board", b.cards)])
    return score_boards_pair(Board("a", a), Board("b", b), table).total


@dataclass(frozen=True)
class HandScore:
    """A whole hand scored: every pair in position order and each player's net points."""

    boards: tuple[Board, ...]
    pairs: tuple[PairBreakdown, ...]
    table: RoyaltyTable

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(b.player for b in self.boards)

    @property
    def net(self) -> dict[str, int]:
        """Points each player wins (negative: loses) over the hand; they sum to 0."""
        net = dict.fromkeys(self.players, 0)
        for p in self.pairs:
            net[p.a] += p.total
            net[p.b] -= p.total
        return net

    @property
    def net_points(self) -> dict[tuple[str, str], int]:
        """``{(x, y): points x wins from y}``, each pair once, as :func:`settle` takes them."""
        return {(p.a, p.b): p.total for p in self.pairs}

    def pair(self, x: str, y: str) -> PairBreakdown:
        for p in self.pairs:
            if (p.a, p.b) == (x, y):
                return p
            if (p.a, p.b) == (y, x):
                return p.reversed()
        raise KeyError(f"no pair {x!r}, {y!r} in this hand")

    @property
    def unused_cards(self) -> tuple[Card, ...]:
        """Cards on no board; with four full boards the deck is used up exactly."""
        used = {c for b in self.boards if b.hand is not None for c in b.hand.cards}
        return tuple(c for c in DECK if c not in used)


def verify_boards(boards: Sequence[Board]) -> None:
    """Raise ValueError unless 2..4 boards of distinct players with no card used twice."""
    verify_dealt_in([b.player for b in boards])
    verify_distinct([
        (f"{b.player}'s {r.value} row", b.hand.row(r))
        for b in boards if b.hand is not None for r in ROWS
    ])


def score_hand(boards: Sequence[Board], table: RoyaltyTable = STANDARD) -> HandScore:
    """Score every pair of a hand; ``boards`` in position order (OFC-P1..P4, OFC-X1..X3)."""
    verify_boards(boards)
    pairs = tuple(
        score_boards_pair(boards[i], boards[j], table)
        for i in range(len(boards))
        for j in range(i + 1, len(boards))
    )
    return HandScore(tuple(boards), pairs, table)


# --- seating for a hand (OFC-T1) -----------------------------------------------------------


@dataclass(frozen=True)
class Deal:
    """Who is dealt in, in position order (first to act first), and who sits out."""

    order: tuple[str, ...]
    sitting_out: str | None


def deal(clockwise: Sequence[str], button: str) -> Deal:
    """Position order from the button (OFC-T1, OFC-S2).

    ``clockwise``: players in seat order. First position is left of the button. Five players:
    the button is dealt out; four or fewer: everyone plays, the button last.

    >>> deal(["A", "B", "C", "D", "E"], "C")
    Deal(order=('D', 'E', 'A', 'B'), sitting_out='C')
    """
    players = list(clockwise)
    if len(set(players)) != len(players):
        raise ValueError("a player is seated twice at the table")
    if button not in players:
        raise ValueError(f"the button {button!r} is not a player at the table")
    if not 2 <= len(players) <= MAX_BOARDS + 1:
        raise ValueError(f"an OFC table seats 2 to 5 players (OFC-T1), not {len(players)}")
    i = players.index(button)
    after = players[i + 1:] + players[: i + 1]
    if len(players) == MAX_BOARDS + 1:
        return Deal(tuple(after[:-1]), button)
    return Deal(tuple(after), None)


# --- settlement (OFC-S1..S5) ---------------------------------------------------------------


@dataclass(frozen=True)
class Transaction:
    """One step of settlement: the pair, in position order, and what moved and why."""

    first: str
    second: str
    payer: str | None  # None when nothing was owed
    payee: str | None
    owed: int  # chips the points call for
    paid: int  # chips moved
    note: str  # how it went, in words: paid in full, capped, skipped, bust
    busted: str | None = None
    kind: str = "paid"  # "paid", "capped", "skipped-out", "skipped-cap" or "nothing"
    limited_by: str | None = None  # whose cap or bust capped or skipped it


@dataclass(frozen=True)
class Settlement:
    """The result of :func:`settle`: new stacks, busts in order, chip transfers in order."""

    began: dict[str, int]
    stacks: dict[str, int]
    eliminated: list[str]
    transfers: list[tuple[str, str, int]]
    steps: tuple[Transaction, ...]

    def finishing_places(self, players_left: int) -> dict[str, int]:
        """Places of this hand's busts when ``players_left`` were in the event before it.

        The last to bust finishes highest (OFC-S5): with 10 left and busts [A, B], B is 9th and A
        10th.
        """
        if players_left < len(self.eliminated):
            raise ValueError(f"{len(self.eliminated)} busted but only {players_left} were left")
        return {p: players_left - i for i, p in enumerate(self.eliminated)}


def _pair_points(net_points: Mapping[tuple[str, str], int], x: str, y: str) -> int:
    if (x, y) in net_points:
        forward = net_points[(x, y)]
        if (y, x) in net_points and net_points[(y, x)] != -forward:
            raise ValueError(
                f"points between {x} and {y} disagree: {forward} one way, {net_points[(y, x)]} the other"
            )
        return forward
    return -net_points.get((y, x), 0)


def verify_settle(
    order: Sequence[str],
    stacks: Mapping[str, int],
    net_points: Mapping[tuple[str, str], int],
    point_value: int,
) -> None:
    """Raise ValueError unless the inputs make a settlement (OFC-S1..S3)."""
    if not is_whole(point_value) or point_value <= 0:
        raise ValueError(f"point value must be a positive whole number of chips, not {point_value!r}")
    if len(set(order)) != len(order):
        raise ValueError("a player appears twice in the position order")
    for p in order:
        if p not in stacks:
            raise ValueError(f"player {p!r} has no stack")
        verify_stack(p, stacks[p])
    seated = set(order)
    for x, y in net_points:
        if x not in seated or y not in seated:
            missing = x if x not in seated else y
            raise ValueError(f"points are given for {missing!r}, who is not in the hand")
        if x == y:
            raise ValueError(f"points between {x!r} and themself")


def settle(
    order: Sequence[str],
    stacks: Mapping[str, int],
    net_points: Mapping[tuple[str, str], int],
    point_value: int,
) -> Settlement:
    """Settle a hand's points in chips, pair by pair in position order (OFC-S1..S5).

    Each transaction moves ``min(owed, payer's cap left, payee's cap left)``, the cap being the
    stack the player began the hand with, used up by wins and losses alike (OFC-S3). A stack at
    0 is eliminated at once and skipped afterwards, even where it would have been paid (OFC-S4).

    >>> s = settle(["S1", "S2", "S3", "S4"], {"S1": 10, "S2": 50, "S3": 50, "S4": 50},
    ...            {("S1", "S2"): -12, ("S1", "S3"): 20, ("S1", "S4"): 20}, 1)
    >>> s.transfers, s.eliminated
    ([('S1', 'S2', 10)], ['S1'])
    """
    verify_settle(order, stacks, net_points, point_value)
    began = {p: stacks[p] for p in order}
    now = dict(stacks)
    cap = dict(began)
    eliminated: list[str] = []
    transfers: list[tuple[str, str, int]] = []
    steps: list[Transaction] = []
    for i, x in enumerate(order):
        for y in order[i + 1:]:
            steps.append(_transact(x, y, _pair_points(net_points, x, y) * point_value,
                                   now, cap, eliminated, transfers))
    return Settlement(began, now, eliminated, transfers, tuple(steps))


def _transact(
    x: str,
    y: str,
    owed_to_x: int,
    now: dict[str, int],
    cap: dict[str, int],
    eliminated: list[str],
    transfers: list[tuple[str, str, int]],
) -> Transaction:
    """One pair's transaction (OFC-S2..S4); updates stacks, caps, busts and transfers."""
    if owed_to_x == 0:
        return Transaction(x, y, None, None, 0, 0, "nothing owed", kind="nothing")
    payer, payee = (y, x) if owed_to_x > 0 else (x, y)
    owed = abs(owed_to_x)
    for p in (payer, payee):
        if p in eliminated:
            return Transaction(x, y, payer, payee, owed, 0,
                               f"skipped: {p} is already eliminated (OFC-S4)",
                               kind="skipped-out", limited_by=p)
    for p in (payer, payee):
        if cap[p] == 0:
            return Transaction(x, y, payer, payee, owed, 0,
                               f"skipped: {p}'s cap is used up (OFC-S3)",
                               kind="skipped-cap", limited_by=p)
    paid = min(owed, cap[payer], cap[payee])
    limited_by = payer if cap[payer] <= cap[payee] else payee
    cap[payer] -= paid
    cap[payee] -= paid
    now[payer] -= paid
    now[payee] += paid
    transfers.append((payer, payee, paid))
    note = "paid in full" if paid == owed else f"capped at {paid} by {limited_by}'s cap (OFC-S3)"
    busted = None
    if now[payer] == 0:
        eliminated.append(payer)
        busted = payer
        note += f"; {payer} is eliminated (OFC-S4)"
    if paid == owed:
        return Transaction(x, y, payer, payee, owed, paid, note, busted)
    return Transaction(x, y, payer, payee, owed, paid, note, busted, "capped", limited_by)

