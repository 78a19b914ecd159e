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
    config_of,
    new_state,
)
from variants.rng import Rng

# ----------------------------------------------------------------------------------------------
# Snapshots: one letter per card keeps a whole deal near 40 bytes (R29)

#: Each card as a letter of its name.
PACKING = Packing({
    Card.JOY: "j", Card.LOVE: "l", Card.GOODNESS: "g", Card.FORCE: "f", Card.SADNESS: "s",
    Card.HATRED: "h", Card.FURY: "y", Card.HUNGER: "u", Card.INDECISION: "i",
})
pack_cards = PACKING.pack
unpack_cards = PACKING.unpack


# "p0,p1" per hand, "!" after a play-off hand that did not count (E5.2), ";" between: exact37
# play-offs can run to a hundred hands, and a snapshot must stay under 4 KB. A history changes
# only when a hand ends, so the last few are kept packed and unpacked.
@lru_cache(maxsize=256)
def pack_history(history: tuple[tuple[int, int, bool], ...]) -> str:
    """The hands' points (``(seat 0, seat 1, counted)``) as a snapshot writes them."""
    return ";".join(f"{a},{b}{'' if counted else '!'}" for a, b, counted in history)


@lru_cache(maxsize=256)
def unpack_history(text: str) -> tuple[tuple[int, int, bool], ...]:
    """The hands' points from :func:`pack_history`'s text."""
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
        "hands": [pack_cards(h) for h in state.hands],
        "stock": pack_cards(state.stock),
        "attack": pack_cards(state.attack),
        "piles": [pack_cards(p) for p in state.piles],
        "discards": pack_cards(state.discards),
        "history": pack_history(state.history),
        "deals": [
            [pack_cards(d.hands[0]), pack_cards(d.hands[1]), pack_cards(d.stock), d.leader]
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
    return new_state(
        config=config_of(**data["options"]),
        rng=Rng(data["seed"], data["counter"]),
        match=Match.from_dict(data["match"]),
        hand_number=data["hand"],
        opener=data["opener"],
        challenger=data["challenger"],
        phase=Phase(data["phase"]),
        hands=(unpack_cards(hands[0]), unpack_cards(hands[1])),
        stock=unpack_cards(data["stock"]),
        attack=unpack_cards(data["attack"]),
        piles=(unpack_cards(piles[0]), unpack_cards(piles[1])),
        discards=unpack_cards(data["discards"]),
        history=unpack_history(data["history"]),
        deals=tuple(
            Deal((unpack_cards(h0), unpack_cards(h1)), unpack_cards(stock), leader)
            for h0, h1, stock, leader in data["deals"]
        ),
        unseen=None if unseen is None else Unseen((unseen[0], unseen[1]), unseen[2]),
    )
