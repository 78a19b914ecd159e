"""Emotrions Pareo's moves as the wire carries them (API.md "Moves"): attack (P2 b), answer and
decline (P2 c, P3), a scorekeeper game's reveal (R62); and the stakes a hand can make, listed
once per hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from variants.base import (
    FieldKind,
    Move,
    move_field,
)
from variants.emotrions.cards import (
    Card,
    combinations,
    parse_card,
    sort_cards,
)
from variants.pareo.chart import allows
from variants.pareo.options import DECK_COUNTS

# ----------------------------------------------------------------------------------------------
# Moves


def stake_cards(cards: Iterable[Any]) -> tuple[Card, ...]:
    """Cards from wire codes (or cards), in canonical order so equal stakes compare equal.

    Raises:
        ValueError: for an unknown card code (malformed input, which schemas refuse first).
    """
    return tuple(sort_cards(c if type(c) is Card else parse_card(c) for c in cards))


@dataclass(frozen=True)
class StakeMove(Move):
    """A move of cards: an attack (P2 b), an answer (P3) or a reveal (P6, R62), its cards in
    canonical order."""
    cards: tuple[Card, ...] = move_field(
        FieldKind.CARDS, "the cards: of an attack (P2 b), an answer (P3) or a reveal (P6, R62)")

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", stake_cards(self.cards))


@dataclass(frozen=True)
class Attack(StakeMove):
    """The Challenger stakes a valid combination from hand (P2 b, E3.3)."""

    TYPE: ClassVar[str] = "attack"


@dataclass(frozen=True)
class Answer(StakeMove):
    """The Pareo answers with a match, a lone force or a lone hunger (P2 c, P3)."""

    TYPE: ClassVar[str] = "answer"


@dataclass(frozen=True)
class Decline(Move):
    """The Pareo does not answer (P2 c)."""

    TYPE: ClassVar[str] = "decline"


@dataclass(frozen=True)
class Reveal(StakeMove):
    """In a scorekeeper game, the cards a player still holds at the end of a hand, shown to be
    added to their pile (P6, R62). Not a stake: any number of cards."""

    TYPE: ClassVar[str] = "reveal"





def hand_shape(hand: tuple[Card, ...]) -> tuple[Card, ...]:
    """``hand`` (sorted) with each kind kept at most twice: all its stakes depend on (E3.3)."""
    # A sorted hand with each type kept at most twice: all that its stakes depend on (E3.3).
    return tuple(c for i, c in enumerate(hand) if i < 2 or hand[i - 2] != c)


def possible_shape(shown: Counter[Card], count: int) -> tuple[Card, ...]:
    """The shape of every hand of ``count`` cards the referee cannot rule out in a scorekeeper
    game (R64, R60)."""
    # R64: the shape of every hand of ``count`` cards the referee cannot rule out: each kind as
    # often as the deck has it left unshown (R60), at most twice (and at most ``count`` times).
    left = DECK_COUNTS - shown
    most = min(count, 2)
    return tuple(c for c in Card for _ in range(min(left[c], most)))


def within(moves: Iterable[Move], count: int) -> list[Move]:
    """``moves`` a hand of ``count`` cards can make (R64: a hand of one card stakes it alone).
    """
    # R64: a hand of one card stakes it alone (the shape of a hand of one holds many kinds).
    if count > 1:
        return list(moves)
    return [m for m in moves if len(getattr(m, "cards", ())) <= count]


# legal_moves runs on every request; hands cut to their shape repeat a great deal. The caches
# stay small: every entry is objects the garbage collector tracks, and a bot's search fills
# them, so at 8192 entries each a full collection walked some 160,000 more objects and took
# about 100 ms, a pause inside whichever request set it off (docs/bots.md, think time).
@lru_cache(maxsize=1024)
def stakes(shape: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    """Every valid stake (E3.3) of a hand of ``shape``."""
    return tuple(combinations(shape))


@lru_cache(maxsize=1024)
def attacks(seat: int, shape: tuple[Card, ...]) -> tuple[Attack, ...]:
    """Every attack (P2 b) of ``seat`` with a hand of ``shape``."""
    return tuple(Attack(seat, stake) for stake in stakes(shape))


@lru_cache(maxsize=1024)
def answers(seat: int, shape: tuple[Card, ...], attack: tuple[Card, ...]) -> tuple[Move, ...]:
    """Every answer (P3) of ``seat`` with a hand of ``shape`` that ``attack`` allows, then the
    decline."""
    allowed = (s for s in stakes(shape) if allows(attack, s))
    return (*(Answer(seat, stake) for stake in allowed), Decline(seat))
