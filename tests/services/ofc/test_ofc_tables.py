"""OFC tables as the calculator reads them (issue 41): the button the seat draw gives each
table (OFC-S2 needs it for the first hand), and a table left with one player after a hand,
which waits for its move instead of being dealt (OFC-T1).

The triple bust: first position A scoops everyone with the worked hand of
tests/rules/test_ofc.py (A +144, B -20, C -68 fouled, D -56); at 100 a point, B, C and D on
500 each all bust, and A is left alone at the table.
"""

from collections.abc import Callable

import pytest

from tdesk.errors import ConflictError
from tdesk.models.store import Store
from tdesk.services.ofc import ofc
from tdesk.services.ofc.ofc import HandDraft, SeatInput
from tdesk.services.seating import seating

A = "Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts"
B = "Ah Kh 3c / 8s 8d 7c 7h 2d / 6c 6d 6h 5s 5d"
C = "Jh Jd Jc / Th Td 8h 8c 2h / Kc Kd 3h 3s Ac"
D = "Ad 9h 2s / 4c 4s Tc 6s 3d / 7d 7s 5h 5c Qc"


def triple_bust(store: Store, event_id: int, number: int = 1) -> tuple[int, tuple[int, ...]]:
    """Play the triple bust at table ``number``: its first position is left alone.
    Returns (the survivor, the position order)."""
    table = next(t for t in ofc.ofc_tables(store, event_id) if t.number == number)
    order, out = ofc.default_seat_order(table.players, table.button_entry)
    assert out is None and len(order) == 4
    for entry_id, chips in zip(order, (10_000, 500, 500, 500), strict=True):
        ofc.set_stack(store, event_id, entry_id, chips)
    seats = tuple(SeatInput(e, b) for e, b in zip(order, (A, B, C, D), strict=True))
    ofc.apply_hand(store, event_id, HandDraft(seats, table_no=number))
    return order[0], order


def test_one_player_left_at_a_table_waits_for_the_move_OFC_T1(
        store: Store, make_event: Callable[..., int]) -> None:
    event_id = make_event("ofc", players=12)
    seating.draw_seats(store, event_id, seed=5)  # three tables of four
    survivor, order = triple_bust(store, event_id)
    [alone] = [t for t in ofc.ofc_tables(store, event_id) if t.number == 1]
    assert [e for e, _ in alone.players] == [survivor]
    # The calculator is told the table waits, and which moves fill it (TDA-B1 brings
    # players from the fullest tables; no table breaks: 9 players need three tables of 4).
    assert not alone.playable
    assert alone.moves and all(1 in (m.from_table, m.to_table) for m in alone.moves)
    # Asking for its deal is a clear refusal naming the player and the moves, never an
    # uncaught ValueError.
    name = dict(alone.players)[survivor]
    with pytest.raises(ConflictError, match=f"Table 1 has one player, {name}: make the "
                                            f"{len(alone.moves)} pending move"):
        ofc.table_order(alone)
    with pytest.raises(ConflictError, match="Table has one player.*OFC-T1"):
        ofc.default_seat_order(alone.players, alone.button_entry)
    # The floor makes the move (balancing); the table is gone and every other one deals.
    seating.apply_all(store, event_id)
    tables = ofc.ofc_tables(store, event_id)
    assert [len(t.players) for t in tables] == [3, 3, 3]
    assert all(t.playable and not t.moves for t in tables)
    for t in tables:
        dealt, _ = ofc.table_order(t)
        assert sorted(dealt) == sorted(e for e, _ in t.players)


def test_the_seat_draw_gives_each_table_its_first_button_OFC_S2(
        store: Store, make_event: Callable[..., int]) -> None:
    from sqlmodel import select

    from tdesk.models.tables import AuditLog
    from tdesk.rules.seating import draw_button

    event_id = make_event("ofc", players=14)
    seed = seating.draw_seats(store, event_id, seed=11)  # four tables: 4, 4, 3, 3
    info = seating.room(store, event_id)
    assert [t.count for t in info.tables] == [4, 4, 3, 3]
    for t in info.tables:  # drawn by high card with the draw's seed, at an occupied seat
        seats = [p.seat for p in t.players]
        assert t.button == draw_button(t.number, seats, seed).seat
        assert t.button in seats
    assert len({t.button for t in info.tables}) > 1 or len(info.tables) == 1
    with store.read() as session:
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[union-attr]
    assert audit is not None and audit.seed == seed
    assert set(audit.params["buttons"]) == {"1", "2", "3", "4"}
    assert "buttons by high card" in audit.summary
    # The first hand's order starts left of the drawn button (OFC-S2), not at the lowest seat.
    for table, t in zip(ofc.ofc_tables(store, event_id), info.tables, strict=True):
        clockwise = [e for e, _ in table.players]
        button = t.at(t.button)
        assert button is not None and table.button_entry == button.entry_id
        order, out = ofc.table_order(table)
        at = clockwise.index(button.entry_id)
        assert out is None and list(order) == clockwise[at + 1:] + clockwise[:at + 1]
    # The floor moves a button before the first hand, and undoes it.
    t1 = info.tables[0]
    other = next(p.seat for p in t1.players if p.seat != t1.button)
    seating.set_button(store, event_id, 1, other)
    assert seating.room(store, event_id).table(1).button == other  # type: ignore[union-attr]
    assert ofc.ofc_tables(store, event_id)[0].button_entry == t1.at(other).entry_id  # type: ignore[union-attr]
    store.undo()
    assert seating.room(store, event_id).table(1).button == t1.button  # type: ignore[union-attr]
    # A poker draw leaves the buttons to the floor (TDA-B2).
    poker = make_event("poker", players=12, seats_per_table=6)
    seating.draw_seats(store, poker, seed=11)
    assert [t.button for t in seating.room(store, poker).tables] == [None, None]


def test_same_seed_same_buttons(store: Store, make_event: Callable[..., int]) -> None:
    first, second = make_event("ofc", players=8), make_event("ofc", players=8)
    for event_id in (first, second):
        seating.draw_seats(store, event_id, seed=99)
    assert ([t.button for t in seating.room(store, first).tables]
            == [t.button for t in seating.room(store, second).tables])
