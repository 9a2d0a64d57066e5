"""Decklist sheets (DECK-7) and the "decklists missing" list (issue 24).

A sheet per player, each on its own page: the player, the event, the list as registered (most
copies first, the sideboard under its own head, the totals), the lock, and lines for the
player's and the judge's signatures. A player without a list gets an empty form to fill in by
hand. The missing list names every player still in the event without one.
"""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, PageBreak, Spacer, Table, TableStyle

from tdesk import engine_text
from tdesk.i18n import translate
from tdesk.models.store import Store
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import (
    ACCENT,
    HEAD_CELL,
    HEADING,
    RULE,
    SMALL,
    data_table,
    frame_width,
    para,
)
from tdesk.rules.swiss.decklists import Card
from tdesk.services.swiss import decklists
from tdesk.services.swiss.decklists import DecklistRow
from tdesk.timefmt import local_now_text, local_text

BLANK_LINES = 26
"""Lines of an empty form: a 40-card deck of 3 copies a card is 14 names, with room to spare."""
BLANK_HEIGHT = 7 * mm
"""A line high enough to write on by hand."""


def _cards(cards: tuple[Card, ...]) -> list[tuple[str, str]]:
    """DECK-7's order: most copies first, then by name."""
    ordered = sorted(cards, key=lambda c: (-c.count, c.key, c.name))
    return [(str(c.count), c.name) for c in ordered]


def _blank_form(head: tuple[str, str], widths: tuple[float, float]) -> Flowable:
    """Ruled lines to write a list on by hand, under the house table head."""
    rows = [[para(h, HEAD_CELL) for h in head]] + [["", ""]] * BLANK_LINES
    table = Table(rows, colWidths=widths, rowHeights=[None] + [BLANK_HEIGHT] * BLANK_LINES)
    table.setStyle(TableStyle([
        ("BACKGROUND", (0, 0), (-1, 0), ACCENT),
        ("LINEBELOW", (0, 1), (-1, -1), 0.5, RULE),
        ("LINEAFTER", (0, 1), (0, -1), 0.5, RULE),
    ]))
    return table


def _signatures() -> Flowable:
    line = "_" * 34
    return KeepTogether([
        Spacer(1, 8 * mm),
        para(translate("print", "Player's signature") + ":  " + line),
        Spacer(1, 6 * mm),
        para(translate("print", "Judge") + ":  " + line + "   "
             + translate("print", "Checked") + ":  " + "_" * 12),
    ])


def _sheet(row: DecklistRow, locked_at: str) -> list[Flowable]:
    """One player's page."""
    w = frame_width()
    widths = (22 * mm, w - 22 * mm)
    head = (translate("print", "Count"), translate("print", "Card"))
    story: list[Flowable] = [para(row.player, HEADING)]
    deck = row.deck
    if deck is None:
        story.append(para(translate("print", "No list is registered: write it below, one "
                                             "card per line with its count."), SMALL))
        story.append(_blank_form(head, widths))
        story.append(_signatures())
        return story
    story.append(para(translate("print", "Main deck") + f" ({deck.size})", HEADING))
    story.append(data_table(head, _cards(deck.main), col_widths=widths, align="RL",
                            total=(str(deck.size), translate("print", "cards"))))
    if deck.side:
        story.append(para(translate("print", "Sideboard") + f" ({deck.side_size})", HEADING))
        story.append(data_table(head, _cards(deck.side), col_widths=widths, align="RL",
                                total=(str(deck.side_size), translate("print", "cards"))))
    notes = [translate("print", "Registered {0} by {1}.").format(
        local_text(row.registered_at) if row.registered_at else "", row.registered_by or "—")]
    if locked_at:
        notes.append(translate("print", "Locked since round 1 was paired ({0}).").format(
            locked_at))
    if row.reason:
        notes.append(translate("print", "Changed after the lock by the head judge: {0}")
                     .format(row.reason))
    notes += [engine_text.message(p) for p in row.problems]
    story.append(Spacer(1, 3 * mm))
    story += [para(n, SMALL) for n in notes]
    story.append(_signatures())
    return story


def render_decklists(out: Path | BinaryIO, *, info: decklists.DecklistsInfo,
                     meta: DocMeta) -> None:
    """A page per player still in the event (DECK-7)."""
    story: list[Flowable] = []
    locked = local_text(info.locked_at) if info.locked_at else ""
    rows = [r for r in info.rows if not r.dropped]
    if not rows:
        story.append(para(translate("print", "No players are registered.")))
    for n, row in enumerate(rows):
        if n:
            story.append(PageBreak())
        story += _sheet(row, locked)
    build_pdf(out, title=translate("print", "Decklist"), subtitle=info.event_name,
              story=story, meta=meta)


def render_missing(out: Path | BinaryIO, *, info: decklists.DecklistsInfo,
                   meta: DocMeta) -> None:
    """The players still in the event without a list, by surname."""
    missing = info.missing
    story: list[Flowable] = [para(translate("print", "%n player(s) without a decklist", "",
                                            len(missing)), HEADING)]
    if missing:
        w = frame_width()
        story.append(data_table(("", translate("print", "Player")),
                                [(str(i), r.player) for i, r in enumerate(missing, 1)],
                                col_widths=(14 * mm, w - 14 * mm), align="RL"))
    else:
        story.append(para(translate("print", "Every player has registered a decklist.")))
    if info.locked_at is not None:
        story.append(Spacer(1, 3 * mm))
        story.append(para(translate("print", "Locked since round 1 was paired ({0}).").format(
            local_text(info.locked_at)), SMALL))
    build_pdf(out, title=translate("print", "Decklists missing"), subtitle=info.event_name,
              story=story, meta=meta)


def _meta(info: decklists.DecklistsInfo) -> DocMeta:
    return DocMeta(event_name=info.event_name, printed_at=local_now_text())


def print_decklists(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    info = decklists.decklists(store, event_id)
    render_decklists(out, info=info, meta=_meta(info))


def print_missing(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    info = decklists.decklists(store, event_id)
    render_missing(out, info=info, meta=_meta(info))
