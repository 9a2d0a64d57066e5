"""Every dialog of tdesk (each QDialog subclass under tdesk/ui) opened on a small event of its
kind, for the pseudo-language walk (tests/ui/test_pseudo_dialogs.py, issue 37).

``DIALOGS`` maps a dialog's class (module:Name) to how to open it the way the desk does, with
the data that makes its optional parts show (a bounty event's eliminator boxes, a Day 2 review
with a double bag and a duplicate, a penalty to rescind).
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QDialog

from tdesk.rules.money.card_prizes import PrizeLine
from tdesk.services.clock import get_clock
from tdesk.services.events import get_event
from tdesk.services.penalties.actions import issue_penalty
from tdesk.services.penalties.reads import list_penalties
from tdesk.services.penalties.values import PenaltyRequest
from tdesk.services.people.people import list_people
from tdesk.services.players import list_entries
from tdesk.services.seating.flights_bags import BagLine, Day2Review, DoubleBagger, LikelyDuplicate
from tdesk.services.seating.reads import seating_list
from tdesk.services.seating.seating import bust_players, draw_seats
from tdesk.services.swiss import pairing as swiss_pairing
from tdesk.services.swiss.reads import get_round
from tdesk.ui.context import AppContext


@dataclass
class Night:
    """The events the dialogs open on, one of each kind, and a scratch directory."""

    ctx: AppContext
    ids: dict[str, int]
    tmp: Path

    @property
    def events(self) -> _Selecting:
        """``night.events[kind]``: the event's id, made the desk's event as a dialog opens."""
        return _Selecting(self)

    @property
    def store(self) -> Any:
        return self.ctx.store


class _Selecting:
    def __init__(self, night: Night) -> None:
        self.night = night

    def __getitem__(self, kind: str) -> int:
        event_id = self.night.ids[kind]
        if self.night.ctx.event_id != event_id:
            self.night.ctx.select_event(event_id)
        return event_id


def prepare(ctx: AppContext, make_event: Callable[..., int], tmp: Path) -> Night:
    """A poker event drawn with one bust (to reinstate), a Swiss event paired with a
    penalty (to rescind), a league and an OFC event."""
    store = ctx.store
    events = {"poker": make_event("poker", players=8, name="Walk poker", starting_stack=10000),
              "swiss": make_event("swiss", players=8, name="Walk swiss", rounds=3),
              "league": make_event("league", players=8, name="Walk league"),
              "ofc": make_event("ofc", players=8, name="Walk ofc")}
    draw_seats(store, events["poker"], seed=3)
    bust_players(store, events["poker"], [list_entries(store, events["poker"])[0].entry_id])
    swiss_pairing.pair_next_round(store, events["swiss"], seed=1)
    entry = _round(store, events["swiss"]).tables[0].a_id
    issue_penalty(store, events["swiss"], PenaltyRequest(entry, "warning",
                                                         infraction="slow-play", round=1))
    return Night(ctx, events, tmp)


def _round(store: Any, event_id: int) -> Any:
    info = get_round(store, event_id)
    assert info is not None
    return info


def _seated(night: Night) -> list[Any]:
    return [s for s in seating_list(night.store, night.events["poker"]) if s.table]


def _busted(night: Night) -> int:
    return list_entries(night.store, night.events["poker"])[0].entry_id


def _pdf(night: Night) -> Path:
    from tdesk.print import registry

    doc = next(d for d in registry.for_kind("poker") if d.key == "players")
    out = io.BytesIO()
    doc.renderer()(night.store, night.events["poker"], out)
    path = night.tmp / "players.pdf"
    path.write_bytes(out.getvalue())
    return path


def _csv(night: Night) -> Path:
    path = night.tmp / "players.csv"
    path.write_text("name,country,rating\nOlga Berg,SE,1500\nPer Lind,NO,1450\n",
                    encoding="utf-8")
    return path


def _review(night: Night) -> Day2Review:
    from tdesk.rules.seating.flights import Advance

    anna = BagLine(1, "Anna Petrova", 1, 42_000)
    return Day2Review(1, "Walk poker", Advance.BEST_STACK,
                      (DoubleBagger(1, "Anna Petrova", anna, (BagLine(1, "Anna Petrova", 2,
                                                                      9_000),)),),
                      (LikelyDuplicate(("Björn Åberg", "Bjorn Aberg"), (2, 3),
                                       (BagLine(2, "Björn Åberg", 1, 20_000),
                                        BagLine(3, "Bjorn Aberg", 2, 18_000))),))


def _structure(night: Night) -> Any:
    return get_clock(night.store, night.events["poker"]).structure


def _colour_up(night: Night) -> int:
    levels = _structure(night).levels
    return next(i for i, level in enumerate(levels) if level.colour_up)


def _players(night: Night) -> Any:
    from tdesk.ui.seating.player_dialog import PlayerDialog

    return PlayerDialog(None, None, save=lambda *a: 0, kind="league",
                        find=lambda text: list_people(night.store)[:3])


def _bust(night: Night) -> Any:
    from tdesk.ui.seating.bust_dialog import BustDialog

    seated = _seated(night)
    return BustDialog(seated[:2], None, in_play=seated, bounties=True, envelopes=[50, 100])


def _hand_done(night: Night) -> Any:
    from tdesk.ui.clock.hand_for_hand_panel import HandDoneDialog

    seated = _seated(night)
    at = [s for s in seated if s.table == seated[0].table]
    return HandDoneDialog(seated[0].table, at, None, in_play=seated, bounties=True,
                          envelopes=[50, 100])


def _mystery() -> Any:
    from tdesk.rules.money import bounties as rb
    from tdesk.ui.money.bounties import BountyFormatDialog

    return BountyFormatDialog(rb.BountyFormat(rb.BountyKind.MYSTERY, envelopes=(rb.Envelope(100, 10), rb.Envelope(500, 2)),
                                                fixed_part=20), None)


def _a(module: str, name: str) -> Any:
    import importlib

    return getattr(importlib.import_module(module), name)


def _ui(module: str, name: str) -> Any:
    return _a(f"tdesk.ui.{module}", name)


DIALOGS: dict[str, Callable[[Night], QDialog]] = {
    "backup_dialog:RestoreDialog": lambda n: _ui("backup_dialog", "RestoreDialog")(n.ctx),
    "seating.bust_dialog:BustDialog": _bust,
    "clock.chiprace_dialog:ChipRaceDialog": lambda n: _ui("clock.chiprace_dialog", "ChipRaceDialog")(
        n.ctx, n.events["poker"], _structure(n), _colour_up(n)),
    "swiss.deck_check_dialog:DeckCheckDialog": lambda n: _ui("swiss.deck_check_dialog", "DeckCheckDialog")(
        n.ctx, n.events["swiss"], [("Anna Petrova", 1)], None),
    "wall.display_dialog:DisplayDialog": lambda n: _ui("wall.display_dialog", "DisplayDialog")(n.ctx),
    "event_dialog:EventDialog new": lambda n: _ui("event_dialog", "EventDialog")(n.ctx, None),
    "event_dialog:EventDialog edit": lambda n: _ui("event_dialog", "EventDialog")(
        n.ctx, get_event(n.store, n.events["poker"])),
    "clock.hand_for_hand_panel:HandDoneDialog": _hand_done,
    "import_dialog:ImportDialog": lambda n: _ui("import_dialog", "ImportDialog")(
        n.ctx, n.events["swiss"], _csv(n)),
    "swiss.judge_calls:JudgeCallDialog": lambda n: _ui("swiss.judge_calls", "JudgeCallDialog")(
        n.ctx, n.events["swiss"], _round(n.store, n.events["swiss"])),
    "swiss.judge_calls:ExtensionDialog": lambda n: _ui("swiss.judge_calls", "ExtensionDialog")(
        n.ctx, n.events["swiss"], _round(n.store, n.events["swiss"])),
    "league.tab:TemplatesDialog": lambda n: _ui("league.tab", "TemplatesDialog")(
        n.ctx, n.events["league"]),
    "money.bounties:BountyFormatDialog": lambda n: _mystery(),
    "money.day2_review:Day2ReviewDialog": lambda n: _ui("money.day2_review", "Day2ReviewDialog")(
        _review(n)),
    "money.terms_dialog:TermsDialog": lambda n: _ui("money.terms_dialog", "TermsDialog")(
        n.ctx, n.events["poker"]),
    "money.walk_in_dialog:WalkInDialog": lambda n: _ui("money.walk_in_dialog", "WalkInDialog")(
        n.ctx, get_event(n.store, n.events["poker"])),
    "pdf_preview:PdfPreviewDialog": lambda n: _ui("pdf_preview", "PdfPreviewDialog")(_pdf(n)),
    "penalties.penalty_dialog:PenaltyDialog": lambda n: _ui("penalties.penalty_dialog", "PenaltyDialog")(
        n.ctx, n.events["swiss"], entry_id=_round(n.store, n.events["swiss"]).tables[0].a_id,
        round_=1),
    "penalties.penalty_dialog:RescindDialog": lambda n: _ui("penalties.penalty_dialog", "RescindDialog")(
        n.ctx, list_penalties(n.store, n.events["swiss"])[0]),
    "people.dialog:PeopleDialog": lambda n: _ui("people.dialog", "PeopleDialog")(n.ctx),
    "people.dialog:PersonDialog": lambda n: _ui("people.dialog", "PersonDialog")(
        n.ctx, list_people(n.store)[0], None),
    "people.dialog:MergeDialog": lambda n: _ui("people.dialog", "MergeDialog")(
        n.ctx, list_people(n.store)[0], None),
    "swiss.phone_reports_dialog:PhoneReportsDialog": lambda n: _ui(
        "swiss.phone_reports_dialog", "PhoneReportsDialog")(n.ctx, n.events["swiss"]),
    "seating.player_dialog:PlayerDialog": _players,
    "swiss.pods_dialog:PodsDialog": lambda n: _ui("swiss.pods_dialog", "PodsDialog")(
        n.ctx, n.events["swiss"]),
    "prizes_dialog:PrizesDialog": lambda n: _ui("prizes_dialog", "PrizesDialog")(
        [PrizeLine(1, 1, "100"), PrizeLine(2, 4, "60")]),
    "people.ratings_dialog:RatingsDialog": lambda n: _ui("people.ratings_dialog", "RatingsDialog")(
        n.ctx, n.events["swiss"]),
    "seating.reinstate_dialog:ReinstateDialog": lambda n: _ui("seating.reinstate_dialog", "ReinstateDialog")(
        n.ctx, n.events["poker"], entry_id=_busted(n)),
    "seating.reserve_table_dialog:ReserveTableDialog": lambda n: _ui(
        "seating.reserve_table_dialog", "ReserveTableDialog")(n.ctx, n.events["swiss"]),
    "seating.room_tables_dialog:RoomTablesDialog": lambda n: _ui(
        "seating.room_tables_dialog", "RoomTablesDialog")(n.ctx, n.events["poker"]),
    "rules_reference:RulesReference": lambda n: _ui("rules_reference", "RulesReference")(),
    "seating.tab:LateEntryDialog": lambda n: _ui("seating.tab", "LateEntryDialog")(
        ((99, "Olga Berg"),)),
    "people.series_dialog:SeriesDialog": lambda n: _ui("people.series_dialog", "SeriesDialog")(n.ctx),
    "venue.staff_pins_dialog:StaffPinsDialog": lambda n: _ui("venue.staff_pins_dialog", "StaffPinsDialog")(
        n.ctx),
    "venue.staff_dialog:StaffDialog": lambda n: _ui("venue.staff_dialog", "StaffDialog")(n.ctx),
    "clock.structure_editor:StructureEditor": lambda n: _ui("clock.structure_editor", "StructureEditor")(
        n.ctx, n.events["poker"], _structure(n)),
    "swiss.player_dialog:PlayerDialog drop": lambda n: _ui(
        "swiss.player_dialog", "PlayerDialog")(n.ctx, n.events["swiss"], "drop"),
    "swiss.player_dialog:PlayerDialog byes": lambda n: _ui(
        "swiss.player_dialog", "PlayerDialog")(n.ctx, n.events["swiss"], "byes"),
    "venue.host_dialog:HostDialog": lambda n: _ui("venue.host_dialog", "HostDialog")(
        n.ctx, folder=n.tmp),
    "venue.join_dialog:JoinDialog": lambda n: _ui("venue.join_dialog", "JoinDialog")(
        n.ctx, interfaces=["127.0.0.1"]),
    "venue.standby_dialog:StandbyDialog": lambda n: _ui(
        "venue.standby_dialog", "StandbyDialog")(n.ctx, listen="127.0.0.1", folder=n.tmp),
    "swiss.swap_dialog:SwapDialog": lambda n: _ui("swiss.swap_dialog", "SwapDialog")(
        n.ctx, n.events["swiss"], _round(n.store, n.events["swiss"])),
}
