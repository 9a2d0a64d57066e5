"""Draft pod seatings (CG-D4) and round 1 seated by name for the players' meeting (CG-T13),
issue 24: a table per pod (seat, player), and every player by surname under their letter
with table, seat and opponent; the bye has no table (CG-T12)."""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, KeepTogether, Spacer

from tdesk.i18n import translate
from tdesk.models.store import Store
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import HEADING, SMALL, frame_width, para
from tdesk.print.swiss import _meta, fast_table, surname_first
from tdesk.services.swiss import swiss


def render_pods(out: Path | BinaryIO, *, event_name: str, info: swiss.PodsInfo,
                ranked: dict[int, tuple[int, int]], meta: DocMeta) -> None:
    """One block per pod: its seats in order, so the judge seats the draft table; once a
    round is played, each player's rank within the pod and points (CG-D6), ``ranked`` by
    entry id."""
    w = frame_width()
    story: list[Flowable] = []
    if not info.pods:
        story.append(para(translate("print", "No draft pods have been assigned.")))
    head = (translate("print", "Seat"), translate("print", "Player"),
            translate("print", "Rank in pod"), translate("print", "Points"))
    for pod in info.pods:
        rows = [(str(s.seat or ""), s.name, *(map(str, ranked[s.entry_id]) if s.entry_id in
                                             ranked else ("", ""))) for s in pod.seats]
        story.append(KeepTogether([
            para(translate("print", "Pod {0}").format(pod.number) + " — "
                 + translate("print", "%n player(s)", "", len(pod.seats)), HEADING),
            *fast_table(head, rows, (18 * mm, w - 66 * mm, 30 * mm, 18 * mm), "RLRR",
                        size=12),
            Spacer(1, 6 * mm)]))
        story.append(CondPageBreak(60 * mm))
    if info.unassigned:
        story.append(para(translate("print", "Without a pod: {0}").format(
            ", ".join(s.name for s in info.unassigned)), SMALL))
    build_pdf(out, title=translate("print", "Draft pod seatings"), subtitle=event_name,
              story=story, meta=meta)


def render_seating_by_name(out: Path | BinaryIO, *, event_name: str, number: int,
                           lines: list[swiss.NameLine], meta: DocMeta) -> None:
    """CG-T13: every player by surname, a head per letter, with table, seat and opponent."""
    w = frame_width()
    story: list[Flowable] = []
    if not lines:
        story.append(para(translate("print", "No round has been paired yet.")))
    bye = translate("print", "BYE")
    rows, last = [], None
    for x in lines:  # the letter once, on the first line it files
        rows.append(("" if x.letter == last else x.letter, surname_first(x.name),
                     bye if x.table is None else str(x.table),
                     "" if x.seat is None else str(x.seat), x.opponent))
        last = x.letter
    if rows:
        story += fast_table(("", translate("print", "Player"), translate("print", "Table"),
                             translate("print", "Seat"), translate("print", "Opponent")), rows,
                            (10 * mm, w * 0.42 - 10 * mm, 20 * mm, 16 * mm,
                             w * 0.58 - 36 * mm), "LLCCL", size=13, bold_cols=(0, 1, 2))
    title = translate("print", "Seating by name") + " — " + translate(
        "print", "Round {0}").format(number)
    build_pdf(out, title=title, subtitle=event_name, story=story, meta=meta)


def print_pods(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    name, meta = _meta(store, event_id)
    played = swiss.rounds(store, event_id, "swiss")
    ranked = {} if not played else {
        r.entry_id: (r.standing.rank, r.standing.points)
        for rows in swiss.pod_standings(store, event_id).values() for r in rows}
    render_pods(out, event_name=name, info=swiss.pods(store, event_id), ranked=ranked,
                meta=meta)


def print_seating_by_name(store: Store, event_id: int, out: Path | BinaryIO, *,
                          number: int | None = None) -> None:
    """Round ``number`` (``--round N``), round 1 when None: the players' meeting."""
    name, meta = _meta(store, event_id)
    number = number or 1
    render_seating_by_name(out, event_name=name, number=number,
                           lines=swiss.seating_by_name(store, event_id, number), meta=meta)
