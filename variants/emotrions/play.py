"""The move handlers, each with the one signature of :class:`variants.base.Handler`: it checks its
move, appends the events and returns the state the move leads to (the gate of
:meth:`variants.base.Variant.play` has checked G6).
"""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import Any

from variants.base import (
    Event,
    IllegalMove,
    Secret,
    evolve,
)
from variants.emotrions.cards import (
    Card,
    combination_error,
    combinations,
    remove_cards,
)
from variants.emotrions.family import codes as _codes
from variants.emotrions.family import holds_stake as _holds
from variants.emotrions.family import names as _names
from variants.emotrions.flow import end_hand, resolve_trick, start_hand, start_trick
from variants.emotrions.moves import ChooseStyle, Decline, Exchange, Reveal, Stake
from variants.emotrions.state import (
    EXCHANGE_CALL,
    EXCHANGE_CHAIN,
    STAKE,
    ForcedExchange,
    State,
    add,
    askable,
    carte,
    exchange_victims,
    next_staker,
    put,
    takeable,
    takeable_count,
)
from variants.emotrions.tabletop import over_deck, showing_error, shown_from
from variants.i18n import T

# ----------------------------------------------------------------------------------------------
# Move handlers: each checks its move, then returns the state it leads to.


def play_stake(s: State, move: Stake, events: list[Event]) -> State:
    """The handler of :class:`Stake` (E3.2, E3.3): the stake joins the trick; the last one
    resolves it (E3.4-E3.8), or, in a scorekeeper game whose reports no deck holds, holds it
    (R110).

    Raises:
        IllegalMove: E3.2 for a stake not of 1 or 2 cards; E3.3 for an invalid combination, or
            cards the seat does not hold (in a scorekeeper game, may not hold: R50, R52).
    """
    if len(move.cards) not in (1, 2):
        raise IllegalMove("E3.2", T(
            f"a stake is 1 or 2 cards, not {len(move.cards)}",
            f"una puntata è di 1 o 2 carte, non {len(move.cards)}",
        ))
    error = combination_error(move.cards)
    if error:
        names = _names(move.cards)
        raise IllegalMove("E3.3", T(
            f"{names.en} is not a valid stake: {error.en}",
            f"{names.it} non è una puntata valida: {error.it}",
        ))
    if s.tabletop:
        refused = showing_error(s, move.seat, move.cards, "E3.3")
        if refused:
            raise refused
        changes = shown_from(s, move.seat, move.cards)
    elif not _holds(s.hands[move.seat], move.cards):
        names = _names(move.cards)
        raise IllegalMove("E3.3", T(
            f"seat {move.seat} does not hold {names.en}",
            f"il posto {move.seat} non ha {names.it}",
        ))
    else:
        held = tuple(remove_cards(list(s.hands[move.seat]), move.cards))
        changes = {"hands": put(s.hands, move.seat, held)}
    s = evolve(s, trick=s.trick + ((move.seat, move.cards),), **changes)
    if not s.search:
        events.append(_staked(s, move))
    if next_staker(s) is None:
        over = over_deck(s) if s.tabletop else None
        if over:
            # R110: the last stake revealed a covered trick no real deck holds. Refusing the
            # stake would tell its staker what was covered: the trick is shown and held.
            card, shown, full = over
            events.append(Event("trick_impossible", {
                "stakes": [{"seat": p, "cards": _codes(c)} for p, c in s.trick],
                "card": card.value, "shown": shown, "deck": full, "rule": "R110",
            }))
            return s
        return resolve_trick(s, events)
    return s


def _staked(s: State, move: Stake) -> Event:
    data: dict[str, Any] = {"seat": move.seat, "count": len(move.cards)}
    secrets: tuple[Secret, ...] = ()
    if s.style.covered:
        # E6.3: others see only how many cards were staked until the last stake is made.
        secrets = (Secret((move.seat,), {"cards": _codes(move.cards)}),)
    else:
        data["cards"] = _codes(move.cards)
    return Event("stake", data, secrets)


def play_choose_style(s: State, move: ChooseStyle, events: list[Event]) -> State:
    """The handler of :class:`ChooseStyle` (E6.2): the winner's style for the next trick, which
    then starts (or the next hand, after the last trick)."""
    s = evolve(s, style=move.style)
    if not s.search:
        events.append(Event("style_chosen", {"seat": move.seat, **s.style.to_dict()}))
    if s.hand_over:
        return start_hand(s, events)
    return start_trick(s, events)


def check_victim(s: State, taker: int, victim: int) -> None:
    """Refuse ``victim`` as the player ``taker`` names in a Forced Exchange (E7.3).

    Raises:
        IllegalMove: E7.3 for the taker themselves, a seat taking no part in the hand, or one
            holding no card that may be taken.
    """
    if victim == taker:
        raise IllegalMove("E7.3", T(
            f"seat {taker} cannot name themselves: name another player",
            f"il posto {taker} non può nominare sé stesso: nomina un altro giocatore",
        ))
    if victim not in s.participants:
        raise IllegalMove("E7.3", T(
            f"seat {victim} takes no part in this hand and cannot be named",
            f"il posto {victim} non partecipa a questa mano e non può essere nominato",
        ))
    if not takeable_count(s, victim):
        raise IllegalMove("E7.3", T(
            f"seat {victim} holds no card that may be taken",
            f"il posto {victim} non ha carte che si possano prendere",
        ))


def play_exchange(s: State, move: Exchange, events: list[Event]) -> State:
    """The handler of :class:`Exchange` (E7.1, E7.3): a call that shows a force and names a
    victim, or the next take of the chain.

    Raises:
        IllegalMove: E7.1 for a call without a force (in a scorekeeper game, one the seat may
            not hold); E7.3 for a victim who may not be named.
    """
    seat = move.seat
    if s.phase == EXCHANGE_CALL:
        if s.tabletop:
            refused = showing_error(s, seat, (Card.FORCE,), "E7.1")
            if refused:
                raise refused
        elif Card.FORCE not in s.hands[seat]:
            raise IllegalMove("E7.1", T(
                f"seat {seat} holds no force to show: only decline is open",
                f"il posto {seat} non ha una forza da mostrare: può solo rinunciare",
            ))
        check_victim(s, seat, move.victim)
        hands = s.hands
        if s.tabletop and Card.FORCE not in hands[seat]:
            # R52: the shown force is known to stay in the caller's hand (E7.3: untakeable).
            hands = put(hands, seat, add(hands[seat], (Card.FORCE,)))
        # E7.1: the first call opens the exchange; the shown force is public.
        s = evolve(s, hands=hands, exchange=ForcedExchange(caller=seat))
        if not s.search:
            events.append(Event("exchange_called", {"caller": seat, "shown": Card.FORCE.value}))
    else:
        check_victim(s, seat, move.victim)
    return take(s, seat, move.victim, events)


def take(s: State, taker: int, victim: int, events: list[Event]) -> State:
    """``s`` after ``taker`` takes a card from ``victim`` (E7.3; chosen at random, R6; in a
    scorekeeper game reported unseen, R53), and the chain goes on or ends."""
    exchange = s.exchange
    assert exchange is not None
    secrets: tuple[Secret, ...] = ()
    if s.tabletop:
        # E7.3: in a scorekeeper game the table reports the take; the card moves unseen.
        counts = put(s.counts, victim, s.counts[victim] - 1)
        counts = put(counts, taker, counts[taker] + 1)
        # R53: which known card went is not known, so none is but the caller's shown force.
        kept = (Card.FORCE,) if victim == exchange.caller else ()
        s = evolve(s, counts=counts, hands=put(s.hands, victim, kept))
    else:
        pool = takeable(s, victim)
        rng = s.rng.copy()
        card = pool[rng.below(len(pool))]  # R6: each card that may be taken equally likely
        hands = put(s.hands, victim, tuple(remove_cards(list(s.hands[victim]), (card,))))
        hands = put(hands, taker, add(hands[taker], (card,)))
        s = evolve(s, rng=rng, hands=hands)
        secrets = (Secret(tuple(sorted((taker, victim))), {"card": card.value}),)
    takers = exchange.takers + (taker,)
    # E7.3: the chain ends at a player who has already taken (R9: after the take from them),
    # or when the player named can name nobody.
    ends = victim in takers or not exchange_victims(s, victim)
    if not s.search:
        events.append(
            Event(
                "exchange_take",
                {"taker": taker, "victim": victim, "ends": ends},
                secrets,
            )
        )
    if ends:
        return evolve(s, phase=STAKE, exchange=replace(exchange, takers=takers, taker=None))
    return evolve(s, phase=EXCHANGE_CHAIN,
                  exchange=replace(exchange, takers=takers, taker=victim))


def play_decline(s: State, move: Decline, events: list[Event]) -> State:
    """The handler of :class:`Decline` (E7.1): the next player is asked, or staking begins when
    all have declined."""
    if not s.search:
        events.append(Event("exchange_declined", {"seat": move.seat}))
    order = askable(s)
    rest = order[order.index(move.seat) + 1 :]
    if rest:
        return evolve(s, exchange=ForcedExchange(asked=rest[0]))
    # E7.1: when all have declined, staking begins.
    return evolve(s, exchange=None, phase=STAKE)


def play_reveal(s: State, move: Reveal, events: list[Event]) -> State:
    """The handler of :class:`Reveal` in a scorekeeper game (E4.1): the one player still holding
    cards shows them, they go to that player's pile and the hand ends.

    Raises:
        IllegalMove: E4.1 for a reveal not of as many cards as the seat holds, or of cards it
            may not hold.
    """
    seat, held = move.seat, s.counts[move.seat]
    if len(move.cards) != held:
        raise IllegalMove("E4.1", T(
            f"seat {seat} holds {held} card(s): the reveal lists exactly those, not "
            f"{len(move.cards)}",
            f"il posto {seat} ha {carte(held)}: la rivelazione le elenca tutte, non "
            f"{len(move.cards)}",
        ))
    refused = showing_error(s, seat, move.cards, "E4.1")
    if refused:
        raise refused
    # E4.1: the one player still holding cards adds them to their won pile.
    last_winner = s.last_winner
    s = evolve(s, piles=put(s.piles, seat, add(s.piles[seat], move.cards)),
               hands=put(s.hands, seat, ()), counts=put(s.counts, seat, 0), last_winner=None)
    return end_hand(s, events, last_winner, {"seat": seat, "cards": _codes(move.cards)})



@functools.lru_cache(maxsize=1024)
def hand_stakes(seat: int, hand: tuple[Card, ...]) -> tuple[Stake, ...]:
    """Every valid stake (E3.2, E3.3) of ``hand`` for ``seat``, in a stable order, kept for the
    hands seen last."""
    # Hands recur all the time and listing is on every request: list each hand's stakes once.
    # Not more hands than that: each entry is objects the garbage collector tracks, and a full
    # collection walks them all (at 4096 entries, filled by a bot's search, some 55,000 more
    # objects and 20 ms more a collection).
    return tuple(Stake(seat, combo) for combo in combinations(hand))



