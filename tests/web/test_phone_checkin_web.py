"""Check-in and drop requests from players' pages over loopback (issue 25): the button shows
only while the desk has a check-in open; one tap checks in and the page says so; a drop
request needs the ticked box and waits for the desk; a replayed or cross-site form writes
nothing."""

from __future__ import annotations

import pytest

from tdesk.models.tables import Entry, EntryStatus
from tdesk.services.phones import phone_checkin as pc
from tdesk.services.phones import phone_reports as pr
from tdesk.services.swiss import swiss
from tests.web.test_phone_reports_web import form_of, get, post, token_of


@pytest.fixture
def page(serve, store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=3)
    swiss.pair_next_round(store, event, seed=3)
    pr.set_reporting(store, event, True)
    codes = pr.issue_codes(store, event)
    return serve(event).server.port, event, codes


def send(port: int, code: str, action: str, **extra: str) -> tuple[int, str]:
    status, page, cookie = get(port, f"/me?player={code}")
    assert status == 200
    return post(port, {"player": code, "token": token_of(page), "action": action,
                       **(form_of(page, action) if f'value="{action}"' in page else {}),
                       **extra}, cookie=cookie)


def test_check_in_shows_while_open_and_one_tap_checks_in(page, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes = page
    entry, code = next(iter(codes.items()))
    assert 'value="checkin"' not in get(port, f"/me?player={code}")[1]
    pc.open_checkin(store, event, "Round 2")
    assert "Check in for Round 2" in get(port, f"/me?player={code}")[1]
    status, answer = send(port, code, "checkin")
    assert status == 200 and "You are checked in for Round 2" in answer
    assert 'value="checkin"' not in answer  # no second button
    assert [r.entry_id for r in pc.checkins(store, event).rows if r.at] == [entry]


def test_the_check_in_page_follows_the_language(page, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes = page
    pc.open_checkin(store, event, "Round 2")
    code = next(iter(codes.values()))
    english = get(port, f"/me?player={code}&lang=en")[1]
    russian = get(port, f"/me?player={code}&lang=ru")[1]
    assert "Check in for Round 2" in english and "Check in for" not in russian
    assert "Round 2" in russian  # the desk's label as typed


def test_a_drop_request_needs_the_box_and_waits_for_the_desk(page, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes = page
    entry, code = next(iter(codes.items()))
    status, _ = send(port, code, "drop")  # the box not ticked (a stray tap)
    assert status == 409 and pc.drop_requests(store, event) == []
    status, answer = send(port, code, "drop", sure="yes")
    assert status == 200 and "waits for the desk" in answer
    [request] = pc.drop_requests(store, event)
    assert request.entry_id == entry
    pc.confirm_drop(store, event, request.id)
    answer = get(port, f"/me?player={code}")[1]
    assert 'value="drop"' not in answer and "waits for the desk" not in answer
    with store.read() as session:
        assert session.get(Entry, entry).status == EntryStatus.DROPPED


def test_replayed_and_cross_site_forms_write_nothing(page, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes = page
    pc.open_checkin(store, event, "Round 2")
    code = next(iter(codes.values()))
    status, html, cookie = get(port, f"/me?player={code}")
    fields = {"player": code, "token": token_of(html), "action": "checkin",
              **form_of(html, "checkin")}
    for origin in ("http://evil.example", "null", ""):
        assert post(port, fields, cookie=cookie, origin=origin)[0] == 403
    assert post(port, fields)[0] == 403  # no cookie: another site's form has none
    assert len(pc.checkins(store, event).missing) == 8
    status, html, cookie = get(port, f"/me?player={code}")
    fields["token"] = token_of(html)
    assert post(port, fields, cookie=cookie)[0] == 200
    assert post(port, fields, cookie=cookie)[0] == 403  # replayed
    assert len(pc.checkins(store, event).missing) == 7


def test_an_unknown_action_is_refused(page, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes = page
    code = next(iter(codes.values()))
    status, answer = send(port, code, "delete_everything")
    assert status == 400 and "not taken" in answer


def test_a_stale_check_in_or_drop_form_is_refused(page, store) -> None:  # type: ignore[no-untyped-def]
    """Issue 36: a check-in button loaded for Round 2 checks nobody in for Round 3, and a drop
    asked on a page of round 1 is not taken after round 2 is paired; the page says why."""
    port, event, codes = page
    entry, code = next(iter(codes.items()))
    pc.open_checkin(store, event, "Round 2")
    status, html, cookie = get(port, f"/me?player={code}")
    pc.open_checkin(store, event, "Round 3")
    status, answer = post(port, {"player": code, "token": token_of(html), "action": "checkin",
                                 **form_of(html, "checkin")}, cookie=cookie)
    assert status == 409 and "This page was out of date" in answer
    assert "Check in for Round 3" in answer
    assert len(pc.checkins(store, event).missing) == 8
    status, html, cookie = get(port, f"/me?player={code}")
    for row in swiss.get_round(store, event, 1).tables:
        swiss.record_result(store, event, 1, row.table, "2-0")
    swiss.pair_next_round(store, event, seed=5)
    status, answer = post(port, {"player": code, "token": token_of(html), "action": "drop",
                                 "sure": "yes", **form_of(html, "drop")}, cookie=cookie)
    assert status == 409 and "This page was out of date" in answer
    assert pc.drop_requests(store, event) == []
