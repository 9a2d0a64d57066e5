"""Players in an event: register, edit, remove, import, list. One floor action per function."""

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace

from sqlalchemy.orm.attributes import flag_modified
from sqlmodel import Session, func, or_, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.event_rows import load_event
from tdesk.models.money import Payment
from tdesk.models.seating import Seat
from tdesk.models.store import ActionScope, Store
from tdesk.models.tables import Entry, EntryStatus, Event, Player
from tdesk.names import matches
from tdesk.services.seating import places
from tdesk.services.seating.flights_bags import refuse_entry_in_parent
from tdesk.services.store_changes import StoreChanges
from tdesk.services.table_reads import reads

MAX_RATING = 100_000


@dataclass(frozen=True)
class PlayerFields:
    """What the floor types about a player; validated by ``checked``."""

    name: str
    rating: int | None = None
    country: str = ""
    site_games: int = 0
    contact: str = ""
    notes: str = ""
    seed: int | None = None

    def checked(self) -> "PlayerFields":
        """The fields cleaned and checked (lengths, control characters, number ranges)."""
        name = validate.name("Name", self.name)
        rating = validate.optional_integer("Rating", self.rating, low=0, high=MAX_RATING)
        site_games = validate.integer("Games on site", self.site_games, low=0,
                                      high=validate.MAX_COUNT)
        seed = validate.optional_integer("Seed", self.seed, low=1, high=validate.MAX_COUNT)
        return replace(
            self, name=name, rating=rating, site_games=site_games, seed=seed,
            country=validate.text("Country", self.country, limit=validate.COUNTRY),
            contact=validate.text("Contact", self.contact, limit=validate.CONTACT),
            notes=validate.text("Notes", self.notes, limit=validate.NOTES, multiline=True))


@dataclass(frozen=True)
class EntryRow:
    """One line of the players table."""

    entry_id: int
    player_id: int
    name: str
    rating: int | None
    country: str
    site_games: int
    contact: str
    notes: str
    seed: int | None
    status: str
    chips: int | None
    place: int | None
    no_prizes: bool = False  # disqualified without prizes (PEN-6): flagged in exports
    version: int = 1  # the player row's version when read: an edit carries it (issue 9)

    @property
    def fields(self) -> PlayerFields:
        return PlayerFields(self.name, self.rating, self.country, self.site_games, self.contact,
                            self.notes, self.seed)


def _name_key(name: str) -> str:
    return " ".join(name.split()).casefold()


@reads("entry", "player")
def list_entries(store: Store, event_id: int, search: str = "", *,
                 only: tuple[Collection[int], Collection[int]] | None = None) -> list[EntryRow]:
    """The event's players by name; ``search`` matches any part of name, country or contact.
    ``only=(entry_ids, player_ids)`` reads just those (what an action changed, issue 10)."""
    query = (select(Entry.id, Player.id, Player.name, Player.rating, Player.country,
                    Player.site_games, Player.contact, Player.notes, Entry.seed, Entry.status,
                    Entry.chips, Entry.place, Entry.state, Player.version)
             .join(Player, Player.id == Entry.player_id)
             .where(Entry.event_id == event_id).order_by(Player.name))
    if only is not None:
        entry_ids, player_ids = only
        query = query.where(or_(Entry.id.in_(list(entry_ids)),  # type: ignore[union-attr]
                                Player.id.in_(list(player_ids))))  # type: ignore[union-attr]
    with store.read() as session:  # plain columns: 10,000 rows without 20,000 ORM objects
        rows = session.connection().execute(query).all()
    result = [EntryRow(*r[:12], no_prizes=bool(((r[12] or {}).get("penalty_dq") or {}).get(
        "no_prizes")), version=r[13]) for r in rows]
    if search.strip():  # every word typed, blind to case and accents ("oberg" finds Öberg)
        result = [r for r in result if matches(search, f"{r.name} {r.country} {r.contact}")]
    return result


@dataclass(frozen=True)
class EntryChanges:
    """What the actions since a mark changed in an event's players list (issue 10)."""

    rows: list[EntryRow]  # the changed or new players of the event, read again
    gone: set[int]  # entries named by the changes that are no longer in the event
    touched: set[int]  # every entry the changes name (their payments may have changed)
    seats_changed: bool  # a seat or an entry's status changed: the seats are read again
    paid_unknown: bool = False  # a payment gone whose entry is unknown: read every payment


LISTED_TABLES = ("entry", "player", "seat", "payment")  # what the players list shows


@reads("entry", "player", "seat", "payment")
def entries_changed(store: Store, event_id: int, changes: StoreChanges) -> EntryChanges | None:
    """The players the change record ``changes`` names (issue 22: the record ``ctx.changed``
    delivers, not a read of the audit log; a bust: one row of 10,000), or None when it cannot
    list the changed rows: read the whole list then. A seat or payment is named by its own
    id: the entries of those still there are looked up; a payment gone (an undone payment)
    leaves its entry unknown, so every payment is read again (``paid_unknown``)."""
    keys = {table: changes.changed_keys(table) for table in LISTED_TABLES}
    if any(found is None for found in keys.values()):
        return None
    entry_ids, player_ids = set(keys["entry"] or ()), set(keys["player"] or ())
    seat_ids, payment_ids = keys["seat"] or frozenset(), keys["payment"] or frozenset()
    paid_unknown = False
    if seat_ids or payment_ids:
        with store.read() as session:
            connection = session.connection()
            if seat_ids:
                entry_ids.update(connection.execute(select(Seat.entry_id).where(
                    Seat.id.in_(list(seat_ids)))).scalars())  # type: ignore[union-attr]
            if payment_ids:
                paid = connection.execute(select(Payment.id, Payment.entry_id).where(
                    Payment.id.in_(list(payment_ids)))).all()  # type: ignore[union-attr]
                entry_ids.update(entry for _id, entry in paid)
                paid_unknown = len(paid) < len(payment_ids)
    seats_changed = bool(keys["seat"] or keys["entry"])
    if not entry_ids and not player_ids:  # a seat or payment gone, nothing else
        return EntryChanges([], set(), set(), seats_changed, paid_unknown)
    rows = list_entries(store, event_id, only=(entry_ids, player_ids))
    listed = {r.entry_id for r in rows}
    return EntryChanges(rows, entry_ids - listed, entry_ids | listed, seats_changed,
                        paid_unknown)


def get_entry(store: Store, entry_id: int) -> EntryRow:
    with store.read() as session:
        entry, player = _load(session, entry_id)
        return _row(entry, player)


def add_player(store: Store, event_id: int, fields: PlayerFields, *,
               override: bool = False, person_id: int | None = None) -> int:
    """Register a player in the event; returns the entry id.

    With ``person_id`` (a person of the player database, issue 26) the entry reuses that
    person's record instead of making a new one; what the form says wins: a name, rating,
    country, … the desk changed is saved on the person, for every event (the summary names
    what changed). Refused when the person already plays this event (PPL-1).

    After busts this is a late entry: the players out move down a place (PL-2). Once a paid
    place has been given it is refused unless the floor overrides (PL-3, recorded)."""
    fields = fields.checked()
    if person_id is not None:
        person_id = validate.identifier("Person", person_id)
    params: dict[str, object] = {"name": fields.name}
    if person_id is not None:
        params["person_id"] = person_id
    with store.action("add player", event_id=event_id, params=params,
                      summary=f"Add player {fields.name}") as scope:
        event = _event(scope.session, event_id)
        return register(scope, event, fields, person_id, override=override, update=True)


def register(scope: ActionScope, event: Event, fields: PlayerFields, person_id: int | None,
             *, override: bool = False, update: bool = False) -> int:
    """The inside of ``add_player`` in an action already open (a walk-in registers, pays and
    seats in one action, issue 35); ``fields`` checked. ``update``: the form's values are
    saved on the reused person (a walk-in keeps the person's as they are)."""
    person = None if person_id is None else _reused(scope.session, event, person_id)
    assert event.id is not None
    _refuse_duplicates(scope.session, event.id, [fields.name])
    note = places.refuse_after_money(scope.session, event, f"Late entry {fields.name}",
                                     override=override)
    if person is not None and update:
        changed = _update_person(person, fields)
        scope.summary = f"Add player {fields.name} (player database #{person_id})" + (
            f"; updated {', '.join(changed)}" if changed else "")
    entry_id = _register(scope.session, event, fields, person)
    from tdesk.services.swiss import swiss  # here: a verb that only reads entries skips 22 modules

    swiss.draw_late_lots(scope, event)  # CG-T7-A: a late entry's lot, logged
    places.note_override(scope, note, places.settle(scope.session, event, override=override))
    return entry_id


def update_player(store: Store, entry_id: int, fields: PlayerFields, *,
                  version: int | None = None) -> None:
    """Save an edit. ``version`` is the row version the dialog showed (``EntryRow.version``):
    if another station saved since, the edit is refused, naming who and when (issue 9)."""
    fields = fields.checked()
    with store.action("edit player", params={"name": fields.name},
                      summary=f"Edit player {fields.name}") as scope:
        entry, player = _load(scope.session, entry_id)
        scope.event_id = entry.event_id
        if version is not None and player.version != version:
            assert player.id is not None
            raise ConflictError(store.stale_message(f"Player {player.name!r}", "player",
                                                    player.id, event_id=entry.event_id))
        flag_modified(player, "name")  # every save bumps the version (the seed is on entry)
        _refuse_duplicates(scope.session, entry.event_id, [fields.name], except_entry=entry_id)
        player.name = fields.name
        player.rating = fields.rating
        player.country = fields.country
        player.site_games = fields.site_games
        player.contact = fields.contact
        player.notes = fields.notes
        entry.seed = fields.seed
        scope.session.add_all([player, entry])


def remove_player(store: Store, entry_id: int, *, override: bool = False) -> None:
    """Take a player out of the event (undoable); the person stays in the store's roster.

    The players out then close up to the smaller field (PL-2); a paid place that would move
    or go is refused unless the floor overrides (PL-3)."""
    with store.action("remove player") as scope:
        entry, player = _load(scope.session, entry_id)
        scope.event_id = entry.event_id
        scope.summary = f"Remove player {player.name}"
        scope.params = {"name": player.name, "entry_id": entry_id}
        event = _event(scope.session, entry.event_id)
        note = None
        if entry.place is not None and places.in_paid_place(scope.session, event, entry.place):
            if not override:
                raise places.OverrideNeeded(
                    f"{player.name} finished {places.ordinal(entry.place)} in {event.name}, a "
                    "paid place: removing them would change the results (PL-3).")
            note = f"override: paid place {places.ordinal(entry.place)} removed"
        scope.session.delete(entry)
        places.note_override(scope, note, places.settle(scope.session, event, override=override))


def import_players(store: Store, event_id: int, rows: Sequence[PlayerFields], *,
                   progress: Callable[[int, int], None] | None = None,
                   override: bool = False,
                   persons: Sequence[int | None] | None = None) -> list[int]:
    """Register every row or none: one bad or duplicate row refuses the whole import.

    ``persons`` (one per row, issues 35/36) names the store's person a row is, None for a new
    person (``import_match`` proposes them). A returning person keeps their record: their
    name as the store spells it, their rating and every other value they have; a blank of
    theirs takes the file's value. The summary names the ratings kept over the file's.

    Rows are written in batches (one flush per batch: 10,000 players in about a second, not
    20,000 flushes). ``progress(done, total)`` is told before each batch; an exception it
    raises (the floor's Cancel) rolls the whole import back, audit row included.
    """
    checked: list[PlayerFields] = []
    for number, fields in enumerate(rows, start=1):
        try:
            checked.append(fields.checked())
        except InputError as exc:
            raise InputError(f"Row {number}: {exc.field}", exc.value, exc.reason) from exc
    if not checked:
        raise InputError("Import", "", "there are no players to import")
    chosen = _chosen_persons(persons, len(checked))
    batch = 500
    params: dict[str, object] = {"count": len(checked)}
    if any(p is not None for p in chosen):
        params["persons"] = sum(p is not None for p in chosen)
    with store.action("import players", event_id=event_id, params=params,
                      summary=f"Import {len(checked)} players") as scope:
        session = scope.session
        event = _event(session, event_id)
        refuse_entry_in_parent(session, event)  # Day 2's players are the bags (FLT-4)
        returning = _returning(session, event, chosen)
        kept = _fill_blanks(returning, checked, chosen)
        _refuse_duplicates(session, event_id, [
            f.name if p is None else returning[p].name for f, p in zip(checked, chosen,
                                                                        strict=True)])
        if returning:
            scope.summary += (f" ({len(returning)} returning, "
                              f"{len(checked) - len(returning)} new)") + (
                f"; kept their rating: {', '.join(kept[:5])}" + (
                    f" and {len(kept) - 5} more" if len(kept) > 5 else "") if kept else "")
        note = places.refuse_after_money(session, event, f"Late entry of {len(checked)}",
                                         override=override)  # PL-3
        stack = event.settings.get("starting_stack")
        chips = stack if isinstance(stack, int) else None
        ids: list[int] = []
        for start in range(0, len(checked), batch):
            if progress is not None:
                progress(start, len(checked))  # may raise to cancel: nothing is saved
            part = checked[start:start + batch]
            players = [Player(name=f.name, rating=f.rating, country=f.country,
                              site_games=f.site_games, contact=f.contact, notes=f.notes)
                       if p is None else returning[p]
                       for f, p in zip(part, chosen[start:start + batch], strict=True)]
            session.add_all(players)
            session.flush()
            entries = [Entry(event_id=event_id, player_id=p.id, seed=f.seed,
                             status=EntryStatus.ACTIVE, chips=chips)
                       for p, f in zip(players, part, strict=True)]
            session.add_all(entries)
            session.flush()
            ids.extend(e.id for e in entries if e.id is not None)
        from tdesk.services.swiss import swiss

        swiss.draw_late_lots(scope, event)  # CG-T7-A: late entries' lots, logged
        places.note_override(scope, note, places.settle(session, event, override=override))
        if progress is not None:
            progress(len(checked), len(checked))  # a Cancel pressed at the very end still counts
        return ids


def _chosen_persons(persons: Sequence[int | None] | None, count: int) -> list[int | None]:
    """One person id (or None: new) per row, checked: a person is chosen for one row only."""
    if persons is None:
        return [None] * count
    if len(persons) != count:
        raise InputError("Persons", str(len(persons)), f"one per row is needed ({count} rows)")
    seen: dict[int, int] = {}
    out: list[int | None] = []
    for number, person in enumerate(persons, start=1):
        if person is None:
            out.append(None)
            continue
        person = validate.identifier(f"Row {number}: Person", person)
        if person in seen:
            raise ConflictError(f"Person #{person} is chosen for rows {seen[person]} and "
                                f"{number}: one person plays an event once (PPL-1).")
        seen[person] = number
        out.append(person)
    return out


def _returning(session: Session, event: Event, chosen: Sequence[int | None]
               ) -> dict[int, Player]:
    """The people the rows reuse, read in one query each 5,000; refused when one is gone or
    already plays the event (PPL-1)."""
    wanted = sorted({p for p in chosen if p is not None})
    found: dict[int, Player] = {}
    for start in range(0, len(wanted), 5_000):
        part = wanted[start:start + 5_000]
        for person in session.exec(select(Player).where(
                Player.id.in_(part))).all():  # type: ignore[union-attr]
            assert person.id is not None
            found[person.id] = person
        inside = session.exec(select(Player.name).join(Entry, Entry.player_id == Player.id)
                              .where(Entry.event_id == event.id,
                                     Entry.player_id.in_(part))).first()  # type: ignore[attr-defined]
        if inside is not None:
            raise ConflictError(f"{inside} is already registered in {event.name} (PPL-1).")
    missing = [p for p in wanted if p not in found]
    if missing:
        raise NotFoundError(f"Person #{missing[0]} is not in the player database (merged or "
                            "removed elsewhere?).")
    return found


def _fill_blanks(returning: dict[int, Player], rows: Sequence[PlayerFields],
                 chosen: Sequence[int | None]) -> list[str]:
    """A returning person keeps every value they have; a blank of theirs takes the row's.
    Returns "Name 1620 (file 1500)" for each rating kept over a different one in the file."""
    kept = []
    for fields, pid in zip(rows, chosen, strict=True):
        if pid is None:
            continue
        person = returning[pid]
        for field in ("rating", "country", "contact", "notes", "site_games"):
            if getattr(person, field) in (None, "", 0) and getattr(fields, field) not in (
                    None, "", 0):
                setattr(person, field, getattr(fields, field))
        if fields.rating is not None and person.rating != fields.rating:
            kept.append(f"{person.name} {person.rating} (file {fields.rating})")
    return kept


def _register(session: Session, event: Event, fields: PlayerFields,
              person: Player | None = None) -> int:
    refuse_entry_in_parent(session, event)  # Day 2's players are the flights' bags (FLT-4)
    player = person or Player(name=fields.name, rating=fields.rating, country=fields.country,
                              site_games=fields.site_games, contact=fields.contact,
                              notes=fields.notes)
    session.add(player)
    session.flush()
    assert player.id is not None and event.id is not None
    stack = event.settings.get("starting_stack")
    entry = Entry(event_id=event.id, player_id=player.id, seed=fields.seed,
                  status=EntryStatus.ACTIVE, chips=stack if isinstance(stack, int) else None)
    session.add(entry)
    session.flush()
    assert entry.id is not None
    return entry.id


def _reused(session: Session, event: Event, person_id: int) -> Player:
    """The person a registration reuses, refused when already in this event (PPL-1)."""
    person = session.get(Player, person_id)
    if person is None:
        raise NotFoundError(f"Person #{person_id} is not in the player database (merged or "
                            "removed elsewhere?).")
    if session.exec(select(Entry.id).where(Entry.event_id == event.id,
                                           Entry.player_id == person_id)).first() is not None:
        raise ConflictError(f"{person.name} is already registered in {event.name} (PPL-1).")
    return person


def _update_person(person: Player, fields: PlayerFields) -> list[str]:
    """The form's values saved on the reused person; the names of the fields that changed."""
    changed = []
    for field in ("name", "rating", "country", "site_games", "contact", "notes"):
        if getattr(person, field) != getattr(fields, field):
            setattr(person, field, getattr(fields, field))
            changed.append(field.replace("_", " "))
    return changed


def _refuse_duplicates(session: Session, event_id: int, names: Sequence[str], *,
                       except_entry: int | None = None) -> None:
    seen: dict[str, str] = {}
    for name in names:
        key = _name_key(name)
        if key in seen:
            raise ConflictError(f"Name {name!r}: appears twice in what is being added.")
        seen[key] = name
    existing = session.exec(
        select(Entry.id, Player.name).join(Player, Player.id == Entry.player_id)
        .where(Entry.event_id == event_id)
    ).all()
    for entry_id, name in existing:
        if entry_id != except_entry and _name_key(name) in seen:
            raise ConflictError(
                f"Name {seen[_name_key(name)]!r}: a player with this name is already registered."
            )


def registered_names(store: Store, event_id: int) -> set[str]:
    """Case-folded names already in the event, for the import preview's duplicate check."""
    with store.read() as session:
        names = session.exec(
            select(Player.name).join(Entry, Entry.player_id == Player.id)
            .where(Entry.event_id == event_id)
        ).all()
    return {_name_key(n) for n in names}


def count_entries(store: Store, event_id: int) -> int:
    with store.read() as session:
        return int(session.exec(
            select(func.count()).select_from(Entry).where(Entry.event_id == event_id)
        ).one())


def _event(session: Session, event_id: int) -> Event:
    return load_event(session, event_id)


def _load(session: Session, entry_id: int) -> tuple[Entry, Player]:
    entry = session.get(Entry, entry_id)
    if entry is None:
        raise NotFoundError(f"Player entry #{entry_id} no longer exists (removed elsewhere?).")
    player = session.get(Player, entry.player_id)
    assert player is not None
    return entry, player


def _row(entry: Entry, player: Player) -> EntryRow:
    assert entry.id is not None and player.id is not None
    dq = entry.state.get("penalty_dq") or {}
    return EntryRow(entry.id, player.id, player.name, player.rating, player.country,
                    player.site_games, player.contact, player.notes, entry.seed, entry.status,
                    entry.chips, entry.place, no_prizes=bool(dq.get("no_prizes")),
                    version=player.version)
