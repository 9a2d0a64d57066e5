"""The window's first frame (issue 27): the event's name and its clock on screen before the
store's libraries load, read from the SQLite file with the standard library; the main window
then takes its place."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tdesk.models.store import Store
from tdesk.rules.levels import clock as rc
from tdesk.services import clock as clock_svc
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, import_players
from tdesk.ui import first_frame
from tdesk.ui.app import application, run_gui
from tdesk.ui.first_frame import EventRow, FirstFrame, opening_event, read_first_look
from tests.conftest import NAMES, _isolate

T0 = dt.datetime(2026, 3, 1, 19, 0, tzinfo=dt.UTC)


def _file(store: Store) -> Path:
    return Path(store.engine.url.database or "")


def test_the_frame_shows_the_clock_the_service_computes(store: Store,
                                                        make_event: Callable[..., int]) -> None:
    """TDA-L1: the frame's clock is the stored state at ``now``, as every window computes it;
    with no structure saved yet, the default one the clock tab shows."""
    application()
    event = make_event("poker", name="Spring Main", starting_stack=20000)
    clock_svc.clock_action(store, event, rc.Op(rc.Action.START), now=T0)
    now = T0 + dt.timedelta(minutes=47, seconds=10)
    look = read_first_look(_file(store), "spring main", "")
    assert look is not None and look.name == "Spring Main" and look.kind == "poker"
    view = clock_svc.get_clock(store, event).at(now)
    text = first_frame.clock_text(look, now)
    assert text.startswith(f"LEVEL {view.level_number} · ")
    assert text.endswith(rc.format_clock(view.remaining))
    clock_svc.clock_action(store, event, rc.Op(rc.Action.PAUSE), now=now)
    paused = read_first_look(_file(store), "Spring Main", "")
    assert paused is not None and first_frame.clock_text(paused, now).endswith("PAUSED")


def test_a_saved_structure_and_a_swiss_round(store: Store, make_event: Callable[..., int]) -> None:
    application()
    event = make_event("swiss", name="Regional Swiss")
    clock_svc.set_structure(store, event, clock_svc.load_preset("mtt-turbo-10k"))
    look = read_first_look(_file(store), "Regional Swiss", "")
    assert look is not None
    assert look.levels == clock_svc.get_clock(store, event).structure.levels
    assert first_frame.clock_text(look, T0).endswith("NOT STARTED")


def test_it_chooses_the_event_the_main_window_opens(window, store: Store,  # type: ignore[no-untyped-def]
                                                    make_event: Callable[..., int]) -> None:
    """Asked for, else the last one shown, else the latest begun by today, else the first."""
    today = dt.date.today()
    rows = [EventRow(1, "Old", today - dt.timedelta(days=9)), EventRow(2, "Now", today),
            EventRow(3, "Later", today + dt.timedelta(days=3))]
    assert opening_event(rows, "later", "Old") == 3
    assert opening_event(rows, None, "old") == 1
    assert opening_event(rows, "gone", "") == 2
    assert opening_event(rows[2:], None, "") == 3
    assert opening_event([], "x", "y") is None
    make_event("poker", name="First")
    make_event("ofc", name="Second")
    window.reload_events()
    look = read_first_look(_file(store), None, "Second")
    assert look is not None and look.name == "Second"


def test_no_frame_from_a_file_it_cannot_read(tmp_path: Path) -> None:
    """Not a store, an empty file or none at all: no frame, the ordinary start says why."""
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"not a database at all" * 100)
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    assert read_first_look(junk, None, "") is None
    assert read_first_look(empty, None, "") is None
    assert first_frame.sqlite_file(str(tmp_path / "none.db"), tmp_path / "x.db") is None
    assert first_frame.sqlite_file("postgresql+psycopg://u@h/db", junk) is None
    assert first_frame.sqlite_file(f"sqlite:///{junk}", tmp_path) == junk
    assert first_frame.sqlite_file(None, junk) == junk


def test_the_frame_is_on_screen_before_the_store_opens(qtbot, store: Store,  # type: ignore[no-untyped-def]
                                                       make_event: Callable[..., int],
                                                       monkeypatch) -> None:
    """``run_gui`` paints the event and its clock, then opens the store behind them; the main
    window takes the frame's place and size, and the frame goes."""
    application()
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # run_gui sets the window's own
    make_event("poker", name="Big Night", starting_stack=20000)
    url = str(store.engine.url)
    store.close()
    seen: dict[str, object] = {}

    def opener() -> Store:
        frames = [w for w in QApplication.topLevelWidgets()
                  if isinstance(w, FirstFrame) and w.isVisible()]
        seen["frame"] = frames[0].windowTitle() if frames else None
        seen["clock"] = frames[0].clock_label.text() if frames else ""
        frames[0].resize(1000, 700)  # the floor moves it meanwhile: the window follows
        return Store(url, staff="Test Floor")

    def started(_app: object = None) -> int:
        """In place of the event loop (a real one ending here unsettles later tests)."""
        windows = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        seen["windows"] = [type(w).__name__ for w in windows]
        seen["size"] = next((w.size().toTuple() for w in windows
                             if type(w).__name__ == "MainWindow"), None)
        return 0

    monkeypatch.setattr(QApplication, "exec", started)
    assert run_gui(opener, event="Big Night", store_file=_file(store)) == 0
    assert seen["frame"] == "tdesk — Big Night"
    assert str(seen["clock"]).startswith("LEVEL 1 · ")
    assert seen["windows"] == ["MainWindow"]
    assert seen["size"] == (1000, 700)


def test_the_start_loads_no_store_library_before_the_first_paint(tmp_path: Path,
                                                                 store: Store,
                                                                 make_event: Callable[..., int]
                                                                 ) -> None:
    """A fresh process: when the frame is painted, SQLAlchemy, SQLModel, pydantic and the
    models are not imported yet (that is what makes the frame come fast)."""
    make_event("poker", name="Fresh Start")
    out = _fresh_process(
        tmp_path,
        "import sys\n"
        "from pathlib import Path\n"
        "from tdesk.ui.app import application\n"
        "from tdesk.ui import first_frame\n"
        "application()\n"
        f"look = first_frame.read_first_look(Path({str(_file(store))!r}), 'Fresh Start', '')\n"
        "frame = first_frame.FirstFrame(look)\n"
        "first_frame.show_and_wait(frame)\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('sqlalchemy', 'sqlmodel', 'pydantic') or m.startswith(('tdesk.models', "
        "'tdesk.services')))\n"
        "print(look.name, heavy)\n")
    assert out == "Fresh Start []"


def test_pyside_import_hook_keeps_no_source(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """PySide6 still learns which modules use it, without every module's text kept in
    ``linecache`` for good (15 MiB at a start)."""
    import linecache

    import tdesk.ui.app  # noqa: F401 - installs the lighter check

    feature = sys.modules["shibokensupport.feature"]
    (tmp_path / "q1_uses_qt.py").write_text("from PySide6.QtCore import QTimer\n")
    (tmp_path / "q1_plain.py").write_text("VALUE = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    __import__("q1_uses_qt")  # an import statement: the hook sits on __import__
    __import__("q1_plain")
    assert str(tmp_path / "q1_uses_qt.py") not in linecache.cache
    assert str(tmp_path / "q1_plain.py") not in linecache.cache
    assert feature.pyside_feature_dict.get("q1_uses_qt") == 0  # uses PySide: as before
    assert feature.pyside_feature_dict.get("q1_plain") == -1  # ignored: as before


KINDS = [("poker", "money"), ("swiss", "standings"), ("ofc", "ofc"), ("league", "ranking")]


@pytest.fixture(scope="module")
def tabs_shown_in_a_fresh_process(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """One fresh process shows every tab of an event of each kind, one window after another,
    and says, for each window, whether ReportLab or the matching library was imported before
    it, which tabs it built, and whether one is imported after it: a kind passes only if
    neither was imported before its window nor by its tabs.
    One interpreter's imports (about a CPU second) instead of one per kind."""
    folder = tmp_path_factory.mktemp("no-sheets")
    with pytest.MonkeyPatch.context() as monkeypatch:
        _isolate(monkeypatch, folder)
        url = f"sqlite:///{folder / 'store.db'}"
        store = Store(url, staff="Test Floor")
        for kind, _tab in KINDS:
            event = create_event(store, f"No Sheets {kind}", kind)
            import_players(store, event, [PlayerFields(name=n, rating=1500 + i * 10)
                                          for i, n in enumerate(NAMES)])
        store.close()
        out = _fresh_process(
            folder,
            "import sys\n"
            "from PySide6.QtWidgets import QApplication\n"
            "from tdesk.models.store import Store\n"
            "from tdesk.ui.app import application, make_main_window\n"
            "heavy = lambda: 'reportlab' in sys.modules or 'rustworkx' in sys.modules\n"
            "application()\n"
            f"for kind in {[kind for kind, _tab in KINDS]!r}:\n"
            "    before = heavy()\n"
            f"    window = make_main_window(Store({url!r}, staff='t'), f'No Sheets {{kind}}')\n"
            "    window.show()\n"
            "    for key in list(window.tab_widgets):\n"
            "        window.show_tab(key)\n"
            "        QApplication.processEvents()\n"
            "    print(kind, before, sorted(window.tab_widgets.built()), heavy())\n")
    return dict(line.split(" ", 1) for line in out.splitlines())  # kind: "False [tabs] False"


@pytest.mark.parametrize(("kind", "a_tab"), KINDS)
def test_every_tab_of_an_event_shown_without_reportlab(
        tabs_shown_in_a_fresh_process: dict[str, str], kind: str, a_tab: str) -> None:
    """The PDF library loads for a sheet, not for the window: a fresh process shows every
    tab of an event of each kind and has not imported ReportLab (the Money tab's receipt and
    satellite words, the Standings tab's penalty words once pulled it in), nor the matching
    library, which loads when a Swiss round is paired."""
    out = tabs_shown_in_a_fresh_process[kind]
    assert out.startswith("False "), f"imported by an earlier kind's tabs, so unchecked: {out}"
    assert out.endswith("] False"), out
    assert f"'{a_tab}'" in out


def _fresh_process(tmp_path: Path, code: str) -> str:
    """What ``code`` prints, run in a new interpreter: nothing this test process imported
    counts (the import checks above need a process that imported only what the code does)."""
    script = tmp_path / "fresh.py"
    script.write_text(code)
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          check=True, timeout=120)
    return done.stdout.strip()
