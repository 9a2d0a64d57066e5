"""The planner's estimate in words (issue 37), for ``tdesk plan`` and the Clock tab's tooltip:
one wording, translated in context ``cli`` as the command line's words are."""

from __future__ import annotations

from typing import Any

from tdesk.i18n import translate


def _hm(moment: Any) -> str:
    return str(moment.strftime("%H:%M"))


def lines(result: Any) -> list[str]:
    """The estimate and its model in words, translated (context ``cli``)."""
    from tdesk.locale_format import number

    plan = result.plan
    if result.kind == "league":
        head = translate("cli", "Expected to end in about {0} weeks ({1}–{2}), about {3}.").format(
            plan.steps[1], plan.steps[0], plan.steps[2], plan.likely.date().isoformat())
        return [head, translate(
            "cli", "Model: {0} players with {1} lives; each round every living player plays "
                   "once and the loser loses a life; seeded simulations give {2}–{3} rounds "
                   "(most likely {4}), one round a week.").format(
            result.field, result.lives, int(plan.params[0]), int(plan.params[2]),
            int(plan.params[1]))]
    head = translate("cli", "Expected to end about {0} ({1}–{2}).").format(
        _hm(plan.likely), _hm(plan.early), _hm(plan.late))
    if result.kind == "swiss":
        model = translate(
            "cli", "Model: {0} Swiss rounds and {1} top-cut rounds of {2} minutes, with a "
                   "turnaround of {3}–{4} minutes between rounds (most likely {5}); the field "
                   "of {6} suggests {7} Swiss rounds.").format(
            result.rounds, plan.steps[0] - result.rounds, result.round_minutes,
            _num(plan.params[0]), _num(plan.params[2]), _num(plan.params[1]), result.field,
            result.suggested_rounds)
    else:
        model = translate(
            "cli", "Model: the event ends when the big blind summed over every minute of play "
                   "reaches what the chips in play ({0}) need at a divisor of {1}–{2} (most "
                   "likely {3}); with the blinds doubling each hour that is when the big blind "
                   "reaches the chips over the divisor, and a faster structure ends at a smaller "
                   "divisor: level {4}, {5}–{6}.").format(
            number(result.chips), _num(plan.params[2]), _num(plan.params[0]),
            _num(plan.params[1]), plan.steps[1], plan.steps[0], plan.steps[2])
    out = [head, model]
    if result.kind == "poker" and getattr(result, "simulated", None):
        early, likely, late = result.simulated
        out.append(translate(
            "cli", "Simulation: {0} seeded fields played hand by hand with the night player's "
                   "bust model (all-ins more likely as stacks shrink against the blinds) end "
                   "about {1} ({2}–{3}).").format(result.runs, _hm(likely), _hm(early),
                                                 _hm(late)))
    if result.kind == "poker" and not result.during:
        out.append(translate("cli", "Field: {0} players and {1} re-entries expected.").format(
            result.field, result.reentries))
    if result.during:
        out.append(translate("cli", "Re-made now from the actual field, chips and clock."))
    if plan.beyond:
        out.append(translate("cli", "The structure runs out first: levels beyond it are "
                                    "taken as the big blind doubling."))
    out.append(translate("cli", "Calibrated by %n finished event(s) of this store.", None,
                         result.calibrated) if result.calibrated else
               translate("cli", "Not calibrated yet: the room's usual values are used."))
    return out


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"
