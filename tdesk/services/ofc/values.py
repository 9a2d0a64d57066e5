"""The OFC calculator's values: what the views and the services hand each other (plain,
frozen). ``tdesk.services.ofc.ofc`` gathers their names with its actions and reads."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from tdesk.models.tables import EntryStatus
from tdesk.rules.ofc import MAX_BOARDS, HandScore, Settlement
from tdesk.services.penalties.penalties import PenaltyRow
from tdesk.services.seating.view import PendingMove


@dataclass(frozen=True)
class OfcPlayer:
    """A player of the event as the calculator lists them."""

    entry_id: int
    name: str
    chips: int
    status: str

    @property
    def active(self) -> bool:
        return self.status == EntryStatus.ACTIVE and self.chips > 0


@dataclass(frozen=True)
class SeatInput:
    """What the calculator holds for one player dealt in: their cards as typed and penalties."""

    entry_id: int
    cards: str = ""  # "top / middle / bottom"
    missed: bool = False  # OFC-X2
    clock_foul: bool = False  # OFC-X3
    exposed: int = 0  # OFC-X1


@dataclass(frozen=True)
class LogMarks:
    """The penalty marks a player's next board carries from the penalty log (pending OFC
    penalties): ``rows`` are those penalties, oldest first, for showing who issued them."""

    missed: bool = False
    clock_foul: bool = False
    exposed: int = 0
    rows: tuple[PenaltyRow, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.rows)


@dataclass(frozen=True)
class HandDraft:
    """A hand being scored: seats in position order (first position first)."""

    seats: tuple[SeatInput, ...]
    level: int = 1
    table_no: int | None = None
    button_entry: int | None = None  # the dealt-out button at a 5-handed final table
    royalties: str = ""  # a royalty preset name; "" is the event's table (OFC-P5)
    title: str = ""
    point_value: int | None = None  # chips a point when the event's structure is its own


@dataclass(frozen=True)
class HandResult:
    """A scored and settled hand, ready to show (and, for a live hand, to apply)."""

    draft: HandDraft
    names: Mapping[str, str]  # rules player id (str(entry_id)) -> name
    score: HandScore
    settlement: Settlement
    point_value: int
    places: Mapping[str, int]
    players_left: int

    def name(self, player: str) -> str:
        return self.names.get(player, player)

    @property
    def net_chips(self) -> dict[str, int]:
        """Chips each player's points are worth at the level, before caps (OFC-S1)."""
        return {p: pts * self.point_value for p, pts in self.score.net.items()}

    @property
    def chip_change(self) -> dict[str, int]:
        """What settlement actually moved, per player, after caps and busts (OFC-S3, S4)."""
        s = self.settlement
        return {p: s.stacks[p] - s.began[p] for p in s.began}


@dataclass(frozen=True)
class HandSummary:
    """One line of the hand history."""

    hand_id: int
    number: int
    title: str
    table_no: int | None
    level: int
    applied: bool
    players: tuple[str, ...]
    eliminated: tuple[str, ...] = ()
    corrected: bool = False  # its cards were corrected later (``ofc_corrections``)


@dataclass(frozen=True)
class StoredHand:
    hand_id: int
    number: int
    title: str
    applied: bool
    draft: HandDraft
    stacks_before: dict[int, int] = field(default_factory=dict)


@dataclass(frozen=True)
class OfcTable:
    """A table from the event's seating: players clockwise, the button if known, and the
    pending moves into or out of it (the Seating tab's plan)."""

    number: int
    players: tuple[tuple[int, str], ...]  # (entry_id, name), clockwise
    button_entry: int | None
    moves: tuple[PendingMove, ...] = ()
    needs_button: tuple[int, ...] = ()  # tables whose button the room's balancing waits for

    @property
    def playable(self) -> bool:
        """Whether a hand can be dealt here: 2 to 5 players (OFC-T1). One player left after a
        hand is normal until the tables are balanced; the table waits for its moves."""
        return 2 <= len(self.players) <= MAX_BOARDS + 1

    @property
    def waiting(self) -> str:
        """Why no hand is dealt here now ("" when one can be), in the floor's words."""
        if self.playable:
            return ""
        count = len(self.players)
        who = (f"one player, {self.players[0][1]}" if count == 1
               else f"{count} players" if count else "no players")
        tables = ", ".join(str(n) for n in self.needs_button)
        todo = (f"make the {len(self.moves)} pending move(s) in the Seating tab" if self.moves
                else f"set the button at table(s) {tables} for the balancing moves (TDA-B2)"
                if self.needs_button else "move players (Seating tab)")
        return f"Table {self.number} has {who}: {todo} before its next hand (OFC-T1)"
