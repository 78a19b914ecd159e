"""The OpenAPI document, generated from the code (``flask --app referee openapi write``)."""

from __future__ import annotations

import copy
import functools
from typing import Any

import yaml
from apispec.ext.marshmallow import MarshmallowPlugin, OpenAPIConverter
from flask import current_app


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

    def schema2jsonschema(self, schema: Any) -> dict:
        jsonschema = super().schema2jsonschema(schema)
        meta = getattr(schema, "Meta", None)
        jsonschema.update(copy.deepcopy(getattr(meta, "json_schema", {})))
        return jsonschema


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
        for schema, ref in zip(schemas, refs):
            value = schema._declared_fields[name].metadata["enum"][0]
            mapping[value] = ref["$ref"]
        out["discriminator"] = {"propertyName": name, "mapping": mapping}
    return out


class RefereePlugin(MarshmallowPlugin):
    Converter = _Converter
