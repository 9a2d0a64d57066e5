"""Issue 24: ``tdesk print bracket|pods|seating-by-name --event …`` through the print
registry, read back with pypdf."""

from pathlib import Path

from pypdf import PdfReader

from tdesk.services.swiss import swiss
from tests.cli.in_process import Done, tdesk


def _tdesk(*args: str, cwd: Path) -> Done:
    """The verb in this process (the sheets, not a second process, are the subject)."""
    del cwd  # every path given is absolute
    return tdesk(*args)


def _text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def _play(store, event, number, code="2-0"):  # type: ignore[no-untyped-def]
    for t in swiss.get_round(store, event, number).tables:
        if not t.done:
            swiss.record_result(store, event, number, t.table, code)


def test_print_bracket_pods_and_seating_by_name(store, make_event, tmp_path):  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, name="Драфт-вечер", rounds=2, top_cut=4, draft=True,
                       pod_size=4, first_table=7)
    pods = swiss.draw_pods(store, event, seed=11)
    for number in (1, 2):
        swiss.pair_next_round(store, event, seed=number)
        _play(store, event, number)
    semi = swiss.start_top_cut(store, event)
    _play(store, event, semi.number, "1-2")
    db = str(store.location)
    out = {doc: tmp_path / f"{doc}.pdf" for doc in ("bracket", "pods", "seating-by-name")}
    for doc, path in out.items():
        done = _tdesk("print", doc, "--db", db, "--event", "Драфт-вечер", "-o", str(path),
                      cwd=tmp_path)
        assert done.returncode == 0, done.stderr
    bracket = _text(out["bracket"])
    assert "Semi-finals" in bracket and "Final" in bracket
    assert all(t.b_name in bracket for t in semi.tables)
    seats = _text(out["pods"])
    assert "Pod 1" in seats and "Pod 2" in seats
    assert all(s.name in seats for p in pods.pods for s in p.seats)
    by_name = _text(out["seating-by-name"])
    assert "Seating by name — Round 1" in by_name and "7" in by_name.split()
    done = _tdesk("print", "pods", "--db", db, "--event", "No such event", "-o",
                  str(tmp_path / "x.pdf"), cwd=tmp_path)
    assert done.returncode != 0 and "No such event" in done.stderr
