"""A heads-up league player's phone over loopback (issue 25): the page shows the holder's game,
its time and four report buttons (HU-R2) and a select per slot (HU-D1); a report is the desk's
action with its audit row; availability moves the game's slot (HU-D2); a replayed token, a
cross-site post, another player's code and a switched-off league write nothing."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from sqlmodel import select

from tdesk.models.tables import AuditLog
from tdesk.services.audit import count_actions
from tdesk.services.league import league
from tdesk.services.phones import phone_reports as pr
from tests.web.test_phone_reports_web import get, post, token_of

NOW = dt.datetime(2026, 12, 1, 9, 0, tzinfo=dt.UTC)


@pytest.fixture
def phones(serve, store, make_event):  # type: ignore[no-untyped-def]
    """A 4-player season, round 1 paired with 5 slots, reporting on, everyone's code."""
    event = make_event("league", players=4, lives=3, slots_per_round=5)
    ids = [r.entry_id for r in league.registrations(store, event)]
    league.set_registration(store, event, ids, league.ACCEPTED)
    league.start_season(store, event)
    round_id = league.pair_next_round(store, event, now=NOW)
    pr.set_reporting(store, event, True)
    codes = pr.issue_codes(store, event)
    return serve(event).server.port, event, round_id, codes


def games(store, round_id):  # type: ignore[no-untyped-def]
    return league.round_view(store, round_id).games


def send(port: int, code: str, fields: dict[str, str]) -> tuple[int, str]:
    """Open the holder's page and post one of its forms with ``fields``."""
    status, page, cookie = get(port, f"/me?player={code}")
    assert status == 200, page
    round_no = re.search(r'name="round" value="(\d+)"', page)
    assert round_no, page
    return post(port, {"player": code, "token": token_of(page), "round": round_no.group(1),
                       **fields}, cookie=cookie)


def test_the_page_shows_the_game_the_buttons_and_the_slots(phones, store) -> None:  # type: ignore[no-untyped-def]
    port, event, round_id, codes = phones
    g1 = games(store, round_id)[0]
    status, page, cookie = get(port, f"/me?player={codes[g1.a_entry_id]}")
    assert status == 200 and cookie
    assert "Round 1, game 1" in page and f"Against {g1.b_name}" in page
    assert "Your game&#x27;s time:" in page and "UTC" in page
    for label, value in (("I won (1)", "1"), ("I lost (0)", "0"), ("Not played (-)", "-"),
                         ("Opponent did not show (+)", "+")):
        assert f'name="report" value="{value}">{label}</button>' in page
    assert page.count("<select name=\"slot") == 5 and 'name="slot6"' not in page
    assert page.count('<option value="2" selected>') == 5  # no entry counts as all 2
    assert "@" not in page


def test_a_report_is_recorded_with_its_audit_row(phones, store) -> None:  # type: ignore[no-untyped-def]
    port, event, round_id, codes = phones
    g1 = games(store, round_id)[0]
    status, page = send(port, codes[g1.a_entry_id], {"action": "league_report", "report": "1"})
    assert status == 200 and "Report received" in page and "Your report: I won (1)" in page
    with store.read() as session:
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[union-attr]
    assert audit is not None and audit.action == "enter report"
    assert audit.summary == f"Round 1 game 1: {g1.a_name} reports 1 (from the player's phone)"
    status, page = send(port, codes[g1.b_entry_id], {"action": "league_report", "report": "0"})
    assert "the game has its outcome" in page and "Your game&#x27;s outcome: lost (0)" in page
    assert (games(store, round_id)[0].state, games(store, round_id)[0].outcome) == ("final", "10")


def test_availability_is_saved_and_moves_the_slot(phones, store) -> None:  # type: ignore[no-untyped-def]
    port, event, round_id, codes = phones
    g1 = games(store, round_id)[0]
    marks = dict(zip(("slot1", "slot2", "slot3", "slot4", "slot5"), "32221", strict=True))
    status, page = send(port, codes[g1.a_entry_id], {"action": "availability", **marks})
    assert status == 200 and "Your times are saved." in page
    assert page.count('<option value="2" selected>') == 3
    assert page.count('<option value="3" selected>') == 1
    game = games(store, round_id)[0]
    assert game.a_marks == "32221" and game.slot == 4  # HU-D2: the only 1-with-2 slot
    before = count_actions(store, event)
    bad = dict(zip(marks, "33311", strict=True))  # HU-D1: 3 of 5 impossible
    status, page = send(port, codes[g1.a_entry_id], {"action": "availability", **bad})
    assert "Not saved: fewer than half" in page
    assert count_actions(store, event) == before and games(store, round_id)[0].a_marks == "32221"


def test_a_replayed_token_and_a_cross_site_post_are_refused(phones, store) -> None:  # type: ignore[no-untyped-def]
    port, event, round_id, codes = phones
    g1 = games(store, round_id)[0]
    code = codes[g1.a_entry_id]
    status, page, cookie = get(port, f"/me?player={code}")
    fields = {"player": code, "token": token_of(page), "round": "1",
              "action": "league_report", "report": "1"}
    assert post(port, fields, cookie=cookie, origin="http://evil.example")[0] == 403
    status, page, cookie = get(port, f"/me?player={code}")
    fields["token"] = token_of(page)
    assert post(port, fields, cookie=cookie)[0] == 200
    fields["report"] = "0"
    assert post(port, fields, cookie=cookie)[0] == 403  # the same token again
    assert games(store, round_id)[0].a_report == "1"


def test_another_players_code_cannot_touch_this_game(phones, store) -> None:  # type: ignore[no-untyped-def]
    port, event, round_id, codes = phones
    g1, g2 = games(store, round_id)
    other = codes[g2.a_entry_id]  # a player of game 2, with a page of their own
    status, page = send(port, other, {"action": "league_report", "report": "0",
                                      "game": str(g1.id), "entry": str(g1.a_entry_id)})
    assert status == 200
    g1_after, g2_after = games(store, round_id)
    assert (g1_after.a_report, g1_after.b_report) == ("?", "?")  # their own game took it
    assert g2_after.a_report == "0"
    status, page, cookie = get(port, f"/me?player={other}")  # a token is its page's code's only
    assert post(port, {"player": codes[g1.a_entry_id], "token": token_of(page), "round": "1",
                       "action": "league_report", "report": "1"}, cookie=cookie)[0] == 403
    assert games(store, round_id)[0].a_report == "?"


def test_off_shows_no_form_and_a_locked_round_refuses(phones, store) -> None:  # type: ignore[no-untyped-def]
    port, event, round_id, codes = phones
    g1 = games(store, round_id)[0]
    code = codes[g1.a_entry_id]
    status, page, cookie = get(port, f"/me?player={code}")  # a page opened while on …
    fields = {"player": code, "token": token_of(page), "round": "1",
              "action": "league_report", "report": "1"}
    pr.set_reporting(store, event, False)  # … and the desk turns reports off
    status, page = post(port, fields, cookie=cookie)
    assert status == 409 and "not taken" in page and 'name="token"' not in page
    status, page, cookie = get(port, f"/me?player={code}")
    assert status == 200 and "<form" not in page and not cookie and "closed" in page
    pr.set_reporting(store, event, True)
    pr.lock_round(store, event, 1)
    status, page, cookie = get(port, f"/me?player={code}")
    assert "<form" not in page and not cookie
    assert games(store, round_id)[0].a_report == "?"


def test_the_slots_are_written_the_page_languages_way(phones, store) -> None:  # type: ignore[no-untyped-def]
    port, event, round_id, codes = phones
    g1 = games(store, round_id)[0]
    status, page, cookie = get(port, f"/me?player={codes[g1.a_entry_id]}&lang=ru")
    assert '<html lang="ru-RU">' in page and "дек" in page and "Dec" not in page
    status, page, cookie = get(port, f"/me?player={codes[g1.a_entry_id]}&lang=en")
    assert "Dec" in page
