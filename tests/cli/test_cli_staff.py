"""Who signs what a command line writes (issue 36): never the computer's login. ``--staff``,
else TDESK_STAFF, else the floor staff name the window remembers on this computer; else the
person at the terminal is asked, and with nobody to ask the command is refused naming
--staff with nothing written. A command that writes nothing asks nothing."""

import getpass
import io
from pathlib import Path

import pytest
from sqlmodel import func, select

from tdesk.cli import main
from tdesk.cli import staff as cli_staff
from tdesk.models.money import Payment
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog
from tdesk.services.events import create_event
from tdesk.services.money import money
from tdesk.services.players import PlayerFields, import_players
from tdesk.ui import settings

WALK_IN = ["walk-in", "--event", "Cup", "--name", "Lena Irwin"]


@pytest.fixture
def url(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """A poker event taking money, no staff name known anywhere, the login "root"."""
    url = f"sqlite:///{tmp_path / 'desk.db'}"
    store = Store(url, staff="Setup")
    event = create_event(store, "Cup", "poker", settings={"starting_stack": 20000})
    import_players(store, event, [PlayerFields("Bo")])
    money.set_terms(store, event, {"buy_in": 100, "fee": 10})
    store.close()
    monkeypatch.delenv("TDESK_STAFF", raising=False)
    monkeypatch.setattr(getpass, "getuser", lambda: "root")
    settings.STAFF.clear()
    return url


def _signed(url: str) -> list[str]:
    """The staff of the walk-in's audit row and of its payment (the receipt's "Staff")."""
    store = Store(url)
    try:
        with store.read() as session:
            audit = session.exec(select(AuditLog.staff).where(AuditLog.action == "walk-in")
                                 ).all()
            paid = session.exec(select(Payment.staff)).all()
        return [*audit, *paid]
    finally:
        store.close()


def _writes(url: str) -> int:
    store = Store(url)
    try:
        with store.read() as session:
            return int(session.exec(select(func.count()).select_from(AuditLog)).one())
    finally:
        store.close()


def test_nobody_to_ask_refuses_naming_staff_and_writes_nothing(url: str, capsys) -> None:  # type: ignore[no-untyped-def]
    before = _writes(url)
    assert main([*WALK_IN, "--db", url]) == 2
    err = capsys.readouterr().err
    assert "--staff" in err and "root" not in err
    assert _writes(url) == before
    assert main(["person", "find", "Bo", "--db", url]) == 0  # writes nothing: asks nothing


def test_the_staff_name_given_or_remembered_signs_it(url: str, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    settings.STAFF.set("Olga Desk")  # Edit › Floor staff name on this computer
    assert main([*WALK_IN, "--db", url]) == 0
    assert _signed(url) == ["Olga Desk", "Olga Desk"]
    monkeypatch.setenv("TDESK_STAFF", "Env Name")
    assert main(["walk-in", "--event", "Cup", "--name", "Kate Dixon", "--db", url]) == 0
    assert _signed(url)[1] == "Env Name"
    assert main(["walk-in", "--event", "Cup", "--name", "Zoë Walker", "--db", url,
                 "--staff", "Given Name"]) == 0
    assert "Given Name" in _signed(url)


def test_the_person_at_the_terminal_is_asked_once(url: str, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(cli_staff, "_terminal", lambda: True)
    monkeypatch.setattr("sys.stdin", io.StringIO("  Lena Desk \n"))
    assert main([*WALK_IN, "--db", url]) == 0
    assert _signed(url) == ["Lena Desk", "Lena Desk"]
    assert "Floor staff name" in capsys.readouterr().err
    monkeypatch.setattr("sys.stdin", io.StringIO("\n"))  # nothing typed: refused
    before = _writes(url)
    assert main(["walk-in", "--event", "Cup", "--name", "Kate Dixon", "--db", url]) == 2
    assert _writes(url) == before
