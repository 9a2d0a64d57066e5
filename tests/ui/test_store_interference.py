"""The window tells the desk, in its language, when another program removed or replaced the
store's files while it had them open (issue 34), and goes on saving to the files on disk."""

from pathlib import Path

import pytest

from tdesk.models import store_guard
from tdesk.models.store import Store
from tdesk.services.events import create_event, list_events
from tests.models import foreign


def _window(qtbot, store: Store, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    from tdesk.ui.app import application, make_main_window
    from tdesk.ui.widgets import messages

    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(messages, "error", lambda _p, text, title="": shown.append((title, text)))
    application()
    win = make_main_window(store)
    qtbot.addWidget(win)
    win.show()
    return win, shown


def _other_program_deletes_the_wal(path: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        foreign.open_and_close(Path(f"{path}{suffix}"))
    done = foreign.run(foreign.FOREIGN["query"], str(path))
    assert done.returncode == 0, done.stderr
    assert not Path(f"{path}-wal").exists()


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_window_says_another_program_replaced_the_files_and_saves_on(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
        request: pytest.FixtureRequest, language: str) -> None:
    if language == "ru":
        request.getfixturevalue("russian")
    monkeypatch.setattr(store_guard, "OFD_SETLK", None)  # as on macOS: no guard, the check
    path = tmp_path / "event.db"
    store = Store(f"sqlite:///{path}", staff="Desk")
    create_event(store, "Before", "poker")
    win, shown = _window(qtbot, store, monkeypatch)
    qtbot.waitUntil(lambda: win.ctx.revision > 0, timeout=3000)
    _other_program_deletes_the_wal(path)
    titles = {"en": "Another program on the store", "ru": "Другая программа изменила файлы базы"}
    qtbot.waitUntil(lambda: any(title == titles[language] for title, _ in shown), timeout=5000)
    text = next(text for title, text in shown if title == titles[language])
    assert f"{path}-wal" in text
    assert ("everything it reported as saved is in the store" in text) == (language == "en")
    assert win.ctx.attempt(win, create_event, store, "After", "poker")
    assert {e.name for e in list_events(store)} == {"Before", "After"}
    names, integrity = foreign.seen_by_another_process(path, "ro")
    assert names == {"Before", "After"} and integrity == "ok"
    win.ctx.timer.stop()
    win.backup_timer.stop()
    store.close()
