"""Compatibility shim: ``Job`` / ``start`` over ``tdesk.ui.widgets.background`` (issue 22).

New code uses ``tdesk.ui.widgets.background`` (``run_quietly`` / ``QuietTask``, or
``run_in_background`` for work the floor waits for behind a progress dialog). This module
keeps the old API for the tabs that still use it: ``Job(fn, *args, **kwargs)`` runs
``fn(*args, progress=..., **kwargs)`` off the GUI thread once ``start(job)`` is called, and
``job.signals.progress`` / ``finished`` / ``failed`` arrive on the GUI thread. The store opens
a connection per thread.

A started Job keeps itself (and its signals, its child) alive until its outcome has been
delivered, even if its caller drops it; a Job runs once, so a late signal from a finished
Job never reaches a newer one.
"""

from collections.abc import Callable
from typing import Any

from tdesk.ui.widgets.background import QuietTask, _Signals


class JobSignals(_Signals):
    """``progress(done, total)``, ``finished(result)``, ``failed(exception)``."""


class Job(QuietTask):
    """``Job(fn, *args, **kwargs)``: ``fn(*args, progress=..., **kwargs)`` off the GUI thread."""

    signals_class = JobSignals
    always_passes_progress = True  # the old contract: every Job's fn takes ``progress``
    signals: JobSignals

    def __init__(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        super().__init__(None, fn, *args, **kwargs)


def start(job: Job) -> Job:
    """Run ``job`` in the pool; returns it, for ``self.job = start(Job(...))``."""
    job.start()
    return job
