"""``tdesk`` verbs run in the test's own process, for tests about what a verb does rather than
about the process (exit status from ``main``, not a child's): a second Python pays its imports
again, about a CPU second each call (issue 38 item 5)."""

from __future__ import annotations

import contextlib
import io
from dataclasses import dataclass

from tdesk.cli import main


@dataclass(frozen=True)
class Done:
    """What a verb left: its exit status and what it wrote, as ``subprocess.run`` gives them."""

    returncode: int
    stdout: str
    stderr: str


def tdesk(*args: str) -> Done:
    """``tdesk ARGS`` through ``tdesk.cli.main``; argparse's refusals (SystemExit) included."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else 1
    return Done(code, out.getvalue(), err.getvalue())
