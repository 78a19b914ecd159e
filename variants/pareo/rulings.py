"""Stateless ruling of Emotrions Pareo: one play, an attack and an answer or a decline (P3, P4),
decided by the game's own Pareo Chart (:func:`variants.pareo.chart.answer_kind`,
:func:`variants.pareo.chart.resolve`, :func:`variants.pareo.chart.side_value`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from variants.base import FieldKind, IllegalMove, PublishedRuling, RequestField
from variants.emotrions.cards import VALUE, Card, combination_error
from variants.emotrions.rulings import parse_cards, stake_cards
from variants.i18n import T, Text
from variants.pareo.chart import (
    CHALLENGER,
    DECLINE,
    LONE_FORCE,
    LONE_HUNGER,
    LONE_INDECISION,
    MATCH,
    PAREO,
    answer_kind,
    is_match,
    resolve,
    side_value,
)
from variants.rulings import Explanation, Ruling, plus, signed

#: The two sides, with the Italian article.
ROLE = {CHALLENGER: T("Challenger", "lo Sfidante"), PAREO: T("Pareo", "il Pareo")}


def the_cards(n: int) -> Text:
    """``the card`` / ``the 3 cards``."""
    return T("the card", "la carta") if n == 1 else T(f"the {n} cards", f"le {n} carte")


def _names(cards: Sequence[Card]) -> str:
    return plus(c.value for c in cards)


def reckoning(cards: Sequence[Card], other: Sequence[Card] | None) -> Text:
    """How one side's part of V (P4.3) is reckoned, in words, with the value the engine gives
    it (:func:`~variants.pareo.chart.side_value`): an indecision in a pair takes its partner's
    value, a lone one the other side's (0 when declined or against a lone one). Never raises."""
    value = side_value(cards, other)
    if len(cards) == 2:
        a, b = cards
        if a == b == Card.INDECISION:
            return T(f"indecision + indecision ({signed(value)})",
                     f"indecision + indecision ({signed(value)})")
        if Card.INDECISION in cards:
            partner = b if a == Card.INDECISION else a
            arithmetic = f"{_names(cards)} (2 × {signed(VALUE[partner])} = {signed(value)})"
            return T(arithmetic, arithmetic)
        arithmetic = f"{a.value} ({signed(VALUE[a])}) + {b.value} ({signed(VALUE[b])})"
        return T(arithmetic, arithmetic)
    (card,) = cards
    if card != Card.INDECISION:
        return T(f"{card.value} ({signed(value)})", f"{card.value} ({signed(value)})")
    if other is None:
        return T(f"a declined lone indecision ({signed(value)})",
                 f"un'indecision da sola, senza risposta ({signed(value)})")
    return T(f"indecision (the other side's {signed(value)})",
             f"indecision (il {signed(value)} dell'altra parte)")


def _answer_line(kind: str, attack: tuple[Card, ...], answer: tuple[Card, ...] | None,
                 out: Explanation) -> None:
    if answer is None:
        out.add("P2", T("the Pareo declines", "il Pareo rinuncia a rispondere"))
        return
    said = T(f"{_names(answer)} against {_names(attack)}",
             f"{_names(answer)} contro {_names(attack)}")
    if kind == LONE_HUNGER:
        out.add("P3", T(f"{said.en}: a lone hunger may answer any attack",
                        f"{said.it}: una hunger da sola può rispondere a ogni attacco"))
    elif kind == LONE_INDECISION:
        out.add("P3", T(f"{said.en}: a lone indecision matches any attack (P3 a)",
                        f"{said.it}: un'indecision da sola è un abbinamento con ogni attacco (P3 a)"))
    elif kind == LONE_FORCE:
        out.add("P3", T(f"{said.en}: a lone force may answer an attack that holds no force; it is "
                        "not a match", f"{said.it}: una force da sola può rispondere a un attacco "
                        "senza force; non è un abbinamento"))
    elif Card.INDECISION in attack:
        out.add("P3", T(f"{said.en}: the attack holds an indecision, so any valid combination "
                        "matches it (P3 b)", f"{said.it}: l'attacco contiene un'indecision, quindi "
                        "ogni combinazione valida è un abbinamento (P3 b)"))
    else:
        out.add("P3", T(f"{said.en}: a match, card for card of the same type or with an "
                        "indecision (P3 c)", f"{said.it}: un abbinamento, carta per carta dello stesso "
                        "tipo o con un'indecision (P3 c)"))


def resolve_play(
    attack_codes: Sequence[str],
    answer_codes: Sequence[str] | None,
    challenger: int | None = None,
) -> Ruling:
    """The outcome of one play (P4, the Pareo Chart): what the answer is (P3), the advantaged
    side, the table's value V and who takes the cards, as the engine's ``play_resolved`` says.
    ``answer_codes`` is ``None`` for a decline; with ``challenger`` (0 or 1) the taker's seat
    is given too.

    Raises:
        IllegalMove: E1.1 for an unknown card; E3.3 for an attack that is no valid stake;
            P3 for an answer the Pareo may not give (R22, R104); ``field`` names ``attack`` or
            ``answer``.
    """
    attack = parse_cards(attack_codes, "attack")
    answer = None if answer_codes is None else parse_cards(answer_codes, "answer")
    why = combination_error(attack)
    if why is not None:  # R22, as the game: any attack that is no valid combination breaks E3.3
        raise IllegalMove("E3.3", T("the attack: ", "l'attacco: ") + why, field="attack")
    kind = DECLINE
    if answer is not None:
        try:
            kind = answer_kind(attack, answer)
        except IllegalMove as exc:  # P3, in the engine's words
            raise IllegalMove(exc.rule, exc.text, field="answer") from None
    outcome = resolve(attack, answer)
    cards = len(attack) + len(answer or ())
    out = Explanation()
    _answer_line(kind, attack, answer, out)
    if outcome.taker is None or outcome.advantaged is None or outcome.value is None:
        out.add("P4.1", T("hunger on the table: every card is discarded",
                          "hunger sul tavolo: ogni carta è scartata"))
    else:
        advantaged, taker = ROLE[outcome.advantaged], ROLE[outcome.taker]
        because = {
            DECLINE: T("the Pareo declined", "il Pareo ha rinunciato"),
            LONE_FORCE: T("the answer is a lone force", "la risposta è una force da sola"),
        }.get(kind, T("the answer is a match", "la risposta è un abbinamento"))
        out.add("P4.2", T(f"the {advantaged.en} is advantaged: {because.en}",
                          f"è avvantaggiato {advantaged.it}: {because.it}"))
        terms = [reckoning(attack, answer)]
        if answer is not None:
            terms.append(reckoning(answer, attack))
        total = signed(outcome.value)
        out.add("P4.3", T("V = ", "V = ") + T(" + ", " + ").join(terms) + f" = {total}")
        if outcome.value >= 0:
            out.add("P4.4", T(f"V ≥ 0: the advantaged {taker.en} takes {the_cards(cards).en}",
                              f"V ≥ 0: {taker.it}, avvantaggiato, prende {the_cards(cards).it}"))
        else:
            out.add("P4.4", T(f"V < 0: the other side, the {taker.en}, takes {the_cards(cards).en}",
                              f"V < 0: prende {the_cards(cards).it} l'altra parte, "
                              f"{taker.it}"))
    result: dict[str, Any] = {
        "attack": [c.value for c in attack],
        "answer": None if answer is None else [c.value for c in answer],
        "answer_kind": kind,
        "match": answer is not None and is_match(attack, answer),
        "advantaged": outcome.advantaged,
        "value": outcome.value,
        "taker": outcome.taker,
        "to": outcome.taker or "discard",
        "step": outcome.step,
    }
    if challenger is not None:
        seat_of = {CHALLENGER: challenger, "pareo": 1 - challenger, None: None}
        result["seats"] = {"challenger": challenger, "pareo": 1 - challenger}
        result["taker_seat"] = seat_of[outcome.taker]
        result["advantaged_seat"] = seat_of[outcome.advantaged]
    return out.ruling(result)


__all__ = ["DECLINE", "MATCH", "reckoning", "resolve_play"]


#: The rulings ``POST /v1/rules/pareo/{name}`` serves (their request bodies as declared here;
#: their replies: ``schemas/rules.py``).
PUBLISHED = (
    PublishedRuling(
        "play", "Resolve an Emotrions Pareo play",
        "An attack and an answer (or a decline): what the answer is (P3), the advantaged side, the\n"
        "table's value V and who takes the cards (P4), as a game's `play_resolved` event says.",
        lambda body: resolve_play(body["attack"], body["answer"], body.get("challenger")),
        request=(
            stake_cards("attack", "the Challenger's attack (E3.3)", required=True),
            stake_cards("answer", "the Pareo's answer; null or absent: a decline",
                        nullable=True, defaulted=True),
            RequestField("challenger", FieldKind.INTEGER, "optional: the Challenger's seat, to "
                         "name the taker's seat too", choices=(0, 1)),
        ),
    ),
)
