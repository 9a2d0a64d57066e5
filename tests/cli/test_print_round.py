"""Issue 21: ``tdesk print … --round N`` reprints an earlier round's sheet (pairings, pairings
by name, result slips, the league's pairings); a sheet that is not a round's refuses it."""

from pathlib import Path

import pytest
from pypdf import PdfReader

from tdesk.services.league import league
from tdesk.services.swiss import swiss
from tests.cli.in_process import Done, tdesk


def _tdesk(*args: str, cwd: Path) -> Done:
    """The verb in this process (the sheets, not a second process, are the subject)."""
    del cwd  # every path given is absolute
    return tdesk(*args)


def _text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def _play(store, event, number):  # type: ignore[no-untyped-def]
    for t in swiss.get_round(store, event, number).tables:
        if not t.done:
            swiss.record_result(store, event, number, t.table, "2-0")


@pytest.fixture
def swiss_two_rounds(store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, name="Кубок Москвы", rounds=3)
    swiss.pair_next_round(store, event, seed=1)
    _play(store, event, 1)
    swiss.pair_next_round(store, event, seed=2)
    return event


@pytest.mark.parametrize("document", ["pairings", "pairings-by-name", "result-slips"])
def test_swiss_round_sheets_reprint_round_1(store, swiss_two_rounds, tmp_path, document):  # type: ignore[no-untyped-def]
    first = swiss.get_round(store, swiss_two_rounds, 1)
    db = str(store.location)
    out = tmp_path / "round1.pdf"
    done = _tdesk("print", document, "--db", db, "--event", "Кубок Москвы", "--round", "1",
                  "-o", str(out), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    text = _text(out)
    assert "Round 1" in text and "Round 2" not in text
    paired = [t for t in first.tables if not t.is_bye]
    assert all(t.a_name.split()[0] in text and t.b_name.split()[0] in text for t in paired)
    latest = tmp_path / "latest.pdf"
    done = _tdesk("print", document, "--db", db, "--event", "Кубок Москвы", "-o", str(latest),
                  cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Round 2" in _text(latest)


def test_round_not_paired_or_not_a_round_sheet_is_refused(store, swiss_two_rounds, tmp_path):  # type: ignore[no-untyped-def]
    db = str(store.location)
    out = tmp_path / "x.pdf"
    done = _tdesk("print", "pairings", "--db", db, "--event", "Кубок Москвы", "--round", "7",
                  "-o", str(out), cwd=tmp_path)
    assert done.returncode != 0 and "Round 7" in done.stderr and not out.exists()
    done = _tdesk("print", "standings", "--db", db, "--event", "Кубок Москвы", "--round", "1",
                  "-o", str(out), cwd=tmp_path)
    assert done.returncode != 0 and "--round" in done.stderr and not out.exists()
    assert "pairings-by-name" in done.stderr


def test_league_pairings_reprint_round_1(store, make_event, tmp_path):  # type: ignore[no-untyped-def]
    event = make_event("league", players=6, lives=3, name="Örebro Liga")
    ids = [r.entry_id for r in league.registrations(store, event)]
    league.set_registration(store, event, ids, league.ACCEPTED)
    league.start_season(store, event)
    first = league.round_view(store, league.pair_next_round(store, event))
    for game in first.games:
        league.set_report(store, game.id, game.a_entry_id, "1")
        league.set_report(store, game.id, game.b_entry_id, "0")
    league.pair_next_round(store, event)
    out = tmp_path / "league1.pdf"
    done = _tdesk("print", "league-pairings", "--db", str(store.location), "--event",
                  "örebro liga", "--round", "1", "-o", str(out), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    text = _text(out)
    assert "Round 1 pairings" in text and "Round 2" not in text
