"""Floor staff PINs (issue 39): kept hashed, shown once, one PIN per member, a revoked PIN
opens nothing, and a player's code is never a PIN."""

from __future__ import annotations

import pytest
from sqlmodel import select

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.staff_pins import StaffMember
from tdesk.models.tables import AuditLog
from tdesk.services.phones import phone_reports as pr
from tdesk.services.venue import staff_pins as sp


def test_a_pin_is_kept_hashed_and_opens_its_members_pages(store) -> None:  # type: ignore[no-untyped-def]
    pin = sp.set_pin(store, "Anna Floor")
    assert sp.is_pin(pin) and len(pin) == 6
    with store.read() as session:
        [row] = session.exec(select(StaffMember)).all()
        audits = session.exec(select(AuditLog)).all()
    assert pin not in row.pin_hash and row.pin_hash.startswith("scrypt$")
    assert all(pin not in str(a.params) and pin not in a.summary for a in audits)
    member = sp.sign_in(store, pin)
    assert member is not None and member.name == "Anna Floor"
    assert sp.sign_in(store, "000000" if pin != "000000" else "111111") is None
    assert [s.name for s in sp.staff(store)] == ["Anna Floor"]


def test_a_chosen_pin_is_checked_and_never_shared(store) -> None:  # type: ignore[no-untyped-def]
    assert sp.set_pin(store, "Anna", "246810") == "246810"
    with pytest.raises(ConflictError, match="another staff member"):
        sp.set_pin(store, "Björn", "246810")
    with pytest.raises(InputError, match="PIN"):
        sp.set_pin(store, "Björn", "12ab56")
    with pytest.raises(InputError, match="PIN"):
        sp.set_pin(store, "Björn", "123")
    sp.set_pin(store, "anna", "135790")  # the same member (case-blind): a new PIN
    assert [s.name for s in sp.staff(store)] == ["Anna"]
    assert sp.sign_in(store, "246810") is None
    assert sp.sign_in(store, "135790").name == "Anna"  # type: ignore[union-attr]


def test_a_revoked_pin_stops_at_once(store) -> None:  # type: ignore[no-untyped-def]
    pin = sp.set_pin(store, "Anna")
    member = sp.sign_in(store, pin)
    assert member is not None and sp.still_active(store, member.id) == "Anna"
    sp.revoke(store, "Anna")
    assert sp.sign_in(store, pin) is None
    assert sp.still_active(store, member.id) is None
    with store.read() as session, pytest.raises(sp.RevokedPin):
        sp.active_name(session, member.id)
    assert sp.staff(store) == [] and [s.name for s in sp.staff(store, revoked=True)] == ["Anna"]
    with pytest.raises(NotFoundError):
        sp.revoke(store, "Anna")


def test_a_players_code_is_never_a_pin(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=4, rounds=3)
    code = next(iter(pr.issue_codes(store, event).values()))
    sp.set_pin(store, "Anna")
    assert not sp.is_pin(code) and sp.sign_in(store, code) is None
    with pytest.raises(InputError):
        sp.set_pin(store, "Björn", code)
