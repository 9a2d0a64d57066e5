"""What the OFC calculator shows for a scored hand, as HTML: the pairwise breakdown, the nets,
the settlement steps in position order (OFC-S3, OFC-S4), the stacks and who is out.

Its words keep the calculator tab's context ("OfcTab"), so the translations made for the tab
read here unchanged.
"""

from __future__ import annotations

import html

from tdesk.i18n import translate
from tdesk.locale_format import chips, points
from tdesk.rules.ofc import MAX_BOARDS, PairBreakdown, Transaction
from tdesk.services.ofc.ofc import HandResult


def result_html(r: HandResult) -> str:
    """The breakdown, nets, settlement steps, stacks and busts as HTML."""
    e = html.escape
    name = r.name
    pairs_title = translate("OfcTab", "Pairs (points the first wins from the second)")
    t_net = translate("OfcTab", "Net")
    t_chips_a_point = translate("OfcTab", "chips a point")
    settlement_title = translate("OfcTab", "Settlement in position order")
    t_nothing_owed = translate("OfcTab", "nothing owed")
    t_of = translate("OfcTab", "of")
    t_stacks = translate("OfcTab", "Stacks")
    t_eliminated = translate("OfcTab", "Eliminated")
    t_place = translate("OfcTab", "place %1")
    heads = [translate("OfcTab", "pair"), translate("OfcTab", "top"),
             translate("OfcTab", "middle"), translate("OfcTab", "bottom"),
             translate("OfcTab", "scoop"), translate("OfcTab", "royalties"),
             translate("OfcTab", "penalties"), translate("OfcTab", "total")]
    out = [f"<h3>{e(pairs_title)}</h3>",
           "<table cellspacing='0' cellpadding='3' border='1' width='100%'><tr>"]
    out += [f"<th>{e(h)}</th>" for h in heads]
    out.append("</tr>")
    for p in r.score.pairs:
        note = pair_note(r, p)
        cells = [f"{e(name(p.a))} – {e(name(p.b))}"
                 + (f"<br/><small>{e(note)}</small>" if note else "")]
        cells += [f"{row.winner:+d}" if row.a is not None or row.b is not None else "·"
                  for row in p.rows]
        cells += [f"{p.scoop:+d}", f"{p.a_royalties}−{p.b_royalties} = {p.royalties:+d}",
                  f"{p.penalties:+d}", f"<b>{p.total:+d}</b>"]
        out.append("<tr>" + "".join(
            f"<td{'' if k == 0 else ' align=center'}>{c}</td>" for k, c in enumerate(cells)
        ) + "</tr>")
    out.append("</table>")
    out.append(f"<h3>{e(t_net)} · {chips(r.point_value)} "
               f"{e(t_chips_a_point)}</h3><table cellpadding='2'>")
    for pid, pts in r.score.net.items():
        out.append(f"<tr><td>{e(name(pid))}</td><td align='right'>{points(pts)}</td>"
                   f"<td align='right'>{points(r.net_chips[pid])}</td></tr>")
    out.append("</table>")
    out.append(f"<h3>{e(settlement_title)}</h3><ol>")
    for t in r.settlement.steps:
        if t.payer is None or t.payee is None:
            text = f"{name(t.first)} – {name(t.second)}: {t_nothing_owed}"
        elif t.paid == 0:
            text = (translate("OfcTab", "%1 owes %2 %3").replace("%1", name(t.payer))
                    .replace("%2", name(t.payee)).replace("%3", chips(t.owed))
                    + f" — {step_note(r, t)}")
        else:
            text = (f"{name(t.payer)} → {name(t.payee)}: {chips(t.paid)}"
                    + (f" {t_of} {chips(t.owed)}" if t.paid != t.owed else "")
                    + f" — {step_note(r, t)}")
        out.append(f"<li>{e(text)}</li>")
    out.append(f"</ol><h3>{e(t_stacks)}</h3><table cellpadding='2'>")
    s = r.settlement
    for pid in s.began:
        change = s.stacks[pid] - s.began[pid]
        out.append(f"<tr><td>{e(name(pid))}</td><td align='right'>{chips(s.began[pid])}</td>"
                   f"<td>→</td><td align='right'><b>{chips(s.stacks[pid])}</b></td>"
                   f"<td align='right'>({points(change)})</td></tr>")
    out.append("</table>")
    if s.eliminated:
        out.append(f"<h3>{e(t_eliminated)}</h3><ul>")
        for pid in reversed(s.eliminated):
            place = r.places.get(pid)
            out.append(f"<li>{e(name(pid))}: {e(t_place.replace('%1', str(place)))}"
                       "</li>")
        out.append("</ul>")
    boards_with_cards = [b for b in r.score.boards if b.hand is not None]
    if len(r.score.boards) == MAX_BOARDS and len(boards_with_cards) == MAX_BOARDS:
        unused = r.score.unused_cards
        note = (translate("OfcTab", "All 52 cards are on the boards.") if not unused else
                translate("OfcTab", "Cards on no board: %1")
                .replace("%1", " ".join(map(str, unused))))
        out.append(f"<p>{e(note)}</p>")
    return "".join(out)


def pair_note(r: HandResult, p: PairBreakdown) -> str:
    boards = {b.player: b for b in r.score.boards}
    missed = [x for x in (p.a, p.b) if boards[x].missed]
    if missed:
        return translate("OfcTab", "%1 missed the hand: penalty only (OFC-X2)").replace(
            "%1", " & ".join(r.name(x) for x in missed))
    if len(p.fouled) == 2:
        return translate("OfcTab", "both fouled: no points (OFC-P3)")
    if p.fouled:
        return translate("OfcTab", "%1 fouled: pays 6 plus royalties (OFC-P3)").replace(
            "%1", r.name(p.fouled[0]))
    if p.scoop:
        return translate("OfcTab", "scoop (OFC-P2)")
    return ""


def step_note(r: HandResult, t: Transaction) -> str:
    who = r.name(t.limited_by) if t.limited_by else ""
    if t.kind == "skipped-out":
        text = translate("OfcTab", "skipped: %1 is out (OFC-S4)").replace("%1", who)
    elif t.kind == "skipped-cap":
        text = translate("OfcTab", "skipped: %1's cap is used up (OFC-S3)").replace("%1", who)
    elif t.kind == "capped":
        text = translate("OfcTab", "stopped by %1's cap (OFC-S3)").replace("%1", who)
    else:
        text = translate("OfcTab", "paid in full")
    if t.busted:
        text += " · " + translate("OfcTab", "%1 is eliminated (OFC-S4)").replace(
            "%1", r.name(t.busted))
    return text
