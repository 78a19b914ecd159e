"""The move object (API.md "Moves"), built from what each variant declares (``Move.wire_fields``):
one flat schema loads the body (every field any variant's move takes), then the variant's own
declarations check it (:func:`build_move`); :func:`variant_move_schemas` gives each variant's
move schemas, exact for that variant (its card codes, its seats), which the contract documents
(:func:`move_doc`: a move of one of the variants, R124). So the wire format cannot drift from
the engines, and a new game's moves need nothing here."""

from __future__ import annotations

import copy
import functools
from collections.abc import Mapping
from typing import Any

from marshmallow import ValidationError, fields, validate

from schemas.common import MAX_CARDS, Strict, StrictBoolean, WholeNumber, card_field, card_list
from variants import all_variants
from variants.base import FieldKind, IllegalMove, Move, MoveField, Variant

#: The move types of the games this project ships, in the order the documentation lists them;
#: the other games' follow (see :data:`MOVE_TYPES`).
KNOWN_MOVE_TYPES = (
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


def _declared() -> dict[str, list[type[Move]]]:
    """Every move class of every variant, by wire type."""
    classes: dict[str, list[type[Move]]] = {}
    for variant in all_variants().values():
        for move_type, cls in variant.wire_moves().items():
            if cls not in classes.setdefault(move_type, []):
                classes[move_type].append(cls)
    return classes


#: Every move type the service takes: the shipped games' in their order, then the others'.
MOVE_TYPES = (*KNOWN_MOVE_TYPES, *sorted(set(_declared()) - set(KNOWN_MOVE_TYPES)))


def wire_field(spec: MoveField, variant: Variant | None = None) -> fields.Field:
    """The marshmallow field for a declared move field; with ``variant``, exact for it (its
    card codes, its seats), else shaped for any variant."""
    doc = {"description": spec.description}
    if spec.kind in (FieldKind.CARD, FieldKind.CARDS):
        card = card_field() if variant is None else fields.String(
            validate=validate.OneOf(variant.card_codes), metadata={"enum": list(variant.card_codes)})
        if spec.kind == FieldKind.CARD:
            card.metadata.update(doc)
            return card
        return fields.List(card, validate=validate.Length(0, MAX_CARDS), metadata=doc)
    if spec.kind == FieldKind.BOOLEAN:
        return StrictBoolean(metadata=doc)
    if spec.kind == FieldKind.SEAT:
        most = 5 if variant is None else variant.max_players - 1
        return WholeNumber(validate=validate.Range(0, most), metadata=doc)
    return WholeNumber(validate=validate.Range(spec.minimum, spec.maximum), metadata=doc)


class _FlatMoveSchema(Strict):
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


def _flat_schema() -> type[Strict]:
    """:class:`_FlatMoveSchema` with the fields only other games' moves declare added."""
    extra: dict[str, fields.Field] = {}
    for classes in _declared().values():
        for cls in classes:
            for spec in cls.wire_fields():
                if spec.name not in _FlatMoveSchema._declared_fields and spec.name not in extra:
                    extra[spec.name] = wire_field(spec)
    return type("MoveSchema", (_FlatMoveSchema,), extra)


#: The move object as the route loads it, before its game is known.
MoveSchema = _flat_schema()
MOVE_SCHEMA = MoveSchema()


def _camel(name: str) -> str:
    return "".join(part.title() for part in name.replace("-", "_").split("_"))


UNDO_DESCRIPTION = ("the table token of a scorekeeper game takes back the last move standing "
                    "(R83); the log keeps it, with a move_undone event")


def _undo_schema(name: str) -> type[Strict]:
    return Strict.from_dict(
        {"type": fields.String(required=True, validate=validate.OneOf([UNDO_TYPE]),
                               metadata={"description": UNDO_DESCRIPTION})},
        name=name,
    )


@functools.cache  # one class per schema: the contract names each once
def variant_move_schemas(variant: Variant) -> dict[str, type[Strict]]:
    """``variant``'s own move schemas by type, built from its declarations
    (:meth:`Variant.wire_moves`): exactly the fields each type takes, required as declared,
    card fields limited to the variant's card codes and seats to its seats; named
    ``<Variant><Type>Move`` (``FourAcesCaptureMove``). ``undo`` is there for the table token
    of a scorekeeper game. These say more than :data:`MOVE_SCHEMA`, which loads a move before
    its game is known; :func:`build_move` applies the same declarations."""
    prefix = _camel(variant.name)
    seat = copy.deepcopy(_FlatMoveSchema._declared_fields["seat"])
    seat.validators = [validate.Range(0, variant.max_players - 1)]
    out: dict[str, type[Strict]] = {}
    for move_type, cls in variant.wire_moves().items():
        attrs: dict[str, fields.Field] = {
            "type": fields.String(required=True, validate=validate.OneOf([move_type]),
                                  metadata={"description": cls.summary()}),
        }
        for spec in cls.wire_fields():
            attrs[spec.name] = wire_field(spec, variant)
            attrs[spec.name].required = spec.required
        attrs["seat"] = copy.deepcopy(seat)
        out[move_type] = Strict.from_dict(attrs, name=f"{prefix}{_camel(move_type)}Move")
    out[UNDO_TYPE] = _undo_schema(f"{prefix}UndoMove")
    return out


def variant_moves_doc(variant: Variant, refs: bool = False) -> dict[str, Any]:
    """``variant``'s moves as OpenAPI documents them: its move schemas
    (:func:`variant_move_schemas`), told apart by ``type``; with ``refs``, by reference."""
    schemas = variant_move_schemas(variant)
    ref = {t: f"#/components/schemas/{cls.__name__}" for t, cls in schemas.items()}
    return {
        "title": f"{_camel(variant.name)}Move",
        "description": f"a move in a game of {variant.name}",
        "oneOf": [{"$ref": r} for r in ref.values()] if refs else list(schemas.values()),
        "discriminator": {"propertyName": "type", "mapping": ref},
    }


def move_doc(refs: bool = False) -> dict[str, Any]:
    """The move object as OpenAPI documents it: a move of one of the variants
    (:func:`variant_moves_doc`). ``anyOf``, not ``oneOf``: a ``resign`` (or a ``decline``)
    is a move of several variants, and the body carries no variant: the game's is the one that
    applies, and a move of another variant's fits no move of this one's, a 422 (G6,
    :func:`build_move`). With ``refs``, each schema by reference (registered where the request
    body names them)."""
    return {"anyOf": [variant_moves_doc(v, refs) for _, v in sorted(all_variants().items())]}


def build_move(variant: Variant, data: Mapping[str, Any], seat: int) -> Move:
    """The engine move for ``data`` (already loaded by :class:`MoveSchema`) made by ``seat``.

    Raises:
        ValidationError: a type the variant does not have, a field the type does not take or
            lacks, an unknown card code (each named, for a 400).
    """
    move_type = data["type"]
    # R99: a resignation is a move of every variant (variants.base.Resign), not of an engine's.
    cls = variant.wire_moves().get(move_type)
    if cls is None:
        # A type the contract allows that this game's variant does not have: a kind of move
        # the phase does not allow (G6), which only the game can tell (R120).
        raise IllegalMove(
            "G6", f"{variant.name} has no move {move_type!r}; its moves: "
            f"{', '.join(variant.move_types)}", field="type",
        )
    spec = {f.name: f for f in cls.wire_fields()}
    errors: dict[str, list[str]] = {}
    for name in data:
        if name not in spec and name not in ("type", "seat"):
            errors.setdefault(name, []).append(f"a {move_type} move does not take {name!r}")
    for name, f in spec.items():
        if f.required and name not in data:
            errors.setdefault(name, []).append(f"a {move_type} move needs {name!r}")
    known = frozenset(variant.card_codes)
    for name, f in spec.items():
        if f.kind not in (FieldKind.CARD, FieldKind.CARDS) or data.get(name) is None:
            continue
        codes = data[name] if f.kind == FieldKind.CARDS else (data[name],)
        for code in codes:
            if code not in known:
                errors.setdefault(name, []).append(f"unknown card {code!r}")
    if errors:
        other = _variant_taking(data, besides=variant)
        if other is not None:
            # R124: the contract's move is any variant's; a move of another game is a kind of
            # move this game does not have (G6), as a type it lacks is.
            name = next(iter(errors))
            raise IllegalMove(
                "G6", f"a {move_type} move of {other} is not one of {variant.name}: "
                f"{errors[name][0]}", field=name,
            )
        raise ValidationError(errors)
    values = {k: v for k, v in data.items() if k in spec}
    for name, f in spec.items():
        if f.kind == FieldKind.CARDS and name in values:
            values[name] = tuple(values[name])
    return cls(seat=seat, **values)


def _variant_taking(data: Mapping[str, Any], besides: Variant) -> str | None:
    """The first variant but ``besides`` whose move schema of ``data``'s type takes ``data``."""
    for name, variant in sorted(all_variants().items()):
        if variant is not besides and data["type"] in variant.wire_moves():
            if not variant_move_schemas(variant)[data["type"]]().validate(data):
                return name
    return None
