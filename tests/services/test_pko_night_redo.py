"""Issue 37: a whole PKO night undone and redone comes back row for row, its bounty cash
included. The night player found three bounty payouts missing after the redo of a 70-action
night: redo looked for the undo to redo among the station's last 50 undos only, so the redo
of a night longer than that stopped short, the last payouts first."""

from tdesk.models.tables import AuditLog
from tdesk.rules.money import bounties as rb
from tdesk.services.money import bounties, money
from tdesk.services.money.bounty_payouts import pay_bounties
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players, draw_seats
from tests.services.night_checks import store_rows


def _latest_audit(store):  # type: ignore[no-untyped-def]
    from sqlmodel import func, select

    with store.read() as session:
        return session.exec(select(func.max(AuditLog.id))).one() or 0


def test_a_whole_pko_night_undone_and_redone_keeps_every_bounty_payout(store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("poker", 20, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100})
    bounties.set_format(store, event, rb.format_to_data(rb.progressive()))
    ids = [r.entry_id for r in list_entries(store, event)]
    since = _latest_audit(store)
    start = store_rows(store)
    for entry in ids:  # the desk sells the tickets one at a time
        money.take_entries(store, event, [entry])
    draw_seats(store, event, seed=1)
    for busted, eliminator in zip(ids, ids[1:], strict=False):
        bust_players(store, event, [busted], eliminators={busted: [eliminator]})
        pay_bounties(store, event, eliminator)  # paid after every knockout
    end = store_rows(store)
    assert len(end["bounty_payout"]) == 19
    undone = 0
    while (step := store.undo_step()) is not None and step.audit_id > since:
        store.undo()
        undone += 1
    assert undone > 50
    assert store_rows(store) == start
    redone = 0
    while store.redo_step() is not None:
        store.redo()
        redone += 1
    after = store_rows(store)
    assert after["bounty_payout"] == end["bounty_payout"]
    assert after["knockout"] == end["knockout"]
    assert redone == undone and after == end
