"""``tdesk bounties`` (issue 23): set a format, list heads and collected bounties."""

from pathlib import Path

import pytest

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.money import money
from tdesk.services.players import PlayerFields, import_players
from tdesk.services.seating.seating import bust_players


def _store(tmp_path: Path, bounty: int = 100) -> tuple[str, int, list[int]]:
    url = f"sqlite:///{tmp_path / 'b.db'}"
    store = Store(url)
    event = create_event(store, "Cup", "poker", settings={"starting_stack": 10000})
    ids = import_players(store, event, [PlayerFields(name=n) for n in ("Åsa", "Иван", "王伟")])
    money.set_terms(store, event, {"buy_in": 100, "bounty": bounty})
    money.take_entries(store, event, ids)
    store.close()
    return url, event, ids


def test_set_a_pko_then_list_heads_and_collected(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    url, event, ids = _store(tmp_path)
    assert main(["bounties", "--db", url, "--event", "Cup", "--format", "progressive",
                 "--cash-share", "2/5"]) == 0
    store = Store(url)
    bust_players(store, event, [ids[1]], eliminators={ids[1]: [ids[0]]})
    store.close()
    capsys.readouterr()
    assert main(["bounties", "--db", url, "--event", "Cup"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Progressive knockout"
    assert "Åsa  160  40  1" in lines  # 100 × 2/5 paid, 60 onto the head
    assert not any(line.startswith("Иван") for line in lines)  # out, nothing collected
    assert lines[-2] == "Pool 300: heads 260, collected 40"
    assert lines[-1].startswith("Bounty money: taken 300 = won 40 + in play 260")


def test_a_mystery_format_needs_its_envelopes_named_well(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    url, _, _ = _store(tmp_path)
    assert main(["bounties", "--db", url, "--event", "Cup", "--format", "mystery",
                 "--envelopes", "1000x1,lots"]) == 2
    assert "--envelopes 'lots': write each as VALUExCOUNT" in capsys.readouterr().err
    assert main(["bounties", "--db", url, "--event", "Cup", "--format", "mystery",
                 "--envelopes", "1000x1,100x2", "--phase-players", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Mystery bounty") and "Envelopes left: 1,200" in out


@pytest.mark.parametrize("args", [["--format", "none"], []])
def test_an_event_without_a_format_says_so(tmp_path: Path, capsys, args) -> None:  # type: ignore[no-untyped-def]
    url, _, _ = _store(tmp_path, bounty=0)
    assert main(["bounties", "--db", url, "--event", "Cup", *args]) == 0
    assert "pays no bounties" in capsys.readouterr().out


def test_bounty_parts_taken_without_a_format_are_a_warning(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """Issue 35: the entries took 300 in bounty parts and no format says who gets them."""
    url, _, _ = _store(tmp_path)
    assert main(["bounties", "--db", url, "--event", "Cup"]) == 1
    out = capsys.readouterr().out
    assert "took 300 in bounty parts" in out and "--format" in out


def test_results_show_what_each_player_collected(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """Issue 35: `tdesk results` had no bounties column (the CSV and the sheet have one)."""
    url, event, ids = _store(tmp_path)
    assert main(["bounties", "--db", url, "--event", "Cup", "--format", "progressive"]) == 0
    store = Store(url)
    bust_players(store, event, [ids[1]], eliminators={ids[1]: [ids[0]]})
    bust_players(store, event, [ids[0]], eliminators={ids[0]: [ids[2]]})
    store.close()
    capsys.readouterr()
    assert main(["results", "--db", url, "--event", "Cup"]) == 0
    lines = [" ".join(line.split()) for line in capsys.readouterr().out.splitlines()]
    assert "3 Иван 0 bounties 0" in lines
    assert "2 Åsa 0 bounties 50" in lines  # half of Иван's 100 (progressive)
    assert "1 王伟 300 bounties 250" in lines  # 75 of Åsa's 150, then his own head of 175


def test_pay_a_player_bounties_and_see_the_reconciliation(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """Issue 35: `--pay NAME` hands over the bounties with a receipt; the listing ends with
    the night's bounty money."""
    url, event, ids = _store(tmp_path)
    assert main(["bounties", "--db", url, "--event", "Cup", "--format", "fixed"]) == 0
    store = Store(url)
    bust_players(store, event, [ids[1]], eliminators={ids[1]: [ids[0]]})
    store.close()
    capsys.readouterr()
    assert main(["bounties", "--db", url, "--event", "Cup", "--pay", "asa"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Bounties paid to Åsa: 100, receipt ")
    assert lines[-1] == ("Bounty money: taken 300 = won 100 + in play 200 + house 0; won: "
                         "paid 100, owed 0")
    assert main(["bounties", "--db", url, "--event", "Cup", "--pay", "Åsa"]) == 2
    assert "owed no bounty" in capsys.readouterr().err
