"""Decklists in the store (DECK-1..DECK-8, issue 24): registered, refused by the line or the
card, locked once round 1 is paired, imported from files, checked by a judge."""

from __future__ import annotations

from pathlib import Path

import pytest

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.services.penalties import penalties
from tdesk.services.swiss import decklists, swiss

LEGAL = "Main deck\n3 Dragon\n3 Goblin\n3 Elf\n1 Healer\n"


def _event(make_event, players: int = 4) -> int:  # type: ignore[no-untyped-def]
    return make_event("swiss", players=players, decklists=True, deck_min=10, deck_copies=3)


def _entry(store, event: int, name: str) -> int:  # type: ignore[no-untyped-def]
    return next(r.entry_id for r in decklists.decklists(store, event).rows if r.player == name)


def test_a_list_is_registered_and_the_missing_ones_listed(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = _event(make_event)
    anna = _entry(store, event, "Anna Petrova")
    assert decklists.register(store, event, anna, LEGAL) == "registered"
    info = decklists.decklists(store, event)
    row = next(r for r in info.rows if r.entry_id == anna)
    assert (row.status, row.deck.size, row.registered_by) == ("ok", 10, "Test Floor")
    assert row.text == LEGAL.strip()
    assert {r.player for r in info.missing} == {"Björn Åberg", "王伟", "James Smith"}
    assert decklists.register(store, event, anna, LEGAL + "Healer") == "replaced"
    assert next(r for r in decklists.decklists(store, event).rows if r.entry_id == anna
                ).deck.size == 11
    store.undo()
    assert next(r for r in decklists.decklists(store, event).rows if r.entry_id == anna
                ).deck.size == 10


def test_a_bad_line_or_an_illegal_card_is_refused_by_name(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = _event(make_event)
    anna = _entry(store, event, "Anna Petrova")
    with pytest.raises(InputError, match="line 3: 'Fourx Elf' has no count"):
        decklists.register(store, event, anna, "3 Dragon\n3 Goblin\nFourx Elf")
    with pytest.raises(InputError, match="Goblin: 4 copies, at most 3"):
        decklists.register(store, event, anna, LEGAL + "Goblin")
    assert decklists.decklists(store, event).rows[0].status == "missing"
    check = decklists.check_list(store, event, "3 Dragon\n2x")
    assert not check.ok and check.error.startswith("line 2:")


def test_lists_lock_when_round_1_is_paired(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = _event(make_event)
    anna = _entry(store, event, "Anna Petrova")
    decklists.register(store, event, anna, LEGAL)
    swiss.pair_next_round(store, event, seed=3)
    assert decklists.decklists(store, event).locked
    with pytest.raises(ConflictError, match="locked: the player.s first round is paired"):
        decklists.register(store, event, anna, LEGAL + "Healer")
    with pytest.raises(ConflictError, match="reason is empty"):
        decklists.register(store, event, anna, LEGAL + "Healer", head_judge=True)
    decklists.register(store, event, anna, LEGAL + "Healer", head_judge=True,
                       reason="typed Elk for Elf")
    row = next(r for r in decklists.decklists(store, event).rows if r.entry_id == anna)
    assert (row.deck.size, row.reason) == (11, "typed Elk for Elf")


def test_import_by_file_name_and_by_player_headers(store, make_event, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    event = _event(make_event)
    one = tmp_path / "anna petrova.txt"
    one.write_text(LEGAL, encoding="utf-8")
    many = tmp_path / "lists.txt"
    many.write_text(f"# Player: Björn Åberg\n{LEGAL}\n# Player: 王伟\n{LEGAL}", encoding="utf-8")
    done = decklists.import_lists(store, event, decklists.read_files([one, many])).done
    assert sorted(done) == sorted([("Anna Petrova", "registered"), ("Björn Åberg", "registered"),
                                   ("王伟", "registered")])
    assert [r.player for r in decklists.missing(store, event)] == ["James Smith"]


def test_an_import_keeps_the_good_lists_and_names_the_bad(store, make_event,  # type: ignore[no-untyped-def]
                                                          tmp_path: Path) -> None:
    """Issue 36: one illegal list no longer refuses the file; the good ones are registered in
    one action and each bad one is named with its file, player and reason."""
    event = _event(make_event)
    many = tmp_path / "lists.txt"
    many.write_text(f"# Player: Björn Åberg\n{LEGAL}# Player: 王伟\n3 Dragon\n3 x\n"
                    f"# Player: Nobody Here\n{LEGAL}# Player: James Smith\n{LEGAL}Goblin\n"
                    f"# Player: björn åberg\n{LEGAL}", encoding="utf-8")
    result = decklists.import_lists(store, event, decklists.read_files([many]))
    assert result.done == (("Björn Åberg", "registered"),)
    assert [(r.file, r.player) for r in result.refused] == [
        ("lists.txt", "王伟"), ("lists.txt", "Nobody Here"), ("lists.txt", "James Smith"),
        ("lists.txt", "björn åberg")]
    reasons = [r.reason for r in result.refused]
    assert "王伟: line 9: '3 x'" in reasons[0]
    assert "no player of this name" in reasons[1]
    assert "Goblin: 4 copies, at most 3" in reasons[2]
    assert "also in lists.txt" in reasons[3]
    assert sorted(r.player for r in decklists.missing(store, event)) == sorted(
        ["Anna Petrova", "王伟", "James Smith"])
    store.undo()  # one action: the good lists go back together
    assert len(decklists.missing(store, event)) == 4


def test_an_import_with_no_good_list_writes_nothing_and_names_each(store, make_event,  # type: ignore[no-untyped-def]
                                                                   tmp_path: Path) -> None:
    event = _event(make_event)
    many = tmp_path / "lists.txt"
    many.write_text(f"# Player: Björn Åberg\n{LEGAL}Elf\n# Player: 王伟\n3 Dragon\n3 x\n",
                    encoding="utf-8")
    with pytest.raises(InputError, match=r"no list was imported: .*Elf: 4 copies.*line 10: '3 x'"):
        decklists.import_lists(store, event, decklists.read_files([many]))
    nobody = tmp_path / "Nobody Here.txt"
    nobody.write_text(LEGAL, encoding="utf-8")
    with pytest.raises(NotFoundError, match="Nobody Here.txt: Nobody Here: no player"):
        decklists.import_lists(store, event, decklists.read_files([nobody]))
    assert len(decklists.missing(store, event)) == 4


def test_a_deck_check_links_the_penalty_it_calls_for(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = _event(make_event)
    anna = _entry(store, event, "Anna Petrova")
    decklists.register(store, event, anna, LEGAL)
    swiss.pair_next_round(store, event, seed=3)
    rnd, table = decklists.check_defaults(store, event, anna)
    assert rnd == 1 and table is not None
    request = decklists.CheckRequest(anna, rnd, table, "Head Judge", "mismatch",
                                     "2 Goblin in the deck, 3 on the list")
    check_id, penalty_id = decklists.record_check(store, event, request, penalty="game_loss")
    given = [p for p in penalties.list_penalties(store, event) if p.main_id is None]
    assert [(p.id, p.infraction, p.penalty, p.round) for p in given] == [
        (penalty_id, "deck-list-mismatch", "game_loss", 1)]
    [row] = decklists.checks(store, event)
    assert (row.id, row.outcome, row.penalty_id, row.table) == (check_id, "mismatch",
                                                                penalty_id, table)
    with pytest.raises(InputError, match="gives no penalty"):
        decklists.record_check(store, event, decklists.CheckRequest(
            anna, 1, table, "Judge", "matches"), penalty="game_loss")
    with pytest.raises(InputError, match="note is empty"):
        decklists.record_check(store, event, decklists.CheckRequest(
            anna, 1, table, "Judge", "illegal"))
    assert [p.id for p in penalties.list_penalties(store, event) if p.main_id is None] == [
        penalty_id]
    store.undo()
    assert decklists.checks(store, event) == []
