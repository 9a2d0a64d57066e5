"""The chip race sheet (``tdesk print chiprace``): the latest recorded race of the event,
with the exchange, each seat's cards and the result, as the record TDA-R4 asks for."""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from tdesk.errors import NotFoundError
from tdesk.models.store import Store
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import BODY, SMALL, data_table, frame_width, para
from tdesk.rules.chiprace import ChipRace
from tdesk.services.clock import list_chip_races
from tdesk.timefmt import local_now_text, local_text

TITLE = "Chip race"
HEADER = ("Seat", "Leaving chips", "Exchanged", "Odd chips", "Cards", "Result", "Chips after")


def race_rows(race: ChipRace) -> list[tuple[str, ...]]:
    rows: list[tuple[str, ...]] = []
    for s in race.seats:
        result = "wins 1" if s.won else ("+1 chip (not raced out)" if s.saved else "")
        rows.append(
            (
                str(s.seat),
                str(s.count),
                str(s.exchanged),
                str(s.odd_chips),
                " ".join(s.cards),
                result,
                f"{s.value_after:,}",
            )
        )
    return rows


def race_story(race: ChipRace, table_label: str = "") -> list[Flowable]:
    intro = (
        f"The {race.leaving:,} chips leave play and are exchanged for {race.into:,}s. "
        f"Odd chips worth {race.odd_value:,} make {race.chips_raced} chip(s) of {race.into:,} "
        "(nearest whole chip, halves up), raced with one card per odd chip, dealt from seat 1; "
        "the best cards (rank, then suit: spades, hearts, diamonds, clubs) win one chip each."
    )
    total = frame_width()
    widths = [w * total for w in (0.07, 0.11, 0.13, 0.09, 0.22, 0.24, 0.14)]
    story: list[Flowable] = []
    if table_label:
        story.append(para(table_label, BODY))
    story += [
        para(intro, BODY),
        Spacer(1, 3 * mm),
        data_table(HEADER, race_rows(race), col_widths=widths, align="CRRRLLR"),
        Spacer(1, 3 * mm),
        para(f"Seed {race.seed}: the same seed deals the same cards.", SMALL),
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
) -> None:
    build_pdf(
        out,
        title=TITLE,
        subtitle="\n".join(p for p in (event_name, when) if p),
        story=race_story(race, table_label),
        meta=DocMeta(event_name=event_name, printed_at=printed_at, subject=TITLE),
    )


def print_chiprace(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    races = list_chip_races(store, event_id)
    if not races:
        raise NotFoundError(
            "No chip race is recorded for this event yet (run one in the Clock "
            "tab during a colour-up break)."
        )
    latest = races[0]
    render_chiprace(
        out,
        event_name=latest.event_name,
        race=latest.race,
        table_label=latest.table_label,
        when=local_text(latest.at),
        printed_at=local_now_text(),
    )
