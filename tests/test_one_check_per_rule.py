"""One check per rule (issue 38), read from the source with ``ast`` (nothing is imported).

1. A rule's refusal is typed once, in ``tdesk/rules``: no module above it (services, ui,
   print, web, the CLI) holds a string literal that is a rule's message template (the text a
   ``rules`` module raises, its ``{…}`` parameters counting as holes). A copy drifts from the
   rule and from its translation: the top cut once refused "The top cut has already started."
   under a button saying "The top cut has started.". The translation catalogue
   (``tdesk/engine_*.py``) holds the templates on purpose and is left out.
2. A ``verify_*`` that gates a button is run by the button's action: for each rule
   ``verify_*`` a ui module's ``gate(…)``/``refusal(…)`` runs (through the ui's own methods and
   the services' check objects), one of the services that module calls reaches the same rule
   function. The calls are followed by name through imports, ``self.`` methods and, for a
   method on an unknown object, every services or rules method of that name.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "tdesk"
HOLE = "\x00"
"""A template's parameter ("{round}", an f-string's value) in the rendered text."""


def _module(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def _trees() -> dict[str, ast.Module]:
    return {_module(p): ast.parse(p.read_text(encoding="utf-8"))
            for p in sorted(PACKAGE.rglob("*.py"))}


@cache
def _nodes(module: str) -> tuple[ast.AST, ...]:
    """Every node of a module, walked once (walking 400 modules is most of the test's time)."""
    return tuple(ast.walk(_trees()[module]))


# -- 1. message templates -----------------------------------------------------------------


def _render(node: ast.AST, consts: dict[str, str]) -> str | None:
    """A string expression's text with its parameters as holes; None when not a string."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return re.sub(r"\{[^{}]*\}", HOLE, node.value)
    if isinstance(node, ast.JoinedStr):
        return "".join(_render(v, consts) or "" if isinstance(v, ast.Constant) else HOLE
                       for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _render(node.left, consts), _render(node.right, consts)
        return None if left is None or right is None else left + right
    if isinstance(node, ast.Name) and node.id in consts:
        return re.sub(r"\{[^{}]*\}", HOLE, consts[node.id])
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and node.func.attr == "format":
        return _render(node.func.value, consts)
    return None


def _constants(tree: ast.Module) -> dict[str, str]:
    out = {}
    for st in tree.body:
        target = st.targets[0] if isinstance(st, ast.Assign) and len(st.targets) == 1 else \
            st.target if isinstance(st, ast.AnnAssign) else None
        value = getattr(st, "value", None)
        if isinstance(target, ast.Name) and isinstance(value, ast.Constant) \
                and isinstance(value.value, str):
            out[target.id] = value.value
    return out


def rule_templates() -> dict[str, str]:
    """{template: where a rule raises it} for every message a ``rules`` module raises that is
    long enough to be a sentence (20 characters and 4 words besides its parameters)."""
    out: dict[str, str] = {}
    for module, tree in _trees().items():
        if not module.startswith("tdesk.rules"):
            continue
        consts = _constants(tree)
        for node in _nodes(module):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args:
                text = _render(node.exc.args[0], consts)
                fixed = (text or "").replace(HOLE, " ").strip()
                if text and len(fixed) >= 20 and len(fixed.split()) >= 4:
                    out.setdefault(text, f"{module}:{node.lineno}")
    return out


def _literals(module: str) -> Iterator[tuple[int, str]]:
    """Each string literal of a module (docstrings left out) as rendered text."""
    skip = set()
    for node in _nodes(module):
        if isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                skip.add(id(first.value))
        if isinstance(node, ast.JoinedStr):
            skip.update(id(v) for v in node.values)
    for node in _nodes(module):
        if id(node) in skip or not isinstance(node, ast.Constant | ast.JoinedStr):
            continue
        text = _render(node, {})
        if text is not None:
            yield node.lineno, text


def template_copies() -> list[str]:
    """Where a module above the rules holds a rule's message template."""
    templates = rule_templates()
    found = []
    for module in _trees():
        if module.startswith("tdesk.rules") or module.startswith("tdesk.engine_"):
            continue
        for line, text in _literals(module):
            if text in templates:
                found.append(f"{module}:{line} {text!r} is the rule's ({templates[text]})")
    return found


def test_the_rules_templates_are_found() -> None:
    """The reader sees the templates written the three ways the rules write them."""
    templates = rule_templates()
    assert f"{HOLE} is already dropped (CG-P2): nothing changed." in templates  # a constant
    assert f"Round {HOLE} is still open: end it first." in templates  # an f-string
    assert "The season has its winner: no more rounds." in templates  # a plain string
    assert len(templates) > 200


def test_no_rule_message_is_typed_again_above_the_rules() -> None:
    assert template_copies() == []


def _only(monkeypatch, **sources: str) -> None:  # type: ignore[no-untyped-def]
    """The readers see the rules' league and swiss_floor modules and ``sources`` alone."""
    trees = {m: t for m, t in _trees().items()
             if m in ("tdesk.rules.league", "tdesk.rules.swiss.floor")}
    trees.update({m.replace("__", "."): ast.parse(text) for m, text in sources.items()})
    _nodes.cache_clear()
    _index.cache_clear()
    monkeypatch.setattr(sys.modules[__name__], "_trees", lambda: trees)


@pytest.fixture
def only(monkeypatch) -> Iterator[Callable[..., None]]:  # type: ignore[no-untyped-def]
    """`_only`, the whole source read again by the next test."""
    yield lambda **sources: _only(monkeypatch, **sources)
    _nodes.cache_clear()
    _index.cache_clear()


def test_a_copied_template_is_caught(only) -> None:  # type: ignore[no-untyped-def]
    """The league's copy this issue deleted (services/league/rounds.py) is found."""
    only(tdesk__services__copy='def pair(n):\n    raise ConflictError('
          'f"Round {n} is still open: end it first.")\n')
    assert [c.split(" ")[0] for c in template_copies()] == ["tdesk.services.copy:2"]


# -- 2. gated verify_* run by their actions -----------------------------------------------


@dataclass
class _Index:
    """Every function and method of tdesk by qualified name ("module:f", "module:C.m"), what
    each refers to, and each module's imports."""

    refs: dict[str, set[str]] = field(default_factory=dict)
    methods: dict[str, set[str]] = field(default_factory=dict)  # method name -> qualified
    classes: set[str] = field(default_factory=set)
    returns: dict[str, str] = field(default_factory=dict)  # function -> the class it returns
    types: dict[tuple[str, int], dict[str, str]] = field(default_factory=dict)
    imports: dict[str, dict[str, str]] = field(default_factory=dict)  # module -> local -> target


def _imports(module: str, tree: ast.Module) -> dict[str, str]:
    """{local name: "module" for a module, "module:name" for a name}."""
    modules = _trees()
    out = {}
    for node in _nodes(module):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("tdesk"):
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                out[alias.asname or alias.name] = full if full in modules \
                    else f"{node.module}:{alias.name}"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in modules and alias.asname:
                    out[alias.asname] = alias.name
    return out


def _resolve(index: _Index, target: str, depth: int = 0) -> str:
    """A "module:name" imported through a facade, followed to where it is defined."""
    module, _, name = target.partition(":")
    if target in index.refs or depth > 5 or not name:
        return target
    again = index.imports.get(module, {}).get(name)
    return _resolve(index, again, depth + 1) if again and ":" in again else target


def _name(index: _Index, module: str, name: str) -> str | None:
    """What a bare name of ``module`` stands for ("module:name"), when it is tdesk's."""
    if f"{module}:{name}" in index.refs or f"{module}:{name}" in index.classes:
        return f"{module}:{name}"
    target = index.imports[module].get(name, "")
    return _resolve(index, target) if ":" in target else None


def _made(index: _Index, module: str, value: ast.AST) -> str | None:
    """The class a value is an instance of: a class called, or a function whose return
    annotation names one (``extension_chance() -> ExtensionChance``)."""
    if not isinstance(value, ast.Call):
        return None
    func = value.func
    if isinstance(func, ast.Name):
        made = _name(index, module, func.id)
    elif isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) \
            and ":" not in index.imports[module].get(func.value.id, ":"):
        made = _resolve(index, f"{index.imports[module][func.value.id]}:{func.attr}")
    else:
        return None
    return made if made in index.classes else index.returns.get(made or "")


def _types(index: _Index, module: str, scope: ast.AST) -> dict[str, str]:
    """{"name" or "self.name": class} for what the scope assigns from a call; a class's are
    read once."""
    key = (module, id(scope))
    if key not in index.types:
        index.types[key] = _assigned(index, module, scope)
    return index.types[key]


def _assigned(index: _Index, module: str, scope: ast.AST) -> dict[str, str]:
    out = {}
    for sub in _nodes(module) if isinstance(scope, ast.Module) else ast.walk(scope):
        if isinstance(sub, ast.Assign) and len(sub.targets) == 1:
            target = sub.targets[0]
            key = target.id if isinstance(target, ast.Name) else \
                f"self.{target.attr}" if isinstance(target, ast.Attribute) \
                and isinstance(target.value, ast.Name) and target.value.id == "self" else None
            made = _made(index, module, sub.value) if key else None
            if key and made:
                out[key] = made
    return out


def _targets(index: _Index, module: str, cls: str | None, node: ast.AST,
             types: dict[str, str] | None = None) -> set[str]:
    """The functions an expression refers to."""
    local = index.imports[module]
    types = types or {}
    out: set[str] = set()
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name):
            if f"{module}:{sub.id}" in index.refs:
                out.add(f"{module}:{sub.id}")
            elif ":" in local.get(sub.id, ""):
                out.add(_resolve(index, local[sub.id]))
        elif isinstance(sub, ast.Attribute):
            base = sub.value
            if isinstance(base, ast.Name) and base.id in local and ":" not in local[base.id]:
                out.add(_resolve(index, f"{local[base.id]}:{sub.attr}"))
            elif isinstance(base, ast.Name) and base.id == "self" and cls \
                    and f"{module}:{cls}.{sub.attr}" in index.refs:
                out.add(f"{module}:{cls}.{sub.attr}")
            elif (known := types.get(ast.unparse(base))) and f"{known}.{sub.attr}" in index.refs:
                out.add(f"{known}.{sub.attr}")
            else:  # a method of an object read elsewhere: any check object's of that name
                out.update(index.methods.get(sub.attr, ()))
    return out


@cache
def _index() -> _Index:
    index = _Index()
    trees = _trees()
    for module, tree in trees.items():
        index.imports[module] = _imports(module, tree)
        for node in tree.body:
            if isinstance(node, ast.FunctionDef):
                index.refs[f"{module}:{node.name}"] = set()
            elif isinstance(node, ast.ClassDef):
                index.classes.add(f"{module}:{node.name}")
                for item in node.body:
                    if isinstance(item, ast.FunctionDef):
                        index.refs[f"{module}:{node.name}.{item.name}"] = set()
                        if module.startswith(("tdesk.services", "tdesk.rules")):
                            index.methods.setdefault(item.name, set()).add(
                                f"{module}:{node.name}.{item.name}")
    for module, tree in trees.items():
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and isinstance(node.returns, ast.Name):
                made = _name(index, module, node.returns.id)
                if made in index.classes:
                    index.returns[f"{module}:{node.name}"] = made
    for module, tree in trees.items():
        for node in tree.body:
            if isinstance(node, ast.FunctionDef):
                index.refs[f"{module}:{node.name}"] = _targets(
                    index, module, None, node, _types(index, module, node))
            elif isinstance(node, ast.ClassDef):
                for item in node.body:
                    if isinstance(item, ast.FunctionDef):
                        index.refs[f"{module}:{node.name}.{item.name}"] = _targets(
                            index, module, node.name, item, _types(index, module, node))
    return index


def _reach(index: _Index, start: set[str]) -> set[str]:
    seen: set[str] = set()
    todo = list(start)
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(index.refs.get(name, ()))
    return seen


def _rule_verifies(names: set[str]) -> set[str]:
    return {n for n in names if n.startswith("tdesk.rules")
            and n.rpartition(":")[2].rpartition(".")[2].startswith("verify")}


def unrun_gates() -> list[str]:
    """Each (ui module, rule verify_*) gated there that no service the module calls runs."""
    index = _index()
    missing = []
    for module, tree in _trees().items():
        if not module.startswith("tdesk.ui"):
            continue
        gated: set[str] = set()
        for scope in [n for n in tree.body if isinstance(n, ast.ClassDef)] + [tree]:
            cls = scope if isinstance(scope, ast.ClassDef) else None
            for node in ast.walk(scope) if cls else (n for n in tree.body
                                                     if not isinstance(n, ast.ClassDef)):
                for call in ast.walk(node) if not cls else (node,):
                    if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) \
                            and call.func.id in ("gate", "refusal") and call.args:
                        check = call.args[-1] if call.func.id == "gate" else call.args[0]
                        gated |= _rule_verifies(_reach(index, _targets(
                            index, module, cls.name if cls else None, check,
                            _types(index, module, scope))))
        if not gated:
            continue
        called = {t for d, refs in index.refs.items() if d.startswith(module + ":")
                  for t in refs if t.startswith("tdesk.services")}
        run = _rule_verifies(_reach(index, called))
        missing += [f"{module} gates {rule}: no service it calls runs it"
                    for rule in sorted(gated - run)]
    return missing


def test_every_gated_verify_is_run_by_an_action() -> None:
    assert unrun_gates() == []


def test_a_gate_whose_action_skips_the_rule_is_caught(only) -> None:  # type: ignore[no-untyped-def]
    """The league's Pair button gated by verify_next_round while the action typed its own
    checks (before this issue): the reader names it."""
    only(tdesk__ui__shadow_tab="from tdesk.rules import league as rules\n"
          "from tdesk.services import shadow\n"
          "def show(button, view):\n"
          "    gate(button, lambda: rules.verify_next_round(started=True, "
          "open_round=None, winner=False))\n"
          "def press(ctx):\n"
          "    ctx.run(None, shadow.pair_next_round)\n",
          tdesk__services__shadow="def pair_next_round(store):\n"
          "    raise ConflictError('Round 1 is still open')\n")
    assert unrun_gates() == ["tdesk.ui.shadow_tab gates tdesk.rules.league:verify_next_round: "
                             "no service it calls runs it"]


def test_a_check_object_run_by_gate_and_action_passes(only) -> None:  # type: ignore[no-untyped-def]
    """The ExtensionChance way: the tab gates with a check object a service read returns,
    and the action runs the same object's method: nothing to report."""
    only(tdesk__services__shadow="from tdesk.rules import league as rules\n"
          "class Next:\n"
          "    def verify(self):\n"
          "        rules.verify_next_round(started=True, open_round=None, winner=False)\n"
          "def next_check(store) -> Next:\n"
          "    return Next()\n"
          "def pair_next_round(store):\n"
          "    refuse_unless(next_check(store).verify)\n",
          tdesk__ui__shadow_tab="from tdesk.services import shadow\n"
          "class Tab:\n"
          "    def show(self):\n"
          "        self.check = shadow.next_check(None)\n"
          "        gate(self.button, self.check.verify)\n"
          "    def press(self):\n"
          "        self.ctx.run(self, shadow.pair_next_round)\n")
    assert unrun_gates() == []
    assert _index().returns["tdesk.services.shadow:next_check"] == "tdesk.services.shadow:Next"
