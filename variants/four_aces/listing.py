"""Capped listings of many moves: subset sums over the table (A6.1 captures) and their shares.

A capture takes a set of table cards whose values add up to the played card's value. Cards of
equal rank are distinct cards (different suits), so two takes of the same ranks in different
suits are two different moves (R43). On a crowded table they can run into the thousands, so a
listing shows at most :data:`LISTING_CAP` moves and reports the full count, computed by dynamic
programming without materialising the moves.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TypeVar

T = TypeVar("T")

#: R43: the most moves ``legal-moves`` lists at once; the count of all of them is reported too.
LISTING_CAP = 500
#: The highest value a played card can have (10, J, Q, K), so the highest capture sum.
TOP_VALUE = 10


def subset_counts(values: Sequence[int], top: int = TOP_VALUE) -> list[int]:
    """``counts[s]`` = how many non-empty sets of the given items have values adding up to
    ``s``, for ``s`` in ``1..top`` (``counts[0]`` is 1, the empty set). O(len(values) * top)."""
    counts = [1] + [0] * top
    for v in values:
        for s in range(top, v - 1, -1):
            counts[s] += counts[s - v]
    return counts


def subsets(items: Sequence[T], values: Sequence[int], target: int) -> Iterator[tuple[T, ...]]:
    """Every set of ``items`` whose ``values`` add up to ``target`` (> 0), each as a tuple in
    the items' order, lexicographically by position. Lazy: stop early to cap a listing."""
    n = len(items)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + values[i]
    if target > 0:
        yield from _walk(items, values, suffix, [], 0, target)


def _walk(items: Sequence[T], values: Sequence[int], suffix: list[int], chosen: list[T],
          start: int, rest: int) -> Iterator[tuple[T, ...]]:
    # A module-level generator, not a closure: a closure that calls itself is a reference
    # cycle (function, cell, function) that only the cycle collector frees, and a bot's search
    # lists captures thousands of times a move (docs/bots.md, "Think time").
    for j in range(start, len(items)):
        if suffix[j] < rest:
            return
        v = values[j]
        if v > rest:
            continue
        chosen.append(items[j])
        if v == rest:
            yield tuple(chosen)
        else:
            yield from _walk(items, values, suffix, chosen, j + 1, rest - v)
        chosen.pop()


def shares(counts: Sequence[int], cap: int) -> list[int]:
    """How many of each group's moves to list so that at most ``cap`` are listed in all and
    every group gets a fair share (water-filling): groups smaller than the share are listed
    whole, the others get the same number, any remainder going to the earliest of them."""
    if sum(counts) <= cap:
        return list(counts)
    lo, hi = 0, max(counts)
    while lo < hi:  # the largest level whose capped total fits
        mid = (lo + hi + 1) // 2
        if sum(min(c, mid) for c in counts) <= cap:
            lo = mid
        else:
            hi = mid - 1
    out = [min(c, lo) for c in counts]
    spare = cap - sum(out)
    for i, c in enumerate(counts):
        if spare == 0:
            break
        if c > out[i]:
            out[i] += 1
            spare -= 1
    return out
