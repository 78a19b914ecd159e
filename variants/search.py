"""Computer players that play only from what their seat has seen: ``random``, ``greedy`` and
``strong`` (single-observer information-set MCTS, Cowling, Powley and Whitehouse 2012).

A bot's whole input is a :class:`Seen`: the seat's view (``Variant.view(state, seat)``, the
function that serves the seat's ``GET /v1/games/{id}``) and the events as that seat was shown
them (:func:`~variants.base.redact_event`), never the engine state. Each game says, in its own
``bots`` module, how to build from a :class:`Seen` a full state that the seat cannot tell from
the real one (a *determinization*: the unseen cards dealt at random among the places the seat
cannot see, respecting every card it knows the place of), how its greedy player picks a move,
and how a position is worth to each seat. Everything here is game-independent.

``strong`` runs SO-ISMCTS: each iteration samples a determinization, walks the one tree of
move sequences down through the moves legal in that sample (UCB1 with availability counts,
each node weighing more of the game's favourite moves as its visits grow), adds a node (the game's favourite untried move first), plays the rest of the hand out with
the game's greedy player (random moves mixed in), and backs the outcome up, each node scored
for the seat that moved into it.
"""

from __future__ import annotations

import importlib
import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol, Sequence

from variants.base import Move, Variant

LEVELS = ("random", "greedy", "strong")

#: SO-ISMCTS exploration constant (UCB1), for rewards in [0, 1].
EXPLORATION = 0.7
#: In a rollout, the chance that a move is uniform rather than the greedy one: a little noise
#: keeps the rollouts from playing one line only.
ROLLOUT_NOISE = 0.1


@dataclass(frozen=True)
class Seen:
    """Everything one seat has seen of a game: the public config, its view now, and every event
    as it was shown to that seat (redacted stored events, oldest first)."""

    config: Any
    seat: int
    view: Mapping[str, Any]
    events: Sequence[Mapping[str, Any]] = ()


class GameRules(Protocol):
    """What a game's ``bots`` module provides to the generic bots."""

    def determinize(self, variant: Variant, seen: Seen, rng: random.Random) -> Any:
        """A full state the seat cannot tell from the real one: ``variant.view(state, seat)``
        equals ``seen.view``; the unseen cards placed uniformly at random among the places
        the seat cannot see, every card whose place the seat knows kept there."""

    def greedy(self, variant: Variant, state: Any, seat: int, rng: random.Random) -> Move:
        """The game's one-move heuristic: a legal move for ``seat``, reading only what that
        seat may see of ``state`` (its hand, the public table)."""

    #: How many moves a rollout plays at most before :meth:`rewards` scores the position
    #: (None: to the end of the hand).
    rollout_depth: int | None

    def candidates(self, variant: Variant, state: Any, seat: int) -> list[Move]:
        """The moves the search weighs for ``seat``, the game's favourite first (all the
        legal moves, or the best few where a turn can have hundreds)."""

    def horizon(self, state: Any) -> Any:
        """A key that changes when a rollout should stop (the hand or round is over)."""

    def rewards(self, variant: Variant, state: Any) -> tuple[float, ...]:
        """Each seat's estimated chance of winning the game from ``state``, in [0, 1]
        (``state`` may be in the middle of a hand when a rollout stops short)."""


def rules_for(variant: Variant) -> GameRules:
    """The bot rules of ``variant``: ``RULES`` in the ``bots`` module of its game's package
    (``variants/<game>/bots.py``), so a game brings its bots with it.

    Raises:
        KeyError: for a variant with no bots.
    """
    package = type(variant).__module__.rpartition(".")[0]
    try:
        return importlib.import_module(f"{package}.bots").RULES
    except ModuleNotFoundError as exc:
        if exc.name != f"{package}.bots":
            raise  # a bots module that exists but fails to import is a defect, not "no bots"
        raise KeyError(f"{variant.name} has no computer players") from None


def has_bots(variant: Variant) -> bool:
    """Whether ``variant``'s game brings computer players (a ``bots`` module, R132)."""
    try:
        rules_for(variant)
    except KeyError:
        return False
    return True


@dataclass(frozen=True)
class Budget:
    """How long ``strong`` thinks: at most ``iterations`` SO-ISMCTS iterations and, when
    ``millis`` is set, at most about that many milliseconds (checked between iterations).
    With ``millis`` None the search is a pure function of its seed."""

    iterations: int = 2000
    millis: float | None = 100.0


@dataclass(frozen=True)
class Candidate:
    """One move the search weighed: how often it was tried and the mean outcome for the seat."""

    move: Move
    visits: int
    win_rate: float


@dataclass(frozen=True)
class Choice:
    """A bot's decision: the move, the moves weighed (best first, ``strong`` only), how many
    iterations ran and the time taken."""

    move: Move
    candidates: tuple[Candidate, ...] = ()
    iterations: int = 0
    seconds: float = 0.0


def choose(
    variant: Variant,
    seen: Seen,
    level: str,
    rng: random.Random,
    budget: Budget = Budget(),
    *,
    determinize: Callable[[random.Random], Any] | None = None,
) -> Choice:
    """The move ``level`` plays for ``seen.seat``, from ``seen`` alone.

    ``determinize`` replaces the game's determinization (a test-only omniscient bot passes
    one that returns the true state, to measure the ceiling luck leaves); the bots at the
    table never pass it.

    Raises:
        ValueError: for an unknown level, or a seat whose move is not awaited.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}; the levels: {', '.join(LEVELS)}")
    if seen.seat not in seen.view.get("to_act", ()):
        raise ValueError(f"no move is awaited from seat {seen.seat}")
    start = time.perf_counter()
    rules = rules_for(variant)
    sample = determinize or (lambda r: rules.determinize(variant, seen, r))
    if level == "strong":
        choice = _ismcts(variant, rules, seen.seat, sample, rng, budget, start)
    else:
        state = sample(rng)
        if level == "greedy":
            move = rules.greedy(variant, state, seen.seat, rng)
        else:
            move = rng.choice(variant.legal_moves(state, seen.seat))
        choice = Choice(move)
    return Choice(choice.move, choice.candidates, choice.iterations, time.perf_counter() - start)


# ----------------------------------------------------------------------------------------------
# SO-ISMCTS


@dataclass
class _Node:
    mover: int | None  # the seat that made the move leading here
    visits: int = 0
    wins: float = 0.0
    available: int = 0  # iterations in which this node's move was legal (ISMCTS availability)
    children: dict[Move, "_Node"] = field(default_factory=dict)


def _ismcts(
    variant: Variant,
    rules: GameRules,
    seat: int,
    sample: Callable[[random.Random], Any],
    rng: random.Random,
    budget: Budget,
    start: float,
) -> Choice:
    root = _Node(None)
    deadline = None if budget.millis is None else start + budget.millis / 1000
    iterations = 0
    last, longest = time.perf_counter(), 0.0
    while iterations < budget.iterations:
        if deadline is not None and iterations:
            # Stop when one more iteration, as long as the longest so far, would overrun.
            now = time.perf_counter()
            longest = max(longest, now - last)
            last = now
            if now + longest >= deadline:
                break
        iterations += 1
        state = sample(rng)
        horizon = rules.horizon(state)
        node, path = root, [root]
        expanded: tuple[_Node, Move] | None = None
        # Selection: down through the children whose moves are legal in this determinization.
        while not variant.is_finished(state) and rules.horizon(state) == horizon:
            mover = variant.to_act(state)[0]
            # Progressive widening: a node weighs its first candidates (the game's favourites)
            # and admits one more as its visits grow, so that a reply is judged by the
            # opponent's sensible answers rather than by the average of all of them.
            legal = rules.candidates(variant, state, mover)[: 1 + int(math.sqrt(node.visits))]
            for move in legal:
                child = node.children.get(move)
                if child is not None:
                    child.available += 1
            untried = [m for m in legal if m not in node.children]
            if untried:
                move = untried[0]  # the candidates come best first: try the game's favourite
                child = node.children[move] = _Node(mover, available=1)
                expanded = node, move
                state, _ = variant.apply(state, move)
                path.append(child)
                break
            move = max(legal, key=lambda m: _ucb(node.children[m]))
            node = node.children[move]
            state, _ = variant.apply(state, move)
            path.append(node)
        # Rollout: to the end of the hand (or the game's rollout depth), the game's greedy
        # player with some noise.
        depth = rules.rollout_depth or 10**9
        overrun = False
        while not variant.is_finished(state) and rules.horizon(state) == horizon and depth:
            if deadline is not None and iterations > 1 and time.perf_counter() >= deadline:
                overrun = True  # the time is up (a loaded machine): drop this iteration
                break
            depth -= 1
            mover = variant.to_act(state)[0]
            if rng.random() < ROLLOUT_NOISE:
                move = rng.choice(variant.legal_moves(state, mover))
            else:
                move = rules.greedy(variant, state, mover, rng)
            state, _ = variant.apply(state, move)
        if overrun:
            if expanded is not None:
                del expanded[0].children[expanded[1]]
            iterations -= 1
            break
        rewards = rules.rewards(variant, state)
        for visited in path:
            visited.visits += 1
            if visited.mover is not None:
                visited.wins += rewards[visited.mover]
    ranked = sorted(
        ((m, c) for m, c in root.children.items()),
        key=lambda mc: (-mc[1].visits, -mc[1].wins),
    )
    if not ranked:  # no iteration ran (a budget of zero iterations): fall back on greedy
        return Choice(rules.greedy(variant, sample(rng), seat, rng), (), iterations)
    candidates = tuple(Candidate(m, c.visits, c.wins / c.visits) for m, c in ranked)
    return Choice(ranked[0][0], candidates, iterations)


def _ucb(node: _Node) -> float:
    return node.wins / node.visits + EXPLORATION * math.sqrt(
        math.log(max(node.available, 1)) / node.visits
    )


# ----------------------------------------------------------------------------------------------
# Helpers for the games' determinizations


def win_chances(margins: Sequence[float], scale: float) -> tuple[float, ...]:
    """Each side's chance of winning from its lead over the best other side, a logistic of
    ``margin / scale``: how the games score a position at the end of a rollout."""
    out = []
    for i, mine in enumerate(margins):
        best_other = max((m for j, m in enumerate(margins) if j != i), default=mine)
        out.append(1 / (1 + math.exp(-(mine - best_other) / scale)))
    return tuple(out)


def deal_unseen(pool: list, sizes: Sequence[int], rng: random.Random) -> list[list]:
    """The cards of ``pool`` shuffled and dealt into piles of ``sizes``, in order.

    Raises:
        ValueError: when the sizes do not add up to the pool (the seen information is
            inconsistent, which a determinization must never hide).
    """
    if sum(sizes) != len(pool):
        raise ValueError(f"{len(pool)} unseen cards for {sum(sizes)} unseen places")
    cards = list(pool)
    rng.shuffle(cards)
    out, at = [], 0
    for size in sizes:
        out.append(cards[at : at + size])
        at += size
    return out


def seed_for(*parts: Any) -> random.Random:
    """A generator seeded from ``parts`` (a game's seed, a seat, a move number): bots are
    seeded from their game's seed (G2), so a seeded game with bots plays identically."""
    return random.Random("/".join(map(str, ("bot", *parts))))
