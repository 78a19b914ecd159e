"""Benchmark: 4 Aces capture listing and capture checking on a pathological table (R43).

The table holds 20 cards of low values (the four Aces, 2s, 3s and 4s, both jokers, two 5s):
a ten-valued card has thousands of distinct captures. Prints the count, how long
``legal_moves_listing`` takes (it lists at most LISTING_CAP moves and counts the rest by dynamic
programming) and how long ``apply`` takes to check and play one capture, listed or not; then
the same table in a scorekeeper game (R74), where any of the 34 cards not shown may be in the
unknown hand of 8, so every one of them is listed with its captures.

Run: ``python bench/bench_captures.py [repeats]``.
"""

from __future__ import annotations

import statistics
import sys
import time

from variants.four_aces import LISTING_CAP, VARIANT, Capture, Config
from variants.four_aces.scenario import position

TABLE = ["AS", "AC", "AD", "AH", "2S", "2C", "2D", "2H", "3S", "3C", "3D", "3H",
         "4S", "4C", "4D", "4H", "BJ", "RJ", "5S", "5C"]
HAND = ["KD", "QD", "JD", "10D", "9H", "8H", "7H", "6H"]
#: A legal capture the capped listing leaves out: eight cards adding up to 10.
UNLISTED = Capture(0, "KD", ["AS", "AC", "AD", "AH", "BJ", "RJ", "2D", "2H"])


def timed(fn, repeats: int) -> tuple[float, float]:
    """Median and best wall time of ``fn`` in milliseconds."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), min(times)


def main(repeats: int = 200) -> None:
    state = position(Config(2, "duel"), [HAND, []], TABLE)
    moves, total = VARIANT.legal_moves_listing(state, 0)
    listed = set(moves)
    assert UNLISTED not in listed
    listing = timed(lambda: VARIANT.legal_moves_listing(state, 0), repeats)
    check = timed(lambda: VARIANT.apply(state, UNLISTED), repeats * 10)
    first = timed(lambda: VARIANT.apply(state, moves[0]), repeats * 10)
    print(f"table: {len(TABLE)} cards ({' '.join(TABLE)}); hand: {' '.join(HAND)}")
    alone = position(Config(2, "duel"), [["KD"], []], TABLE)
    print(f"legal moves: {total} in all, {len(moves)} listed (cap {LISTING_CAP}); "
          f"the KD alone has {VARIANT.legal_moves_listing(alone, 0)[1]} distinct captures")
    print(f"legal_moves_listing: median {listing[0]:.2f} ms, best {listing[1]:.2f} ms")
    print(f"apply one unlisted capture (check + play): median {check[0]:.3f} ms, "
          f"best {check[1]:.3f} ms")
    print(f"apply one listed capture: median {first[0]:.3f} ms, best {first[1]:.3f} ms")
    unknown = VARIANT.load({**VARIANT.dump(state), "hands": [[], []], "stock": [], "discarded": [],
                            "tabletop": True, "counts": [8, 0], "stock_count": 26})
    VARIANT.audit(unknown)
    moves, total = VARIANT.legal_moves_listing(unknown, 0)
    listing = timed(lambda: VARIANT.legal_moves_listing(unknown, 0), repeats)
    check = timed(lambda: VARIANT.apply(unknown, UNLISTED), repeats * 10)
    print(f"scorekeeper game, hand of 8 unknown: {total} legal moves, {len(moves)} listed; "
          f"legal_moves_listing median {listing[0]:.2f} ms, best {listing[1]:.2f} ms; "
          f"apply one capture median {check[0]:.3f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
