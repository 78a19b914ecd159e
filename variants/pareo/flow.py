"""The flow of a game: each step takes a state and returns a new one (the one given is never
changed), appending what happened to ``events``: the next play's draws (P2 a), the hand's end
(P6) and the game's (P7), the next hand's deal (P1).
"""

from __future__ import annotations

from typing import Any

from variants.base import (
    Event,
    IllegalSetup,
    Secret,
    evolve,
)
from variants.emotrions.cards import (
    Card,
    deck,
    pile_score,
    sort_cards,
)
from variants.emotrions.family import codes as _codes
from variants.emotrions.family import playoff as _playoff
from variants.emotrions.match import HandOutcome, Match, after_hand
from variants.i18n import T
from variants.pareo.deals import deal_field
from variants.pareo.options import HAND_SIZE, STOCK_SIZE, Config
from variants.pareo.state import ATTACK, FINISHED, REVEAL, State, Unseen, put


def next_play(state: State, events: list[Event], draw: bool = True) -> State:
    """``state`` before the next play: the hand's end when the stock and a hand are empty (P6,
    R23; in a scorekeeper game, the reveal first, R62), else the draws (P2 a; counted in a
    scorekeeper game, R63) and the attack.

    Raises:
        IllegalSetup: P1 where the hand's end opens a hand whose explicit deal does not fit
            (as :func:`end_hand`).
    """
    # P6 (R23): before the draws, an empty stock and an empty hand (either one) end the hand.
    counts = (state.count(0), state.count(1))
    if not state.stock_count() and not (counts[0] and counts[1]):
        if state.unseen is not None and any(counts):
            # R62: a scorekeeper game waits for the cards left in the hand to be shown.
            return evolve(state, phase=REVEAL)
        return end_hand(state, events)
    if not draw:
        # P2, read so (first_trick_draw false): the first attack is made from the 6 dealt.
        return evolve(state, phase=ATTACK)
    if state.unseen is not None:
        return count_draws(state, counts, events)
    hands, stock = state.hands, state.stock
    for seat in (state.challenger, state.pareo):  # P2 (a): the Challenger draws first
        if not stock:
            break
        card, stock = stock[0], stock[1:]
        hands = put(hands, seat, tuple(sort_cards((*hands[seat], card))))
        events.append(draw_event(state.config, seat, card, len(stock)))
    return evolve(state, hands=hands, stock=stock, phase=ATTACK)

def count_draws(state: State, counts: tuple[int, int], events: list[Event]) -> State:
    """``state`` after a scorekeeper game's draws (P2 a, R63): counts only, the Challenger
    first."""
    # P2 (a) in a scorekeeper game: the draws are counts only (R63).
    assert state.unseen is not None  # a scorekeeper game
    stock = state.unseen.stock
    for seat in (state.challenger, state.pareo):
        if not stock:
            break
        stock -= 1
        counts = put(counts, seat, counts[seat] + 1)
        events.append(Event("draw", {"seat": seat, "stock_count": stock}))
    return evolve(state, unseen=Unseen(counts, stock), phase=ATTACK)

def draw_event(config: Config, seat: int, card: Card, stock_count: int) -> Event:
    """The ``draw`` event of ``card`` drawn by ``seat``: shown with a naked stock, else only to
    that seat (R26)."""
    data: dict[str, Any] = {"seat": seat, "stock_count": stock_count}
    if config.naked:
        return Event("draw", {**data, "card": card})
    # R26: a card seen on a face-up stock is hidden again once drawn (as E8.2).
    return Event("draw", data, (Secret((seat,), {"card": card}),))

def end_hand(
    state: State, events: list[Event],
    revealed: tuple[int, tuple[Card, ...]] | None = None,
) -> State:
    """End the hand (P6): the cards left in a hand (the server's, or those ``revealed`` by
    the table, R62) go to their pile, then E5 (P7) and the next hand (P1).

    Raises:
        IllegalSetup: P1 when the next hand's explicit deal names another first Challenger
            (R25, :func:`open_hand`).
    """
    piles = state.piles
    remainder = None
    left = [revealed] if revealed else [(s, h) for s, h in enumerate(state.hands) if h]
    for seat, cards in left:
        # P6: the player still holding cards adds them to their pile.
        remainder = {"seat": seat, "cards": _codes(cards)}
        piles = put(piles, seat, tuple(sort_cards(piles[seat] + cards)))
    points = (pile_score(piles[0]), pile_score(piles[1]))
    match, outcome = after_hand(state.match, {0: points[0], 1: points[1]}, state.opener)
    events.append(Event("hand_ended", {
        "hand_number": state.hand_number,
        "points": list(points),
        "totals": list(match.totals),
        "remainder": remainder,
        "outcome": outcome.to_dict(),
    }))
    state = evolve(
        state,
        match=match,
        hands=((), ()),
        unseen=Unseen((0, 0), 0) if state.unseen else None,
        piles=piles,
        history=(*state.history, (*points, outcome.counted)),
    )
    if match.finished:
        events.append(game_ended(match, outcome))
        return evolve(state, phase=FINISHED)
    # P1 (R24): the higher game total opens the next hand, play-offs included; on equal
    # totals, the player who did not open the hand just ended.
    totals = match.totals
    opener = (0 if totals[0] > totals[1] else 1) if totals[0] != totals[1] else 1 - state.opener
    if match.playoff and state.config.playoff_opener == "same":
        # P5 read through E5.2 (playoff_opener same): the opener of the hand that led to the
        # play-off opens every play-off hand (each one's opener is that one).
        opener = state.opener
    return open_hand(state, opener, events)

def game_ended(match: Match, outcome: HandOutcome) -> Event:
    """The ``game_ended`` event of ``match`` ended by ``outcome`` (P7)."""
    return Event("game_ended", {
        "winners": list(match.winners),
        "totals": list(match.totals),
        "rule": outcome.rule,
        "reason": outcome.reason,
    })

def open_hand(state: State, opener: int, events: list[Event]) -> State:
    """``state`` at the start of a hand whose first Challenger is ``opener`` (P1): the deal (an
    explicit deal if one is left; in a scorekeeper game, counts, R65), then the draws.

    Raises:
        IllegalSetup: P1 for an explicit deal whose ``leader`` is not ``opener`` (R25).
    """
    number = state.hand_number + 1
    rng = state.rng
    if state.deals:
        deal = state.deals[0]
        if deal.leader is not None and deal.leader != opener:
            # R25: who opens a later hand is known only now, from the totals (P1).
            raise IllegalSetup(
                "P1",
                T(f"the deal of hand {number} names seat {deal.leader} as first Challenger, "
                  f"but P1 gives seat {opener}",
                  f"la distribuzione della mano {number} indica il posto {deal.leader} come "
                  f"primo Sfidante, ma P1 dà il posto {opener}"),
                field=f"{deal_field(number - 1)}.leader",
            )
        hands, stock = deal.hands, deal.stock
    elif state.unseen is not None:
        # R65: the table deals real cards; the referee counts them (P1: 6 each).
        hands, stock = ((), ()), ()
    else:
        rng = rng.copy()
        cards = deck()
        rng.shuffle(cards)  # R21: seat 0 takes the first six, seat 1 the next six
        hands = (
            tuple(sort_cards(cards[:HAND_SIZE])),
            tuple(sort_cards(cards[HAND_SIZE:2 * HAND_SIZE])),
        )
        stock = tuple(cards[2 * HAND_SIZE:])
    match = state.match
    data: dict[str, Any] = {
        "hand_number": number,
        "challenger": opener,
        "pareo": 1 - opener,
        "playoff": _playoff(match),
        "stock_count": STOCK_SIZE if state.unseen else len(stock),
    }
    unseen = None
    if state.unseen is not None:
        # R63: the referee sees no hand, naked or not.
        unseen = Unseen((HAND_SIZE, HAND_SIZE), STOCK_SIZE)
        events.append(Event("hand_started", data))
    elif state.config.naked:
        events.append(Event("hand_started", {**data, "hands": [list(h) for h in hands]}))
    else:
        secrets = tuple(Secret((s,), {"hand": list(hands[s])}) for s in (0, 1))
        events.append(Event("hand_started", data, secrets))
    state = evolve(
        state,
        rng=rng,
        hand_number=number,
        opener=opener,
        challenger=opener,
        hands=hands,
        stock=stock,
        unseen=unseen,
        attack=(),
        piles=((), ()),
        discards=(),
        deals=state.deals[1:],
    )
    return next_play(state, events, draw=state.config.first_trick_draw)

# -- queries -------------------------------------------------------------------------------




