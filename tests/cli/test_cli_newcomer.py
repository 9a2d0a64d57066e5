"""What a newcomer met on the command line (issue 40): a missing ``--event`` lists the events
as a wrong one does; ``tdesk print list`` lines its titles up whatever a key's length;
``tdesk snapshot`` says nothing on stderr; ``tdesk serve`` with its output in a file has
written its addresses there while it runs."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest

from tdesk.cli import main, translate
from tdesk.models.store import Store
from tdesk.print import registry
from tdesk.services.people import series

pytestmark = pytest.mark.timeout(180)


@pytest.fixture
def two(store: Store, make_event: Callable[..., int]) -> Store:
    cup = make_event("poker", players=4, name="Beta Cup")
    make_event("swiss", players=4, name="Alpha Swiss")
    sid = series.create_series(store, "Tuesdays", formula="sqrt", params={"k": "100"})
    series.add_events(store, sid, [cup])
    return store


def _verbs(tmp_path: Path) -> list[list[str]]:
    csv = tmp_path / "p.csv"
    csv.write_text("name\nZed\n", encoding="utf-8")
    return [["import", "players", str(csv)], ["export", "players", "-o", str(tmp_path / "x")],
            ["print", "players", "-o", str(tmp_path / "x.pdf")], ["serve"], ["bounties"],
            ["satellite"], ["results"], ["flights", "status"], ["judge", "list"],
            ["decklist", "import", str(csv)], ["hand-for-hand", "status"],
            ["phones", "status"], ["pods", "show"], ["tables", "show"],
            ["ratings", "preview"], ["series", "add", "Tuesdays"]]


def _refusal(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    try:
        code = main(argv)
    except SystemExit as exit_:  # argparse's refusal
        code = exit_.code
    err = capsys.readouterr().err
    assert code == 2 and len(err.splitlines()) == 1, err
    return err


@pytest.mark.parametrize("verb", range(16))
def test_a_missing_event_lists_the_events_as_a_wrong_one_does(
        two: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str], verb: int) -> None:
    argv = [*_verbs(tmp_path)[verb], "--db", two.url]
    listed = "(Alpha Swiss; Beta Cup)"
    wrong = _refusal([*argv, "--event", "Gamma"], capsys)
    assert listed in wrong, wrong
    missing = _refusal(argv, capsys)
    assert listed in missing and "--event" in missing, missing


def test_a_missing_event_in_an_empty_store_says_it_has_none(
        store: Store, capsys: pytest.CaptureFixture[str]) -> None:
    err = _refusal(["print", "players", "-o", "x.pdf", "--db", store.url], capsys)
    assert "the store has no events" in err


def test_print_list_lines_the_titles_up_after_the_longest_key(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["print", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(registry.DOCUMENTS)
    longest = max(len(doc.key) for doc in registry.DOCUMENTS)
    assert longest > 16  # decklists-missing: the width this test is about
    columns = set()
    for line, doc in zip(lines, registry.DOCUMENTS, strict=True):
        title = translate("documents", doc.title)
        assert line.startswith(doc.key + " ")
        columns.add(line.index(title, len(doc.key)))
    assert columns == {longest + 2}


def _env(tmp_path: Path) -> dict[str, str]:
    """The command as a person starts it: Python's output buffered as it is by default (a
    PYTHONUNBUFFERED in the test's own environment would hide a missing flush)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TDESK_DATA_DIR": str(tmp_path / "d"),
           "TDESK_STAFF": "Floor"}
    env.pop("PYTHONUNBUFFERED", None)
    return env


@pytest.mark.parametrize("view", ["main", "ofc"])
def test_snapshot_says_nothing_on_stderr(store: Store, make_event: Callable[..., int],
                                         tmp_path: Path, view: str) -> None:
    make_event("ofc", players=8, name="OFC Night")
    out = tmp_path / "s.png"
    done = subprocess.run([sys.executable, "-m", "tdesk", "snapshot", view, "--db", store.url,
                           "--event", "OFC Night", "-o", str(out)], env=_env(tmp_path),
                          capture_output=True, text=True, timeout=150)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert out.read_bytes().startswith(b"\x89PNG")


def test_the_snapshot_filter_passes_every_other_qt_message(qtlog) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import qWarning

    from tdesk.ui.snapshot import quiet_size_hints

    with quiet_size_hints("offscreen"):
        qWarning("This plugin does not support propagateSizeHints()")
        qWarning("something else went wrong")
    qWarning("This plugin does not support propagateSizeHints()")  # outside: as Qt says it
    said = [record.message for record in qtlog.records]
    assert said == ["something else went wrong",
                    "This plugin does not support propagateSizeHints()"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_serve_into_a_file_has_written_its_address_while_it_runs(
        two: Store, tmp_path: Path) -> None:
    port = _free_port()
    log = tmp_path / "serve.log"
    with log.open("w") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "tdesk", "serve", "--db", two.url, "--event", "Beta Cup",
             "--host", "127.0.0.1", "--port", str(port)],
            stdout=out, stderr=subprocess.STDOUT, env=_env(tmp_path))
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:  # until the screens answer (or the command ended)
            assert proc.poll() is None, log.read_text()
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5):
                    break
            except OSError:
                time.sleep(0.1)
        address = f"http://127.0.0.1:{port}/"
        deadline = time.monotonic() + 30
        while address not in log.read_text() and time.monotonic() < deadline:
            time.sleep(0.1)  # the announcement follows the server's start at once
        assert proc.poll() is None
        assert address in log.read_text().splitlines()[1], log.read_text()
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=30)
