"""The one background runner (issue 22): quiet tasks, and tasks with a progress dialog.

Outcomes and progress must reach the GUI thread (a slot that touches a widget from the pool's
thread crashes Qt), and a started job must outlive a caller that let go of it.
"""

from __future__ import annotations

import gc
import threading
import weakref

import pytest

from tdesk.errors import TdeskError
from tdesk.ui.widgets import background
from tdesk.ui.widgets.background import QuietTask, run_quietly


def _on_gui_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


def test_a_quiet_task_delivers_its_result_on_the_gui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    ran_in: list[bool] = []
    got: list[tuple[object, bool]] = []

    def work(a: int, b: int) -> int:
        ran_in.append(_on_gui_thread())
        return a + b

    task = run_quietly(work, 2, b=3, on_done=lambda r: got.append((r, _on_gui_thread())))
    qtbot.waitUntil(lambda: bool(got), timeout=10000)
    assert ran_in == [False]  # the work ran in the pool
    assert got == [(5, True)]
    assert not task.running


def test_a_quiet_task_delivers_its_failure_on_the_gui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    done: list[object] = []
    failed: list[tuple[object, bool]] = []

    def work() -> None:
        raise TdeskError("the log cannot be read")

    run_quietly(work, on_done=done.append,
                on_failed=lambda exc: failed.append((exc, _on_gui_thread())))
    qtbot.waitUntil(lambda: bool(failed), timeout=10000)
    (exc, on_gui), = failed
    assert isinstance(exc, TdeskError) and str(exc) == "the log cannot be read"
    assert on_gui and done == []


def test_a_tasks_progress_and_result_reach_the_gui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    steps: list[tuple[int, int, bool]] = []
    results: list[tuple[object, bool]] = []

    def pair(n: int, *, label: str, progress) -> str:  # type: ignore[no-untyped-def]
        for step in range(1, n + 1):
            progress(step, n)
        return f"{label} paired"

    run_quietly(pair, 3, label="round 2",
                on_progress=lambda d, t: steps.append((d, t, _on_gui_thread())),
                on_done=lambda r: results.append((r, _on_gui_thread())))
    qtbot.waitUntil(lambda: bool(results), timeout=10000)
    assert steps == [(1, 3, True), (2, 3, True), (3, 3, True)]  # all before the result
    assert results == [("round 2 paired", True)]


def test_a_tasks_failure_reaches_the_gui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    failed: list[tuple[object, bool]] = []

    def pair(progress) -> None:  # type: ignore[no-untyped-def]
        raise ValueError("no pairing")

    run_quietly(pair, on_failed=lambda exc: failed.append((exc, _on_gui_thread())))
    qtbot.waitUntil(lambda: bool(failed), timeout=10000)
    (exc, on_gui), = failed
    assert isinstance(exc, ValueError) and on_gui


def test_a_dropped_task_still_delivers_and_is_then_let_go(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A caller that drops its task mid-run (a tab closed) must not have its signals collected
    under the running work; once the outcome is delivered the task is freed, not leaked."""
    release = threading.Event()
    results: list[object] = []

    def read(progress) -> str:  # type: ignore[no-untyped-def]
        assert release.wait(10)
        progress(1, 1)
        return "rows"

    job = run_quietly(read, on_done=results.append)
    gone = weakref.ref(job)
    del job
    gc.collect()
    assert gone() is not None  # kept alive while it runs
    release.set()
    qtbot.waitUntil(lambda: results == ["rows"], timeout=10000)
    qtbot.waitUntil(lambda: (gc.collect(), gone())[1] is None, timeout=10000)
    assert background._RUNNING == {}


def test_a_task_runs_once_and_each_has_its_own_signals(qtbot) -> None:  # type: ignore[no-untyped-def]
    results: list[object] = []
    first = run_quietly(lambda progress: 1, on_done=results.append)
    qtbot.waitUntil(lambda: results == [1], timeout=10000)
    with pytest.raises(RuntimeError):
        first.start()  # its signals are spent: a new read makes a new task
    second = QuietTask(None, lambda progress: 2)
    assert second.signals is not first.signals
    second.signals.finished.connect(results.append)
    second.start()
    qtbot.waitUntil(lambda: results == [1, 2], timeout=10000)
    qtbot.wait(50)
    assert results == [1, 2]  # the first task's signals never fired for the second
