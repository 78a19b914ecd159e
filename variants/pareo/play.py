"""The move handlers, each with the one signature of :class:`variants.base.Handler`: it checks its
move, appends the events and returns the state the move leads to (the gate of
:meth:`variants.base.Variant.play` has checked G6): the attack (E3.3), the answer or decline
(P3, P4), the reveal (R62).
"""

from __future__ import annotations

from variants.base import (
    Event,
    IllegalMove,
    evolve,
)
from variants.emotrions.cards import (
    Card,
    combination_error,
    pile_score,
    remove_cards,
    sort_cards,
)
from variants.emotrions.family import holds_stake as _holds
from variants.emotrions.family import names as _names
from variants.i18n import T, as_text
from variants.pareo.chart import CHALLENGER, PAREO, answer_kind, resolve
from variants.pareo.flow import end_hand, next_play
from variants.pareo.moves import Answer, Attack, Decline, Reveal
from variants.pareo.state import ANSWER, State, put
from variants.pareo.tabletop import check_deck, shown_from


def check_held(state: State, seat: int, cards: tuple[Card, ...]) -> None:
    """Refuse ``cards`` that ``seat`` cannot be holding: not in its hand (E3.3); in a
    scorekeeper game, more cards than it holds (E3.3, R61) or a card the deck has no more
    of once the shown ones are counted (R60).

    Raises:
        IllegalMove: E3.3 for cards not held or more than the hand holds; R60 for more of a
            kind than the deck holds.
    """
    if state.unseen is None:
        if not _holds(state.hands[seat], cards):
            names = _names(cards)
            raise IllegalMove("E3.3", T(f"seat {seat} does not hold {names.en}",
                                        f"il posto {seat} non ha in mano {names.it}"))
        return
    count = state.unseen.hands[seat]
    if len(cards) > count:
        raise IllegalMove(
            "E3.3",
            T(f"seat {seat} holds {count} card(s), fewer than the {len(cards)} shown",
              f"il posto {seat} ha in mano {count} carta/e, meno delle {len(cards)} "
              "mostrate"),
        )
    check_deck(state.shown(), cards)

def play_attack(state: State, move: Attack, events: list[Event]) -> State:
    """The handler of :class:`Attack` (P2 b): the Challenger's stake, then the Pareo's answer is
    awaited.

    Raises:
        IllegalMove: E3.3 for cards not held or an invalid combination; R60 for more of a kind
            than the deck holds (scorekeeper games).
    """
    check_held(state, move.seat, move.cards)
    error = combination_error(move.cards)
    if error is not None:
        names = _names(move.cards)
        raise IllegalMove(
            "E3.3",
            T(f"attack {names.en} is not valid: ", f"l'attacco {names.it} non è valido: ")
            + as_text(error),
        )
    events.append(Event("attack", {"seat": move.seat, "cards": move.cards}))
    if state.unseen is not None:
        return evolve(
            state, phase=ANSWER, attack=move.cards,
            unseen=shown_from(state.unseen, move.seat, len(move.cards)),
        )
    hand = state.hands[move.seat]
    return evolve(
        state,
        phase=ANSWER,
        attack=move.cards,
        hands=put(state.hands, move.seat, tuple(remove_cards(list(hand), move.cards))),
    )

def apply_answer(state: State, answer: tuple[Card, ...] | None, events: list[Event]) -> State:
    """``state`` after the Pareo answers the attack with ``answer`` (P3) or declines (None): the
    play resolved (P4), then the next play (P5, P6).

    Raises:
        IllegalMove: P6 for an answer from a Pareo holding no cards (R61); E3.3 or R60 for
            cards the Pareo cannot hold (:func:`check_held`).
        IllegalSetup: P1 where the hand's end opens a hand whose explicit deal does not fit.
    """
    pareo, challenger = state.pareo, state.challenger
    hand, unseen = state.hands[pareo], state.unseen
    if answer is None:
        events.append(Event("decline", {"seat": pareo}))
    else:
        if not state.count(pareo):
            # P6 (R61): "a Pareo with no cards can only decline".
            raise IllegalMove(
                "P6",
                T(f"seat {pareo} holds no cards: a Pareo with no cards can only decline",
                  f"il posto {pareo} non ha carte: un Pareo senza carte può solo rifiutare"),
            )
        check_held(state, pareo, answer)
        kind = answer_kind(state.attack, answer)
        if unseen is None:
            hand = tuple(remove_cards(list(hand), answer))
        else:
            unseen = shown_from(unseen, pareo, len(answer))
        events.append(Event("answer", {"seat": pareo, "cards": answer, "kind": kind}))
    outcome = resolve(state.attack, answer)
    table = tuple(sort_cards((*state.attack, *(answer or ()))))
    seat_of = {CHALLENGER: challenger, PAREO: pareo, None: None}
    taker = seat_of[outcome.taker]
    piles, discards = state.piles, state.discards
    if taker is None:
        discards = tuple(sort_cards(discards + table))  # P4.1 (R27)
    else:
        piles = put(piles, taker, tuple(sort_cards(piles[taker] + table)))  # P4.4
    events.append(Event("play_resolved", {
        "challenger": challenger,
        "pareo": pareo,
        "attack": state.attack,
        "answer": answer,
        "cards": table,
        "taker": taker,
        "value": outcome.value,
        "step": outcome.step,
        "advantaged": seat_of[outcome.advantaged],
        "reason": outcome.reason,
    }))
    values = (pile_score(piles[0]), pile_score(piles[1]))
    # P5 (R28): the pile worth more in this hand attacks next; equal values swap the roles.
    if values[0] != values[1]:
        next_challenger = 0 if values[0] > values[1] else 1
    else:
        next_challenger = pareo
    events.append(Event("challenger", {
        "seat": next_challenger,
        "changed": next_challenger != challenger,
        "pile_values": list(values),
        "rule": "P5",
    }))
    state = evolve(
        state,
        hands=put(state.hands, pareo, hand),
        unseen=unseen,
        attack=(),
        piles=piles,
        discards=discards,
        challenger=next_challenger,
    )
    return next_play(state, events)

def play_reveal(state: State, move: Reveal, events: list[Event]) -> State:
    """The handler of :class:`Reveal` in a scorekeeper game (P6, R62): the cards left in the
    hand go to its pile and the hand ends.

    Raises:
        IllegalMove: P6 for a reveal not of as many cards as the seat holds; R60 for more of a
            kind than the deck holds.
        IllegalSetup: P1 where the hand's end opens a hand whose explicit deal does not fit.
    """
    # P6 (R62): the cards left in the hand, shown to go to the pile; with the stock and the
    # other hand empty they can only be the cards not shown yet, which R60 checks.
    count = state.count(move.seat)
    if len(move.cards) != count:
        raise IllegalMove(
            "P6",
            T(f"seat {move.seat} holds {count} card(s): the reveal shows exactly those, "
              f"not {len(move.cards)}",
              f"il posto {move.seat} ha in mano {count} carta/e: la rivelazione le mostra "
              f"esattamente, non {len(move.cards)}"),
        )
    check_deck(state.shown(), move.cards)
    return end_hand(state, events, (move.seat, move.cards))

# -- automatic steps -----------------------------------------------------------------------


def play_answer(state: State, move: Answer, events: list[Event]) -> State:
    """The handler of :class:`Answer` (P3): :func:`apply_answer` with its cards.

    Raises:
        IllegalMove: as :func:`apply_answer`.
        IllegalSetup: as :func:`apply_answer`.
    """
    return apply_answer(state, move.cards, events)


def play_decline(state: State, move: Decline, events: list[Event]) -> State:
    """The handler of :class:`Decline` (P3): :func:`apply_answer` with no cards.

    Raises:
        IllegalSetup: as :func:`apply_answer`.
    """
    return apply_answer(state, None, events)
