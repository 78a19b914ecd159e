"""Typed events and views (docs/api.md): ``Event`` is a ``oneOf`` told apart by ``type``, one
schema per event type with its fields; ``GameView`` a ``oneOf`` told apart by ``variant``, one
view per variant with its fields and its phases as an enum.

The fields come from ``wire.json``, built from what seeded playouts of every variant really
produce (``scripts/build_wire_schemas.py``; tests/contract/test_wire_schemas.py rebuilds it and checks
every event and view of the playouts against openapi.yaml). What every event and every view has
is documented by the marshmallow schemas (``EventSchema``, ``GameViewSchema``), which
:func:`components` takes as JSON Schema. Where an event type's fields differ by variant, each
variant has its own schema of it, and each variant the union of its events (``EmotrionsEvent``),
which its move reply (``EmotrionsMoveReply``, one of ``MoveReply``) holds. Events and views stay open (new fields may come,
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
                "it (docs/bots.md)"},
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


def variant_event_name(variant: str, event_type: str) -> str:
    """The component of ``event_type`` as ``variant``'s games have it, where its fields differ
    from the other variants' (else the event type's own, :func:`event_name`)."""
    own = wire()["variant_events"].get(variant, {})
    return f"{_camel(variant)}{event_name(event_type)}" if event_type in own else \
        event_name(event_type)


def variant_events_name(variant: str) -> str:
    return f"{_camel(variant)}Event"


def variant_reply_name(variant: str) -> str:
    return f"{_camel(variant)}MoveReply"


def _event(event_type: str, found: dict[str, Any], head: dict[str, Any]) -> dict[str, Any]:
    """An event type's component: what the playouts ``found``, with what every event has
    (``head``) and the fields they do not reach (:data:`KNOWN_FIELDS`). A field that is
    always ``null`` in one variant's events (Four Aces has no presets) has the type it has
    in any variant's: a lone ``null`` type is no help to a client, and openapi-fetch's
    replies drop such a field from their type."""
    schema = copy.deepcopy(found)
    anywhere = wire()["events"][event_type]["properties"]
    properties = {**copy.deepcopy(head["properties"]), **{
        name: copy.deepcopy(anywhere[name]) if prop == {"type": "null"} else prop
        for name, prop in schema["properties"].items()}}
    for name, known in KNOWN_FIELDS.get(event_type, {}).items():
        properties[name] = known
    schema["properties"] = properties
    schema["required"] = [*head["required"], *(
        name for name in schema["required"] if name not in head["required"])]
    return schema


def _union(description: str, names: dict[str, str], by: str) -> dict[str, Any]:
    """A ``oneOf`` of the components ``names`` (by the value of ``by`` each has)."""
    return {"description": description, "oneOf": [ref(name) for name in names.values()],
            "discriminator": {"propertyName": by, "mapping": {
                value: ref(name)["$ref"] for value, name in names.items()}}}


def components(event_head: dict[str, Any], view_head: dict[str, Any],
               reply_head: dict[str, Any]) -> dict[str, Any]:
    """Every component: each event type's, ``Event``; where an event type's fields differ by
    variant, each variant's (``EmotrionsDrawEvent``), and each variant's union of its events
    (``EmotrionsEvent``); each variant's view, ``GameView``; each variant's move reply (its
    events and its view), ``MoveReply``. ``event_head``, ``view_head`` and ``reply_head`` are
    the JSON Schemas of ``EventSchema``, ``GameViewSchema`` and ``MoveReplySchema``."""
    out: dict[str, Any] = {}
    events = wire()["events"]
    for event_type, found in events.items():
        out[event_name(event_type)] = _event(event_type, found, event_head)
    out["Event"] = _union(
        "An event of the log (API.md \"Events\"), told apart by `type`. New types may come "
        "within /v1: skip the ones you do not know (docs/versioning.md). A client that knows "
        "the game's variant reads its events as that variant's (`EmotrionsEvent`, ...).",
        {t: event_name(t) for t in events}, "type")
    views = wire()["views"]
    for variant in views:
        for event_type, found in wire()["variant_events"].get(variant, {}).items():
            out[variant_event_name(variant, event_type)] = _event(event_type, found, event_head)
        out[variant_events_name(variant)] = _union(
            f"An event of a game of `{variant}`, told apart by `type` (see `Event`).",
            {t: variant_event_name(variant, t) for t, of in wire()["event_variants"].items()
             if variant in of}, "type")
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
    out["GameView"] = _union("The game as the caller may see it (G3), told apart by "
                             "`variant`.", {v: view_name(v) for v in views}, "variant")
    for variant in views:
        reply = copy.deepcopy(reply_head)
        reply["properties"]["events"]["items"] = ref(variant_events_name(variant))
        reply["properties"]["view"] = ref(view_name(variant))
        reply["description"] = f"The reply to a move in a game of `{variant}`."
        out[variant_reply_name(variant)] = reply
    out["MoveReply"] = {
        "description": "The reply to a move: the new version, the events it caused as the "
        "caller may see them, the caller's new view; one variant's, told apart by the view's "
        "`variant` (each reply fits one only: `anyOf`, for linters that cannot see a nested "
        "property's values tell them apart).",
        "anyOf": [ref(variant_reply_name(v)) for v in views]}
    return out
