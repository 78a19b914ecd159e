"""Whether two checkouts' bots choose the same moves (docs/bots.md): a digest per table of what
``strong`` chose, for comparing a change that must not change a move.

Per table (``bench/bots_cpu.py``'s tables) it hashes two things: ``strong``'s choice over the
positions of :func:`bots_cpu.positions` (the move, and every candidate's visits and mean
outcome, so the whole search must agree, not only its pick), and the move sequences and
winners of seeded arena games, ``strong`` against ``greedy`` at the game's cap with no clock
(:func:`variants.arena.play_game`, the games ``arena/0``, ``arena/1``, … of ``referee arena
--games N --budget-ms 0``). Run it on each checkout and compare the lines:

    .venv/bin/python bench/bots_same.py --repo /tmp/before > /tmp/before.txt
    .venv/bin/python bench/bots_same.py > /tmp/after.txt && diff /tmp/before.txt /tmp/after.txt
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def position_digest(table: str, moves: int) -> tuple[str, int]:
    """A digest of ``strong``'s choices (move and candidates) over the table's positions."""
    from bots_cpu import positions

    from variants.search import Budget, choose, seed_for

    digest = hashlib.sha256()
    cases = positions(table, moves)
    for variant, seen, parts in cases:
        choice = choose(variant, seen, "strong", seed_for(*parts), Budget(millis=None))
        digest.update(repr((choice.move, [(c.move, c.visits, round(c.win_rate, 12))
                                          for c in choice.candidates],
                            choice.iterations)).encode())
    return digest.hexdigest()[:16], len(cases)


def arena_digest(table: str, games: int) -> tuple[str, int, int]:
    """A digest of the move sequences and winners of the table's first ``games`` arena games
    (``strong`` against ``greedy``), their moves, and the games ``strong`` won a share of."""
    from bots_cpu import TABLES

    from variants import find_variant
    from variants.arena import lineups, seen_by
    from variants.search import Budget, choose, seed_for

    name, players, options = TABLES[table]
    variant = find_variant(name)
    config = variant.configure(players, options)
    seatings = lineups(players, "strong", "greedy", teams=options.get("mode") == "teams")
    digest, moves, won = hashlib.sha256(), 0, 0
    for index in range(games):
        levels = seatings[index % len(seatings)]
        seed = f"arena/{index}"
        state, events = variant.start(config, seed)
        log = [e.to_dict() for e in events]
        count = 0
        while not variant.is_finished(state):
            seat = variant.to_act(state)[0]
            choice = choose(variant, seen_by(variant, config, state, log, seat), levels[seat],
                            seed_for(seed, seat, count), Budget(millis=None))
            digest.update(repr(choice.move).encode())
            state, events = variant.apply(state, choice.move)
            log += [e.to_dict() for e in events]
            count += 1
        winners = tuple(variant.view(state, None)["winners"])
        digest.update(repr(winners).encode())
        moves += count
        won += any(levels[s] == "strong" for s in winners)
    return digest.hexdigest()[:16], moves, won


def main() -> None:
    from bots_cpu import TABLES

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--table", action="append", choices=list(TABLES),
                        help="a table (repeat; default every table)")
    parser.add_argument("--moves", type=int, default=30, help="positions per table")
    parser.add_argument("--games", type=int, default=20, help="arena games per table")
    parser.add_argument("--repo", default=str(ROOT), help="the checkout whose bots are compared")
    args = parser.parse_args()
    sys.path.insert(0, args.repo)
    print(f"| table | {args.moves} positions: choices | {args.games} arena games: moves | "
          "moves | games strong won |")
    print("|---|---|---|---:|---:|")
    for table in args.table or list(TABLES):
        positions, _ = position_digest(table, args.moves)
        games, moves, won = arena_digest(table, args.games)
        print(f"| {table} | {positions} | {games} | {moves} | {won} |", flush=True)


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT / "bench"))
    main()
