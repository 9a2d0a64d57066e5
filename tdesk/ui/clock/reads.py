"""The tables the clock views read (issue 22): the Clock tabs, the projector and the league
board refresh only when the change record touches these, in the event they show.

Composed from the declarations of the service reads (``services.table_reads``, issue 38), and
kept apart from the views so that each of them, and the wall windows that import one another,
can name them without an import circle.
"""

from tdesk.services.clock import get_clock
from tdesk.services.money.money import display_summary
from tdesk.services.money.satellites import satellite_info
from tdesk.services.planner import plan_event
from tdesk.services.table_reads import reads_of

CLOCK_READS = reads_of(get_clock)
"""The clock, its structure and counts, and whether the event is over."""

MONEY_READS = reads_of(display_summary)
"""What ``ui.money.summary.summary_for`` reads (prize pool, pay jumps, chip leader)."""

SATELLITE_READS = reads_of(satellite_info)
"""What a satellite's lines read: the seats it gives (``ui.money.satellite_lines``)."""

PLAN_READS = reads_of(plan_event)
"""What the expected end reads as the event goes on (issue 37; the calibration is read once
per event, or every ten minutes, never for a change)."""
