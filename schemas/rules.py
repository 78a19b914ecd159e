"""Stateless rulings on the wire (``POST /v1/rules/{variant}/...``): the requests, the replies,
and the field errors in the caller's language.

The schemas check shape only (card codes, sizes, ranges); whether the cards can exist together
or break a rule is the rulings' job (:mod:`variants.rulings`, answered 422 with the rule id).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from schemas.common import Open, Strict, StrictBoolean, WholeNumber
from variants import find_variant
from variants.base import FieldKind, RequestField, Variant
from variants.i18n import T, Text


def _card_check(variant: Variant) -> Any:
    known = frozenset(variant.card_codes)
    game = variant.title

    def check(value: str) -> None:
        if value not in known:
            raise ValidationError([T(f"unknown card {value[:16]!r}: {game} has no such card",
                                     f"carta sconosciuta {value[:16]!r}: {game} non ha "
                                     "questa carta")])

    return check


# ----------------------------------------------------------------------------------------------
# Requests, built from what each ruling declares (PublishedRuling.request)


def _counts(key: str, counts: Mapping[Any, int], lists: tuple[str, ...]) -> dict[str, Any]:
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


def _prefix(name: str) -> str:
    return "".join(part.title() for part in name.split("-"))


def request_field(spec: RequestField, variant: Variant, name: str) -> fields.Field:
    """The marshmallow field for a ruling's declared request field (``name``: its schema's
    name, for an object in it)."""
    kwargs: dict[str, Any] = {"required": spec.required, "allow_none": spec.nullable}
    if spec.defaulted:
        kwargs["load_default"] = spec.default
    metadata: dict[str, Any] = {"description": spec.description} if spec.description else {}
    if spec.ruled_items is not None:
        metadata.update(minItems=spec.ruled_items[0], maxItems=spec.ruled_items[1])
    items = validate.Length(spec.minimum or 0, spec.maximum)
    if spec.kind == FieldKind.CARD:
        return fields.String(validate=_card_check(variant), metadata={
            "enum": list(variant.card_codes), **metadata}, **kwargs)
    if spec.kind == FieldKind.CARDS:
        card = fields.String(validate=_card_check(variant),
                             metadata={"enum": list(variant.card_codes)})
        return fields.List(card, validate=items, metadata=metadata, **kwargs)
    if spec.kind == FieldKind.BOOLEAN:
        return StrictBoolean(metadata=metadata, **kwargs)
    if spec.kind == FieldKind.TEXT:
        return fields.String(validate=validate.OneOf(spec.choices or ()), metadata=metadata,
                             **kwargs)
    if spec.kind == FieldKind.LIST:
        assert spec.item is not None, spec.name
        inner = request_field(spec.item, variant, name)
        return fields.List(inner, validate=items, metadata=metadata, **kwargs)
    if spec.kind == FieldKind.OBJECT:
        attrs = {f.name: request_field(f, variant, name + _prefix(f.name)) for f in spec.fields}
        return fields.Nested(Strict.from_dict(attrs, name=name), metadata=metadata, **kwargs)
    if spec.kind == FieldKind.SEAT:
        bounds = validate.Range(0, variant.max_players - 1)
    elif spec.choices is not None:
        bounds = validate.OneOf(spec.choices)
    else:
        bounds = validate.Range(spec.minimum, spec.maximum)
    return WholeNumber(validate=bounds, metadata=metadata, **kwargs)


@functools.cache
def request_schema(variant_name: str, ruling: str) -> type[Schema]:
    """The request body of the ruling ``ruling`` of ``variant_name``, from its declarations
    (``<Variant><Ruling>Request``: ``EmotrionsTrickRequest``), or any JSON object when it
    declares none."""
    variant = find_variant(variant_name)
    published = variant.rulings[ruling]
    if published.request is None:
        return AnyRequestSchema
    name = _prefix(variant.name) + _prefix(published.name)
    attrs = {f.name: request_field(f, variant, name + _prefix(f.name)) for f in published.request}

    class Request(Strict):
        class Meta(Strict.Meta):  # documentation only (referee.openapi)
            json_schema = {"allOf": [case for size in published.sizes
                                     for case in _counts(size.key, size.counts,
                                                         size.lists)["allOf"]]}

    if not published.sizes:
        return Strict.from_dict(attrs, name=f"{name}Request")
    return Request.from_dict(attrs, name=f"{name}Request")


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


#: The replies of the rulings the games publish, by variant and ruling name.
RULING_REPLIES: dict[tuple[str, str], type[Schema]] = {
    ("emotrions", "trick"): TrickRulingSchema,
    ("emotrions", "score"): ScoreRulingSchema,
    ("pareo", "play"): PlayRulingSchema,
    ("four-aces", "capture"): CaptureRulingSchema,
    ("four-aces", "count"): CountRulingSchema,
}


def ruling_bodies(variant: str, ruling: str) -> tuple[type[Schema], type[Schema]]:
    """The request and reply schemas of ``variant``'s ruling ``ruling``: the request built
    from the ruling's declarations, the reply from this module (an open one when it has none
    for it)."""
    return (request_schema(variant, ruling), RULING_REPLIES.get((variant, ruling), AnyRulingSchema))
