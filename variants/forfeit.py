"""Forfeits: a seat leaves the game because it resigned or its clock ran out (rulings R95–R99,
``docs/rulings/lifecycle.md``).

The rule book has no forfeit; these rulings give each variant the end players expect:

* ``emotrions`` (R95): the player is out for good, as after E5.1; their cards leave play (hand,
  won pile and any stake of the trick under way are discarded) and the hand goes on without
  them; one player left wins (a knock-out, E5.1); a play-off player who forfeits leaves the
  play-off, and the last one in it wins.
* ``pareo`` (R96): the other player wins at once; the hand under way is not counted.
* ``four-aces`` (R97, R98): in ``duel`` and ``teams`` the other player or pair wins the match at
  once; in ``odd`` and ``even`` the match ends at once and the highest VP total among the others
  wins (the forfeiter cannot). The round under way is not counted.

Everything here is pure: each forfeit takes a state and returns a new one with its events,
built with the engines' own state classes and helpers (their modules are not edited), and the
result passes the engine's :meth:`~variants.base.Variant.audit`.
"""

from __future__ import annotations

import dataclasses
import itertools
from dataclasses import dataclass
from typing import Any, Callable, ClassVar

from variants.base import Event, IllegalMove, Move, Variant
from variants.emotrions.match import HandOutcome, Match
from variants.i18n import T

#: The events that open a forfeit's events, by cause (the service logs them first).
RESIGNED = "seat_resigned"
EXPIRED = "clock_expired"


@dataclass(frozen=True)
class Resign(Move):
    """A seat resigns (R99): a move of every variant, at any time while the game is on."""

    TYPE: ClassVar[str] = "resign"


def apply_move(variant: Variant, state: Any, move: Move) -> tuple[Any, list[Event]]:
    """:meth:`Variant.apply`, and a :class:`Resign` of any variant.

    Raises:
        IllegalMove: as :meth:`Variant.apply`, or :func:`resign`.
    """
    if isinstance(move, Resign):
        return resign(variant, state, move.seat)
    return variant.apply(state, move)


def resign(variant: Variant, state: Any, seat: int) -> tuple[Any, list[Event]]:
    """``seat`` resigns: ``seat_resigned``, then the forfeit's events (R99: at any time while
    the game is on, in turn or not).

    Raises:
        IllegalMove: as :func:`forfeit`.
    """
    new, events = variant.forfeit(state, seat)
    return new, [Event(RESIGNED, {"seat": seat}), *events]


def expire(variant: Variant, state: Any, seat: int, clock: str) -> tuple[Any, list[Event]]:
    """``seat``'s clock (``per_move`` or ``total``) ran out: ``clock_expired``, then the
    forfeit's events (R99).

    Raises:
        IllegalMove: as :func:`forfeit`.
    """
    new, events = variant.forfeit(state, seat)
    return new, [Event(EXPIRED, {"seat": seat, "clock": clock}), *events]


def forfeit(variant: Variant, state: Any, seat: int) -> tuple[Any, list[Event]]:
    """The state after ``seat`` forfeits, by its variant's ruling (R95–R98), and the events.

    Raises:
        IllegalMove: G6 when the game is over; R95 for a seat that is already out (emotrions);
            R99 for a seat the game does not have.
    """
    if variant.is_finished(state):
        raise IllegalMove("G6", T("the game is over: nobody can forfeit it",
                                  "la partita è finita: nessuno può abbandonarla"))
    players = variant.view(state, None)["hands"]
    if type(seat) is not int or not 0 <= seat < len(players):
        raise IllegalMove("R99", T(f"the game has no seat {seat}",
                                   f"la partita non ha il posto {seat}"))
    return FORFEITS[variant.name](state, seat)


# ----------------------------------------------------------------------------------------------
# EmotrionsOnCards (R95)


def _without(match: Match, seat: int) -> tuple[Match, str | None]:
    """``match`` with ``seat`` out for good (R95, as E5.1), and why it ended, if it did."""
    out = tuple(o or p == seat for p, o in enumerate(match.out))
    match = dataclasses.replace(match, out=out)
    if match.playoff and seat in match.playoff:
        rest = tuple(p for p in match.playoff if p != seat)
        if len(rest) == 1:
            # The play-off is between the rest: the last one in it wins it (E5.2, E5.3).
            return (dataclasses.replace(match, playoff=(), playoff_kind=None, winners=rest),
                    "the other play-off player forfeited")
        return dataclasses.replace(match, playoff=rest), None
    remaining = tuple(p for p, o in enumerate(out) if not o)
    if not match.playoff and len(remaining) == 1:
        return dataclasses.replace(match, winners=remaining), "knock-out: the only player left"
    return match, None


def _emotrions(state: Any, seat: int) -> tuple[Any, list[Event]]:
    from variants.emotrions import engine as E
    from variants.emotrions.cards import pile_score

    if state.match.out[seat]:
        raise IllegalMove("R95", T(f"seat {seat} is already out of the game",
                                   f"il posto {seat} è già fuori dalla partita"))
    s = E._copy(state)
    n = s.config.players
    led = s.leader
    s.match, ended = _without(s.match, seat)
    events = [Event("player_out", {"seat": seat, "rule": "R95"})]
    if ended:
        # The game is over: every card stays where it is. The hand under way is abandoned,
        # noted as a hand that does not count (E5.2's mark).
        if not s.hand_over:
            scores = {p: pile_score(s.piles[p]) for p in s.participants}
            points = tuple(scores.get(p) for p in range(n))
            s.history += (E._pack_points(points, False),)
            outcome = HandOutcome(False, went_out=(seat,), winners=s.match.winners, rule="R95",
                                  reason=ended)
            events.append(Event("hand_ended", {
                "hand": s.hand_number, "points": list(points), "totals": list(s.match.totals),
                "hand_winners": [], "added": None, "outcome": outcome.to_dict(),
            }))
        s.exchange, s.chooser, s.last_winner, s.phase = None, None, None, E.FINISHED
        events.append(Event("game_ended", {
            "winners": list(s.match.winners), "totals": list(s.match.totals), "rule": "R95",
            "reason": ended,
        }))
        return s, events
    held = E._count(s, seat)
    if s.tabletop and held > len(s.hands[seat]):
        # R95: the referee of a scorekeeper game cannot put aside cards it has never seen.
        raise IllegalMove("R95", T(
            f"seat {seat} holds {held} card(s) the referee has not seen: in a scorekeeper game "
            "a player can leave a game that goes on only once their hand is empty",
            f"il posto {seat} ha {held} carte che l'arbitro non ha visto: in una partita "
            "segnapunti si può lasciare una partita che continua solo a mano vuota",
        ))
    staked = [c for p, cards in s.trick for c in cards if p == seat]
    # R95: the forfeiter's cards leave play: hand, won pile and stake of this trick.
    s.discarded = E._add(s.discarded, (*s.hands[seat], *s.piles[seat], *staked))
    s.hands = E._put(s.hands, seat, ())
    if s.tabletop:
        s.counts = E._put(s.counts, seat, 0)
    s.piles = E._put(s.piles, seat, ())
    s.trick = tuple((p, cards) for p, cards in s.trick if p != seat)
    s.participants = tuple(p for p in s.participants if p != seat)
    # R95: explicit deals of later hands were dealt for a table with the forfeiter in it.
    s.deals = ()
    following = s.match.participants() if s.hand_over else s.participants
    if s.leader == seat:
        # E2.4 by analogy: the next player still in leads in the forfeiter's place.
        s.leader = E._next_in(seat, following, n)
    if s.hand_over:
        if s.chooser == seat:
            # E6.2: the winner of the last trick takes no part in the next hand: Standard Style.
            s.style, s.chooser = E.STANDARD, None
            E._start_hand(s, events)
        return s, events
    _emotrions_go_on(E, s, seat, led, events)
    return s, events


def _emotrions_hand_ends(E: Any, s: Any, events: list[Event], last_winner: int | None) -> None:
    """E4.1 after a forfeit: at most one player left holds cards."""
    s.chooser = None
    if s.tabletop and any(E._count(s, p) for p in s.participants):
        s.phase, s.last_winner = E.REVEAL, last_winner  # the table reports them (R56)
    else:
        E._end_hand(s, events, last_winner)


def _emotrions_go_on(E: Any, s: Any, seat: int, led: int, events: list[Event]) -> None:
    """The hand goes on without ``seat`` (R95): whatever step waited on it moves on. ``led``
    is who led the trick before the forfeit."""
    n = s.config.players
    if s.phase == E.EXCHANGE_CHAIN:
        # R95: a forfeit ends a Forced Exchange chain; the cards already taken stay taken.
        s.phase, s.exchange = E.STAKE, None
    elif s.phase == E.EXCHANGE_CALL:
        asked = s.exchange.asked
        if not E._exchange_allowed(s):
            s.phase, s.exchange = E.STAKE, None  # E7.2, R5 with the players left
        elif asked == seat:
            # E7.1: the asking goes on clockwise with the players not asked yet.
            order = [p for p in E._askable(s) if (p - led) % n > (asked - led) % n]
            if order:
                s.exchange = E.ForcedExchange(asked=order[0])
            else:
                s.phase, s.exchange = E.STAKE, None
    holders = [p for p in s.participants if E._count(s, p)]
    last = not E._stock_size(s) and len(holders) <= 1
    if s.phase == E.REVEAL:
        if not holders:  # the one to reveal was the forfeiter
            last_winner, s.last_winner = s.last_winner, None
            E._end_hand(s, events, last_winner)
        return
    if s.phase == E.CHOOSE_STYLE:
        chooser = s.chooser
        if last:
            _emotrions_hand_ends(E, s, events, None if chooser == seat else chooser)
        elif chooser == seat:
            # E6.2 by analogy with a trick without a winner: the style stays.
            E._start_trick(s, events)
        return
    if s.phase != E.STAKE:
        return
    if s.trick and E._next_staker(s) is None:
        E._resolve_trick(s, events)  # everyone left has staked
    elif not s.trick and (last or not holders):
        _emotrions_hand_ends(E, s, events, None)


# ----------------------------------------------------------------------------------------------
# Emotrions Pareo (R96)


def _pareo(state: Any, seat: int) -> tuple[Any, list[Event]]:
    from variants.pareo import engine as P
    from variants.emotrions.cards import pile_score, sort_cards

    other = 1 - seat
    match = dataclasses.replace(
        state.match, out=tuple(p == seat for p in (0, 1)), playoff=(), playoff_kind=None,
        winners=(other,),
    )
    points = (pile_score(state.piles[0]), pile_score(state.piles[1]))
    reason = "the other player forfeited"
    outcome = HandOutcome(False, went_out=(seat,), winners=(other,), rule="R96", reason=reason)
    events = [
        Event("hand_ended", {
            "hand_number": state.hand_number, "points": list(points),
            "totals": list(match.totals), "remainder": None, "outcome": outcome.to_dict(),
        }),
        Event("game_ended", {"winners": [other], "totals": list(match.totals), "rule": "R96",
                             "reason": reason}),
    ]
    # R96: the hand under way is not counted; the cards still in play are put aside (in a
    # scorekeeper game, those the referee has not seen are counted with the stock's, R63).
    left = (*state.discards, *state.hands[0], *state.hands[1], *state.attack)
    unseen = getattr(state, "unseen", None)
    if unseen is not None:
        unseen = dataclasses.replace(unseen, hands=(0, 0), stock=unseen.stock + sum(unseen.hands))
    new = P._evolve(
        state, match=match, phase=P.FINISHED, hands=((), ()), attack=(),
        discards=tuple(sort_cards(left)), history=(*state.history, (*points, False)),
        unseen=unseen,
    )
    return new, events


# ----------------------------------------------------------------------------------------------
# 4 Aces (R97, R98)


def _four_aces(state: Any, seat: int) -> tuple[Any, list[Event]]:
    from variants.four_aces import engine as A

    cfg = state.config
    lost = cfg.side(seat)
    others = [side for side in range(cfg.sides) if side != lost]
    if cfg.mode in ("duel", "teams"):
        rule, sides = "R97", others  # the other player, or pair, wins
    else:
        # R98: odd, even: the match ends; the best VP total among the others wins.
        best = max(state.totals[side] for side in others)
        rule, sides = "R98", [side for side in others if state.totals[side] == best]
    winners = tuple(sorted(p for side in sides for p in cfg.seats_of(side)))
    # R97, R98: the round under way is not counted; what is not in a pile is put aside.
    discarded = state.discarded + state.table + state.stock + tuple(itertools.chain(*state.hands))
    new = A._evolve(
        state, phase=A.Phase.FINISHED, winners=winners, hands=((),) * cfg.players, table=(),
        stock=(), discarded=discarded, window=None, to_move=None, protected_turn=False,
    )
    events = [Event("game_ended", {
        "winners": list(winners), "rule": rule, "decided_by": "forfeit", "forfeited": seat,
        "round": state.round, "totals": [state.totals[cfg.side(p)] for p in range(cfg.players)],
    })]
    return new, events


FORFEITS: dict[str, Callable[[Any, int], tuple[Any, list[Event]]]] = {
    "emotrions": _emotrions,
    "pareo": _pareo,
    "four-aces": _four_aces,
}
