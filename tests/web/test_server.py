"""The player screens over loopback (issue 15): every page and its JSON, updates after a floor
action, bad requests refused without effect, and never a contact or a note in any answer."""

from __future__ import annotations

import http.client
import json
import socket
import threading
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

import pytest

from tdesk.models.store import Store
from tdesk.services.players import PlayerFields, add_player, list_entries
from tdesk.services.seating import seating
from tdesk.services.swiss import swiss
from tdesk.web import page
from tdesk.web.publisher import DisplayPublisher, page_urls
from tdesk.web.server import MAX_REQUEST_LINE, RATE_BURST, Settings

SECRET = "SECRET-CONTACT-7731"
NOTE = "PRIVATE-NOTE-4412"


def get(port: int, path: str, method: str = "GET", headers: dict[str, str] | None = None,
        body: bytes | None = None) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request(method, path, body=body, headers=headers or {})
        reply = conn.getresponse()
        return reply.status, {k.lower(): v for k, v in reply.getheaders()}, reply.read()
    finally:
        conn.close()


def get_json(port: int, path: str) -> Any:
    status, headers, body = get(port, path)
    assert status == 200, body
    assert headers["content-type"].startswith("application/json")
    return json.loads(body)


@pytest.fixture
def poker(store: Store, make_event: Callable[..., int]) -> int:
    event_id = make_event("poker", players=20)
    add_player(store, event_id, PlayerFields("Björn Öberg", contact=SECRET, notes=NOTE))
    seating.draw_seats(store, event_id, seed=7)
    return event_id


def test_every_page_is_served_in_the_language_asked(serve, poker: int) -> None:  # type: ignore[no-untyped-def]
    port = serve(poker).server.port
    for view in ("", "clock", "find", "list", "standings"):
        status, headers, body = get(port, f"/{view}")
        assert status == 200 and headers["content-type"].startswith("text/html")
        assert b'lang="en-GB"' in body and b"/app.js" in body
        assert "default-src 'none'" in headers["content-security-policy"]
    wording = page.Wording.load()
    _, _, body = get(port, "/find?lang=ru")
    boot = json.loads(body.split(b'id="boot">')[1].split(b"</script>")[0])
    assert boot["lang"] == "ru" and boot["labels"] == wording.for_page("ru", "poker")
    assert boot["labels"]["find"] != "Find me"  # the Russian words, not the English ones
    _, _, body = get(port, "/clock", headers={"Accept-Language": "sv-SE,sv;q=0.9,en;q=0.5"})
    assert b'lang="sv-SE"' in body
    for asset, mime in (("/app.js", "text/javascript"), ("/app.css", "text/css")):
        status, headers, _ = get(port, asset)
        assert status == 200 and headers["content-type"].startswith(mime)


def test_the_clock_json_counts_players_and_the_level(serve, store: Store, poker: int) -> None:  # type: ignore[no-untyped-def]
    port = serve(poker).server.port
    clock = get_json(port, "/api/clock")
    assert clock["kind"] == "poker" and clock["revision"] == store.revision()
    assert clock["players_left"] == clock["entries"] == 21
    assert clock["level_number"] == 1 and clock["level"]["bb"] > 0
    assert clock["remaining_ms"] == clock["level"]["minutes"] * 60_000  # not started: full level
    assert clock["running"] is False


def test_find_me_answers_table_and_seat_blind_to_accents_and_case(serve, store: Store,
                                                                  poker: int) -> None:  # type: ignore[no-untyped-def]
    port = serve(poker).server.port
    where = {s.name: (s.table, s.seat) for s in seating.seating_list(store, poker)}
    found = get_json(port, "/api/find?q=BJORN%20oberg")["found"]
    assert [p["name"] for p in found] == ["Björn Öberg"]
    assert (found[0]["table"], found[0]["seat"]) == where["Björn Öberg"]
    assert get_json(port, "/api/find?q=nobody%20here")["found"] == []
    assert get_json(port, "/api/find?q=")["found"] == []
    listing = get_json(port, "/api/list")
    assert {(r["name"], r["table"], r["seat"]) for r in listing["rows"]} == \
        {(name, t, s) for name, (t, s) in where.items()}


def test_a_floor_action_reaches_the_screens(serve, store: Store, poker: int) -> None:  # type: ignore[no-untyped-def]
    publisher = serve(poker)
    port = publisher.server.port
    before = get_json(port, "/api/clock")
    oberg = next(e for e in list_entries(store, poker) if e.name == "Björn Öberg")
    seating.bust_players(store, poker, [oberg.entry_id])
    publisher.refresh()  # what the timer has a worker do after a change
    after = get_json(port, "/api/clock")
    assert after["revision"] > before["revision"]
    assert after["players_left"] == before["players_left"] - 1
    found = get_json(port, "/api/find?q=bjorn%20oberg")["found"]
    assert found == [{"name": "Björn Öberg", "status": "out", "place": 21}]
    standings = get_json(port, "/api/standings")["rows"]
    assert standings[0]["name"] == "Björn Öberg" and standings[0]["place"] == 21


def test_bad_requests_are_refused_and_change_nothing(serve, store: Store, poker: int) -> None:  # type: ignore[no-untyped-def]
    port = serve(poker).server.port
    revision = store.revision()
    for method in ("POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"):
        status, headers, _ = get(port, "/api/clock", method=method, body=b"x=1")
        assert status == 405 and headers["allow"] == "GET", method
    assert get(port, "/admin")[0] == 404
    assert get(port, "/api/anything")[0] == 404
    assert get(port, "/../../etc/passwd")[0] == 404
    assert get(port, "/" + "a" * (MAX_REQUEST_LINE + 10))[0] == 414
    assert get(port, "/clock", headers={"X-Big": "b" * 100_000})[0] == 431
    assert get(port, "/clock", headers={f"X-{i}": "c" * 100 for i in range(90)})[0] == 431
    assert get(port, "/api/clock", body=b"{}", headers={"Content-Length": "2"})[0] == 400
    with socket.create_connection(("127.0.0.1", port), timeout=5) as raw:  # not HTTP at all
        raw.sendall(b"\x16\x03\x01garbage\r\n\r\n")
        assert b" 400 " in raw.recv(100).split(b"\r\n")[0]
    assert store.revision() == revision
    assert len(list_entries(store, poker)) == 21


def test_one_client_sending_too_fast_is_slowed_down(serve, poker: int) -> None:  # type: ignore[no-untyped-def]
    port = serve(poker).server.port
    statuses = [get(port, "/api/clock")[0] for _ in range(RATE_BURST * 2)]
    assert statuses[0] == 200
    assert 429 in statuses  # past the burst: Too Many Requests, not a busy desk


def test_no_contact_data_or_notes_in_any_answer(serve, poker: int) -> None:  # type: ignore[no-untyped-def]
    port = serve(poker).server.port
    paths = ["/", "/clock", "/find", "/list", "/standings", "/api/clock", "/api/list",
             "/api/standings", "/api/find?q=o", "/api/find?q=berg", "/app.js"]
    for path in paths:
        body = get(port, path)[2]
        assert SECRET.encode() not in body and NOTE.encode() not in body, path


def test_event_names_are_escaped_in_the_page(serve, store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=2, name='<script>alert("x")</script> Open')
    body = get(serve(event_id).server.port, "/clock")[2]
    assert b"<script>alert" not in body
    assert b"&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Open" in body


def test_an_access_code_closes_every_page_to_those_without_it(serve, poker: int) -> None:  # type: ignore[no-untyped-def]
    publisher = serve(poker, access_code="k7Q2")
    port = publisher.server.port
    for path in ("/", "/find", "/api/clock", "/api/find?q=o", "/api/list"):
        assert get(port, path)[0] == 403
        assert get(port, path + ("&" if "?" in path else "?") + "code=wrong")[0] == 403
        assert get(port, path + ("&" if "?" in path else "?") + "code=k7Q2")[0] == 200
    for asset in ("/app.js", "/app.css"):  # the page links them without the code (issue 20)
        assert get(port, asset)[0] == 200
    assert publisher.urls[0].endswith(f":{port}/?code=k7Q2")


def test_swiss_find_me_names_table_and_opponent(serve, store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("swiss", players=9)
    played = swiss.pair_next_round(store, event_id, seed=3)
    port = serve(event_id).server.port
    pairs = {(t.a_name, t.b_name, t.table) for t in played.tables if t.b_id is not None}
    a, b, table = sorted(pairs)[0]
    found = get_json(port, "/api/find?q=" + quote(a))["found"]
    assert {"name": a, "table": table, "opponent": b, "status": "seated"} in found
    bye = next(t.a_name for t in played.tables if t.b_id is None)
    bye_found = get_json(port, "/api/find?q=" + quote(bye))["found"]
    assert {"name": bye, "status": "bye"} in bye_found
    rows = get_json(port, "/api/list")["rows"]
    assert len(rows) == 5 and sum(1 for r in rows if r["b"] == "") == 1


def test_the_addresses_shown_for_all_interfaces() -> None:
    assert page_urls("127.0.0.1", 8080) == ["http://127.0.0.1:8080/"]
    assert page_urls("::1", 8080, "x") == ["http://[::1]:8080/?code=x"]
    assert all(url.startswith("http://") and url.endswith(":9000/")
               for url in page_urls("0.0.0.0", 9000))


def test_a_port_in_use_is_a_clear_error(store: Store, poker: int, qapp) -> None:  # type: ignore[no-untyped-def]
    from tdesk.errors import InputError

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(InputError, match=f"127.0.0.1:{port}"):
            DisplayPublisher(store, poker, Settings("127.0.0.1", port))


def test_the_timer_reads_a_change_off_the_qt_thread(qtbot, serve, store: Store, poker: int,  # type: ignore[no-untyped-def]
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from tdesk.web import publisher as module

    readers: list[threading.Thread] = []
    real_read = module.read_snapshot

    def read(*args: Any) -> Any:
        readers.append(threading.current_thread())
        return real_read(*args)

    publisher = serve(poker)
    port = publisher.server.port
    before = get_json(port, "/api/clock")["revision"]
    monkeypatch.setattr(module, "read_snapshot", read)
    first = list_entries(store, poker)[0]
    seating.bust_players(store, poker, [first.entry_id])
    publisher.poll()
    qtbot.waitUntil(lambda: get_json(port, "/api/clock")["revision"] > before, timeout=10_000)
    assert readers and all(t is not threading.main_thread() for t in readers)
    assert get_json(port, "/api/clock")["players_left"] == 20


def test_a_list_answer_is_made_once_a_snapshot_and_anew_after_a_change(  # type: ignore[no-untyped-def]
        serve, store: Store, poker: int) -> None:
    """Every TV asks for the same list when the revision moves: the answer is encoded once
    for the snapshot served, and a new snapshot's answer has its own rows and revision."""
    publisher = serve(poker)
    port = publisher.server.port
    first = get(port, "/api/list")[2]
    kept = publisher.server.encoded[1]["list"]
    assert get(port, "/api/list")[2] == first and publisher.server.encoded[1]["list"] is kept
    seating.bust_players(store, poker, [list_entries(store, poker)[0].entry_id])
    publisher.refresh()
    after = json.loads(get(port, "/api/list")[2])
    assert after["revision"] == store.revision() != json.loads(first)["revision"]
    assert len(after["rows"]) == len(json.loads(first)["rows"]) - 1
    standings, series = get_json(port, "/api/standings"), get_json(port, "/api/series")
    assert standings["revision"] == series["revision"] == store.revision()
