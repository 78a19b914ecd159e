"""Explicit deals (API.md "Create", G5, A4.1, R31): reading each round's deal, and the cut for the
first dealer (A3.1, R30).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from variants.base import (
    IllegalSetup,
)
from variants.four_aces.cards import (
    CODES,
    DECK,
    Card,
    cut_strength,
)
from variants.four_aces.options import PART_IT, TABLE_SIZE, Config
from variants.i18n import T
from variants.rng import Rng

# ----------------------------------------------------------------------------------------------
# Explicit deals


def deal_cards(config: Config, index: int, deal: Any) -> tuple[int | None, tuple[Card, ...]]:
    """An explicit deal (API.md) checked against G5, as its dealer and its 54 cards laid out
    hands (seat order), table, stock (top first).

    Raises:
        IllegalSetup: G5 for a deal that is not an object of ``dealer``, ``hands``, ``table``
            and ``stock``, or whose cards are not the 54 of the deck, or a dealer not a seat.
    """
    where = f"deals[{index}]"
    if not isinstance(deal, Mapping):
        raise IllegalSetup("G5", T("a deal is an object with dealer, hands, table and stock",
                                   "una distribuzione è un oggetto con dealer, hands, table e stock"),
                           field=where)
    unknown = set(deal) - {"dealer", "hands", "table", "stock"}
    if unknown:
        extra = min(unknown)
        raise IllegalSetup("G5", T(f"a 4 Aces deal has no {extra!r}",
                                   f"una distribuzione di 4 Assi non ha {extra!r}"),
                           field=f"{where}.{extra}")
    n, h = config.players, config.hand_size
    hands = deal.get("hands")
    if not isinstance(hands, Sequence) or isinstance(hands, str) or len(hands) != n:
        raise IllegalSetup("G5", T(f"the deal needs {n} hands, one per seat",
                                   f"la distribuzione richiede {n} mani, una per posto"),
                           field=f"{where}.hands")
    laid: list[Any] = []
    for seat, hand in enumerate(hands):
        if not isinstance(hand, Sequence) or isinstance(hand, str) or len(hand) != h:
            raise IllegalSetup("G5", T(f"in {config.mode} each hand holds {h} cards (A4.1)",
                                       f"in {config.mode} ogni mano ha {h} carte (A4.1)"),
                               field=f"{where}.hands[{seat}]")
        laid.extend(hand)
    for part, size in (("table", TABLE_SIZE), ("stock", len(DECK) - n * h - TABLE_SIZE)):
        cards = deal.get(part)
        if not isinstance(cards, Sequence) or isinstance(cards, str) or len(cards) != size:
            raise IllegalSetup("G5", T(f"the {part} holds {size} cards (A4.1)",
                                       f"{PART_IT[part]} ha {size} carte (A4.1)"),
                               field=f"{where}.{part}")
        laid.extend(cards)
    seen: set[str] = set()
    for code in laid:
        if code not in CODES:
            raise IllegalSetup("G5", T(f"{code!r} is not a 4 Aces card",
                                       f"{code!r} non è una carta di 4 Assi"), field=where)
        if code in seen:
            raise IllegalSetup("G5", T(f"{code} is dealt twice", f"{code} è distribuita due volte"),
                               field=where)
        seen.add(code)
    dealer = deal.get("dealer")
    if dealer is not None and (not isinstance(dealer, int) or not 0 <= dealer < n):
        raise IllegalSetup("G5", T(f"the dealer is a seat from 0 to {n - 1}",
                                   f"il mazziere è un posto da 0 a {n - 1}"), field=f"{where}.dealer")
    return dealer, tuple(Card(code) for code in laid)


def cut_for_dealer(rng: Rng, players: int) -> tuple[int, list[Card]]:
    """The dealer by the cut (R30, A3.1: each seat cuts a card of a shuffled deck, the highest
    deals) and the cards cut."""
    # R30: seat s cuts the card at position s of a shuffled deck; A3.1 orders all 54, so the
    # highest cut is unique. The cut cards go back: the deal shuffles the whole deck again.
    deck = list(DECK)
    rng.shuffle(deck)
    cut = deck[:players]
    return max(range(players), key=lambda s: cut_strength(cut[s])), cut
