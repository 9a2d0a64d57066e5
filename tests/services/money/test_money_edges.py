"""Money and deals at the edges (issue 19): a deal never races a bust at another station and
is recorded once, amounts are whole units that add up to the pool, and every bad number is
refused naming its field, with nothing written (PRZ-1..PRZ-4 in the rules reference)."""

import contextlib
import math
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlmodel import func, select

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.money import Deal
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog
from tdesk.services.events import create_event
from tdesk.services.money import deals, money
from tdesk.services.players import PlayerFields, import_players, list_entries
from tdesk.services.seating import chip_counts
from tdesk.services.seating.seating import bust_players
from tests.services.content import KnownContent, store_content

REFUSALS = (InputError, ConflictError, NotFoundError)


def _event(store: Store, players: int = 5, name: str = "Cup", **terms: object) -> tuple[int, list[int]]:
    """A poker event with ``players`` paid entries of 100 (pool 100 × players, top 3 paid)."""
    event = create_event(store, name, "poker", settings={"starting_stack": 20000})
    import_players(store, event, [PlayerFields(f"Player {i + 1}") for i in range(players)])
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, **terms})
    money.set_payout(store, event, money.load_template("top3"))
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids)
    return event, ids


def _deals(store: Store) -> int:
    with store.read() as session:
        return int(session.exec(select(func.count()).select_from(Deal)).one())


def _refused(store: Store, kind: type[Exception], action: Callable[[], object],
             match: str | None = None) -> Exception:
    """``action`` raises ``kind`` and the store holds exactly what it held before."""
    before = store_content(store)
    with pytest.raises(kind, match=match) as info:
        action()
    assert store_content(store) == before
    return info.value


# --- two stations -------------------------------------------------------------------------------


@pytest.fixture
def two(tmp_path: Path) -> Iterator[tuple[Store, Store]]:
    url = f"sqlite:///{tmp_path / 'venue.db'}"
    a = Store(url, staff="Anna")
    b = Store(url, staff="Björn")
    yield a, b
    a.close()
    b.close()


def test_a_bust_at_another_station_just_before_the_deal_is_written_refuses_it(
        two: tuple[Store, Store], monkeypatch: pytest.MonkeyPatch) -> None:
    """Station A works a deal out for three players and records it; station B busts one of
    them after A's checks could have run but before A writes. The deal is checked under the
    write lock, so it is refused naming the player, and nothing of it is written."""
    a, b = two
    event, ids = _event(a)
    bust_players(a, event, ids[:2])
    players, prizes = deals.deal_candidates(a, event)
    amounts = deals.work_out_deal("icm", [p.chips for p in players], prizes)
    typed = dict(zip([p.entry_id for p in players], amounts, strict=True))
    out = players[-1]
    after_bust: dict[str, list[tuple[object, ...]]] = {}
    original = a.action

    @contextlib.contextmanager
    def bust_first(*args: object, **kwargs: object) -> Iterator[object]:
        """B's bust lands the moment before A's action takes the lock (a fixed interleaving,
        not a timing race)."""
        if not after_bust:
            bust_players(b, event, [out.entry_id])
            after_bust.update(store_content(b))
        with original(*args, **kwargs) as scope:  # type: ignore[arg-type]
            yield scope

    monkeypatch.setattr(a, "action", bust_first)
    with pytest.raises(ConflictError, match=f"{out.name} is out"):
        deals.record_deal(a, event, "icm", typed)
    assert store_content(a) == after_bust  # B's bust, and nothing of the deal
    assert _deals(a) == 0
    with a.read() as session:
        actions = session.exec(select(AuditLog.action, AuditLog.staff)
                               .order_by(AuditLog.id.desc())).first()  # type: ignore[union-attr]
    assert tuple(actions) == ("bust", "Björn")  # type: ignore[arg-type]


def test_a_deal_worked_out_before_a_bust_elsewhere_is_refused(two: tuple[Store, Store]) -> None:
    a, b = two
    event, ids = _event(a)
    bust_players(a, event, ids[:2])
    players, prizes = deals.deal_candidates(a, event)  # the Deal page reads at A
    amounts = deals.work_out_deal("chipchop", [p.chips for p in players], prizes)
    bust_players(b, event, [players[0].entry_id])  # B busts the first of them
    _refused(a, ConflictError, lambda: deals.record_deal(
        a, event, "chipchop", dict(zip([p.entry_id for p in players], amounts, strict=True))),
        match=f"{players[0].name} is out")


def test_the_same_deal_twice_is_refused_and_written_once(two: tuple[Store, Store]) -> None:
    """Two stations record the deal the players agreed (or one presses twice)."""
    a, b = two
    event, ids = _event(a)
    bust_players(a, event, ids[:2])
    players, prizes = deals.deal_candidates(a, event)
    typed = dict(zip([p.entry_id for p in players],
                     deals.work_out_deal("icm", [p.chips for p in players], prizes), strict=True))
    deals.record_deal(a, event, "icm", typed)
    _refused(b, ConflictError, lambda: deals.record_deal(b, event, "icm", typed),
             match="already recorded")
    _refused(a, ConflictError, lambda: deals.record_deal(a, event, "custom", typed, 0, "again"),
             match="already recorded")
    assert _deals(a) == 1
    a.undo()  # the deal undone: a new one may be recorded
    deals.record_deal(b, event, "icm", typed)
    assert _deals(a) == 1


# --- amounts are whole units --------------------------------------------------------------------


def test_fraction_amounts_are_refused_naming_the_field_and_value(store: Store) -> None:
    """250.5 / 249.5 / 0 used to be stored and lose a unit (results 499 of 500)."""
    event, ids = _event(store)
    bust_players(store, event, ids[:2])
    a, b, c = (p.entry_id for p in deals.deal_candidates(store, event)[0])
    err = _refused(store, InputError, lambda: deals.record_deal(
        store, event, "custom", {a: 250.5, b: 249.5, c: 0}))
    assert isinstance(err, InputError)
    assert (err.field, err.value) == ("Deal amount", "250.5")
    assert "whole units" in str(err)
    err = _refused(store, InputError, lambda: deals.record_deal(
        store, event, "custom", {a: 250, b: 148, c: 100}, 1.5))
    assert isinstance(err, InputError) and (err.field, err.value) == ("Kept back", "1.5")
    err = _refused(store, InputError, lambda: deals.work_out_deal("icm", [3, 2, 1],
                                                                  [250, 150, 100], 1.5))
    assert isinstance(err, InputError) and err.field == "Kept back"
    assert _deals(store) == 0


@pytest.mark.parametrize("kept", [0, 20])
def test_after_a_deal_the_results_add_up_to_the_pool_at_every_bust(store: Store,
                                                                    kept: int) -> None:
    """The deal's players are listed from the moment it is recorded (still in: no place yet),
    and the amount kept back for the winner until someone wins it: the rows add up to the
    pool before the last bust as after it."""
    event, ids = _event(store, players=8)  # pool 800: 400/240/160
    bust_players(store, event, ids[:4])
    chip_counts.record_counts(store, event, {ids[4]: 50000, ids[5]: 30000, ids[6]: 20000,
                                             ids[7]: 60000})
    players, prizes = deals.deal_candidates(store, event)
    amounts = deals.work_out_deal("icm", [p.chips for p in players], prizes, kept)
    deals.record_deal(store, event, "icm",
                      dict(zip([p.entry_id for p in players], amounts, strict=True)), kept)
    pool = money.money_summary(store, event).pool.total
    dealt = {p.entry_id for p in players}
    for out in [ids[6], ids[5], ids[4]]:
        res = money.results(store, event)
        assert sum(r.prize for r in res) == pool
        assert dealt <= {r.entry_id for r in res}
        assert sum(1 for r in res if r.kept_back) == (1 if kept else 0)
        bust_players(store, event, [out])
    res = money.results(store, event)
    assert sum(r.prize for r in res) == pool and not any(r.kept_back for r in res)
    winner = res[0]
    assert (winner.place, winner.entry_id) == (1, ids[7])
    assert winner.prize == amounts[[p.entry_id for p in players].index(ids[7])] + kept
    assert len({r.entry_id for r in res}) == len(res) == 8


def test_unpaid_registrations_are_not_in_the_deal(store: Store) -> None:
    event = create_event(store, "Cup", "poker", settings={"starting_stack": 20000})
    import_players(store, event, [PlayerFields(f"Player {i + 1}") for i in range(6)])
    money.set_terms(store, event, {"buy_in": 100, "fee": 10})
    money.set_payout(store, event, money.load_template("top3"))
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids[:4])  # two registered but never paid
    bust_players(store, event, ids[:2])
    players, prizes = deals.deal_candidates(store, event)
    assert {p.entry_id for p in players} == set(ids[2:4])
    assert prizes == [200, 120]


# --- bad numbers in money -----------------------------------------------------------------------


@pytest.mark.parametrize("call, field", [
    (lambda s, e, i: money.take_payment(s, e, i[0], "rebuy", None), "Method"),  # type: ignore[arg-type]
    (lambda s, e, i: money.take_payment(s, e, i[0], "rebuy", 5), "Method"),  # type: ignore[arg-type]
    (lambda s, e, i: money.take_payment(s, e, i[0], "rebuy", "ca\x00sh"), "Method"),
    (lambda s, e, i: money.take_payment(s, e, i[0], "rebuy", "c" * 33), "Method"),
    (lambda s, e, i: money.take_payment(s, e, float(i[0]), "rebuy"), "Entry"),
    (lambda s, e, i: money.take_payment(s, e, str(i[0]), "rebuy"), "Entry"),
    (lambda s, e, i: money.take_payment(s, e, 2**63, "rebuy"), "Entry"),
    (lambda s, e, i: money.take_payment(s, e, i[0], ["rebuy"]), "Payment"),  # type: ignore[arg-type]
    (lambda s, e, i: money.take_entries(s, e, [float(i[0])]), "Entries"),
    (lambda s, e, i: money.take_entries(s, e, 7), "Entries"),  # type: ignore[arg-type]
    (lambda s, e, i: money.take_entries(s, e, i, None), "Method"),  # type: ignore[arg-type]
    (lambda s, e, i: chip_counts.record_counts(s, e, {i[2]: 10**30}), "Chips"),
    (lambda s, e, i: chip_counts.record_counts(s, e, {i[2]: 1.5}), "Chips"),
    (lambda s, e, i: chip_counts.record_counts(s, e, {i[2]: "5000"}), "Chips"),
    (lambda s, e, i: chip_counts.record_counts(s, e, {float(i[2]): 5000}), "Player"),
    (lambda s, e, i: chip_counts.record_counts(s, e, [5000]), "Chip counts"),  # type: ignore[arg-type]
    (lambda s, e, i: chip_counts.record_counts(s, e, {i[2]: 5000}, "T\x001"), "Table"),
    (lambda s, e, i: deals.record_deal(s, e, "custom", {i[2]: "250", i[3]: "150", i[4]: "100"}),
     "Deal amount"),
    (lambda s, e, i: deals.record_deal(s, e, "custom", {i[2]: 10**30, i[3]: 0, i[4]: 0}),
     "Deal amount"),
    (lambda s, e, i: deals.record_deal(s, e, "custom", {i[2]: -1, i[3]: 401, i[4]: 100}),
     "Deal amount"),
    (lambda s, e, i: deals.record_deal(s, e, "custom", {i[2]: 300, i[3]: 100, i[4]: 100},
                                       None), "Kept back"),  # type: ignore[arg-type]
    (lambda s, e, i: deals.record_deal(s, e, "custom", {i[2]: 300, i[3]: 100, i[4]: 100},
                                       0, None), "Note"),  # type: ignore[arg-type]
    (lambda s, e, i: deals.record_deal(s, e, "custom", {i[2]: 300, i[3]: 100, i[4]: 100},
                                       0, "x" * 201), "Note"),
    (lambda s, e, i: deals.record_deal(s, e, "icm", {i[2]: 300, i[3]: 100, i[4]: 100},
                                       stacks={i[2]: math.nan}), "Stack"),
    (lambda s, e, i: deals.record_deal(s, e, None, {}), "Deal method"),  # type: ignore[arg-type]
])
def test_bad_numbers_and_texts_are_refused_naming_the_field(store: Store, call, field) -> None:  # type: ignore[no-untyped-def]
    """Each of these used to end in TypeError, AttributeError or OverflowError, or was stored
    as it came (an entry id 3.0 stored as 3 but audited as 3.0, a NUL in a payment method)."""
    event, ids = _event(store, addon_price=50, addon_chips=10000, rebuy_limit=2,
                        rebuy_price=100, rebuy_chips=20000)
    bust_players(store, event, ids[:2])
    err = _refused(store, InputError, lambda: call(store, event, ids))
    assert isinstance(err, InputError) and err.field == field, str(err)
    assert str(err).startswith(field)


def test_a_line_listing_one_player_twice_takes_one_entry(store: Store) -> None:
    event = create_event(store, "Cup", "poker")
    ids = import_players(store, event, [PlayerFields("Anna"), PlayerFields("Li Na")])
    money.set_terms(store, event, {"buy_in": 100, "fee": 10})
    assert money.take_entries(store, event, [ids[0], ids[0], ids[1]]) == 2
    assert money.money_summary(store, event).collected == 200


def test_an_id_is_audited_as_stored(store: Store) -> None:
    event, ids = _event(store, addon_price=50, addon_chips=10000)
    money.take_payment(store, event, ids[0], "addon", "  Card ")
    with store.read() as session:
        params = session.exec(select(AuditLog.params).order_by(AuditLog.id.desc())).first()  # type: ignore[union-attr]
    assert params == {"entry_id": ids[0], "kind": "addon", "method": "card"}
    assert type(params["entry_id"]) is int  # type: ignore[index]


# --- fuzz: every entry point, any value ---------------------------------------------------------

ANY = st.one_of(
    st.none(), st.booleans(),
    st.integers(-2**70, 2**70), st.sampled_from([0, 1, 2, 3, 4, 5, 6, 250, 2**63 - 1, 2**63]),
    st.floats(allow_nan=True, allow_infinity=True), st.sampled_from([3.0, 250.5, math.nan]),
    st.text(max_size=40), st.sampled_from(["cash", "icm", "chipchop", "custom", "rebuy",
                                            "addon", "entry", "\x00", "Table 1"]),
    st.lists(st.integers(-3, 8), max_size=4),
    st.dictionaries(st.one_of(st.integers(-3, 8), st.floats(), st.text(max_size=3)),
                    st.one_of(st.integers(-2**64, 2**64), st.floats(), st.text(max_size=3),
                              st.none()), max_size=4),
)


@pytest.fixture(scope="module")
def fuzz_store(tmp_path_factory: pytest.TempPathFactory,
               ) -> Iterator[tuple[Store, int, list[int]]]:
    store = Store(f"sqlite:///{tmp_path_factory.mktemp('money') / 'store.db'}", staff="Fuzz")
    event, ids = _event(store, addon_price=50, addon_chips=10000, rebuy_limit=50,
                        rebuy_price=100, rebuy_chips=20000)
    bust_players(store, event, ids[:2])
    yield store, event, ids[2:]
    store.close()


ENTRY_POINTS = {
    "take_payment": lambda s, e, v: money.take_payment(s, v[0], v[1], v[2], v[3]),
    "take_payment here": lambda s, e, v: money.take_payment(s, e, v[1], v[2], v[3]),
    "take_entries": lambda s, e, v: money.take_entries(s, e, v[1], v[2]),
    "record_counts": lambda s, e, v: chip_counts.record_counts(s, e, v[1], v[2]),
    "record_counts anywhere": lambda s, e, v: chip_counts.record_counts(s, v[0], v[1], v[2]),
    "record_deal": lambda s, e, v: deals.record_deal(s, e, v[0], v[1], v[2], v[3], stacks=v[4]),
    "work_out_deal": lambda s, e, v: deals.work_out_deal(v[0], v[1], v[2], v[3]),
    "deal_candidates": lambda s, e, v: deals.deal_candidates(s, v[0]),
}
NEAR_VALID = {  # the right event and players, the figures any
    "take_payment a player": lambda s, e, i, v: money.take_payment(s, e, i[0], v[0], v[1]),
    "record_counts a player": lambda s, e, i, v: chip_counts.record_counts(s, e, {i[1]: v[0]},
                                                                           v[1]),
    "record_deal the players left": lambda s, e, i, v: deals.record_deal(
        s, e, v[0], dict(zip(i, v[1:4], strict=True)), v[4]),
    "record_deal custom": lambda s, e, i, v: deals.record_deal(
        s, e, "custom", dict(zip(i, (v[0], v[1], 500), strict=True)), v[2], v[3],
        stacks={i[0]: v[4]}),
}


KNOWN = KnownContent()


@settings(max_examples=400, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(name=st.sampled_from(sorted(ENTRY_POINTS) + sorted(NEAR_VALID)),
       values=st.tuples(ANY, ANY, ANY, ANY, ANY))
def test_fuzz_money_entry_points_refuse_cleanly_and_write_nothing(
        fuzz_store: tuple[Store, int, list[int]], name: str, values: tuple[object, ...]) -> None:
    """Ill-typed and out-of-range values into every money, deal and chip-count entry point:
    a result or a refusal the floor can read (never TypeError, OverflowError, a database
    error), and a refusal leaves the revision and every row as they were."""
    store, event, left = fuzz_store
    before = KNOWN.before(store)  # the content the last refusal left, while nothing committed
    try:
        if name in NEAR_VALID:
            NEAR_VALID[name](store, event, left, values)
        else:
            ENTRY_POINTS[name](store, event, values)
    except REFUSALS:
        after = store_content(store)
        assert after == before
        KNOWN.keep(store, after)
