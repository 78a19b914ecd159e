"""The Pareo Chart (RULES.md P3, P4): what an answer is against an attack, what the table of a
play is worth (V) and which side takes it; and the chart itself, every attack kind against every
answer kind, computed from those very functions: as data (:data:`PAREO_CHART`, published by
``GET /v1/variants``) and as ``docs/pareo-chart.md`` (:func:`chart_markdown`). The engine
(:mod:`variants.pareo.engine`) and the stateless ruling (:mod:`variants.pareo.rulings`) decide
every play with :func:`answer_kind` and :func:`resolve`, so the chart cannot drift from the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from variants.base import IllegalMove
from variants.emotrions.cards import POSITIVE, VALUE, Card, combination_error, combinations, deck
from variants.i18n import T, Text, as_text
from variants.rulings import signed

# The two sides of a play, as the Pareo Chart names them.
CHALLENGER = "challenger"
PAREO = "pareo"

# Answer kinds (P3), as the ``answer`` event and the chart name them.
MATCH = "match"
LONE_FORCE = "lone force"
LONE_HUNGER = "lone hunger"
LONE_INDECISION = "lone indecision"
DECLINE = "decline"


def _pairs(a: Card, b: Card) -> bool:
    # P3 (c): a pair is two cards of one type, or an indecision on either side.
    return a == b or Card.INDECISION in (a, b)


def is_match(attack: Sequence[Card], answer: Sequence[Card]) -> bool:
    """True when ``answer`` is a match for ``attack`` (P3): a valid combination that is a lone
    indecision (a), answers an attack holding an indecision (b), or pairs one-to-one with the
    attack (c)."""
    return combination_error(answer) is None and _matches(tuple(attack), tuple(answer))


def _matches(attack: tuple[Card, ...], answer: tuple[Card, ...]) -> bool:
    if answer == (Card.INDECISION,) or Card.INDECISION in attack:
        return True  # P3 (a), (b)
    if len(answer) != len(attack):
        return False
    if len(attack) == 1:
        return _pairs(attack[0], answer[0])
    (a, b), (c, d) = attack, answer
    return (_pairs(a, c) and _pairs(b, d)) or (_pairs(a, d) and _pairs(b, c))


def _kind(attack: tuple[Card, ...], answer: tuple[Card, ...]) -> str | None:
    # P3, for an answer already known to be a valid combination; None when it is not allowed.
    if answer == (Card.HUNGER,):
        return LONE_HUNGER  # P3: a lone hunger may answer any attack
    if answer == (Card.INDECISION,):
        return LONE_INDECISION  # P3 (a)
    if _matches(attack, answer):
        return MATCH
    if answer == (Card.FORCE,) and Card.FORCE not in attack:
        return LONE_FORCE
    return None


def _names(cards: Sequence[Card]) -> Text:
    return T("+".join(cards), "+".join(cards)) if cards else T("no cards", "nessuna carta")


def allows(attack: Sequence[Card], answer: Sequence[Card]) -> bool:
    """Whether the Pareo may give ``answer``, a valid combination, against ``attack`` (P3): a
    lone hunger, a lone indecision, a match, or a lone force against an attack holding none.
    Never raises."""
    return _kind(tuple(attack), tuple(answer)) is not None


def answer_kind(attack: Sequence[Card], answer: Sequence[Card]) -> str:
    """What ``answer`` is against ``attack`` (P3): :data:`LONE_HUNGER`, :data:`LONE_INDECISION`,
    :data:`MATCH` or :data:`LONE_FORCE`. Whether the Pareo holds the cards is not checked here.

    Raises:
        IllegalMove: P3 when the answer is none of these (an invalid combination, or cards that
            do not match, or a lone force against an attack that holds a force and is no match).
    """
    attack, answer = tuple(attack), tuple(answer)
    error = combination_error(answer)
    if error is not None:
        raise IllegalMove(
            "P3",
            T(f"answer {_names(answer).en} is not a valid combination: ",
              f"la risposta {_names(answer).it} non è una combinazione valida: ")
            + as_text(error),
        )
    kind = _kind(attack, answer)
    if kind is not None:
        return kind
    named = _names(attack)
    if answer == (Card.FORCE,):
        raise IllegalMove(
            "P3",
            T(f"a lone force may not answer the attack {named.en}, which holds a force "
              "(only a force against a lone force is a match)",
              f"una force da sola non può rispondere all'attacco {named.it}, che contiene una "
              "force (solo una force contro una force da sola è un abbinamento)"),
        )
    if len(answer) != len(attack):
        why = T(f"it has {len(answer)} card(s) against {len(attack)}",
                f"ha {len(answer)} carta/e contro {len(attack)}")
    else:
        why = T("its cards do not pair with the attack's by type (or with an indecision)",
                "le sue carte non fanno coppia per tipo con quelle dell'attacco "
                "(né con un'indecision)")
    raise IllegalMove(
        "P3",
        T(f"answer {_names(answer).en} is not a match for the attack {named.en}: ",
          f"la risposta {_names(answer).it} non è un abbinamento per l'attacco {named.it}: ")
        + why
        + T("; the only other answers are a lone force, a lone hunger, or a decline",
            "; le sole altre risposte sono una force da sola, una hunger da sola o il rifiuto"),
    )


def side_value(cards: Sequence[Card], other: Sequence[Card] | None) -> int:
    """One side's part of the table's value V (P4.3): the values of ``cards``, an indecision in
    a pair taking its partner's value (0 beside another indecision), a lone indecision the
    other side's, ``other`` (0 when declined, ``None``, or against a lone one). Never raises."""
    if len(cards) == 2:
        a, b = cards
        if a == Card.INDECISION:
            return 0 if b == Card.INDECISION else 2 * VALUE[b]
        if b == Card.INDECISION:
            return 2 * VALUE[a]
        return VALUE[a] + VALUE[b]
    (card,) = cards
    if card == Card.INDECISION:
        return 0 if other is None else side_value(other, None)
    return VALUE[card]


def table_value(attack: Sequence[Card], answer: Sequence[Card] | None) -> int:
    """The table's value V (P4.3); ``answer`` is ``None`` when the Pareo declined."""
    value = side_value(attack, answer)
    if answer is not None:
        value += side_value(answer, attack)
    return value


@dataclass(frozen=True)
class Resolution:
    """What a play's table leads to (P4): ``taker`` is :data:`CHALLENGER`, :data:`PAREO` or
    ``None`` when Hunger discards the table (then ``value`` and ``advantaged`` are ``None``)."""

    taker: str | None
    value: int | None
    step: str
    advantaged: str | None
    reason: str


def _other_side(side: str) -> str:
    return PAREO if side == CHALLENGER else CHALLENGER


def resolve(attack: Sequence[Card], answer: Sequence[Card] | None) -> Resolution:
    """The outcome of a play (P4, the Pareo Chart) for an attack and an answer that
    :func:`answer_kind` allows (``None`` for a decline). Raises nothing."""
    table = (*attack, *(answer or ()))
    if Card.HUNGER in table:
        return Resolution(None, None, "P4.1", None, "hunger on the table: every card is discarded")
    if answer is None:
        advantaged, how = CHALLENGER, "the Pareo declined"
    else:
        advantaged, how = PAREO, f"the Pareo answered with a {_kind(tuple(attack), tuple(answer))}"
    value = table_value(attack, answer)
    taker = advantaged if value >= 0 else _other_side(advantaged)
    sign = "≥ 0" if value >= 0 else "< 0"
    reason = (
        f"{how}, so the {advantaged} is advantaged; V = {signed(value)} {sign}: "
        f"the {taker} takes"
    )
    return Resolution(taker, value, "P4.4", advantaged, reason)


# The chart's rows and columns.
ATTACK_KINDS: dict[str, str] = {
    "positive": "positive cards only, no force",
    "negative": "negative cards only",
    "holding indecision": "an indecision, alone or with any card",
    "holding force": "a force, alone or with another positive card",
    "hunger": "a lone hunger",
}
ANSWER_KINDS: dict[str, str] = {
    MATCH: "a match (P3 b, c) other than the lone cards of the next columns",
    LONE_FORCE: "a lone force (a match against a lone force; else only if the attack holds none)",
    LONE_HUNGER: "a lone hunger (allowed against any attack)",
    LONE_INDECISION: "a lone indecision (P3 a: matches any attack)",
    DECLINE: "no answer",
}


def attack_kind(attack: Sequence[Card]) -> str:
    """The chart row of a valid attack: hunger, then indecision, then force, then sign."""
    if Card.HUNGER in attack:
        return "hunger"
    if Card.INDECISION in attack:
        return "holding indecision"
    if Card.FORCE in attack:
        return "holding force"
    return "positive" if attack[0] in POSITIVE else "negative"


_LONE_COLUMNS = {
    (Card.FORCE,): LONE_FORCE, (Card.HUNGER,): LONE_HUNGER, (Card.INDECISION,): LONE_INDECISION
}


def _answer_column(answer: Sequence[Card] | None) -> str:
    if answer is None:
        return DECLINE
    return _LONE_COLUMNS.get((answer[0],), MATCH) if len(answer) == 1 else MATCH


def _side_name(side: str | None) -> str:
    return "discarded" if side is None else side.capitalize()


def _cell_summary(examples: list[dict[str, Any]], refused: dict[str, Any] | None) -> str:
    if not examples:
        return f"refused ({refused['rule']})" if refused else "no such answer"
    if len(examples) == 1:
        text = _side_name(examples[0]["taker"])
    else:
        first, second = examples
        text = f"{_side_name(first['taker'])} if V ≥ 0, else {_side_name(second['taker'])}"
    return text + (f"; otherwise refused ({refused['rule']})" if refused else "")


def pareo_chart() -> list[dict[str, Any]]:
    """The Pareo Chart (P4) as JSON-ready data: one cell per attack kind × answer kind, each with
    who takes the table (``takes``), an example per distinct outcome computed by :func:`resolve`
    (V ≥ 0 first), and an example of a refused answer where a kind is only sometimes allowed.

    Every valid attack is tried against every valid answer and a decline; an answer of the
    ``match`` column that is not a match belongs to no cell. Raises nothing (a refused answer
    is an example of the cell, not an error)."""
    stakes = combinations(deck())
    outcomes: dict[tuple[str, str], dict[str | None, dict[str, Any]]] = {}
    refusals: dict[tuple[str, str], dict[str, Any]] = {}
    for attack in stakes:
        for answer in (*stakes, None):
            cell = (attack_kind(attack), _answer_column(answer))
            if answer is not None:
                try:
                    answer_kind(attack, answer)
                except IllegalMove as refusal:
                    if cell[1] != MATCH:
                        refusals.setdefault(cell, _example(attack, answer, rule=refusal.rule))
                    continue
            outcome = resolve(attack, answer)
            found = outcomes.setdefault(cell, {})
            if outcome.taker not in found:
                found[outcome.taker] = _example(
                    attack, answer, value=outcome.value, taker=outcome.taker, step=outcome.step
                )
    chart = []
    for row in ATTACK_KINDS:
        for column in ANSWER_KINDS:
            examples = sorted(
                outcomes.get((row, column), {}).values(), key=lambda e: (e["value"] or 0) < 0
            )
            refused = refusals.get((row, column))
            chart.append({
                "attack": row,
                "answer": column,
                "takes": _cell_summary(examples, refused),
                "examples": examples,
                "refused": refused,
            })
    return chart


def _example(attack: Sequence[Card], answer: Sequence[Card] | None, **more: Any) -> dict[str, Any]:
    return {
        "attack": [c.value for c in attack],
        "answer": None if answer is None else [c.value for c in answer],
        **more,
    }


#: The Pareo Chart (P4) as ``describe()`` publishes it; see :func:`pareo_chart`.
PAREO_CHART: list[dict[str, Any]] = pareo_chart()


def _example_text(example: dict[str, Any]) -> str:
    answer = "declined" if example["answer"] is None else "+".join(example["answer"])
    text = f"{'+'.join(example['attack'])} / {answer}"
    if "rule" in example:
        return text
    if example["value"] is None:
        return f"{text}: {example['step']}, discarded"
    return f"{text}: V = {signed(example['value'])}, {_side_name(example['taker'])}"


def chart_markdown(chart: list[dict[str, Any]] = PAREO_CHART) -> str:
    """``docs/pareo-chart.md``: the Pareo Chart as a Markdown table, written from ``chart``."""
    lines = [
        "# The Pareo Chart",
        "",
        "Who takes the cards of a play in Emotrions Pareo (RULES.md P3, P4). Generated by",
        "`variants.pareo.chart.chart_markdown()` from `PAREO_CHART`, the data `GET /v1/variants`",
        "publishes; every example's outcome is computed by the engine itself. Do not edit by",
        "hand: `python -c 'import variants.pareo.chart as p; print(p.chart_markdown(), end=\"\")'`.",
        "",
        "V is the table's value (P4.3): the sum of its cards' values, an `indecision` in a pair",
        "taking its partner's value and a lone `indecision` the other side's. The advantaged side",
        "(the Pareo after an answer, the Challenger after a decline) takes the table when V ≥ 0,",
        "the other side when V < 0 (P4.4); a `hunger` on the table discards it (P4.1).",
        "",
        "| attack \\ answer | " + " | ".join(ANSWER_KINDS) + " |",
        "|---" * (len(ANSWER_KINDS) + 1) + "|",
    ]
    cells = {(c["attack"], c["answer"]): c for c in chart}
    for row in ATTACK_KINDS:
        texts = []
        for column in ANSWER_KINDS:
            cell = cells[(row, column)]
            parts = [f"**{cell['takes']}**"]
            parts += [f"e.g. {_example_text(e)}" for e in cell["examples"]]
            if cell["refused"]:
                parts.append(f"refused: {_example_text(cell['refused'])}")
            texts.append("<br>".join(parts))
        lines.append(f"| {row} | " + " | ".join(texts) + " |")
    lines += ["", "Rows (the attack):", ""]
    lines += [f"- **{kind}**: {text}" for kind, text in ATTACK_KINDS.items()]
    lines += ["", "Columns (the answer):", ""]
    lines += [f"- **{kind}**: {text}" for kind, text in ANSWER_KINDS.items()]
    return "\n".join(lines) + "\n"
