"""Reading the penalty log at size (issue 10): the same rows as the log's records say, read in
a bounded number of SQL statements however long the log is."""

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import event
from sqlmodel import select

from tdesk.models.penalties import PenaltyRecord
from tdesk.models.store import Store
from tdesk.models.tables import Entry, Player
from tdesk.services.penalties import penalties as svc
from tdesk.services.penalties.penalties import PenaltyRequest
from tdesk.services.players import list_entries


@contextmanager
def statements(store: Store) -> Iterator[list[str]]:
    """Every SQL statement the store's engine runs inside the block."""
    seen: list[str] = []

    def count(_conn, _cursor, sql, *_args) -> None:  # type: ignore[no-untyped-def]
        seen.append(sql)

    event.listen(store.engine, "before_cursor_execute", count)
    try:
        yield seen
    finally:
        event.remove(store.engine, "before_cursor_execute", count)


def _swiss_log(store: Store, make_event, count: int) -> int:  # type: ignore[no-untyped-def]
    """A Swiss log of ``count`` actions: raises with linked warnings (PEN-3), one rescinded.
    Two reasons in turn, so no player is raised as far as a disqualification, after which
    nothing more could be given (PEN-6)."""
    ev = make_event("swiss", players=6)
    people = [r.entry_id for r in list_entries(store, ev)]
    for i in range(count):
        svc.issue_penalty(store, ev, PenaltyRequest(
            people[i % 6], "warning", infraction=("slow-play", "tardiness")[i // 12 % 2],
            judge=("Ivan", "Olga")[i % 2],
            round=1 + i // 6, notes=f"note {i}" if i % 3 == 0 else ""))
    first = svc.list_penalties(store, ev)[0]
    svc.rescind_penalty(store, first.id, by="Olga", why="wrong player")
    return ev


def _expected(store: Store, event_id: int) -> list[dict[str, object]]:
    """The log's rows built field by field from the ORM records (what the tab used to get)."""
    with store.read() as session:
        pairs = session.exec(
            select(PenaltyRecord, Player.name)
            .join(Entry, Entry.id == PenaltyRecord.entry_id)  # type: ignore[arg-type]
            .join(Player, Player.id == Entry.player_id)  # type: ignore[arg-type]
            .where(PenaltyRecord.event_id == event_id).order_by(PenaltyRecord.id)  # type: ignore[arg-type]
        ).all()
    out = []
    for rec, name in pairs:
        fields = {f: getattr(rec, f) for f in svc.PenaltyRow.__dataclass_fields__
                  if f not in ("player", "label")}
        fields.update(player=name, label=svc.penalty_label(rec.ladder, rec.penalty),
                      details=dict(rec.details))
        out.append(fields)
    return out


def _as_dicts(rows: list[svc.PenaltyRow]) -> list[dict[str, object]]:
    return [{f: getattr(r, f) for f in svc.PenaltyRow.__dataclass_fields__} for r in rows]


def test_the_log_reads_as_its_records_on_every_ladder(store, make_event) -> None:  # type: ignore[no-untyped-def]
    swiss = _swiss_log(store, make_event, 9)
    poker = make_event("poker", players=4)
    p = [r.entry_id for r in list_entries(store, poker)]
    ids = svc.issue_penalty(store, poker, PenaltyRequest(p[0], "two_rounds",
                                                         infraction="soft-play", judge="Pär",
                                                         players_at_table=7))
    svc.set_served(store, ids[0], 3)
    ofc = make_event("ofc", players=4)
    o = [r.entry_id for r in list_entries(store, ofc)]
    svc.issue_penalty(store, ofc, PenaltyRequest(o[1], "exposed_card", infraction="exposed-card",
                                                 judge="Floor", opponents=3, hand=4))
    for ev in (swiss, poker, ofc):
        assert _as_dicts(svc.list_penalties(store, ev)) == _expected(store, ev)
    log = svc.list_penalties(store, swiss)
    assert log[0].rescinded and log[0].rescinded_by == "Olga"
    assert any(r.linked for r in log) and {r.label for r in log} >= {"Warning", "Game loss"}
    assert svc.list_penalties(store, poker)[0].hands_left > 0
    exposed = svc.list_penalties(store, ofc)[0]
    assert exposed.details["opponents"] == 3 and exposed.details["hand"] == 4
    assert exposed.ofc_pending and svc.pending_ofc_penalties(store, ofc) == {o[1]: [exposed]}


def test_filters_give_the_rows_of_the_whole_log_they_select(store, make_event) -> None:  # type: ignore[no-untyped-def]
    ev = _swiss_log(store, make_event, 8)
    log = svc.list_penalties(store, ev)
    someone = log[3].entry_id
    assert svc.list_penalties(store, ev, entry_id=someone) == [
        r for r in log if r.entry_id == someone]
    assert svc.list_penalties(store, ev, penalty="game_loss", round=2) == [
        r for r in log if r.penalty == "game_loss" and r.round == 2]
    assert svc.list_penalties(store, ev, judge="OLGA", include_rescinded=False) == [
        r for r in log if r.judge == "Olga" and not r.rescinded]


def test_reading_the_log_takes_the_same_statements_at_any_length(store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Not one query (or ORM load) per penalty or player: a short and a long log cost the
    same number of SQL statements, for the tab's read and for the rules' reads."""
    reads = (svc.list_penalties, svc.statuses, svc.penalty_counts, svc.judges,
             lambda s, e: svc.losses_for_round(s, e, 1))
    counts = []
    for size in (2, 30):
        ev = _swiss_log(store, make_event, size)
        assert len(svc.list_penalties(store, ev)) >= size
        with statements(store) as seen:
            for read in reads:
                read(store, ev)
        counts.append(len(seen))
    assert counts[0] == counts[1] <= 2 * len(reads), counts
