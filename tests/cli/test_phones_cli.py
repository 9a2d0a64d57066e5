"""``tdesk phones`` (issue 25): reporting on and off, the lock on the current round, a
check-in, the queue decided and a drop request confirmed from the command line; a missing
argument names the flag and changes nothing."""

from tdesk.cli import main
from tdesk.models.tables import Entry, EntryStatus
from tdesk.services.events import get_event
from tdesk.services.phones import phone_checkin as pc
from tdesk.services.phones import phone_reports as pr
from tdesk.services.swiss import swiss


def phones(store, event, *args: str) -> int:  # type: ignore[no-untyped-def]
    return main(["phones", args[0], "--db", store.url, "--event",
                 get_event(store, event).name, *args[1:]])


def test_switch_lock_checkin_decide_and_drop(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=3)
    swiss.pair_next_round(store, event, seed=1)
    assert phones(store, event, "on") == 0
    assert capsys.readouterr().out.startswith("Phone reports: on")
    assert phones(store, event, "lock") == 0
    assert pr.reporting(store, event) == (True, 1)
    assert "round 1 locked" in capsys.readouterr().out
    assert phones(store, event, "unlock") == 0 and pr.reporting(store, event) == (True, None)
    assert phones(store, event, "checkin", "--for", "Round 2") == 0
    assert "Check-in for Round 2: 0 of 8" in capsys.readouterr().out
    codes = pr.issue_codes(store, event)
    t = swiss.get_round(store, event, 1).tables[0]
    pr.report(store, codes[t.a_id], "2-1")
    pr.report(store, codes[t.b_id], "2-1")  # the b side says it won 2-1: a conflict
    capsys.readouterr()
    assert phones(store, event, "status") == 0
    out = capsys.readouterr().out  # each quoted as they reported it (issue 36)
    assert (f"Round 1 table {t.table}: {t.a_name} reports 2-1, {t.b_name} reports 2-1 (each "
            "their own games first): the reports conflict") in out
    assert phones(store, event, "decide", "--round", "1", "--table", str(t.table),
                  "--result", "2-1") == 0
    assert swiss.get_round(store, event, 1).tables[0].result == "2-1"
    entry = t.a_id
    pc.ask_to_drop(store, codes[entry], event)
    [request] = pc.drop_requests(store, event)
    capsys.readouterr()
    assert phones(store, event, "status") == 0
    assert f"Drop request #{request.id}: {t.a_name}" in capsys.readouterr().out
    assert phones(store, event, "drop", "--request", str(request.id), "--confirm") == 0
    with store.read() as session:
        assert session.get(Entry, entry).status == EntryStatus.DROPPED


def test_missing_arguments_name_the_flag_and_change_nothing(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=4, rounds=2)
    assert phones(store, event, "lock") == 2  # nothing paired: no round to lock
    assert "No round" in capsys.readouterr().err
    assert phones(store, event, "checkin") == 2
    assert "--for" in capsys.readouterr().err
    assert phones(store, event, "drop", "--request", "1") == 2
    assert "--confirm or --refuse" in capsys.readouterr().err
    assert pr.reporting(store, event) == (False, None) and pc.checkins(store, event).label == ""


def test_a_top_cut_round_is_named_not_numbered(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    """Issue 36 (CG-M3-B): "Semi-finals locked", never "round 4 locked"."""
    from tests.web.test_topcut_snapshot import swiss_rounds

    event = swiss_rounds(store, make_event, 8, 3, 4, ["2-0", "2-1"])
    semi = swiss.start_top_cut(store, event)
    assert phones(store, event, "on") == 0 and phones(store, event, "lock") == 0
    codes = pr.issue_codes(store, event)
    pr.lock_round(store, event, None)
    pr.report(store, codes[semi.tables[0].a_id], "2-0", event)
    pr.lock_round(store, event, semi.number)
    capsys.readouterr()
    assert phones(store, event, "status") == 0
    out = capsys.readouterr().out
    assert "Semi-finals locked" in out and "round 4" not in out.lower()
    assert f"Semi-finals table {semi.tables[0].table}:" in out
