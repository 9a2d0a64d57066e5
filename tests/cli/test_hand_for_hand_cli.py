"""``tdesk hand-for-hand`` (issue 23): start, next, a table's hand done with its busts, end."""

from pathlib import Path

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.money import money
from tdesk.services.players import PlayerFields, import_players
from tdesk.services.seating import seating

NAMES = ("Åsa Berg", "Иван Петров", "王伟", "Bo Ek", "Cy Lund", "Di Nord", "Ed Holm", "Fa Ro")


def _store(tmp_path: Path) -> tuple[str, dict[int, list[str]]]:
    """Eight at two tables of four, top 3 paid, down to four left: two at each table."""
    url = f"sqlite:///{tmp_path / 'h.db'}"
    store = Store(url)
    event = create_event(store, "Cup", "poker", settings={"seats_per_table": 4})
    ids = import_players(store, event, [PlayerFields(name=n) for n in NAMES])
    money.set_terms(store, event, {"buy_in": 100})
    money.set_payout(store, event, money.load_template("top3"))
    money.take_entries(store, event, ids)
    seating.draw_seats(store, event, seed=3)
    for table in seating.room(store, event).tables:
        seating.bust_players(store, event, [p.entry_id for p in table.players[:2]])
    tables = {t.number: [p.name for p in t.players]
              for t in seating.room(store, event).tables if t.players}
    store.close()
    return url, tables


def test_a_hand_at_two_tables_from_the_command_line(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    url, tables = _store(tmp_path)
    run = ["hand-for-hand", "--db", url, "--event", "Cup"]
    assert main([*run[:1], "status", *run[1:]]) == 0
    assert "Hand-for-hand is off (4 players left, 3 paid)" in capsys.readouterr().out
    assert main([*run[:1], "start", *run[1:]]) == 0
    assert "between hands (0 dealt)" in capsys.readouterr().out
    assert main([*run[:1], "next", *run[1:]]) == 0
    assert "HAND FOR HAND: hand 1; tables still playing: 1, 2" in capsys.readouterr().out
    assert main([*run[:1], "next", *run[1:]]) == 2
    assert "still playing at tables 1, 2" in capsys.readouterr().err
    a, b = tables[1][0], tables[2][0]
    assert main([*run[:1], "done", *run[1:], "--table", "1", "--bust", f"{a}=3,000"]) == 0
    assert "tables still playing: 2" in capsys.readouterr().out
    assert main([*run[:1], "done", *run[1:], "--table", "2", "--bust", b.upper()]) == 0
    out = capsys.readouterr().out.splitlines()
    # a tie across tables: both hold 3rd (and share its prize); 2 left, the money is reached
    assert out[0] == f"Hand complete: {a}: place 3, {b}: place 3" or \
        out[0] == f"Hand complete: {b}: place 3, {a}: place 3"
    assert out[1].startswith("Hand-for-hand is off (2 players left")


def test_done_needs_a_table_and_known_names(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    url, _ = _store(tmp_path)
    base = ["--db", url, "--event", "Cup"]
    assert main(["hand-for-hand", "start", *base]) == 0
    assert main(["hand-for-hand", "next", *base]) == 0
    assert main(["hand-for-hand", "done", *base]) == 2
    assert "name the table" in capsys.readouterr().err
    assert main(["hand-for-hand", "done", *base, "--table", "1", "--bust", "Nobody"]) == 2
    assert "no such player" in capsys.readouterr().err
    assert main(["hand-for-hand", "end", *base]) == 2
    assert "still playing at tables 1, 2" in capsys.readouterr().err
