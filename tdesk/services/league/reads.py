"""League reads: the season tab's round, the ranking (HU-K1), the admins' log, and the round
and ranking as CSV.
"""

from __future__ import annotations

import csv
import io

from sqlmodel import col, select

from tdesk import collector
from tdesk.models.league import LeagueDecision, LeagueGame, LeagueRound
from tdesk.models.store import Store
from tdesk.rules import league as rules
from tdesk.services.csv_io import neutralise
from tdesk.services.league.rows import (
    _history,
    _league_event,
    _names,
    _next_round,
    _round,
    _round_view,
    _rounds,
    _seeds,
    _settings,
)
from tdesk.services.league.values import DecisionRow, Ranking, RankingRow, RoundView, SeasonView
from tdesk.services.table_reads import reads


@reads("entry", "event", "league_availability", "league_game", "league_round", "player")
@collector.paused()  # 10,000 games read and ranked (`tdesk.collector`)
def season(store: Store, event_id: int, round_id: int | None = None) -> SeasonView:
    """The season tab's data: rounds, the shown round (``round_id`` or the latest)."""
    with store.read() as session:
        event = _league_event(session, event_id)
        settings = _settings(event)
        rounds = _rounds(session, event_id)
        shown = next((r for r in rounds if r.id == round_id), rounds[-1] if rounds else None)
        seeds = _seeds(session, event_id)
        history = _history(session, event_id)
        current = _round_view(session, shown) if shown else None
        names = _names(session, event_id)
    left = rules.lives_left(seeds, history, lives=settings.lives)
    winner = (rules.season_winner(seeds, history, lives=settings.lives, left=left)
              if history else None)
    return SeasonView(event.name, settings, bool(seeds),
                      tuple((r.id or 0, r.number, r.closed) for r in rounds), current,
                      sum(1 for n in left.values() if n > 0), len(seeds),
                      names.get(int(winner), "") if winner else "",
                      _next_round(rounds, seeds, history, settings.lives, left))


def round_view(store: Store, round_id: int) -> RoundView:
    with store.read() as session:
        return _round_view(session, _round(session, round_id))


@reads("entry", "event", "league_game", "league_round", "player")
@collector.paused()
def ranking(store: Store, event_id: int) -> Ranking:
    """HU-K1 after the ended rounds: every seeded player, with the 13 values."""
    with store.read() as session:
        settings = _settings(_league_event(session, event_id))
        seeds = _seeds(session, event_id)
        history = _history(session, event_id)
        names = _names(session, event_id)
        played = sum(1 for r in _rounds(session, event_id) if r.closed)
    table = rules.standings(seeds, history, lives=settings.lives)
    rows = tuple(RankingRow(s.place, int(s.player), names.get(int(s.player), "?"),
                            seeds[s.player], s.values, s.decided_by) for s in table)
    left = {s.player: s.values[0] for s in table}  # HU-K1's first value: the lives left
    winner = (rules.season_winner(seeds, history, lives=settings.lives, left=left)
              if history else None)
    return Ranking(rows, played, names.get(int(winner), "") if winner else "")


@reads("entry", "league_decision", "league_game", "league_round", "player")
def decisions(store: Store, event_id: int) -> list[DecisionRow]:
    """The admins' log: stops decided and corrections, newest first."""
    with store.read() as session:
        rows = session.exec(select(LeagueDecision, LeagueGame, LeagueRound)
                            .join(LeagueGame, col(LeagueGame.id) == LeagueDecision.game_id)
                            .join(LeagueRound, col(LeagueRound.id) == LeagueGame.round_id)
                            .where(LeagueDecision.event_id == event_id)
                            .order_by(col(LeagueDecision.id).desc())).all()
        names = _names(session, event_id)
    return [DecisionRow(d.id or 0, d.at, r.number,
                        f"{names.get(g.a_entry_id, '?')} – {names.get(g.b_entry_id, '?')}",
                        d.kind, d.admin, d.before, d.outcome, d.reason) for d, g, r in rows]


def round_csv(store: Store, round_id: int) -> str:
    """The round's pairings and schedule as CSV (UTF-8 text, one game a line)."""
    view = round_view(store, round_id)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["round", "game", "player", "seed", "opponent", "opponent_seed", "slot",
                     "time_utc", "reports", "outcome", "state"])
    for g in view.games:  # "+-" or a name "=…" must read as text in a spreadsheet
        writer.writerow([neutralise(v) for v in (
            view.number, g.number, g.a_name, g.a_seed or "", g.b_name, g.b_seed or "",
            "" if g.slot is None else g.slot + 1, g.slot_at.isoformat() if g.slot_at else "",
            g.a_report + g.b_report, g.outcome, g.state)])
    if view.bye_name:
        writer.writerow([view.number, "", neutralise(view.bye_name), "", "bye", "", "", "", "",
                         "", ""])
    return out.getvalue()


def ranking_csv(store: Store, event_id: int) -> str:
    """The ranking with all 13 HU-K1 values as CSV."""
    table = ranking(store, event_id)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["place", "player", *[c.key for c in rules.CRITERIA], "decided_by"])
    for row in table.rows:
        writer.writerow([row.place, neutralise(row.name), *row.values, row.decided_by or ""])
    return out.getvalue()
