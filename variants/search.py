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

import contextlib
import gc
import importlib
import math
import random
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from variants.base import Move, Variant

#: A card, or whatever else a game deals (:func:`deal_unseen`).
T = TypeVar("T")

LEVELS = ("random", "greedy", "strong")

#: SO-ISMCTS exploration constant (UCB1), for rewards in [0, 1].
EXPLORATION = 0.7
#: In a rollout, the chance that a move is uniform rather than the greedy one: a little noise
#: keeps the rollouts from playing one line only.
ROLLOUT_NOISE = 0.1
#: Flat search (:func:`_flat`): how many standard errors a candidate must beat the game's
#: favourite by, on the same deals, to be played instead. One, not two: at two the search
#: kept the favourite where a few deals had already shown a better move (the regret of its
#: picks against a 600-deal search, bench/bots_regret.py: 14.8e-3 at two, 13.5e-3 at one,
#: 13.8e-3 for the 60 rollouts without the screen that won 65.5 % in teams; at one 4 Aces
#: teams won 64.2 % against greedy instead of 61.2 %, for the same rollouts, docs/bots.md).
CONFIDENCE = 1.0
#: Flat search: after how many deals the candidates that did no better than the favourite
#: on them stop being rolled out.
SCREEN_DEALS = 2


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

    def determinize(self, variant: Variant[Any, Any], seen: Seen, rng: random.Random) -> Any:
        """A full state the seat cannot tell from the real one: ``variant.view(state, seat)``
        equals ``seen.view``; the unseen cards placed uniformly at random among the places
        the seat cannot see, every card whose place the seat knows kept there."""

    def greedy(self, variant: Variant[Any, Any], state: Any, seat: int, rng: random.Random) -> Move:
        """The game's one-move heuristic: a legal move for ``seat``, reading only what that
        seat may see of ``state`` (its hand, the public table)."""

    #: How many moves a rollout plays at most before :meth:`rewards` scores the position
    #: (None: to the end of the hand).
    rollout_depth: int | None
    #: Optional: ``"flat"`` for :func:`_flat` instead of SO-ISMCTS, ``rollout_noise``, the
    #: chance of a uniform move in a rollout (default :data:`ROLLOUT_NOISE`), and
    #: ``iterations``, the cap of a :class:`Budget` that sets none (the table's default).

    def candidates(self, variant: Variant[Any, Any], state: Any, seat: int) -> list[Move]:
        """The moves the search weighs for ``seat``, the game's favourite first (all the
        legal moves, or the best few where a turn can have hundreds)."""

    def horizon(self, state: Any) -> Any:
        """A key that changes when a rollout should stop (the hand or round is over)."""

    def rewards(self, variant: Variant[Any, Any], state: Any) -> tuple[float, ...]:
        """Each seat's estimated chance of winning the game from ``state``, in [0, 1]
        (``state`` may be in the middle of a hand when a rollout stops short)."""


def rules_for(variant: Variant[Any, Any]) -> GameRules:
    """The bot rules of ``variant``: ``RULES`` in the ``bots`` module of its game's package
    (``variants/<game>/bots.py``), so a game brings its bots with it.

    Raises:
        KeyError: for a variant with no bots.
    """
    package = type(variant).__module__.rpartition(".")[0]
    try:
        rules: GameRules = importlib.import_module(f"{package}.bots").RULES
    except ModuleNotFoundError as exc:
        if exc.name != f"{package}.bots":
            raise  # a bots module that exists but fails to import is a defect, not "no bots"
        raise KeyError(f"{variant.name} has no computer players") from None
    return rules


def has_bots(variant: Variant[Any, Any]) -> bool:
    """Whether ``variant``'s game brings computer players (a ``bots`` module, R132)."""
    try:
        rules_for(variant)
    except KeyError:
        return False
    return True


@dataclass(frozen=True)
class Budget:
    """How long ``strong`` thinks: at most ``iterations`` iterations (None: the game's own
    cap, ``iterations`` in its ``bots`` module, else :data:`DEFAULT_ITERATIONS`) and, when
    ``millis`` is set, at most about that many milliseconds (checked between iterations).
    With ``millis`` None the search is a pure function of its seed."""

    iterations: int | None = None
    millis: float | None = 100.0


#: The iteration cap of a game whose ``bots`` module sets none.
DEFAULT_ITERATIONS = 2000


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
    variant: Variant[Any, Any],
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
        cap: int = (budget.iterations if budget.iterations is not None
                    else getattr(rules, "iterations", DEFAULT_ITERATIONS))
        search = _flat if getattr(rules, "search", "ismcts") == "flat" else _ismcts
        with collector_paused():
            choice = search(variant, rules, seen.seat, sample, rng, cap, _Clock(budget, start))
    else:
        state = sample(rng)
        if level == "greedy":
            move = rules.greedy(variant, state, seen.seat, rng)
        else:
            move = rng.choice(variant.legal_moves(state, seen.seat))
        choice = Choice(move)
    return Choice(choice.move, choice.candidates, choice.iterations, time.perf_counter() - start)


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """No cyclic garbage collection during a search. What a search makes (states, moves,
    nodes) goes by reference counting, with no cycles (tests/engine/test_bots_think.py), but
    its tree lives through many young collections, and what they promote to the oldest
    generation sets off full collections, which walk the whole heap (30-150 ms of CPU in
    process, more in the service's heap: bench/bots_steps.py) in the middle of a search, where
    its clock cannot see them coming. Paused, the collector promotes nothing of the search's:
    the tree is gone when it runs again. The switch is the process's: a search that finds it
    off (its caller's doing, or another thread's search) leaves it alone, so whoever turned
    it off turns it back on. The service holds it over a bot's whole move, search, apply and
    stamp (:meth:`referee.games.GameService._play_bots`), so that what is due runs in the
    commit after it, where the next move's clock sees it."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


# ----------------------------------------------------------------------------------------------
# SO-ISMCTS


@dataclass
class _Node:
    mover: int | None  # the seat that made the move leading here
    visits: int = 0
    wins: float = 0.0
    available: int = 0  # iterations in which this node's move was legal (ISMCTS availability)
    children: dict[Move, _Node] = field(default_factory=dict)


class _Clock:
    """A search's time budget: ``deadline`` (None: the iteration cap alone), and whether one
    more step, as long as the longest so far, still fits before it."""

    def __init__(self, budget: Budget, start: float):
        self.deadline = None if budget.millis is None else start + budget.millis / 1000
        self.last, self.longest = time.perf_counter(), 0.0

    def another(self) -> bool:
        if self.deadline is None:
            return True
        now = time.perf_counter()
        self.longest = max(self.longest, now - self.last)
        self.last = now
        return now + self.longest < self.deadline


def _ismcts(variant: Variant[Any, Any], rules: GameRules, seat: int,
            sample: Callable[[random.Random], Any], rng: random.Random, cap: int,
            clock: _Clock) -> Choice:
    root = _Node(None)
    deadline = clock.deadline
    iterations = 0
    while iterations < cap:
        if iterations and not clock.another():
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
        # Even the first rollout is cut at the deadline: one iteration only ever picks the
        # game's favourite, which the fall-back below gives too, within the budget.
        rewards = _rollout(variant, rules, state, horizon, rng, deadline)
        if rewards is None:  # the time is up: drop this iteration
            if expanded is not None:
                del expanded[0].children[expanded[1]]
            iterations -= 1
            break
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


def _flat(variant: Variant[Any, Any], rules: GameRules, seat: int,
          sample: Callable[[random.Random], Any], rng: random.Random, cap: int,
          clock: _Clock) -> Choice:
    """Determinized flat Monte Carlo with common random numbers, for a game whose rounds are
    too long and whose turns too wide for a tree to learn much in a move's budget (4 Aces):
    each *deal* samples a determinization, and every candidate of the seat (the game's
    favourites, :meth:`GameRules.candidates`) is played in it and rolled out with the same
    noise, so that candidates are compared on the same unseen cards and the same stock: the
    luck of the deal cancels out of their difference. An iteration is one candidate's rollout;
    a deal the cap or the clock cuts short is dropped whole, so every candidate has seen the
    same deals.

    After :data:`SCREEN_DEALS` deals, the candidates that did no better than the favourite on
    them are dropped, and the rest of the budget goes to the others: the search plays another
    move than the favourite only rarely (about one move in ten, measured in 4 Aces), and most
    candidates show on the first deals that they will not be the one (docs/bots.md)."""
    deadline = clock.deadline
    first = sample(rng)
    moves = rules.candidates(variant, first, seat)
    if len(moves) == 1:
        return Choice(moves[0], (Candidate(moves[0], 0, 0.0),), 0)
    outcomes: list[list[float]] = [[] for _ in moves]
    alive = list(range(len(moves)))  # the candidates still rolled out, the favourite first
    deals = iterations = 0
    state = first
    while iterations + len(alive) <= cap or not deals:
        if deals and not clock.another():
            break
        noise = rng.getrandbits(64)
        outcome, cut = [], False
        for index in alive:
            if deadline is not None and time.perf_counter() >= deadline:
                cut = True  # the time is up: drop this deal
                break
            after, _ = variant.apply(state, moves[index])
            rewards = _rollout(variant, rules, after, rules.horizon(state),
                               random.Random(noise), deadline)
            if rewards is None:
                cut = True
                break
            outcome.append(rewards[seat])
        if cut:
            break
        for index, value in zip(alive, outcome, strict=True):
            outcomes[index].append(value)
        deals += 1
        iterations += len(alive)
        if deals == SCREEN_DEALS:
            favourite = outcomes[0]
            alive = [0] + [i for i in alive[1:]
                           if sum(v - f for v, f in zip(outcomes[i], favourite, strict=True)) > 0]
            if len(alive) == 1:
                break  # no candidate did better than the favourite: it is played
        state = sample(rng)
    if not deals:
        # The time ran out within the first deal, which could not have moved the choice
        # (surely_better needs two): the favourite, with nothing estimated.
        return Choice(moves[0], tuple(Candidate(m, 0, 0.0) for m in moves), 0)
    means = [sum(values) / len(values) for values in outcomes]
    chosen = alive[surely_better([outcomes[i] for i in alive])]
    # The choice first (a hint's first candidate is its move, as the tree search's is), then
    # the others by estimate; ties keep the game's order of preference (the favourite first).
    ranked = sorted(range(len(moves)), key=lambda i: (i != chosen, -means[i]))
    candidates = tuple(Candidate(moves[i], len(outcomes[i]), means[i]) for i in ranked)
    return Choice(moves[chosen], candidates, iterations)


def surely_better(outcomes: list[list[float]]) -> int:
    """The candidate to play: the game's favourite (the first), unless another did better on
    the same deals by more than :data:`CONFIDENCE` standard errors of the paired difference,
    then the best such one. A few deals cannot tell close moves apart, and the favourite is
    the better bet then: a move that only ties it on them is not played."""
    favourite = outcomes[0]
    deals = len(favourite)
    best, best_gain = 0, 0.0
    if deals < 2:
        return best
    for index, values in enumerate(outcomes[1:], start=1):
        diffs = [v - f for v, f in zip(values, favourite, strict=True)]
        gain = sum(diffs) / deals
        spread = math.sqrt(sum((d - gain) ** 2 for d in diffs) / (deals - 1) / deals)
        if gain > best_gain and gain > CONFIDENCE * spread:
            best, best_gain = index, gain
    return best


def _rollout(variant: Variant[Any, Any], rules: GameRules, state: Any, horizon: Any,
             rng: random.Random, deadline: float | None) -> tuple[float, ...] | None:
    """The rewards after the game's greedy player (with :data:`ROLLOUT_NOISE`) plays on from
    ``state`` to the end of the hand or the game's rollout depth; None when the ``deadline``
    passes first."""
    depth = rules.rollout_depth or 10**9
    noise = getattr(rules, "rollout_noise", ROLLOUT_NOISE)
    while not variant.is_finished(state) and rules.horizon(state) == horizon and depth:
        if deadline is not None and time.perf_counter() >= deadline:
            return None
        depth -= 1
        mover = variant.to_act(state)[0]
        if noise and rng.random() < noise:
            move = rng.choice(variant.legal_moves(state, mover))
        else:
            move = rules.greedy(variant, state, mover, rng)
        state, _ = variant.apply(state, move)
    return rules.rewards(variant, state)


def _ucb(node: _Node) -> float:
    return node.wins / node.visits + EXPLORATION * math.sqrt(
        math.log(max(node.available, 1)) / node.visits
    )


# ----------------------------------------------------------------------------------------------
# Helpers for the games' determinizations


def win_chances(margins: Sequence[float], scale: float) -> tuple[float, ...]:
    """Each side's chance of winning from its lead over the best other side, a logistic of
    ``margin / scale``: how the games score a position at the end of a rollout."""
    out: list[float] = []
    for i, mine in enumerate(margins):
        best_other = max((m for j, m in enumerate(margins) if j != i), default=mine)
        out.append(1 / (1 + math.exp(-(mine - best_other) / scale)))
    return tuple(out)


def deal_unseen(pool: list[T], sizes: Sequence[int], rng: random.Random) -> list[list[T]]:
    """The cards of ``pool`` shuffled and dealt into piles of ``sizes``, in order.

    Raises:
        ValueError: when the sizes do not add up to the pool (the seen information is
            inconsistent, which a determinization must never hide).
    """
    if sum(sizes) != len(pool):
        raise ValueError(f"{len(pool)} unseen cards for {sum(sizes)} unseen places")
    cards = list(pool)
    rng.shuffle(cards)
    out: list[list[T]] = []
    at = 0
    for size in sizes:
        out.append(cards[at : at + size])
        at += size
    return out


def seed_for(*parts: Any) -> random.Random:
    """A generator seeded from ``parts`` (a game's seed, a seat, a move number): bots are
    seeded from their game's seed (G2), so a seeded game with bots plays identically."""
    return random.Random("/".join(map(str, ("bot", *parts))))
