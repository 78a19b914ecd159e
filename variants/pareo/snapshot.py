"""Snapshots: one letter per card keeps a whole deal near 40 bytes (R29); the hands' scores as one
string.
"""

from __future__ import annotations

from functools import lru_cache

from variants.emotrions.cards import (
    Card,
)
from variants.emotrions.family import Packing

# ----------------------------------------------------------------------------------------------
# Snapshots: one letter per card keeps a whole deal near 40 bytes (R29)

#: Each card as a letter of its name.
PACKING = Packing({
    Card.JOY: "j", Card.LOVE: "l", Card.GOODNESS: "g", Card.FORCE: "f", Card.SADNESS: "s",
    Card.HATRED: "h", Card.FURY: "y", Card.HUNGER: "u", Card.INDECISION: "i",
})
_pack = PACKING.pack
_unpack = PACKING.unpack


# "p0,p1" per hand, "!" after a play-off hand that did not count (E5.2), ";" between: exact37
# play-offs can run to a hundred hands, and a snapshot must stay under 4 KB. A history changes
# only when a hand ends, so the last few are kept packed and unpacked.
@lru_cache(maxsize=256)
def _pack_history(history: tuple[tuple[int, int, bool], ...]) -> str:
    return ";".join(f"{a},{b}{'' if counted else '!'}" for a, b, counted in history)


@lru_cache(maxsize=256)
def _unpack_history(text: str) -> tuple[tuple[int, int, bool], ...]:
    out = []
    for entry in filter(None, text.split(";")):
        a, b = entry.rstrip("!").split(",")
        out.append((int(a), int(b), not entry.endswith("!")))
    return tuple(out)
