"""Level clocks: one per event. Each public function is one floor action or one read.

The store keeps the clock as ``tdesk.rules.levels.clock.ClockState`` (status, level, banked time,
running since); views compute what to show with ``state_at(now)``, so every window, process
and station shows the same second and nothing drifts (TDA-L1).
"""

from __future__ import annotations

import contextlib
import datetime as dt
from dataclasses import dataclass, replace
from typing import Any

from sqlmodel import Session, select

from tdesk import validate
from tdesk.clock_presets import PRESET_KEYS, default_structure, load_preset, with_event_stack
from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.clock import ChipRaceRecord, ClockSetup, EventClock, StructureTemplate
from tdesk.models.event_rows import load_event
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog, Event, utcnow
from tdesk.names import lookup
from tdesk.rules.levels import (
    MAX_LEVELS,
    Structure,
    structure_from_data,
    structure_from_toml,
    structure_to_data,
    structure_to_toml,
    verify_structure,
)
from tdesk.rules.levels import clock as rc
from tdesk.rules.seating.chiprace import ChipRace, RaceDraw, SeatRace
from tdesk.services.league import league
from tdesk.services.seating import field_counts
from tdesk.services.swiss import swiss
from tdesk.services.table_reads import reads

Counts = field_counts.FieldCounts
"""Entries, players left and chips in play (``field_counts``: the one reading of them)."""


@dataclass(frozen=True)
class ClockInfo:
    """Everything a clock view needs, read in one go; compute the time with :meth:`at`."""

    event_id: int
    event_name: str
    event_kind: str
    structure: Structure
    state: rc.ClockState
    call: rc.ShotClock | None
    call_label: str
    counts: Counts
    saved: bool
    """False while the event has no clock row yet (the default structure is shown)."""
    over: str = ""
    """Why the event is over, "" while it is not: "winner" (one player left), "season" (the
    league has its winner) or "swiss" (the last Swiss round or the top-cut final is in). The
    clock then shows as finished where the event ended, whatever its stored state."""

    def at(self, now: dt.datetime) -> rc.ClockView:
        return rc.state_at(self.structure.levels, self.state, now)

    def call_at(self, now: dt.datetime) -> rc.ShotView | None:
        return rc.shot_clock_at(self.call, now) if self.call is not None else None


# --- structures ------------------------------------------------------------------------------


def list_presets() -> list[tuple[str, Structure]]:
    """The bundled presets that are installed, with their structures."""
    out = []
    for key in PRESET_KEYS:
        try:
            out.append((key, load_preset(key)))
        except (NotFoundError, InputError):
            continue
    return out


def parse_structure(text: str) -> Structure:
    """A structure from TOML text typed or imported by the floor (InputError on bad text)."""
    try:
        return structure_from_toml(text)
    except ValueError as exc:
        raise InputError(
            "Structure", text[:30] + ("…" if len(text) > 30 else ""), str(exc)
        ) from exc


# --- reading ---------------------------------------------------------------------------------


TICKING_READS = frozenset({"event", "event_clock", "clock_setup"})
"""The tables of ``get_clock``'s that a clock ticks and sounds by (its structure, its state,
a called clock); the others give its counts and whether the event is over, which a hidden
clock may read at its next tick (issue 38)."""


def _state(row: EventClock) -> rc.ClockState:
    return rc.ClockState(
        rc.ClockStatus(row.status),
        row.level_index,
        dt.timedelta(microseconds=row.banked_us),
        row.running_since,
    )


def _store_state(row: EventClock, state: rc.ClockState) -> None:
    row.status = state.status.value
    row.level_index = state.level_index
    row.banked_us = state.banked // dt.timedelta(microseconds=1)
    row.running_since = state.running_since


def _event(session: Session, event_id: int) -> Event:
    return load_event(session, event_id)


def _row(session: Session, event_id: int) -> EventClock | None:
    return session.exec(select(EventClock).where(EventClock.event_id == event_id)).first()


def _setup(session: Session, event_id: int) -> ClockSetup | None:
    return session.exec(select(ClockSetup).where(ClockSetup.event_id == event_id)).first()


def _row_or_new(session: Session, event: Event) -> EventClock:
    assert event.id is not None
    row = _row(session, event.id)
    if row is None:
        row = EventClock(event_id=event.id)
        session.add(row)
        session.flush()
    return row


def _setup_or_new(session: Session, event: Event) -> ClockSetup:
    assert event.id is not None
    setup = _setup(session, event.id)
    if setup is None:
        structure = default_structure(event.kind, dict(event.settings))
        setup = ClockSetup(event_id=event.id, structure=structure_to_data(structure))
        session.add(setup)
        session.flush()
    return setup


def _structure(session: Session, event: Event) -> Structure:
    assert event.id is not None
    setup = _setup(session, event.id)
    if setup is None:
        return default_structure(event.kind, dict(event.settings))
    return with_event_stack(structure_from_data(dict(setup.structure)), dict(event.settings))


def _counts(session: Session, event: Event, setup: ClockSetup | None) -> Counts:
    """The field's figures, the typed ones in place (``field_counts.read``, issue 35)."""
    return field_counts.read(session, event)


@reads("event", "event_clock", "clock_setup",
       "chip_count", "chip_race", "entry", "flight", "money_setup", "payment",  # the counts
       "audit_log",  # an event over: its clock stops at the last floor action
       uses=(league.season, swiss.bracket, swiss.rounds, swiss.total_rounds, swiss.get_round))
def get_clock(store: Store, event_id: int) -> ClockInfo:
    """The event's clock as stored (or the default one it will get when first used)."""
    with store.read() as session:
        event = _event(session, event_id)
        row = _row(session, event_id)
        setup = _setup(session, event_id)
        call = None
        if row is not None and row.call_at is not None:
            call = rc.ShotClock(row.call_at, row.call_allowance, row.call_countdown)
        info = ClockInfo(
            event_id=event_id,
            event_name=event.name,
            event_kind=event.kind,
            structure=_structure(session, event),
            state=_state(row) if row is not None else rc.ClockState(),
            call=call,
            call_label=row.call_label if row is not None else "",
            counts=_counts(session, event, setup),
            saved=row is not None or setup is not None,
        )
    return _stopped_if_over(store, info)


@reads("event", "clock_setup")
def get_structure(store: Store, event_id: int) -> Structure:
    """The event's clock structure alone: ``get_clock(...).structure`` without reading the
    field's counts, the clock's state or whether the event is over (an OFC hand asks for its
    levels' chips a point three times)."""
    with store.read() as session:
        return _structure(session, _event(session, event_id))


def _stopped_if_over(store: Store, info: ClockInfo) -> ClockInfo:
    """A clock that would run on after its event ended stops where the event ended: at the
    time of the event's last floor action that is not a clock action (the last bust, the last
    result), so every view, the projector and the cues agree without anyone pressing Finish."""
    over = event_over(store, info.event_id, info.event_kind, info.counts)
    if not over:
        return info
    state = info.state
    if state.status in (rc.ClockStatus.RUNNING, rc.ClockStatus.PAUSED):
        with store.read() as session:
            ended = session.exec(
                select(AuditLog.at).where(AuditLog.event_id == info.event_id,
                                          AuditLog.undone_by.is_(None),  # type: ignore[union-attr]
                                          ~AuditLog.action.startswith("clock "))  # type: ignore[attr-defined]
                .order_by(AuditLog.id.desc()).limit(1)  # type: ignore[union-attr]
            ).first() or utcnow()
        if state.running_since is not None:
            ended = max(ended, state.running_since)
        with contextlib.suppress(ValueError):  # a state the rules cannot finish stays shown
            state = rc.apply(info.structure.levels, state, rc.Op(rc.Action.FINISH), ended)
    return replace(info, state=state, over=over)


def event_over(store: Store, event_id: int, kind: str, counts: Counts) -> str:
    """Why the event is over ("" while it is not), see ``ClockInfo.over``."""
    if kind in ("poker", "ofc"):
        started = counts.manual or counts.in_event > 0  # a Day 2 not built is not over
        return "winner" if started and counts.entries >= 2 and counts.players_left <= 1 else ""
    if kind == "league":
        return "season" if league.season(store, event_id).winner else ""
    if kind == "swiss":
        bracket = swiss.bracket(store, event_id)
        if bracket is not None:
            return "swiss" if bracket.champion else ""
        with store.read() as session:
            if int(_event(session, event_id).settings.get("top_cut", 8) or 0):
                return ""
        played = swiss.rounds(store, event_id, "swiss")
        if len(played) < swiss.total_rounds(store, event_id):
            return ""
        last = swiss.get_round(store, event_id, played[-1])
        return "swiss" if last is not None and all(t.done for t in last.tables) else ""
    return ""


def running_clocks(store: Store) -> list[int]:
    """Events whose clock is running (several can run at once)."""
    with store.read() as session:
        return list(
            session.exec(
                select(EventClock.event_id).where(EventClock.status == rc.ClockStatus.RUNNING)
            )
        )


# --- floor actions ---------------------------------------------------------------------------

ACTION_WORDS = {
    rc.Action.START: "start",
    rc.Action.PAUSE: "pause",
    rc.Action.RESUME: "resume",
    rc.Action.NEXT: "next level",
    rc.Action.PREVIOUS: "previous level",
    rc.Action.JUMP: "jump to level",
    rc.Action.ADJUST: "adjust time",
    rc.Action.RESTART: "restart level",
    rc.Action.FINISH: "finish",
    rc.Action.RESET: "reset",
}


def clock_action(
    store: Store, event_id: int, op: rc.Op, *, now: dt.datetime | None = None
) -> rc.ClockState:
    """Start, pause, resume, change level, add or take time: one action, not undoable (the
    operator simply presses again)."""
    if not isinstance(op, rc.Op) or not isinstance(op.action, rc.Action):
        raise InputError("Clock action", validate.shown(op), "is not a clock action")
    validate.integer("Seconds", op.seconds, low=-validate.MAX_ADJUST_SECONDS,
                     high=validate.MAX_ADJUST_SECONDS)
    validate.integer("Level", op.index, low=0, high=MAX_LEVELS)
    now = now or utcnow()
    word = ACTION_WORDS[op.action]
    with store.action(
        f"clock {word}",
        event_id=event_id,
        params={"action": op.action.value, "seconds": op.seconds, "index": op.index},
        undoable=False,
    ) as scope:
        event = _event(scope.session, event_id)
        levels = _structure(scope.session, event).levels
        row = _row_or_new(scope.session, event)
        try:
            state = rc.apply(levels, _state(row), op, now)
        except ValueError as exc:
            raise ConflictError(f"Clock of {event.name}: {exc}.") from exc
        _store_state(row, state)
        scope.session.add(row)
        view = rc.state_at(levels, state, now)
        where = f"level {view.level_number}" if view.level_number else "break"
        extra = f" {op.seconds:+d} s" if op.action is rc.Action.ADJUST else ""
        scope.summary = f"Clock {word}{extra} ({where}, {rc.format_clock(view.remaining)} left)"
        return state


def follow_play(session: Session, event: Event, runs: bool, now: dt.datetime | None = None) -> None:
    """HFH-3 inside the caller's action: pause a running clock when play stops between
    hand-for-hand hands, resume a paused one when a hand starts; else leave it as it is."""
    assert event.id is not None
    row = _row(session, event.id)
    state = _state(row) if row is not None else rc.ClockState()
    want = {(True, rc.ClockStatus.PAUSED): rc.Action.RESUME,
            (False, rc.ClockStatus.RUNNING): rc.Action.PAUSE}.get((runs, state.status))
    if row is not None and want is not None:
        _store_state(row, rc.apply(_structure(session, event).levels, state, rc.Op(want),
                                   now or utcnow()))
        session.add(row)

def set_structure(
    store: Store, event_id: int, structure: Structure, *, now: dt.datetime | None = None
) -> None:
    """Give the event's clock a new structure (undoable). The clock stays on the same entry,
    or the last one if the structure got shorter."""
    try:
        verify_structure(structure)
    except ValueError as exc:
        raise InputError("Structure", structure.name, str(exc)) from exc
    now = now or utcnow()
    with store.action(
        "set structure",
        event_id=event_id,
        params={"name": structure.name, "levels": len(structure.levels)},
        summary=f"Structure: {structure.name} ({len(structure.levels)} entries)",
    ) as scope:
        event = _event(scope.session, event_id)
        setup = _setup_or_new(scope.session, event)
        old_levels = structure_from_data(dict(setup.structure)).levels
        setup.structure = structure_to_data(with_event_stack(structure, dict(event.settings)))
        scope.session.add(setup)
        row = _row(scope.session, event_id)
        if row is None:
            return
        # Keep the clock where it is: auto-advance under the old structure is written in, and
        # a clock beyond a shorter structure stops at its last entry. Otherwise the state row
        # is left alone, so undoing the structure never rewinds a clock pressed since.
        stored = _state(row)
        state = rc.normalize(old_levels, stored, now)
        if state.level_index >= len(structure.levels):
            state = rc.ClockState(
                rc.ClockStatus.PAUSED if state.status is rc.ClockStatus.RUNNING else state.status,
                len(structure.levels) - 1,
            )
        if state != stored:
            _store_state(row, state)
            scope.session.add(row)


def call_clock(
    store: Store, event_id: int, label: str = "", *, now: dt.datetime | None = None
) -> rc.ShotClock:
    """Call the clock on a player: 60 s + 10 s countdown (TDA-C1), OFC 30 s (OFC-X3)."""
    now = now or utcnow()
    label = validate.text("Called on", label, limit=validate.LABEL)
    with store.action(
        "call the clock", event_id=event_id, params={"label": label}, undoable=False
    ) as scope:
        event = _event(scope.session, event_id)
        row = _row_or_new(scope.session, event)
        call = rc.ofc_call(now) if event.kind == "ofc" else rc.poker_call(now)
        row.call_at = call.called_at
        row.call_allowance = call.allowance
        row.call_countdown = call.countdown
        row.call_label = label
        scope.session.add(row)
        scope.summary = f"Clock called{' on ' + label if label else ''} ({call.total.seconds} s)"
        return call


def cancel_call(store: Store, event_id: int) -> None:
    """Take a called clock off the screens (the player acted, or it expired). With no call
    on, nothing changes and nothing is logged: refused."""
    validate.identifier("Event", event_id)
    with store.action(
        "cancel called clock", event_id=event_id, undoable=False, summary="Called clock cleared"
    ) as scope:
        event = _event(scope.session, event_id)
        row = _row(scope.session, event_id)
        try:
            rc.verify_cancel_call(None if row is None else row.call_at, event.name)
        except ValueError as exc:
            raise NotFoundError(str(exc)) from exc
        assert row is not None
        row.call_at = None
        row.call_label = ""
        scope.session.add(row)


def set_counts(
    store: Store,
    event_id: int,
    *,
    entries: int | None,
    players_left: int | None,
    total_chips: int | None,
) -> None:
    """Counts typed in by the floor where the event is not tracked player by player; None
    for a field goes back to counting the event's entries."""
    for field, value, high in (
        ("Entries", entries, validate.MAX_COUNT),
        ("Players left", players_left, validate.MAX_COUNT),
        ("Chips in play", total_chips, validate.MAX_CHIPS),
    ):
        if value is not None and not isinstance(value, bool) and isinstance(value, int) \
                and value < 0:
            raise InputError(field, validate.shown(value), "cannot be negative")
        validate.optional_integer(field, value, low=0, high=high)
    if entries is not None and players_left is not None and players_left > entries:
        raise InputError("Players left", players_left, f"is more than the {entries} entries")
    typed = [
        f"{name} {value:,}"
        for name, value in (("entries", entries), ("left", players_left), ("chips", total_chips))
        if value is not None
    ]
    with store.action(
        "set counts",
        event_id=event_id,
        params={"entries": entries, "players_left": players_left, "total_chips": total_chips},
        summary="Clock counts: " + (", ".join(typed) if typed else "from entries"),
    ) as scope:
        event = _event(scope.session, event_id)
        setup = _setup_or_new(scope.session, event)
        setup.entries_count = entries
        setup.players_left = players_left
        setup.total_chips = total_chips
        scope.session.add(setup)


# --- templates -------------------------------------------------------------------------------


def save_template(store: Store, structure: Structure, *, replace: bool = False) -> None:
    """Keep a structure for later events under its name."""
    try:
        verify_structure(structure)
    except ValueError as exc:
        raise InputError("Structure", structure.name, str(exc)) from exc
    name = " ".join(structure.name.split())
    with store.action(
        "save structure template", params={"name": name}, summary=f"Save template {name}"
    ) as scope:
        existing = _template(scope.session, name)
        if existing is not None and not replace:
            raise ConflictError(f"Template name {name!r}: a template with this name exists.")
        row = existing or StructureTemplate(name=name)
        row.toml = structure_to_toml(structure)
        scope.session.add(row)


def _template(session: Any, name: str) -> StructureTemplate | None:
    """The template called ``name``, blind to case and accents (``tdesk.names.lookup``: SQL's
    lower() folds only ASCII); the exact spelling first."""
    found = lookup(name, session.exec(select(StructureTemplate)), lambda t: t.name)
    return found[0] if found else None


def list_templates(store: Store) -> list[str]:
    with store.read() as session:
        return list(session.exec(select(StructureTemplate.name).order_by(StructureTemplate.name)))


def load_template(store: Store, name: str) -> Structure:
    with store.read() as session:
        row = _template(session, name)
        if row is None:
            raise NotFoundError(f"No structure template named {name!r}.")
        return parse_structure(row.toml)


def delete_template(store: Store, name: str) -> None:
    with store.action(
        "delete structure template", params={"name": name}, summary=f"Delete template {name}"
    ) as scope:
        row = _template(scope.session, name)
        if row is None:
            raise NotFoundError(f"No structure template named {name!r}.")
        scope.session.delete(row)


# --- chip races (TDA-R4) ---------------------------------------------------------------------


@dataclass(frozen=True)
class RaceRecord:
    id: int
    event_id: int
    event_name: str
    at: dt.datetime
    table_label: str
    race: ChipRace


def race_to_data(race: ChipRace) -> dict[str, Any]:
    return {
        "leaving": race.leaving,
        "into": race.into,
        "smallest": race.smallest,
        "seed": race.seed,
        "odd_value": race.odd_value,
        "chips_raced": race.chips_raced,
        "ranking": list(race.ranking),
        "seats": [
            {
                "seat": s.seat,
                "count": s.count,
                "exchanged": s.exchanged,
                "odd_chips": s.odd_chips,
                "cards": list(s.cards),
                "won": s.won,
                "saved": s.saved,
                "value_before": s.value_before,
                "value_after": s.value_after,
            }
            for s in race.seats
        ],
    }


def race_from_data(data: dict[str, Any]) -> ChipRace:
    return ChipRace(
        leaving=int(data["leaving"]),
        into=int(data["into"]),
        smallest=int(data["smallest"]),
        seed=int(data["seed"]),
        seats=tuple(
            SeatRace(
                seat=int(s["seat"]),
                count=int(s["count"]),
                exchanged=int(s["exchanged"]),
                odd_chips=int(s["odd_chips"]),
                cards=tuple(s["cards"]),
                won=bool(s["won"]),
                saved=bool(s["saved"]),
                value_before=int(s["value_before"]),
                value_after=int(s["value_after"]),
            )
            for s in data["seats"]
        ),
        odd_value=int(data["odd_value"]),
        chips_raced=int(data["chips_raced"]),
        ranking=tuple(int(x) for x in data["ranking"]),
    )


def record_chip_race(store: Store, event_id: int, race: RaceDraw | ChipRace,
                     table_label: str = "") -> int:
    """Deal the race from its draw (the counts, the denominations and the seed) and record
    it, so it can be shown and printed (TDA-R4). A race already dealt is dealt again from its
    own draw: what is stored is what the rule deals, never a result handed in. The audit row
    keeps the draw, enough to replay the race."""
    label = validate.text("Table", table_label, limit=50)
    validate.integer("Seed", race.seed, low=0, high=validate.MAX_SEED)
    validate.integer("Chips leaving", race.leaving, low=1, high=validate.MAX_CHIPS)
    validate.integer("Chips into", race.into, low=1, high=validate.MAX_CHIPS)
    draw = race.draw if isinstance(race, ChipRace) else race
    for h in draw.holdings:
        validate.integer("Seat", h.seat, low=1, high=validate.MAX_COUNT)
        validate.integer(f"Seat {h.seat} chips", h.count, low=0, high=validate.MAX_CHIPS)
        validate.chips(f"Seat {h.seat} other chips", h.others)
    try:
        dealt = draw.deal()
    except ValueError as exc:
        raise InputError("Chip race", label or event_id, str(exc)) from exc
    winners = [s.seat for s in dealt.seats if s.won]
    with store.action(
        "chip race",
        event_id=event_id,
        seed=dealt.seed,
        params={"leaving": dealt.leaving, "into": dealt.into, "smallest": dealt.smallest,
                "table": label,
                "holdings": [[h.seat, h.count, h.others] for h in draw.holdings]},
        summary=f"Chip race{' ' + label if label else ''}: {dealt.leaving:,}s into "
        f"{dealt.into:,}s, {dealt.chips_raced} raced, won by seat(s) "
        f"{', '.join(map(str, winners)) or 'none'}",
    ) as scope:
        _event(scope.session, event_id)
        row = ChipRaceRecord(
            event_id=event_id,
            table_label=label,
            leaving=dealt.leaving,
            into=dealt.into,
            seed=dealt.seed,
            result=race_to_data(dealt),
        )
        scope.session.add(row)
        scope.session.flush()
        assert row.id is not None
        return row.id


def list_chip_races(store: Store, event_id: int) -> list[RaceRecord]:
    """The event's recorded races, newest first."""
    with store.read() as session:
        event = _event(session, event_id)
        rows = session.exec(
            select(ChipRaceRecord)
            .where(ChipRaceRecord.event_id == event_id)
            .order_by(ChipRaceRecord.id.desc())  # type: ignore[union-attr]
        ).all()
        return [
            RaceRecord(
                r.id or 0, event_id, event.name, r.at, r.table_label, race_from_data(r.result)
            )
            for r in rows
        ]


def preview_state(info: ClockInfo, state: rc.ClockState) -> ClockInfo:
    """The same clock info with another state (snapshots and benchmarks, nothing stored)."""
    return replace(info, state=state)


# --- demo ------------------------------------------------------------------------------------


def demo_clocks(store: Store, events: dict[str, int]) -> None:
    """Demo hook, one consistent night: the poker clock in level 9 just after the colour-up
    break where table 1's chip race was run (TDA-R4), the OFC clock in level 4 of a point
    structure with a break every two hours, the Swiss round timer 18 minutes into its round (the
    round paired last), the league clock ready. Fixed seed."""
    from tdesk.rules.levels import Level, ofc_levels, round_structure
    from tdesk.rules.seating.chiprace import (  # here: ``race`` names a value elsewhere
        SeatChips,
        race,
    )

    now = utcnow()
    poker = events.get("poker")
    if poker is not None:
        # index 9 is the break that colours up the 100s (20k regular structure): race there,
        # then play on in the next level with 12:35 left.
        clock_action(store, poker, rc.Op(rc.Action.JUMP, index=9), now=now)
        holdings = [
            SeatChips(seat, count, 20000 if seat != 6 else 0)
            for seat, count in enumerate((3, 7, 0, 4, 2, 1, 6, 5, 3), start=1)
        ]
        record_chip_race(store, poker, race(holdings, 100, 500, seed=20261129), "Table 1")
        clock_action(store, poker, rc.Op(rc.Action.JUMP, index=10), now=now)
        clock_action(store, poker, rc.Op(rc.Action.START), now=now)
        clock_action(store, poker, rc.Op(rc.Action.ADJUST, seconds=-(17 * 60 + 25)), now=now)
    ofc = events.get("ofc")
    if ofc is not None:
        levels: list[Level] = []
        for n, level in enumerate(ofc_levels(20), start=1):
            levels.append(level)
            if n % 6 == 0 and n < 23:  # 15 minutes off every two hours of play
                levels.append(Level.pause(15))
        base = get_clock(store, ofc).structure
        set_structure(store, ofc, Structure("OFC points OFC-L1, breaks every 2 hours",
                                            tuple(levels), base.game, base.starting_stack,
                                            base.chips), now=now)
        clock_action(store, ofc, rc.Op(rc.Action.JUMP, index=3), now=now)
        clock_action(store, ofc, rc.Op(rc.Action.START), now=now)
    league = events.get("league")
    if league is not None:
        clock_action(store, league, rc.Op(rc.Action.RESET), now=now)
    swiss = events.get("swiss")
    if swiss is not None:
        set_structure(store, swiss, round_structure(50), now=now)  # as Set round length does
        clock_action(store, swiss, rc.Op(rc.Action.START), now=now)
        clock_action(store, swiss, rc.Op(rc.Action.ADJUST, seconds=-(18 * 60)), now=now)
