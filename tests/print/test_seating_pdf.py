"""Table sheets, the alphabetical seating list and move slips (issue 4)."""

from __future__ import annotations

import io

from pypdf import PdfReader

from tdesk.print import registry
from tdesk.print.seating import print_move_slips, print_seating_list, print_table_sheets
from tdesk.services.seating.seating import bust_players, draw_seats, room, set_button


def _text(render, store, event_id) -> tuple[int, str]:  # type: ignore[no-untyped-def]
    buf = io.BytesIO()
    render(store, event_id, buf)
    reader = PdfReader(buf)
    return len(reader.pages), "\n".join(p.extract_text() for p in reader.pages)


def test_table_sheets_share_pages_with_button_and_fixed_seats(store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.services.seating.seating import set_fixed

    event_id = make_event("poker", players=12, seats_per_table=6)
    draw_seats(store, event_id, seed=1)
    set_button(store, event_id, 2, 4)
    fixed = room(store, event_id).tables[0].players[0]
    set_fixed(store, event_id, fixed.entry_id)
    pages, text = _text(print_table_sheets, store, event_id)
    assert pages == 1  # two 6-seat tables on one page, not a page each
    assert "Table 1" in text and "Table 2" in text and "6 players" in text
    assert "Мария Иванова" in text and "王伟" in text
    assert "\nF\n" in text and "F a fixed seat" in text


def test_twenty_tables_print_four_to_a_page(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=180, seats_per_table=9)
    draw_seats(store, event_id, seed=1)
    pages, text = _text(print_table_sheets, store, event_id)
    assert "Table 20" in text
    assert pages <= 6


def test_seating_list_is_alphabetical(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12)
    draw_seats(store, event_id, seed=1)
    _, text = _text(print_seating_list, store, event_id)
    names = [p.name for p in room(store, event_id).seated]
    positions = sorted((text.index(n), n) for n in names)
    # by surname, accents among their letters: Åberg first, Иванова after the Latin names
    from tdesk.names import sort_key

    assert [n for _, n in positions] == sorted(names, key=sort_key)
    assert [n for _, n in positions][:2] == ["Björn Åberg", "Oliver Hughes"]
    assert "12 players" in text


def test_move_slips_list_pending_moves(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12, seats_per_table=6, final_table_size=6)
    draw_seats(store, event_id, seed=5)
    for t in room(store, event_id).tables:
        set_button(store, event_id, t.number, t.players[0].seat)
    for p in room(store, event_id).table(1).players[:3]:
        bust_players(store, event_id, [p.entry_id])
    [move] = room(store, event_id).moves
    _, text = _text(print_move_slips, store, event_id)
    assert move.name in text
    assert f"table {move.to_table} seat {move.to_seat}" in text and "TDA-B2" in text


def test_seating_documents_are_registered() -> None:
    keys = {d.key for d in registry.for_kind("poker")}
    assert {"seat-cards", "table-sheets", "seating-list", "move-slips"} <= keys
    assert "seat-cards" in {d.key for d in registry.for_kind("ofc")}


def test_move_slips_of_a_final_table_redraw_list_each_player_once_TDA_F1_B(store, make_event) -> None:  # type: ignore[no-untyped-def]
    # issue 21: 6 fit the final table of 6; with draw seed 3 two players at table 1 swap seats.
    # The old slips gave one of them two slips (a spare seat first, then the drawn one).
    event_id = make_event("poker", players=8, seats_per_table=4, final_table_size=6)
    draw_seats(store, event_id, seed=3)
    out = room(store, event_id).table(2).players[:2]
    bust_players(store, event_id, [p.entry_id for p in out], {out[0].entry_id: 100,
                                                             out[1].entry_id: 200})
    moves = room(store, event_id).moves
    _, text = _text(print_move_slips, store, event_id)
    lines = text.split("\n")
    for p in room(store, event_id).seated:
        assert lines.count(p.name) == 1, (p.name, text)  # one slip each
    assert text.count("From table") == len(moves) == 6
    for m in moves:
        assert f"table {m.to_table} seat {m.to_seat}" in text
    assert "wait at seat" not in text
    a, b = [m for m in moves if m.swap is not None]
    assert f"Seats swap with {b.name}: they move together" in text
    assert f"Seats swap with {a.name}: they move together" in text
