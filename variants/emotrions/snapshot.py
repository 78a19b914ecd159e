"""Snapshots: cards as one character each (their E1.1 position), to stay far below 4 KB; the
scores of the hands played as one string.
"""

from __future__ import annotations

import functools
from collections import Counter

from variants.emotrions.cards import (
    Card,
    deck,
)
from variants.emotrions.family import Packing

# ----------------------------------------------------------------------------------------------
# Snapshots: cards as one character each (their E1.1 position), to stay far below 4 KB.

#: Each card as the digit of its E1.1 position.
PACKING = Packing({card: str(i) for i, card in enumerate(Card)})


@functools.lru_cache(maxsize=2)
def _full_deck(decks: int) -> Counter:
    return Counter(deck(decks))


_pack = PACKING.pack

_unpack = PACKING.unpack


def _pack_points(points: tuple[int | None, ...], counted: bool) -> str:
    # "~" marks an uncounted play-off hand (E5.2); an empty field, a seat taking no part.
    return ("" if counted else "~") + ",".join("" if p is None else str(p) for p in points)


@functools.lru_cache(maxsize=1024)
def _unpack_points(text: str) -> tuple[tuple[int | None, ...], bool]:
    counted = not text.startswith("~")
    return tuple(int(p) if p else None for p in text.lstrip("~").split(",")), counted
