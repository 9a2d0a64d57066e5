"""`tdesk snapshot` draws a window that is never shown: the Standings and Ranking tabs, which
read only once shown (issue 27), still show their rows in the picture."""

from pathlib import Path
from typing import Any

import pytest

from tdesk.services.league import league
from tdesk.services.swiss import swiss
from tdesk.ui.snapshot import render


@pytest.mark.parametrize(("kind", "view", "service", "read", "rows"), [
    ("swiss", "standings", swiss, "final_rows", 6),  # the final order (swiss_final)
    ("league", "ranking", league, "ranking", 0),  # nobody seeded yet: read, and empty
])
def test_the_snapshot_reads_the_tab_it_draws(qtbot: Any, store: Any, make_event: Any,
                                             tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             kind: str, view: str, service: Any,
                                             read: str, rows: int) -> None:
    event_id = make_event(kind, players=6)
    shown: list[int] = []
    real = getattr(service, read)

    def counted(*args: Any) -> Any:
        result = real(*args)
        shown.append(len(result) if isinstance(result, list) else len(result.rows))
        return result

    monkeypatch.setattr(service, read, counted)
    out = render(store, view, event_id, tmp_path / f"{view}.png", (900, 600))
    assert out.stat().st_size > 5_000
    assert shown and shown[-1] == rows  # read for the picture, every player's row


@pytest.mark.parametrize(("view", "kind", "exists"), [
    ("money-counts", "league", False), ("money-deal", "swiss", False),
    ("money-counts", "ofc", True), ("ratings", "poker", False), ("ratings", "league", True),
    ("ratings", "swiss", True), ("main", "league", True),
])
def test_a_view_drawn_over_a_tab_exists_where_the_tab_does(view: str, kind: str,
                                                           exists: bool) -> None:
    """`tdesk snapshot money-counts` on a league event said KeyError 'money' (issue 37's walk):
    it is now refused as not available, like a tab's own view."""
    from tdesk.ui.snapshot import available

    assert available(view, kind) is exists
