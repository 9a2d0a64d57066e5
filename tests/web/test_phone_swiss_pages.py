"""A Swiss player's page over loopback (issue 36): each player is told what the opponent
reported, from their own side, and confirms or disputes it; a conflict is said on both
pages; a dropped player is told so, with no check-in to tap; a top-cut round is named, never
numbered as a Swiss round, and after the final nothing more is offered."""

from __future__ import annotations

import pytest

from tdesk.services.phones import phone_checkin as pc
from tdesk.services.phones import phone_reports as pr
from tdesk.services.swiss import swiss
from tests.web.test_phone_reports_web import form_of, get, post, report, token_of
from tests.web.test_topcut_snapshot import play_round, swiss_rounds


@pytest.fixture
def paired(serve, store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=3)
    swiss.pair_next_round(store, event, seed=3)
    pr.set_reporting(store, event, True)
    codes = pr.issue_codes(store, event)
    return serve(event).server.port, event, codes, swiss.get_round(store, event, 1).tables


def page_of(port: int, code: str, lang: str = "en") -> str:
    status, page, _cookie = get(port, f"/me?player={code}&lang={lang}")
    assert status == 200
    return page


def test_the_opponent_is_quoted_and_confirms_with_one_tap(paired, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes, (t, *_rest) = paired
    assert report(port, codes[t.a_id], "2-1")[0] == 200
    page = page_of(port, codes[t.b_id])
    assert "Your opponent reported 1-2 (your games first)" in page
    assert 'value="1-2" class="confirm">Confirm 1-2</button>' in page
    assert 'name="action" value="dispute"' in page
    status, page, cookie = get(port, f"/me?player={codes[t.b_id]}")
    status, answer = post(port, {"player": codes[t.b_id], "token": token_of(page),
                                 "result": "1-2", **form_of(page, "result")}, cookie=cookie)
    assert status == 200 and "Both reports agree" in answer
    assert swiss.get_round(store, event, 1).tables[0].result == "2-1"


def test_a_conflict_and_a_dispute_are_told_to_both_players(paired, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes, (t, u, *_rest) = paired
    report(port, codes[t.a_id], "2-0")
    status, answer = report(port, codes[t.b_id], "2-0")  # both say they won
    assert status == 200 and "it conflicts with your opponent" in answer
    a_page = page_of(port, codes[t.a_id])
    assert ("Your opponent reported 0-2 (your games first), you reported 2-0: the reports "
            "conflict") in a_page
    assert "Confirm 0-2" in a_page and 'value="dispute"' not in a_page  # already disputed
    report(port, codes[u.a_id], "2-0")
    status, page, cookie = get(port, f"/me?player={codes[u.b_id]}")
    status, answer = post(port, {"player": codes[u.b_id], "token": token_of(page),
                                 "action": "dispute", **form_of(page, "dispute")},
                          cookie=cookie)
    assert status == 200 and "Your dispute is sent" in answer
    assert "You dispute your opponent&#x27;s report 0-2" in answer
    assert "Your opponent disputes your report 2-0" in page_of(port, codes[u.a_id])
    ru = page_of(port, codes[u.a_id], "ru")
    assert "Your opponent" not in ru and "Ваш соперник" in ru
    assert [(r.table, r.conflict) for r in pr.queue(store, event)] == [(t.table, True),
                                                                       (u.table, True)]


def test_a_dropped_player_is_told_and_offered_no_check_in(paired, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes, (t, *_rest) = paired
    for row in swiss.get_round(store, event, 1).tables:
        swiss.record_result(store, event, 1, row.table, "2-0")
    swiss.drop_player(store, event, t.b_id)
    swiss.pair_next_round(store, event, seed=4)
    pc.open_checkin(store, event, "Round 2")
    page = page_of(port, codes[t.b_id])
    assert "You have dropped from this event" in page
    assert "has not been paired" not in page
    assert 'value="checkin"' not in page and 'value="drop"' not in page
    assert "Check in for Round 2" in page_of(port, codes[t.a_id])  # the others still can


def test_the_top_cut_is_named_and_nothing_is_offered_after_the_final(serve, store,  # type: ignore[no-untyped-def]
                                                                    make_event) -> None:
    event = swiss_rounds(store, make_event, 8, 3, 4, ["2-0", "2-1"])
    pr.set_reporting(store, event, True)
    codes = pr.issue_codes(store, event)
    port = serve(event).server.port
    semi = swiss.start_top_cut(store, event)
    out = next(e for e in codes if all(e not in (s.a_id, s.b_id) for s in semi.tables))
    s1 = semi.tables[0]
    page = page_of(port, codes[s1.a_id])
    assert f"Semi-final, table {s1.table}" in page and "Round 4" not in page
    assert 'value="2-1"' in page and 'value="1-1"' not in page  # a winner (CG-M3)
    assert "Полуфинал" in page_of(port, codes[s1.a_id], "ru")
    assert "You have no match this round" in page_of(port, codes[out])
    play_round(store, event, semi.number, ["2-0"])
    final = swiss.pair_next_bracket_round(store, event)
    f = final.tables[0]
    assert f"Final, table {f.table}" in page_of(port, codes[f.a_id])
    pc.open_checkin(store, event, "Day 2")
    play_round(store, event, final.number, ["2-1"])
    for entry in (f.a_id, out):
        page = page_of(port, codes[entry])
        assert 'value="drop"' not in page and 'value="checkin"' not in page
    assert "The event is over" in page_of(port, codes[out])
