"""Typed events and views (docs/api.md): the contract's `Event` and `GameView` are what the engines
produce. schemas/wire.json is what scripts/build_wire_schemas.py derives from seeded playouts
of every variant (every player count, option, preset, scorekeeper games with undos,
resignations), and every event and view of those playouts, as each caller sees them, fits the
committed openapi.yaml: its event type's schema, its variant's events (where an event type's
fields differ by variant, that variant's schema of it), its variant's view."""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path

import jsonschema_rs
import pytest
import yaml

from schemas.wire import (
    WIRE,
    event_name,
    phases,
    variant_event_name,
    variant_events_name,
    variant_reply_name,
    view_name,
)
from variants import all_variants

ROOT = Path(__file__).resolve().parents[2]
SPEC = yaml.safe_load((ROOT / "openapi.yaml").read_text())


def _builder():
    spec = importlib.util.spec_from_file_location("build_wire_schemas",
                                                  ROOT / "scripts" / "build_wire_schemas.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def builder():
    return _builder()


@pytest.fixture(scope="module")
def produced(builder):
    return list(builder.playouts())


def _validator(name: str):
    # The component among the document's, so its references resolve.
    return jsonschema_rs.validator_for({"$ref": f"#/components/schemas/{name}",
                                        "components": SPEC["components"]})


def test_the_committed_wire_json_is_what_the_playouts_give(builder, produced):
    assert WIRE.read_text() == builder.dump(builder.build(produced)), (
        "schemas/wire.json is stale: run `.venv/bin/python scripts/build_wire_schemas.py`, "
        "then regenerate openapi.yaml and the clients")


def test_every_event_and_view_of_the_playouts_fits_the_contract(produced):
    events, views = _validator("Event"), _validator("GameView")
    seen: Counter = Counter()
    for kind, variant, body in produced:
        errors = list((events if kind == "event" else views).iter_errors(body))
        assert errors == [], (kind, variant, body, [str(e) for e in errors[:3]])
        seen[kind, variant] += 1
    # Every variant's events and views were checked, and every event type is one of them.
    assert {variant for _, variant in seen} == set(all_variants())
    types = {body["type"] for kind, _, body in produced if kind == "event"}
    assert types == set(SPEC["components"]["schemas"]["Event"]["discriminator"]["mapping"])


def test_every_event_fits_its_variants_events(produced):
    """A client that knows the game's variant reads its events as that variant's: each event
    of the playouts fits its variant's union (`EmotrionsEvent`, ...), and so the schema its
    type has there."""
    unions = {v: _validator(variant_events_name(v)) for v in all_variants()}
    for kind, variant, body in produced:
        if kind == "event":
            errors = list(unions[variant].iter_errors(body))
            assert errors == [], (variant, body, [str(e) for e in errors[:3]])


def test_an_event_type_has_a_schema_per_variant_where_its_fields_differ(produced):
    """Where a variant's events of a type have other fields than another's (Four Aces' game end
    says `decided_by`, the others' `reason`), each variant has its own schema of the type,
    and another variant's does not fit: the types a variant-aware client gets are exact."""
    schemas = SPEC["components"]["schemas"]
    for variant in all_variants():
        assert schemas[variant_event_name(variant, "game_ended")]["properties"]["type"][
            "enum"] == ["game_ended"]
        assert variant_event_name(variant, "seat_resigned") == "SeatResignedEvent"  # the same
    ended = {variant: body for kind, variant, body in produced
             if kind == "event" and body["type"] == "game_ended"}
    fits = {(schema, variant): _validator(variant_event_name(schema, "game_ended")).is_valid(
        body) for schema in ended for variant, body in ended.items()}
    assert all(fits[v, v] for v in ended)
    assert not fits["emotrions", "four-aces"] and not fits["four-aces", "pareo"]
    draws = schemas[variant_event_name("pareo", "draw")], schemas[event_name("draw")]
    assert "stock_count" in draws[0]["required"] and "stock_count" not in draws[1]["required"]
    assert "stock_count" not in schemas[variant_event_name("emotrions", "draw")]["properties"]


def test_a_move_reply_is_one_variants(produced):
    """`MoveReply` is the union of the variants' replies, each holding its variant's events and
    view: a reply fits exactly one (its view's `variant` tells them apart)."""
    replies = {v: _validator(variant_reply_name(v)) for v in all_variants()}
    views = {variant: body for kind, variant, body in produced if kind == "view"}
    events = {variant: [body for kind, v, body in produced if kind == "event" and v == variant]
              for variant in views}
    for variant, view in views.items():
        reply = {"version": view["version"], "events": events[variant][-3:], "view": view}
        assert [v for v, valid in replies.items() if valid.is_valid(reply)] == [variant]
    assert _validator("MoveReply").is_valid(reply)


def test_events_and_views_are_told_apart_by_type_and_variant():
    schemas = SPEC["components"]["schemas"]
    for event_type, target in schemas["Event"]["discriminator"]["mapping"].items():
        assert target.endswith("/" + event_name(event_type))
        assert schemas[event_name(event_type)]["properties"]["type"]["enum"] == [event_type]
    for variant in all_variants():
        union = schemas[variant_events_name(variant)]["discriminator"]["mapping"]
        assert union and set(union) <= set(schemas["Event"]["discriminator"]["mapping"])
        for event_type, target in union.items():
            assert schemas[target.rpartition("/")[2]]["properties"]["type"]["enum"] == [
                event_type]
        view = schemas[view_name(variant)]
        assert view["properties"]["variant"]["enum"] == [variant]
        assert view["properties"]["phase"]["enum"] == phases(variant)


def test_the_schema_says_where_a_hidden_card_is_absent():
    """G3: a draw's card is the drawer's only; the others' events have no `card` (absent, not
    null), and the contract says so."""
    draw = SPEC["components"]["schemas"]["DrawEvent"]
    assert "card" not in draw["required"]
    assert "absent" in draw["properties"]["card"]["description"]
    stake = SPEC["components"]["schemas"]["StakeEvent"]  # a covered stake: its count only
    assert "cards" not in stake["required"] and "count" in stake["required"]


def test_a_hidden_card_is_not_in_an_event_another_seat_reads(produced):
    """The schema's redaction is the service's: some draws show their card, others do not."""
    draws = [body for kind, _, body in produced if kind == "event" and body["type"] == "draw"]
    assert any("card" in d for d in draws) and any("card" not in d for d in draws)
