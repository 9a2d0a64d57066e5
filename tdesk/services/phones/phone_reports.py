"""Players report their Swiss results from their phones (issue 25), off until the desk turns
it on. A code is per player and event, unguessable (20 random symbols of an alphabet without
look-alikes, read as typed by ``rules.phone_reports.read_code``) and kept only as its digest;
revoking or reissuing is an undoable floor action. When both players' reports
agree the result is recorded by `swiss_scores.record_in`, the desk's own code, in the same
action as the reports; otherwise the reports wait in the desk's queue (`queue`, `decide`).
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterable
from dataclasses import dataclass

from sqlmodel import Session, col, func, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.event_rows import load_event
from tdesk.models.phone_reports import PhoneReport, PhoneReporting, PlayerCode
from tdesk.models.store import Store
from tdesk.models.swiss import SwissMatch, SwissRound
from tdesk.models.tables import Entry, EntryStatus, utcnow
from tdesk.rules import phone_reports as rules
from tdesk.services.swiss.rows import _names
from tdesk.services.swiss.scores import parse_result, record_in
from tdesk.services.table_reads import reads

MAX_CODE = 64
BAD_CODE = "This code is not valid here. Ask at the desk."  # the same for every refusal
DISPUTE = "dispute"
"""A player's report that disputes the opponent's, with no score of its own (issue 36)."""


class StalePage(ConflictError):
    """A form from a page that no longer shows what is being played: an earlier round or
    table, a closed check-in (issue 36). Nothing is written; the page shows the new state."""


@dataclass(frozen=True)
class MyMatch:
    """What a code's holder sees: no contact data, only names, table and result."""

    event_id: int
    entry_id: int
    name: str
    round: int | None
    table: int | None
    opponent: str  # "" for a bye or before the first pairing
    result: str  # the recorded score from the holder's side, "" until recorded
    reported: str  # the holder's waiting report from their side, "" if none
    open: bool  # reporting is on and the round is not locked
    opponent_reported: str = ""  # the opponent's waiting report from the holder's side
    stage: str = "swiss"  # the round's stage: "cut" is named, never numbered (CG-M3-B)
    cut_players: int = 0  # a top-cut round: how many players it starts with (2: the final)
    dropped: bool = False  # the holder has dropped (CG-P2)
    over: bool = False  # the final has its result: the event is over
    paired: bool = False  # a round has been paired (the holder may have no match in it)


@dataclass(frozen=True)
class QueueRow:
    """A table whose phone reports wait for the desk: ``a_report``/``b_report`` on the
    table's side, "" where that player has not reported."""

    round: int
    table: int
    a_name: str
    b_name: str
    a_report: str
    b_report: str
    cut_players: int = 0  # a top-cut round: how many players it starts with (CG-M3-B)

    @property
    def conflict(self) -> bool:
        return bool(self.a_report and self.b_report and self.a_report != self.b_report)

    @property
    def b_own(self) -> str:
        """B's report as B gave it, B's games first (the table's side misquotes B)."""
        return _side(self.b_report, False) if self.b_report else ""


def digest(code: str) -> str:
    """What the store keeps of a code: a code of the readable alphabet is taken however it
    was typed (``rules.read_code``: case, groups and look-alikes), one issued before as
    typed (issue 36)."""
    symbols = rules.read_code(code)
    return hashlib.sha256((code if symbols is None else symbols).encode("utf-8")).hexdigest()


def new_code() -> str:
    """A new player code, as printed (``rules.code_text``)."""
    return rules.code_text("".join(secrets.choice(rules.CODE_ALPHABET)
                                   for _ in range(rules.CODE_LENGTH)))


# -- the desk's switches ---------------------------------------------------------------------
def _switch(session: Session, event_id: int) -> PhoneReporting:
    row = session.get(PhoneReporting, event_id)
    return row if row is not None else PhoneReporting(event_id=event_id)


def set_reporting(store: Store, event_id: int, enabled: bool) -> None:
    """Turn phone reports on or off for the event (off by default)."""
    with store.action("phone reporting", event_id=event_id,
                      params={"enabled": bool(enabled)}) as scope:
        load_event(scope.session, event_id)
        row = _switch(scope.session, event_id)
        row.enabled = bool(enabled)
        scope.session.add(row)
        scope.summary = f"Phone reports {'on' if enabled else 'off'}"


def lock_round(store: Store, event_id: int, number: int | None) -> None:
    """Refuse phone reports for round ``number`` (None: unlock)."""
    if number is not None:
        validate.integer("Round", number, low=1, high=validate.MAX_COUNT)
    with store.action("lock phone reports", event_id=event_id, params={"round": number}) as scope:
        load_event(scope.session, event_id)
        row = _switch(scope.session, event_id)
        row.locked_round = number
        scope.session.add(row)
        scope.summary = (f"Phone reports locked for round {number}" if number is not None
                         else "Phone reports unlocked")


@reads("phone_reporting")
def reporting(store: Store, event_id: int) -> tuple[bool, int | None]:
    """(on?, locked round) for the desk's panel."""
    with store.read() as session:
        row = _switch(session, event_id)
        return row.enabled, row.locked_round


# -- codes -----------------------------------------------------------------------------------
def issue_codes(store: Store, event_id: int, entry_ids: Iterable[int] | None = None
                ) -> dict[int, str]:
    """New codes for the given entries (every active entry when None: none for a player
    dropped, busted or disqualified), revoking their old ones. The codes come back here
    once, for the sheet; the store keeps their digests."""
    wanted = None if entry_ids is None else validate.identifiers("Entry", list(entry_ids))
    codes: dict[int, str] = {}
    with store.action("issue player codes", event_id=event_id,
                      params={"entries": wanted}) as scope:
        session = scope.session
        load_event(session, event_id)
        query = select(Entry.id).where(Entry.event_id == event_id)
        if wanted is not None:
            query = query.where(col(Entry.id).in_(wanted))
        else:
            query = query.where(Entry.status == EntryStatus.ACTIVE)
        ids = [int(i) for i in session.exec(query).all()]
        if wanted is not None and len(ids) != len(set(wanted)):
            raise NotFoundError("A player of those codes is not in this event.")
        _revoke(session, event_id, ids)
        for entry_id in ids:
            code = new_code()
            session.add(PlayerCode(event_id=event_id, entry_id=entry_id, digest=digest(code)))
            codes[entry_id] = code
        scope.summary = f"Issue player codes ({len(ids)})"
    return codes


def revoke_code(store: Store, event_id: int, entry_id: int) -> None:
    """The player's code no longer works (reissue with `issue_codes`)."""
    validate.identifier("Entry", entry_id)
    with store.action("revoke player code", event_id=event_id,
                      params={"entry_id": entry_id}) as scope:
        load_event(scope.session, event_id)
        _revoke(scope.session, event_id, [entry_id])
        name = _names(scope.session, event_id, (entry_id,)).get(entry_id, ("?", ""))[0]
        scope.summary = f"Revoke the player code of {name}"


def _revoke(session: Session, event_id: int, entry_ids: list[int]) -> None:
    if not entry_ids:
        return
    rows = session.exec(select(PlayerCode).where(
        PlayerCode.event_id == event_id, col(PlayerCode.entry_id).in_(entry_ids),
        col(PlayerCode.revoked_at).is_(None))).all()
    for row in rows:
        row.revoked_at = utcnow()
        session.add(row)


def _holder(session: Session, code: str, event_id: int | None = None) -> PlayerCode:
    """The live code ``code`` names; one refusal whatever is wrong (no player is revealed)."""
    if not isinstance(code, str) or not 8 <= len(code) <= MAX_CODE:
        raise NotFoundError(BAD_CODE)
    row = session.exec(select(PlayerCode).where(PlayerCode.digest == digest(code))).first()
    if row is None or row.revoked_at is not None or (
            event_id is not None and row.event_id != event_id):
        raise NotFoundError(BAD_CODE)
    return row


def holder_entry(store: Store, code: str, event_id: int | None = None) -> tuple[int, int]:
    """(event, entry) of a live code, for the other kinds' pages (league, poker, check-in);
    NotFoundError `BAD_CODE` for any wrong code."""
    with store.read() as session:
        row = _holder(session, code, event_id)
        return row.event_id, row.entry_id


def holder_name(store: Store, code: str, event_id: int | None = None) -> str:
    with store.read() as session:
        row = _holder(session, code, event_id)
        return _names(session, row.event_id, (row.entry_id,)).get(row.entry_id, ("", ""))[0]


# -- the holder's match ----------------------------------------------------------------------
def _current(session: Session, event_id: int, entry_id: int) -> SwissMatch | None:
    number = session.exec(select(func.max(SwissRound.number))
                          .where(SwissRound.event_id == event_id)).first()
    if number is None:
        return None
    return session.exec(select(SwissMatch).where(
        SwissMatch.event_id == event_id, SwissMatch.round == number,
        (SwissMatch.a_entry_id == entry_id) | (SwissMatch.b_entry_id == entry_id))).first()


def _own(session: Session, m: SwissMatch, entry_id: int) -> PhoneReport | None:
    return session.exec(select(PhoneReport).where(
        PhoneReport.event_id == m.event_id, PhoneReport.round == m.round,
        PhoneReport.table_no == m.table_no, PhoneReport.entry_id == entry_id,
        PhoneReport.state == "waiting")).first()


def my_match(store: Store, code: str, event_id: int | None = None) -> MyMatch:
    """The holder's current match (NotFoundError `BAD_CODE` for any wrong code)."""
    with store.read() as session:
        holder = _holder(session, code, event_id)
        switch = _switch(session, holder.event_id)
        m = _current(session, holder.event_id, holder.entry_id)
        names = _names(session, holder.event_id)
        name, status = names.get(holder.entry_id, ("", ""))
        stage, tables, over = _latest_round(session, holder.event_id)
        facts = {"dropped": status == EntryStatus.DROPPED, "over": over, "paired": bool(stage),
                 "stage": stage or "swiss", "cut_players": 2 * tables if stage == "cut" else 0}
        if m is None:
            return MyMatch(holder.event_id, holder.entry_id, name, None, None, "", "", "",
                           False, **facts)
        is_a = m.a_entry_id == holder.entry_id
        other = m.b_entry_id if is_a else m.a_entry_id
        opponent = names.get(other, ("", ""))[0] if other is not None else ""
        result = ""
        if m.result is not None and m.b_entry_id is not None and m.result in rules.PHONE_RESULTS:
            result = rules.table_side(m.result, reporter_is_a=is_a)
        elif m.result is not None:
            result = m.result
        own = _own(session, m, holder.entry_id)
        reported = _side(own.result, is_a) if own else ""
        theirs = _own(session, m, other) if other is not None else None
        is_open = switch.enabled and switch.locked_round != m.round
        return MyMatch(holder.event_id, holder.entry_id, name, m.round, m.table_no, opponent,
                       result, reported, is_open, _side(theirs.result, is_a) if theirs else "",
                       **facts)


def _side(code: str, is_a: bool) -> str:
    """A stored report (the table's side) from one player's side; a dispute stays one."""
    return code if code == DISPUTE else rules.table_side(code, reporter_is_a=is_a)


def _latest_round(session: Session, event_id: int) -> tuple[str, int, bool]:
    """(stage, tables, the final played) of the round paired last; ("", 0, False) before."""
    rnd = session.exec(select(SwissRound).where(SwissRound.event_id == event_id)
                       .order_by(col(SwissRound.number).desc())).first()
    if rnd is None:
        return "", 0, False
    results = session.exec(select(SwissMatch.result).where(
        SwissMatch.event_id == event_id, SwissMatch.round == rnd.number)).all()
    final = rnd.stage == "cut" and len(results) == 1
    return rnd.stage, len(results), final and results[0] is not None


def report(store: Store, code: str, result: str, event_id: int | None = None, *,
           round_number: int | None = None, table: int | None = None) -> str:
    """The holder reports their match's result from their side: "recorded" when it agrees
    with the opponent's report, "waiting" otherwise (the desk's queue shows conflicts).
    ``round_number``/``table``: the match the page showed; another is refused (`StalePage`),
    so a form loaded in round 5 never reports round 6."""
    try:
        mine = rules.read_phone_result(str(result)[:16])
    except ValueError as exc:
        raise InputError("Result", str(result)[:16], str(exc)) from None
    with store.action("phone report", params={"result": mine}) as scope:
        session = scope.session
        holder = _holder(session, code, event_id)
        scope.event_id = holder.event_id
        switch = _switch(session, holder.event_id)
        m = _current(session, holder.event_id, holder.entry_id)
        if not switch.enabled:
            raise ConflictError("Phone reports are off for this event: report at the desk.")
        stale_check(m, round_number, table)
        if m is None or m.b_entry_id is None:
            raise ConflictError("You have no match to report this round.")
        if switch.locked_round == m.round:
            raise ConflictError(f"Round {m.round} is locked: report at the desk.")
        if m.result is not None:
            raise ConflictError("Your match already has a result: ask at the desk.")
        won, lost, *_drawn = mine.split("-")
        if won == lost and _latest_round(session, holder.event_id)[0] == "cut":
            raise InputError("Result", mine, "a top-cut match needs a winner (CG-M3)")
        is_a = m.a_entry_id == holder.entry_id
        side = rules.table_side(mine, reporter_is_a=is_a)
        own = _own(session, m, holder.entry_id) or PhoneReport(
            event_id=m.event_id, round=m.round, table_no=m.table_no,
            entry_id=holder.entry_id, result=side)
        own.result, own.reported_at = side, utcnow()
        session.add(own)
        other = _own(session, m, m.b_entry_id if is_a else m.a_entry_id)
        names = _names(session, holder.event_id, (m.a_entry_id, m.b_entry_id))
        who = names[holder.entry_id][0]
        scope.player = who  # the player's write, at the phone station (issue 36)
        scope.params = {**scope.params, "round": m.round, "table": m.table_no,
                        "entry_id": holder.entry_id}
        if other is not None and rules.agree(side, other.result):
            summary = record_in(session, holder.event_id, m.round, m.table_no, side)
            for row in (own, other):
                row.state = "recorded"
                session.add(row)
            them = names[other.entry_id][0]
            scope.summary = f"{summary} (reported by {them} and {who})"
            return "recorded"
        scope.summary = f"Round {m.round} table {m.table_no}: {who} reports {mine}"
        return "waiting" if other is None else "conflict"


def dispute(store: Store, code: str, event_id: int | None = None, *,
            round_number: int | None = None, table: int | None = None) -> None:
    """The holder disputes the opponent's report without a score of their own: the table
    waits in the desk's queue as a conflict, and both pages say so (issue 36)."""
    with store.action("phone dispute") as scope:
        session = scope.session
        holder = _holder(session, code, event_id)
        scope.event_id = holder.event_id
        m = _current(session, holder.event_id, holder.entry_id)
        if not _switch(session, holder.event_id).enabled:
            raise ConflictError("Phone reports are off for this event: report at the desk.")
        stale_check(m, round_number, table)
        if m is None or m.b_entry_id is None or m.result is not None:
            raise ConflictError("You have no open match to dispute: ask at the desk.")
        is_a = m.a_entry_id == holder.entry_id
        other = _own(session, m, m.b_entry_id if is_a else m.a_entry_id)
        if other is None or other.result == DISPUTE:
            raise ConflictError("Your opponent has not reported a result to dispute.")
        own = _own(session, m, holder.entry_id) or PhoneReport(
            event_id=m.event_id, round=m.round, table_no=m.table_no,
            entry_id=holder.entry_id, result=DISPUTE)
        own.result, own.reported_at = DISPUTE, utcnow()
        session.add(own)
        names = _names(session, holder.event_id, (m.a_entry_id, m.b_entry_id))
        scope.player = who = names[holder.entry_id][0]
        scope.params = {"round": m.round, "table": m.table_no, "entry_id": holder.entry_id}
        scope.summary = (f"Round {m.round} table {m.table_no}: {who} disputes "
                         f"{names[other.entry_id][0]}'s report")


def stale_check(m: SwissMatch | None, round_number: int | None, table: int | None) -> None:
    """Refuse a form whose page showed another round or table than the holder's match now."""
    if round_number is None:
        return
    if m is None or (m.round, m.table_no) != (round_number, table):
        now = f"round {m.round}, table {m.table_no}" if m is not None else "no match"
        raise StalePage(f"This page showed round {round_number}, table {table}; you now have "
                        f"{now}. Nothing was recorded: check your page and report again.")


# -- the desk's queue ------------------------------------------------------------------------
@reads("entry", "phone_report", "player")
def queue(store: Store, event_id: int) -> list[QueueRow]:
    """Tables with waiting phone reports and no result yet (a result typed at the desk
    since takes the table off), by round and table."""
    with store.read() as session:
        reports = session.exec(select(PhoneReport).where(
            PhoneReport.event_id == event_id, PhoneReport.state == "waiting")
            .order_by(col(PhoneReport.round), col(PhoneReport.table_no))).all()
        names = _names(session, event_id)
        cuts = _cut_sizes(session, event_id) if reports else {}
        rows: list[QueueRow] = []
        for number, table in dict.fromkeys((r.round, r.table_no) for r in reports):
            m = session.exec(select(SwissMatch).where(
                SwissMatch.event_id == event_id, SwissMatch.round == number,
                SwissMatch.table_no == table)).first()
            if m is None or m.result is not None:
                continue
            by = {r.entry_id: r.result for r in reports
                  if (r.round, r.table_no) == (number, table)}
            rows.append(QueueRow(number, table, names.get(m.a_entry_id, ("", ""))[0],
                                 names.get(m.b_entry_id or 0, ("", ""))[0],
                                 by.get(m.a_entry_id, ""), by.get(m.b_entry_id or 0, ""),
                                 cuts.get(number, 0)))
        return rows


def _cut_sizes(session: Session, event_id: int) -> dict[int, int]:
    """Top-cut round number -> how many players it starts with."""
    cut = session.exec(select(SwissRound.number).where(
        SwissRound.event_id == event_id, SwissRound.stage == "cut")).all()
    if not cut:
        return {}
    rounds = session.exec(select(SwissMatch.round).where(
        SwissMatch.event_id == event_id, col(SwissMatch.round).in_(list(cut)))).all()
    return {n: 2 * list(rounds).count(n) for n in cut}


def decide(store: Store, event_id: int, number: int, table: int, result: str) -> None:
    """The judge records the table's result (table side, as the desk types it) and closes its
    phone reports, in one undoable action."""
    validate.integer("Round", number, low=1, high=validate.MAX_COUNT)
    validate.integer("Table", table, low=1, high=validate.MAX_COUNT)
    code = parse_result(result)
    with store.action("decide phone reports", event_id=event_id,
                      params={"round": number, "table": table, "result": code}) as scope:
        session = scope.session
        summary = record_in(session, event_id, number, table, code)
        for row in session.exec(select(PhoneReport).where(
                PhoneReport.event_id == event_id, PhoneReport.round == number,
                PhoneReport.table_no == table, PhoneReport.state == "waiting")).all():
            row.state = "decided"
            session.add(row)
        scope.summary = f"{summary} (decided at the desk from phone reports)"
