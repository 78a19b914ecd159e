"""The 4 Aces deck (A1): 54 cards, their values, the dealer cut order (A3.1) and compact codes.

Cards are a :class:`Card` ``StrEnum`` whose values are the wire codes of API.md (``AS``,
``10H``, ``QD``, ``BJ``, ``RJ``). The member names are the codes too, so ``Card("2S")`` and
``Card["2S"]`` both work. Per-card facts live in plain dicts (fast on the hot path).
"""

from __future__ import annotations

import string
from collections.abc import Iterable
from enum import StrEnum
from typing import TYPE_CHECKING

from variants.base import IllegalMove
from variants.i18n import T

SUITS = ("S", "C", "D", "H")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
CODES = tuple(rank + suit for suit in SUITS for rank in RANKS) + ("BJ", "RJ")

if TYPE_CHECKING:
    class Card(StrEnum):
        """A 4 Aces card (A1.1); its value is the wire code."""
else:
    # One member per code of CODES, built from the list rather than written out 54 times.
    Card = StrEnum("Card", [(code, code) for code in CODES], module=__name__)
    Card.__doc__ = "A 4 Aces card (A1.1); its value is the wire code."

DECK: tuple[Card, ...] = tuple(Card)
BJ, RJ = Card("BJ"), Card("RJ")
JOKERS = (BJ, RJ)
TWO_OF_SPADES = Card("2S")
ACES = tuple(Card("A" + suit) for suit in SUITS)

#: The canonical order of the deck: suits S, C, D, H, ranks A to K, then BJ, RJ.
INDEX: dict[Card, int] = {card: i for i, card in enumerate(DECK)}
#: A card's rank as a number, A = 1 … K = 13; jokers 0.
RANK: dict[Card, int] = {card: (0 if card in JOKERS else RANKS.index(card[:-1]) + 1) for card in DECK}
SUIT: dict[Card, str | None] = {card: (None if card in JOKERS else card[-1]) for card in DECK}
#: A1.2: the value of a card lying on the table (and of a non-joker played from the hand).
VALUE: dict[Card, int] = {card: (1 if card in JOKERS else min(RANK[card], 10)) for card in DECK}
#: A1.2: the values a joker played from the hand may declare.
JOKER_VALUES = (5, 6, 7, 8, 9)
#: A8.1: the suits of a joker's colour, where it may stand in.
JOKER_SUITS = {BJ: ("S", "C"), RJ: ("D", "H")}
BY_RANK_SUIT: dict[tuple[int, str], Card] = {
    (RANK[c], c[-1]): c for c in DECK if c not in JOKERS
}


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` in the canonical deck order (how hands, piles and the table are listed)."""
    return tuple(sorted(cards, key=INDEX.__getitem__))


_CODE: dict[Card, str] = {card: card.value for card in DECK}


def codes(cards: Iterable[Card]) -> list[str]:
    """The wire codes of ``cards`` as plain strings, in the given order."""
    return [_CODE[card] for card in cards]


#: Wire code -> card; a :class:`Card` finds itself too (it is the str of its code).
BY_CODE: dict[str, Card] = {card.value: card for card in DECK}


def parse_card(code: object) -> Card:
    """The card for a wire code (or a :class:`Card`).

    Raises:
        IllegalMove: A1.1, for a code that is not one of the 54.
    """
    card = BY_CODE.get(code) if isinstance(code, str) else None
    if card is None:
        raise IllegalMove("A1.1", T(f"{code!r} is not a 4 Aces card code",
                                    f"{code!r} non è il codice di una carta di 4 Assi"))
    return card


def interruptible(card: Card) -> bool:
    """A7.1: whether an Interruption may remove ``card``: a 5 to 9, or a joker."""
    return card in JOKERS or 5 <= RANK[card] <= 9


def cut_strength(card: Card) -> int:
    """A3.1: how high ``card`` cuts for the deal; all 54 cards differ, so a cut never ties.

    ``2S`` beats everything; then the jokers, black above red; then K down to A, and at equal
    rank spades > clubs > diamonds > hearts.
    """
    if card == TWO_OF_SPADES:
        return 100
    if card in JOKERS:
        return 99 if card == BJ else 98
    return RANK[card] * 4 + (3 - SUITS.index(SUIT[card]))


# Compact codes: one character per card, for the explicit deals a snapshot keeps for later rounds.
_ALPHABET = string.ascii_letters + "01"
_FROM_CHAR = {ch: DECK[i] for i, ch in enumerate(_ALPHABET)}


def pack(cards: Iterable[Card]) -> str:
    """``cards`` as one character each, in order (for compact snapshots)."""
    return "".join(_ALPHABET[INDEX[card]] for card in cards)


def unpack(packed: str) -> tuple[Card, ...]:
    """The cards of :func:`pack`'s string, in order."""
    return tuple(_FROM_CHAR[ch] for ch in packed)
