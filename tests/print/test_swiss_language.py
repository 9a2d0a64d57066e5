"""Swiss sheets and the Rounds tab follow the interface language (the shipped Russian)."""

from __future__ import annotations

import io

from pypdf import PdfReader

from tdesk.print.swiss import print_pairings, print_result_slips, print_standings
from tdesk.services.swiss import swiss


def _text(render, store, event_id) -> str:  # type: ignore[no-untyped-def]
    out = io.BytesIO()
    render(store, event_id, out)
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(out.getvalue())).pages)


def test_swiss_sheets_print_in_russian(store, make_event, russian) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=5)
    swiss.pair_next_round(store, event, seed=1)
    pairings = _text(print_pairings, store, event)
    assert "Пары по столам" in pairings and "Тур 1" in pairings and "Соперник" in pairings
    assert "БАЙ" in pairings and "Opponent" not in pairings
    slips = _text(print_result_slips, store, event)
    assert "Подпись" in slips and "Signature" not in slips
    standings = _text(print_standings, store, event)
    assert "Турнирная таблица" in standings and "После 1 тура." in standings


def test_rounds_tab_speaks_russian(window, make_event, russian) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=4, rounds=3)
    window.reload_events(event)
    tab = window.show_tab("rounds")
    assert "Туры ещё не составлены" in tab.status.text()
    assert "Жеребьёвка" in tab.pair_button.text()
