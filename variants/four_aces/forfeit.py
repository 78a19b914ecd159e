"""Forfeits (R97, R98): in duel and teams the other side wins at once; in odd and even the
match ends and the highest total among the others wins."""

from __future__ import annotations

import itertools

from variants.base import (
    Event,
    evolve,
)
from variants.four_aces.state import (
    Phase,
    State,
)


def forfeit(state: State, seat: int) -> tuple[State, list[Event]]:
    """R97: in ``duel`` and ``teams`` the other player or pair wins the match at once;
    R98: in ``odd`` and ``even`` the match ends at once and the highest VP total among the
    others wins (the forfeiter cannot). The round under way is not counted; what is not in
    a pile is put aside. Never raises."""
    cfg = state.config
    lost = cfg.side(seat)
    others = [side for side in range(cfg.sides) if side != lost]
    if cfg.mode in ("duel", "teams"):
        rule, sides = "R97", others  # the other player, or pair, wins
    else:
        best = max(state.totals[side] for side in others)
        rule, sides = "R98", [side for side in others if state.totals[side] == best]
    winners = tuple(sorted(p for side in sides for p in cfg.seats_of(side)))
    discarded = (state.discarded + state.table + state.stock
                 + tuple(itertools.chain(*state.hands)))
    new = evolve(
        state, phase=Phase.FINISHED, winners=winners, hands=((),) * cfg.players, table=(),
        stock=(), discarded=discarded, window=None, to_move=None, protected_turn=False,
    )
    events = [Event("game_ended", {
        "winners": list(winners), "rule": rule, "decided_by": "forfeit", "forfeited": seat,
        "round": state.round,
        "totals": [state.totals[cfg.side(p)] for p in range(cfg.players)],
    })]
    return new, events
