"""Helpers for the EmotrionsOnCards engine tests: explicit deals, exact tables, moves.

Scenarios are exact: a game starts from an explicit deal, or a table is laid out card by card
(:func:`table`) with every card of the deck accounted for, so the engine's audit still holds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import replace

from variants.base import Event, redact_event
from variants.emotrions import VARIANT as ENGINE
from variants.emotrions.cards import Card, deck, sort_cards
from variants.emotrions.engine import (
    STAKE,
    ChooseStyle,
    Decline,
    Exchange,
    Stake,
    State,
)
from variants.emotrions.snapshot import pack_points

#: Hands the tests deal (A, B, C and D fit one deck together; SIX is the E8.1 composition).
SIX = ["joy", "love", "goodness", "sadness", "hatred", "fury"]
A = ["force", "joy", "love", "goodness", "sadness", "hatred"]
B = ["fury", "fury", "hatred", "sadness", "joy", "love"]
C = ["goodness", "goodness", "love", "joy", "sadness", "hatred"]
D = ["fury", "fury", "force", "force", "indecision", "indecision"]

__all__ = [
    "ENGINE",
    "ChooseStyle",
    "Decline",
    "Exchange",
    "Stake",
    "cards",
    "config",
    "deal",
    "new_game",
    "of_type",
    "play",
    "seen_by",
    "stake",
    "table",
]


def config(players: int = 2, **options):
    return ENGINE.configure(players, options)


def cards(*codes: str) -> tuple[Card, ...]:
    return tuple(sort_cards(Card(c) for c in codes))


def rest_of_deck(decks: int, used: Iterable[str]) -> list[str]:
    """The deck (in deck order) without ``used``."""
    rest = Counter(c.value for c in deck(decks))
    rest.subtract(Counter(used))
    assert all(n >= 0 for n in rest.values()), f"more cards used than the deck holds: {rest}"
    return [c.value for c in Card for _ in range(rest[c.value])]


def deal(hands: list[list[str]], stock_top: Iterable[str] = (), leader: int | None = 0,
         decks: int = 1) -> dict:
    """An explicit deal: ``hands`` per seat, the stock ``stock_top`` then the rest of the deck."""
    top = list(stock_top)
    out = {
        "hands": [list(h) for h in hands],
        "stock": top + rest_of_deck(decks, [c for h in hands for c in h] + top),
    }
    if leader is not None:
        out["leader"] = leader
    return out


def new_game(hands: list[list[str]], stock_top: Iterable[str] = (), leader: int = 0,
             more: Iterable[dict] = (), seed: str = "test", **options):
    """A game of ``len(hands)`` players from an explicit first deal (and ``more`` deals)."""
    cfg = config(len(hands), **options)
    return ENGINE.start(cfg, seed, [deal(hands, stock_top, leader, cfg.decks), *more])


def stake(seat: int, *codes: str) -> Stake:
    return Stake(seat, tuple(codes))


def play(state: State, *moves) -> tuple[State, list[Event]]:
    """Apply ``moves`` in order; all their events."""
    events: list[Event] = []
    for move in moves:
        state, new = ENGINE.apply(state, move)
        events += new
    return state, events


def of_type(events: list[Event], kind: str) -> list[dict]:
    return [e.to_dict() for e in events if e.type == kind]


def seen_by(events: list[Event], viewer, kind: str | None = None) -> list[dict]:
    return [redact_event(e.to_dict(), viewer) for e in events if kind in (None, e.type)]


def table(
    state: State,
    hands: Mapping[int, Iterable[str]],
    stock: Iterable[str] = (),
    piles: Mapping[int, Iterable[str]] | None = None,
    leader: int | None = None,
    totals: Iterable[int] | None = None,
    out: Iterable[int] = (),
    playoff: tuple[tuple[int, ...], str] | None = None,
) -> State:
    """``state`` with an exact table at the start of a trick's stakes: the given hands, stock
    (top first) and piles; every other card of the deck is in the discard, so cards are
    conserved. Seats not in ``hands`` hold nothing. ``totals``, ``out`` and ``playoff`` (seats,
    kind) set the game's standing."""
    cfg = state.config
    piles = piles or {}
    hand_of = [cards(*hands.get(s, ())) for s in range(cfg.players)]
    pile_of = [cards(*piles.get(s, ())) for s in range(cfg.players)]
    stock_cards = tuple(Card(c) for c in stock)
    used = [c.value for h in (*hand_of, *pile_of) for c in h] + [c.value for c in stock_cards]
    match, history = state.match, state.history
    if totals is not None:
        # As if earlier hands had scored the totals (the audit re-derives reach37 totals).
        match = replace(match, totals=tuple(totals))
        history = (pack_points(tuple(totals), True),)
    if out:
        match = replace(match, out=tuple(s in set(out) for s in range(cfg.players)))
    if playoff:
        match = replace(match, playoff=playoff[0], playoff_kind=playoff[1])
    new = replace(
        state,
        match=match,
        history=history,
        participants=match.participants(),
        hands=tuple(hand_of),
        stock=stock_cards,
        piles=tuple(pile_of),
        discarded=cards(*rest_of_deck(cfg.decks, used)),
        trick=(),
        exchange=None,
        phase=STAKE,
        leader=state.leader if leader is None else leader,
        hand_leader=state.leader if leader is None else leader,
    )
    ENGINE.audit(new)
    return new
