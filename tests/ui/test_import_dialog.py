"""The import preview driven like a person: the encoding verdict, a refused row, choosing
another encoding, leaving refused rows out; the writing in the background (progress, Cancel,
the clock ticking meanwhile); then what the store holds."""

import threading
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from tdesk.rules.levels import clock as rc
from tdesk.services import clock as clock_service
from tdesk.services.players import PlayerFields, add_player, list_entries
from tdesk.ui.widgets import files
from tests.services.content import store_content

SWEDISH = ("name,rating,country\nBjörn Åberg,1500,SE\nAnna;1500\nSören Öberg,1400,SE\n"
           'Märta "Mä" Ström,"1300,SE\nÅsa Ek,1200,SE\n')


def _open_import(qtbot, window, event_id: int, monkeypatch, path: Path):  # type: ignore[no-untyped-def]
    window.reload_events(event_id)
    tab = window.show_tab("players")
    monkeypatch.setattr(files, "open_file", lambda *a, **k: path)
    qtbot.mouseClick(tab.import_button, Qt.MouseButton.LeftButton)
    return tab, tab.dialog


def _import(qtbot, dialog, count: int) -> None:  # type: ignore[no-untyped-def]
    """Click Import, wait for the writing (in the background) and read the result, then close."""
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.close_button.isVisible(), timeout=30_000)
    assert f"{count} player" in dialog.summary.text() and "imported" in dialog.summary.text()
    assert not dialog.import_button.isVisible()
    qtbot.waitUntil(lambda: dialog.close_button.height() > 0)  # laid out, as a person sees it
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def _row(dialog, line: int) -> list[str]:  # type: ignore[no-untyped-def]
    table = dialog.table
    for r in range(table.rowCount()):
        if table.item(r, 0).text() == str(line):
            return [table.item(r, c).text() for c in range(table.columnCount())]
    raise AssertionError(f"line {line} not in the preview")


def test_windows_1252_verdict_refused_rows_and_leaving_them_out(qtbot, window, store, make_event,
                                                                monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=0)
    path = tmp_path / "swedish.csv"
    path.write_bytes(SWEDISH.encode("cp1252"))
    before = store_content(store)
    tab, dialog = _open_import(qtbot, window, event_id, monkeypatch, path)
    verdict = dialog.verdict.text()
    assert "Windows-1252" in verdict and "detected" in verdict and "% sure" in verdict
    assert "commas" in verdict
    assert _row(dialog, 2)[1] == "Björn Åberg"  # not "Bjцrn Еberg"
    bad = _row(dialog, 3)
    assert "Anna;1500" in bad[-1] and "';'" in bad[-1]
    assert dialog.table.item(1, 0).background().color().name() == "#fde2e2"
    assert "never closes" in _row(dialog, 5)[-1]
    assert _row(dialog, 6)[1] == "Åsa Ek"  # reading goes on after the broken quote
    summary = dialog.summary.text()
    assert "Line 3: Name 'Anna;1500'" in summary and "<b>2 row" in summary
    # nothing is imported until the floor chooses to leave the refused rows out
    assert not dialog.import_button.isEnabled()
    assert dialog.skip_refused.isVisible()
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert store_content(store) == before
    dialog.skip_refused.click()
    assert dialog.import_button.isEnabled()
    assert dialog.import_button.text().startswith("&Import 3 player")
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.close_button.isVisible(), timeout=30_000)
    assert dialog.summary.text() == "<b>3 players imported.</b> 2 refused rows left out."
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Close is the default button now
    assert not dialog.isVisible()
    assert sorted(r.name for r in list_entries(store, event_id)) == [
        "Björn Åberg", "Sören Öberg", "Åsa Ek"]
    assert sorted(tab.visible_names()) == ["Björn Åberg", "Sören Öberg", "Åsa Ek"]


def test_choosing_another_encoding_rereads_the_file(qtbot, window, store, make_event,
                                                    monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=0)
    path = tmp_path / "koi8.csv"
    path.write_bytes("имя,рейтинг\nСергей Попов,1710\nИрина Волкова,1655\n".encode("koi8-r"))
    _tab, dialog = _open_import(qtbot, window, event_id, monkeypatch, path)
    assert "KOI8-R" in dialog.verdict.text()
    assert _row(dialog, 2)[1] == "Сергей Попов"
    combo = dialog.encoding
    combo.setFocus()
    target = combo.findData("cp1251")
    while combo.currentIndex() != target:  # arrow keys, as a person would pick it
        qtbot.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)
    assert "as chosen" in dialog.verdict.text() and "Windows-1251" in dialog.verdict.text()
    # read as Windows-1251 even the header is garbled: the preview says so, offers no import
    assert "No 'name' column" in dialog.summary.text()
    assert not dialog.import_button.isEnabled()
    combo.setCurrentIndex(combo.findData("auto"))
    assert _row(dialog, 2)[1] == "Сергей Попов"
    _import(qtbot, dialog, 2)
    assert sorted(r.name for r in list_entries(store, event_id)) == ["Ирина Волкова",
                                                                     "Сергей Попов"]


def test_file_that_cannot_be_read_offers_no_import(qtbot, window, store, make_event, monkeypatch,
                                                   tmp_path) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=0)
    path = tmp_path / "gbk.csv"
    path.write_bytes("姓名\n王伟\n".encode("gbk"))
    _tab, dialog = _open_import(qtbot, window, event_id, monkeypatch, path)
    dialog.encoding.setCurrentIndex(dialog.encoding.findData("utf-8"))
    assert "not valid UTF-8" in dialog.summary.text()
    assert dialog.table.rowCount() == 0 and not dialog.import_button.isEnabled()
    assert not dialog.skip_refused.isVisible()
    dialog.reject()
    assert list_entries(store, event_id) == []


def test_a_long_list_shows_every_refused_row_and_imports_every_accepted_one(
        qtbot, window, store, make_event, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=0)
    lines = [f"Player {i},{1000 + i % 500}" for i in range(3000)]
    lines[2500] = "Anna;1500"
    path = tmp_path / "long.csv"
    path.write_text("name,rating\n" + "\n".join(lines) + "\n", encoding="utf-8")
    _tab, dialog = _open_import(qtbot, window, event_id, monkeypatch, path)
    assert dialog.table.rowCount() == 2000
    assert "2,000 of the 3,000 rows" in dialog.verdict.text()
    assert "Anna;1500" in _row(dialog, 2502)[-1]  # line 2502 is far past the first 2,000
    dialog.skip_refused.click()
    _import(qtbot, dialog, 2999)
    assert len(list_entries(store, event_id)) == 2999


def test_a_big_file_is_read_in_the_background(qtbot, window, store, make_event, monkeypatch,
                                              tmp_path) -> None:  # type: ignore[no-untyped-def]
    from tdesk.ui import import_dialog

    monkeypatch.setattr(import_dialog, "BACKGROUND_BYTES", 100)  # "big" for this test
    event_id = make_event("poker", players=0)
    path = tmp_path / "big.csv"
    path.write_bytes(("name,rating\n" + "".join(f"Björn Åberg {i},{1500 + i}\n"
                                                  for i in range(1500))).encode("cp1252"))
    _tab, dialog = _open_import(qtbot, window, event_id, monkeypatch, path)
    assert dialog.task is not None
    assert not dialog.import_button.isEnabled()  # nothing to import while reading
    qtbot.waitUntil(lambda: dialog.preview is not None, timeout=20_000)
    assert "Windows-1252" in dialog.verdict.text()
    assert dialog.table.rowCount() == 1500 and dialog.import_button.isEnabled()
    _import(qtbot, dialog, 1500)
    assert len(list_entries(store, event_id)) == 1500


def _players_csv(tmp_path: Path, count: int) -> Path:
    path = tmp_path / "many.csv"
    path.write_text("name,rating\n" + "".join(f"Player {i},{1500 + i}\n" for i in range(count)),
                    encoding="utf-8")
    return path


def test_cancel_while_writing_saves_nothing_and_the_clock_keeps_ticking(
        qtbot, window, store, make_event, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from tdesk.ui import import_dialog

    event_id = make_event("poker", players=0)
    clock_service.clock_action(store, event_id, rc.Op(rc.Action.START))
    window.reload_events(event_id)
    clock = window.show_tab("clock")
    # the writing stops after its first 500 rows (flushed, not committed) until told to go on
    real, stalled, go_on = import_dialog.import_players, threading.Event(), threading.Event()

    def stalling(store, event_id, rows, *, progress, **more):  # type: ignore[no-untyped-def]
        def step(done: int, total: int) -> None:
            progress(done, total)
            if done > 0 and not go_on.is_set():
                stalled.set()
                go_on.wait(30)
                progress(done, total)  # raises once the floor pressed Cancel
        return real(store, event_id, rows, progress=step, **more)

    monkeypatch.setattr(import_dialog, "import_players", stalling)
    before = store_content(store)
    _tab, dialog = _open_import(qtbot, window, event_id, monkeypatch, _players_csv(tmp_path, 1200))
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert not dialog.import_button.isEnabled() and not dialog.encoding.isEnabled()
    qtbot.waitUntil(stalled.is_set, timeout=30_000)
    progress = dialog.import_task.dialog
    qtbot.waitUntil(progress.isVisible, timeout=5_000)
    # the worker's report is queued to the GUI thread: on a busy machine the dialog may
    # already be up (shown after 300 ms) before the report is delivered
    qtbot.waitUntil(lambda: (progress.value(), progress.maximum()) == (500, 1200),
                    timeout=5_000)
    shown = clock.time_label.text()
    qtbot.waitUntil(lambda: clock.time_label.text() != shown, timeout=5_000)  # still ticking
    qtbot.mouseClick(progress.findChild(QPushButton), Qt.MouseButton.LeftButton)
    go_on.set()
    qtbot.waitUntil(lambda: not dialog.importing, timeout=30_000)
    assert dialog.summary.text() == "<b>Import cancelled:</b> nothing was saved."
    assert not progress.isVisible() and dialog.isVisible()
    assert store_content(store) == before  # no player, no entry, no audit row, same revision
    # the floor tries again, this time to the end
    monkeypatch.setattr(import_dialog, "import_players", real)
    assert dialog.import_button.isEnabled() and dialog.encoding.isEnabled()
    _import(qtbot, dialog, 1200)
    assert len(list_entries(store, event_id)) == 1200


def test_escape_while_writing_cancels_the_writing_not_the_dialog(
        qtbot, window, store, make_event, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from tdesk.ui import import_dialog

    event_id = make_event("poker", players=0)
    real, stalled, go_on = import_dialog.import_players, threading.Event(), threading.Event()

    def stalling(store, event_id, rows, *, progress, **more):  # type: ignore[no-untyped-def]
        def step(done: int, total: int) -> None:
            stalled.set()
            go_on.wait(30)
            progress(done, total)
        return real(store, event_id, rows, progress=step, **more)

    monkeypatch.setattr(import_dialog, "import_players", stalling)
    _tab, dialog = _open_import(qtbot, window, event_id, monkeypatch, _players_csv(tmp_path, 20))
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(stalled.is_set, timeout=30_000)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    go_on.set()
    qtbot.waitUntil(lambda: not dialog.importing, timeout=30_000)
    assert dialog.isVisible() and "nothing was saved" in dialog.summary.text()
    assert list_entries(store, event_id) == []
    dialog.reject()


def test_a_name_registered_meanwhile_refuses_the_import_in_the_dialog(
        qtbot, window, store, make_event, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=0)
    _tab, dialog = _open_import(qtbot, window, event_id, monkeypatch, _players_csv(tmp_path, 30))
    add_player(store, event_id, PlayerFields("Player 7"))  # another station, after the preview
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.importing, timeout=30_000)
    assert "'Player 7': a player with this name is already registered" in dialog.summary.text()
    assert not dialog.import_button.isEnabled()
    assert [r.name for r in list_entries(store, event_id)] == ["Player 7"]
    dialog.reject()


# --- more encodings, the warning where detection is not sure, BOMs (issue 19) ------------------

import pytest  # noqa: E402

from tests.services.test_csv_io import PYTHON_CODECS, REALISTIC, _names  # noqa: E402


@pytest.mark.parametrize("encoding", sorted(REALISTIC))
def test_mac_dos_japanese_and_iso_cyrillic_files_import_exactly(
        qtbot, window, store, make_event, monkeypatch, tmp_path, encoding: str) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=0)
    path = tmp_path / "players.csv"
    text = REALISTIC[encoding]
    path.write_bytes(text.encode(PYTHON_CODECS[encoding]))
    _tab, dialog = _open_import(qtbot, window, event_id, monkeypatch, path)
    label = dialog.encoding.itemText(dialog.encoding.findData(encoding))
    assert label and f"Read as {label}: detected" in dialog.verdict.text()
    assert not dialog.doubt.isVisible() and not dialog.names_checked.isVisible()
    names = _names(text)
    assert [_row(dialog, n + 2)[1] for n in range(len(names))] == names
    assert dialog.import_button.isEnabled()
    _import(qtbot, dialog, len(names))
    assert sorted(r.name for r in list_entries(store, event_id)) == sorted(names)


def test_a_file_that_reads_two_ways_warns_and_waits_for_the_names_to_be_checked(
        qtbot, window, store, make_event, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=0)
    path = tmp_path / "gomez.csv"
    path.write_bytes("name\nCarlos Gómez\nAna Gómez\n".encode("mac_roman"))
    before = store_content(store)
    _tab, dialog = _open_import(qtbot, window, event_id, monkeypatch, path)
    assert dialog.doubt.isVisible()
    warning = dialog.doubt.text()
    assert "Not sure this is the right encoding" in warning and "also reads as" in warning
    assert "CP850" in warning or "Mac Roman" in warning
    assert not dialog.import_button.isEnabled()  # the warning is read before anything is saved
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert store_content(store) == before
    # the director picks Mac Roman by hand: the warning goes, the names read right
    combo = dialog.encoding
    combo.setCurrentIndex(combo.findData("mac-roman"))
    assert "as chosen" in dialog.verdict.text() and not dialog.doubt.isVisible()
    assert _row(dialog, 2)[1] == "Carlos Gómez"
    _import(qtbot, dialog, 2)
    assert sorted(r.name for r in list_entries(store, event_id)) == ["Ana Gómez", "Carlos Gómez"]


def test_confirming_the_names_of_a_doubtful_file_imports_them(
        qtbot, window, store, make_event, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=0)
    path = tmp_path / "korean.csv"
    path.write_bytes("name\n김민준\n".encode("euc-kr"))  # one name: Korean or Chinese?
    _tab, dialog = _open_import(qtbot, window, event_id, monkeypatch, path)
    assert dialog.doubt.isVisible() and dialog.names_checked.isVisible()
    assert not dialog.import_button.isEnabled()
    shown = _row(dialog, 2)[1]
    dialog.names_checked.click()
    assert dialog.import_button.isEnabled()
    _import(qtbot, dialog, 1)
    assert [r.name for r in list_entries(store, event_id)] == [shown]


def test_a_bom_on_every_line_imports_clean_names(qtbot, window, store, make_event, monkeypatch,
                                                 tmp_path) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=0)
    path = tmp_path / "pasted.csv"
    lines = ["name,country", "Anna Petrova,RU", "王伟,CN", "Åsa Öberg,SE"]
    path.write_bytes("".join(f"\ufeff{line}\r\n" for line in lines).encode("utf-8"))
    _tab, dialog = _open_import(qtbot, window, event_id, monkeypatch, path)
    assert [_row(dialog, n)[1] for n in (2, 3, 4)] == ["Anna Petrova", "王伟", "Åsa Öberg"]
    _import(qtbot, dialog, 3)
    assert sorted(r.name for r in list_entries(store, event_id)) == ["Anna Petrova",
                                                                     "Åsa Öberg", "王伟"]
