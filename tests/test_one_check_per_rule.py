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


# -- 3. floor buttons enabled by a check, not by their own conditions ---------------------

SELECTION = "a row or item is chosen: nothing to act on otherwise"
EVENT = "an event of the kind is open: the menu has nothing to act on otherwise"
RUNNING = "a screen, a copy or a read is running: the form is locked while it does"
FORM = "a field of the form is open for the choice made above it (no floor action)"
OWN_STATE: dict[tuple[str, str], str] = {
    ("tdesk.ui.backup_dialog", "self.restore_button"): SELECTION,
    ("tdesk.ui.clock.planner_estimate", "self.reentries"): FORM,
    ("tdesk.ui.clock.structure_editor", "self.template_button"): "templates exist to pick",
    ("tdesk.ui.clock.tab", "spin"): FORM,
    ("tdesk.ui.event_dialog", "self.kind"): FORM,
    ("tdesk.ui.event_dialog", "self.save_button"): "a setting typed out of its spin box's range"
                                                   " (the service checks every setting again)",
    ("tdesk.ui.import_dialog", "self.import_button"): "the preview reviewed: refused rows left "
                                                      "out, the names' encoding confirmed",
    ("tdesk.ui.import_dialog", "self.encoding"): RUNNING,
    ("tdesk.ui.import_dialog", "self.skip_refused"): RUNNING,
    ("tdesk.ui.import_dialog", "self.take_spellings"): RUNNING,
    ("tdesk.ui.import_dialog", "self.table"): RUNNING,
    ("tdesk.ui.import_dialog", "self.names_checked"): RUNNING,
    ("tdesk.ui.league.tab", "self.copy_button"): SELECTION,
    ("tdesk.ui.league.tab", "self.csv_button"): SELECTION,
    ("tdesk.ui.league.tab", "self.phones_button"): "opens a dialog (no rounds to report before "
                                                   "the season starts); its actions check",
    ("tdesk.ui.log_tab", "self.undo_button"): "the row's undo state, the store's",
    ("tdesk.ui.log_tab", "self.undo_action"): "the row's undo state, the store's",
    ("tdesk.ui.main_window", "self.print_menu"): EVENT,
    ("tdesk.ui.main_window", "self.edit_event_action"): EVENT,
    ("tdesk.ui.main_window", "self.delete_event_action"): EVENT,
    ("tdesk.ui.main_window", "self.undo_action"): "the station's undo state, the store's",
    ("tdesk.ui.main_window", "self.redo_action"): "the station's redo state, the store's",
    ("tdesk.ui.main_window", "self.walk_in_action"): EVENT,
    ("tdesk.ui.money.bounties", "self.share"): FORM,
    ("tdesk.ui.money.bounties", "self.split"): FORM,
    ("tdesk.ui.money.bounties", "w"): FORM,
    ("tdesk.ui.money.payments", "self.print_receipt"): "the payment chosen has a receipt",
    ("tdesk.ui.money.payouts", "self.percents"): FORM,
    ("tdesk.ui.money.results", "self.reprint"): "the row chosen has a receipt",
    ("tdesk.ui.money.satellite_panel", "self.clear"): "a satellite is set up to clear",
    ("tdesk.ui.pdf_preview", "self.prev_button"): "paging a preview",
    ("tdesk.ui.pdf_preview", "self.next_button"): "paging a preview",
    ("tdesk.ui.pdf_preview", "self.zoom_in_button"): "zooming a preview",
    ("tdesk.ui.pdf_preview", "self.zoom_out_button"): "zooming a preview",
    ("tdesk.ui.pdf_preview", "self.print_button"): "a preview is there to print",
    ("tdesk.ui.penalties.tab", "self.issue_button"): EVENT,
    ("tdesk.ui.penalties.tab", "self.end_match_button"): EVENT,
    ("tdesk.ui.people.dialog", "button"): SELECTION,
    ("tdesk.ui.people.rating_export_action", "action"): EVENT,
    ("tdesk.ui.people.ratings_dialog", "widget"): FORM,
    ("tdesk.ui.people.series_dialog", "self.add_button"): SELECTION,
    ("tdesk.ui.people.series_dialog", "self.remove_button"): SELECTION,
    ("tdesk.ui.people.series_dialog", "widget"): SELECTION,
    ("tdesk.ui.seating.players_tab", "self.edit_button"): SELECTION,
    ("tdesk.ui.seating.players_tab", "self.delete_button"): SELECTION,
    ("tdesk.ui.seating.players_tab", "button"): EVENT,
    ("tdesk.ui.seating.tab", "self.tables_button"): EVENT,
    ("tdesk.ui.swiss.deck_check_dialog", "self.issue"): FORM,
    ("tdesk.ui.swiss.deck_check_dialog", "self.severity"): FORM,
    ("tdesk.ui.swiss.decklists_tab", "self.editor"): SELECTION,
    ("tdesk.ui.swiss.phone_reports_dialog", "self.locked"): SELECTION,
    ("tdesk.ui.swiss.phone_reports_dialog", "self.accept_a"): "a report to copy into the result"
                                                              " (decide checks the result)",
    ("tdesk.ui.swiss.phone_reports_dialog", "self.accept_b"): "a report to copy into the result"
                                                              " (decide checks the result)",
    ("tdesk.ui.swiss.phone_reports_dialog", "self.record"): SELECTION,
    ("tdesk.ui.swiss.phone_requests_panel", "self.close_button"): SELECTION,
    ("tdesk.ui.swiss.phone_requests_panel", "self.open_button"): "a label typed",
    ("tdesk.ui.swiss.phone_requests_panel", "self.desk_button"): SELECTION,
    ("tdesk.ui.swiss.phone_requests_panel", "self.confirm_button"): SELECTION,
    ("tdesk.ui.swiss.phone_requests_panel", "self.refuse_button"): SELECTION,
    ("tdesk.ui.venue.host_dialog", "self.network"): RUNNING,
    ("tdesk.ui.venue.standby_dialog", "self.start_button"): RUNNING,
    ("tdesk.ui.venue.standby_dialog", "self.screens"): RUNNING,
    ("tdesk.ui.venue.standby_dialog", "self.promote_button"): RUNNING,
    ("tdesk.ui.wall.display_dialog", "self.cards"): RUNNING,
    ("tdesk.ui.wall.display_dialog", "widget"): RUNNING,
    ("tdesk.ui.wall.room_notice_panel", "self.clear_button"): "a line on the screens to clear",
    ("tdesk.ui.wall.room_notice_panel", "self.remove_button"): "a logo to remove",
    ("tdesk.ui.widgets.card_picker", "button"): "a card not on a board yet (the boards' rule "
                                                "is rules.ofc.board.shared_cards)",
    ("tdesk.ui.widgets.ofc_board", "self.missed"): "rules.ofc.board.marks_open decides it",
    ("tdesk.ui.widgets.ofc_board", "self.clock"): "rules.ofc.board.marks_open decides it",
    ("tdesk.ui.widgets.ofc_board", "self.exposed"): "rules.ofc.board.marks_open decides it",
    ("tdesk.ui.widgets.ofc_board", "edit"): "rules.ofc.board.marks_open decides it",
}
"""Widgets enabled by their own state, each with why that is no rule's to decide. A floor
button that a rule allows or refuses is gated (``ui/widgets/gate.py``) by the check its action
runs instead, so its tooltip says why in the refusal's words (issue 38)."""


def self_enabled() -> list[str]:
    """Each widget a ui module enables by a condition of its own (``setEnabled(<expr>)``) that
    is neither listed in OWN_STATE nor free of a gate: a button both gated and enabled by its
    own condition is reported whatever the list says."""
    found = []
    for module in _trees():
        if not module.startswith("tdesk.ui") or module == "tdesk.ui.widgets.gate":
            continue
        calls = [n for n in _nodes(module) if isinstance(n, ast.Call)]
        gated = {ast.unparse(c.args[0]) for c in calls if isinstance(c.func, ast.Name)
                 and c.func.id == "gate" and c.args}
        for call in calls:
            if not (isinstance(call.func, ast.Attribute) and call.func.attr == "setEnabled"
                    and call.args and not isinstance(call.args[0], ast.Constant)):
                continue
            target = ast.unparse(call.func.value)
            if target in gated:
                found.append(f"{module}:{call.lineno} {target} is gated and also enabled by "
                             "its own condition")
            elif (module, target) not in OWN_STATE:
                found.append(f"{module}:{call.lineno} {target}.setEnabled("
                             f"{ast.unparse(call.args[0])}): gate it by its action's check, or "
                             "list it in OWN_STATE with why it is the widget's own state")
    return found


def test_no_floor_button_enables_itself() -> None:
    assert self_enabled() == []


def test_every_own_state_listed_is_still_there() -> None:
    """A widget gone from the source, or gated since, leaves the list (kept honest)."""
    seen = {(m, ast.unparse(c.func.value)) for m in _trees() if m.startswith("tdesk.ui")
            for c in _nodes(m) if isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute)
            and c.func.attr == "setEnabled" and c.args
            and not isinstance(c.args[0], ast.Constant)}
    assert sorted(set(OWN_STATE) - seen) == []


def test_a_button_enabled_by_its_own_condition_is_caught(only) -> None:  # type: ignore[no-untyped-def]
    """The Deal page's Record button before this issue (``setEnabled(not self.recorded)``),
    and a button gated in one place and enabled by hand in another, are both named."""
    only(tdesk__ui__shadow_page="class Page:\n"
          "    def worked(self):\n"
          "        self.record.setEnabled(not self.recorded)\n"
          "    def show(self, check):\n"
          "        gate(self.work, check.verify)\n"
          "        self.work.setEnabled(self.count > 1)\n"
          "        self.record.setEnabled(False)\n")
    assert [f.split(" ")[0] for f in self_enabled()] == ["tdesk.ui.shadow_page:3",
                                                        "tdesk.ui.shadow_page:6"]
