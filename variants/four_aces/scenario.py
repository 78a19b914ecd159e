"""Explicit deals from partial hands, for tabletop set-ups, examples and tests."""

from __future__ import annotations

from typing import Any, Sequence

from variants.four_aces.cards import DECK, RANK, codes, parse_card
from variants.four_aces.engine import TABLE_SIZE, Config

#: The order the cards not named fill hands and then the stock: court cards and tens first
#: (they capture only 10-sums), then the rest from the top of the deck order.
_FILLER = sorted(DECK, key=lambda card: (-RANK[card] if RANK[card] >= 10 else 0))


def fill_deal(config: Config, dealer: int, hands: Sequence[Sequence[str]],
              table: Sequence[str], stock: Sequence[str] = ()) -> dict[str, Any]:
    """An explicit deal in the API.md shape: the named cards where they are named, each hand
    filled up to its A4.1 size (the table first, then the hands) and the stock completed (under the named top cards) with the
    cards not named, in a fixed order.

    Raises:
        IllegalMove: A1.1 for an unknown code. (The deal itself is checked by ``start``.)
    """
    named = {parse_card(c) for part in (*hands, table, stock) for c in part}
    spare = iter([card for card in _FILLER if card not in named])
    laid_table = list(table) + codes(next(spare) for _ in range(TABLE_SIZE - len(table)))
    laid_hands = [list(hand) + codes(next(spare) for _ in range(config.hand_size - len(hand)))
                  for hand in hands]
    return {"dealer": dealer, "hands": laid_hands, "table": laid_table,
            "stock": list(stock) + codes(spare)}
