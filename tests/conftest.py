"""Shared fixtures: offscreen Qt, a store and settings in tmp_path, no modal left open."""

import atexit
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

FONTCONFIG = """<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>
<dir>{fonts}</dir><cachedir>{cache}</cachedir></fontconfig>"""


def _bundled_fonts_only() -> None:
    """Qt (here and in the tdesk programs the tests start) sees tdesk's bundled fonts and no
    others, whatever the machine has or installs during the run: a layout test once failed
    when the system's fonts changed mid-run (issue 40). Set before any QApplication exists."""
    folder = Path(tempfile.mkdtemp(prefix="tdesk-test-fonts-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    fonts = Path(__file__).resolve().parent.parent / "resources" / "fonts"
    (folder / "fonts.conf").write_text(FONTCONFIG.format(fonts=fonts, cache=folder / "cache"),
                                       encoding="utf-8")
    os.environ["FONTCONFIG_FILE"] = str(folder / "fonts.conf")


_bundled_fonts_only()

import pytest  # noqa: E402

from tdesk.models.store import Store  # noqa: E402
from tdesk.services.events import create_event  # noqa: E402
from tdesk.services.players import PlayerFields, import_players  # noqa: E402

NAMES = ["Anna Petrova", "Björn Åberg", "王伟", "James Smith", "Мария Иванова", "李娜",
         "Sören Öberg", "Oliver Hughes", "Дмитрий Смирнов", "张敏", "Märta Ström", "Emma Jones"]


@pytest.fixture(autouse=True)
def _isolated_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The default store, its backups and QSettings live under tmp_path, never in $HOME."""
    _isolate(monkeypatch, tmp_path)


def _isolate(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    monkeypatch.setenv("TDESK_DATA_DIR", str(folder / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(folder / "share"))
    monkeypatch.setenv("TDESK_CACHE_DIR", str(folder / "cache"))
    monkeypatch.setenv("TDESK_STAFF", "Test Floor")


@pytest.fixture(autouse=True)
def _qsettings_in_tmp(tmp_path: Path) -> Iterator[None]:
    try:
        from PySide6.QtCore import QCoreApplication, QSettings
    except ImportError:  # pragma: no cover
        yield
        return
    QCoreApplication.setOrganizationName("tdesk-tests")
    QCoreApplication.setApplicationName("tdesk-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(tmp_path / "qsettings"))
    yield


@pytest.fixture(autouse=True)
def _no_modal_left(request: pytest.FixtureRequest) -> Iterator[None]:
    """Fail a GUI test that leaves a modal dialog open (it would hang a real session)."""
    yield
    if "qtbot" not in request.fixturenames and "qapp" not in request.fixturenames:
        return
    from PySide6.QtWidgets import QApplication

    _drain_thread_pool()
    modal = QApplication.activeModalWidget()
    if modal is not None:
        title = modal.windowTitle()
        modal.close()
        pytest.fail(f"test left a modal dialog open: {title!r}")


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_teardown(item: pytest.Item) -> Iterator[None]:
    """The test is over: a main window left open stops building the tabs its start skipped
    (``MainWindow.prebuild``, 1.5 s after it opened) and stops polling, before pytest-qt's
    teardown turns the event loop. Else every test that ran longer than that built every
    other tab of its event there, after its checks (half a second to 2 s each, for nothing)."""
    _stop_window_timers()
    return (yield)


def _stop_window_timers() -> None:
    import sys

    window_module = sys.modules.get("tdesk.ui.main_window")
    if window_module is None:
        return  # no test of this process made a window
    from PySide6.QtWidgets import QApplication

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, window_module.MainWindow):
            widget.prebuild.stop()
            widget.ctx.timer.stop()
            widget.backup_timer.stop()
            widget.first_backup.stop()  # else it backs up a store whose folder is gone


def _drain_thread_pool() -> None:
    """Wait for the background work a GUI test started (tdesk.ui.widgets.background): left
    running, it would read a store the test has closed while the next test runs."""
    from PySide6.QtCore import QThreadPool

    assert QThreadPool.globalInstance().waitForDone(60_000), "background work still running"


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    """A fresh, migrated SQLite store with a staff name set."""
    s = Store(f"sqlite:///{tmp_path / 'store.db'}", staff="Test Floor")
    yield s
    s.close()


@pytest.fixture(scope="session")
def demo_image(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo store as ``tdesk demo --no-gui`` makes it, made once per test process: it
    plays 17 events part way (about 10 CPU seconds), and a dozen modules read it. A test
    takes its own copy (``copy_store``) and never writes here; the tests of the demo verb
    itself (tests/cli, run.sh's) still run it."""
    from tdesk.cli import main

    folder = tmp_path_factory.mktemp("demo-image")
    with pytest.MonkeyPatch.context() as monkeypatch:  # before any test's own folders exist
        _isolate(monkeypatch, folder)
        assert main(["demo", "--no-gui", "--db", f"sqlite:///{folder / 'demo.db'}"]) == 0
    return folder / "demo.db"


def copy_store(source: Path, target: Path) -> str:
    """Copy a SQLite store file and whatever SQLite keeps beside it; the copy's URL."""
    for suffix in ("", "-wal", "-shm"):
        part = source.with_name(source.name + suffix)
        if part.exists():
            shutil.copy(part, target.with_name(target.name + suffix))
    return f"sqlite:///{target}"


@pytest.fixture
def demo_copy(tmp_path: Path, demo_image: Path) -> str:
    """A copy of the demo store of its own for this test (``demo_image``): its URL."""
    return copy_store(demo_image, tmp_path / "demo.db")


@pytest.fixture
def make_event(store: Store) -> Callable[..., int]:
    """``make_event(kind, players=8, **settings)`` → event id, with players from NAMES."""
    counter = {"n": 0}

    def make(kind: str = "poker", players: int = 8, name: str | None = None,
             **settings: object) -> int:
        counter["n"] += 1
        event_id = create_event(store, name or f"Test {kind} {counter['n']}", kind,
                                settings=dict(settings))
        names = [NAMES[i] if i < len(NAMES) else f"Player {i + 1}" for i in range(players)]
        if names:
            import_players(store, event_id, [PlayerFields(name=n, rating=1500 + i * 10)
                                             for i, n in enumerate(names)])
        return event_id

    return make


@pytest.fixture
def window(qtbot, store: Store):  # type: ignore[no-untyped-def]
    """The main window on ``store``; select an event with ``window.reload_events(id)``."""
    from tdesk.ui.app import application, make_main_window

    application()
    win = make_main_window(store)
    qtbot.addWidget(win)
    win.show()
    yield win
    win.ctx.timer.stop()
    win.backup_timer.stop()
    _drain_thread_pool()  # before the store closes


def type_into(widget, text: str) -> None:  # type: ignore[no-untyped-def]
    """Type any text, Cyrillic and Chinese included, key by key as a keyboard would send it.

    ``qtbot.keyClicks`` only knows ASCII (Qt's test library asserts on other characters).
    """
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    for char in text:
        key = ord(char.upper()) if char.isascii() and char.isalnum() else Qt.Key.Key_unknown
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            event = QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, char)
            QApplication.sendEvent(widget, event)


@pytest.fixture
def type_text():  # type: ignore[no-untyped-def]
    """``type_text(widget, "Ольга 王伟")``: see ``type_into``."""
    return type_into


@pytest.fixture
def russian(qapp, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The interface (screen and paper) in Russian for one test, as TDESK_LANG=ru starts it."""
    from tdesk import i18n

    monkeypatch.setenv("TDESK_LANG", "ru")
    i18n.install(qapp)
    yield
    monkeypatch.delenv("TDESK_LANG")
    i18n.install(qapp)
