"""The move handlers, each with the one signature of :class:`variants.base.Handler`: it checks its
move, appends the events and returns the state the move leads to (the gate of
:meth:`variants.base.Variant.play` has checked G6; an Interruption names its own rules,
A7.1-A7.4).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from variants.base import (
    Event,
    IllegalMove,
    evolve,
    not_awaited,
)
from variants.four_aces import tabletop as table_report
from variants.four_aces.cards import (
    VALUE,
    Card,
    codes,
    interruptible,
    sort_cards,
)
from variants.four_aces.flow import (
    after_capture,
    asked_event,
    next_mulligan_turn,
    next_turn,
    one_card_less,
    round_started,
)
from variants.four_aces.listing import subsets
from variants.four_aces.moves import (
    Capture,
    Decline,
    Drop,
    Interrupt,
    Lay,
    Pass,
    Swap,
    capture_value,
    capture_values,
    not_held,
    not_on_table,
)
from variants.four_aces.options import (
    MULLIGAN_RULE,
    TABLE_SIZE,
    ask_order,
    limit_refusal,
    mulligan_limit,
    opponent_refusal,
)
from variants.four_aces.state import (
    LastCapture,
    Phase,
    State,
    Window,
    awaited,
    lay_size,
    put,
    without,
)
from variants.i18n import T


def check_held(state: State, seat: int, card: Card) -> None:
    """A6.1: ``seat`` holds ``card``; in a scorekeeper game, it may (R70, R71).

    Raises:
        IllegalMove: A6.1 for a card not held (in a scorekeeper game, one that cannot be held).
    """
    if not state.tabletop:
        if card not in state.hands[seat]:
            raise IllegalMove("A6.1", not_held(card))
        return
    check_shown(state, seat, (card,), "A6.1")

def check_shown(state: State, seat: int, cards: Sequence[Card], rule: str) -> None:
    """A scorekeeper game: ``cards`` (distinct) may be in ``seat``'s hand (R70, R71).

    Raises:
        IllegalMove: ``rule`` for a card that cannot be in the hand (R70, R71).
    """
    if state.tabletop:
        refused = table_report.from_hand_refusal(state, seat, cards, rule)
        if refused:
            raise refused

def play_swap(state: State, move: Swap, events: list[Event]) -> State:
    """The handler of :class:`Swap` (A5.1-A5.3, R33): cards of the hand for as many of the
    table, then the next Mulligan turn.

    Raises:
        IllegalMove: the Mulligan's rule of the mode (A5.1-A5.3) for a swap of nothing, of
            unequal counts, beyond the turn's limit, naming a card twice, or of a card not held
            or not on the table.
    """
    rule = MULLIGAN_RULE[state.config.mode]
    limit = mulligan_limit(state.config, state.mulligan_turn)
    give, take, hand = move.give, move.take, state.hands[move.seat]
    if not give and not take:
        raise IllegalMove(rule, T("a swap gives and takes at least one card; send pass to keep"
                                  " your hand", "uno scambio dà e prende almeno una carta;"
                                  " per tenere la mano invia pass"))
    if len(give) != len(take):
        # R33: the table keeps 6 cards, so a swap gives as many as it takes.
        raise IllegalMove(rule, T(f"a swap gives as many cards as it takes, not {len(give)}"
                                  f" for {len(take)}", f"uno scambio dà tante carte quante ne"
                                  f" prende, non {len(give)} per {len(take)}"))
    if len(give) > limit:
        raise IllegalMove(rule, T(f"this Mulligan turn swaps up to {limit} cards, not {len(give)}",
                                  f"in questo turno di Mulligan si scambiano fino a {limit}"
                                  f" carte, non {len(give)}"))
    for name, cards, where in (("give", give, hand), ("take", take, state.table)):
        if len(set(cards)) != len(cards):
            raise IllegalMove(rule, T(f"the {name} names a card twice",
                                      f"{name} nomina due volte una carta"))
        for card in cards:
            if card not in where and not (state.tabletop and name == "give"):
                raise IllegalMove(rule, not_held(card)
                                  if name == "give" else not_on_table(card))
    check_shown(state, move.seat, give, rule)
    # A scorekeeper game: the cards taken were face up, so they are known in the hand (R71).
    state = evolve(
        state,
        hands=put(state.hands, move.seat, sort_cards(without(hand, give) + take)),
        table=sort_cards(without(state.table, take) + give),
    )
    if not state.search:
        events.append(Event("swap", {"seat": move.seat, "give": codes(give),
                                     "take": codes(take)}))
    return next_mulligan_turn(state, events, passed=False)

def play_pass(state: State, move: Pass, events: list[Event]) -> State:
    """The handler of :class:`Pass` (A5.2): the hand kept, then the next Mulligan turn."""
    if not state.search:
        events.append(Event("pass", {"seat": move.seat}))
    return next_mulligan_turn(state, events, passed=True)


# R72: the table cards a scorekeeper game's dealer lays

def play_lay(state: State, move: Lay, events: list[Event]) -> State:
    """The handler of :class:`Lay` in a scorekeeper game (A4.1, A6.2, R72): the cards the dealer
    laid on the table, at the round's start or after a Piuma.

    Raises:
        IllegalMove: A4.1 or A6.2 for a lay of the wrong count; the rule of
            ``table_report.shown_twice`` for a card already shown elsewhere.
    """
    size, first = lay_size(state), state.last_capture is None
    if len(move.cards) != size:
        if first:
            raise IllegalMove("A4.1", T(f"the dealer lays {TABLE_SIZE} cards on the table,"
                                        f" not {len(move.cards)}",
                                        f"il mazziere mette {TABLE_SIZE} carte sul tavolo,"
                                        f" non {len(move.cards)}"))
        raise IllegalMove("A6.2", T(f"after a Piuma the dealer lays {size} cards from the"
                                    f" stock ({state.stock_count} left), not {len(move.cards)}",
                                    f"dopo una Piuma il mazziere mette {size} carte dal"
                                    f" mazzo (ne restano {state.stock_count}), non"
                                    f" {len(move.cards)}"))
    refused = table_report.shown_twice(move.cards, table_report.whereabouts(state))
    if refused:
        raise refused
    state = evolve(state, table=move.cards, stock_count=state.stock_count - size)
    if first:
        state = evolve(state, phase=Phase.MULLIGAN)
        events.append(round_started(state))
        return state
    state = evolve(state, phase=Phase.PLAY)
    events.append(Event("table_refilled", {"cards": codes(move.cards),
                                       "stock_count": state.stock_count}))
    # A6.2: the turn after the refill cannot be interrupted.
    assert state.last_capture is not None  # a refill follows a capture
    return next_turn(state, state.last_capture.seat, events, protected=True)

# A6 Play

def play_capture(state: State, move: Capture, events: list[Event]) -> State:
    """The handler of :class:`Capture` (A6.1, A6.2): the card and its take go to the side's pile
    (a Piuma when the table empties), then an Interruption window (A7.1, R35) or what follows a
    capture.

    Raises:
        IllegalMove: A6.1 for a card not held or a take that is not on the table or does not
            add up; A1.2 for a bad ``joker_value``.
    """
    cfg, seat, card, take = state.config, move.seat, move.card, move.take
    hand = state.hands[seat]
    if not state.search:  # a search captures only as listed (State.search)
        check_held(state, seat, card)
        capture_value(card, move.joker_value, take, state.table)
    side = cfg.side(seat)
    table = without(state.table, take)
    piuma = not table  # A6.2
    shield = "piuma" if piuma else "turn" if state.protected_turn else (
        "shield" if state.shielded[seat] else None)
    if not state.search:
        events.append(Event("capture", {"seat": seat, "card": card.value,
                                        "joker_value": move.joker_value,
                                        "take": codes(take), "piuma": piuma}))
    piumas = state.piumas
    if piuma:
        # A6.2: the Piuma's card lies face up beside the pile, still part of it.
        piumas = put(piumas, side, state.piumas[side] + (card,))
        if not state.search:
            events.append(Event("piuma", {"seat": seat, "card": card.value}))
    state = evolve(
        state,
        hands=put(state.hands, seat, without(hand, (card,))),
        **one_card_less(state, seat),
        table=table,
        piles=put(state.piles, side, sort_cards(state.piles[side] + (card,) + take)),
        piumas=piumas,
        # A7.3: any capture uses the just-interrupted player's protection up (R38).
        shielded=put(state.shielded, seat, False),
        protected_turn=False,
        last_capture=LastCapture(seat, take, shield),
    )
    eligible = tuple(c for c in take if interruptible(c))
    if len(take) >= 2 and shield is None and eligible:  # A7.1
        asked = tuple(s for s in ask_order(cfg, seat)
                      if limit_refusal(cfg, state.used, s, seat, state.received) is None)
        if asked:
            # R35: a window opens only when someone may use it.
            window = Window(seat, eligible, asked)
            state = evolve(state, phase=Phase.INTERRUPTION, window=window)
            if not state.search:
                events.append(asked_event(window))
            return state
    return after_capture(state, seat, events)

def play_drop(state: State, move: Drop, events: list[Event]) -> State:
    """The handler of :class:`Drop` (A6.1): the card goes to the table, then the next turn.

    Raises:
        IllegalMove: A6.1 for a card not held, or one that can capture.
    """
    seat, card = move.seat, move.card
    hand = state.hands[seat]
    if not state.search:  # a search drops only as listed (State.search)
        _check_droppable(state, seat, card)
    state = evolve(
        state,
        hands=put(state.hands, seat, without(hand, (card,))),
        **one_card_less(state, seat),
        table=sort_cards(state.table + (card,)),
        protected_turn=False,
    )
    if not state.search:
        events.append(Event("drop", {"seat": seat, "card": card.value}))
    return next_turn(state, seat, events)

def _check_droppable(state: State, seat: int, card: Card) -> None:
    """A6.1: ``seat`` holds ``card``, which captures nothing on the table."""
    check_held(state, seat, card)
    values = [VALUE[c] for c in state.table]
    for value in capture_values(card):
        example = next(subsets(state.table, values, value), None)
        if example is not None:
            raise IllegalMove("A6.1", T(f"{card} can capture {' + '.join(example)} from the"
                                        " table, so it cannot be dropped",
                                        f"{card} può prendere {' + '.join(example)} dal tavolo,"
                                        " quindi non può essere scartata"))

# A7 Interruptions

def play_interrupt(state: State, move: Interrupt, events: list[Event]) -> State:
    """The handler of :class:`Interrupt` (A7.1-A7.5): the card leaves the capturer's pile, the
    limits are spent, then what follows a capture.

    Raises:
        IllegalMove: A7.1 for a card not among those just taken or not a 5 to 9 or a joker;
            :func:`interrupt_refusal`'s rule (A7.1-A7.4, R36, G6) when ``seat`` may not
            interrupt now.
    """
    seat, card = move.seat, move.card
    window = state.window
    if window is None or window.asked[0] != seat:
        raise interrupt_refusal(state, seat)
    last = state.last_capture
    assert last is not None  # a window opens after a capture
    if card not in last.take:
        # A7.1 ruling: only the table cards taken, never the played card.
        raise IllegalMove("A7.1", T(f"{card} is not among the table cards just taken"
                                    f" ({', '.join(last.take)}), the only cards an"
                                    " Interruption may remove",
                                    f"{card} non è tra le carte appena prese dal tavolo"
                                    f" ({', '.join(last.take)}), le sole che"
                                    " un'Interruzione può togliere"))
    if card not in window.cards:
        raise IllegalMove("A7.1", T(f"{card} is worth {VALUE[card]}; an Interruption removes"
                                    " only a 5 to 9 or a joker",
                                    f"{card} vale {VALUE[card]}; un'Interruzione toglie solo"
                                    " un 5-9 o un jolly"))
    cfg, capturer = state.config, window.capturer
    side = cfg.side(capturer)
    used = put(state.used, seat, put(state.used[seat], capturer, state.used[seat][capturer] + 1))
    shielded = state.shielded
    if cfg.mode == "odd":
        shielded = put(shielded, capturer, True)  # A7.3
    received = state.received
    if cfg.scope == "match" and cfg.mode in ("even", "teams"):
        # R37 (revised): the receiving limit of A7.4 stays per round.
        received = put(received or (0,) * cfg.players, capturer,
                         (received[capturer] if received else 0) + 1)
    state = evolve(
        state,
        piles=put(state.piles, side, without(state.piles[side], (card,))),
        removed=state.removed + (card,),
        used=used,
        received=received,
        shielded=shielded,
        last_capture=replace(last, interrupted=True),
        window=None,
        phase=Phase.PLAY,
    )
    if not state.search:
        events.append(Event("interrupted", {"by": seat, "from": capturer, "card": card.value}))
    return after_capture(state, capturer, events)

def interrupt_refusal(state: State, seat: int) -> IllegalMove:
    """The most specific reason why ``seat`` may not interrupt now (G6 if the rules would
    let them, but their decision is not awaited now)."""
    cfg, last = state.config, state.last_capture
    if last is None:
        return IllegalMove("A7.1", T("there has been no capture this round to interrupt",
                                     "in questo round non c'è stata nessuna presa da"
                                     " interrompere"))
    refusal = opponent_refusal(cfg, seat, last.seat)
    if refusal:
        return IllegalMove(*refusal)
    if len(last.take) < 2:
        return IllegalMove("A7.1", T("the last capture took only one table card; only a capture"
                                     " of 2 or more can be interrupted",
                                     "l'ultima presa ha preso una sola carta dal tavolo; si"
                                     " interrompe solo una presa di 2 o più"))
    if last.shield == "piuma":
        return IllegalMove("A7.1", T("the last capture was a Piuma, which cannot be interrupted",
                                     "l'ultima presa era una Piuma, che non si può"
                                     " interrompere"))
    if last.shield == "turn":
        return IllegalMove("A7.1", T("the last capture was made on the turn after a Piuma,"
                                     " which cannot be interrupted (A6.2)",
                                     "l'ultima presa è stata fatta nel turno dopo una Piuma,"
                                     " che non si può interrompere (A6.2)"))
    if last.shield == "shield":
        return IllegalMove("A7.3", T(f"seat {last.seat} had just been interrupted, so their"
                                     " next capture could not be",
                                     f"il posto {last.seat} era appena stato interrotto,"
                                     " quindi la sua presa seguente non poteva esserlo"))
    if not any(interruptible(c) for c in last.take):
        return IllegalMove("A7.1", T("the last capture took no 5 to 9 and no joker",
                                     "l'ultima presa non ha preso né un 5-9 né un jolly"))
    if last.interrupted:
        return IllegalMove("R36", T("the last capture has already been interrupted",
                                    "l'ultima presa è già stata interrotta"))
    refusal = limit_refusal(cfg, state.used, seat, last.seat, state.received)
    if refusal:
        return IllegalMove(*refusal)
    return IllegalMove("G6", not_awaited(seat, awaited(state), state.phase))

def play_decline(state: State, move: Decline, events: list[Event]) -> State:
    """The handler of :class:`Decline` in an Interruption window (A7.1): the next seat is asked,
    or the play goes on after the capture."""
    window = state.window
    assert window is not None  # the gate let a decline through in the window's phase
    if not state.search:
        events.append(Event("interruption_declined", {"seat": move.seat,
                                                      "from": window.capturer}))
    if len(window.asked) > 1:
        window = replace(window, asked=window.asked[1:])
        if not state.search:
            events.append(asked_event(window))
        return evolve(state, window=window)
    state = evolve(state, window=None, phase=Phase.PLAY)
    return after_capture(state, window.capturer, events)
