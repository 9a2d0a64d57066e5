"""Check-in and drop requests from players' phones (issue 25): the desk opens a check-in and
sees who has not; a holder checks in once; a Swiss player's drop request waits until the desk
confirms it (the CG-P2 drop in the same action) or refuses it; every step is undoable and a
wrong code is refused without writing."""

from __future__ import annotations

import pytest
from sqlmodel import func, select

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.phone_reports import PlayerRequest
from tdesk.models.tables import AuditLog, Entry, EntryStatus
from tdesk.services.phones import phone_checkin as pc
from tdesk.services.phones import phone_reports as pr
from tdesk.services.swiss import swiss


@pytest.fixture
def swiss_event(store, make_event):
    event = make_event("swiss", players=8, rounds=3)
    swiss.pair_next_round(store, event, seed=3)
    pr.set_reporting(store, event, True)
    return event, pr.issue_codes(store, event)


def audit_rows(store) -> int:
    with store.read() as session:
        return int(session.exec(select(func.count()).select_from(AuditLog)).one())


def test_the_desk_sees_who_has_not_checked_in(store, swiss_event) -> None:
    event, codes = swiss_event
    pc.open_checkin(store, event, "  Round 2 ")
    first, second, *_ = codes
    pc.check_in(store, codes[first], event)
    pc.check_in_at_desk(store, event, second)
    view = pc.checkins(store, event)
    assert view.label == "Round 2"
    assert {r.entry_id for r in view.rows if r.at is not None} == {first, second}
    assert {r.via for r in view.rows if r.at is not None} == {"phone", "desk"}
    assert len(view.missing) == 6 and [r.at for r in view.rows[:6]] == [None] * 6
    assert pc.holder_state(store, codes[first], event).checked_in_at is not None


def test_a_second_check_in_is_refused_and_writes_nothing(store, swiss_event) -> None:
    event, codes = swiss_event
    pc.open_checkin(store, event, "Day 2")
    entry = next(iter(codes))
    pc.check_in(store, codes[entry], event)
    before = audit_rows(store)
    with pytest.raises(ConflictError, match="already checked in for Day 2"):
        pc.check_in(store, codes[entry], event)
    assert audit_rows(store) == before


def test_no_check_in_without_an_open_one_and_a_new_label_starts_empty(store, swiss_event) -> None:
    event, codes = swiss_event
    entry = next(iter(codes))
    with pytest.raises(ConflictError, match="No check-in is open"):
        pc.check_in(store, codes[entry], event)
    pc.open_checkin(store, event, "Round 2")
    pc.check_in(store, codes[entry], event)
    pc.open_checkin(store, event, "Round 3")
    assert len(pc.checkins(store, event).missing) == 8
    pc.open_checkin(store, event, "")
    assert pc.checkins(store, event).label == "" and pc.holder_state(
        store, codes[entry], event).checkin == ""


def test_a_long_label_names_the_field_and_changes_nothing(store, swiss_event) -> None:
    event, _ = swiss_event
    pc.open_checkin(store, event, "Round 2")
    with pytest.raises(InputError, match="Check-in for"):
        pc.open_checkin(store, event, "x" * 41)
    assert pc.checkins(store, event).label == "Round 2"


def test_wrong_or_revoked_codes_are_refused_alike(store, swiss_event) -> None:
    event, codes = swiss_event
    pc.open_checkin(store, event, "Round 2")
    entry = next(iter(codes))
    pr.revoke_code(store, event, entry)
    before = audit_rows(store)
    for code in (codes[entry], "A" * 16, "short"):
        with pytest.raises(NotFoundError, match="not valid here"):
            pc.check_in(store, code, event)
        with pytest.raises(NotFoundError, match="not valid here"):
            pc.ask_to_drop(store, code, event)
    assert audit_rows(store) == before


def test_a_confirmed_drop_request_drops_the_player_in_one_undoable_action(store, swiss_event) -> None:
    event, codes = swiss_event
    entry = next(iter(codes))
    pc.ask_to_drop(store, codes[entry], event)
    assert pc.holder_state(store, codes[entry], event).drop_waiting
    with pytest.raises(ConflictError, match="already waits"):
        pc.ask_to_drop(store, codes[entry], event)
    [request] = pc.drop_requests(store, event)
    assert request.entry_id == entry
    pc.confirm_drop(store, event, request.id)
    with store.read() as session:
        assert session.get(Entry, entry).status == EntryStatus.DROPPED
        last = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()
    assert last.summary.endswith("(asked from their phone)")
    assert pc.drop_requests(store, event) == []
    assert not pc.holder_state(store, codes[entry], event).can_drop
    with pytest.raises(ConflictError, match="already confirmed"):
        pc.confirm_drop(store, event, request.id)
    store.undo()
    with store.read() as session:
        assert session.get(Entry, entry).status == EntryStatus.ACTIVE
    assert [r.id for r in pc.drop_requests(store, event)] == [request.id]


def test_a_refused_drop_request_keeps_the_player_in(store, swiss_event) -> None:
    event, codes = swiss_event
    entry = next(iter(codes))
    pc.ask_to_drop(store, codes[entry], event)
    [request] = pc.drop_requests(store, event)
    pc.refuse_drop(store, event, request.id)
    with store.read() as session:
        assert session.get(Entry, entry).status == EntryStatus.ACTIVE
        assert session.get(PlayerRequest, request.id).state == "refused"
    assert pc.holder_state(store, codes[entry], event).can_drop  # may ask again


def test_drop_requests_need_phone_reports_on_and_a_swiss_event(store, swiss_event, make_event) -> None:
    event, codes = swiss_event
    pr.set_reporting(store, event, False)
    entry = next(iter(codes))
    assert not pc.holder_state(store, codes[entry], event).can_drop
    with pytest.raises(ConflictError, match="off for this event"):
        pc.ask_to_drop(store, codes[entry], event)
    poker = make_event("poker", players=4)
    poker_codes = pr.issue_codes(store, poker)
    some = next(iter(poker_codes))
    with pytest.raises(ConflictError, match="asked at the desk"):
        pc.ask_to_drop(store, poker_codes[some], poker)
    pc.open_checkin(store, poker, "Day 1")
    pc.check_in(store, poker_codes[some], poker)  # check-in works for any kind
    assert len(pc.checkins(store, poker).missing) == 3


def test_a_code_of_another_event_checks_in_nobody_here(store, swiss_event, make_event) -> None:
    event, codes = swiss_event
    other = make_event("swiss", players=4, rounds=2)
    pc.open_checkin(store, other, "Round 1")
    entry = next(iter(codes))
    with pytest.raises(NotFoundError):
        pc.check_in(store, codes[entry], other)
    assert len(pc.checkins(store, other).missing) == 4
