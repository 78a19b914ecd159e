"""EmotrionsOnCards' moves as the wire carries them (API.md "Moves"): a stake (E3.2), the next
style (E6.2), a Forced Exchange call or link (E7), a decline, a scorekeeper game's reveal
(R56).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from variants.base import (
    FieldKind,
    Move,
    move_field,
)
from variants.emotrions.cards import (
    Card,
    parse_card,
    sort_cards,
)
from variants.emotrions.options import SWITCHES, Style

# ----------------------------------------------------------------------------------------------
# Moves


def card_tuple(cards: Iterable[Card | str]) -> tuple[Card, ...]:
    """``cards`` (cards or wire codes) as cards in canonical order."""
    return tuple(sort_cards(c if isinstance(c, Card) else parse_card(c) for c in cards))


@dataclass(frozen=True)
class Stake(Move):
    """E3.2: stake 1 or 2 cards from the hand (listed in card order, so equal stakes are equal)."""

    TYPE: ClassVar[str] = "stake"
    cards: tuple[Card, ...] = move_field(FieldKind.CARDS, "the 1 or 2 cards staked (E3.2, E3.3)")

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", card_tuple(self.cards))


@dataclass(frozen=True)
class ChooseStyle(Move):
    """E6.2: the trick winner chooses the next trick's style."""

    TYPE: ClassVar[str] = "choose_style"
    stock_face_up: bool = move_field(FieldKind.BOOLEAN, "the stock's top card face up (E6.2)")
    covered: bool = move_field(FieldKind.BOOLEAN, "stakes played face down (E6.2)")
    naked: bool = move_field(FieldKind.BOOLEAN, "hands played face up (E6.2)")

    def __post_init__(self) -> None:
        for name in SWITCHES:
            if type(getattr(self, name)) is not bool:
                raise ValueError(f"{name} must be true or false, not {getattr(self, name)!r}")

    @property
    def style(self) -> Style:
        """The style chosen for the next trick (E6.2)."""
        return Style(self.stock_face_up, self.covered, self.naked)


@dataclass(frozen=True)
class Exchange(Move):
    """E7: the first one calls a Forced Exchange and takes from ``victim``; later ones are the
    chain's takes (E7.3)."""

    TYPE: ClassVar[str] = "exchange"
    victim: int = move_field(FieldKind.SEAT, "the seat taken from (E7.3)")


@dataclass(frozen=True)
class Decline(Move):
    """E7.1: decline to call a Forced Exchange when asked."""

    TYPE: ClassVar[str] = "decline"


@dataclass(frozen=True)
class Reveal(Move):
    """E4.1 in a scorekeeper game: the table reports the cards the one player still holding
    cards adds to their won pile (listed in card order)."""

    TYPE: ClassVar[str] = "reveal"
    cards: tuple[Card, ...] = move_field(
        FieldKind.CARDS, "the cards still held, added to their holder's pile (E4.1, R56)")

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", card_tuple(self.cards))
