"""CG-T10 in the top cut (issue 36): a reserved table goes to its player's bracket match and to
no other; the bracket keeps its seeds and its neighbours whatever the tables."""

from tdesk.services.swiss import swiss


def _swiss_done(store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=10, rounds=3, top_cut=4, first_table=11)
    for r in (1, 2, 3):
        for t in swiss.pair_next_round(store, event, seed=r).tables:
            if not t.done:
                swiss.record_result(store, event, r, t.table, "2-1")
    return event, [r for r in swiss.standings(store, event)]


def test_a_reserved_table_is_kept_in_every_bracket_round_CG_T10(store, make_event):  # type: ignore[no-untyped-def]
    event, ranked = _swiss_done(store, make_event)
    third = ranked[2]  # seed 3 plays seed 2 in the second semi-final
    swiss.reserve_table(store, event, third.entry_id, 5)
    cut = swiss.start_top_cut(store, event)
    by_table = {t.table: {t.a_id, t.b_id} for t in cut.tables}
    assert by_table[5] == {ranked[1].entry_id, third.entry_id}
    assert by_table[11] == {ranked[0].entry_id, ranked[3].entry_id}
    bracket = swiss.bracket(store, event)
    assert [(m.a_seed, m.b_seed) for m in bracket.matches[0]] == [(1, 4), (2, 3)]
    assert [(m.a, m.b) for m in bracket.matches[0]] == [
        (ranked[0].name, ranked[3].name), (ranked[1].name, third.name)]
    semi = {frozenset((t.a_id, t.b_id)): t.table for t in cut.tables}
    swiss.record_result(store, event, cut.number, semi[frozenset(
        (ranked[0].entry_id, ranked[3].entry_id))], "2-0")
    t5 = next(t for t in cut.tables if t.table == 5)
    swiss.record_result(store, event, cut.number, 5, "2-0" if t5.a_id == third.entry_id
                        else "0-2")  # seed 3 wins
    final = swiss.pair_next_bracket_round(store, event)
    assert [(t.table, {t.a_id, t.b_id}) for t in final.tables] == [
        (5, {ranked[0].entry_id, third.entry_id})]
    swiss.record_result(store, event, final.number, 5,
                        "2-1" if final.tables[0].a_id == third.entry_id else "1-2")
    assert swiss.bracket(store, event).champion == third.name
    assert swiss.final_standings(store, event)[:2] == [third.name, ranked[0].name]


def test_a_table_reserved_for_a_player_outside_the_cut_stays_empty_CG_T10(store, make_event):  # type: ignore[no-untyped-def]
    event, ranked = _swiss_done(store, make_event)
    swiss.reserve_table(store, event, ranked[9].entry_id, 11)  # the first table, kept empty
    cut = swiss.start_top_cut(store, event)
    assert sorted(t.table for t in cut.tables) == [12, 13]
    assert [(m.a_seed, m.b_seed) for m in swiss.bracket(store, event).matches[0]] == [
        (1, 4), (2, 3)]
