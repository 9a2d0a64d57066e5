"""A player code typed on a phone (issue 36): the page opens however the code is spelled
(case, groups, look-alikes), and every spelling of one code shares its one rate limit."""

from __future__ import annotations

from tdesk.services.phones import phone_reports as pr
from tdesk.services.swiss import swiss
from tests.web.test_phone_reports_web import get, post


def test_a_typed_code_opens_the_page_and_its_spellings_share_one_limit(  # type: ignore[no-untyped-def]
        serve, store, make_event) -> None:
    event = make_event("swiss", players=8, rounds=3)
    swiss.pair_next_round(store, event, seed=3)
    pr.set_reporting(store, event, True)
    codes = pr.issue_codes(store, event)
    t = swiss.get_round(store, event, 1).tables[0]
    port = serve(event).server.port
    code = codes[t.a_id]
    typed = code.lower().replace("-", " ").replace("0", "o").replace("1", "l")
    status, page, _ = get(port, "/me?" + f"player={typed}".replace(" ", "+"))
    assert status == 200 and "not valid" not in page
    spellings = [code, code.lower(), code.replace("-", ""), code.replace("-", " ")]
    posts = [post(port, {"player": spellings[i % 4], "token": "t", "result": "2-0"},
                  cookie="t", source=f"127.0.2.{i}")[0] for i in range(12)]
    assert 429 in posts  # one code, one limit, however it is typed
