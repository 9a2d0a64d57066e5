"""The heads-up league's values (issue 13): the frozen rows the services return to the
tabs, sheets and web pages, and the registration states.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from tdesk.rules import league as rules

PENDING, ACCEPTED, DECLINED = "pending", "accepted", "declined"
REGISTRATION = (PENDING, ACCEPTED, DECLINED)
DEFAULT_SLOT_HOUR = 20
"""With no round template, a round's slots are at 20:00 on the next days (one per day)."""


MAX_SLOTS = 32
"""Most time slots one round offers (HU-D1)."""


@dataclass(frozen=True)
class SeasonSettings:
    lives: int
    starting_stack: int
    min_site_games: int
    slots_per_round: int
    start_hour: int
    cutoff_hour: int


@dataclass(frozen=True)
class TemplateRow:
    id: int
    name: str
    slots: tuple[dt.datetime, ...]


@dataclass(frozen=True)
class Registrant:
    entry_id: int
    name: str
    rating: int | None
    site_games: int
    eligible: bool
    status: str
    seed: int | None
    game_rating: float | None = None  # RAT-7: the rating for the season's game, seeding first


@dataclass(frozen=True)
class GameRow:
    id: int
    number: int
    a_entry_id: int
    a_name: str
    a_seed: int | None
    b_entry_id: int
    b_name: str
    b_seed: int | None
    slot: int | None
    slot_at: dt.datetime | None
    a_marks: str
    b_marks: str
    a_report: str
    b_report: str
    decision: str
    decided_by: str
    state: str  # "final", "waiting", "stop"
    outcome: str  # "10", "-+" … when known (final results, a decision or agreeing reports)

    @property
    def is_stop(self) -> bool:
        return self.state == "stop"


@dataclass(frozen=True)
class RoundView:
    id: int
    number: int
    template: str
    slots: tuple[dt.datetime, ...]
    starts_at: dt.datetime | None
    cutoff_at: dt.datetime | None
    closed: bool
    closed_by: str
    bye_entry_id: int | None
    bye_name: str
    games: tuple[GameRow, ...]

    @property
    def stops(self) -> list[GameRow]:
        return [g for g in self.games if g.is_stop]

    @property
    def waiting(self) -> list[GameRow]:
        return [g for g in self.games if g.state == "waiting"]

    def verify_round_open(self) -> None:
        """HU-R3: the round takes reports and checks while open: the end-of-round check's
        button and the services' actions on the round run this same rule."""
        rules.verify_round_open(self.number, closed=self.closed)


@dataclass(frozen=True)
class NextRound:
    """What pairing the next round is checked against (HU-S1, HU-R3, HU-1), read once: the
    League tab gates its button with `verify_next_round` and `pair_next_round` runs the same
    check inside its action (issue 38), so both refuse in the rule's words."""

    started: bool
    open_round: int | None
    winner: bool

    def verify_next_round(self) -> None:
        rules.verify_next_round(started=self.started, open_round=self.open_round,
                                winner=self.winner)


@dataclass(frozen=True)
class SeasonView:
    event_name: str
    settings: SeasonSettings
    started: bool
    rounds: tuple[tuple[int, int, bool], ...]  # (round id, number, closed)
    current: RoundView | None
    living: int
    players: int
    winner: str
    next_round: NextRound


@dataclass(frozen=True)
class RankingRow:
    place: int
    entry_id: int
    name: str
    seed: int
    values: tuple[int, ...]
    decided_by: int | None

    @property
    def lives(self) -> int:
        return self.values[0]

    @property
    def alive(self) -> bool:
        return self.values[0] > 0


@dataclass(frozen=True)
class Ranking:
    rows: tuple[RankingRow, ...]
    rounds_played: int
    winner: str  # "" until one player has lives left (HU-1)


@dataclass(frozen=True)
class DecisionRow:
    id: int
    at: dt.datetime
    round: int
    game: str
    kind: str
    admin: str
    before: str
    outcome: str
    reason: str


@dataclass(frozen=True)
class CheckResult:
    """What the end-of-round check found: closed (and why), or what the round waits for."""

    closed: bool
    closed_by: str
    waiting: int
    stops: int
