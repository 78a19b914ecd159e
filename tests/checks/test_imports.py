"""The imports of the project, read with ``ast``.

``variants/``: no import circle (between modules, or between the games' packages and the shared
modules), no import inside a function or a class that reaches into another package (a late
import hides a circle), and nothing of the service's world (Flask, Redis, marshmallow,
``referee``, ``schemas``): the engines are pure.

The layers (docs/architecture.md), with every import followed transitively: the core reaches
no wire format (``schemas``, marshmallow), nothing imports against the flow (``referee ->
schemas -> variants``) and no layer below HTTP reaches ``referee.http``; no module of
``referee/``, ``schemas/``, ``variants/`` or ``tests/`` takes another module's private name.
Each check is shown to fail on a small tree of its own."""

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


def absolute(node: ast.ImportFrom, package: str) -> str:
    """The module ``from ... import`` names, a relative one made absolute from ``package``."""
    base = node.module or ""
    if not node.level:
        return base
    parent = package.split(".")[: len(package.split(".")) - node.level + 1]
    return ".".join([*parent, *([base] if base else [])])


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
                base = absolute(child, package)
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


# -- the service: layers (docs/architecture.md), followed transitively ---------------------------

#: What the core may not import: no web framework, no store client, no wire schemas library.
CORE_FORBIDDEN = ("flask", "flask_smorest", "werkzeug", "redis", "marshmallow", "webargs")
#: The wire format the core may not reach, directly or through another module: the project's
#: schemas and the libraries they are written with.
WIRE_FORMAT = ("schemas", "marshmallow", "webargs")
#: The order of the project's top packages: each imports only those after it (referee ->
#: schemas -> variants).
FLOW = ("referee", "schemas", "variants")
#: The service's layers below the HTTP edge (docs/architecture.md): none of them imports
#: ``referee.http``, directly or through another module.
BELOW_HTTP = ("referee.core", "referee.storage", "referee.records", "referee.delivery",
              "referee.tournaments", "referee.bot_workers")
#: Where a private name may not be imported from another module: the project's code, and the
#: tests (which use the public or the package API of what they test, and of each other).
PRIVATE_CHECKED = (*FLOW, "tests")


def every_import(path: Path, root: Path = ROOT) -> list[tuple[str, str | None]]:
    """Every import of ``path`` wherever it is (module level, in a function, under ``if
    TYPE_CHECKING``), as (module, name): ``from p import x`` is (``p.x``, None) where ``x`` is
    a module, else (``p``, ``x``). Relative imports are made absolute."""
    here = module_name(path, root)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    found: list[tuple[str, str | None]] = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.extend((alias.name, None) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = absolute(node, package)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                found.append((sub, None) if is_module(sub, root) else (base, alias.name))
    return found


def _within(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def project_graph(root: Path = ROOT, tops: tuple[str, ...] = FLOW) -> dict[str, set[str]]:
    """What each module of ``tops`` imports (every import): the project's modules by name, and
    any other library by its top package (``marshmallow``), so a walk sees where it leads."""
    graph: dict[str, set[str]] = {}
    for top in tops:
        for path in sorted((root / top).rglob("*.py")):
            name = module_name(path, root)
            graph.setdefault(name, set()).update(
                target if target.split(".")[0] in tops else target.split(".")[0]
                for target, _ in every_import(path, root) if target != name)
    return graph


def path_to(graph: dict[str, set[str]], start: str, goal: tuple[str, ...]) -> list[str] | None:
    """The shortest chain of imports from ``start`` to a module within ``goal``, or None: a
    breadth-first walk, so the chain shown is the one to cut."""
    came: dict[str, str | None] = {start: None}
    queue = [start]
    for node in queue:
        for nxt in sorted(graph.get(node, ())):
            if nxt in came:
                continue
            came[nxt] = node
            if _within(nxt, goal):
                chain = [nxt]
                while (back := came[chain[-1]]) is not None:
                    chain.append(back)
                return chain[::-1]
            queue.append(nxt)
    return None


def wire_format_problems(root: Path = ROOT) -> list[str]:
    """Each module of the core that reaches the wire format, with the chain that does."""
    graph = project_graph(root)
    return [" -> ".join(chain) for name in sorted(graph) if _within(name, ("referee.core",))
            if (chain := path_to(graph, name, WIRE_FORMAT)) is not None]


def upward_problems(root: Path = ROOT) -> list[str]:
    """Imports against the flow (``variants`` -> ``schemas``/``referee``, ``schemas`` ->
    ``referee``), each direct one, and each layer below HTTP reaching ``referee.http``
    (through any chain)."""
    graph = project_graph(root)
    problems = [f"{name} imports {target} against the flow"
                for name in sorted(graph) for target in sorted(graph[name])
                if target.split(".")[0] in FLOW
                and FLOW.index(target.split(".")[0]) < FLOW.index(name.split(".")[0])]
    for name in sorted(graph):
        if _within(name, BELOW_HTTP):
            chain = path_to(graph, name, ("referee.http",))
            if chain is not None:
                problems.append(" -> ".join(chain) + " (below HTTP)")
    return problems


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def private_problems(root: Path = ROOT, tops: tuple[str, ...] = PRIVATE_CHECKED) -> list[str]:
    """Every private (underscore) name a module of ``tops`` takes from another module of the
    project: ``from m import _x``, ``import m._x``, and ``m._x`` where ``m`` is a module it
    imported (an underscore name is its module's own, STYLE "Package-internal helpers")."""
    project = tuple(t for t in (*FLOW, "tests", "bench") if (root / t).is_dir())
    problems = []
    for top in tops:
        for path in sorted((root / top).rglob("*.py")):
            name = module_name(path, root)
            package = name if path.name == "__init__.py" else name.rpartition(".")[0]
            tree = ast.parse(path.read_text(), str(path))
            modules: set[str] = set()  # the local names bound to a project module
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    for alias in node.names:
                        if alias.name.split(".")[0] in project:
                            modules.add(alias.asname or alias.name.split(".")[0])
                elif isinstance(node, ast.ImportFrom):
                    base = absolute(node, package)
                    modules.update(alias.asname or alias.name for alias in node.names
                                   if is_module(f"{base}.{alias.name}", root))
            for target, imported in every_import(path, root):
                if target.split(".")[0] not in project or target == name:
                    continue
                last = imported or target.rpartition(".")[2]
                if _private(last) or any(map(_private, target.split("."))):
                    problems.append(f"{name} imports the private {target}"
                                    + (f".{imported}" if imported else ""))
            for node in ast.walk(tree):
                if (isinstance(node, ast.Attribute) and _private(node.attr)
                        and isinstance(node.value, ast.Name) and node.value.id in modules):
                    problems.append(f"{name} uses the private {node.value.id}.{node.attr}")
    return problems


def layer_problems(root: Path = ROOT) -> list[str]:
    """What breaks the layers of ``referee`` and ``schemas``: a circle, the core importing
    Flask, Redis or marshmallow."""
    graph = {name: {t for t in targets if t.split(".")[0] in FLOW}
             for name, targets in project_graph(root, FLOW[:2]).items()}
    problems = [" -> ".join(circle) for circle in circles(graph)]
    for path in sorted((root / "referee").rglob("*.py")):
        name = module_name(path, root)
        for target, _ in every_import(path, root):
            if name.startswith("referee.core") and target.split(".")[0] in CORE_FORBIDDEN:
                problems.append(f"the core's {name} imports {target}")
    return problems


# The real tree.

def test_the_service_keeps_its_layers():
    assert {"core", "storage", "records", "http", "delivery"} <= {
        p.name for p in (ROOT / "referee").iterdir() if (p / "__init__.py").is_file()}
    assert not layer_problems(), layer_problems()


def test_core_imports_no_wire_format():
    # The core takes typed commands; parsing stays at the HTTP edge (docs/architecture.md).
    assert not wire_format_problems(), wire_format_problems()


def test_nothing_imports_against_the_flow_or_reaches_http_from_below():
    assert not upward_problems(), upward_problems()


@pytest.mark.parametrize("top", ["variants", "schemas"])
def test_engines_and_schemas_import_no_private_name(top):
    assert not private_problems(tops=(top,)), private_problems(tops=(top,))


def test_the_service_imports_no_private_name():
    assert not private_problems(tops=("referee",)), private_problems(tops=("referee",))


#: The private names of the service some tests still take, each to be given a public name by
#: the module that owns it (referee/ is being reshaped; its tests follow). The list only
#: shrinks: a name no test takes any more must leave it.
TESTS_STILL_PRIVATE = {
    "tests.core.test_auth uses the private auth._kept_digest",
    "tests.ops.test_logs uses the private observability._sole_handler",
    "tests.records.test_archive uses the private archive._compress",
}


def test_the_tests_use_only_public_names():
    # The tests use the public or the package API of what they test (imports and module
    # attributes alike); an object's private attribute (``service._store``) is not read here.
    found = set(private_problems(tops=("tests",)))
    assert found <= TESTS_STILL_PRIVATE, sorted(found - TESTS_STILL_PRIVATE)
    assert TESTS_STILL_PRIVATE <= found, sorted(TESTS_STILL_PRIVATE - found)


# Each check can fail: a small tree in tmp_path holds each kind of problem.

def tree(tmp_path: Path, files: dict[str, str]) -> Path:
    """A project tree under ``tmp_path``: every package of ``files``' paths, with each file."""
    for package in ("referee", "referee/core", "referee/storage", "referee/http", "schemas",
                    "variants", "tests"):
        (tmp_path / package).mkdir(parents=True, exist_ok=True)
        (tmp_path / package / "__init__.py").write_text("")
    for relative, text in files.items():
        (tmp_path / relative).write_text(text)
    return tmp_path


def test_the_layer_check_finds_a_circle_and_flask_in_the_core(tmp_path):
    root = tree(tmp_path, {
        "referee/core/games.py": "from typing import TYPE_CHECKING\nimport flask\n"
                                 "if TYPE_CHECKING:\n    from referee.core.bots import Seat\n",
        "referee/core/bots.py": "def f():\n    from referee.core.games import iso\n"})
    found = layer_problems(root)
    assert "referee.core.bots -> referee.core.games -> referee.core.bots" in found
    assert "the core's referee.core.games imports flask" in found


def test_the_wire_format_check_follows_imports_through_other_modules(tmp_path):
    root = tree(tmp_path, {
        "referee/core/games.py": "from referee.storage import backend\n",
        "referee/core/clocks.py": "import marshmallow\n",
        "referee/core/auth.py": "def f():\n    from referee.core import games\n",
        "referee/core/stamps.py": "from datetime import datetime\n",
        "referee/storage/backend.py": "from schemas.games import GameSchema\n",
        "schemas/games.py": "GameSchema = object\n"})
    assert wire_format_problems(root) == [
        "referee.core.auth -> referee.core.games -> referee.storage.backend -> schemas.games",
        "referee.core.clocks -> marshmallow",
        "referee.core.games -> referee.storage.backend -> schemas.games",
    ]


def test_the_flow_check_finds_upward_imports_and_http_reached_from_below(tmp_path):
    root = tree(tmp_path, {
        "variants/base.py": "from schemas import moves\n",
        "variants/rng.py": "import referee.core.games\n",
        "schemas/moves.py": "from referee.core import games\n",
        "referee/core/games.py": "from referee.storage import store\n",
        "referee/storage/store.py": "from referee.http.shares import hint\n",
        "referee/http/shares.py": "from referee.core import games\nhint = 1\n"})
    found = upward_problems(root)
    assert "variants.base imports schemas.moves against the flow" in found
    assert "variants.rng imports referee.core.games against the flow" in found
    assert "schemas.moves imports referee.core.games against the flow" in found
    assert ("referee.core.games -> referee.storage.store -> referee.http.shares (below HTTP)"
            in found)
    assert "referee.storage.store -> referee.http.shares (below HTTP)" in found
    assert not any(p.startswith("referee.http") for p in found)  # HTTP imports what is below


def test_the_private_check_finds_each_way_of_taking_a_private_name(tmp_path):
    root = tree(tmp_path, {
        "variants/base.py": "def _gate():\n    pass\n\ndef gate():\n    return _gate()\n",
        "variants/play.py": "from variants.base import _gate\n",
        "variants/flow.py": "from . import base\n\ndef f():\n    return base._gate()\n",
        "variants/_hidden.py": "X = 1\n",
        "variants/deals.py": "import variants._hidden\n",
        "schemas/moves.py": "import variants.base as b\nb._gate()\n",
        "referee/core/games.py": "def f():\n    from referee.core.bots import _iso\n",
        "referee/core/bots.py": "def _iso():\n    pass\n",
        "tests/test_x.py": "from variants.base import gate\nfrom tests.test_y import _helper\n",
        "tests/test_y.py": "def _helper():\n    pass\n"})
    assert private_problems(root) == [
        "referee.core.games imports the private referee.core.bots._iso",
        "schemas.moves uses the private b._gate",
        "variants.deals imports the private variants._hidden",
        "variants.flow uses the private base._gate",
        "variants.play imports the private variants.base._gate",
        "tests.test_x imports the private tests.test_y._helper",
    ]
