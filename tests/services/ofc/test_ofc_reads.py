"""Reading the OFC hand history at size (issue 10): the same lines as the stored hands say, in a
bounded number of SQL statements however many hands were played."""

from collections.abc import Callable

from sqlmodel import col, select

from tdesk.models.ofc import OfcHandRecord
from tdesk.models.store import Store
from tdesk.services.ofc import ofc
from tdesk.services.ofc.ofc import HandSummary
from tests.services.ofc.test_ofc_service import _draft, _setup
from tests.services.penalties.test_reads import statements


def _expected(store: Store, event_id: int) -> list[HandSummary]:
    """The history built from the stored hands' ORM records (what the calculator used to get)."""
    with store.read() as session:
        records = session.exec(select(OfcHandRecord).where(OfcHandRecord.event_id == event_id)
                               .order_by(col(OfcHandRecord.number).desc())).all()
    out = []
    for r in records:
        assert r.id is not None
        names = {str(b["entry_id"]): b["name"] for b in r.boards}
        out.append(HandSummary(r.id, r.number, r.title, r.table_no, r.level, r.applied,
                               tuple(b["name"] for b in r.boards),
                               tuple(names.get(str(p), str(p))
                                     for p in r.result.get("eliminated", []))))
    return out


def test_the_history_reads_as_the_stored_hands(store: Store,
                                               make_event: Callable[..., int]) -> None:
    event_id, ids = _setup(store, make_event, players=6)
    ofc.add_tutorial_hands(store, event_id)  # not applied, with titles and a bust (OFC-S4)
    ofc.apply_hand(store, event_id, _draft(ids, table_no=2))  # applied: the second busts
    hands = ofc.list_hands(store, event_id)
    assert hands == _expected(store, event_id)
    assert [h.number for h in hands] == [3, 2, 1] and hands[0].applied and not hands[1].applied
    assert len(hands[0].eliminated) == 1 and hands[0].eliminated[0] in hands[0].players
    assert any(h.eliminated for h in hands[1:])  # the tutorial's bust is named too


def test_reading_the_history_takes_the_same_statements_at_any_length(
        store: Store, make_event: Callable[..., int]) -> None:
    counts = []
    for rounds in (1, 8):
        event_id, _ids = _setup(store, make_event)
        for _ in range(rounds):
            ofc.add_tutorial_hands(store, event_id)
        with statements(store) as seen:
            assert len(ofc.list_hands(store, event_id)) == 2 * rounds
        counts.append(len(seen))
    assert counts[0] == counts[1] <= 2, counts
