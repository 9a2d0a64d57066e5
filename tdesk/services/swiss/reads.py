"""Reading a Swiss event: the rounds, a round's tables, the standings (CG-T1..T8), the
bracket and the final standings (CG-M3), and the CSV exports."""

from __future__ import annotations

import csv
from collections.abc import Collection
from pathlib import Path

from sqlmodel import col, select

from tdesk import collector
from tdesk.errors import NotFoundError
from tdesk.models.store import Store
from tdesk.models.swiss import SwissMatch
from tdesk.models.tables import EntryStatus
from tdesk.rules import swiss as rules
from tdesk.rules.swiss import Match
from tdesk.rules.swiss import bracket as bracket_rules
from tdesk.services.swiss.rows import (
    _entry_rows,
    _event,
    _history,
    _lots,
    _missed,
    _names,
    _number,
    _penalty_keys,
    _played,
    _ranking,
    _round_info,
    _rounds,
    _Row,
    _rows,
    _table_row,
    _winner_of,
)
from tdesk.services.swiss.values import Bracket, BracketMatch, RoundInfo, StandingRow, TableRow
from tdesk.services.table_reads import reads


def history(store: Store, event_id: int) -> list[Match]:
    with store.read() as session:
        _event(session, event_id)
        return _history(_rows(session, event_id), _rounds(session, event_id))


@reads("swiss_round")
def rounds(store: Store, event_id: int, stage: str | None = None) -> list[int]:
    """Numbers of the paired rounds (only the "swiss" or "cut" ones when ``stage`` says)."""
    with store.read() as session:
        return [r.number for r in _rounds(session, event_id) if stage in (None, r.stage)]


@reads("swiss_round", "swiss_match")
def cut_rounds(store: Store, event_id: int) -> list[tuple[int, int]]:
    """(round number, players it starts with) of every top-cut round, so screens can call
    them Quarter-finals, Semi-finals, Final (CG-M3)."""
    with store.read() as session:
        cut = {r.number for r in _rounds(session, event_id) if r.stage == "cut"}
        if not cut:
            return []
        tables = [m.round for m in _rows(session, event_id) if m.round in cut]
    return [(n, 2 * tables.count(n)) for n in sorted(cut)]


@reads("event")
def total_rounds(store: Store, event_id: int) -> int:
    with store.read() as session:
        return int(_event(session, event_id).settings.get("rounds", 5))


@reads("entry", "event", "player", "swiss_match", "swiss_round")
@collector.paused()  # a whole round and the history before it (`tdesk.collector`)
def get_round(store: Store, event_id: int, number: int | None = None) -> RoundInfo | None:
    """The tables of round ``number`` (the latest when None), or None before round 1."""
    if number is not None:
        _number(number)
    with store.read() as session:
        _event(session, event_id)
        all_rounds = _rounds(session, event_id)
        if not all_rounds:
            return None
        rnd = all_rounds[-1] if number is None else next(
            (r for r in all_rounds if r.number == number), None)
        if rnd is None:
            raise NotFoundError(f"Round {number} has not been paired.")
        tables = _rows(session, event_id, rnd.number)
        before, _missing = _played(session, event_id, all_rounds, before=rnd.number)
        names = _names(session, event_id)
    return _round_info(rnd, tables, names, rules.points(before))


MAX_TABLES_READ = 20
"""More changed tables than this and a view reads the whole round instead (`round_tables`)."""


@reads("swiss_match")
def round_tables(store: Store, event_id: int, number: int, match_ids: Collection[int]
                 ) -> list[TableRow] | None:
    """Just the tables of round ``number`` whose matches are ``match_ids``, as `get_round`
    shows them: a view that saw results come in reads those, not the whole round (at 4,096
    players that took 80 ms after every result). None when one of them is not a table of
    that round, or more than `MAX_TABLES_READ` changed: read the round then."""
    if not match_ids or len(match_ids) > MAX_TABLES_READ:
        return None
    with store.read() as session:
        found = session.exec(select(SwissMatch.round, SwissMatch.table_no).where(
            SwissMatch.event_id == event_id, col(SwissMatch.id).in_(list(match_ids)))).all()
        if len(found) != len(match_ids) or any(r != number for r, _ in found):
            return None
        return [_table_row(session, event_id, number, table) for _, table in found]


@collector.paused()  # every match read and every tiebreak computed (`tdesk.collector`)
def standings(store: Store, event_id: int) -> list[StandingRow]:
    """CG-M2, CG-T1..T7 over the recorded Swiss rounds, penalties from the log (CG-T6), the
    event's recorded lot (CG-T7: the same one the pairing and the bye use)."""
    with store.read() as session:
        event = _event(session, event_id)
        names = _names(session, event_id)
        all_rounds = _rounds(session, event_id)
        hist, _missing = _played(session, event_id, all_rounds)
        entries = _entry_rows(session, event_id)
        pods = {str(e.id): int(e.state["pod"]) for e in entries if e.state.get("pod")}
        lots = _lots(entries, all_rounds)
        penalties = _penalty_keys(session, event_id)
        missed = _missed(session, event, entries, all_rounds)  # CG-P3, when the event says
    table = _ranking([str(e.id) for e in entries], hist, lots, penalties, pods or None, missed)
    return [StandingRow(int(s.player), names[int(s.player)][0], s,
                        names[int(s.player)][1] == EntryStatus.DROPPED) for s in table]


def cut_tree(store: Store, event_id: int
             ) -> tuple[bracket_rules.Bracket, dict[int, tuple[str, str]], int] | None:
    """The top cut as the rules' tree of entry ids (None before the cut), the event's names
    and the cut's size: what `bracket` draws and `swiss_final` ranks by."""
    with store.read() as session:
        all_rounds = [r for r in _rounds(session, event_id) if r.stage == "cut"]
        if not all_rounds:
            return None
        numbers = {r.number for r in all_rounds}
        matches = [m for m in _rows(session, event_id) if m.round in numbers]
        names = _names(session, event_id)
    first = [m for m in matches if m.round == all_rounds[0].number]
    seeds = _seed_order(first, all_rounds[0].lots)
    tree = bracket_rules.build_bracket(len(first) * 2, seeds)
    played: list[bracket_rules.BracketResult] = []
    for m in matches:  # _rows reads them by round, then table: the order they were played
        if m.result is None or m.b_entry_id is None:
            continue
        result = bracket_rules.BracketResult(str(m.a_entry_id), str(m.b_entry_id), m.a_wins,
                                             m.b_wins, str(_winner_of(m)))
        if bracket_rules.can_record(tree, result):  # a pairing swapped by hand is left out
            played.append(result)
            tree = bracket_rules.build_bracket(tree.size, seeds, played)
    return tree, names, all_rounds[0].cut_size or tree.size


@reads("swiss_round", "swiss_match", "entry", "player")
def bracket(store: Store, event_id: int) -> Bracket | None:
    """The whole top-cut bracket with the winners known so far (CG-B4..B8, CG-M3), built by
    `tdesk.rules.swiss.bracket` from the first cut round's seeds and the results in the order
    played: seeds, names, games won and who advances, each round with its name key."""
    found = cut_tree(store, event_id)
    if found is None:
        return None
    tree, names, size = found

    def nm(p: str | None) -> str:
        return names[int(p)][0] if p else ""

    def drawn(s: bracket_rules.Slot) -> BracketMatch:
        score = "" if s.score is None else f"{s.score[0]}-{s.score[1]}"
        winner = "" if s.winner is None else ("a" if s.winner == s.top.player else "b")
        return BracketMatch(nm(s.top.player), nm(s.bottom.player), s.top.seed, s.bottom.seed,
                            score, winner)

    return Bracket(size,
                   tuple(tuple((nm(s.top.player), nm(s.bottom.player)) for s in r.slots)
                         for r in tree.rounds),
                   nm(tree.champion) or None,
                   tuple(tuple(drawn(s) for s in r.slots) for r in tree.rounds),
                   tuple(r.key for r in tree.rounds))


def _seed_order(first: list[_Row], recorded: dict[str, int]) -> list[str]:
    """The players by seed (1 first) of the first cut round: the seeds it recorded ({entry
    id: seed}, `swiss_cut.start_top_cut`: its tables may be reserved ones, CG-T10), else its
    tables, which were then numbered in bracket order (`rules.swiss.bracket_seeds`: 1 v 8,
    4 v 5, …)."""
    if recorded:
        by_seed = [""] * len(recorded)
        for player, seed in recorded.items():
            by_seed[seed - 1] = player
        return by_seed
    order = rules.bracket_seeds(len(first) * 2)
    players = [str(p) for m in first for p in (m.a_entry_id, m.b_entry_id)]
    seeds = [""] * len(players)
    for i, p in enumerate(players):
        seeds[order[i] - 1] = p
    return seeds


def export_standings_csv(store: Store, event_id: int, path: Path) -> None:
    rows = standings(store, event_id)
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["rank", "name", "points", "wins", "losses", "draws", "quality_of_wins",
                    "quality_of_losses", "quality_of_games", "second_order", "head_to_head",
                    "penalties", "lot", "dropped", "pod", "pod_place", "late_loss_rounds"])
        for r in rows:
            s = r.standing
            w.writerow([s.rank, r.name, s.points, s.wins, s.losses, s.draws, s.wins_quality,
                        s.losses_quality, s.games_quality, s.second_order,
                        "" if s.head_to_head is None else s.head_to_head,
                        "/".join(map(str, s.penalties)), s.lot, int(r.dropped),
                        s.pod or "", s.pod_rank or "",  # a draft's pod (CG-D7)
                        " ".join(map(str, s.missed))])  # CG-P3: rounds a late entry missed


def export_results_csv(store: Store, event_id: int, path: Path) -> None:
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["round", "table", "player_a", "player_b", "a_wins", "b_wins", "draws",
                    "result", "corrections"])
        for number in rounds(store, event_id):
            info = get_round(store, event_id, number)
            assert info is not None
            for t in info.tables:
                w.writerow([t.round, t.table, t.a_name, t.b_name or "BYE",
                            *_counts(t), t.result or "", t.corrections])


def _counts(t: TableRow) -> list[str]:
    if t.is_bye or not t.score:
        return ["", "", ""]
    parts = t.score.split(" ")[0].split("-")
    return [*parts, "0"][:3]
