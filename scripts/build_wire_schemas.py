"""Build ``schemas/wire.json``: the JSON Schema of every event type and of each variant's view,
derived from what the engines really produce (docs/api.md).

Seeded playouts (:func:`playouts`) play games of every variant, player count, option,
preset and kind (server-dealt, scorekeeper with undos, a resignation) to their end, reading
every event and view as each caller sees them (each seat, the table, a spectator). Each event
type's fields, and each variant's view fields, are what those events and views hold: a field
present in all of them is required; one that some callers get and others do not is hidden
from the callers who may not see it (G3), and the schema says so (absent, or ``null``).
tests/contract/test_wire_schemas.py rebuilds the file and compares, and validates every event and view
of the playouts against openapi.yaml, so the contract cannot drift from the engines.

Where an event type's fields differ from one variant to another, each variant gets its own
schema of it (``variant_events``); schemas.wire makes of them each variant's union of events
(``EmotrionsEvent``, ...), which that variant's move reply holds.

    .venv/bin/python scripts/build_wire_schemas.py        # rewrites schemas/wire.json

Adding an event type is a small change: make the playouts produce it (an engine's event
appears by itself; one the service logs outside a move needs its step in :func:`_play`, or a
game kind in :func:`_games`), run this script, regenerate openapi.yaml and the clients
(CONTRIBUTING.md "Changing the API"). The new type gets its component (``DecisionEvent`` for
``decision``), joins ``Event`` and the union of each variant whose games have it, and gets a
schema per variant if its fields differ by variant. A field the playouts cannot reach goes
in schemas.wire ``KNOWN_FIELDS``. tests/contract/test_wire_schemas.py fails until all of it is done.
"""

from __future__ import annotations

import itertools
import json
import random
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

# The project is installed in the venv (`pip install -e .`): no sys.path to patch.
from referee.core.games import GameService
from referee.http.moves import wire
from referee.storage.memory import MemoryStore
from variants import all_variants
from variants.base import IllegalSetup

ROOT = Path(__file__).resolve().parents[1]

TARGET = ROOT / "schemas" / "wire.json"
#: The fields every event has, documented by schemas.games.EventSchema.
EVENT_HEAD = ("seq", "version", "at", "type")


def _games(variant: str) -> Iterator[tuple[int, dict[str, Any], str | None, bool]]:
    """(players, options, preset, scorekeeper) of each playout of ``variant``."""
    engine = all_variants()[variant]
    described = engine.describe()
    counts = range(engine.min_players, engine.max_players + 1)
    for players in counts:
        yield players, {}, None, False
    for spec in described["options"]:
        for choice in spec.get("choices") or ([True] if spec["type"] == "boolean" else []):
            for players in (engine.min_players, engine.max_players):
                yield players, {spec["name"]: choice}, None, False
    for preset in described.get("presets", ()):
        yield engine.min_players, {}, preset["name"], False
    for players in counts:
        yield players, {}, None, True


def _callers(game: Any, tokens: dict[str, Any]) -> list[Any]:
    return [game.caller(token) for token in (*tokens.get("seats", ()), tokens["table"], None)]


def playouts() -> Iterator[tuple[str, str, dict[str, Any]]]:
    """``("event" | "view", variant, body)`` of every seeded playout, as each caller sees it,
    then of the games with a director (:func:`directed`)."""
    # One clock for all the games: an event is told from another game's by its time (_hidden).
    clock = itertools.count(1_780_000_000_000, 2_345)
    for variant in sorted(all_variants()):
        for n, (players, options, preset, tabletop) in enumerate(_games(variant)):
            seed = f"wire {variant} {n}"
            service = GameService(MemoryStore(), clock=lambda clock=clock: next(clock) / 1000)
            try:
                game, tokens = service.create(variant, [f"P{i}" for i in range(players)],
                                              options, preset=preset, seed=seed,
                                              tabletop=tabletop)
            except IllegalSetup:
                continue  # a combination the rules refuse (the catalogue says which)
            yield from _play(service, game, tokens, seed, tabletop, n)
    yield from directed()


def _play(service: GameService, game: Any, tokens: dict[str, Any], seed: str, tabletop: bool,
          n: int) -> Iterator[tuple[str, str, dict[str, Any]]]:
    pick = random.Random(seed)
    callers = _callers(game, tokens)
    table = tokens["table"]
    # Some server games see a resignation (R95-R99; a scorekeeper game's needs an empty hand).
    resign_at = 7 if n % 3 == 1 and not tabletop else None
    for moves in range(5000):
        if game.variant.is_finished(game.state):
            break
        seat = game.variant.to_act(game.state)[0]
        caller = callers[-2] if tabletop else callers[seat]
        token = table if tabletop else tokens["seats"][seat]
        if moves == resign_at:
            data: dict[str, Any] = {"type": "resign"}
        elif tabletop and moves % 11 == 10:
            data = {"type": "undo"}
        else:
            legal, _ = service.legal_moves(game, caller)
            move = pick.choice([m for m in legal if m.seat in (None, seat)] or legal)
            data = move.to_dict()
        if tabletop and data["type"] != "undo":
            data["seat"] = seat
        service.move(game.id, token, wire(data))
        game = service.load(game.id)
        viewer = callers[moves % len(callers)]
        yield "view", game.variant.name, game.view(viewer)
    for caller in callers:
        for event in service.events(game, caller, 0):
            yield "event", game.variant.name, event
        yield "view", game.variant.name, game.view(caller)


def directed() -> Iterator[tuple[str, str, dict[str, Any]]]:
    """Games with a director (docs/tournaments.md) of every variant: a call, a penalty, a pause, a resume,
    an extension and a forfeit, then an annulment and an award after the end; a scorekeeper
    game corrected and awarded. Every view and event as each caller sees it."""
    from referee.core.auth import Caller
    from referee.core.directing import Directing
    from referee.http.moves import wire_move

    for variant in sorted(all_variants()):
        engine = all_variants()[variant]
        for tabletop in (False, True):
            clock = itertools.count(1_790_000_000_000, 1_234)
            service = GameService(MemoryStore(), clock=lambda clock=clock: next(clock) / 1000)
            directing = Directing(service)
            game, tokens = service.create(
                variant, [f"P{i}" for i in range(engine.min_players)], {},
                seed=f"directed {variant}", tabletop=tabletop, director=True,
                clock=None if tabletop else {"total": 600})
            callers = _callers(game, tokens)
            reason = {"reason": "wire schemas"}

            def decide(body: dict[str, Any], move: Any = None, directing: Directing = directing,
                       game_id: str = game.id, token: str = tokens["director"],
                       reason: dict[str, str] = reason) -> None:
                build = (lambda g: wire_move(g, Caller(table=True), move)) if move else None
                directing.decide(game_id, token, {**body, **reason}, build)

            directing.call(game.id, tokens["table"] if tabletop else tokens["seats"][0],
                           "wire schemas")
            decide({"type": "penalty", "seat": 1, "points": 2})
            if tabletop:
                first, _ = service.legal_moves(service.load(game.id), callers[-2])
                service.move(game.id, tokens["table"], wire({**first[0].to_dict(),
                                                             "seat": first[0].seat}))
                decide({"type": "correct", "version": 4},
                       {**first[0].to_dict(), "seat": first[0].seat})
                decide({"type": "award", "winners": [0]})
            else:
                decide({"type": "pause"})
                decide({"type": "resume"})
                decide({"type": "extend", "seat": 0, "seconds": 30})
                decide({"type": "forfeit", "seat": 0})
                decide({"type": "annul"})
                decide({"type": "award", "winners": [1], "scores": [1] * engine.min_players})
            game = service.load(game.id)
            for caller in callers:
                for event in service.events(game, caller, 0):
                    yield "event", variant, event
                yield "view", variant, game.view(caller)


# ----------------------------------------------------------------------------------------------
# Inference


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"


def infer(values: list[Any], *, open_objects: bool = True) -> dict[str, Any]:
    """The narrowest plain JSON Schema every one of ``values`` fits."""
    kinds = sorted({_kind(v) for v in values})
    if "integer" in kinds and "number" in kinds:
        kinds.remove("integer")
    schemas = []
    for kind in kinds:
        of = [v for v in values if _kind(v) == kind]
        if kind == "array":
            items = [item for v in of for item in v]
            schemas.append({"type": "array", "items": infer(items) if items else {}})
        elif kind == "object":
            schemas.append(_object(of, open_objects))
        else:
            schemas.append({"type": kind})
    if len(schemas) == 1:
        return schemas[0]
    plain = [s for s in schemas if set(s) == {"type"}]
    if len(plain) == len(schemas):
        return {"type": [s["type"] for s in schemas]}
    return {"anyOf": schemas}


def _object(values: list[dict[str, Any]], open_objects: bool) -> dict[str, Any]:
    keys = sorted({k for v in values for k in v})
    if keys and all(k.isdigit() for k in keys):  # seats as keys (bots, per-seat maps)
        return {"type": "object", "additionalProperties": infer([x for v in values
                                                                 for x in v.values()])}
    out: dict[str, Any] = {"type": "object", "properties": {
        k: infer([v[k] for v in values if k in v]) for k in keys}}
    required = [k for k in keys if all(k in v for v in values)]
    if required:
        out["required"] = required
    if open_objects:
        out["additionalProperties"] = True
    return out


def _hidden(bodies: list[tuple[Any, dict[str, Any]]]) -> dict[str, str]:
    """The fields that some callers get and others do not, of the same event (``seq``) or the
    same view (its version): ``"absent"`` or ``"null"`` where they may not see them (G3)."""
    by_key: dict[Any, list[dict[str, Any]]] = defaultdict(list)
    for key, body in bodies:
        by_key[key].append(body)
    hidden: dict[str, str] = {}
    for same in by_key.values():
        for name in {k for body in same for k in body}:
            shown = [body.get(name) for body in same]
            if any(name not in body for body in same) and any(name in body for body in same):
                hidden.setdefault(name, "absent")
            elif any(v is None for v in shown) and any(v is not None for v in shown):
                hidden[name] = "null"
    return hidden


def _redaction_said(schema: dict[str, Any], hidden: dict[str, str]) -> None:
    for name, how in sorted(hidden.items()):
        prop = schema["properties"].get(name)
        if prop is None or name in EVENT_HEAD:
            continue
        prop["description"] = (
            "absent for a caller who may not see it (G3)" if how == "absent"
            else "`null` for a caller who may not see it (G3)")


def _event_schema(name: str, entries: list[tuple[Any, dict[str, Any]]],
                  variants: list[str]) -> dict[str, Any]:
    """The schema of the ``name`` events ``entries`` (of the games of ``variants``)."""
    schema = _object([body for _, body in entries], open_objects=True)
    for head in EVENT_HEAD:
        schema["properties"].pop(head)
        schema["required"].remove(head)
    schema["properties"] = {"type": {"type": "string", "enum": [name]}, **schema["properties"]}
    schema["required"] = ["type", *schema.get("required", [])]
    _redaction_said(schema, _hidden(entries))
    schema["description"] = f"A `{name}` event (" + ", ".join(variants) + ")"
    return schema


def build(produced: list[tuple[str, str, dict[str, Any]]] | None = None) -> dict[str, Any]:
    """The schemas of the events and views ``produced`` (by default: :func:`playouts`).

    ``events``: each event type's, as any variant's games have it. ``variant_events``: for an
    event type whose fields differ from one variant to another (a ``game_ended`` says
    ``decided_by`` in Four Aces, ``reason`` elsewhere), each variant's own. ``event_variants``:
    the variants whose games have each event type."""
    events: dict[str, list[tuple[Any, dict[str, Any]]]] = defaultdict(list)
    per_variant: dict[str, dict[str, list[tuple[Any, dict[str, Any]]]]] = defaultdict(
        lambda: defaultdict(list))
    views: dict[str, list[tuple[Any, dict[str, Any]]]] = defaultdict(list)
    for kind, variant, body in playouts() if produced is None else produced:
        if kind == "event":
            entry = ((variant, body["at"], body["seq"]), body)
            events[body["type"]].append(entry)
            per_variant[body["type"]][variant].append(entry)
        else:
            views[variant].append(((body["id"], body["version"]), body))
    out: dict[str, Any] = {"events": {}, "event_variants": {}, "variant_events": {},
                           "views": {}}
    for name in sorted(events):
        variants = sorted(per_variant[name])
        out["events"][name] = _event_schema(name, events[name], variants)
        out["event_variants"][name] = variants
        own = {variant: _event_schema(name, per_variant[name][variant], [variant])
               for variant in variants}
        if len({json.dumps({**schema, "description": ""}, sort_keys=True)
                for schema in own.values()}) > 1:
            for variant, schema in own.items():
                out["variant_events"].setdefault(variant, {})[name] = schema
    for variant in sorted(views):
        bodies = [body for _, body in views[variant]]
        schema = _object(bodies, open_objects=True)
        _redaction_said(schema, _hidden(views[variant]))
        out["views"][variant] = schema
    return out


def dump(wire: dict[str, Any]) -> str:
    return json.dumps(wire, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


if __name__ == "__main__":
    TARGET.write_text(dump(build()))
    print(f"{TARGET.relative_to(ROOT)}: {len(TARGET.read_text())} characters")
