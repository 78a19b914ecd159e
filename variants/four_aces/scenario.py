"""Explicit deals from partial hands, and positions in play, for set-ups, examples and tests."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from variants.four_aces.cards import CODES, DECK, RANK, codes, parse_card, sort_cards
from variants.four_aces.engine import TABLE_SIZE, Config, State, mulligan_turns

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


def position(config: Config, hands: Sequence[Sequence[str]], table: Sequence[str],
             stock: Sequence[str] = (), piles: Sequence[Sequence[str]] | None = None,
             removed: Sequence[str] = (), to_move: int = 0, dealer: int = 0,
             **fields: Any) -> State:
    """A play-phase state (the Mulligan over) holding the named cards where they are named;
    every card named nowhere is discarded. ``fields`` set further snapshot fields
    (``totals``, ``history``, ``used`` …, in :meth:`FourAces.dump`'s shape).

    Raises:
        AssertionError: if the position breaks an invariant (:meth:`FourAces.audit`).
    """
    from variants.four_aces import VARIANT

    dealt, _ = VARIANT.start(config, "position", start={"dealer": dealer})
    piles = piles or [[] for _ in range(config.sides)]
    placed = {c for part in (*hands, table, stock, *piles, removed) for c in part}
    snapshot = VARIANT.dump(dealt)
    snapshot.update(
        phase="play", to_move=to_move, mulligan=[mulligan_turns(config, False), False],
        hands=[_in_order(h) for h in hands], table=_in_order(table), stock=list(stock),
        piles=[_in_order(p) for p in piles], removed=list(removed),
        discarded=[c for c in CODES if c not in placed], **fields,
    )
    state: State = VARIANT.load(snapshot)
    VARIANT.audit(state)
    return state


def _in_order(cards: Sequence[str]) -> list[str]:
    return codes(sort_cards(parse_card(c) for c in cards))
