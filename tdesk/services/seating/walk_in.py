"""A walk-in at the cashier's desk (issue 35): a new or returning player's money taken, the
player registered if they are not in the event yet, and seated, as ONE floor action (one
audit row, one undo). The ticket printed is the entry's receipt, which carries the table,
the seat and the chips (``receipts.Receipt``).

The inside of each step is the one the separate actions use (``players.register``,
``money.pay_in``, ``seating_draw.seat_in_room``), so a walk-in refuses exactly what they
refuse: registration closed, late registration over, a paid place already given (PL-3)...
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from sqlmodel import Session, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.event_rows import load_event
from tdesk.models.money import Payment
from tdesk.models.store import Store
from tdesk.models.tables import Entry, EntryStatus, Player
from tdesk.names import lookup
from tdesk.services import players
from tdesk.services.money import money, prize_results, receipt_numbers
from tdesk.services.seating.draw import new_seed, seat_in_room
from tdesk.services.seating.kept import _floor_action
from tdesk.services.seating.room import _Changed

KINDS = ("entry", "reentry")


@dataclass(frozen=True)
class WalkIn:
    """What the desk tells the player: their ticket's number, table, seat and chips."""

    entry_id: int
    name: str
    kind: str
    receipt: int
    receipt_label: str
    amount: int
    chips: int
    table: int | None = None
    """None when the seats are not drawn yet: the draw seats the player."""
    seat: int | None = None
    registered: bool = False
    """A new entry of the event (a player already registered unpaid only pays)."""


def walk_in(store: Store, event_id: int, *, name: str | None = None,
            person_id: int | None = None, kind: str = "entry", method: str = "cash",
            override: bool = False, now: dt.datetime | None = None,
            seed: int | None = None) -> WalkIn:
    """Take a walk-in's entry (or a busted player's re-entry), registering a new or returning
    person by ``name`` (accent- and case-blind; the same spelling wins) or ``person_id``, and
    seat them at a late-entry seat once the seats are drawn. Nothing is written when any
    step is refused."""
    event_id = validate.identifier("Event", event_id)
    if not isinstance(kind, str) or kind not in KINDS:
        raise InputError("Kind", validate.shown(kind), "must be entry or reentry")
    method = money._method(method)
    if person_id is not None:
        person_id = validate.identifier("Person", person_id)
    if name is not None:
        name = validate.name("Name", name)
    elif person_id is None:
        raise InputError("Name", "", "type the player's name")
    seed = new_seed() if validate.seed(seed) is None else seed
    level = money._level_reached(store, event_id, now)
    params: dict[str, object] = {"kind": kind, "method": method}
    with _floor_action(store, "walk-in", event_id, seed=seed, params=params) as (scope, ctx):
        session = scope.session
        event = load_event(session, event_id)
        money.refuse_kind(event)
        person = _person(session, event_id, name, person_id)
        entry = None if person is None else session.exec(select(Entry).where(
            Entry.event_id == event_id, Entry.player_id == person.id)).first()
        shown = person.name if person is not None else str(name)
        if entry is None and kind == "reentry":
            raise ConflictError(f"{shown} is not in {event.name}: a re-entry is for a player "
                                "who busted out of it; take an entry.")
        was_active = entry is not None and entry.status == EntryStatus.ACTIVE
        if entry is None:
            fields = players.PlayerFields(name=shown).checked()
            entry_id = players.register(scope, event, fields,
                                        None if person is None else person.id,
                                        override=override)
        else:
            assert entry.id is not None
            entry_id = entry.id
        payment_id = money.pay_in(scope, event, entry_id, kind, method, level=level, now=now,
                                  override=override, staff=store.staff)
        ctx.mutated = True  # the room follows rows this action wrote (rolled back on refusal)
        ctx.catch_up(_Changed({entry_id}, set(), set(), {entry_id: was_active}))
        table = seat = None
        if ctx.by_entry:  # seats drawn: the walk-in takes a late entry's seat (TDA-S1)
            table, seat = seat_in_room(ctx, entry_id, seed)
        paid = session.get(Payment, payment_id)
        assert paid is not None and paid.receipt is not None
        label = receipt_numbers.label(prize_results.event_prefix(event), paid.receipt)
        amount = paid.prize_part + paid.fee + paid.bounty
        scope.params = {**scope.params, "name": shown, "entry_id": entry_id,
                        "receipt": paid.receipt, "table": table, "seat": seat}
        where = (f", table {table} seat {seat}" if table is not None
                 else ", not seated (no draw yet)")
        override_note = scope.params.get("override")
        scope.summary = (f"Walk-in {shown}: {_WORDS[kind]} {amount:,} ({method}){where}"
                         + (f" ({override_note})" if override_note else ""))
        return WalkIn(entry_id, shown, kind, paid.receipt, label, amount, paid.chips, table,
                      seat, registered=entry is None)


_WORDS = {"entry": "entry", "reentry": "re-entry"}


def _person(session: Session, event_id: int, name: str | None,
            person_id: int | None) -> Player | None:
    """The returning person ``person_id`` or the one called ``name`` (None: a new person).
    Several of that name: the one playing this event, else refused naming them."""
    if person_id is not None:
        person = session.get(Player, person_id)
        if person is None:
            raise NotFoundError(f"Person #{person_id} is not in the player database (merged or "
                                "removed elsewhere?).")
        return person
    assert name is not None
    rows = session.exec(select(Player.id, Player.name)).all()
    found = [session.get(Player, pid) for pid, _ in lookup(name, rows, lambda r: r[1])]
    if len(found) > 1:
        here = set(session.exec(select(Entry.player_id).where(Entry.event_id == event_id)))
        inside = [p for p in found if p is not None and p.id in here]
        if len(inside) == 1:
            return inside[0]
        listed = ", ".join(f"#{p.id} {p.name}" for p in found[:6] if p is not None)
        raise ConflictError(f"Name {name!r}: {len(found)} people of the player database are "
                            f"called that ({listed}); say which one.")
    return found[0] if found else None

