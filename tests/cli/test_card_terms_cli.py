"""``tdesk prizes`` and ``tdesk late-entries`` (issue 36): set, shown, cleared; a bad line is
refused naming it and nothing changes."""

from tdesk.cli import main
from tdesk.services.events import get_event
from tdesk.services.swiss import terms as swiss_terms


def run(store, event, *args: str) -> int:  # type: ignore[no-untyped-def]
    return main([*args, "--db", store.url, "--event", get_event(store, event).name])


def test_prizes_set_shown_and_cleared(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=4, rounds=2)
    assert run(store, event, "prizes", "set", "1: 100 store credit", "2-3: 6 boosters") == 0
    assert capsys.readouterr().out.splitlines() == ["1: 100 store credit", "2-3: 6 boosters"]
    assert run(store, event, "prizes", "show") == 0
    assert capsys.readouterr().out.splitlines() == ["1: 100 store credit", "2-3: 6 boosters"]
    assert run(store, event, "prizes", "set", "1: a", "1-2: b") == 2
    err = capsys.readouterr().err
    assert "Prizes, line 2 '1-2: b': place 1 already has a prize" in err
    assert len(swiss_terms.prizes(store, event)) == 2  # unchanged
    assert run(store, event, "prizes", "clear") == 0
    assert capsys.readouterr().out.strip() == "No prizes listed."
    assert swiss_terms.prizes(store, event) == []


def test_late_entries_switched(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=4, rounds=2)
    assert run(store, event, "late-entries", "--losses", "on") == 0
    assert capsys.readouterr().out.splitlines() == [
        "Late entries: losses for missed rounds: on",
        "Late entries may get the bye in their first round: off"]
    assert swiss_terms.late_entries(store, event) == (True, False)
