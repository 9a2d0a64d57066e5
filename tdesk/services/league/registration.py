"""League registration and seeds (HU-E1, HU-S1): admins accept or decline registrations, and
the season starts by seeding the accepted players by rating.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlmodel import col

from tdesk.errors import ConflictError, InputError
from tdesk.models.event_rows import event_people
from tdesk.models.store import Store
from tdesk.models.tables import Entry, EntryStatus
from tdesk.rules import league as rules
from tdesk.services.league.rows import _entry, _league_event, _settings, _started, _status
from tdesk.services.league.values import (
    ACCEPTED,
    DECLINED,
    PENDING,
    REGISTRATION,
    Registrant,
    SeasonSettings,
)
from tdesk.services.people import ratings
from tdesk.services.table_reads import reads


def season_settings(store: Store, event_id: int) -> SeasonSettings:
    with store.read() as session:
        return _settings(_league_event(session, event_id))


@reads("entry", "event", "person_rating", "player")
def registrations(store: Store, event_id: int) -> list[Registrant]:
    """Every registrant with HU-E1 eligibility, status and seed, by seed then name."""
    with store.read() as session:
        event = _league_event(session, event_id)
        minimum = _settings(event).min_site_games
        rows = event_people(session, event_id)
        rated = ratings.ratings_for(session, (p.id for _e, p in rows if p.id is not None),
                                    ratings.event_game(session, event_id))
    result = [Registrant(e.id or 0, p.name, p.rating, p.site_games,
                         rules.eligible(p.site_games, minimum), _status(e), e.seed,
                         rated.get(p.id or 0))
              for e, p in rows]
    return sorted(result, key=lambda r: (-(r.seed or 0), r.name.casefold()))


def set_registration(store: Store, event_id: int, entry_ids: Sequence[int], status: str) -> None:
    """Admins accept or decline registrations (HU-E1), before the season starts."""
    if status not in REGISTRATION:
        raise InputError("Registration", status, f"must be one of {', '.join(REGISTRATION)}")
    if not entry_ids:
        raise InputError("Players", "", "choose at least one registration")
    with store.action(f"{status} registration", event_id=event_id,
                      params={"entries": list(entry_ids), "status": status}) as scope:
        session = scope.session
        _league_event(session, event_id)
        if _started(session, event_id):
            raise ConflictError("The season has started: registrations are fixed (HU-S1).")
        names = []
        for entry_id in entry_ids:
            entry, player = _entry(session, event_id, entry_id)
            entry.state = {**(entry.state or {}), "league": status}
            session.add(entry)
            names.append(player.name)
        verb = {ACCEPTED: "Accept", DECLINED: "Decline", PENDING: "Reopen"}[status]
        scope.summary = f"{verb} {', '.join(names[:3])}" + (" …" if len(names) > 3 else "")


def start_season(store: Store, event_id: int) -> None:
    """HU-S1: seed the accepted players by rating (registration order breaks ties; a rating
    for the season's game first, RAT-7); seeds are then fixed for the season. Refused while
    registrations are pending."""
    with store.action("start season", event_id=event_id) as scope:
        session = scope.session
        _league_event(session, event_id)
        if _started(session, event_id):
            raise ConflictError("The season has already started.")
        rows = event_people(session, event_id,
                            order=(col(Entry.registered_at), col(Entry.id)))
        pending = [p.name for e, p in rows if _status(e) == PENDING]
        if pending:
            raise ConflictError(f"{len(pending)} registrations are still pending "
                                f"({', '.join(pending[:3])}): accept or decline them first.")
        accepted = [(e, p) for e, p in rows if _status(e) == ACCEPTED]
        if len(accepted) < 2:
            raise ConflictError("A season needs at least 2 accepted players.")
        # RAT-7: the person's rating for the season's game, else the rating typed for them
        rated = ratings.ratings_for(session, (p.id for _e, p in accepted if p.id is not None),
                                    ratings.event_game(session, event_id))
        seeds = rules.seed_players([(str(e.id), rated.get(p.id or 0, p.rating))
                                    for e, p in accepted])
        for entry, _player in rows:
            entry.seed = seeds.get(str(entry.id))
            entry.status = EntryStatus.ACTIVE if entry.seed else EntryStatus.DROPPED
            session.add(entry)
        scope.summary = f"Start the season: {len(accepted)} players seeded"
