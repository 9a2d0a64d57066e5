"""The shipped structures' names and break notes are tdesk's words and are shown translated;
a director's own are shown as typed (tdesk/preset_words.py, issue 37)."""

from __future__ import annotations

from typing import Any

from tdesk import preset_words
from tdesk.services.clock import list_presets
from tests.pseudo_lang import pseudo_fixture  # noqa: F401 (the pseudo fixture)


def test_every_shipped_name_and_note_is_translated_when_shown(pseudo: None) -> None:
    texts = [text for _key, s in list_presets()
             for text in (s.name, *(lv.note for lv in s.levels)) if text]
    assert len(texts) > 10
    assert [t for t in texts if not preset_words.shown(t).startswith("⟦")] == []


def test_amounts_are_kept_and_a_directors_words_are_not_touched(pseudo: None) -> None:
    note = "Colour up: the 1,000 chips leave play; exchange for 5,000s, chip race for the odd ones"
    shown = preset_words.shown(note)
    assert shown.startswith("⟦Colour up: the 1,000 chips") and "5,000s" in shown
    for own in ("Friday deepstack", "Colour up: the 25s go", "Poker MTT regular, fast start"):
        assert preset_words.shown(own) == own


def test_a_preset_note_left_alone_is_stored_in_english(pseudo: None) -> None:
    name = "Poker MTT turbo, 20,000 start"
    assert preset_words.stored(preset_words.shown(name), name) == name
    assert preset_words.stored("Turbo for Friday", name) == "Turbo for Friday"


def test_the_structure_editor_shows_translated_and_saves_english(qtbot: Any, store: Any,
                                                                 make_event: Any,
                                                                 pseudo: None) -> None:
    from tdesk.services.clock import get_clock
    from tdesk.ui.clock.structure_editor import StructureEditor
    from tdesk.ui.context import AppContext

    event = make_event("poker", players=4, starting_stack=10000)
    ctx = AppContext(store)
    ctx.select_event(event)
    original = get_clock(store, event).structure
    editor = StructureEditor(ctx, event, original)
    qtbot.addWidget(editor)
    try:
        assert editor.name_edit.text().startswith("⟦")
        notes = [editor.table.item(r, 8).text() for r in range(editor.table.rowCount())]
        assert any(n.startswith("⟦Colour up") for n in notes)
        assert editor.structure().name == original.name
        assert [lv.note for lv in editor.structure().levels] == [lv.note for lv in original.levels]
    finally:
        ctx.timer.stop()
