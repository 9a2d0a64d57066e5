"""``tdesk walk-in`` (issue 35): one verb takes the money, registers and seats the player;
``-o`` writes the ticket; a refusal writes nothing."""

from pathlib import Path

import pytest
from pypdf import PdfReader

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.money import money, receipts
from tdesk.services.people import people
from tdesk.services.players import PlayerFields, add_player, import_players, list_entries
from tdesk.services.seating.seating import bust_players, draw_seats, room


def _store(tmp_path: Path) -> tuple[str, int]:
    url = f"sqlite:///{tmp_path / 'w.db'}"
    store = Store(url)
    other = create_event(store, "Last week", "poker")
    add_player(store, other, PlayerFields(name="Åsa Öberg"))
    event = create_event(store, "Cup", "poker", settings={"starting_stack": 20000})
    ids = import_players(store, event, [PlayerFields(name=n) for n in ("Иван", "王伟", "Bo")])
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "reentry_limit": 1})
    money.take_entries(store, event, ids)
    draw_seats(store, event, seed=1)
    store.close()
    return url, event


def test_a_returning_person_walks_in_and_the_ticket_is_written(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    url, event = _store(tmp_path)
    out = tmp_path / "ticket.pdf"
    assert main(["walk-in", "--db", url, "--event", "Cup", "--name", "asa oberg",
                 "--method", "card", "-o", str(out)]) == 0
    store = Store(url)
    [seat] = [p for p in room(store, event).seated if p.name == "Åsa Öberg"]
    line = capsys.readouterr().out.splitlines()[0]
    assert line == (f"Åsa Öberg: entry 110, receipt C-0004 — table {seat.table}, "
                    f"seat {seat.seat}, 20,000 chips")
    text = " ".join(PdfReader(out).pages[0].extract_text().split())
    assert f"TABLE {seat.table} SEAT {seat.seat} 20,000 chips" in text
    assert receipts.printed_before(store, event, 4)  # written out: the next print is a copy
    assert len({r.player_id for r in list_entries(store, event) if r.name == "Åsa Öberg"}) == 1


def test_a_reentry_and_a_refusal_that_writes_nothing(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    url, event = _store(tmp_path)
    store = Store(url)
    bo = next(r.entry_id for r in list_entries(store, event) if r.name == "Bo")
    bust_players(store, event, [bo])
    store.close()
    assert main(["walk-in", "--db", url, "--event", "Cup", "--name", "Иван"]) == 2
    assert "Иван" in capsys.readouterr().err  # paid already
    assert main(["walk-in", "--db", url, "--event", "Cup", "--name", "Bo", "--reentry"]) == 0
    assert capsys.readouterr().out.startswith("Bo: re-entry 110, receipt C-0004 — table ")
    out = tmp_path / "no" / "t.pdf"
    assert main(["walk-in", "--db", url, "--event", "Cup", "--name", "New One",
                 "-o", str(out)]) == 2
    assert "-o" in capsys.readouterr().err
    store = Store(url)
    assert "New One" not in {r.name for r in list_entries(store, event)}


def test_a_person_walks_in_by_number_as_person_find_lists_them(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """``--person '#N'`` as well as ``--person N`` (issue 36: one reading of a person number)."""
    url, event = _store(tmp_path)
    store = Store(url)
    [asa] = people.find_by_name(store, "Åsa Öberg")
    assert main(["walk-in", "--db", url, "--event", "Cup", "--person", f"#{asa.person_id}"]) == 0
    assert capsys.readouterr().out.startswith("Åsa Öberg: entry 110")
    with pytest.raises(SystemExit) as refused:  # argparse's one line, exit status 2
        main(["walk-in", "--db", url, "--event", "Cup", "--person", "#x"])
    assert refused.value.code == 2 and "--person" in capsys.readouterr().err
    store.close()
