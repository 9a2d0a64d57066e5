"""Results that players report from their phones (issue 25): game scores only, from the
reporter's side, turned to the table's side (a = the table's first player) before they are
compared or recorded. Concessions, no-shows and double losses stay with the desk.

>>> table_side("2-1", reporter_is_a=False), table_side("1-0-1", reporter_is_a=True)
('1-2', '1-0-1')
>>> agree("2-1", "2-1"), agree("2-1", "2-0")
(True, False)
"""

from __future__ import annotations

from tdesk.rules.swiss_results import RESULT_CODES, read_result

__all__ = ["PHONE_RESULTS", "agree", "read_phone_result", "table_side"]

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
