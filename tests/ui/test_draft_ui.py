"""Issue 36 on screen (pytest-qt): a draft paired before its pods says so and offers the
pods dialog."""

from PySide6.QtCore import Qt

from tdesk.services.swiss import swiss
from tdesk.ui.swiss.pods_dialog import PodsDialog
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


def play(store, event, number):  # type: ignore[no-untyped-def]
    for t in swiss.get_round(store, event, number).tables:
        if not t.done:
            swiss.record_result(store, event, number, t.table, "2-1")


def test_the_standings_tab_and_sheet_show_the_pod(window, store, make_event, qtbot,
                                                  tmp_path):
    """CG-D7: a draft's standings show each player's pod and place in it, on screen and on
    paper; an event without pods shows neither."""
    from pypdf import PdfReader

    from tdesk.print.swiss import print_standings
    from tdesk.ui.swiss.standings_tab import POD_COLUMN

    event = make_event("swiss", players=12, rounds=3, draft=True, pod_size=6)
    swiss.draw_pods(store, event, seed=4)
    swiss.pair_next_round(store, event, seed=1)
    play(store, event, 1)
    window.reload_events(event)
    tab = window.show_tab("standings")
    tab.refresh()
    model = tab.table.model()
    assert not tab.table.isColumnHidden(POD_COLUMN)
    heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in (POD_COLUMN,
                                                                      POD_COLUMN + 1)]
    assert heads == ["Pod", "In pod"]
    rows = swiss.standings(store, event)
    shown = [(model.index(r, 1).data(), model.index(r, POD_COLUMN).data(),
              model.index(r, POD_COLUMN + 1).data()) for r in range(12)]
    assert shown == [(r.name, str(r.standing.pod), str(r.standing.pod_rank)) for r in rows]
    out = tmp_path / "standings.pdf"
    print_standings(store, event, out)
    text = "\n".join(p.extract_text() for p in PdfReader(out).pages)
    assert "In pod" in text and "Draft: one order over all pods" in text
    first = rows[0]
    assert f"1 {first.name} {first.standing.pod} {first.standing.pod_rank} 3" in " ".join(
        text.split())
    plain = make_event("swiss", players=4, rounds=2)
    window.reload_events(plain)
    tab.refresh()
    assert tab.table.isColumnHidden(POD_COLUMN) and tab.table.isColumnHidden(POD_COLUMN + 1)
    print_standings(store, plain, out)
    assert "In pod" not in PdfReader(out).pages[0].extract_text()


def test_round_one_across_the_table_is_an_event_setting(window, store, make_event, qtbot):
    """CG-D5-A (issue 36): the event dialog's check box; round 1 then pairs seat 1 v 5."""
    from tdesk.services.events import get_event

    event = make_event("swiss", players=8, rounds=3, draft=True)
    window.reload_events(event)
    window.edit_event()
    dialog = window.event_dialog
    qtbot.waitUntil(dialog.isVisible)
    box = dialog.setting_widgets["pod_across"]
    assert not box.isChecked() and box.objectName() == "setting_pod_across"
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)
    assert box.isChecked()
    dialog.try_save()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert get_event(store, event).settings["pod_across"] is True
    pod = swiss.draw_pods(store, event, seed=3).pods[0]
    rnd = swiss.pair_next_round(store, event, seed=1)
    seats = [s.entry_id for s in pod.seats]
    assert {frozenset((t.a_id, t.b_id)) for t in rnd.tables} == {
        frozenset((seats[k], seats[k + 4])) for k in range(4)}
