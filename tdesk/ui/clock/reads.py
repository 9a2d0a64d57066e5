"""The tables the clock views read (issue 22): the Clock tabs, the projector and the league
board refresh only when the change record touches these, in the event they show.

Kept apart from the views so that each of them, and the wall windows that import one another,
can name them without an import circle.
"""

CLOCK_READS = frozenset({
    "event", "event_clock", "clock_setup", "entry",  # the clock, its structure and counts
    "swiss_round", "swiss_match", "league_round", "league_game",  # whether the event is over
    # the field's figures (``services.field_counts``, issue 35): paid entries, counted stacks
    # and the leader's name, chip races, a Day 2's flights
    "payment", "chip_count", "chip_race", "flight", "player",
})
"""The tables ``services.clock.get_clock`` reads."""

MONEY_READS = frozenset({"event", "money_setup", "payment", "deal", "chip_count", "entry",
                         "player", "chip_race", "flight", "clock_setup"})
"""The tables ``ui.money.summary.summary_for`` reads (prize pool, pay jumps, chip leader)."""
