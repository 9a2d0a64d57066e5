"""Every sheet follows the interface language: words, engine messages and numbers.

The Russian words come from the shipped translations: the sheet must say them, never TABLE/SEAT
or "Slow play" under a Russian interface (placeholders are checked in test_translations).
"""

from __future__ import annotations

import io
import subprocess
import sys

from pypdf import PdfReader

from tdesk.print.penalty_log import print_penalty_log
from tdesk.print.seat_cards import print_seat_cards
from tdesk.services.penalties import penalties as svc
from tdesk.services.penalties.penalties import PenaltyRequest
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import draw_seats


def _text(render, store, event_id) -> str:  # type: ignore[no-untyped-def]
    out = io.BytesIO()
    render(store, event_id, out)
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(out.getvalue())).pages)


def test_seat_cards_print_in_russian(store, make_event, russian) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=4)
    draw_seats(store, event_id, seed=1)
    text = _text(print_seat_cards, store, event_id)
    assert "СТОЛ" in text and "МЕСТО" in text
    assert "TABLE" not in text and "SEAT" not in text
    assert "Страница 1 из 1" in text and "Карточки мест" in text


def test_judges_report_prints_in_russian(store, make_event, russian) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("swiss", players=3, name="Кубок")
    anna = {r.name: r.entry_id for r in list_entries(store, event_id)}["Anna Petrova"]
    svc.issue_penalty(store, event_id, PenaltyRequest(anna, "warning", infraction="slow-play"))
    text = _text(print_penalty_log, store, event_id)
    for word in ("Отчёт судьи: штрафы", "Предупреждение", "Медленная игра", "1 штраф",
                 "выдан 1 игроку", "Все штрафы", "Причина", "Судья"):
        assert word in text, word
    assert "Slow play" not in text and "Warning" not in text


def test_poker_report_has_no_rounds_or_rating_database(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=3)
    anna = {r.name: r.entry_id for r in list_entries(store, event_id)}["Anna Petrova"]
    svc.issue_penalty(store, event_id, PenaltyRequest(anna, "warning", reason="Stalling"))
    lines = _text(print_penalty_log, store, event_id).split("\n")
    assert "Rd" not in lines
    assert not any("rating database" in line for line in lines)
    assert "1 penalty given to 1 player." in " ".join(lines)
    assert "PEN-P1" in lines  # the rule ID on one line, never "PEN-P" over "1"
    swiss = make_event("swiss", players=3)
    bob = {r.name: r.entry_id for r in list_entries(store, swiss)}["Anna Petrova"]
    svc.issue_penalty(store, swiss, PenaltyRequest(bob, "warning", infraction="slow-play"))
    text = _text(print_penalty_log, store, swiss)
    assert "Rd" in text.split("\n") and "rating database" in text


def test_player_list_prints_poker_columns_and_unbroken_row_numbers(store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.print.player_list import print_players

    event_id = make_event("poker", players=120)
    draw_seats(store, event_id, seed=2)
    lines = _text(print_players, store, event_id).split("\n")
    heads = {w.strip() for w in lines[:20]}
    assert {"Table", "Seat", "Chips"} <= heads
    assert not {"Rating", "Seed"} & heads and "Site" not in heads
    assert any(line.strip() == "100" for line in lines)  # "100", never "10" over "0"
    assert not any(line.strip() == "0" for line in lines)


def test_print_cli_writes_numbers_the_russian_way(store, make_event, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """``tdesk print`` runs without a GUI; TDESK_LANG still decides the numbers."""
    event_id = make_event("poker", players=3, starting_stack=20000)
    draw_seats(store, event_id, seed=1)
    out = tmp_path / "list.pdf"
    env = {"TDESK_LANG": "ru", "QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin",
           "TDESK_DATA_DIR": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, "-m", "tdesk", "print", "players", "--db", store.url,
                           "--event", f"Test poker {1}", "-o", str(out)], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    text = "\n".join(p.extract_text() for p in PdfReader(out).pages)
    assert "20\u00a0000" in text or "20 000" in text
    assert "20,000" not in text
