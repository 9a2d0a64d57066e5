"""Floor actions that refuse instead of toggling or repeating, and numbers past the store's
limits (issue 19, "Nothing lost or rewritten at the edges").

Each test is a case found on main: a second drop un-dropped the player, a penalty against a
disqualified player recorded a second disqualification, clearing a call that was never made
wrote an audit row, a big blind of 10^23 was kept, OFC level 99 was priced as level 23, a
101-character staff name was kept on SQLite (PostgreSQL refuses it), a 10^30 stack crashed
with ``OverflowError``. A refusal names what is already so and writes nothing.
"""

from collections.abc import Callable
from pathlib import Path

import pytest
from sqlmodel import select

from tdesk import validate
from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog, EntryStatus
from tdesk.rules.levels import Game, Level, Structure
from tdesk.services import clock
from tdesk.services.ofc import ofc
from tdesk.services.penalties import penalties
from tdesk.services.penalties.penalties import PenaltyRequest
from tdesk.services.players import get_entry, list_entries
from tdesk.services.swiss import swiss
from tests.services.content import store_content


def ids(store: Store, event_id: int) -> dict[str, int]:
    return {r.name: r.entry_id for r in list_entries(store, event_id)}


def unchanged(store: Store, error: type[Exception], match: str,
              action: Callable[[], object]) -> Exception:
    """``action`` is refused with ``error`` (message matching) and the store is as it was."""
    before = store_content(store)
    with pytest.raises(error, match=match) as info:
        action()
    assert store_content(store) == before
    return info.value


def audit_actions(store: Store) -> list[str]:
    with store.read() as session:
        return list(session.exec(select(AuditLog.action).order_by(AuditLog.id)))


# --- Swiss drops (CG-P2) -------------------------------------------------------------------


def test_a_second_drop_is_refused_and_the_player_stays_dropped_CG_P2(store, make_event):
    event = make_event("swiss", players=4)
    anna = ids(store, event)["Anna Petrova"]
    swiss.drop_player(store, event, anna)
    unchanged(store, ConflictError, "Anna Petrova is already dropped",
              lambda: swiss.drop_player(store, event, anna))
    assert get_entry(store, anna).status == EntryStatus.DROPPED
    assert {r.entry_id: r.dropped for r in swiss.standings(store, event)}[anna]


def test_taking_a_dropped_player_back_is_its_own_action_CG_P2(store, make_event):
    event = make_event("swiss", players=4)
    anna = ids(store, event)["Anna Petrova"]
    unchanged(store, ConflictError, "Anna Petrova is not dropped",
              lambda: swiss.undrop_player(store, event, anna))
    swiss.drop_player(store, event, anna)
    swiss.undrop_player(store, event, anna)
    assert get_entry(store, anna).status == EntryStatus.ACTIVE
    assert audit_actions(store)[-2:] == ["drop player", "undrop player"]
    unchanged(store, ConflictError, "not dropped", lambda: swiss.undrop_player(store, event, anna))


def test_a_drop_of_someone_else_s_entry_or_a_bad_id_is_refused(store, make_event):
    event, other = make_event("swiss", players=2), make_event("swiss", players=2)
    stranger = next(iter(ids(store, other).values()))
    unchanged(store, NotFoundError, "not in this event",
              lambda: swiss.drop_player(store, event, stranger))
    for bad in (10**30, None, "3", 2.0, True, -1):
        unchanged(store, InputError, "^Player", lambda b=bad: swiss.drop_player(store, event, b))


# --- penalties against a disqualified player (PEN-6, PEN-P2) --------------------------------


def test_a_second_disqualification_is_refused_naming_the_first_PEN_6(store, make_event):
    event = make_event("swiss", players=4)
    anna = ids(store, event)["Anna Petrova"]
    penalties.issue_penalty(store, event, PenaltyRequest(
        anna, "disqualification", "aggressive behaviour", judge="Olga", round=3))
    again = PenaltyRequest(anna, "disqualification", "cheating", judge="Ivan", round=4)
    unchanged(store, ConflictError, "Anna Petrova is already disqualified by Olga in round 3",
              lambda: penalties.issue_penalty(store, event, again))
    assert "already disqualified by Olga in round 3" in penalties.preview(store, event, again).error
    for weaker in ("remark", "warning", "game_loss", "match_loss"):
        unchanged(store, ConflictError, "already disqualified",
                  lambda w=weaker: penalties.issue_penalty(store, event, PenaltyRequest(
                      anna, w, "slow play", round=4)))


def test_a_disqualified_player_can_still_lose_prizes_and_rescinds_unwind_in_order_PEN_6(
        store, make_event):
    """Found out later: a Disqualification becomes one without prizes (a stronger step of the
    ladder, PEN-6). Rescinding either one leaves the other standing; both, the player is back."""
    event = make_event("swiss", players=4)
    anna = ids(store, event)["Anna Petrova"]
    first = penalties.issue_penalty(store, event, PenaltyRequest(
        anna, "disqualification", "aggressive behaviour", judge="Olga", round=3))
    second = penalties.issue_penalty(store, event, PenaltyRequest(
        anna, "disqualification_no_prizes", "bribery", judge="Olga", round=3))
    assert penalties.no_prize_entries(store, event) == {anna}
    assert get_entry(store, anna).no_prizes
    unchanged(store, ConflictError, "already disqualified without prizes",
              lambda: penalties.issue_penalty(store, event, PenaltyRequest(
                  anna, "disqualification_no_prizes", "bribery again")))
    penalties.rescind_penalty(store, first[0], by="Head Judge", why="wrong call")
    assert get_entry(store, anna).status == EntryStatus.DISQUALIFIED
    assert get_entry(store, anna).no_prizes
    penalties.rescind_penalty(store, second[0], by="Head Judge", why="wrong player")
    assert get_entry(store, anna).status == EntryStatus.ACTIVE
    assert not get_entry(store, anna).no_prizes
    assert penalties.no_prize_entries(store, event) == set()


def test_rescinding_the_later_disqualification_keeps_the_earlier_one_PEN_6(store, make_event):
    event = make_event("swiss", players=4)
    anna = ids(store, event)["Anna Petrova"]
    penalties.issue_penalty(store, event, PenaltyRequest(anna, "disqualification", "cheating"))
    later = penalties.issue_penalty(store, event, PenaltyRequest(
        anna, "disqualification_no_prizes", "bribery"))
    penalties.rescind_penalty(store, later[0], by="Head Judge", why="no bribe after all")
    entry = get_entry(store, anna)
    assert entry.status == EntryStatus.DISQUALIFIED and not entry.no_prizes


def test_a_poker_player_disqualified_gets_no_further_penalty_PEN_P2(store, make_event):
    event = make_event("poker", players=3)
    anna = ids(store, event)["Anna Petrova"]
    penalties.issue_penalty(store, event, PenaltyRequest(anna, "disqualification", "collusion",
                                                         judge="Floor Lena"))
    for penalty in ("warning", "two_rounds", "disqualification"):
        unchanged(store, ConflictError, "Anna Petrova is already disqualified by Floor Lena",
                  lambda p=penalty: penalties.issue_penalty(store, event, PenaltyRequest(
                      anna, p, "abuse", players_at_table=6)))


def test_accumulation_passes_over_a_disqualified_player_PEN_4_PEN_6(store, make_event):
    event = make_event("swiss", players=4)
    anna = ids(store, event)["Anna Petrova"]
    for code in ("slow-play", "tardiness", "insufficient-shuffling"):
        penalties.issue_penalty(store, event, PenaltyRequest(anna, "warning", infraction=code,
                                                             round=3))
    penalties.issue_penalty(store, event, PenaltyRequest(anna, "disqualification", "cheating",
                                                         round=3))
    before = store_content(store)
    assert penalties.end_match(store, event, round=3) == []
    assert store_content(store) == before


# --- no audit row for an action that changed nothing --------------------------------------


def test_clearing_a_call_that_was_never_made_is_refused_TDA_C1(store, make_event):
    event = make_event("poker", players=0)
    unchanged(store, NotFoundError, "No clock is called", lambda: clock.cancel_call(store, event))
    clock.call_clock(store, event, "Table 2 seat 5")
    clock.cancel_call(store, event)
    unchanged(store, NotFoundError, "No clock is called", lambda: clock.cancel_call(store, event))
    assert audit_actions(store)[-2:] == ["call the clock", "cancel called clock"]


# --- numbers past the limits -----------------------------------------------------------------


def test_a_big_blind_of_10_23_is_refused(store, make_event):
    event = make_event("poker", players=0)
    huge = Structure("Huge", (Level.blinds(100, 10**23),), Game.POKER)
    err = unchanged(store, InputError, "big blind", lambda: clock.set_structure(store, event, huge))
    assert err.field == "Structure" and f"{validate.MAX_CHIPS:,}" in str(err)


@pytest.mark.parametrize("level", [
    Level.blinds(None, 200), Level.blinds(100, "200"), Level.blinds(100, 200.0),  # type: ignore[arg-type]
    Level.blinds(100, 200, minutes=float("nan")), Level.blinds(100, True),  # type: ignore[arg-type]
    Level(note=None), Level(is_break="yes"), Level(ante_kind="none"),  # type: ignore[arg-type]
])
def test_ill_typed_levels_are_refused_not_a_type_error(store, make_event, level):
    event = make_event("poker", players=0)
    structure = Structure("Typed", (level,), Game.POKER)
    unchanged(store, InputError, "^Structure", lambda: clock.set_structure(store, event, structure))
    unchanged(store, InputError, "^Structure", lambda: clock.save_template(store, structure))


def test_ofc_level_99_is_refused_not_priced_as_level_23_OFC_L1(store, make_event):
    event = make_event("ofc", players=2)
    a, b = ids(store, event).values()
    draft = ofc.HandDraft((ofc.SeatInput(a, missed=True), ofc.SeatInput(b, missed=True)),
                          level=99)
    with pytest.raises(InputError, match="^Point level 99: .*1 to 23"):
        ofc.compute(draft, {}, {a: 1000, b: 1000}, 2)
    unchanged(store, InputError, "^Point level 99", lambda: ofc.score_draft(store, event, draft))
    unchanged(store, InputError, "^Point level 99", lambda: ofc.apply_hand(store, event, draft))


def test_ofc_level_past_the_event_s_own_structure_is_refused_OFC_L1(store, make_event):
    event = make_event("ofc", players=2)
    a, b = ids(store, event).values()
    clock.set_structure(store, event, Structure("Short", tuple(
        Level.points(v) for v in (100, 200, 300)), Game.OFC))
    draft = ofc.HandDraft((ofc.SeatInput(a, missed=True), ofc.SeatInput(b, missed=True)),
                          level=4, point_value=300)
    unchanged(store, InputError, "^Point level 4: .*1 to 3",
              lambda: ofc.apply_hand(store, event, draft))


def test_an_ofc_stack_of_10_30_is_refused_not_an_overflow(store, make_event):
    event = make_event("ofc", players=2)
    a = next(iter(ids(store, event).values()))
    unchanged(store, InputError, "^Chips", lambda: ofc.set_stack(store, event, a, 10**30))
    unchanged(store, InputError, "^Player", lambda: ofc.set_stack(store, event, 10**30, 5))


def test_a_staff_name_longer_than_its_column_is_refused_on_every_store(tmp_path: Path):
    with pytest.raises(InputError, match="^Staff .*101 characters long; at most 100"):
        Store(f"sqlite:///{tmp_path / 'a.db'}", staff="x" * 101)
    with pytest.raises(InputError, match="^Staff .*control character"):
        Store(f"sqlite:///{tmp_path / 'a.db'}", staff="Anna\x00")
    assert not (tmp_path / "a.db").exists()  # refused before the file is made
    store = Store(f"sqlite:///{tmp_path / 'b.db'}", staff="  Märta   Ström ")
    assert store.staff == "Märta Ström"
    store.close()
