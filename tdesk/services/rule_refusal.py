"""A rule's refusal inside a floor action (issue 38).

A gated button and the action it runs share one check: the button's tooltip is the rule's
``verify_*`` message, and the action runs the same ``verify_*`` and refuses with the same
words, so the floor reads (and, through ``tdesk.engine_text``, translates) one sentence
whichever way the action was asked for. The services never type the rule's words again.
"""

from __future__ import annotations

from collections.abc import Callable

from tdesk.errors import ConflictError, InputError, TdeskError


def refuse_unless(verify: Callable[[], object]) -> None:
    """Run the rule's check; its ``ValueError`` becomes the floor's ``ConflictError`` with the
    rule's message unchanged (a ``TdeskError`` passes as it is)."""
    try:
        verify()
    except TdeskError:
        raise
    except ValueError as exc:
        raise ConflictError(str(exc)) from None


class RefusedInput(InputError):
    """Input a rule refuses: still an `InputError` naming the field and the value for the
    callers, but its message is the rule's own sentence (which names them), so it is the
    tooltip's sentence and translates with it."""

    def __init__(self, field: str, value: object, reason: str) -> None:
        super().__init__(field, value, reason)
        self.args = (reason,)


def refuse_input(field: str, value: object, verify: Callable[[], object]) -> None:
    """Run the rule's check on input; its ``ValueError`` becomes `RefusedInput`."""
    try:
        verify()
    except TdeskError:
        raise
    except ValueError as exc:
        raise RefusedInput(field, value, str(exc)) from None
