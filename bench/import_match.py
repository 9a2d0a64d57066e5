"""Matching an imported list to the store's people (issues 35, 36): 2,000 rows against a store
of 10,000 people, half of them returning (a tenth spelled otherwise, a tenth with a namesake).

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python bench/import_match.py  (prints figures; no
asserts). The preview is the real dialog, opened on the list.
"""

import tempfile
import time
from pathlib import Path

from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.people.import_match import decide, match_rows
from tdesk.services.players import PlayerFields, import_players

PEOPLE, ROWS = 10_000, 2_000


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = Store(f"sqlite:///{Path(folder) / 'bench.db'}", staff="Bench")
        old = create_event(store, "Earlier weeks", "poker")
        import_players(store, old, [PlayerFields(f"Spelare Åberg {i}", rating=1500)
                                    for i in range(PEOPLE - 200)])
        other = create_event(store, "Other club", "poker")  # 200 namesakes
        import_players(store, other, [PlayerFields(f"Spelare Åberg {i}") for i in range(200)])
        names = [(f"spelare aberg {i}" if i % 10 == 1 else f"Spelare Åberg {i}")
                 if i < ROWS // 2 else f"New Face {i}" for i in range(ROWS)]
        event = create_event(store, "This week", "poker")
        _preview(store, event, names, Path(folder) / "week.csv")
        for attempt in range(3):
            start = time.perf_counter()
            found = match_rows(store, event, names)
            took = time.perf_counter() - start
            print(f"match {ROWS:,} rows against {PEOPLE:,} people: {took * 1000:6.0f} ms "
                  f"(run {attempt + 1})")
        decision = decide(found, spelling=True,
                          told={i: None for i, m in enumerate(found) if len(m.candidates) > 1})
        start = time.perf_counter()
        import_players(store, event, [PlayerFields(n, rating=1400) for n in names],
                       persons=decision.persons)
        took = time.perf_counter() - start
        returning = sum(p is not None for p in decision.persons)
        print(f"import {ROWS:,} rows ({returning:,} returning people) as one action: "
              f"{took:5.2f} s")
        store.close()


def _preview(store: Store, event: int, names: list[str], path: Path) -> None:
    """The import dialog opened on the list: read, matched and shown (twice: warm caches)."""
    from tdesk.ui.app import application
    from tdesk.ui.context import AppContext
    from tdesk.ui.import_dialog import ImportDialog

    application()
    path.write_text("name\n" + "\n".join(names) + "\n", encoding="utf-8")
    ctx = AppContext(store)
    for attempt in range(2):
        start = time.perf_counter()
        dialog = ImportDialog(ctx, event, path)
        took = time.perf_counter() - start
        print(f"import preview of {ROWS:,} rows open ({len(dialog.people.open_rows)} to choose, "
              f"{dialog.people.returning} matched): {took:5.2f} s (run {attempt + 1})")
        start = time.perf_counter()
        dialog.people.take_spellings()
        print(f"  take the single person for each other spelling: "
              f"{(time.perf_counter() - start) * 1000:4.0f} ms")
        dialog.deleteLater()
    ctx.timer.stop()


if __name__ == "__main__":
    main()
