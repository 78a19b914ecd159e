"""Every rejection exists in English and Italian (docs/api.md): the engines write each message as
``T("english", "italiano")``, and the service answers in the language asked for."""

from __future__ import annotations

import ast
import pathlib

import pytest

from variants.base import IllegalMove
from variants.i18n import T, Text, as_text

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
RAISERS = {"RuleViolation", "IllegalMove", "IllegalSetup"}
SOURCES = sorted(
    str(p.relative_to(ROOT)) for p in (ROOT / "variants").rglob("*.py") if p.name != "base.py"
)


def _untranslated(path: pathlib.Path) -> list[str]:
    """Where ``path`` builds a rule violation from a plain (English-only) string."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) in RAISERS):
            continue
        detail = node.args[1] if len(node.args) > 1 else None
        if isinstance(detail, (ast.Constant, ast.JoinedStr)) or (
            isinstance(detail, ast.BinOp) and isinstance(detail.left, (ast.Constant, ast.JoinedStr))
        ):
            found.append(f"{path.name}:{node.lineno}")
    return found


@pytest.mark.parametrize("source", SOURCES)
def test_every_rejection_of_the_engines_is_written_in_both_languages(source):
    assert _untranslated(ROOT / source) == []


def test_the_check_sees_an_untranslated_message(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text('raise IllegalMove("G6", f"seat {1} may not move")\n'
                   'raise IllegalMove("G6", T("a", "b"))\n')
    assert _untranslated(bad) == ["bad.py:1"]


def test_text_falls_back_to_english_for_another_language():
    text = T("the game is over", "la partita è finita")
    assert text.get("it") == "la partita è finita"
    assert text.get("fr") == text.get(None) == "the game is over"
    assert (text + ": G6").it == "la partita è finita: G6"
    assert as_text("7S").it == "7S"


def test_a_violation_keeps_both_languages_and_says_which_it_has():
    translated = IllegalMove("G6", T("not your turn", "non è il tuo turno"))
    assert translated.detail == "not your turn" and translated.detail_in("it") == "non è il tuo turno"
    assert translated.translated and isinstance(translated.text, Text)
    plain = IllegalMove("G6", "not your turn")
    assert plain.detail_in("it") == "not your turn" and not plain.translated
