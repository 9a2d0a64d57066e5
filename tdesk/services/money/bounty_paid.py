"""Bounty cash handed over stays handed over (issue 35, PRZ-5 for bounties).

Kept apart from ``bounty_payouts`` (which pays, through ``money``) so the bust path can
register the undo check without importing the money side: any process that can bust can
undo, and the check must be there when it does.
"""

from __future__ import annotations

from sqlmodel import Session, func, select

from tdesk.errors import ConflictError
from tdesk.models.bounties import BountyPayout
from tdesk.models.store import REPLAY_CHECKS
from tdesk.models.tables import Entry, Event, Player
from tdesk.services.money import prize_results, receipt_numbers
from tdesk.services.money.bounties import read_ledger
from tdesk.timefmt import local_text


def paid(session: Session, event_id: int) -> dict[int, tuple[int, int]]:
    """Entry -> (bounty cash handed over, knockouts it covered)."""
    rows = session.exec(select(BountyPayout.entry_id, func.sum(BountyPayout.amount),
                               func.sum(BountyPayout.knockouts))
                        .where(BountyPayout.event_id == event_id)
                        .group_by(BountyPayout.entry_id)).all()  # type: ignore[arg-type]
    return {int(e): (int(a or 0), int(k or 0)) for e, a, k in rows}


def _check_replay(session: Session, event_id: int, what: str) -> None:
    """No undo, redo or reinstatement leaves a player paid more bounty than they won (issue 35):
    the cash is in their pocket, so the knockouts it paid stay until the payout is undone."""
    if not session.exec(select(func.count()).select_from(BountyPayout)
                        .where(BountyPayout.event_id == event_id)).one():
        return
    event = session.get(Event, event_id)
    if event is None:
        return
    session.flush()
    ledger = read_ledger(session, event)
    won = {p.entry_id: p.collected for p in ledger.players} if ledger is not None else {}
    for entry_id, (handed, _knockouts) in sorted(paid(session, event_id).items()):
        if handed <= won.get(entry_id, 0):
            continue
        last = session.exec(select(BountyPayout).where(
            BountyPayout.event_id == event_id, BountyPayout.entry_id == entry_id)
            .order_by(BountyPayout.id.desc())).first()  # type: ignore[union-attr]
        assert last is not None
        entry = session.get(Entry, entry_id)
        player = session.get(Player, entry.player_id) if entry is not None else None
        name = player.name if player is not None else f"#{entry_id}"
        label = receipt_numbers.label(prize_results.event_prefix(event), last.receipt)
        raise ConflictError(  # engine_refusals translates it
            f"{what} refused: {name}'s bounties of {handed:,} were handed over (last at "
            f"{local_text(last.at, '%H:%M')}, receipt {label}), and this would leave "
            f"{won.get(entry_id, 0):,} won. Bounty cash paid never changes: undo that payout "
            "first (Log tab).")


if _check_replay not in REPLAY_CHECKS:
    REPLAY_CHECKS.append(_check_replay)
