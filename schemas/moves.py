"""The move object (API.md "Moves"): one flat schema for every variant, then checked against the
engine's own move classes, so the wire format cannot drift from the engines."""

from __future__ import annotations

import dataclasses
from typing import Any, Mapping

from marshmallow import ValidationError, fields, validate

from schemas.common import MAX_CARDS, Strict
from variants.base import Move, Variant

#: Fields of a move that hold card codes (checked against the variant's deck).
CARD_LIST_FIELDS = ("cards", "give", "take")
CARD_FIELDS = ("card",)

MOVE_TYPES = (
    "stake",
    "choose_style",
    "exchange",
    "decline",
    "attack",
    "answer",
    "swap",
    "pass",
    "capture",
    "drop",
    "interrupt",
)


def _cards(description: str) -> fields.List:
    return fields.List(
        fields.String(validate=validate.Length(1, 16)),
        validate=validate.Length(0, MAX_CARDS),
        metadata={"description": description},
    )


class MoveSchema(Strict):
    """A move object. Which fields a type takes depends on the variant (API.md)."""

    type = fields.String(
        required=True,
        validate=validate.OneOf(MOVE_TYPES),
        metadata={"description": "the move's kind; each variant takes its own (API.md)"},
    )
    cards = _cards("stake / attack / answer: the cards played (emotrions, pareo)")
    stock_face_up = fields.Boolean(metadata={"description": "choose_style (E6.2)"})
    covered = fields.Boolean(metadata={"description": "choose_style (E6.2)"})
    naked = fields.Boolean(metadata={"description": "choose_style (E6.2)"})
    victim = fields.Integer(
        validate=validate.Range(0, 5), metadata={"description": "exchange: the seat taken from (E7.3)"}
    )
    give = _cards("swap: cards given from the hand to the table (A5)")
    take = _cards("swap: table cards taken (A5); capture: table cards captured (A6.1)")
    card = fields.String(
        validate=validate.Length(1, 16),
        metadata={"description": "capture / drop / interrupt: the card (4 Aces)"},
    )
    joker_value = fields.Integer(
        metadata={"description": "capture with a joker: its declared value, 5 to 9 (A1.2)"}
    )
    seat = fields.Integer(
        validate=validate.Range(0, 5),
        metadata={"description": "the seat moving: needed only from the table token of a "
                  "scorekeeper game; from a seat token it must be that seat"},
    )


MOVE_SCHEMA = MoveSchema()


def build_move(variant: Variant, data: Mapping[str, Any], seat: int) -> Move:
    """The engine move for ``data`` (already loaded by :class:`MoveSchema`) made by ``seat``.

    Raises:
        ValidationError: a type the variant does not have, a field the type does not take or
            lacks, an unknown card code (each named, for a 400).
    """
    move_type = data["type"]
    cls = variant.move_types.get(move_type)
    if cls is None:
        raise ValidationError(
            {"type": [f"{variant.name} has no move {move_type!r}; its moves: "
                      f"{', '.join(variant.move_types)}"]}
        )
    spec = {f.name: f for f in dataclasses.fields(cls) if f.name != "seat"}
    errors: dict[str, list[str]] = {}
    for name in data:
        if name not in spec and name not in ("type", "seat"):
            errors.setdefault(name, []).append(f"a {move_type} move does not take {name!r}")
    for name, f in spec.items():
        required = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        if required and name not in data:
            errors.setdefault(name, []).append(f"a {move_type} move needs {name!r}")
    known = frozenset(variant.card_codes)
    for name in CARD_LIST_FIELDS:
        for code in data.get(name) or ():
            if code not in known:
                errors.setdefault(name, []).append(f"unknown card {code!r}")
    for name in CARD_FIELDS:
        code = data.get(name)
        if code is not None and code not in known:
            errors.setdefault(name, []).append(f"unknown card {code!r}")
    if errors:
        raise ValidationError(errors)
    values = {k: v for k, v in data.items() if k in spec}
    for name in CARD_LIST_FIELDS:
        if name in values:
            values[name] = tuple(values[name])
    return cls(seat=seat, **values)
