"""A floor button enabled by its rule, never by the widget's own idea of it (issue 22).

``gate(button, verify)`` runs the rule's ``verify_*`` (anything that raises ``ValueError`` or a
``TdeskError`` with the reason when the action is not allowed now): the button is enabled when
it passes, and disabled when it does not, with the rule's reason, in the interface language,
as its tooltip, so the floor sees why. The button's own tooltip comes back once it is allowed.
``gate(button, None)`` enables it with its own tooltip (nothing to check).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton

from tdesk import engine_text
from tdesk.errors import TdeskError

_OWN_TIP = "tdeskOwnToolTip"


def refusal(verify: Callable[[], object] | None) -> str:
    """The rule's reason why not, translated; "" when it allows the action."""
    if verify is None:
        return ""
    try:
        verify()
    except (ValueError, TdeskError) as exc:
        return engine_text.message(str(exc))
    return ""


def gate(button: QAbstractButton | QAction, verify: Callable[[], object] | None) -> bool:
    """Enable ``button`` when ``verify`` passes; else disable it with the reason as its
    tooltip. True when enabled."""
    own = button.property(_OWN_TIP)
    if own is None:
        own = button.toolTip()
        button.setProperty(_OWN_TIP, own)
    reason = refusal(verify)
    button.setEnabled(not reason)
    button.setToolTip(reason or str(own))
    return not reason


def forget_own_tip(button: QAbstractButton | QAction) -> None:
    """Call after changing a gated button's own tooltip: the next ``gate`` keeps the new one."""
    button.setProperty(_OWN_TIP, None)
