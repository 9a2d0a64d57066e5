"""The final standings of a Swiss event as CSV (issue 36): `tdesk export results` and the
Standings tab's export. A room of its own, above `csv_io` (which the Swiss service sits under)."""

from __future__ import annotations

import csv
import io

from tdesk.models.store import Store
from tdesk.services.csv_io import neutralise
from tdesk.services.swiss.final import final_rows

FINAL_CSV_HEADER = ("place", "name", "top_cut", "points", "wins", "losses", "draws", "dropped",
                    "prize")
"""The results CSV's keys, English for a spreadsheet's or a rating site's import; ``top_cut``
is `FinalRow.reached`, ``prize`` the place's prize (CG-Z1, "" for none)."""


def final_results_csv(store: Store, event_id: int) -> bytes:
    """The final standings as CSV (UTF-8 with BOM, as `money.results_csv`): what `tdesk
    export results` writes for a Swiss event."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(FINAL_CSV_HEADER)
    for r in final_rows(store, event_id):
        s = r.row.standing
        writer.writerow([neutralise(v) for v in (r.place, r.name, r.reached, s.points, s.wins,
                                                 s.losses, s.draws, int(r.row.dropped),
                                                 r.prize)])
    return out.getvalue().encode("utf-8-sig")
