"""Judge calls and time extensions of a card-game event, per round and table (CG-R1..R4,
issue 24)."""

import datetime as dt

from sqlmodel import Field, SQLModel

from tdesk.models.tables import utc_column, utcnow


class JudgeCall(SQLModel, table=True):
    """One judge call: the table that called, the judge who came, the ruling given, and the
    penalty the ruling issued (``penalty_id``, the penalty log's main row, None when none).
    No foreign key to the penalty: undo restores calls and penalties each on its own, and the
    event's deletion removes both by their ``event_id`` cascade."""

    __tablename__ = "judge_call"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    round: int
    table_no: int
    judge: str = Field(max_length=100)
    ruling: str = ""
    penalty_id: int | None = Field(default=None, index=True)
    called_at: dt.datetime = utc_column(nullable=False, default=utcnow)


class TimeExtension(SQLModel, table=True):
    """CG-R1: minutes a judge added to one table's round, with the reason; several on one
    table add up (CG-R2)."""

    __tablename__ = "time_extension"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    round: int
    table_no: int
    minutes: int
    judge: str = Field(max_length=100)
    reason: str = Field(max_length=200)
    given_at: dt.datetime = utc_column(nullable=False, default=utcnow)
