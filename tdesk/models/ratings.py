"""Ratings per person per game and the updates events made to them (RAT-1..RAT-6, issue 26).

``person_rating`` holds a person's current rating for one game (kept unrounded, RAT-6) and how
many rated matches made it; ``rating_update`` records one event's update (RAT-5): the game, K,
when, and every person's rating before and after, so the desk can see what an event did.
Undoing the update's action restores the ratings and removes its record.
"""

import datetime as dt
from typing import Any

from sqlalchemy import JSON, Column, UniqueConstraint
from sqlmodel import Field, SQLModel

from tdesk.models.tables import utc_column, utcnow


class PersonRating(SQLModel, table=True):
    """A person's rating for one game (RAT-1); ``games`` counts their rated matches."""

    __tablename__ = "person_rating"
    __table_args__ = (UniqueConstraint("player_id", "game", name="uq_person_rating_game"),)

    id: int | None = Field(default=None, primary_key=True)
    player_id: int = Field(foreign_key="player.id", index=True, ondelete="CASCADE")
    game: str = Field(max_length=60, index=True)
    rating: float = 1500.0
    games: int = 0
    updated_at: dt.datetime = utc_column(nullable=False, default=utcnow)


class RatingUpdate(SQLModel, table=True):
    """One event's rating update, at most one per event (RAT-5). ``changes`` lists
    ``{"player_id", "name", "before", "after", "matches", "new"}`` per person rated."""

    __tablename__ = "rating_update"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, unique=True, ondelete="CASCADE")
    game: str = Field(max_length=60)
    k: int = 20
    applied_at: dt.datetime = utc_column(nullable=False, default=utcnow)
    changes: list[Any] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
