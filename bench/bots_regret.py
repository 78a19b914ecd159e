"""How well the 4 Aces flat search picks its move, in minutes rather than arena hours (docs/bots.md).

A 1,000-game arena line takes a quarter of an hour and still has a 95 % interval six points
wide; this measures one move at a time instead. The positions are every third move, of any
seat, of seeded all-``greedy`` games (``regret/0``, ``regret/1``, …) where the search weighs
more than one candidate. For each, a long search gives every candidate's *value*: its mean
outcome (the seat's chance of winning the match) over ``--deals`` determinizations, every
candidate rolled out on the same deals by the greedy players: :func:`variants.search._flat`
itself, with no screen and a cap of that many deals. Each configuration then plays ``strong`` ``--reps`` times per position (its own
seeds) and its *regret* is the mean of ``best value - value of the move played``: 0 for a
search that always finds the best candidate; the greedy favourite's regret is the
"favourite" line. A configuration sets the flat search's constants
(``CONFIDENCE``, ``SCREEN_DEALS`` of :mod:`variants.search`) and the iteration cap (``cap``).

    .venv/bin/python bench/bots_regret.py                                   # teams, the defaults
    .venv/bin/python bench/bots_regret.py --config CONFIDENCE=2.0 --config CONFIDENCE=1.0
    .venv/bin/python bench/bots_regret.py --mode duel --config cap=60,SCREEN_DEALS=1000

The values' own noise (``--deals``) puts a floor under every regret; compare configurations
in one run, on the same values. The standard error is over positions. The CPU a move is the
process time of the configuration's searches (run it on a quiet machine, or compare the
rollouts a move).
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from bots_cpu import greedy_positions

import variants.search as search
from variants import find_variant
from variants.search import Budget, Seen, choose, rules_for, seed_for

#: The knobs a configuration may set: the flat search's constants and the cap.
KNOBS = ("CONFIDENCE", "SCREEN_DEALS", "cap")

#: The flat search's constants as the code sets them.
DEFAULTS = {knob: getattr(search, knob) for knob in KNOBS if knob != "cap"}

Position = tuple[Seen, tuple[Any, ...]]
Config = dict[str, float]


def positions(mode: str, count: int) -> list[Position]:
    """Every third move of seeded all-greedy games of ``mode`` with more than one candidate,
    ``count`` of them: (the mover's Seen, the seed parts of its position)."""
    variant = find_variant("four-aces")
    config = variant.configure(4 if mode in ("teams", "even") else 3 if mode == "odd" else 2,
                               {"mode": mode})
    rules = rules_for(variant)
    weighed = (position for position in greedy_positions(variant, config, "regret")
               if position[1][2] % 3 == 0 and len(_candidates(rules, variant, position[0])) > 1)
    return list(itertools.islice(weighed, count))


def _candidates(rules: Any, variant: Any, seen: Seen) -> list[Any]:
    # The candidates read only the seat's hand and the table: any determinization gives them.
    return rules.candidates(variant, rules.determinize(variant, seen, random.Random(0)), seen.seat)


def values(position: Position, deals: int) -> tuple[list[str], list[float]]:
    """Every candidate of ``position`` (the favourite first) and its mean outcome over
    ``deals`` common deals: the flat search itself, with a cap of ``deals`` deals of every
    candidate and no screen."""
    seen, parts = position
    variant = find_variant("four-aces")
    moves = _candidates(rules_for(variant), variant, seen)
    search.SCREEN_DEALS = deals + 1  # plays() sets every knob again before its searches
    choice = choose(variant, seen, "strong", seed_for(*parts, "values"),
                    Budget(deals * len(moves), None))
    means = {c.move: c.win_rate for c in choice.candidates}
    return [repr(m) for m in moves], [means[m] for m in moves]


def plays(position: Position, reps: int, config: Config) -> tuple[list[str], int, float]:
    """The moves ``strong`` plays at ``position`` under ``config``, ``reps`` times with its
    own seeds, the iterations they ran and their process time."""
    # A pool's process serves every configuration in turn: each knob is set, default or not.
    for knob, default in DEFAULTS.items():
        setattr(search, knob, type(default)(config.get(knob, default)))
    cap = int(config["cap"]) if "cap" in config else None
    seen, parts = position
    variant = find_variant("four-aces")
    picks, iterations = [], 0
    start = time.process_time()
    for rep in range(reps):
        choice = choose(variant, seen, "strong", seed_for(*parts, "regret", rep), Budget(cap, None))
        picks.append(repr(choice.move))
        iterations += choice.iterations
    return picks, iterations, time.process_time() - start


def parse_config(text: str) -> Config:
    """``NAME=VALUE,…`` (KNOBS), or ``-`` for the defaults."""
    config: Config = {}
    for part in filter(None, text.split(",")) if text != "-" else ():
        name, _, value = part.partition("=")
        if name not in KNOBS or not value:
            raise argparse.ArgumentTypeError(f"{part!r}: give NAME=VALUE with NAME one of {KNOBS}")
        config[name] = float(value)
    return config


def report(label: str, truth: Sequence[tuple[list[str], list[float]]],
           picked: Sequence[list[str]] | None, iterations: int = 0, seconds: float = 0.0) -> str:
    """One line: the mean regret (×10⁻³) and its standard error over positions, how often
    the favourite was left, the rollouts and CPU a move."""
    per_position, left, count = [], 0, 0
    for index, (moves, means) in enumerate(truth):
        chosen = [moves[0]] if picked is None else picked[index]
        per_position.append(statistics.mean(max(means) - means[moves.index(m)] for m in chosen))
        left += sum(m != moves[0] for m in chosen)
        count += len(chosen)
    error = statistics.stdev(per_position) / len(per_position) ** 0.5
    line = (f"{label:<34} {1000 * statistics.mean(per_position):7.2f} ± {1000 * error:4.2f}"
            f" {left / count:8.1%}")
    if picked is not None:
        line += f" {iterations / count:9.1f} {1000 * seconds / count:8.1f} ms"
    return line


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", default="teams", choices=("duel", "odd", "even", "teams"))
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--deals", type=int, default=600, help="deals of the long search")
    parser.add_argument("--reps", type=int, default=4, help="searches a position and config")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--config", type=parse_config, action="append",
                        help="NAME=VALUE,… of CONFIDENCE, SCREEN_DEALS, cap; - for the defaults")
    args = parser.parse_args(argv)
    configs = args.config or [{}]
    start = time.perf_counter()
    found = positions(args.mode, args.positions)
    print(f"4 Aces {args.mode}: {len(found)} positions, values over {args.deals} deals, "
          f"{args.reps} searches each", file=sys.stderr, flush=True)
    with ProcessPoolExecutor(args.jobs) as pool:
        truth = list(pool.map(values, found, [args.deals] * len(found), chunksize=4))
        print(f"values in {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
        print(f"{'configuration':<34} {'regret ×10⁻³':>14} {'leaves fav':>8}"
              f" {'rollouts':>9} {'CPU a move':>11}")
        print(report("favourite (greedy)", truth, None))
        for config in configs:
            label = ",".join(f"{k}={v:g}" for k, v in config.items()) or "defaults"
            results = list(pool.map(plays, found, [args.reps] * len(found),
                                    [config] * len(found), chunksize=4))
            print(report(label, truth, [p for p, _, _ in results],
                         sum(i for _, i, _ in results), sum(s for _, _, s in results)),
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
