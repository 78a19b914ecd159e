"""The bots' moves in seeded games are fixed: a game of each engine, every level at the table,
played from the seats' views alone (as the service and ``referee arena`` play them), makes
exactly the moves it made when these digests were taken. A change to a bot's search, its
determinization or its greedy player that is meant to play differently updates them (and
says so in its commit); one that is not meant to (a refactor, typing) must leave them be."""

from __future__ import annotations

import hashlib

import pytest

from variants import find_variant
from variants.arena import seen_by
from variants.search import Budget, choose, seed_for

#: The search pure (no clock) and short, so that the digests are the seed's alone.
BUDGET = Budget(iterations=6, millis=None)

#: How many moves of a game are compared at most.
MOST = 60

#: (variant, players, options, the level of each seat, the moves played (MOST, or the whole
#: game when it ends first), the digest of the moves).
GAMES = [
    ("emotrions", 3, {"forced_exchange": True}, ("strong", "greedy", "random"), 60,
     "8693deabf2a70d3e"),
    ("pareo", 2, {}, ("strong", "greedy"), 60, "8d725dbca864660e"),
    ("four-aces", 3, {"mode": "odd"}, ("strong", "greedy", "random"), 42, "4e659a7ac7c122e2"),
]


def _moves(name: str, players: int, options: dict[str, object],
           levels: tuple[str, ...]) -> list[str]:
    """Each bot move of the seeded game, with what the search weighed, up to :data:`MOST`."""
    variant = find_variant(name)
    config = variant.configure(players, options)
    seed = f"moves/{name}/{players}"
    state, events = variant.start(config, seed)
    log = [e.to_dict() for e in events]
    moves: list[str] = []
    while not variant.is_finished(state) and len(moves) < MOST:
        seat = variant.to_act(state)[0]
        seen = seen_by(variant, config, state, log, seat)
        choice = choose(variant, seen, levels[seat], seed_for(seed, seat, len(moves)), BUDGET)
        moves.append(repr((choice.move, choice.iterations,
                           [(c.move, c.visits, c.win_rate) for c in choice.candidates])))
        state, events = variant.apply(state, choice.move)
        log += [e.to_dict() for e in events]
    return moves


@pytest.mark.parametrize("name, players, options, levels, played, digest", GAMES)
def test_a_seeded_bot_game_makes_the_moves_it_always_made(name, players, options, levels,
                                                          played, digest):
    moves = _moves(name, players, options, levels)
    assert len(moves) == played
    assert hashlib.sha256("\n".join(moves).encode()).hexdigest()[:16] == digest
