"""Each variant's move schemas, built from what its engine declares (``Move.wire_fields``):
every legal move of seeded games loads through its variant's schema, and the schema refuses
what the variant cannot take (another game's card, a seat it does not have, a missing field)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest
from marshmallow import ValidationError

from schemas.moves import MOVE_SCHEMA, build_move, variant_move_schemas
from tests.three_tricks.engine import Play, ThreeTricks
from variants import REGISTRY, all_variants
from variants.base import IllegalMove
from variants.rng import Rng

VARIANTS = all_variants()


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_every_legal_move_loads_through_its_variants_schema(name):
    variant = VARIANTS[name]
    schemas = variant_move_schemas(variant)
    assert set(schemas) == {*variant.move_types, "resign", "undo"}
    rng = Rng("variant-moves/" + name)
    state, _ = variant.start(variant.configure(variant.min_players, {}), "variant-moves")
    for _ in range(60):
        if variant.is_finished(state):
            break
        seat = variant.to_act(state)[0]
        legal = variant.legal_moves(state, seat)
        for move in legal:
            wire = move.to_dict()
            assert schemas[wire["type"]]().load({**wire, "seat": seat}) == {**wire, "seat": seat}
            assert build_move(variant, MOVE_SCHEMA.load(wire), seat) == move
        state, _ = variant.apply(state, legal[rng.below(len(legal))])


def test_a_variants_schema_says_more_than_the_flat_one():
    emotrions, aces = VARIANTS["emotrions"], VARIANTS["four-aces"]
    stake = variant_move_schemas(emotrions)["stake"]()
    MOVE_SCHEMA.load({"type": "stake", "cards": ["AS"]})  # the flat schema takes any game's card
    with pytest.raises(ValidationError) as refused:
        stake.load({"type": "stake", "cards": ["AS"]})
    assert "cards" in refused.value.messages
    with pytest.raises(ValidationError) as missing:
        stake.load({"type": "stake"})
    assert "cards" in missing.value.messages
    capture = variant_move_schemas(aces)["capture"]()
    capture.load({"type": "capture", "card": "AS", "take": []})  # joker_value may be left out
    with pytest.raises(ValidationError) as seat:
        capture.load({"type": "capture", "card": "AS", "take": [], "seat": aces.max_players})
    assert "seat" in seat.value.messages


def test_R124_a_move_of_another_variant_is_a_kind_this_game_does_not_have(monkeypatch):
    """A game whose ``reveal`` shows one card of its own deck: such a reveal fits the contract
    (its variant's move) and is no reveal of Emotrions, which answers G6 naming the field."""

    @dataclass(frozen=True)
    class Show(Play):
        """Show one card."""

        TYPE: ClassVar[str] = "reveal"

    class Showing(ThreeTricks):
        name = "showing"
        move_types = {Show.TYPE: Show}

    monkeypatch.setitem(REGISTRY, "showing", Showing())
    show = {"type": "reveal", "card": "7"}
    assert variant_move_schemas(REGISTRY["showing"])["reveal"]().validate(show) == {}
    with pytest.raises(IllegalMove) as refused:
        build_move(VARIANTS["emotrions"], MOVE_SCHEMA.load(show), 0)
    assert refused.value.rule == "G6" and refused.value.field in ("card", "cards")
    # A reveal no variant takes stays malformed (400).
    with pytest.raises(ValidationError):
        build_move(VARIANTS["emotrions"], MOVE_SCHEMA.load({"type": "reveal", "card": "AS"}), 0)
