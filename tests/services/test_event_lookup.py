"""Issue 21: an event (or a structure template) is found by its name whatever the alphabet:
the exact spelling wins, then the name blind to case and accents (tdesk.names.fold), and two
events that fold the same are an error naming both. SQLite's lower() folds only ASCII, so
"Кубок Москвы" typed exactly was never found by ``tdesk print``/``serve``/``import``/``export``."""

from pathlib import Path

import pytest

from tdesk.errors import ConflictError, NotFoundError
from tdesk.models.store import Store
from tdesk.rules.levels import Level, Structure
from tdesk.services import clock
from tdesk.services.events import create_event, find_event, list_events
from tdesk.services.players import PlayerFields, add_player
from tests.cli.in_process import tdesk


@pytest.mark.parametrize("name", ["Кубок Москвы", "Örebro Öppna", "ÅÄÖ Cup", "Кубок Ёлки"])
def test_non_ascii_capitals_found_exactly_and_folded(store, name) -> None:  # type: ignore[no-untyped-def]
    event = create_event(store, name, "swiss")
    assert find_event(store, name).id == event
    assert find_event(store, name.upper()).id == event
    assert find_event(store, name.lower()).id == event
    assert find_event(store, f"  {name}  ").id == event


def test_accent_blind_and_exact_match_wins(store) -> None:  # type: ignore[no-untyped-def]
    accented = create_event(store, "Örebro Öppna", "swiss")
    assert find_event(store, "orebro oppna").id == accented
    plain = create_event(store, "Orebro Oppna", "poker")  # a different name: allowed
    assert find_event(store, "Örebro Öppna").id == accented   # exact spelling wins
    assert find_event(store, "Orebro Oppna").id == plain
    with pytest.raises(ConflictError) as err:
        find_event(store, "OREBRO OPPNA")
    assert "'Örebro Öppna'" in str(err.value) and "'Orebro Oppna'" in str(err.value)


def test_unknown_name_lists_the_events(store) -> None:  # type: ignore[no-untyped-def]
    create_event(store, "Кубок Москвы", "swiss")
    with pytest.raises(NotFoundError, match="Кубок Москвы"):
        find_event(store, "Кубок Питера")


def test_duplicate_refused_in_any_alphabet(store) -> None:  # type: ignore[no-untyped-def]
    create_event(store, "Кубок Москвы", "swiss")
    with pytest.raises(ConflictError, match="already has this name"):
        create_event(store, "КУБОК МОСКВЫ", "poker")
    assert len(list_events(store)) == 1


def test_structure_template_found_in_any_alphabet(store) -> None:  # type: ignore[no-untyped-def]
    levels = (Level(small_blind=100, big_blind=200, minutes=20),)
    clock.save_template(store, Structure(name="Турбо Öppen", levels=levels))
    assert clock.load_template(store, "турбо öppen").name == "Турбо Öppen"
    clock.delete_template(store, "ТУРБО ÖPPEN")
    assert clock.list_templates(store) == []


def test_cli_print_and_export_find_a_cyrillic_event(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'cup.db'}"
    store = Store(db)
    event = create_event(store, "Кубок Москвы", "swiss")
    add_player(store, event, PlayerFields(name="Иван Петров"))
    store.close()
    pdf = tmp_path / "players.pdf"
    done = tdesk("print", "players", "--db", db, "--event", "Кубок Москвы", "-o", str(pdf))
    assert done.returncode == 0, done.stderr
    assert pdf.stat().st_size > 0
    csv_out = tmp_path / "players.csv"
    done = tdesk("export", "players", "--db", db, "--event", "кубок москвы", "-o", str(csv_out))
    assert done.returncode == 0, done.stderr
    assert "Иван Петров" in csv_out.read_text(encoding="utf-8-sig")
