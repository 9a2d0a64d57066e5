"""The result slips print an extended table's time (CG-R4, issue 24): "Table 12: +4 min" on
that table's slip only."""

import io

from pypdf import PdfReader

from tdesk.print.swiss import print_result_slips
from tdesk.services import judge_calls, swiss


def test_the_extended_table_slip_says_its_minutes(store, make_event) -> None:
    event = make_event("swiss", players=8, rounds=3)
    info = swiss.pair_next_round(store, event, seed=5)
    extended, plain = info.tables[1].table, info.tables[2].table
    judge_calls.give_extension(store, event, 1, extended, 3, "Kim", "deck check")
    judge_calls.give_extension(store, event, 1, extended, 1, "Kim", "ruling")
    buf = io.BytesIO()
    print_result_slips(store, event, buf)
    text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(buf.getvalue())).pages)
    assert f"Table {extended}: +4 min" in text
    assert text.count("+4 min") == 1 and f"Table {plain}: +" not in text
