"""Penalties: the CCG ladder (PEN-1..PEN-6, CG-J1), the poker floor ladder (PEN-P1..P2) and
the OFC point penalties (OFC-X1..X3).

Pure: the log is data. A player's history in the event is a sequence of frozen `Penalty`
values; every decision (`issue`, `end_of_match`, `issue_poker`) reads that history and returns
what is given now, each value carrying the rule that produced it and a sentence a judge can read
to the player before saving.

>>> given = issue([], Severity.WARNING, "slow play")
>>> [p.severity.label for p in given]
['Warning']
>>> again = issue(given, Severity.WARNING, "Slow play")
>>> [(p.severity.label, p.rule) for p in again]
[('Game loss', 'PEN-3'), ('Warning', 'PEN-1')]
>>> again[0].explanation
"raised to Game loss: second 'slow play' this event (PEN-3)"
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum, IntEnum

from tdesk.rules.seating_types import MAX_SEATS, MIN_SEATS

__all__ = [
    "ACCUMULATION",
    "Applies",
    "EnforcementLevel",
    "Infraction",
    "Moment",
    "OfcOffence",
    "OfcPenalty",
    "OutOfPlay",
    "Penalty",
    "PenaltyCounts",
    "PlayerStatus",
    "PokerPenalty",
    "PokerSanction",
    "Severity",
    "can_follow_disqualification",
    "can_issue",
    "counts",
    "disqualify",
    "end_of_match",
    "explain",
    "hands_to_sit_out",
    "holds",
    "issue",
    "issue_poker",
    "losses_for_round",
    "ofc_penalty",
    "out_of_play",
    "parse_infractions",
    "player_status",
    "stronger_steps",
    "verify_issue",
    "verify_poker",
    "without",
]

ACCUMULATION = "accumulation"
"""Reason text of a penalty given by PEN-4; reserved, a judge cannot give it by hand."""


# --------------------------------------------------------------------------------------------
# The CCG ladder


class Severity(IntEnum):
    """The CCG ladder, weakest first (PEN-1..PEN-6); compare with ``<``."""

    REMARK = 0
    WARNING = 1
    GAME_LOSS = 2
    MATCH_LOSS = 3
    DISQUALIFICATION = 4
    DISQUALIFICATION_NO_PRIZES = 5
    SUSPENSION = 6

    @property
    def label(self) -> str:
        """The name a judge says out loud ("Game loss")."""
        return _LABELS[self]

    @classmethod
    def parse(cls, text: str | Severity) -> Severity:
        """Accept a member, its name (``"game_loss"``, ``"GAME LOSS"``) or its label."""
        if isinstance(text, Severity):
            return text
        key = "_".join(str(text).replace("-", " ").upper().split())
        aliases = {"DQ": "DISQUALIFICATION", "DISQUALIFICATION_WITHOUT_PRIZES":
                   "DISQUALIFICATION_NO_PRIZES", "DQ_NO_PRIZES": "DISQUALIFICATION_NO_PRIZES"}
        key = aliases.get(key, key)
        try:
            return cls[key]
        except KeyError:
            names = ", ".join(s.label for s in cls)
            raise ValueError(f"penalty {text!r} is not on the ladder ({names})") from None


_LABELS = {
    Severity.REMARK: "Remark",
    Severity.WARNING: "Warning",
    Severity.GAME_LOSS: "Game loss",
    Severity.MATCH_LOSS: "Match loss",
    Severity.DISQUALIFICATION: "Disqualification",
    Severity.DISQUALIFICATION_NO_PRIZES: "Disqualification without prizes",
    Severity.SUSPENSION: "Suspension",
}

_LINKED: dict[Severity, Severity] = {
    Severity.GAME_LOSS: Severity.WARNING,
    Severity.MATCH_LOSS: Severity.WARNING,
    Severity.DISQUALIFICATION: Severity.MATCH_LOSS,
    Severity.DISQUALIFICATION_NO_PRIZES: Severity.MATCH_LOSS,
    Severity.SUSPENSION: Severity.DISQUALIFICATION_NO_PRIZES,
}
"""PEN-1: what each penalty always comes with."""

_CAP = Severity.DISQUALIFICATION
"""PEN-3/PEN-4: repetition and accumulation never go above this."""


class EnforcementLevel(IntEnum):
    """Rules enforcement level of a CCG event (CG-J1), loosest first."""

    AMATEUR = 0
    PROFESSIONAL = 1
    HIGHEST = 2

    @property
    def label(self) -> str:
        return self.name.capitalize()

    @classmethod
    def parse(cls, text: str | int | EnforcementLevel) -> EnforcementLevel:
        """Accept a member, its value or its name in any case ("Professional")."""
        if isinstance(text, int):
            return cls(text)
        try:
            return cls[str(text).strip().upper()]
        except KeyError:
            names = ", ".join(level.label for level in cls)
            raise ValueError(f"enforcement level {text!r} is not one of {names} (CG-J1)") from None


class Moment(Enum):
    """When a penalty was given, for PEN-2 carry-over."""

    DURING_GAME = "during_game"
    BETWEEN_GAMES = "between_games"
    BETWEEN_MATCHES = "between_matches"


class Applies(Enum):
    """Which game or match a Game loss / Match loss takes effect in (PEN-2)."""

    CURRENT_GAME = "current_game"
    NEXT_GAME = "next_game"
    CURRENT_MATCH = "current_match"
    NEXT_MATCH = "next_match"


@dataclass(frozen=True)
class Penalty:
    """One penalty in a player's log (PEN-1..PEN-6).

    ``linked_to`` is set on a penalty that only exists because a stronger one always comes with
    it (PEN-1); ``raised_from`` on a penalty raised for a repeated reason (PEN-3);
    ``accumulated_from`` on one given at the end of a match for three of a strength (PEN-4).
    Linked penalties are shown in the log but do not count again for PEN-3/PEN-4; rescinded
    ones count for nothing. ``round`` is the match being played, or the one just finished when
    the penalty is given between matches.
    """

    severity: Severity
    reason: str
    rule: str = "PEN-1"
    explanation: str = ""
    round: int | None = None
    moment: Moment = Moment.DURING_GAME
    deferred: bool = False
    linked_to: Severity | None = None
    raised_from: Severity | None = None
    accumulated_from: Severity | None = None
    recommended: Severity | None = None
    head_judge_agreed: bool = False
    rescinded: bool = False

    @property
    def is_linked(self) -> bool:
        return self.linked_to is not None

    @property
    def applies(self) -> Applies | None:
        """Where a Game loss / Match loss takes effect (PEN-2); None for other penalties.

        A Game loss given during a game costs that game, given between games or matches the
        player's next game; a Match loss given between matches costs the next match. A judge may
        defer a loss given close to the end of a game or round to the next one (seed 001).
        """
        if self.severity == Severity.GAME_LOSS:
            if self.moment == Moment.DURING_GAME and not self.deferred:
                return Applies.CURRENT_GAME
            return Applies.NEXT_GAME
        if self.severity == Severity.MATCH_LOSS:
            if self.moment == Moment.BETWEEN_MATCHES or self.deferred:
                return Applies.NEXT_MATCH
            return Applies.CURRENT_MATCH
        return None

    @property
    def applies_round(self) -> int | None:
        """The round (match) number the loss counts in, when the round is known (PEN-2)."""
        where = self.applies
        if where is None or self.round is None:
            return None
        if where == Applies.NEXT_MATCH:
            return self.round + 1
        if where == Applies.NEXT_GAME and self.moment == Moment.BETWEEN_MATCHES:
            return self.round + 1
        return self.round

    def describe(self) -> str:
        """One line for the log and the judge's report: "Game loss — slow play"."""
        return f"{self.severity.label} — {self.reason}"


def _key(reason: str) -> str:
    return " ".join(reason.casefold().split())


def _counting(history: Iterable[Penalty]) -> list[Penalty]:
    """The penalties that count for PEN-3/PEN-4 (PEN-5: remarks included)."""
    return [p for p in history if not p.rescinded and not p.is_linked]


def _ordinal(n: int) -> str:
    words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
             "ninth", "tenth"]
    if n <= len(words):
        return words[n - 1]
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _with_links(main: Penalty) -> list[Penalty]:
    """PEN-1: the main penalty followed by everything it always comes with, strongest first."""
    out = [main]
    current = main.severity
    while current in _LINKED:
        linked = _LINKED[current]
        out.append(
            Penalty(
                severity=linked,
                reason=main.reason,
                rule="PEN-1",
                explanation=f"+ {linked.label} (PEN-1)",
                round=main.round,
                moment=main.moment,
                deferred=main.deferred,
                linked_to=current,
            )
        )
        current = linked
    return out


def verify_issue(
    history: Sequence[Penalty],
    severity: Severity | str,
    reason: str,
    *,
    level: EnforcementLevel | str | None = None,
    recommended: Severity | str | None = None,
    head_judge_agreed: bool = False,
) -> None:
    """Raise ValueError, in words a judge can act on, if this penalty cannot be given.

    CG-J1: Suspension only at Professional level or above; at Professional and above a penalty
    other than the recommended one needs the head judge's agreement recorded. ``level=None``
    means the level is not known and CG-J1 is not checked.
    """
    sev = Severity.parse(severity)
    if not reason or not reason.strip():
        raise ValueError("reason is empty: every penalty needs a reason the player is told (PEN-6)")
    if _key(reason) == ACCUMULATION:
        raise ValueError(
            f"reason {reason!r} is kept for penalties given automatically at the end of a match "
            "(PEN-4); name the infraction instead"
        )
    if level is None:
        return
    level = EnforcementLevel.parse(level)
    if sev == Severity.SUSPENSION and level < EnforcementLevel.PROFESSIONAL:
        raise ValueError(
            f"Suspension cannot be given at {level.label} enforcement level: only at Professional "
            "or above (CG-J1)"
        )
    if recommended is not None and level >= EnforcementLevel.PROFESSIONAL:
        rec = Severity.parse(recommended)
        if rec != sev and not head_judge_agreed:
            raise ValueError(
                f"{sev.label} instead of the recommended {rec.label} at {level.label} level "
                "needs the head judge's agreement: ask the head judge and record it (CG-J1)"
            )


def can_issue(
    history: Sequence[Penalty],
    severity: Severity | str,
    reason: str,
    *,
    level: EnforcementLevel | str | None = None,
    recommended: Severity | str | None = None,
    head_judge_agreed: bool = False,
) -> bool:
    """True when `verify_issue` passes; for enabling the dialog's Save button."""
    try:
        verify_issue(history, severity, reason, level=level, recommended=recommended,
                     head_judge_agreed=head_judge_agreed)
    except ValueError:
        return False
    return True


def issue(
    history: Sequence[Penalty],
    severity: Severity | str,
    reason: str,
    *,
    level: EnforcementLevel | str | None = None,
    recommended: Severity | str | None = None,
    head_judge_agreed: bool = False,
    round: int | None = None,
    moment: Moment = Moment.DURING_GAME,
    deferred: bool = False,
) -> list[Penalty]:
    """The penalties actually given now: the main one first, then its linked ones (PEN-1).

    ``history`` is this player's log in this event. A reason the player was already penalised
    for raises the penalty one step above the strongest earlier one for that reason, never above
    Disqualification by raising (PEN-3, PEN-4); remarks count too (PEN-5).

    >>> [p.severity.label for p in issue([], Severity.DISQUALIFICATION, "cheating")]
    ['Disqualification', 'Match loss', 'Warning']
    """
    verify_issue(history, severity, reason, level=level, recommended=recommended,
                 head_judge_agreed=head_judge_agreed)
    sev = Severity.parse(severity)
    rec = None if recommended is None else Severity.parse(recommended)
    reason = " ".join(reason.split())
    same = [p for p in _counting(history) if _key(p.reason) == _key(reason)]
    notes: list[str] = []
    rule = "PEN-1"
    raised_from: Severity | None = None
    final = sev
    if same:
        strongest = max(p.severity for p in same)
        target = min(Severity(min(strongest + 1, Severity.SUSPENSION)), _CAP)
        nth = f"{_ordinal(len(same) + 1)} '{same[0].reason}' this event"
        capped = ("; repetition never goes above Disqualification (PEN-4)"
                  if strongest + 1 > _CAP else "")
        if target > sev:
            final, raised_from, rule = target, sev, "PEN-3"
            notes.append(f"raised to {final.label}: {nth} (PEN-3){capped}")
        else:
            notes.append(f"{sev.label}: {nth}, at or above {target.label} already (PEN-3)"
                         f"{capped}")
    else:
        notes.append(f"{sev.label} for '{reason}'")
    if rec is not None and rec != sev:
        agreed = " with the head judge's agreement" if head_judge_agreed else ""
        notes.append(f"recommended is {rec.label}{agreed} (CG-J1)")
    main = Penalty(
        severity=final,
        reason=reason,
        rule=rule,
        explanation="; ".join(notes),
        round=round,
        moment=moment,
        deferred=deferred,
        raised_from=raised_from,
        recommended=rec,
        head_judge_agreed=head_judge_agreed,
    )
    return _with_links(main)


def _unused(history: Sequence[Penalty]) -> list[Penalty]:
    """Counting penalties not yet spent by an earlier accumulation (PEN-4), in log order.

    Replays the log: each accumulation spends the three earliest unspent penalties of the
    strength it came from with different reasons, exactly as `end_of_match` chose them.
    """
    pool: list[Penalty] = []
    for p in _counting(history):
        if p.accumulated_from is not None:
            spent = _pick_three(pool, p.accumulated_from)
            if spent is not None:
                ids = {id(x) for x in spent}
                pool = [x for x in pool if id(x) not in ids]
        pool.append(p)
    return pool


def _pick_three(pool: Sequence[Penalty], strength: Severity) -> list[Penalty] | None:
    """The three earliest penalties of ``strength`` with different reasons, if there are three.

    Each accumulation counts as a reason of its own, so two accumulated Game losses and a third
    Game loss make three.
    """
    chosen: list[Penalty] = []
    seen: set[str] = set()
    for n, p in enumerate(pool):
        if p.severity != strength:
            continue
        key = f"{ACCUMULATION}#{n}" if p.accumulated_from is not None else _key(p.reason)
        if key in seen:
            continue
        seen.add(key)
        chosen.append(p)
        if len(chosen) == 3:
            return chosen
    return None


def end_of_match(history: Sequence[Penalty], *, round: int | None = None) -> list[Penalty]:
    """PEN-4: penalties given automatically at the end of a match, with their links (PEN-1).

    Three penalties of one strength for different reasons become the next stronger penalty
    (reason "accumulation"); the result may itself complete a three, so this repeats from the
    weakest strength up. Nothing above Disqualification; a disqualified player gets nothing more.
    The new penalties take effect from the next match (PEN-2).

    >>> log = [p for r in ("slow play", "tardiness", "marked sleeves")
    ...        for p in issue([], Severity.WARNING, r)]
    >>> [(p.severity.label, p.reason) for p in end_of_match(log)]
    [('Game loss', 'accumulation'), ('Warning', 'accumulation')]
    """
    log = list(history)
    if any(p.severity >= _CAP for p in _counting(log)):
        return []
    given: list[Penalty] = []
    pool = _unused(log)
    for strength in list(Severity)[: _CAP]:
        while (three := _pick_three(pool, strength)) is not None:
            nxt = Severity(strength + 1)
            reasons = ", ".join(f"'{p.reason}'" for p in three)
            main = Penalty(
                severity=nxt,
                reason=ACCUMULATION,
                rule="PEN-4",
                explanation=(f"{nxt.label} by accumulation: three {strength.label} penalties "
                             f"for different reasons ({reasons}) (PEN-4)"),
                round=round,
                moment=Moment.BETWEEN_MATCHES,
                accumulated_from=strength,
            )
            batch = _with_links(main)
            given.extend(batch)
            spent = {id(x) for x in three}
            pool = [x for x in pool if id(x) not in spent] + [main]
            if nxt >= _CAP:
                return given
    return given


def explain(penalties: Sequence[Penalty]) -> list[str]:
    """The lines the Issue-penalty dialog shows before saving, one per penalty."""
    return [p.explanation or p.describe() for p in penalties]


def losses_for_round(history: Sequence[Penalty], round: int) -> tuple[int, bool]:
    """(game losses, match loss?) that take effect in ``round`` (PEN-2), for results entry."""
    games = 0
    match = False
    for p in history:
        if p.rescinded or p.applies_round != round:
            continue
        if p.severity == Severity.GAME_LOSS:
            games += 1
        elif p.severity == Severity.MATCH_LOSS:
            match = True
    return games, match


@dataclass(frozen=True)
class PenaltyCounts:
    """Penalty totals for the CG-T6 tiebreak: fewer is better, compared via `key`.

    Linked penalties are real penalties and count (a Game loss's Warning is a Warning); the CCG
    ladder gives no penalty points, so ``points`` stays 0 unless a caller adds them.
    """

    match_losses: int = 0
    game_losses: int = 0
    points: int = 0
    warnings: int = 0

    @property
    def losses(self) -> int:
        return self.match_losses + self.game_losses

    @property
    def key(self) -> tuple[int, int, int, int]:
        """Sort key, smaller ranks higher: losses, match losses among them, points, warnings."""
        return (self.losses, self.match_losses, self.points, self.warnings)


def counts(history: Sequence[Penalty]) -> PenaltyCounts:
    """CG-T6 totals of a player's non-rescinded penalties (remarks do not count, PEN-5)."""
    live = [p for p in history if not p.rescinded]
    return PenaltyCounts(
        match_losses=sum(p.severity == Severity.MATCH_LOSS for p in live),
        game_losses=sum(p.severity == Severity.GAME_LOSS for p in live),
        warnings=sum(p.severity == Severity.WARNING for p in live),
    )


@dataclass(frozen=True)
class PlayerStatus:
    """What the log means for the player's place in the event (PEN-6)."""

    disqualified: bool
    prize_eligible: bool
    report_to_rating_db: bool
    suspended: bool


def player_status(history: Sequence[Penalty]) -> PlayerStatus:
    """PEN-6: a disqualified player leaves play but keeps points; without prizes also loses
    prize eligibility and is flagged for the rating database (so is a suspension)."""
    top = max((p.severity for p in history if not p.rescinded), default=Severity.REMARK)
    return PlayerStatus(
        disqualified=top >= Severity.DISQUALIFICATION,
        prize_eligible=top < Severity.DISQUALIFICATION_NO_PRIZES,
        report_to_rating_db=top >= Severity.DISQUALIFICATION_NO_PRIZES,
        suspended=top >= Severity.SUSPENSION,
    )


# --------------------------------------------------------------------------------------------
# The poker floor ladder


class PokerPenalty(IntEnum):
    """The poker floor's penalties, weakest first (PEN-P1)."""

    WARNING = 0
    ONE_HAND = 1
    ONE_ROUND = 2
    TWO_ROUNDS = 3
    THREE_ROUNDS = 4
    FOUR_ROUNDS = 5
    DISQUALIFICATION = 6

    @property
    def rounds(self) -> int:
        """Rounds of the table to sit out; 0 for warning, one hand and disqualification."""
        return self - 1 if PokerPenalty.ONE_ROUND <= self <= PokerPenalty.FOUR_ROUNDS else 0

    @property
    def label(self) -> str:
        return _POKER_LABELS[self]

    @classmethod
    def parse(cls, text: str | PokerPenalty) -> PokerPenalty:
        """Accept a member, its name, its label or "2 rounds"."""
        if isinstance(text, PokerPenalty):
            return text
        key = " ".join(str(text).replace("_", " ").replace("-", " ").lower().split())
        for p in cls:
            if key in (p.name.lower().replace("_", " "), p.label.lower()):
                return p
        for p in cls:
            if p.rounds and key in (f"{p.rounds} round", f"{p.rounds} rounds"):
                return p
        names = ", ".join(p.label for p in cls)
        raise ValueError(f"poker penalty {text!r} is not one of: {names} (PEN-P1)")


_POKER_LABELS = {
    PokerPenalty.WARNING: "Verbal warning",
    PokerPenalty.ONE_HAND: "One-hand penalty",
    PokerPenalty.ONE_ROUND: "1-round penalty",
    PokerPenalty.TWO_ROUNDS: "2-round penalty",
    PokerPenalty.THREE_ROUNDS: "3-round penalty",
    PokerPenalty.FOUR_ROUNDS: "4-round penalty",
    PokerPenalty.DISQUALIFICATION: "Disqualification",
}


def hands_to_sit_out(penalty: PokerPenalty, players_at_table: int) -> int:
    """PEN-P1: hands the offender stays away: one per player at the table (offender included)
    per round; one for a one-hand penalty; none for a warning or disqualification.

    >>> hands_to_sit_out(PokerPenalty.TWO_ROUNDS, 7)
    14
    """
    if players_at_table < 2:
        raise ValueError(f"players at the table {players_at_table}: a table has at least 2 "
                         "players, the offender included (PEN-P1)")
    if penalty == PokerPenalty.ONE_HAND:
        return 1
    return penalty.rounds * players_at_table


@dataclass(frozen=True)
class PokerSanction:
    """One poker floor penalty (PEN-P1..P2); ``hands`` is what the offender sits out.

    The offender is still dealt in and posts blinds and antes while away; a disqualified
    player's chips are removed from play.
    """

    penalty: PokerPenalty
    reason: str
    hands: int
    players_at_table: int
    rule: str = "PEN-P1"
    explanation: str = ""
    requested: PokerPenalty | None = None
    rescinded: bool = False

    @property
    def is_sit_out(self) -> bool:
        return self.hands > 0

    @property
    def removes_chips(self) -> bool:
        return self.penalty == PokerPenalty.DISQUALIFICATION

    def describe(self) -> str:
        extra = f" ({self.hands} hands)" if self.hands > 1 else ""
        return f"{self.penalty.label}{extra} — {self.reason}"


def verify_poker(
    history: Sequence[PokerSanction], penalty: PokerPenalty | str, reason: str,
    players_at_table: int,
) -> None:
    """Raise ValueError if the floor cannot give this penalty as asked (PEN-P1)."""
    PokerPenalty.parse(penalty)
    if not reason or not reason.strip():
        raise ValueError("reason is empty: say what the penalty is for")
    if not MIN_SEATS <= players_at_table <= MAX_SEATS:  # TDA-F1-A: one limit for every table
        raise ValueError(f"players at the table {players_at_table}: expected {MIN_SEATS} to "
                         f"{MAX_SEATS}, the offender included (PEN-P1)")


def issue_poker(
    history: Sequence[PokerSanction],
    penalty: PokerPenalty | str,
    reason: str,
    players_at_table: int,
) -> PokerSanction:
    """PEN-P1..P2: the penalty given now, escalated by the player's earlier ones.

    The next penalty is at least double the last sit-out (in hands), rounded up to the next
    penalty on the ladder at this table; past 4 rounds that is disqualification. A warning after
    only warnings becomes a one-hand penalty (doubling a warning has nothing to double).

    >>> first = issue_poker([], PokerPenalty.TWO_ROUNDS, "soft play", 7)
    >>> first.hands
    14
    >>> again = issue_poker([first], PokerPenalty.TWO_ROUNDS, "soft play", 7)
    >>> (again.penalty.label, again.hands)
    ('4-round penalty', 28)
    """
    verify_poker(history, penalty, reason, players_at_table)
    asked = PokerPenalty.parse(penalty)
    reason = " ".join(reason.split())
    live = [s for s in history if not s.rescinded]
    given = asked
    note = ""
    sit_outs = [s for s in live if s.is_sit_out]
    if asked != PokerPenalty.DISQUALIFICATION and sit_outs:
        last = sit_outs[-1]
        given = max(asked, _doubled(last.penalty))
        if given != asked:
            note = f"{given.label}: repeat offence, double the last {last.penalty.label} (PEN-P2)"
    elif asked == PokerPenalty.WARNING and live:
        given = PokerPenalty.ONE_HAND
        note = f"{given.label}: repeat offence after a warning (PEN-P2)"
    hands = hands_to_sit_out(given, players_at_table)
    if not note:
        sit = f", {hands} hands away at a {players_at_table}-handed table" if given.rounds else ""
        note = f"{given.label}{sit} (PEN-P1)"
    elif given.rounds:
        note += f"; {hands} hands away at a {players_at_table}-handed table"
    if given == PokerPenalty.DISQUALIFICATION:
        note += "; chips are removed from play (PEN-P2)"
    return PokerSanction(
        penalty=given,
        reason=reason,
        hands=hands,
        players_at_table=players_at_table,
        rule="PEN-P2" if given != asked else "PEN-P1",
        explanation=note,
        requested=asked if given != asked else None,
    )


def _doubled(last: PokerPenalty) -> PokerPenalty:
    """PEN-P2: double the last sit-out. One hand doubled is two hands, more than one hand, so
    the next step up (1 round); k rounds doubled is 2k rounds, past 4 rounds disqualification."""
    if last == PokerPenalty.ONE_HAND:
        return PokerPenalty.ONE_ROUND
    rounds = 2 * last.rounds
    if rounds > PokerPenalty.FOUR_ROUNDS.rounds:
        return PokerPenalty.DISQUALIFICATION
    return PokerPenalty(rounds + 1)


# --------------------------------------------------------------------------------------------
# OFC point penalties


class OfcOffence(Enum):
    """The OFC event's penalties (OFC-X1..X3)."""

    EXPOSED_CARD = "exposed_card"
    MISSED_HAND = "missed_hand"
    CLOCK = "clock"

    @property
    def label(self) -> str:
        return {"exposed_card": "Exposed a card out of turn", "missed_hand": "Missed a hand",
                "clock": "Did not act in time / left the table"}[self.value]

    @property
    def rule(self) -> str:
        return {"exposed_card": "OFC-X1", "missed_hand": "OFC-X2", "clock": "OFC-X3"}[self.value]


@dataclass(frozen=True)
class OfcPenalty:
    """An OFC penalty for one hand, ready for the calculator.

    ``points_each`` is paid by the offender to every other active player in the hand;
    ``absent`` (OFC-X2) means the offender pays no royalties and receives nothing that hand;
    ``fouls_hand`` (OFC-X3) means the hand is scored as fouled, OFC-P3 in full.
    """

    offence: OfcOffence
    offender: str
    opponents: tuple[str, ...]
    points_each: int
    absent: bool
    fouls_hand: bool
    explanation: str

    @property
    def total(self) -> int:
        return self.points_each * len(self.opponents)

    def net_points(self) -> dict[tuple[str, str], int]:
        """Points in the calculator's form {(x, y): points x wins from y}, one entry per pair."""
        return {(opp, self.offender): self.points_each for opp in self.opponents
                if self.points_each}


def ofc_penalty(offence: OfcOffence | str, offender: str, opponents: Sequence[str]) -> OfcPenalty:
    """OFC-X1..X3 for one hand; ``opponents`` are the other players active in the hand.

    >>> p = ofc_penalty(OfcOffence.EXPOSED_CARD, "ann", ["bob", "cy", "di"])
    >>> p.total, p.net_points()[("bob", "ann")]
    (3, 1)
    """
    off = offence if isinstance(offence, OfcOffence) else OfcOffence(str(offence))
    opps = tuple(opponents)
    if offender in opps:
        raise ValueError(f"offender {offender!r} is listed among their own opponents")
    if len(set(opps)) != len(opps):
        raise ValueError(f"opponents {list(opps)!r}: a player is listed twice")
    if not opps:
        raise ValueError("opponents: an OFC penalty needs at least one other active player")
    n = len(opps)
    if off == OfcOffence.EXPOSED_CARD:
        return OfcPenalty(off, offender, opps, 1, False, False,
                          f"1 point to each of {n} active players = {n} (OFC-X1)")
    if off == OfcOffence.MISSED_HAND:
        return OfcPenalty(off, offender, opps, 3, True, False,
                          f"3 points to each of {n} active players = {3 * n}; no royalties "
                          "paid, nothing received this hand (OFC-X2)")
    return OfcPenalty(off, offender, opps, 0, False, True,
                      "hand declared fouled: pays each player 6 plus their royalties "
                      "(OFC-X3, OFC-P3)")


# --------------------------------------------------------------------------------------------
# Infraction lists


@dataclass(frozen=True)
class Infraction:
    """One entry of an event kind's infraction list with its recommended penalty.

    ``penalty`` is a `Severity` name for CCG, a `PokerPenalty` name for poker and an
    `OfcOffence` value for OFC.
    """

    code: str
    reason: str
    penalty: str
    note: str = ""
    tags: tuple[str, ...] = field(default_factory=tuple)


_KINDS = ("ccg", "swiss", "poker", "ofc", "league")


def parse_infractions(text: str, *, source: str = "infractions") -> dict[str, Infraction]:
    """Read an infraction list (TOML) into {code: Infraction}, checking every recommendation.

    The file names its ``kind`` and has ``[[infraction]]`` tables with ``code``, ``reason``,
    ``penalty`` and optionally ``note``.
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"{source}: not valid TOML ({exc})") from None
    kind = data.get("kind")
    if kind not in _KINDS:
        raise ValueError(f"{source}: kind {kind!r} should be one of {', '.join(_KINDS)}")
    rows = data.get("infraction", [])
    if not isinstance(rows, list) or not rows:
        raise ValueError(f"{source}: no [[infraction]] entries")
    out: dict[str, Infraction] = {}
    for n, row in enumerate(rows, 1):
        where = f"{source}: infraction {n}"
        if not isinstance(row, Mapping):
            raise ValueError(f"{where}: expected a table")
        code, reason, penalty = row.get("code"), row.get("reason"), row.get("penalty")
        for name, value in (("code", code), ("reason", reason), ("penalty", penalty)):
            if not isinstance(value, str) or not value.strip():
                raise ValueError(f"{where}: {name} {value!r} is missing or empty")
        assert isinstance(code, str) and isinstance(reason, str) and isinstance(penalty, str)
        if code in out:
            raise ValueError(f"{where}: code {code!r} is used twice")
        if _key(reason) == ACCUMULATION:
            raise ValueError(f"{where}: reason {reason!r} is reserved for PEN-4")
        try:
            if kind in ("ccg", "swiss"):
                Severity.parse(penalty)
            elif kind == "poker":
                PokerPenalty.parse(penalty)
            elif kind == "ofc":
                OfcOffence(penalty)
        except ValueError as exc:
            raise ValueError(f"{where} ({code}): {exc}") from None
        note = row.get("note", "")
        tags = row.get("tags", [])
        out[code] = Infraction(code, reason.strip(), penalty.strip(), str(note),
                               tuple(str(t) for t in tags))
    return out


def rescind(history: Sequence[Penalty], index: int) -> list[Penalty]:
    """The log with entry ``index`` marked rescinded (kept, but counting for nothing)."""
    if not 0 <= index < len(history):
        raise ValueError(f"penalty number {index + 1} is not in this log of {len(history)}")
    return [replace(p, rescinded=True) if i == index else p for i, p in enumerate(history)]


# --------------------------------------------------------------------------------------------
# Out of the event: what a disqualification does (PEN-6, PEN-P2)


@dataclass(frozen=True)
class OutOfPlay:
    """What a penalty just given does to the player's place in the event (PEN-6, PEN-P2):
    ``effects`` are the lines the Issue-penalty dialog shows before saving."""

    disqualified: bool = False
    no_prizes: bool = False
    removes_chips: bool = False
    effects: tuple[str, ...] = ()


def out_of_play(ladder: str, penalty: str | Severity) -> OutOfPlay:
    """PEN-6: a CCG Disqualification takes the player out of play at once, keeping their
    points; without prizes (or a Suspension) they also lose prizes and are flagged for the
    rating database. PEN-P2: a poker disqualification also removes their chips from play.
    OFC point penalties never take a player out.

    >>> out_of_play("ccg", "disqualification_no_prizes").effects[-1]
    'no prizes; flagged for the rating database (PEN-6)'
    >>> out_of_play("poker", "disqualification").removes_chips
    True
    """
    if ladder == "ccg":
        severity = Severity.parse(penalty)
        out = severity >= Severity.DISQUALIFICATION
        no_prizes = severity >= Severity.DISQUALIFICATION_NO_PRIZES
        effects = []
        if out:
            effects.append("the player leaves the event now and keeps their points (PEN-6)")
        if no_prizes:
            effects.append("no prizes; flagged for the rating database (PEN-6)")
        return OutOfPlay(out, no_prizes, False, tuple(effects))
    if ladder == "poker" and penalty == PokerPenalty.DISQUALIFICATION.name.lower():
        return OutOfPlay(True, False, True, ("the player's chips are removed from play (PEN-P2)",))
    return OutOfPlay()


def can_follow_disqualification(standing: Severity | None, given: Severity | None) -> bool:
    """PEN-6 / PEN-P2: a disqualified player has left the event, so nothing is given twice.
    Only a stronger step of the CCG ladder than the ``standing`` one can still follow (a
    Disqualification found later to deserve no prizes, or a Suspension); the poker floor's
    disqualification (``standing`` None) is its last step.

    >>> can_follow_disqualification(Severity.DISQUALIFICATION, Severity.SUSPENSION)
    True
    >>> can_follow_disqualification(Severity.DISQUALIFICATION, Severity.WARNING)
    False
    """
    return standing is not None and given is not None and given > standing


def stronger_steps(standing: Severity | None) -> list[Severity]:
    """The CCG steps that can still follow a standing disqualification (PEN-6)."""
    return [] if standing is None else [s for s in Severity if s > standing]


def disqualify(earlier: Mapping[str, object] | None, penalty_id: int, no_prizes: bool,
               before: Mapping[str, object]) -> dict[str, object]:
    """PEN-6: the player's chain of standing disqualifications once ``penalty_id`` is given,
    newest first: a stronger step over a standing one keeps the one under it (and what the
    player was before the first, ``before``), so rescinding the newest leaves the older."""
    if earlier is not None:
        return {**earlier, "penalty_id": penalty_id, "no_prizes": no_prizes,
                "earlier": dict(earlier)}
    return {"penalty_id": penalty_id, **before, "no_prizes": no_prizes}


def holds(chain: object, penalty_id: int | None) -> bool:
    """Whether the chain of standing disqualifications (newest first) has ``penalty_id``."""
    return isinstance(chain, Mapping) and (chain.get("penalty_id") == penalty_id
                                           or holds(chain.get("earlier"), penalty_id))


def without(chain: Mapping[str, object], penalty_id: int | None) -> dict[str, object] | None:
    """The chain of standing disqualifications once ``penalty_id`` is rescinded: the newest
    that remains stays on top, with its own prize flag; None when none stands (PEN-6).

    >>> first = disqualify(None, 1, False, {"status_before": "active"})
    >>> second = disqualify(first, 2, True, {})
    >>> without(second, 2) == first, without(second, 1)["no_prizes"], without(first, 1)
    (True, True, None)
    """
    earlier = chain.get("earlier")
    if chain.get("penalty_id") == penalty_id:
        return dict(earlier) if isinstance(earlier, Mapping) else None
    rest = without(earlier, penalty_id) if isinstance(earlier, Mapping) else None
    out = {k: v for k, v in chain.items() if k != "earlier"}
    return {**out, "earlier": rest} if rest is not None else out
