"""Emotrions Pareo's state: the phases, the frozen :class:`State` of a game (the scorekeeper
game's :class:`Unseen` counts among it) and what it tells without changing it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Any

from variants.emotrions.cards import (
    Card,
)
from variants.emotrions.match import Match
from variants.pareo.options import PLAYERS, Config
from variants.rng import Rng


class Phase(StrEnum):
    """What the game waits for; the values are the view's ``phase``."""

    ATTACK = "attack"  # P2 b
    ANSWER = "answer"  # P2 c
    #: R62: a scorekeeper game waits here for the cards a player still holds at the hand's end.
    REVEAL = "reveal"
    FINISHED = "finished"


ATTACK, ANSWER, REVEAL, FINISHED = Phase


# ----------------------------------------------------------------------------------------------
# State


@dataclass(frozen=True)
class Deal:
    """An explicit deal (API.md): both hands (sorted), the stock top card first, the first
    Challenger if given."""

    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    stock: tuple[Card, ...]
    leader: int | None = None


@dataclass(frozen=True)
class Unseen:
    """What the referee of a scorekeeper game knows of the cards it has not seen (R63): how
    many each hand holds and how many are left in the stock."""

    hands: tuple[int, int]
    stock: int


@dataclass(frozen=True)
class State:
    """A Pareo game. Hands, piles and discards are kept sorted (their order says nothing);
    the stock is listed top card first. ``opener`` is the first Challenger of the hand (P1);
    ``history`` holds each finished hand's points and whether they counted (E5.2);
    ``deals`` the explicit deals of the hands still to come. In a scorekeeper game
    (``tabletop``) ``unseen`` counts the cards in hands and stock, which stay empty (R63)."""

    config: Config
    rng: Rng
    match: Match
    hand_number: int
    opener: int
    challenger: int
    phase: Phase
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    stock: tuple[Card, ...]
    attack: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], tuple[Card, ...]]
    discards: tuple[Card, ...]
    history: tuple[tuple[int, int, bool], ...]
    deals: tuple[Deal, ...]
    unseen: Unseen | None = None

    @property
    def pareo(self) -> int:
        """The Pareo's seat: the other player (P1)."""
        return 1 - self.challenger

    @property
    def tabletop(self) -> bool:
        """Whether this is a scorekeeper game (``"deal": "table"``): the table reports the
        cards as they are shown; the referee never sees a hand or the stock."""
        return self.unseen is not None

    def count(self, seat: int) -> int:
        """How many cards ``seat`` holds."""
        return self.unseen.hands[seat] if self.unseen else len(self.hands[seat])

    def stock_count(self) -> int:
        """How many cards are left in the stock."""
        return self.unseen.stock if self.unseen else len(self.stock)

    def shown(self) -> Counter[Card]:
        """Every card shown in this hand, by kind: the table, the piles and the discards. In
        Pareo a shown card never goes back into a hand (R60)."""
        return Counter((*self.attack, *self.piles[0], *self.piles[1], *self.discards))


def new_state(**fields: Any) -> State:
    """A :class:`State` of ``fields`` already checked (a snapshot's), skipping ``__init__`` on
    the hot path."""
    state = object.__new__(State)
    state.__dict__.update(fields)
    return state


@cache
def config_of(**options: Any) -> Config:
    """The :class:`Config` of ``options`` (a snapshot's), built once per combination."""
    # Snapshots are loaded on every request; there are only eight configs.
    return Config(PLAYERS, **options)




def put(pair: tuple[Any, Any], seat: int, value: Any) -> tuple[Any, Any]:
    """``pair`` with ``seat``'s item replaced by ``value``."""
    return (value, pair[1]) if seat == 0 else (pair[0], value)







