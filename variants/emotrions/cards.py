"""The Emotrions card model shared by EmotrionsOnCards and Emotrions Pareo (E1, E3.3, E3.4, E4.2).

Both games stake the same combinations of the same cards; only what a table of stakes leads to
differs, so this module holds everything about cards and combinations and nothing about turns.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable, Sequence

from variants.i18n import T, Text


class Card(enum.StrEnum):
    """An Emotrion (E1.1). The value is the wire code of API.md."""

    JOY = "joy"
    LOVE = "love"
    GOODNESS = "goodness"
    FORCE = "force"
    SADNESS = "sadness"
    HATRED = "hatred"
    FURY = "fury"
    HUNGER = "hunger"
    INDECISION = "indecision"


#: E1.1 values.
VALUE: dict[Card, int] = {
    Card.JOY: 1,
    Card.LOVE: 3,
    Card.GOODNESS: 5,
    Card.FORCE: 7,
    Card.SADNESS: -1,
    Card.HATRED: -3,
    Card.FURY: -5,
    Card.HUNGER: 0,
    Card.INDECISION: 0,
}

POSITIVE = frozenset({Card.JOY, Card.LOVE, Card.GOODNESS, Card.FORCE})
NEGATIVE = frozenset({Card.SADNESS, Card.HATRED, Card.FURY})
NEUTRAL = frozenset({Card.HUNGER, Card.INDECISION})

#: The order cards are listed in views and snapshots: deck order of E1.1.
ORDER: dict[Card, int] = {card: i for i, card in enumerate(Card)}

#: The six cards of an Emotrions Exit starting hand (E8.1).
EXIT_HAND: tuple[Card, ...] = (
    Card.JOY,
    Card.SADNESS,
    Card.LOVE,
    Card.HATRED,
    Card.GOODNESS,
    Card.FURY,
)


def deck(decks: int = 1) -> list[Card]:
    """The full deck: 4 of each type per deck (E1.1, E1.2), in :data:`ORDER`."""
    return [card for card in Card for _ in range(4 * decks)]


def sort_cards(cards: Iterable[Card]) -> list[Card]:
    """Cards in :data:`ORDER`, so that a listed hand says nothing of the order it was drawn in."""
    return sorted(cards, key=ORDER.__getitem__)


def sign(card: Card) -> int:
    """+1 for a positive card, -1 for a negative one, 0 for a neutral one (E1.1)."""
    return 1 if card in POSITIVE else -1 if card in NEGATIVE else 0


def combination_error(cards: Sequence[Card]) -> Text | None:
    """Why ``cards`` is not a valid stake (E3.3), in English and Italian, or ``None`` when it is.

    Valid: one card of any type; two positive; two negative; ``indecision`` with a positive or
    negative card; two ``indecision``. ``hunger`` is never part of a two-card stake.
    """
    if len(cards) not in (1, 2):
        return T(
            f"a stake is 1 or 2 cards, not {len(cards)}",
            f"una puntata è di 1 o 2 carte, non {len(cards)}",
        )
    if len(cards) == 1:
        return None
    a, b = cards
    if Card.HUNGER in (a, b):
        return T(
            "hunger can never be part of a two-card stake",
            "hunger non può mai far parte di una puntata di due carte",
        )
    if Card.INDECISION in (a, b):
        return None
    if sign(a) != sign(b):
        return T(
            f"{a} and {b} are of opposite signs: a pair must be both positive or both negative",
            f"{a} e {b} sono di segno opposto: una coppia deve essere tutta positiva o tutta "
            "negativa",
        )
    return None


def is_valid_combination(cards: Sequence[Card]) -> bool:
    """True when ``cards`` is a valid stake (E3.3)."""
    return combination_error(cards) is None


def strength(cards: Sequence[Card]) -> int:
    """A stake's strength (E3.4): the sum of absolute values; with one ``indecision`` in a pair,
    twice the other card's absolute value. ``indecision`` alone or twice, and ``hunger``: 0."""
    if len(cards) == 2 and Card.INDECISION in cards:
        other = cards[1] if cards[0] == Card.INDECISION else cards[0]
        return 2 * abs(VALUE[other])
    return sum(abs(VALUE[c]) for c in cards)


def is_pass(cards: Sequence[Card]) -> bool:
    """A stake made only of ``indecision`` is a pass (E3.8): it can never win a trick."""
    return all(c == Card.INDECISION for c in cards)


def trick_winner(trick: Sequence[tuple[int, Sequence[Card]]]) -> int | None:
    """The seat that wins a completed trick, its ``(seat, stake)`` in staking order, or None
    when nobody does: Hunger eats the trick whatever else was staked (E3.5); else the highest
    strength wins, a tie going to the earliest staker (E3.6), and a pass never wins (E3.8).
    Never raises."""
    if any(Card.HUNGER in cards for _, cards in trick):
        return None
    best, winner = -1, None
    for seat, cards in trick:
        if not is_pass(cards) and strength(cards) > best:
            best, winner = strength(cards), seat
    return winner


def pile_score(pile: Iterable[Card]) -> int:
    """A won pile's score (E4.2): the sum of card values; neutral cards count 0."""
    return sum(VALUE[c] for c in pile)


def combinations(hand: Iterable[Card]) -> list[tuple[Card, ...]]:
    """Every distinct valid stake (E3.3) that ``hand`` can make, in a stable order.

    Cards of one type are interchangeable (E1.2), so each distinct multiset is listed once.
    """
    counts = Counter(hand)
    kinds = sort_cards(counts)
    out: list[tuple[Card, ...]] = [(k,) for k in kinds]
    for i, a in enumerate(kinds):
        for b in kinds[i:]:
            if a == b and counts[a] < 2:
                continue
            if is_valid_combination((a, b)):
                out.append((a, b))
    return out


def holds(hand: Iterable[Card], cards: Iterable[Card]) -> bool:
    """True when ``hand`` holds every card of ``cards`` (counting repeats)."""
    need = Counter(cards)
    have = Counter(hand)
    return all(have[c] >= n for c, n in need.items())


def remove_cards(hand: list[Card], cards: Iterable[Card]) -> list[Card]:
    """``hand`` without one copy of each of ``cards`` (which it must hold)."""
    rest = list(hand)
    for c in cards:
        rest.remove(c)
    return rest


def parse_card(code: str) -> Card:
    """The card named by a wire code.

    Raises:
        ValueError: naming the unknown code.
    """
    try:
        return Card(code)
    except ValueError:
        raise ValueError(f"unknown card {code!r}") from None
