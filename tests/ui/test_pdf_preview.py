"""PdfPreviewDialog: paging, zoom, print and save (issue 2 printing).

Pages are rendered by pdftoppm (poppler-utils) on machines where Qt's pdf image plugin cannot
load, which is the case with the PySide6 wheels; CI must install poppler-utils.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox
from reportlab.platypus import PageBreak

from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import para
from tdesk.ui import pdf_preview
from tdesk.ui.pdf_preview import PdfPages, PdfPreviewDialog, _count_pages, _on_white


def make_pdf(path: Path, pages: int = 3, landscape: bool = False) -> Path:
    story = []
    for number in range(1, pages + 1):
        story += [para(f"Body of page {number}: Åsa Öberg, Иван Петров, 王小明")]
        if number < pages:
            story.append(PageBreak())
    meta = DocMeta(event_name="Preview test", printed_at="2026-11-29 12:00")
    build_pdf(path, title="Preview", subtitle="", story=story, landscape=landscape, meta=meta)
    return path


@pytest.fixture
def pdf(tmp_path: Path) -> Path:
    return make_pdf(tmp_path / "three.pdf")


@pytest.fixture
def dialog(qtbot, pdf: Path) -> PdfPreviewDialog:
    widget = PdfPreviewDialog(pdf)
    qtbot.addWidget(widget)
    widget.show()
    widget.activateWindow()
    qtbot.waitActive(widget)  # shortcuts only reach the active window
    return widget


def test_a_pdf_renderer_is_available_here(pdf: Path):
    pages = PdfPages(pdf)
    assert pages.available, "install poppler-utils (pdftoppm) so tdesk can preview PDFs"
    assert pages.page_count == 3


def test_pages_are_paged_with_buttons_and_keys(qtbot, dialog: PdfPreviewDialog):
    assert dialog.page_label.text() == "Page 1 of 3"
    assert not dialog.prev_button.isEnabled()
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    assert dialog.page_label.text() == "Page 2 of 3"
    qtbot.keyClick(dialog, Qt.Key.Key_PageDown)
    assert dialog.page_label.text() == "Page 3 of 3"
    assert not dialog.next_button.isEnabled()
    dialog.next_page()  # past the end stays on the last page
    assert dialog.page == 2
    qtbot.keyClick(dialog, Qt.Key.Key_PageUp)
    qtbot.mouseClick(dialog.prev_button, Qt.MouseButton.LeftButton)
    assert dialog.page_label.text() == "Page 1 of 3"


def test_shown_page_is_an_a4_image_that_grows_with_zoom(dialog: PdfPreviewDialog):
    small = dialog.current_image()
    # A4 is 210 x 297 mm: height / width = 1.414.
    assert small.height() / small.width() == pytest.approx(297 / 210, rel=0.02)
    assert dialog.zoom_label.text() == "100%"
    dialog.zoom_in()
    dialog.zoom_in()  # 100 % -> 125 % -> 150 %
    assert dialog.zoom_label.text() == "150%"
    assert dialog.current_image().width() == pytest.approx(small.width() * 1.5, rel=0.02)
    assert not dialog.image_label.pixmap().isNull()


def test_keyboard_zoom_and_escape_closes(qtbot, dialog: PdfPreviewDialog):
    qtbot.keyClick(dialog, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert dialog.zoom_label.text() == "125%"
    qtbot.keyClick(dialog, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(dialog, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert dialog.zoom_label.text() == "75%"
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_zoom_stops_at_both_ends(dialog: PdfPreviewDialog):
    for _ in range(10):
        dialog.zoom_out()
    assert dialog.zoom == pdf_preview.ZOOM_STEPS[0]
    assert not dialog.zoom_out_button.isEnabled()
    for _ in range(10):
        dialog.zoom_in()
    assert dialog.zoom == pdf_preview.ZOOM_STEPS[-1]
    assert not dialog.zoom_in_button.isEnabled()


def pdf_printer(path: Path):
    def make(_self: PdfPreviewDialog) -> QPrinter:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(path))
        return printer

    return make


def test_print_sends_every_page_to_the_printer(monkeypatch, tmp_path, dialog):
    out = tmp_path / "printed.pdf"
    monkeypatch.setattr(PdfPreviewDialog, "make_printer", pdf_printer(out))
    monkeypatch.setattr(QPrintDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    dialog.print_dpi_max = 50  # keeps the test quick; the real cap is 300 dpi
    assert dialog.print_document() is True
    printed = PdfReader(out)
    assert len(printed.pages) == 3
    box = printed.pages[0].mediabox
    assert float(box.height) / float(box.width) == pytest.approx(297 / 210, rel=0.01)


def test_print_honours_a_page_range(monkeypatch, tmp_path, dialog):
    out = tmp_path / "range.pdf"
    monkeypatch.setattr(PdfPreviewDialog, "make_printer", pdf_printer(out))

    def choose_pages_2_to_3(self: QPrintDialog) -> int:
        self.printer().setPrintRange(QPrinter.PrintRange.PageRange)
        self.printer().setFromTo(2, 3)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintDialog, "exec", choose_pages_2_to_3)
    dialog.print_dpi_max = 50
    assert dialog.print_document() is True
    assert len(PdfReader(out).pages) == 2


def test_cancelled_print_dialog_prints_nothing(monkeypatch, tmp_path, dialog):
    out = tmp_path / "never.pdf"
    monkeypatch.setattr(PdfPreviewDialog, "make_printer", pdf_printer(out))
    monkeypatch.setattr(QPrintDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    assert dialog.print_document() is False
    assert not out.exists()


def test_landscape_document_prints_landscape(monkeypatch, qtbot, tmp_path):
    source = make_pdf(tmp_path / "wide.pdf", pages=1, landscape=True)
    widget = PdfPreviewDialog(source)
    qtbot.addWidget(widget)
    out = tmp_path / "wide-printed.pdf"
    monkeypatch.setattr(PdfPreviewDialog, "make_printer", pdf_printer(out))
    monkeypatch.setattr(QPrintDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    widget.print_dpi_max = 40
    assert widget.print_document()
    box = PdfReader(out).pages[0].mediabox
    assert box.width > box.height


def test_save_as_copies_the_pdf_and_adds_the_suffix(monkeypatch, tmp_path, dialog, pdf):
    chosen = tmp_path / "players-copy"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(chosen), "PDF files (*.pdf)")
    )
    saved = dialog.save_as()
    assert saved == tmp_path / "players-copy.pdf"
    assert saved.read_bytes() == pdf.read_bytes()


def test_save_as_cancelled_or_failing(monkeypatch, tmp_path, dialog):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    assert dialog.save_as() is None
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warnings.append(a[2]))
    bad = tmp_path / "no-such-dir" / "x.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(bad), ""))
    assert dialog.save_as() is None
    assert len(warnings) == 1 and "Could not save" in warnings[0]


def test_without_a_renderer_the_dialog_still_saves(monkeypatch, qtbot, pdf, tmp_path):
    class NoPdfPlugin:
        def __init__(self, *args):
            pass

        def canRead(self) -> bool:  # noqa: N802
            return False

    monkeypatch.setattr(pdf_preview, "QImageReader", NoPdfPlugin)
    monkeypatch.setattr(pdf_preview.shutil, "which", lambda name: None)
    widget = PdfPreviewDialog(pdf)
    qtbot.addWidget(widget)
    assert not widget.pages.available
    assert "poppler-utils" in widget.image_label.text()
    assert not widget.print_button.isEnabled()
    assert not widget.next_button.isEnabled()
    assert widget.print_document() is False
    target = tmp_path / "kept.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert widget.save_as() == target


def test_page_count_without_pdfinfo_reads_the_page_objects(monkeypatch, pdf):
    monkeypatch.setattr(pdf_preview.shutil, "which", lambda name: None)
    assert _count_pages(pdf) == 3


def test_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(pdf_preview.PdfRenderError, match="PDF file not found"):
        PdfPages(tmp_path / "gone.pdf")


def test_rendering_a_page_that_does_not_exist(pdf):
    with pytest.raises(pdf_preview.PdfRenderError, match="no page 4"):
        PdfPages(pdf).render(3, 30)


def test_from_renderer_owns_a_temporary_file_removed_on_close(qtbot):
    widget = PdfPreviewDialog.from_renderer(
        lambda path: make_pdf(path, pages=2), title="Seat cards", suggested_name="seats.pdf"
    )
    qtbot.addWidget(widget)
    path = widget.pdf_path
    assert path.name == "seats.pdf" and path.is_file()
    assert widget.windowTitle() == "Seat cards"
    assert widget.page_label.text() == "Page 1 of 2"
    widget.reject()
    assert not path.exists()


def test_transparent_pages_are_put_on_white_paper(qapp):
    from PySide6.QtGui import QImage

    clear = QImage(4, 4, QImage.Format.Format_ARGB32)
    clear.fill(Qt.GlobalColor.transparent)
    paper = _on_white(clear)
    assert not paper.hasAlphaChannel()
    assert paper.pixelColor(1, 1).name() == "#ffffff"
