"""Typed events and views (issue 31): ``Event`` is a ``oneOf`` told apart by ``type``, one
schema per event type with its fields; ``GameView`` a ``oneOf`` told apart by ``variant``, one
view per variant with its fields and its phases as an enum.

The fields come from ``wire.json``, built from what seeded playouts of every variant really
produce (``scripts/build_wire_schemas.py``; tests/test_wire_schemas.py rebuilds it and checks
every event and view of the playouts against openapi.yaml). What every event and every view has
is documented by the marshmallow schemas (``EventSchema``, ``GameViewSchema``), which
:func:`components` takes as JSON Schema. Events and views stay open (new fields may come,
docs/versioning.md); a hidden card is absent or ``null`` as the field's description says (G3).
"""

from __future__ import annotations

import copy
import functools
import json
import sys
from pathlib import Path
from typing import Any

from variants import all_variants

WIRE = Path(__file__).with_name("wire.json")

#: Fields the playouts do not reach, from the code that adds them (referee/games.py
#: ``move_event``, referee/clocks.py) or a setup they do not try (a given leader or dealer).
KNOWN_FIELDS: dict[str, dict[str, Any]] = {
    "move": {
        "request": {"type": "string", "description": "a short hash of the move's "
                    "Idempotency-Key, when it had one"},
        "bot": {"type": "string", "description": "the level of the computer player that made "
                "it (issue 21)"},
        "clock": {"type": "string", "enum": ["per_move", "total"],
                  "description": "with `move_type` `clock_expired`: which clock ran out (R99)"},
    },
    "game_created": {
        "start": {"type": ["object", "null"], "description": "a given first leader or dealer"},
    },
}


def ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def _camel(name: str) -> str:
    return "".join(part.title() for part in name.replace("-", "_").split("_"))


def event_name(event_type: str) -> str:
    return f"{_camel(event_type)}Event"


def view_name(variant: str) -> str:
    return f"{_camel(variant)}View"


@functools.cache
def wire() -> dict[str, Any]:
    return json.loads(WIRE.read_text())


def phases(variant: str) -> list[str]:
    """The phases of ``variant``'s engine (its ``Phase`` enumeration), in its order."""
    engine = all_variants()[variant]
    return [phase.value for phase in sys.modules[type(engine).__module__].Phase]


def components(event_head: dict[str, Any], view_head: dict[str, Any]) -> dict[str, Any]:
    """Every component: each event type's, ``Event``, each variant's view, ``GameView``.
    ``event_head`` and ``view_head`` are the JSON Schemas of ``EventSchema`` and
    ``GameViewSchema`` (what every event, every view has)."""
    out: dict[str, Any] = {}
    events = wire()["events"]
    for event_type, found in events.items():
        schema = copy.deepcopy(found)
        properties = {**copy.deepcopy(event_head["properties"]), **schema["properties"]}
        for name, known in KNOWN_FIELDS.get(event_type, {}).items():
            properties[name] = known
        schema["properties"] = properties
        schema["required"] = [*event_head["required"], *(
            name for name in schema["required"] if name not in event_head["required"])]
        out[event_name(event_type)] = schema
    out["Event"] = {
        "description": "An event of the log (API.md \"Events\"), told apart by `type`. New "
        "types may come within /v1: skip the ones you do not know (docs/versioning.md).",
        "oneOf": [ref(event_name(t)) for t in events],
        "discriminator": {"propertyName": "type",
                          "mapping": {t: ref(event_name(t))["$ref"] for t in events}},
    }
    views = wire()["views"]
    for variant, found in views.items():
        schema = copy.deepcopy(found)
        properties = {**schema["properties"], **copy.deepcopy(view_head["properties"])}
        properties["variant"] = {"type": "string", "enum": [variant]}
        properties["phase"] = {"type": "string", "enum": phases(variant)}
        schema["properties"] = properties
        schema["required"] = sorted({*schema["required"], *view_head["required"]})
        schema["description"] = (f"A game of `{variant}` as the caller may see it (G3). "
                                 + view_head.get("description", ""))
        out[view_name(variant)] = schema
    out["GameView"] = {
        "description": "The game as the caller may see it (G3), told apart by `variant`.",
        "oneOf": [ref(view_name(v)) for v in views],
        "discriminator": {"propertyName": "variant",
                          "mapping": {v: ref(view_name(v))["$ref"] for v in views}},
    }
    return out
