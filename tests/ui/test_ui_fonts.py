"""Bundled fonts registered with Qt (tdesk/ui/fonts.py): Han names never show as boxes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontDatabase, QGuiApplication, QTextLayout

from tdesk.ui import fonts
from tdesk.ui.fonts import HAN_FAMILY, SANS_FAMILY, apply_ui_font, register_fonts, ui_font


def test_register_fonts_loads_the_bundled_files_once(qapp):
    families = register_fonts()
    assert SANS_FAMILY in families and HAN_FAMILY in families
    assert register_fonts() == families  # second call adds nothing and reports the same
    assert QCoreApplication.instance().property(fonts._DONE)


def test_wenquanyi_has_the_scripts_names_use(qapp):
    register_fonts()
    systems = QFontDatabase.writingSystems(HAN_FAMILY)
    for needed in (
        QFontDatabase.WritingSystem.Latin,
        QFontDatabase.WritingSystem.Cyrillic,
        QFontDatabase.WritingSystem.SimplifiedChinese,
    ):
        assert needed in systems


def test_mixed_name_lays_out_in_dejavu_with_han_fallback(qapp):
    layout = QTextLayout("Åsa Жуков 王小明", ui_font(12))
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    runs = [(run.rawFont().familyName(), len(run.glyphIndexes())) for run in layout.glyphRuns()]
    # "Åsa Жуков " is 10 glyphs of DejaVu Sans, "王小明" 3 glyphs of WenQuanYi Micro Hei.
    assert sorted(runs) == [(SANS_FAMILY, 10), (HAN_FAMILY, 3)]  # glyphRuns() order varies


def test_the_tests_see_only_the_bundled_fonts(qapp):
    """tests/conftest.py points fontconfig at resources/fonts alone (issue 40): what the
    machine has installed cannot change a layout under test."""
    register_fonts()
    generic = {"Sans Serif", "Serif", "Monospace"}  # Qt's own aliases for whatever is there
    bundled = {SANS_FAMILY, HAN_FAMILY, "WenQuanYi Micro Hei Mono"}
    assert set(QFontDatabase.families()) - generic <= bundled


def test_ui_font_and_apply_ui_font(qapp):
    bold = ui_font(14, bold=True)
    assert bold.families() == [SANS_FAMILY, HAN_FAMILY]
    assert bold.pointSizeF() == 14 and bold.bold()
    before = QGuiApplication.font()
    try:
        apply_ui_font()
        assert QGuiApplication.font().families() == [SANS_FAMILY, HAN_FAMILY]
        assert QGuiApplication.font().pointSizeF() == before.pointSizeF()
    finally:
        QGuiApplication.setFont(before)
