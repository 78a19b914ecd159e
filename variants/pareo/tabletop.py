"""Scorekeeper games (R60-R63): the one deck's limits on the cards the table shows, and the counts
of the cards it has not.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from variants.base import (
    IllegalMove,
)
from variants.emotrions.cards import (
    Card,
)
from variants.i18n import T
from variants.pareo.options import DECK_COUNTS
from variants.pareo.state import Unseen, put


def check_deck(shown: Counter[Card], cards: Sequence[Card]) -> None:
    """R60: refuse ``cards`` when more of a kind would then have been shown than the one deck
    holds (``shown``: the cards shown so far, :meth:`State.shown`).

    Raises:
        IllegalMove: R60 for a card of which the deck has no more (or fewer) unshown.
    """
    for card, n in Counter(cards).items():
        before, total = shown[card], DECK_COUNTS[card]
        if before + n <= total:
            continue
        if before == total:
            raise IllegalMove(
                "R60",
                T(f"the deck holds only {total} {card}; all {total} have been shown",
                  f"il mazzo ha solo {total} {card}; sono già state mostrate tutte e {total}"),
            )
        raise IllegalMove(
            "R60",
            T(f"the deck holds only {total} {card}; {before} have been shown, so no hand can "
              f"hold {n} more",
              f"il mazzo ha solo {total} {card}; ne sono state mostrate {before}, quindi "
              f"nessuna mano può averne altre {n}"),
        )


def shown_from(unseen: Unseen, seat: int, n: int) -> Unseen:
    """``unseen`` after ``n`` cards of ``seat``'s hand were shown (R63): the hand counts that
    many fewer."""
    # R63: ``n`` cards of ``seat``'s hand were shown (staked): the hand holds that many fewer.
    return Unseen(put(unseen.hands, seat, unseen.hands[seat] - n), unseen.stock)
