"""Times for people: stored UTC, shown in the laptop's local time (DESIGN.md conventions)."""

import datetime as dt


def local_text(moment: dt.datetime, fmt: str = "%Y-%m-%d %H:%M") -> str:
    return moment.astimezone().strftime(fmt)


def local_now_text(fmt: str = "%Y-%m-%d %H:%M") -> str:
    """Now, local, as printed on sheets ("printed at")."""
    return local_text(dt.datetime.now(dt.UTC), fmt)
