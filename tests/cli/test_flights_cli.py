"""``tdesk flights status|add|bag|day2`` and ``tdesk print bag-sheet`` (issue 23)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.services import players
from tdesk.services.events import find_event
from tdesk.services.seating.seating import seating_list
from tests.services.flights_helpers import two_flights


def _store(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'f.db'}"
    store = Store(url)
    two_flights(store)
    store.close()
    return url


def test_bag_both_flights_then_day2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = _store(tmp_path)
    assert main(["flights", "status", "--db", url, "--event", "Main Event Day 1A"]) == 0
    assert "Day 1A: 3 of 6 left · plays down to 3 · stop reached" in capsys.readouterr().out
    assert main(["flights", "bag", "--db", url, "--event", "Main Event Day 1A",
                 "--count", "ann=40,000", "--count", "Bo=25000", "--count", "Cy=10000"]) == 0
    assert "Bagged: 3 players, 75,000 chips." in capsys.readouterr().out
    assert main(["flights", "bag", "--db", url, "--event", "Main Event Day 1B",
                 "--count", "Gus=30000", "--count", "Ann=60000", "--count", "Hal=5000"]) == 0
    capsys.readouterr()
    assert main(["flights", "day2", "--db", url, "--event", "Main Event", "--seed", "5"]) == 1
    out = capsys.readouterr().out  # Ann bagged twice: listed, and nothing built unasked
    assert "Bagged more than once (the best stack plays):" in out
    assert "  Ann: Day 1B 60,000 plays; forfeited Day 1A 40,000" in out
    assert "Day 2 is not built: answer y, or add --yes" in out
    assert main(["flights", "day2", "--db", url, "--event", "Main Event", "--seed", "5",
                 "--yes"]) == 0
    out = capsys.readouterr().out
    assert "Day 2: 5 players · 130,000 chips · 40,000 chips forfeited." in out
    assert "seed 5" in out
    store = Store(url)
    try:
        parent = find_event(store, "Main Event").id
        assert len(seating_list(store, parent)) == 5
        assert {r.name: r.chips for r in players.list_entries(store, parent)}["Ann"] == 60_000
    finally:
        store.close()
    assert main(["flights", "status", "--db", url, "--event", "Main Event"]) == 0
    out = capsys.readouterr().out
    assert "Whole event: 11 entries · prize pool 1,100" in out
    assert "Day 2: 5 players · 130,000 chips" in out


def test_bag_refuses_a_missing_player(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = _store(tmp_path)
    assert main(["flights", "bag", "--db", url, "--event", "Main Event Day 1A",
                 "--count", "Ann=40000"]) != 0
    assert "no count" in capsys.readouterr().err


def test_add_a_flight_and_print_its_bag_sheet(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    url = _store(tmp_path)
    assert main(["flights", "add", "--db", url, "--event", "Main Event",
                 "--name", "Main Event Day 1C"]) == 0
    assert "Main Event Day 1C is Day 1C." in capsys.readouterr().out
    main(["flights", "bag", "--db", url, "--event", "Main Event Day 1A",
          "--count", "Ann=40000", "--count", "Bo=25000", "--count", "Cy=10000"])
    pdf = tmp_path / "bags.pdf"
    assert main(["print", "bag-sheet", "--db", url, "--event", "Main Event Day 1A",
                 "-o", str(pdf)]) == 0
    text = PdfReader(pdf).pages[0].extract_text()
    assert "Bag sheet" in text and "40,000" in text
