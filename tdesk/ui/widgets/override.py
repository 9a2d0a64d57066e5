"""Actions the floor may override (PL-3): a late entry, a re-entry or a removal once a paid
place has been given. The refusal is shown with its reason and the floor is asked; a "yes"
runs the action again with ``override=True``, which the service records in its audit row."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from tdesk.errors import TdeskError
from tdesk.services.seating.places import OverrideNeeded
from tdesk.ui.widgets import messages

if TYPE_CHECKING:
    from tdesk.ui.context import AppContext


def ask(parent: QWidget | None, refusal: OverrideNeeded) -> bool:
    """The refusal's reason and the question whether to override it (No is the default)."""
    question = QCoreApplication.translate(
        "override", "{0}\n\nDo it anyway? Paid places may change; the override is recorded "
        "in the log.").format(refusal.reason)
    return messages.confirm(parent, question, QCoreApplication.translate("override", "Override"),
                            yes=QCoreApplication.translate("override", "Override"),
                            destructive=True)


def call[T](parent: QWidget | None, action: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """``action(*args)``; when refused with ``OverrideNeeded``, ask and, on yes, run it again
    with ``override=True``. A "no" raises the refusal again (the caller shows it)."""
    try:
        return action(*args, **kwargs)
    except OverrideNeeded as refusal:
        if not ask(parent, refusal):
            raise
        return action(*args, **kwargs, override=True)


def run[T](ctx: AppContext, parent: QWidget | None, action: Callable[..., T], *args: Any,
           refused: Callable[[str], object] | None = None, **kwargs: Any) -> T | None:
    """``ctx.run`` that asks before an override: errors are shown; a "no" to the question
    (which showed the reason) changes nothing and hands the reason to ``refused`` (a page's
    red label), if given. None unless done."""
    try:
        result = call(parent, action, *args, **kwargs)
    except OverrideNeeded as refusal:
        if refused is not None:
            refused(refusal.reason)
        return None
    except TdeskError as exc:
        messages.error(parent, str(exc))
        return None
    ctx.poll()
    return result
