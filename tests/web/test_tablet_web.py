"""Floor tablets over loopback (issue 39): a staff member's PIN opens the staff pages, a
player's code never does (nor a PIN a player's page); a write needs the session, the page's
one-time token, this server's Origin and a small body; a stale page and a revoked PIN write
nothing; what a tablet writes is the desk's own action, signed by the member and the device."""

from __future__ import annotations

import html
import http.client
import re
from urllib.parse import urlencode

import pytest
from sqlmodel import select

from tdesk.models.money import ChipCount
from tdesk.models.tables import AuditLog, Entry, EntryStatus
from tdesk.services.phones import phone_reports as pr
from tdesk.services.seating import seating
from tdesk.services.swiss import swiss
from tdesk.services.venue import staff_pins
from tdesk.services.venue.tablet_acting import tablet_station


class Tablet:
    """A browser enough for the staff pages: it keeps its cookies."""

    def __init__(self, port: int) -> None:
        self.port, self.cookies = port, {}  # type: ignore[var-annotated]
        self.page = ""

    def _send(self, method: str, path: str, body: bytes | None = None,
              origin: str | None = None) -> int:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}
        if body is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
            headers["Origin"] = origin if origin is not None else f"http://127.0.0.1:{self.port}"
        try:
            conn.request(method, path, body=body, headers=headers)
            reply = conn.getresponse()
            for line in reply.headers.get_all("Set-Cookie") or []:
                assert "HttpOnly" in line or "Max-Age=0" in line
                name, _, value = line.split(";")[0].partition("=")
                self.cookies[name] = value
            self.page = html.unescape(reply.read().decode("utf-8", "replace"))
            return reply.status
        finally:
            conn.close()

    def get(self, path: str) -> int:
        return self._send("GET", path)

    def post(self, action: str, extra: dict[str, object] | None = None,
             origin: str | None = None, raw: bytes | None = None) -> int:
        fields: list[tuple[str, object]] = [("action", action), ("token", self.token())]
        form = self.form(action)
        fields += [(k, v) for k, v in form.items() if k not in ("action", "token")]
        for key, value in (extra or {}).items():
            fields += [(key, v) for v in value] if isinstance(value, list) else [(key, value)]
        return self._send("POST", "/staff", raw if raw is not None else urlencode(fields).encode(),
                          origin)

    def token(self) -> str:
        found = re.search(r'name="token" value="([^"]+)"', self.page)
        return found.group(1) if found else ""

    def form(self, action: str) -> dict[str, str]:
        found = re.search(r'<form[^>]*>(?:(?!</form>).)*?name="action" value="' + action
                          + r'"(?:(?!</form>).)*</form>', self.page, re.S)
        if not found:
            return {}
        return dict(re.findall(r'type="hidden" name="([^"]+)" value="([^"]*)"', found.group(0)))

    def sign_in(self, pin: str, table: int | str = "") -> int:
        assert self.get("/staff") == 200
        return self.post("signin", {"pin": pin, "table": table})


@pytest.fixture
def room(serve, store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("poker", players=12, seats_per_table=6)
    seating.draw_seats(store, event, seed=5)
    pin = staff_pins.set_pin(store, "Anna Floor")
    return serve(event).server.port, event, pin


def seats(page: str) -> list[int]:
    return [int(x) for x in re.findall(r'name="out" value="(\d+)"', page)]


def test_a_pin_opens_the_table_and_a_bust_is_the_members(room, store) -> None:  # type: ignore[no-untyped-def]
    port, event, pin = room
    tablet = Tablet(port)
    assert tablet.sign_in(pin, 1) == 200
    assert "Anna Floor at table 1" in tablet.page and "tdesk_device" in tablet.cookies
    out, by = seats(tablet.page)[:2]
    assert tablet.post("bust", {"out": [out], "by": [by]}) == 200
    assert "Busted:" in tablet.page and out not in seats(tablet.page)
    with store.read() as session:
        assert session.get(Entry, out).status == EntryStatus.BUSTED
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[arg-type]
    assert (audit.staff, audit.station) == ("Anna Floor", tablet_station(store))
    assert audit.params["device"].startswith("127.0.0.1 ")
    assert store.undo_step() is None or not store.undo_step().summary.startswith("Bust")  # type: ignore[union-attr]


def test_wrong_pin_player_code_and_pin_on_a_players_page_are_refused(room, store,  # type: ignore[no-untyped-def]
                                                                     make_event) -> None:
    port, event, pin = room
    other = make_event("swiss", players=4, rounds=3)
    code = next(iter(pr.issue_codes(store, other).values()))
    tablet = Tablet(port)
    wrong = "000000" if pin != "000000" else "111111"
    assert tablet.sign_in(wrong, 1) == 403 and "does not open" in tablet.page
    assert tablet.sign_in(code, 1) == 403 and "Anna" not in tablet.page
    assert "A player's code does not open" in tablet.page
    assert tablet.get(f"/staff?player={code}&table=1") == 403
    assert "A player's code does not open" in tablet.page and "name=\"out\"" not in tablet.page
    assert tablet.get(f"/me?player={pin}") == 403  # a PIN is no player's code
    assert "tdesk_staff" not in tablet.cookies


def test_replays_cross_site_and_big_bodies_are_refused(room, store) -> None:  # type: ignore[no-untyped-def]
    port, event, pin = room
    tablet = Tablet(port)
    tablet.sign_in(pin, 2)
    page = tablet.page
    assert tablet.post("call", origin="http://evil.example") == 403
    tablet.page = page
    assert tablet.post("call", raw=b"action=call&" + b"x" * 4000) == 413
    tablet.page = page
    assert tablet.post("call") == 200 and "The clock is called" in tablet.page
    tablet.page = page  # the same token again: spent
    assert tablet.post("call") == 403 and "expired" in tablet.page


def test_a_stale_page_and_a_revoked_pin_write_nothing(room, store) -> None:  # type: ignore[no-untyped-def]
    port, event, pin = room
    tablet = Tablet(port)
    tablet.sign_in(pin, 1)
    page = tablet.page
    first, second = seats(page)[:2]
    seating.bust_players(store, event, [second])  # the desk busts one at the table meanwhile
    assert tablet.post("counts", {f"c{first}": 12345}) == 409
    assert "has changed since this page was drawn" in tablet.page
    with store.read() as session:
        assert session.exec(select(ChipCount)).all() == []
    assert tablet.post("counts", {f"c{first}": 12345}) == 200  # the fresh page
    with store.read() as session:
        assert [c.chips for c in session.exec(select(ChipCount))] == [12345]
    staff_pins.revoke(store, "Anna Floor")
    before = store.revision()
    assert tablet.post("call") == 403 and "revoked" in tablet.page
    assert tablet.get("/staff?table=1") == 200 and 'name="pin"' in tablet.page  # signed out
    assert store.revision() == before


def test_a_swiss_table_result(serve, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=3)
    swiss.pair_next_round(store, event, seed=3)
    pin = staff_pins.set_pin(store, "Judge Jo")
    tablet = Tablet(serve(event).server.port)
    assert tablet.sign_in(pin, 2) == 200 and "Round 1, table 2" in tablet.page
    page = tablet.page
    assert tablet.post("call", {"table": 2}) == 400 and "call" in tablet.page  # no clock on a Swiss table: unanswered
    tablet.page = page
    assert tablet.get("/staff?table=2") == 200
    assert tablet.post("result", {"result": "2-1"}) == 200 and "Result saved" in tablet.page
    assert swiss.get_round(store, event, 1).tables[1].result == "2-1"


def test_the_pages_follow_the_desks_language(serve, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=6)
    pin = staff_pins.set_pin(store, "Анна")
    tablet = Tablet(serve(event, language="ru").server.port)
    assert tablet.get("/staff") == 200 and "Войти" in tablet.page and 'lang="ru-RU"' in tablet.page
    assert tablet.sign_in(pin, 1) == 200 and "Анна за столом 1" in tablet.page


def test_hand_for_hand_is_reported_from_the_table(serve, store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.services.seating import hand_for_hand as hfh
    from tests.services.seating.test_hand_for_hand import near_the_bubble

    event, tables = near_the_bubble(store, make_event, left=5)
    hfh.start(store, event)
    hfh.next_hand(store, event)
    first = sorted(tables)[0]
    pin = staff_pins.set_pin(store, "Anna Floor")
    tablet = Tablet(serve(event).server.port)
    assert tablet.sign_in(pin, first) == 200 and "this table is playing the hand" in tablet.page
    out = seats(tablet.page)[0]
    assert tablet.post("hand", {"out": [out]}) == 200
    assert f"Hand done reported for table {first}" in tablet.page
    assert "this table has reported" in tablet.page and 'name="out"' not in tablet.page
    assert hfh.status(store, event).reported[first]
