"""Unexpected errors (bugs): a full report in a file, one clear line for the person."""

import datetime as dt
import traceback
from pathlib import Path


def write_report(exc: BaseException) -> Path | None:
    """Save the traceback under the data folder's ``logs/``; None if even that fails."""
    from tdesk.models.store import default_data_dir

    try:
        folder = default_data_dir() / "logs"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"error-{dt.datetime.now(dt.UTC):%Y%m%d-%H%M%S-%f}.txt"
        path.write_text("".join(traceback.format_exception(exc)), encoding="utf-8")
        return path
    except OSError:
        return None


def one_line(exc: BaseException) -> str:
    report = write_report(exc)
    where = f" (details in {report})" if report else ""
    return f"unexpected error: {type(exc).__name__}: {exc}{where}"
