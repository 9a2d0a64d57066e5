"""OFC correction mode: while no correction is worked out (a card on two boards, a board not
complete), "Apply correction" is off and its tooltip says why and what to do, in the interface
language; it used to keep no reason (or the last preview's, no longer true)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QToolTip

from tdesk import i18n
from tdesk.i18n import translate
from tdesk.services.ofc import ofc
from tdesk.services.ofc.ofc import HandDraft, SeatInput

A = "Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts"
B = "Ah Kh 3c / 8s 8d 7c 7h 2d / 6c 6d 6h 5s 5d"
C = "Jh Jd Jc / Th Td 8h 8c 2h / Kc Kd 3h 3s Ac"
D = "Ad 9h 2s / 4c 4s Tc 6s 3d / 7d 7s 5h 5c Qc"


def _correcting(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    """Hand 1 stored with the first two boards swapped, opened for correction (Ctrl+Shift+R)."""
    event_id = make_event("ofc", players=4)
    ids = [p.entry_id for p in ofc.ofc_players(store, event_id)]
    for entry_id in ids:
        ofc.set_stack(store, event_id, entry_id, 20_000)
    ofc.apply_hand(store, event_id, HandDraft(tuple(
        SeatInput(e, b) for e, b in zip(ids, (B, A, C, D), strict=True))))
    window.reload_events(event_id)
    window.activateWindow()
    tab = window.show_tab("ofc")
    tab.history.setCurrentIndex(0)
    tab.history.setFocus()
    qtbot.waitUntil(tab.history.hasFocus, timeout=2000)
    qtbot.keyClick(tab.history, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    assert tab.correcting is not None and tab.correction is not None
    return tab


def _hover_tip(qtbot, button) -> str:  # type: ignore[no-untyped-def]
    """The tooltip the floor sees on hovering the (disabled) button."""
    qtbot.mouseMove(button, QPoint(5, 5))
    tip = button.toolTip()
    QToolTip.showText(button.mapToGlobal(QPoint(5, 5)), tip, button)
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    shown = QToolTip.text()
    QToolTip.hideText()
    return shown


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_apply_correction_says_why_it_is_off(qtbot, qapp, window, store, make_event, monkeypatch, lang: str) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TDESK_LANG", lang)
    i18n.install(qapp)
    try:
        tab = _correcting(qtbot, window, store, make_event)
        tab.boards[0].set_text(A)  # A's cards on two boards: nothing can be worked out
        assert tab.correction is None and not tab.apply_button.isEnabled()
        shown = tab.result_view.toPlainText()
        assert shown and shown in tab.apply_button.toolTip()
        tip = _hover_tip(qtbot, tab.apply_button)
        assert tip == translate("OfcTab", "Nothing to apply yet: %1").replace("%1", shown)
        assert "no card changed" not in tip  # not the last preview's reason
        tab.boards[1].set_text("")  # a board not complete: the tooltip follows
        assert tab.correction is None and not tab.apply_button.isEnabled()
        waiting = tab.result_view.toPlainText()
        assert waiting != shown and waiting in tab.apply_button.toolTip()
        if lang == "ru":
            assert tip.startswith("Пока нечего применять: ") and "На двух досках" in tip
        tab.boards[1].set_text(B)  # put right: allowed, its own tooltip back
        assert tab.apply_button.isEnabled()
        assert translate("OfcTab", "Nothing to apply yet: %1")[:10] not in \
            tab.apply_button.toolTip()
    finally:
        monkeypatch.delenv("TDESK_LANG")
        i18n.install(qapp)
