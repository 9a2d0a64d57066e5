"""The biggest heads on the wall (issue 23): in a progressive-knockout or mystery event the
projector shows who carries the most bounty. Read here, painted by ``ui.projector``; the text
is pure apart from translation, so tests and the clock tab read it too.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication

from tdesk.errors import TdeskError
from tdesk.locale_format import number
from tdesk.models.store import Store
from tdesk.rules.money.bounties import BountyKind
from tdesk.services.money.bounties import bounty_ledger, drawn_envelopes
from tdesk.services.table_reads import reads_of

SHOWN = 3
"""How many heads the wall lists."""
READS = reads_of(bounty_ledger, drawn_envelopes)
"""The tables the heads are read from: the ledger and the envelopes drawn."""


class EnvelopeShown(NamedTuple):
    """The mystery envelope the last bust paid (issue 35): whose bust, and its value. A pair
    like a head's, told apart by its type."""

    name: str
    value: int


def heads_for(store: Store, event_id: int, n: int = SHOWN) -> tuple[tuple[str, int], ...]:
    """The wall's bounty line: in a mystery event the envelope the last bust paid (shown until
    the next bust) first; then the ``n`` biggest heads in play, (name, head), biggest first.
    () when the event runs no progressive or mystery bounties (a fixed bounty is the same on
    everyone)."""
    try:
        ledger = bounty_ledger(store, event_id)
        if ledger is None or ledger.format.kind == BountyKind.FIXED:
            return ()
        drawn = (drawn_envelopes(store, event_id)
                 if ledger.format.kind == BountyKind.MYSTERY else [])
    except TdeskError:
        return ()
    return (*(EnvelopeShown(d.busted, d.value) for d in drawn),
            *((p.name, p.head) for p in ledger.biggest_heads(n)))


def heads_text(heads: tuple[tuple[str, int], ...]) -> str:
    """``MYSTERY ENVELOPE  Cai: 500  ·  BIGGEST HEADS  Anna 350 · Bo 300``; "" when there are
    none."""
    parts = [QCoreApplication.translate("Projector", "MYSTERY ENVELOPE  {0}: {1}").format(
        h.name, number(h.value)) for h in heads if isinstance(h, EnvelopeShown)]
    biggest = [h for h in heads if not isinstance(h, EnvelopeShown)]
    if biggest:
        listed = " · ".join(f"{name} {number(head)}" for name, head in biggest)
        parts.append(QCoreApplication.translate("Projector", "BIGGEST HEADS  {0}").format(listed))
    return "  ·  ".join(parts)
