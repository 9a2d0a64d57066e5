"""Floor staff who may open the staff pages on a tablet (issue 39): a name and a PIN.

The PIN is kept only as a salted scrypt hash (``hash_text``): the desk shows a new PIN once,
when it is set, and never again. ``revoked_at`` set: the PIN opens nothing from then on.
The members are the store's, not an event's: the same floor works every event of the night.
"""

import datetime as dt

from sqlmodel import Field, SQLModel

from tdesk.models.tables import utc_column, utcnow


class StaffMember(SQLModel, table=True):
    __tablename__ = "staff_member"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=100, index=True)
    pin_hash: str = Field(max_length=200)
    created_at: dt.datetime = utc_column(nullable=False, default=utcnow)
    revoked_at: dt.datetime | None = utc_column(nullable=True)
