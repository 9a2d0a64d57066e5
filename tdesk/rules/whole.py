"""The one check that a value is a whole number in range, for every rule that takes counts,
chips, places or tables: an int, never a bool (``True`` is an int to Python, and a float or a
NaN would slip past every comparison), with the same words wherever it refuses.

>>> whole("seats", 3, 1)
3
>>> whole("seats", True, 1)
Traceback (most recent call last):
ValueError: seats True: must be a whole number
>>> whole("seats", 0, 1)
Traceback (most recent call last):
ValueError: seats 0: must be at least 1
>>> whole("seats", 12, 1, 10)
Traceback (most recent call last):
ValueError: seats 12: must be at most 10
"""

from __future__ import annotations

from typing import TypeGuard


def is_whole(value: object) -> TypeGuard[int]:
    """True for an int that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def whole(what: str, value: object, low: int | None = None, high: int | None = None) -> int:
    """``value`` when it is a whole number from ``low`` to ``high`` (either bound optional),
    else ValueError naming ``what`` and the value."""
    if not is_whole(value):
        raise ValueError(f"{what} {value!r}: must be a whole number")
    if low is not None and value < low:
        raise ValueError(f"{what} {value}: must be at least {low}")
    if high is not None and value > high:
        raise ValueError(f"{what} {value}: must be at most {high}")
    return value
