"""``tdesk export rating`` (issue 24): the rating list's JSON read back — players with country,
rating and id, each round's results, the final standings and the PEN-6 flags."""

import json
from pathlib import Path

from tdesk.cli import main
from tdesk.services.events import get_event
from tdesk.services.penalties.penalties import PenaltyRequest, issue_penalty
from tdesk.services.people.rating_export import FORMAT, rating_document
from tdesk.services.swiss import swiss


def _played_event(store, make_event) -> int:
    """Six players, two Swiss rounds played (every first player wins 2-1), one player
    disqualified without prizes after round 1."""
    event = make_event("swiss", players=6, rounds=2)
    for number in (1, 2):
        info = swiss.pair_next_round(store, event, seed=number)
        for t in info.tables:
            if not t.is_bye:
                swiss.record_result(store, event, number, t.table, "2-1")
        if number == 1:
            loser = info.tables[-1].b_id
            issue_penalty(store, event, PenaltyRequest(loser, "disqualification_no_prizes",
                                                       "Bribery", judge="Kim", round=1))
    return event


def test_cli_writes_the_documented_json(store, make_event, tmp_path: Path) -> None:
    event = _played_event(store, make_event)
    out = tmp_path / "rating.json"
    name = get_event(store, event).name
    assert main(["export", "rating", "--db", store.url, "--event", name, "-o", str(out)]) == 0
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["format"] == FORMAT and doc["version"] == 1
    assert doc["event"]["name"] == name and doc["event"]["swiss_rounds"] == 2
    players = {p["id"]: p for p in doc["players"]}
    assert len(players) == 6
    assert all(p["rating"] is not None and "country" in p for p in players.values())
    flagged = [p for p in players.values() if p["no_prizes"]]
    assert len(flagged) == 1 and flagged[0]["disqualified"]
    # each result as counted: round 1 has three tables, the first player won 2-1 at each; at
    # the last, the disqualification given in round 1 came with a Match loss (PEN-1) that costs
    # that match (PEN-2), so it counts 2-0
    first = doc["rounds"][0]
    assert first["number"] == 1 and first["stage"] == "swiss"
    assert [(m["a_wins"], m["b_wins"], m["outcome"]) for m in first["matches"]] == \
        [(2, 1, "win")] * 2 + [(2, 0, "win")]
    info = swiss.get_round(store, event, 1)
    assert [(m["table"], m["a"], m["b"]) for m in first["matches"]] == \
        [(t.table, t.a_id, t.b_id) for t in info.tables]
    # the final standings name every player once, in the service's order
    assert [players[s["id"]]["name"] for s in doc["final_standings"]] == \
        swiss.final_standings(store, event)
    assert [s["place"] for s in doc["final_standings"]] == list(range(1, 7))
    assert doc["swiss_standings"][0]["points"] == 6


def test_a_bye_and_an_unplayed_table_read_as_such(store, make_event) -> None:
    event = make_event("swiss", players=5, rounds=2)
    swiss.pair_next_round(store, event, seed=4)
    matches = rating_document(store, event)["rounds"][0]["matches"]
    bye = [m for m in matches if m["b"] is None]
    assert len(bye) == 1 and bye[0]["outcome"] == "bye" and bye[0]["table"] is None
    assert all(m["outcome"] is None for m in matches if m["b"] is not None)


def test_an_event_that_is_not_swiss_is_refused(store, make_event, tmp_path: Path,
                                               capsys) -> None:
    event = make_event("poker", players=4)
    out = tmp_path / "rating.json"
    code = main(["export", "rating", "--db", store.url, "--event", get_event(store, event).name,
                 "-o", str(out)])
    assert code == 2 and not out.exists()
    assert "not a Swiss event" in capsys.readouterr().err
