"""Issue 36 on screen (pytest-qt): a draft paired before its pods says so and offers the
pods dialog."""

from PySide6.QtCore import Qt

from tdesk.services import swiss
from tdesk.ui.pods_dialog import PodsDialog
from tdesk.ui.widgets import messages


def test_pairing_before_the_pods_offers_the_pods_dialog(window, store, make_event, qtbot,
                                                        monkeypatch):
    event = make_event("swiss", players=22, rounds=3, draft=True)
    asked: list[str] = []
    monkeypatch.setattr(messages, "confirm",
                        lambda parent, text, *a, **k: asked.append(text) or True)
    monkeypatch.setattr(messages, "error", lambda parent, text, *a, **k: asked.append(text))
    window.reload_events(event)
    tab = window.show_tab("rounds")
    qtbot.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(tab.dialog, PodsDialog) and tab.dialog.isVisible())
    assert asked == ["Draft pods: no player has a pod yet. Draw the pods or place the players "
                     "by hand (Draft pods…) before pairing (CG-D3).\n\n"
                     "Open the draft pods now?"]
    assert swiss.rounds(store, event) == []
    tab.dialog.reject()


def test_the_refusal_is_said_in_russian(russian):  # type: ignore[no-untyped-def]
    from tdesk import engine_text

    text = engine_text.message("Draft pods: no player has a pod yet. Draw the pods or place "
                               "the players by hand (Draft pods…) before pairing (CG-D3).")
    assert text.startswith("Драфт-столы: ни у одного игрока")
