"""``tdesk reinstate`` (issue 35): a player busted by mistake back at a seat from the command
line; what moves is shown first, a paid place asks for --override, a taken seat is named."""

from pathlib import Path

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.money import money
from tdesk.services.players import PlayerFields, import_players, list_entries
from tdesk.services.seating import seating

NAMES = ("Åsa Berg", "Иван Петров", "王伟", "Bo Ek", "Cy Lund", "Di Nord")


def _store(tmp_path: Path) -> tuple[str, list[str]]:
    """Six paid at one table, top 3 paid; Åsa busted by mistake, then three more (3rd paid)."""
    url = f"sqlite:///{tmp_path / 'r.db'}"
    store = Store(url)
    event = create_event(store, "Cup", "poker", settings={"starting_stack": 5000})
    ids = import_players(store, event, [PlayerFields(name=n) for n in NAMES])
    money.set_terms(store, event, {"buy_in": 100})
    money.set_payout(store, event, money.parse_percents("50 30 20"))
    money.take_entries(store, event, ids)
    seating.draw_seats(store, event, seed=3)
    for entry in ids[:3]:
        seating.bust_players(store, event, [entry])
    store.close()
    return url, list(NAMES)


def _status(url: str, name: str) -> tuple[str, int | None]:
    store = Store(url)
    try:
        row = next(r for r in list_entries(store, 1) if r.name == name)
        return row.status, row.place
    finally:
        store.close()


def test_reinstate_from_the_command_line(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    url, names = _store(tmp_path)
    run = ["reinstate", "--db", url, "--event", "Cup", "--player", "asa berg"]
    assert main([*run, "--preview"]) == 0
    out = capsys.readouterr().out
    assert "Åsa Berg: place 6 given up, back in play" in out
    assert "王伟: place 4 → 5" in out
    assert _status(url, "Åsa Berg") == ("busted", 6)  # a preview saves nothing
    assert main([*run, "--table", "1", "--seat", "99"]) == 2
    assert "Seat" in capsys.readouterr().err
    assert main([*run, "--chips", "4000"]) == 0
    assert "Reinstated Åsa Berg: table 1 seat" in capsys.readouterr().out
    assert _status(url, "Åsa Berg") == ("active", None)
    assert _status(url, "王伟") == ("busted", 5)
    assert main([*run]) == 2
    assert "no busted player" in capsys.readouterr().err


def test_a_paid_place_that_moves_needs_override(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    url, _names = _store(tmp_path)
    store = Store(url)
    bo = next(r.entry_id for r in list_entries(store, 1) if r.name == "Bo Ek")
    seating.bust_players(store, 1, [bo])  # 3rd: paid
    store.close()
    run = ["reinstate", "--db", url, "--event", "Cup", "--player", "Иван Петров"]
    assert main(run) == 2
    assert "paid places" in capsys.readouterr().err
    assert _status(url, "Bo Ek") == ("busted", 3)
    assert main([*run, "--override"]) == 0
    assert _status(url, "Bo Ek") == ("busted", 4)


def test_a_full_room_opens_the_next_table(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    from tdesk.services.seating.walk_in import walk_in

    url = f"sqlite:///{tmp_path / 'full.db'}"
    store = Store(url)
    event = create_event(store, "Cup", "poker",
                         settings={"starting_stack": 5000, "seats_per_table": 3})
    ids = import_players(store, event, [PlayerFields(name=n) for n in NAMES])
    seating.draw_seats(store, event, seed=3)
    seating.bust_players(store, event, [ids[0]])
    walk_in(store, event, name="Eva Walk", seed=4)  # both tables full again
    store.close()
    assert main(["reinstate", "--db", url, "--event", "Cup", "--player", "Åsa Berg"]) == 0
    assert "Reinstated Åsa Berg: table 3 seat" in capsys.readouterr().out
    assert _status(url, "Åsa Berg") == ("active", None)
