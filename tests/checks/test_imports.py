"""The imports of ``variants/``, read with ``ast``: no import circle (between modules, or between
the games' packages and the shared modules), no import inside a function or a class that reaches
into another package (a late import hides a circle), and nothing of the service's world (Flask,
Redis, marshmallow, ``referee``, ``schemas``): the engines are pure."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = ROOT / "variants"
FORBIDDEN = ("flask", "flask_smorest", "redis", "marshmallow", "referee", "schemas", "webargs")


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_module(name: str, root: Path = ROOT) -> bool:
    base = root.joinpath(*name.split("."))
    return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports(path: Path, root: Path = ROOT) -> list[tuple[str, bool]]:
    """Every module ``path`` imports, with whether the import runs late (in a function or a
    class body). Imports under ``if TYPE_CHECKING`` never run and are left out. ``from p
    import x`` counts as importing ``p.x`` where ``x`` is a module, else ``p``."""
    here = module_name(path, root)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    found: list[tuple[str, bool]] = []

    def visit(node: ast.AST, late: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking(child):
                for other in child.orelse:
                    visit(other, late)
                continue
            if isinstance(child, ast.Import):
                found.extend((alias.name, late) for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    parent = package.split(".")[: len(package.split(".")) - child.level + 1]
                    base = ".".join([*parent, *([base] if base else [])])
                for alias in child.names:
                    sub = f"{base}.{alias.name}"
                    found.append((sub if is_module(sub, root) else base, late))
            inner = late or isinstance(
                child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef))
            visit(child, inner)

    visit(ast.parse(path.read_text(), str(path)), False)
    return found


def unit(module: str, root: Path = ROOT) -> str:
    """What a module belongs to: its game's package (``variants.emotrions``), or itself for the
    shared modules (``variants.base``) and the registry (``variants``)."""
    parts = module.split(".")
    if len(parts) >= 2 and (root / parts[0] / parts[1] / "__init__.py").is_file():
        return ".".join(parts[:2])
    return module


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every circle of ``graph`` found by a depth-first walk (each once, as a path)."""
    found, state, stack = [], {}, []

    def walk(node: str) -> None:
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == "open":
                found.append(stack[stack.index(nxt):] + [nxt])
            elif nxt not in state:
                walk(nxt)
        stack.pop()
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            walk(node)
    return found


def graphs(root: Path = ROOT, top: str = "variants") -> tuple[dict, dict, list[str]]:
    """The module graph and the unit graph of ``top`` (run-time imports inside it), and the
    late imports that reach into another unit."""
    modules: dict[str, set[str]] = {}
    units: dict[str, set[str]] = {}
    late_between: list[str] = []
    for path in sorted((root / top).rglob("*.py")):
        name = module_name(path, root)
        for target, late in imports(path, root):
            if target != top and not target.startswith(top + "."):
                continue
            if late:
                if unit(target, root) != unit(name, root):
                    late_between.append(f"{name} imports {target} late")
                continue
            modules.setdefault(name, set()).add(target)
            if unit(target, root) != unit(name, root):
                units.setdefault(unit(name, root), set()).add(unit(target, root))
    return modules, units, late_between


def test_variants_have_no_import_circle_and_no_late_import_between_packages():
    modules, units, late = graphs()
    assert {"variants.emotrions", "variants.pareo", "variants.four_aces"} <= set(units)
    assert not circles(modules), circles(modules)
    assert not circles(units), circles(units)
    assert not late, late


@pytest.mark.parametrize("path", sorted(VARIANTS.rglob("*.py")), ids=lambda p: str(p.relative_to(ROOT)))
def test_variants_import_nothing_of_the_service(path):
    for target, _ in imports(path):
        assert target.split(".")[0] not in FORBIDDEN, f"{path.name} imports {target}"


def test_the_check_finds_a_circle_and_a_late_import(tmp_path):
    """The walk above can fail: a package whose two modules import each other, and a module
    that imports another package inside a function, are both caught."""
    pkg = tmp_path / "variants"
    (pkg / "alpha").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "base.py").write_text("def f():\n    from variants.alpha import one\n")
    (pkg / "alpha" / "__init__.py").write_text("from variants.alpha.one import X\n")
    (pkg / "alpha" / "one.py").write_text("from variants.alpha import two\nX = 1\n")
    (pkg / "alpha" / "two.py").write_text("from variants.alpha.one import X\n"
                                          "from variants import base\n")
    modules, units, late = graphs(tmp_path)
    assert ["variants.alpha.one", "variants.alpha.two", "variants.alpha.one"] in circles(modules)
    assert late == ["variants.base imports variants.alpha.one late"]


# -- the service: layers (docs/architecture.md) ------------------------------------------------

#: What the core may not import: no web framework, no store client, no wire schemas library.
CORE_FORBIDDEN = ("flask", "flask_smorest", "werkzeug", "redis", "marshmallow", "webargs")
#: The order of the project's top packages: each imports only those after it (referee ->
#: schemas -> variants).
FLOW = ("referee", "schemas", "variants")


def every_import(path: Path, root: Path = ROOT) -> list[tuple[str, str | None]]:
    """Every import of ``path`` wherever it is (module level, in a function, under ``if
    TYPE_CHECKING``), as (module, name): ``from p import x`` is (``p.x``, None) where ``x`` is
    a module, else (``p``, ``x``)."""
    found: list[tuple[str, str | None]] = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.extend((alias.name, None) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                found.append((sub, None) if is_module(sub, root) else (base, alias.name))
    return found


def project_graph(root: Path = ROOT) -> dict[str, set[str]]:
    """Which project modules each module of ``referee`` and ``schemas`` imports (every import)."""
    graph: dict[str, set[str]] = {}
    for top in FLOW[:2]:
        for path in sorted((root / top).rglob("*.py")):
            name = module_name(path, root)
            graph.setdefault(name, set()).update(
                target for target, _ in every_import(path, root)
                if target.split(".")[0] in FLOW and target != name)
    return graph


def layer_problems(root: Path = ROOT) -> list[str]:
    """What breaks the layers: a circle, a private name imported from another module, the
    core importing Flask, Redis or marshmallow, an import against the flow."""
    problems = [" -> ".join(circle) for circle in circles(project_graph(root))]
    for top in FLOW[:2]:
        for path in sorted((root / top).rglob("*.py")):
            name = module_name(path, root)
            for target, imported in every_import(path, root):
                head = target.split(".")[0]
                private = imported or target.rpartition(".")[2]
                if head in FLOW and private.startswith("_") and not private.startswith("__"):
                    problems.append(f"{name} imports the private {target}.{imported or ''}")
                if name.startswith("referee.core") and head in CORE_FORBIDDEN:
                    problems.append(f"the core's {name} imports {target}")
                if head in FLOW and FLOW.index(head) < FLOW.index(name.split(".")[0]):
                    problems.append(f"{name} imports {target} against the flow")
    return problems


def test_the_service_keeps_its_layers():
    assert {"core", "storage", "records", "http", "delivery"} <= {
        p.name for p in (ROOT / "referee").iterdir() if (p / "__init__.py").is_file()}
    assert not layer_problems(), layer_problems()


def test_the_layer_check_finds_each_kind_of_problem(tmp_path):
    """Each rule above can fail: a circle through a TYPE_CHECKING import and a late one, a
    private name, Flask in the core, schemas importing the service."""
    for package in ("referee", "referee/core", "schemas", "variants"):
        (tmp_path / package).mkdir(parents=True)
        (tmp_path / package / "__init__.py").write_text("")
    (tmp_path / "referee" / "core" / "games.py").write_text(
        "from typing import TYPE_CHECKING\nimport flask\n"
        "if TYPE_CHECKING:\n    from referee.core.bots import Seat\n")
    (tmp_path / "referee" / "core" / "bots.py").write_text(
        "def f():\n    from referee.core.games import _iso\n")
    (tmp_path / "schemas" / "moves.py").write_text("from referee.core import games\n")
    found = layer_problems(tmp_path)
    assert "referee.core.bots -> referee.core.games -> referee.core.bots" in found
    assert "referee.core.bots imports the private referee.core.games._iso" in found
    assert "the core's referee.core.games imports flask" in found
    assert "schemas.moves imports referee.core.games against the flow" in found
