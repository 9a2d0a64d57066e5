"""File › Export rating list… (issue 24): the shown Swiss event as the rating list's JSON
document (docs/rating-export.md), written whole or not at all. Enabled for Swiss events only."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from tdesk.errors import TdeskError
from tdesk.services.events import EventInfo
from tdesk.ui.context import AppContext
from tdesk.ui.widgets import files, messages


def follow_event(ctx: AppContext, action: QAction) -> None:
    """Keep ``action`` enabled exactly while a Swiss event is shown."""
    def shown(event: EventInfo | None) -> None:
        action.setEnabled(event is not None and event.kind == "swiss")

    ctx.eventChanged.connect(shown)
    shown(ctx.event_info)


def export_rating(parent: QWidget, ctx: AppContext) -> bool:
    """Ask for the file and write the export; True when written."""
    from tdesk.services.people.rating_export import rating_json  # only when exporting

    event = ctx.event_info
    if event is None or event.kind != "swiss":
        return False
    path = files.save_file(parent, QCoreApplication.translate("RatingExport", "Export rating list"),
                           QCoreApplication.translate("RatingExport", "JSON files (*.json)"),
                           f"{event.name} rating.json")
    if path is None:
        return False
    try:
        data = rating_json(ctx.store, event.id)
        partial = path.with_name(path.name + ".part")
        partial.write_bytes(data)
        partial.replace(path)
    except TdeskError as exc:
        messages.error(parent, str(exc))
        return False
    except OSError as exc:
        messages.error(parent, QCoreApplication.translate("RatingExport", "Cannot write %1: %2")
                       .replace("%1", str(path)).replace("%2", exc.strerror or str(exc)))
        return False
    return True
