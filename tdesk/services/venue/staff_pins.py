"""Floor staff PINs (issue 39): set, list and revoke from the desk; checked by the staff pages.

A PIN is 6 to 12 digits, so it is never a player's code (20 symbols of another alphabet, issue
25): one cannot open the other's pages. It is kept as a salted scrypt hash only and comes back
from ``set_pin`` once, for the desk to hand over. Two members never share a PIN (a tablet signs
in with the PIN alone). A revoked member's pages stop at once: every page and every write of a
tablet reads the member afresh (``active_name``), inside the write's own transaction.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
import secrets
from dataclasses import dataclass

from sqlmodel import Session, col, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.staff_pins import StaffMember
from tdesk.models.store import Store
from tdesk.models.tables import utcnow

PIN_DIGITS = (6, 12)
NEW_PIN_DIGITS = 6
# scrypt's cost: a sign-in checks every member's hash, so each check stays a few milliseconds,
# while a copied store file still costs about a second of work per thousand PINs tried.
SCRYPT = {"n": 2**12, "r": 8, "p": 1}


class RevokedPin(ConflictError):
    """The member behind a tablet's page was revoked (or removed): nothing is written."""


@dataclass(frozen=True)
class StaffRow:
    id: int
    name: str
    created_at: dt.datetime
    revoked_at: dt.datetime | None

    @property
    def active(self) -> bool:
        return self.revoked_at is None


def hash_text(pin: str, salt: bytes | None = None) -> str:
    """``scrypt$<salt hex>$<hash hex>``: what the store keeps of a PIN."""
    salt = salt if salt is not None else secrets.token_bytes(16)
    digest = hashlib.scrypt(pin.encode("ascii"), salt=salt, dklen=32, **SCRYPT)
    return f"scrypt${salt.hex()}${digest.hex()}"


def matches(pin: str, kept: str) -> bool:
    """Whether ``pin`` is the PIN behind ``kept`` (compared in constant time)."""
    try:
        kind, salt, _ = kept.split("$")
        return kind == "scrypt" and hmac.compare_digest(hash_text(pin, bytes.fromhex(salt)), kept)
    except ValueError:
        return False


def is_pin(text: str) -> bool:
    """Whether ``text`` has a PIN's shape (nothing else is ever hashed and compared)."""
    low, high = PIN_DIGITS
    return text.isascii() and text.isdigit() and low <= len(text) <= high


def new_pin() -> str:
    return "".join(secrets.choice("0123456789") for _ in range(NEW_PIN_DIGITS))


def _active(session: Session) -> list[StaffMember]:
    return list(session.exec(select(StaffMember).where(col(StaffMember.revoked_at).is_(None))
                             .order_by(StaffMember.name, StaffMember.id)))


def _by_name(session: Session, name: str) -> StaffMember | None:
    key = " ".join(name.split()).casefold()
    return next((m for m in _active(session) if " ".join(m.name.split()).casefold() == key),
                None)


def set_pin(store: Store, name: str, pin: str | None = None) -> str:
    """Give ``name`` a PIN (a new member, or a new PIN for one who has one); ``pin`` None:
    a random one. Returns the PIN: the one time the desk sees it."""
    name = validate.name("Staff name", name, limit=validate.STAFF)
    if pin is None:
        pin = new_pin()
    elif not is_pin(pin := str(pin).strip()):
        raise InputError("PIN", "*" * min(len(pin), 12),
                         f"must be {PIN_DIGITS[0]} to {PIN_DIGITS[1]} digits")
    with store.action("set staff PIN", params={"name": name}) as scope:
        session = scope.session
        member = _by_name(session, name)
        for other in _active(session):
            if other is not member and matches(pin, other.pin_hash):
                raise ConflictError("That PIN is another staff member's: choose another "
                                    "(or leave it empty for a random one).")
        if member is None:
            member = StaffMember(name=name, pin_hash=hash_text(pin))
            scope.summary = f"Staff PIN set for {name}"
        else:
            member.pin_hash = hash_text(pin)
            scope.summary = f"New staff PIN for {member.name}"
        session.add(member)
    return pin


def revoke(store: Store, name: str) -> None:
    """Revoke ``name``'s PIN: their tablets' next page or write is refused."""
    name = validate.name("Staff name", name, limit=validate.STAFF)
    with store.action("revoke staff PIN", params={"name": name}) as scope:
        member = _by_name(scope.session, name)
        if member is None:
            raise NotFoundError(f"No staff member called {name} has a PIN.")
        member.revoked_at = utcnow()
        scope.session.add(member)
        scope.summary = f"Staff PIN revoked for {member.name}"


def staff(store: Store, *, revoked: bool = False) -> list[StaffRow]:
    """The members with a PIN, by name (``revoked``: those revoked too)."""
    with store.read() as session:
        query = select(StaffMember).order_by(StaffMember.name, StaffMember.id)
        if not revoked:
            query = query.where(col(StaffMember.revoked_at).is_(None))
        return [StaffRow(m.id or 0, m.name, m.created_at, m.revoked_at)
                for m in session.exec(query)]


def sign_in(store: Store, pin: str) -> StaffRow | None:
    """The active member whose PIN this is, or None (anything not shaped as a PIN, a player's
    code included, is never compared)."""
    pin = pin.strip()
    if not is_pin(pin):
        return None
    with store.read() as session:
        for member in _active(session):
            if matches(pin, member.pin_hash):
                return StaffRow(member.id or 0, member.name, member.created_at, None)
    return None


def active_name(session: Session, staff_id: int) -> str:
    """The member's name while their PIN stands; RevokedPin otherwise."""
    member = session.get(StaffMember, staff_id)
    if member is None or member.revoked_at is not None:
        raise RevokedPin("This staff PIN has been revoked: ask the desk.")
    return member.name


def still_active(store: Store, staff_id: int) -> str | None:
    """``active_name`` for a page: the name, or None once revoked."""
    with store.read() as session:
        try:
            return active_name(session, staff_id)
        except RevokedPin:
            return None
