"""The house's import graph (issue 22): imports only point down, with no circles.

An import inside a function counts as much as one at the top: it ties the same two rooms
together and only hides the tie until run time. ``if TYPE_CHECKING:`` imports do not count
(they never run). Read from the source with ``ast``, so nothing is imported here.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "tdesk"
LIMIT = 700
"""Lines a split room may hold (issue 22: no file over 700 lines)."""


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def _graph() -> dict[str, set[str]]:
    """{module: the tdesk modules it imports anywhere in its body}."""
    modules = {_module_name(p): p for p in PACKAGE.rglob("*.py")}

    def known(name: str) -> str:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name

    graph: dict[str, set[str]] = {}
    for module, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        typing_only = {id(node) for block in ast.walk(tree)
                       if isinstance(block, ast.If) and "TYPE_CHECKING" in ast.unparse(block.test)
                       for node in ast.walk(block)}
        targets: set[str] = set()
        for node in ast.walk(tree):
            if id(node) in typing_only:
                continue
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [f"{node.module}.{a.name}" for a in node.names]  # a module, or a name
            else:
                continue
            targets |= {known(n) for n in names if n.startswith("tdesk")}
        graph[module] = targets - {module, ""}
    return graph


def _path(start: str, goal: str) -> list[str] | None:
    """One import chain from ``start`` to ``goal``, or None."""
    graph, seen, todo = _graph(), {start}, [[start]]
    while todo:
        chain = todo.pop()
        for nxt in sorted(graph.get(chain[-1], ())):
            if nxt == goal:
                return [*chain, nxt]
            if nxt not in seen:
                seen.add(nxt)
                todo.append([*chain, nxt])
    return None


def test_no_module_of_tdesk_imports_itself_round_a_circle() -> None:
    circles = []
    for module, targets in sorted(_graph().items()):
        for target in sorted(targets):
            back = _path(target, module)
            if back is not None:
                circles.append(" -> ".join([module, *back]))
    assert circles == [], "import circles:\n" + "\n".join(circles)


@pytest.mark.parametrize(("lower", "upper"), [
    ("tdesk.models.store", "tdesk.models.backups"),  # the backups are made of the store
    ("tdesk.services.money.money", "tdesk.services.seating.chip_counts"),  # counts are built on money
    ("tdesk.services.seating.places", "tdesk.services.money.money"),  # money settles places on a re-entry
])
def test_the_two_rooms_once_tied_in_a_circle_point_one_way(lower: str, upper: str) -> None:
    assert _path(upper, lower) is not None, f"{upper} should build on {lower}"
    assert _path(lower, upper) is None, " -> ".join(_path(lower, upper) or [])


def test_the_layers_point_down_rules_models_services() -> None:
    """docs/developing.md: rules (pure) -> models -> services -> ui / print / web / cli, and
    the demo data, a client of the services like the command line."""
    clients = ("tdesk.ui", "tdesk.print", "tdesk.web", "tdesk.cli", "tdesk.demo")
    above = {"rules": ("tdesk.models", "tdesk.services", *clients),
             "models": ("tdesk.services", *clients),
             "services": clients,
             "demo": ("tdesk.ui", "tdesk.print", "tdesk.web", "tdesk.cli")}
    wrong = [f"{module} -> {target}" for module, targets in sorted(_graph().items())
             for layer, banned in above.items() if module.startswith(f"tdesk.{layer}.")
             for target in sorted(targets) if target.startswith(banned)]
    assert wrong == []  # the shared validators (tdesk.validate) sit below every layer


# Every module of tdesk (the Alembic revisions aside: each is one schema step, written once).
MODULES = sorted(str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py")
                 if "migrations" not in p.parts)


@pytest.mark.parametrize("name", MODULES)
def test_no_module_is_over_the_limit(name: str) -> None:
    lines = (PACKAGE / name).read_text(encoding="utf-8").count("\n")
    assert lines <= LIMIT, f"{name}: {lines} lines"
