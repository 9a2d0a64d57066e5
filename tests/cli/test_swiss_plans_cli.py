"""``tdesk pods`` and ``tdesk tables`` (issue 24): a seeded pod draw and its seats, a reserved
table given and freed from the command line; a name that is not in the event is refused,
naming it, and nothing changes."""

from tdesk.cli import main
from tdesk.services.events import get_event
from tdesk.services.players import list_entries
from tdesk.services.swiss import pods as swiss_pods
from tdesk.services.swiss import tables as swiss_tables


def run(store, event, *args: str) -> int:  # type: ignore[no-untyped-def]
    verb, what, *rest = args
    return main([verb, what, "--db", store.url, "--event", get_event(store, event).name, *rest])


def test_pods_drawn_and_shown(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=16, rounds=3, draft=True)
    assert run(store, event, "pods", "draw", "--seed", "7") == 0
    out = capsys.readouterr().out.splitlines()
    info = swiss_pods.pods(store, event)
    assert [p.number for p in info.pods] == [1, 2] and not info.unassigned
    assert out[0] == "Pod 1" and out[1].split(None, 1) == ["1", info.pods[0].seats[0].name]
    assert run(store, event, "pods", "show") == 0
    assert capsys.readouterr().out.splitlines() == out  # the same pods read back


def test_a_table_reserved_and_freed(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=3)
    anna = list_entries(store, event)[0]
    assert run(store, event, "tables", "reserve", "--player", anna.name.upper(),
               "--table", "12") == 0
    assert capsys.readouterr().out.strip() == f"Table 12: {anna.name}"
    assert swiss_tables.reserved_tables(store, event) == {anna.entry_id: 12}
    assert run(store, event, "tables", "reserve", "--player", anna.name, "--table", "0") == 0
    assert swiss_tables.reserved_tables(store, event) == {}


def test_an_unknown_player_is_refused_and_nothing_changes(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=3)
    assert run(store, event, "tables", "reserve", "--player", "Nobody Here", "--table", "3") == 2
    assert "Nobody Here" in capsys.readouterr().err
    assert run(store, event, "tables", "reserve", "--table", "3") == 2
    assert "--player" in capsys.readouterr().err
    assert swiss_tables.reserved_tables(store, event) == {}


def test_round_one_across_the_table_set_from_the_command_line(  # type: ignore[no-untyped-def]
        store, make_event, capsys) -> None:
    """CG-D5-A (issue 36): ``tdesk pods set --round-one across|lot``; ``pods show`` says it."""
    event = make_event("swiss", players=16, rounds=3, draft=True)
    assert run(store, event, "pods", "draw", "--seed", "7") == 0
    assert capsys.readouterr().out.splitlines()[-1] == "Round 1: by lot"
    assert run(store, event, "pods", "set", "--round-one", "across") == 0
    assert capsys.readouterr().out.splitlines()[-1] == "Round 1: across each pod's table"
    assert swiss_pods.round_one_across(store, event)
    assert run(store, event, "pods", "set") != 0  # --round-one is needed
    assert "--round-one" in capsys.readouterr().err
    assert run(store, event, "pods", "set", "--round-one", "lot") == 0
    assert not swiss_pods.round_one_across(store, event)


def test_late_entries_placed_from_the_command_line(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    """Issue 36 (CG-D3-A): ``tdesk pods place`` puts a late entry into the smallest pod and
    moves nobody seated; with every pod full it is refused, naming the player."""
    from tdesk.services.players import PlayerFields, add_player

    event = make_event("swiss", players=15, rounds=3, draft=True)
    run(store, event, "pods", "draw", "--seed", "7")  # pods of 8 and 7
    before = {s.entry_id: (p.number, s.seat) for p in swiss_pods.pods(store, event).pods
              for s in p.seats}
    add_player(store, event, PlayerFields(name="Late Comer"))
    capsys.readouterr()
    assert run(store, event, "pods", "place") == 0
    out = capsys.readouterr().out.splitlines()
    assert out[out.index("Pod 2") + 8].split(None, 1) == ["8", "Late Comer"]
    after = {s.entry_id: (p.number, s.seat) for p in swiss_pods.pods(store, event).pods
             for s in p.seats}
    assert {e: s for e, s in after.items() if e in before} == before
    add_player(store, event, PlayerFields(name="One Too Many"))
    assert run(store, event, "pods", "place") == 2
    assert "One Too Many has no place: every pod has 8 players" in capsys.readouterr().err
