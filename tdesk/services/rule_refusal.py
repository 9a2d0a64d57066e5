"""A rule's refusal inside a floor action (issue 38).

A gated button and the action it runs share one check: the button's tooltip is the rule's
``verify_*`` message, and the action runs the same ``verify_*`` and refuses with the same
words, so the floor reads (and, through ``tdesk.engine_text``, translates) one sentence
whichever way the action was asked for. The services never type the rule's words again.
"""

from __future__ import annotations

from collections.abc import Callable

from tdesk.errors import ConflictError, TdeskError


def refuse_unless(verify: Callable[[], object]) -> None:
    """Run the rule's check; its ``ValueError`` becomes the floor's ``ConflictError`` with the
    rule's message unchanged (a ``TdeskError`` passes as it is)."""
    try:
        verify()
    except TdeskError:
        raise
    except ValueError as exc:
        raise ConflictError(str(exc)) from None
