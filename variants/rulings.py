"""Stateless rulings (``POST /v1/rules/{variant}/...``): one trick, play, capture, pile or round
judged on its own, with no game and nothing stored, each explained line by line.

Every ruling returns a :class:`Ruling`: a language-free result (what a game's event would say)
and the explanation, a list of :class:`Line` (a rule id and the words, in English and Italian).
The decisions come from the engines' own functions (:mod:`variants.emotrions.cards`,
:mod:`variants.pareo.engine`, :mod:`variants.four_aces.counting`), so a ruling never disagrees with a
game; this package only checks the input and puts the reasons into words. Input no table can
show (a fifth fury in one deck, two 7S) raises :class:`~variants.base.IllegalMove` with the
rule it breaks and ``field`` naming the input. Project rulings R100–R109 are in
``docs/rulings/stateless.md``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from variants.i18n import Text, as_text


@dataclass(frozen=True)
class Line:
    """One step of an explanation: the rule applied and what it decided."""

    rule: str
    text: Text

    def to_dict(self, language: str | None) -> dict[str, str]:
        return {"rule": self.rule, "text": self.text.get(language)}


@dataclass(frozen=True)
class Ruling:
    """A ruling's result (JSON-ready, the same in every language) and its explanation."""

    result: dict[str, Any]
    lines: tuple[Line, ...]

    def to_dict(self, language: str | None) -> dict[str, Any]:
        """The reply body: the result, and the explanation in ``language``."""
        return {**self.result, "explanation": [line.to_dict(language) for line in self.lines]}


class Explanation:
    """Lines gathered while a ruling is worked out."""

    def __init__(self) -> None:
        self.lines: list[Line] = []

    def add(self, rule: str, text: Text | str) -> None:
        self.lines.append(Line(rule, as_text(text)))

    def ruling(self, result: dict[str, Any]) -> Ruling:
        return Ruling(result, tuple(self.lines))


def signed(value: int) -> str:
    """``+3``, ``−5`` (a true minus sign), ``0``: how points are written in explanations."""
    return "0" if value == 0 else f"{value:+d}".replace("-", "−")


def number(value: int) -> str:
    """A plain number with a true minus sign."""
    return str(value).replace("-", "−")


def seat_list(seats: Sequence[int]) -> Text:
    """``seat 2`` / ``seats 0 and 3`` (``posto 2`` / ``posti 0 e 3``)."""
    if len(seats) == 1:
        return Text(f"seat {seats[0]}", f"posto {seats[0]}")
    head = ", ".join(str(s) for s in seats[:-1])
    return Text(f"seats {head} and {seats[-1]}", f"posti {head} e {seats[-1]}")


def plus(items: Iterable[str]) -> str:
    """``a + b + c``."""
    return " + ".join(items)


__all__ = ["Explanation", "Line", "Ruling", "number", "plus", "seat_list", "signed"]
