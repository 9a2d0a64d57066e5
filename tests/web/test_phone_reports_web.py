"""Players report from their phones over loopback (issue 25): the page shows only the code
holder's match; a write needs the code, the page's one-time token (also its SameSite cookie)
and this server's Origin; wrong codes are refused alike, replays and cross-site posts are
refused, bodies are bounded, bursts get 429."""

from __future__ import annotations

import http.client
import re
from urllib.parse import urlencode

import pytest

from tdesk.services.phones import phone_reports as pr
from tdesk.services.swiss import swiss


def get(port: int, path: str, source: str = "") -> tuple[int, str, str]:
    """(status, page, the report cookie's value or "")."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10,
                                      source_address=(source, 0) if source else None)
    try:
        conn.request("GET", path)
        reply = conn.getresponse()
        cookie = reply.getheader("Set-Cookie") or ""
        assert not cookie or "SameSite=Strict" in cookie and "HttpOnly" in cookie
        found = re.match(r"tdesk_report=([^;]+)", cookie)
        return reply.status, reply.read().decode("utf-8"), found.group(1) if found else ""
    finally:
        conn.close()


def post(port: int, fields: dict[str, str], *, cookie: str = "", origin: str | None = None,
         body: bytes | None = None, source: str = "") -> tuple[int, str]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10,
                                      source_address=(source, 0) if source else None)
    data = body if body is not None else urlencode(fields).encode()
    headers = {"Content-Type": "application/x-www-form-urlencoded",
               "Origin": origin if origin is not None else f"http://127.0.0.1:{port}"}
    if cookie:
        headers["Cookie"] = f"tdesk_report={cookie}"
    try:
        conn.request("POST", "/report", body=data, headers=headers)
        reply = conn.getresponse()
        return reply.status, reply.read().decode("utf-8", "replace")
    except (OSError, http.client.HTTPException):
        return 0, ""
    finally:
        conn.close()


def token_of(page: str) -> str:
    found = re.search(r'name="token" value="([^"]+)"', page)
    assert found, page
    return found.group(1)


@pytest.fixture
def phones(serve, store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=3)
    swiss.pair_next_round(store, event, seed=3)
    pr.set_reporting(store, event, True)
    codes = pr.issue_codes(store, event)
    table = swiss.get_round(store, event, 1).tables[0]
    return serve(event).server.port, event, codes, table


def form_of(page: str, action: str) -> dict[str, str]:
    """What the page's form for ``action`` carries besides the code and the token: the round
    and table it shows, the check-in it offers (issue 36)."""
    found = re.search(r'<form[^>]*>(?:(?!</form>).)*?name="action" value="' + action
                      + r'"(?:(?!</form>).)*</form>', page, re.S)
    assert found, page
    fields = dict(re.findall(r'type="hidden" name="([^"]+)" value="([^"]*)"', found.group(0)))
    return {k: v for k, v in fields.items() if k in ("round", "table", "for")}


def report(port: int, code: str, result: str) -> tuple[int, str]:
    status, page, cookie = get(port, f"/me?player={code}")
    assert status == 200
    return post(port, {"player": code, "token": token_of(page), "result": result,
                       **form_of(page, "result")}, cookie=cookie)


def test_the_page_shows_the_match_and_no_contact_data(phones, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes, t = phones
    status, page, cookie = get(port, f"/me?player={codes[t.a_id]}")
    assert status == 200 and cookie
    assert t.b_name in page and f"table {t.table}" in page
    assert "@" not in page and "phone" not in page.lower().replace('class="phone"', "")


def test_agreeing_phones_record_and_a_conflict_waits(phones, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes, t = phones
    assert report(port, codes[t.a_id], "2-1")[0] == 200
    status, page = report(port, codes[t.b_id], "1-2")
    assert status == 200 and "recorded" in page
    assert swiss.get_round(store, event, 1).tables[0].result == "2-1"
    other = swiss.get_round(store, event, 1).tables[1]
    report(port, codes[other.a_id], "2-0")
    report(port, codes[other.b_id], "2-0")
    assert [q.conflict for q in pr.queue(store, event)] == [True]


def test_wrong_codes_are_refused_alike(phones, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes, t = phones
    pr.revoke_code(store, event, t.a_id)
    answers = {get(port, f"/me?player={c}")[0:2] for c in
               (codes[t.a_id], "A" * 16, "nobody-at-all-here", "x")}
    assert len(answers) == 1 and next(iter(answers))[0] == 403
    status, page, _ = get(port, "/me")
    assert status == 200 and 'name="player"' in page  # the form asks for the code


def test_replayed_token_and_missing_cookie_are_refused(phones, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes, t = phones
    code = codes[t.a_id]
    status, page, cookie = get(port, f"/me?player={code}")
    fields = {"player": code, "token": token_of(page), "result": "2-0",
              **form_of(page, "result")}
    assert post(port, fields)[0] == 403  # no cookie: another site's form has none
    assert post(port, fields, cookie=cookie)[0] == 403  # spent by the try above
    status, page, cookie = get(port, f"/me?player={code}")
    fields["token"] = token_of(page)
    assert post(port, fields, cookie=cookie)[0] == 200
    assert post(port, fields, cookie=cookie)[0] == 403  # replayed
    other = codes[t.b_id]  # a token of one player's page does not carry another's code
    status, page, cookie = get(port, f"/me?player={code}")
    assert post(port, {**fields, "player": other, "token": token_of(page)}, cookie=cookie)[0] == 403
    assert [q.a_report for q in pr.queue(store, event)] == ["2-0"]


def test_cross_site_and_oversize_posts_are_refused(phones, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes, t = phones
    code = codes[t.a_id]
    for origin in ("http://evil.example", "null", ""):
        status, page, cookie = get(port, f"/me?player={code}")
        fields = {"player": code, "token": token_of(page), "result": "2-0"}
        assert post(port, fields, cookie=cookie, origin=origin)[0] == 403
    assert post(port, {}, body=b"player=" + b"x" * 5000)[0] == 413
    assert pr.queue(store, event) == []


def test_reports_are_refused_while_reporting_is_off(phones, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes, t = phones
    pr.set_reporting(store, event, False)
    status, page, cookie = get(port, f"/me?player={codes[t.a_id]}")
    assert status == 200 and 'name="token"' not in page and not cookie


def test_bursts_get_429(serve, store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.web.phones import _Limiter

    event = make_event("swiss", players=8, rounds=3)
    swiss.pair_next_round(store, event, seed=3)
    pr.set_reporting(store, event, True)
    codes = pr.issue_codes(store, event)
    t = swiss.get_round(store, event, 1).tables[0]
    server = serve(event).server
    port = server.port
    server.phones.by_address = _Limiter(burst=30, per_second=1.0)  # the venue's, scaled down
    statuses = [get(port, "/me?player=guess-guess-guess", source="127.0.0.9")[0]
                for _ in range(60)]
    assert statuses.count(429) >= 20 and statuses[0] == 403
    assert get(port, f"/me?player={codes[t.a_id]}", source="127.0.0.10")[0] == 200  # others fine
    code = codes[t.b_id]
    posts = [post(port, {"player": code, "token": "t", "result": "2-0"}, cookie="t",
                  source=f"127.0.1.{i}")[0] for i in range(12)]
    assert 429 in posts  # per code, whatever the address


def test_the_answer_keeps_the_page_language(phones) -> None:  # type: ignore[no-untyped-def]
    port, event, codes, t = phones
    code = codes[t.a_id]
    status, page, cookie = get(port, f"/me?player={code}&lang=ru")
    assert '<html lang="ru-RU">' in page and 'name="lang" value="ru"' in page
    status, answer = post(port, {"player": code, "token": token_of(page), "result": "2-0",
                                 "lang": "ru", **form_of(page, "result")}, cookie=cookie)
    assert status == 200 and '<html lang="ru-RU">' in answer


def test_six_hundred_reloading_phones_behind_one_address_are_never_limited(monkeypatch) -> None:
    """Poker pages reload every 20 s: 600 phones behind one access point are 30 a second,
    arriving unevenly; the per-address limit lets them all through (issue 25)."""
    import random

    from tdesk.web import phones as module

    now = [1000.0]
    monkeypatch.setattr(module.time, "monotonic", lambda: now[0])
    limiter = module._Limiter(burst=module.ADDRESS_BURST, per_second=module.ADDRESS_RATE)
    rng = random.Random(7)
    arrivals = sorted(rng.uniform(0, 20) + 20 * k for k in range(10) for _ in range(600))
    refused = 0
    for moment in arrivals:
        now[0] = 1000.0 + moment
        refused += not limiter.take("10.0.0.1")
    assert refused == 0


def test_a_page_of_an_earlier_round_reports_nothing(phones, store) -> None:  # type: ignore[no-untyped-def]
    """Issue 36: two pages opened in round 1 and sent once round 2 is paired, agreeing with
    each other, once recorded a round-2 result nobody played. The form carries its round and
    table; a stale one is refused, nothing written, and the page says so."""
    from tdesk.services.audit import count_actions

    port, event, codes, t = phones
    pages = {}
    for player in (t.a_id, t.b_id):
        status, page, cookie = get(port, f"/me?player={codes[player]}")
        pages[player] = (page, cookie)
    for row in swiss.get_round(store, event, 1).tables:  # the desk types round 1
        swiss.record_result(store, event, 1, row.table, "2-0")
    swiss.pair_next_round(store, event, seed=4)
    before = count_actions(store, event)
    for player, result in ((t.a_id, "2-0"), (t.b_id, "0-2")):
        page, cookie = pages[player]
        status, answer = post(port, {"player": codes[player], "token": token_of(page),
                                     "result": result, **form_of(page, "result")},
                              cookie=cookie)
        assert status == 409 and "This page was out of date" in answer
        assert "Round 2, table" in answer  # the page as it is now
    assert count_actions(store, event) == before
    assert all(row.result is None for row in swiss.get_round(store, event, 2).tables)
    assert pr.queue(store, event) == []
    status, page, cookie = get(port, f"/me?player={codes[t.a_id]}&lang=sv")
    post(port, {"player": codes[t.a_id], "token": token_of(page), "result": "2-0",
                "round": "1", "table": str(t.table), "lang": "sv"}, cookie=cookie)
    assert count_actions(store, event) == before
