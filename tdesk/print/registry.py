"""The printable documents, by the name ``tdesk print NAME`` and the Print menu use.

One line per document: the renderer is ``module:function`` taking ``(store, event_id, out)``,
imported only when that document is printed so start-up stays fast.
"""

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

ALL_KINDS = ("poker", "ofc", "league", "swiss")


@dataclass(frozen=True)
class Document:
    key: str
    title: str
    kinds: tuple[str, ...]
    target: str  # "module:function"
    by_round: bool = False  # one round's sheet: the renderer takes ``number=`` (--round N)
    by_receipt: bool = False  # one receipt: ``number=``, ``page=``, ``copy=`` (--receipt N …)

    def renderer(self) -> Callable[[Any, int, Path | BinaryIO], None]:
        module, _, name = self.target.partition(":")
        return getattr(importlib.import_module(module), name)  # type: ignore[no-any-return]


DOCUMENTS: tuple[Document, ...] = (
    Document("players", "Player list", ALL_KINDS, "tdesk.print.player_list:print_players"),
    Document("structure", "Structure", ALL_KINDS, "tdesk.print.structure:print_structure"),
    Document("chiprace", "Chip race", ("poker",), "tdesk.print.chiprace:print_chiprace"),
    Document("penalty-log", "Judge's report: penalties", ("poker", "ofc", "swiss"),
             "tdesk.print.penalty_log:print_penalty_log"),
    Document("seat-cards", "Seat cards", ("poker", "ofc"), "tdesk.print.seat_cards:print_seat_cards"),
    Document("table-sheets", "Table sheets", ("poker", "ofc"), "tdesk.print.seating:print_table_sheets"),
    Document("seating-list", "Seating list", ("poker", "ofc"), "tdesk.print.seating:print_seating_list"),
    Document("move-slips", "Move slips", ("poker", "ofc"), "tdesk.print.seating:print_move_slips"),
    Document("ofc-hands", "OFC hand history", ("ofc",), "tdesk.print.ofc_hands:print_ofc_hands"),
    Document("payouts", "Payouts (wall)", ("poker", "ofc"), "tdesk.print.satellite:print_payouts"),
    Document("results", "Results", ("poker", "ofc"), "tdesk.print.satellite:print_results"),
    Document("chip-counts", "Chip counts", ("poker", "ofc"), "tdesk.print.money:print_chip_counts"),
    Document("bag-sheet", "Bag sheet (flight)", ("poker",), "tdesk.print.flights:print_bag_sheet"),
    Document("receipt", "Receipt (newest)", ("poker", "ofc"), "tdesk.print.receipt:print_receipt", by_receipt=True),
    Document("league-pairings", "Round pairings and schedule", ("league",), "tdesk.print.league:print_pairings", by_round=True),
    Document("league-ranking", "League ranking", ("league",), "tdesk.print.league:print_ranking"),
    Document("pairings", "Pairings by table", ("swiss",), "tdesk.print.swiss:print_pairings", by_round=True),
    Document("pairings-by-name", "Pairings by name (wall)", ("swiss",), "tdesk.print.swiss:print_pairings_by_name", by_round=True),
    Document("result-slips", "Result slips", ("swiss",), "tdesk.print.swiss:print_result_slips", by_round=True),
    Document("standings", "Standings", ("swiss",), "tdesk.print.swiss:print_standings"),
    Document("bracket", "Top cut bracket", ("swiss",), "tdesk.print.swiss:print_bracket"),
    Document("pods", "Draft pod seatings", ("swiss",), "tdesk.print.swiss_plans:print_pods"),
    Document("seating-by-name", "Seating by name (players' meeting)", ("swiss",), "tdesk.print.swiss_plans:print_seating_by_name", by_round=True),
    Document("decklists", "Decklists (a sheet per player)", ("swiss",), "tdesk.print.decklists:print_decklists"),
    Document("player-codes", "Player codes (phone reports; issues new codes)", ALL_KINDS, "tdesk.print.player_codes:print_player_codes"),
    Document("decklists-missing", "Decklists missing", ("swiss",), "tdesk.print.decklists:print_missing"),
)


def find(key: str) -> Document:
    for doc in DOCUMENTS:
        if doc.key == key:
            return doc
    raise KeyError(key)


def for_kind(kind: str) -> list[Document]:
    return [d for d in DOCUMENTS if kind in d.kinds]
