"""Issue 35: every refusal the poker services raise is in the engine catalogue, so a message box
shows it in the interface language (``tdesk.engine_text.message``), never in English under
Russian, Swedish or Chinese.

The walk reads the services' source: each ``raise ConflictError(…)``, ``NotFoundError(…)`` or
``InputError(field, value, reason)`` is reduced to its words with a hole for every value put
in (an f-string's ``{…}``, a variable, the value of an InputError), and a catalogue template
with the same words and holes must exist. A refusal that only passes on another one's words
(``str(exc)`` of a rule) is the rule's catalogue's business and is left to it.
"""

from __future__ import annotations

import ast
import importlib
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tdesk import engine_text

HOLE = "\x00"
ERRORS = {"ConflictError", "InputError", "NotFoundError"}
POKER = ("seating", "money")
"""The folders of a poker night's services (seating with flights, hand-for-hand and the
desk's actions around them; money with bounties and satellites), and the clock."""
SERVICES = Path(engine_text.__file__).parent / "services"
_FIELD = re.compile(r"\{([a-z]+)(\d?)\}|%n")


def _words(node: ast.expr, names: dict[str, object]) -> str:
    """The words of a message expression, a hole for each value put in."""
    if isinstance(node, (ast.Name, ast.Attribute)):  # a module's constant (a field's name)
        try:
            value = eval(ast.unparse(node), dict(names))  # noqa: S307 - our own source
        except Exception:  # noqa: BLE001 - a local variable: a value
            value = None
        if isinstance(value, str):
            return value
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else HOLE for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _words(node.left, names) + _words(node.right, names)
    return HOLE


def _shape(text: str) -> str:
    return re.sub(f"{HOLE}+", HOLE, text)


def refusals() -> Iterator[tuple[str, int, str]]:
    """(module, line, words) of every refusal raised in the poker services."""
    for path in sorted(SERVICES.rglob("*.py")):
        if path.parent.name not in POKER and path.stem != "clock":
            continue
        module = ".".join(path.relative_to(SERVICES).with_suffix("").parts)
        names = vars(importlib.import_module(f"tdesk.services.{module}"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
                continue
            call = node.exc
            kind = call.func.id if isinstance(call.func, ast.Name) else ""
            if kind not in ERRORS or not call.args:
                continue
            if kind == "InputError":  # str(InputError) is "{field} {value!r}: {reason}"
                if len(call.args) < 3:
                    continue
                words = (_words(call.args[0], names) + f" {HOLE}: "
                         + _words(call.args[2], names))
            else:
                words = _words(call.args[0], names)
            if words.strip(HOLE + " .:;,"):  # else only another message passed on
                yield path.stem, node.lineno, _shape(words)


def test_the_walk_finds_the_refusals() -> None:
    """The walk itself: it sees the poker services' refusals, by the hundred."""
    found = list(refusals())
    assert len(found) > 120
    assert ("hand_for_hand", f"{HOLE}: hand-for-hand is not on.") in {
        (m, w) for m, _line, w in found}


def test_every_poker_refusal_is_catalogued() -> None:
    templates = {_shape(_FIELD.sub(HOLE, t)) for _p, t in engine_text._compiled()}
    missing = [f"{module}.py:{line}: {words.replace(HOLE, '{…}')}"
               for module, line, words in refusals() if words not in templates]
    assert not missing, "refusals not in tdesk/engine_refusals.py:\n" + "\n".join(missing)


@pytest.mark.parametrize(("lang", "text", "shown"), [
    ("ru", "Main Event: hand-for-hand is not on.",
     "Main Event: игра «рука в руку» не включена."),
    ("sv", "Anna Petrova is already busted.", None),
    ("zh_CN", "Seat 12: table 3 has seats 1 to 9", "座位 12：3 号桌的座位为 1 至 9"),
    ("ru", "Eliminated by 'Bo': is busted in this hand too", None),
    ("ru", "Undo of 'Bust Bo (5th)' refused: Gus's prize of 1,200 was handed over at 22:10 "
           "(receipt M-7), and this would make it 900. A prize paid never changes: undo that "
           "handover first (Log tab).", None),
])
def test_refusals_read_in_the_language(qapp, monkeypatch, lang: str, text: str,  # type: ignore[no-untyped-def]
                                       shown: str | None) -> None:
    from tdesk import i18n

    monkeypatch.setenv("TDESK_LANG", lang)
    i18n.install(qapp)
    try:
        said = engine_text.message(text)
    finally:
        monkeypatch.delenv("TDESK_LANG")
        i18n.install(qapp)
    if shown is not None:
        assert said == shown
    english = {w for w in re.findall(r"\b[a-z]{4,}\b", text)}
    assert said != text and not english & set(re.findall(r"\b[a-z]{4,}\b", said)), said
