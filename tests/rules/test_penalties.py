"""Penalty ladders: PEN-1..PEN-6, CG-J1, PEN-P1..P2, OFC-X1..X3 (tdesk/rules/penalties/__init__.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdesk.rules.penalties import (
    ACCUMULATION,
    Applies,
    EnforcementLevel,
    Moment,
    OfcOffence,
    Penalty,
    PokerPenalty,
    Severity,
    counts,
    end_of_match,
    explain,
    hands_to_sit_out,
    issue,
    issue_poker,
    losses_for_round,
    ofc_penalty,
    parse_infractions,
    player_status,
    rescind,
    verify_issue,
)

S = Severity
RESOURCES = Path(__file__).resolve().parents[2] / "resources" / "infractions"


def sev(penalties: list[Penalty]) -> list[Severity]:
    return [p.severity for p in penalties]


def give(log: list[Penalty], severity: Severity, reason: str, **kw: object) -> list[Penalty]:
    """Issue and append to the log, returning what was given now."""
    now = issue(log, severity, reason, **kw)  # type: ignore[arg-type]
    log.extend(now)
    return now


# ------------------------------------------------------------------ ladder


def test_severity_ladder_is_ordered_weakest_first_PEN_1():
    assert (
        S.REMARK < S.WARNING < S.GAME_LOSS < S.MATCH_LOSS < S.DISQUALIFICATION
        < S.DISQUALIFICATION_NO_PRIZES < S.SUSPENSION
    )
    assert sorted(S, reverse=True)[0] is S.SUSPENSION
    assert S.GAME_LOSS.label == "Game loss"


@pytest.mark.parametrize(
    "text, expected",
    [("game_loss", S.GAME_LOSS), ("Game loss", S.GAME_LOSS), ("DQ", S.DISQUALIFICATION),
     ("disqualification without prizes", S.DISQUALIFICATION_NO_PRIZES), (S.REMARK, S.REMARK)],
)
def test_severity_parse_accepts_names_and_labels(text, expected):
    assert Severity.parse(text) is expected


def test_severity_parse_rejects_unknown_with_the_ladder_in_the_message():
    with pytest.raises(ValueError, match=r"'yellow card'.*Remark, Warning"):
        Severity.parse("yellow card")


# ------------------------------------------------------------------ PEN-1 linked penalties


@pytest.mark.parametrize(
    "given_, chain",
    [
        (S.REMARK, [S.REMARK]),
        (S.WARNING, [S.WARNING]),
        (S.GAME_LOSS, [S.GAME_LOSS, S.WARNING]),
        (S.MATCH_LOSS, [S.MATCH_LOSS, S.WARNING]),
        (S.DISQUALIFICATION, [S.DISQUALIFICATION, S.MATCH_LOSS, S.WARNING]),
        (S.DISQUALIFICATION_NO_PRIZES, [S.DISQUALIFICATION_NO_PRIZES, S.MATCH_LOSS, S.WARNING]),
        (S.SUSPENSION, [S.SUSPENSION, S.DISQUALIFICATION_NO_PRIZES, S.MATCH_LOSS, S.WARNING]),
    ],
)
def test_linked_penalties_come_with_the_main_one_PEN_1(given_, chain):
    now = issue([], given_, "cheating" if given_ > S.MATCH_LOSS else "slow play")
    assert sev(now) == chain
    main, *linked = now
    assert main.linked_to is None and main.rule == "PEN-1"
    # each linked penalty names the one that brought it, and carries the same reason
    for above, p in zip(now, linked, strict=False):
        assert p.linked_to == above.severity
        assert p.reason == main.reason
        assert p.explanation == f"+ {p.severity.label} (PEN-1)"


# ------------------------------------------------------------------ PEN-3 repetition


def test_second_warning_same_reason_becomes_game_loss_PEN_3():
    log: list[Penalty] = []
    give(log, S.WARNING, "Slow play")
    now = give(log, S.WARNING, "slow  PLAY")  # same reason, other case and spacing
    assert sev(now) == [S.GAME_LOSS, S.WARNING]
    assert now[0].raised_from is S.WARNING and now[0].rule == "PEN-3"
    assert explain(now) == [
        "raised to Game loss: second 'Slow play' this event (PEN-3)",
        "+ Warning (PEN-1)",
    ]


def test_raised_one_step_above_the_strongest_earlier_for_that_reason_PEN_3():
    # Worked: earlier for "marked cards": Warning, then a Game loss (judge's choice).
    # The strongest earlier is Game loss, so a new Warning becomes a Match loss.
    log: list[Penalty] = []
    give(log, S.WARNING, "marked cards")
    give(log, S.GAME_LOSS, "marked cards")  # asked Game loss, exactly one step above: kept
    assert log[-2].severity is S.GAME_LOSS and log[-2].raised_from is None
    now = give(log, S.WARNING, "marked cards")
    assert sev(now) == [S.MATCH_LOSS, S.WARNING]
    assert "third 'marked cards'" in now[0].explanation


def test_other_reasons_are_not_raised_PEN_3():
    log: list[Penalty] = []
    give(log, S.WARNING, "slow play")
    assert sev(give(log, S.WARNING, "tardiness")) == [S.WARNING]


def test_requested_penalty_above_the_raise_is_kept_PEN_3():
    log: list[Penalty] = []
    give(log, S.WARNING, "unsporting conduct")
    now = give(log, S.DISQUALIFICATION, "unsporting conduct")
    assert now[0].severity is S.DISQUALIFICATION and now[0].raised_from is None
    assert "already" in now[0].explanation


def test_remarks_count_for_repetition_PEN_5_seed_example():
    # Seed 001's example: a remark for swearing, then again -> a warning; a third time
    # would be a game loss.
    log: list[Penalty] = []
    assert sev(give(log, S.REMARK, "unsporting conduct")) == [S.REMARK]
    assert sev(give(log, S.REMARK, "unsporting conduct")) == [S.WARNING]
    assert sev(give(log, S.REMARK, "unsporting conduct")) == [S.GAME_LOSS, S.WARNING]


def test_repetition_never_goes_above_disqualification_PEN_4():
    log: list[Penalty] = []
    steps = [sev(give(log, S.WARNING, "stalling"))[0] for _ in range(6)]
    assert steps == [S.WARNING, S.GAME_LOSS, S.MATCH_LOSS, S.DISQUALIFICATION,
                     S.DISQUALIFICATION, S.DISQUALIFICATION]
    assert "never goes above Disqualification" in log[-3].explanation


def test_linked_and_rescinded_penalties_do_not_count_for_repetition():
    log: list[Penalty] = []
    give(log, S.GAME_LOSS, "drawing extra cards")  # + linked Warning, same reason
    # strongest earlier is the Game loss (the linked Warning does not lower or double it)
    assert sev(give(log, S.WARNING, "drawing extra cards"))[0] is S.MATCH_LOSS
    # rescind every penalty: the reason is fresh again
    cleared = log
    for i in range(len(log)):
        cleared = rescind(cleared, i)
    assert sev(issue(cleared, S.WARNING, "drawing extra cards")) == [S.WARNING]


def test_rescind_out_of_range_is_an_error():
    with pytest.raises(ValueError, match="penalty number 3"):
        rescind(issue([], S.WARNING, "x"), 2)


# ------------------------------------------------------------------ PEN-4 accumulation


def three_warnings() -> list[Penalty]:
    log: list[Penalty] = []
    for reason in ("slow play", "tardiness", "insufficient shuffling"):
        give(log, S.WARNING, reason, round=2)
    return log


def test_three_warnings_different_reasons_become_game_loss_at_end_of_match_PEN_4():
    log = three_warnings()
    assert sev(log) == [S.WARNING] * 3  # nothing happens during the match
    extra = end_of_match(log, round=2)
    assert sev(extra) == [S.GAME_LOSS, S.WARNING]
    main = extra[0]
    assert main.reason == ACCUMULATION and main.rule == "PEN-4"
    assert main.accumulated_from is S.WARNING
    assert main.explanation.startswith(
        "Game loss by accumulation: three Warning penalties for different reasons")
    # given at the end of match 2, it costs the first game of match 3 (PEN-2)
    assert main.applies is Applies.NEXT_GAME and main.applies_round == 3


def test_accumulation_is_spent_once():
    log = three_warnings()
    log += end_of_match(log)
    assert end_of_match(log) == []
    # two more warnings: the spent three do not combine with them
    give(log, S.WARNING, "looking at extra cards")
    give(log, S.WARNING, "game rule violation")
    assert end_of_match(log) == []
    give(log, S.WARNING, "deck list")
    assert sev(end_of_match(log)) == [S.GAME_LOSS, S.WARNING]


def test_two_warnings_or_same_reason_do_not_accumulate_PEN_4():
    two = three_warnings()[:2]
    assert end_of_match(two) == []
    # three Warnings, two for the same reason (a judge gave less than the raise at Amateur
    # level is impossible through issue(), so build the log by hand)
    log = [Penalty(S.WARNING, "slow play"), Penalty(S.WARNING, "Slow Play"),
           Penalty(S.WARNING, "tardiness")]
    assert end_of_match(log) == []


def test_linked_warnings_do_not_accumulate():
    # A Game loss brings a linked Warning; with two more Warnings that is only two
    # counting Warnings.
    log: list[Penalty] = []
    give(log, S.GAME_LOSS, "drawing extra cards")
    give(log, S.WARNING, "slow play")
    give(log, S.WARNING, "tardiness")
    assert end_of_match(log) == []


def test_accumulation_chains_upwards_in_one_end_of_match():
    # Remarks a, b, c -> Warning; with Warnings d, e that is three Warnings -> Game loss.
    log: list[Penalty] = []
    for r in "abc":
        give(log, S.REMARK, r)
    for r in "de":
        give(log, S.WARNING, r)
    extra = end_of_match(log)
    assert sev(extra) == [S.WARNING, S.GAME_LOSS, S.WARNING]
    assert [p.accumulated_from for p in extra if not p.is_linked] == [S.REMARK, S.WARNING]


def test_accumulation_never_goes_above_disqualification_PEN_4():
    log: list[Penalty] = []
    for r in ("outside assistance", "tardiness", "unsporting conduct"):
        give(log, S.MATCH_LOSS, r)
    extra = end_of_match(log)
    assert sev(extra) == [S.DISQUALIFICATION, S.MATCH_LOSS, S.WARNING]
    log += extra
    assert end_of_match(log) == []  # a disqualified player gets nothing more


def test_accumulated_penalties_count_as_their_own_reason():
    # Two accumulated Game losses (from six Warnings) and a Game loss for a reason:
    # three Game losses for different reasons -> Match loss.
    log: list[Penalty] = []
    for r in ("a", "b", "c"):
        give(log, S.WARNING, r)
    log += end_of_match(log)
    for r in ("d", "e", "f"):
        give(log, S.WARNING, r)
    log += end_of_match(log)
    give(log, S.GAME_LOSS, "drawing extra cards")
    extra = end_of_match(log)
    assert sev(extra)[0] is S.MATCH_LOSS


# ------------------------------------------------------------------ PEN-2 carry-over


@pytest.mark.parametrize(
    "severity, moment, deferred, where, round_",
    [
        (S.GAME_LOSS, Moment.DURING_GAME, False, Applies.CURRENT_GAME, 4),
        (S.GAME_LOSS, Moment.DURING_GAME, True, Applies.NEXT_GAME, 4),
        (S.GAME_LOSS, Moment.BETWEEN_GAMES, False, Applies.NEXT_GAME, 4),
        (S.GAME_LOSS, Moment.BETWEEN_MATCHES, False, Applies.NEXT_GAME, 5),
        (S.MATCH_LOSS, Moment.DURING_GAME, False, Applies.CURRENT_MATCH, 4),
        (S.MATCH_LOSS, Moment.BETWEEN_GAMES, False, Applies.CURRENT_MATCH, 4),
        (S.MATCH_LOSS, Moment.DURING_GAME, True, Applies.NEXT_MATCH, 5),
        (S.MATCH_LOSS, Moment.BETWEEN_MATCHES, False, Applies.NEXT_MATCH, 5),
    ],
)
def test_losses_carry_over_to_the_next_game_or_match_PEN_2(
    severity, moment, deferred, where, round_
):
    main = issue([], severity, "x", round=4, moment=moment, deferred=deferred)[0]
    assert main.applies is where
    assert main.applies_round == round_


def test_warnings_have_no_carry_over_and_losses_for_round_PEN_2():
    log: list[Penalty] = []
    give(log, S.WARNING, "a", round=1)
    give(log, S.GAME_LOSS, "b", round=1, moment=Moment.BETWEEN_MATCHES)
    give(log, S.GAME_LOSS, "c", round=2)
    give(log, S.MATCH_LOSS, "d", round=3, moment=Moment.BETWEEN_MATCHES)
    assert log[0].applies is None and log[0].applies_round is None
    assert losses_for_round(log, 1) == (0, False)
    assert losses_for_round(log, 2) == (2, False)  # carried b and c
    assert losses_for_round(log, 4) == (0, True)
    assert losses_for_round(rescind(log, 3), 2) == (1, False)


# ------------------------------------------------------------------ CG-J1 enforcement


def test_suspension_refused_at_amateur_level_CG_J1():
    with pytest.raises(ValueError, match=r"Suspension cannot be given at Amateur.*CG-J1"):
        issue([], S.SUSPENSION, "cheating", level=EnforcementLevel.AMATEUR)


@pytest.mark.parametrize("level", [EnforcementLevel.PROFESSIONAL, EnforcementLevel.HIGHEST])
def test_suspension_allowed_at_professional_and_above_CG_J1(level):
    now = issue([], S.SUSPENSION, "cheating", level=level)
    assert sev(now) == [S.SUSPENSION, S.DISQUALIFICATION_NO_PRIZES, S.MATCH_LOSS, S.WARNING]


def test_deviation_at_professional_needs_head_judge_agreement_CG_J1():
    kw = {"level": EnforcementLevel.PROFESSIONAL, "recommended": S.WARNING}
    with pytest.raises(ValueError, match=r"Game loss instead of the recommended Warning.*head"):
        verify_issue([], S.GAME_LOSS, "slow play", **kw)
    now = issue([], S.GAME_LOSS, "slow play", head_judge_agreed=True, **kw)
    assert now[0].head_judge_agreed and now[0].recommended is S.WARNING
    assert "recommended is Warning with the head judge's agreement (CG-J1)" in now[0].explanation
    # following the recommendation needs nothing; raising by PEN-3 is not a deviation
    log = issue([], S.WARNING, "slow play", **kw)
    assert sev(issue(log, S.WARNING, "slow play", **kw))[0] is S.GAME_LOSS


def test_deviation_at_amateur_is_free_but_noted_CG_J1():
    now = issue([], S.REMARK, "slow play", level=EnforcementLevel.AMATEUR,
                recommended=S.WARNING)
    assert now[0].severity is S.REMARK and not now[0].head_judge_agreed
    assert "recommended is Warning (CG-J1)" in now[0].explanation


@pytest.mark.parametrize("reason", ["", "   ", "Accumulation"])
def test_reason_must_be_given_and_not_reserved(reason):
    with pytest.raises(ValueError, match="reason"):
        issue([], S.WARNING, reason)


# ------------------------------------------------------------------ PEN-6, CG-T6


def test_player_status_PEN_6():
    assert player_status([]).prize_eligible
    dq = issue([], S.DISQUALIFICATION, "aggressive behaviour")
    st_ = player_status(dq)
    assert st_.disqualified and st_.prize_eligible and not st_.report_to_rating_db
    dqnp = issue([], S.DISQUALIFICATION_NO_PRIZES, "bribery")
    st_ = player_status(dqnp)
    assert st_.disqualified and not st_.prize_eligible and st_.report_to_rating_db
    assert not player_status(rescind(dqnp, 0)[:1]).disqualified


def test_counts_for_tiebreak_CG_T6():
    log: list[Penalty] = []
    give(log, S.REMARK, "a")
    give(log, S.WARNING, "b")
    give(log, S.GAME_LOSS, "c")  # + Warning
    give(log, S.MATCH_LOSS, "d")  # + Warning
    c = counts(log)
    assert (c.match_losses, c.game_losses, c.points, c.warnings) == (1, 1, 0, 3)
    # fewer losses rank higher before anything else: 1 loss + 9 warnings beats 2 losses
    few = counts([Penalty(S.GAME_LOSS, "x")] + [Penalty(S.WARNING, str(i)) for i in range(9)])
    assert few.key < c.key


# ------------------------------------------------------------------ properties

reasons = st.sampled_from(["slow play", "tardiness", "marked cards", "stalling", "deck list"])
ladder = st.sampled_from(list(Severity))
below_top = st.sampled_from([s for s in Severity if s <= S.DISQUALIFICATION])


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(below_top, reasons), max_size=25))
def test_issue_and_accumulation_never_exceed_disqualification_PEN_4(steps):
    log: list[Penalty] = []
    for n, (severity, reason) in enumerate(steps):
        now = give(log, severity, reason)
        assert now[0].severity >= severity  # never lowered
        assert now[0].severity <= S.DISQUALIFICATION
        if n % 3 == 2:
            log += end_of_match(log)
    assert max((p.severity for p in log), default=S.REMARK) <= S.DISQUALIFICATION


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(ladder, reasons), max_size=15), ladder, reasons)
def test_issue_shape_main_first_then_strictly_weaker_links_PEN_1(steps, severity, reason):
    log: list[Penalty] = []
    for s_, r in steps:
        give(log, s_, r)
    now = issue(log, severity, reason)
    assert now[0].linked_to is None
    assert all(p.linked_to is not None for p in now[1:])
    assert sev(now) == sorted(sev(now), reverse=True) and len(set(sev(now))) == len(now)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from([S.REMARK, S.WARNING, S.GAME_LOSS]), reasons),
                max_size=20))
def test_end_of_match_is_idempotent_PEN_4(steps):
    log = [Penalty(s_, r) for s_, r in steps]  # raw log, repeats allowed
    log += end_of_match(log)
    assert end_of_match(log) == []


# ------------------------------------------------------------------ poker PEN-P1..P2


def test_two_round_penalty_at_seven_handed_table_is_14_hands_doubled_on_repeat_PEN_P1_P2():
    first = issue_poker([], PokerPenalty.TWO_ROUNDS, "soft play", 7)
    assert first.hands == 14  # 7 players x 2 rounds
    again = issue_poker([first], PokerPenalty.TWO_ROUNDS, "soft play", 7)
    assert again.penalty is PokerPenalty.FOUR_ROUNDS and again.hands == 28
    assert again.rule == "PEN-P2" and again.requested is PokerPenalty.TWO_ROUNDS
    assert "double the last 2-round penalty" in again.explanation
    third = issue_poker([first, again], PokerPenalty.ONE_ROUND, "language", 7)
    assert third.penalty is PokerPenalty.DISQUALIFICATION and third.removes_chips
    assert third.hands == 0 and "chips are removed from play" in third.explanation


@pytest.mark.parametrize(
    "last, asked, expected",
    [
        (PokerPenalty.ONE_HAND, PokerPenalty.ONE_HAND, PokerPenalty.ONE_ROUND),
        (PokerPenalty.ONE_ROUND, PokerPenalty.WARNING, PokerPenalty.TWO_ROUNDS),
        (PokerPenalty.ONE_ROUND, PokerPenalty.THREE_ROUNDS, PokerPenalty.THREE_ROUNDS),
        (PokerPenalty.THREE_ROUNDS, PokerPenalty.ONE_ROUND, PokerPenalty.DISQUALIFICATION),
        (PokerPenalty.FOUR_ROUNDS, PokerPenalty.ONE_HAND, PokerPenalty.DISQUALIFICATION),
    ],
)
def test_repeat_doubles_the_last_sit_out_capped_at_dq_PEN_P2(last, asked, expected):
    first = issue_poker([], last, "x", 9)
    assert issue_poker([first], asked, "y", 9).penalty is expected


def test_warnings_escalate_to_one_hand_and_rescinded_ones_do_not_count_PEN_P2():
    w = issue_poker([], "warning", "acting out of turn", 8)
    assert w.hands == 0 and w.penalty is PokerPenalty.WARNING
    again = issue_poker([w], "warning", "acting out of turn", 8)
    assert again.penalty is PokerPenalty.ONE_HAND and again.hands == 1
    from dataclasses import replace

    assert issue_poker([replace(w, rescinded=True)], "warning", "x", 8).penalty is (
        PokerPenalty.WARNING
    )


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(list(PokerPenalty)), st.integers(2, 11))
def test_hands_are_players_times_rounds_PEN_P1(penalty, players):
    expected = {PokerPenalty.WARNING: 0, PokerPenalty.ONE_HAND: 1,
                PokerPenalty.DISQUALIFICATION: 0}.get(penalty, penalty.rounds * players)
    assert hands_to_sit_out(penalty, players) == expected


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(list(PokerPenalty)), min_size=1, max_size=8),
       st.integers(2, 10))
def test_poker_escalation_never_lowers_and_sit_outs_at_least_double_PEN_P2(asks, players):
    log = []
    for ask in asks:
        given_ = issue_poker(log, ask, "x", players)
        assert given_.penalty >= ask
        earlier = [s for s in log if s.is_sit_out]
        if earlier and given_.penalty != PokerPenalty.DISQUALIFICATION:
            assert given_.penalty.rounds >= 2 * earlier[-1].penalty.rounds
        log.append(given_)


def test_poker_bad_input():
    with pytest.raises(ValueError, match="players at the table 1"):
        issue_poker([], PokerPenalty.ONE_ROUND, "x", 1)
    with pytest.raises(ValueError, match="5 rounds"):
        PokerPenalty.parse("5 rounds")
    assert PokerPenalty.parse("2 rounds") is PokerPenalty.TWO_ROUNDS
    with pytest.raises(ValueError, match="reason is empty"):
        issue_poker([], PokerPenalty.WARNING, " ", 6)


# ------------------------------------------------------------------ OFC-X1..X3


def test_exposed_card_one_point_per_active_player_OFC_X1():
    p = ofc_penalty(OfcOffence.EXPOSED_CARD, "ann", ["bob", "cy", "di"])
    assert (p.points_each, p.total, p.absent, p.fouls_hand) == (1, 3, False, False)
    assert p.net_points() == {("bob", "ann"): 1, ("cy", "ann"): 1, ("di", "ann"): 1}


def test_missed_hand_three_points_each_and_absent_OFC_X2():
    p = ofc_penalty("missed_hand", "ann", ["bob", "cy"])
    assert (p.points_each, p.total, p.absent) == (3, 6, True)
    assert p.net_points()[("cy", "ann")] == 3


def test_clock_fouls_the_hand_OFC_X3():
    p = ofc_penalty(OfcOffence.CLOCK, "ann", ["bob"])
    assert p.fouls_hand and p.total == 0 and p.net_points() == {}
    assert "OFC-P3" in p.explanation


def test_ofc_bad_opponents():
    with pytest.raises(ValueError, match="own opponents"):
        ofc_penalty(OfcOffence.CLOCK, "ann", ["ann", "bob"])
    with pytest.raises(ValueError, match="listed twice"):
        ofc_penalty(OfcOffence.CLOCK, "ann", ["bob", "bob"])
    with pytest.raises(ValueError, match="at least one"):
        ofc_penalty(OfcOffence.CLOCK, "ann", [])


# ------------------------------------------------------------------ infraction lists


@pytest.mark.parametrize("kind", ["ccg", "poker", "ofc"])
def test_shipped_infraction_lists_parse(kind):
    text = (RESOURCES / f"{kind}.toml").read_text(encoding="utf-8")
    table = parse_infractions(text, source=f"{kind}.toml")
    assert len(table) >= 4
    if kind == "ccg":
        assert Severity.parse(table["slow-play"].penalty) is S.WARNING
        assert Severity.parse(table["cheating"].penalty) is S.DISQUALIFICATION_NO_PRIZES
    if kind == "poker":
        assert PokerPenalty.parse(table["soft-play"].penalty) is PokerPenalty.TWO_ROUNDS


@pytest.mark.parametrize(
    "text, message",
    [
        ("kind = 'go'\n", "kind 'go'"),
        ("kind = 'ccg'\n", "no \\[\\[infraction\\]\\]"),
        ("kind = 'ccg'\n[[infraction]]\ncode='a'\nreason='b'\npenalty='yellow'\n",
         "infraction 1 \\(a\\).*'yellow'"),
        ("kind = 'ccg'\n[[infraction]]\ncode='a'\nreason=''\npenalty='warning'\n",
         "reason '' is missing"),
        ("kind='ofc'\n[[infraction]]\ncode='a'\nreason='b'\npenalty='clock'\n"
         "[[infraction]]\ncode='a'\nreason='c'\npenalty='clock'\n", "code 'a' is used twice"),
        ("kind = = 'x'", "not valid TOML"),
    ],
)
def test_bad_infraction_lists_name_the_problem(text, message):
    with pytest.raises(ValueError, match=message):
        parse_infractions(text)


def test_enforcement_level_parses_the_event_setting_CG_J1():
    assert EnforcementLevel.parse("Professional") is EnforcementLevel.PROFESSIONAL
    assert EnforcementLevel.parse(2) is EnforcementLevel.HIGHEST
    with pytest.raises(ValueError, match="enforcement level 'Pro'"):
        EnforcementLevel.parse("Pro")
    with pytest.raises(ValueError, match="Suspension cannot be given at Amateur"):
        issue([], S.SUSPENSION, "cheating", level="Amateur")
