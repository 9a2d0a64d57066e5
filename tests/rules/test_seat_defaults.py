"""The one default of seats at a poker table (TDA-F1-A): every place that needs it reads it
from `tdesk.rules.seating.types.DEFAULT_SEATS`, so they cannot drift apart (issue 22)."""

from tdesk.models.seating import SeatTable
from tdesk.rules.event_settings import SETTINGS
from tdesk.rules.seating.types import (
    DEFAULT_SEATS,
    MAX_SEATS,
    MIN_SEATS,
    OFC_TABLE_SEATS,
    Game,
    default_final_table_size,
)


def test_the_default_is_nine_seats_within_the_limits() -> None:
    assert DEFAULT_SEATS == 9
    assert MIN_SEATS <= DEFAULT_SEATS <= MAX_SEATS


def test_event_setting_table_row_and_final_table_share_it() -> None:
    poker = {s.key: s for s in SETTINGS["poker"]}
    ofc = {s.key: s for s in SETTINGS["ofc"]}
    assert poker["seats_per_table"].default == DEFAULT_SEATS
    assert ofc["seats_per_table"].default == OFC_TABLE_SEATS
    assert SeatTable(event_id=1, number=1).seats == DEFAULT_SEATS
    assert default_final_table_size(Game.FLOP) == default_final_table_size(Game.FLOP,
                                                                           DEFAULT_SEATS) == 10
