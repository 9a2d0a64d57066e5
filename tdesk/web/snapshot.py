"""What the player screens show, read from the store as plain data (never contact data or notes).

``read_snapshot`` runs on the Qt thread whenever the store's revision moves; the HTTP threads
only ever see the frozen result. The clock is kept as the stored state, so each request works
out the time left at its own instant (``clock_payload``) and the page keeps counting between
updates.
"""

from __future__ import annotations

import bisect
import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from tdesk.models.store import Store
from tdesk.names import fold, sort_key
from tdesk.rules.levels import Level
from tdesk.rules.levels.clock import ClockStatus
from tdesk.services import clock as clock_service
from tdesk.services.clock import ClockInfo
from tdesk.services.events import get_event
from tdesk.services.seating import room_screen

MAX_FOUND = 12
MAX_QUERY = 80
MAX_CLOCK_MATCHES = 4  # a top cut's quarter-finals and later fit under the clock


@dataclass(frozen=True)
class Person:
    """One player as "find me" answers: where to go, in words the page assembles."""

    name: str
    key: str  # folded name, for accent- and case-blind search
    table: int | None = None
    seat: int | None = None
    opponent: str = ""
    slot_at: str = ""  # ISO time of a league game
    status: str = ""  # "seated", "waiting", "out", "bye", "dropped"
    place: int | None = None

    def public(self) -> dict[str, Any]:
        data = {"name": self.name, "table": self.table, "seat": self.seat,
                "opponent": self.opponent, "slot_at": self.slot_at, "status": self.status,
                "place": self.place}
        return {k: v for k, v in data.items() if v not in (None, "")}


@dataclass(frozen=True)
class Snapshot:
    """Everything the pages serve at one store revision."""

    revision: int
    event: str
    kind: str
    clock: ClockInfo | None
    extra: dict[str, Any] = field(default_factory=dict)  # prize pool, round of N, league times
    people: tuple[Person, ...] = ()
    listing: tuple[dict[str, Any], ...] = ()  # seating list, pairings or league games
    standings: tuple[dict[str, Any], ...] = ()
    series: tuple[dict[str, Any], ...] = ()  # the boards of the event's series (issue 26)
    announcement: str = ""  # the line the desk typed for the room's screens (issue 35)
    logo: room_screen.Logo | None = None  # the venue's logo, served at /logo (issue 35)
    names: NameIndex = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "names", NameIndex.build(self.people))  # once per revision


@dataclass(frozen=True)
class NameIndex:
    """The folded names of ``people``, in their order, in one string: "find me" at 10,000
    entrants is one substring scan in C instead of a Python test per player (issue 20)."""

    text: str  # every key followed by a newline (typed words never hold one)
    starts: tuple[int, ...]  # where each person's key starts in ``text``

    @classmethod
    def build(cls, people: tuple[Person, ...]) -> NameIndex:
        keys = [p.key.replace("\n", " ") for p in people]
        starts, at = [], 0
        for key in keys:
            starts.append(at)
            at += len(key) + 1
        return cls("".join(f"{key}\n" for key in keys), tuple(starts))

    def search(self, words: list[str], limit: int) -> list[int]:
        """Indexes (in order) of the first ``limit`` people whose key holds every word."""
        longest = max(words, key=len)  # the rarest, most likely: scanned for
        others = [w for w in words if w is not longest]
        found: list[int] = []
        pos = self.text.find(longest)
        while pos >= 0 and len(found) < limit:
            i = bisect.bisect_right(self.starts, pos) - 1
            end = self.starts[i + 1] - 1 if i + 1 < len(self.starts) else len(self.text) - 1
            if all(w in self.text[self.starts[i]:end] for w in others):
                found.append(i)
            pos = self.text.find(longest, end + 1)  # on to the next person
        return found


def read_snapshot(store: Store, event_id: int) -> Snapshot:
    """One consistent read of what the screens show for the event (a worker thread): the
    revision and every service's data in one read transaction, so an answer never carries
    an older revision than its data (issue 20)."""
    with store.read_together():
        revision = store.revision()
        event = get_event(store, event_id)
        clock = clock_service.get_clock(store, event_id)
        readers = {"poker": _room, "ofc": _room, "swiss": _swiss, "league": _league}
        people, listing, standings, extra = readers[event.kind](store, event_id)
        boards = _series_boards(store, event_id)
        said = room_screen.announcement(store, event_id)
        logo = room_screen.logo(store)
    return Snapshot(revision, event.name, event.kind, clock, extra, people, listing, standings,
                    boards, said, logo)


def _series_boards(store: Store, event_id: int) -> tuple[dict[str, Any], ...]:
    """SER-7: the leaderboard of each series the event is in, for the Series screen (read
    from all the series' events, so a bust in any of them moves it)."""
    from tdesk.services.people import series

    out = []
    for info in series.series_of_event(store, event_id):
        board = series.leaderboard(store, info.id)
        out.append({"name": info.name, "events": len(info.events), "rows": [
            {"rank": ln.rank, "name": ln.name, "total": float(ln.total),
             "counted": ln.counted} for ln in board.lines]})
    return tuple(out)


def _amounts(level: Level | None) -> dict[str, int] | None:
    if level is None:
        return None
    return {"sb": level.small_blind, "bb": level.big_blind, "ante": level.ante,
            "point_value": level.point_value, "is_break": level.is_break,
            "minutes": level.minutes}


def clock_payload(snap: Snapshot, now: dt.datetime) -> dict[str, Any]:
    """The clock at ``now``: what the page shows and counts down from."""
    data: dict[str, Any] = {"revision": snap.revision, "event": snap.event, "kind": snap.kind,
                            **snap.extra, "announcement": snap.announcement,
                            "logo": snap.logo.version if snap.logo is not None else 0}
    info = snap.clock
    if info is None:
        return data
    view = info.at(now)
    counts = info.counts
    data.update(
        game=info.structure.game.value,
        status=view.status.value,
        running=view.status is ClockStatus.RUNNING,
        level_number=view.level_number,
        level=_amounts(view.level),
        next=_amounts(view.next_level),
        remaining_ms=int(view.remaining.total_seconds() * 1000),
        to_break_ms=int(view.to_break.total_seconds() * 1000) if view.to_break is not None
        else None,
        players_left=counts.players_left if counts.entries else None,
        entries=counts.entries or None,
        average=counts.average_stack if counts.entries else None,
    )
    return data


def find(snap: Snapshot, query: str) -> list[dict[str, Any]]:
    """Players whose name holds every word typed, ignoring case and accents."""
    words = fold(query[:MAX_QUERY]).split()
    if not words:
        return []
    return [snap.people[i].public() for i in snap.names.search(words, MAX_FOUND)]


def _person(name: str, **kwargs: Any) -> Person:
    return Person(name=name, key=fold(name), **kwargs)


def _sorted(people: list[Person]) -> tuple[Person, ...]:
    return tuple(sorted(people, key=lambda p: sort_key(p.name)))


Read = tuple[tuple[Person, ...], tuple[dict[str, Any], ...], tuple[dict[str, Any], ...],
             dict[str, Any]]


def _prizes(store: Store, event_id: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    from tdesk.services.money import money

    summary = money.display_summary(store, event_id)
    extra: dict[str, Any] = {}
    if summary is not None:
        extra = {"pool": summary.pool.total, "places_paid": summary.places_paid,
                 "next_jump": list(summary.next_jump) if summary.next_jump else None}
        if summary.average_stack is not None:
            extra["counted_average"] = summary.average_stack
    results = [{"place": r.place, "name": r.name, "prize": r.prize}
               for r in sorted(money.results(store, event_id), key=lambda r: r.place)]
    return extra, results


def _room(store: Store, event_id: int) -> Read:
    from tdesk.services.players import list_entries
    from tdesk.services.seating.seating import seating_list

    seats = seating_list(store, event_id)
    seated = {s.entry_id: s for s in seats}
    people: list[Person] = []
    for entry in list_entries(store, event_id):
        seat = seated.get(entry.entry_id)
        if seat is not None:
            people.append(_person(entry.name, table=seat.table, seat=seat.seat,
                                  status="waiting" if seat.waiting else "seated"))
        elif entry.place is not None:
            people.append(_person(entry.name, status="out", place=entry.place))
    listing = tuple({"name": s.name, "table": s.table, "seat": s.seat}
                    for s in sorted(seats, key=lambda s: sort_key(s.name)))
    extra, results = _prizes(store, event_id)
    extra.update(_hand_for_hand(store, event_id))
    return _sorted(people), listing, tuple(results), extra


def _hand_for_hand(store: Store, event_id: int) -> dict[str, Any]:
    """HFH-2 (issue 23): while the room plays hand for hand, the hands dealt and the tables
    still playing the hand (none: between hands)."""
    from tdesk.services.seating import hand_for_hand

    info = hand_for_hand.status(store, event_id)
    if not info.active:
        return {}
    return {"hand_for_hand": {"hands": info.hands, "playing": list(info.playing)}}


def _swiss(store: Store, event_id: int) -> Read:
    from tdesk.services.swiss import swiss

    current = swiss.get_round(store, event_id)
    people: list[Person] = []
    listing: list[dict[str, Any]] = []
    if current is not None:
        for t in current.tables:
            listing.append({"table": t.table, "a": t.a_name, "a_points": t.a_points,
                            "b": t.b_name if t.b_id is not None else "",
                            "b_points": t.b_points, "score": t.score})
            if t.b_id is None:
                people.append(_person(t.a_name, status="bye"))
                continue
            people.append(_person(t.a_name, table=t.table, opponent=t.b_name, status="seated"))
            people.append(_person(t.b_name, table=t.table, opponent=t.a_name, status="seated"))
    bracket = swiss.bracket(store, event_id)
    standings = tuple({"rank": line.place, "name": line.name,
                       "points": line.row.standing.points, "wins": line.row.standing.wins,
                       "losses": line.row.standing.losses, "draws": line.row.standing.draws,
                       "dropped": line.row.dropped}
                      for line in swiss.final_rows(store, event_id))  # CG-M3 (issue 36)
    extra: dict[str, Any] = {"round": current.number if current is not None else None,
                             "rounds": swiss.total_rounds(store, event_id)}
    if current is not None and current.stage == "cut":
        extra.update(stage="cut", cut_round=_cut_round(len(current.tables)),
                     cut_size=2 * len(current.tables))
        if len(current.tables) <= MAX_CLOCK_MATCHES:  # the clock shows who plays whom
            extra["matches"] = [{"table": t.table, "a": t.a_name, "b": t.b_name,
                                 "score": t.score} for t in current.tables]
    if bracket is not None and bracket.champion:
        extra["champion"] = bracket.champion
    return _sorted(people), tuple(listing), standings, extra


def _cut_round(tables: int) -> str:
    """CG-M3: the floor's name of a bracket round by its matches: final, semi, quarter, top N."""
    return {1: "final", 2: "semi", 4: "quarter"}.get(tables, "top")


def _league(store: Store, event_id: int) -> Read:
    from tdesk.services.league import league

    view = league.season(store, event_id)
    people: list[Person] = []
    listing: list[dict[str, Any]] = []
    extra: dict[str, Any] = {"winner": view.winner}
    current = view.current
    if current is not None:
        extra.update(round=current.number,
                     cutoff_at=current.cutoff_at.isoformat() if current.cutoff_at else None)
        for g in current.games:
            when = g.slot_at.isoformat() if g.slot_at is not None else ""
            listing.append({"a": g.a_name, "b": g.b_name, "slot_at": when})
            people.append(_person(g.a_name, opponent=g.b_name, slot_at=when, status="seated"))
            people.append(_person(g.b_name, opponent=g.a_name, slot_at=when, status="seated"))
        if current.bye_name:
            people.append(_person(current.bye_name, status="bye"))
    standings = tuple({"rank": row.place, "name": row.name, "lives": row.lives,
                       "alive": row.alive} for row in league.ranking(store, event_id).rows)
    return _sorted(people), tuple(listing), standings, extra
