"""Decklists for constructed card-game events (DECK-1..DECK-8, issue 24).

Pure rules: a list is read from text (DECK-1, DECK-2), checked against the event's limits
(DECK-3, DECK-4), locked once round 1 is paired (DECK-5), compared with the deck a judge
checks (DECK-6) and written out for print (DECK-7). Every refusal names the line or the field
and the value (DECK-8). Rules speak English; the desk translates around them.

>>> deck = parse("4 Dragon\\n4x Goblin\\nElf x2\\nHealer\\n// spare\\ngoblin  x2")
>>> [(card.name, card.count) for card in deck.main]
[('Dragon', 4), ('Elf', 2), ('Goblin', 6), ('Healer', 1)]
>>> deck.size
13
>>> problems(deck, DeckLimits(minimum=10, copies=4))
('Goblin: 6 copies, at most 4 (DECK-4)',)
>>> parse("4 Dragon\\nFourx Dragon")
Traceback (most recent call last):
...
ValueError: line 2: 'Fourx Dragon' has no count: write it in digits, as '4 Dragon' (DECK-1)
>>> print(format_list(parse("Elf\\n3 Dragon")))
Main deck (4)
3 Dragon
1 Elf
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Final

from tdesk.rules.whole import is_whole

__all__ = [
    "MAX_COUNT",
    "MAX_NAME",
    "Card",
    "CheckOutcome",
    "DeckLimits",
    "Decklist",
    "card_key",
    "check_outcome",
    "differences",
    "format_list",
    "parse",
    "problems",
    "required",
    "verify_change",
    "verify_check",
    "verify_legal",
    "verify_link",
]

MAX_COUNT: Final = 999
"""DECK-8: the most copies one line may name; more is a typing slip."""
MAX_NAME: Final = 100
"""DECK-8: the longest card name read, in characters."""

# Keys of the event's settings (tdesk.rules.event_settings, the "swiss" kind).
REQUIRED_KEY: Final = "decklists"
MIN_KEY: Final = "deck_min"
MAX_KEY: Final = "deck_max"
COPIES_KEY: Final = "deck_copies"
SIDEBOARD_KEY: Final = "sideboard_max"
ANY_NUMBER_KEY: Final = "deck_any_number"
"""A list of card names allowed in any number (DECK-4); kept in the event's settings as a
JSON list, outside the dialog's number fields."""

MAIN: Final = "main"
SIDE: Final = "side"

_HEADERS: Final = {
    "main": MAIN, "main deck": MAIN, "maindeck": MAIN, "deck": MAIN,
    "колода": MAIN, "основная колода": MAIN,
    "sideboard": SIDE, "side": SIDE, "side deck": SIDE, "сайдборд": SIDE, "сайд": SIDE,
}
"""DECK-2: section headers, compared as card names are (case and spaces blind)."""

_NUMBER_WORDS: Final = frozenset({
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "один", "одна", "два", "две", "три", "четыре", "пять", "шесть", "семь", "восемь",
    "девять", "десять",
})
"""DECK-1: a count written in words ("Fourx Dragon") is refused, not read as a card name."""

_X: Final = "xX×хХ"  # Latin x, the multiplication sign and Cyrillic х, as people type them
_LEADING = re.compile(rf"^(\d+)\s*[{_X}]?\s+(\S.*)$|^(\d+)[{_X}](\S.*)$")
_TRAILING = re.compile(rf"^(.*\S)\s+[{_X}]\s*(\d+)$|^(.*\S)\s+(\d+)\s*[{_X}]$")
_HEADER = re.compile(r"^(.*?)\s*(?:\(\s*(\d+)\s*\))?\s*:?\s*$")


def card_key(name: str) -> str:
    """DECK-1: the form card names are compared in: blind to case and extra spaces (and to
    "ё" typed as "е"). Not accent-blind: "й" and "и" are different letters of Russian names.

    >>> card_key("  Dragon   of  the NORTH ") == card_key("dragon of the north")
    True
    """
    text = unicodedata.normalize("NFC", name).casefold().replace("ё", "е")
    return " ".join(text.split())


def _clean(name: str) -> str:
    """The name as shown: extra spaces dropped, the spelling kept."""
    return " ".join(unicodedata.normalize("NFC", name).split())


@dataclass(frozen=True)
class Card:
    """One card of a list and its copies in that section."""

    name: str
    count: int

    @property
    def key(self) -> str:
        return card_key(self.name)


def _merge(cards: Iterable[Card | tuple[str, int]], section: str) -> tuple[Card, ...]:
    """The same card twice adds up under its first spelling (DECK-1), in key order."""
    merged: dict[str, Card] = {}
    for item in cards:
        card = item if isinstance(item, Card) else Card(*item)
        name = _clean(card.name)
        if not name:
            raise ValueError(f"{section}: a card has no name (DECK-8)")
        if not is_whole(card.count) or card.count < 1:
            raise ValueError(f"{section}: {name} count {card.count!r}: must be at least 1 "
                             "(DECK-8)")
        key = card_key(name)
        held = merged.get(key)
        merged[key] = Card(name, card.count) if held is None else Card(
            held.name, held.count + card.count)
    return tuple(sorted(merged.values(), key=lambda c: (c.key, c.name)))


@dataclass(frozen=True)
class Decklist:
    """A player's list: the main deck and the sideboard (DECK-2).

    Always kept merged and in card-key order, so two lists with the same cards are equal
    however their lines were ordered or spelt.
    """

    main: tuple[Card, ...] = ()
    side: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "main", _merge(self.main, "main deck"))
        object.__setattr__(self, "side", _merge(self.side, "sideboard"))

    @property
    def size(self) -> int:
        """Cards in the main deck (DECK-3)."""
        return sum(card.count for card in self.main)

    @property
    def side_size(self) -> int:
        return sum(card.count for card in self.side)

    def copies(self) -> dict[str, Card]:
        """{card key: the card with its copies in main deck and sideboard together} (DECK-4)."""
        return {card.key: card for card in _merge([*self.main, *self.side], "list")}


# --------------------------------------------------------------------------------------------
# DECK-1, DECK-2: reading a list


def _quote(text: str) -> str:
    return f"'{text}'" if len(text) <= 60 else f"'{text[:59]}…'"


def _count(line: int, text: str, digits: str) -> int:
    count = int(digits)
    if count < 1:
        raise ValueError(f"line {line}: {_quote(text)} count {count}: must be at least 1 "
                         "(DECK-8)")
    if count > MAX_COUNT:
        raise ValueError(f"line {line}: {_quote(text)} count {count}: at most {MAX_COUNT} "
                         "(DECK-8)")
    return count


def _spelt_count(words: list[str]) -> bool:
    """DECK-1: "Fourx Dragon", "four x Dragon": a count spelt in words before an x. A name
    that only starts with a number word ("Four Winds") is a card name."""
    first = card_key(words[0])
    if len(first) > 1 and first[-1] in _X.casefold() and first[:-1] in _NUMBER_WORDS:
        return True
    return first in _NUMBER_WORDS and len(words) > 2 and words[1] in tuple(_X)


def _card_line(line: int, text: str) -> Card:
    """One card line: "4 Name", "4x Name", "Name x4" or a bare name (1 copy)."""
    count, name = 1, text
    lead, trail = _LEADING.match(text), _TRAILING.match(text)
    if lead:
        count = _count(line, text, lead.group(1) or lead.group(3))
        name = lead.group(2) or lead.group(4)
        if _TRAILING.match(name):
            raise ValueError(f"line {line}: {_quote(text)} has two counts (DECK-1)")
    elif trail:
        count = _count(line, text, trail.group(2) or trail.group(4))
        name = trail.group(1) or trail.group(3)
    else:
        words = text.split()
        if _spelt_count(words):
            named = words[2:] if words[1:2] and words[1] in tuple(_X) else words[1:]
            rest = " ".join(named) or "Card"
            raise ValueError(f"line {line}: {_quote(text)} has no count: write it in digits, "
                             f"as '4 {rest}' (DECK-1)")
        if words[0][0].isdigit():
            if re.fullmatch(rf"\d+\s*[{_X}]?", text):
                raise ValueError(f"line {line}: {_quote(text)} has no card name (DECK-1)")
            raise ValueError(f"line {line}: {_quote(text)} count {words[0]!r} is not a whole "
                             "number (DECK-1)")
    name = _clean(name)
    if not name or name.strip(_X + "0123456789 ") == "":
        raise ValueError(f"line {line}: {_quote(text)} has no card name (DECK-1)")
    if len(name) > MAX_NAME:
        raise ValueError(f"line {line}: card name of {len(name)} characters: at most "
                         f"{MAX_NAME} (DECK-8)")
    return Card(name, count)


def _header(text: str) -> tuple[str, int | None] | None:
    """(section, stated size) when the line is a section header (DECK-2)."""
    match = _HEADER.match(text)
    if match is None:
        return None
    section = _HEADERS.get(card_key(match.group(1)))
    if section is None:
        return None
    return section, None if match.group(2) is None else int(match.group(2))


@dataclass
class _Section:
    """A section being read: its cards and the header that opened it."""

    cards: list[Card] = field(default_factory=list)
    header_line: int = 0
    header_text: str = ""
    stated: int | None = None

    def verify_size(self) -> None:
        """DECK-2: a header that states a size must agree with its lines."""
        total = sum(card.count for card in self.cards)
        if self.stated is not None and self.stated != total:
            raise ValueError(f"line {self.header_line}: {_quote(self.header_text)} says "
                             f"{self.stated} cards, the lines under it add up to {total} "
                             "(DECK-2)")


def parse(text: str, *, sideboard: bool = True) -> Decklist:
    """Read a list typed, pasted or imported from a text file (DECK-1, DECK-2).

    One card per line; blank lines and comments ("#", "//") skipped; a header ("Main deck",
    "Sideboard:", "Sideboard (15)") starts a section, main deck until the first one. With
    ``sideboard=False`` (an event with none) a sideboard header is refused by its line.
    Raises ValueError naming the line and its text (DECK-8).
    """
    sections = {MAIN: _Section(), SIDE: _Section()}
    current = sections[MAIN]
    opened: set[str] = set()
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        header = _header(line)
        if header is not None:
            section, stated = header
            if section == SIDE and not sideboard:
                raise ValueError(f"line {number}: {_quote(line)}: this event has no sideboard "
                                 "(DECK-2)")
            if section in opened:
                raise ValueError(f"line {number}: {_quote(line)}: the {_word(section)} "
                                 "started already (DECK-2)")
            opened.add(section)
            current = sections[section]
            current.header_line, current.header_text, current.stated = number, line, stated
            continue
        current.cards.append(_card_line(number, line))
    for part in sections.values():
        part.verify_size()
    if not sections[MAIN].cards and not sections[SIDE].cards:
        raise ValueError("the list has no card lines (DECK-1)")
    return Decklist(tuple(sections[MAIN].cards), tuple(sections[SIDE].cards))


def _word(section: str) -> str:
    return "main deck" if section == MAIN else "sideboard"


# --------------------------------------------------------------------------------------------
# DECK-3, DECK-4: the event's limits


@dataclass(frozen=True)
class DeckLimits:
    """What the event allows (DECK-3, DECK-4); ``maximum=0`` means no maximum, ``sideboard=0``
    no sideboard. ``any_number`` holds card names any number of copies may be played of."""

    minimum: int = 40
    maximum: int = 0
    copies: int = 3
    sideboard: int = 0
    any_number: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        for name, value, low in (("minimum deck size", self.minimum, 1),
                                 ("maximum deck size", self.maximum, 0),
                                 ("copies per card", self.copies, 1),
                                 ("sideboard size", self.sideboard, 0)):
            if not is_whole(value) or value < low:
                raise ValueError(f"{name} {value!r}: must be a whole number of at least {low} "
                                 "(DECK-8)")
        if self.maximum and self.maximum < self.minimum:
            raise ValueError(f"maximum deck size {self.maximum}: below the minimum "
                             f"{self.minimum} (DECK-3)")
        object.__setattr__(self, "any_number", frozenset(card_key(n) for n in self.any_number))

    @classmethod
    def from_settings(cls, settings: Mapping[str, Any]) -> DeckLimits:
        """The limits in an event's settings (the "swiss" kind), defaults where unset."""
        names = settings.get(ANY_NUMBER_KEY, ())
        if isinstance(names, str) or not all(isinstance(n, str) and n.strip() for n in names):
            raise ValueError(f"cards allowed in any number {names!r}: must be a list of card "
                             "names (DECK-4)")
        return cls(minimum=settings.get(MIN_KEY, 40), maximum=settings.get(MAX_KEY, 0),
                   copies=settings.get(COPIES_KEY, 3), sideboard=settings.get(SIDEBOARD_KEY, 0),
                   any_number=frozenset(names))


def required(settings: Mapping[str, Any]) -> bool:
    """True when the event is constructed and every player registers a list (setting)."""
    return bool(settings.get(REQUIRED_KEY, False))


def problems(deck: Decklist, limits: DeckLimits) -> tuple[str, ...]:
    """Everything that makes ``deck`` illegal under ``limits``, each naming the card or size
    and its count (DECK-3, DECK-4); empty when the list is legal."""
    found: list[str] = []
    if deck.size < limits.minimum:
        found.append(f"main deck of {deck.size} cards: at least {limits.minimum} (DECK-3)")
    if limits.maximum and deck.size > limits.maximum:
        found.append(f"main deck of {deck.size} cards: at most {limits.maximum} (DECK-3)")
    if deck.side and not limits.sideboard:
        found.append(f"sideboard of {deck.side_size} cards: this event has no sideboard "
                     "(DECK-3)")
    elif deck.side_size > limits.sideboard:
        found.append(f"sideboard of {deck.side_size} cards: at most {limits.sideboard} "
                     "(DECK-3)")
    for key, card in sorted(deck.copies().items()):
        if card.count > limits.copies and key not in limits.any_number:
            found.append(f"{card.name}: {card.count} copies, at most {limits.copies} (DECK-4)")
    return tuple(found)


def verify_legal(deck: Decklist, limits: DeckLimits) -> None:
    """Raise ValueError naming every problem when ``deck`` breaks the limits (DECK-3, DECK-4)."""
    found = problems(deck, limits)
    if found:
        raise ValueError("; ".join(found))


# --------------------------------------------------------------------------------------------
# DECK-5: locked lists

LOCKED: Final = ("The decklist is locked: the player's first round is paired. Only the head "
                 "judge can change it, with a reason (DECK-5).")


def verify_change(locked: bool, *, head_judge: bool = False, reason: str = "") -> None:
    """DECK-5: a list changes freely until it is locked (round 1 paired, or the player's first
    round for a later entry: the desk says which); after that only the head judge changes it,
    and only with a reason for the log. Registering a missing list after the lock is a change.

    >>> verify_change(False)
    >>> verify_change(True, head_judge=True, reason="typed 3 Elf for 3 Elk")
    >>> verify_change(True)
    Traceback (most recent call last):
    ...
    ValueError: The decklist is locked: the player's first round is paired. Only the head judge \
can change it, with a reason (DECK-5).
    """
    if not locked:
        return
    if not head_judge:
        raise ValueError(LOCKED)
    if not reason.strip():
        raise ValueError("reason is empty: a locked decklist changes only with the head judge's "
                         "reason written in the log (DECK-5)")


# --------------------------------------------------------------------------------------------
# DECK-6: deck checks


class CheckOutcome(StrEnum):
    """What a deck check found (DECK-6) and the infraction it calls for (resources'
    CCG infraction list codes; the list gives the recommended penalty, Game loss for both)."""

    MATCHES = "matches"
    MISMATCH = "mismatch"
    ILLEGAL = "illegal"

    @property
    def label(self) -> str:
        return _OUTCOME_LABELS[self]

    @property
    def infraction(self) -> str | None:
        """The infraction code to issue, or None when nothing is wrong."""
        return _OUTCOME_INFRACTIONS[self]


_OUTCOME_LABELS: Final = {
    CheckOutcome.MATCHES: "List matches the deck",
    CheckOutcome.MISMATCH: "Deck does not match the list",
    CheckOutcome.ILLEGAL: "Deck illegal",
}
_OUTCOME_INFRACTIONS: Final[dict[CheckOutcome, str | None]] = {
    CheckOutcome.MATCHES: None,
    CheckOutcome.MISMATCH: "deck-list-mismatch",
    CheckOutcome.ILLEGAL: "illegal-deck",
}


def differences(registered: Decklist, presented: Decklist) -> tuple[str, ...]:
    """Cards whose copies differ between the list and the deck, section by section (DECK-6):
    "main deck: Dragon: list 4, deck 3"."""
    found: list[str] = []
    for section, listed, held in ((MAIN, registered.main, presented.main),
                                  (SIDE, registered.side, presented.side)):
        want = {c.key: c for c in listed}
        have = {c.key: c for c in held}
        for key in sorted(want.keys() | have.keys()):
            a, b = want.get(key), have.get(key)
            listed_n, held_n = (a.count if a else 0), (b.count if b else 0)
            if listed_n != held_n:
                name = a.name if a is not None else b.name if b is not None else key
                found.append(f"{_word(section)}: {name}: list {listed_n}, deck {held_n}")
    return tuple(found)


def check_outcome(registered: Decklist, presented: Decklist,
                  limits: DeckLimits) -> tuple[CheckOutcome, tuple[str, ...]]:
    """DECK-6: the outcome of a check and what it found. The registered list breaking the
    limits is ILLEGAL (its problems); otherwise a deck that differs from the list is MISMATCH
    (the differences): the list is what the player registered, the deck is put back to it."""
    found = problems(registered, limits)
    if found:
        return CheckOutcome.ILLEGAL, found
    diff = differences(registered, presented)
    if diff:
        return CheckOutcome.MISMATCH, diff
    return CheckOutcome.MATCHES, ()


def verify_check(*, round: int, table: int | None, judge: str, outcome: CheckOutcome | str,
                 note: str = "") -> CheckOutcome:
    """DECK-6: a deck check record names its round, its table (None between rounds), the
    judge and the outcome; a finding other than "matches" says what was found (the player is
    told why). Returns the outcome read."""
    if not is_whole(round) or round < 1:
        raise ValueError(f"round {round!r}: must be 1 or more (DECK-6)")
    if table is not None and (not is_whole(table) or table < 1):
        raise ValueError(f"table {table!r}: must be 1 or more, or none (DECK-6)")
    if not judge or not judge.strip():
        raise ValueError("judge is empty: a deck check names the judge who made it (DECK-6)")
    try:
        read = CheckOutcome(outcome)
    except ValueError:
        names = ", ".join(o.value for o in CheckOutcome)
        raise ValueError(f"outcome {outcome!r}: must be one of {names} (DECK-6)") from None
    if read is not CheckOutcome.MATCHES and not note.strip():
        raise ValueError(f"note is empty: '{read.label}' needs what the judge found (DECK-6)")
    return read


def verify_link(outcome: CheckOutcome | str, infraction: str | None) -> None:
    """DECK-6: a check links only the penalty its outcome calls for; "matches" links none.
    The severity stays the judge's (CG-J1), the infraction does not."""
    read = CheckOutcome(outcome)
    if infraction is None or infraction == read.infraction:
        return
    if read.infraction is None:
        raise ValueError(f"infraction {infraction!r}: '{read.label}' gives no penalty (DECK-6)")
    raise ValueError(f"infraction {infraction!r}: '{read.label}' is {read.infraction!r} "
                     "(DECK-6)")


# --------------------------------------------------------------------------------------------
# DECK-7: the list for print


def _print_order(cards: Iterable[Card]) -> list[Card]:
    """Most copies first, then by name."""
    return sorted(cards, key=lambda c: (-c.count, c.key, c.name))


def format_list(deck: Decklist) -> str:
    """DECK-7: the list as printed and exported: each section under its header with its size,
    most copies first, then by name; a last comment line totals both when there is a sideboard.
    `parse` reads it back to the same list."""
    lines = [f"Main deck ({deck.size})"]
    lines += [f"{card.count} {card.name}" for card in _print_order(deck.main)]
    if deck.side:
        lines += ["", f"Sideboard ({deck.side_size})"]
        lines += [f"{card.count} {card.name}" for card in _print_order(deck.side)]
        lines += ["", f"# {deck.size + deck.side_size} cards in all"]
    return "\n".join(lines)
