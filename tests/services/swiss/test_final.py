"""The final order after a top cut (CG-M3, issue 36): one reading for the standings tab, the
standings sheet, the results CSV and the wall screen. The champion is first, the finalist
second, then the players by the round they lost in (each group in Swiss order), then the rest
in Swiss order."""

import csv
import io

from tdesk.services.swiss import swiss
from tdesk.services.swiss.final_csv import final_results_csv
from tdesk.services.swiss.swiss import final_rows


def top4_to_champion(store, make_event, final_score="1-2"):
    """10 players, 3 rounds, a top 4: seed 1 beats 4, seed 3 beats 2, seed 3 wins the final."""
    event = make_event("swiss", players=10, rounds=3, top_cut=4)
    for r in (1, 2, 3):
        info = swiss.pair_next_round(store, event, seed=r)
        for t in info.tables:
            if not t.done:
                swiss.record_result(store, event, r, t.table, "2-1")
    ranked = [r.name for r in swiss.standings(store, event)]
    cut = swiss.start_top_cut(store, event)
    swiss.record_result(store, event, cut.number, 1, "2-0")   # 1 beats 4
    swiss.record_result(store, event, cut.number, 2, "0-2")   # 3 beats 2
    final = swiss.pair_next_bracket_round(store, event)
    swiss.record_result(store, event, final.number, 1, final_score)
    return event, ranked


def test_final_rows_put_the_champion_first_and_number_the_places(store, make_event):
    event, ranked = top4_to_champion(store, make_event)
    rows = final_rows(store, event)
    assert [r.row.name for r in rows] == [ranked[2], ranked[0], ranked[1], ranked[3],
                                          *ranked[4:]]
    assert [r.place for r in rows] == list(range(1, 11))
    assert [r.reached for r in rows[:5]] == ["champion", "final", "semi", "semi", ""]
    assert swiss.final_standings(store, event) == [r.row.name for r in rows]


def test_before_the_cut_the_places_are_the_swiss_ranks(store, make_event):
    event = make_event("swiss", players=6, rounds=3, top_cut=4)
    info = swiss.pair_next_round(store, event, seed=1)
    for t in info.tables:
        swiss.record_result(store, event, 1, t.table, "2-0")
    rows = final_rows(store, event)
    assert [(r.place, r.row.name) for r in rows] == [
        (s.standing.rank, s.name) for s in swiss.standings(store, event)]
    assert all(r.reached == "" for r in rows)


def test_the_results_csv_lists_the_final_order(store, make_event):
    event, ranked = top4_to_champion(store, make_event)
    text = final_results_csv(store, event).decode("utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(text)))
    assert [r["name"] for r in rows] == [ranked[2], ranked[0], ranked[1], ranked[3],
                                         *ranked[4:]]
    assert [r["place"] for r in rows][:3] == ["1", "2", "3"]
    assert rows[0]["top_cut"] == "champion" and rows[4]["top_cut"] == ""
    assert {"points", "wins", "losses", "draws", "dropped"} <= set(rows[0])


def test_the_standings_sheet_lists_the_final_order(store, make_event):
    from pypdf import PdfReader

    from tdesk.print import swiss as sheets

    event, ranked = top4_to_champion(store, make_event)
    buf = io.BytesIO()
    sheets.print_standings(store, event, buf)
    text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(buf.getvalue())).pages)
    order = [ranked[2], ranked[0], ranked[1], ranked[3], *ranked[4:]]
    positions = [text.index(name) for name in order]
    assert positions == sorted(positions)
    assert "Final standings" in text and "Winner" in text


def test_export_results_for_a_swiss_event_writes_the_places(store, make_event, tmp_path,
                                                            capsys):
    from tdesk.cli import main

    event, ranked = top4_to_champion(store, make_event)
    out = tmp_path / "results.csv"
    from tdesk.services.events import list_events

    title = next(e.name for e in list_events(store) if e.id == event)
    assert main(["export", "results", "--db", store.url, "--event", title,
                 "-o", str(out)]) == 0
    rows = list(csv.DictReader(io.StringIO(out.read_text("utf-8-sig"))))
    assert [r["name"] for r in rows][:2] == [ranked[2], ranked[0]] and len(rows) == 10
