"""Seeded games between bot levels, seats rotated: how ``referee arena`` measures the bots.

Every bot plays from a :class:`~variants.search.Seen` built the way the service builds it (the
seat's view, the events redacted for the seat), never from the state. The level ``oracle`` is
test-only: the ``strong`` search given the true state instead of determinizations, to show
the ceiling that a game's luck leaves (docs/bots.md).
"""

from __future__ import annotations

import contextlib
import functools
import math
import multiprocessing
import random
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from variants import find_variant
from variants.base import Variant, redact_event
from variants.search import LEVELS, Budget, Seen, choose, seed_for


def _same(truth: Any, rng: random.Random) -> Any:
    """The oracle's determinization: the true state, whatever the draw."""
    return truth

#: The test-only omniscient level (never offered at the table).
ORACLE = "oracle"


@dataclass
class GameResult:
    """One game: the level at each seat, the winning seats, and each bot move's think time."""

    levels: tuple[str, ...]
    winners: tuple[int, ...]
    moves: int
    think: dict[str, list[float]] = field(default_factory=dict)


def seen_by(variant: Variant[Any, Any], config: Any, state: Any, log: Sequence[dict[str, Any]],
            seat: int) -> Seen:
    """What ``seat`` has seen: its view of ``state`` and ``log`` (stored events) redacted for
    it, the same functions that serve the seat's ``GET /v1/games/{id}`` and events."""
    return Seen(config, seat, variant.view(state, seat), [redact_event(e, seat) for e in log])


def play_game(
    variant: Variant[Any, Any],
    config: Any,
    levels: Sequence[str],
    seed: str,
    budget: Budget,
    *,
    max_moves: int = 5000,
) -> GameResult:
    """Play one seeded game, ``levels[s]`` at seat ``s``, to its end (or ``max_moves``)."""
    state, events = variant.start(config, seed)
    log = [e.to_dict() for e in events]
    result = GameResult(tuple(levels), (), 0)
    while not variant.is_finished(state) and result.moves < max_moves:
        seat = variant.to_act(state)[0]
        level = levels[seat]
        rng = seed_for(seed, seat, result.moves)
        seen = seen_by(variant, config, state, log, seat)
        if level == ORACLE:
            truth = state
            choice = choose(variant, seen, "strong", rng, budget,
                            determinize=functools.partial(_same, truth))
        else:
            choice = choose(variant, seen, level, rng, budget)
        result.think.setdefault(level, []).append(choice.seconds)
        state, events = variant.apply(state, choice.move)
        log += [e.to_dict() for e in events]
        result.moves += 1
    result.winners = tuple(variant.view(state, None)["winners"])
    return result


@dataclass
class Standing:
    """A level's record over an arena: games, wins (a shared win counts its share), and its
    seats' share of the table (its fair win rate)."""

    games: int = 0
    wins: float = 0.0
    fair: float = 0.0

    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        """The 95 % Wilson score interval of the win rate."""
        n, p, z = self.games, self.rate(), 1.96
        if not n:
            return 0.0, 1.0
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return max(0.0, centre - half), min(1.0, centre + half)


def lineups(players: int, a: str, b: str, teams: bool, a_seats: int = 1) -> list[tuple[str, ...]]:
    """The seatings an arena rotates through: level ``a`` at ``a_seats`` seats in turn (with
    ``teams``, ``a`` holds a pair, 0+2 or 1+3), ``b`` at the others."""
    if teams:
        return [(a, b, a, b), (b, a, b, a)]
    out = []
    for first in range(players):
        seats = {(first + k) % players for k in range(a_seats)}
        out.append(tuple(a if s in seats else b for s in range(players)))
    return out


def arena(
    variant: Variant[Any, Any],
    config: Any,
    a: str,
    b: str,
    games: int,
    seed: str,
    budget: Budget,
    *,
    teams: bool = False,
    progress: Callable[[int, int], None] | None = None,
    jobs: int = 1,
    start: int = 0,
) -> tuple[dict[str, Standing], dict[str, list[float]]]:
    """``games`` seeded games between levels ``a`` (one seat, or one pair with ``teams``)
    and ``b`` (the others), seatings rotated, played in ``jobs`` processes. Returns each
    level's standing (a level winning a game wins it for every seat it holds: the pair, or its
    one seat) and its think times. Each game is seeded on its own (``seed/index``, from
    ``index`` = ``start``) and seated by its index, and the results are added up in the games'
    order, so the standings do not depend on ``jobs``, and runs of consecutive ranges add up
    to the run of their union. Interrupted (KeyboardInterrupt), it returns the standings of
    the games finished, the first ones in order: their ``games`` tells how many."""
    for level in (a, b):
        if level not in (*LEVELS, ORACLE):
            raise ValueError(f"unknown level {level!r}")
    seatings = lineups(config.players, a, b, teams)
    standings = {a: Standing(), b: Standing()} if a != b else {a: Standing()}
    think: dict[str, list[float]] = {}
    tasks = [(config, seatings[index % len(seatings)], f"{seed}/{index}", budget)
             for index in range(start, start + games)]
    try:
        with _games_played(variant, tasks, jobs) as results:
            add_up(results, standings, think, a, b, config.players, teams, games, progress)
    except KeyboardInterrupt:
        pass  # a long run stopped by hand keeps what it played (the CLI says where it stopped)
    return standings, think


def add_up(results: Iterator[GameResult], standings: dict[str, Standing],
            think: dict[str, list[float]], a: str, b: str, players: int, teams: bool,
            games: int, progress: Callable[[int, int], None] | None) -> None:
    """Add each of ``results`` to ``standings`` and ``think`` as it comes, telling
    ``progress``: a run stopped by hand keeps what was added."""
    for index, result in enumerate(results):
        levels = result.levels
        share = 1 / len(result.winners) if result.winners else 0.0
        for level in {a, b}:
            held = [s for s, lv in enumerate(levels) if lv == level]
            standing = standings[level]
            standing.games += 1
            standing.wins += share * sum(1 for s in result.winners if s in held)
            standing.fair += len(held) / players if not teams else 0.5
        for level, times in result.think.items():
            think.setdefault(level, []).extend(times)
        if progress:
            progress(index + 1, games)


@contextlib.contextmanager
def _games_played(variant: Variant[Any, Any], tasks: list[tuple[Any, ...]],
                  jobs: int) -> Iterator[Iterator[GameResult]]:
    """The results of the games of ``tasks`` (:func:`play_game`'s arguments after the
    variant), in their order: here, or in ``jobs`` worker processes, each game handed out on
    its own (games differ in length)."""
    if jobs <= 1 or len(tasks) <= 1:
        yield (play_game(variant, *task) for task in tasks)
        return
    with multiprocessing.Pool(min(jobs, len(tasks))) as pool:
        # The variant travels by name: an engine holds functions that do not pickle.
        yield pool.imap(_play_task, [(variant.name, *task) for task in tasks], chunksize=1)


def _play_task(task: tuple[Any, ...]) -> GameResult:
    name, *rest = task
    return play_game(find_variant(name), *rest)


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0–1) of ``values``, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def report(standings: dict[str, Standing], think: dict[str, list[float]]) -> list[str]:
    """Lines for people: each level's win rate with its 95 % interval and fair share, and its
    think time per move (median, p99)."""
    lines = []
    for level, st in standings.items():
        low, high = st.interval()
        times = think.get(level, [])
        timing = (f"think median {statistics.median(times) * 1000:.1f} ms, "
                  f"p99 {percentile(times, 0.99) * 1000:.1f} ms over {len(times)} moves"
                  if times else "no moves")
        lines.append(
            f"{level:>7}: won {st.wins:g}/{st.games} = {st.rate():.1%} "
            f"(95% CI {low:.1%}–{high:.1%}; fair share {st.fair / max(st.games, 1):.1%}); "
            f"{timing}"
        )
    return lines


def timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    start = time.perf_counter()
    return fn(), time.perf_counter() - start
