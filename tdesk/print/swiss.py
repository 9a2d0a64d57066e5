"""Card-game Swiss sheets: pairings by table, pairings by name for the wall (large type), result
slips with signature lines, standings with the tiebreak columns, and the top-cut bracket.

Big events (4,000 players) print thousands of rows: the tables here use plain-string cells
(no paragraph per cell), in WenQuanYi Micro Hei for any column holding a character DejaVu lacks,
so Chinese names print and 2,000 tables still render in about a second.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import BinaryIO

from PySide6.QtCore import QT_TRANSLATE_NOOP
from reportlab.lib.units import mm
from reportlab.platypus import CondPageBreak, Flowable, KeepTogether, Spacer, Table, TableStyle

from tdesk.i18n import translate
from tdesk.models.store import Store
from tdesk.names import SUFFIXES, given_names, sort_key, surname
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.fonts import (
    FONT_HAN,
    FONT_SANS,
    FONT_SANS_BOLD,
    draw_text,
    has_glyph,
    register_fonts,
    text_width,
)
from tdesk.print.style import (
    ACCENT,
    HEADING,
    INK,
    MUTED,
    RULE,
    SMALL,
    ZEBRA,
    frame_height,
    frame_width,
    para,
)
from tdesk.print.swiss_words import late_text, penalties_text
from tdesk.services.events import get_event
from tdesk.services.penalties import penalties
from tdesk.services.swiss import judge_calls, swiss
from tdesk.services.swiss.swiss import RoundInfo, TableRow
from tdesk.timefmt import local_now_text


def tr(text: str, n: int = -1) -> str:
    return translate("print", text, None, n)


def _font_for(cells: Sequence[str], bold: bool = False) -> str:
    """DejaVu unless a cell of the column needs WenQuanYi (Han)."""
    base = FONT_SANS_BOLD if bold else FONT_SANS
    return FONT_HAN if any(_needs_han(text, base) for text in cells) else base


def _needs_han(text: str, base: str) -> bool:
    return any(ord(c) > 0x2000 and not has_glyph(base, c) for c in text)


def fast_table(header: Sequence[str], rows: Sequence[Sequence[str]], widths: Sequence[float],
               align: str, *, size: float = 9.5, bold_cols: Sequence[int] = (),
               landscape: bool = False) -> list[Flowable]:
    """The house look (accent head, zebra rows) with plain-string cells, fast for big events:
    one table per page (a long platypus table is split page by page, which costs more and more
    as it grows), the head on every page."""
    register_fonts()
    # each cell in WenQuanYi only where it needs Han: a Chinese name beside it must not move
    # the column's labels (a slip's "Drawn games") into a font without their other signs
    bases = [FONT_SANS_BOLD if col in bold_cols else FONT_SANS for col in range(len(header))]
    widths = _fitted(header, rows, widths, bases, size)
    row_height = size * 1.25 + 4
    per_page = max(5, int((frame_height(landscape) - 60) / row_height) - 1)
    out: list[Flowable] = []
    for start in range(0, max(len(rows), 1), per_page):
        chunk = rows[start:start + per_page]
        table = Table([list(header), *[list(r) for r in chunk]], colWidths=list(widths),
                      repeatRows=1)
        cmds: list[tuple[object, ...]] = [
            ("FONTNAME", (0, 0), (-1, 0), _font_for(header, bold=True)),
            ("FONTSIZE", (0, 0), (-1, -1), size),
            ("LEADING", (0, 0), (-1, -1), size * 1.25),
            ("TEXTCOLOR", (0, 0), (-1, 0), "white"),
            ("BACKGROUND", (0, 0), (-1, 0), ACCENT),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
            ("LINEBELOW", (0, -1), (-1, -1), 0.75, ACCENT),
        ]
        for col, font in enumerate(bases):
            cmds.append(("FONTNAME", (col, 1), (col, -1), font))
            cmds.append(("ALIGN", (col, 0), (col, -1),
                         {"L": "LEFT", "R": "RIGHT", "C": "CENTER"}[align[col]]))
        cmds += [("FONTNAME", (col, row), (col, row), FONT_HAN)
                 for row, cells in enumerate(chunk, 1) for col, text in enumerate(cells)
                 if _needs_han(text, bases[col])]
        if chunk:
            cmds.append(("ROWBACKGROUNDS", (0, 1), (-1, -1), ["white", ZEBRA]))
        table.setStyle(TableStyle(cmds))
        out.append(table)
    return out


def _meta(store: Store, event_id: int) -> tuple[str, DocMeta]:
    event = get_event(store, event_id)
    return event.name, DocMeta(event_name=event.name, printed_at=local_now_text())


def _round(store: Store, event_id: int, number: int | None) -> RoundInfo:
    info = swiss.get_round(store, event_id, number)
    if info is None:
        from tdesk.errors import ConflictError

        raise ConflictError(translate("print", "No round has been paired yet."))
    return info


def _round_title(info: RoundInfo) -> str:
    """"Round 3"; a top-cut round by its name: Quarter-finals, Semi-finals, Final."""
    if info.stage == "cut":
        return cut_round_name(info.bracket_players or 2)
    return translate("print", "Round {0}").format(info.number)


def cut_round_name(players: int) -> str:
    """The floor's name of a bracket round that starts with ``players`` (CG-M3)."""
    if players <= 2:
        return translate("print", "Final")
    if players == 4:
        return translate("print", "Semi-finals")
    if players == 8:
        return translate("print", "Quarter-finals")
    return translate("print", "Top {0}").format(players)


def _opponent(t: TableRow) -> str:
    if t.is_bye:
        return translate("print", "organiser bye") if t.organiser_bye else ""
    return t.b_name


def _table_cell(t: TableRow) -> str:
    """A bye is played at no table: "BYE" where the table number would be."""
    return translate("print", "BYE") if t.is_bye else str(t.table)


def surname_first(name: str) -> str:
    """"Öberg, Sören" for a list sorted by surname (tdesk.names); a name with no given
    names, a Chinese name (surname already first) or one written "Surname, Name" stays."""
    given = given_names(name)
    if not given or "," in name or " " not in name.strip():
        return name
    words = name.split()
    suffix = []  # "Jr.", "III" stay with the surname: "Smith Jr., John"
    while len(words) > 1 and words[-1].casefold() in SUFFIXES:
        suffix.insert(0, words.pop())
    return " ".join([surname(name), *suffix]) + f", {given}"


#: A column at least this wide is a names column: its cells are not measured (big events).
_MEASURED_BELOW = 30 * mm


def _fitted(header: Sequence[str], rows: Sequence[Sequence[str]], widths: Sequence[float],
            bases: Sequence[str], size: float) -> list[float]:
    """``widths`` with each narrow column grown to its widest cell (a plain string never wraps:
    the Swedish bye "FRIRUNDA" ran out of a 16 mm Table column), the room taken from the
    widest column. Distinct texts only, so a 4,000-row sheet measures a few hundred."""
    out = list(widths)
    for col, width in enumerate(widths):
        if width >= _MEASURED_BELOW:
            continue
        body = {r[col] for r in rows}
        need = max([text_width(header[col], FONT_SANS_BOLD, size)]
                   + [text_width(t, bases[col], size) for t in body]) + 12.5
        if need > out[col]:
            widest = max(range(len(out)), key=out.__getitem__)
            out[widest] -= need - out[col]
            out[col] = need
    return out


# ----------------------------------------------------------------------------- pairings


def render_pairings(out: Path | BinaryIO, *, event_name: str, info: RoundInfo,
                    meta: DocMeta) -> None:
    """Pairings by table: table, player, points, opponent, points."""
    w = frame_width()
    rows = [(_table_cell(t), t.a_name, str(t.a_points), _opponent(t),
             "" if t.is_bye else str(t.b_points)) for t in info.tables]
    story: list[Flowable] = [
        para(translate("print", "%n table(s)", None, sum(not t.is_bye for t in info.tables)), SMALL), Spacer(1, 2 * mm),
        *fast_table((translate("print", "Table"), translate("print", "Player"), translate("print", "Points"), translate("print", "Opponent"), translate("print", "Points")), rows,
                   (16 * mm, (w - 48 * mm) / 2, 16 * mm, (w - 48 * mm) / 2, 16 * mm), "RLRLR")]
    build_pdf(out, title=translate("print", "Pairings by table") + " — " + _round_title(info),
              subtitle=event_name, story=story, meta=meta)


def render_pairings_by_name(out: Path | BinaryIO, *, event_name: str, info: RoundInfo,
                            meta: DocMeta) -> None:
    """Pairings for the wall: every player by name, with table and opponent, in large type."""
    lines = []
    for t in info.tables:
        lines.append((t.a_name, _table_cell(t), _opponent(t), t.a_points))
        if t.b_id is not None:
            lines.append((t.b_name, str(t.table), t.a_name, t.b_points))
    lines.sort(key=lambda r: sort_key(r[0]))
    w = frame_width()
    # sorted by surname, so printed surname first: the eye runs down the surnames
    rows = [(surname_first(name), table, opp, str(pts)) for name, table, opp, pts in lines]
    story: list[Flowable] = fast_table(
        (translate("print", "Player"), translate("print", "Table"), translate("print", "Opponent"), translate("print", "Points")), rows,
        (w * 0.42, 22 * mm, w * 0.58 - 44 * mm, 22 * mm), "LCLR", size=15, bold_cols=(0, 1))
    build_pdf(out, title=translate("print", "Pairings by name") + " — " + _round_title(info),
              subtitle=event_name, story=story, meta=meta)


def render_result_slips(out: Path | BinaryIO, *, event_name: str, info: RoundInfo,
                        meta: DocMeta, extra: dict[int, int] | None = None,
                        losses: dict[int, tuple[int, bool]] | None = None) -> None:
    """One slip per table: both names, boxes for game wins and draws, signature lines;
    ``extra`` {table: minutes} prints an extended table's time on its slip (CG-R4);
    ``losses`` {entry: (game losses, match loss?)} the penalty losses counting in this round
    (PEN-2): the player is marked ML / GL and the slip says what the mark does (issue 36)."""
    w = frame_width()
    story: list[Flowable] = []
    for t in info.tables:
        if t.is_bye:
            continue
        marks = [_slip_mark((losses or {}).get(e, (0, False))) for e in (t.a_id, t.b_id or 0)]
        players = [(_marked(t.a_name, marks[0]), translate("print", "Games won: ____"), translate("print", "Signature: ______________")),
                   (_marked(t.b_name, marks[1]), translate("print", "Games won: ____"), translate("print", "Signature: ______________"))]
        if info.stage != "cut":  # a top-cut match has no draw and nobody drops (CG-M3)
            players.append((translate("print", "Drawn games: ____"), translate("print", "Dropping? Tick: ☐ / ☐"), ""))
        head = fast_table((translate("print", "Table {0}").format(t.table), _round_title(info),
                           extension_note(t.table, (extra or {}).get(t.table, 0))),
                          players, (w * 0.42, w * 0.25, w * 0.33), "LLL", size=11)[0]
        head.setStyle(TableStyle([("LINEBELOW", (0, 1), (-1, -2), 0.4, RULE),
                                  ("ROWBACKGROUNDS", (0, 1), (-1, -1), ["white"])]))
        notes = [para(_mark_note(m), SMALL) for m in dict.fromkeys(marks) if m]
        story.append(KeepTogether([head, *notes, Spacer(1, 9 * mm)]))
        story.append(CondPageBreak(45 * mm))
    if not story:
        story = [para(translate("print", "No table needs a slip."))]
    build_pdf(out, title=translate("print", "Result slips") + " — " + _round_title(info), subtitle=event_name,
              story=story, meta=meta)


MARKS = (QT_TRANSLATE_NOOP("print", "ML"), QT_TRANSLATE_NOOP("print", "GL"))
"""The slip's marks of a penalty loss counting in the match (PEN-2)."""


def _slip_mark(loss: tuple[int, bool]) -> str:
    """"ML" for a Match loss counting in this match, "GL" for Game losses, else ""."""
    return "ML" if loss[1] else "GL" if loss[0] else ""


def _marked(name: str, mark: str) -> str:
    return f"{name} ({translate('print', mark)})" if mark else name


def _mark_note(mark: str) -> str:
    """What an ML / GL mark on a slip means (PEN-2)."""
    if mark == "ML":
        return translate("print", "ML: a Match loss from a penalty counts in this match "
                                  "(PEN-2): the player loses it whatever is written.")
    return translate("print", "GL: a Game loss from a penalty counts in this match (PEN-2): "
                              "a game won by the opponent.")


# ----------------------------------------------------------------------------- standings


def render_standings(out: Path | BinaryIO, *, event_name: str,
                     rows: Sequence[swiss.FinalRow], rounds_played: int,
                     meta: DocMeta) -> None:
    """Standings with the tiebreak columns (CG-T1..T4), head-to-head and lot where they
    decided (CG-T5, CG-T7; a lot beside both players it separated); a draft's pod and place in it beside each name (CG-D7); after a
    top-cut result the final standings (CG-M3, issue 36): the bracket's places first, with
    how far each player went; each place's prize when the event lists prizes (CG-Z1)."""
    w = frame_width(True)
    drafted = any(r.row.standing.pod for r in rows)
    final = any(r.final for r in rows)
    prized = any(r.prize for r in rows)
    body = []
    above_by_lot = False  # the row above won its tie by lot: this one's lot shows too
    for line in rows:
        r, s = line.row, line.row.standing
        by_lot = s.decided_by.value == "lot"
        pod = (str(s.pod or ""), str(s.pod_rank or "")) if drafted else ()
        cut = [reached_text(line.reached)] if final else []
        prize = [line.prize] if prized else []  # CG-Z1: the place's prize beside it
        body.append((str(line.place), r.name + (" " + translate("print", "(dropped)") if r.dropped else ""),
                     *cut, *prize, *pod,
                     str(s.points), f"{s.wins}-{s.losses}-{s.draws}", str(s.wins_quality),
                     str(s.losses_quality), str(s.games_quality), str(s.second_order),
                     "" if s.head_to_head is None else str(s.head_to_head),
                     penalties_text(s.penalties),
                     str(s.lot) if by_lot or above_by_lot else ""))
        above_by_lot = by_lot
    pod_heads = (translate("print", "Pod"), translate("print", "In pod")) if drafted else ()
    header = (translate("print", "Place") if final else translate("print", "Rank"), translate("print", "Player"),
              *([translate("print", "Top cut")] if final else []),
              *([translate("print", "Prize")] if prized else []), *pod_heads,
              translate("print", "Points"), translate("print", "W-L-D"), translate("print", "Wins q."),
              translate("print", "Losses q."), translate("print", "Games q."), translate("print", "2nd order"), translate("print", "H2H"),
              translate("print", "Penalties"), translate("print", "Lot"))
    ties = translate("print", "Ties: quality of wins, quality of losses, quality of games, "
                     "second-order quality, head-to-head, penalties, lot.")
    if drafted:
        ties += " " + translate("print", "Draft: one order over all pods by points and the "
                                "tiebreaks; each pod keeps its own order (In pod).")
    story: list[Flowable] = [
        para(translate("print", "After %n round(s).", None, rounds_played) + " " + ties, SMALL)]
    if final:
        story.append(para(translate("print", "The top cut decides the first places; the "
                                    "points and tiebreaks are those of the Swiss rounds."),
                          SMALL))
    story += [Spacer(1, 2 * mm),
              *fast_table(header, body, column_widths(header, body, w, stretch=1, size=9),
                          "RL" + "L" * final + "L" * prized + "RR" * drafted + "RCRRRRRLR",
                          size=9,
                          landscape=True)]
    late = [f"{line.row.name}: {late_text(line.row.standing.missed)}" for line in rows
            if line.row.standing.missed]
    if late:  # CG-P3: the rounds late entries missed, counted as losses in W-L-D
        story += [Spacer(1, 2 * mm), para("; ".join(late), SMALL)]
    title = translate("print", "Final standings") if final else translate("print", "Standings")
    build_pdf(out, title=title, subtitle=event_name, story=story, landscape=True, meta=meta)


def reached_text(reached: str) -> str:
    """How far a player went in the top cut (`swiss_final.FinalRow.reached`), as the sheet
    says it: Winner, Final, Semi-final, Quarter-final, Round of 16/32; "" outside the cut."""
    if not reached:
        return ""
    words = {"champion": translate("print", "Winner"), "final": translate("print", "Final"),
             "semi": translate("print", "Semi-final"),
             "quarter": translate("print", "Quarter-final")}
    if reached in words:
        return words[reached]
    return translate("print", "Round of {0}").format(reached[1:])


def column_widths(header: Sequence[str], rows: Sequence[Sequence[str]], total: float, *,
                  stretch: int, size: float) -> list[float]:
    """Each column as wide as its widest text, the head in bold included (a translated head
    such as "В-П-Н" ran into the next one with fixed widths), plus the cell padding; the
    ``stretch`` column takes what is left of ``total``."""
    pad = 2 * 6 + 2  # the table's left and right padding, and a little air
    widths = []
    for col, head in enumerate(header):
        cells = set() if col == stretch else {r[col] for r in rows}  # few distinct values
        font = _font_for(list(cells))
        text = max((text_width(c, font, size) for c in cells), default=0.0)
        widest = max(text, text_width(head, FONT_SANS_BOLD, size)) + pad
        widths.append(min(widest, total * 0.25))
    widths[stretch] = max(total - sum(widths) + widths[stretch], 30 * mm)
    return widths


class BracketTree(Flowable):
    """CG-M3: the bracket as a tree, one column per round and the winner last: each match a
    box of two lines (seed, name, games won), the winner of a played match in bold on a
    tinted line, lines joining each match to the one its winner plays next."""

    def __init__(self, bracket: swiss.Bracket, width: float, height: float) -> None:
        super().__init__()
        self.bracket, self.width, self.height = bracket, width, height

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width, self.height = min(self.width, avail_width), min(self.height, avail_height)
        return self.width, self.height

    def draw(self) -> None:
        c = self.canv
        rounds = self.bracket.matches
        columns = len(rounds) + 1
        col_w = self.width / columns
        gap = min(8 * mm, col_w * 0.15)
        box_w = col_w - gap
        title_h = 7 * mm
        body_h = self.height - title_h
        first = max(len(rounds[0]), 1)
        line_h = min(6.5 * mm, body_h / first / 2.6)
        size = max(5.5, min(10.0, line_h * 0.62))
        centres: list[list[float]] = []
        for r, matches in enumerate(rounds):
            x = r * col_w
            draw_text(c, x, self.height - title_h + 2 * mm,
                      cut_round_name(2 * len(matches)), FONT_SANS_BOLD, size + 1)
            slot = body_h / len(matches)
            ys = [body_h - (i + 0.5) * slot for i in range(len(matches))]
            centres.append(ys)
            for i, (m, y) in enumerate(zip(matches, ys, strict=True)):
                self._match(x, y, box_w, line_h, size, m)
                if r:
                    self._join(centres[r - 1], x, y, gap, i)
        x = len(rounds) * col_w
        draw_text(c, x, self.height - title_h + 2 * mm, translate("print", "Winner"),
                  FONT_SANS_BOLD, size + 1)
        y = centres[-1][0]
        c.setStrokeColor(ACCENT)
        c.setLineWidth(1.2)
        c.line(x - gap, y, x, y)
        c.rect(x, y - line_h / 2, box_w, line_h, stroke=1, fill=0)
        draw_text(c, x + 1.5 * mm, y - size * 0.35, self.bracket.champion or "", FONT_SANS_BOLD,
                  size)

    def _match(self, x: float, y: float, w: float, line_h: float, size: float,
               m: swiss.BracketMatch) -> None:
        c = self.canv
        games = m.score.split("-") if m.score else ["", ""]
        lines = ((m.a_seed, m.a, games[0], m.winner == "a"),
                 (m.b_seed, m.b, games[1], m.winner == "b"))
        for k, (seed, name, won, winner) in enumerate(lines):
            top = y + line_h - k * line_h
            if winner:
                c.setFillColor(ZEBRA)
                c.rect(x, top - line_h, w, line_h, stroke=0, fill=1)
            c.setFillColor(INK if winner or not m.winner else MUTED)
            base = top - line_h / 2 - size * 0.35
            font = FONT_SANS_BOLD if winner else FONT_SANS
            draw_text(c, x + 1.5 * mm, base, "" if seed is None else str(seed), FONT_SANS,
                      size * 0.85)
            draw_text(c, x + 7 * mm, base, _fit(name or "…", font, size, w - 15 * mm), font,
                      size)
            draw_text(c, x + w - 1.5 * mm, base, won, font, size, align="right")
        c.setFillColor(INK)
        c.setStrokeColor(RULE)
        c.setLineWidth(0.6)
        c.rect(x, y - line_h, w, 2 * line_h, stroke=1, fill=0)
        c.line(x, y, x + w, y)

    def _join(self, earlier: list[float], x: float, y: float, gap: float, index: int) -> None:
        """Lines from the two matches whose winners meet here."""
        c = self.canv
        c.setStrokeColor(RULE)
        c.setLineWidth(0.8)
        mid = x - gap / 2
        for feeder in (earlier[2 * index], earlier[2 * index + 1]):
            c.line(x - gap, feeder, mid, feeder)
            c.line(mid, feeder, mid, y)
        c.line(mid, y, x, y)


def _fit(text: str, font: str, size: float, width: float) -> str:
    """The text cut with "…" to fit ``width`` (a long name in a 32-player bracket)."""
    if text_width(text, font, size) <= width:
        return text
    while text and text_width(text + "…", font, size) > width:
        text = text[:-1]
    return text + "…"


def render_bracket(out: Path | BinaryIO, *, event_name: str, bracket: swiss.Bracket | None,
                   meta: DocMeta) -> None:
    """The top-cut bracket as a tree (CG-M3): seeds, names, games won, the winner marked."""
    story: list[Flowable] = []
    if bracket is None or not bracket.matches:
        story.append(para(translate("print", "The top cut has not started.")))
    else:
        story.append(BracketTree(bracket, frame_width(True), frame_height(True) - 40 * mm))
        if bracket.champion:
            story.append(para(translate("print", "Winner: {0}").format(bracket.champion), HEADING))
    build_pdf(out, title=translate("print", "Top cut bracket"), subtitle=event_name, story=story,
              landscape=True, meta=meta)


# ----------------------------------------------------------------------------- registry


def print_pairings(store: Store, event_id: int, out: Path | BinaryIO, *,
                   number: int | None = None) -> None:
    """Round ``number`` (``tdesk print … --round N``), the latest when None."""
    name, meta = _meta(store, event_id)
    render_pairings(out, event_name=name, info=_round(store, event_id, number), meta=meta)


def print_pairings_by_name(store: Store, event_id: int, out: Path | BinaryIO, *,
                           number: int | None = None) -> None:
    """Round ``number`` (``tdesk print … --round N``), the latest when None."""
    name, meta = _meta(store, event_id)
    render_pairings_by_name(out, event_name=name, info=_round(store, event_id, number), meta=meta)


def print_result_slips(store: Store, event_id: int, out: Path | BinaryIO, *,
                       number: int | None = None) -> None:
    """Round ``number`` (``tdesk print … --round N``), the latest when None."""
    name, meta = _meta(store, event_id)
    info = _round(store, event_id, number)
    render_result_slips(out, event_name=name, info=info, meta=meta,
                        extra=extra_minutes(store, event_id, info.number),
                        losses=penalties.losses_for_round(store, event_id, info.number))


def extra_minutes(store: Store, event_id: int, number: int) -> dict[int, int]:
    """{table: minutes in all} of round ``number``'s extended tables (CG-R2, issue 24)."""
    return {n.table: n.minutes for n in judge_calls.extension_notes(store, event_id, number)}


def extension_note(table: int, minutes: int) -> str:
    """CG-R4 on the slip: "Table 12: +4 min"; "" for a table without extra time."""
    if not minutes:
        return ""
    return translate("print", "Table {0}: +{1} min").format(table, minutes)


def print_standings(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    name, meta = _meta(store, event_id)
    render_standings(out, event_name=name, rows=swiss.final_rows(store, event_id),
                     rounds_played=len(swiss.rounds(store, event_id, "swiss")), meta=meta)


def print_bracket(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    name, meta = _meta(store, event_id)
    render_bracket(out, event_name=name, bracket=swiss.bracket(store, event_id), meta=meta)
