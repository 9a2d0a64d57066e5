"""File › Export rating list… (issue 24): on for a Swiss event, off for the others; the file
it writes reads back as the documented JSON."""

import json

from tdesk.services.swiss import swiss
from tdesk.ui.widgets import files


def test_export_rating_from_the_file_menu(window, store, make_event, tmp_path,
                                          monkeypatch) -> None:
    poker = make_event("poker", players=4)
    event = make_event("swiss", players=4, rounds=2)
    info = swiss.pair_next_round(store, event, seed=1)
    swiss.record_result(store, event, 1, info.tables[0].table, "2-1")
    window.reload_events(poker)
    assert not window.export_rating_action.isEnabled()
    window.reload_events(event)
    assert window.export_rating_action.isEnabled()
    out = tmp_path / "rating.json"
    asked: list[str] = []

    def choose(_parent, _title, _filters, suggested=""):  # type: ignore[no-untyped-def]
        asked.append(suggested)
        return out

    monkeypatch.setattr(files, "save_file", choose)
    window.export_rating_action.trigger()
    assert asked == [f"{window.ctx.event_info.name} rating.json"]
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["format"] == "tdesk-rating" and len(doc["players"]) == 4
    [first] = [m for m in doc["rounds"][0]["matches"] if m["table"] == info.tables[0].table]
    assert (first["a_wins"], first["b_wins"], first["outcome"]) == (2, 1, "win")
