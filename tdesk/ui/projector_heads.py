"""The biggest heads on the wall (issue 23): in a progressive-knockout or mystery event the
projector shows who carries the most bounty. Read here, painted by ``ui.projector``; the text
is pure apart from translation, so tests and the clock tab read it too.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tdesk.errors import TdeskError
from tdesk.locale_format import number
from tdesk.models.store import Store
from tdesk.rules.bounties import BountyKind
from tdesk.services.bounties import bounty_ledger

SHOWN = 3
"""How many heads the wall lists."""
READS = frozenset({"knockout", "money_setup", "payment", "entry", "player", "deal"})
"""The tables ``services.bounties.bounty_ledger`` reads."""


def heads_for(store: Store, event_id: int, n: int = SHOWN) -> tuple[tuple[str, int], ...]:
    """The ``n`` biggest heads in play, (name, head), biggest first; () when the event runs
    no progressive or mystery bounties (a fixed bounty is the same on everyone)."""
    try:
        ledger = bounty_ledger(store, event_id)
    except TdeskError:
        return ()
    if ledger is None or ledger.format.kind == BountyKind.FIXED:
        return ()
    return tuple((p.name, p.head) for p in ledger.biggest_heads(n))


def heads_text(heads: tuple[tuple[str, int], ...]) -> str:
    """``BIGGEST HEADS  Anna 350 · Bo 300``; "" when there are none."""
    if not heads:
        return ""
    listed = " · ".join(f"{name} {number(head)}" for name, head in heads)
    return QCoreApplication.translate("Projector", "BIGGEST HEADS  {0}").format(listed)
