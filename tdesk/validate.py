"""Checks every value typed, imported or sent by another station passes before it is stored.

The database has its own limits (column lengths on PostgreSQL, 64-bit integers everywhere, no
NUL in PostgreSQL text), but its refusals name no field, and SQLite does not refuse at all.
So each service checks its input here first and raises :class:`InputError` naming the field and
the value, before a transaction starts: nothing is half-written and no ``OverflowError`` leaks.

Limits are the floor's, well inside the store's: a text field as long as its column, whole
numbers within what a venue could ever mean (:data:`MAX_CHIPS` chips, :data:`MAX_COUNT`
players or games), and always within a signed 64-bit integer.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence

from tdesk.errors import InputError

INT64_MAX = 2**63 - 1
"""Largest integer SQLite and PostgreSQL ``bigint`` keep."""

MAX_CHIPS = 10**12
"""Largest stack or chip count: a trillion chips, far past any event."""

MAX_COUNT = 1_000_000
"""Largest count of players, entries, games on a site or a seed number."""

MAX_ROUND = 1_000
"""Largest round or hand number a penalty can name."""

MAX_TABLES = 1_000
"""Most tables an event can open."""

MAX_ADJUST_SECONDS = 24 * 60 * 60
"""Most time a clock can be moved by in one press: a day."""

MAX_SEED = INT64_MAX
"""Random seeds are kept in a 64-bit column of the audit log."""

# column lengths the models declare; the service limit is the same number
NAME = 200
COUNTRY = 64
CONTACT = 200
NOTES = 2_000
STAFF = 100
JUDGE = 100
REASON = 200
VENUE = 200
LABEL = 100

_SHOWN = 30


def shown(value: object) -> str:
    """A value as an error shows it: text past 30 characters cut with an ellipsis, a long
    number by its first digits and length (Python will not even print one of 5,000 digits)."""
    if isinstance(value, int) and not isinstance(value, bool):
        try:
            text = str(value)
        except ValueError:  # past sys.get_int_max_str_digits()
            return "a number of more than 4,300 digits"
        return text if len(text) <= _SHOWN else f"{text[:12]}…({len(text.lstrip('-')):,} digits)"
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= _SHOWN else text[:_SHOWN] + "…"


_BAD = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]")
_BAD_IN_LINES = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]")
_ALNUM = re.compile(r"[^\W_]")


def _bad_character(text: str, multiline: bool) -> tuple[int, str] | None:
    """The first character no screen, printer or database should get: NUL and other controls
    (Unicode category Cc), lone surrogates (they cannot be written as UTF-8), noncharacters."""
    found = (_BAD_IN_LINES if multiline else _BAD).search(text)
    return None if found is None else (found.start(), found.group())


def is_visible(text: str) -> bool:
    """Whether ``text`` has a letter, digit, punctuation or symbol: a name of only spaces,
    zero-width characters or combining marks shows as nothing on a seat card."""
    return _ALNUM.search(text) is not None or any(
        unicodedata.category(ch)[0] in "LNPS" for ch in text)


def text(field: str, value: object, *, limit: int, required: bool = False,
         multiline: bool = False) -> str:
    """Trimmed text for ``field``, at most ``limit`` characters, without control characters
    (line breaks and tabs kept when ``multiline``; otherwise runs of white space become one
    space). ``required`` refuses text with nothing visible in it."""
    if not isinstance(value, str):
        raise InputError(field, shown(value), "must be text")
    if multiline:
        cleaned = value.replace("\r\n", "\n").replace("\r", "\n").strip()
    else:
        cleaned = " ".join(value.split())
    bad = _bad_character(cleaned, multiline)
    if bad is not None:
        at, ch = bad
        raise InputError(field, shown(cleaned),
                         f"contains the control character U+{ord(ch):04X} at position {at + 1}")
    if required and not is_visible(cleaned):
        reason = "cannot be empty" if not cleaned else "has no visible characters"
        raise InputError(field, shown(value), reason)
    if len(cleaned) > limit:
        raise InputError(field, shown(cleaned),
                         f"is {len(cleaned):,} characters long; at most {limit:,}")
    return cleaned


def name(field: str, value: object, *, limit: int = NAME) -> str:
    """A person's or an event's name: required, one line, visible."""
    return text(field, value, limit=limit, required=True)


def integer(field: str, value: object, *, low: int, high: int) -> int:
    """A whole number between ``low`` and ``high`` (both included), never a bool."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(field, shown(value), "must be a whole number")
    if value < low or value > high:
        raise InputError(field, shown(value), f"must be between {low:,} and {high:,}")
    return value


def optional_integer(field: str, value: object, *, low: int, high: int) -> int | None:
    """:func:`integer`, or None when nothing was given."""
    return None if value is None else integer(field, value, low=low, high=high)


def distinct(field: str, values: Iterable[int], names: Sequence[str] | None = None) -> None:
    """Refuse the same id twice in one action (a player busted twice in one hand)."""
    seen: set[int] = set()
    for i, value in enumerate(values):
        if value in seen:
            who = names[i] if names is not None else value
            raise InputError(field, who, "is given twice in the same action")
        seen.add(value)


def seed(value: int | None) -> int | None:
    """A random seed someone typed (to replay a draw): 0 up to the 64-bit column's limit."""
    return optional_integer("Seed", value, low=0, high=MAX_SEED)


def stacks(values: Mapping[int, object] | None) -> None:
    """Chip counts typed for a hand: whole numbers from 0 to :data:`MAX_CHIPS`."""
    for value in (values or {}).values():
        integer("Stack", value, low=0, high=MAX_CHIPS)


def tables_for_players(tables: int, players: int) -> None:
    """TDA-S1: a draw fills tables evenly, so every table must get at least two players
    (one table is always allowed)."""
    integer("Tables", tables, low=1, high=MAX_TABLES)
    most = max(1, players // 2)
    if tables > most:
        raise InputError("Tables", tables,
                         f"is too many for {players} players: at most {most} "
                         "(two players or more at every table)")


# --- ids and money (issue 19) ---------------------------------------------------------------

MAX_MONEY = 10**15
"""Largest amount of money in one field: a thousand trillion units of the event's currency, so
the 20 amounts of a deal and a whole pool still add up well inside a 64-bit integer."""

METHOD = 32
"""Column length of a payment method."""

TABLE_LABEL = 50
"""Column length of a chip count's table label."""


def identifier(field: str, value: object) -> int:
    """A row id (an entry, a player): a positive whole number a 64-bit column holds. 3.0 or
    "3" is refused, so what is stored and what the audit log records are the same number."""
    return integer(field, value, low=1, high=INT64_MAX)


def identifiers(field: str, values: object) -> list[int]:
    """A list of row ids (:func:`identifier` each); text or a single number is refused."""
    if isinstance(values, (str, bytes, Mapping)) or not isinstance(values, Iterable):
        raise InputError(field, shown(values), "must be a list of ids")
    return [identifier(field, v) for v in values]


def amount(field: str, value: object, *, high: int = MAX_MONEY) -> int:
    """An amount of money: whole units of the event's currency from 0 to ``high``. A fraction
    (250.5) is refused, never rounded, so no unit of a prize is lost or made up (PRZ-1)."""
    if isinstance(value, bool) or not isinstance(value, int):
        fraction = isinstance(value, float) and math.isfinite(value) and not value.is_integer()
        raise InputError(field, shown(value),
                         "must be whole units of the currency, without fractions" if fraction
                         else "must be a whole amount of the currency")
    if value < 0 or value > high:
        raise InputError(field, shown(value), f"must be between 0 and {high:,}")
    return value


def chips(field: str, value: object, *, low: int = 0) -> int:
    """A stack or chip count: a whole number from ``low`` to :data:`MAX_CHIPS`."""
    return integer(field, value, low=low, high=MAX_CHIPS)


def mapping(field: str, value: object) -> Mapping[object, object]:
    """A table of values by id (amounts or stacks by entry), refused when it is anything else."""
    if not isinstance(value, Mapping):
        raise InputError(field, shown(value), "must be a table of values by player")
    return value


def staff(value: object) -> str:
    """The floor person's name kept in every audit row: one line, as long as its column."""
    return text("Staff", value, limit=STAFF)
