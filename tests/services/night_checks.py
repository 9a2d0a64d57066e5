"""The invariants a whole poker night is checked against after every action (issue 35), shared
by the night tests: places within the field, money conserved, every count the same wherever
it is shown. Each check reads the store the way a screen, a sheet or a verb reads it, and
compares it with what the payments and entry rows say by themselves.

``why`` is added to every assertion message: a night's seed and step, so a failing night
replays from its seed.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import io
from collections import Counter
from collections.abc import Mapping

from sqlmodel import select

from tdesk.cli.bounties import ledger_lines, reconciliation_line
from tdesk.cli.hand_for_hand import status_line
from tdesk.cli.satellite import _results as cli_results
from tdesk.locale_format import number
from tdesk.models.event_rows import load_event
from tdesk.models.money import Payment
from tdesk.models.seating import Seat
from tdesk.models.store import Store
from tdesk.models.tables import Entry, EntryStatus
from tdesk.services import clock
from tdesk.services.money import bounties, money, receipts
from tdesk.services.money.bounty_payouts import reconciliation
from tdesk.services.money.terms import starting_stack
from tdesk.services.players import list_entries
from tdesk.services.seating import hand_for_hand as hfh
from tdesk.services.seating import seating
from tdesk.ui.money.summary import clock_lines, projector_cells
from tdesk.ui.wall.projector_text import projector_text
from tdesk.web.snapshot import clock_payload, read_snapshot


def _rows(store: Store, event_id: int) -> tuple[list[Entry], list[Payment], set[int]]:
    """The event's entry rows, its payments and the entries seated, as stored."""
    with store.read() as session:
        entries = list(session.exec(select(Entry).where(Entry.event_id == event_id)))
        pays = list(session.exec(select(Payment).where(Payment.event_id == event_id)))
        seated = set(session.exec(select(Seat.entry_id).join(Entry, Entry.id == Seat.entry_id)
                                  .where(Entry.event_id == event_id)))
        for row in (*entries, *pays):
            session.expunge(row)
    return entries, pays, seated


def check_places(store: Store, event_id: int, why: str, *,
                 seen: tuple[list[Entry], list[Payment], set[int]] | None = None) -> None:
    """Places within the field: the players out hold the bottom places of the paid field,
    contiguous, a tie of m covering m places from the best of them; the players in hold
    none; a registered player who has not paid is neither seated nor placed."""
    entries, pays, seated = seen if seen is not None else _rows(store, event_id)
    paid = {p.entry_id for p in pays if p.kind == "entry"}
    field = [e for e in entries if not paid or e.id in paid]
    for e in entries:
        if paid and e.id not in paid:
            assert e.place is None and e.id not in seated, f"{why}: unpaid entry {e.id} " \
                f"placed {e.place} or seated"
    ties = Counter(e.place for e in field if e.status == EntryStatus.BUSTED)
    assert None not in ties, f"{why}: a player out with no place"
    assert all(e.place is None for e in field if e.status == EntryStatus.ACTIVE), \
        f"{why}: a player in holds a place"
    covered = sorted(p + i for p, m in ties.items() for i in range(m) if p is not None)
    n, k = len(field), sum(ties.values())
    assert covered == list(range(n - k + 1, n + 1)), \
        f"{why}: places out {sorted(ties.items())} are not the bottom {k} of {n}"


def check_money(store: Store, event_id: int, why: str,
                handed: Mapping[int, int] | None = None, *,
                seen: tuple[list[Payment], money.MoneySummary] | None = None,
                results: list[money.ResultRow] | None = None) -> None:
    """Money conserved: what the payments took is the prize pool + the bounties + the fees,
    each payment its ticket's price; the prizes given never add up to more than the pool (all
    of it once the winner is known); a prize handed over is what the results give; the
    bounty ledger and the night's reconciliation balance, no player paid above what they
    won; every receipt of money handed out is in the reconciliation."""
    pays, s = seen if seen is not None else (_rows(store, event_id)[1],
                                             money.money_summary(store, event_id))
    taken = sum(p.prize_part + p.fee + p.bounty for p in pays)
    assert (s.collected, s.fees, s.bounties) == (
        sum(p.prize_part for p in pays), sum(p.fee for p in pays),
        sum(p.bounty for p in pays)), why
    assert taken == s.collected + s.fees + s.bounties, why
    terms = money.get_terms(store, event_id).terms
    price = terms.buy_in + terms.fee + terms.bounty
    sold = sum(1 for p in pays if p.kind in ("entry", "reentry"))
    assert taken == sold * price, f"{why}: taken {taken} for {sold} tickets of {price}"
    results = money.results(store, event_id) if results is None else results
    given = sum(r.prize for r in results)
    assert all(r.prize >= 0 for r in results) and given <= s.pool.total, \
        f"{why}: prizes {given} of a pool of {s.pool.total}"
    if s.players_left <= 1 and s.entries > 1:
        assert given == s.pool.total == sum(s.prizes), f"{why}: the pool is not all given"
    paid_out = {r.entry_id: r.prize for r in results if r.handed_over is not None}
    every = receipts.list_receipts(store, event_id)
    slips = [r for r in every if r.kind == receipts.PRIZE]
    assert {r.entry_id: r.amount for r in slips} == paid_out, f"{why}: handover != results"
    if handed is not None:
        assert paid_out == dict(handed), f"{why}: a prize handed over moved"
    ledger = bounties.bounty_ledger(store, event_id)
    if ledger is None:
        return
    assert ledger.funded == s.bounties, f"{why}: bounty parts {s.bounties}, funded " \
        f"{ledger.funded}"
    assert ledger.balanced, f"{why}: collected {ledger.collected_total} + heads " \
        f"{ledger.heads_total} + envelopes {ledger.envelopes_left} != pool {ledger.pool}"
    assert not [c for c in ledger.checks if "no eliminators" in c or "settle" in c], \
        f"{why}: {ledger.checks}"
    rec = reconciliation(store, event_id)
    assert rec is not None and rec.balanced, f"{why}: {rec}"
    assert rec.taken == s.bounties and rec.won == ledger.collected_total, why
    assert all(0 <= p.paid <= p.won for p in rec.players), f"{why}: a bounty overpaid"
    out = [r for r in every if r.kind == receipts.BOUNTY]
    assert sum(r.amount for r in out) == rec.paid, f"{why}: bounty receipts != paid"
    printed = ledger_lines(ledger)  # ``tdesk bounties`` as it prints, its totals line
    assert f"Pool {number(ledger.pool)}: heads {number(ledger.heads_total)}, collected " \
        f"{number(ledger.collected_total)}" in printed, f"{why}: {printed}"
    assert f"taken {number(rec.taken)} = won {number(rec.won)}" in reconciliation_line(rec), why


def _cli(run: object, store: Store, event_id: int) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        run(store, event_id)  # type: ignore[operator]
    return out.getvalue()


def check_counts(store: Store, event_id: int, why: str, *, drawn: bool = True,
                 chips: int | None = None, entries_sold: int | None = None,
                 seen: tuple[list[Entry], list[Payment], set[int], money.MoneySummary]
                 | None = None, results: list[money.ResultRow] | None = None
                 ) -> money.MoneySummary:
    """Every count the same wherever it is shown: entries (re-entries in, paid only), players
    left, chips in play and the average stack as the field's reading (``field_counts``
    through the clock) gives them, against the payments and entry rows themselves, the money
    summary (Money tab, Clock tab lines, projector cells), the projector's own cells, the
    player screens' JSON, the Seating tab's room, the Players list, the hand-for-hand status
    the command prints, and ``tdesk results`` against the results. ``drawn``: the seats are
    drawn, so every player in sits; ``chips``: the chips in play when the caller knows them
    (default: the chips the payments bought); ``entries_sold``: the entries when the caller
    knows them (a Day 2: the entries its flights sold, FLT-6)."""
    entries, pays, seated, s = seen if seen is not None else (
        *_rows(store, event_id), money.money_summary(store, event_id))
    paid = {p.entry_id for p in pays if p.kind == "entry"}
    left_rows = {e.id for e in entries if e.status == EntryStatus.ACTIVE
                 and (not paid or e.id in paid)}
    sold = sum(1 for p in pays if p.kind in ("entry", "reentry"))
    bought = sum(p.chips for p in pays)
    if not paid:  # no entry taken yet: every registered player is in, with a starting stack
        sold += len(entries)
        with store.read() as session:
            event = load_event(session, event_id)
            bought += len(entries) * starting_stack(event)
    bought = bought if chips is None else chips
    sold = sold if entries_sold is None else entries_sold
    info = clock.get_clock(store, event_id)
    c = info.counts
    expected = (sold, len(left_rows), bought, bought // len(left_rows) if left_rows else None)
    assert (c.entries, c.players_left, c.total_chips, c.average_stack) == expected, \
        f"{why}: clock counts {c} != {expected}"
    assert (s.entries, s.players_left, s.chips_in_play, s.average_stack) == expected, why
    shown = s  # the projector's and the Clock tab's reading (``display_summary``) is this one
    cells = dict(projector_cells(shown))
    assert cells["PLAYERS"] == f"{number(len(left_rows))} of {number(sold)}", why
    assert cells["AVG STACK"] == (number(expected[3]) if expected[3] is not None else "—"), why
    assert f"{number(len(left_rows))} of {number(sold)} left" in clock_lines(shown), why
    now = dt.datetime.now(dt.UTC)
    wall = projector_text(info, now)
    assert wall.players == number(len(left_rows)), f"{why}: projector {wall.players}"
    assert wall.average == (number(expected[3]) if expected[3] is not None else "—"), why
    data = clock_payload(read_snapshot(store, event_id), now)
    assert (data["entries"], data["players_left"], data["average"]) == (
        sold, len(left_rows), expected[3]), f"{why}: player screens {data}"
    listed = [r for r in list_entries(store, event_id) if r.status == "active"
              and (not paid or r.entry_id in paid)]
    assert {r.entry_id for r in listed} == left_rows, why
    room = seating.room(store, event_id)
    assert room.players_left == len(left_rows), f"{why}: room {room.players_left}"
    if drawn:
        assert seated == left_rows, f"{why}: seated {sorted(seated)} != in {sorted(left_rows)}"
    h = hfh.status(store, event_id)
    assert h.players_left == len(left_rows), why
    assert status_line(h).startswith("HAND FOR HAND") or \
        f"({len(left_rows)} player" in status_line(h), f"{why}: {status_line(h)}"
    printed = _cli(cli_results, store, event_id)
    for r in money.results(store, event_id) if results is None else results:
        if r.entry_id:
            assert f"{r.name}  {number(r.prize)}" in printed, f"{why}: {r.name} not in " \
                f"tdesk results:\n{printed}"
    return s


def check_night(store: Store, event_id: int, why: str, *, handed: Mapping[int, int] | None = None,
                drawn: bool = True, chips: int | None = None,
                entries_sold: int | None = None) -> money.MoneySummary:
    """All three: places, money, counts (the rows and the money summary read once)."""
    entries, pays, seated = _rows(store, event_id)
    check_places(store, event_id, why, seen=(entries, pays, seated))
    s = money.money_summary(store, event_id)
    results = money.results(store, event_id)
    check_money(store, event_id, why, handed, seen=(pays, s), results=results)
    return check_counts(store, event_id, why, drawn=drawn, chips=chips,
                        entries_sold=entries_sold, seen=(entries, pays, seated, s), results=results)


# -- added for the seeded poker night player (issue 37) ---------------------------------------

INTERNAL_WORDS = ("entry_id", "event_id", "player_id", "entry #", "id=", "Entry(", "Traceback",
                  "sqlite", "IntegrityError", "None", "<", "audit", "row ")
"""What a refusal shown to the floor must never say: an internal row, column or code."""


def check_refusal(message: str, why: str) -> None:
    """A refusal names players, tables and the rule, never an internal row or code."""
    import re

    found = [w for w in INTERNAL_WORDS if w in message]
    assert not found and not re.search(r"#\d", message), \
        f"{why}: the refusal names something internal {found}: {message!r}"


BOOKKEEPING = {"audit_log", "undo_payload", "meta", "receipt_counter"}
"""Tables that record the actions themselves (undo keeps them): left out of the comparison."""


def store_rows(store: Store) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every floor table, as sorted tuples: what undo must give back."""
    from sqlalchemy import text

    out: dict[str, list[tuple[object, ...]]] = {}
    with store.read() as session:
        names = [r[0] for r in session.execute(text(
            "SELECT name FROM sqlite_master WHERE type = 'table'"))]
        for name in sorted(n for n in names if n not in BOOKKEEPING
                           and not n.startswith(("sqlite_", "alembic"))):
            rows = session.execute(text(f'SELECT * FROM "{name}"')).all()
            out[name] = sorted((tuple(r) for r in rows), key=repr)
    return out


def check_undo_redo(store: Store, since: int, start: Mapping[str, list[tuple[object, ...]]],
                    why: str) -> int:
    """Undo every action after audit row ``since`` (Ctrl+Z, newest first): the store is as it
    was (``start``); redo them all: the store is as it was at the end. Returns the actions."""
    end = store_rows(store)
    undone = 0
    while (step := store.undo_step()) is not None and step.audit_id > since:
        try:
            store.undo()
        except Exception as exc:  # a refusal here is a defect: the night cannot be undone
            raise AssertionError(f"{why}: undo of '{step.summary}' refused: {exc}") from exc
        undone += 1
    _same(start, store_rows(store), f"{why}: after undoing {undone} actions")
    while (step := store.redo_step()) is not None:
        try:
            store.redo()
        except Exception as exc:
            raise AssertionError(f"{why}: redo of '{step}' refused: {exc}") from exc
    _same(end, store_rows(store), f"{why}: after redoing {undone} actions")
    return undone


def _same(want: Mapping[str, list[tuple[object, ...]]],
          got: Mapping[str, list[tuple[object, ...]]], why: str) -> None:
    for table in sorted(set(want) | set(got)):
        a, b = want.get(table, []), got.get(table, [])
        if a != b:
            gone = [r for r in a if r not in b][:3]
            new = [r for r in b if r not in a][:3]
            raise AssertionError(f"{why}: table {table} differs: missing {gone}, extra {new}")
