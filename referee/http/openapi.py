"""The OpenAPI document, generated from the code (``flask --app referee openapi write``)."""

from __future__ import annotations

import copy
import functools
import json
from typing import Any

import yaml
from apispec.ext.marshmallow import MarshmallowPlugin, OpenAPIConverter
from flask import current_app

from referee.http.limits import RATE_LIMIT_HEADERS
from schemas import wire
from schemas.games import EventSchema, GameViewSchema, MoveReplySchema
from schemas.problems import PROBLEM_CONTENT_TYPE
from variants import all_variants


def spec_dict() -> dict:
    return current_app.extensions["flask-smorest"]["apis"][""]["ext_obj"].spec.to_dict()


def dump_yaml(spec: dict) -> str:
    """The spec as YAML, exactly as ``flask openapi write --format yaml`` writes it."""
    return yaml.dump(spec)


@functools.cache
def _cached(app_id: int) -> str:
    return dump_yaml(spec_dict())


def spec_yaml() -> str:
    return _cached(id(current_app._get_current_object()))


class _Converter(OpenAPIConverter):
    """apispec's converter with two documentation-only marshmallow extensions:

    - a schema's ``Meta.json_schema``: further JSON Schema keywords of the object (what no one
      field says: ``dependentRequired``, ``not``, ...);
    - a field's ``metadata["one_of"]``: the schemas its value is one of (``oneOf`` by reference,
      each a component), told apart by the property ``metadata["discriminator"]`` names.
    """

    def init_attribute_functions(self, *args: Any, **kwargs: Any) -> None:
        super().init_attribute_functions(*args, **kwargs)
        self.add_attribute_function(_one_of)
        self.add_attribute_function(_component)

    def schema2jsonschema(self, schema: Any) -> dict:
        jsonschema = super().schema2jsonschema(schema)
        meta = getattr(schema, "Meta", None)
        jsonschema.update(copy.deepcopy(getattr(meta, "json_schema", {})))
        for prop in jsonschema.get("properties", {}).values():
            _default_in_words(prop)
        return jsonschema


def _default_in_words(prop: dict) -> None:
    """A body property's default said in its description, not as ``default``: only a request
    field has one (marshmallow's ``load_default``), and openapi-typescript's default options
    make a property with a ``default`` required, so a body with only the required fields would
    not compile (docs/versioning.md). The defaults stay machine-readable in ``GET /v1/variants``."""
    if "default" not in prop:
        return
    said = f"Default: `{json.dumps(prop.pop('default'))}`."
    prop["description"] = f"{prop['description']}. {said}" if prop.get("description") else said


def _component(self: OpenAPIConverter, field: Any, ret: dict, **_: Any) -> dict:
    """A field whose ``metadata["component"]`` names a component made without marshmallow
    (schemas.wire): a reference to it."""
    name = field.metadata.get("component")
    if not name:
        return {}
    ret.pop("component", None)
    return {"$ref": f"#/components/schemas/{name}"}


def _one_of(self: OpenAPIConverter, field: Any, ret: dict, **_: Any) -> dict:
    schemas = field.metadata.get("one_of")
    if not schemas:
        return {}
    refs = [self.resolve_nested_schema(schema) for schema in schemas]
    for key in ("type", "$ref", "properties", "additionalProperties"):
        ret.pop(key, None)  # the field's own shape is the union's
    out: dict[str, Any] = {"oneOf": refs}
    name = field.metadata.get("discriminator")
    if name:
        mapping = {}
        for schema, ref in zip(schemas, refs, strict=True):
            value = schema._declared_fields[name].metadata["enum"][0]
            mapping[value] = ref["$ref"]
        out["discriminator"] = {"propertyName": name, "mapping": mapping}
    return out


#: Every game id is ``secrets.token_urlsafe(12)`` (referee.core.games); anything else names no game.
GAME_ID = {"type": "string", "minLength": 1, "maxLength": 64, "pattern": "^[A-Za-z0-9_-]+$"}

DEFAULT_NAME = "Unexpected"
#: What any /v1 operation may answer beyond the statuses it lists: a problem all the same.
DEFAULT_REPLY = {
    "description": "Any other status (a proxy's, or an unexpected error): a problem all the same",
    "content": {PROBLEM_CONTENT_TYPE: {"schema": {"$ref": "#/components/schemas/Problem"}}},
}


def _path_bounds() -> dict[str, dict[str, Any]]:
    """The bounds of the path parameters: a game id's (and a tournament's), a seat's from the
    variants, a tournament player's id."""
    most = max(variant.max_players for variant in all_variants().values())
    return {"game_id": GAME_ID, "seat": {"type": "integer", "minimum": 0, "maximum": most - 1},
            # A tournament's id is made as a game's; a player's is the organiser's
            # (schemas.tournaments.ID_PATTERN).
            "tournament_id": GAME_ID,
            "board": {"type": "integer", "minimum": 1, "maximum": 1_000_000},
            "player_id": {"type": "string", "minLength": 1, "maxLength": 40,
                          "pattern": "^[A-Za-z0-9._:/#-]+$"}}


class RefereePlugin(MarshmallowPlugin):
    """The converter below, and what every ``/v1`` operation shares: bounded path parameters,
    the RateLimit fields on each reply (referee.http.limits sends them on every counted reply) and
    a ``default`` problem reply."""

    Converter = _Converter

    def init_spec(self, spec: Any) -> None:
        super().init_spec(spec)
        heads = (self.converter.schema2jsonschema(EventSchema),
                 self.converter.schema2jsonschema(GameViewSchema),
                 self.converter.schema2jsonschema(MoveReplySchema))
        for name, component in wire.components(*heads).items():
            spec.components.schema(name, component)
        for name, header in RATE_LIMIT_HEADERS.items():
            spec.components.header(name, copy.deepcopy(header))
        spec.components.response(DEFAULT_NAME, copy.deepcopy(DEFAULT_REPLY))

    def path_helper(self, path: Any = None, operations: Any = None, parameters: Any = None,
                    **kwargs: Any) -> None:
        bounds = _path_bounds()
        for parameter in parameters or ():
            if parameter.get("in") == "path" and parameter.get("name") in bounds:
                parameter["schema"] = dict(bounds[parameter["name"]])

    def operation_helper(self, path: Any = None, operations: Any = None, **kwargs: Any) -> None:
        super().operation_helper(path=path, operations=operations, **kwargs)
        if not str(path).startswith("/v1/"):
            return
        for operation in (operations or {}).values():
            responses = operation.setdefault("responses", {})
            for response in responses.values():
                response.setdefault("headers", {}).update(
                    {name: {"$ref": f"#/components/headers/{name}"} for name in RATE_LIMIT_HEADERS})
            responses.setdefault("default", {"$ref": f"#/components/responses/{DEFAULT_NAME}"})
