"""A floor tablet's writes (issue 39) are the desk's own floor actions, signed by the staff
member at the store's tablet station with the device: the desk's Ctrl+Z never takes them, the
Log tab undoes them; a stale page or a revoked PIN writes nothing."""

from __future__ import annotations

import os

import pytest
from sqlmodel import select

from tdesk.errors import ConflictError, InputError
from tdesk.models.money import ChipCount
from tdesk.models.tables import AuditLog, Entry, EntryStatus
from tdesk.rules.levels import clock as rc
from tdesk.services import clock, players
from tdesk.services.phones.phone_reports import StalePage
from tdesk.services.seating import hand_for_hand as hfh
from tdesk.services.seating import seating
from tdesk.services.swiss import swiss
from tdesk.services.venue import staff_pins
from tdesk.services.venue import tablet as tb
from tdesk.services.venue.tablet_acting import tablet_station
from tests.services.seating.test_hand_for_hand import by_table, near_the_bubble


def last_audit(store):  # type: ignore[no-untyped-def]
    with store.read() as session:
        return session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[arg-type, union-attr]


def signer(store, name: str = "Anna Floor") -> tb.Signer:  # type: ignore[no-untyped-def]
    member = staff_pins.sign_in(store, staff_pins.set_pin(store, name))
    assert member is not None
    return tb.Signer(member.id, "10.0.0.7 tablet-1")


def seated(store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("poker", players=12, seats_per_table=6)
    seating.draw_seats(store, event, seed=5)
    return event, by_table(store, event)


def test_a_tablet_bust_is_the_members_and_the_log_undoes_it(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, tables = seated(store, make_event)
    who = signer(store)
    seating.set_button(store, event, 2, 1)  # the desk's own action, its Ctrl+Z's to take
    view = tb.poker_table(store, event, 1)
    out, by = view.seats[0].entry_id, view.seats[1].entry_id
    places = tb.bust(store, who, event, 1, view.mark, [out], [by])
    assert places == {out: 12}
    audit = last_audit(store)
    assert (audit.staff, audit.station) == ("Anna Floor", tablet_station(store))
    assert audit.params["device"] == "10.0.0.7 tablet-1" and audit.summary.startswith("Bust ")
    assert store.undo_step().summary.startswith("Button")  # type: ignore[union-attr]
    store.undo(audit.id)  # the Log tab, on purpose
    with store.read() as session:
        assert session.get(Entry, out).status == EntryStatus.ACTIVE
    assert len(tables[1]) == len(tb.poker_table(store, event, 1).seats)


def test_a_stale_page_and_a_revoked_pin_write_nothing(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, tables = seated(store, make_event)
    who = signer(store)
    view = tb.poker_table(store, event, 1)
    seating.bust_players(store, event, [tables[1][-1]])  # the desk busts one there meanwhile
    with pytest.raises(StalePage):
        tb.counts(store, who, event, 1, view.mark, {view.seats[0].entry_id: 5000})
    with pytest.raises(StalePage):
        tb.bust(store, who, event, 1, view.mark, [view.seats[0].entry_id])
    with store.read() as session:
        assert session.exec(select(ChipCount)).all() == []
        assert session.get(Entry, view.seats[0].entry_id).status == EntryStatus.ACTIVE
    fresh = tb.poker_table(store, event, 1)
    staff_pins.revoke(store, "Anna Floor")
    before = store.revision()
    with pytest.raises(staff_pins.RevokedPin):
        tb.counts(store, who, event, 1, fresh.mark, {fresh.seats[0].entry_id: 5000})
    with pytest.raises(staff_pins.RevokedPin):
        tb.call_clock(store, who, event, 1)
    assert store.revision() == before


def test_counts_late_entry_and_clock_from_a_tablet(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, tables = seated(store, make_event)
    who = signer(store)
    view = tb.poker_table(store, event, 2)
    assert tb.counts(store, who, event, 2, view.mark,
                     {s.entry_id: 1000 * (i + 1) for i, s in enumerate(view.seats)}) == 1
    with store.read() as session:
        rows = session.exec(select(ChipCount)).all()
    assert sorted(r.chips for r in rows)[0] == 1000 and {r.table_label for r in rows} == {"Table 2"}
    with pytest.raises(InputError, match="does not sit at table 2"):  # another table's
        tb.counts(store, who, event, 2, tb.poker_table(store, event, 2).mark,
                  {tables[1][0]: 500})
    players.add_player(store, event, players.PlayerFields(name="Late Larry"))
    full = tb.poker_table(store, event, 2)
    with pytest.raises(ConflictError, match="no open seat"):
        tb.seat_here(store, who, event, 2, full.mark, full.waiting[0][0])
    seating.bust_players(store, event, [tables[2][0]])  # a seat opens there
    view = tb.poker_table(store, event, 2)
    [(late, name)] = view.waiting
    seat = tb.seat_here(store, who, event, 2, view.mark, late)
    after = tb.poker_table(store, event, 2)
    assert (seat, late) in [(s.seat, s.entry_id) for s in after.seats] and not after.waiting
    assert last_audit(store).station == tablet_station(store)
    clock.clock_action(store, event, rc.Op(rc.Action.START))
    assert tb.call_clock(store, who, event, 2) == 70  # TDA-C1, as the desk calls it
    assert clock.get_clock(store, event).call_label == "Table 2"
    tb.pause_clock(store, who, event)
    assert tb.poker_table(store, event, 2).clock == "paused"
    assert last_audit(store).staff == "Anna Floor"


def test_hand_for_hand_reported_from_a_tablet(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, tables = near_the_bubble(store, make_event, left=5)
    who = signer(store)
    hfh.start(store, event)
    hfh.next_hand(store, event)
    first, second = sorted(tables)
    view = tb.poker_table(store, event, first)
    assert view.hand_for_hand and view.playing
    out = view.seats[0].entry_id
    assert tb.hand_done(store, who, event, first, view.mark, [out], [view.seats[1].entry_id]) \
        is False
    assert not tb.poker_table(store, event, first).playing
    view2 = tb.poker_table(store, event, second)
    assert tb.hand_done(store, who, event, second, view2.mark) is True
    with store.read() as session:
        assert session.get(Entry, out).status != EntryStatus.ACTIVE


def test_a_swiss_result_from_a_tablet_and_a_re_paired_page(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=3)
    swiss.pair_next_round(store, event, seed=3)
    who = signer(store)
    view = tb.swiss_table(store, event, 1)
    assert view is not None and view.round == 1
    tb.swiss_result(store, who, event, 1, view.mark, "2-1")
    assert tb.swiss_table(store, event, 1).result == "2-1"  # type: ignore[union-attr]
    assert last_audit(store).station == tablet_station(store)
    stale = tb.swiss_table(store, event, 2)
    assert stale is not None
    store.undo(last_audit(store).id)
    for row in swiss.get_round(store, event, 1).tables:
        swiss.record_result(store, event, 1, row.table, "2-0")
    swiss.pair_next_round(store, event, seed=4)
    with pytest.raises(StalePage):
        tb.swiss_result(store, who, event, 2, stale.mark, "2-0")


@pytest.mark.skipif(not os.environ.get("TDESK_TEST_PG_URL"), reason="TDESK_TEST_PG_URL not set")
def test_a_tablet_on_postgresql_busts_and_is_refused_a_stale_page() -> None:
    """A venue's shared store: the same signing and the same stale check in its transaction."""
    from tdesk.models.store import Store
    from tdesk.services.events import create_event
    from tdesk.services.players import PlayerFields, import_players
    from tests.pg_database import fresh_database

    with fresh_database(os.environ["TDESK_TEST_PG_URL"]) as url:
        store = Store(url, staff="Desk")
        try:
            event = create_event(store, "PG night", "poker", settings={"seats_per_table": 6})
            import_players(store, event, [PlayerFields(name=f"P{i}") for i in range(12)])
            seating.draw_seats(store, event, seed=5)
            who = signer(store)
            view = tb.poker_table(store, event, 1)
            tb.bust(store, who, event, 1, view.mark, [view.seats[0].entry_id])
            assert (last_audit(store).staff, last_audit(store).station) == (
                "Anna Floor", tablet_station(store))
            with pytest.raises(StalePage):
                tb.counts(store, who, event, 1, view.mark, {view.seats[1].entry_id: 900})
        finally:
            store.close()
