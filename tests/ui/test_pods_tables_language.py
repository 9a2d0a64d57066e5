"""The draft pods' and table plans' refusals in the interface language (issue 24): what the
pods dialog, the reserved-table dialog and the draft pairing show goes through
`tdesk.engine_text` templates (CG-D1, CG-D3, CG-T10), so a Russian floor reads them in Russian.

The Russian is `tests.ui.pending_language.pending_russian`: the shipped Russian with the
pending file's laid over it until the lead merges it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tdesk import engine_text
from tdesk.errors import InputError, TdeskError
from tdesk.services.players import list_entries
from tdesk.services.swiss import swiss
from tests.ui.pending_language import pending_russian  # noqa: F401  (a fixture)
from tests.ui.test_bracket_pods_ui import open_pods


def _cyrillic(text: str) -> bool:
    return any("\u0400" <= c <= "\u04ff" for c in text)


def _refusal(call) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(TdeskError) as err:
        call()
    return str(err.value)


@pytest.mark.usefixtures("pending_russian")
def test_every_pods_and_table_refusal_has_its_russian(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, draft=True, pod_size=6, pod_minimum=4)
    ids = [e.entry_id for e in list_entries(store, event)]
    names = {e.entry_id: e.name for e in list_entries(store, event)}
    texts = [
        _refusal(lambda: swiss.assign_pods(store, event, {i: 1 if n < 3 else 2
                                                          for n, i in enumerate(ids)})),
        _refusal(lambda: swiss.assign_pods(store, event, {i: 1 for i in ids[:-1]})),
        _refusal(lambda: swiss.assign_pods(store, event, {i: 1 if n < 4 else 3
                                                          for n, i in enumerate(ids)})),
    ]
    small = make_event("swiss", players=3, draft=True)
    texts.append(_refusal(lambda: swiss.draw_pods(store, small, seed=1)))
    swiss.reserve_table(store, event, ids[0], 12)
    texts.append(_refusal(lambda: swiss.reserve_table(store, event, ids[1], 12)))
    texts.append(_refusal(lambda: swiss.pair_next_round(store, event, seed=1)))
    for english in texts:
        shown = engine_text.message(english)
        assert shown != english and _cyrillic(shown), english
        assert "CG-" in shown  # the rule ID stays
    assert names[ids[-1]] in engine_text.message(texts[1])  # the player named stays named
    pods = engine_text.message(texts[0])
    assert "pod 1" not in pods and "стол 1:" in pods  # the pods listed in Russian too
    assert "12" in engine_text.message(texts[4]) and names[ids[0]] in engine_text.message(
        texts[4])


def test_english_refusals_read_as_the_rules_wrote_them(qapp, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, draft=True, pod_size=6, pod_minimum=4)
    ids = [e.entry_id for e in list_entries(store, event)]
    with pytest.raises(InputError) as err:
        swiss.assign_pods(store, event, {i: 1 if n < 3 else 2 for n, i in enumerate(ids)})
    assert engine_text.message(str(err.value)) == str(err.value)


@pytest.mark.usefixtures("pending_russian")
def test_a_pods_refusal_shows_in_russian_in_the_dialog(window, store, make_event, qtbot) -> None:  # type: ignore[no-untyped-def]
    event, tab, dialog = open_pods(window, store, make_event, qtbot)
    qtbot.mouseClick(dialog.draw_button, Qt.MouseButton.LeftButton)
    before = swiss.pods(store, event)
    for _ in range(3):  # three players from pod 1 to pod 2: pod 1 keeps 3 of at least 4
        dialog.lists[1].setFocus()
        dialog.lists[1].setCurrentRow(0)
        qtbot.keyClick(dialog.lists[1], Qt.Key.Key_2)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.error.isVisible()
    text = dialog.error.text()
    assert "за столом 1 игроков: 3" in text and "(CG-D3)" in text, text
    assert "players" not in text and "Pods" not in text
    assert swiss.pods(store, event) == before  # nothing saved
    dialog.reject()


@pytest.mark.usefixtures("pending_russian")
def test_pairing_a_draft_without_pods_is_refused_in_russian(window, store, make_event, qtbot,
                                                            monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tdesk.ui.widgets import messages

    shown: list[str] = []
    monkeypatch.setattr(messages, "error", lambda parent, text, *a, **k: shown.append(text))
    monkeypatch.setattr(messages, "confirm",  # issue 36: the refusal offers the pods dialog
                        lambda parent, text, *a, **k: bool(shown.append(text)))
    event = make_event("swiss", players=8, draft=True, pod_size=6, pod_minimum=4)
    window.reload_events(event)
    tab = window.show_tab("rounds")
    qtbot.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.job is None and bool(shown), timeout=5000)
    assert "ни у одного игрока ещё нет стола" in shown[0] and "Draw" not in shown[0]
    assert swiss.rounds(store, event) == []  # nothing paired
