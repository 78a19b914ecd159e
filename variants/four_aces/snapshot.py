"""Snapshots: cards by their wire codes, read back without re-checking them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from variants.four_aces.cards import (
    BY_CODE,
    Card,
    codes,
)
from variants.four_aces.counting import GOAL
from variants.four_aces.moves import (
    build,
)
from variants.four_aces.options import (
    Config,
)
from variants.four_aces.state import (
    LastCapture,
    Phase,
    State,
    Window,
)
from variants.rng import Rng


def load_cards(values: Sequence[str]) -> tuple[Card, ...]:
    """Cards from a snapshot's codes, written by the service (no check)."""
    return tuple(map(BY_CODE.__getitem__, values))


def dump(state: State) -> dict[str, Any]:
    """A compact JSON-ready snapshot (card codes; later explicit deals packed)."""
    window, last = state.window, state.last_capture
    return {
        "players": state.config.players,
        "mode": state.config.mode,
        "per": state.config.interruptions_per,
        **({"goal": state.config.goal} if state.config.goal != GOAL else {}),
        # A game under RULES.md's readings stores none: its snapshot is as before them.
        **({"readings": readings} if (readings := state.config.readings()) else {}),
        "seed": state.rng.seed,
        "draws": state.rng.counter,
        "round": state.round,
        "dealer": state.dealer,
        "phase": state.phase.value,
        "hands": [codes(h) for h in state.hands],
        "table": codes(state.table),
        "stock": codes(state.stock),
        "piles": [codes(p) for p in state.piles],
        "piumas": [codes(p) for p in state.piumas],
        "removed": codes(state.removed),
        "discarded": codes(state.discarded),
        "to_move": state.to_move,
        "mulligan": [state.mulligan_turn, state.mulligan_passed],
        "window": None if window is None else [window.capturer, codes(window.cards),
                                               list(window.asked)],
        "last": None if last is None else [last.seat, codes(last.take), last.shield,
                                           last.interrupted],
        "protected": state.protected_turn,
        "shielded": [s for s, on in enumerate(state.shielded) if on],
        "used": [list(row) for row in state.used],
        **({"received": list(state.received)} if state.received else {}),
        "totals": list(state.totals),
        "history": [list(points) for points in state.history],
        "winners": list(state.winners),
        "deals": list(state.deals),
        **({"tabletop": True, "counts": list(state.counts), "stock_count": state.stock_count}
           if state.tabletop else {}),
    }


def load(data: Mapping[str, Any]) -> State:
    """The state back from :meth:`dump`."""
    config = Config(data["players"], data["mode"], data["per"], data.get("goal", GOAL),
                    **data.get("readings", {}))
    window, last = data["window"], data["last"]
    shielded = set(data["shielded"])
    return build(
        State,
        config=config,
        rng=Rng(data["seed"], data["draws"]),
        round=data["round"],
        dealer=data["dealer"],
        phase=Phase(data["phase"]),
        hands=tuple(load_cards(h) for h in data["hands"]),
        table=load_cards(data["table"]),
        stock=load_cards(data["stock"]),
        piles=tuple(load_cards(p) for p in data["piles"]),
        piumas=tuple(load_cards(p) for p in data["piumas"]),
        removed=load_cards(data["removed"]),
        discarded=load_cards(data["discarded"]),
        to_move=data["to_move"],
        mulligan_turn=data["mulligan"][0],
        mulligan_passed=data["mulligan"][1],
        window=None if window is None else Window(window[0], load_cards(window[1]),
                                                  tuple(window[2])),
        last_capture=None if last is None else LastCapture(last[0], load_cards(last[1]),
                                                           last[2], last[3]),
        protected_turn=data["protected"],
        shielded=tuple(s in shielded for s in range(config.players)),
        used=tuple(tuple(row) for row in data["used"]),
        received=tuple(data.get("received", ())),
        totals=tuple(data["totals"]),
        history=tuple(tuple(points) for points in data["history"]),
        winners=tuple(data["winners"]),
        deals=tuple(data["deals"]),
        tabletop=data.get("tabletop", False),
        counts=tuple(data.get("counts", ())),
        stock_count=data.get("stock_count", 0),
    )
