"""The CCG ladder (PEN-1..PEN-6, CG-J1): issuing, repetition, accumulation at the end of a
match, the losses a round counts (PEN-2), the CG-T6 totals and the player's status.

Pure: a player's history is a sequence of frozen `Penalty` values (see `tdesk.rules.penalties`,
which gathers this room with the poker ladder, the OFC point penalties and the infraction lists).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from enum import Enum, IntEnum

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


def rescind(history: Sequence[Penalty], index: int) -> list[Penalty]:
    """The log with entry ``index`` marked rescinded (kept, but counting for nothing)."""
    if not 0 <= index < len(history):
        raise ValueError(f"penalty number {index + 1} is not in this log of {len(history)}")
    return [replace(p, rescinded=True) if i == index else p for i, p in enumerate(history)]

