"""The command line's output in the pseudo-language (issue 37, tests/pseudo_lang.py): what a
verb tells the person (the documents it can print, what it wrote) is marked ``⟦…⟧`` whole;
keys, paths, file names, names and numbers aside. Help and argparse's refusals are walked in
tests/cli/test_pseudo_cli_verbs.py."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tdesk.cli import main
from tests import pseudo_lang
from tests.pseudo_lang import pseudo_fixture  # noqa: F401 (the pseudo fixture)


def test_cli_output_speaks_only_in_marks(store: Any, make_event: Any, tmp_path: Path,
                                          pseudo: None, capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    make_event("poker", players=4, name="Cup")
    monkeypatch.setenv("TDESK_STAFF", "Floor")
    db = ["--db", store.url, "--event", "Cup"]
    runs = {
        "print list": ["print", "list"],
        "print players": ["print", "players", *db, "-o", str(tmp_path / "p.pdf")],
        "export": ["export", "players", *db, "-o", str(tmp_path / "p.csv")],
        "backup": ["backup", "--db", store.url, "-o", str(tmp_path / "b.db")],
    }
    found = {}
    for name, argv in runs.items():
        assert main(argv) == 0, name
        out = capsys.readouterr().out
        assert pseudo_lang.OPEN in out, name
        if name == "print list":  # each line: the document's key, then its title
            out = "\n".join(line.split(maxsplit=1)[-1] for line in out.splitlines())
        lines = [" ".join(words) for line in out.replace(str(tmp_path), " ").splitlines()
                 if (words := pseudo_lang.unmarked_words(line, ["poker", "ofc", "swiss",
                                                                "league", "pdf", "csv", "db"]))]
        if lines:
            found[name] = lines
    assert found == {}
