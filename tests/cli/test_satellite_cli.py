"""``tdesk satellite``, ``tdesk results`` and the results CSV of a satellite (issue 23)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from tdesk.cli import main
from tdesk.cli import satellite as cli_satellite
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.money import money, satellites
from tdesk.services.players import PlayerFields, import_players
from tdesk.services.seating.seating import bust_players

NAMES = ("Åsa Lind", "Иван Петров", "王伟", "Mia Hill", "Tom Ash", "Ola Berg", "Li Na",
         "Ann Wu")


def _store(tmp_path: Path) -> tuple[str, list[int]]:
    """Eight entries at 100 in "Sat": a pool of 800."""
    url = f"sqlite:///{tmp_path / 's.db'}"
    store = Store(url)
    event = create_event(store, "Sat", "poker", settings={"starting_stack": 10000})
    ids = import_players(store, event, [PlayerFields(name=n) for n in NAMES])
    money.set_terms(store, event, {"buy_in": 100, "fee": 10})
    money.take_entries(store, event, ids)
    store.close()
    return url, ids


def test_satellite_sets_shows_and_turns_off(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    url, _ = _store(tmp_path)
    assert main(["satellite", "--db", url, "--event", "Sat", "--seat-value", "300",
                 "--target", "Main Event"]) == 0
    out = capsys.readouterr().out
    assert "2 seats of 300 to Main Event" in out and "remainder 200 in cash" in out
    assert main(["satellite", "--db", url, "--event", "Sat", "--remainder",
                 "seat_winners"]) == 0  # the other settings kept
    store = Store(url)
    info = satellites.satellite_info(store, satellites_event(store))
    assert (info.seat_value, info.target, info.remainder, info.places_paid) == (
        300, "Main Event", "seat_winners", 2)
    store.close()
    assert main(["satellite", "--db", url, "--event", "Sat", "--off"]) == 0
    assert main(["satellite", "--db", url, "--event", "Sat"]) == 0
    assert "not a satellite" in capsys.readouterr().out


def satellites_event(store: Store) -> int:
    from tdesk.services.events import find_event

    return find_event(store, "Sat").id


def test_a_bad_setting_is_one_line_naming_it(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    url, _ = _store(tmp_path)
    assert main(["satellite", "--db", url, "--event", "Sat", "--seat-value", "-3"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tdesk: Seat value") and "-3" in err and err.count("\n") == 1
    with pytest.raises(SystemExit):
        main(["satellite", "--db", url, "--event", "Sat", "--remainder", "bubble"])


def test_results_show_seats_and_a_seat_taken_as_cash(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    url, ids = _store(tmp_path)
    assert main(["satellite", "--db", url, "--event", "Sat", "--seat-value", "300",
                 "--target", "Main Event", "--seat-cash", "anyone"]) == 0
    store = Store(url)
    event = satellites_event(store)
    for entry_id in reversed(ids[2:]):
        bust_players(store, event, [entry_id])
    store.close()
    capsys.readouterr()
    assert main(["satellite", "--db", url, "--event", "Sat", "--seat-as-cash", "иван петров"]) == 0
    assert main(["results", "--db", url, "--event", "Sat"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "2 players left: all win a seat" in lines[0]
    assert any("Åsa Lind" in x and "Seat to Main Event" in x and x.strip().startswith("1–2")
               for x in lines)
    assert any("Иван Петров" in x and "Seat taken as cash" in x for x in lines)
    assert any(x.split()[0] == "3" and "Remainder in cash" in x and "200" in x for x in lines)
    out = tmp_path / "r.csv"
    assert main(["export", "results", "--db", url, "--event", "Sat", "-o", str(out)]) == 0
    rows = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8-sig"))))
    assert [r["wins"] for r in rows[:3]] == ["Seat to Main Event", "Seat taken as cash",
                                            "Remainder in cash"]
    assert sum(int(r["prize"]) for r in rows) == 800


def test_the_results_of_a_plain_event_and_a_wrong_player(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    url, ids = _store(tmp_path)
    store = Store(url)
    event = satellites_event(store)
    money.set_payout(store, event, money.load_template("top3"))
    bust_players(store, event, [ids[7]])
    store.close()
    assert main(["results", "--db", url, "--event", "Sat"]) == 0
    assert "Ann Wu" in capsys.readouterr().out
    assert main(["satellite", "--db", url, "--event", "Sat", "--seat-value", "300",
                 "--seat-as-cash", "Nobody"]) == 2
    assert "--seat-as-cash 'Nobody'" in capsys.readouterr().err
    store = Store(url)
    assert satellites.satellite_info(store, event) is None  # nothing set on a refusal
    store.close()


def test_the_cli_choices_are_the_rules() -> None:
    assert cli_satellite.REMAINDER_RULES == satellites.REMAINDER_RULES
    assert cli_satellite.SEAT_CASH_RULES == satellites.SEAT_CASH_RULES
