"""The chip race sheet (``tdesk print chiprace``): the latest recorded race of the event,
with the exchange, each seat's cards and the result, as the record TDA-R4 asks for."""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from PySide6.QtCore import QT_TRANSLATE_NOOP
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from tdesk import preset_words
from tdesk.errors import NotFoundError
from tdesk.i18n import translate
from tdesk.locale_format import chips
from tdesk.models.store import Store
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import BODY, SMALL, data_table, fit_widths, frame_width, para
from tdesk.rules.seating.chiprace import ChipRace
from tdesk.services.clock import list_chip_races
from tdesk.timefmt import local_now_text, local_text

TITLE = "Chip race"
HEADER = (QT_TRANSLATE_NOOP("print", "Seat"), QT_TRANSLATE_NOOP("print", "Player"),
          QT_TRANSLATE_NOOP("print", "Leaving chips"), QT_TRANSLATE_NOOP("print", "Exchanged"),
          QT_TRANSLATE_NOOP("print", "Odd chips"), QT_TRANSLATE_NOOP("print", "Cards"),
          QT_TRANSLATE_NOOP("print", "Result"), QT_TRANSLATE_NOOP("print", "Chips after"))


def race_rows(race: ChipRace, names: dict[int, str] | None = None) -> list[tuple[str, ...]]:
    """One row per seat; ``names`` (seat -> player) fills the player column."""
    rows: list[tuple[str, ...]] = []
    for s in race.seats:
        result = (translate("print", "wins 1") if s.won else
                  translate("print", "+1 chip (not raced out)") if s.saved else "")
        rows.append((str(s.seat), (names or {}).get(s.seat, ""), chips(s.count),
                     chips(s.exchanged), chips(s.odd_chips), " ".join(s.cards), result,
                     chips(s.value_after)))
    return rows


def race_story(race: ChipRace, table_label: str = "",
               names: dict[int, str] | None = None) -> list[Flowable]:
    intro = translate(
        "print", "The {leaving} chips leave play and are exchanged for {into}s. Odd chips worth "
        "{odd} make {raced} of {into} (nearest whole chip, halves up), raced with one card per "
        "odd chip, dealt from seat 1; the best cards (rank, then suit: spades, hearts, diamonds, "
        "clubs) win one chip each.").format(
            leaving=chips(race.leaving), into=chips(race.into), odd=chips(race.odd_value),
            raced=translate("print", "%n chip(s)", "", race.chips_raced))
    header = [translate("print", h) for h in HEADER]
    rows = race_rows(race, names)
    widths = fit_widths(header, rows, flex=(1, 6), width=frame_width())
    story: list[Flowable] = []
    if table_label:
        story.append(para(preset_words.table_label(table_label), BODY))
    story += [
        para(intro, BODY),
        Spacer(1, 3 * mm),
        data_table(header, rows, col_widths=widths, align="CLRRRLLR"),
        Spacer(1, 3 * mm),
        para(translate("print", "Seed {0}: the same seed deals the same cards.")
             .format(race.seed), SMALL),
    ]
    return story


def render_chiprace(
    out: Path | BinaryIO,
    *,
    event_name: str,
    race: ChipRace,
    table_label: str,
    when: str,
    printed_at: str,
    names: dict[int, str] | None = None,
) -> None:
    title = translate("print", "Chip race")
    build_pdf(
        out,
        title=title,
        subtitle="\n".join(p for p in (event_name, when) if p),
        story=race_story(race, table_label, names),
        meta=DocMeta(event_name=event_name, printed_at=printed_at, subject=title),
    )


def seat_names(store: Store, event_id: int, table_label: str) -> dict[int, str]:
    """Who sits in each seat of the raced table ("Table 3"), read from the room now; empty
    when the label names no table of the room."""
    import re

    from tdesk.services.seating.seating import room

    found = re.search(r"\d+", table_label)
    if found is None:
        return {}
    table = room(store, event_id).table(int(found.group()))
    return {p.seat: p.name for p in table.players} if table else {}


def print_chiprace(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    races = list_chip_races(store, event_id)
    if not races:
        raise NotFoundError(translate(
            "print", "No chip race is recorded for this event yet (run one in the Clock "
            "tab during a colour-up break)."))
    latest = races[0]
    render_chiprace(
        out,
        event_name=latest.event_name,
        race=latest.race,
        table_label=latest.table_label,
        when=local_text(latest.at),
        printed_at=local_now_text(),
        names=seat_names(store, event_id, latest.table_label),
    )
