"""Card-game Swiss rounds and match results (issue 12)."""

import datetime as dt
from typing import Any

from sqlalchemy import JSON, Column, UniqueConstraint
from sqlmodel import Field, SQLModel

from tdesk.models.tables import utc_column, utcnow


class SwissRound(SQLModel, table=True):
    """One paired round: Swiss (``stage`` "swiss") or a top-cut round ("cut"), with the seed
    its pairing used. Round 1's seed draws the event's lot (CG-T7-A), recorded in round 1's
    ``lots`` ({entry id: lot}: one row, not 4,096 entry updates) and used by the standings,
    the bye and the pairing; a late entry's lot is recorded on it (``entry.state["lot"]``),
    as every lot was before revision 0022."""

    __tablename__ = "swiss_round"
    __table_args__ = (UniqueConstraint("event_id", "number", name="uq_swiss_round_number"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    number: int
    stage: str = Field(default="swiss", max_length=8)
    seed: int = 0
    cut_size: int | None = None
    paired_at: dt.datetime = utc_column(nullable=False, default=utcnow)
    lots: dict[str, int] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))


class SwissMatch(SQLModel, table=True):
    """One table of a round: ``b_entry_id`` None is a bye. ``result`` is the result code as
    entered (None until recorded); the game counts are what the standings read (CG-M1/M2),
    penalties of the round already applied. ``corrections`` lists staff corrections (CG-M4)."""

    __tablename__ = "swiss_match"
    __table_args__ = (UniqueConstraint("event_id", "round", "table_no", name="uq_swiss_table"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    round: int = Field(index=True)
    table_no: int
    # indexed: a result's row reads its players' earlier matches, and removing an entry
    # finds its matches to cascade to, without reading the event's whole history (issue 27)
    a_entry_id: int = Field(foreign_key="entry.id", ondelete="CASCADE", index=True)
    b_entry_id: int | None = Field(default=None, foreign_key="entry.id", ondelete="CASCADE",
                                   index=True)
    organiser_bye: bool = False
    result: str | None = Field(default=None, max_length=16)
    a_wins: int = 0
    b_wins: int = 0
    draws: int = 0
    double_loss: bool = False
    overridden: bool = False
    notes: str = ""
    corrections: list[Any] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
