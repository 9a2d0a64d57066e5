"""Which parts of the clock each event kind shows, on the Clock tab and on the projector.

A poker or OFC clock runs levels (blinds or points, breaks, chip counts, a called clock). A
card-game Swiss round is one timed round, with no amounts, no next level, no stacks; a
heads-up league plays its games elsewhere (HU-B1 on the host site) and has its own clock
tab. A kind that gets its own clock (a Swiss round timer, a league schedule board) adds or
changes one line here, and the projector's window for a kind is one line in ``BOARDS``.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class ClockPanels:
    amounts: bool = True  # blinds / ante or points per point, and the break notes
    next_level: bool = True  # NEXT LEVEL cell, "Next:" line
    next_break: bool = True  # NEXT BREAK cell, "Break in" line
    players: bool = True  # PLAYERS cell
    average: bool = True  # AVG STACK cell
    structure: bool = True  # the level table under the clock
    counts: bool = True  # entries / players left / chips in play
    call: bool = True  # call the clock (TDA-C1, OFC-X3)
    chip_race: bool = True  # colour-up chip race


LEVELS = ClockPanels()
ROUND_TIMER = ClockPanels(amounts=False, next_level=False, next_break=False, players=True,
                          average=False, structure=False, counts=False, call=False,
                          chip_race=False)

PANELS: dict[str, ClockPanels] = {
    "poker": LEVELS,
    "ofc": ClockPanels(chip_race=False),
    "swiss": ROUND_TIMER,
    "league": ClockPanels(amounts=False, next_level=False, next_break=False, players=False,
                          average=False, structure=False, counts=False, call=False,
                          chip_race=False),
}

# "module:function" making the wall window for a kind with its own board, from an AppContext
# on the event: ``function(ctx) -> QWidget``. Kinds not listed use the level projector.
BOARDS: dict[str, str] = {
    "league": "tdesk.ui.wall.projector:league_board",
}


def panels_for(kind: str) -> ClockPanels:
    return PANELS.get(kind, LEVELS)
