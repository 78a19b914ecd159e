"""The flow of a match: each step takes a state and returns a new one (the one given is never
changed), appending what happened to ``events``: a round's deal (A4), the Mulligan's turns
(A5), what follows a capture (early wins A9.2-A9.3, the draw, the refill A6.2), the next turn,
the count (A8) and the match's end (A9).
"""

from __future__ import annotations

import itertools
from typing import Any

from variants.base import (
    Event,
    Secret,
    evolve,
)
from variants.four_aces.cards import (
    DECK,
    codes,
    sort_cards,
    unpack,
)
from variants.four_aces.counting import aces_held, count_round, match_winner
from variants.four_aces.options import REFILL, TABLE_SIZE, mulligan_turns
from variants.four_aces.state import Phase, State, Window, hand_count, put, stock_left


def start_round(state: State, dealer: int, events: list[Event]) -> State:
    """``state`` at the start of a round dealt by ``dealer``: the deal (R31; an explicit deal if
    one is left; in a scorekeeper game, the table lays its own, R72), then the Mulligan (A5)."""
    cfg = state.config
    n, h = cfg.players, cfg.hand_size
    fresh_used = cfg.scope == "round" or state.round == 0
    common: dict[str, Any] = {
        "round": state.round + 1, "dealer": dealer, "piles": ((),) * cfg.sides,
        "piumas": ((),) * cfg.sides, "removed": (), "discarded": (), "to_move": dealer,
        "mulligan_turn": 0, "mulligan_passed": False, "window": None, "last_capture": None,
        "protected_turn": False, "shielded": (False,) * n,
        "used": ((0,) * n,) * n if fresh_used else state.used,
        "received": (),  # R37 (revised): receiving is counted per round
    }
    if state.tabletop:
        # R72: the table deals its own cards; the round starts when the dealer reports
        # the 6 laid on the table (they come from what is left after the hands).
        return evolve(state, phase=Phase.LAY, hands=((),) * n, counts=(h,) * n,
                       table=(), stock_count=len(DECK) - n * h, **common)
    rng, deals = state.rng, state.deals
    if deals:
        laid = unpack(deals[0])
        deals = deals[1:]
    else:
        rng = rng.copy()
        deck = list(DECK)
        if not state.search:  # no search plays the next round (State.search)
            rng.shuffle(deck)
        laid = tuple(deck)
    # R31: hands are dealt in blocks in seat order, then the table, then the stock.
    hands = tuple(sort_cards(laid[s * h:(s + 1) * h]) for s in range(n))
    table = sort_cards(laid[n * h:n * h + TABLE_SIZE])
    stock = laid[n * h + TABLE_SIZE:]
    state = evolve(state, rng=rng, deals=deals, phase=Phase.MULLIGAN, hands=hands,
                    table=table, stock=stock, **common)
    if not state.search:
        events.append(round_started(
            state, tuple(Secret((s,), {f"hand_{s}": codes(hands[s])}) for s in range(n))))
    return state



def next_mulligan_turn(state: State, events: list[Event], passed: bool) -> State:
    """``state`` after a Mulligan turn (A5.2: a pass in the first round of swaps means no
    second): the next seat's turn, or the play, which the dealer begins (A3.2)."""
    cfg = state.config
    # A5.2: a pass in the first round of swaps means no second round.
    passed = state.mulligan_passed or (passed and state.mulligan_turn < cfg.players)
    turn = state.mulligan_turn + 1
    if turn < mulligan_turns(cfg, passed):
        seat = (state.dealer + turn) % cfg.players
        return evolve(state, mulligan_turn=turn, mulligan_passed=passed, to_move=seat)
    # A3.2: the dealer is the first player.
    if not state.search:
        events.append(Event("mulligan_ended", {"first_player": state.dealer}))
    return evolve(state, mulligan_turn=turn, mulligan_passed=passed, phase=Phase.PLAY,
                   to_move=state.dealer)


# After a capture: early wins, the draw, the refill, the next turn

def after_capture(state: State, capturer: int, events: list[Event]) -> State:
    """``state`` after ``capturer``'s capture and any Interruption: an early win (A9.3, A9.2),
    else the draw (A6.1, A7.5), the refill of an emptied table (A6.2) and the next turn."""
    cfg = state.config
    side = cfg.side(capturer)
    aces = aces_held(state.piles[side])
    # A9.3 before A9.2; checked after the window, before the draw (R39).
    if aces == 4:
        return end_round(state, events, early=(side, "A9.3"))
    if aces == 3:
        return end_round(state, events, early=(side, "A9.2"))
    if state.tabletop:
        return after_capture_at_table(state, capturer, events)
    hands, stock, table = state.hands, state.stock, state.table
    if stock:  # A6.1, A7.5
        hands = put(hands, capturer, sort_cards(hands[capturer] + stock[:1]))
        if not state.search:
            events.append(Event("draw", {"seat": capturer, "stock_count": len(stock) - 1},
                                (Secret((capturer,), {"card": stock[0].value}),)))
        stock = stock[1:]
    protected = False
    if not table:
        # A6.2: refill the emptied table; the next player's turn cannot be interrupted.
        table, stock, protected = sort_cards(stock[:REFILL]), stock[REFILL:], True
        if not state.search:
            events.append(Event("table_refilled", {"cards": codes(table),
                                                   "stock_count": len(stock)}))
    state = evolve(state, hands=hands, stock=stock, table=table)
    return next_turn(state, capturer, events, protected)

def after_capture_at_table(state: State, capturer: int, events: list[Event]) -> State:
    """A scorekeeper game's draw (a count, R73) and, after a Piuma, the dealer's lay."""
    counts, stock_count = state.counts, state.stock_count
    if stock_count:  # A6.1, A7.5
        counts, stock_count = put(counts, capturer, counts[capturer] + 1), stock_count - 1
        events.append(Event("draw", {"seat": capturer, "stock_count": stock_count}))
    state = evolve(state, counts=counts, stock_count=stock_count)
    if state.table:
        return next_turn(state, capturer, events)
    if stock_count:
        # A6.2, R72: the dealer lays the refill; the capturer's turn is over.
        return evolve(state, phase=Phase.LAY, to_move=state.dealer)
    events.append(Event("table_refilled", {"cards": [], "stock_count": 0}))
    return next_turn(state, capturer, events, protected=True)

def next_turn(state: State, after: int, events: list[Event], protected: bool = False) -> State:
    """``state`` with the turn after ``after``'s: the next seat holding cards (A6.1), or the
    round's end when none does (A6.3)."""
    n = state.config.players
    for step in range(1, n + 1):
        seat = (after + step) % n
        if hand_count(state, seat):  # A6.1: an empty hand is skipped
            return evolve(state, to_move=seat, protected_turn=protected)
    return end_round(state, events, early=None)  # A6.3

# A8, A9: the count and the match

def end_round(state: State, events: list[Event], early: tuple[int, str] | None) -> State:
    """``state`` after the round ends (A6.3, A9.2, A9.3; what is not in a pile is discarded,
    R40): the count (A8), and the match's end (A9.4) or the next round."""
    cfg = state.config
    # A6.3, A9.2: whatever is not in a pile is discarded (R40).
    discarded = state.discarded + state.table + state.stock + tuple(itertools.chain(*state.hands))
    sides_seats = [cfg.seats_of(side) for side in range(cfg.sides)]
    count = count_round(cfg.mode, state.piles, state.piumas, sides_seats, early,
                        pure_column=cfg.pure_column, placement_vp=cfg.placement_vp,
                        three_aces_vp=cfg.three_aces_vp)
    totals = tuple(t + p for t, p in zip(state.totals, count.points, strict=False))
    by_seat = [cfg.side(s) for s in range(cfg.players)]
    if not state.search:
        events.append(Event("round_ended", {
            "round": state.round,
            "early_win": None if early is None else {"seats": list(sides_seats[early[0]]),
                                                     "rule": early[1]},
            "sides": [list(seats) for seats in sides_seats],
            "piles": [codes(pile) for pile in state.piles],
            "piumas": [codes(p) for p in state.piumas],
            "columns": [[c.to_dict() for c in count.standings[side].columns if c.length]
                        for side in by_seat],
            "jokers_used": [count.standings[side].jokers for side in by_seat],
            "ranking": list(count.ranking),
            "vp": [list(count.lines[side]) for side in by_seat],
            "points": [count.points[side] for side in by_seat],
            "totals": [totals[side] for side in by_seat],
        }))
    state = evolve(
        state, hands=((),) * cfg.players, table=(), stock=(), discarded=discarded,
        counts=(0,) * cfg.players if state.tabletop else (), stock_count=0, totals=totals, history=state.history + (count.points,), window=None, to_move=None,
        protected_turn=False,
    )
    winners, decided = winner_of_match(state, early)
    if winners:
        if not state.search:
            events.append(Event("game_ended", {
                "winners": list(winners), "rule": "A9.3" if decided == "four_aces" else "A9.4",
                "decided_by": decided, "totals": [totals[side] for side in by_seat],
            }))
        return evolve(state, phase=Phase.FINISHED, winners=winners)
    return start_round(state, (state.dealer + 1) % cfg.players, events)

def winner_of_match(state: State, early: tuple[int, str] | None
                  ) -> tuple[tuple[int, ...], str | None]:
    """A9.3, A9.4: the seats that win the match after this round (none for another round)
    and what decided it (:func:`~variants.four_aces.counting.match_winner`)."""
    side, decided = match_winner(state.totals, state.piles, state.config.goal, early)
    return (() if side is None else state.config.seats_of(side)), decided



def round_started(state: State, secrets: tuple[Secret, ...] = ()) -> Event:
    """The ``round_started`` event of ``state``'s round, with ``secrets`` (each seat's hand)."""
    return Event("round_started", {
        "round": state.round, "dealer": state.dealer, "table": codes(state.table),
        "stock_count": stock_left(state),
        "hand_counts": [hand_count(state, s) for s in range(state.config.players)],
    }, secrets)


def one_card_less(state: State, seat: int) -> dict[str, Any]:
    """The count change of a card leaving ``seat``'s hand in a scorekeeper game."""
    if not state.tabletop:
        return {}
    return {"counts": put(state.counts, seat, state.counts[seat] - 1)}



def asked_event(window: Window) -> Event:
    """The ``interruption_asked`` event of ``window``: the seat asked, the capturer and the
    cards it may remove (A7.1)."""
    return Event("interruption_asked", {"seat": window.asked[0], "from": window.capturer,
                                        "cards": codes(window.cards)})
