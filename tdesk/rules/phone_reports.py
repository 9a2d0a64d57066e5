"""Results that players report from their phones (issue 25): game scores only, from the
reporter's side, turned to the table's side (a = the table's first player) before they are
compared or recorded. Concessions, no-shows and double losses stay with the desk.

>>> table_side("2-1", reporter_is_a=False), table_side("1-0-1", reporter_is_a=True)
('1-2', '1-0-1')
>>> agree("2-1", "2-1"), agree("2-1", "2-0")
(True, False)
"""

from __future__ import annotations

from tdesk.rules.swiss.results import RESULT_CODES, read_result

__all__ = ["CODE_ALPHABET", "CODE_LENGTH", "PHONE_RESULTS", "agree", "code_text",
           "read_code", "read_phone_result", "table_side"]

CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""The symbols of a player code (Crockford's base 32): no I, L, O or U, so nothing printed
looks like another symbol of it; 5 bits each."""
CODE_LENGTH = 20  # 100 bits: never guessed at any rate the server allows
_GROUP = 4
_TYPED = str.maketrans({"O": "0", "I": "1", "L": "1", "U": "V", "-": None, " ": None,
                        "\u00a0": None})

PHONE_RESULTS = tuple(code for code, (*_, kind) in RESULT_CODES.items() if kind == "games")
"""What a phone may report: the game scores (2-0, 2-1, 1-1, 0-2, 1-0-1, …)."""


def read_phone_result(text: str) -> str:
    """The game score a player typed or tapped, from their side; ValueError otherwise."""
    code = read_result(text)
    if code not in PHONE_RESULTS:
        raise ValueError("report the games won, lost and drawn, such as 2-1; "
                         "anything else is for the desk")
    return code


def table_side(code: str, *, reporter_is_a: bool) -> str:
    """``code`` from the reporter's side as the table's first player (a) sees it."""
    if reporter_is_a:
        return code
    won, lost, *drawn = code.split("-")
    return "-".join([lost, won, *drawn])


def agree(a_report: str, b_report: str) -> bool:
    """Both reports, already on the table's side, say the same result."""
    return a_report == b_report


def code_text(symbols: str) -> str:
    """A code as printed: its symbols in groups of four, joined by hyphens.

    >>> code_text("7KQ2M9XD4T0BHZ3EWN8R")
    '7KQ2-M9XD-4T0B-HZ3E-WN8R'
    """
    return "-".join(symbols[i:i + _GROUP] for i in range(0, len(symbols), _GROUP))


def read_code(text: str) -> str | None:
    """The symbols of a code as a person typed it: case, hyphens and spaces ignored, and the
    look-alikes read as the symbol they resemble (O as 0, I and l as 1, U as V); None when
    ``text`` is no code of this alphabet (a code issued before it is then matched as typed).

    >>> read_code("7kq2 m9xd-4toB-hz3e-wn8r"), read_code("IlO0-1100-0000-0000-0000")
    ('7KQ2M9XD4T0BHZ3EWN8R', '11001100000000000000')
    >>> read_code("aB-0lI_x"), read_code("7KQ2-M9XD")
    (None, None)
    """
    symbols = text.upper().translate(_TYPED)
    if len(symbols) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in symbols):
        return None
    return symbols
