"""4 Aces' state: the phases, the frozen :class:`State` of a match (with the last capture and the
Interruption window) and what it tells without changing it (hand counts, the seat awaited).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from variants.four_aces.cards import (
    Card,
)
from variants.four_aces.options import REFILL, TABLE_SIZE, Config
from variants.rng import Rng


class Phase(StrEnum):
    """What the game waits for; the values are the view's ``phase``."""

    MULLIGAN = "mulligan"
    PLAY = "play"
    INTERRUPTION = "interruption"
    #: A scorekeeper game waits for the dealer to report the table cards laid (R72).
    LAY = "lay"
    FINISHED = "finished"



# ----------------------------------------------------------------------------------------------
# State


@dataclass(frozen=True)
class LastCapture:
    """The round's latest capture, for its Interruption window and for refusing Interruptions.

    ``shield`` names what kept it from being interrupted: ``"piuma"`` (A6.2), ``"turn"`` (the
    turn after a Piuma, A6.2), ``"shield"`` (the capturer was just interrupted, A7.3) or None.
    """

    seat: int
    take: tuple[Card, ...]
    shield: str | None = None
    interrupted: bool = False


@dataclass(frozen=True)
class Window:
    """An open Interruption window (A7): ``asked[0]`` decides now, the others after a decline."""

    capturer: int
    cards: tuple[Card, ...]  # the eligible table cards just taken (A7.1)
    asked: tuple[int, ...]


@dataclass(frozen=True)
class State:
    """A 4 Aces match. Never mutated: moves return a new state.

    Piles, piumas, totals and history are per *side* (a player, or a pair in teams).
    ``used[i][t]`` counts the Interruptions seat ``i`` made against seat ``t`` in the current
    allotment scope (the round, or the match with ``interruptions_per: match``).
    """

    config: Config
    rng: Rng
    round: int
    dealer: int
    phase: Phase
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Card, ...]
    stock: tuple[Card, ...]  # top card first
    piles: tuple[tuple[Card, ...], ...]
    piumas: tuple[tuple[Card, ...], ...]
    removed: tuple[Card, ...]
    discarded: tuple[Card, ...]
    to_move: int | None
    mulligan_turn: int
    mulligan_passed: bool
    window: Window | None
    last_capture: LastCapture | None
    protected_turn: bool  # A6.2: the turn of ``to_move`` cannot be interrupted
    shielded: tuple[bool, ...]  # A7.3: the seat's next capture cannot be interrupted
    used: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    history: tuple[tuple[int, ...], ...]
    winners: tuple[int, ...]
    deals: tuple[str, ...]  # explicit deals of later rounds, packed
    #: A scorekeeper game (R70–R75): ``hands`` then hold only the cards known to be there,
    #: ``counts`` how many each holds, ``stock_count`` the stock's size (``stock`` is empty).
    tabletop: bool = False
    counts: tuple[int, ...] = ()
    stock_count: int = 0
    #: R37 (revised): with ``interruptions_per: match`` in even and teams, the Interruptions
    #: each seat has received this round (A7.4: «una sola Interruzione a round»); empty when
    #: none has, and in every other game.
    received: tuple[int, ...] = ()
    #: A search's state (a bot's determinization, variants.search): a search plays only
    #: legal moves of the seat awaited, its captures and drops listed ones (FourAces.plays),
    #: reads none of their events and stops where the round ends, so its moves pass no gate
    #: (G6) nor a capture's or drop's checks (A6.1), build no events, and the next round is
    #: dealt unshuffled. Not part of the game: no snapshot keeps it, no comparison reads it
    #: (tests/engine/test_bots.py plays it against the game's own along seeded games).
    search: bool = field(default=False, compare=False)


def hand_count(state: State, seat: int) -> int:
    """How many cards ``seat`` holds (known or not)."""
    return state.counts[seat] if state.tabletop else len(state.hands[seat])


def stock_left(state: State) -> int:
    """How many cards the stock holds (counted, in a scorekeeper game)."""
    return state.stock_count if state.tabletop else len(state.stock)


def lay_size(state: State) -> int:
    """R72: how many cards the awaited lay holds: A4.1's 6 at the round's start (no capture
    yet), else A6.2's refill of 4, or all the stock has left."""
    return TABLE_SIZE if state.last_capture is None else min(REFILL, state.stock_count)



def put(seq: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """``seq`` with ``seq[index]`` replaced by ``value``."""
    return seq[:index] + (value,) + seq[index + 1:]


def without(cards: tuple[Card, ...], gone: Sequence[Card]) -> tuple[Card, ...]:
    """``cards`` without those of ``gone``."""
    gone_set = set(gone)
    return tuple(c for c in cards if c not in gone_set)



def awaited(state: State) -> tuple[int, ...]:
    """The one seat whose move is awaited: the Mulligan or play turn, or the seat asked
    about an Interruption; none once the match is finished."""
    if state.phase == Phase.FINISHED:
        return ()
    if state.phase == Phase.INTERRUPTION:
        assert state.window is not None  # an Interruption phase has its window
        return (state.window.asked[0],)
    assert state.to_move is not None  # the Mulligan and play phases have a seat to move
    return (state.to_move,)
