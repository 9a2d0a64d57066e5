"""Tables and the Store. Importing this package registers every table on SQLModel.metadata."""

from tdesk.models import bounties as bounties  # knockouts with the busts (issue 23)
from tdesk.models import clock as clock  # level clocks, structure templates (issue 3)
from tdesk.models import decklists as decklists  # decklists and deck checks (issue 24)
from tdesk.models import flights as flights  # flights of an event and their bags (issue 23)
from tdesk.models import hand_for_hand as hand_for_hand  # the hand-for-hand phase (issue 23)
from tdesk.models import judge_calls as judge_calls  # judge calls, time extensions (issue 24)
from tdesk.models import league as league  # heads-up league seasons (issue 13)
from tdesk.models import money as money  # payments, payouts, chip counts, deals (issue 14)
from tdesk.models import ofc as ofc  # OFC hand history (issue 5)
from tdesk.models import penalties as penalties  # penalty log (issue 6)
from tdesk.models import phone_reports as phone_reports  # players report from phones (issue 25)
from tdesk.models import ratings as ratings  # ratings per person per game (issue 26)
from tdesk.models import seating as seating  # tables, seats, pending plan (issue 4)
from tdesk.models import series as series  # series of events, their points (issue 26)
from tdesk.models import staff_pins as staff_pins  # floor staff PINs for tablets (issue 39)
from tdesk.models import swiss as swiss  # Swiss rounds and match results (issue 12)
from tdesk.models.tables import AuditLog, Entry, EntryStatus, Event, EventKind, Meta, Player

__all__ = ["AuditLog", "Entry", "EntryStatus", "Event", "EventKind", "Meta", "Player"]
