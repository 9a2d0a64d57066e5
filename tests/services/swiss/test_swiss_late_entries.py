"""Issue 36, CG-P3: late entries of a Swiss event. With the "late_losses" setting each round
they missed is a match loss (0 points, in their record only); by default a late entry does
not get the bye of the round they join while somebody else can take it."""

import csv

import pytest

from tdesk.services.events import get_event, update_event
from tdesk.services.players import PlayerFields, add_player
from tdesk.services.swiss import swiss


def play(store, event, number, codes=("2-0", "1-1", "0-2")):
    info = swiss.get_round(store, event, number)
    for i, t in enumerate(x for x in info.tables if not x.done):
        swiss.record_result(store, event, number, t.table, codes[i % len(codes)])


def row_of(store, event, entry):
    return next(r for r in swiss.standings(store, event) if r.entry_id == entry)


def test_missed_rounds_count_as_losses_only_with_the_setting(store, make_event):
    event = make_event("swiss", players=8, rounds=5, late_losses=True)
    swiss.pair_next_round(store, event, seed=3)
    play(store, event, 1)
    swiss.pair_next_round(store, event, seed=4)
    play(store, event, 2)
    late = add_player(store, event, PlayerFields(name="Late Comer"))
    s = row_of(store, event, late).standing
    assert (s.points, s.wins, s.losses, s.draws, s.missed) == (0, 0, 2, 0, (1, 2))
    # no opponent: nothing in anybody's tiebreaks, nor in the late entry's own
    assert (s.wins_quality, s.losses_quality, s.games_quality, s.second_order) == (0, 0, 0, 0)
    swiss.pair_next_round(store, event, seed=5)
    play(store, event, 3, codes=("2-0",))
    s = row_of(store, event, late).standing
    assert s.missed == (1, 2)
    info = get_event(store, event)
    update_event(store, event, name=info.name, date=info.date, venue=info.venue,
                 settings={**info.settings, "late_losses": False}, version=info.version)
    off = row_of(store, event, late).standing
    assert off.missed == () and off.losses == s.losses - 2 and off.points == s.points


def test_off_by_default_a_late_entry_starts_on_zero_without_losses(store, make_event):
    event = make_event("swiss", players=8, rounds=5)
    swiss.pair_next_round(store, event, seed=3)
    play(store, event, 1)
    late = add_player(store, event, PlayerFields(name="Late Comer"))
    s = row_of(store, event, late).standing
    assert (s.points, s.losses, s.missed) == (0, 0, ())


def test_standings_csv_and_sheet_show_the_missed_rounds(store, make_event, tmp_path):
    from tdesk.print.swiss import print_standings

    event = make_event("swiss", players=6, rounds=5, late_losses=True)
    swiss.pair_next_round(store, event, seed=3)
    play(store, event, 1)
    add_player(store, event, PlayerFields(name="Late Comer"))
    out = tmp_path / "s.csv"
    swiss.export_standings_csv(store, event, out)
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    late = next(r for r in rows if r["name"] == "Late Comer")
    assert (late["losses"], late["late_loss_rounds"]) == ("1", "1")
    assert all(r["late_loss_rounds"] == "" for r in rows if r["name"] != "Late Comer")
    pdf = tmp_path / "s.pdf"
    print_standings(store, event, pdf)
    from pypdf import PdfReader

    text = " ".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Late: loss, round 1" in text


@pytest.mark.parametrize("seed", range(1, 7))
def test_a_late_entry_does_not_get_the_bye_of_the_round_they_join(store, make_event, seed):
    """The reproducer: 8 players play round 1, one more joins (9: a bye). The late entry is
    lowest of the standings (0 points, lot last among the zeros or not), yet the bye goes to
    somebody else; with the "late_bye" setting they are ranked for it as anybody."""
    event = make_event("swiss", players=8, rounds=5)
    swiss.pair_next_round(store, event, seed=seed)
    play(store, event, 1, codes=("2-0",))
    late = add_player(store, event, PlayerFields(name="Late Comer"))
    zeros = [r.entry_id for r in swiss.standings(store, event) if r.standing.points == 0]
    info = swiss.pair_next_round(store, event, seed=seed + 50)
    bye = next(t.a_id for t in info.tables if t.is_bye)
    assert bye != late
    assert bye in zeros  # still the lowest of the others (CG-B1)


def test_the_late_bye_setting_lets_the_lowest_late_entry_take_it(store, make_event):
    event = make_event("swiss", players=8, rounds=5, late_bye=True)
    swiss.pair_next_round(store, event, seed=1)
    play(store, event, 1, codes=("2-0",))
    late = add_player(store, event, PlayerFields(name="Late Comer"))
    shown = swiss.standings(store, event)
    info = swiss.pair_next_round(store, event, seed=51)
    bye = next(t.a_id for t in info.tables if t.is_bye)
    assert bye == shown[-1].entry_id
    assert late in {r.entry_id for r in shown if r.standing.points == 0}
