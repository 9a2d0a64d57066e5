"""League rounds and pairing (HU-P1/P2, HU-D1/D2): round templates and slot times, pairing the
next round, and the players' availabilities that give each game its slot.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence

from sqlmodel import Session, select

from tdesk import validate
from tdesk.errors import InputError, NotFoundError
from tdesk.models.league import LeagueAvailability, LeagueGame, LeagueRound, LeagueTemplate
from tdesk.models.store import Store
from tdesk.models.tables import utcnow
from tdesk.rules import league as rules
from tdesk.services.league.rows import (
    _entry,
    _game_of,
    _history,
    _league_event,
    _marks,
    _next_round,
    _open,
    _round,
    _rounds,
    _seeds,
    _settings,
    _template_row,
)
from tdesk.services.league.values import DEFAULT_SLOT_HOUR, MAX_SLOTS, TemplateRow
from tdesk.services.rule_refusal import refuse_unless


def parse_slots(text: str) -> list[dt.datetime]:
    """Slot times typed as local "YYYY-MM-DD HH:MM", separated by commas, semicolons or new
    lines; returned as aware UTC, in order. InputError names the bad one."""
    slots: list[dt.datetime] = []
    for part in text.replace(";", ",").replace("\n", ",").split(","):
        part = part.strip()
        if not part:
            continue
        try:
            moment = dt.datetime.strptime(part, "%Y-%m-%d %H:%M")
        except ValueError:
            raise InputError("Slot", part, "must be a date and time like 2026-12-01 20:00") \
                from None
        slots.append(moment.astimezone().astimezone(dt.UTC))
    if not slots:
        raise InputError("Slots", text, "need at least one date and time")
    if len(slots) > MAX_SLOTS:
        raise InputError("Slots", len(slots), f"at most {MAX_SLOTS} slots a round")
    if len(set(slots)) != len(slots):
        raise InputError("Slots", text, "the same time is listed twice")
    return sorted(slots)


def list_templates(store: Store, event_id: int) -> list[TemplateRow]:
    with store.read() as session:
        rows = session.exec(select(LeagueTemplate).where(LeagueTemplate.event_id == event_id)
                            .order_by(LeagueTemplate.name)).all()
        return [_template_row(t) for t in rows]


def save_template(store: Store, event_id: int, name: str,
                  slots: Sequence[dt.datetime]) -> int:
    """Create or replace round template ``name`` (A, B, C …) with its slot times."""
    name = validate.text("Template", name, limit=20, required=True).strip()
    if not slots:
        raise InputError("Slots", "", f"template {name} needs at least one slot")
    if len(slots) > MAX_SLOTS or not all(isinstance(t, dt.datetime) and t.tzinfo is not None
                                         for t in slots):
        raise InputError("Slots", validate.shown(slots),
                         f"must be 1 to {MAX_SLOTS} dates and times with a time zone")
    with store.action("save round template", event_id=event_id, params={"name": name},
                      summary=f"Round template {name}: {len(slots)} slots") as scope:
        _league_event(scope.session, event_id)
        template = scope.session.exec(select(LeagueTemplate).where(
            LeagueTemplate.event_id == event_id, LeagueTemplate.name == name)).first()
        if template is None:
            template = LeagueTemplate(event_id=event_id, name=name)
        template.slots = [s.astimezone(dt.UTC).isoformat() for s in sorted(slots)]
        scope.session.add(template)
        scope.session.flush()
        assert template.id is not None
        return template.id


def delete_template(store: Store, event_id: int, name: str) -> None:
    with store.action("delete round template", event_id=event_id, params={"name": name},
                      summary=f"Delete round template {name}") as scope:
        template = scope.session.exec(select(LeagueTemplate).where(
            LeagueTemplate.event_id == event_id, LeagueTemplate.name == name)).first()
        if template is None:
            raise NotFoundError(f"Round template {name!r} does not exist.")
        scope.session.delete(template)


def next_slots(templates: Sequence[TemplateRow], after: dt.datetime, *, count: int,
               hour: int = DEFAULT_SLOT_HOUR) -> tuple[str, list[dt.datetime]]:
    """The next round's template and slots: each template repeats weekly, and the round takes
    the one whose next start (after ``after``) comes soonest, as the league's page says. With
    no template: ``count`` slots at ``hour`` local on the following days."""
    validate.integer("Slots per round", count, low=1, high=MAX_SLOTS)
    validate.integer("Slot hour", hour, low=0, high=23)
    best: tuple[dt.datetime, str, list[dt.datetime]] | None = None
    for template in templates:
        if not template.slots:
            continue
        first = template.slots[0]
        weeks = 0
        if first <= after:
            weeks = (after - first) // dt.timedelta(weeks=1) + 1
        shift = dt.timedelta(weeks=weeks)
        candidate = (first + shift, template.name, [s + shift for s in template.slots])
        if best is None or candidate[:2] < best[:2]:
            best = candidate
    if best is not None:
        return best[1], best[2]
    local = after.astimezone()
    day = local.date() + dt.timedelta(days=1)
    slots = [dt.datetime.combine(day + dt.timedelta(days=i), dt.time(hour)).astimezone()
             .astimezone(dt.UTC) for i in range(count)]
    return "", slots


def pair_next_round(store: Store, event_id: int, *, now: dt.datetime | None = None) -> int:
    """Pair the next round (HU-P1/P2) on the template that starts soonest; returns its id."""
    now = now or utcnow()
    with store.action("pair round", event_id=event_id) as scope:
        session = scope.session
        event = _league_event(session, event_id)
        settings = _settings(event)
        rounds = _rounds(session, event_id)
        seeds = _seeds(session, event_id)
        games = _history(session, event_id)
        refuse_unless(_next_round(rounds, seeds, games, settings.lives).verify_next_round)
        pairs, bye = rules.pair_round(seeds, games, lives=settings.lives)
        after = max([now] + [r.cutoff_at for r in rounds if r.cutoff_at is not None])
        templates = session.exec(select(LeagueTemplate)
                                 .where(LeagueTemplate.event_id == event_id)).all()
        name, slots = next_slots([_template_row(t) for t in templates], after,
                                 count=settings.slots_per_round)
        number = rounds[-1].number + 1 if rounds else 1
        local_last = slots[-1].astimezone()
        cutoff = rules.cutoff_after(local_last, settings.cutoff_hour).astimezone(dt.UTC)
        first = slots[0].astimezone()
        start = first.replace(hour=settings.start_hour, minute=0, second=0, microsecond=0)
        if start > first:
            start -= dt.timedelta(days=1)
        rnd = LeagueRound(event_id=event_id, number=number, template=name,
                          slots=[s.isoformat() for s in slots], starts_at=start.astimezone(dt.UTC),
                          cutoff_at=cutoff, bye_entry_id=int(bye) if bye else None)
        session.add(rnd)
        session.flush()
        assert rnd.id is not None
        for index, (a, b) in enumerate(pairs, start=1):
            session.add(LeagueGame(event_id=event_id, round_id=rnd.id, number=index,
                                   a_entry_id=int(a), b_entry_id=int(b),
                                   slot=rules.pick_slot(None, None, len(slots))))
        scope.params = {"round": number, "template": name}
        scope.summary = (f"Pair round {number}: {len(pairs)} games"
                         + (", 1 bye" if bye else ""))
        return rnd.id


def set_availability(store: Store, round_id: int, entry_id: int, marks: str, *,
                     via: str = "",
                     check: Callable[[Session, LeagueRound], None] | None = None) -> None:
    """A player's 1/2/3 per slot (HU-D1, refused with its reason); "" clears the entry (all 2).
    The player's game gets its slot again (HU-D2). ``via="phone"``: the player sent it from
    their phone (issue 25), said in the audit row; ``check`` refuses inside the action."""
    marks = "".join(str(marks).split())
    params = {"round_id": round_id, "entry_id": entry_id, "marks": marks}
    with store.action("enter availability",
                      params={**params, "via": via} if via else params) as scope:
        session = scope.session
        rnd = _round(session, round_id)
        scope.event_id = rnd.event_id
        _open(rnd)
        if check is not None:
            check(session, rnd)
        _entry_, player = _entry(session, rnd.event_id, entry_id)
        if via == "phone":  # the player's own write, never the desk's Ctrl+Z (issue 36)
            scope.player = player.name
        if marks:
            try:
                rules.verify_availability(marks, len(rnd.slots))
            except ValueError as exc:
                raise InputError(f"Availability of {player.name}", marks,
                                 str(exc).split(": ", 1)[-1]) from None
        row = session.exec(select(LeagueAvailability).where(
            LeagueAvailability.round_id == round_id,
            LeagueAvailability.entry_id == entry_id)).first()
        if row is None and marks:
            row = LeagueAvailability(event_id=rnd.event_id, round_id=round_id,
                                     entry_id=entry_id, marks=marks)
        if row is not None:
            if marks:
                row.marks = marks
                session.add(row)
            else:
                session.delete(row)
        session.flush()
        game = _game_of(session, round_id, entry_id)
        if game is not None:
            marks_of = _marks(session, round_id)
            game.slot = rules.pick_slot(marks_of.get(game.a_entry_id),
                                        marks_of.get(game.b_entry_id), len(rnd.slots))
            session.add(game)
        scope.summary = (f"Availability {player.name}: {marks or '(none)'}"
                         + (f" (from the player's {via})" if via else ""))
