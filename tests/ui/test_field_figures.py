"""One figure everywhere it is shown (issue 35): entries (re-entries in), players left (paid,
still in), chips in play (purchases, a chip race, a Day 2's bags) and the average stack read
the same in the services, the Clock tab, the projector, the Money tab, the player screens'
JSON and the printed chip-count sheet, for a flight with re-entries, add-ons, an unpaid
registration and a chip race, and for the Day 2 it feeds."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from tdesk.rules.seating.chiprace import SeatChips, race
from tdesk.services import clock, players
from tdesk.services.events import create_event
from tdesk.services.money import money
from tdesk.services.seating import flights
from tdesk.services.seating.seating import bust_players, draw_seats, seat_late_entry
from tdesk.ui.money.common import num
from tdesk.ui.money.summary import projector_cells
from tdesk.ui.wall.projector_text import projector_text
from tdesk.web.snapshot import clock_payload, read_snapshot

STACK = 30000
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ida", "Jo", "Kai"]


def _flight(store):  # type: ignore[no-untyped-def]
    """Day 1A: 11 registered, 10 paid (Kai never paid), 3 busted, 2 of them re-entered, two
    add-ons, a chip race that took 100 out of play. Entries 12, left 9."""
    parent = create_event(store, "Main Event", "poker",
                          settings={"starting_stack": STACK, "flight_stop_players": 3})
    money.set_terms(store, parent, {"buy_in": 100, "fee": 10, "reentry_limit": 1,
                                    "addon_price": 50, "addon_chips": 10000})
    flight = flights.create_flight(store, parent, "Main Event Day 1A")
    ids = dict(zip(NAMES, players.import_players(
        store, flight, [players.PlayerFields(name=n) for n in NAMES]), strict=True))
    money.take_entries(store, flight, [ids[n] for n in NAMES[:10]])
    draw_seats(store, flight, seed=7)
    for name in ("Ann", "Bo", "Cy"):
        bust_players(store, flight, [ids[name]])
    for name in ("Ann", "Bo"):
        money.take_payment(store, flight, ids[name], "reentry")
        seat_late_entry(store, flight, ids[name], seed=3)
    for name in ("Di", "Ed"):
        money.take_payment(store, flight, ids[name], "addon")
    holdings = [SeatChips(seat, count, 20000) for seat, count in enumerate((3, 1, 0), start=1)]
    chip_race = race(holdings, 25, 100, seed=11)
    clock.record_chip_race(store, flight, chip_race, "Table 1")
    delta = sum(s.value_after - s.value_before for s in chip_race.seats)
    return parent, flight, ids, 12 * STACK + 2 * 10000 + delta


def _shown(qtbot, window, store, event_id):  # type: ignore[no-untyped-def]
    """(entries, left, average) as every place shows them, each one checked to agree."""
    info = clock.get_clock(store, event_id)
    summary = money.money_summary(store, event_id)
    c = info.counts
    assert (summary.entries, summary.players_left, summary.chips_in_play,
            summary.average_stack) == (c.entries, c.players_left, c.total_chips, c.average_stack)
    now = dt.datetime.now(dt.UTC)
    shown = projector_text(info, now)
    assert shown.players == num(c.players_left) and shown.average == num(c.average_stack)
    cells = dict(projector_cells(money.display_summary(store, event_id)))
    assert cells["PLAYERS"] == f"{num(c.players_left)} of {num(c.entries)}"
    assert cells["AVG STACK"] == num(c.average_stack)
    data = clock_payload(read_snapshot(store, event_id), now)
    assert (data["entries"], data["players_left"], data["average"], data["counted_average"]) \
        == (c.entries, c.players_left, c.average_stack, c.average_stack)
    window.reload_events(event_id)
    tab = window.show_tab("clock")
    tab.refresh()
    assert (tab.entries_spin.value(), tab.left_spin.value()) == (c.entries, c.players_left)
    assert tab.average_label.text() == num(c.average_stack)
    lines = tab.money_label.text().splitlines()
    assert f"{num(c.players_left)} of {num(c.entries)} left" in lines
    assert f"Average stack {num(c.average_stack)}" in lines
    money_tab = window.show_tab("money")
    qtbot.waitUntil(money_tab.isVisible)
    money_tab.refresh()
    assert f" · {c.players_left} of {c.entries} left · " in money_tab.headline.text()
    return c, tab


def test_one_figure_everywhere_in_a_flight_and_its_day2(qtbot, window, store, tmp_path: Path
                                                          ) -> None:  # type: ignore[no-untyped-def]
    parent, flight, ids, in_play = _flight(store)
    c, tab = _shown(qtbot, window, store, flight)
    assert (c.entries, c.players_left, c.total_chips) == (12, 9, in_play)
    assert clock.get_clock(store, parent).over == ""  # Day 2 not built: heads the 12, not over
    assert c.average_stack == in_play // 9
    # nobody counted yet: no chip leader, nothing counted to compare
    assert c.leader is None and c.counted_chips == 0
    assert not any(line.startswith("Chip leader") for line in tab.money_label.text().splitlines())
    # the printed chip-count sheet says the same
    from pypdf import PdfReader

    from tdesk.cli import main
    pdf = tmp_path / "counts.pdf"
    store_url = store.url
    assert main(["print", "chip-counts", "--db", store_url, "--event", "Main Event Day 1A",
                 "-o", str(pdf)]) == 0
    text = " ".join((p.extract_text() or "") for p in PdfReader(str(pdf)).pages)
    assert f"Players left 9 of 12 · chips in play {num(in_play)} · counted 0" in text
    # bag the nine, then Day 2: the bags are the chips in play (FLT-4)
    left = [r for r in players.list_entries(store, flight) if r.status == "active"
            and r.name != "Kai"]
    bags = {r.entry_id: 40000 + 1000 * i for i, r in enumerate(left)}
    flights.bag_survivors(store, flight, bags)
    flights.build_day2(store, parent)
    c, tab = _shown(qtbot, window, store, parent)
    assert (c.entries, c.players_left, c.total_chips) == (12, 9, sum(bags.values()))
    assert c.average_stack == sum(bags.values()) // 9
    assert c.counted_chips == sum(bags.values()) and c.leader_chips == max(bags.values())
    assert f"Chip leader {c.leader} ({num(c.leader_chips)})" in tab.money_label.text()


def test_counts_page_compares_only_counted_stacks(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Everyone took an add-on, one busted: before a single count the page shows no red
    difference (the starting stacks are not a count) and the Clock tab no chip leader."""
    event = make_event("poker", 4, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "addon_price": 50, "addon_chips": 10000})
    ids = [r.entry_id for r in players.list_entries(store, event)]
    money.take_entries(store, event, ids)
    draw_seats(store, event, tables=1, seed=7)
    for entry_id in ids:
        money.take_payment(store, event, entry_id, "addon")
    bust_players(store, event, [ids[0]])
    window.reload_events(event)
    tab = window.show_tab("money")
    qtbot.waitUntil(tab.isVisible)
    page = tab.counts
    tab.pages.setCurrentWidget(page)
    page.table_choice.setCurrentIndex(page.table_choice.findData(-1))
    assert "3 players not counted yet; 120,000 chips in play" in page.room_check.text()
    assert "Chip leader" not in page.stats.text()
    clock_tab = window.show_tab("clock")
    clock_tab.refresh()
    assert "Chip leader" not in clock_tab.money_label.text()
    tab = window.show_tab("money")
    for (_, edit), chips in zip(page.inputs, (60000, 40000, 20000), strict=True):
        qtbot.keyClicks(edit, str(chips))
    assert "120,000 counted = 120,000 in play" in page.room_check.text()
    page.save_count()
    clock_tab = window.show_tab("clock")
    clock_tab.refresh()
    assert "Chip leader" in clock_tab.money_label.text() and "60,000" in \
        clock_tab.money_label.text()
