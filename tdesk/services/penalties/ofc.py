"""OFC point penalties in the log (OFC-X1..X3): pending and applied ones, and the marks of
an applied hand written to the log inside the calculator's action."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlmodel import Session

from tdesk.errors import ConflictError
from tdesk.models.penalties import PenaltyRecord
from tdesk.models.store import Store
from tdesk.models.tables import utcnow
from tdesk.rules import penalties as rules
from tdesk.rules.penalties import OfcOffence
from tdesk.services.penalties.reads import list_penalties
from tdesk.services.penalties.rows import _records
from tdesk.services.penalties.values import PenaltyRow, load_infractions
from tdesk.timefmt import local_text


def ofc_penalties(store: Store, event_id: int, hand: int | None = None) -> list[PenaltyRow]:
    """OFC-X1..X3 penalties (not rescinded); ``hand`` filters by hand number (the hand that
    applied it, or the number the judge noted on a pending one)."""
    rows = [r for r in list_penalties(store, event_id, include_rescinded=False)
            if r.ladder == "ofc"]
    if hand is not None:
        rows = [r for r in rows if r.details.get("hand") == hand]
    return rows


def pending_ofc_penalties(store: Store, event_id: int) -> dict[int, list[PenaltyRow]]:
    """{entry_id: OFC penalties not yet applied with a hand}, oldest first: the calculator
    marks them on the player's next hand, and applying that hand links them to it."""
    out: dict[int, list[PenaltyRow]] = {}
    for row in ofc_penalties(store, event_id):
        if row.ofc_pending:
            out.setdefault(row.entry_id, []).append(row)
    return out


def hand_penalties(store: Store, event_id: int, hand_id: int) -> list[PenaltyRow]:
    """The OFC penalties the stored hand ``hand_id`` applied, in log order."""
    return [r for r in list_penalties(store, event_id) if r.ofc_hand_id == hand_id]


@dataclass(frozen=True)
class OfcBoardMarks:
    """The penalty marks one board of an applied OFC hand carries (OFC-X1..X3)."""

    entry_id: int
    name: str
    missed: bool = False
    clock_foul: bool = False
    exposed: int = 0

    def offences(self) -> dict[OfcOffence, int]:
        """How many penalties of each kind the board stands for; a missed hand has no board,
        so a clock foul or an exposed card cannot go with it (OFC-X2)."""
        if self.missed:
            return {OfcOffence.MISSED_HAND: 1}
        return {OfcOffence.CLOCK: int(self.clock_foul), OfcOffence.EXPOSED_CARD: self.exposed}


def _ofc_values(offence: OfcOffence, offender: int, opponents: Sequence[int], hand: int
                ) -> dict[str, Any]:
    """The points part of an OFC row for a hand actually played (opponents: the other players
    active in it)."""
    if opponents:
        ofc = rules.ofc_penalty(offence, str(offender), [str(o) for o in opponents])
        explanation, total, each = ofc.explanation, ofc.total, ofc.points_each
        absent, fouls = ofc.absent, ofc.fouls_hand
    else:  # everyone else missed the hand: nobody to pay
        explanation, total = f"no other active player in the hand: nothing paid ({offence.rule})", 0
        each, absent = 0, offence == OfcOffence.MISSED_HAND
        fouls = offence == OfcOffence.CLOCK
    return {"points": total, "explanation": f"{explanation}; OFC hand {hand}",
            "details": {"opponents": len(opponents), "points_each": each, "absent": absent,
                        "fouls_hand": fouls, "hand": hand}}


def record_ofc_hand(session: Session, event_id: int, hand_id: int, number: int,
                    boards: Sequence[OfcBoardMarks], judge: str) -> list[int]:
    """Inside the OFC calculator's ``apply_hand`` action: make the log match the hand's marks.

    Each mark is matched with a pending log penalty of the same kind for that player (issued
    in the Penalties tab before the hand was applied), which is then linked to the hand with
    the points actually paid; a mark with no pending penalty gets a new row (judge: the staff
    applying the hand). A pending penalty the board does not carry is refused: the log and
    the hand must agree. Returns the ids linked or written.
    """
    infractions = {inf.penalty: inf for inf in load_infractions("ofc").values()}
    pending: dict[int, list[PenaltyRecord]] = {}
    for rec in _records(session, event_id):
        if rec.ladder == "ofc" and rec.ofc_hand_id is None and not rec.rescinded:
            pending.setdefault(rec.entry_id, []).append(rec)
    active = [b.entry_id for b in boards if not b.missed]
    now = utcnow()
    ids: list[int] = []
    for board in boards:
        mine = pending.pop(board.entry_id, [])
        opponents = [e for e in active if e != board.entry_id]
        wanted = board.offences()
        for rec in mine:
            offence = OfcOffence(rec.penalty)
            if wanted.get(offence, 0) <= 0:
                raise ConflictError(
                    f"{board.name} has a penalty in the log that the board does not carry: "
                    f"{offence.label} ({offence.rule}), issued {local_text(rec.given_at, '%H:%M')}"
                    f"{' by ' + rec.judge if rec.judge else ''}. Mark it on the board, or "
                    "rescind it in the Penalties tab first.")
            wanted[offence] -= 1
            values = _ofc_values(offence, board.entry_id, opponents, number)
            rec.ofc_hand_id = hand_id
            rec.points = values["points"]
            rec.explanation = values["explanation"]
            rec.details = {**rec.details, **values["details"],
                           "opponents_when_issued": rec.details.get("opponents")}
            session.add(rec)
            assert rec.id is not None
            ids.append(rec.id)
        for offence, count in wanted.items():
            for _ in range(count):
                inf = infractions.get(offence.value)
                clock = offence == OfcOffence.CLOCK  # the calculator cannot tell which X3 case
                values = _ofc_values(offence, board.entry_id, opponents, number)
                rec = PenaltyRecord(
                    event_id=event_id, entry_id=board.entry_id, ladder="ofc",
                    penalty=offence.value,
                    reason=offence.label if clock or inf is None else inf.reason,
                    infraction="" if clock or inf is None else inf.code,
                    judge=" ".join(judge.split()), rule=offence.rule,
                    notes="Marked in the OFC calculator", recommended=offence.value,
                    given_at=now, ofc_hand_id=hand_id, **values)
                session.add(rec)
                session.flush()
                assert rec.id is not None
                ids.append(rec.id)
    return ids
