"""Another program on the store while tdesk has it open (issue 34).

Something in the window's process opens and closes the store outside SQLite (a Qt file dialog
listing the folder, a bare ``os.open``/``os.close``): every POSIX lock SQLite held there is
gone. A plain read-write SQLite connection in another program then believed itself the last
user, checkpointed and deleted the ``-wal`` and ``-shm`` the window still had open, and the
window's later "saved" writes went into the deleted file. Here a real second process does each
of those things, and every write tdesk acknowledged must be readable by every process after.
"""

from collections.abc import Iterator
from pathlib import Path

import pytest

from tdesk.models import store_guard
from tests.models import foreign


@pytest.fixture(scope="module")
def second() -> Iterator[foreign.SecondTdesk]:
    process = foreign.SecondTdesk()
    yield process
    process.close()


def _dialog_lister(qtbot):  # type: ignore[no-untyped-def]
    """A real QFileDialog listing the store's folder, as Players › Import CSV opens it."""
    from PySide6.QtWidgets import QFileDialog, QFileSystemModel

    def drop(path: Path) -> None:
        dialog = QFileDialog(None, "Import players", str(path.parent), "All files (*)")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        qtbot.addWidget(dialog)
        dialog.show()

        def listed() -> int:
            model = dialog.findChild(QFileSystemModel)
            if model is None:
                return 0
            return model.rowCount(model.index(str(dialog.directory().absolutePath())))

        qtbot.waitUntil(lambda: listed() >= 3, timeout=5000)  # event.db, -wal, -shm
        qtbot.wait(300)  # its gatherer thread reads the files' types after listing them
        dialog.close()
        foreign.open_and_close(path)  # and whatever else the process does with the file

    return drop


def _check(out: foreign.Outcome) -> None:
    assert out.lost == [], f"acknowledged, then lost: {out.lost}"
    assert out.window_saw_second, "the window did not see the second tdesk process's write"
    assert out.invisible == [], "acknowledged, yet invisible to other processes"
    assert out.integrity == "ok"


@pytest.mark.parametrize("program", sorted(foreign.FOREIGN))
def test_after_a_file_dialog_another_program_loses_no_acknowledged_write(
        qtbot, tmp_path: Path, program: str,  # type: ignore[no-untyped-def]
        second: foreign.SecondTdesk) -> None:
    out = foreign.scenario(tmp_path / "event.db", _dialog_lister(qtbot), program, second)
    _check(out)
    assert len(out.acknowledged) == 5


@pytest.mark.parametrize("program", sorted(foreign.FOREIGN))
def test_after_a_bare_open_and_close_another_program_loses_no_acknowledged_write(
        tmp_path: Path, program: str, second: foreign.SecondTdesk) -> None:
    out = foreign.scenario(tmp_path / "event.db", foreign.open_and_close, program, second)
    _check(out)
    assert len(out.acknowledged) == 5


@pytest.mark.parametrize("program", ["backup", "query"])
def test_without_the_guard_the_check_reopens_the_files_and_loses_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, program: str,
        second: foreign.SecondTdesk) -> None:
    """macOS has no OFD locks (nor Linux before 3.15): the other program does delete the
    ``-wal`` and ``-shm``; tdesk sees it before its next transaction, opens the files on disk
    again and counts the interference for the desk."""
    monkeypatch.setattr(store_guard, "OFD_SETLK", None)
    out = foreign.scenario(tmp_path / "event.db", foreign.open_and_close, program, second)
    _check(out)
    assert len(out.acknowledged) == 5
    assert out.interference == 2
