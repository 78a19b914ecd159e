"""The creation body of each variant, as the contract documents it (``openapi.yaml``).

The service loads one flat body (:class:`~schemas.games.CreateGameSchema`) and checks it against
the variant it names; the contract documents one body per variant instead, a ``oneOf`` told apart
by ``variant``, each with that variant's options (typed, with their choices and bounds), presets,
player counts, cards and deal, generated from the variant's own declarations (``describe()``,
``card_codes``), so that a body of one variant cannot carry another's options and a client
generated from the contract gets one type per variant. What the flat loader refuses with 400 the
documented body refuses too; what only the game decides (a deal no deck holds, an option
combination the rules forbid) is a 422 with its rule.
"""

from __future__ import annotations

import copy
import functools
from typing import Any

from marshmallow import fields, validate

from schemas.common import (
    MAX_CARDS,
    MAX_DEALS,
    MAX_NAME,
    TEXT,
    Strict,
    StrictBoolean,
    WholeNumber,
)
from schemas.director import DIRECTOR_RULES
from schemas.games import TABLE_DEAL, BotsSchema, CreateGameSchema, option_specs
from variants import all_variants, find_variant
from variants.base import LITERAL


def deal_extras(variant: str) -> tuple[str, ...]:
    """What ``variant``'s deal (and its start) takes besides ``hands`` and ``stock``, as the
    variant declares it (``Variant.deal_extras``)."""
    return find_variant(variant).deal_extras

#: The cross-field rules of a creation body the flat loader checks (400).
CREATE_RULES = {
    "dependentRequired": {"webhook": ["webhook_secret"], "webhook_secret": ["webhook"],
                          **DIRECTOR_RULES},
    # The properties named (with no constraint) so that the `not` reads alone (Redocly's
    # no-required-schema-properties-undefined); the same rule: not both.
    "not": {"properties": {"deal": {}, "deals": {}}, "required": ["deal", "deals"]},
}


class _CreateBody(Strict):
    class Meta(Strict.Meta):
        json_schema = CREATE_RULES  # documentation only (referee.openapi)


def _prefix(variant: str) -> str:
    return "".join(part.title() for part in variant.split("-"))


def _cards(variant: str, description: str, **kwargs: Any) -> fields.List:
    codes = list(find_variant(variant).card_codes)
    card = fields.String(metadata={"enum": codes})
    return fields.List(card, validate=validate.Length(0, MAX_CARDS),
                       metadata={"description": description}, **kwargs)


def _option_field(spec: dict[str, Any]) -> fields.Field:
    metadata: dict[str, Any] = {"description": f"{spec['rule']}: {spec['description']}"}
    if "default" in spec:
        metadata["default"] = spec["default"]
    if spec.get("choices"):
        metadata["enum"] = list(spec["choices"])
    if spec["type"] == "boolean":
        return StrictBoolean(metadata=metadata)
    if spec["type"] == "integer":
        bounds = validate.Range(spec.get("minimum"), spec.get("maximum"))
        return WholeNumber(validate=bounds, metadata=metadata)
    return fields.String(metadata=metadata)


def _variant_field(variant: str) -> fields.String:
    return fields.String(required=True, metadata={"enum": [variant]})


@functools.cache
def deal_schema(variant: str) -> type[Strict]:
    """An explicit deal of ``variant``: one hand per seat, the stock, and its extras."""
    engine = find_variant(variant)
    base = CreateGameSchema._declared_fields
    attrs: dict[str, fields.Field] = {
        "hands": fields.List(
            _cards(variant, "one seat's hand"), required=True,
            validate=validate.Length(engine.min_players, engine.max_players),
            metadata={"description": "one list per seat, in seat order"},
        ),
        "stock": _cards(variant, "the stock, top card first", required=True),
    }
    for extra in deal_extras(variant):
        if extra == "table":
            attrs["table"] = _cards(variant, "the table cards")
        else:
            attrs[extra] = copy.deepcopy(base[extra])
    return Strict.from_dict(attrs, name=f"{_prefix(variant)}Deal")


@functools.cache
def bots_schema(variant: str) -> type[Strict]:
    """The ``bots`` of a ``variant`` game: a level at some of the variant's seats (a seat the
    game's players do not fill is a 422, G1)."""
    seat = BotsSchema._declared_fields["seat0"]
    attrs = {f"seat{n}": fields.String(data_key=str(n), validate=seat.validate)
             for n in range(find_variant(variant).max_players)}
    return Strict.from_dict(attrs, name=f"{_prefix(variant)}Bots")


@functools.cache
def options_schema(variant: str) -> type[Strict]:
    """The options of ``variant`` (``GET /v1/variants``), typed, with their choices."""
    attrs = {name: _option_field(spec) for name, spec in option_specs(variant).items()}
    return Strict.from_dict(attrs, name=f"{_prefix(variant)}Options")


@functools.cache
def create_schema(variant: str) -> type[Strict]:
    """The creation body of a ``variant`` game."""
    engine = find_variant(variant)
    base = CreateGameSchema._declared_fields
    deal = deal_schema(variant)
    attrs: dict[str, fields.Field] = {
        "variant": _variant_field(variant),
        "players": fields.List(
            fields.String(validate=validate.Length(1, MAX_NAME), metadata=TEXT), required=True,
            validate=validate.Length(engine.min_players, engine.max_players),
            metadata={"description": "the players' names in seat order",
                      "example": ["Ann", "Bob"]},
        ),
        "options": fields.Nested(options_schema(variant), metadata={
            "description": "the variant's options, named as in RULES.md (GET /v1/variants)"}),
    }
    presets = [p["name"] for p in engine.describe().get("presets", ())]
    presets += [LITERAL] if engine.readings else []  # every other house reading
    if presets:
        attrs["preset"] = fields.String(metadata={
            "enum": presets, "description": base["preset"].metadata["description"]})
    attrs["deal"] = fields.Raw(metadata={
        "description": base["deal"].metadata["description"],
        "oneOf": [{"$ref": f"#/components/schemas/{deal.__name__}"},
                  {"type": "string", "enum": [TABLE_DEAL]}],
    })
    most = engine.describe().get("max_deals", MAX_DEALS)  # beyond it, a 422 (R11)
    attrs["deals"] = fields.List(
        fields.Nested(deal), validate=validate.Length(1, most),
        metadata={"description": base["deals"].metadata["description"]},
    )
    attrs["bots"] = fields.Nested(bots_schema(variant), metadata=base["bots"].metadata)
    for name, field in base.items():
        if name in attrs or name in ("leader", "dealer", "preset"):
            continue
        attrs[name] = copy.deepcopy(field)
    for extra in deal_extras(variant):
        if extra in base:
            attrs[extra] = copy.deepcopy(base[extra])
    return _CreateBody.from_dict(attrs, name=f"{_prefix(variant)}Game")


def create_schemas() -> list[type[Strict]]:
    """One creation body per variant, in name order."""
    return [create_schema(name) for name in sorted(all_variants())]


def create_doc() -> dict[str, Any]:
    """The creation body as the contract documents it: one schema per variant, told apart by
    ``variant``."""
    schemas = create_schemas()
    return {
        "oneOf": schemas,
        "discriminator": {"propertyName": "variant", "mapping": {
            name: f"#/components/schemas/{create_schema(name).__name__}"
            for name in sorted(all_variants())}},
    }


def create_field_doc() -> dict[str, Any]:
    """The metadata documenting a field that holds a creation body (referee.openapi)."""
    return {"one_of": create_schemas(), "discriminator": "variant"}
