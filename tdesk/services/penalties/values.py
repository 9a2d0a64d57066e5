"""The penalty log's values: which ladder an event kind uses, its infraction list and
labels, the judge's request, the preview and the log's rows (PEN-1..6, PEN-P1..P2, OFC-X)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from tdesk.errors import InputError, NotFoundError
from tdesk.paths import resource
from tdesk.rules import penalties as rules
from tdesk.rules.penalties import Infraction, Moment, OfcOffence, PokerPenalty, Severity

LADDERS = {"swiss": "ccg", "league": "ccg", "poker": "poker", "ofc": "ofc"}


def ladder_for(kind: str) -> str:
    """"ccg", "poker" or "ofc": how penalties of this event kind read."""
    return LADDERS.get(kind, "ccg")


def load_infractions(kind: str) -> dict[str, Infraction]:
    """The shipped infraction list for an event kind ({code: Infraction}, in file order)."""
    ladder = ladder_for(kind)
    path = resource("infractions", f"{ladder}.toml")
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise NotFoundError(f"Infraction list {path} cannot be read: {exc.strerror}.") from exc
    try:
        return rules.parse_infractions(text, source=path.name)
    except ValueError as exc:
        raise InputError("Infraction list", path.name, str(exc)) from exc


def penalty_choices(kind: str) -> list[tuple[str, str]]:
    """(value, label) of every penalty the ladder offers, weakest first."""
    ladder = ladder_for(kind)
    if ladder == "poker":
        return [(p.name.lower(), p.label) for p in PokerPenalty]
    if ladder == "ofc":
        return [(o.value, o.label) for o in OfcOffence]
    return [(s.name.lower(), s.label) for s in Severity]


def penalty_label(ladder: str, value: str) -> str:
    try:
        if ladder == "poker":
            return PokerPenalty.parse(value).label
        if ladder == "ofc":
            return OfcOffence(value).label
        return Severity.parse(value).label
    except ValueError:
        return value



def counts_in(ladder: str, penalty: str, round: int | None, moment: str,
              deferred: bool) -> int | None:
    """PEN-2: the round a Game loss / Match loss given in ``round`` counts in (None for a
    penalty that costs no game, or when the round is not known)."""
    if ladder != "ccg" or round is None:
        return None
    try:
        severity = Severity.parse(penalty)
    except ValueError:
        return None
    if severity not in (Severity.GAME_LOSS, Severity.MATCH_LOSS):
        return None
    return rules.Penalty(severity, "", round=round, moment=Moment(moment),
                         deferred=deferred).applies_round


@dataclass(frozen=True)
class PenaltyRequest:
    """What the judge fills in. ``penalty`` is a ladder value ("warning", "two_rounds",
    "exposed_card"); ``reason`` defaults to the infraction's reason text."""

    entry_id: int
    penalty: str
    reason: str = ""
    infraction: str = ""
    judge: str = ""
    notes: str = ""
    round: int | None = None
    moment: str = Moment.DURING_GAME.value
    deferred: bool = False
    head_judge_agreed: bool = False
    players_at_table: int | None = None
    opponents: int = 0
    hand: int | None = None


@dataclass(frozen=True)
class Planned:
    """One row that saving would write."""

    penalty: str
    label: str
    reason: str
    rule: str
    explanation: str
    linked: bool = False
    hands: int = 0
    points: int = 0
    counts_in: int | None = None  # the round a Game/Match loss counts in (PEN-2)


@dataclass(frozen=True)
class Preview:
    """What the dialog shows before saving: the recommendation and exactly what is recorded."""

    recommended: str | None
    recommended_label: str
    rows: tuple[Planned, ...] = ()
    error: str = ""
    effects: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.error and bool(self.rows)

    @property
    def lines(self) -> list[str]:
        return [r.explanation for r in self.rows]


@dataclass(frozen=True, slots=True)
class PenaltyRow:
    """One line of the log as the tab, the report and other features read it (slots: a log of
    5,000 is 5,000 objects for the garbage collector to walk, not 10,000)."""

    id: int
    event_id: int
    entry_id: int
    player: str
    ladder: str
    penalty: str
    label: str
    reason: str
    infraction: str
    judge: str
    notes: str
    rule: str
    explanation: str
    round: int | None
    moment: str
    main_id: int | None
    given_at: dt.datetime
    recommended: str | None
    head_judge_agreed: bool
    hands: int
    hands_served: int
    players_at_table: int | None
    points: int
    rescinded: bool
    rescinded_by: str
    rescinded_reason: str
    rescinded_at: dt.datetime | None
    details: dict[str, Any] = field(default_factory=dict)
    ofc_hand_id: int | None = None  # OFC: the stored hand that applied it (None: pending)
    deferred: bool = False  # CCG: the judge put the loss off to the next game/match (PEN-2)

    @property
    def counts_in(self) -> int | None:
        """The round a CCG Game loss or Match loss counts in (PEN-2), by the one rule the
        results read (`Penalty.applies_round`); None for other penalties or no round."""
        return counts_in(self.ladder, self.penalty, self.round, self.moment, self.deferred)

    @property
    def linked(self) -> bool:
        return self.main_id is not None

    @property
    def ofc_pending(self) -> bool:
        """An OFC penalty waiting for the player's next hand in the calculator."""
        return self.ladder == "ofc" and self.ofc_hand_id is None and not self.rescinded

    @property
    def ofc_hand_number(self) -> int | None:
        """The number of the OFC hand that applied it (None while pending)."""
        if self.ofc_hand_id is None:
            return None
        hand = self.details.get("hand")
        return hand if isinstance(hand, int) else None

    @property
    def hands_left(self) -> int:
        return 0 if self.rescinded else max(0, self.hands - self.hands_served)

    @property
    def served(self) -> bool:
        return self.hands > 0 and self.hands_served >= self.hands

    def verify_rescind(self) -> None:
        """The refusal to take this penalty back, for the Rescind button's gate;
        ``rescind_penalty`` runs the same rule."""
        rules.verify_rescind(self.main_id or self.id,
                             rescinded_by=self.rescinded_by if self.rescinded else None,
                             ofc_applied=self.ladder == "ofc" and self.ofc_hand_id is not None,
                             ofc_hand=self.ofc_hand_number)

    def verify_serving(self) -> None:
        """PEN-P1's refusal to serve more of this sit-out, for the Served and +1 hand
        buttons' gate; ``set_served`` runs the same rule."""
        rules.verify_serving(self.hands, self.hands_served, rescinded=self.rescinded)

    @property
    def severity(self) -> Severity | None:
        return Severity.parse(self.penalty) if self.ladder == "ccg" else None

    @property
    def rank(self) -> int:
        """Strength for sorting and filtering, comparable within one ladder."""
        if self.ladder == "poker":
            return int(PokerPenalty.parse(self.penalty))
        if self.ladder == "ofc":
            return [o.value for o in OfcOffence].index(self.penalty)
        return int(Severity.parse(self.penalty))
