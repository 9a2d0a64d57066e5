"""The result slips print an extended table's time (CG-R4, issue 24): "Table 12: +4 min" on
that table's slip only."""

import io

from pypdf import PdfReader

from tdesk.print.swiss import print_result_slips
from tdesk.services.swiss import judge_calls, swiss


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


def test_a_penalty_loss_counting_this_round_is_marked_on_its_slip(store, make_event) -> None:
    """Issue 36: the slip of a table where a Match loss or Game loss counts (PEN-2) marks the
    player ML / GL and says what it does; other slips carry no mark."""
    from tdesk.services.penalties import penalties
    from tdesk.services.penalties.penalties import PenaltyRequest

    event = make_event("swiss", players=8, rounds=3)
    info = swiss.pair_next_round(store, event, seed=5)
    t1, t2 = info.tables[0], info.tables[1]
    penalties.issue_penalty(store, event, PenaltyRequest(t1.a_id, "match_loss", "Tardiness",
                                                         round=1))
    penalties.issue_penalty(store, event, PenaltyRequest(t2.b_id, "game_loss", "Marked cards",
                                                         round=1))
    penalties.issue_penalty(store, event, PenaltyRequest(t2.a_id, "match_loss", "Tardiness",
                                                         round=1, moment="between_matches"))
    buf = io.BytesIO()
    print_result_slips(store, event, buf)
    text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(buf.getvalue())).pages)
    assert f"{t1.a_name} (ML)" in text and f"{t2.b_name} (GL)" in text
    assert f"{t2.a_name} (ML)" not in text  # between matches: it counts in round 2
    assert text.count("(ML)") == 1 and text.count("(GL)") == 1
    assert "ML: a Match loss from a penalty counts in this match" in text
    assert "GL: a Game loss from a penalty counts in this match" in text
