"""A person's history across every event and kind (issue 26): place, prize, points and
penalties of each entry, read through each kind's own services so the history says what the
event's own screens say."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from sqlmodel import col, func, select

from tdesk import validate
from tdesk.models.penalties import PenaltyRecord
from tdesk.models.store import Store
from tdesk.models.tables import Entry, Event
from tdesk.services.league.reads import ranking
from tdesk.services.money import prize_results
from tdesk.services.money.terms import MONEY_KINDS
from tdesk.services.people.people import _person, pen6_flags
from tdesk.services.swiss.final import final_standings
from tdesk.services.swiss.reads import rounds, standings


@dataclass(frozen=True)
class HistoryRow:
    """One entry of the person: the event, how it went for them and what the judges gave."""

    entry_id: int
    event_id: int
    event: str
    kind: str
    date: dt.date | None
    status: str
    field: int  # players registered in the event
    place: int | None  # poker/OFC finishing place, Swiss final standing, league ranking
    prize: int | None  # poker/OFC: the prize of their place (None: none)
    prize_handed_over: bool
    points: int | None  # Swiss match points (CG-M2), OFC points left, league lives (HU-1)
    record: str  # Swiss "wins-losses-draws"; "" elsewhere
    penalties: int  # penalties given and not rescinded
    pen6: bool  # flagged for the rating database there (PEN-6)


def person_history(store: Store, person_id: int) -> list[HistoryRow]:
    """Every entry of the person, oldest event first, in one moment of the store."""
    person_id = validate.identifier("Person", person_id)
    with store.read_together(), store.read() as session:
        _person(session, person_id)
        played = session.exec(select(Entry, Event).join(Event, col(Event.id) == Entry.event_id)
                              .where(Entry.player_id == person_id)).all()
        entry_ids = [e.id for e, _ in played if e.id is not None]
        event_ids = [ev.id for _, ev in played if ev.id is not None]
        fields = dict(session.exec(select(Entry.event_id, func.count()).where(  # type: ignore[call-overload]
            col(Entry.event_id).in_(event_ids)).group_by(Entry.event_id)).all())
        given = dict(session.exec(select(PenaltyRecord.entry_id, func.count()).where(  # type: ignore[call-overload]
            col(PenaltyRecord.entry_id).in_(entry_ids), PenaltyRecord.rescinded == False  # noqa: E712
        ).group_by(PenaltyRecord.entry_id)).all())
        flags = pen6_flags(session, entry_ids)
        prizes = {ev.id: {r.entry_id: r for r in prize_results.result_rows(session, ev)}
                  for _, ev in played if ev.kind in MONEY_KINDS}
        out = []
        for entry, event in played:
            assert entry.id is not None and event.id is not None
            place, points, record = entry.place, None, ""
            prize, handed = None, False
            if event.kind in MONEY_KINDS:
                result = prizes[event.id].get(entry.id)
                if result is not None:
                    place = result.place or place
                    prize, handed = result.prize or None, result.handed_over is not None
                if event.kind == "ofc":
                    points = entry.chips
            elif event.kind == "swiss":
                place, points, record = _swiss(store, event.id, entry.id)
            elif event.kind == "league":
                place, points = _league(store, event.id, entry.id)
            out.append(HistoryRow(
                entry.id, event.id, event.name, event.kind, event.date, entry.status,
                int(fields.get(event.id, 0)), place, prize, handed, points, record,
                int(given.get(entry.id, 0)), entry.id in flags))
        created = {event.id: event.created_at for _, event in played}
    return sorted(out, key=lambda r: (r.date or created[r.event_id].date(),
                                      created[r.event_id]))


def _swiss(store: Store, event_id: int, entry_id: int) -> tuple[int | None, int | None, str]:
    """Their final standing (the top cut first, CG-M3), match points and record, once a
    round is paired."""
    if not rounds(store, event_id):
        return None, None, ""
    rows = standings(store, event_id)
    mine = next((r for r in rows if r.entry_id == entry_id), None)
    if mine is None:
        return None, None, ""
    order = final_standings(store, event_id)
    place = order.index(mine.name) + 1 if mine.name in order else mine.standing.rank
    s = mine.standing
    return place, s.points, f"{s.wins}-{s.losses}-{s.draws}"


def _league(store: Store, event_id: int, entry_id: int) -> tuple[int | None, int | None]:
    """Their place in the ranking (HU-K1) and lives left, once the season has started."""
    mine = next((r for r in ranking(store, event_id).rows if r.entry_id == entry_id), None)
    return (None, None) if mine is None else (mine.place, mine.lives)
