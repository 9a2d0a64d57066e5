"""The penalty log's floor actions: issue, rescind, mark served and the PEN-4 end of match
(each one action: one transaction, one audit row, undoable)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlmodel import Session, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.penalties import PenaltyRecord
from tdesk.models.store import Store
from tdesk.models.tables import Entry, EntryStatus, utcnow
from tdesk.rules import penalties as rules
from tdesk.rules.penalties import Moment
from tdesk.services.penalties.planning import _ccg_row, _checked, _plan
from tdesk.services.penalties.rows import _ccg_logs, _entry, _event
from tdesk.services.penalties.values import PenaltyRequest, ladder_for, penalty_label
from tdesk.services.seating import places


def issue_penalty(store: Store, event_id: int, request: PenaltyRequest, *,
                  override: bool = False) -> list[int]:
    """Record a penalty and its linked ones (one action, undoable); returns their ids.

    A disqualification takes the player out of play at once, keeping their points (PEN-6);
    a poker disqualification also removes their chips from play (PEN-P2), and the players
    already out close up to the smaller field in the same action (PL-2): refused with
    ``OverrideNeeded`` when that moves a paid place, unless ``override``.
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
        _recount(scope, session, event.kind, event_id, request.entry_id)
        if _apply_effects(session, entry, ladder, main["penalty"], ids[0]):
            # out of the field: the places out close up (PL-2), asking first if paid (PL-3)
            places.note_override(scope, None, places.settle(session, event, override=override))
        return ids


def _recount(scope: Any, session: Session, kind: str, event_id: int, entry_id: int) -> None:
    """A Swiss result already typed takes a loss given (or taken back) for its round
    (PEN-2, issue 37): in the same action, said in its summary."""
    if kind != "swiss":
        return
    from tdesk.services.swiss.scores import recount

    changed = recount(session, event_id, entry_id)
    if changed:
        scope.summary += "; result counted again: " + ", ".join(changed)


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
                   main_id: int) -> bool:
    """PEN-6 / PEN-P2: take a disqualified player out of play (`rules.out_of_play`), keeping
    the chain of standing disqualifications (`rules.disqualify`) for a rescind; whether the
    player was taken out."""
    out = rules.out_of_play(ladder, penalty)
    if not out.disqualified:
        return False
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
    return True


def rescind_penalty(store: Store, penalty_id: int, *, by: str, why: str,
                    override: bool = False) -> list[int]:
    """Mark a penalty and the ones linked to it rescinded (kept in the log, with who and why).

    A rescinded disqualification puts the player back in play with their chips as they were,
    and in the field: the places out move down again (PL-2; ``override`` as for issuing).
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
        hand = main.details.get("hand")
        try:  # the one rule the Rescind button is gated by
            rules.verify_rescind(main.id, rescinded_by=main.rescinded_by if main.rescinded
                                 else None, ofc_applied=main.ladder == "ofc"
                                 and main.ofc_hand_id is not None,
                                 ofc_hand=hand if isinstance(hand, int) else None)
        except ValueError as exc:
            raise ConflictError(str(exc)) from exc
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
        _recount(scope, session, _event(session, main.event_id).kind, main.event_id,
                 main.entry_id)
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
            event = _event(session, main.event_id)
            places.note_override(scope, None, places.settle(session, event, override=override))
        return [r.id for r in group if r.id is not None]


def set_served(store: Store, penalty_id: int, hands_served: int | None = None) -> None:
    """Poker: record how many hands of a sit-out are served; None marks it fully served."""
    validate.identifier("Penalty", penalty_id)
    validate.optional_integer("Hands served", hands_served, low=0, high=validate.INT64_MAX)
    with store.action("penalty served") as scope:
        rec = scope.session.get(PenaltyRecord, penalty_id)
        if rec is None:
            raise NotFoundError(f"Penalty #{penalty_id} does not exist.")
        try:  # PEN-P1, the one rule the Served and +1 hand buttons are gated by
            rules.verify_serving(rec.hands, rec.hands_served, rescinded=rec.rescinded)
        except ValueError as exc:
            raise ConflictError(str(exc)) from exc
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
