"""A poker player's phone page over loopback (issue 25): their table and seat; after a move
(TDA-S2) the page that reloads with the seat it showed says "You move to table N, seat M"
once, in the page's language; a malformed ``seen`` is ignored; the bounty lines (BNT-8) in the
language's number format; no other player's name; a wrong code gets the one refusal."""

from __future__ import annotations

import html
import re

import pytest

from tdesk.rules.money import bounties as rb
from tdesk.services.money import bounties, money
from tdesk.services.phones import phone_reports as pr
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players, draw_seats, move_player, room, set_button
from tdesk.web.phones import PhoneWording
from tests.web.test_phone_reports_web import get


@pytest.fixture
def poker(serve, store, make_event):  # type: ignore[no-untyped-def]
    """A 12-player poker event on two tables of 9, everyone with a code, the phones served."""
    event = make_event("poker", players=12, seats_per_table=9, starting_stack=20000)
    draw_seats(store, event, seed=9)
    for t in room(store, event).tables:
        set_button(store, event, t.number, 1)
    codes = pr.issue_codes(store, event)
    return serve(event).server.port, event, codes


def refresh_seen(page: str) -> str:
    """The ``seen`` the page's own reload carries ("" when none)."""
    found = re.search(r'<meta http-equiv="refresh" content="(\d+); url=([^"]+)">', page)
    assert found, page
    url = html.unescape(found.group(2))
    assert url.startswith("/me?player=")
    seen = re.search(r"[?&]seen=([^&]*)", url)
    return seen.group(1) if seen else ""


def _free_seat(store, event, table):  # type: ignore[no-untyped-def]
    t = next(t for t in room(store, event).tables if t.number == table)
    return next(s for s in range(1, t.seats + 1) if t.at(s) is None)


def test_the_page_shows_the_seat_and_reloads_with_it(poker, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes = poker
    player = room(store, event).tables[0].players[0]
    status, page, cookie = get(port, f"/me?player={codes[player.entry_id]}&lang=en")
    assert status == 200 and not cookie  # a page without forms sets no cookie
    assert f"Table 1, seat {player.seat}" in page and "You move" not in page
    assert refresh_seen(page) == f"1-{player.seat}"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_after_a_move_the_old_seat_gets_the_notice_once_TDA_S2(poker, store, lang) -> None:  # type: ignore[no-untyped-def]
    port, event, codes = poker
    player = room(store, event).tables[0].players[0]
    code = codes[player.entry_id]
    seat = _free_seat(store, event, 2)
    move_player(store, event, player.entry_id, 2, seat)
    status, page, _ = get(port, f"/me?player={code}&lang={lang}&seen=1-{player.seat}")
    words = PhoneWording.load().words[lang]
    moved = html.escape(words["poker_moved"].format(2, seat))
    assert status == 200 and f'<p class="notice moved">{moved}</p>' in page
    assert html.escape(words["poker_table_seat"].format(2, seat)) in page
    assert page.index(moved) < page.index(html.escape(words["poker_table_seat"].format(2, seat)))
    assert f'lang="{"ru-RU" if lang == "ru" else "en-GB"}"' in page
    if lang == "en":
        assert f"You move to table 2, seat {seat}" in page
    assert refresh_seen(page) == f"2-{seat}"  # the next reload shows no notice
    status, page, _ = get(port, f"/me?player={code}&lang={lang}&seen=2-{seat}")
    assert moved not in page and "moved" not in page


@pytest.mark.parametrize("seen", ["abc", "1-2-3", "%3Cscript%3E", "0-0", "1234567-1", "1-",
                                  "-1", "%D9%A1-%D9%A2", "2-1%0A", "12345678901234567890-1", "%E4%B8%80-1"])
def test_a_malformed_seen_is_ignored(poker, store, seen) -> None:  # type: ignore[no-untyped-def]
    port, event, codes = poker
    player = room(store, event).tables[0].players[0]
    status, page, _ = get(port, f"/me?player={codes[player.entry_id]}&seen={seen}")
    assert status == 200 and "You move" not in page
    assert "<script" not in page and "script%3E" not in page  # nothing of it is echoed
    assert refresh_seen(page) == f"1-{player.seat}"


def test_bounty_lines_in_the_pages_number_format_BNT_8(poker, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes = poker
    money.set_terms(store, event, {"buy_in": 1000, "fee": 100, "bounty": 1500})
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids)
    bounties.set_format(store, event, rb.format_to_data(rb.progressive()))
    a, b = ids[:2]
    bust_players(store, event, [b], eliminators={b: [a]})
    status, page, _ = get(port, f"/me?player={codes[a]}&lang=en")
    assert "Bounty on you: 2,250" in page and "Bounties you have collected: 750" in page
    status, page, _ = get(port, f"/me?player={codes[a]}&lang=ru")
    assert "2\u00a0250" in page and "750" in page  # grouped as Russian writes it
    status, page, _ = get(port, f"/me?player={codes[b]}&lang=en")
    assert "You finished in place 12." in page and "Table" not in page
    assert "Bounty on you: 0" in page and refresh_seen(page) == ""


def test_no_event_without_bounties_shows_a_bounty_line(poker) -> None:  # type: ignore[no-untyped-def]
    port, event, codes = poker
    status, page, _ = get(port, f"/me?player={next(iter(codes.values()))}")
    assert status == 200 and "Bounty" not in page and "ounties" not in page


def test_no_other_players_name_on_the_page(poker, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes = poker
    entries = list_entries(store, event)
    for mine in entries[:3]:
        status, page, _ = get(port, f"/me?player={codes[mine.entry_id]}")
        assert status == 200 and mine.name in page
        others = [e.name for e in entries if e.entry_id != mine.entry_id
                  and e.name not in mine.name]
        assert others and not [n for n in others if n in page]
        assert "@" not in page


def test_wrong_codes_are_refused_alike(poker, store) -> None:  # type: ignore[no-untyped-def]
    port, event, codes = poker
    entry = next(iter(codes))
    pr.revoke_code(store, event, entry)
    answers = {get(port, f"/me?player={c}&seen=1-1")[0:2] for c in
               (codes[entry], "A" * 16, "nobody-at-all-here", "x")}
    assert len(answers) == 1 and next(iter(answers))[0] == 403
    assert "refresh" not in next(iter(answers))[1]


def test_an_ofc_player_sees_their_seat_too(serve, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("ofc", players=6)
    draw_seats(store, event, seed=3)
    table = room(store, event).tables[0]
    player = table.players[0]
    code = pr.issue_codes(store, event)[player.entry_id]
    status, page, _ = get(serve(event).server.port, f"/me?player={code}")
    assert status == 200 and f"Table {table.number}, seat {player.seat}" in page
