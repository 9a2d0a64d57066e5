"""The judge's report PDF (tdesk print penalty-log): PEN-6 flagging, per-player reasons."""

from __future__ import annotations

import io

from pypdf import PdfReader

from tdesk.print.penalty_log import ReportRow, print_penalty_log, render_penalty_log
from tdesk.services.penalties import penalties as svc
from tdesk.services.penalties.penalties import PenaltyRequest
from tdesk.services.players import list_entries


def rows() -> list[ReportRow]:
    return [
        ReportRow(1, "29.11 12:00", 1, "Мария Иванова", "Warning", "Slow play", "Ivan",
                  "PEN-1", "Warning for 'Slow play'"),
        ReportRow(2, "29.11 13:10", 2, "Мария Иванова", "Game loss", "Slow play", "Ivan",
                  "PEN-3", "raised to Game loss: second 'Slow play' this event (PEN-3)"),
        ReportRow(3, "29.11 13:10", 2, "Мария Иванова", "Warning", "Slow play", "Ivan",
                  "PEN-1", "+ Warning (PEN-1)", linked=True),
        ReportRow(4, "29.11 14:00", 3, "王伟", "Disqualification without prizes", "Bribery",
                  "Olga", "PEN-1", "", no_prizes=True),
        ReportRow(5, "29.11 14:20", 3, "Björn Åberg", "Warning", "Tardiness", "Olga", "PEN-1",
                  "", rescinded="by Head Judge: wrong player"),
    ]


def text(reader: PdfReader) -> str:
    return "\n".join(p.extract_text() for p in reader.pages)


def render(rows_: list[ReportRow]) -> PdfReader:
    buf = io.BytesIO()
    render_penalty_log(buf, event_name="Berserk Regional Swiss", details="Card game Swiss",
                       printed_at="2026-11-29 15:00", rows=rows_, level="Professional")
    buf.seek(0)
    return PdfReader(buf)


def test_report_lists_flagged_players_every_penalty_and_reasons_PEN_6():
    out = text(render(rows()))
    flagged = out.index("For the rating database")
    assert out.index("王伟") > flagged  # the no-prizes player is named in the flagged section
    assert "Bribery" in out and "Björn Åberg" in out
    assert "+ Warning" in out  # linked penalty shown (PEN-1)
    assert "rescinded" in out and "wrong player" in out
    assert "raised to Game loss: second 'Slow play' this event (PEN-3)" in out.replace("\n", " ")
    # 3 standing main penalties (1, 2, 4); the rescinded one is counted apart
    assert "3 penalties given to 2 players" in out
    assert "Rules enforcement level: Professional" in out


def test_empty_report_says_so():
    assert "No penalties were given" in text(render([]))


def test_every_font_is_embedded_and_none_is_helvetica():
    reader = render(rows())
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            assert "Helvetica" not in str(font["/BaseFont"])


def test_print_from_store(store, make_event, tmp_path):
    ev = make_event("swiss", players=4)
    ids = {r.name: r.entry_id for r in list_entries(store, ev)}
    svc.issue_penalty(store, ev, PenaltyRequest(ids["Anna Petrova"], "warning",
                                                infraction="slow-play", judge="Ivan", round=1))
    svc.issue_penalty(store, ev, PenaltyRequest(ids["王伟"], "disqualification_no_prizes",
                                                infraction="cheating", judge="Olga", round=2))
    out = tmp_path / "report.pdf"
    print_penalty_log(store, ev, out)
    body = text(PdfReader(out))
    assert "Anna Petrova" in body and "Cheating" in body and "Page 1 of" in body
    assert body.index("王伟") < body.index("All penalties")


def test_cli_print_and_snapshot_penalties(store, make_event, tmp_path, qapp):
    from tdesk.cli import main

    ev = make_event("swiss", players=3, name="Cup")
    anna = {r.name: r.entry_id for r in list_entries(store, ev)}["Anna Petrova"]
    svc.issue_penalty(store, ev, PenaltyRequest(anna, "warning", infraction="slow-play"))
    svc.issue_penalty(store, ev, PenaltyRequest(anna, "warning", infraction="slow-play"))
    url = store.url
    pdf = tmp_path / "judge.pdf"
    assert main(["print", "penalty-log", "--db", url, "--event", "Cup", "-o", str(pdf)]) == 0
    assert "raised to Game loss" in text(PdfReader(pdf)).replace("\n", " ")
    png = tmp_path / "pen.png"
    assert main(["snapshot", "penalties", "--db", url, "--event", "Cup", "-o", str(png),
                 "--size", "1200x700"]) == 0
    assert png.stat().st_size > 10_000


def test_the_report_prints_the_round_a_loss_counts_in(store, make_event, tmp_path):
    """Issue 36: a Match loss given between the matches of round 3 counts in round 4 (PEN-2):
    the report says so, by the rule the results read."""
    ev = make_event("swiss", players=4)
    ids = {r.name: r.entry_id for r in list_entries(store, ev)}
    svc.issue_penalty(store, ev, PenaltyRequest(ids["Anna Petrova"], "match_loss",
                                                "Tardiness", judge="Ivan", round=3,
                                                moment="between_matches"))
    svc.issue_penalty(store, ev, PenaltyRequest(ids["王伟"], "game_loss", "Marked cards",
                                                judge="Ivan", round=2))
    out = tmp_path / "report.pdf"
    print_penalty_log(store, ev, out)
    body = text(PdfReader(out)).replace("\n", " ")
    assert "Match loss, counts in round 4" in body
    assert "Game loss, counts in round 2" in body
    assert "Warning, counts in" not in body
