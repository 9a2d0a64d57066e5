"""The room's tables an event uses and the order they break (TDA-B6, issue 35).

A venue has numbered tables; an event plays on some of them. The floor says which ("1-8") and
in which order they break ("8,7,6"): the planner breaks listed tables first, then the others
highest number first (``rules.seating.plan_room``), and a table opened for more players is the
first of the event's tables not open now, never a number the room does not have.

Pure: plain ints in, plain values out; a bad list raises ValueError naming the field and the
value.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tdesk.rules.whole import is_whole

MAX_TABLE_NUMBER = 9999

USE_FIELD = "Tables used"
BREAK_FIELD = "Break order"


def parse_tables(text: str, field: str = USE_FIELD) -> tuple[int, ...]:
    """Table numbers as typed: numbers and ranges split by commas or spaces, in the order
    given ("1-8", "8,7,6", "10-12 1"). A range may run down ("8-1"). Empty text is an empty
    list (no list set); a duplicate or a word is refused naming the field and the value.

    >>> parse_tables("1-3, 7")
    (1, 2, 3, 7)
    >>> parse_tables("8-6")
    (8, 7, 6)
    >>> parse_tables("")
    ()
    >>> parse_tables("1,x")
    Traceback (most recent call last):
    ValueError: Tables used 'x': not a table number or a range such as 1-8
    """
    numbers: list[int] = []
    for part in text.replace(",", " ").split():
        low, dash, high = part.partition("-")
        try:
            first = int(low)
            last = int(high) if dash else first
        except ValueError:
            raise ValueError(f"{field} {part!r}: not a table number or a range such as 1-8"
                             ) from None
        step = 1 if last >= first else -1
        numbers.extend(range(first, last + step, step))
        if len(numbers) > MAX_TABLE_NUMBER:
            raise ValueError(f"{field} {text!r}: more than {MAX_TABLE_NUMBER} tables")
    verify_numbers(numbers, field)
    return tuple(numbers)


def verify_numbers(numbers: Sequence[int], field: str) -> None:
    """Each a table number 1 to 9999, none twice; else ValueError naming field and value."""
    seen: set[int] = set()
    for n in numbers:
        if not is_whole(n) or not 1 <= n <= MAX_TABLE_NUMBER:
            raise ValueError(f"{field} {n!r}: a table number is 1 to {MAX_TABLE_NUMBER}")
        if n in seen:
            raise ValueError(f"{field} {n!r}: table {n} is listed twice")
        seen.add(n)


def verify_room_tables(use: Sequence[int], break_order: Sequence[int]) -> None:
    """The event's tables and break order fit together: the tables used are a non-empty list
    of distinct numbers, and the break order names only tables used, each once.

    >>> verify_room_tables([1, 2, 3], [3, 1])
    >>> verify_room_tables([1, 2, 3], [4])
    Traceback (most recent call last):
    ValueError: Break order 4: table 4 is not one of the event's tables (1-3)
    >>> verify_room_tables([], [])
    Traceback (most recent call last):
    ValueError: Tables used '': list at least one table, such as 1-8
    """
    if not use:
        raise ValueError(f"{USE_FIELD} '': list at least one table, such as 1-8")
    verify_numbers(use, USE_FIELD)
    verify_numbers(break_order, BREAK_FIELD)
    known = set(use)
    for n in break_order:
        if n not in known:
            raise ValueError(f"{BREAK_FIELD} {n}: table {n} is not one of the event's tables "
                             f"({format_tables(use)})")


def break_sequence(use: Sequence[int], break_order: Sequence[int]) -> tuple[int, ...]:
    """Every table used, in the order it breaks: the listed ones first, then the others highest
    number first (as ``plan_room`` breaks them, TDA-B6).

    >>> break_sequence([1, 2, 3, 4], [2])
    (2, 4, 3, 1)
    """
    listed = [n for n in break_order if n in set(use)]
    rest = sorted((n for n in use if n not in set(listed)), reverse=True)
    return (*listed, *rest)


def tables_to_open(use: Sequence[int], open_now: Iterable[int], count: int) -> list[int]:
    """The ``count`` tables to open next: the event's tables not open now, in the order the
    floor listed them. Raises ValueError when the event has too few tables.

    >>> tables_to_open([1, 2, 3, 4], [1, 3], 1)
    [2]
    >>> tables_to_open([1, 2], [1, 2], 1)
    Traceback (most recent call last):
    ValueError: Tables used '1-2': the event's tables free (0) are fewer than the tables needed (1); add tables to the list
    """
    busy = set(open_now)
    free = [n for n in use if n not in busy]
    if len(free) < count:
        raise ValueError(f"{USE_FIELD} {format_tables(use)!r}: the event's tables free "
                         f"({len(free)}) are fewer than the tables needed ({count}); add "
                         "tables to the list")
    return free[:count]


def format_tables(numbers: Sequence[int]) -> str:
    """The list as the floor types it, runs written as ranges.

    >>> format_tables([1, 2, 3, 4, 8, 7, 6, 10])
    '1-4, 8-6, 10'
    """
    parts: list[str] = []
    i = 0
    while i < len(numbers):
        j = i
        step = 0
        if i + 1 < len(numbers) and abs(numbers[i + 1] - numbers[i]) == 1:
            step = numbers[i + 1] - numbers[i]
            while j + 1 < len(numbers) and numbers[j + 1] - numbers[j] == step:
                j += 1
        parts.append(str(numbers[i]) if j == i else f"{numbers[i]}-{numbers[j]}")
        i = j + 1
    return ", ".join(parts)
