"""Seeded random playouts: play whole games by random legal moves, checking invariants after
every move (after OpenSpiel's ``random_sim_test``).

Run ``python -m variants.playout --variant emotrions --games 10000`` for the long run; the test
suite runs a few hundred games of every variant through :func:`run`.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping

from variants.base import ALL, IllegalMove, Move, Variant, redact_event
from variants.rng import Rng

#: A check run after every move: ``(variant, state, events) -> None``, raising AssertionError.
Check = Callable[[Variant, Any, list], None]


@dataclass
class PlayoutStats:
    games: int = 0
    moves: int = 0
    rejected_probes: int = 0
    finished: int = 0
    seconds: float = 0.0
    by_config: dict[str, int] = field(default_factory=dict)


def play(
    variant: Variant,
    config: Any,
    seed: str,
    *,
    max_moves: int = 20_000,
    check_all_listed: bool = True,
    probes: int = 3,
    checks: tuple[Check, ...] = (),
    stats: PlayoutStats | None = None,
) -> Any:
    """Play one game from ``seed`` to its end by random legal moves; return the final state.

    After every move: the engine's own :meth:`~Variant.audit`; a move is awaited exactly when
    the game is active; seats not awaited have no legal move; every listed legal move of the
    acting seat is accepted (all of them, or a sample when ``check_all_listed`` is false);
    ``probes`` moves from :meth:`~Variant.sample_moves` that are not listed are refused;
    the state survives a dump/load round trip; and every extra ``check``.

    Raises:
        AssertionError: naming the seed, the move number and what broke.
    """
    rng = Rng("playout/" + seed)
    state, events = variant.start(config, seed)
    moves = 0
    while True:
        where = f"seed {seed!r}, move {moves}"
        try:
            variant.audit(state)
            for check in checks:
                check(variant, state, events)
            to_act = variant.to_act(state)
            finished = variant.is_finished(state)
            assert bool(to_act) != finished, f"to_act {to_act} but finished={finished}"
            assert variant.load(variant.dump(state)) == state, "snapshot round trip changed state"
            if finished:
                break
            for seat in range(config.players):
                if seat not in to_act:
                    assert not variant.legal_moves(state, seat), f"seat {seat} not awaited has moves"
            seat = to_act[rng.below(len(to_act))]
            legal = variant.legal_moves(state, seat)
            assert legal, f"seat {seat} awaited but has no legal move"
            listed = set(legal)
            sample = legal if check_all_listed else [legal[rng.below(len(legal))] for _ in range(3)]
            for move in sample:
                variant.apply(state, move)  # raises if a listed move is refused
            for probe in variant.sample_moves(state, seat, rng)[:probes]:
                if probe in listed:
                    continue
                try:
                    variant.apply(state, probe)
                except IllegalMove:
                    if stats:
                        stats.rejected_probes += 1
                else:
                    raise AssertionError(f"unlisted move {probe} was accepted")
            move = legal[rng.below(len(legal))]
            before = variant.dump(state)
            state, events = variant.apply(state, move)
            assert variant.dump(variant.load(before)) == before, "apply changed the old state"
            for event in events:
                for viewer in (*range(config.players), None, ALL):
                    redact_event(event.to_dict(), viewer)
        except AssertionError as exc:
            raise AssertionError(f"{variant.name} {where}: {exc}") from exc
        moves += 1
        assert moves <= max_moves, f"{variant.name} {where}: game did not end"
    if stats:
        stats.games += 1
        stats.moves += moves
        stats.finished += 1
    return state


def seeds(prefix: str, games: int) -> Iterator[str]:
    for i in range(games):
        yield f"{prefix}-{i}"


def main(argv: list[str] | None = None) -> int:
    from variants import all_variants  # local: the registry imports every engine

    registry = all_variants()

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", choices=sorted(registry), required=True)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", default="playout")
    parser.add_argument(
        "--configs",
        default="all",
        help="'all' to cycle through every option combination the variant allows",
    )
    args = parser.parse_args(argv)
    variant = registry[args.variant]
    configs = list(variant.playout_configs()) if hasattr(variant, "playout_configs") else []
    if not configs:
        configs = [variant.configure(variant.min_players, {})]
    stats = PlayoutStats()
    start = time.perf_counter()
    for i, seed in enumerate(seeds(args.seed, args.games)):
        config = configs[i % len(configs)]
        play(variant, config, seed, check_all_listed=False, stats=stats)
        if (i + 1) % max(1, args.games // 20) == 0:
            rate = stats.moves / (time.perf_counter() - start)
            print(f"{i + 1}/{args.games} games, {stats.moves} moves ({rate:.0f} moves/s)",
                  file=sys.stderr, flush=True)
    stats.seconds = time.perf_counter() - start
    print(
        f"{args.variant}: {stats.games} games played to the end, {stats.moves} moves, "
        f"{stats.rejected_probes} unlisted moves refused, every invariant held "
        f"({stats.seconds:.1f} s)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
