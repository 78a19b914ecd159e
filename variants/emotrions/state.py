"""EmotrionsOnCards' state: the phases, the frozen :class:`State` of a game and what it tells
without changing it (whose stake is next, who may be named in a Forced Exchange, E7.3).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from variants.emotrions.cards import (
    Card,
    sort_cards,
)
from variants.emotrions.match import Match
from variants.emotrions.options import STANDARD, Config, Style
from variants.rng import Rng


class Phase(StrEnum):
    """What the game waits for; the values are the view's ``phase``."""

    EXCHANGE_CALL = "exchange_call"  # E7.1: a seat is asked whether to call a Forced Exchange
    EXCHANGE_CHAIN = "exchange_chain"  # E7.3: a seat names the next player to take a card from
    STAKE = "stake"  # E3.2
    CHOOSE_STYLE = "choose_style"  # E6.2
    REVEAL = "reveal"  # E4.1 in a scorekeeper game: the last holder's cards are reported
    FINISHED = "finished"


EXCHANGE_CALL, EXCHANGE_CHAIN, STAKE, CHOOSE_STYLE, REVEAL, FINISHED = Phase



# ----------------------------------------------------------------------------------------------
# State


@dataclass(frozen=True)
class ForcedExchange:
    """The Forced Exchange of the current trick (E7): who is asked, or the chain under way."""

    asked: int | None = None  # E7.1: the seat asked whether to call
    caller: int | None = None
    takers: tuple[int, ...] = ()  # E7.3: seats that have taken a card, in order
    taker: int | None = None  # E7.3: the seat to name a player and take next


@dataclass(frozen=True)
class Deal:
    """An explicit deal (API.md): hands in seat order, the stock top card first."""

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    leader: int | None = None


@dataclass(frozen=True)
class State:
    """A game of EmotrionsOnCards. Never mutated: every step of a move returns a new state
    (:func:`~variants.base.evolve`), and a draw from ``rng`` is made on a copy of it. Card
    tuples are kept in card order (hands, piles, discards); the stock is listed top card
    first."""

    config: Config
    rng: Rng
    match: Match
    phase: Phase = Phase.STAKE
    style: Style = STANDARD
    hand_number: int = 0
    participants: tuple[int, ...] = ()
    hand_leader: int = 0  # led the hand's first trick (E5.2, E5.3)
    leader: int = 0  # leads the current trick (or, between hands, the next hand's first)
    hands: tuple[tuple[Card, ...], ...] = ()
    stock: tuple[Card, ...] = ()
    piles: tuple[tuple[Card, ...], ...] = ()
    discarded: tuple[Card, ...] = ()
    trick: tuple[tuple[int, tuple[Card, ...]], ...] = ()  # (seat, cards) in staking order
    exchange: ForcedExchange | None = None
    chooser: int | None = None  # E6.2: the trick winner choosing the next style
    hand_over: bool = False  # the chooser chooses the first style of the next hand (R7)
    #: Per finished hand, its points per seat and whether they counted, packed by
    #: :func:`~variants.emotrions.snapshot.pack_points` (kept packed: snapshots are written and read on every move).
    history: tuple[str, ...] = ()
    deals: tuple[Deal, ...] = ()  # explicit deals not used yet, for the next hands in order
    #: A scorekeeper game (``"deal": "table"``): the cards are real and the referee knows only
    #: what the table shows. ``hands`` then holds the cards known to be in each hand (the E8.1
    #: hands, a shown force) and ``stock`` stays empty; ``counts`` and ``stock_left`` say how
    #: many cards each hand and the stock hold.
    tabletop: bool = False
    counts: tuple[int, ...] = ()
    stock_left: int = 0
    last_winner: int | None = None  # the last trick's winner while phase reveal waits (E4.1)
    #: A search's state (a bot's determinization, variants.search): a search plays only
    #: legal moves of the seat awaited, reads none of their events and stops where the hand
    #: ends, so its moves pass no gate (G6) and build no events, and the next hand is dealt
    #: unshuffled. Not part of the game: no snapshot keeps it, no comparison reads it
    #: (tests/engine/test_bots.py plays it against the game's own along seeded games).
    search: bool = field(default=False, compare=False)


# ----------------------------------------------------------------------------------------------
# Small helpers




def put(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """``items`` with ``items[index]`` replaced by ``value``."""
    return items[:index] + (value,) + items[index + 1 :]


def add(cards: tuple[Card, ...], more: Iterable[Card]) -> tuple[Card, ...]:
    """``cards`` with ``more``, in canonical order."""
    return tuple(sort_cards((*cards, *more)))


def clockwise(start: int, seats: Sequence[int], players: int) -> list[int]:
    """``seats`` in clockwise order from ``start`` (G1)."""
    return [(start + i) % players for i in range(players) if (start + i) % players in seats]


def next_in(seat: int, seats: Sequence[int], players: int) -> int:
    """``seat`` if it is in ``seats``, else the next of ``seats`` clockwise after it (G1)."""
    return clockwise(seat, seats, players)[0]




def carte(n: int) -> str:
    """``n`` cards in Italian (``1 carta``, ``2 carte``), for the messages."""
    return f"{n} carta" if n == 1 else f"{n} carte"


def count(s: State, seat: int) -> int:
    """How many cards ``seat`` holds (in a scorekeeper game, as the referee counts them)."""
    return s.counts[seat] if s.tabletop else len(s.hands[seat])


def stock_size(s: State) -> int:
    """How many cards the stock holds (in a scorekeeper game, as the referee counts them)."""
    return s.stock_left if s.tabletop else len(s.stock)


def next_staker(s: State) -> int | None:
    """The seat whose stake is awaited in the trick (E3.2: the leader first and clockwise, a
    seat holding no card skipped, R13), or None once everyone has staked."""
    # E3.2: the leader first and clockwise; a player with no cards is skipped (the leader too,
    # R13). A player yet to stake holds what they held when the trick began.
    n = s.config.players
    last = s.trick[-1][0] if s.trick else s.leader - 1
    for step in range(1, n + 1):
        seat = (last + step) % n
        if s.trick and seat == s.leader:
            return None  # round the table: everyone has staked
        if (s.counts[seat] if s.tabletop else s.hands[seat]) and seat in s.participants:
            return seat
    return None




def takeable(s: State, seat: int) -> list[Card]:
    """The cards of ``seat``'s hand that a Forced Exchange may take (E7.3: never the force the
    caller showed)."""
    hand = list(s.hands[seat])
    if s.exchange and seat == s.exchange.caller:
        hand.remove(Card.FORCE)  # E7.3: the force the caller showed can never be taken
    return hand


def takeable_count(s: State, seat: int) -> int:
    """How many cards a Forced Exchange may take from ``seat`` (E7.3)."""
    # E7.3: the force the caller showed can never be taken.
    caller = s.exchange is not None and seat == s.exchange.caller
    return count(s, seat) - caller


def exchange_victims(s: State, taker: int) -> list[int]:
    """The players ``taker`` may name (E7.3): others holding a card that may be taken."""
    return [p for p in s.participants if p != taker and takeable_count(s, p)]


def askable(s: State) -> list[int]:
    """The players asked in a Forced Exchange's asking round (E7.1, R5): those holding cards,
    clockwise from the leader."""
    # E7.1 ruling: everyone taking part is asked, clockwise from the leader; R5: not a player
    # holding no cards (they have no force; their count is public, so skipping them tells nothing).
    return [p for p in clockwise(s.leader, s.participants, s.config.players) if count(s, p)]


def exchange_allowed(s: State) -> bool:
    """Whether the trick opens with a Forced Exchange (E7.1: the option on, in Standard Style;
    E7.2 and R5: nobody holding one or two cards, and at least two holding any)."""
    if not (s.config.forced_exchange and s.style.standard):
        return False  # E7.1: only in a trick of Standard Style
    counts = [count(s, p) for p in s.participants]
    # E7.2: not if anyone holds only one or two cards; R5: nor when fewer than two hold any.
    return not any(n in (1, 2) for n in counts) and sum(n > 0 for n in counts) >= 2
