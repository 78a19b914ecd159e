"""What bounds a bot's think time and what speeds up the arena, without changing a move
(docs/bots.md, "Think time"): no cyclic garbage and no collection during a search, the 4 Aces
greedy player's short cut through the listing, and arenas played in several processes."""

from __future__ import annotations

import gc
import multiprocessing
import random
from concurrent.futures import ProcessPoolExecutor

import pytest

from tests.engine.test_bots import CONFIGS
from tests.engine.test_four_aces_setup import pathological
from variants import find_variant
from variants.arena import arena, seen_by
from variants.four_aces.bots import worth
from variants.four_aces.cards import VALUE, codes
from variants.four_aces.engine import Capture, play_move
from variants.search import Budget, choose, rules_for, seed_for

#: A few iterations, no time limit: the searches are functions of their seeds.
TINY = Budget(iterations=12, millis=None)


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


def _garbage_left(name, players, options):
    """The cyclic garbage each of six searches left, counted with the collector off."""
    left = []
    gc.disable()
    try:
        for count, (variant, config, state, log) in enumerate(
                _positions(name, players, options, "cycles", moves=6)):
            seat = variant.to_act(state)[0]
            seen = seen_by(variant, config, state, log, seat)
            gc.collect()
            choose(variant, seen, "strong", seed_for("cycles", seat, count), Budget(6, None))
            left.append(gc.collect())
    finally:
        gc.enable()
    return left


@pytest.fixture(scope="module")
def quiet_process():
    """A fresh interpreter with no thread but its own: the collector counts every thread's
    garbage, and a test process may hold others (a bot pool, a webhook sender) making some."""
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        yield pool


@pytest.mark.parametrize("name,players,options", CONFIGS)  # every variant and option
def test_a_search_leaves_no_garbage_for_the_cycle_collector(quiet_process, name, players,
                                                            options):
    # A search's garbage must go by reference counting: the collector is paused during it
    # (variants.search.collector_paused), and cycles would pile up meanwhile. The 4 Aces
    # listing's self-calling closure left thousands of cycles a search.
    left = quiet_process.submit(_garbage_left, name, players, options).result()
    assert len(left) == 6 and not any(left), left


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


def _listing_greedy(variant, state, seat):
    """The 4 Aces greedy player's play-phase choice and favourites as they were written before
    the short cut: every legal move built and scored."""
    pile = frozenset(codes(state.piles[state.config.side(seat)]))
    scored = []
    for move in variant.legal_moves(state, seat):
        if isinstance(move, Capture):
            gain = worth(move.card, pile) + sum(worth(c, pile) for c in move.take)
            if len(move.take) == len(state.table):
                gain += 2.0
        else:
            gain = -worth(move.card) - 0.05 * VALUE[move.card]
        scored.append((gain, move))
    best = max(scored, key=lambda sm: sm[0])[1]
    favourites = [m for _, m in sorted(scored, key=lambda sm: -sm[0])[:6]]
    return best, favourites


@pytest.mark.parametrize("players,mode", [(2, "duel"), (3, "odd"), (4, "even")])
def test_the_4_aces_greedy_player_plays_the_listing_s_first_best_move(players, mode):
    rules = rules_for(find_variant("four-aces"))
    checked = 0
    for seed in ("greedy-a", "greedy-b"):
        for variant, _, state, _ in _positions("four-aces", players, {"mode": mode}, seed, 200):
            if variant.view(state, None)["phase"] != "play":
                continue
            seat = variant.to_act(state)[0]
            best, favourites = _listing_greedy(variant, state, seat)
            assert rules.greedy(variant, state, seat, random.Random(0)) == best
            assert rules.candidates(variant, state, seat) == favourites
            checked += 1
    assert checked > 100


def test_the_4_aces_plays_are_the_listed_moves_up_to_the_cap():
    # R43: on a crowded table the listing shows a fair share of each card's captures; plays()
    # and the greedy player's short cut go by the same share.
    variant = find_variant("four-aces")
    rules = rules_for(variant)
    state = pathological(["KD", "QD", "9H", "6D"])
    listed, total = variant.legal_moves_listing(state, 0)
    assert total > len(listed)
    assert [play_move(0, *p) for p in variant.plays(state, 0)] == listed
    assert list(variant.plays(state, 1)) == [], "not that seat's turn"
    best, favourites = _listing_greedy(variant, state, 0)
    assert rules.greedy(variant, state, 0, random.Random(0)) == best
    assert rules.candidates(variant, state, 0) == favourites
    for seed in ("plays-a", "plays-b"):
        for variant, _, state, _ in _positions("four-aces", 4, {"mode": "even"}, seed, 200):
            if variant.view(state, None)["phase"] == "play":
                seat = variant.to_act(state)[0]
                assert [play_move(seat, *p) for p in variant.plays(state, seat)] == (
                    variant.legal_moves(state, seat))


@pytest.mark.parametrize("name,players,options,a,b", [
    ("emotrions", 3, {}, "strong", "greedy"),
    ("four-aces", 4, {"mode": "teams"}, "strong", "random"),
])
def test_an_arena_in_two_processes_gives_the_same_standings(name, players, options, a, b):
    variant = find_variant(name)
    config = variant.configure(players, options)
    teams = options.get("mode") == "teams"
    seen = []
    one = arena(variant, config, a, b, 4, "jobs", Budget(4, None), teams=teams)
    two = arena(variant, config, a, b, 4, "jobs", Budget(4, None), teams=teams, jobs=2,
                progress=lambda done, total: seen.append((done, total)))
    assert {lv: vars(st) for lv, st in one[0].items()} == {lv: vars(st) for lv, st in
                                                          two[0].items()}
    assert {lv: len(t) for lv, t in one[1].items()} == {lv: len(t) for lv, t in two[1].items()}
    assert seen == [(1, 4), (2, 4), (3, 4), (4, 4)]

