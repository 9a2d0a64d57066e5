"""Issue 25: a poker event's player codes sheet says what the poker page shows (the seat and
its moves), each printed code opens its holder's seat, and every card fits its row (the cards
ran over the next row before: 68 mm of card in a 62 mm row)."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from tdesk.errors import NotFoundError
from tdesk.print.player_codes import CARD_HEIGHT, COLUMNS, code_card
from tdesk.print.registry import find
from tdesk.print.style import frame_width
from tdesk.services.phones.phone_poker import my_seat
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import draw_seats


def test_a_poker_sheet_prints_working_codes_and_the_poker_sentence(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=9)
    draw_seats(store, event, seed=4)
    buf = io.BytesIO()
    find("player-codes").renderer()(store, event, buf)
    reader = PdfReader(io.BytesIO(buf.getvalue()))
    text = " ".join(" ".join(p.extract_text().split()) for p in reader.pages)
    assert len(reader.pages) == 2  # eight cards a page
    assert "your table and seat" in text and "report your result" not in text
    holders = set()
    for code in set(re.findall(r"[0-9A-Z]{4}(?:-[0-9A-Z]{4}){4}", text)):
        try:
            holders.add(my_seat(store, code, event).name)
        except NotFoundError:
            continue
    assert holders == {e.name for e in list_entries(store, event)}


@pytest.mark.parametrize("kind", ["poker", "ofc", "swiss", "league"])
@pytest.mark.parametrize("name", ["Anna Petrova", "王伟",
                                  "Дмитрий Константинович Смирнов-Александров"])
def test_every_card_fits_its_row(kind, name) -> None:  # type: ignore[no-untyped-def]
    width = frame_width() / COLUMNS
    card = code_card(name, "7KQ2-M9XD-4T0B-HZ3E-WN8R", "http://192.168.100.200:8080", kind, width)
    assert card.wrap(width, 10 * CARD_HEIGHT)[1] <= CARD_HEIGHT
