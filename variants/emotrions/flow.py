"""The flow of a game: each step takes a state and returns a new one (the one given is never
changed), appending what happened to ``events``: the deal (E2.3, E8.1), the draw (E3.1), a
trick's resolution (E3.4-E3.8) and a hand's end (E4, E5).
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
    EXIT_HAND,
    Card,
    deck,
    is_pass,
    pile_score,
    remove_cards,
    sort_cards,
    strength,
    trick_winner,
)
from variants.emotrions.deals import deal_field
from variants.emotrions.family import codes as _codes
from variants.emotrions.family import playoff as _playoff
from variants.emotrions.match import TIE, after_hand, hand_winners
from variants.emotrions.options import EXIT_IN_ORDER, HAND_SIZE, STANDARD, Config
from variants.emotrions.snapshot import pack_points
from variants.emotrions.state import (
    CHOOSE_STYLE,
    EXCHANGE_CALL,
    FINISHED,
    REVEAL,
    STAKE,
    Deal,
    ForcedExchange,
    State,
    add,
    askable,
    clockwise,
    count,
    exchange_allowed,
    next_in,
    put,
    stock_size,
)
from variants.i18n import T

# ----------------------------------------------------------------------------------------------
# The flow of a game: each step takes a state and returns a new one (the one given is never
# changed), appending what happened to ``events``.


def start_hand(s: State, events: list[Event]) -> State:
    """Deal the next hand (E2.3, E8.1) and start its first trick.

    Raises:
        IllegalSetup: G5, E2.4 or E5.2 when the hand's explicit deal does not fit the game as
            it stands (R11).
    """
    cfg = s.config
    index = s.hand_number
    participants = s.match.participants()
    changes: dict[str, Any] = {
        "hand_number": index + 1, "participants": participants,
        "piles": ((),) * cfg.players, "discarded": (), "hand_leader": s.leader,
        "hand_over": False, "chooser": None,
    }
    if s.tabletop:
        changes.update(table_deal(cfg, participants))
    elif s.deals:
        deal = s.deals[0]
        check_deal_fits(s, deal, index, participants)
        changes.update(deals=s.deals[1:], hands=deal.hands, stock=deal.stock)
    else:
        changes.update(shuffle_deal(s, participants))
    s = evolve(s, **changes)
    if not s.search:
        events.append(_hand_started(s))
    return start_trick(s, events, first=True)


def _hand_started(s: State) -> Event:
    cfg = s.config
    data: dict[str, Any] = {
        "hand": s.hand_number,
        "participants": list(s.participants),
        "leader": s.leader,
        "style": s.style.to_dict(),
        "playoff": _playoff(s.match),
        "stock_count": stock_size(s),
    }
    if cfg.exit:
        data["exit_hand"] = _codes(EXIT_IN_ORDER)  # E8.2: the composition is public
    hands = [_codes(h) if h else None for h in s.hands]
    secrets: tuple[Secret, ...] = ()
    if s.style.naked or s.tabletop:
        # A scorekeeper game's hands are only what the table knows (E8.2: the Exit hands).
        data["hands"] = hands
    else:
        data["hands"] = [None] * cfg.players
        secrets = tuple(
            Secret((p,), {"hands": [hands[p] if q == p else None for q in range(cfg.players)]})
            for p in s.participants
        )
        # An omniscient reader (a finished game's record) merges every secret in order; this
        # last one, addressed to no seat, gives it every hand at once.
        secrets += (Secret((), {"hands": hands}),)
    return Event("hand_started", data, secrets)


def check_deal_fits(s: State, deal: Deal, index: int, participants: tuple[int, ...]) -> None:
    """R11: which seats take part in hand ``index + 1`` is only known when it starts; its
    explicit ``deal`` must fit them, and a ``leader`` it names must be the one the rules give
    (API.md: a later deal may leave it out; if given, it must agree).

    Raises:
        IllegalSetup: G5 for a seat dealt cards it may not have (or none it needs); E2.4 or
            E5.2 for a leader who does not lead the hand.
    """
    number = index + 1
    for seat, hand in enumerate(deal.hands):
        if bool(hand) != (seat in participants):
            if seat in participants:
                text = T(
                    f"seat {seat} takes part in hand {number}, so it must be dealt "
                    "6 cards",
                    f"il posto {seat} partecipa alla mano {number}, quindi gli vanno "
                    "date 6 carte",
                )
            else:
                text = T(
                    f"seat {seat} takes no part in hand {number}, so it must be dealt "
                    "an empty hand",
                    f"il posto {seat} non partecipa alla mano {number}, quindi gli va "
                    "data una mano vuota",
                )
            raise IllegalSetup("G5", text, field=deal_field(index, "hands", seat))
    if deal.leader is not None and deal.leader != s.leader:
        # R11: who leads a later hand is known only now, from the play of the hand before.
        rule = "E5.2" if s.match.playoff_kind == TIE else "E2.4"
        raise IllegalSetup(
            rule,
            T(
                f"hand {number} is led by seat {s.leader} ({rule}), not seat "
                f"{deal.leader}",
                f"la mano {number} la apre il posto {s.leader} ({rule}), non il posto "
                f"{deal.leader}",
            ),
            field=deal_field(index, "leader"),
        )


def table_deal(cfg: Config, participants: tuple[int, ...]) -> dict[str, Any]:
    """What a scorekeeper game's deal sets (R57): the counts dealt to the seats taking part, the
    cards known in their hands (the Exit hands, E8.1) and the stock's count."""
    # R57: the table deals real cards (E2.3); the referee counts them, and knows them only
    # with exit (E8.1, E8.2: the starting hands are public).
    takes_part = [p in participants for p in range(cfg.players)]
    assert cfg.decks is not None  # set on construction (E1.2)
    return {
        "counts": tuple(HAND_SIZE * t for t in takes_part),
        "hands": tuple(EXIT_IN_ORDER if cfg.exit and t else () for t in takes_part),
        "stock_left": len(deck(cfg.decks)) - HAND_SIZE * len(participants),
    }


def shuffle_deal(s: State, participants: tuple[int, ...]) -> dict[str, Any]:
    """What a server-dealt hand's deal sets (E2.3, R12, E8.1): the hands of the seats taking
    part, the stock and the generator after the shuffle."""
    # E2.3, R12: 6 cards to each player taking part, in seat order, from the top of the
    # shuffled deck; the rest is the stock. E8.1: the Exit hands are dealt, the rest shuffled.
    cfg = s.config
    assert cfg.decks is not None  # set on construction (E1.2)
    cards = deck(cfg.decks)
    if cfg.exit:
        for _ in participants:
            cards = remove_cards(cards, EXIT_HAND)
    rng = s.rng.copy()
    if not s.search:  # no search plays the next hand (State.search)
        rng.shuffle(cards)
    hands: list[tuple[Card, ...]] = [()] * cfg.players
    for p in participants:
        if cfg.exit:
            hands[p] = EXIT_IN_ORDER
        else:
            hands[p], cards = tuple(sort_cards(cards[:HAND_SIZE])), cards[HAND_SIZE:]
    return {"hands": tuple(hands), "stock": tuple(cards), "rng": rng}


def start_trick(s: State, events: list[Event], first: bool = False) -> State:
    """``s`` at the start of a trick: the draw (E3.1; none in the first trick of an Exit hand,
    E8.1, or with ``first_trick_draw`` off), then the Forced Exchange's asking round where
    E7.1-E7.2 allow it, else the stakes."""
    # E8.1: the first trick of an Exit hand has no draw; nor, read so, any hand's (E3.1,
    # first_trick_draw false: the first trick is played from the 6 dealt cards).
    if not (first and (s.config.exit or not s.config.first_trick_draw)):
        s = draw(s, events)
    if exchange_allowed(s):
        return evolve(s, trick=(), chooser=None, phase=EXCHANGE_CALL,
                      exchange=ForcedExchange(asked=askable(s)[0]))
    return evolve(s, trick=(), chooser=None, phase=STAKE, exchange=None)


def draw(s: State, events: list[Event]) -> State:
    """``s`` after the draw of a trick (E3.1): one card each from the stock, the leader first
    and clockwise, while it lasts; a scorekeeper game counts them (R57)."""
    # E3.1: the leader first, then clockwise, one card each while the stock lasts.
    order = clockwise(s.leader, s.participants, s.config.players)
    if s.tabletop:
        # R57: the table draws real cards; the referee counts them (events: counts only).
        counts, left = list(s.counts), s.stock_left
        for seat in order[:left]:
            counts[seat] += 1
            events.append(Event("draw", {"seat": seat}))
        return evolve(s, counts=tuple(counts), stock_left=left - min(left, len(order)))
    hands, stock = list(s.hands), s.stock
    for seat, card in zip(order, stock, strict=False):
        hands[seat] = add(hands[seat], (card,))
        if s.search:
            continue
        if s.style.naked:
            events.append(Event("draw", {"seat": seat, "card": card.value}))
        else:
            # E8.2: a card seen on a face-up stock is hidden again once drawn.
            events.append(Event("draw", {"seat": seat}, (Secret((seat,), {"card": card.value}),)))
    return evolve(s, hands=tuple(hands), stock=stock[len(order):])


def resolve_trick(s: State, events: list[Event]) -> State:
    """Resolve the completed trick (E3.4–E3.8) and go on to what follows it.

    Raises:
        IllegalSetup: G5, E2.4 or E5.2 when the trick ends the hand and the next hand's explicit
            deal does not fit the game as it stands (R11, :func:`end_hand`).
    """
    hunger = any(Card.HUNGER in cards for _, cards in s.trick)
    winner = trick_winner(s.trick)  # E3.5, E3.6, E3.8
    staked = [c for _, cards in s.trick for c in cards]
    if not s.search:
        events.append(
            Event(
                "trick_resolved",
                {
                    "winner": winner,
                    "hunger": hunger,
                    "stakes": [
                        {
                            "seat": seat,
                            "cards": _codes(cards),
                            "strength": strength(cards),
                            "pass": is_pass(cards),
                        }
                        for seat, cards in s.trick
                    ],
                    "to": "discard" if winner is None else "pile",
                },
            )
        )
    if winner is None:
        # E3.5, E3.8: the cards are discarded and the same leader leads the next trick.
        s = evolve(s, trick=(), exchange=None, discarded=add(s.discarded, staked))
    else:
        s = evolve(s, trick=(), exchange=None, leader=winner,
                   piles=put(s.piles, winner, add(s.piles[winner], staked)))
    holders = [p for p in s.participants if count(s, p)]
    if not stock_size(s) and len(holders) <= 1:
        if s.tabletop and holders:
            # E4.1: the table reports the cards the last holder adds to their pile (R56).
            return evolve(s, phase=REVEAL, last_winner=winner)
        return end_hand(s, events, winner)
    if winner is not None and s.config.winner_options:
        return evolve(s, phase=CHOOSE_STYLE, chooser=winner)  # E6.2: before the next draw
    return start_trick(s, events)


def end_hand(
    s: State, events: list[Event], last_winner: int | None,
    added: dict[str, Any] | None = None,
) -> State:
    """Score the hand (E4), decide what follows (E5), and start the next hand if any.
    ``added`` is a scorekeeper game's reveal (E4.1), already in its pile.

    Raises:
        IllegalSetup: G5, E2.4 or E5.2 when the next hand's explicit deal does not fit the game
            as it stands (R11, :func:`start_hand`).
    """
    cfg = s.config
    piles, hands = s.piles, s.hands
    for seat in s.participants:
        if hands[seat]:
            # E4.1: the one player still holding cards adds them to their won pile.
            added = {"seat": seat, "cards": _codes(hands[seat])}
            piles = put(piles, seat, add(piles[seat], hands[seat]))
            hands = put(hands, seat, ())
    scores = {p: pile_score(piles[p]) for p in s.participants}  # E4.2
    match, outcome = after_hand(s.match, scores, s.hand_leader, exact37=s.config.exact37)
    points = tuple(scores.get(seat) for seat in range(cfg.players))
    s = evolve(s, piles=piles, hands=hands, match=match,
               history=s.history + (pack_points(points, outcome.counted),))
    if not s.search:
        events.append(
            Event(
                "hand_ended",
                {
                    "hand": s.hand_number,
                    "points": list(points),
                    "totals": list(match.totals),
                    "hand_winners": hand_winners(scores),
                    "added": added,
                    "outcome": outcome.to_dict(),
                },
            )
        )
    if match.finished:
        if not s.search:
            events.append(
                Event(
                    "game_ended",
                    {
                        "winners": list(match.winners),
                        "totals": list(match.totals),
                        "rule": outcome.rule,
                        "reason": outcome.reason,
                    },
                )
            )
        return evolve(s, phase=FINISHED)
    following = match.participants()
    if match.playoff_kind == TIE:
        # E5.2: a tie play-off is led by who led the last hand, or the next tied player after.
        leader = next_in(s.hand_leader, following, cfg.players)
    else:
        # E2.4: who would have led the next trick (the last winner, else the last trick's
        # leader), or the next player still in; R8: in an E5.3 play-off, the next taking part.
        would_lead = s.leader if last_winner is None else last_winner
        leader = next_in(would_lead, following, cfg.players)
    style = s.style
    if cfg.winner_options and last_winner is not None:
        if last_winner in following:
            # E6.2, R7: the last trick's winner chooses the next hand's first style.
            return evolve(s, leader=leader, phase=CHOOSE_STYLE, chooser=last_winner,
                          hand_over=True)
        style = STANDARD  # E6.2: the winner is out or takes no part in the next hand
    return start_hand(evolve(s, leader=leader, style=style), events)



