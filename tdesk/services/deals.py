"""Deals between the players left (issue 14): work one out (ICM or chip-chop, with an amount
kept back for the winner) and record the one agreed. The results show it."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from sqlmodel import select

from tdesk.errors import ConflictError, InputError
from tdesk.models.money import Deal
from tdesk.models.store import Store
from tdesk.rules import icm
from tdesk.services import money

DEAL_METHODS = ("icm", "chipchop", "custom")


@dataclass(frozen=True)
class DealCandidate:
    entry_id: int
    name: str
    chips: int


@dataclass(frozen=True)
class DealRecord:
    id: int
    method: str
    kept_back: int
    amounts: dict[int, int]
    note: str
    at: dt.datetime


def deal_candidates(store: Store, event_id: int) -> tuple[list[DealCandidate], list[int]]:
    """The players left with their stacks (largest first), and the prizes of places 1..n."""
    summary = money.money_summary(store, event_id)
    with store.read() as session:
        event = money.load_event(session, event_id)
        rows = money.entry_rows(session, event_id)
        st = money.live_stacks(event, rows)
    names = {e.id or 0: p.name for e, p in rows}
    players = sorted((DealCandidate(e, names[e], c) for e, c in st.items()),
                     key=lambda d: (-d.chips, d.name))
    n = len(players)
    prizes = list(summary.prizes[:n]) + [0] * max(0, n - len(summary.prizes))
    return players, prizes


def work_out_deal(method: str, chips: Sequence[int], prizes: Sequence[int],
                  kept_back: int = 0) -> list[int]:
    """The amounts an ICM or chip-chop deal gives (InputError naming the figure at fault)."""
    try:
        if method == "icm":
            return icm.icm_deal(chips, prizes, kept_back)
        if method == "chipchop":
            return icm.chip_chop(chips, prizes, kept_back)
    except ValueError as exc:
        raise InputError("Deal", method, str(exc)) from exc
    raise InputError("Deal method", method, f"must be one of {', '.join(DEAL_METHODS[:2])}")


def record_deal(store: Store, event_id: int, method: str, amounts: Mapping[int, int],
                kept_back: int = 0, note: str = "", *,
                stacks: Mapping[int, int] | None = None) -> int:
    """Record a deal the players left agreed (undoable). The amounts plus what is kept back
    must be exactly the prizes still to be paid. ``stacks``: the chips the deal was worked out
    from (default: the current stacks); amounts other than the method gives are a "custom"
    deal."""
    if method not in DEAL_METHODS:
        raise InputError("Deal method", method, f"must be one of {', '.join(DEAL_METHODS)}")
    players, prizes = deal_candidates(store, event_id)
    chips = {p.entry_id: p.chips for p in players}
    chips.update(stacks or {})
    if method != "custom":
        try:
            expected = work_out_deal(method, [chips[p.entry_id] for p in players], prizes,
                                     kept_back)
        except (InputError, KeyError):
            expected = []
        if [amounts.get(p.entry_id) for p in players] != expected:
            method = "custom"
    left = {p.entry_id for p in players}
    if set(amounts) != left:
        raise ConflictError("The players left have changed since the deal was worked out; "
                            "work it out again.")
    for amount in amounts.values():
        if amount < 0:
            raise InputError("Deal amount", amount, "must not be negative")
    if kept_back < 0:
        raise InputError("Kept back", kept_back, "must not be negative")
    if sum(amounts.values()) + kept_back != sum(prizes):
        raise InputError("Deal total", sum(amounts.values()) + kept_back,
                         f"must be the {sum(prizes):,} still to be paid")
    with store.action("deal", event_id=event_id,
                      params={"method": method, "kept_back": kept_back}) as scope:
        money.refuse_kind(money.load_event(scope.session, event_id))
        row = Deal(event_id=event_id, method=method, kept_back=kept_back,
                   amounts={str(k): int(v) for k, v in amounts.items()},
                   stacks={str(k): int(v) for k, v in chips.items()},
                   note=" ".join(note.split())[:200])
        scope.session.add(row)
        scope.session.flush()
        scope.summary = f"Deal ({method}) between {len(amounts)} players"
        assert row.id is not None
        return row.id


def list_deals(store: Store, event_id: int) -> list[DealRecord]:
    with store.read() as session:
        rows = session.exec(select(Deal).where(Deal.event_id == event_id)
                            .order_by(Deal.id.desc())).all()  # type: ignore[union-attr]
        return [DealRecord(r.id or 0, r.method, r.kept_back,
                           {int(k): int(v) for k, v in r.amounts.items()}, r.note, r.at)
                for r in rows]


