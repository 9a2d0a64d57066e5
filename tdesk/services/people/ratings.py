"""Ratings per person per game from an event's heads-up results (RAT-1..RAT-7, issue 26).

An event (Swiss, top cut included, or a league season's played games) updates its game's
ratings once, in one action (RAT-5): ``preview`` shows what it would do, ``apply_event`` does
it, Edit › Undo takes it back. ``rating_for`` / ``ratings_for`` give a person's rating for a
game to other services (HU-S1 seeding, the registration list); ``Player.rating`` stays the
rating typed for the person, their start when they have none for the game (RAT-3).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass

from sqlmodel import Session, col, select

from tdesk import names, validate
from tdesk.errors import ConflictError, InputError
from tdesk.models.event_rows import load_event
from tdesk.models.league import LeagueGame, LeagueRound
from tdesk.models.ratings import PersonRating, RatingUpdate
from tdesk.models.store import Store
from tdesk.models.swiss import SwissMatch
from tdesk.models.tables import Entry, Event, Player, utcnow
from tdesk.rules import event_settings
from tdesk.rules.people import ratings as rules
from tdesk.timefmt import local_text

__all__ = ["GameRating", "PersonChange", "Preview", "apply_event", "event_game",
           "merge_ratings", "preview", "rating_for", "ratings", "ratings_for", "set_terms"]

RATED_KINDS = ("swiss", "league")
_REFUSAL = ("{name} has no ratings: they come from heads-up matches, in Swiss and league "
            "events (RAT-3).")


@dataclass(frozen=True)
class PersonChange:
    """One person's update by the event (RAT-5): ``new`` when they had no rating for the game."""

    player_id: int
    name: str
    before: float
    after: float
    matches: int
    new: bool

    @property
    def change(self) -> float:
        return self.after - self.before


@dataclass(frozen=True)
class Preview:
    """What an event's update does (or did, once ``applied_at`` is set), per person by name."""

    event_id: int
    event_name: str
    game: str
    k: int
    rows: tuple[PersonChange, ...]
    pending: int
    applied_at: dt.datetime | None

    def verify_terms(self) -> None:
        """RAT-5's refusal to change the game or K, for the Use button's gate and the
        action alike."""
        rules.verify_terms(None if self.applied_at is None else local_text(self.applied_at),
                           self.game, self.k)

    def verify_apply(self) -> None:
        """RAT-5's refusal, for the Apply button's gate and the action alike."""
        rules.verify_apply(None if self.applied_at is None else local_text(self.applied_at),
                           self.pending, len(self.rows))


@dataclass(frozen=True)
class GameRating:
    """A person's rating for one game (RAT-1), ``shown`` whole (RAT-6)."""

    game: str
    rating: float
    games: int
    updated_at: dt.datetime

    @property
    def shown(self) -> int:
        return rules.shown(self.rating)


def _event(session: Session, event_id: int) -> Event:
    return load_event(session, event_id, kinds=RATED_KINDS, refusal=_REFUSAL)


def _terms(event: Event) -> tuple[str, int]:
    """RAT-1, RAT-2: the event's game and K (its settings, else the kind's name and 20)."""
    label = event_settings.KIND_LABELS.get(event.kind, event.kind)
    game = rules.game_name(event.settings.get("rating_game"), label)
    k = event.settings.get("rating_k", rules.DEFAULT_K)
    return game, rules.verify_k(k)


def _swiss_matches(session: Session, event_id: int) -> tuple[list[rules.RatedMatch], int]:
    """RAT-3: the rated Swiss matches (top cut included) by entry id, and how many paired
    matches wait for their result."""
    rows = session.exec(select(SwissMatch).where(SwissMatch.event_id == event_id)).all()
    out, pending = [], 0
    for m in rows:
        if m.b_entry_id is None:
            continue  # a bye: nothing to play (CG-B1, CG-B2)
        if m.result is None:
            pending += 1
            continue
        score = rules.swiss_score(m.result, m.a_wins, m.b_wins, double_loss=m.double_loss)
        if score is not None:
            out.append(rules.RatedMatch(m.round, m.table_no, str(m.a_entry_id),
                                        str(m.b_entry_id), score))
    return out, pending


def _league_matches(session: Session, event_id: int) -> tuple[list[rules.RatedMatch], int]:
    """RAT-3: the league's played games (HU-R1 ``10``/``01``); games without an outcome yet
    (the open round's) are pending."""
    rows = session.exec(select(LeagueGame, LeagueRound.number)
                        .join(LeagueRound, col(LeagueRound.id) == LeagueGame.round_id)
                        .where(LeagueGame.event_id == event_id)).all()
    out, pending = [], 0
    for g, number in rows:
        if not g.a_result:
            pending += 1
            continue
        score = rules.league_score(g.a_result, g.b_result)
        if score is not None:
            out.append(rules.RatedMatch(number, g.number, str(g.a_entry_id), str(g.b_entry_id),
                                        score))
    return out, pending


def _people(session: Session, event_id: int) -> dict[str, tuple[int, str, int | None]]:
    """{entry id: (player id, name, typed rating)} of the event."""
    rows = session.exec(select(Entry.id, Player.id, Player.name, Player.rating)
                        .join(Player, col(Player.id) == Entry.player_id)
                        .where(Entry.event_id == event_id)).all()
    return {str(e): (p or 0, n, r) for e, p, n, r in rows}


def _held(session: Session, player_ids: Iterable[int], game: str) -> dict[int, PersonRating]:
    wanted = list(set(player_ids))
    if not wanted:
        return {}
    rows = session.exec(select(PersonRating).where(PersonRating.game == game,
                                                   col(PersonRating.player_id).in_(wanted))).all()
    return {r.player_id: r for r in rows}


def _update(session: Session, event_id: int) -> RatingUpdate | None:
    return session.exec(select(RatingUpdate).where(RatingUpdate.event_id == event_id)).first()


def _plan(session: Session, event: Event) -> Preview:
    """The event's update as it would be applied now (RAT-3, RAT-4), or as it was."""
    assert event.id is not None
    game, k = _terms(event)
    done = _update(session, event.id)
    if done is not None:
        rows = tuple(PersonChange(c["player_id"], c["name"], c["before"], c["after"],
                                  c["matches"], c["new"]) for c in done.changes)
        return Preview(event.id, event.name, done.game, done.k, rows, 0, done.applied_at)
    read = _swiss_matches if event.kind == "swiss" else _league_matches
    matches, pending = read(session, event.id)
    people = _people(session, event.id)
    # ratings are a person's: an entry's matches count for the player behind it
    by_person = [rules.RatedMatch(m.round, m.order, str(people[m.a][0]), str(people[m.b][0]),
                                  m.score_a) for m in matches]
    players = {pid: (name, typed) for pid, name, typed in people.values()}
    held = _held(session, players, game)
    start = {str(pid): rules.start_rating(held[pid].rating if pid in held else None, typed)
             for pid, (_name, typed) in players.items()}
    changes = rules.event_update(start, by_person, k)
    rows = tuple(sorted((PersonChange(int(c.person), players[int(c.person)][0], c.before,
                                      c.after, c.matches, int(c.person) not in held)
                         for c in changes.values()), key=lambda r: names.sort_key(r.name)))
    return Preview(event.id, event.name, game, k, rows, pending, None)


def preview(store: Store, event_id: int) -> Preview:
    """What applying the event's ratings would do, per person (RAT-5): before, after, matches;
    once applied, what it did."""
    with store.read() as session:
        return _plan(session, _event(session, event_id))


def apply_event(store: Store, event_id: int) -> Preview:
    """RAT-5: update the event's game's ratings from its results, once, in one action."""
    with store.action("apply ratings", event_id=event_id) as scope:
        session = scope.session
        event = _event(session, event_id)
        plan = _plan(session, event)
        try:
            plan.verify_apply()
        except ValueError as exc:
            raise ConflictError(str(exc)) from exc
        now = utcnow()
        held = _held(session, (r.player_id for r in plan.rows), plan.game)
        for row in plan.rows:
            kept = held.get(row.player_id) or PersonRating(player_id=row.player_id,
                                                           game=plan.game, games=0)
            kept.rating = row.after
            kept.games = kept.games + row.matches
            kept.updated_at = now
            session.add(kept)
        session.add(RatingUpdate(event_id=event_id, game=plan.game, k=plan.k, applied_at=now,
                                 changes=[{"player_id": r.player_id, "name": r.name,
                                           "before": r.before, "after": r.after,
                                           "matches": r.matches, "new": r.new}
                                          for r in plan.rows]))
        scope.summary = (f"Apply {plan.game} ratings (K {plan.k}): "
                         f"{len(plan.rows)} players rated")
    return Preview(plan.event_id, plan.event_name, plan.game, plan.k, plan.rows, 0, now)


def set_terms(store: Store, event_id: int, *, game: str | None = None,
              k: object = None) -> None:
    """RAT-1, RAT-2: the event's rated game (blank: the kind's name) and K factor, kept in its
    settings; fixed once its ratings are applied."""
    if k is not None:
        try:
            k = rules.verify_k(k)
        except ValueError as exc:
            raise InputError("K factor", k, rules.K_RANGE) from exc
    if game is not None and game.strip():
        try:
            game = rules.verify_game(game)
        except ValueError as exc:
            raise InputError("Rating game", game, str(exc)) from exc
    with store.action("rating terms", event_id=event_id,
                      params={"game": game, "k": k}) as scope:
        session = scope.session
        event = _event(session, event_id)
        done = _update(session, event_id)
        if done is not None:
            try:
                rules.verify_terms(local_text(done.applied_at), done.game, done.k)
            except ValueError as exc:
                raise ConflictError(str(exc)) from exc
        settings = dict(event.settings)
        if game is not None:
            settings["rating_game"] = " ".join(game.split())
        if k is not None:
            settings["rating_k"] = k
        event.settings = settings
        session.add(event)
        now_game, now_k = _terms(event)
        scope.summary = f"Ratings of {event.name}: {now_game}, K {now_k}"


def rating_for(session: Session, player_id: int, game: str) -> float | None:
    """A person's rating for ``game`` (RAT-1), None when they have none: for other services
    reading inside their own transaction (the registration list, HU-S1)."""
    return ratings_for(session, [player_id], game).get(player_id)


def ratings_for(session: Session, player_ids: Iterable[int], game: str) -> dict[int, float]:
    """{player id: rating for ``game``} of those who have one."""
    return {pid: r.rating for pid, r in _held(session, player_ids, game).items()}


def merge_ratings(session: Session, keep: int, duplicate: int) -> None:
    """RAT-8, inside a merge of two records of one person (before the duplicate is deleted,
    which would delete its ratings): per game, the rating made by more rated matches stays
    (the kept record's on a tie), with the matches of both counted."""
    theirs = session.exec(select(PersonRating).where(PersonRating.player_id == duplicate)).all()
    mine = {r.game: r for r in session.exec(select(PersonRating)
                                              .where(PersonRating.player_id == keep)).all()}
    for dup in theirs:
        kept = mine.get(dup.game)
        if kept is None:
            dup.player_id = keep
            session.add(dup)
            continue
        if dup.games > kept.games:
            kept.rating, kept.updated_at = dup.rating, dup.updated_at
        kept.games += dup.games
        session.add(kept)
        session.delete(dup)
    session.flush()


def event_game(session: Session, event_id: int) -> str:
    """RAT-1: the game an event rates (its setting, else its kind's name)."""
    return _terms(load_event(session, event_id))[0]


def ratings(store: Store, player_id: int) -> list[GameRating]:
    """A person's ratings, one per game, by game name."""
    validate.identifier("Player", player_id)
    with store.read() as session:
        rows = session.exec(select(PersonRating)
                            .where(PersonRating.player_id == player_id)).all()
        out = [GameRating(r.game, r.rating, r.games, r.updated_at) for r in rows]
    return sorted(out, key=lambda r: names.text_sort_key(r.game))
