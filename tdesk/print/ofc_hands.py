"""OFC hand history sheet (``tdesk print ofc-hands``): every scored hand with its boards, the
pairwise points, the settlement in position order and the stacks after (OFC-P1..P4, OFC-S1..S5).

The floor keeps it as the record behind every bust; players can check their count on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import BinaryIO

from PySide6.QtCore import QT_TRANSLATE_NOOP
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer

from tdesk.engine_text import message
from tdesk.i18n import translate
from tdesk.locale_format import chips, points
from tdesk.models.store import Store
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import HEADING, SMALL, data_table, fit_widths, frame_width, para
from tdesk.services.events import get_event
from tdesk.services.ofc.ofc import HandResult, HandSummary, list_hands, replay_hand
from tdesk.timefmt import local_now_text

TITLE = "OFC hand history"
#: Column heads, marked for pyside6-lupdate (printed through translate("print", …)).
_HEADERS = (
    QT_TRANSLATE_NOOP("print", "Player"),
    QT_TRANSLATE_NOOP("print", "Top"),
    QT_TRANSLATE_NOOP("print", "Middle"),
    QT_TRANSLATE_NOOP("print", "Bottom"),
    QT_TRANSLATE_NOOP("print", "Board"),
    QT_TRANSLATE_NOOP("print", "Pair"),
    QT_TRANSLATE_NOOP("print", "Mid"),
    QT_TRANSLATE_NOOP("print", "Bot"),
    QT_TRANSLATE_NOOP("print", "Scoop"),
    QT_TRANSLATE_NOOP("print", "Royalties"),
    QT_TRANSLATE_NOOP("print", "Penalties"),
    QT_TRANSLATE_NOOP("print", "Total"),
    QT_TRANSLATE_NOOP("print", "Transaction (position order)"),
    QT_TRANSLATE_NOOP("print", "Owed"),
    QT_TRANSLATE_NOOP("print", "Paid"),
    QT_TRANSLATE_NOOP("print", "How"),
    QT_TRANSLATE_NOOP("print", "Points"),
    QT_TRANSLATE_NOOP("print", "Before"),
    QT_TRANSLATE_NOOP("print", "After"),
    QT_TRANSLATE_NOOP("print", "Change"),
    QT_TRANSLATE_NOOP("print", "Bust"),
)


def _board_rows(r: HandResult) -> list[tuple[str, ...]]:
    rows: list[tuple[str, ...]] = []
    for position, board in enumerate(r.score.boards, start=1):
        name = r.name(board.player)
        if board.missed:
            rows.append((str(position), name, "", "", "", translate("print", "missed hand (OFC-X2)")))
            continue
        cards = ("", "", "") if board.hand is None else tuple(
            " ".join(str(c) for c in row) for row in board.hand.rows_cards)
        status = ("; ".join(message(f) for f in board.foul_reasons) if board.fouled
                  else translate("print", "legal"))
        if board.exposed:
            status += "; " + translate("print", "{0} exposed (OFC-X1)").format(board.exposed)
        rows.append((str(position), name, *cards, status))
    return rows


def _pair_rows(r: HandResult) -> list[tuple[str, ...]]:
    rows: list[tuple[str, ...]] = []
    for p in r.score.pairs:
        rows.append((
            f"{r.name(p.a)} – {r.name(p.b)}",
            *(points(row.winner) for row in p.rows),
            points(p.scoop), points(p.royalties), points(p.penalties), points(p.total),
        ))
    return rows


def _step_rows(r: HandResult) -> list[tuple[str, ...]]:
    rows: list[tuple[str, ...]] = []
    for n, t in enumerate(r.settlement.steps, start=1):
        if t.payer is None or t.payee is None:
            rows.append((str(n), f"{r.name(t.first)} – {r.name(t.second)}", "0", "0",
                         translate("print", "nothing owed")))
            continue
        who = r.name(t.limited_by) if t.limited_by else ""
        note = {
            "paid": translate("print", "paid in full"),
            "capped": translate("print", "stopped by {0}'s cap (OFC-S3)").format(who),
            "skipped-out": translate("print", "skipped: {0} is out (OFC-S4)").format(who),
            "skipped-cap": translate("print", "skipped: {0}'s cap is used up (OFC-S3)")
            .format(who),
        }.get(t.kind, t.kind)
        if t.busted:
            note += "; " + translate("print", "{0} eliminated").format(r.name(t.busted))
        rows.append((str(n), f"{r.name(t.payer)} → {r.name(t.payee)}", chips(t.owed),
                     chips(t.paid), note))
    return rows


def _stack_rows(r: HandResult) -> list[tuple[str, ...]]:
    s = r.settlement
    rows: list[tuple[str, ...]] = []
    for pid in s.began:
        place = r.places.get(pid)
        rows.append((r.name(pid), points(r.score.net[pid]), chips(s.began[pid]),
                     chips(s.stacks[pid]), points(s.stacks[pid] - s.began[pid]),
                     translate("print", "out, {0}.").format(place) if place else ""))
    return rows


def _table(header: Sequence[str], rows: Sequence[Sequence[str]], *, flex: Sequence[int],
           align: str) -> Flowable:
    widths = fit_widths(header, rows, flex=flex, width=frame_width())
    return data_table(header, rows, col_widths=widths, align=align)


def hand_story(summary: HandSummary, r: HandResult) -> list[Flowable]:
    """One hand: heading, boards, pairs, settlement steps, stacks."""
    where = (" · " + translate("print", "table {0}").format(summary.table_no)
             if summary.table_no else "")
    title = f" · {summary.title}" if summary.title else ""
    state = "" if summary.applied else " · " + translate("print", "not applied (tutorial)")
    heading = translate("print", "Hand {0}{1} · level {2}, {3} a point").format(
        summary.number, where, summary.level, chips(r.point_value)) + title + state
    story: list[Flowable] = [para(heading, HEADING)]
    story.append(_table(
        ("#", *(translate("print", h) for h in ("Player", "Top", "Middle", "Bottom", "Board"))),
        _board_rows(r), flex=(1, 5), align="RLLLLL"))
    story.append(Spacer(1, 2 * mm))
    story.append(_table(
        [translate("print", h) for h in ("Pair", "Top", "Mid", "Bot", "Scoop", "Royalties",
                                          "Penalties", "Total")],
        _pair_rows(r), flex=(0,), align="LCCCRRRR"))
    story.append(Spacer(1, 2 * mm))
    story.append(_table(
        ("#", *(translate("print", h) for h in ("Transaction (position order)", "Owed",
                                                 "Paid", "How"))), _step_rows(r),
        flex=(1, 4), align="RLRRL"))
    story.append(Spacer(1, 2 * mm))
    story.append(_table(
        [translate("print", h) for h in ("Player", "Points", "Before", "After", "Change",
                                          "Bust")], _stack_rows(r),
        flex=(0, 5), align="LRRRRL"))
    story.append(Spacer(1, 6 * mm))
    return [KeepTogether(story[:2]), *story[2:]]


def render_hands(out: Path | BinaryIO, *, event_name: str, printed_at: str,
                 hands: Sequence[tuple[HandSummary, HandResult]]) -> None:
    story: list[Flowable] = []
    for summary, result in hands:
        story.extend(hand_story(summary, result))
    if not story:
        story = [para(translate("print", "No OFC hands have been scored in this event yet."))]
    story.append(para(translate(
        "print", "Points: rows 1 each, scoop +3, a foul pays 6 plus royalties, penalties per "
        "active player; chips = points × the level's value, capped by the stack each player "
        "began the hand with."), SMALL))
    title = translate("print", "OFC hand history")
    build_pdf(out, title=title, subtitle=event_name, story=story,
              meta=DocMeta(event_name=event_name, printed_at=printed_at, subject=title))


def print_ofc_hands(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    """Every hand of the event, oldest first, as the table saw it."""
    event = get_event(store, event_id)
    hands = [(h, replay_hand(store, h.hand_id)) for h in reversed(list_hands(store, event_id))]
    render_hands(out, event_name=event.name, printed_at=local_now_text(), hands=hands)
