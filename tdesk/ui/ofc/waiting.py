"""What the calculator says at a table that cannot deal now (OFC-T1, issue 41): one player
left after a hand waits for the pending moves of the Seating tab, named one by one.

Its words keep the calculator's context ("OfcTab"), as ``ofc_result`` does.
"""

from __future__ import annotations

from collections.abc import Iterable

from tdesk.i18n import translate
from tdesk.services.ofc.ofc import OfcPlayer, OfcTable


def waiting_text(table: OfcTable, players: Iterable[OfcPlayer]) -> str:
    """Why the table deals no hand now, and what to do (OFC-T1): one player left before
    the tables are balanced is normal; the calculator waits for the moves."""
    left = [p for p in players if p.active]
    if len(left) == 1:
        won = translate("OfcTab", "%1 has won the event: no more hands.")
        return won.replace("%1", left[0].name)
    move = translate("OfcTab", "%1: table %2 seat %3 → table %4 seat %5")
    moves = "; ".join(
        move.replace("%1", m.name).replace("%2", str(m.from_table))
        .replace("%3", str(m.from_seat)).replace("%4", str(m.to_table))
        .replace("%5", str(m.to_seat)) for m in table.moves)
    name = table.players[0][1] if table.players else ""
    if len(table.players) != 1:
        text = translate("OfcTab", "Table %1 cannot deal with %2 players (OFC-T1): make the "
                                   "pending moves in the Seating tab.")
        text = text.replace("%2", str(len(table.players)))
    elif moves:
        text = translate("OfcTab", "Table %1 has one player, %2: move them. The calculator "
                                   "waits for the pending moves (Seating tab): %3")
        text = text.replace("%3", moves)
    elif table.needs_button:
        text = translate("OfcTab", "Table %1 has one player, %2: set the button at table(s) %3 "
                                   "in the Seating tab, so the balancing moves can be made.")
        text = text.replace("%3", ", ".join(str(n) for n in table.needs_button))
    else:
        text = translate("OfcTab", "Table %1 has one player, %2: move them (Seating tab).")
    return text.replace("%1", str(table.number)).replace("%2", name)
