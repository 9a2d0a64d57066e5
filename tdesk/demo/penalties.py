"""Demo data for the penalty log: a judge's log in the Swiss event, poker sit-outs and an
OFC-X1 penalty."""

from __future__ import annotations

from sqlmodel import select

from tdesk.models.store import Store
from tdesk.models.tables import Entry, Player
from tdesk.services.penalties.actions import end_match, issue_penalty, rescind_penalty, set_served
from tdesk.services.penalties.values import PenaltyRequest


def demo_penalties(store: Store, events: dict[str, int]) -> None:
    """Demo data: a realistic judge's log in the Swiss event (a PEN-3 raise, an accumulation,
    a rescinded penalty, a disqualification without prizes), sit-outs in the poker event and an
    OFC-X1 penalty. Deterministic: players are taken by their place in the name order."""
    swiss = events.get("swiss")
    if swiss is not None:
        _demo_swiss(store, swiss)
    poker = events.get("poker")
    if poker is not None:
        names = _demo_entries(store, poker)
        issue_penalty(store, poker, PenaltyRequest(names[3], "one_round", infraction="language",
                                               judge="Pär Lindqvist", players_at_table=9))
        ids = issue_penalty(store, poker, PenaltyRequest(
            names[11], "two_rounds", infraction="soft-play", judge="Pär Lindqvist",
            players_at_table=7))
        set_served(store, ids[0], 14)
        issue_penalty(store, poker, PenaltyRequest(names[11], "two_rounds", infraction="soft-play",
                                               judge="Pär Lindqvist", players_at_table=7,
                                               notes="Second soft play with the same player."))
        issue_penalty(store, poker, PenaltyRequest(names[20], "warning",
                                               infraction="electronic-device", judge="Elsa Ström"))
    ofc = events.get("ofc")
    if ofc is not None:
        names = _demo_entries(store, ofc)
        issue_penalty(store, ofc, PenaltyRequest(names[2], "exposed_card",
                                                 infraction="exposed-card", judge="Floor",
                                                 opponents=3, hand=4))


def _demo_entries(store: Store, event_id: int) -> list[int]:
    with store.read() as session:
        rows = session.exec(
            select(Entry.id, Player.name).join(Player, Player.id == Entry.player_id)
            .where(Entry.event_id == event_id).order_by(Player.name)
        ).all()
    return [int(entry_id) for entry_id, _name in rows if entry_id is not None]


def _demo_swiss(store: Store, ev: int) -> None:
    p = _demo_entries(store, ev)
    judge, head = "Сергей Волков", "Ольга Лебедева"
    plan = [
        (p[0], "remark", "unsporting-minor", 1, judge),
        (p[1], "warning", "tardiness", 1, head),
        (p[0], "remark", "unsporting-minor", 2, judge),  # PEN-3: raised to Warning
        (p[4], "warning", "slow-play", 2, judge),
        (p[4], "warning", "insufficient-shuffling", 2, head),
        (p[4], "warning", "marked-cards", 2, judge),
        (p[7], "game_loss", "drawing-extra-cards", 3, head),
        (p[9], "warning", "slow-play", 3, judge),
        (p[9], "warning", "slow-play", 3, judge),  # PEN-3: Game loss + Warning
        (p[12], "match_loss", "outside-assistance", 3, head),
        (p[15], "disqualification_no_prizes", "bribery", 3, head),
    ]
    for n, (entry, penalty, code, rnd, who) in enumerate(plan):
        ids = issue_penalty(store, ev, PenaltyRequest(entry, penalty, infraction=code, judge=who,
                                                      round=rnd))
        if n == 3:
            end_match(store, ev, round=2)  # nothing yet: only one warning for p[4]
        if n == 5:
            end_match(store, ev, round=2)  # p[4]: three warnings -> Game loss (PEN-4)
        if n == 6:
            rescind_penalty(store, ids[0], by=head,
                            why="The extra card was drawn by the opponent's effect.")
