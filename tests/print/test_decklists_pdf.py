"""Issue 24: the decklist sheet per player (DECK-7: most copies first, the sideboard under its
head, the lock, the signature lines; an empty form for a player without a list) and the
"decklists missing" list, read back with pypdf."""

from __future__ import annotations

import io

from pypdf import PdfReader

from tdesk.print import decklists as sheets
from tdesk.print.registry import find
from tdesk.services.swiss import decklists, swiss


def pages(fn, store, event) -> list[str]:  # type: ignore[no-untyped-def]
    buf = io.BytesIO()
    fn(store, event, buf)
    return [p.extract_text() for p in PdfReader(io.BytesIO(buf.getvalue())).pages]


def _entry(store, event: int, name: str) -> int:  # type: ignore[no-untyped-def]
    return next(r.entry_id for r in decklists.decklists(store, event).rows if r.player == name)


def test_a_sheet_per_player_in_print_order_with_signatures(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=3, decklists=True, deck_min=6, sideboard_max=3)
    decklists.register(store, event, _entry(store, event, "Anna Petrova"),
                       "1 Healer\n3 Dragon\n2 Goblin\nSideboard\n2 Elf")
    swiss.pair_next_round(store, event, seed=1)
    sheets_ = pages(sheets.print_decklists, store, event)
    assert len(sheets_) == 3  # a page each
    anna = next(t for t in sheets_ if "Anna Petrova" in t)
    main = anna.index("Main deck (6)")
    assert main < anna.index("3\nDragon") < anna.index("2\nGoblin") < anna.index("1\nHealer")
    assert anna.index("1\nHealer") < anna.index("Sideboard (2)") < anna.index("2\nElf")
    assert "Locked since round 1 was paired" in anna and "Player's signature" in anna
    blank = next(t for t in sheets_ if "王伟" in t)
    assert "No list is registered" in blank and "Player's signature" in blank
    assert find("decklists").renderer() is sheets.print_decklists


def test_the_missing_list_names_who_has_none(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=3, decklists=True, deck_min=6)
    decklists.register(store, event, _entry(store, event, "Anna Petrova"), "3 Dragon\n3 Elf")
    [text] = pages(sheets.print_missing, store, event)
    assert "2 players without a decklist" in text
    assert "Björn Åberg" in text and "王伟" in text and "Anna Petrova" not in text
    for name in ("Björn Åberg", "王伟"):
        decklists.register(store, event, _entry(store, event, name), "3 Dragon\n3 Elf")
    [text] = pages(sheets.print_missing, store, event)
    assert "Every player has registered a decklist." in text
    assert find("decklists-missing").renderer() is sheets.print_missing
