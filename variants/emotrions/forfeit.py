"""Forfeits (R95): a seat that resigns or runs out of time is out; the game ends when one player
is left, else it goes on without that seat.
"""

from __future__ import annotations

from dataclasses import replace

from variants.base import (
    Event,
    IllegalMove,
    evolve,
)
from variants.emotrions.cards import (
    pile_score,
)
from variants.emotrions.flow import (
    end_hand,
    resolve_trick,
    start_hand,
    start_trick,
)
from variants.emotrions.match import HandOutcome, Match
from variants.emotrions.options import (
    STANDARD,
)
from variants.emotrions.snapshot import (
    pack_points,
)
from variants.emotrions.state import (
    CHOOSE_STYLE,
    EXCHANGE_CALL,
    EXCHANGE_CHAIN,
    FINISHED,
    REVEAL,
    STAKE,
    ForcedExchange,
    State,
    add,
    askable,
    count,
    exchange_allowed,
    next_in,
    next_staker,
    put,
    stock_size,
)
from variants.i18n import T

# ----------------------------------------------------------------------------------------------
# Forfeits (R95)


def seat_out(match: Match, seat: int) -> tuple[Match, str | None]:
    """``match`` with ``seat`` out for good (R95, as E5.1), and why it ended, if it did."""
    out = tuple(o or p == seat for p, o in enumerate(match.out))
    match = replace(match, out=out)
    if match.playoff and seat in match.playoff:
        rest = tuple(p for p in match.playoff if p != seat)
        if len(rest) == 1:
            # The play-off is between the rest: the last one in it wins it (E5.2, E5.3).
            return (replace(match, playoff=(), playoff_kind=None, winners=rest),
                    "the other play-off player forfeited")
        return replace(match, playoff=rest), None
    remaining = tuple(p for p, o in enumerate(out) if not o)
    if not match.playoff and len(remaining) == 1:
        return replace(match, winners=remaining), "knock-out: the only player left"
    return match, None


def forfeit_ends_game(s: State, seat: int, ended: str, events: list[Event]) -> State:
    """R95: the forfeit ended the game: every card stays where it is; the hand under way is
    abandoned, noted as a hand that does not count (E5.2's mark)."""
    n = s.config.players
    history = s.history
    if not s.hand_over:
        scores = {p: pile_score(s.piles[p]) for p in s.participants}
        points = tuple(scores.get(p) for p in range(n))
        history += (pack_points(points, False),)
        outcome = HandOutcome(False, went_out=(seat,), winners=s.match.winners, rule="R95",
                              reason=ended)
        events.append(Event("hand_ended", {
            "hand": s.hand_number, "points": list(points), "totals": list(s.match.totals),
            "hand_winners": [], "added": None, "outcome": outcome.to_dict(),
        }))
    events.append(Event("game_ended", {
        "winners": list(s.match.winners), "totals": list(s.match.totals), "rule": "R95",
        "reason": ended,
    }))
    return evolve(s, history=history, exchange=None, chooser=None, last_winner=None,
                  phase=FINISHED)


def forfeit_hand_ends(s: State, events: list[Event], last_winner: int | None) -> State:
    """E4.1 after a forfeit: at most one player left holds cards."""
    if s.tabletop and any(count(s, p) for p in s.participants):
        # The table reports them (R56).
        return evolve(s, chooser=None, phase=REVEAL, last_winner=last_winner)
    return end_hand(evolve(s, chooser=None), events, last_winner)


def forfeit_goes_on(s: State, seat: int, led: int, events: list[Event]) -> State:
    """The hand goes on without ``seat`` (R95): whatever step waited on it moves on. ``led``
    is who led the trick before the forfeit."""
    n = s.config.players
    if s.phase == EXCHANGE_CHAIN:
        # R95: a forfeit ends a Forced Exchange chain; the cards already taken stay taken.
        s = evolve(s, phase=STAKE, exchange=None)
    elif s.phase == EXCHANGE_CALL:
        assert s.exchange is not None  # the asking round has its exchange
        asked = s.exchange.asked
        if not exchange_allowed(s):
            s = evolve(s, phase=STAKE, exchange=None)  # E7.2, R5 with the players left
        elif asked == seat:
            # E7.1: the asking goes on clockwise with the players not asked yet.
            order = [p for p in askable(s) if (p - led) % n > (asked - led) % n]
            if order:
                s = evolve(s, exchange=ForcedExchange(asked=order[0]))
            else:
                s = evolve(s, phase=STAKE, exchange=None)
    holders = [p for p in s.participants if count(s, p)]
    last = not stock_size(s) and len(holders) <= 1
    if s.phase == REVEAL:
        if not holders:  # the one to reveal was the forfeiter
            return end_hand(evolve(s, last_winner=None), events, s.last_winner)
        return s
    if s.phase == CHOOSE_STYLE:
        chooser = s.chooser
        if last:
            return forfeit_hand_ends(s, events, None if chooser == seat else chooser)
        if chooser == seat:
            # E6.2 by analogy with a trick without a winner: the style stays.
            return start_trick(s, events)
        return s
    if s.phase != STAKE:
        return s
    if s.trick and next_staker(s) is None:
        return resolve_trick(s, events)  # everyone left has staked
    if not s.trick and (last or not holders):
        return forfeit_hand_ends(s, events, None)
    return s


def forfeit(state: State, seat: int) -> tuple[State, list[Event]]:
    """R95: ``seat`` is out for good, as after E5.1: its hand, won pile and any stake of the
    trick under way leave play and the hand goes on without it; one player left wins (a
    knock-out); a play-off player who forfeits leaves the play-off, and the last one in it
    wins.

    Raises:
        IllegalMove: R95 for a seat already out, or one of a scorekeeper game that still
            holds cards the referee has not seen while the game goes on.
    """
    if state.match.out[seat]:
        raise IllegalMove("R95", T(f"seat {seat} is already out of the game",
                                   f"il posto {seat} è già fuori dalla partita"))
    n = state.config.players
    led = state.leader
    match, ended = seat_out(state.match, seat)
    s = evolve(state, match=match)
    events = [Event("player_out", {"seat": seat, "rule": "R95"})]
    if ended:
        return forfeit_ends_game(s, seat, ended, events), events
    held = count(s, seat)
    if s.tabletop and held > len(s.hands[seat]):
        # R95: the referee of a scorekeeper game cannot put aside cards it has never seen.
        raise IllegalMove("R95", T(
            f"seat {seat} holds {held} card(s) the referee has not seen: in a scorekeeper "
            "game a player can leave a game that goes on only once their hand is empty",
            f"il posto {seat} ha {held} carte che l'arbitro non ha visto: in una partita "
            "segnapunti si può lasciare una partita che continua solo a mano vuota",
        ))
    staked = [c for p, cards in s.trick for c in cards if p == seat]
    participants = tuple(p for p in s.participants if p != seat)
    following = match.participants() if s.hand_over else participants
    # E2.4 by analogy: the next player still in leads in the forfeiter's place.
    leader = next_in(seat, following, n) if s.leader == seat else s.leader
    s = evolve(
        s,
        # R95: the forfeiter's cards leave play: hand, won pile and stake of this trick.
        discarded=add(s.discarded, (*s.hands[seat], *s.piles[seat], *staked)),
        hands=put(s.hands, seat, ()),
        counts=put(s.counts, seat, 0) if s.tabletop else s.counts,
        piles=put(s.piles, seat, ()),
        trick=tuple((p, cards) for p, cards in s.trick if p != seat),
        participants=participants,
        # R95: explicit deals of later hands were dealt for a table with the forfeiter in it.
        deals=(),
        leader=leader,
    )
    if s.hand_over:
        if s.chooser == seat:
            # E6.2: the winner of the last trick takes no part in the next hand.
            return start_hand(evolve(s, style=STANDARD, chooser=None), events), events
        return s, events
    return forfeit_goes_on(s, seat, led, events), events
