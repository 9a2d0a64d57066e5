"""League sheets: a round's pairings with their scheduled slots (HU-P1/P2, HU-D2) and the
ranking with all 13 HU-K1 criteria. Built from the league service's frozen views."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path
from typing import BinaryIO

from PySide6.QtCore import QT_TRANSLATE_NOOP, QDateTime
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from tdesk.i18n import number_locale, translate
from tdesk.models.store import Store
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.fonts import FONT_SANS, FONT_SANS_BOLD, text_width
from tdesk.print.style import (
    CELL,
    CELL_PADDING,
    HEAD_CELL,
    HEADING,
    SMALL,
    NearlyFits,
    data_table,
    fit_widths,
    frame_width,
    para,
)
from tdesk.rules.league import CRITERIA
from tdesk.services.league import league
from tdesk.services.league.league import Ranking, RoundView
from tdesk.timefmt import local_now_text

CONTEXT = "LeaguePrint"
SLOT_FORMAT = "ddd dd MMM HH:mm"


def local_text(moment: dt.datetime, fmt: str = SLOT_FORMAT) -> str:
    """A slot's local day and time in the printing language ("вс 29 нояб. 17:00" in Russian;
    strftime would print English day and month names on every sheet)."""
    local = moment.astimezone().replace(tzinfo=None)
    return number_locale().toString(QDateTime(local), fmt)

#: Short column heads for the 13 criteria, printed through translate("LeaguePrint", …).
CRITERION_HEADS = (
    QT_TRANSLATE_NOOP("LeaguePrint", "Lives"),
    QT_TRANSLATE_NOOP("LeaguePrint", "Won"),
    QT_TRANSLATE_NOOP("LeaguePrint", "Won played"),
    QT_TRANSLATE_NOOP("LeaguePrint", "Forfeit losses"),
    QT_TRANSLATE_NOOP("LeaguePrint", "Opp. won (played)"),
    QT_TRANSLATE_NOOP("LeaguePrint", "Opp. lives (played)"),
    QT_TRANSLATE_NOOP("LeaguePrint", "Opp. won (all)"),
    QT_TRANSLATE_NOOP("LeaguePrint", "Opp. lives (all)"),
    QT_TRANSLATE_NOOP("LeaguePrint", "Opp. won played (played)"),
    QT_TRANSLATE_NOOP("LeaguePrint", "Opp. forfeits (played)"),
    QT_TRANSLATE_NOOP("LeaguePrint", "Opp. won played (all)"),
    QT_TRANSLATE_NOOP("LeaguePrint", "Opp. forfeits (all)"),
    QT_TRANSLATE_NOOP("LeaguePrint", "Seed"),
)


def tr(text: str, n: int = -1) -> str:
    return translate(CONTEXT, text, None, n)


def _outcome(text: str) -> str:
    return f"{text[0]}:{text[1]}" if len(text) == 2 else ""


def _state(state: str) -> str:
    return {"final": translate("LeaguePrint", "final"), "waiting": translate("LeaguePrint", "waiting"),
            "stop": translate("LeaguePrint", "stop: admins decide")}.get(state, state)


def pairings_story(view: RoundView) -> list[Flowable]:
    """The slots, then one line per game with its slot and time, then the bye."""
    story: list[Flowable] = []
    if view.slots:
        slots = ", ".join(f"{i}) {local_text(s, SLOT_FORMAT)}"
                          for i, s in enumerate(view.slots, 1))
        story.append(para(translate("LeaguePrint", "Slots: {0}").format(slots)))
    if view.cutoff_at:
        story.append(para(translate("LeaguePrint", "Cut-off: {0}").format(local_text(view.cutoff_at, SLOT_FORMAT))))
    story.append(Spacer(1, 3 * mm))
    header = ["#", translate("LeaguePrint", "Player"), translate("LeaguePrint", "Seed"), translate("LeaguePrint", "Opponent"), translate("LeaguePrint", "Seed"), translate("LeaguePrint", "Slot"),
              translate("LeaguePrint", "Time"), translate("LeaguePrint", "Result")]
    rows = []
    for g in view.games:
        rows.append((str(g.number), g.a_name, str(g.a_seed or ""), g.b_name,
                     str(g.b_seed or ""), "" if g.slot is None else str(g.slot + 1),
                     local_text(g.slot_at, SLOT_FORMAT) if g.slot_at else "",
                     _outcome(g.outcome) or _state(g.state)))
    if not rows:
        story.append(para(translate("LeaguePrint", "No games in this round.")))
    else:
        # the result wraps too ("stop: admins / decide"), so both names keep their width
        widths = fit_widths(header, rows, flex=(1, 3, 7), width=frame_width())
        story.append(data_table(header, rows, col_widths=widths, align="RLRLRRLC"))
    if view.bye_name:
        story += [Spacer(1, 3 * mm), para(translate("LeaguePrint", "Bye (no game, no life lost): {0}")
                                         .format(view.bye_name), HEADING)]
    story += [Spacer(1, 3 * mm), para(translate(
        "LeaguePrint", "Slot: the earliest time both players marked good, else good and possible, else "
        "possible for both (HU-D2). Players may agree another time; report your own result: "
        "1 won, 0 lost, - not played, + opponent did not show."), SMALL)]
    return story


def ranking_story(ranking: Ranking) -> list[Flowable]:
    """Place, player and the 13 criteria; a star marks the criterion that put a player below
    the one above; dead players are marked †."""
    story: list[Flowable] = []
    if ranking.winner:
        story.append(para(translate("LeaguePrint", "Season winner: {0}").format(ranking.winner), HEADING))
    header = ranking_header()
    rows = []
    for row in ranking.rows:
        values = [str(v) + ("*" if row.decided_by == c.number else "")
                  for c, v in zip(CRITERIA, row.values, strict=True)]
        rows.append((str(row.place), row.name + ("" if row.alive else " †"), *values))
    table = data_table(header, rows, col_widths=_ranking_widths(header, rows, frame_width(True)),
                       align="RL" + "R" * len(CRITERIA))
    table.setStyle([("LEFTPADDING", (2, 0), (-1, -1), CRITERION_PADDING),
                    ("RIGHTPADDING", (2, 0), (-1, -1), CRITERION_PADDING)])
    note = para(translate(
        "LeaguePrint", "* the criterion that ranks the player below the one above (HU-K1). † no lives left. "
        "Forfeit losses (4, 10, 12): fewer is better; all other criteria: more is better."),
        SMALL)
    # a ranking a row or two too long for its page stays on it, a little smaller (issue 21)
    story.append(NearlyFits([table, Spacer(1, 3 * mm), note]))
    return story


def ranking_header() -> list[str]:
    """Place, Player and the 13 numbered criteria, in the interface language."""
    return [translate("LeaguePrint", "Place"), translate("LeaguePrint", "Player")] + [
        f"{c.number}. {tr(CRITERION_HEADS[c.number - 1])}" for c in CRITERIA]


#: Points each side of a criterion's cell: the figures are short, their heads need the room.
CRITERION_PADDING = 2.0


#: Where a head may break: between words, and between any two Chinese characters.
_BREAKABLE = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+")


def _ranking_widths(header: list[str], rows: list[tuple[str, ...]], width: float) -> list[float]:
    """Place and the 13 criteria as wide as their widest word, the player's name on one line,
    and what is left spread over the criteria heads so they wrap less (in Russian the heads
    took it all and names broke letter by letter, issue 21). Short of room a name wraps
    between its words; only then do the criteria narrow."""
    def text(words: str, bold: bool) -> float:
        font, size = (FONT_SANS_BOLD, HEAD_CELL.fontSize) if bold else (FONT_SANS, CELL.fontSize)
        return text_width(words, font, size)

    def widest(column: int, padding: float) -> float:
        head = max(text(w, True) for w in _BREAKABLE.findall(header[column]))
        body = max((text(r[column], False) for r in rows), default=0.0)
        return max(head, body) + padding + 1

    pad = 2 * CRITERION_PADDING + 1
    place = widest(0, CELL_PADDING)
    criteria = [widest(c, 2 * CRITERION_PADDING) for c in range(2, len(header))]
    free = width - place - sum(criteria)
    name = max((text(r[1], False) for r in rows), default=0.0) + CELL_PADDING + 1
    words = [w for r in rows for w in r[1].split()] or [""]
    shortest = max(text(w, False) for w in words) + CELL_PADDING + 1
    if free >= name:  # room to spare: the heads get it, as far as they can use it
        wants = [max(text(header[c], True) + pad - w, 0.0)
                 for c, w in zip(range(2, len(header)), criteria, strict=True)]
        share = min(1.0, (free - name) / sum(wants)) if sum(wants) else 0.0
        criteria = [w + want * share for w, want in zip(criteria, wants, strict=True)]
        free = width - place - sum(criteria)
    elif free < shortest:  # even a word of a name does not fit: the criteria give way
        scale = (width - place - shortest) / sum(criteria)
        criteria = [w * scale for w in criteria]
        free = shortest
    return [place, free, *criteria]


def render_pairings(out: Path | BinaryIO, *, event_name: str, view: RoundView,
                    printed_at: str) -> None:
    title = translate("LeaguePrint", "Round {0} pairings").format(view.number)
    subtitle = event_name + (("\n" + translate("LeaguePrint", "Template {0}").format(view.template))
                             if view.template else "")
    build_pdf(out, title=title, subtitle=subtitle, story=pairings_story(view),
              meta=DocMeta(event_name=event_name, printed_at=printed_at,
                           subject=f"{title}: {event_name}"))


def render_ranking(out: Path | BinaryIO, *, event_name: str, ranking: Ranking,
                   printed_at: str) -> None:
    title = translate("LeaguePrint", "Ranking")
    subtitle = event_name + "\n" + translate("LeaguePrint", "After %n round(s)", None, ranking.rounds_played)
    build_pdf(out, title=title, subtitle=subtitle, story=ranking_story(ranking), landscape=True,
              meta=DocMeta(event_name=event_name, printed_at=printed_at,
                           subject=f"{title}: {event_name}"))


def print_pairings(store: Store, event_id: int, out: Path | BinaryIO, *,
                   number: int | None = None) -> None:
    """Round ``number``'s pairings and schedule, the latest when None (``tdesk print
    league-pairings [--round N]``)."""
    season = league.season(store, event_id)
    if season.current is None:
        from tdesk.errors import ConflictError

        raise ConflictError("No round is paired yet: pair the first round, then print.")
    if number is not None:
        wanted = [r for r in season.rounds if r[1] == number]
        if not wanted:
            from tdesk.errors import NotFoundError

            raise NotFoundError(f"Round {number} has not been paired (rounds 1 to "
                                f"{max(r[1] for r in season.rounds)}).")
        season = league.season(store, event_id, wanted[0][0])
        assert season.current is not None
    render_pairings(out, event_name=season.event_name, view=season.current,
                    printed_at=local_now_text())


def print_ranking(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    """The ranking sheet (``tdesk print league-ranking``)."""
    season = league.season(store, event_id)
    render_ranking(out, event_name=season.event_name, ranking=league.ranking(store, event_id),
                   printed_at=local_now_text())
