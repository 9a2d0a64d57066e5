"""A receipt into the print preview, from any money page: a receipt printed before is marked
copy. A print, a saved file or another viewer is noted in the log (``receipts.record_print``);
a preview only looked at is not (issue 35)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from tdesk.errors import TdeskError
from tdesk.services.events import EventInfo
from tdesk.services.money import receipts
from tdesk.ui.context import AppContext
from tdesk.ui.pdf_preview import PdfPreviewDialog
from tdesk.ui.print_action import safe_filename
from tdesk.ui.widgets import messages

RECEIPT_PAGES = ("a4", "letter", "80mm")


def open_receipt(parent: QWidget, ctx: AppContext, info: EventInfo | None, number: int,
                 page: str) -> PdfPreviewDialog | None:
    """Receipt ``number`` in the print preview; a receipt printed before says "copy" (the
    print is noted in the log). Returned for tests; None when refused (shown)."""
    if info is None:
        return None
    from tdesk.print.receipt import print_receipt  # ReportLab: loaded for the first receipt

    event_id = info.id

    def render(path: Path, copy: bool) -> None:
        print_receipt(ctx.store, event_id, path, number=number, page=page, copy=copy)

    try:
        label = receipts.receipt(ctx.store, event_id, number).label
        copy = receipts.printed_before(ctx.store, event_id, number)
        preview = PdfPreviewDialog.from_renderer(
            lambda path: render(path, copy), parent,
            title=QCoreApplication.translate("money", "Receipt {0}").format(label),
            suggested_name=safe_filename(f"{info.name} receipt {label}") + ".pdf")
    except TdeskError as exc:  # shown to the floor
        messages.error(parent, str(exc))
        return None

    def issued() -> None:
        """Printed or saved: noted in the log; from now on this preview shows the copy."""
        if ctx.run(parent, receipts.record_print, ctx.store, event_id, number) is False:
            preview.render_again(lambda path: render(path, True))

    preview.issued.connect(issued)
    preview.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    preview.open()
    return preview
