"""The final order of a Swiss event (CG-M3, issue 36): once the top cut has a result, the
bracket decides the top places and the Swiss standings the rest.

One reading for every place that shows it: the Standings tab, the standings sheet, the results
CSV (`tdesk export results`), the wall screen, the series points, the rating list and the
people's history. Before the cut has a result the places are the Swiss ranks."""

from __future__ import annotations

from dataclasses import dataclass, replace

from tdesk.models.store import Store
from tdesk.rules.money.card_prizes import prize_for
from tdesk.rules.swiss import bracket as bracket_rules
from tdesk.services.swiss.reads import cut_tree, standings
from tdesk.services.swiss.terms import prizes
from tdesk.services.swiss.values import StandingRow
from tdesk.services.table_reads import reads

CHAMPION = "champion"
"""`FinalRow.reached` of the final's winner; otherwise the key of the last bracket round the
player played (`rules.bracket.round_key`: "final", "semi", "quarter", "r16", "r32"), and ""
for a player outside the top cut."""


@dataclass(frozen=True)
class FinalRow:
    """A line of the final standings: the place, the player's Swiss line (points, record,
    tiebreaks) and how far they went in the top cut."""

    place: int
    row: StandingRow
    reached: str
    final: bool = False  # the places are the order after a top-cut result, not Swiss ranks
    prize: str = ""  # CG-Z1: the prize of this place, from the event's prize lines

    @property
    def name(self) -> str:
        return self.row.name


@reads("entry", "event", "penalty", "player", "swiss_match", "swiss_round")
def final_rows(store: Store, event_id: int) -> list[FinalRow]:
    """Every player, best first. After a top-cut result (`decided`): the champion, the
    finalist, then the players by the round they lost in, each group in Swiss order, then
    everybody else in Swiss order, numbered 1, 2, 3, …; before it, the Swiss ranks. Each
    place with its prize (CG-Z1)."""
    lines = prizes(store, event_id)
    return [replace(r, prize=prize_for(lines, r.place)) if lines else r
            for r in _ordered(store, event_id)]


def _ordered(store: Store, event_id: int) -> list[FinalRow]:
    """`final_rows` without the prizes."""
    swiss_rows = standings(store, event_id)
    found = cut_tree(store, event_id)
    if found is None:
        return [FinalRow(r.standing.rank, r, "") for r in swiss_rows]
    tree = found[0]
    reached = _reached(tree)
    if not decided(tree):
        return [FinalRow(r.standing.rank, r, reached.get(str(r.entry_id), ""))
                for r in swiss_rows]
    swiss_order = {str(r.entry_id): i for i, r in enumerate(swiss_rows)}
    depth = {CHAMPION: len(tree.rounds)}
    depth.update({rnd.key: i for i, rnd in enumerate(tree.rounds)})

    def key(r: StandingRow) -> tuple[int, int]:
        player = str(r.entry_id)
        how_far = reached.get(player)
        return (-depth[how_far] if how_far else 1, swiss_order[player])

    ordered = sorted(swiss_rows, key=key)
    return [FinalRow(i, r, reached.get(str(r.entry_id), ""), final=True)
            for i, r in enumerate(ordered, start=1)]


def decided(tree: bracket_rules.Bracket) -> bool:
    """Whether the top cut has a result yet: a later round's side or the champion is known."""
    return tree.champion is not None or any(
        p is not None for rnd in tree.rounds[1:] for s in rnd.slots for p in s.players())


def _reached(tree: bracket_rules.Bracket) -> dict[str, str]:
    """{player: the last round they appear in, or CHAMPION}."""
    out: dict[str, str] = {}
    for rnd in tree.rounds:
        for slot in rnd.slots:
            for player in slot.players():
                if player is not None:
                    out[player] = rnd.key
    if tree.champion is not None:
        out[tree.champion] = CHAMPION
    return out


def final_standings(store: Store, event_id: int) -> list[str]:
    """The names in the final order (`final_rows`)."""
    return [r.name for r in final_rows(store, event_id)]
