"""The penalty log: issue, preview, rescind and query penalties (PEN-1..6, PEN-P1..P2, OFC-X).

Each public action is one floor action (one transaction, one audit row, undoable). Queries
return frozen rows. The ladder comes from the event kind: card-game Swiss events use the CCG
ladder, poker the floor ladder, OFC the point penalties; a heads-up league uses the CCG ladder
for its admin decisions.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Row, String, cast
from sqlmodel import Session, select

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.penalties import PenaltyRecord
from tdesk.models.store import Store
from tdesk.models.tables import Entry, EntryStatus, Event, Player, utcnow
from tdesk.paths import resource
from tdesk.rules import penalties as rules
from tdesk.rules.penalties import (
    EnforcementLevel,
    Infraction,
    Moment,
    OfcOffence,
    Penalty,
    PenaltyCounts,
    PlayerStatus,
    PokerPenalty,
    PokerSanction,
    Severity,
)
from tdesk.rules.seating_types import DEFAULT_SEATS, MAX_SEATS, MIN_SEATS, OFC_TABLE_SEATS
from tdesk.services import validate
from tdesk.timefmt import local_text

LADDERS = {"swiss": "ccg", "league": "ccg", "poker": "poker", "ofc": "ofc"}


def ladder_for(kind: str) -> str:
    """"ccg", "poker" or "ofc": how penalties of this event kind read."""
    return LADDERS.get(kind, "ccg")


def load_infractions(kind: str) -> dict[str, Infraction]:
    """The shipped infraction list for an event kind ({code: Infraction}, in file order)."""
    ladder = ladder_for(kind)
    path = resource("infractions", f"{ladder}.toml")
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise NotFoundError(f"Infraction list {path} cannot be read: {exc.strerror}.") from exc
    try:
        return rules.parse_infractions(text, source=path.name)
    except ValueError as exc:
        raise InputError("Infraction list", path.name, str(exc)) from exc


def penalty_choices(kind: str) -> list[tuple[str, str]]:
    """(value, label) of every penalty the ladder offers, weakest first."""
    ladder = ladder_for(kind)
    if ladder == "poker":
        return [(p.name.lower(), p.label) for p in PokerPenalty]
    if ladder == "ofc":
        return [(o.value, o.label) for o in OfcOffence]
    return [(s.name.lower(), s.label) for s in Severity]


def penalty_label(ladder: str, value: str) -> str:
    try:
        if ladder == "poker":
            return PokerPenalty.parse(value).label
        if ladder == "ofc":
            return OfcOffence(value).label
        return Severity.parse(value).label
    except ValueError:
        return value


# ---------------------------------------------------------------------------- requests


@dataclass(frozen=True)
class PenaltyRequest:
    """What the judge fills in. ``penalty`` is a ladder value ("warning", "two_rounds",
    "exposed_card"); ``reason`` defaults to the infraction's reason text."""

    entry_id: int
    penalty: str
    reason: str = ""
    infraction: str = ""
    judge: str = ""
    notes: str = ""
    round: int | None = None
    moment: str = Moment.DURING_GAME.value
    deferred: bool = False
    head_judge_agreed: bool = False
    players_at_table: int | None = None
    opponents: int = 0
    hand: int | None = None


@dataclass(frozen=True)
class Planned:
    """One row that saving would write."""

    penalty: str
    label: str
    reason: str
    rule: str
    explanation: str
    linked: bool = False
    hands: int = 0
    points: int = 0


@dataclass(frozen=True)
class Preview:
    """What the dialog shows before saving: the recommendation and exactly what is recorded."""

    recommended: str | None
    recommended_label: str
    rows: tuple[Planned, ...] = ()
    error: str = ""
    effects: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.error and bool(self.rows)

    @property
    def lines(self) -> list[str]:
        return [r.explanation for r in self.rows]


@dataclass(frozen=True, slots=True)
class PenaltyRow:
    """One line of the log as the tab, the report and other features read it (slots: a log of
    5,000 is 5,000 objects for the garbage collector to walk, not 10,000)."""

    id: int
    event_id: int
    entry_id: int
    player: str
    ladder: str
    penalty: str
    label: str
    reason: str
    infraction: str
    judge: str
    notes: str
    rule: str
    explanation: str
    round: int | None
    moment: str
    main_id: int | None
    given_at: dt.datetime
    recommended: str | None
    head_judge_agreed: bool
    hands: int
    hands_served: int
    players_at_table: int | None
    points: int
    rescinded: bool
    rescinded_by: str
    rescinded_reason: str
    rescinded_at: dt.datetime | None
    details: dict[str, Any] = field(default_factory=dict)
    ofc_hand_id: int | None = None  # OFC: the stored hand that applied it (None: pending)

    @property
    def linked(self) -> bool:
        return self.main_id is not None

    @property
    def ofc_pending(self) -> bool:
        """An OFC penalty waiting for the player's next hand in the calculator."""
        return self.ladder == "ofc" and self.ofc_hand_id is None and not self.rescinded

    @property
    def ofc_hand_number(self) -> int | None:
        """The number of the OFC hand that applied it (None while pending)."""
        if self.ofc_hand_id is None:
            return None
        hand = self.details.get("hand")
        return hand if isinstance(hand, int) else None

    @property
    def hands_left(self) -> int:
        return 0 if self.rescinded else max(0, self.hands - self.hands_served)

    @property
    def served(self) -> bool:
        return self.hands > 0 and self.hands_served >= self.hands

    @property
    def severity(self) -> Severity | None:
        return Severity.parse(self.penalty) if self.ladder == "ccg" else None

    @property
    def rank(self) -> int:
        """Strength for sorting and filtering, comparable within one ladder."""
        if self.ladder == "poker":
            return int(PokerPenalty.parse(self.penalty))
        if self.ladder == "ofc":
            return [o.value for o in OfcOffence].index(self.penalty)
        return int(Severity.parse(self.penalty))


# ---------------------------------------------------------------------------- reading


def _event(session: Session, event_id: int) -> Event:
    event = session.get(Event, validate.identifier("Event", event_id))
    if event is None:
        raise NotFoundError(f"Event #{event_id} does not exist (deleted by another station?).")
    return event


def _entry(session: Session, event_id: int, entry_id: int) -> tuple[Entry, Player]:
    entry = session.get(Entry, validate.identifier("Player", entry_id))
    if entry is None or entry.event_id != event_id:
        raise NotFoundError(f"Player entry #{entry_id} is not in this event.")
    player = session.get(Player, entry.player_id)
    assert player is not None
    return entry, player


def _records(session: Session, event_id: int, entry_id: int | None = None
             ) -> list[PenaltyRecord]:
    query = select(PenaltyRecord).where(PenaltyRecord.event_id == event_id)
    if entry_id is not None:
        query = query.where(PenaltyRecord.entry_id == entry_id)
    return list(session.exec(query.order_by(PenaltyRecord.id)).all())  # type: ignore[arg-type]


# what the rules read of a penalty (``_to_rule``), with whose it is and its ladder
_RULE_COLUMNS = (
    PenaltyRecord.entry_id, PenaltyRecord.ladder, PenaltyRecord.penalty, PenaltyRecord.reason,
    PenaltyRecord.rule, PenaltyRecord.explanation, PenaltyRecord.round, PenaltyRecord.moment,
    PenaltyRecord.deferred, PenaltyRecord.linked_to, PenaltyRecord.raised_from,
    PenaltyRecord.accumulated_from, PenaltyRecord.recommended, PenaltyRecord.head_judge_agreed,
    PenaltyRecord.rescinded,
)


def _rule_rows(session: Session, event_id: int, *where: Any) -> Sequence[Row[Any]]:
    """The event's penalties in the order given, as plain rows (read, never written)."""
    validate.identifier("Event", event_id)
    return session.connection().execute(
        select(*_RULE_COLUMNS).where(PenaltyRecord.event_id == event_id, *where)
        .order_by(PenaltyRecord.id)  # type: ignore[arg-type]
    ).all()


def _ccg_logs(session: Session, event_id: int) -> dict[int, list[Penalty]]:
    """{entry_id: their CCG penalties as the rules read them, oldest first} in one query."""
    by_entry: dict[int, list[Penalty]] = {}
    for row in _rule_rows(session, event_id, PenaltyRecord.ladder == "ccg"):
        by_entry.setdefault(row.entry_id, []).append(_to_rule(row))
    return by_entry


def _to_rule(rec: PenaltyRecord | Row[Any]) -> Penalty:
    def sev(value: str | None) -> Severity | None:
        return None if value is None else Severity.parse(value)

    return Penalty(
        severity=Severity.parse(rec.penalty), reason=rec.reason, rule=rec.rule,
        explanation=rec.explanation, round=rec.round, moment=Moment(rec.moment),
        deferred=rec.deferred, linked_to=sev(rec.linked_to), raised_from=sev(rec.raised_from),
        accumulated_from=sev(rec.accumulated_from), recommended=sev(rec.recommended),
        head_judge_agreed=rec.head_judge_agreed, rescinded=rec.rescinded,
    )


def _to_sanction(rec: PenaltyRecord) -> PokerSanction:
    return PokerSanction(
        penalty=PokerPenalty.parse(rec.penalty), reason=rec.reason, hands=rec.hands,
        players_at_table=rec.players_at_table or 2, rule=rec.rule,
        explanation=rec.explanation, rescinded=rec.rescinded,
    )


# the log's columns in ``PenaltyRow`` order, the player's name and the label between them
_ROW_COLUMNS = (
    PenaltyRecord.id, PenaltyRecord.event_id, PenaltyRecord.entry_id, Player.name,
    PenaltyRecord.ladder, PenaltyRecord.penalty, PenaltyRecord.reason, PenaltyRecord.infraction,
    PenaltyRecord.judge, PenaltyRecord.notes, PenaltyRecord.rule, PenaltyRecord.explanation,
    PenaltyRecord.round, PenaltyRecord.moment, PenaltyRecord.main_id, PenaltyRecord.given_at,
    PenaltyRecord.recommended, PenaltyRecord.head_judge_agreed, PenaltyRecord.hands,
    PenaltyRecord.hands_served, PenaltyRecord.players_at_table, PenaltyRecord.points,
    PenaltyRecord.rescinded, PenaltyRecord.rescinded_by, PenaltyRecord.rescinded_reason,
    PenaltyRecord.rescinded_at, cast(PenaltyRecord.details, String), PenaltyRecord.ofc_hand_id,
)


def _details(text: str | None) -> dict[str, Any]:
    """A row's ``details`` from its stored text: most rows have none, and decoding 5,000
    empty objects cost more than the rest of the row."""
    if not text or text == "{}":
        return {}
    value = json.loads(text)
    return value if isinstance(value, dict) else {}


def _read_rows(session: Session, event_id: int, *where: Any) -> list[PenaltyRow]:
    """The event's log in the order given, as plain columns in one query: 5,000 penalties
    without 5,000 ORM objects, each ladder label looked up once."""
    validate.identifier("Event", event_id)
    rows = session.connection().execute(
        select(*_ROW_COLUMNS)
        .join(Entry, Entry.id == PenaltyRecord.entry_id)  # type: ignore[arg-type]
        .join(Player, Player.id == Entry.player_id)  # type: ignore[arg-type]
        .where(PenaltyRecord.event_id == event_id, *where)
        .order_by(PenaltyRecord.id)  # type: ignore[arg-type]
    ).all()
    labels: dict[tuple[str, str], str] = {}
    out = []
    for r in rows:
        key = (r[4], r[5])
        label = labels.get(key)
        if label is None:
            label = labels[key] = penalty_label(*key)
        out.append(PenaltyRow(*r[:6], label, *r[6:26], _details(r[26]), r[27]))
    return out


def list_penalties(store: Store, event_id: int, *, entry_id: int | None = None,
                   penalty: str | None = None, round: int | None = None,
                   judge: str | None = None, include_rescinded: bool = True
                   ) -> list[PenaltyRow]:
    """The event's log in the order given, optionally filtered (judge: case-insensitive)."""
    where = []
    if entry_id is not None:
        where.append(PenaltyRecord.entry_id == validate.identifier("Player", entry_id))
    validate.optional_integer("Round", round, low=1, high=validate.MAX_ROUND)
    if penalty:
        where.append(PenaltyRecord.penalty == penalty)
    if round is not None:
        where.append(PenaltyRecord.round == round)
    if not include_rescinded:
        where.append(PenaltyRecord.rescinded == False)  # noqa: E712 - SQL, not Python
    with store.read() as session:
        out = _read_rows(session, event_id, *where)
    if judge:  # casefold in Python: SQL's lower() does not fold every alphabet alike
        out = [r for r in out if r.judge.casefold() == judge.casefold()]
    return out


def player_history(store: Store, event_id: int, entry_id: int) -> list[PenaltyRow]:
    """One player's log in this event, oldest first (the dialog's "history at a glance")."""
    return list_penalties(store, event_id, entry_id=entry_id)


def judges(store: Store, event_id: int) -> list[str]:
    return sorted({r.judge for r in list_penalties(store, event_id) if r.judge},
                  key=str.casefold)


def penalty_counts(store: Store, event_id: int) -> dict[int, PenaltyCounts]:
    """CG-T6: {entry_id: counts} for every entry with a penalty (absent means none)."""
    with store.read() as session:
        by_entry = _ccg_logs(session, event_id)
    return {entry: rules.counts(log) for entry, log in by_entry.items()}


def losses_for_round(store: Store, event_id: int, round: int) -> dict[int, tuple[int, bool]]:
    """PEN-2: {entry_id: (game losses, match loss?)} taking effect in ``round``, for results."""
    with store.read() as session:
        return round_losses(session, event_id, round)


def round_losses(session: Session, event_id: int, round: int) -> dict[int, tuple[int, bool]]:
    """`losses_for_round` in the caller's transaction: the Swiss result entry reads them inside
    its action, so a penalty recorded while it waited for the lock counts (PEN-2)."""
    by_entry = _ccg_logs(session, event_id)
    out = {}
    for entry, log in by_entry.items():
        games, match = rules.losses_for_round(log, round)
        if games or match:
            out[entry] = (games, match)
    return out


def statuses(store: Store, event_id: int) -> dict[int, PlayerStatus]:
    """PEN-6: {entry_id: status} for every penalised player; exports flag
    ``report_to_rating_db`` (disqualification without prizes) and skip ``prize_eligible``."""
    with store.read() as session:
        rows = _rule_rows(session, event_id)
    ccg: dict[int, list[Penalty]] = {}  # every penalised entry, grouped in one pass
    poker_dq: set[int] = set()
    for r in rows:
        log = ccg.setdefault(r.entry_id, [])
        if r.ladder == "ccg":
            log.append(_to_rule(r))
        elif r.ladder == "poker" and r.penalty == "disqualification" and not r.rescinded:
            poker_dq.add(r.entry_id)
    out: dict[int, PlayerStatus] = {}
    for entry, log in ccg.items():
        status = rules.player_status(log)
        if entry in poker_dq:
            status = dataclasses.replace(status, disqualified=True)
        out[entry] = status
    return out


def no_prize_entries(store: Store, event_id: int) -> set[int]:
    """Entries disqualified without prizes (PEN-6), for exports and the payout sheet."""
    return {e for e, s in statuses(store, event_id).items() if not s.prize_eligible}


def sitting_out(store: Store, event_id: int) -> dict[int, int]:
    """Poker: {entry_id: hands still to sit out} for penalties not yet served (PEN-P1)."""
    out: dict[int, int] = {}
    for row in list_penalties(store, event_id, include_rescinded=False):
        if row.ladder == "poker" and row.hands_left:
            out[row.entry_id] = out.get(row.entry_id, 0) + row.hands_left
    return out


def table_size(store: Store, event_id: int, entry_id: int) -> int | None:
    """Players at this entry's table now (offender included), from the seating; None when
    the player is not seated (PEN-P1 counts hands from it)."""
    try:
        from tdesk.services.seating import room

        tables = room(store, event_id).tables
    except Exception:  # noqa: BLE001 - no seating for this event: the judge types the number
        return None
    for table in tables:
        if any(p.entry_id == entry_id for p in table.players):
            return table.count
    return None


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


# ---------------------------------------------------------------------------- planning


def _level(event: Event) -> EnforcementLevel | None:
    text = event.settings.get("enforcement")
    if text is None:
        return EnforcementLevel.AMATEUR if event.kind == "swiss" else None
    try:
        return EnforcementLevel.parse(str(text))
    except ValueError:
        return None


def _recommended(kind: str, request: PenaltyRequest) -> tuple[Infraction | None, str | None]:
    if not request.infraction:
        return None, None
    table = load_infractions(kind)
    infraction = table.get(request.infraction)
    if infraction is None:
        raise InputError("Infraction", request.infraction, "is not in the infraction list")
    return infraction, infraction.penalty


def _reason(request: PenaltyRequest, infraction: Infraction | None) -> str:
    reason = validate.text("Reason", request.reason, limit=validate.REASON)
    if not reason and infraction is not None:
        reason = infraction.reason
    if not validate.is_visible(reason):
        raise InputError("Reason", request.reason, "cannot be empty: say what the penalty is for")
    return reason


def _checked(request: PenaltyRequest) -> PenaltyRequest:
    """The request's typed fields cleaned and in range, before anything is read or written."""
    validate.integer("Player", request.entry_id, low=0, high=validate.INT64_MAX)
    validate.optional_integer("Round", request.round, low=1, high=validate.MAX_ROUND)
    validate.optional_integer("Players at the table", request.players_at_table, low=MIN_SEATS,
                              high=MAX_SEATS)  # TDA-F1-A
    validate.integer("Opponents", request.opponents, low=0, high=MAX_SEATS - 1)
    validate.optional_integer("Hand", request.hand, low=1, high=validate.MAX_COUNT)
    return dataclasses.replace(
        request,
        judge=validate.text("Judge", request.judge, limit=validate.JUDGE),
        notes=validate.text("Notes", request.notes, limit=validate.NOTES, multiline=True),
        infraction=validate.text("Infraction", request.infraction, limit=64),
    )


def _plan(session: Session, event: Event, request: PenaltyRequest
          ) -> tuple[str, list[dict[str, Any]], list[str], str | None]:
    """(ladder, rows to write, effects, recommended) for a request; raises InputError."""
    assert event.id is not None
    _entry_, player = _entry(session, event.id, request.entry_id)
    ladder = ladder_for(event.kind)
    infraction, recommended = _recommended(event.kind, request)
    reason = _reason(request, infraction)
    recs = _records(session, event.id, request.entry_id)
    mine = [r for r in recs if r.ladder == ladder]
    effects: list[str] = []
    try:
        if ladder == "ccg":
            given = rules.issue(
                [_to_rule(r) for r in mine], request.penalty, reason, level=_level(event),
                recommended=recommended, head_judge_agreed=request.head_judge_agreed,
                round=request.round, moment=Moment(request.moment), deferred=request.deferred,
            )
            rows = [_ccg_row(p) for p in given]
            _refuse_after_dq(player.name, mine, given[0].severity)
        elif ladder == "poker":
            _refuse_after_dq(player.name, mine, None)
            seats = (request.players_at_table if request.players_at_table is not None
                     else int(event.settings.get("seats_per_table", DEFAULT_SEATS)))
            sanction = rules.issue_poker([_to_sanction(r) for r in mine], request.penalty,
                                         reason, seats)
            rows = [{"penalty": sanction.penalty.name.lower(), "reason": reason,
                     "rule": sanction.rule, "explanation": sanction.explanation,
                     "hands": sanction.hands, "players_at_table": seats,
                     "recommended": recommended}]
        else:
            count = request.opponents or max(1, int(event.settings.get("seats_per_table",
                                                                    OFC_TABLE_SEATS)) - 1)
            ofc = rules.ofc_penalty(request.penalty, f"entry{request.entry_id}",
                                    [f"opponent{i}" for i in range(1, count + 1)])
            rows = [{"penalty": ofc.offence.value, "reason": reason, "rule": ofc.offence.rule,
                     "explanation": ofc.explanation, "points": ofc.total,
                     "recommended": recommended,
                     "details": {"opponents": count, "points_each": ofc.points_each,
                                 "absent": ofc.absent, "fouls_hand": ofc.fouls_hand,
                                 "hand": request.hand}}]
        effects.extend(rules.out_of_play(ladder, rows[0]["penalty"]).effects)  # PEN-6, PEN-P2
    except ValueError as exc:
        raise InputError("Penalty", penalty_label(ladder, request.penalty), str(exc)) from exc
    return ladder, rows, effects, recommended


_OUT = {"disqualification": "disqualified",
        "disqualification_no_prizes": "disqualified without prizes",
        "suspension": "suspended"}
"""How a refusal says what a player already is, by the penalty that put them out."""


def _refuse_after_dq(name: str, mine: Sequence[PenaltyRecord], given: Severity | None) -> None:
    """PEN-6 / PEN-P2: a disqualified player has left the event, so nothing is given twice.
    Only a stronger step of the CCG ladder (``given``) can still follow: a Disqualification
    found later to deserve no prizes, or a Suspension. Anything else is refused, naming who
    disqualified the player and when."""
    out = [r for r in mine if not r.rescinded and r.main_id is None and r.penalty in _OUT]
    if not out:
        return
    ccg = out[0].ladder == "ccg"  # else poker: its disqualification is the last step
    top = max(out, key=lambda r: Severity.parse(r.penalty)) if ccg else out[0]
    standing = Severity.parse(top.penalty) if ccg else None
    if rules.can_follow_disqualification(standing, given):
        return
    who = f" by {top.judge}" if top.judge else ""
    when = (f" in round {top.round}" if top.round is not None
            else f" at {local_text(top.given_at, '%H:%M')}")
    stronger = [s.label for s in rules.stronger_steps(standing)]
    then = (f"only a stronger penalty ({', '.join(stronger)}) can still be given (PEN-6)"
            if stronger else "nothing more can be given (PEN-6, PEN-P2)")
    raise ConflictError(f"{name} is already {_OUT[top.penalty]}{who}{when} "
                        f"(penalty #{top.id}): {then}.")


def _ccg_row(p: Penalty) -> dict[str, Any]:
    def name(s: Severity | None) -> str | None:
        return None if s is None else s.name.lower()

    return {"penalty": p.severity.name.lower(), "reason": p.reason, "rule": p.rule,
            "explanation": p.explanation, "round": p.round, "moment": p.moment.value,
            "deferred": p.deferred, "linked_to": name(p.linked_to),
            "raised_from": name(p.raised_from), "accumulated_from": name(p.accumulated_from),
            "recommended": name(p.recommended), "head_judge_agreed": p.head_judge_agreed}


def preview(store: Store, event_id: int, request: PenaltyRequest) -> Preview:
    """What `issue_penalty` would record now, without writing; errors come back as text."""
    try:
        request = _checked(request)
    except InputError as exc:
        return Preview(None, "", error=str(exc))
    with store.read() as session:
        event = _event(session, event_id)
        ladder = ladder_for(event.kind)
        try:
            infraction, recommended = _recommended(event.kind, request)
        except InputError as exc:
            return Preview(None, "", error=str(exc))
        rec_label = penalty_label(ladder, recommended) if recommended else ""
        try:
            ladder, rows, effects, _ = _plan(session, event, request)
        except (InputError, NotFoundError, ConflictError) as exc:
            return Preview(recommended, rec_label, error=str(exc))
    planned = tuple(
        Planned(r["penalty"], penalty_label(ladder, r["penalty"]), r["reason"], r["rule"],
                r["explanation"], linked=r.get("linked_to") is not None,
                hands=r.get("hands", 0), points=r.get("points", 0))
        for r in rows
    )
    return Preview(recommended, rec_label, planned, effects=tuple(effects))


# ---------------------------------------------------------------------------- actions


def issue_penalty(store: Store, event_id: int, request: PenaltyRequest) -> list[int]:
    """Record a penalty and its linked ones (one action, undoable); returns their ids.

    A disqualification takes the player out of play at once, keeping their points (PEN-6);
    a poker disqualification also removes their chips from play (PEN-P2).
    """
    request = _checked(request)
    with store.action("issue penalty", event_id=event_id) as scope:
        session = scope.session
        event = _event(session, event_id)
        entry, player = _entry(session, event_id, request.entry_id)
        ladder, rows, _effects, _rec = _plan(session, event, request)
        ids = _write(session, event_id, entry, ladder, rows, request)
        main = rows[0]
        label = penalty_label(ladder, main["penalty"])
        scope.summary = f"Penalty: {label} for {player.name} ({main['reason']})"
        scope.params = {"entry_id": entry.id, "player": player.name, "penalty": main["penalty"],
                        "reason": main["reason"], "infraction": request.infraction,
                        "judge": request.judge, "ids": ids,
                        "given": [r["penalty"] for r in rows]}
        _apply_effects(session, entry, ladder, main["penalty"], ids[0])
        return ids


def _write(session: Session, event_id: int, entry: Entry, ladder: str,
           rows: Sequence[dict[str, Any]], request: PenaltyRequest) -> list[int]:
    assert entry.id is not None
    ids: list[int] = []
    now = utcnow()
    main_id: int | None = None
    for n, values in enumerate(rows):
        fields: dict[str, Any] = {
            "event_id": event_id, "entry_id": entry.id, "ladder": ladder, "main_id": main_id,
            "infraction": request.infraction if n == 0 else "",
            "judge": " ".join(request.judge.split()),
            "notes": request.notes.strip() if n == 0 else "",
            "round": request.round, "moment": request.moment, "deferred": request.deferred,
            "given_at": now,
        }
        fields.update(values)
        rec = PenaltyRecord(**fields)
        session.add(rec)
        session.flush()
        assert rec.id is not None
        if main_id is None:
            main_id = rec.id
        ids.append(rec.id)
    return ids


def _apply_effects(session: Session, entry: Entry, ladder: str, penalty: str,
                   main_id: int) -> None:
    """PEN-6 / PEN-P2: take a disqualified player out of play (`rules.out_of_play`), keeping
    the chain of standing disqualifications (`rules.disqualify`) for a rescind."""
    out = rules.out_of_play(ladder, penalty)
    if not out.disqualified:
        return
    state = dict(entry.state)
    earlier = state.get("penalty_dq")  # a stronger step over a standing one (PEN-6)
    state["penalty_dq"] = rules.disqualify(
        earlier if isinstance(earlier, dict) else None, main_id, out.no_prizes,
        {"status_before": entry.status, "chips_before": entry.chips})
    entry.state = state
    entry.status = EntryStatus.DISQUALIFIED
    if out.removes_chips:
        entry.chips = 0
    session.add(entry)


def rescind_penalty(store: Store, penalty_id: int, *, by: str, why: str) -> list[int]:
    """Mark a penalty and the ones linked to it rescinded (kept in the log, with who and why).

    A rescinded disqualification puts the player back in play with their chips as they were.
    """
    validate.identifier("Penalty", penalty_id)
    by = validate.text("Rescinded by", by, limit=validate.STAFF)
    why = validate.text("Why", why, limit=validate.NOTES)
    if not validate.is_visible(by):
        raise InputError("Rescinded by", by, "cannot be empty: who takes the penalty back?")
    if not validate.is_visible(why):
        raise InputError("Why", why, "cannot be empty: say why the penalty is taken back")
    with store.action("rescind penalty") as scope:
        session = scope.session
        rec = session.get(PenaltyRecord, penalty_id)
        if rec is None:
            raise NotFoundError(f"Penalty #{penalty_id} does not exist.")
        main_id = rec.main_id or rec.id
        main = session.get(PenaltyRecord, main_id)
        assert main is not None and main.id is not None
        if main.rescinded:
            raise ConflictError(f"Penalty #{main.id} was already rescinded by "
                                f"{main.rescinded_by}.")
        if main.ladder == "ofc" and main.ofc_hand_id is not None:
            hand = main.details.get("hand")
            which = f"OFC hand {hand}" if hand else "an OFC hand"
            raise ConflictError(
                f"This penalty was applied with {which} and the chips have moved: it cannot be "
                "rescinded on its own. Undo that hand (Edit › Undo) and score it again without "
                "the mark.")
        group = [main] + list(session.exec(
            select(PenaltyRecord).where(PenaltyRecord.main_id == main.id)).all())
        now = utcnow()
        for r in group:
            r.rescinded, r.rescinded_by, r.rescinded_reason, r.rescinded_at = True, by, why, now
            session.add(r)
        entry, player = _entry(session, main.event_id, main.entry_id)
        scope.event_id = main.event_id
        label = penalty_label(main.ladder, main.penalty)
        scope.summary = f"Rescind penalty: {label} for {player.name}"
        scope.params = {"penalty_id": main.id, "by": by, "why": why}
        dq = entry.state.get("penalty_dq")
        if isinstance(dq, dict) and rules.holds(dq, main.id):
            state = dict(entry.state)
            left = rules.without(dq, main.id)
            if left is None:
                state.pop("penalty_dq")
                entry.status = str(dq.get("status_before") or EntryStatus.ACTIVE)
                if main.ladder == "poker":
                    entry.chips = dq.get("chips_before")
            else:  # another disqualification still stands (PEN-6)
                state["penalty_dq"] = left
            entry.state = state
            session.add(entry)
        return [r.id for r in group if r.id is not None]


def set_served(store: Store, penalty_id: int, hands_served: int | None = None) -> None:
    """Poker: record how many hands of a sit-out are served; None marks it fully served."""
    validate.identifier("Penalty", penalty_id)
    validate.optional_integer("Hands served", hands_served, low=0, high=validate.INT64_MAX)
    with store.action("penalty served") as scope:
        rec = scope.session.get(PenaltyRecord, penalty_id)
        if rec is None:
            raise NotFoundError(f"Penalty #{penalty_id} does not exist.")
        if rec.hands <= 0:
            raise ConflictError("This penalty has no hands to sit out.")
        value = rec.hands if hands_served is None else hands_served
        validate.integer("Hands served", value, low=0, high=validate.INT64_MAX)
        if not 0 <= value <= rec.hands:
            raise InputError("Hands served", value, f"must be between 0 and {rec.hands}")
        rec.hands_served = value
        scope.session.add(rec)
        scope.event_id = rec.event_id
        _entry_, player = _entry(scope.session, rec.event_id, rec.entry_id)
        scope.summary = f"Penalty served: {player.name} {value}/{rec.hands} hands"
        scope.params = {"penalty_id": penalty_id, "hands_served": value}


def end_match(store: Store, event_id: int, round: int | None = None) -> list[int]:
    """PEN-4 for every player at the end of a match: accumulation penalties; returns new ids.

    Writes nothing (and no audit row) when nobody accumulates.
    """
    validate.optional_integer("Round", round, low=1, high=validate.MAX_ROUND)
    with store.read() as session:
        event = _event(session, event_id)
        if ladder_for(event.kind) != "ccg":
            return []
        by_entry = _ccg_logs(session, event_id)
    planned = {e: rules.end_of_match(log, round=round) for e, log in by_entry.items()}
    planned = {e: p for e, p in planned.items() if p}
    if not planned:
        return []
    ids: list[int] = []
    with store.action("end of match penalties", event_id=event_id,
                      params={"round": round, "entries": sorted(planned)}) as scope:
        session = scope.session
        names = []
        for entry_id, given in planned.items():
            entry, player = _entry(session, event_id, entry_id)
            request = PenaltyRequest(entry_id=entry_id, penalty=given[0].severity.name.lower(),
                                     judge="tdesk (PEN-4)", round=round,
                                     moment=Moment.BETWEEN_MATCHES.value)
            new = _write(session, event_id, entry, "ccg", [_ccg_row(p) for p in given], request)
            _apply_effects(session, entry, "ccg", given[0].severity.name.lower(), new[0])
            ids += new
            names.append(player.name)
        scope.summary = f"Accumulation (PEN-4): {', '.join(names)}"
    return ids


# ---------------------------------------------------------------------------- demo


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
        (p[9], "warning", "slow-play", 4, judge),  # PEN-3: Game loss + Warning
        (p[12], "match_loss", "outside-assistance", 4, head),
        (p[15], "disqualification_no_prizes", "bribery", 4, head),
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
