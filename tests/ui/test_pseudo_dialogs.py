"""Every dialog of tdesk in the pseudo-language (issue 37, tests/pseudo_lang.py): each QDialog
subclass under tdesk/ui opened on a small event of its kind (tests/ui/pseudo_dialogs.py); a
human word outside the ``⟦…⟧`` marks never went through translation, and a marked text its
label, button or tab cuts off will not fit a longer language. Names, numbers and rule IDs
aside; nothing is allowed to be left."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication, QDialog

from tdesk.ui.context import AppContext
from tests import pseudo_lang
from tests.pseudo_lang import pseudo_fixture  # noqa: F401 (the pseudo fixture)
from tests.ui import widget_words
from tests.ui.pseudo_dialogs import DIALOGS, prepare
from tests.ui.test_pseudo_views import known_words

UI = Path(__file__).resolve().parents[2] / "tdesk" / "ui"


def dialog_classes() -> set[str]:
    """"module:Name" of every class under tdesk/ui derived from QDialog (directly or through
    another of them)."""
    bases: dict[str, list[str]] = {}
    for path in UI.rglob("*.py"):
        module = ".".join(path.relative_to(UI).with_suffix("").parts)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                names = [b.id if isinstance(b, ast.Name) else getattr(b, "attr", "")
                         for b in node.bases]
                bases[f"{module}:{node.name}"] = names
    found: set[str] = set()
    while True:
        more = {key for key, names in bases.items() if key not in found and any(
            name == "QDialog" or any(k.endswith(f":{name}") for k in found) for name in names)}
        if not more:
            return found
        found |= more


#: Widgets that show a document rather than the interface: Help › Rules reference's reading of
#: the rule books (docs/rules.md) is written in English, as the rule books are, in every language.
DOCUMENTS = ("RulesReference/rulesBrowser",)


def _look(dialog: QDialog, known: set[str]) -> list[str]:
    lines = [f"{where}: {' '.join(words)}" for where, text in widget_words.texts(dialog)
             if where not in DOCUMENTS and (words := pseudo_lang.unmarked_words(text, known))]
    lines += [f"{where}: cut off {text!r}" for where, text in widget_words.cut_off(dialog)]
    return sorted(set(lines))


def test_every_dialog_is_walked() -> None:
    assert dialog_classes() == {key.split(" ")[0] for key in DIALOGS}


def test_every_dialog_speaks_only_in_marks(qtbot: Any, store: Any, make_event: Any,
                                           tmp_path: Path, pseudo: None) -> None:
    ctx = AppContext(store)
    night = prepare(ctx, make_event, tmp_path)
    known = known_words(store) | {"Olga", "Berg", "Per", "Lind", "Bjorn", "Aberg",
                                   "SE", "NO"}  # the imported file's names and countries
    found: dict[str, list[str]] = {}
    try:
        for name, opener in DIALOGS.items():
            dialog = opener(night)
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            QApplication.processEvents()
            if lines := _look(dialog, known):
                found[name] = lines
            dialog.reject()
            dialog.close()
    finally:
        ctx.timer.stop()
    lines = [f"{name}: {line}" for name, lines in found.items() for line in lines]
    assert lines == [], "words outside the pseudo-language's marks:\n" + "\n".join(lines)


def test_the_event_dialog_grows_with_the_settings_of_another_kind(qtbot: Any, store: Any,
                                                                   pseudo: None) -> None:
    """Switching the kind builds longer settings labels: the dialog widens to show them whole."""
    from tdesk.ui.event_dialog import EventDialog

    ctx = AppContext(store)
    dialog = EventDialog(ctx, None)
    qtbot.addWidget(dialog)
    try:
        dialog.kind.setCurrentIndex(dialog.kind.findData("league"))
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.kind.setCurrentIndex(dialog.kind.findData("poker"))
        QApplication.processEvents()
        assert list(widget_words.cut_off(dialog)) == []
    finally:
        ctx.timer.stop()
