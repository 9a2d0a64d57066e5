"""Planning a penalty before it is written: the request checked, the recommendation from
the infraction list, the ladder's decision and the PEN-6 refusal after a disqualification;
the preview the dialog shows."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from sqlmodel import Session

from tdesk import validate
from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.penalties import PenaltyRecord
from tdesk.models.store import Store
from tdesk.models.tables import Event
from tdesk.rules import penalties as rules
from tdesk.rules.penalties import EnforcementLevel, Infraction, Moment, Penalty, Severity
from tdesk.rules.seating.types import DEFAULT_SEATS, MAX_SEATS, MIN_SEATS, OFC_TABLE_SEATS
from tdesk.services.penalties.rows import _entry, _event, _records, _to_rule, _to_sanction
from tdesk.services.penalties.values import (
    PenaltyRequest,
    Planned,
    Preview,
    counts_in,
    ladder_for,
    load_infractions,
    penalty_label,
)
from tdesk.timefmt import local_text


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
                hands=r.get("hands", 0), points=r.get("points", 0),
                counts_in=counts_in(ladder, r["penalty"], r.get("round"),
                                    r.get("moment", Moment.DURING_GAME.value),
                                    bool(r.get("deferred"))))
        for r in rows
    )
    return Preview(recommended, rec_label, planned, effects=tuple(effects))
