"""Stateless rulings on the wire (``POST /v1/rules/{variant}/...``): the requests, the replies,
and the field errors in the caller's language.

The schemas check shape only (card codes, sizes, ranges); whether the cards can exist together
or break a rule is the rulings' job (:mod:`variants.rulings`, answered 422 with the rule id).
"""

from __future__ import annotations

import re
from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from schemas.common import Open, Strict, StrictBoolean, WholeNumber
from variants.emotrions.cards import Card as EmotrionsCard
from variants.four_aces.cards import CODES as FOUR_ACES_CODES
from variants.four_aces.engine import MODES
from variants.i18n import T, Text

EMOTRIONS_CODES = tuple(card.value for card in EmotrionsCard)
#: A sanity bound on one stake, attack or answer: more than 2 cards still reaches the rules
#: (422, E3.2 or P3) like a move would; beyond this it is malformed (400).
MAX_STAKE = 8
MAX_PILE = 72  # two Emotrions decks
MAX_TABLE = 53  # every 4 Aces card but the one played


def _card_check(codes: tuple[str, ...], game: Text) -> Any:
    known = frozenset(codes)

    def check(value: str) -> None:
        if value not in known:
            raise ValidationError([T(f"unknown card {value[:16]!r}: {game.en} has no such card",
                                     f"carta sconosciuta {value[:16]!r}: {game.it} non ha "
                                     "questa carta")])

    return check


_EMOTRIONS = _card_check(EMOTRIONS_CODES, T("Emotrions", "Emotrions"))
_FOUR_ACES = _card_check(FOUR_ACES_CODES, T("4 Aces", "4 Assi"))


def emotrions_cards(most: int, description: str, metadata: dict[str, Any] | None = None,
                    **kwargs: Any) -> fields.List:
    card = fields.String(validate=_EMOTRIONS,
                         metadata={"enum": list(EMOTRIONS_CODES)})
    return fields.List(card, validate=validate.Length(0, most),
                       metadata={"description": description, **(metadata or {})}, **kwargs)


def four_aces_cards(most: int, description: str, **kwargs: Any) -> fields.List:
    card = fields.String(validate=_FOUR_ACES, metadata={"enum": list(FOUR_ACES_CODES)})
    return fields.List(card, validate=validate.Length(0, most),
                       metadata={"description": description}, **kwargs)


# ----------------------------------------------------------------------------------------------
# Requests


#: A stake, attack or answer as the contract documents it: 1 or 2 cards (E3.2). Other counts
#: still reach the rules (a 422 naming E3.2, E3.3 or P3) up to MAX_STAKE, then a 400.
ONE_OR_TWO = {"minItems": 1, "maxItems": 2}


def _counts(key: str, counts: dict[Any, int], lists: tuple[str, ...]) -> dict[str, Any]:
    """JSON Schema: when ``key`` is each of ``counts``, each of ``lists`` has that many items
    (checked by the rulings, a 422 with the rule; documented here)."""
    def sized(n: int) -> dict[str, Any]:
        return {"minItems": n, "maxItems": n}

    cases = []
    for value, n in counts.items():
        condition = ({"properties": {key: {"const": value}}} if isinstance(value, str) else
                     {"properties": {key: sized(value)}})
        cases.append({"if": {**condition, "required": [key]},
                      "then": {"properties": {name: sized(n) for name in lists}}})
    return {"allOf": cases}


class StakeInputSchema(Strict):
    seat = WholeNumber(required=True, validate=validate.Range(0, 5))
    cards = emotrions_cards(MAX_STAKE, "1 or 2 cards (E3.3)", required=True,
                            metadata=ONE_OR_TWO)


class TrickRequestSchema(Strict):
    stakes = fields.List(
        fields.Nested(StakeInputSchema), required=True, validate=validate.Length(1, 6),
        metadata={"description": "in staking order: clockwise from the leader (R101)"},
    )
    players = WholeNumber(validate=validate.Range(2, 6), metadata={
        "description": "players at the table (default: enough for every seat named, R102)"})
    decks = WholeNumber(validate=validate.OneOf([1, 2]), metadata={
        "description": "E1.2 (default: 1 for 2–4 players, 2 for 5–6, R102)"})


class ScoreRequestSchema(Strict):
    class Meta(Strict.Meta):
        json_schema = _counts("piles", {n: n for n in range(1, 7)}, ("totals",))

    piles = fields.List(
        emotrions_cards(MAX_PILE, "a seat's won pile", allow_none=True),
        required=True, validate=validate.Length(1, 6),
        metadata={"description": "one won pile per seat, in seat order; null for a seat "
                  "taking no part in the hand (R103)"},
    )
    decks = WholeNumber(validate=validate.OneOf([1, 2]), metadata={
        "description": "E1.2 (default: 1 for up to 4 seats, 2 for 5–6, R102)"})
    totals = fields.List(
        WholeNumber(allow_none=True, validate=validate.Range(-10_000, 10_000)),
        validate=validate.Length(1, 6),
        metadata={"description": "optional: each seat's game score before the hand (E4.3)"},
    )


class PlayRequestSchema(Strict):
    attack = emotrions_cards(MAX_STAKE, "the Challenger's attack (E3.3)", required=True,
                             metadata=ONE_OR_TWO)
    answer = emotrions_cards(MAX_STAKE, "the Pareo's answer; null or absent: a decline",
                             allow_none=True, load_default=None, metadata=ONE_OR_TWO)
    challenger = WholeNumber(validate=validate.OneOf([0, 1]), metadata={
        "description": "optional: the Challenger's seat, to name the taker's seat too"})


class CaptureRequestSchema(Strict):
    table = four_aces_cards(MAX_TABLE, "the table cards", required=True)
    card = fields.String(required=True, validate=_FOUR_ACES,
                         metadata={"enum": list(FOUR_ACES_CODES),
                                   "description": "the card played from the hand"})
    take = four_aces_cards(MAX_TABLE, "the table cards taken", required=True)
    joker_value = WholeNumber(allow_none=True, validate=validate.Range(-1000, 1000),
                                 metadata={"description": "a joker's declared value, 5 to 9"})
    after_piuma = StrictBoolean(load_default=False, metadata={
        "description": "the turn follows a Piuma's refill (A6.2: it cannot be interrupted)"})
    just_interrupted = StrictBoolean(load_default=False, metadata={
        "description": "odd: the capturer was interrupted at their last capture (A7.3)"})
    all_captures = StrictBoolean(load_default=False, metadata={
        "description": "list every capture the card could make (at most 500)"})


class CountRequestSchema(Strict):
    class Meta(Strict.Meta):
        json_schema = _counts("mode", {"duel": 2, "odd": 3, "even": 4, "teams": 2},
                              ("piles", "piumas", "totals"))

    mode = fields.String(required=True, validate=validate.OneOf(MODES))
    piles = fields.List(
        four_aces_cards(54, "a side's pile"), required=True, validate=validate.Length(1, 4),
        metadata={"description": "one pile per side: per player, per pair in teams (seats "
                  "0+2, 1+3)"},
    )
    piumas = fields.List(
        four_aces_cards(54, "a side's Piuma cards (each also in its pile)"),
        validate=validate.Length(1, 4), metadata={"description": "per side (A6.2)"},
    )
    removed = four_aces_cards(54, "cards removed by Interruptions: held by nobody (A9.1)")
    totals = fields.List(
        WholeNumber(validate=validate.Range(0, 10_000)), validate=validate.Length(1, 4),
        metadata={"description": "optional: each side's match total before the round (A9.4)"},
    )


# ----------------------------------------------------------------------------------------------
# Replies


class ExplanationLineSchema(Strict):
    rule = fields.String(required=True, metadata={"description": "a RULES.md id or a ruling R…"})
    text = fields.String(required=True, metadata={"description": "in the Accept-Language asked"})


def explanation() -> fields.List:
    return fields.List(fields.Nested(ExplanationLineSchema), required=True,
                       metadata={"description": "why, step by step"})


class StakeResultSchema(Strict):
    seat = fields.Integer(required=True)
    cards = fields.List(fields.String(), required=True)
    strength = fields.Integer(required=True, metadata={"description": "E3.4"})
    # ``pass`` is a Python keyword: the wire name is set below.
    pass_ = fields.Boolean(required=True, data_key="pass", metadata={"description": "E3.8"})


class TrickRulingSchema(Strict):
    winner = fields.Integer(required=True, allow_none=True)
    hunger = fields.Boolean(required=True)
    stakes = fields.List(fields.Nested(StakeResultSchema), required=True)
    to = fields.String(required=True, validate=validate.OneOf(["pile", "discard"]))
    decks = fields.Integer(required=True)
    explanation = explanation()


class ScoreRulingSchema(Strict):
    points = fields.List(fields.Integer(allow_none=True), required=True,
                         metadata={"description": "E4.2, per seat; null: taking no part"})
    hand_winners = fields.List(fields.Integer(), required=True, metadata={"description": "E4.3"})
    decks = fields.Integer(required=True)
    totals = fields.List(fields.Integer(allow_none=True),
                         metadata={"description": "when totals were given: after the hand"})
    explanation = explanation()


class PlayRulingSchema(Strict):
    attack = fields.List(fields.String(), required=True)
    answer = fields.List(fields.String(), required=True, allow_none=True)
    answer_kind = fields.String(required=True, validate=validate.OneOf(
        ["match", "lone force", "lone hunger", "lone indecision", "decline"]))
    match = fields.Boolean(required=True, metadata={"description": "P3"})
    advantaged = fields.String(required=True, allow_none=True,
                               metadata={"description": "P4.2: challenger or pareo"})
    value = fields.Integer(required=True, allow_none=True, metadata={"description": "P4.3: V"})
    taker = fields.String(required=True, allow_none=True,
                          metadata={"description": "challenger, pareo, or null (P4.1)"})
    to = fields.String(required=True, validate=validate.OneOf(["challenger", "pareo", "discard"]))
    step = fields.String(required=True, validate=validate.OneOf(["P4.1", "P4.4"]))
    seats = fields.Dict(keys=fields.String(), values=fields.Integer())
    taker_seat = fields.Integer(allow_none=True)
    advantaged_seat = fields.Integer(allow_none=True)
    explanation = explanation()


class InterruptionEligibilitySchema(Strict):
    eligible = fields.Boolean(required=True)
    cards = fields.List(fields.String(), required=True)


class CaptureOptionSchema(Strict):
    take = fields.List(fields.String(), required=True)
    joker_value = fields.Integer(required=True, allow_none=True)
    piuma = fields.Boolean(required=True)


class CaptureRulingSchema(Strict):
    card = fields.String(required=True)
    joker_value = fields.Integer(required=True, allow_none=True)
    take = fields.List(fields.String(), required=True)
    value = fields.Integer(required=True, allow_none=True)
    take_sum = fields.Integer(required=True)
    legal = fields.Boolean(required=True)
    rule = fields.String(required=True, metadata={"description": "A6.1, or the rule broken"})
    piuma = fields.Boolean(required=True, allow_none=True, metadata={"description": "A6.2"})
    interruption = fields.Nested(InterruptionEligibilitySchema, required=True, allow_none=True)
    captures_count = fields.Integer(required=True)
    can_drop = fields.Boolean(required=True)
    captures = fields.List(fields.Nested(CaptureOptionSchema))
    explanation = explanation()


class CountRulingSchema(Strict):
    mode = fields.String(required=True)
    sides = fields.List(fields.List(fields.Integer()), required=True)
    early_win = fields.Dict(required=True, allow_none=True)
    columns = fields.List(fields.List(fields.Dict()), required=True,
                          metadata={"description": "A8.1, per side"})
    jokers_used = fields.List(fields.Integer(), required=True)
    ranking = fields.List(fields.Dict(), required=True, metadata={"description": "A8.2"})
    vp = fields.List(fields.List(fields.Dict()), required=True,
                     metadata={"description": "A8.3, A9.1–A9.3 lines, per side"})
    points = fields.List(fields.Integer(), required=True)
    totals = fields.List(fields.Integer())
    match_winners = fields.List(fields.Integer())
    explanation = explanation()


# ----------------------------------------------------------------------------------------------
# Field errors in the caller's language

#: marshmallow's and webargs' own messages, in Italian (exact, then with parameters).
_ITALIAN = {
    "Missing data for required field.": "Campo obbligatorio mancante.",
    "Unknown field.": "Campo sconosciuto.",
    "Field may not be null.": "Il campo non può essere null.",
    "Not a valid string.": "Non è una stringa valida.",
    "Not a valid utf-8 string.": "Non è una stringa utf-8 valida.",
    "Not a valid integer.": "Non è un numero intero valido.",
    "Number too large.": "Numero troppo grande.",
    "Not a valid boolean.": "Non è un booleano valido.",
    "Not a valid list.": "Non è una lista valida.",
    "Not a valid mapping type.": "Non è un oggetto valido.",
    "Invalid input type.": "Tipo di dato non valido.",
    "Invalid JSON body.": "Corpo JSON non valido.",
    "Invalid value.": "Valore non valido.",
}
_ITALIAN_PATTERNS = (
    (re.compile(r"Must be one of: (.*)\.$"), r"Deve essere uno tra: \1."),
    (re.compile(r"Length must be between (\S+) and (\S+)\.$"),
     r"La lunghezza deve essere tra \1 e \2."),
    (re.compile(r"Shorter than minimum length (\S+)\.$"), r"Più corto della lunghezza minima \1."),
    (re.compile(r"Longer than maximum length (\S+)\.$"), r"Più lungo della lunghezza massima \1."),
    (re.compile(r"Must be greater than or equal to (\S+) and less than or equal to (\S+)\.$"),
     r"Deve essere tra \1 e \2 compresi."),
    # referee.body's (the position as the JSON parser words it).
    (re.compile(r"invalid JSON body: (.*)$"), r"corpo JSON non valido: \1"),
    (re.compile(r"the body must be a JSON object$"), r"il corpo deve essere un oggetto JSON"),
    (re.compile(r"nested deeper than (\d+) levels$"), r"annidato oltre \1 livelli"),
    (re.compile(r"(.*) is not a finite number$"), r"\1 non è un numero finito"),
    (re.compile(r"the key (.*) is given twice in one object$"),
     r"la chiave \1 compare due volte nello stesso oggetto"),
    (re.compile(r"the (?:string|key) holds a lone surrogate, (U\+\w+), at (\d+)$"),
     r"il testo contiene un surrogato isolato, \1, in posizione \2"),
)


def translate(message: Text | str) -> Text:
    """A field error message in every language (marshmallow's own are translated here)."""
    if isinstance(message, Text):
        return message
    text = str(message)
    if text in _ITALIAN:
        return T(text, _ITALIAN[text])
    for pattern, italian in _ITALIAN_PATTERNS:
        if pattern.match(text):
            return T(text, pattern.sub(italian, text))
    return T(text, text)


def localize(messages: Any, language: str | None) -> Any:
    """marshmallow's nested field errors with every message in ``language``."""
    if isinstance(messages, dict):
        return {str(key): localize(value, language) for key, value in messages.items()}
    if isinstance(messages, (list, tuple)):
        return [localize(m, language) for m in messages]
    return translate(messages).get(language)


class AnyRequestSchema(Open):
    """The body of a ruling that publishes no schema here: any JSON object, checked by the
    ruling itself (422 with the rule it breaks)."""


class AnyRulingSchema(Open):
    """The reply of a ruling that publishes no schema here: its result and ``explanation``."""

    explanation = explanation()


#: The request and reply bodies of the rulings the games publish, by variant and ruling name.
RULING_BODIES: dict[tuple[str, str], tuple[type[Schema], type[Schema]]] = {
    ("emotrions", "trick"): (TrickRequestSchema, TrickRulingSchema),
    ("emotrions", "score"): (ScoreRequestSchema, ScoreRulingSchema),
    ("pareo", "play"): (PlayRequestSchema, PlayRulingSchema),
    ("four-aces", "capture"): (CaptureRequestSchema, CaptureRulingSchema),
    ("four-aces", "count"): (CountRequestSchema, CountRulingSchema),
}


def ruling_bodies(variant: str, ruling: str) -> tuple[type[Schema], type[Schema]]:
    """The request and reply schemas of ``variant``'s ruling ``ruling`` (open ones when this
    module has none for it)."""
    return RULING_BODIES.get((variant, ruling), (AnyRequestSchema, AnyRulingSchema))
