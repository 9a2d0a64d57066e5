"""The flights' bags read by person, and what the floor confirms before Day 2 (issue 35).

Day 2 once matched the flights' bags by the name typed, so two people called Anna Petrov
became one and a bag was dropped without a word. A bag belongs to the person record
(``Player``) of its flight entry: two records are two players whatever their names, one
record bagging twice is one player who advances once (FLT-3).

Before Day 2 is built the floor sees, and agrees to, :class:`Day2Review`: everyone who bagged
more than once with the rule applied and the bags forfeited, and the likely duplicates: two
records whose names differ only by accents or case (``tdesk.names.fold``), each playing on
unless the floor merges them in the player database first.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sqlmodel import Session, select

from tdesk.models.flights import Flight, FlightBag
from tdesk.models.tables import Entry, Event, Player
from tdesk.names import fold
from tdesk.rules import flights as rules


def flight_label(number: int) -> str:
    """"1A" for flight 1, "1B" for 2, …: the day printed before it is the caller's word."""
    letters = ""
    n = number
    while n > 0:
        n, rest = divmod(n - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return f"1{letters}"


def advance_of(settings: Mapping[str, Any]) -> rules.Advance:
    """FLT-3: the parent's rule for a player who bagged in several flights."""
    return rules.Advance(str(settings.get("flight_advance", "best-stack")).replace("-", "_"))


@dataclass(frozen=True)
class BagLine:
    """One bag as the confirmation lists it."""

    person_id: int
    name: str
    flight: int
    chips: int

    @property
    def label(self) -> str:
        return flight_label(self.flight)


@dataclass(frozen=True)
class DoubleBagger:
    """A person who bagged in several flights: the bag that plays Day 2 and those forfeited."""

    person_id: int
    name: str
    kept: BagLine
    forfeited: tuple[BagLine, ...]


@dataclass(frozen=True)
class LikelyDuplicate:
    """Two (or more) person records whose names differ only by accents or case, each with a
    bag: they play as different people unless merged first."""

    names: tuple[str, ...]
    person_ids: tuple[int, ...]
    bags: tuple[BagLine, ...]


@dataclass(frozen=True)
class Day2Review:
    """What Build Day 2 asks about; equal values mean the bags did not change in between."""

    parent_id: int
    parent: str
    rule: rules.Advance
    doubles: tuple[DoubleBagger, ...]
    duplicates: tuple[LikelyDuplicate, ...]

    @property
    def asks(self) -> bool:
        return bool(self.doubles or self.duplicates)

    @property
    def forfeited_chips(self) -> int:
        return sum(b.chips for d in self.doubles for b in d.forfeited)

    def refusal(self) -> str:
        """The English refusal of a build not agreed to (the log, the CLI without --yes)."""
        parts = [f"{d.name} bagged in " + " and ".join(
            f"Day {b.label}" for b in sorted((d.kept, *d.forfeited), key=lambda b: b.flight))
            + f" ({d.kept.chips:,} in Day {d.kept.label} plays, "
            + ", ".join(f"{b.chips:,}" for b in d.forfeited) + " forfeited)"
            for d in self.doubles]
        parts += [" and ".join(d.names) + " are different records of one name"
                  for d in self.duplicates]
        more = f" and {len(parts) - 3} more" if len(parts) > 3 else ""
        return (f"Day 2 of {self.parent} ({self.rule.value.replace('_', ' ')}): "
                + "; ".join(parts[:3]) + more
                + ". Confirm this list to build Day 2 (merge duplicates in the player "
                "database first).")


def children(session: Session, parent_id: int) -> list[Flight]:
    """The parent's flights in their order (1A, 1B, …)."""
    return list(session.exec(select(Flight).where(Flight.parent_id == parent_id)
                             .order_by(Flight.number)))  # type: ignore[arg-type]


def all_bags(session: Session, parent_id: int) -> list[tuple[rules.Bag, Entry, Player]]:
    """Every flight's bags, the player being the person record's id (its name for words)."""
    out = []
    for f in children(session, parent_id):
        rows = session.exec(select(FlightBag, Entry, Player)
                            .join(Entry, Entry.id == FlightBag.entry_id)
                            .join(Player, Player.id == Entry.player_id)
                            .where(FlightBag.event_id == f.event_id)
                            .order_by(FlightBag.id)).all()  # type: ignore[arg-type]
        out += [(rules.Bag(str(p.id), f.number, b.chips, p.name), e, p) for b, e, p in rows]
    return out


def review(session: Session, parent: Event) -> Day2Review:
    """The double bags (FLT-3, by the parent's rule) and the likely duplicates, now."""
    assert parent.id is not None
    bags = [b for b, _e, _p in all_bags(session, parent.id)]
    rule = advance_of(parent.settings)
    try:
        doubled = rules.double_bags(bags, rule)
    except ValueError:
        doubled = ()  # a bag the rules refuse: Build Day 2 names it
    doubles = tuple(DoubleBagger(int(d.kept.player), d.kept.who, _line(d.kept),
                                 tuple(_line(b) for b in d.forfeited)) for d in doubled)
    groups: dict[str, list[rules.Bag]] = {}
    for b in sorted(bags, key=lambda b: b.flight):
        groups.setdefault(fold(b.who), []).append(b)
    duplicates = []
    for group in groups.values():
        people = list(dict.fromkeys(b.player for b in group))
        if len(people) > 1:
            names = {b.player: b.who for b in group}
            duplicates.append(LikelyDuplicate(tuple(names[p] for p in people),
                                              tuple(int(p) for p in people),
                                              tuple(_line(b) for b in group)))
    return Day2Review(parent.id, parent.name, rule, doubles, tuple(duplicates))


def _line(bag: rules.Bag) -> BagLine:
    return BagLine(int(bag.player), bag.who, bag.flight, bag.chips)
