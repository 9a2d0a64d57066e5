"""``tdesk judge`` (issue 24): a judge call and extra time from the command line, listed back;
a table that does not play is refused, naming it, and nothing is saved."""

from tdesk.cli import main
from tdesk.services import audit
from tdesk.services.events import get_event
from tdesk.services.swiss import judge_calls, swiss


def test_call_extend_and_list(store, make_event, capsys) -> None:
    event = make_event("swiss", players=8, rounds=3)
    info = swiss.pair_next_round(store, event, seed=1)
    table = info.tables[1].table
    name = get_event(store, event).name
    base = ["judge", "--db", store.url, "--event", name]
    assert main([*base[:1], "call", *base[1:], "--table", str(table), "--judge", "Kim",
                 "--ruling", "Looked at the top card: warning"]) == 0
    assert f"logged at table {table}, round 1" in capsys.readouterr().out
    for minutes, reason in ((3, "deck check"), (1, "ruling")):
        assert main([*base[:1], "extend", *base[1:], "--table", str(table), "--minutes",
                     str(minutes), "--judge", "Kim", "--reason", reason]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == f"Table {table}: +4 min"
    [call] = judge_calls.calls(store, event, 1, table)
    assert (call.judge, call.ruling) == ("Kim", "Looked at the top card: warning")
    assert main([*base[:1], "list", *base[1:]]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Round 1" and out[1] == f"  Table {table}: +4 min"
    assert sum(f"table {table}" in line for line in out) == 3


def test_a_table_that_does_not_play_is_refused(store, make_event, capsys) -> None:
    event = make_event("swiss", players=4, rounds=2)
    swiss.pair_next_round(store, event, seed=1)
    code = main(["judge", "extend", "--db", store.url, "--event", get_event(store, event).name,
                 "--table", "9", "--minutes", "3", "--judge", "Kim", "--reason", "x"])
    assert code == 2 and "Table" in capsys.readouterr().err
    assert judge_calls.extensions(store, event) == []


def test_a_call_gives_its_table_extra_time_in_one_action(store, make_event, capsys) -> None:
    """Issue 36: ``tdesk judge call --minutes 4`` logs the call and gives the same table its
    time in one action (one audit row, so one undo takes back both)."""
    event = make_event("swiss", players=8, rounds=3)
    table = swiss.pair_next_round(store, event, seed=1).tables[2].table
    assert main(["judge", "call", "--db", store.url, "--event", get_event(store, event).name,
                 "--table", str(table), "--judge", "Kim", "--ruling", "Long ruling",
                 "--minutes", "4"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == f"Table {table}: +4 min"
    [call] = judge_calls.calls(store, event, 1)
    [ext] = judge_calls.extensions(store, event, 1)
    assert (call.table, ext.table, ext.minutes, ext.reason) == (table, table, 4, "Long ruling")
    newest = audit.list_actions(store, event, limit=1)[0]
    assert newest.action == "judge call" and newest.summary.endswith("+4 min")
