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
from variants.pareo.flow import _end_hand, _next_play
from variants.pareo.moves import Answer, Attack, Decline, Reveal
from variants.pareo.state import ANSWER, State, _with
from variants.pareo.tabletop import _check_deck, _shown_from


def _check_held(state: State, seat: int, cards: tuple[Card, ...]) -> None:
    """Refuse ``cards`` that ``seat`` cannot be holding: not in its hand (E3.3); in a
    scorekeeper game, more cards than it holds (E3.3, R61) or a card the deck has no more
    of once the shown ones are counted (R60)."""
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
    _check_deck(state.shown(), cards)

def _attack(state: State, move: Attack, events: list[Event]) -> State:
    _check_held(state, move.seat, move.cards)
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
            unseen=_shown_from(state.unseen, move.seat, len(move.cards)),
        )
    hand = state.hands[move.seat]
    return evolve(
        state,
        phase=ANSWER,
        attack=move.cards,
        hands=_with(state.hands, move.seat, tuple(remove_cards(list(hand), move.cards))),
    )

def _answer(state: State, answer: tuple[Card, ...] | None, events: list[Event]) -> State:
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
        _check_held(state, pareo, answer)
        kind = answer_kind(state.attack, answer)
        if unseen is None:
            hand = tuple(remove_cards(list(hand), answer))
        else:
            unseen = _shown_from(unseen, pareo, len(answer))
        events.append(Event("answer", {"seat": pareo, "cards": answer, "kind": kind}))
    outcome = resolve(state.attack, answer)
    table = tuple(sort_cards((*state.attack, *(answer or ()))))
    seat_of = {CHALLENGER: challenger, PAREO: pareo, None: None}
    taker = seat_of[outcome.taker]
    piles, discards = state.piles, state.discards
    if taker is None:
        discards = tuple(sort_cards(discards + table))  # P4.1 (R27)
    else:
        piles = _with(piles, taker, tuple(sort_cards(piles[taker] + table)))  # P4.4
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
        hands=_with(state.hands, pareo, hand),
        unseen=unseen,
        attack=(),
        piles=piles,
        discards=discards,
        challenger=next_challenger,
    )
    return _next_play(state, events)

def _reveal(state: State, move: Reveal, events: list[Event]) -> State:
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
    _check_deck(state.shown(), move.cards)
    return _end_hand(state, events, (move.seat, move.cards))

# -- automatic steps -----------------------------------------------------------------------


def _answer_move(state: State, move: Answer, events: list[Event]) -> State:
    return _answer(state, move.cards, events)


def _decline(state: State, move: Decline, events: list[Event]) -> State:
    return _answer(state, None, events)
