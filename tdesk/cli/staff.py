"""Who signs what a command line writes (issue 36): never the computer's login, since a sheet
signed "root" tells the floor nothing. ``--staff``, else TDESK_STAFF, else the floor staff
name the window remembers on this computer (Edit › Floor staff name); else the person at the
terminal is asked when the first action is about to be written, and with nobody to ask the
command is refused naming --staff before anything is written. A command that writes nothing
asks nothing. Apart from ``tdesk.cli`` so that file stays its size.
"""

from __future__ import annotations

import sys
from contextlib import AbstractContextManager
from typing import Any

from tdesk import validate
from tdesk.errors import InputError
from tdesk.i18n import translate
from tdesk.models.store import ActionScope, Store

REFUSAL = ("name the floor person who signs what this command writes: --staff NAME, or "
           "TDESK_STAFF, or set Edit › Floor staff name in the window on this computer")


def known(given: str | None) -> str:
    """The staff name known without asking: ``--staff``, TDESK_STAFF, the window's."""
    import os

    if given is not None:
        return given
    return os.environ.get("TDESK_STAFF", "") or remembered()


def remembered() -> str:
    """The floor staff name the window keeps in this computer's settings, or ''."""
    from PySide6.QtCore import QCoreApplication

    from tdesk.ui import settings

    if not QCoreApplication.organizationName():  # the window's own names (ui.app)
        QCoreApplication.setOrganizationName("tdesk")
        QCoreApplication.setApplicationName("tdesk")
    return str(settings.STAFF.get()).strip()


def _terminal() -> bool:
    return bool(sys.stdin) and sys.stdin.isatty() and sys.stderr.isatty()


def ask() -> str:
    """The name typed by the person at the terminal; InputError naming --staff otherwise."""
    if not _terminal():
        raise InputError("--staff", "", REFUSAL)
    print(translate("cli", "Floor staff name (it signs the log and the sheets; --staff next "
                           "time): "), end="", file=sys.stderr, flush=True)
    name = sys.stdin.readline().strip()
    if not name:
        raise InputError("--staff", "", REFUSAL)
    return validate.text("Staff", name, limit=validate.STAFF)


class SigningStore(Store):
    """A store opened by a command line: the first action without a staff name asks for
    one (``ask``) before it takes the write lock, so nobody waits on the typing."""

    def action(self, action: str, **kwargs: Any  # type: ignore[override]
               ) -> AbstractContextManager[ActionScope]:
        if not self.staff:
            self.staff = ask()
        return super().action(action, **kwargs)
