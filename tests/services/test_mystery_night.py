"""A mystery-bounty night to its winner through the services (issue 35, BNT-5): no-shows,
walk-ins and re-entries, busts before the mystery phase (nothing drawn) and in it (an
envelope drawn by the desk's seeded draw, or the real envelope drawn at the table typed in),
split pots, a reinstatement, bounty cash paid on the night, every prize and bounty handed over.

After every action the invariants of ``night_checks`` hold, and the envelopes left are the
set less those drawn. The set is bigger than what the entries funded in one night (the house
adds the gap) and smaller in the other (the house keeps it): the ledger, the reconciliation
and ``tdesk bounties`` say the same gap.
"""

from __future__ import annotations

import pytest

from tdesk.cli.bounties import ledger_lines
from tdesk.locale_format import number
from tdesk.models.store import Store
from tdesk.services.money import bounties, money
from tests.services.poker_night import Night

SETS = {5: {1000: 1, 300: 3, 100: 12}, 41: {400: 1, 150: 3, 50: 12}}
"""Seed -> the envelope set, value -> count (the house adds, keeps): as many envelopes as
busts the phase can have (BNT-5 refuses a bust in the phase with none left)."""


@pytest.mark.parametrize("seed", sorted(SETS))
def test_a_mystery_night_with_envelopes_drawn_and_typed(store: Store, seed: int) -> None:
    envelopes = SETS[seed]
    data = {"kind": "mystery", "envelopes": [[v, n] for v, n in envelopes.items()],
            "players_left": 9, "seed": f"night-{seed}"}
    night = Night(store, seed, "Mystery Saturday", data, envelopes)
    night.open_and_draw()
    night.before_the_money(["one", "split", "chain", "walk-in", "reentry", "late no-show",
                            "pay"], ["one", "one", "walk-in", "reentry", "pay"])
    while night.left() > 1:
        night.bust(night.rng.choice(("one", "one", "one", "split")))
    ledger = bounties.bounty_ledger(store, night.event)
    assert ledger is not None
    whole = sum(v * n for v, n in envelopes.items())
    # the envelope set against what the entries funded, said alike everywhere
    assert (ledger.pool, ledger.funded) == (whole, money.money_summary(
        store, night.event).bounties), night.why("set and funded")
    rec = night.settle_up()
    assert rec.house == ledger.funded - whole, night.why(f"{rec}")
    assert rec.in_play == sum(v * n for v, n in night.envelopes.items()), night.why(
        "what is still in play is the envelopes never drawn")
    gap = whole - ledger.funded
    said = (f"The entries funded {number(ledger.funded)}; the envelopes and fixed parts pay "
            f"{number(whole)}: the house {'adds' if gap > 0 else 'keeps'} {number(abs(gap))}.")
    assert said in ledger_lines(ledger), night.why(f"tdesk bounties: {ledger_lines(ledger)}")
    assert night.typed, night.why("no envelope typed as drawn at the table")
    for what in ("split", "chain", "entry", "reentry", "reinstated", "end", "prize"):
        assert night.seen[what], night.why(f"the night had no {what}: {night.seen}")
