"""Every ``-o`` of the command writes a regular file or a new name, and nothing else (issue 34):
a symbolic link (inside or outside the folder), a FIFO, a device or a folder is refused in
one line naming the path, exit 2, the target exactly as it was (same inode, same content or
link, still a FIFO or a device); a missing folder is named as such, never a temporary file
(issue 40). Nothing here opens a FIFO: a refusal must come from looking, not from writing."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from tdesk.cli import main
from tdesk.errors import InputError, TdeskError
from tdesk.models.store import Store
from tdesk.services.people import series

pytestmark = pytest.mark.timeout(120)  # a writer that opened a FIFO would wait for ever


@pytest.fixture
def filled(store: Store, make_event: Callable[..., int]) -> Store:
    """A poker event and a Swiss event with players, and a series over the poker event."""
    cup = make_event("poker", players=6, name="Cup")
    make_event("swiss", players=8, name="Swiss Cup")
    sid = series.create_series(store, "Tuesdays", formula="sqrt", params={"k": "100"})
    series.add_events(store, sid, [cup])
    return store


def _verbs(out: Path, url: str) -> dict[str, list[str]]:
    """Every verb of the command that writes ``-o``, with what it needs to succeed."""
    o = ["-o", str(out), "--db", url]
    return {
        "export players": ["export", "players", "--event", "Cup", *o],
        "export results": ["export", "results", "--event", "Cup", *o],
        "export rating": ["export", "rating", "--event", "Swiss Cup", *o],
        "print players": ["print", "players", "--event", "Cup", *o],
        "snapshot players": ["snapshot", "players", "--event", "Cup", *o],
        "backup": ["backup", *o],
        "person export": ["person", "export", *o],
        "person history": ["person", "history", "#1", *o],
        "series board": ["series", "board", "Tuesdays", *o],
    }


VERBS = list(_verbs(Path("x"), "sqlite://"))


def _state(path: Path) -> tuple[int, int, int, bytes | str | None]:
    """What must not change: inode, device, file type, and the content or the link."""
    st = os.lstat(path)
    if stat.S_ISLNK(st.st_mode):
        body: bytes | str | None = os.readlink(path)
    elif stat.S_ISREG(st.st_mode):
        body = path.read_bytes()
    else:
        body = None  # a FIFO, a device or a folder: never opened here
    return st.st_ino, st.st_rdev, stat.S_IFMT(st.st_mode), body


def _device(path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("making a device node needs root; the symlink cases cover /dev/null")
    os.mknod(path, stat.S_IFCHR | 0o600, os.makedev(1, 3))  # /dev/null's numbers


def _make(kind: str, path: Path, outside: Path) -> str:
    """Make ``path`` a ``kind`` of thing; return the words the refusal must say."""
    if kind == "symlink inside":
        (path.parent / "real.bin").write_bytes(b"the file the link names\n")
        path.symlink_to("real.bin")
        return "symbolic link"
    if kind == "symlink outside":
        outside.write_bytes(b"someone else's file\n")
        path.symlink_to(outside)
        return "symbolic link"
    if kind == "symlink to a device":
        path.symlink_to("/dev/null")
        return "symbolic link"
    if kind == "fifo":
        os.mkfifo(path)
        return "FIFO"
    if kind == "device":
        _device(path)
        return "device"
    assert kind == "folder"
    path.mkdir()
    (path / "keep.txt").write_bytes(b"inside the folder\n")
    return "folder"


KINDS = ["symlink inside", "symlink outside", "symlink to a device", "fifo", "device", "folder"]


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("verb", VERBS)
def test_an_output_that_is_not_a_regular_file_is_refused_and_left_alone(
        filled: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str], qapp,  # type: ignore[no-untyped-def]
        verb: str, kind: str) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    out = folder / "target.bin"
    words = _make(kind, out, tmp_path / "elsewhere.bin")
    before = _state(out)
    outside_before = (tmp_path / "elsewhere.bin").read_bytes() if kind == "symlink outside" \
        else None
    listing = sorted(p.name for p in folder.iterdir())
    assert main(_verbs(out, filled.url)[verb]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and err.startswith("tdesk: -o "), err
    assert str(out) in err and words in err, err
    assert _state(out) == before
    assert sorted(p.name for p in folder.iterdir()) == listing  # no partial file left either
    if outside_before is not None:
        assert (tmp_path / "elsewhere.bin").read_bytes() == outside_before


@pytest.mark.parametrize("verb", VERBS)
def test_a_missing_folder_is_named_not_a_temporary_file(
        filled: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str], qapp,  # type: ignore[no-untyped-def]
        verb: str) -> None:
    out = tmp_path / "missing" / "dir" / "p.csv"
    assert main(_verbs(out, filled.url)[verb]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "partial" not in err, err
    assert str(out) in err and f"the folder {out.parent} does not exist" in err, err
    assert not (tmp_path / "missing").exists()


@pytest.mark.parametrize("verb", VERBS)
def test_a_regular_file_is_replaced_whole_and_a_new_name_is_written(
        filled: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str], qapp,  # type: ignore[no-untyped-def]
        verb: str) -> None:
    old = tmp_path / "old.bin"
    old.write_bytes(b"yesterday\n")
    new = tmp_path / "new.bin"
    for out in (old, new):
        assert main(_verbs(out, filled.url)[verb]) == 0, capsys.readouterr().err
        assert out.is_file() and not out.is_symlink()
        assert out.read_bytes() not in (b"", b"yesterday\n")
        assert stat.S_IMODE(out.stat().st_mode) == 0o666 & ~_umask()
    assert sorted(p.name for p in tmp_path.iterdir() if "partial" in p.name) == []


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def test_a_target_that_turns_into_a_fifo_while_writing_is_not_replaced(tmp_path: Path) -> None:
    folder = tmp_path / "out"  # tmp_path also holds the test's data folder
    folder.mkdir()
    out = folder / "p.csv"

    def write(path: Path) -> None:
        path.write_bytes(b"data\n")
        os.mkfifo(out)  # another program made the name a FIFO meanwhile

    from tdesk.cli import output as cli_output

    with pytest.raises(InputError, match="FIFO"):
        cli_output.write_whole(out, write)
    assert stat.S_ISFIFO(os.lstat(out).st_mode)
    assert [p.name for p in folder.iterdir()] == ["p.csv"]


def test_a_failed_write_names_the_path_given_and_leaves_nothing(tmp_path: Path) -> None:
    out = tmp_path / "p.csv"
    out.write_bytes(b"kept\n")

    def write(path: Path) -> None:
        path.write_bytes(b"half")
        raise OSError(28, "No space left on device", str(path))

    from tdesk.cli import output as cli_output

    with pytest.raises(TdeskError) as caught:
        cli_output.write_whole(out, write)
    assert f"Cannot write {out}: No space left on device" in str(caught.value)
    assert out.read_bytes() == b"kept\n" and [p.name for p in tmp_path.iterdir()] == ["p.csv"]
