"""The command line refuses hostile input with the field named, and imports hostile files row
by row exactly as the preview does."""

from pathlib import Path

import pytest

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.players import list_entries


@pytest.fixture
def db(tmp_path: Path) -> tuple[str, int]:
    url = f"sqlite:///{tmp_path / 'store.db'}"
    store = Store(url, staff="Test")
    event_id = create_event(store, "Friday", "poker")
    store.close()
    return url, event_id


def test_staff_name_over_100_characters_refused(db: tuple[str, int], tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    url, _ = db
    path = tmp_path / "p.csv"
    path.write_text("name\nAnna\n", encoding="utf-8")
    code = main(["import", "players", str(path), "--event", "Friday", "--db", url,
                 "--staff", "S" * 101])
    err = capsys.readouterr().err
    assert code != 0
    assert "Staff 'SSSS" in err and "at most 100" in err


def test_import_of_a_windows_1252_file_with_a_bad_row_refuses_and_names_it(
        db: tuple[str, int], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url, event_id = db
    path = tmp_path / "p.csv"
    path.write_bytes("name,rating\nBjörn Åberg,1500\nAnna;1500\n".encode("cp1252"))
    code = main(["import", "players", str(path), "--event", "Friday", "--db", url])
    err = capsys.readouterr().err
    assert code != 0
    assert "Line 3: Name 'Anna;1500' holds ';'" in err
    store = Store(url)
    assert list_entries(store, event_id) == []  # nothing imported while a row is refused
    path.write_bytes("name,rating\nBjörn Åberg,1500\nSören Öberg,1400\n".encode("cp1252"))
    assert main(["import", "players", str(path), "--event", "Friday", "--db", url]) == 0
    assert "cp1252" in capsys.readouterr().out
    assert sorted(r.name for r in list_entries(store, event_id)) == ["Björn Åberg", "Sören Öberg"]
    store.close()
