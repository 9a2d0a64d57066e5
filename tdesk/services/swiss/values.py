"""The Swiss service's returned values and refusals: the tables of a round, a line of the
standings, a pairing warning, the bracket (what the tabs, the projector and the prints show)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from tdesk.errors import ConflictError
from tdesk.rules.swiss import Standing


class TableRow(NamedTuple):
    """One table of a round as the Rounds tab, the projector and the prints show it; an
    immutable named tuple (a frozen dataclass took a third of handing back a 4,096-player
    round: issue 27)."""

    round: int
    table: int
    a_id: int
    a_name: str
    a_points: int
    b_id: int | None
    b_name: str
    b_points: int
    result: str | None
    score: str  # "2-1", "2-1-0", "bye", "organiser bye", ""
    organiser_bye: bool
    overridden: bool
    corrections: int
    a_mark: str = ""  # "ML" / "GL": a's penalty changed the typed result (PEN-2, issue 36)
    b_mark: str = ""

    @property
    def is_bye(self) -> bool:
        return self.b_id is None

    @property
    def done(self) -> bool:
        return self.result is not None


@dataclass(frozen=True)
class RoundInfo:
    number: int
    stage: str
    seed: int
    tables: tuple[TableRow, ...]

    # the counts read the rows' fields, not their properties: a call per table of a 1,024-player
    # round at every result typed in (issue 38)
    @property
    def missing(self) -> int:
        """Tables without a result (``TableRow.done`` false)."""
        return [t.result for t in self.tables].count(None)

    @property
    def played(self) -> int:
        """Matches with a result, byes apart (``done`` and not ``is_bye``)."""
        return len([t for t in self.tables if t.result is not None and t.b_id is not None])

    @property
    def bracket_players(self) -> int | None:
        """A top-cut round: how many players it starts with (8 = the quarter-finals)."""
        return 2 * len(self.tables) if self.stage == "cut" else None

    @property
    def is_final(self) -> bool:
        return self.stage == "cut" and len(self.tables) == 1

    @property
    def final_played(self) -> bool:
        """The final has its result: the event is over (nothing more to pair, CG-M3)."""
        return self.is_final and not self.missing


@dataclass(frozen=True)
class StandingRow:
    """A line of the standings with the player's name and entry id."""

    entry_id: int
    name: str
    standing: Standing
    dropped: bool


@dataclass(frozen=True)
class PairingWarning:
    kind: str  # "rematch", "float", "bye twice"
    text: str


class PairingRefused(ConflictError):
    """CG-P1: no pairing without a rematch; ``names`` are the players left."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        super().__init__("No pairing without a rematch exists; players left: "
                         + ", ".join(names) + ". Allow rematches to pair them anyway.")


class PodsMissing(ConflictError):
    """CG-D3: a draft is paired only once every player to pair is in a pod (the window then
    offers the Draft pods dialog)."""


class RoundsComplete(ConflictError):
    """Every planned Swiss round is paired: next comes the top cut (or an extra round)."""


@dataclass(frozen=True)
class BracketMatch:
    """One match of the bracket as the sheet draws it: names ("" undecided), top-cut seeds,
    the game score from ``a``'s side ("" not played) and who won ("a", "b" or "")."""

    a: str
    b: str
    a_seed: int | None
    b_seed: int | None
    score: str
    winner: str


@dataclass(frozen=True)
class Bracket:
    size: int
    rounds: tuple[tuple[tuple[str, str], ...], ...]  # names ("" undecided) per bracket round
    champion: str | None
    matches: tuple[tuple[BracketMatch, ...], ...] = ()  # the same rounds with seeds and scores
    keys: tuple[str, ...] = ()  # CG-B5: each round's name key: "r32", "r16", "quarter", "semi", "final"
