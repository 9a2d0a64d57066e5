"""``tdesk results`` for a Swiss event (issue 37, found by the short Swiss night through the
widgets): it printed nothing and said all was well; it prints the final standings, the same
places, names and points as the Standings tab, the sheet and ``tdesk export results``."""

from tdesk.services.swiss import swiss
from tdesk.services.swiss.final import final_rows
from tests.nights.common import run_cli


def test_tdesk_results_prints_a_swiss_events_final_standings(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=5, name="Cup", rounds=1, top_cut=0)
    info = swiss.pair_next_round(store, event, seed=1)
    for t in info.tables:
        if not t.is_bye:
            swiss.record_result(store, event, 1, t.table, "2-1")
    swiss.drop_player(store, event, info.tables[0].b_id)
    assert store.path is not None
    code, out = run_cli("results", "--db", str(store.path), "--event", "Cup")
    rows = final_rows(store, event)
    assert code == 0
    lines = [line for line in out.splitlines() if line.strip()]
    assert len(lines) == len(rows) == 5
    for line, row in zip(lines, rows, strict=True):
        place, rest = line.split(maxsplit=1)
        assert int(place) == row.place
        name = row.row.name + (" (dropped)" if row.row.dropped else "")
        assert rest == f"{name}  {row.row.standing.points} points", line
