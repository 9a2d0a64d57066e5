"""Nothing lost or rewritten at the edges (issue 19): ``tdesk import`` reads the legacy
encodings exactly or refuses a file it is not sure of; ``tdesk export`` and ``tdesk print``
refuse a store SQLite finds damaged, in one line, and leave no file behind."""

import sqlite3
from pathlib import Path

import pytest

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.services.events import create_event, find_event
from tdesk.services.players import PlayerFields, import_players, list_entries
from tests.services.test_csv_io import PYTHON_CODECS, REALISTIC, _names


def _event(store: Store, name: str = "Cup") -> int:
    return create_event(store, name, "poker")


@pytest.mark.parametrize("encoding", sorted(REALISTIC))
def test_import_reads_mac_dos_japanese_and_iso_cyrillic_files_exactly(
        store: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str], encoding: str) -> None:
    event_id = _event(store)
    path = tmp_path / "players.csv"
    path.write_bytes(REALISTIC[encoding].encode(PYTHON_CODECS[encoding]))
    url = f"sqlite:///{store.path}"
    assert main(["import", "players", str(path), "--db", url, "--event", "Cup"]) == 0
    assert f"({encoding})" in capsys.readouterr().out
    names = _names(REALISTIC[encoding])
    assert sorted(r.name for r in list_entries(store, event_id)) == sorted(names)


def test_import_refuses_a_file_whose_encoding_is_not_sure_then_takes_it_by_name(
        store: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    event_id = _event(store)
    path = tmp_path / "gomez.csv"
    path.write_bytes("name\nCarlos Gómez\nAna Gómez\n".encode("mac_roman"))
    url = f"sqlite:///{store.path}"
    assert main(["import", "players", str(path), "--db", url, "--event", "Cup"]) == 2
    err = capsys.readouterr().err
    assert "Not sure the file is" in err and "nothing was imported" in err
    assert "--encoding mac-roman" in err
    assert list_entries(store, event_id) == []
    assert main(["import", "players", str(path), "--db", url, "--event", "Cup",
                 "--encoding", "mac-roman"]) == 0
    assert sorted(r.name for r in list_entries(store, event_id)) == ["Ana Gómez", "Carlos Gómez"]


def test_import_of_a_file_with_a_bom_on_every_line_stores_clean_names(
        store: Store, tmp_path: Path) -> None:
    event_id = _event(store)
    path = tmp_path / "pasted.csv"
    lines = ["name,country", "Anna Petrova,RU", "王伟,CN", "Åsa Öberg,SE"]
    path.write_bytes("".join(f"\ufeff{line}\n" for line in lines).encode("utf-8"))
    assert main(["import", "players", str(path), "--db", f"sqlite:///{store.path}",
                 "--event", "Cup"]) == 0
    rows = list_entries(store, event_id)
    assert sorted(r.name for r in rows) == ["Anna Petrova", "Åsa Öberg", "王伟"]
    assert all("\ufeff" not in r.name + r.country for r in rows)


# --- a damaged store --------------------------------------------------------------------------


def _damaged_copy(store: Store, tmp_path: Path, table: str) -> Path:
    """A backup of ``store`` whose ``table`` root page is overwritten with plain file writes:
    no Store has the copy open, and it still opens (nothing on the way in reads that table)."""
    copy = store.backup_to(tmp_path / "copy.db")
    con = sqlite3.connect(copy)
    page_size = con.execute("PRAGMA page_size").fetchone()[0]
    root = con.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)).fetchone()[0]
    con.close()
    with copy.open("r+b") as fh:
        fh.seek((root - 1) * page_size)
        fh.write(b"\xde\xad\xbe\xef" * (page_size // 4))
    return copy


@pytest.fixture
def filled(store: Store) -> Store:
    event_id = _event(store)
    import_players(store, event_id, [PlayerFields(f"Игрок {n}") for n in range(60)])
    return store


@pytest.mark.parametrize("table", ["penalty", "audit_log", "ix_player_name"])
@pytest.mark.parametrize("verb", [["export", "players"], ["export", "results"],
                                  ["print", "players"]])
def test_export_and_print_refuse_a_damaged_store_and_write_nothing(
        filled: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str], table: str,
        verb: list[str]) -> None:
    copy = _damaged_copy(filled, tmp_path, table)
    out = tmp_path / ("out.pdf" if verb[0] == "print" else "out.csv")
    assert main([*verb, "--db", str(copy), "--event", "Cup", "-o", str(out)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    assert err.startswith(f"tdesk: The store {copy} is damaged (")
    assert "Restore the newest good backup" in err
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(("out", ".out"))) == []


def test_a_refused_export_leaves_an_earlier_file_as_it_was(
        filled: Store, tmp_path: Path) -> None:
    out = tmp_path / "players.csv"
    out.write_bytes(b"yesterday's list\n")
    copy = _damaged_copy(filled, tmp_path, "penalty")
    assert main(["export", "players", "--db", str(copy), "--event", "Cup", "-o", str(out)]) == 2
    assert out.read_bytes() == b"yesterday's list\n"


def test_a_sound_store_still_exports_and_prints(filled: Store, tmp_path: Path) -> None:
    url = f"sqlite:///{filled.path}"
    assert main(["export", "players", "--db", url, "--event", "Cup",
                 "-o", str(tmp_path / "p.csv")]) == 0
    assert main(["print", "players", "--db", url, "--event", "Cup",
                 "-o", str(tmp_path / "p.pdf")]) == 0
    assert (tmp_path / "p.pdf").read_bytes().startswith(b"%PDF")
    event_id = find_event(filled, "Cup").id
    assert (tmp_path / "p.csv").read_text(encoding="utf-8-sig").count("\n") == 1 + len(
        list_entries(filled, event_id))
    assert [p.name for p in tmp_path.iterdir() if "partial" in p.name] == []
