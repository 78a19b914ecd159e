"""Snapshots: one letter per card keeps a whole deal near 40 bytes (R29); the hands' scores as one
string.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from variants.emotrions.cards import (
    Card,
)
from variants.emotrions.family import Packing
from variants.emotrions.match import Match
from variants.pareo.state import (
    Deal,
    Phase,
    State,
    Unseen,
    _config,
    _new_state,
)
from variants.rng import Rng

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


def dump(state: State) -> dict[str, Any]:
    """A compact snapshot: cards one letter each, derived facts left out (R29); a
    scorekeeper game adds its counts (``unseen``: both hands, then the stock)."""
    out: dict[str, Any] = {
        "options": state.config.options(),
        "seed": state.rng.seed,
        "counter": state.rng.counter,
        "match": state.match.to_dict(),
        "hand": state.hand_number,
        "opener": state.opener,
        "challenger": state.challenger,
        "phase": state.phase.value,
        "hands": [_pack(h) for h in state.hands],
        "stock": _pack(state.stock),
        "attack": _pack(state.attack),
        "piles": [_pack(p) for p in state.piles],
        "discards": _pack(state.discards),
        "history": _pack_history(state.history),
        "deals": [
            [_pack(d.hands[0]), _pack(d.hands[1]), _pack(d.stock), d.leader]
            for d in state.deals
        ],
    }
    if state.unseen is not None:
        out["unseen"] = [*state.unseen.hands, state.unseen.stock]
    return out


def load(data: Mapping[str, Any]) -> State:
    """The state back from :meth:`dump`."""
    hands, piles = data["hands"], data["piles"]
    unseen = data.get("unseen")
    return _new_state(
        config=_config(**data["options"]),
        rng=Rng(data["seed"], data["counter"]),
        match=Match.from_dict(data["match"]),
        hand_number=data["hand"],
        opener=data["opener"],
        challenger=data["challenger"],
        phase=Phase(data["phase"]),
        hands=(_unpack(hands[0]), _unpack(hands[1])),
        stock=_unpack(data["stock"]),
        attack=_unpack(data["attack"]),
        piles=(_unpack(piles[0]), _unpack(piles[1])),
        discards=_unpack(data["discards"]),
        history=_unpack_history(data["history"]),
        deals=tuple(
            Deal((_unpack(h0), _unpack(h1)), _unpack(stock), leader)
            for h0, h1, stock, leader in data["deals"]
        ),
        unseen=None if unseen is None else Unseen((unseen[0], unseen[1]), unseen[2]),
    )
