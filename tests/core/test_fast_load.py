"""The move route's fast load (schemas.common.fast_loader): for every body it either loads
exactly what MoveSchema loads (the same values, in the same order) or leaves the body to the
schema, so the replies, the errors and the idempotency fingerprints stay the schema's own."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from marshmallow import ValidationError

from schemas.common import fast_loader
from schemas.moves import MOVE_SCHEMA
from variants import all_variants

FAST = fast_loader(MOVE_SCHEMA)
NAMES = [*MOVE_SCHEMA.load_fields, "bogus"]
VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 80), st.floats(allow_nan=False),
    st.sampled_from(["stake", "attack", "fury", "", "x" * 17, "undo", "A\u00e9"]),
    st.text(max_size=20),
    st.lists(st.one_of(st.sampled_from(["fury", "joy", "", "x" * 17]), st.integers(), st.none()),
             max_size=80),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


def _schema(body):
    try:
        return MOVE_SCHEMA.load(body)
    except ValidationError:
        return "refused"


@settings(max_examples=600, deadline=None)
@given(st.dictionaries(st.sampled_from(NAMES), VALUES, max_size=6))
def test_the_fast_load_is_the_schema_load_or_nothing(body):
    fast = FAST(body)
    if fast is not None:
        loaded = _schema(body)
        assert fast == loaded and list(fast) == list(loaded)


def test_every_legal_move_of_every_variant_takes_the_fast_path():
    pick = random.Random("fast")
    seen = 0
    for variant in all_variants().values():
        config = variant.configure(2 if variant.max_players >= 2 else 1, {})
        state, _ = variant.start(config, "fast")
        for _ in range(40):
            if variant.is_finished(state):
                break
            seat = variant.to_act(state)[0]
            move = pick.choice(variant.legal_moves(state, seat))
            body = move.to_dict()
            assert FAST(body) is not None, body
            assert FAST(body) == MOVE_SCHEMA.load(body)
            state, _ = variant.apply(state, move)
            seen += 1
    assert seen > 40


def test_what_the_schema_converts_or_refuses_is_left_to_it():
    for body in ({"type": "stake", "cards": ["fury"], "seat": 1.0},  # 1.0 is loaded as 1
                 {"type": "stake", "seat": True}, {"type": "nope"}, {"cards": []},
                 {"type": "stake", "cards": None}, {"type": "stake", "extra": 1}):
        assert FAST(body) is None
