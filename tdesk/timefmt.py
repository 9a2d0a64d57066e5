"""Times for people: stored UTC, shown in the laptop's local time (DESIGN.md conventions).

Dates follow the interface language, so a sheet reads the way its room writes dates (issue
21): English keeps ISO ("2026-12-31 17:05"), Russian writes "31.12.2026 17:05",
Chinese "2026/12/31 17:05", Swedish its own ISO. Times are always 24-hour.
"""

import datetime as dt

#: The English (untranslated) forms; asked for in a translated interface they give that
#: language's date instead, so every "printed at" line and the Log tab follow it.
DATE_TIME = "%Y-%m-%d %H:%M"
DATE_TIME_SECONDS = "%Y-%m-%d %H:%M:%S"


def local_text(moment: dt.datetime, fmt: str = DATE_TIME) -> str:
    """``moment`` in local time; ``fmt`` in strftime's letters (a time alone stays as asked)."""
    local = moment.astimezone()
    if fmt in (DATE_TIME, DATE_TIME_SECONDS):
        return f"{date_text(local.date())} {local.strftime(fmt.split(' ', 1)[1])}"
    return local.strftime(fmt)


def local_now_text(fmt: str = DATE_TIME) -> str:
    """Now, local, as printed on sheets ("printed at")."""
    return local_text(dt.datetime.now(dt.UTC), fmt)


def date_text(day: dt.date | None) -> str:
    """A date (an event's day) the interface language's way; ISO in English; None is blank."""
    if day is None:
        return ""
    from PySide6.QtCore import QDate, QLocale

    from tdesk.i18n import number_locale

    locale = number_locale()
    if locale.language() == QLocale.Language.English:
        return day.isoformat()
    return locale.toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)
