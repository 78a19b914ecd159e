"""4 Aces scorekeeper games (``"deal": "table"``): what the referee knows of real cards.

The table shuffles and deals; the referee knows only what is shown (rulings R70–R75 in
``docs/rulings/four-aces.md``). Per seat it keeps how many cards the hand holds and the cards
known to be in it (table cards taken in a Mulligan swap, A5: they were face up); it keeps the
stock's count, and every card shown this round: on the table, in the piles (A6.4: public),
removed by an Interruption, discarded. Each round is dealt from the whole deck, so the
accounting starts afresh with every round. One deck holds one of each card (A1.1): a card
shown twice is refused (R70).

These functions read a :class:`~variants.four_aces.engine.State` (duck-typed: the engine
imports this module) and never change it.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from math import comb
from typing import Any

from variants.base import IllegalMove
from variants.four_aces.cards import DECK, Card, codes, sort_cards
from variants.i18n import T, Text

#: R70: the rule a card shown when it is already accounted for breaks.
ACCOUNTING_RULE = "R70"


#: Where a shown card can be (besides a hand, named by its seat), in words.
_PLACES = {
    "table": T("on the table", "sul tavolo"),
    "pile": T("in a pile", "in un mucchio"),
    "removed": T("removed by an Interruption", "tolta da un'Interruzione"),
    "discarded": T("discarded", "scartata"),
}


def whereabouts(state: Any) -> dict[Card, str | int]:
    """R70: every card shown this round and where it is now: a place of :data:`_PLACES`, or
    the seat whose hand is known to hold it (all public)."""
    where: dict[Card, str | int] = dict.fromkeys(state.table, "table")
    for pile in state.piles:
        where.update(dict.fromkeys(pile, "pile"))
    where.update(dict.fromkeys(state.removed, "removed"))
    where.update(dict.fromkeys(state.discarded, "discarded"))
    for seat, known in enumerate(state.hands):
        where.update(dict.fromkeys(known, seat))
    return where


def _place(place: str | int) -> Text:
    if isinstance(place, int):
        return T(f"known to be in seat {place}'s hand", f"di sicuro nella mano del posto {place}")
    return _PLACES[place]


def unseen(state: Any) -> tuple[Card, ...]:
    """The cards not shown this round, in deck order: in the stock or unknown in a hand."""
    where = whereabouts(state)
    return tuple(card for card in DECK if card not in where)


def free_slots(state: Any, seat: int) -> int:
    """How many of ``seat``'s cards the referee does not know (R71)."""
    free: int = state.counts[seat] - len(state.hands[seat])
    return free


def shown_twice(cards: Sequence[Card], where: dict[Card, str | int], allowed: Iterable[Card] = ()
                ) -> IllegalMove | None:
    """R70: the refusal for a report that shows a card twice, in itself or after it was
    shown already (``allowed``: the cards it may show again, those known in the reporting
    hand), or None."""
    allowed = set(allowed)
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            return IllegalMove(ACCOUNTING_RULE, T(
                f"the deck holds one {card}, and this report shows it twice",
                f"il mazzo ha un solo {card}, e questa dichiarazione lo mostra due volte"))
        seen.add(card)
        if card in where and card not in allowed:
            return IllegalMove(ACCOUNTING_RULE, T(
                f"the deck holds one {card}, and it has been shown already: it is ",
                f"il mazzo ha un solo {card}, ed è già stato mostrato: è ") + _place(where[card]))
    return None


def from_hand_refusal(state: Any, seat: int, cards: Sequence[Card], rule: str
                      ) -> IllegalMove | None:
    """Why ``cards`` (distinct) cannot be shown from ``seat``'s hand, or None.

    R70 for a card shown already somewhere else; ``rule`` (the move's own "you do not hold"
    rule: A5.x for a swap, A6.1 for a capture or drop) when the hand has too few unknown cards
    left for the cards that are not known to be in it (R71).
    """
    known = state.hands[seat]
    refused = shown_twice(cards, whereabouts(state), allowed=known)
    if refused:
        return refused
    extra = [card for card in cards if card not in known]
    free = free_slots(state, seat)
    if len(extra) <= free:
        return None
    count = state.counts[seat]
    held = T(f"seat {seat} holds {count} cards", f"il posto {seat} ha {count} carte")
    if known:
        held = held + T(f", all of them known ({', '.join(codes(known))})" if not free else
                        f", {len(known)} of them known ({', '.join(codes(known))})",
                        f", tutte note ({', '.join(codes(known))})" if not free else
                        f", di cui {len(known)} note ({', '.join(codes(known))})")
    names = ", ".join(codes(extra))
    return IllegalMove(rule, held + T(f": it cannot also hold {names}",
                                      f": non può avere anche {names}"))


def hand_candidates(state: Any, seat: int) -> tuple[Card, ...]:
    """R74: the cards that may be in ``seat``'s hand, in deck order: the known ones, and every
    unseen card while the hand has an unknown card."""
    known: tuple[Card, ...] = state.hands[seat]
    if not free_slots(state, seat):
        return known
    return sort_cards((*known, *unseen(state)))


def give_count(state: Any, seat: int, k: int) -> int:
    """R74: how many sets of ``k`` cards ``seat`` may give in a Mulligan swap: at most as
    many unknown cards as the hand has."""
    known, free = len(state.hands[seat]), free_slots(state, seat)
    others = len(unseen(state)) if free else 0
    return sum(comb(known, k - j) * comb(others, j) for j in range(min(k, free) + 1))


def gives(state: Any, seat: int, k: int) -> Iterable[tuple[Card, ...]]:
    """The sets :func:`give_count` counts, lazily, in the order of
    ``itertools.combinations`` over :func:`hand_candidates`."""
    known, free = set(state.hands[seat]), free_slots(state, seat)
    if free >= k:
        yield from itertools.combinations(hand_candidates(state, seat), k)
        return
    for cards in itertools.combinations(hand_candidates(state, seat), k):
        if sum(card not in known for card in cards) <= free:
            yield cards
