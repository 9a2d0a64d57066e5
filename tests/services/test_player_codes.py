"""Player codes a person can read and type (issue 36): no look-alike symbols in a new code,
a typed code read blind to case and to the look-alikes (O for 0, I or l for 1), codes issued
before still working exactly as printed, and no code for a dropped player."""

from __future__ import annotations

import re
import secrets

import pytest

from tdesk.errors import NotFoundError
from tdesk.models.phone_reports import PlayerCode
from tdesk.print import player_codes
from tdesk.services.phones import phone_reports as pr
from tdesk.services.players import list_entries
from tdesk.services.swiss import swiss
from tdesk.services.swiss.players import drop_player

SHAPE = re.compile(r"[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){4}")


def test_new_codes_have_no_look_alikes_and_are_read_as_typed(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=3)
    codes = pr.issue_codes(store, event)
    for entry_id, code in codes.items():
        assert SHAPE.fullmatch(code), code  # no I, L, O, U; 20 symbols (100 bits) in fives
        bare = code.replace("-", "")
        for typed in (code, code.lower(), bare, " ".join(code.split("-")),
                      bare.replace("0", "O").replace("1", "I").lower().replace("i", "l"),
                      bare.replace("1", "i")):
            assert pr.holder_entry(store, typed) == (event, entry_id), typed
    one = next(iter(codes.values()))
    wrong = one[:-1] + ("2" if one[-1] != "2" else "3")
    with pytest.raises(NotFoundError, match="not valid"):
        pr.holder_entry(store, wrong)


def test_a_code_issued_before_keeps_working_exactly_as_printed(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=2)
    entry = list_entries(store, event)[0].entry_id
    old = "aB-0lI_" + secrets.token_urlsafe(8)  # the old alphabet, look-alikes and all
    with store.action("a code of the old kind", event_id=event) as scope:
        scope.session.add(PlayerCode(event_id=event, entry_id=entry, digest=pr.digest(old)))
    assert pr.holder_entry(store, old) == (event, entry)
    for typed in (old.swapcase(), old.replace("0", "O")):
        with pytest.raises(NotFoundError):
            pr.holder_entry(store, typed)


def test_a_dropped_player_gets_no_code_on_the_sheet(store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=6, rounds=3)
    swiss.pair_next_round(store, event, seed=1)
    gone = {r.name: r.entry_id for r in list_entries(store, event)}["Björn Åberg"]
    drop_player(store, event, gone)
    codes = pr.issue_codes(store, event)
    assert len(codes) == 5 and gone not in codes
    printed: list[tuple[str, str]] = []
    monkeypatch.setattr(player_codes, "render_codes",
                        lambda _out, *, rows, **_kw: printed.extend(rows))
    player_codes.print_player_codes(store, event, "unused.pdf")  # type: ignore[arg-type]
    assert len(printed) == 5 and "Björn Åberg" not in [name for name, _ in printed]
    again = pr.issue_codes(store, event, [gone])  # the desk may still give them one
    assert pr.holder_entry(store, again[gone]) == (event, gone)
