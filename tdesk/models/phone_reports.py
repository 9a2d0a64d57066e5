"""Players' codes and the results they report from their phones (issue 25).

A code is kept only as its SHA-256 digest: the sheet printed at issue is the one place the
code itself exists, so a copied store file reports nothing. Reporting is off until the desk
turns it on (``PhoneReporting.enabled``); ``locked_round`` refuses reports for that round.
"""

import datetime as dt

from sqlmodel import Field, SQLModel

from tdesk.models.tables import utc_column, utcnow


class PhoneReporting(SQLModel, table=True):
    """The desk's switch per event: off unless a row says on."""

    __tablename__ = "phone_reporting"

    event_id: int = Field(foreign_key="event.id", primary_key=True, ondelete="CASCADE")
    enabled: bool = False
    locked_round: int | None = None
    checkin: str = Field(default="", max_length=40)  # what the open check-in is for, "" none


class PlayerCode(SQLModel, table=True):
    """One player's code for one event; ``revoked_at`` set when the desk revokes or reissues."""

    __tablename__ = "player_code"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    entry_id: int = Field(foreign_key="entry.id", index=True, ondelete="CASCADE")
    digest: str = Field(max_length=64, unique=True)
    issued_at: dt.datetime = utc_column(nullable=False, default=utcnow)
    revoked_at: dt.datetime | None = utc_column(nullable=True)


class PhoneReport(SQLModel, table=True):
    """One player's report of their match: ``result`` on the table's side (a = first player).
    ``state`` is "waiting" until the result is recorded ("recorded") or the desk decides
    ("decided")."""

    __tablename__ = "phone_report"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    round: int
    table_no: int
    entry_id: int = Field(foreign_key="entry.id", ondelete="CASCADE")
    result: str = Field(max_length=16)
    state: str = Field(default="waiting", max_length=16)
    reported_at: dt.datetime = utc_column(nullable=False, default=utcnow)


class PlayerRequest(SQLModel, table=True):
    """What a player asks from their phone (issue 25): ``kind`` "checkin" (``label`` names
    what for, "Round 4"; ``state`` "done") or "drop" (``state`` "waiting" until the desk
    confirms ("confirmed") or refuses ("refused")). ``via`` is "phone" or "desk"."""

    __tablename__ = "player_request"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    entry_id: int = Field(foreign_key="entry.id", ondelete="CASCADE")
    kind: str = Field(max_length=16)
    label: str = Field(default="", max_length=40)
    state: str = Field(default="waiting", max_length=16)
    via: str = Field(default="phone", max_length=8)
    at: dt.datetime = utc_column(nullable=False, default=utcnow)
