"""What the Emotrions family's engines share (EmotrionsOnCards and Emotrions Pareo, which plays
with the same cards and the same match, E4-E5): wire codes, card names in refusals, whether a
hand holds a stake, the play-off in a view, and the packing of cards into snapshot strings."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from variants.emotrions.cards import Card, holds
from variants.emotrions.match import Match
from variants.i18n import T, Text

_CODE = {card: card.value for card in Card}


def codes(cards: Iterable[Card]) -> list[str]:
    """The cards' wire codes as plain strings (views and events are JSON-ready). Never
    raises."""
    return list(map(_CODE.__getitem__, cards))


def names(cards: Sequence[Card]) -> Text:
    """The cards as a refusal names them (``love+love``), in every language. Never raises."""
    joined = "+".join(map(_CODE.__getitem__, cards))
    return T(joined, joined) if cards else T("no cards", "nessuna carta")


def holds_stake(hand: tuple[Card, ...], cards: tuple[Card, ...]) -> bool:
    """Whether ``hand`` holds every card of ``cards`` (E3.3), twice a card named twice: the
    quick way for the one or two cards of a stake, :func:`~variants.emotrions.cards.holds`
    for more. Never raises."""
    if len(cards) == 1:
        return cards[0] in hand
    if len(cards) == 2 and cards[0] == cards[1]:
        return hand.count(cards[0]) >= 2
    if len(cards) == 2:
        return cards[0] in hand and cards[1] in hand
    return holds(hand, cards)


def playoff(match: Match) -> dict[str, Any] | None:
    """The play-off under way as a view shows it (E5.2, E5.3), or None. Never raises."""
    if not match.playoff:
        return None
    return {"seats": list(match.playoff), "kind": match.playoff_kind}


class Packing:
    """Cards as one character each in a snapshot string, by a game's own alphabet (each game
    keeps the one its stored snapshots were written with)."""

    def __init__(self, alphabet: Mapping[Card, str]) -> None:
        self._char = dict(alphabet)
        self._card = {char: card for card, char in alphabet.items()}

    def pack(self, cards: Iterable[Card]) -> str:
        """The cards as a string, one character each. Never raises."""
        return "".join(map(self._char.__getitem__, cards))

    def unpack(self, text: str) -> tuple[Card, ...]:
        """The cards back from :meth:`pack`. Never raises on what :meth:`pack` wrote."""
        return tuple(map(self._card.__getitem__, text))
