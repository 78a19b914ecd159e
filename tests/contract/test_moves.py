"""Property tests (hypothesis) of the move object: every valid move of every variant
round-trips through the schema and the engine's move class; every malformed one is refused over
HTTP with a 400 problem naming the offending field (a type of another variant, which the contract
cannot tell from this game's: a 422 G6 naming it, R120), never a 500."""

from __future__ import annotations

import dataclasses
import json
import uuid
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from marshmallow import fields

from referee import create_app
from referee.config import Settings
from referee.storage.redis_store import RedisStore
from schemas.moves import MOVE_SCHEMA, MoveSchema, build_move
from tests.support.http import assert_problem, bearer
from variants import all_variants

VARIANTS = all_variants()
PROPERTIES = settings(
    max_examples=150, derandomize=True, deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)


def _value(name: str, codes: list[str]) -> st.SearchStrategy:
    """Well-formed values of MoveSchema's field ``name`` (card fields hold ``codes``)."""
    field = MoveSchema._declared_fields[name]
    if isinstance(field, fields.List):
        return st.lists(st.sampled_from(codes), max_size=4)
    if isinstance(field, fields.Boolean):
        return st.booleans()
    if isinstance(field, fields.Integer):
        return st.integers(5, 9) if name == "joker_value" else st.integers(0, 5)
    return st.sampled_from(codes)


@st.composite
def valid_moves(draw, variant_name: str) -> dict[str, Any]:
    """A well-formed move object of ``variant_name`` (legal or not: legality is the engine's)."""
    variant = VARIANTS[variant_name]
    move_type = draw(st.sampled_from(sorted(variant.move_types)))
    cls = variant.move_types[move_type]
    codes = list(variant.card_codes)
    wire: dict[str, Any] = {"type": move_type}
    for f in dataclasses.fields(cls):
        if f.name == "seat" or (f.default is None and draw(st.booleans())):
            continue  # an optional field may be left out
        wire[f.name] = draw(_value(f.name, codes))
    return wire


@pytest.mark.parametrize("variant_name", sorted(VARIANTS))
@PROPERTIES
@given(data=st.data())
def test_every_valid_move_round_trips(variant_name, data):
    wire = data.draw(valid_moves(variant_name))
    loaded = MOVE_SCHEMA.load(wire)
    assert loaded == wire
    move = build_move(VARIANTS[variant_name], loaded, seat=1)
    assert move.seat == 1 and move.TYPE == wire["type"]
    sent = move.to_dict()  # what legal-moves lists and a client sends back
    assert set(sent) == set(wire)
    assert build_move(VARIANTS[variant_name], MOVE_SCHEMA.load(sent), seat=1) == move


# -- malformed moves over HTTP --------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda children: st.lists(children, max_size=3)
    | st.dictionaries(st.text(max_size=8), children, max_size=3),
    max_leaves=6,
)


#: The move types of other variants, by variant.
OTHER_TYPES = {
    name: sorted({t for v in VARIANTS.values() for t in v.move_types} - set(variant.move_types))
    for name, variant in VARIANTS.items()
}


@st.composite
def malformed_moves(draw, variant_name: str) -> tuple[Any, str]:
    """A move body that does not fit, and the field its refusal must name (``_schema``: the
    body as a whole)."""
    variant = VARIANTS[variant_name]
    wire = draw(valid_moves(variant_name))
    spoil = draw(st.sampled_from(["not an object", "unknown field", "bad value", "missing",
                                  "other variant", "unknown card"]))
    if spoil == "not an object":
        body = draw(st.lists(JSON_VALUES, max_size=2) | st.text(max_size=8) | st.integers())
        return body, "_schema"
    if spoil == "unknown field":
        name = draw(st.text("abcxyz_", min_size=1, max_size=8).filter(
            lambda n: n not in MoveSchema._declared_fields))
        return {**wire, name: draw(JSON_VALUES)}, name
    if spoil == "bad value":
        name = draw(st.sampled_from(sorted(wire)))
        value = draw(JSON_VALUES.filter(lambda v: not _fits(name, v)))
        return {**wire, name: value}, name
    if spoil == "missing":
        name = draw(st.sampled_from(sorted(wire)))
        optional = {f.name for f in dataclasses.fields(variant.move_types[wire["type"]])
                    if f.default is None}
        if name in optional:
            name = "type"  # an optional field may be left out: leave out the type instead
        return {k: v for k, v in wire.items() if k != name}, name
    if spoil == "other variant":
        return {"type": draw(st.sampled_from(OTHER_TYPES[variant_name]))}, "type"
    lists = [name for name in wire if isinstance(wire[name], list)] or ["card"]
    name = draw(st.sampled_from(lists))
    foreign = draw(st.sampled_from(["lovee", "AS" if variant_name != "four-aces" else "joy"]))
    return {**wire, name: [foreign] if name != "card" else foreign, "type": wire["type"]}, name


def _fits(name: str, value: Any) -> bool:
    """Whether ``value`` has the shape MoveSchema's field ``name`` takes."""
    try:
        MOVE_SCHEMA.load({"type": "decline", name: value} if name != "type" else {"type": value})
    except Exception:
        return False
    return True


@pytest.fixture(scope="module")
def tables(redis_url):
    store = RedisStore.from_url(redis_url, prefix=f"test-{uuid.uuid4().hex[:12]}")
    client = create_app(Settings(log_level="WARNING"), store=store).test_client()
    out = {}
    for name, variant in sorted(VARIANTS.items()):
        players = [f"p{i}" for i in range(variant.min_players)]
        created = client.post("/v1/games", json={"variant": name, "players": players,
                                                 "seed": "properties"})
        assert created.status_code == 201, created.get_json()
        game = created.get_json()
        out[name] = (f"/v1/games/{game['id']}/moves", bearer(game["tokens"]["seats"][0]))
    return client, out


@pytest.mark.parametrize("variant_name", sorted(VARIANTS))
@PROPERTIES
@given(data=st.data())
def test_every_malformed_move_is_refused_with_a_field_error(tables, variant_name, data):
    body, field = data.draw(malformed_moves(variant_name))
    client, games = tables
    path, headers = games[variant_name]
    # The standard library's encoder: it takes integers beyond 64 bits (the server must too).
    response = client.post(path, data=json.dumps(body), content_type="application/json",
                           headers=headers)
    if isinstance(body, dict) and body.get("type") in OTHER_TYPES[variant_name]:
        assert assert_problem(response, 422, "G6")["field"] == field == "type"
    else:
        problem = assert_problem(response, 400)
        assert field in problem["errors"], (body, problem)
