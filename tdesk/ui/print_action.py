"""Print a registered document from the GUI: render it, then show the preview dialog."""

import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QWidget

from tdesk.errors import TdeskError
from tdesk.print import registry
from tdesk.ui.context import AppContext
from tdesk.ui.labels import document_title
from tdesk.ui.pdf_preview import PdfPreviewDialog
from tdesk.ui.widgets import messages


def safe_filename(text: str) -> str:
    return "".join(c if c.isalnum() or c in " -_." else "_" for c in text).strip() or "tdesk"


BACKGROUND_ENTRIES = 1000  # above this many players documents render off the GUI thread


def preview_document(parent: QWidget, ctx: AppContext, key: str) -> PdfPreviewDialog | None:
    """Render ``key`` for the current event and open the preview (returned for tests).

    For a large event (10,000 seat cards) the rendering runs in the background with a
    progress dialog and Cancel, the clock ticking meanwhile; the preview opens when done
    (None is returned then).
    """
    event = ctx.event_info
    if event is None:
        return None
    doc = registry.find(key)
    render = doc.renderer()
    title = document_title(doc.title)
    from tdesk.services.players import count_entries

    if count_entries(ctx.store, event.id) > BACKGROUND_ENTRIES:
        _preview_in_background(parent, ctx, title, event.name, event.id, render)
        return None
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        dialog = PdfPreviewDialog.from_renderer(
            lambda path: render(ctx.store, event.id, path), parent,
            title=f"{title} — {event.name}",
            suggested_name=safe_filename(f"{event.name} {doc.title}") + ".pdf")
    except TdeskError as exc:
        messages.error(parent, str(exc))
        return None
    finally:
        QApplication.restoreOverrideCursor()
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def _preview_in_background(parent: QWidget, ctx: AppContext, title: str, event_name: str,
                           event_id: int, render: Callable[..., None]) -> None:
    from tdesk.ui.widgets.background import run_in_background

    name = safe_filename(f"{event_name} {title}") + ".pdf"
    tempdir = tempfile.TemporaryDirectory(prefix="tdesk-print-")
    path = Path(tempdir.name) / name

    def opened(_result: object) -> None:
        dialog = PdfPreviewDialog(path, parent, title=f"{title} — {event_name}",
                                  suggested_name=name)
        dialog._tempdir = tempdir  # noqa: SLF001 - the dialog deletes it on close
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    # the task is a child of ``parent``: it lives until the preview opens
    task = run_in_background(
        parent, QCoreApplication.translate("print", "Preparing {0}…").format(title),
        render, ctx.store, event_id, path, on_done=opened, on_cancel=tempdir.cleanup)
    task.failed.connect(lambda _exc: tempdir.cleanup())
