"""The move object (API.md "Moves"): one flat schema for every variant, then checked against the
engine's own move classes, so the wire format cannot drift from the engines."""

from __future__ import annotations

import copy
import dataclasses
from typing import Any, Mapping

from marshmallow import ValidationError, fields, validate

from schemas.common import Strict, StrictBoolean, WholeNumber, card_field, card_list
from variants import all_variants
from variants.base import IllegalMove, Move, Resign, Variant

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
    "resign",  # of every variant, by a seat at any time while the game is on (R99)
    # Scorekeeper games (docs/rulings/tabletop.md): the cards shown at a hand's end (E4.1,
    # P6), the table cards laid from the stock (A4.1, A6.2), and a correction of the table's.
    "reveal",
    "lay",
    "undo",
)

#: The correction of a scorekeeper game: a request of the service, no engine's move.
UNDO_TYPE = "undo"


class MoveSchema(Strict):
    """A move object. Which fields a type takes depends on the variant (API.md)."""

    type = fields.String(
        required=True,
        validate=validate.OneOf(MOVE_TYPES),
        metadata={"description": "the move's kind; each variant takes its own (API.md)"},
    )
    cards = card_list("stake / attack / answer: the cards played (emotrions, pareo)")
    stock_face_up = StrictBoolean(metadata={"description": "choose_style (E6.2)"})
    covered = StrictBoolean(metadata={"description": "choose_style (E6.2)"})
    naked = StrictBoolean(metadata={"description": "choose_style (E6.2)"})
    victim = WholeNumber(
        validate=validate.Range(0, 5), metadata={"description": "exchange: the seat taken from (E7.3)"}
    )
    give = card_list("swap: cards given from the hand to the table (A5)")
    take = card_list("swap: table cards taken (A5); capture: table cards captured (A6.1)")
    card = card_field("capture / drop / interrupt: the card (4 Aces)")
    joker_value = WholeNumber(
        metadata={"description": "capture with a joker: its declared value, 5 to 9 (A1.2)"}
    )
    seat = WholeNumber(
        validate=validate.Range(0, 5),
        metadata={"description": "the seat moving: needed only from the table token of a "
                  "scorekeeper game (R80); from a seat token it must be that seat"},
    )


MOVE_SCHEMA = MoveSchema()


def _required(f: dataclasses.Field) -> bool:
    return f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING


#: The card codes of the variants whose moves each move class is.
_CODES: dict[type[Move], list[str]] = {}


def _documented_move(move_type: str, classes: list[type[Move]]) -> type[Strict]:
    """The schema of one move type, for the documentation: :class:`MoveSchema`'s fields that
    the engines' move classes of that type take (required where none has a default)."""
    declared = MoveSchema._declared_fields
    required: dict[str, bool] = {}
    for cls in classes:
        for f in dataclasses.fields(cls):
            if f.name != "seat":
                required[f.name] = required.get(f.name, True) and _required(f)
    attrs: dict[str, fields.Field] = {
        "type": fields.String(required=True, validate=validate.OneOf([move_type]))
    }
    # The cards of the variants that have this type (every type's variants share a deck).
    codes = list(dict.fromkeys(code for cls in classes for code in _CODES.get(cls, ())))
    for name in (*required, "seat"):
        field = copy.deepcopy(declared[name])
        field.required = required.get(name, False)
        card = None
        if name in CARD_LIST_FIELDS:  # (a field's deepcopy shares its inner field)
            card = field.inner = copy.copy(field.inner)  # type: ignore[attr-defined]
        elif name in CARD_FIELDS:
            card = field
        if card is not None:
            card.metadata = {**card.metadata, "enum": list(codes)}
            card.metadata.pop("pattern", None)
        attrs[name] = field
    name = "".join(part.title() for part in move_type.split("_")) + "Move"
    return Strict.from_dict(attrs, name=name)


def move_schemas() -> dict[str, type[Strict]]:
    """One documented schema per move type of every variant, by type."""
    classes: dict[str, list[type[Move]]] = {}
    for variant in all_variants().values():
        for move_type, cls in variant.move_types.items():
            classes.setdefault(move_type, []).append(cls)
            _CODES.setdefault(cls, []).extend(variant.card_codes)
    classes[Resign.TYPE] = [Resign]
    schemas = {t: _documented_move(t, classes[t]) for t in MOVE_TYPES if t in classes}
    schemas[UNDO_TYPE] = Strict.from_dict(
        {"type": fields.String(
            required=True, validate=validate.OneOf([UNDO_TYPE]),
            metadata={"description": "the table token of a scorekeeper game takes back the "
                      "last move standing (R83); the log keeps it, with a move_undone event"},
        )},
        name="UndoMove",
    )
    return schemas


MOVE_SCHEMAS = move_schemas()


def move_doc(refs: bool = False) -> dict[str, Any]:
    """The move object as OpenAPI documents it: one schema per type, told apart by ``type``
    (the wire format is the same flat object :class:`MoveSchema` loads). With ``refs``, the
    per-type schemas by reference (they are registered where the request body names them)."""
    ref = {t: f"#/components/schemas/{cls.__name__}" for t, cls in MOVE_SCHEMAS.items()}
    return {
        "oneOf": [{"$ref": r} for r in ref.values()] if refs else list(MOVE_SCHEMAS.values()),
        "discriminator": {"propertyName": "type", "mapping": ref},
    }


def build_move(variant: Variant, data: Mapping[str, Any], seat: int) -> Move:
    """The engine move for ``data`` (already loaded by :class:`MoveSchema`) made by ``seat``.

    Raises:
        ValidationError: a type the variant does not have, a field the type does not take or
            lacks, an unknown card code (each named, for a 400).
    """
    move_type = data["type"]
    # R99: a resignation is a move of every variant (variants.base.Resign), not of an engine's.
    cls = Resign if move_type == Resign.TYPE else variant.move_types.get(move_type)
    if cls is None:
        # A type the contract allows that this game's variant does not have: a kind of move
        # the phase does not allow (G6), which only the game can tell (R120).
        raise IllegalMove(
            "G6", f"{variant.name} has no move {move_type!r}; its moves: "
            f"{', '.join(variant.move_types)}", field="type",
        )
    spec = {f.name: f for f in dataclasses.fields(cls) if f.name != "seat"}
    errors: dict[str, list[str]] = {}
    for name in data:
        if name not in spec and name not in ("type", "seat"):
            errors.setdefault(name, []).append(f"a {move_type} move does not take {name!r}")
    for name, f in spec.items():
        if _required(f) and name not in data:
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
