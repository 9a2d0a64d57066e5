"""Every view of ``tdesk snapshot list`` in the pseudo-language (issue 37, tests/pseudo_lang.py):
a human word outside the ``⟦…⟧`` marks never went through translation, and a marked text its
label, button or tab cuts off will not fit a longer language. Names, numbers and rule IDs
aside. Nothing is allowed to be left (the shipped structures' names and break notes are
translated when shown: tdesk/preset_words.py).
"""

from __future__ import annotations

import importlib
import json
import sqlite3
from typing import Any

from PySide6.QtWidgets import QApplication, QWidget

from tdesk.ui.snapshot import VIEWS, available
from tests import pseudo_lang
from tests.conftest import NAMES
from tests.pseudo_lang import pseudo_fixture  # noqa: F401 (the pseudo fixture)
from tests.ui import widget_words

KINDS = ("poker", "swiss", "league", "ofc")
SIZE = (1400, 900)


def known_words(store: Any) -> set[str]:
    """Every word the store holds as data (names of people, events, venues, decks…)."""
    words: set[str] = set(" ".join(NAMES).split())
    with sqlite3.connect(store.path) as db:
        tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        for table in tables:
            for row in db.execute(f'SELECT * FROM "{table}"'):  # noqa: S608 (the store's own names)
                for value in row:
                    if isinstance(value, str):
                        words.update(pseudo_lang._WORD.findall(" ".join(_data(value))))
    return words


def _data(value: str) -> list[str]:
    """The strings of a column: the text itself, or a JSON column's names (a structure's,
    a venue's), never its notes, which the desk shows as written."""
    if not value.startswith(("{", "[")):
        return [value] if len(value) < 200 else []
    try:
        parsed = json.loads(value)
    except ValueError:
        return []
    out: list[str] = []

    def walk(node: object, key: str = "") -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                walk(v, str(k))
        elif isinstance(node, list):
            for v in node:
                walk(v, key)
        elif isinstance(node, str) and key in ("name", "title", "structure", "label"):
            out.append(node)

    walk(parsed)
    return out


def events_of_each_kind(store: Any, make_event: Any) -> dict[str, int]:
    from tdesk.services.swiss.pairing import pair_next_round

    events = {kind: make_event(kind, players=8, name=f"Walk {kind}") for kind in KINDS}
    pair_next_round(store, events["swiss"])
    return events


def _open(window: Any, view: str, event_id: int) -> QWidget:
    from tdesk.ui.widgets.shown_refresh import ShownRefresher

    module, _, name = VIEWS[view].partition(":")
    widget: QWidget = getattr(importlib.import_module(module), name)(window, event_id, SIZE, None)
    widget.resize(*SIZE)
    widget.show()
    for _ in range(3):
        QApplication.processEvents()
    for refresher in widget.findChildren(ShownRefresher):
        refresher.catch_up()
    QApplication.processEvents()
    return widget


def walk(store: Any, make_event: Any) -> dict[tuple[str, str], list[str]]:
    """(kind, view) → every "where: words" found unmarked or cut off in it."""
    from tdesk.ui.app import make_main_window

    events = events_of_each_kind(store, make_event)
    known = known_words(store)
    found: dict[tuple[str, str], list[str]] = {}
    for kind, event_id in events.items():
        window = make_main_window(store, f"Walk {kind}")  # one window a kind: its views in turn
        window.resize(*SIZE)
        try:
            for view in VIEWS:
                if not available(view, kind):
                    continue
                try:
                    widget = _open(window, view, event_id)
                except Exception as exc:  # noqa: BLE001 (a view that cannot open is a finding)
                    found[(kind, view)] = [f"cannot open: {type(exc).__name__} {exc}"]
                    continue
                lines = [f"{where}: {' '.join(words)}" for where, text in
                         widget_words.texts(widget)
                         if (words := pseudo_lang.unmarked_words(text, known))]
                lines += [f"{where}: cut off {text!r}"
                          for where, text in widget_words.cut_off(widget)]
                found[(kind, view)] = sorted(set(lines))
                widget.close()
                widget.deleteLater()
        finally:
            window.ctx.timer.stop()
            window.backup_timer.stop()
            window.close()
    return found


def test_every_snapshot_view_speaks_only_in_marks(qtbot: Any, store: Any, make_event: Any,
                                                   pseudo: None) -> None:
    found = walk(store, make_event)
    assert len(found) > 40  # every view of every kind was opened
    lines = [f"{kind} {view}: {line}" for (kind, view), lines in sorted(found.items())
             for line in lines]
    assert lines == [], "words outside the pseudo-language's marks:\n" + "\n".join(lines)


def test_the_pseudo_language_marks_and_lengthens() -> None:
    text = pseudo_lang.pseudo("Round {0} of %n: <b>&Pair</b>")
    assert text.startswith("⟦") and text.endswith("⟧")
    assert "{0}" in text and "%n" in text and "<b>&Pair</b>" in text
    plain = "Pair the next round"
    assert 1.3 * len(plain) <= len(pseudo_lang.pseudo(plain)) <= 1.4 * len(plain)
    assert pseudo_lang.unmarked_words(f"{text} Round 3, BNT-3 Anna Kd", ["Anna"]) == ["Round"]


def test_a_marked_text_cut_off_is_found(qtbot: Any) -> None:
    from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout

    box = QWidget()
    qtbot.addWidget(box)
    layout = QVBoxLayout(box)
    short, fits = QLabel(pseudo_lang.pseudo("Players at the final table")), QLabel("⟦ok⟧")
    button = QPushButton(pseudo_lang.pseudo("Pair the next round"))
    for widget in (short, fits, button):
        layout.addWidget(widget)
    short.setFixedWidth(40)
    button.setFixedWidth(40)
    box.show()
    qtbot.waitExposed(box)
    assert {text for _, text in widget_words.cut_off(box)} == {short.text(), button.text()}
