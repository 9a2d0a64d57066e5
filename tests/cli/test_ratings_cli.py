"""``tdesk ratings`` (issue 26): preview an event's update, apply it once (RAT-5) with the
game and K given, and show a person's ratings per game; refusals name what is wrong and
write nothing."""

from sqlmodel import select

from tdesk.cli import main
from tdesk.models.ratings import PersonRating
from tdesk.services.events import get_event
from tdesk.services.people import ratings
from tdesk.services.players import PlayerFields, add_player, list_entries
from tdesk.services.swiss import swiss


def _played(store, make_event) -> int:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=4, rounds=1, top_cut=0)
    info = swiss.pair_next_round(store, event, seed=1)
    for t in info.tables:
        swiss.record_result(store, event, 1, t.table, "2-0")
    return event


def test_preview_apply_show(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    event = _played(store, make_event)
    name = get_event(store, event).name
    assert main(["ratings", "preview", "--db", store.url, "--event", name]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{name}: Card game Swiss, K 20" and len(out) == 5
    with store.read() as session:
        assert session.exec(select(PersonRating)).all() == []

    assert main(["ratings", "apply", "--db", store.url, "--event", name, "--game", "Berserk",
                 "--k", "32"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Applied the Berserk ratings of 4 players (K 32)."
    assert out[2].startswith("Applied at ")
    plan = ratings.preview(store, event)
    winner = max(plan.rows, key=lambda r: r.change)
    assert any(winner.name in line and "(1 matches)" in line for line in out)

    assert main(["ratings", "apply", "--db", store.url, "--event", name]) == 2
    assert "Ratings were applied for this event at" in capsys.readouterr().err

    assert main(["ratings", "show", winner.name.lower(), "--db", store.url]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [winner.name, f"  Berserk: {round(winner.after)}  (1 matches)"]

    # a second person of that name: both shown, told apart by number, one without ratings
    other = make_event("swiss", players=0)
    twin = add_player(store, other, PlayerFields(name=winner.name))
    assert main(["ratings", "show", winner.name, "--db", store.url]) == 0
    out = capsys.readouterr().out.splitlines()
    twin_id = next(r.player_id for r in list_entries(store, other) if r.entry_id == twin)
    assert out == [f"{winner.name} (#{winner.player_id})",
                   f"  Berserk: {round(winner.after)}  (1 matches)",
                   f"{winner.name} (#{twin_id})", "  no ratings yet"]


def test_refusals_write_nothing(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    event = _played(store, make_event)
    name = get_event(store, event).name
    assert main(["ratings", "apply", "--db", store.url, "--event", name, "--k", "0"]) == 2
    assert "K factor" in capsys.readouterr().err
    assert ratings.preview(store, event).applied_at is None
    assert main(["ratings", "show", "Nobody Here", "--db", store.url]) == 2
    assert "No person called" in capsys.readouterr().err
    poker = make_event("poker", players=2)
    assert main(["ratings", "preview", "--db", store.url, "--event",
                 get_event(store, poker).name]) == 2
    assert "heads-up matches" in capsys.readouterr().err


def test_a_person_is_named_by_number_as_person_find_lists_them(store, make_event,  # type: ignore[no-untyped-def]
                                                               capsys) -> None:
    """``#N`` and ``N`` name the person of that number wherever a verb names a person
    (issue 36: ``ratings show '#305'`` looked for a person called "#305")."""
    event = _played(store, make_event)
    winner = max(ratings.preview(store, event).rows, key=lambda r: r.change)
    ratings.apply_event(store, event)
    shown = [winner.name, f"  Card game Swiss: {round(winner.after)}  (1 matches)"]
    for typed in (f"#{winner.player_id}", str(winner.player_id), f" # {winner.player_id} "):
        assert main(["ratings", "show", typed, "--db", store.url]) == 0, typed
        assert capsys.readouterr().out.splitlines() == shown
        assert main(["person", "history", typed, "--db", store.url]) == 0, typed
        assert capsys.readouterr().out.splitlines()[0].startswith(winner.name)
    for verb in (["ratings", "show"], ["person", "history"]):
        assert main([*verb, "#9999", "--db", store.url]) == 2
        assert "Person #9999 is not in the player database" in capsys.readouterr().err
