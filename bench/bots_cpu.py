"""What a bot's move costs in CPU, per level and table, in process (docs/bots.md).

The positions are the same for every level, budget and checkout: the moves of seat 0 in
seeded games played by ``greedy`` at every seat (``cpu/0``, ``cpu/1``, …, the first
``--moves`` of them per table), each handed to :func:`variants.search.choose` as the table
hands it (the seat's :class:`~variants.search.Seen`, a generator seeded from the game, the
position and the seat). A budget is an iteration cap (``--iterations``, ``0`` for the game's
own, :data:`variants.search.Budget`'s default when the game sets none) with no clock, the
way the arena measures strength, or with ``--budget-ms`` the table's clock too (then the
iterations a move buys depend on the machine's load).

It prints, per table and level, the process CPU time a move takes (median and mean), the
iterations it ran (mean), and with ``--instructions`` the instructions it executes instead
(valgrind's callgrind, Debian's ``valgrind``: each table and level runs in its own process
under callgrind with only the measured moves instrumented; the machine's load does not change
the count, about a minute a table at 30 iterations). ``--repo`` measures another checkout
(the positions do not change: the engines build them).

    .venv/bin/python bench/bots_cpu.py                          # every table, the levels' caps
    .venv/bin/python bench/bots_cpu.py --iterations 30 --table emotrions-2p --table pareo
    .venv/bin/python bench/bots_cpu.py --instructions --moves 10 --level strong
    .venv/bin/python bench/bots_cpu.py --repo /tmp/before --iterations 30   # another checkout

Run it under ``nice`` on a shared machine: process time counts only this process's work, but
a busy core's caches still slow it a little; the instruction counts are the figures to
compare across runs.
"""

from __future__ import annotations

import argparse
import itertools
import os
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

#: The tables: a name, the variant, the seats, the options (the arena lines of docs/bots.md).
TABLES = {
    "emotrions-2p": ("emotrions", 2, {}),
    "pareo": ("pareo", 2, {}),
    "four-aces-duel": ("four-aces", 2, {"mode": "duel"}),
    "emotrions-4p": ("emotrions", 4, {}),
    "four-aces-teams": ("four-aces", 4, {"mode": "teams"}),
}
LEVELS = ("random", "greedy", "strong")


def positions(table: str, moves: int) -> list[tuple]:
    """The first ``moves`` positions of seat 0 in seeded all-greedy games of ``table``:
    (variant, seen, seed parts) each."""
    from variants import find_variant

    name, players, options = TABLES[table]
    variant = find_variant(name)
    config = variant.configure(players, options)
    mine = (position for position in greedy_positions(variant, config, "cpu")
            if position[0].seat == 0)
    return [(variant, seen, parts) for seen, parts in itertools.islice(mine, moves)]


def greedy_positions(variant: Any, config: Any, prefix: str) -> Iterator[tuple[Any, tuple]]:
    """Every position, of every seat, of the seeded all-greedy games ``prefix/0``,
    ``prefix/1``, … of ``config`` in turn (endless): the mover's Seen and the seed parts of
    the position (the game's seed, the seat, the move's number). Lazy: a game is played only
    as far as its positions are taken."""
    from variants.arena import seen_by
    from variants.search import choose, seed_for

    game = 0
    while True:
        seed = f"{prefix}/{game}"
        state, events = variant.start(config, seed)
        log = [e.to_dict() for e in events]
        count = 0
        while not variant.is_finished(state):
            seat = variant.to_act(state)[0]
            seen = seen_by(variant, config, state, log, seat)
            yield seen, (seed, seat, count)
            move = choose(variant, seen, "greedy", seed_for(seed, seat, count)).move
            state, events = variant.apply(state, move)
            log += [e.to_dict() for e in events]
            count += 1
        game += 1


def measure(cases: list[tuple], level: str, iterations: int, millis: float | None,
            instrument: bool = False) -> tuple[list[float], list[int]]:
    """Each case's process CPU time and iterations at ``level``."""
    from variants.search import Budget, choose, seed_for

    budget = Budget(iterations, millis) if iterations else Budget(millis=millis)
    times, counts = [], []
    if instrument:
        subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], check=True,
                       capture_output=True)
    for variant, seen, parts in cases:
        start = time.process_time()
        choice = choose(variant, seen, level, seed_for(*parts), budget)
        times.append(time.process_time() - start)
        counts.append(choice.iterations)
    if instrument:
        subprocess.run(["callgrind_control", "-i", "off", str(os.getpid())], check=True,
                       capture_output=True)
    return times, counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--table", action="append", choices=list(TABLES),
                        help="a table (repeat; default every table)")
    parser.add_argument("--level", action="append", choices=LEVELS,
                        help="a level (repeat; default every level)")
    parser.add_argument("--moves", type=int, default=30, help="positions per table")
    parser.add_argument("--iterations", type=int, default=0,
                        help="the iteration cap (0: the default cap)")
    parser.add_argument("--budget-ms", type=float, default=0,
                        help="the clock too, as at the table (0: no clock)")
    parser.add_argument("--instructions", action="store_true",
                        help="count instructions per move under callgrind instead")
    parser.add_argument("--repo", default=str(ROOT), help="the checkout whose bots are measured")
    parser.add_argument("--callgrind-child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    sys.path.insert(0, args.repo)
    tables = args.table or list(TABLES)
    levels = args.level or list(LEVELS)
    millis = args.budget_ms or None
    if args.callgrind_child:
        (table,), (level,) = tables, levels
        cases = positions(table, args.moves)
        measure(cases[:2], level, args.iterations, millis)  # warm the caches and imports
        times, counts = measure(cases, level, args.iterations, millis, instrument=True)
        print(f"moves {len(cases)} iterations {sum(counts)}")
        return
    print(f"checkout {args.repo}, {args.moves} positions a table, "
          f"{'iterations ' + str(args.iterations) if args.iterations else 'the default cap'}"
          f"{f', {args.budget_ms:g} ms' if millis else ', no clock'}", file=sys.stderr)
    unit = "instructions a move" if args.instructions else "CPU a move: median, mean"
    print(f"| table | level | {unit} | iterations a move |")
    print("|---|---|---:|---:|")
    for table in tables:
        cases = [] if args.instructions else positions(table, args.moves)
        for level in levels:
            if args.instructions:
                count, moves, iterations = _instructions(args, table, level)
                print(f"| {table} | {level} | {count / moves / 1e6:,.1f} M | "
                      f"{iterations / moves:.1f} |", flush=True)
                continue
            measure(cases[:2], level, args.iterations, millis)
            times, counts = measure(cases, level, args.iterations, millis)
            print(f"| {table} | {level} | {statistics.median(times) * 1000:.2f} ms, "
                  f"{statistics.mean(times) * 1000:.2f} ms | {statistics.mean(counts):.1f} |",
                  flush=True)


def _instructions(args: argparse.Namespace, table: str, level: str) -> tuple[int, int, int]:
    """The instructions the moves of ``table`` at ``level`` executed, their number, and the
    iterations they ran, from a callgrind run with only those moves instrumented."""
    command = ["valgrind", "--tool=callgrind", "--instr-atstart=no",
               "--callgrind-out-file=/dev/null", sys.executable, __file__, "--callgrind-child",
               "--repo", args.repo, "--table", table, "--level", level,
               "--moves", str(args.moves), "--iterations", str(args.iterations),
               "--budget-ms", str(args.budget_ms)]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    counted = re.search(r"moves (\d+) iterations (\d+)", done.stdout)
    assert found and counted, done.stderr[-2000:]
    return int(found.group(1)), int(counted.group(1)), int(counted.group(2))


if __name__ == "__main__":
    main()
