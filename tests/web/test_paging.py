"""The TV lists page through every row (issue 20): headless Chromium at 1920×1080 over loopback
sees every rank of a 64- and a 500-row list on screen within one cycle (``?every=`` makes the
cycle fast), a list changing mid-cycle keeps paging, and the top cut reads as the floor says it
(CG-M2, CG-M3). Set ``TDESK_SCREENSHOTS=docs/screenshots`` to write the README's pictures."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tdesk.demo import demo_names
from tdesk.models.store import Store
from tdesk.paths import resource
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, import_players
from tdesk.services.seating import seating
from tdesk.services.swiss import swiss
from tdesk.web.publisher import DisplayPublisher
from tests.web.chromium import chromium, needs_chromium
from tests.web.test_browser import wait_for

pytestmark = needs_chromium
TV = (1920, 1080)
PHONE = (390, 844)
TURN = 0.1  # seconds a page in the cycles: the shortest ``?every=`` the page takes

# What a person sees: rows wholly inside the window and not covered, the key cell's text.
ON_SCREEN = """
const key = arguments[0], w = innerWidth, h = innerHeight, seen = [];
for (const row of document.querySelectorAll('.pages > .col:not(.probe) .row')) {
  const cell = key === null ? row : row.children[key];
  const r = cell.getBoundingClientRect();
  if (!r.height || r.top < 0 || r.left < 0 || r.bottom > h + 0.5 || r.right > w + 0.5) continue;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (hit === cell || cell.contains(hit)) seen.push(cell.textContent);
}
const pager = document.getElementById('pager');
return {page: Number(document.body.dataset.page || 0), pages: Number(document.body.dataset.pages || 0),
        pager: pager ? pager.textContent : '', seen, revision: document.body.dataset.revision,
        tall: document.documentElement.scrollHeight - h, wide: document.documentElement.scrollWidth - w};
"""


FONTS = """<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>
<include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>{fonts}</dir>
<cachedir>{cache}</cachedir></fontconfig>"""


@pytest.fixture(scope="module")
def chromium_with_fonts(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """Headless Chromium that also has tdesk's own fonts (Chinese names, as a TV shows them),
    started once for the module (about a CPU second a start)."""
    folder = tmp_path_factory.mktemp("paging-chromium")
    conf = folder / "fonts.conf"
    conf.write_text(FONTS.format(fonts=resource("fonts"), cache=folder / "fontcache"))
    driver = chromium(folder / "chromium", env={**os.environ, "FONTCONFIG_FILE": str(conf)})
    yield driver
    driver.quit()


@pytest.fixture
def browser(chromium_with_fonts: Any) -> Iterator[Any]:
    """The module's Chromium on a blank page after the test: the last test's page (its
    timers, its polling of a stopped server) is gone before the next test opens its own.
    Each test sets its own viewport; the pages keep nothing in the browser's storage."""
    yield chromium_with_fonts
    chromium_with_fonts.get("about:blank")


def viewport(driver: Any, size: tuple[int, int]) -> None:
    """The page's own size exactly (a window size would include the browser's frame)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": False})


# Every time the page draws a page (a turn, or new data redrawn), what is on screen then is
# kept in the page itself: a MutationObserver's callback runs right after the drawing task,
# before the next turn can come, so no page is missed however slowly the test asks for them
# (polling the screen missed pages that turned faster than a loaded machine could ask).
RECORD = """
const key = arguments[0], look = new Function(arguments[1]);
window.tdeskShots = [look(key)];
new MutationObserver(() => window.tdeskShots.push(look(key))).observe(
  document.body, {attributes: true, attributeFilter: ['data-page']});
"""
TAKE = "return window.tdeskShots.splice(0);"


def cycle(qtbot, driver: Any, *, key: int | None = 0, every: float,  # type: ignore[no-untyped-def]
          during: Callable[[], None] | None = None) -> dict[str, Any]:
    """Watch the list for one whole cycle (back to the page it started on); what was seen."""
    wait_for(qtbot, lambda: driver.execute_script(ON_SCREEN, key)["pages"] > 0)
    driver.execute_script(RECORD, key, ON_SCREEN)
    seen: set[str] = set()
    order: list[int] = []
    revisions = set()
    shots = driver.execute_script(TAKE)
    pages = shots[0]["pages"]
    wanted = 1 if pages == 1 else pages + 1  # every page, then the first one again

    wrong: list[str] = []  # said after the wait: an assert inside it would count as "not yet"

    def come_round() -> bool:
        for shot in shots:
            if len(order) == wanted:
                break
            if shot["tall"] > 0 or shot["wide"] > 0:
                wrong.append(f"page {shot['page']} needs a scroll bar")
            if shot["pages"] != pages or (
                    pages > 1 and shot["pager"] != f"Page {shot['page']} of {pages}"):
                wrong.append(f"page {shot['page']} of {shot['pages']} says {shot['pager']!r}")
            if not order or order[-1] != shot["page"]:
                order.append(shot["page"])
            seen.update(shot["seen"])
            revisions.add(shot["revision"])
        shots[:] = driver.execute_script(TAKE)
        if during is not None:
            during()
        return len(order) == wanted or bool(wrong)

    wait_for(qtbot, come_round, timeout=int((pages * every + 60) * 1000))
    assert not wrong, wrong
    return {"seen": seen, "pages": pages, "order": order, "revisions": revisions}


def shown_now(publisher: DisplayPublisher, driver: Any) -> None:
    """The store's last change read and asked for now, by the code the timers run: the
    publisher's read (its timer reads within 0.5 s of a change) and the page's poll (every
    2 s), so a test waits for the redraw, not for the two periods."""
    if publisher.reader is not None:
        publisher.reader.join()  # a read its timer started before the change: published first
    publisher.refresh()
    driver.execute_script("poll()")


def turns_in_order(order: list[int], pages: int) -> bool:
    """Each page followed by the next one (round to page 1): nothing restarted the cycle."""
    return all(b == a % pages + 1 for a, b in zip(order, order[1:], strict=False))


def event_with(store: Store, kind: str, players: int, **settings: object) -> int:
    event_id = create_event(store, f"Spring {kind.title()} Open", kind, settings=dict(settings))
    import_players(store, event_id, [PlayerFields(name=n) for n, _ in demo_names(players)])
    return event_id


def play(store: Store, event_id: int, number: int, codes: list[str]) -> None:
    info = swiss.get_round(store, event_id, number)
    assert info is not None
    for i, t in enumerate(t for t in info.tables if not t.done):
        swiss.record_result(store, event_id, number, t.table, codes[i % len(codes)])


def swiss_played(store: Store, players: int, played: int, rounds: int = 0,
                 **settings: object) -> int:
    event_id = event_with(store, "swiss", players, rounds=rounds or max(played, 1), **settings)
    for number in range(1, played + 1):
        swiss.pair_next_round(store, event_id, seed=40 + number)
        play(store, event_id, number, ["2-0", "2-1", "1-1", "0-2", "1-2", "2-0", "0-1"])
    return event_id


def url(publisher: DisplayPublisher, view: str, **params: object) -> str:
    query = "&".join(f"{k}={v}" for k, v in {"lang": "en", **params}.items())
    return f"http://127.0.0.1:{publisher.server.port}/{view}?{query}"


def screenshot(driver: Any, name: str, tmp_path: Path) -> Path:
    folder = Path(os.environ.get("TDESK_SCREENSHOTS") or tmp_path)
    path = folder / name
    driver.save_screenshot(str(path))
    return path


def test_the_tv_standings_show_every_rank_of_64(qtbot, browser, serve, store, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Reproducer: at 1920×1080 the standings showed ranks 1–16 and 33–48; 17–32 and 49–64 never
    came on screen. Now the pages cycle and each rank is on screen, whole, within one cycle."""
    publisher = serve(swiss_played(store, 64, 3))
    viewport(browser, TV)
    browser.get(url(publisher, "standings", every=TURN))
    seen = cycle(qtbot, browser, every=TURN)
    assert seen["seen"] == {str(rank) for rank in range(1, 65)}
    assert 2 <= seen["pages"] <= 3 and turns_in_order(seen["order"], seen["pages"])
    browser.get(url(publisher, "standings", every=600))  # page 1 held still for the picture
    wait_for(qtbot, lambda: browser.execute_script(ON_SCREEN, 0)["pages"] > 0)
    assert screenshot(browser, "display-tv-standings.png", tmp_path).stat().st_size > 10_000


def test_a_500_row_list_comes_round_in_one_cycle(qtbot, browser, serve, store) -> None:  # type: ignore[no-untyped-def]
    event_id = event_with(store, "swiss", 499)
    import_players(store, event_id, [PlayerFields(name="Maximiliana Aleksandrovna "
                                                  "Konstantinopolskaya-Rimskaya-Korsakova")])
    publisher = serve(event_id)
    viewport(browser, TV)
    browser.get(url(publisher, "standings", every=TURN))
    seen = cycle(qtbot, browser, every=TURN)  # the long name is cut, never a scroll bar
    assert seen["seen"] == {str(rank) for rank in range(1, 501)}
    assert turns_in_order(seen["order"], seen["pages"])
    assert seen["pages"] <= 20  # 8 seconds a page (the default): under three minutes a cycle


def test_the_seating_list_of_500_shows_every_name(qtbot, browser, serve, store) -> None:  # type: ignore[no-untyped-def]
    event_id = event_with(store, "poker", 500)
    seating.draw_seats(store, event_id, seed=5)
    publisher = serve(event_id)
    viewport(browser, TV)
    browser.get(url(publisher, "list", every=TURN))
    seen = cycle(qtbot, browser, every=TURN)
    assert seen["seen"] == {s.name for s in seating.seating_list(store, event_id)}


def test_a_phone_pages_the_standings_too(qtbot, browser, serve, store, tmp_path) -> None:  # type: ignore[no-untyped-def]
    publisher = serve(swiss_played(store, 64, 1))
    viewport(browser, PHONE)
    browser.get(url(publisher, "standings", every=TURN))
    seen = cycle(qtbot, browser, every=TURN)
    browser.save_screenshot(str(tmp_path / "phone.png"))  # to look at when it fails
    assert seen["seen"] == {str(rank) for rank in range(1, 65)}
    assert seen["pages"] >= 3


def test_find_me_answers_page_on_a_tv(qtbot, browser, serve, store) -> None:  # type: ignore[no-untyped-def]
    """A "find me" answer longer than the screen (12 players) pages like the lists."""
    from selenium.webdriver.common.by import By

    event_id = event_with(store, "poker", 200)
    seating.draw_seats(store, event_id, seed=3)
    publisher = serve(event_id)
    viewport(browser, (1280, 720))
    browser.get(url(publisher, "find", every=TURN))
    browser.find_element(By.ID, "q").send_keys("a")
    wait_for(qtbot, lambda: "Table" in browser.find_element(By.ID, "found").text)
    seen = cycle(qtbot, browser, key=0, every=TURN)
    found = [p.name for p in publisher.server.snapshot.people if "a" in p.key][:12]  # type: ignore[union-attr]
    assert len(found) == 12 and seen["pages"] >= 2
    assert seen["seen"] == set(found)


def test_new_results_mid_cycle_keep_the_pages_turning(qtbot, browser, serve, store) -> None:  # type: ignore[no-untyped-def]
    """Results come in every few seconds during a round: a redraw keeps the page on screen, so
    the cycle still reaches every page (it never starts again at page 1)."""
    event_id = swiss_played(store, 64, 1, rounds=3)
    info = swiss.pair_next_round(store, event_id, seed=9)
    tables = iter(info.tables)
    publisher = serve(event_id)
    viewport(browser, TV)
    browser.get(url(publisher, "standings", every=0.5))
    last = [time.monotonic()]

    def result_now_and_then() -> None:  # shown at once: a redraw between two turns
        if time.monotonic() - last[0] > 0.2:
            last[0] = time.monotonic()
            t = next(tables, None)
            if t is not None:
                swiss.record_result(store, event_id, 2, t.table, "2-0")
                shown_now(publisher, browser)

    seen = cycle(qtbot, browser, every=0.5, during=result_now_and_then)
    assert len(seen["revisions"]) >= 2, "the page should have redrawn with new results"
    assert seen["seen"] == {str(rank) for rank in range(1, 65)}
    assert turns_in_order(seen["order"], seen["pages"])


def test_the_top_cut_reads_as_the_floor_says_it(qtbot, browser, serve, store, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Reproducers: the clock said "Round 4 of 3" in the quarter-final; 13 points showed "4–1";
    the standings stayed in Swiss order after the final."""
    from selenium.webdriver.common.by import By

    from tdesk.rules.levels.clock import Action, Op
    from tdesk.services.clock import clock_action

    event_id = swiss_played(store, 16, 3, top_cut=8)
    clock_action(store, event_id, Op(Action.START))
    publisher = serve(event_id)
    viewport(browser, TV)
    main = lambda: browser.find_element(By.ID, "main").text  # noqa: E731

    cut = swiss.start_top_cut(store, event_id)
    publisher.refresh()  # served before the page opens
    browser.get(url(publisher, "clock"))
    wait_for(qtbot, lambda: "Quarter-final" in main())
    assert "Round 4" not in main()
    assert all(f"{t.a_name} – {t.b_name}" in main() for t in cut.tables)
    screenshot(browser, "display-tv-topcut.png", tmp_path)
    play(store, event_id, cut.number, ["2-0", "0-2"])
    cut = swiss.pair_next_bracket_round(store, event_id)
    shown_now(publisher, browser)
    wait_for(qtbot, lambda: "Semi-final" in main())
    play(store, event_id, cut.number, ["0-2"])
    final = swiss.pair_next_bracket_round(store, event_id)
    shown_now(publisher, browser)
    wait_for(qtbot, lambda: main().startswith("Final"))
    play(store, event_id, final.number, ["2-1"])
    champion = final.tables[0].a_name
    # the last change reaches the page by the timers alone (the publisher's read within 0.5 s,
    # the page's poll every 2 s): nothing but them asks, so a page that stopped polling fails
    wait_for(qtbot, lambda: "WINNER" in main() and champion in main())  # shown in capitals

    browser.get(url(publisher, "standings", every=600))
    wait_for(qtbot, lambda: champion in main())
    cells = browser.execute_script(  # in one go: a redraw meanwhile would leave stale rows
        "return [...document.querySelectorAll('#pages .col tr.row')]"
        ".map((tr) => [...tr.cells].map((td) => td.textContent));")
    order = swiss.final_standings(store, event_id)
    assert [c[1] for c in cells] == order[:len(cells)] and cells[0][:2] == ["1", champion]
    desk = {r.name: r.standing for r in swiss.standings(store, event_id)}
    for _rank, name, points, record in cells:
        s = desk[name]
        assert (points, record) == (str(s.points), f"{s.wins}–{s.losses}–{s.draws}")
    assert any(not r.endswith("–0") for *_, r in cells), "some player drew a match"


def league_started(store: Store, players: int) -> int:
    import datetime as dt

    from tdesk.services.league import league

    event_id = event_with(store, "league", players)
    base = dt.datetime(2030, 1, 1, 18, tzinfo=dt.UTC)
    league.save_template(store, event_id, "A", [base + dt.timedelta(days=i) for i in range(7)])
    people = league.registrations(store, event_id)
    league.set_registration(store, event_id, [r.entry_id for r in people], league.ACCEPTED)
    league.start_season(store, event_id)
    league.pair_next_round(store, event_id, now=base - dt.timedelta(days=1))
    return event_id


@pytest.mark.parametrize(("kind", "view", "key"), [
    ("swiss", "list", 1),  # the pairings: every table's first player
    ("league", "standings", 0),  # the league ranking: every place
    ("league", "list", 0),  # the league's games: every first player
])
def test_every_other_list_comes_round_on_a_tv(qtbot, browser, serve, store, tmp_path,  # type: ignore[no-untyped-def]
                                              kind, view, key) -> None:
    event_id = swiss_played(store, 128, 1, rounds=3) if kind == "swiss" else \
        league_started(store, 128)
    if kind == "swiss":
        swiss.pair_next_round(store, event_id, seed=2)
    publisher = serve(event_id)
    viewport(browser, TV)
    browser.get(url(publisher, view, every=TURN))
    seen = cycle(qtbot, browser, key=key, every=TURN)
    browser.save_screenshot(str(tmp_path / f"{kind}-{view}.png"))  # to look at when it fails
    snap = publisher.server.snapshot
    assert snap is not None
    rows = snap.listing if view == "list" else snap.standings
    first = "a" if view == "list" else "rank"
    expected = {str(r[first]) for r in rows}
    assert len(expected) == len(rows) > 30 and seen["pages"] >= 2
    assert seen["seen"] == expected
