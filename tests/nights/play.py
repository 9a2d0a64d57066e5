"""Play one night of a kind from its seed in a fresh store; a failure says how to replay it."""

from __future__ import annotations

import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from tdesk.models.store import Store
from tests.nights.common import NightFailed, replay_line

KINDS = ("swiss", "league", "ofc", "circuit")


def _player(kind: str) -> Callable[[Store, int, str, Path], object]:
    if kind == "swiss":
        from tests.nights.swiss_night import play_swiss
        return play_swiss
    if kind == "league":
        from tests.nights.league_night import play_league
        return play_league
    if kind == "ofc":
        from tests.nights.ofc_night import play_ofc
        return play_ofc
    if kind == "circuit":
        from tests.nights.circuit_night import play_circuit
        return play_circuit
    raise ValueError(f"no night of kind {kind!r}: one of {', '.join(KINDS)}")


def play(kind: str, seed: int, size: str = "small", folder: Path | None = None) -> Counter[str]:
    """The night's counts (what happened how often); NightFailed names the seed and the
    replay command when an invariant broke or the desk raised where it should not have."""
    with tempfile.TemporaryDirectory(prefix=f"tdesk-night-{kind}-") as tmp:
        where = folder or Path(tmp)
        store = Store(f"sqlite:///{where / f'{kind}-{seed}.db'}", staff="Night Floor")
        try:
            night = _player(kind)(store, seed, size, where)
        except Exception as exc:  # noqa: BLE001 - every failure ends in its replay line
            raise NightFailed(f"{type(exc).__name__}: {exc}\n"
                              f"{kind} night seed {seed} ({size}) failed; replay it with:\n"
                              f"    {replay_line(kind, seed, size)}") from exc
        finally:
            store.close()
        return night.floor.seen  # type: ignore[attr-defined, no-any-return]
