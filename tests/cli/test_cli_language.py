"""Issue 21: the command line's messages to the person follow TDESK_LANG like the sheets do
("Wrote …" stayed English under TDESK_LANG=ru). Run as a person runs them: subprocesses."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, import_players


def _tdesk(tmp_path: Path, lang: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "TDESK_LANG": lang, "QT_QPA_PLATFORM": "offscreen",
           "TDESK_DATA_DIR": str(tmp_path / "data"), "TDESK_STAFF": "Floor"}
    done = subprocess.run([sys.executable, "-m", "tdesk", *args], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done


@pytest.fixture
def cup(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'cup.db'}"
    store = Store(url)
    event = create_event(store, "Cup", "poker")
    import_players(store, event, [PlayerFields(name=n) for n in ("Åsa", "Иван", "王伟")])
    store.close()
    return url


def test_cli_says_what_it_wrote_in_russian(tmp_path: Path, cup: str) -> None:
    pdf, csv, backup = tmp_path / "p.pdf", tmp_path / "p.csv", tmp_path / "b.db"
    said = [
        _tdesk(tmp_path, "ru", "print", "players", "--db", cup, "--event", "Cup", "-o", str(pdf)),
        _tdesk(tmp_path, "ru", "export", "players", "--db", cup, "--event", "Cup", "-o", str(csv)),
        _tdesk(tmp_path, "ru", "export", "results", "--db", cup, "--event", "Cup", "-o",
               str(tmp_path / "r.csv")),
        _tdesk(tmp_path, "ru", "backup", "--db", cup, "-o", str(backup)),
    ]
    lines = [d.stdout.strip() for d in said]
    assert lines == [f"Записан файл {pdf}", f"Экспортировано 3 игрока в {csv}",
                     f"Результаты экспортированы в {tmp_path / 'r.csv'}",
                     f"Резервная копия записана в {backup}"]
    (tmp_path / "more.csv").write_text("name\nМария Иванова\n", encoding="utf-8")
    imported = _tdesk(tmp_path, "ru", "import", "players", str(tmp_path / "more.csv"), "--db",
                      cup, "--event", "Cup")
    assert imported.stdout.startswith("Импортирован 1 игрок (")
    listed = _tdesk(tmp_path, "ru", "print", "list").stdout
    assert "Список игроков" in listed and "Player list" not in listed


def test_cli_in_english_reads_as_before(tmp_path: Path, cup: str) -> None:
    csv = tmp_path / "p.csv"
    done = _tdesk(tmp_path, "en", "export", "players", "--db", cup, "--event", "Cup", "-o",
                  str(csv))
    assert done.stdout.strip() == f"Exported 3 players to {csv}"
    demo = _tdesk(tmp_path, "en", "demo", "--no-gui", "--db", str(tmp_path / "demo.db"))
    assert demo.stdout.strip() == f"Demo store ready at {tmp_path / 'demo.db'} (17 events)."


def test_the_floor_verbs_speak_swedish(tmp_path: Path) -> None:
    """Issue 35: `bounties`, `satellite`, `flights status` and `hand-for-hand status` printed
    English under another language (their words were passed through a helper lupdate could not
    see), and "1 players left" had no plural."""
    from tdesk.services.money import money
    from tdesk.services.seating.seating import draw_seats

    url = f"sqlite:///{tmp_path / 'night.db'}"
    store = Store(url)
    cup = create_event(store, "Cup", "poker", settings={"starting_stack": 10000})
    ids = import_players(store, cup, [PlayerFields(name=n) for n in ("Åsa", "Иван", "王伟")])
    money.set_terms(store, cup, {"buy_in": 100, "bounty": 100})
    money.take_entries(store, cup, ids)
    draw_seats(store, cup, seed=1)
    sat = create_event(store, "Sat", "poker", settings={"starting_stack": 10000})
    money.set_terms(store, sat, {"buy_in": 100})
    money.take_entries(store, sat, import_players(store, sat, [PlayerFields(name=f"P{i}")
                                                               for i in range(12)]))
    store.close()
    said = {
        "bounties": _tdesk(tmp_path, "sv", "bounties", "--db", url, "--event", "Cup",
                           "--format", "progressive").stdout,
        "satellite": _tdesk(tmp_path, "sv", "satellite", "--db", url, "--event", "Sat",
                            "--seat-value", "550", "--target", "Cup").stdout,
        "flights": _tdesk(tmp_path, "sv", "flights", "status", "--db", url, "--event",
                          "Cup").stdout,
        "hand-for-hand": _tdesk(tmp_path, "sv", "hand-for-hand", "status", "--db", url,
                                "--event", "Cup").stdout,
    }
    assert said["bounties"].startswith("Progressiv knockout\nSpelare  Huvud  Inkasserat")
    assert "Pott 300: huvuden 300, inkasserat 0" in said["bounties"]
    assert "Prispott 1\u00a0200: 2 platser à 550 till Cup" in said["satellite"]  # sv: 1 200
    assert "Turneringen har inga flighter" in said["flights"]
    assert said["hand-for-hand"].startswith("Hand för hand är av (3 spelare kvar")
    for english in ("Player", "Pool", "Prize pool", "players left", "no flights", "seats of"):
        assert not any(english in text for text in said.values()), english
