"""What bounds a bot's think time without changing a move (docs/bots.md, "Think time"): no
cyclic garbage and no collection during a search."""

from __future__ import annotations

import gc
import random

import pytest

from variants import find_variant
from variants.arena import seen_by
from variants.search import Budget, choose, rules_for, seed_for

#: A few iterations, no time limit: the searches are functions of their seeds.
TINY = Budget(iterations=12, millis=None)

CONFIGS = [
    ("emotrions", 2, {}),
    ("emotrions", 4, {"covered": True, "stock_face_up": True}),
    ("emotrions", 3, {"exit": True, "forced_exchange": True}),
    ("pareo", 2, {}),
    ("four-aces", 2, {"mode": "duel"}),
    ("four-aces", 4, {"mode": "even"}),
]


def _positions(name, players, options, seed, moves=80):
    """The states of a seeded game played by greedy players, with the events so far."""
    variant = find_variant(name)
    config = variant.configure(players, options)
    rules = rules_for(variant)
    rng = random.Random(seed)
    state, events = variant.start(config, seed)
    log = [e.to_dict() for e in events]
    for _ in range(moves):
        if variant.is_finished(state):
            return
        yield variant, config, state, log
        mover = variant.to_act(state)[0]
        state, events = variant.apply(state, rules.greedy(variant, state, mover, rng))
        log = log + [e.to_dict() for e in events]


@pytest.mark.parametrize("name,players,options", CONFIGS)
def test_a_search_leaves_no_garbage_for_the_cycle_collector(name, players, options):
    # A search's garbage must go by reference counting: the collector is paused during it
    # (variants.search._collector_paused), and cycles would pile up meanwhile. The 4 Aces
    # listing's self-calling closure left thousands of cycles a search.
    gc.disable()
    try:
        for count, (variant, config, state, log) in enumerate(
                _positions(name, players, options, "cycles", moves=12)):
            seat = variant.to_act(state)[0]
            seen = seen_by(variant, config, state, log, seat)
            gc.collect()
            choose(variant, seen, "strong", seed_for("cycles", seat, count), TINY)
            assert gc.collect() == 0
    finally:
        gc.enable()


def test_the_collector_is_paused_during_a_search_and_only_then():
    variant, config, state, log = next(_positions("pareo", 2, {}, "paused"))
    seat = variant.to_act(state)[0]
    seen = seen_by(variant, config, state, log, seat)
    during = []

    def truth(rng):
        during.append(gc.isenabled())
        return state

    choose(variant, seen, "strong", seed_for("paused", 0), TINY, determinize=truth)
    assert during and not any(during)
    assert gc.isenabled()
    gc.disable()
    try:
        choose(variant, seen, "strong", seed_for("paused", 0), TINY, determinize=truth)
        assert not gc.isenabled(), "a collector paused by the caller stays paused"
    finally:
        gc.enable()
