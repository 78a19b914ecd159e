"""One style for every game's package (STYLE "Words"): every public function, class, method and
property of ``variants/<game>/`` has a docstring saying what it does; one that can raise (by a
``raise`` of its own or of a function of its module it calls) says what it raises, or that it
raises nothing; and every rule id it raises an ``IllegalMove`` or ``IllegalSetup`` with is named
in it. Read from the source with :mod:`ast`, so a game added later is checked too."""

from __future__ import annotations

import ast
import pkgutil
from pathlib import Path

import pytest

import variants

GAMES = sorted(m.name for m in pkgutil.iter_modules(variants.__path__) if m.ispkg)
RULE_ERRORS = {"IllegalMove", "IllegalSetup", "RuleViolation"}
#: How a docstring says what a function raises: a ``Raises:`` section, or that it raises nothing.
SAYS_RAISES = ("Raises:", "Raises nothing", "Never raises", "raises nothing", "never raises")

Function = ast.FunctionDef | ast.AsyncFunctionDef


def modules(game: str) -> list[Path]:
    return sorted((Path(variants.__path__[0]) / game).glob("*.py"))


def _called(node: ast.AST) -> set[str]:
    """The names of what ``node`` calls: ``name(…)``, ``self.name(…)``, ``cls.name(…)``."""
    out = set()
    for call in ast.walk(node):
        if isinstance(call, ast.Call):
            f = call.func
            if isinstance(f, ast.Name):
                out.add(f.id)
            elif isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and (
                    f.value.id in ("self", "cls")):
                out.add(f.attr)
    return out


def _raises(node: ast.AST) -> bool:
    return any(isinstance(n, ast.Raise) and n.exc is not None for n in ast.walk(node))


def _rule_ids(node: ast.AST) -> set[str]:
    """The rule ids ``node`` raises a rule error with, where written as a literal."""
    out = set()
    for n in ast.walk(node):
        if (isinstance(n, ast.Raise) and isinstance(n.exc, ast.Call)
                and isinstance(n.exc.func, ast.Name) and n.exc.func.id in RULE_ERRORS
                and n.exc.args and isinstance(n.exc.args[0], ast.Constant)):
            out.add(n.exc.args[0].value)
    return out


def public(tree: ast.Module) -> list[tuple[str, ast.AST]]:
    """Every public function, class, method and property, by its dotted name."""
    out = []

    def walk(body: list[ast.stmt], prefix: str) -> None:
        for node in body:
            if isinstance(node, (ast.ClassDef, *Function.__args__)) and (
                    not node.name.startswith("_")):
                out.append((prefix + node.name, node))
                if isinstance(node, ast.ClassDef):
                    walk(node.body, f"{prefix}{node.name}.")

    walk(tree.body, "")
    return out


def may_raise(tree: ast.Module) -> set[str]:
    """The names of the module's functions and methods that can raise: by a ``raise`` of their
    own, or by calling one that can (by name: a helper of the module, or a method of its
    class)."""
    functions: dict[str, list[ast.AST]] = {}
    for node in ast.walk(tree):
        if isinstance(node, Function.__args__):
            functions.setdefault(node.name, []).append(node)
    raising = {name for name, nodes in functions.items() if any(map(_raises, nodes))}
    grew = True
    while grew:
        grew = False
        for name, nodes in functions.items():
            if name not in raising and any(_called(n) & raising for n in nodes):
                raising.add(name)
                grew = True
    return raising


@pytest.mark.parametrize("game", GAMES)
def test_every_public_callable_of_a_game_says_what_it_does_and_raises(game):
    missing, silent, unnamed = [], [], []
    for path in modules(game):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        raising = may_raise(tree)
        for name, node in public(tree):
            where = f"{path.relative_to(path.parents[2])}:{node.lineno} {name}"
            doc = ast.get_docstring(node)
            if not doc:
                missing.append(where)
                continue
            if isinstance(node, ast.ClassDef):
                continue
            if node.name in raising and not any(s in doc for s in SAYS_RAISES):
                silent.append(where)
            ids = sorted(rule for rule in _rule_ids(node) if rule not in doc)
            if ids:
                unnamed.append(f"{where}: {', '.join(ids)}")
    assert not missing, "no docstring:\n" + "\n".join(missing)
    assert not silent, "can raise, and the docstring does not say what:\n" + "\n".join(silent)
    assert not unnamed, "raises rule ids its docstring does not name:\n" + "\n".join(unnamed)


def test_the_walk_reads_every_game_and_sees_what_it_checks():
    # A walk that found nothing would pass on anything: every game has modules, and the
    # engine's play is both public and able to raise.
    assert {"emotrions", "pareo", "four_aces"} <= set(GAMES)
    for game in GAMES:
        engine = ast.parse((Path(variants.__path__[0]) / game / "engine.py").read_text())
        names = {name.rpartition(".")[2] for name, _ in public(engine)}
        assert {"play", "forfeit", "legal_moves", "view"} <= names, game
        assert "play" in may_raise(engine), game
