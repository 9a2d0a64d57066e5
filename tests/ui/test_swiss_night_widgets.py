"""A short Swiss night at the judges' desk through the real widgets (issue 37): a player
registered in the Add-player dialog, round 1 paired with the Rounds tab's button, the slips
typed as a judge types them (a draw, a 2-1), a Match loss issued in the Issue-penalty dialog
that turns a typed result (its mark shown), a drop in the Drop dialog, a late entry before
round 2, a wrong result corrected with its reason, round 2 paired by its key with no rematch,
the top cut started, played and finished, the Standings tab, the standings sheet printed from
the Print menu, ``tdesk results`` and ``tdesk export results``: the same places and points on each.

After each step the screen says what the database holds and the standings equal the test's
own book (``tests.services.swiss.test_swiss_day.Book``, from the rules, never the production
ranking). The penalty is issued in Swedish: the dialog's words and the result's tooltip are
the catalogue's."""

from __future__ import annotations

import csv
import io
import random
from types import SimpleNamespace

from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from tdesk import engine_text
from tdesk.models.tables import EntryStatus
from tdesk.services.penalties import penalties
from tdesk.services.players import get_entry, list_entries
from tdesk.services.swiss import pairing as swiss_pairing
from tdesk.services.swiss import swiss
from tdesk.services.swiss.final import final_rows
from tdesk.services.swiss.final_csv import final_results_csv
from tdesk.ui.pdf_preview import PdfPreviewDialog
from tests.nights.common import run_cli
from tests.services.swiss.test_swiss_day import (
    SCORES,
    Book,
    check_pairing,
    check_standings,
    counted,
)
from tests.ui.night_widgets import boxes_answered, in_language, translated


def _back_to_window(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """A dialog closed: the window's keys (its shortcuts) reach it once it is active again."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def _register(qtbot, window, type_text, name: str) -> int:  # type: ignore[no-untyped-def]
    """Players tab, Insert, the name typed, Save clicked: the new row shown and stored."""
    tab = window.show_tab("players")
    tab.table.setFocus()
    qtbot.keyClick(tab.table, Qt.Key.Key_Insert)
    dialog = tab.dialog
    qtbot.waitUntil(dialog.isVisible)
    type_text(dialog.name, name)
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Save),
                     Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.error.text()
    _back_to_window(qtbot, window)
    qtbot.waitUntil(lambda: name in tab.visible_names())
    [entry] = [e.entry_id for e in list_entries(window.ctx.store, window.ctx.event_id)
               if e.name == name]
    return entry


def _cells(tab) -> dict[int, tuple[str, str, str]]:  # type: ignore[no-untyped-def]
    """The Rounds tab's rows as shown: table -> (player, opponent, result)."""
    model = tab.model
    out = {}
    for r, row in enumerate(model.rows):
        shown = [model.data(model.index(r, c)) for c in (0, 1, 3, 5)]
        out[row.table] = (str(shown[1]), str(shown[2]), str(shown[3] or ""))
    return out


def _screen_is_store(tab, store, event) -> swiss.RoundInfo:  # type: ignore[no-untyped-def]
    """Each table's players and result on screen are the round's in the database."""
    info = swiss.get_round(store, event, tab.round_box.currentData())
    assert info is not None
    shown = _cells(tab)
    for t in info.tables:
        player, opponent, result = shown[t.table]
        assert (player, opponent) == (t.a_name, t.b_name or tab.model.tr("BYE")), t
        if t.done and not t.is_bye:
            assert result.split(" ")[0] == t.score.split(" ")[0], (t, result)
        elif not t.is_bye:
            assert result == "", (t, result)
    return info


def _type_result(qtbot, tab, table: int, score: str) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+R, "12 2-1", Enter: as the judge types a slip."""
    _back_to_window(qtbot, tab.window())
    qtbot.keyClick(tab, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(tab.table_input.hasFocus)
    qtbot.keyClicks(tab.table_input, f"{table} {score}")
    qtbot.keyClick(tab.table_input, Qt.Key.Key_Return)
    assert not tab.error.isVisible(), tab.error.text()


def _pair_with_button(qtbot, tab, number: int) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.job is None and tab.info is not None
                    and tab.info.number == number, timeout=30000)


class Night:
    """The event, the book and what the judges did to it."""

    def __init__(self, store, event: int) -> None:  # type: ignore[no-untyped-def]
        self.store, self.event = store, event
        self.book = Book()
        self.everyone = [e.entry_id for e in list_entries(store, event)]
        self.dropped: set[int] = set()
        self.had_bye: set[int] = set()

    def check(self, why: str) -> list[int]:
        return check_standings(self.store, self.event, self.book, self.everyone, self.dropped,
                               why)

    def paired(self, info: swiss.RoundInfo) -> None:
        active = set(self.everyone) - self.dropped
        check_pairing(self.book, info, active, self.had_bye)  # no rematch, CG-B1's bye
        for t in info.tables:
            if t.is_bye:
                self.had_bye.add(t.a_id)
                self.book.tables[(info.number, t.table)] = (t.a_id, None, 2, 0)

    def result(self, info: swiss.RoundInfo, table: int, score: str,
               losses: dict[int, str] | None = None) -> None:
        t = next(t for t in info.tables if t.table == table)
        losses = losses or {}
        aw, bw = counted(*SCORES[score], losses.get(t.a_id, ""),
                         losses.get(t.b_id, ""))  # type: ignore[arg-type]
        self.book.tables[(info.number, table)] = (t.a_id, t.b_id, aw, bw)


def _standings_shown(window, night: Night, why: str) -> list[tuple[int, str, int]]:  # type: ignore[no-untyped-def]
    """The Standings tab's (place, name, points), checked against final_rows."""
    tab = window.show_tab("standings")
    tab.refresh()
    model = tab.model
    shown = [(int(model.data(model.index(r, 0))), str(model.data(model.index(r, 1))),
              int(model.data(model.index(r, 2)))) for r in range(model.rowCount())]
    rows = final_rows(night.store, night.event)
    assert [(r.place, r.row.name + (" (dropped)" if r.row.dropped else ""),
             r.row.standing.points) for r in rows] == shown, why
    return shown


def test_a_short_swiss_night_at_the_desk(qtbot, qapp, window, store, make_event, type_text,  # type: ignore[no-untyped-def]
                                         monkeypatch, tmp_path) -> None:
    lots = random.Random(37)  # the lots the desk draws from secrets: seeded, so a failure replays
    monkeypatch.setattr(swiss_pairing, "secrets", SimpleNamespace(randbits=lots.getrandbits))
    event = make_event("swiss", players=6, name="Friday Swiss", rounds=2, top_cut=4)
    window.reload_events(event)
    window.resize(1500, 950)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    night = Night(store, event)
    # registration: a walk-up player typed in the Add-player dialog (seven: a bye in round 1)
    night.everyone.append(_register(qtbot, window, type_text, "Ingrid Holm"))
    # round 1 paired with the button; the screen shows the tables the database holds
    tab = window.show_tab("rounds")
    _pair_with_button(qtbot, tab, 1)
    info = _screen_is_store(tab, store, event)
    night.paired(info)
    assert tab.status.text() == "Round 1 of 2 — 3 results missing"
    played = [t for t in info.tables if not t.is_bye]
    scores = dict(zip((t.table for t in played), ("1-1", "2-1", "2-0"), strict=True))
    for table, score in scores.items():  # a draw, a 2-1, a 2-0
        _type_result(qtbot, tab, table, score)
        night.result(info, table, score)
    info = _screen_is_store(tab, store, event)
    assert {t: _cells(tab)[t][2] for t in scores} == scores
    assert tab.status.text() == "Round 1 of 2 — all results in"
    night.check("round 1 typed")
    # a Match loss for the 2-0 winner (seen marked cards during the match), issued in the
    # Issue-penalty dialog in Swedish: the slip said 2-0, the match counts 0-2, marked ML
    ml_table = played[2]
    with in_language(qapp, monkeypatch, "sv"):
        pens = window.show_tab("penalties")
        qtbot.mouseClick(pens.issue_button, Qt.MouseButton.LeftButton)
        dialog = pens.dialog
        qtbot.waitUntil(dialog.isVisible)
        assert dialog.windowTitle() == translated("PenaltyDialog", "Issue penalty")
        assert dialog.save_button.text() != "Save" and dialog.save_button.text()
        dialog.player.clear()
        type_text(dialog.player, ml_table.a_name)
        assert dialog.entry_id() == ml_table.a_id
        dialog.infraction.setCurrentIndex(dialog.infraction.findData("tardiness-severe"))
        loss = dialog.penalty.currentText()  # the rules' name, catalogued
        assert loss == translated(engine_text.CONTEXT, "Match loss"), loss
        assert translated("PenaltyDialog", "{0} counts in round {1} (PEN-2).").format(
            loss, 1) in dialog.preview_text()
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
        assert not dialog.isVisible(), dialog.error.text()
        night.book.penalties[ml_table.a_id].append("ML")
        night.result(info, ml_table.table, "2-0", {ml_table.a_id: "ML"})
        tab = window.show_tab("rounds")
        qtbot.waitUntil(lambda: _cells(tab)[ml_table.table][2].startswith("0-2 "))
        model = tab.model
        row = next(i for i, r in enumerate(model.rows) if r.table == ml_table.table)
        tip = model.data(model.index(row, 5), Qt.ItemDataRole.ToolTipRole)
        assert tip == translated("TablesModel", "Match loss for {0} (a penalty, PEN-2): the "
                                 "slip said {1}, the match counts {2}.").format(
            ml_table.a_name, "2-0", "0-2")
    assert _cells(tab)[ml_table.table][2] == "0-2 ML"
    assert [p.penalty for p in penalties.list_penalties(store, event)] == ["match_loss", "warning"]  # PEN-1
    _screen_is_store(tab, store, event)
    night.check("match loss in round 1")
    # a wrong result put right: table of the draw was 2-1; the reason asked, then recorded
    draw = played[0]
    _back_to_window(qtbot, window)
    qtbot.keyClick(tab, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(tab.table_input, f"{draw.table} 1-2")
    qtbot.keyClick(tab.table_input, Qt.Key.Key_Return)
    assert tab.reason_input.isVisible() and f"Table {draw.table} already has 1-1" in \
        tab.error.text()
    qtbot.keyClicks(tab.reason_input, "slip signed the wrong way")
    qtbot.keyClick(tab.reason_input, Qt.Key.Key_Return)
    assert not tab.reason_input.isVisible() and not tab.error.isVisible()
    night.result(info, draw.table, "1-2")
    assert _cells(tab)[draw.table][2] == "1-2 (corrected)"
    stored = next(t for t in swiss.get_round(store, event, 1).tables if t.table == draw.table)
    assert stored.score.startswith("1-2") and stored.corrections == 1
    _screen_is_store(tab, store, event)
    night.check("correction")
    # a drop: the Drop dialog on the 2-1 loser, OK clicked
    leaving = played[1].b_id
    tab.table.select_where(lambda r: r.table == played[1].table)
    qtbot.mouseClick(tab.drop_button, Qt.MouseButton.LeftButton)
    drop = tab.dialog
    qtbot.waitUntil(drop.isVisible)
    drop.player.setCurrentIndex(drop.player.findData(leaving))
    qtbot.mouseClick(drop.ok_button, Qt.MouseButton.LeftButton)
    assert not drop.isVisible()
    assert get_entry(store, leaving).status == EntryStatus.DROPPED
    night.dropped.add(leaving)
    night.check("drop")
    # a late entry before round 2 (CG-P2): in the Add-player dialog, in the next pairing
    night.everyone.append(_register(qtbot, window, type_text, "Late Lars"))
    night.check("late entry")
    # round 2 by its key (Ctrl+Shift+N): seven active, no rematch, the bye to a player without
    tab = window.show_tab("rounds")
    _back_to_window(qtbot, window)
    tab.setFocus()
    qtbot.keyClick(tab, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: tab.job is None and tab.info is not None and tab.info.number == 2,
                    timeout=30000)
    info = _screen_is_store(tab, store, event)
    night.paired(info)
    assert any(t.a_id == night.everyone[-1] or t.b_id == night.everyone[-1]
               for t in info.tables)  # the late entry plays
    for t, score in zip((t for t in info.tables if not t.is_bye), ("2-0", "0-2", "2-1"),
                        strict=True):
        _type_result(qtbot, tab, t.table, score)
        night.result(info, t.table, score)
    _screen_is_store(tab, store, event)
    order = night.check("round 2")
    # the top cut of four from the standings: the button asks, Yes clicked in the box
    with boxes_answered() as said:
        qtbot.mouseClick(tab.cut_button, Qt.MouseButton.LeftButton)
    assert said.texts == ["Start the top cut from the current standings?"]
    qtbot.waitUntil(lambda: tab.info is not None and tab.info.stage == "cut")
    seeds = [p for p in order if p not in night.dropped][:4]
    info = _screen_is_store(tab, store, event)
    assert {frozenset((t.a_id, t.b_id)) for t in info.tables} == {
        frozenset((seeds[0], seeds[3])), frozenset((seeds[1], seeds[2]))}
    winners = []
    for t, score in zip(info.tables, ("2-1", "0-2"), strict=True):
        _type_result(qtbot, tab, t.table, score)
        winners.append(t.a_id if score == "2-1" else t.b_id)
    semis = info
    _pair_with_button(qtbot, tab, info.number + 1)  # the final
    info = _screen_is_store(tab, store, event)
    [final] = info.tables
    assert {final.a_id, final.b_id} == set(winners)
    _type_result(qtbot, tab, final.table, "2-0")
    assert not tab.pair_button.isEnabled() and not tab.cut_button.isEnabled()
    order = night.check("after the top cut")  # the Swiss standings do not move with the cut
    champion, finalist = final.a_id, final.b_id
    lost_semi = sorted((t.b_id if t.a_id in winners else t.a_id for t in semis.tables),
                       key=order.index)
    expected = [champion, finalist, *lost_semi]
    expected += [p for p in order if p not in expected]
    names = {e.entry_id: e.name for e in list_entries(store, event)}
    # the Standings tab, the sheet printed from the Print menu and tdesk export results
    shown = _standings_shown(window, night, "final")
    assert [name.removesuffix(" (dropped)") for _, name, _ in shown] == [
        names[p] for p in expected]
    assert [points for _, _, points in shown] == [night.book.points(p) for p in expected]
    window.findChild(QAction, "print_standings").trigger()
    preview = next(d for d in window.findChildren(PdfPreviewDialog) if d.isVisible())
    sheet = "\n".join(p.extract_text() for p in PdfReader(preview.pdf_path).pages)
    preview.close()
    lines = [line.strip().removesuffix(" (dropped)") for line in sheet.splitlines()]
    printed = {name: int(place) for place, name in zip(lines, lines[1:], strict=False)
               if place.isdigit() and name in names.values()}
    assert printed == {name.removesuffix(" (dropped)"): place for place, name, _ in shown}
    out = tmp_path / "results.csv"
    assert store.path is not None
    code, _ = run_cli("export", "results", "--db", str(store.path), "--event", "Friday Swiss",
                      "-o", str(out))
    assert code == 0 and out.read_bytes() == final_results_csv(store, event)
    exported = list(csv.DictReader(io.StringIO(out.read_bytes().decode("utf-8-sig"))))
    assert [(int(r["place"]), r["name"], int(r["points"])) for r in exported] == [
        (place, name.removesuffix(" (dropped)"), points) for place, name, points in shown]
    assert {r["name"] for r in exported if r["dropped"] == "1"} == {names[leaving]}
    code, said = run_cli("results", "--db", str(store.path), "--event", "Friday Swiss")
    assert code == 0 and [line.split() for line in said.splitlines() if line.strip()] == [
        [str(place), *name.split(), str(points), "point" if points == 1 else "points"]
        for place, name, points in shown]
    assert QApplication.activeModalWidget() is None
