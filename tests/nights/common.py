"""What every seeded night shares: its floor (store, seed, step counter), the refusal check
(refused with a floor person's words, nothing written), the whole-store picture that undo of
the night must return to, and the replay line a failing night prints."""

from __future__ import annotations

import contextlib
import io
import random
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select
from sqlmodel import SQLModel

from tdesk.errors import TdeskError
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog

SIZES = ("small", "nightly")
REPLAY = "PYTHONPATH=. python -m tests.nights {kind} --seed {seed} --size {size}"
NOT_STATE = {"audit_log", "undo_payload", "meta"}
"""The log of what was done, undo's own rows and the revision counter: the rest is the store."""

INTERNAL = re.compile(
    r"\b[a-z]+_[a-z0-9_]+\b"             # a column or code name: entry_id, noshow_both
    r"|\bNone\b|Traceback|\w+Error\b"     # Python showing through
    r"|\bnoshow(-\w+)?\b|\bconcede-[ab]\b"  # the Swiss result codes (issue 36)
    r"|\b(SwissMatch|LeagueGame|OfcHand|Entry|Player)\(|\brow \d+\b|\bid \d+\b")
"""What a refusal never shows a floor person: an internal row, column, code or class."""


class NightFailed(AssertionError):
    """A night's invariant broke: the message ends with the seed and the replay command."""


@dataclass
class Floor:
    """One night's store and seed, the step reached and what happened (counted)."""

    store: Store
    kind: str
    seed: int
    size: str = "small"
    step: int = 0
    seen: Counter[str] = field(default_factory=Counter)

    def __post_init__(self) -> None:
        self.rng = random.Random(f"{self.kind}-{self.seed}")

    def why(self, what: str) -> str:
        return f"{self.kind} night seed {self.seed} ({self.size}), step {self.step}: {what}"

    def did(self, what: str) -> None:
        """Count an action done; the step number is what a failing message names."""
        self.step += 1
        self.seen[what] += 1

    def refused(self, what: str, action: Callable[..., Any], *args: Any,
                **kwargs: Any) -> TdeskError:
        """``action`` must be refused (a TdeskError) in a floor person's words, and write
        nothing: the store's revision does not move."""
        before = self.store.revision()
        try:
            action(*args, **kwargs)
        except TdeskError as exc:
            check_words(str(exc), self.why(what))
            assert self.store.revision() == before, self.why(f"{what}: refused, yet written")
            self.did("refused")
            return exc
        raise AssertionError(self.why(f"{what}: was not refused"))


def check_words(message: str, why: str) -> None:
    """No refusal names an internal row, column or code."""
    assert message.strip(), f"{why}: an empty refusal"
    found = INTERNAL.search(message)
    assert found is None, f"{why}: the refusal shows {found.group(0)!r}: {message}"


def run_cli(*argv: str) -> tuple[int, str]:
    """``tdesk ARGV`` in this process (a program's start is 1-2 s, a night runs dozens): its
    exit code and what it printed. The command closes the store it opened as it returns."""
    from tdesk import cli

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = cli.main(list(argv))
    return code, out.getvalue()


def replay_line(kind: str, seed: int, size: str) -> str:
    return REPLAY.format(kind=kind, seed=seed, size=size)


def picture(store: Store) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table but the log's, sorted: two pictures equal, two stores equal."""
    out: dict[str, list[tuple[Any, ...]]] = {}
    with store.read() as session:
        for table in SQLModel.metadata.sorted_tables:
            if table.name in NOT_STATE:
                continue
            rows = [tuple(r) for r in session.execute(select(table)).all()]
            out[table.name] = sorted(rows, key=repr)
    return out


def _differs(a: dict[str, list[tuple[Any, ...]]], b: dict[str, list[tuple[Any, ...]]]) -> str:
    """The first table whose rows differ, and one row on each side (for the message)."""
    for name in a:
        if a[name] != b.get(name):
            only_a = [r for r in a[name] if r not in b.get(name, [])][:1]
            only_b = [r for r in b.get(name, []) if r not in a[name]][:1]
            return f"table {name}: {only_a} != {only_b}"
    return ""


def undo_and_redo_all(floor: Floor, start: dict[str, list[tuple[Any, ...]]]) -> int:
    """Undo every action of the night, newest first (the Log tab's "Undo this action", which
    reaches the players' own phone writes too): the store is as it was before the night. Then
    redo them all, oldest first: the store is as the night left it. Returns the count."""
    store = floor.store
    end = picture(store)
    with store.read() as session:
        ids = list(session.scalars(select(AuditLog.id).where(
            AuditLog.undoable, AuditLog.undone_by.is_(None)).order_by(AuditLog.id.desc())))
    for audit_id in ids:
        store.undo(audit_id)
    assert picture(store) == start, floor.why(
        f"undo of the whole night ({len(ids)} actions) left {_differs(picture(store), start)}")
    redone = 0
    while store.redo_step() is not None:
        store.redo()
        redone += 1
    assert redone == len(ids), floor.why(  # Ctrl+Shift+Z once stopped after 50 (issue 37)
        f"redo stopped after {redone} of the {len(ids)} actions undone")
    assert picture(store) == end, floor.why(
        f"redo of the whole night left {_differs(picture(store), end)}")
    floor.seen["undone and redone"] += len(ids)
    floor.seen["redone by Ctrl+Shift+Z"] += redone
    return len(ids)
