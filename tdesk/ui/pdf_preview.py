"""Preview a tdesk PDF, send it to a printer, or save a copy.

The PySide6 wheels have no QtPdf module, so pages are rasterised by whatever this machine
offers: Qt's ``pdf`` image-format plugin when it loads (it needs libQt6Pdf), else poppler's
``pdftoppm`` (Debian package poppler-utils). Printing paints each page image at the printer's
resolution (capped at 300 dpi, plenty for seat cards and lists). With neither renderer the
dialog still saves the PDF and offers to open it in the system viewer.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QDesktopServices,
    QImage,
    QImageReader,
    QKeySequence,
    QPageLayout,
    QPainter,
    QPalette,
    QPixmap,
    QShortcut,
)
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QProgressDialog,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tdesk.errors import TdeskError
from tdesk.ui import palette
from tdesk.ui.widgets import files, messages

ZOOM_STEPS = (0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0)
PRINT_DPI_MAX = 300
_RENDER_TIMEOUT_S = 60


class PdfRenderError(TdeskError):
    """A page could not be turned into an image."""


class PdfPages:
    """The pages of one PDF file as images; ``backend`` says which renderer is used."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        if not self.path.is_file():
            raise PdfRenderError(QCoreApplication.translate("PdfPages", "PDF file not found: {0}").format(self.path))
        self.backend = ""
        self.page_count = 0
        self._page_points = QSize()
        reader = QImageReader(str(self.path), b"pdf")
        if reader.canRead() and reader.imageCount() > 0:
            self.backend = "qt"
            self.page_count = reader.imageCount()
            self._page_points = reader.size()  # the plugin reports page size at 72 dpi
        elif shutil.which("pdftoppm"):
            self.backend = "pdftoppm"
            self.page_count = _count_pages(self.path)

    @property
    def available(self) -> bool:
        return bool(self.backend) and self.page_count > 0

    def render(self, index: int, dpi: float) -> QImage:
        """Page ``index`` (0-based) at ``dpi`` dots per inch."""
        if not self.available:
            raise PdfRenderError(
                QCoreApplication.translate("PdfPages", "No PDF renderer: install poppler-utils (pdftoppm) to preview PDFs.")
            )
        if not 0 <= index < self.page_count:
            raise PdfRenderError(QCoreApplication.translate("PdfPages", "There is no page {0}.").format(index + 1))
        image = (
            self._render_qt(index, dpi)
            if self.backend == "qt"
            else self._render_poppler(index, dpi)
        )
        if image.isNull():
            raise PdfRenderError(QCoreApplication.translate("PdfPages", "Page {0} could not be rendered.").format(index + 1))
        return image

    def _render_qt(self, index: int, dpi: float) -> QImage:
        reader = QImageReader(str(self.path), b"pdf")
        reader.jumpToImage(index)
        points = reader.size() if reader.size().isValid() else self._page_points
        reader.setScaledSize(points * (dpi / 72.0))
        return _on_white(reader.read())

    def _render_poppler(self, index: int, dpi: float) -> QImage:
        page = str(index + 1)
        command = ["pdftoppm", "-png", "-r", f"{dpi:.0f}", "-f", page, "-l", page, "-singlefile"]
        try:
            done = subprocess.run(
                [*command, str(self.path)],
                capture_output=True,
                check=True,
                timeout=_RENDER_TIMEOUT_S,
            )
        except (OSError, subprocess.SubprocessError) as err:
            raise PdfRenderError(QCoreApplication.translate("PdfPages", "pdftoppm failed on page {0}: {1}").format(page, err)) from err
        return QImage.fromData(done.stdout, "PNG")


def _on_white(image: QImage) -> QImage:
    """Qt's pdf plugin leaves the paper transparent; a preview and a print want it white."""
    if image.isNull() or not image.hasAlphaChannel():
        return image
    paper = QImage(image.size(), QImage.Format.Format_RGB32)
    paper.fill(QColor(palette.WHITE))
    painter = QPainter(paper)
    painter.drawImage(0, 0, image)
    painter.end()
    return paper


def _count_pages(path: Path) -> int:
    """Page count from poppler's pdfinfo, else from the page objects ReportLab writes."""
    if shutil.which("pdfinfo"):
        try:
            info = subprocess.run(
                ["pdfinfo", str(path)], capture_output=True, text=True, check=True, timeout=30
            ).stdout
            match = re.search(r"^Pages:\s+(\d+)", info, re.MULTILINE)
            if match:
                return int(match.group(1))
        except (OSError, subprocess.SubprocessError):
            pass
    return len(re.findall(rb"/Type\s*/Page\b", path.read_bytes()))


class PdfPreviewDialog(QDialog):
    """Shows a PDF page by page with zoom; Print… and Save as… act on the whole file.

    Keys: Page Up / Page Down (or Alt+Left / Alt+Right) turn pages, Ctrl++ / Ctrl+- zoom,
    Ctrl+P prints, Ctrl+S saves a copy, Esc closes. ``issued`` says the document left the
    desk (printed, saved or opened in another viewer): a preview looked at and closed is
    not a print (issue 35).
    """

    issued = Signal()

    def __init__(
        self,
        pdf_path: Path,
        parent: QWidget | None = None,
        *,
        title: str | None = None,
        suggested_name: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.pdf_path = Path(pdf_path)
        self._suggested = suggested_name or self.pdf_path.name
        self._tempdir: tempfile.TemporaryDirectory[str] | None = None
        self._cache: dict[tuple[int, int], QImage] = {}
        self._page = 0
        self._zoom = ZOOM_STEPS.index(1.0)
        #: Pages go to the printer as images at most this sharp (dpi); 300 suits text.
        self.print_dpi_max = PRINT_DPI_MAX
        self.pages = PdfPages(self.pdf_path)
        self.setWindowTitle(title or self.tr("Print preview"))
        self.resize(900, 1000)
        self._build()
        self._show_page()

    @classmethod
    def from_renderer(
        cls,
        render: Callable[[Path], None],
        parent: QWidget | None = None,
        *,
        title: str | None = None,
        suggested_name: str = "tdesk.pdf",
    ) -> PdfPreviewDialog:
        """Render a document into a temporary file the dialog owns and deletes on close."""
        tempdir = tempfile.TemporaryDirectory(prefix="tdesk-print-")
        path = Path(tempdir.name) / suggested_name
        try:
            render(path)
        except BaseException:
            tempdir.cleanup()
            raise
        dialog = cls(path, parent, title=title, suggested_name=suggested_name)
        dialog._tempdir = tempdir
        return dialog

    # --- layout -------------------------------------------------------------------------------

    def _build(self) -> None:
        self.prev_button = self._button(self.tr("◀ Previous"), self.previous_page, "PgUp")
        self.page_label = QLabel()
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.page_label.setMinimumWidth(110)
        self.next_button = self._button(self.tr("Next ▶"), self.next_page, "PgDown")
        self.zoom_out_button = self._button(self.tr("Zoom out"), self.zoom_out, "Ctrl+-")
        self.zoom_label = QLabel()
        self.zoom_label.setMinimumWidth(50)
        self.zoom_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.zoom_in_button = self._button(self.tr("Zoom in"), self.zoom_in, "Ctrl++")
        self.print_button = self._button(self.tr("Print…"), self.print_document, "Ctrl+P")
        self.save_button = self._button(self.tr("Save as…"), self.save_as, "Ctrl+S")
        self.open_button = self._button(self.tr("Open in viewer"), self.open_external, "")
        self.close_button = self._button(self.tr("Close"), self.reject, "")

        bar = QHBoxLayout()
        for widget in (self.prev_button, self.page_label, self.next_button):
            bar.addWidget(widget)
        bar.addSpacing(16)
        for widget in (self.zoom_out_button, self.zoom_label, self.zoom_in_button):
            bar.addWidget(widget)
        bar.addStretch(1)
        for widget in (self.print_button, self.save_button, self.open_button, self.close_button):
            bar.addWidget(widget)

        self.image_label = QLabel()
        self.image_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.image_label.setWordWrap(True)
        self.scroll = QScrollArea()
        self.scroll.setWidget(self.image_label)
        self.scroll.setWidgetResizable(True)
        self.scroll.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scroll.setBackgroundRole(QPalette.ColorRole.Dark)

        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.scroll, 1)
        self.close_button.setAutoDefault(False)
        self.print_button.setDefault(True)
        # Alternatives to Page Up/Down that a scroll area cannot swallow.
        self._shortcut("Alt+Left", self.previous_page)
        self._shortcut("Alt+Right", self.next_page)
        self._shortcut("Ctrl+=", self.zoom_in)

    def _button(self, text: str, slot: Callable[[], object], keys: str) -> QPushButton:
        button = QPushButton(text)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        if keys:
            # A QShortcut acts at once; a button shortcut only animates a click 100 ms later.
            self._shortcut(keys, slot)
            button.setToolTip(
                f"{text} ({QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)})"
            )
        return button

    def _shortcut(self, keys: str, slot: Callable[[], object]) -> None:
        QShortcut(QKeySequence(keys), self, activated=slot)

    # --- paging and zoom ----------------------------------------------------------------------

    @property
    def page(self) -> int:
        """Current page, 0-based."""
        return self._page

    @property
    def zoom(self) -> float:
        return ZOOM_STEPS[self._zoom]

    def go_to_page(self, index: int) -> None:
        if self.pages.page_count:
            self._page = max(0, min(index, self.pages.page_count - 1))
            self._show_page()

    def next_page(self) -> None:
        self.go_to_page(self._page + 1)

    def previous_page(self) -> None:
        self.go_to_page(self._page - 1)

    def zoom_in(self) -> None:
        self._zoom = min(self._zoom + 1, len(ZOOM_STEPS) - 1)
        self._show_page()

    def zoom_out(self) -> None:
        self._zoom = max(self._zoom - 1, 0)
        self._show_page()

    def _screen_dpi(self) -> int:
        ratio = self.devicePixelRatioF()
        return round(self.logicalDpiX() * self.zoom * ratio)

    def _show_page(self) -> None:
        count = self.pages.page_count
        available = self.pages.available
        self.page_label.setText(
            self.tr("Page {0} of {1}").format(self._page + 1, count) if available else ""
        )
        self.zoom_label.setText(f"{self.zoom:.0%}")
        self.prev_button.setEnabled(available and self._page > 0)
        self.next_button.setEnabled(available and self._page < count - 1)
        self.zoom_in_button.setEnabled(available and self._zoom < len(ZOOM_STEPS) - 1)
        self.zoom_out_button.setEnabled(available and self._zoom > 0)
        self.print_button.setEnabled(available)
        if not available:
            self.image_label.setText(
                self.tr(
                    "This computer cannot show PDF pages (install poppler-utils). "
                    "You can still save the PDF or open it in another viewer."
                )
            )
            return
        try:
            image = self._image(self._page, self._screen_dpi())
        except PdfRenderError as err:
            self.image_label.setText(str(err))
            return
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(self.devicePixelRatioF())
        self.image_label.setPixmap(pixmap)

    def _image(self, index: int, dpi: int) -> QImage:
        key = (index, dpi)
        if key not in self._cache:
            if len(self._cache) > 12:
                self._cache.clear()
            self._cache[key] = self.pages.render(index, dpi)
        return self._cache[key]

    def current_image(self) -> QImage:
        """The image shown now (tests and snapshots read it)."""
        return self._image(self._page, self._screen_dpi())

    # --- print, save, open ---------------------------------------------------------------------

    def make_printer(self) -> QPrinter:
        """The printer the Print… dialog edits; tests replace it with a PDF-file printer."""
        return QPrinter(QPrinter.PrinterMode.HighResolution)

    def print_document(self) -> bool:
        """Ask for a printer and print the chosen pages; True when pages were sent."""
        if not self.pages.available:
            return False
        count = self.pages.page_count
        printer = self.make_printer()
        printer.setDocName(self._suggested)
        printer.setFullPage(True)
        first = self._image(0, self._screen_dpi())
        if first.width() > first.height():
            printer.setPageOrientation(QPageLayout.Orientation.Landscape)
        printer.setFromTo(1, count)
        dialog = QPrintDialog(printer, self)
        dialog.setWindowTitle(self.tr("Print {0}").format(self._suggested))
        dialog.setMinMax(1, count)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        printed = self._paint_pages(printer, _chosen_pages(printer, count))
        if printed:
            self.issued.emit()
        return printed

    def _paint_pages(self, printer: QPrinter, pages: list[int]) -> bool:
        dpi = min(printer.resolution(), self.print_dpi_max)
        progress = QProgressDialog(self.tr("Printing…"), self.tr("Cancel"), 0, len(pages), self)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(500)
        painter = QPainter()
        if not painter.begin(printer):
            messages.error(self, self.tr("The printer could not be started."), self.tr("Print"))
            return False
        try:
            for done, index in enumerate(pages):
                if progress.wasCanceled():
                    printer.abort()
                    return False
                if done:
                    printer.newPage()
                image = self.pages.render(index, dpi)
                area = painter.viewport()
                size = image.size().scaled(area.size(), Qt.AspectRatioMode.KeepAspectRatio)
                left = area.x() + (area.width() - size.width()) // 2
                painter.drawImage(QRect(left, area.y(), size.width(), size.height()), image)
                progress.setValue(done + 1)
        except PdfRenderError as err:
            printer.abort()
            messages.error(self, str(err), self.tr("Print"))
            return False
        finally:
            painter.end()
            progress.close()
        return True

    def save_as(self) -> Path | None:
        """Copy the PDF to a file the user picks; returns the path written."""
        chosen = files.save_file(self, self.tr("Save PDF"), self.tr("PDF files (*.pdf)"),
                                 str(Path.home() / self._suggested))
        if chosen is None:
            return None
        target = chosen
        if target.suffix.lower() != ".pdf":
            target = target.with_name(target.name + ".pdf")
        try:
            shutil.copyfile(self.pdf_path, target)
        except OSError as err:
            messages.error(self, self.tr("Could not save {0}: {1}").format(
                target, err.strerror or err), self.tr("Save PDF"))
            return None
        self.issued.emit()
        return target

    def open_external(self) -> bool:
        """Open the PDF in the desktop's own viewer (which can print it: issued)."""
        opened = QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.pdf_path)))
        if opened:
            self.issued.emit()
        return opened

    def render_again(self, render: Callable[[Path], None]) -> None:
        """Write the document again into the same file and show it (a receipt just issued
        becomes its copy)."""
        render(self.pdf_path)
        self.pages = PdfPages(self.pdf_path)
        self._cache.clear()
        self._show_page()

    def done(self, result: int) -> None:
        super().done(result)
        if self._tempdir is not None:
            self._tempdir.cleanup()
            self._tempdir = None


def _chosen_pages(printer: QPrinter, count: int) -> list[int]:
    """0-based pages the print dialog selected (all, or a from–to range)."""
    if printer.printRange() == QPrinter.PrintRange.PageRange and printer.fromPage() > 0:
        first = max(printer.fromPage(), 1)
        last = min(printer.toPage() or count, count)
        return list(range(first - 1, last))
    return list(range(count))
