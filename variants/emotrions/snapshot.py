"""Snapshots: cards as one character each (their E1.1 position), to stay far below 4 KB; the
scores of the hands played as one string.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Mapping
from typing import Any

from variants.emotrions.cards import (
    Card,
    deck,
)
from variants.emotrions.family import Packing
from variants.emotrions.match import Match
from variants.emotrions.options import (
    STYLES,
    _config,
)
from variants.emotrions.state import (
    Deal,
    ForcedExchange,
    Phase,
    State,
)
from variants.rng import Rng

# ----------------------------------------------------------------------------------------------
# Snapshots: cards as one character each (their E1.1 position), to stay far below 4 KB.

#: Each card as the digit of its E1.1 position.
PACKING = Packing({card: str(i) for i, card in enumerate(Card)})


@functools.lru_cache(maxsize=2)
def _full_deck(decks: int | None) -> Counter[Card]:
    assert decks is not None  # a Config's decks are set on construction (E1.2)
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


def dump(state: State) -> dict[str, Any]:
    """A compact JSON-ready snapshot: cards one character each, history as short strings."""
    s = state
    ex = s.exchange
    return {
        "players": s.config.players,
        "options": s.config.options(),
        "seed": s.rng.seed,
        "draws": s.rng.counter,
        "match": s.match.to_dict(),
        "phase": s.phase.value,
        "style": s.style.index,
        "hand": s.hand_number,
        "participants": list(s.participants),
        "hand_leader": s.hand_leader,
        "leader": s.leader,
        "hands": [_pack(h) for h in s.hands],
        "stock": _pack(s.stock),
        "piles": [_pack(p) for p in s.piles],
        "discarded": _pack(s.discarded),
        "trick": [[seat, _pack(cards)] for seat, cards in s.trick],
        "exchange": None if ex is None else [ex.asked, ex.caller, list(ex.takers), ex.taker],
        "chooser": s.chooser,
        "hand_over": s.hand_over,
        "history": list(s.history),
        "deals": [
            [[_pack(h) for h in d.hands], _pack(d.stock), d.leader] for d in s.deals
        ],
        **({"table": [list(s.counts), s.stock_left, s.last_winner]} if s.tabletop else {}),
    }


def load(data: Mapping[str, Any]) -> State:
    """The state back from :meth:`dump`."""
    ex = data["exchange"]
    table = data.get("table")
    return State(
        config=_config(data["players"], tuple(sorted(data["options"].items()))),
        rng=Rng(data["seed"], data["draws"]),
        match=Match.from_dict(data["match"]),
        phase=Phase(data["phase"]),
        style=STYLES[data["style"]],
        hand_number=data["hand"],
        participants=tuple(data["participants"]),
        hand_leader=data["hand_leader"],
        leader=data["leader"],
        hands=tuple(_unpack(h) for h in data["hands"]),
        stock=_unpack(data["stock"]),
        piles=tuple(_unpack(p) for p in data["piles"]),
        discarded=_unpack(data["discarded"]),
        trick=tuple((seat, _unpack(cards)) for seat, cards in data["trick"]),
        exchange=None if ex is None else ForcedExchange(ex[0], ex[1], tuple(ex[2]), ex[3]),
        chooser=data["chooser"],
        hand_over=data["hand_over"],
        history=tuple(data["history"]),
        deals=tuple(
            Deal(tuple(_unpack(h) for h in hands), _unpack(stock), leader)
            for hands, stock, leader in data["deals"]
        ),
        **({} if table is None else {
            "tabletop": True,
            "counts": tuple(table[0]),
            "stock_left": table[1],
            "last_winner": table[2],
        }),
    )
