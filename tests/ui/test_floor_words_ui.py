"""Issue 21 on screen: the import preview's columns fit what they hold, and the Results page,
the Log tab and the event line speak the interface language (Russian here)."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

from PySide6.QtCore import Qt

from tdesk.services.events import get_event, update_event
from tdesk.ui.widgets import files

LONG_NAMES = ("Мария Александровна Иванова-Петрова", "Екатерина Владимировна Соколова",
              "Åsa-Lena Söderström-Lindqvist")


def test_import_preview_shows_whole_names_and_a_narrow_problem_column(
        qtbot, window, store, make_event, monkeypatch, tmp_path: Path, russian) -> None:  # type: ignore[no-untyped-def]
    """Issue 21: names were cut to "Мария …" while the Problem column, empty, was stretched
    over half the table. Now every column is as wide as what it holds."""
    event_id = make_event("poker", players=0)
    path = tmp_path / "long.csv"
    path.write_text("name,rating,country\n" + "".join(f"{n},1500,RU\n" for n in LONG_NAMES),
                    encoding="utf-8")
    window.reload_events(event_id)
    tab = window.show_tab("players")
    monkeypatch.setattr(files, "open_file", lambda *a, **k: path)
    qtbot.mouseClick(tab.import_button, Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 3)
    table = dialog.table
    metrics = table.fontMetrics()
    last = table.columnCount() - 1  # the Problem column is the last (a poker event's preview
    assert table.horizontalHeaderItem(last).text() == "Проблема"  # has no rating: issue 35)
    for row, name in enumerate(LONG_NAMES):
        assert table.item(row, 1).text() == name
        assert table.columnWidth(1) >= metrics.horizontalAdvance(name), name  # never elided
    problem = table.horizontalHeader().sectionSizeHint(last)
    assert table.columnWidth(last) <= problem + 4  # as wide as its head says, no wider
    assert table.columnWidth(last) < table.columnWidth(1)
    dialog.reject()


def test_results_page_log_tab_and_event_line_in_russian(
        qtbot, window, store, make_event, russian) -> None:  # type: ignore[no-untyped-def]
    """Issue 21: "ICM deal, 5,000 played for" on the Results page, ISO dates in the Log tab
    and the window's event line under a Russian interface."""
    from tests.print.test_floor_words import _icm_deal

    event_id = _icm_deal(store, make_event)
    event = get_event(store, event_id)
    update_event(store, event_id, name=event.name, date=dt.date(2026, 3, 14), venue="Малмё",
                 settings=event.settings)
    window.reload_events(event_id)
    assert "14.03.2026" in window.event_details.text()
    money = window.show_tab("money")
    qtbot.waitUntil(money.isVisible)
    money.pages.setCurrentWidget(money.results)
    table = money.results.table
    notes = {table.item(r, 5).text() for r in range(table.rowCount())} - {""}
    assert notes == {"Сделка по ICM, разыгрывается 5\u00a0000: agreed at 01:10"}
    log = window.show_tab("log")
    first = log.model.index(0, 0).data()
    assert re.fullmatch(r"\d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d", first), first
