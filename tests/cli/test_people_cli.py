"""``tdesk person`` (issue 26): find, history (table and PDF), export and import of the
player database; contact kept private unless asked; a bad file imports nothing."""

import subprocess
from pathlib import Path

from sqlmodel import func, select

from tdesk.cli import main
from tdesk.models.tables import AuditLog, Player
from tdesk.services.events import create_event
from tdesk.services.people import people
from tdesk.services.players import PlayerFields, add_player, import_players


def _count(store, table) -> int:  # type: ignore[no-untyped-def]
    with store.read() as session:
        return int(session.exec(select(func.count()).select_from(table)).one())


def _two_events(store, make_event) -> int:  # type: ignore[no-untyped-def]
    make_event("poker", players=4, name="Spring Cup")
    swiss = create_event(store, "Summer Swiss", "swiss")
    [anna] = people.find_by_name(store, "Anna Petrova")
    add_player(store, swiss, PlayerFields("Anna Petrova", rating=1500, contact="anna@x.org"),
               person_id=anna.person_id)
    return anna.person_id


def test_find_lists_people_accent_blind(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    _two_events(store, make_event)
    assert main(["person", "find", "ANNA", "--db", store.url]) == 0
    [line] = capsys.readouterr().out.splitlines()
    assert "Anna Petrova" in line and "2 events" in line and "last: Summer Swiss" in line
    assert main(["person", "find", "aberg", "--db", store.url]) == 0
    assert "Björn Åberg" in capsys.readouterr().out
    assert main(["person", "find", "nobody", "--db", store.url]) == 1


def test_history_prints_every_event_and_writes_the_sheet(store, make_event, capsys,  # type: ignore[no-untyped-def]
                                                         tmp_path: Path) -> None:
    _two_events(store, make_event)
    assert main(["person", "history", "anna petrova", "--db", store.url]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("Anna Petrova") and out[1].split()[:2] == ["Date", "Event"]
    assert len(out) == 4 and "Spring Cup" in out[2] and "Summer Swiss" in out[3]
    assert "swiss" in out[3] and "active" in out[3]
    assert "anna@x.org" not in "\n".join(out)  # the contact is private
    pdf = tmp_path / "anna.pdf"
    assert main(["person", "history", "Anna Petrova", "-o", str(pdf), "--db", store.url]) == 0
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True).stdout
    assert "Player history" in text and "Spring Cup" in text and "Summer Swiss" in text
    assert "anna@x.org" not in text
    assert main(["person", "history", "Nobody", "--db", store.url]) == 2


def test_an_ambiguous_name_names_every_namesake(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    make_event("poker", players=2)
    other = create_event(store, "Other", "poker")
    import_players(store, other, [PlayerFields("Anna Petrova", country="SE")])
    assert main(["person", "history", "Anna Petrova", "--db", store.url]) == 2
    err = capsys.readouterr().err
    assert "more than one person" in err and "(SE)" in err
    swede = next(p for p in people.find_by_name(store, "Anna Petrova") if p.country == "SE")
    assert main(["person", "history", f"#{swede.person_id}", "--db", store.url]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("Anna Petrova  SE") and "Other" in out[2]


def test_export_keeps_contact_private_unless_asked_and_imports_back(store, make_event,  # type: ignore[no-untyped-def]
                                                                    tmp_path: Path,
                                                                    capsys) -> None:
    _two_events(store, make_event)
    plain, full = tmp_path / "people.csv", tmp_path / "full.csv"
    assert main(["person", "export", "-o", str(plain), "--db", store.url]) == 0
    assert "Exported 4 people" in capsys.readouterr().out
    text = plain.read_text("utf-8-sig")
    assert text.splitlines()[0] == "name,country,rating,events,last_event,last_date,pen6"
    assert "anna@x.org" not in text
    assert main(["person", "export", "-o", str(full), "--with-contact", "--db",
                 store.url]) == 0
    assert full.read_text("utf-8-sig").splitlines()[0].endswith(",contact,notes")
    assert "anna@x.org" in full.read_text("utf-8-sig")

    other = tmp_path / "other.db"
    url = f"sqlite:///{other}"
    assert main(["person", "import", str(full), "--db", url]) == 0
    assert "Imported 4 new people; 0 matched" in capsys.readouterr().out
    assert main(["person", "import", str(full), "--db", url]) == 0  # again: all matched
    assert "Imported 0 new people; 4 matched" in capsys.readouterr().out
    from tdesk.models.store import Store

    copy = Store(url)
    [anna] = people.find_by_name(copy, "Anna Petrova")
    assert anna.contact == "anna@x.org" and anna.events == 0
    copy.close()


def test_a_bad_row_imports_nothing_and_names_its_line(store, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "bad.csv"
    path.write_text("name,country,rating\nÖrjan Öberg,SE,1800\nАнна,RU,12a\n"
                    "Anna Li,CN,\nAnna Li,SE,\nanna LI,CN,1700\n", "utf-8")
    audits = _count(store, AuditLog)
    assert main(["person", "import", str(path), "--db", store.url]) == 2
    err = capsys.readouterr().err
    assert "Line 3: Rating '12a'" in err and "Line 6" in err and "same person as line 4" in err
    assert _count(store, Player) == 0 and _count(store, AuditLog) == audits
