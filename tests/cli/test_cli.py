"""The ``tdesk`` command end to end, as a reviewer runs it."""

import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader

from tdesk.cli import main
from tdesk.demo import DEMO_EVENTS
from tdesk.models.store import Store
from tdesk.services.events import find_event, list_events
from tdesk.services.players import list_entries
from tests.cli.in_process import tdesk

POKER = DEMO_EVENTS[0][0]


def _tdesk(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tdesk", *args], cwd=cwd, text=True,
                          capture_output=True, timeout=240)


@pytest.fixture
def demo_db(demo_copy: str) -> str:
    """The demo store ``tdesk demo`` made once for the run (tests/conftest.py), a copy each."""
    return demo_copy


def test_demo_has_one_event_of_each_kind_with_mixed_names(demo_db: str) -> None:
    store = Store(demo_db)
    events = list_events(store)
    # one event of each kind, and the formats' own demos beside them (a satellite, issue 23)
    assert {e.kind for e in events} == {"league", "ofc", "poker", "swiss"}
    assert {name for name, *_ in DEMO_EVENTS} <= {e.name for e in events}
    names = [r.name for e in events for r in list_entries(store, e.id)]
    assert any("\u0400" <= c <= "\u04ff" for n in names for c in n)  # Cyrillic
    assert any("\u4e00" <= c <= "\u9fff" for n in names for c in n)  # Chinese
    assert any(c in "åäöÅÄÖ" for n in names for c in n)  # Swedish


def test_the_readme_counts_the_demo_events(demo_db: str) -> None:
    """Issue 40: the README said "one event of each kind" of a demo that makes 17."""
    import re

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    said = re.search(r"create a demo store \((\d+) events of all four kinds\)", readme)
    assert said is not None
    store = Store(demo_db)
    try:
        assert int(said.group(1)) == len(list_events(store))
    finally:
        store.close()


def test_demo_again_without_yes_keeps_existing_results(demo_db: str) -> None:
    store = Store(demo_db)
    event = find_event(store, POKER)
    before = len(list_entries(store, event.id))
    assert main(["demo", "--no-gui", "--db", demo_db]) == 0  # no tty: not recreated
    assert find_event(store, POKER).id == event.id
    assert main(["demo", "--no-gui", "--yes", "--db", demo_db]) == 0
    recreated = find_event(store, POKER)
    assert recreated.id != event.id
    assert len(list_entries(store, recreated.id)) == before


def test_print_players_pdf_contains_names(demo_db: str, tmp_path: Path) -> None:
    out = tmp_path / "players.pdf"
    assert main(["print", "players", "--db", demo_db, "--event", POKER, "-o", str(out)]) == 0
    text = "".join(page.extract_text() for page in PdfReader(out).pages)
    store = Store(demo_db)
    names = [r.name for r in list_entries(store, find_event(store, POKER).id)]
    cyrillic = next(n for n in names if any("\u0400" <= c <= "\u04ff" for c in n))
    chinese = next(n for n in names if any("\u4e00" <= c <= "\u9fff" for c in n))
    swedish = next(n for n in names if any(c in "åäöÅÄÖ" for c in n))
    for name in (cyrillic, chinese, swedish):
        assert name in text


def test_snapshot_players_writes_png(demo_db: str, tmp_path: Path) -> None:
    out = tmp_path / "players.png"
    result = tdesk("snapshot", "players", "--db", demo_db, "--event", POKER, "-o", str(out),
                   "--size", "1200x800")  # the image is the subject: in this process
    assert result.returncode == 0, result.stderr
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200, 800)


def test_export_then_import_into_new_event(demo_db: str, tmp_path: Path) -> None:
    csv_path = tmp_path / "p.csv"
    assert main(["export", "players", "--db", demo_db, "--event", "HUSC Season 3",
                 "-o", str(csv_path)]) == 0
    from tdesk.services.events import create_event

    store = Store(demo_db)
    create_event(store, "Copy", "league")
    # the demo's people play several events, some as namesakes: the import asks who they are
    assert main(["import", "players", str(csv_path), "--db", demo_db, "--event", "copy"]) != 0
    assert list_entries(store, find_event(store, "Copy").id) == []
    assert main(["import", "players", str(csv_path), "--db", demo_db, "--event", "copy",
                 "--new-people"]) == 0
    assert len(list_entries(store, find_event(store, "Copy").id)) == 16


@pytest.mark.parametrize("args, message", [
    (["print", "players", "--event", "No such event", "-o", "x.pdf"], "No event named 'No such event'"),
    (["print", "nonsense", "--event", POKER, "-o", "x.pdf"], "Document 'nonsense': unknown"),
    (["snapshot", "players", "--event", POKER, "-o", "x.png", "--size", "big"], "--size 'big'"),
    (["import", "players", "missing.csv", "--event", POKER], "No such file"),
])
def test_errors_are_one_line_without_traceback(demo_db: str, tmp_path: Path, args: list[str],
                                               message: str) -> None:
    result = _tdesk(*args, "--db", demo_db, cwd=tmp_path)
    assert result.returncode != 0
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], result.stderr


def test_not_a_store_is_refused_cleanly(tmp_path: Path) -> None:
    bogus = tmp_path / "bogus.db"
    bogus.write_text("not a database")
    result = _tdesk("backup", "--db", f"sqlite:///{bogus}", "-o", str(tmp_path / "b.db"),
                    cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.strip().endswith("is not a tdesk store (not an SQLite database).")
    assert bogus.read_text() == "not a database"


def test_import_bad_csv_lists_rows_and_saves_nothing(demo_db: str, tmp_path: Path) -> None:
    bad = tmp_path / "bad.csv"
    bad.write_text("name,rating\nA,1\n,2\nB,x\n", encoding="utf-8")
    result = _tdesk("import", "players", str(bad), "--db", demo_db, "--event", POKER, cwd=tmp_path)
    assert result.returncode == 2
    assert "Line 3: Name ''" in result.stderr and "Line 4: Rating 'x'" in result.stderr
    assert "nothing was imported" in result.stderr
    store = Store(demo_db)
    assert "A" not in [r.name for r in list_entries(store, find_event(store, POKER).id)]


def test_backup_copy_opens(demo_db: str, tmp_path: Path) -> None:
    out = tmp_path / "copy.db"
    assert main(["backup", "--db", demo_db, "-o", str(out)]) == 0
    assert len(list_events(Store(f"sqlite:///{out}"))) == len(list_events(Store(demo_db)))


def test_unexpected_bug_is_one_line_and_a_log_file(demo_db: str, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    import tdesk.services.players as players

    def broken(*_a: object, **_k: object) -> None:
        raise RuntimeError("simulated bug")

    monkeypatch.setattr(players, "list_entries", broken)
    code = main(["export", "players", "--db", demo_db, "--event", POKER, "-o", str(tmp_path / "x.csv")])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 3 and len(err) == 1
    assert "unexpected error: RuntimeError: simulated bug" in err[0]
    log = Path(err[0].split("details in ")[1].rstrip(")"))
    assert "simulated bug" in log.read_text() and "Traceback" in log.read_text()


def test_projector_verb_reports_unknown_event(demo_db: str, tmp_path: Path) -> None:
    result = _tdesk("projector", "--db", demo_db, "--event", "Nope", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.strip().startswith("tdesk: No event named 'Nope'")


STARTUP_PROBE = """
import gc, sys
from tdesk import startup
from tdesk.cli import main
seen = []
real = startup.release
startup.release = lambda: (seen.append((gc.isenabled(), len(gc.get_objects()))), real())[1]
code = main(sys.argv[1:])
print("probe", code, gc.isenabled(), gc.get_freeze_count() > 100_000, seen[0])
"""


def test_the_start_runs_without_the_cycle_collector_then_freezes_what_it_made(
        demo_db: str, tmp_path: Path) -> None:
    """Cold start (issue 11): the cycle collector is off while the imports and the window
    make their objects, then back on with those frozen, whatever the verb."""
    out = tmp_path / "main.png"
    csv = tmp_path / "players.csv"
    for verb in (["snapshot", "main", "--event", POKER, "-o", str(out)],
                 ["export", "players", "--event", POKER, "-o", str(csv)]):
        result = subprocess.run([sys.executable, "-c", STARTUP_PROBE, *verb, "--db", demo_db],
                                cwd=tmp_path, text=True, capture_output=True, timeout=240)
        assert result.returncode == 0, result.stderr
        probe = result.stdout[result.stdout.index("probe "):]
        _, code, enabled, frozen, first = probe.split(maxsplit=4)
        assert (code, enabled, frozen) == ("0", "True", "True"), verb
        assert first.startswith("(False,"), verb  # still off when the start was over
    main(["export", "players", "--db", demo_db, "--event", POKER, "-o", str(csv)])
    main(["export", "players", "--db", demo_db, "--event", "No such event", "-o", str(csv)])
    import gc

    assert gc.isenabled()  # in this process too, after a success and a refusal
