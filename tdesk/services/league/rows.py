"""The season's rows inside one read or action, shared by the league_* services: the event,
its entries, seeds, rounds, games and reports as the rules (tdesk.rules.league) see them.

These helpers keep their leading underscore: they are for the league services only, and
never open a transaction of their own.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Literal

from sqlmodel import Session, col, select

from tdesk import validate
from tdesk.errors import InputError, NotFoundError
from tdesk.models.event_rows import event_entries, load_event
from tdesk.models.league import LeagueAvailability, LeagueGame, LeagueRound, LeagueTemplate
from tdesk.models.tables import Entry, EntryStatus, Event, Player
from tdesk.rules import event_settings
from tdesk.rules import league as rules
from tdesk.rules.league import STOP, GameReports
from tdesk.services.league.values import (
    PENDING,
    REGISTRATION,
    GameRow,
    NextRound,
    RoundView,
    SeasonSettings,
    TemplateRow,
)
from tdesk.services.rule_refusal import refuse_unless


def _settings(event: Event) -> SeasonSettings:
    values = {**event_settings.defaults("league"), **event.settings}
    return SeasonSettings(int(values["lives"]), int(values["starting_stack"]),
                          int(values["min_site_games"]), int(values["slots_per_round"]),
                          int(values.get("start_hour", 14)), int(values.get("cutoff_hour", 6)))


def _template_row(template: LeagueTemplate) -> TemplateRow:
    assert template.id is not None
    return TemplateRow(template.id, template.name, tuple(_times(template.slots)))


def _status(entry: Entry) -> str:
    value = (entry.state or {}).get("league", PENDING)
    return value if value in REGISTRATION else PENDING


def _started(session: Session, event_id: int) -> bool:
    return session.exec(select(Entry.id).where(Entry.event_id == event_id,
                                               col(Entry.seed).is_not(None))).first() is not None


def _sync_status(session: Session, event_id: int) -> None:
    """Players with no lives left show as busted in the players table (HU-1)."""
    settings = _settings(_league_event(session, event_id))
    left = rules.lives_left(_seeds(session, event_id), _history(session, event_id),
                            lives=settings.lives)
    for entry in event_entries(session, event_id, col(Entry.seed).is_not(None)):
        status = EntryStatus.ACTIVE if left.get(str(entry.id), 0) > 0 else EntryStatus.BUSTED
        if entry.status != status:
            entry.status = status
            session.add(entry)


def _league_event(session: Session, event_id: int) -> Event:
    return load_event(session, event_id, kinds=("league",),
                      refusal="{name} is not a heads-up league.")


def _entry(session: Session, event_id: int, entry_id: int) -> tuple[Entry, Player]:
    entry = session.get(Entry, validate.identifier("Player", entry_id))
    if entry is None or entry.event_id != event_id:
        raise NotFoundError(f"Player entry {entry_id} is not in this season.")
    player = session.get(Player, entry.player_id)
    assert player is not None
    return entry, player


def _name(session: Session, entry_id: int) -> str:
    entry = session.get(Entry, entry_id)
    player = session.get(Player, entry.player_id) if entry else None
    return player.name if player else "?"


def _names(session: Session, event_id: int) -> dict[int, str]:
    rows = session.exec(select(Entry.id, Player.name)
                        .join(Player, col(Player.id) == Entry.player_id)
                        .where(Entry.event_id == event_id)).all()
    return {int(i): n for i, n in rows if i is not None}


def _seeds(session: Session, event_id: int) -> dict[str, int]:
    rows = session.exec(select(Entry.id, Entry.seed).where(
        Entry.event_id == event_id, col(Entry.seed).is_not(None))).all()
    return {str(i): int(s) for i, s in rows if s is not None}


def _history(session: Session, event_id: int) -> list[rules.Game]:
    """The ended games as the rules see them, read as plain columns (10,000 games loaded as
    ORM objects took two thirds of the ranking at 2,000 players)."""
    rows = session.exec(select(LeagueRound.number, LeagueGame.a_entry_id, LeagueGame.b_entry_id,
                               LeagueGame.a_result, LeagueGame.b_result)
                        .join(LeagueRound, col(LeagueRound.id) == LeagueGame.round_id)
                        .where(LeagueGame.event_id == event_id, LeagueGame.a_result != "")
                        .order_by(col(LeagueRound.number), col(LeagueGame.number))).all()
    return [rules.Game(n, str(a), str(b), a_result, b_result)
            for n, a, b, a_result, b_result in rows]


def _rounds(session: Session, event_id: int) -> list[LeagueRound]:
    return list(session.exec(select(LeagueRound).where(LeagueRound.event_id == event_id)
                             .order_by(col(LeagueRound.number))).all())


def _round(session: Session, round_id: int) -> LeagueRound:
    rnd = session.get(LeagueRound, validate.identifier("Round", round_id))
    if rnd is None:
        raise NotFoundError(f"Round {round_id} does not exist.")
    return rnd


def _open(rnd: LeagueRound) -> None:
    """HU-R3 (``rules.verify_round_open``) inside an action, in the rule's words."""
    refuse_unless(lambda: rules.verify_round_open(rnd.number, closed=rnd.closed))


def _next_round(rounds: Sequence[LeagueRound], seeds: dict[str, int],
                history: Sequence[rules.Game], lives: int,
                left: dict[str, int] | None = None) -> NextRound:
    """The next round's check (HU-S1, HU-R3, HU-1) from rows the caller read: the season
    tab's button and `pair_next_round` build it here alike."""
    last = rounds[-1] if rounds else None
    return NextRound(bool(seeds), last.number if last and not last.closed else None,
                     rules.season_winner(seeds, history, lives=lives, left=left) is not None)


def _games(session: Session, round_id: int) -> list[LeagueGame]:
    return list(session.exec(select(LeagueGame).where(LeagueGame.round_id == round_id)
                             .order_by(col(LeagueGame.number))).all())


def _round_reports(session: Session, round_id: int) -> list[GameReports]:
    """The reports of every game of the round, as `_reports` gives them, read as plain
    columns: a report checks whether its round can end, and loading a 1,000-game round's
    games as ORM objects for that took most of the report's time."""
    rows = session.exec(select(LeagueGame.a_entry_id, LeagueGame.b_entry_id,
                               LeagueGame.a_report, LeagueGame.b_report, LeagueGame.decision)
                        .where(LeagueGame.round_id == round_id)
                        .order_by(col(LeagueGame.number))).all()
    return [GameReports(str(a), str(b), a_report, b_report,
                        (decision[0], decision[1]) if decision else None)
            for a, b, a_report, b_report, decision in rows]


def _game(session: Session, game_id: int) -> tuple[LeagueGame, LeagueRound]:
    game = session.get(LeagueGame, validate.identifier("Game", game_id))
    if game is None:
        raise NotFoundError(f"Game {game_id} does not exist.")
    return game, _round(session, game.round_id)


def _game_of(session: Session, round_id: int, entry_id: int) -> LeagueGame | None:
    return session.exec(select(LeagueGame).where(
        LeagueGame.round_id == round_id,
        (LeagueGame.a_entry_id == entry_id) | (LeagueGame.b_entry_id == entry_id))).first()


def _marks(session: Session, round_id: int) -> dict[int, str]:
    rows = session.exec(select(LeagueAvailability)
                        .where(LeagueAvailability.round_id == round_id)).all()
    return {r.entry_id: r.marks for r in rows}


def _reports(game: LeagueGame) -> GameReports:
    decision = (game.decision[0], game.decision[1]) if game.decision else None
    return GameReports(str(game.a_entry_id), str(game.b_entry_id), game.a_report,
                       game.b_report, decision)


def _outcome(value: str) -> str:
    text = "".join(str(value).split())
    if tuple(text) not in rules.FINAL_OUTCOMES:
        raise InputError("Outcome", value, "must be one of 10, 01, +-, -+, --")
    return text


def _times(values: Sequence[str]) -> list[dt.datetime]:
    return [dt.datetime.fromisoformat(v) for v in values]


def _round_view(session: Session, rnd: LeagueRound) -> RoundView:
    assert rnd.id is not None
    names = _names(session, rnd.event_id)
    seeds = {int(k): v for k, v in _seeds(session, rnd.event_id).items()}
    marks = _marks(session, rnd.id)
    slots = tuple(_times(rnd.slots))
    rows = []
    for g in _games(session, rnd.id):
        state: Literal["final", "waiting", "stop"]
        if g.a_result:
            state, outcome = "final", g.a_result + g.b_result
        else:
            result = rules.game_outcome(_reports(g), cutoff_passed=False)
            if result == STOP:
                state, outcome = "stop", ""
            elif result is None:
                state, outcome = "waiting", ""
            else:
                state, outcome = "final", "".join(result)
        rows.append(GameRow(g.id or 0, g.number, g.a_entry_id, names.get(g.a_entry_id, "?"),
                            seeds.get(g.a_entry_id), g.b_entry_id,
                            names.get(g.b_entry_id, "?"), seeds.get(g.b_entry_id), g.slot,
                            slots[g.slot] if g.slot is not None and g.slot < len(slots) else None,
                            marks.get(g.a_entry_id, ""), marks.get(g.b_entry_id, ""),
                            g.a_report, g.b_report, g.decision, g.decided_by, state, outcome))
    bye = rnd.bye_entry_id
    return RoundView(rnd.id, rnd.number, rnd.template, slots, rnd.starts_at, rnd.cutoff_at,
                     rnd.closed, rnd.closed_by, bye, names.get(bye, "") if bye else "",
                     tuple(rows))
