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
    config_of,
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
def full_deck(decks: int | None) -> Counter[Card]:
    """How many of each card the game's decks hold (E1.2)."""
    assert decks is not None  # a Config's decks are set on construction (E1.2)
    return Counter(deck(decks))


pack_cards = PACKING.pack

unpack_cards = PACKING.unpack


def pack_points(points: tuple[int | None, ...], counted: bool) -> str:
    """``points`` (a hand's, by seat; None for a seat taking no part) as a snapshot writes them,
    ``counted`` false for a play-off hand (E5.2)."""
    # "~" marks an uncounted play-off hand (E5.2); an empty field, a seat taking no part.
    return ("" if counted else "~") + ",".join("" if p is None else str(p) for p in points)


@functools.lru_cache(maxsize=1024)
def unpack_points(text: str) -> tuple[tuple[int | None, ...], bool]:
    """The points and whether they count, from :func:`pack_points`'s text."""
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
        "hands": [pack_cards(h) for h in s.hands],
        "stock": pack_cards(s.stock),
        "piles": [pack_cards(p) for p in s.piles],
        "discarded": pack_cards(s.discarded),
        "trick": [[seat, pack_cards(cards)] for seat, cards in s.trick],
        "exchange": None if ex is None else [ex.asked, ex.caller, list(ex.takers), ex.taker],
        "chooser": s.chooser,
        "hand_over": s.hand_over,
        "history": list(s.history),
        "deals": [
            [[pack_cards(h) for h in d.hands], pack_cards(d.stock), d.leader] for d in s.deals
        ],
        **({"table": [list(s.counts), s.stock_left, s.last_winner]} if s.tabletop else {}),
    }


def load(data: Mapping[str, Any]) -> State:
    """The state back from :meth:`dump`."""
    ex = data["exchange"]
    table = data.get("table")
    return State(
        config=config_of(data["players"], tuple(sorted(data["options"].items()))),
        rng=Rng(data["seed"], data["draws"]),
        match=Match.from_dict(data["match"]),
        phase=Phase(data["phase"]),
        style=STYLES[data["style"]],
        hand_number=data["hand"],
        participants=tuple(data["participants"]),
        hand_leader=data["hand_leader"],
        leader=data["leader"],
        hands=tuple(unpack_cards(h) for h in data["hands"]),
        stock=unpack_cards(data["stock"]),
        piles=tuple(unpack_cards(p) for p in data["piles"]),
        discarded=unpack_cards(data["discarded"]),
        trick=tuple((seat, unpack_cards(cards)) for seat, cards in data["trick"]),
        exchange=None if ex is None else ForcedExchange(ex[0], ex[1], tuple(ex[2]), ex[3]),
        chooser=data["chooser"],
        hand_over=data["hand_over"],
        history=tuple(data["history"]),
        deals=tuple(
            Deal(tuple(unpack_cards(h) for h in hands), unpack_cards(stock), leader)
            for hands, stock, leader in data["deals"]
        ),
        **({} if table is None else {
            "tabletop": True,
            "counts": tuple(table[0]),
            "stock_left": table[1],
            "last_winner": table[2],
        }),
    )
