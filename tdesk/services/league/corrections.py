"""League corrections: an admin changes an ended round's game, logged with the name and the
reason; the players' lives follow (HU-1).
"""

from __future__ import annotations

from tdesk import validate
from tdesk.errors import ConflictError, InputError
from tdesk.models.league import LeagueDecision
from tdesk.models.store import Store
from tdesk.services.league.rows import _game, _outcome, _sync_status


def correct_game(store: Store, game_id: int, outcome: str, admin: str, reason: str) -> None:
    """A later correction of an ended round's game, logged with the admin and the reason."""
    admin = validate.text("Admin", admin, limit=100, required=True).strip()
    outcome = _outcome(outcome)
    reason = validate.text("Reason", reason, limit=2000, required=True).strip()
    with store.action("correct game", params={"game_id": game_id, "outcome": outcome,
                                              "admin": admin, "reason": reason}) as scope:
        session = scope.session
        game, rnd = _game(session, game_id)
        scope.event_id = rnd.event_id
        if not rnd.closed:
            raise ConflictError(f"Round {rnd.number} is open: decide the game instead.")
        before = game.a_result + game.b_result
        if before == outcome:
            raise InputError("Outcome", outcome, "is already the game's result")
        game.a_result, game.b_result = outcome[0], outcome[1]
        session.add(game)
        session.add(LeagueDecision(event_id=rnd.event_id, game_id=game_id, kind="correction",
                                   admin=admin, before=before, outcome=outcome, reason=reason))
        session.flush()
        _sync_status(session, rnd.event_id)
        scope.summary = (f"Correct round {rnd.number} game {game.number}: {before} -> {outcome} "
                         f"by {admin} ({reason})")
