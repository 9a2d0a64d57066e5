"""A Game or Match loss issued after its match's slip was typed (issue 37, found by the short
Swiss night through the widgets): the Issue-penalty preview says the loss counts in that
round (PEN-2), so the recorded result takes it as results entry would have, marked; taken
back (rescinded) the slip's result stands again."""

from tdesk.services.penalties import penalties as pen
from tdesk.services.penalties.penalties import PenaltyRequest
from tdesk.services.swiss import swiss


def _table(store, event, number, table):  # type: ignore[no-untyped-def]
    return next(t for t in swiss.get_round(store, event, number).tables if t.table == table)


def test_a_match_loss_after_the_slip_turns_the_result_and_rescinding_turns_it_back(  # type: ignore[no-untyped-def]
        store, make_event) -> None:
    event = make_event("swiss", players=6, rounds=3)
    t = swiss.pair_next_round(store, event, seed=1).tables[0]
    swiss.record_result(store, event, 1, t.table, "2-0")
    [ml, _warning] = pen.issue_penalty(store, event, PenaltyRequest(
        t.a_id, "match_loss", "Tardiness", infraction="tardiness-severe", round=1))
    row = _table(store, event, 1, t.table)
    assert (row.score, row.a_mark) == ("0-2", "ML")
    points = {r.entry_id: r.standing.points for r in swiss.standings(store, event)}
    assert (points[t.a_id], points[t.b_id]) == (0, 3)
    pen.rescind_penalty(store, ml, by="Kim", why="wrong player")
    row = _table(store, event, 1, t.table)
    assert (row.score, row.a_mark) == ("2-0", "")


def test_a_game_loss_after_the_slip_adds_the_game_and_a_later_round_is_untouched(  # type: ignore[no-untyped-def]
        store, make_event) -> None:
    event = make_event("swiss", players=6, rounds=3)
    t = swiss.pair_next_round(store, event, seed=1).tables[0]
    swiss.record_result(store, event, 1, t.table, "2-0")
    pen.issue_penalty(store, event, PenaltyRequest(
        t.a_id, "game_loss", "Drawing extra cards", infraction="drawing-extra-cards", round=1))
    row = _table(store, event, 1, t.table)
    assert (row.score, row.a_mark) == ("2-1", "GL")
    # a Match loss between matches counts in round 2: round 1's result stays as it is
    pen.issue_penalty(store, event, PenaltyRequest(
        t.b_id, "match_loss", "Tardiness", round=1, moment="between_matches"))
    assert _table(store, event, 1, t.table).score == "2-1"
