"""Print a registered document from the GUI: render it, then show the preview dialog."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from tdesk.errors import TdeskError
from tdesk.print import registry
from tdesk.ui.context import AppContext
from tdesk.ui.pdf_preview import PdfPreviewDialog
from tdesk.ui.widgets import messages


def safe_filename(text: str) -> str:
    return "".join(c if c.isalnum() or c in " -_." else "_" for c in text).strip() or "tdesk"


def preview_document(parent: QWidget, ctx: AppContext, key: str) -> PdfPreviewDialog | None:
    """Render ``key`` for the current event and open the preview (returned for tests)."""
    event = ctx.event_info
    if event is None:
        return None
    doc = registry.find(key)
    render = doc.renderer()
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        dialog = PdfPreviewDialog.from_renderer(
            lambda path: render(ctx.store, event.id, path), parent,
            title=f"{doc.title} — {event.name}",
            suggested_name=safe_filename(f"{event.name} {doc.title}") + ".pdf")
    except TdeskError as exc:
        messages.error(parent, str(exc))
        return None
    finally:
        QApplication.restoreOverrideCursor()
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
