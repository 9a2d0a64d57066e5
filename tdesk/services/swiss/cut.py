"""The top cut (CG-M3): its first bracket round from the Swiss standings, then each next
round from the winners. Reserved tables hold in the top cut too (CG-T10, issue 36), so the
tables' order is not the bracket's: the first cut round records each player's seed (its
``lots``: {entry id: seed}) and the bracket is read from the seeds (`bracket_order`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tdesk import validate
from tdesk.errors import ConflictError
from tdesk.models.store import Store
from tdesk.models.swiss import SwissMatch, SwissRound
from tdesk.rules import swiss as rules
from tdesk.services.rule_refusal import RefusedInput, refuse_unless
from tdesk.services.swiss.checks import floor_in
from tdesk.services.swiss.reads import get_round, standings
from tdesk.services.swiss.rows import (
    _entry_rows,
    _event,
    _matches_of,
    _reserved,
    _rounds,
    _Row,
    _winner_of,
    _write_tables,
)
from tdesk.services.swiss.values import RoundInfo


def start_top_cut(store: Store, event_id: int, size: int | None = None) -> RoundInfo:
    """CG-M3: the first bracket round from the Swiss standings (dropped players left out)."""
    validate.optional_integer("Top cut", size, low=0, high=validate.MAX_COUNT)
    ranked = [r for r in standings(store, event_id) if not r.dropped]
    with store.action("start top cut", event_id=event_id, params={"size": size}) as scope:
        session = scope.session
        event = _event(session, event_id)
        size = int(size or event.settings.get("top_cut", 8))
        floor = floor_in(session, event_id)
        refuse_unless(floor.verify_top_cut)  # the Top cut button's own check
        last = floor.latest
        try:
            first = rules.top_cut([str(r.entry_id) for r in ranked], size)
        except ValueError as err:  # the rule's sentence names the size: the catalogue's words
            raise RefusedInput("Top cut", size, str(err)) from None
        # CG-B4: each player's seed, kept on the round for the bracket's order (not kept when
        # the cut were round 1, whose lots are the event's lot: then the tables keep it)
        seeds = dict(zip((p for pair in first for p in pair), rules.bracket_seeds(size),
                         strict=True)) if last else {}
        rnd = SwissRound(event_id=event_id, number=last + 1, stage="cut", cut_size=size,
                         lots=seeds)
        session.add(rnd)
        _write_tables(session, event_id, last + 1, first, [],
                      first=int(event.settings.get("first_table", 1)),
                      reserved=_reserved(_entry_rows(session, event_id)) if last else None)
        scope.params = {"size": size, "round": last + 1}
        scope.summary = f"Start the top {size}"
    info = get_round(store, event_id, last + 1)
    assert info is not None
    return info


def pair_next_bracket_round(store: Store, event_id: int) -> RoundInfo:
    """CG-M3: when a bracket round is complete, the winners of neighbouring matches meet."""
    with store.action("pair bracket round", event_id=event_id) as scope:
        session = scope.session
        event = _event(session, event_id)
        all_rounds = _rounds(session, event_id)
        if not all_rounds or all_rounds[-1].stage != "cut":
            raise ConflictError("The top cut has not started.")
        refuse_unless(floor_in(session, event_id).verify_bracket_round)
        last = all_rounds[-1]
        seeds = next(r for r in all_rounds if r.stage == "cut").lots
        tables = bracket_order(_matches_of(session, event_id, last.number), seeds)
        winners = [_winner_of(m) for m in tables]
        pairs = [(str(winners[i]), str(winners[i + 1])) for i in range(0, len(winners), 2)]
        rnd = SwissRound(event_id=event_id, number=last.number + 1, stage="cut",
                         cut_size=last.cut_size)
        session.add(rnd)
        _write_tables(session, event_id, last.number + 1, pairs, [],  # type: ignore[arg-type]
                      first=int(event.settings.get("first_table", 1)),
                      reserved=_reserved(_entry_rows(session, event_id)) if seeds else None)
        scope.summary = f"Pair bracket round {last.number + 1}"
    info = get_round(store, event_id, last.number + 1)
    assert info is not None
    return info


def bracket_order[M: (SwissMatch, _Row)](matches: Sequence[M], seeds: Mapping[str, int]
                                         ) -> list[M]:
    """A cut round's matches in bracket order, top to bottom (CG-B7: neighbours' winners
    meet), from the seeds the first cut round recorded; by table (as paired before the seeds
    were recorded) when there are none."""
    if not seeds:
        return sorted(matches, key=lambda m: m.table_no)
    order = rules.bracket_seeds(len(seeds))
    slot = {seed: i for i, seed in enumerate(order)}

    def position(m: M) -> int:
        return min(slot[seeds[str(p)]] for p in (m.a_entry_id, m.b_entry_id) if p is not None)

    return sorted(matches, key=position)
