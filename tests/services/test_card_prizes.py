"""CG-Z1 (issue 36): the prizes per place of a card-game event: set in one undoable action,
printed beside each place on the standings sheet, shown in the results CSV and beside the
final order's places."""

import csv
import io

import pytest

from tdesk.errors import InputError
from tdesk.services.events import get_event
from tdesk.services.swiss import swiss
from tdesk.services.swiss import terms as swiss_terms
from tdesk.services.swiss.final_csv import final_results_csv

LINES = ["1: 100 store credit", "2: 60 store credit", "3-4: 6 boosters"]


def play_all(store, event, rounds):
    for number in range(1, rounds + 1):
        swiss.pair_next_round(store, event, seed=number)
        for t in swiss.get_round(store, event, number).tables:
            if not t.done:
                swiss.record_result(store, event, number, t.table, "2-1")


def test_prizes_set_shown_per_place_and_undone(store, make_event):
    event = make_event("swiss", players=6, rounds=2)
    play_all(store, event, 2)
    swiss_terms.set_prizes(store, event, LINES)
    rows = swiss.final_rows(store, event)
    assert [r.prize for r in rows] == ["100 store credit", "60 store credit", "6 boosters",
                                       "6 boosters", "", ""]
    data = final_results_csv(store, event).decode("utf-8-sig")
    table = list(csv.DictReader(io.StringIO(data)))
    assert [r["prize"] for r in table] == [r.prize for r in rows]
    store.undo()
    assert swiss_terms.prizes(store, event) == []
    assert all(r.prize == "" for r in swiss.final_rows(store, event))


def test_a_bad_line_is_refused_naming_it_and_nothing_is_saved(store, make_event):
    event = make_event("swiss", players=4, rounds=2)
    swiss_terms.set_prizes(store, event, ["1: a"])
    with pytest.raises(InputError, match="Prizes, line 3 '4: c': places 3 have no prize"):
        swiss_terms.set_prizes(store, event, ["1: a", "2: b", "4: c"])
    assert [p.text() for p in swiss_terms.prizes(store, event)] == ["1: a"]
    assert get_event(store, event).settings["prizes"] == [{"first": 1, "last": 1, "prize": "a"}]


def test_the_standings_sheet_prints_each_place_s_prize(store, make_event, tmp_path):
    from pypdf import PdfReader

    from tdesk.print.swiss import print_standings

    event = make_event("swiss", players=6, rounds=1)
    play_all(store, event, 1)
    swiss_terms.set_prizes(store, event, LINES)
    out = tmp_path / "standings.pdf"
    print_standings(store, event, out)
    text = "\n".join(page.extract_text() for page in PdfReader(out).pages)
    assert "Prize" in text and "100 store credit" in text and text.count("6 boosters") == 2
    first, second = (r.name for r in swiss.final_rows(store, event)[:2])
    # beside the place: between the winner's name and the next player's
    assert text.index(first) < text.index("100 store credit") < text.index(second)


def test_late_entry_settings_set_in_one_action(store, make_event):
    event = make_event("swiss", players=4, rounds=2)
    assert swiss_terms.late_entries(store, event) == (False, False)
    assert swiss_terms.set_late_entries(store, event, losses=True) == (True, False)
    assert swiss_terms.set_late_entries(store, event, bye=True) == (True, True)
    store.undo()
    assert swiss_terms.late_entries(store, event) == (True, False)
