"""``tdesk series`` (issue 26): make a series, add events, list it, read and print its board;
a bad formula value is refused naming its field, and nothing is saved (SER-1..SER-7)."""

from __future__ import annotations

from pypdf import PdfReader
from sqlmodel import select

from tdesk.cli import main
from tdesk.models.series import Series
from tdesk.services.people import series
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players


def test_create_add_list_and_board(store, make_event, capsys, tmp_path) -> None:  # type: ignore[no-untyped-def]
    one = make_event("poker", players=4, name="Week 1")
    make_event("poker", players=3, name="Week 2")
    for entry in sorted(r.entry_id for r in list_entries(store, one))[:3]:
        bust_players(store, one, [entry])
    db = ["--db", store.url]
    assert main(["series", "create", "Club Season", *db, "--formula", "sqrt", "--k", "100",
                 "--best", "4"]) == 0
    assert capsys.readouterr().out.strip() == "Series Club Season created."
    assert main(["series", "add", "Club Season", *db, "--event", "Week 1",
                 "--event", "Week 2"]) == 0
    assert capsys.readouterr().out.strip() == "Series Club Season: 2 events."
    info = series.find_series(store, "Club Season")
    assert (info.formula, info.params, info.best_n) == ("sqrt", {"k": "100.00"}, 4)
    assert main(["series", "list", *db]) == 0
    assert capsys.readouterr().out.strip() == "Club Season: 2 events, sqrt formula, best 4"
    assert main(["series", "board", "club season", *db]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:2] == ["1: Week 1", "2: Week 2"]
    # 4 players: 100·√4 = 200, 100·√2 = 141.42, 100·√(4/3) = 115.47, 100
    totals = [line.split()[-3] for line in out[2:]]
    assert totals == ["200.00", "141.42", "115.47", "100.00"]
    assert all(line.split()[-1] == "—" for line in out[2:])
    pdf = tmp_path / "board.pdf"
    assert main(["series", "board", "Club Season", *db, "-o", str(pdf)]) == 0
    assert capsys.readouterr().out.strip() == f"Wrote {pdf}"
    text = PdfReader(pdf).pages[0].extract_text()
    assert "Series leaderboard" in text and "141.42" in text
    assert main(["series", "remove", "Club Season", *db, "--event", "Week 2"]) == 0
    assert capsys.readouterr().out.strip() == "Series Club Season: 1 event."


def test_a_bad_formula_is_refused_naming_its_field(store, capsys) -> None:  # type: ignore[no-untyped-def]
    code = main(["series", "create", "Bad", "--db", store.url, "--formula", "by_place",
                 "--table", "10 20"])
    assert code == 2 and "table" in capsys.readouterr().err
    code = main(["series", "create", "Bad", "--db", store.url, "--k", "0"])
    assert code == 2 and "k '0'" in capsys.readouterr().err
    with store.read() as session:
        assert session.exec(select(Series)).all() == []
    assert main(["series", "board", "Nothing", "--db", store.url]) != 0
