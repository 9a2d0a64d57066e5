"""The command line as a newcomer meets it (issue 11): every mistake is one clear line."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tdesk.cli import a_kind, main
from tdesk.demo import DEMO_EVENTS
from tdesk.models.store import Store
from tdesk.services.events import list_events
from tdesk.ui.wall.display import has_display, no_display_message
from tests.conftest import copy_store

POKER, OFC, LEAGUE, SWISS = (name for name, *_ in DEMO_EVENTS)
REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def demo_file(tmp_path_factory: pytest.TempPathFactory, demo_image: Path) -> Path:
    """The module's copy of the demo store ``tdesk demo`` made once for the run."""
    path = tmp_path_factory.mktemp("demo") / "demo.db"
    copy_store(demo_image, path)
    return path


def _one_line(capsys: pytest.CaptureFixture[str]) -> str:
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    assert "Traceback" not in err[0] and "unexpected error" not in err[0]
    return err[0]


def test_kind_articles() -> None:
    assert a_kind("ofc") == "an OFC event"
    assert a_kind("poker") == "a poker event"
    assert a_kind("swiss") == "a Swiss event"
    assert a_kind("league") == "a heads-up league event"


@pytest.mark.parametrize("view, event, kind", [
    ("ofc", POKER, "a poker event"), ("ofc", LEAGUE, "a heads-up league event"),
    ("ofc", SWISS, "a Swiss event"), ("penalties", LEAGUE, "a heads-up league event"),
    ("seating", LEAGUE, "a heads-up league event"), ("seating", SWISS, "a Swiss event"),
])
def test_snapshot_of_a_view_the_kind_lacks_is_refused(
        demo_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], view: str,
        event: str, kind: str) -> None:
    out = tmp_path / "x.png"
    code = main(["snapshot", view, "--db", str(demo_file), "--event", event, "-o", str(out)])
    line = _one_line(capsys)
    assert code == 2
    assert line == f"tdesk: View '{view}': is not available for {kind}"
    assert not out.exists()


def test_print_says_an_ofc_event(demo_file: Path, tmp_path: Path,
                                 capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["print", "chiprace", "--db", str(demo_file), "--event", OFC,
                 "-o", str(tmp_path / "x.pdf")])
    assert code == 2
    assert _one_line(capsys).endswith("is not available for an OFC event")


def test_plain_file_path_is_a_sqlite_store(demo_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "league.csv"
    assert main(["export", "players", "--db", str(demo_file), "--event", LEAGUE,
                 "-o", str(out)]) == 0
    assert len(out.read_text(encoding="utf-8").splitlines()) == 17  # header + 16 players


@pytest.mark.parametrize("db, reason", [
    ("mysql://user@host/tdesk", "tdesk does not run on mysql"),
    ("garbage", "is neither a store URL nor a SQLite file"),
    ("", "is empty"),
    ("   ", "is empty"),
])
def test_unusable_db_is_refused_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch, db: str,
                                            reason: str) -> None:
    monkeypatch.chdir(tmp_path)
    code = main(["demo", "--no-gui", "--db", db])
    line = _one_line(capsys)
    assert code == 2
    assert line.startswith(f"tdesk: --db {db!r}: ") and reason in line
    assert list(tmp_path.iterdir()) == []  # no store, no folder made anywhere here


def test_sqlite_url_in_a_missing_folder_creates_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    code = main(["demo", "--no-gui", "--db", "sqlite:///data/x.db"])
    line = _one_line(capsys)
    assert code == 2
    assert "data does not exist" in line
    assert not (tmp_path / "data").exists()


@pytest.mark.parametrize("verb", [
    ["print", "players", "--event", POKER, "-o", "x.pdf"],
    ["snapshot", "players", "--event", POKER, "-o", "x.png"],
    ["export", "players", "--event", POKER, "-o", "x.csv"],
    ["backup", "-o", "copy.db"],
])
def test_read_only_verbs_refuse_a_store_that_does_not_exist(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        verb: list[str]) -> None:
    monkeypatch.chdir(tmp_path)
    missing = tmp_path / "missing.db"
    code = main([*verb, "--db", str(missing)])
    line = _one_line(capsys)
    assert code == 2
    assert f"No store at {missing}: nothing to read" in line
    assert list(tmp_path.iterdir()) == []


def test_read_only_verb_refuses_a_missing_default_store(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    data = tmp_path / "fresh-data"
    monkeypatch.setenv("TDESK_DATA_DIR", str(data))
    assert main(["print", "players", "--event", POKER, "-o", str(tmp_path / "x.pdf")]) == 2
    assert "No store at" in _one_line(capsys)
    assert not data.exists()


def test_no_display_detection() -> None:
    assert not has_display({}, "linux")
    assert has_display({"DISPLAY": ":0"}, "linux")
    assert has_display({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert has_display({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert has_display({"QT_QPA_PLATFORM": "minimal:enable_fonts"}, "linux")
    assert not has_display({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert has_display({}, "win32") and has_display({}, "darwin")
    assert no_display_message("gui", {"DISPLAY": ":1"}, "linux") == ""


@pytest.mark.parametrize("args, hint", [
    ([], "QT_QPA_PLATFORM=offscreen"),
    (["gui"], "QT_QPA_PLATFORM=offscreen"),
    (["projector", "--event", POKER], "QT_QPA_PLATFORM=offscreen"),
    (["demo"], "tdesk demo --no-gui"),
])
def test_window_without_a_display_is_one_line(
        demo_file: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        args: list[str], hint: str) -> None:
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    code = main([*args, "--db", str(demo_file)])
    line = _one_line(capsys)
    assert code == 2
    assert line.startswith("tdesk: no display found") and hint in line


def test_tdesk_demo_without_display_is_one_line_not_a_qt_abort(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run([sys.executable, "-m", "tdesk", "demo", "--db",
                             str(tmp_path / "d.db")], env=env, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 2, result.stderr  # not 134: Qt never started
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "no display found" in lines[0], result.stderr
    assert "tdesk demo --no-gui" in lines[0]


FAKE_PYTHON = """#!/usr/bin/env bash
# stands in for .venv/bin/python: logs installs; 'import tdesk' works unless ./broken exists
case "$*" in
  *"-m pip install"*) echo "$*" >> "$(dirname "$0")/../../installs.log" ;;
  *"import tdesk"*) [ ! -e "$(dirname "$0")/../../broken" ] ;;
esac
"""


def _run_sh(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["bash", str(folder / "run.sh"), *args], capture_output=True,
                          text=True, timeout=60, env={**os.environ, "PATH": os.environ["PATH"]})


def _installs(folder: Path) -> list[str]:
    log = folder / "installs.log"
    return log.read_text().splitlines() if log.exists() else []


def test_run_sh_installs_only_when_pyproject_changed_or_tdesk_missing(tmp_path: Path) -> None:
    if not shutil.which("bash") or not shutil.which("sha256sum"):
        pytest.skip("run.sh needs bash and sha256sum")
    shutil.copy(REPO / "run.sh", tmp_path / "run.sh")
    shutil.copy(REPO / "pyproject.toml", tmp_path / "pyproject.toml")
    bin_dir = tmp_path / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "python").write_text(FAKE_PYTHON)
    (bin_dir / "tdesk").write_text("#!/usr/bin/env bash\necho \"tdesk $*\"\n")
    for exe in ("python", "tdesk"):
        (bin_dir / exe).chmod(0o755)

    first = _run_sh(tmp_path, "demo", "--no-gui")
    assert first.returncode == 0 and "tdesk demo --no-gui" in first.stdout, first.stderr
    assert _installs(tmp_path) == ["-m pip install -q -e ."]
    assert _run_sh(tmp_path, "demo").returncode == 0
    assert len(_installs(tmp_path)) == 1  # the second start installs nothing
    with open(tmp_path / "pyproject.toml", "a") as fh:
        fh.write("\n# a new dependency\n")
    _run_sh(tmp_path, "demo")
    assert len(_installs(tmp_path)) == 2  # pyproject.toml changed
    (tmp_path / "broken").touch()
    _run_sh(tmp_path, "demo")
    assert len(_installs(tmp_path)) == 3  # tdesk not importable (a moved checkout)
    (tmp_path / "broken").unlink()
    _run_sh(tmp_path, "test", "-q")
    assert _installs(tmp_path)[-1] == "-m pip install -q -e .[test]"  # CI: with test tools
    _run_sh(tmp_path, "test", "-q")
    _run_sh(tmp_path, "demo")
    assert len(_installs(tmp_path)) == 4  # [test] includes what demo needs


def test_demo_without_a_terminal_says_it_kept_the_events(
        demo_file: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", None)
    assert main(["demo", "--no-gui", "--db", str(demo_file)]) == 0
    out = capsys.readouterr().out
    assert "already has the demo events: kept them" in out and "--yes" in out


@pytest.mark.parametrize("args, words", [
    (["frobnicate"], "invalid choice: 'frobnicate'"),
    (["snapshot", "main", "-o", "x.png", "--theme", "pink"], "invalid choice: 'pink'"),
    (["print"], "the following arguments are required: document"),
])
def test_cli_mistakes_are_one_line_with_a_hint(capsys: pytest.CaptureFixture[str],
                                               args: list[str], words: str) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    line = _one_line(capsys)
    assert words in line and line.endswith("(see tdesk --help)")
    assert "usage:" not in line


def test_backup_to_an_unwritable_place_is_a_clear_error(
        demo_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["backup", "--db", str(demo_file), "-o", "/proc/x"]) == 2
    assert _one_line(capsys).startswith("tdesk: Cannot write the backup to /proc/x")


def test_backup_into_a_missing_folder_is_refused(
        demo_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["backup", "--db", str(demo_file), "-o", str(tmp_path / "no" / "b.db")]) == 2
    assert "does not exist" in _one_line(capsys)
    assert not (tmp_path / "no").exists()


def test_backup_of_sqlite_never_mentions_pg_dump(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    assert main(["backup", "--db", "sqlite://", "-o", str(tmp_path / "b.db")]) == 2
    line = _one_line(capsys)
    assert "pg_dump" not in line and "in-memory" in line


def test_projector_on_a_screen_that_is_not_there(
        demo_file: Path, qapp: object, capsys: pytest.CaptureFixture[str]) -> None:
    from PySide6.QtGui import QGuiApplication

    count = len(QGuiApplication.screens())
    events = len(list_events(Store(f"sqlite:///{demo_file}")))
    code = main(["projector", "--db", str(demo_file), "--event", POKER,
                 "--screen", str(count + 1)])
    assert code == 2
    line = _one_line(capsys)
    assert line.startswith(f"tdesk: --screen {count + 1}: this computer has")
    assert len(list_events(Store(f"sqlite:///{demo_file}"))) == events  # nothing made
