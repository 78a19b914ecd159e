"""4 Aces' moves as the wire carries them (API.md "Moves"): swap and pass (A5), capture and drop
(A6), interrupt and decline (A7), a scorekeeper game's lay (R72); a capture's value (A6.1,
A1.2).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from variants.base import (
    FieldKind,
    IllegalMove,
    Move,
    move_field,
)
from variants.four_aces.cards import (
    INDEX,
    JOKER_VALUES,
    JOKERS,
    VALUE,
    Card,
    parse_card,
)
from variants.i18n import T, Text

_T = TypeVar("_T")
#: A move of the play phase as :meth:`FourAces.plays` lists it: (card, joker value, take), the
#: take None for a drop.
Play = tuple[Card, int | None, tuple[Card, ...] | None]

# ----------------------------------------------------------------------------------------------
# Moves


def card_tuple(values: Sequence[Any]) -> tuple[Card, ...]:
    """``values`` (wire codes or cards) as cards in the deck's order.

    Raises:
        ValueError: for an unknown card code.
    """
    return tuple(sorted(map(parse_card, values), key=INDEX.__getitem__))


@dataclass(frozen=True)
class Swap(Move):
    """A5: give ``give`` from the hand to the table and take as many table cards, ``take``."""

    TYPE: ClassVar[str] = "swap"
    give: tuple[Card, ...] = move_field(FieldKind.CARDS, "cards given from the hand to the table (A5)")
    take: tuple[Card, ...] = move_field(FieldKind.CARDS, "as many table cards taken (A5)")

    def __post_init__(self) -> None:
        object.__setattr__(self, "give", card_tuple(self.give))
        object.__setattr__(self, "take", card_tuple(self.take))


@dataclass(frozen=True)
class Pass(Move):
    """A5: a Mulligan turn that swaps nothing."""

    TYPE: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Capture(Move):
    """A6.1: play ``card`` and take ``take`` from the table; a joker declares ``joker_value``."""

    TYPE: ClassVar[str] = "capture"
    card: Card = move_field(FieldKind.CARD, "the card played (A6.1)")
    take: tuple[Card, ...] = move_field(FieldKind.CARDS, "the table cards captured (A6.1)")
    joker_value: int | None = move_field(
        FieldKind.INTEGER, "a joker's declared value, 5 to 9 (A1.2)", default=None)

    def __post_init__(self) -> None:
        object.__setattr__(self, "card", parse_card(self.card))
        object.__setattr__(self, "take", card_tuple(self.take))


@dataclass(frozen=True)
class _OneCard(Move):
    card: Card = move_field(FieldKind.CARD, "the card: dropped (A6.1) or interrupted (A7.1)")

    def __post_init__(self) -> None:
        object.__setattr__(self, "card", parse_card(self.card))


@dataclass(frozen=True)
class Drop(_OneCard):
    """A6.1: put ``card`` face up on the table, capturing nothing."""

    TYPE: ClassVar[str] = "drop"


@dataclass(frozen=True)
class Interrupt(_OneCard):
    """A7.1: remove ``card``, just taken by the capturer, from the game."""

    TYPE: ClassVar[str] = "interrupt"


@dataclass(frozen=True)
class Decline(Move):
    """A7.3: let the capture stand when asked about an Interruption."""

    TYPE: ClassVar[str] = "decline"


@dataclass(frozen=True)
class Lay(Move):
    """R72, scorekeeper games only: the dealer reports ``cards``, laid face up from the stock to
    the table (the 6 of A4.1 at a round's start, the up to 4 of A6.2 after a Piuma)."""

    TYPE: ClassVar[str] = "lay"
    cards: tuple[Card, ...] = move_field(
        FieldKind.CARDS, "the table cards laid from the stock (A4.1, A6.2; R72)")

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", card_tuple(self.cards))


MOVE_TYPES: dict[str, type[Move]] = {
    cls.TYPE: cls for cls in (Swap, Pass, Capture, Drop, Interrupt, Decline, Lay)
}



def build(cls: type[_T], **fields: Any) -> _T:
    """A dataclass instance from fields already checked and canonical (listed moves, loaded
    snapshots), skipping ``__init__`` and ``__post_init__`` on the hot path."""
    built = object.__new__(cls)
    built.__dict__.update(fields)
    return built



def play_move(seat: int, card: Card, joker_value: int | None,
              take: tuple[Card, ...] | None) -> Move:
    """The move :meth:`FourAces.plays` lists as ``(card, joker_value, take)``: a capture, or
    the drop of ``card`` when ``take`` is None (A6.1)."""
    if take is None:
        return Drop(seat, card)
    return build(Capture, seat=seat, card=card, take=take, joker_value=joker_value)


def capture_values(card: Card) -> tuple[int, ...]:
    """A1.2: the values ``card`` may capture with: a joker's declared 5 to 9, else its own."""
    return JOKER_VALUES if card in JOKERS else (VALUE[card],)


def capture_value(card: Card, joker_value: Any, take: Sequence[Card],
                  table: Sequence[Card]) -> int:
    """A6.1: the value at which ``card``, played from the hand, captures ``take`` from ``table``
    (A1.2: a joker at its declared ``joker_value``), when the rules allow the capture. Whether
    the player holds ``card`` is not checked here. The engine and the ``capture`` ruling both
    decide a capture with it.

    Raises:
        IllegalMove: A1.2 for a joker without a value from 5 to 9, or a value declared for
            another card; A6.1 for a take of no card, naming a card twice or one not on the
            table, or adding up to another value.
    """
    value = played_value(card, joker_value)
    if not take:
        raise IllegalMove("A6.1", T("a capture takes at least one table card; a card that "
                                    "captures nothing is dropped (send drop)",
                                    "una presa prende almeno una carta dal tavolo; una carta "
                                    "che non prende nulla si cala (invia drop)"))
    for i, c in enumerate(take):
        if c in take[:i]:
            raise IllegalMove("A6.1", T(f"the take names {c} twice",
                                        f"la presa nomina {c} due volte"))
    on_table = set(table)
    for c in take:
        if c not in on_table:
            raise IllegalMove("A6.1", not_on_table(c))
    total = sum(VALUE[c] for c in take)
    if total != value:
        worth = (T(f"declared {value}", f"è dichiarato {value}") if card in JOKERS
                 else T(f"worth {value}", f"vale {value}"))
        raise IllegalMove("A6.1", T(f"the take {' + '.join(take)} adds up to {total}, not "
                                    f"{value}: the played {card} is ",
                                    f"la presa {' + '.join(take)} fa {total}, non {value}: il "
                                    f"{card} giocato ") + worth)
    return value


def played_value(card: Card, joker_value: Any) -> int:
    """A1.2: the value ``card`` is played at.

    Raises:
        IllegalMove: A1.2, for a joker without a value from 5 to 9, or a value on another card.
    """
    if card in JOKERS:
        if isinstance(joker_value, bool) or joker_value not in JOKER_VALUES:
            raise IllegalMove("A1.2", T(f"a joker played from the hand declares a joker_value from"
                                        f" 5 to 9, not {joker_value!r}",
                                        f"un jolly giocato dalla mano dichiara un joker_value da"
                                        f" 5 a 9, non {joker_value!r}"))
        return int(joker_value)
    if joker_value is not None:
        raise IllegalMove("A1.2", T(f"only a joker declares a value; {card} is worth {VALUE[card]}",
                                    f"solo un jolly dichiara un valore; {card} vale {VALUE[card]}"))
    return VALUE[card]


def not_held(card: Card) -> Text:
    """The words of a refusal of ``card``, not held."""
    return T(f"you do not hold {card}", f"non hai {card}")


def not_on_table(card: Card) -> Text:
    """The words of a refusal of ``card``, not on the table."""
    return T(f"{card} is not on the table", f"{card} non è sul tavolo")
