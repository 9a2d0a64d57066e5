"""The flights' bags read by person, and what the floor confirms before Day 2 (issue 35).

Day 2 once matched the flights' bags by the name typed, so two people called Anna Petrov
became one and a bag was dropped without a word. A bag belongs to the person record
(``Player``) of its flight entry: two records are two players whatever their names, one
record bagging twice is one player who advances once (FLT-3).

Before Day 2 is built the floor sees, and agrees to, :class:`Day2Review`: everyone who bagged
more than once with the rule applied and the bags forfeited, and the likely duplicates: two
records whose names differ only by accents or case (``tdesk.names.fold``), each playing on
unless the floor merges them in the player database first.

Once Day 2 is built, its entries and chips are the flights' bags: an undo or redo that would
change a flight's bags, busts or payments is refused (:func:`_check_replay`, a store
``REPLAY_CHECKS`` entry) until Day 2 itself is undone.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sqlmodel import Session, func, select

from tdesk.errors import ConflictError
from tdesk.models.flights import Flight, FlightBag
from tdesk.models.store import REPLAY_CHECKS
from tdesk.models.tables import Entry, Event, Player
from tdesk.names import fold
from tdesk.rules.seating import flights as rules


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


def refuse_entry_in_parent(session: Session, event: Event) -> None:
    """A registration or an entry paid in an event played in flights is refused (issue 37):
    its money is taken in its flights (FLT-6) and its players are their bags (FLT-4). A Day 2
    that took a walk-in once counted only the players who paid in it, and its field dropped
    out of every count."""
    if event.id is None or session.exec(select(Flight.id).where(
            Flight.parent_id == event.id).limit(1)).first() is None:
        return
    raise ConflictError(f"{event.name} is played in flights: its entries are taken in its "
                        "flights and its players are their bags (Build Day 2). Take the entry "
                        "in a flight.")  # engine_text.REFUSALS translates it


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


_DAY2_TABLES = frozenset({"flight_bag", "payment"})
_PLAY_COLUMNS = ("status", "place", "chips", "event_id", "player_id")


def _moves_day2(change: Mapping[str, Any]) -> bool:
    """Whether a replayed row is a bag, a payment, or a flight entry's play (a bust, a
    stack, an entry made or removed): what a built Day 2 stands on."""
    table = change.get("table")
    if table in _DAY2_TABLES:
        return True
    if table != "entry":
        return False
    before, after = change.get("before"), change.get("after")
    if before is None or after is None or "key" not in change:
        return True
    return any(before.get(c) != after.get(c) for c in _PLAY_COLUMNS)


def _built_parent(session: Session, event_id: int) -> tuple[Event | None, Event | None]:
    """(parent, flight) when ``event_id`` is a flight whose Day 2 has its players, else
    (None, None)."""
    row = session.exec(select(Flight).where(Flight.event_id == event_id)).first()
    if row is None:
        return None, None
    built = session.exec(select(func.count()).select_from(Entry)
                         .where(Entry.event_id == row.parent_id)).one()
    if not built:
        return None, None
    return session.get(Event, row.parent_id), session.get(Event, event_id)


def refuse_play_after_day2(session: Session, event_id: int, name: str, *,
                           reinstate: bool = False) -> None:
    """A bust (or a reinstatement) of ``name`` in a flight whose Day 2 is built is refused
    (issue 35): Day 2's entries and chips are the flight's bags, as the undo check keeps them.
    Called inside the bust path, so the desk, the command line and hand-for-hand all get it."""
    parent, flight = _built_parent(session, event_id)
    if parent is None or flight is None:
        return
    if reinstate:  # engine_text.REFUSALS translates both
        raise ConflictError(f"{name} plays in {flight.name}, whose bags Day 2 of {parent.name} "
                            "is built from: nobody comes back into that flight now. Undo Build "
                            "Day 2 first (Log tab).")
    raise ConflictError(f"{name} plays in {flight.name}, whose bags Day 2 of {parent.name} is "
                        "built from: nobody is busted in that flight now. Undo Build Day 2 "
                        "first (Log tab).")


def _check_replay(session: Session, event_id: int, what: str) -> None:
    """An undo or redo in a flight whose Day 2 is built may not change its bags, busts or
    payments: Day 2's entries and chips would no longer be the bags (issue 35)."""
    row = session.exec(select(Flight).where(Flight.event_id == event_id)).first()
    if row is None:
        return
    if not any(_moves_day2(c) for c in session.info.get("replay_changes", ())):
        return
    built = session.exec(select(func.count()).select_from(Entry)
                         .where(Entry.event_id == row.parent_id)).one()
    if not built:
        return
    parent = session.get(Event, row.parent_id)
    flight = session.get(Event, event_id)
    name = parent.name if parent is not None else f"event {row.parent_id}"
    raise ConflictError(  # engine_text.REFUSALS translates it
        f"{what} refused: Day 2 of {name} is built from the bags of "
        f"{flight.name if flight is not None else event_id}, and this would change its "
        "bags, busts or payments. Undo Build Day 2 first (Log tab).")


if _check_replay not in REPLAY_CHECKS:
    REPLAY_CHECKS.append(_check_replay)
