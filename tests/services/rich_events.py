"""Events with every extra a view can show, for the checks of what a read reads (issue 38).

A plain event never touches the tables of the extras (a flight, bounties, hand-for-hand,
decklists, judge calls, a cut, an OFC history), so a read that forgot one of them in its
declaration only shows on events like these. ``rich_events(store)`` builds one of each kind,
small enough for a test, through the services and the demo's hooks.
"""

from __future__ import annotations

from dataclasses import dataclass

from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, import_players


@dataclass(frozen=True)
class RichEvents:
    parent: int  # the whole poker event of the flight below
    flight: int  # Day 1A: bounties, knockouts, hand-for-hand under way
    ofc: int
    league: int
    swiss: int
    swiss_over: int  # one Swiss round, no cut, every result in, its clock running
    swiss_final: int  # one Swiss round and a top cut of four, played

    @property
    def ids(self) -> tuple[int, ...]:
        return (self.parent, self.flight, self.ofc, self.league, self.swiss, self.swiss_over,
                self.swiss_final)


def flight_with_extras(store: Store, parent: int) -> int:
    """Day 1A of ``parent``, with progressive bounties, knockouts recorded and hand-for-hand
    under way (a hand dealt): the tables a plain event never touches are read."""
    from tdesk.rules.money import bounties as rb
    from tdesk.services.money import bounties, money
    from tdesk.services.players import list_entries
    from tdesk.services.seating import flights, seating
    from tdesk.services.seating import hand_for_hand as hfh

    money.set_terms(store, parent, {"buy_in": 100, "bounty": 50})
    money.set_payout(store, parent, money.load_template("top3"))
    flight = flights.create_flight(store, parent, "Main Event Day 1A")
    import_players(store, flight, [PlayerFields(name=f"Player {n}") for n in range(1, 9)])
    money.take_entries(store, flight, [r.entry_id for r in list_entries(store, flight)])
    bounties.set_format(store, flight, rb.format_to_data(rb.progressive()))
    seating.draw_seats(store, flight, seed=3)
    for table in seating.room(store, flight).tables:  # two knocked out at each table
        first, second, winner, *_ = table.players
        for out in (first, second):
            seating.bust_players(store, flight, [out.entry_id],
                                 eliminators={out.entry_id: [winner.entry_id]})
    hfh.start(store, flight)
    hfh.next_hand(store, flight)
    assert bounties.bounty_ledger(store, flight) is not None and hfh.status(store, flight).active
    return flight


def finished_swiss(store: Store, event_id: int, cut: bool) -> None:
    """Round 1 played out, its clock started first, then (``cut``) the final of two played:
    the event is over, read by the Swiss round or by the bracket."""
    from tdesk.rules.levels import clock as rc
    from tdesk.services.clock import clock_action
    from tdesk.services.swiss.cut import pair_next_bracket_round, start_top_cut
    from tdesk.services.swiss.pairing import pair_next_round
    from tdesk.services.swiss.scores import record_result

    clock_action(store, event_id, rc.Op(rc.Action.START))
    info = pair_next_round(store, event_id, seed=7)
    for table in info.tables:
        if not table.done:
            record_result(store, event_id, 1, table.table, "2-0")
    if cut:
        info = start_top_cut(store, event_id)
        while True:
            for table in info.tables:
                record_result(store, event_id, info.number, table.table, "2-1")
            if info.is_final:
                break
            info = pair_next_bracket_round(store, event_id)


def rich_events(store: Store) -> RichEvents:
    """One event of each kind with its extras: a poker flight (above), an OFC event with its
    tutorial hands, a league season two rounds in, a Swiss event with decklists, a deck check,
    results and a judge call with extra time."""
    from tdesk.demo.decklists import demo_deck_check, demo_decklists
    from tdesk.demo.judge_calls import demo_judge_calls
    from tdesk.demo.league import demo_league
    from tdesk.demo.swiss import demo_swiss
    from tdesk.services.clock import demo_clocks
    from tdesk.services.ofc.ofc import demo_hook as demo_ofc
    from tdesk.services.seating import seating

    def event(name: str, kind: str, players: int, **settings: object) -> int:
        event_id = create_event(store, name, kind, settings=dict(settings))
        if players:
            import_players(store, event_id, [PlayerFields(name=f"{name} {n}", rating=1500 + n)
                                             for n in range(1, players + 1)])
        return event_id

    parent = event("Main Event", "poker", 0, seats_per_table=4, hand_for_hand_from=1,
                   flight_stop_players=2)
    flight = flight_with_extras(store, parent)
    ofc = event("OFC", "ofc", 6)
    seating.draw_seats(store, ofc, seed=1)
    league = event("League", "league", 8)
    swiss = event("Swiss", "swiss", 8)
    events = {"ofc": ofc, "league": league, "swiss": swiss}
    for hook in (demo_ofc, demo_clocks, demo_league, demo_decklists, demo_swiss,
                 demo_judge_calls, demo_deck_check):
        hook(store, events)
    swiss_over = event("Swiss over", "swiss", 4, rounds=1, top_cut=0)
    finished_swiss(store, swiss_over, cut=False)
    swiss_final = event("Swiss final", "swiss", 4, rounds=1, top_cut=4)
    finished_swiss(store, swiss_final, cut=True)
    return RichEvents(parent=parent, flight=flight, ofc=ofc, league=league, swiss=swiss,
                      swiss_over=swiss_over, swiss_final=swiss_final)
