"""Bounty cash at the desk (issue 35): paying a player the bounties they collected, each
payment with a receipt and who paid it, and the night's bounty reconciliation.

The ledger (``services.bounties``) says what each player has *won*; this module records what
was *handed over*. A player is paid what they won and were not paid yet, as often as the desk
pays them. Bounty cash handed over is treated as a prize handed over (PRZ-5): an undo, a redo or
a reinstatement that would leave anyone paid more than they won (a paid knockout taken back, or
a progressive head a paid player collected shrunk by an earlier bust undone) is refused,
naming the player and the receipt, until that payout is undone (``services/bounty_paid``).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import Session

from tdesk import validate
from tdesk.errors import ConflictError
from tdesk.models.bounties import BountyPayout
from tdesk.models.event_rows import load_event
from tdesk.models.store import Store
from tdesk.models.tables import Event
from tdesk.services.money import money, prize_results, receipt_numbers
from tdesk.services.money.bounties import BountyInfo, read_ledger
from tdesk.services.money.bounty_paid import paid as _paid
from tdesk.services.table_reads import reads


@dataclass(frozen=True)
class BountyOwed:
    """One player's bounty cash: won over the night, handed over, and still owed."""

    entry_id: int
    name: str
    won: int
    paid: int
    knockouts: int
    knockouts_paid: int

    @property
    def owed(self) -> int:
        return self.won - self.paid


@dataclass(frozen=True)
class Reconciliation:
    """The night's bounty money (BNT-8): taken with the entries = won by players + still in
    play (heads and envelopes not drawn) + the house's part (what the entries funded beyond
    the pool; below 0: what the house added). Won = paid + owed."""

    taken: int
    won: int
    paid: int
    owed: int
    in_play: int
    house: int
    players: tuple[BountyOwed, ...]

    @property
    def balanced(self) -> bool:
        return self.taken == self.won + self.in_play + self.house


def _reconcile(session: Session, event: Event, ledger: BountyInfo) -> Reconciliation:
    assert event.id is not None
    paid = _paid(session, event.id)
    players = tuple(BountyOwed(p.entry_id, p.name, p.collected, paid.get(p.entry_id, (0, 0))[0],
                               p.knockouts, paid.get(p.entry_id, (0, 0))[1])
                    for p in ledger.players)
    handed = sum(a for a, _ in paid.values())
    in_play = ledger.heads_total + ledger.envelopes_left
    return Reconciliation(ledger.funded, ledger.collected_total, handed,
                          ledger.collected_total - handed, in_play,
                          ledger.funded - ledger.pool, players)


@reads("bounty_payout", "deal", "entry", "event", "knockout", "money_setup", "payment", "player")
def reconciliation(store: Store, event_id: int) -> Reconciliation | None:
    """The event's bounty reconciliation; None when it runs no bounty format."""
    with store.read() as session:
        event = load_event(session, event_id)
        ledger = read_ledger(session, event)
        return _reconcile(session, event, ledger) if ledger is not None else None


def pay_bounties(store: Store, event_id: int, entry_id: int, method: str = "cash") -> int:
    """Hand ``entry_id``'s player the bounties won and not yet paid (undoable); returns the
    receipt number. Refused, naming the player, when nothing is owed."""
    event_id = validate.identifier("Event", event_id)
    entry_id = validate.identifier("Player", entry_id)
    method = money._method(method)
    with store.action("pay bounties", event_id=event_id,
                      params={"entry_id": entry_id, "method": method}) as scope:
        session = scope.session
        event, _entry, name = money.player_of(session, event_id, entry_id)
        ledger = read_ledger(session, event)
        if ledger is None:
            raise ConflictError(f"{event.name} pays no bounties.")
        mine = next((p for p in _reconcile(session, event, ledger).players
                     if p.entry_id == entry_id), None)
        if mine is None or mine.owed <= 0:
            won, paid = (mine.won, mine.paid) if mine is not None else (0, 0)
            raise ConflictError(f"{name} is owed no bounty: won {won:,}, paid {paid:,}.")
        [number] = receipt_numbers.take_numbers(session, event_id)
        session.add(BountyPayout(event_id=event_id, entry_id=entry_id, amount=mine.owed,
                                 knockouts=mine.knockouts - mine.knockouts_paid, method=method,
                                 staff=store.staff, receipt=number))
        label = receipt_numbers.label(prize_results.event_prefix(event), number)
        scope.params = {**scope.params, "amount": mine.owed, "receipt": number}
        scope.summary = f"Bounties paid to {name}: {mine.owed:,} ({method}), receipt {label}"
        return number


def owed_to(store: Store, event_id: int, entry_id: int) -> int:
    """The bounties ``entry_id`` won and was not paid yet (0 without a bounty format): the
    prize handover says them beside the prize."""
    rec = reconciliation(store, event_id)
    if rec is None:
        return 0
    return next((p.owed for p in rec.players if p.entry_id == entry_id), 0)

