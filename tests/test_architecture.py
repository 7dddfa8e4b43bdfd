"""The package's shape: layers that import only downward (``lint-imports`` checks the contracts
in ``pyproject.toml`` in the test command), and no import cycle between modules, not even one
hidden inside a function."""

from __future__ import annotations

import ast
from pathlib import Path

import grimp
import pytest

import playmat


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    # Imports under TYPE_CHECKING never run; every other import counts, inside functions too.
    return grimp.build_graph("playmat", exclude_type_checking_imports=True)


def _cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        order[module] = low[module] = len(order)
        stack.append(module)
        on_stack.add(module)
        for imported in sorted(graph.find_modules_directly_imported_by(module)):
            if imported not in order:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in on_stack:
                low[module] = min(low[module], order[imported])
        if low[module] == order[module]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph.modules):
        if module not in order:
            visit(module)
    return found


def test_no_module_imports_itself_through_others(graph: grimp.ImportGraph) -> None:
    assert _cycles(graph) == []


def test_a_cycle_would_be_found(graph: grimp.ImportGraph) -> None:
    """The check above can fail: add an upward import and it reports the cycle."""
    graph.add_import(importer="playmat.cards.model", imported="playmat.rules.game")
    try:
        assert any("playmat.cards.model" in group for group in _cycles(graph))
    finally:
        graph.remove_import(importer="playmat.cards.model", imported="playmat.rules.game")


@pytest.mark.parametrize("package", ["printing", "face"])
def test_printing_and_the_card_face_draw_without_widgets(package: str) -> None:
    """They use QtGui only, so the command line prints without a display (pyproject.toml says
    why they use Qt at all). Every import counts, inside functions too."""
    imported: set[str] = set()
    for path in (Path(playmat.__file__).parent / package).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                imported.add(node.module)
    qt = {name for name in imported if name.startswith("PySide6")}
    assert qt  # the check sees Qt's imports
    assert qt <= {"PySide6.QtCore", "PySide6.QtGui"}
