"""``tdesk import players`` finds returning people (issues 35, 36): the same spelling is taken,
namesakes and other spellings refuse the import until said (--person, --match), and
--new-people makes every row new; nothing is half-written."""

from pathlib import Path

import pytest
from sqlmodel import func, select

from tdesk.cli import build_parser, main
from tdesk.models.tables import Player
from tdesk.services.events import create_event, find_event
from tdesk.services.people.people import find_by_name
from tdesk.services.players import PlayerFields, import_players, list_entries

LIST = "name,rating\nKate Dixon,1500\nanna petrov,\nBjorn Oberg,\nNew Face,1400\n"


def _people(store) -> int:  # type: ignore[no-untyped-def]
    with store.read() as session:
        return int(session.exec(select(func.count()).select_from(Player)).one())


@pytest.fixture
def week(store, tmp_path: Path):  # type: ignore[no-untyped-def]
    first = create_event(store, "Weekly 1", "poker")
    other = create_event(store, "Other club", "poker")
    import_players(store, first, [PlayerFields("Kate Dixon", rating=1620),
                                  PlayerFields("Anna Petrov", country="RU"),
                                  PlayerFields("Björn Öberg")])
    import_players(store, other, [PlayerFields("Anna Petrov", country="SE")])
    create_event(store, "Weekly 2", "poker")
    path = tmp_path / "week2.csv"
    path.write_text(LIST, encoding="utf-8")
    return path


def _run(store, path: Path, *extra: str) -> int:  # type: ignore[no-untyped-def]
    return main(["import", "players", str(path), "--event", "Weekly 2", "--db", store.url,
                 *extra])


def test_namesakes_and_other_spellings_refuse_until_said(store, week, capsys) -> None:  # type: ignore[no-untyped-def]
    before = _people(store)
    assert _run(store, week) != 0
    err = capsys.readouterr().err
    assert "Line 3: anna petrov: people of that name: #" in err and "(RU), Weekly 1" in err
    assert "(SE), Other club" in err
    assert "Line 4: Bjorn Oberg: spelled otherwise in the player database: #" in err
    assert "Line 2" not in err  # Kate Dixon, spelled the same: taken without asking
    assert "2 row(s) listed above" in err and "nothing was imported" in err
    assert _people(store) == before
    # --match takes the single other spelling; the namesakes still wait
    assert _run(store, week, "--match") != 0
    err = capsys.readouterr().err
    assert "Line 3" in err and "Line 4" not in err and "1 row(s)" in err


def test_person_per_line_and_match_import_once_keeping_the_rating(store, week, capsys) -> None:  # type: ignore[no-untyped-def]
    before = _people(store)
    russian = next(p for p in find_by_name(store, "Anna Petrov") if p.country == "RU")
    assert _run(store, week, "--match", "--person", f"3=#{russian.person_id}") == 0
    out = capsys.readouterr().out
    assert "Imported 4 players" in out and "Returning people: 3; new people: 1." in out
    assert "Line 2: Kate Dixon keeps 1620 (the file says 1500)." in out
    assert _people(store) == before + 1  # New Face only
    [kate] = find_by_name(store, "Kate Dixon")
    assert (kate.rating, kate.events) == (1620, 2)
    names = sorted(r.name for r in list_entries(store, find_event(store, "Weekly 2").id))
    assert names == ["Anna Petrov", "Björn Öberg", "Kate Dixon", "New Face"]  # the store's spelling


def test_new_people_makes_every_row_new_and_bad_person_options_are_named(store, week, capsys) -> None:  # type: ignore[no-untyped-def]
    before = _people(store)
    assert _run(store, week, "--person", "3=anna") != 0
    assert "--person '3=anna'" in capsys.readouterr().err
    assert _run(store, week, "--person", "9=new") != 0
    assert "line 9 is no player row" in capsys.readouterr().err
    assert _run(store, week, "--person", "3=new", "--person", "4=new") == 0
    assert "Returning people: 1; new people: 3." in capsys.readouterr().out
    assert _people(store) == before + 3
    other = create_event(store, "Weekly 3", "poker")
    assert main(["import", "players", str(week), "--event", "Weekly 3", "--db", store.url,
                 "--new-people"]) == 0
    assert _people(store) == before + 7
    assert len(list_entries(store, other)) == 4


def test_the_help_says_how_rows_are_matched() -> None:
    parser = build_parser()
    text = next(a for a in parser._subparsers._group_actions[0].choices.items()  # type: ignore[union-attr]
                if a[0] == "import")[1].format_help()
    assert "--match" in text and "--new-people" in text and "--person" in text
    assert "keeps their rating" in " ".join(text.split())
