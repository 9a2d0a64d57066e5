"""The rating export of a Swiss event (issue 24): one JSON document in the shape a rating list
takes — the players (name, country, rating, id), every round with each match's result, the
final standings and the PEN-6 flags (disqualified, no prizes). The shape is documented in
docs/rating-export.md; `FORMAT` and `VERSION` name it so a reader can check what it got.

Read only: nothing is written to the store.
"""

from __future__ import annotations

import json
from typing import Any

from tdesk.models.store import Store
from tdesk.rules.swiss import Outcome
from tdesk.services.events import get_event
from tdesk.services.penalties.penalties import statuses
from tdesk.services.players import list_entries
from tdesk.services.swiss.final import final_standings
from tdesk.services.swiss.reads import standings
from tdesk.services.swiss.rows import _event, _rounds, _rows, _to_match

FORMAT = "tdesk-rating"
VERSION = 1


def rating_document(store: Store, event_id: int) -> dict[str, Any]:
    """The whole export as plain data (what :func:`rating_json` writes)."""
    with store.read_together():
        event = get_event(store, event_id)
        with store.read() as session:
            _event(session, event_id)
            rounds = _rounds(session, event_id)
            matches = _rows(session, event_id)
        entries = list_entries(store, event_id)
        flags = statuses(store, event_id)
        swiss_rows = standings(store, event_id)
        final = final_standings(store, event_id)
    ids = {e.name: e.entry_id for e in entries}
    players = []
    for e in sorted(entries, key=lambda e: e.entry_id):
        flag = flags.get(e.entry_id)
        players.append({
            "id": e.entry_id, "player_id": e.player_id, "name": e.name, "country": e.country,
            "rating": e.rating, "status": e.status,
            "disqualified": bool(flag and flag.disqualified),
            "no_prizes": bool(flag and not flag.prize_eligible),
        })
    out_rounds = []
    for rnd in rounds:
        out_rounds.append({"number": rnd.number, "stage": rnd.stage, "matches": [
            _match(m) for m in matches if m.round == rnd.number]})
    return {
        "format": FORMAT,
        "version": VERSION,
        "event": {"id": event.id, "name": event.name, "kind": event.kind,
                  "date": event.date.isoformat() if event.date else None, "venue": event.venue,
                  "rounds_planned": int(event.settings.get("rounds", 5)),
                  "swiss_rounds": sum(1 for r in rounds if r.stage == "swiss"),
                  "top_cut": sum(1 for r in rounds if r.stage == "cut") > 0},
        "players": players,
        "rounds": out_rounds,
        "swiss_standings": [{"rank": r.standing.rank, "id": r.entry_id, "points": r.standing.points,
                             "wins": r.standing.wins, "losses": r.standing.losses,
                             "draws": r.standing.draws} for r in swiss_rows],
        "final_standings": [{"place": i, "id": ids[name]} for i, name in enumerate(final, 1)],
    }


def _match(m: Any) -> dict[str, Any]:
    """One table: the players' ids (``b`` None for a bye), the games and the outcome from
    ``a``'s side: "win", "loss", "draw", "double_loss", "bye", or None while not played."""
    outcome: str | None
    if m.b_entry_id is None:
        outcome = "bye"
    elif m.result is None:
        outcome = None
    elif m.double_loss:
        outcome = "double_loss"
    else:
        outcome = _to_match(m).outcome(str(m.a_entry_id)).value
        assert outcome in {o.value for o in Outcome}
    return {"table": None if m.b_entry_id is None else m.table_no, "a": m.a_entry_id,
            "b": m.b_entry_id, "a_wins": m.a_wins, "b_wins": m.b_wins, "draws": m.draws,
            "result": m.result, "outcome": outcome, "organiser_bye": m.organiser_bye}


def rating_json(store: Store, event_id: int) -> bytes:
    """The export as UTF-8 JSON (names as written, not escaped), ending in a newline."""
    text = json.dumps(rating_document(store, event_id), ensure_ascii=False, indent=2)
    return (text + "\n").encode("utf-8")
