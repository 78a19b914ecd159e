"""Forfeits (R96): the other player wins at once; the hand under way is not counted."""

from __future__ import annotations

from dataclasses import replace

from variants.base import (
    Event,
    evolve,
)
from variants.emotrions.cards import (
    pile_score,
    sort_cards,
)
from variants.emotrions.match import HandOutcome
from variants.pareo.state import (
    FINISHED,
    State,
)


def forfeit(state: State, seat: int) -> tuple[State, list[Event]]:
    """R96: the other player wins at once; the hand under way is not counted and the cards
    still in play are put aside (in a scorekeeper game, those the referee has not seen are
    counted with the stock's, R63). Never raises."""
    other = 1 - seat
    match = replace(
        state.match, out=tuple(p == seat for p in (0, 1)), playoff=(), playoff_kind=None,
        winners=(other,),
    )
    points = (pile_score(state.piles[0]), pile_score(state.piles[1]))
    reason = "the other player forfeited"
    outcome = HandOutcome(False, went_out=(seat,), winners=(other,), rule="R96",
                          reason=reason)
    events = [
        Event("hand_ended", {
            "hand_number": state.hand_number, "points": list(points),
            "totals": list(match.totals), "remainder": None, "outcome": outcome.to_dict(),
        }),
        Event("game_ended", {"winners": [other], "totals": list(match.totals),
                             "rule": "R96", "reason": reason}),
    ]
    left = (*state.discards, *state.hands[0], *state.hands[1], *state.attack)
    unseen = state.unseen
    if unseen is not None:
        unseen = replace(unseen, hands=(0, 0), stock=unseen.stock + sum(unseen.hands))
    new = evolve(
        state, match=match, phase=FINISHED, hands=((), ()), attack=(),
        discards=tuple(sort_cards(left)), history=(*state.history, (*points, False)),
        unseen=unseen,
    )
    return new, events
