"""``tdesk decklist import`` and ``tdesk print decklists|decklists-missing`` (issue 24)."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, import_players
from tdesk.services.swiss import decklists, swiss

LIST = "3 Dragon\n3 Elf\n"


def _store(tmp_path: Path) -> tuple[str, int]:
    url = f"sqlite:///{tmp_path / 'd.db'}"
    store = Store(url)
    event = create_event(store, "Cup", "swiss", settings={"decklists": True, "deck_min": 6})
    import_players(store, event, [PlayerFields(name=n) for n in ("Åsa Öberg", "Иван", "王伟")])
    store.close()
    return url, event


def test_import_files_then_print_the_sheets(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    url, event = _store(tmp_path)
    (tmp_path / "Åsa Öberg.txt").write_text(LIST, encoding="utf-8")
    (tmp_path / "more.txt").write_text(f"# Player: иван\n{LIST}", encoding="utf-8")
    assert main(["decklist", "import", "--db", url, "--event", "Cup",
                 str(tmp_path / "Åsa Öberg.txt"), str(tmp_path / "more.txt")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == ["Registered: Åsa Öberg", "Registered: Иван", "Lists still missing: 1"]
    for doc in ("decklists", "decklists-missing"):
        pdf = tmp_path / f"{doc}.pdf"
        assert main(["print", doc, "--db", url, "--event", "Cup", "-o", str(pdf)]) == 0
        text = "\n".join(p.extract_text() for p in PdfReader(pdf).pages)
        assert "王伟" in text
    assert "1 player without a decklist" in text


def test_a_bad_line_leaves_out_that_list_only(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """Issue 36: the good lists are registered, the bad one is named with its reason on
    stderr and the exit status is 1; nothing good at all is status 2 with nothing saved."""
    url, event = _store(tmp_path)
    (tmp_path / "Åsa Öberg.txt").write_text(LIST, encoding="utf-8")
    (tmp_path / "王伟.txt").write_text("3 Dragon\nthree x Elf\n", encoding="utf-8")
    assert main(["decklist", "import", "--db", url, "--event", "Cup",
                 str(tmp_path / "王伟.txt")]) == 2
    assert "line 2: 'three x Elf' has no count" in capsys.readouterr().err
    assert main(["decklist", "import", "--db", url, "--event", "Cup",
                 str(tmp_path / "Åsa Öberg.txt"), str(tmp_path / "王伟.txt")]) == 1
    captured = capsys.readouterr()
    assert "Registered: Åsa Öberg" in captured.out
    assert "Not imported: 王伟 (王伟.txt)" in captured.err
    assert "line 2: 'three x Elf' has no count" in captured.err
    store = Store(url)
    assert [r.player for r in decklists.missing(store, event)] == ["Иван", "王伟"]
    swiss.pair_next_round(store, event, seed=1)
    store.close()
    assert main(["decklist", "import", "--db", url, "--event", "Cup",
                 str(tmp_path / "Åsa Öberg.txt")]) == 2
    assert "locked: the player's first round is paired" in capsys.readouterr().err
    assert main(["decklist", "import", "--db", url, "--event", "Cup", "--head-judge",
                 "--reason", "handed in at the desk", str(tmp_path / "Åsa Öberg.txt")]) == 0


def test_cards_allowed_in_any_number_from_the_command_line(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """DECK-4 (issue 36): set, show and clear the list; the import then takes 5 copies."""
    url, event = _store(tmp_path)
    assert main(["decklist", "any-number", "--db", url, "--event", "Cup",
                 "Gold coin", " Mountain  troll "]) == 0
    assert capsys.readouterr().out.strip() == \
        "Cards allowed in any number: Gold coin, Mountain troll"
    (tmp_path / "Иван.txt").write_text("5 Gold coin\n1 Elf\n", encoding="utf-8")
    assert main(["decklist", "import", "--db", url, "--event", "Cup",
                 str(tmp_path / "Иван.txt")]) == 0
    assert main(["decklist", "any-number", "--db", url, "--event", "Cup"]) == 0
    assert "Gold coin, Mountain troll" in capsys.readouterr().out
    assert main(["decklist", "any-number", "--db", url, "--event", "Cup", "--none"]) == 0
    assert capsys.readouterr().out.strip() == "Cards allowed in any number: none"
    assert main(["decklist", "any-number", "--db", url, "--event", "Cup", "x" * 101]) == 2
    assert "at most 100 characters" in capsys.readouterr().err
