"""What an engine's move costs, in this process: ``Variant.apply`` and ``legal_moves`` over
seeded random playouts of every option combination of every variant, server-dealt and
scorekeeper games, best of ``--rounds``.

    nice -n 19 .venv/bin/python bench/engine_apply.py [--games 40] [--rounds 5] [--variant emotrions]

The games are played once (random legal moves from a seeded generator) and every position met
is kept; then each round re-applies every recorded move to its position and lists the legal
moves of every awaited seat, timed apart (CPU time of the thread). Positions can be kept and replayed because an
engine never changes a state it was given. Prints µs per call, per variant; the figures are
for comparing two versions of an engine on one machine, not absolute.
"""

from __future__ import annotations

import argparse
import time

from variants import all_variants
from variants.base import Move, Variant
from variants.rng import Rng


def positions(variant: Variant, games: int, tabletop: bool) -> list[tuple[object, int, Move]]:
    """Every (state, seat, move) met in ``games`` seeded playouts cycling through the
    variant's option combinations; with ``tabletop``, the scorekeeper twin's reports."""
    configs = list(variant.playout_configs()) or [variant.configure(variant.min_players, {})]
    out = []
    for i in range(games):
        config = configs[(i * 7) % len(configs)]
        seed = f"bench-apply-{i}"
        rng = Rng("pick/" + seed)
        server, _ = variant.start(config, seed)
        table = None
        if tabletop:
            table, _ = variant.start(config, seed, tabletop=True)
            for report in variant.table_opening(server):
                out.append((table, report.seat, report))
                table, _ = variant.apply(table, report)
        while not variant.is_finished(server):
            seat = variant.to_act(server)[0]
            legal = variant.legal_moves(server, seat)
            move = legal[rng.below(len(legal))]
            if not tabletop:
                out.append((server, seat, move))
            before = server
            server, events = variant.apply(server, move)
            if tabletop:
                for report in variant.table_reports(before, move, events):
                    out.append((table, report.seat, report))
                    table, _ = variant.apply(table, report)
    return out


def best(rounds: int, run) -> float:
    times = []
    for _ in range(rounds):
        # CPU time of this thread: on a shared machine, time spent waiting for a core is not
        # the engine's.
        start = time.thread_time()
        run()
        times.append(time.thread_time() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--variant", action="append", help="only this variant (repeatable)")
    args = parser.parse_args()
    print(f"{'variant':<22} {'positions':>9} {'apply µs':>9} {'legal_moves µs':>15}")
    for name, variant in sorted(all_variants().items()):
        if args.variant and name not in args.variant:
            continue
        for tabletop in (False, True):
            recorded = positions(variant, args.games, tabletop)
            apply, legal = variant.apply, variant.legal_moves

            def applies(recorded=recorded, apply=apply) -> None:
                for state, _, move in recorded:
                    apply(state, move)

            def listings(recorded=recorded, legal=legal) -> None:
                for state, seat, _ in recorded:
                    legal(state, seat)

            n = len(recorded)
            a = best(args.rounds, applies) / n * 1e6
            lm = best(args.rounds, listings) / n * 1e6
            label = f"{name}{' (tabletop)' if tabletop else ''}"
            print(f"{label:<22} {n:>9} {a:>9.1f} {lm:>15.1f}", flush=True)


if __name__ == "__main__":
    main()
