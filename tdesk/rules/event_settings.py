"""Per-kind event settings: what each kind of event can be configured with, and its validation.

Features declare their settings here (a ``Setting`` in ``SETTINGS[kind]``); the event dialog
builds its kind-specific fields from this list, and the events service validates stored JSON
against it, so a bad value is refused with its field named.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tdesk.rules.money import card_prizes
from tdesk.rules.seating import room_tables
from tdesk.rules.seating.types import DEFAULT_SEATS, MAX_SEATS, MIN_SEATS
from tdesk.rules.swiss import CUT_SIZES
from tdesk.rules.whole import is_whole

KINDS = ("poker", "ofc", "league", "swiss")
KIND_LABELS = {
    "poker": "Poker MTT (TDA)",
    "ofc": "Open Face Chinese",
    "league": "Heads-up lives league",
    "swiss": "Card game Swiss",
}

FLIGHT_ADVANCE = ("best-stack", "first-bag", "last-bag", "one-bag")  # FLT-3 (rules.flights)
DAY2_DRAWS = ("random", "by-stack")  # FLT-5


@dataclass(frozen=True)
class Setting:
    """One configurable value. ``choices`` makes it a pick-list; otherwise int bounds apply.
    A tuple default is a list of names, one per line in the dialog (``maximum``: the longest
    name; kept in the settings as a JSON list)."""

    key: str
    label: str
    default: int | str | bool | tuple[str, ...]
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()
    help: str = ""


STACK_HELP = "The chips each player starts with"

SETTINGS: Mapping[str, tuple[Setting, ...]] = {
    "poker": (
        Setting("starting_stack", "Starting stack", 20000, 1, 10_000_000, help=STACK_HELP),
        Setting("seats_per_table", "Seats per table", DEFAULT_SEATS, MIN_SEATS, MAX_SEATS,
                help="TDA-F1-A: the most players seated at one table"),
        Setting("final_table_size", "Final table size", 10, MIN_SEATS, MAX_SEATS,
                help="TDA-F1: 10 players for flop games, 9 for stud, 7 for six-max"),
        Setting("game", "Game", "flop", choices=("flop", "stud", "six-max"),
                help="The game dealt: flop games, stud or six-max"),
        Setting("hand_for_hand_from", "Hand-for-hand from (players from the money)", 1, 0, 100,
                help="HFH-1: offered this many players from the money; 0: by hand only"),
        # Flights and Day 2 (FLT-1..FLT-6, issue 23): a flight's stops (0: that stop unset),
        # and, on the parent event, who advances and how Day 2 is seated and clocked.
        Setting("flight_stop_players", "Flight plays down to (players)", 0, 0, 100_000,
                help="FLT-1: 0 is no such stop"),
        Setting("flight_stop_percent", "Flight plays down to (% of entries)", 0, 0, 100,
                help="FLT-1: rounded up; 0 is no such stop"),
        Setting("flight_stop_level", "Flight ends after level", 0, 0, 500,
                help="FLT-1: 0 is no such stop"),
        Setting("flight_advance", "A player in several flights advances with", "best-stack",
                choices=FLIGHT_ADVANCE,
                help="FLT-3: which bag goes to Day 2 for a player who bagged chips in "
                     "several flights"),
        Setting("day2_draw", "Day 2 seat draw", "random", choices=DAY2_DRAWS,
                help="FLT-5: drawn at random, or seated by chip stack"),
        Setting("day2_level", "Day 2 resumes at level", 1, 1, 500,
                help="FLT-5: the Day 2 clock's first level"),
    ),
    "ofc": (
        Setting("starting_stack", "Starting stack", 10000, 1, 10_000_000, help=STACK_HELP),
        Setting("seats_per_table", "Seats per table", 4, 2, 4, help="OFC-T1: 4-handed"),
        Setting("final_table_size", "Final table size", 5, 2, 5,
                help="OFC-T1: 5-handed, button dealt out"),
        Setting("level_minutes", "Level length (minutes)", 20, 1, 240, help="OFC-L1: how long each point level lasts"),
        Setting("royalties", "Royalty table", "standard",
                choices=("standard", "winner-only", "classic-2012"),
                help="OFC-P5: the royalty table the calculator scores with"),
    ),
    "league": (
        Setting("lives", "Lives per player", 3, 1, 20,
                help="HU-1: a player is out of the league once all their lives are lost"),
        Setting("starting_stack", "Starting stack", 1500, 1, 1_000_000,
                help="HU-2: the chips each player starts every match with"),
        Setting("min_site_games", "Games needed on the host site", 10, 0, 100_000,
                help="HU-E1: the games a player must have played on the host site to enter"),
        Setting("slots_per_round", "Time slots per round", 5, 1, 14,
                help="HU-D1: the time slots offered for a round's matches"),
        Setting("start_hour", "Round start hour", 14, 0, 23,
                help="HU-R3: the hour a round begins"),
        Setting("cutoff_hour", "Round cut-off hour", 6, 0, 23,
                help="HU-R3: the hour by which a round's matches must be played"),
    ),
    "swiss": (
        Setting("rounds", "Swiss rounds", 5, 1, 20,
                help="CG-P1: the Swiss rounds played before the top cut"),
        Setting("top_cut", "Top cut", 8, 0, 64,
                help="CG-M3: the players who go on to the bracket after the Swiss; 0 is no "
                     "top cut"),
        Setting("enforcement", "Rules enforcement level", "Amateur",
                choices=("Amateur", "Professional", "Highest"),
                help="CG-J1: which penalties apply, and whether the head judge may play"),
        # Decklists (DECK-1..DECK-8, issue 24): the Berserk rule book is silent on deck
        # construction, so these are the event's settings (docs/rules.md, "Decklists").
        Setting("decklists", "Decklists (constructed event)", False,
                help="DECK-5: every player registers a decklist, locked from their first round"),
        Setting("deck_min", "Minimum deck size", 40, 1, 1000,
                help="DECK-3: the fewest cards a main deck may have"),
        Setting("deck_max", "Maximum deck size", 0, 0, 1000, help="DECK-3: 0 is no maximum"),
        Setting("deck_copies", "Copies per card", 3, 1, 99,
                help="DECK-4: the most copies of one card a deck may hold"),
        Setting("sideboard_max", "Sideboard size", 0, 0, 100, help="DECK-3: 0 is no sideboard"),
        Setting("deck_any_number", "Cards allowed in any number", (), maximum=100,
                help="DECK-4: one card name per line; no copies limit for these"),
        # Draft pods and table plans (CG-D1, CG-T9, issue 24): the pods' sizes and the first
        # table's number; a reserved table is kept on the player's entry.
        Setting("draft", "Draft pods", False, help="CG-D1: pair and rank within pods"),
        Setting("pod_size", "Pod size", 8, 2, 16, help="CG-D1: the largest pod"),
        Setting("pod_minimum", "Smallest pod", 4, 2, 16,
                help="CG-D1: the fewest players a pod may have"),
        Setting("pod_across", "Round 1 across the draft table", False,
                help="CG-D5-A: seat 1 v 5, 2 v 6 … in a pod of 8; off: by lot"),
        Setting("first_table", "First table number", 1, 1, 9999,
                help="CG-T9: the number of every round's first table"),
        # Late entries (CG-P3, issue 36): MTR-style losses for the rounds missed, and the bye
        # kept from a late entry in the round they join unless nobody else can take it.
        Setting("late_losses", "Late entries: losses for missed rounds", False,
                help="CG-P3: on: each round a late entry missed counts as a match loss "
                     "(0 points); off: they start on 0 points without losses"),
        Setting("late_bye", "Late entries may get the bye in their first round", False,
                help="CG-P3: off: a late entry gets the bye in the round they join only "
                     "when nobody else can take it"),
    ),
}


def defaults(kind: str) -> dict[str, Any]:
    return {s.key: s.default for s in SETTINGS.get(kind, ())}


def validate(kind: str, values: Mapping[str, Any]) -> dict[str, Any]:
    """The complete, checked settings for ``kind``: defaults filled in, unknown keys kept.

    Raises ValueError naming the setting and the value.
    """
    if kind not in KINDS:
        raise ValueError(f"event kind {kind!r}: must be one of {', '.join(KINDS)}")
    result = defaults(kind)
    result.update(values)
    for setting in SETTINGS[kind]:
        value = result[setting.key]
        result[setting.key] = _check(setting, value)
    _check_room_tables(result)
    if kind == "swiss":
        _check_top_cut(result["top_cut"])
        if result.get(card_prizes.KEY):  # CG-Z1: prizes per place, kept as checked lines
            result[card_prizes.KEY] = card_prizes.stored(
                card_prizes.verify_prizes(result[card_prizes.KEY]))
    return result


TOP_CUT_SIZES = (0, *CUT_SIZES)
"""CG-M3, CG-B4: the top-cut sizes an event may be set to (0: no top cut)."""


def _check_top_cut(size: int) -> None:
    """A top cut the bracket can take, refused when set, not at the end of the Swiss."""
    if size not in TOP_CUT_SIZES:
        raise ValueError(f"Top cut {size}: must be 0 (no top cut), "
                         f"{', '.join(map(str, CUT_SIZES[:-1]))} or {CUT_SIZES[-1]} (CG-M3)")


def _check_room_tables(values: dict[str, Any]) -> None:
    """The room's tables and break order, when set (TDA-B6, issue 35): lists of table
    numbers, the break order among the tables used."""
    use, order = values.get("room_tables"), values.get("break_order")
    for field, value in ((room_tables.USE_FIELD, use), (room_tables.BREAK_FIELD, order)):
        if value is not None and not isinstance(value, list | tuple):
            raise ValueError(f"{field} {_short(value)}: must be a list of table numbers")
    if use:
        room_tables.verify_room_tables(list(use), list(order or ()))
    elif order:
        room_tables.verify_numbers(list(order), room_tables.BREAK_FIELD)


def _names(setting: Setting, value: Any) -> list[str]:
    """A list-of-names setting (DECK-4's cards allowed in any number): a list, or text with one
    name per line; spaces trimmed, blank lines dropped, a name given twice (blind to case and
    extra spaces) kept once. A name longer than ``maximum`` characters is refused by its line."""
    lines = value.splitlines() if isinstance(value, str) else value
    if not isinstance(lines, (list, tuple)) or not all(isinstance(n, str) for n in lines):
        raise ValueError(f"{setting.label} {_short(value)}: must be a list of names, one per line")
    out: list[str] = []
    seen: set[str] = set()
    for number, raw in enumerate(lines, start=1):
        name = " ".join(raw.split())
        if not name:
            continue
        if setting.maximum is not None and len(name) > setting.maximum:
            raise ValueError(f"{setting.label}, line {number} {_short(name)}: at most "
                             f"{setting.maximum} characters")
        key = name.casefold().replace("ё", "е")
        if key not in seen:
            seen.add(key)
            out.append(name)
    return out


def _short(value: Any) -> str:
    """``repr`` of a value for a message, cut to 30 characters; never fails on a huge number."""
    if is_whole(value) and value.bit_length() > 100:
        return "a number of more than 30 digits"
    text = repr(value)
    return text if len(text) <= 30 else text[:29] + "…"


def _check(setting: Setting, value: Any) -> int | str | bool | list[str]:
    label = setting.label
    if isinstance(setting.default, tuple):
        return _names(setting, value)
    if setting.choices:
        if value not in setting.choices:
            raise ValueError(f"{label} {_short(value)}: must be one of {', '.join(setting.choices)}")
        return str(value)
    if isinstance(setting.default, bool):
        if not isinstance(value, bool):
            raise ValueError(f"{label} {_short(value)}: must be yes or no")
        return value
    if isinstance(setting.default, int):
        if not is_whole(value):
            try:
                value = int(str(value).strip())
            except ValueError:
                raise ValueError(f"{label} {_short(value)}: must be a whole number") from None
        if setting.minimum is not None and value < setting.minimum:
            raise ValueError(f"{label} {_short(value)}: must be at least {setting.minimum}")
        if setting.maximum is not None and value > setting.maximum:
            raise ValueError(f"{label} {_short(value)}: must be at most {setting.maximum}")
        return int(value)
    return str(value)
