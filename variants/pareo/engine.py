"""Emotrions Pareo (variant ``pareo``): rules P1–P7 of RULES.md.

Two players and one Emotrions deck. Each *play* the Challenger draws, then the Pareo draws
(P2 a); the Challenger attacks with a valid combination (E3.3); the Pareo answers with a match,
a lone ``force`` or a lone ``hunger`` (P3), or declines; the Pareo Chart (P4) says who takes the
table; the pile worth more decides the next Challenger (P5). A hand ends at the start of a play
when the stock is empty and a player holds no cards (P6); the game ends as E5 says (P7), through
:mod:`variants.emotrions.match`. The project's rulings R20–R29 are in ``docs/rulings/pareo.md``.

A scorekeeper game (``start(..., tabletop=True)``, rulings R60–R65) is played with real cards:
the referee counts the cards in each hand and in the stock (:class:`Unseen`), checks every
reported attack and answer against the cards shown so far (one deck: no fifth card of a kind)
and waits for the :class:`Reveal` of the cards left at a hand's end (P6, phase ``reveal``).

Each play is decided by the Pareo Chart's own functions (:mod:`variants.pareo.chart`:
:func:`~variants.pareo.chart.answer_kind`, :func:`~variants.pareo.chart.resolve`), from which
the chart is computed as ``describe()`` publishes it and as ``docs/pareo-chart.md``.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cache, lru_cache
from typing import Any, ClassVar

from variants.base import (
    ALL,
    Event,
    FieldKind,
    Handler,
    IllegalMove,
    IllegalSetup,
    Move,
    OptionSpec,
    Secret,
    Variant,
    Viewer,
    evolve,
    handler,
    move_field,
)
from variants.emotrions.cards import (
    Card,
    combination_error,
    combinations,
    deck,
    holds,
    parse_card,
    pile_score,
    remove_cards,
    sort_cards,
)
from variants.emotrions.match import TARGETS, HandOutcome, Match, after_hand
from variants.i18n import T, Text, as_text
from variants.pareo.chart import CHALLENGER, PAREO, PAREO_CHART, allows, answer_kind, resolve
from variants.rng import Rng

PLAYERS = 2
HAND_SIZE = 6  # P1
STOCK_SIZE = 36 - PLAYERS * HAND_SIZE
#: R29: explicit deals a game may list, so that its snapshot stays small.
MAX_DEALS = 16



class Phase(StrEnum):
    """What the game waits for; the values are the view's ``phase``."""

    ATTACK = "attack"  # P2 b
    ANSWER = "answer"  # P2 c
    #: R62: a scorekeeper game waits here for the cards a player still holds at the hand's end.
    REVEAL = "reveal"
    FINISHED = "finished"


ATTACK, ANSWER, REVEAL, FINISHED = Phase

#: E options that P7 says do not apply: accepted when false, refused (P7) when true.
NOT_APPLICABLE = ("covered", "winner_options", "forced_exchange", "exit")
#: E6.1 presets that make sense here; ``pure-strategy`` holds ``exit`` (R20).
PRESETS: dict[str, dict[str, Any]] = {"standard": {}, "naked": {"naked": True}}

_DECK_COUNTS = Counter(deck())
_CARD_CODES = frozenset(card.value for card in Card)


# ----------------------------------------------------------------------------------------------
# Config


@dataclass(frozen=True)
class Config:
    """The options of one Pareo game (P7): the E5 target and the style switches that apply.

    Raises:
        IllegalSetup: P1 (R20) for a player count other than 2; E5.1 for an unknown target;
            E6.1 for a style switch that is not a boolean.
    """

    players: int = PLAYERS
    target: str = "reach37"
    naked: bool = False
    stock_face_up: bool = False

    def __post_init__(self) -> None:
        if self.players != PLAYERS:
            # R20: the P preamble's "two players" has no id of its own; P1 deals to two.
            raise IllegalSetup(
                "P1",
                T(f"Emotrions Pareo is for exactly 2 players, not {self.players}",
                  f"Emotrions Pareo è per esattamente 2 giocatori, non {self.players}"),
                field="players",
            )
        if self.target not in TARGETS:
            raise IllegalSetup(
                "E5.1",
                T(f"target {self.target!r} is not one of {', '.join(TARGETS)}",
                  f"target {self.target!r} non è uno di {', '.join(TARGETS)}"),
                field="options.target",
            )
        for name in ("naked", "stock_face_up"):
            if not isinstance(getattr(self, name), bool):
                raise IllegalSetup(
                    "E6.1", T(f"{name} must be true or false", f"{name} deve essere true o false"),
                    field=f"options.{name}",
                )

    def options(self) -> dict[str, Any]:
        """The options as the wire names them."""
        return {"target": self.target, "naked": self.naked, "stock_face_up": self.stock_face_up}


OPTION_SPECS = (
    OptionSpec(
        "target", "string", "reach37", "E5.1",
        "reach37: 37 or more wins, below zero is out; exact37: exactly 37 wins (E5.3)",
        choices=TARGETS,
    ),
    OptionSpec("naked", "boolean", False, "E6.1", "both hands are visible to all"),
    OptionSpec(
        "stock_face_up", "boolean", False, "E6.1", "the stock's top card is visible to all"
    ),
)


# ----------------------------------------------------------------------------------------------
# Moves


def _stake(cards: Iterable[Any]) -> tuple[Card, ...]:
    """Cards from wire codes (or cards), in canonical order so equal stakes compare equal.

    Raises:
        ValueError: for an unknown card code (malformed input, which schemas refuse first).
    """
    return tuple(sort_cards(c if type(c) is Card else parse_card(c) for c in cards))


@dataclass(frozen=True)
class _Stake(Move):
    cards: tuple[Card, ...] = move_field(
        FieldKind.CARDS, "the cards: of an attack (P2 b), an answer (P3) or a reveal (P6, R62)")

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _stake(self.cards))


@dataclass(frozen=True)
class Attack(_Stake):
    """The Challenger stakes a valid combination from hand (P2 b, E3.3)."""

    TYPE: ClassVar[str] = "attack"


@dataclass(frozen=True)
class Answer(_Stake):
    """The Pareo answers with a match, a lone force or a lone hunger (P2 c, P3)."""

    TYPE: ClassVar[str] = "answer"


@dataclass(frozen=True)
class Decline(Move):
    """The Pareo does not answer (P2 c)."""

    TYPE: ClassVar[str] = "decline"


@dataclass(frozen=True)
class Reveal(_Stake):
    """In a scorekeeper game, the cards a player still holds at the end of a hand, shown to be
    added to their pile (P6, R62). Not a stake: any number of cards."""

    TYPE: ClassVar[str] = "reveal"


def _names(cards: Sequence[Card]) -> Text:
    return T("+".join(cards), "+".join(cards)) if cards else T("no cards", "nessuna carta")


# ----------------------------------------------------------------------------------------------
# State


@dataclass(frozen=True)
class Deal:
    """An explicit deal (API.md): both hands (sorted), the stock top card first, the first
    Challenger if given."""

    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    stock: tuple[Card, ...]
    leader: int | None = None


@dataclass(frozen=True)
class Unseen:
    """What the referee of a scorekeeper game knows of the cards it has not seen (R63): how
    many each hand holds and how many are left in the stock."""

    hands: tuple[int, int]
    stock: int


@dataclass(frozen=True)
class State:
    """A Pareo game. Hands, piles and discards are kept sorted (their order says nothing);
    the stock is listed top card first. ``opener`` is the first Challenger of the hand (P1);
    ``history`` holds each finished hand's points and whether they counted (E5.2);
    ``deals`` the explicit deals of the hands still to come. In a scorekeeper game
    (``tabletop``) ``unseen`` counts the cards in hands and stock, which stay empty (R63)."""

    config: Config
    rng: Rng
    match: Match
    hand_number: int
    opener: int
    challenger: int
    phase: Phase
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    stock: tuple[Card, ...]
    attack: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], tuple[Card, ...]]
    discards: tuple[Card, ...]
    history: tuple[tuple[int, int, bool], ...]
    deals: tuple[Deal, ...]
    unseen: Unseen | None = None

    @property
    def pareo(self) -> int:
        """The Pareo's seat: the other player (P1)."""
        return 1 - self.challenger

    @property
    def tabletop(self) -> bool:
        """Whether this is a scorekeeper game (``"deal": "table"``): the table reports the
        cards as they are shown; the referee never sees a hand or the stock."""
        return self.unseen is not None

    def count(self, seat: int) -> int:
        """How many cards ``seat`` holds."""
        return self.unseen.hands[seat] if self.unseen else len(self.hands[seat])

    def stock_count(self) -> int:
        """How many cards are left in the stock."""
        return self.unseen.stock if self.unseen else len(self.stock)

    def shown(self) -> Counter[Card]:
        """Every card shown in this hand, by kind: the table, the piles and the discards. In
        Pareo a shown card never goes back into a hand (R60)."""
        return Counter((*self.attack, *self.piles[0], *self.piles[1], *self.discards))


def _new_state(**fields: Any) -> State:
    state = object.__new__(State)
    state.__dict__.update(fields)
    return state


@cache
def _config(**options: Any) -> Config:
    # Snapshots are loaded on every request; there are only eight configs.
    return Config(PLAYERS, **options)


def _holds(hand: tuple[Card, ...], cards: tuple[Card, ...]) -> bool:
    # A stake is one or two cards (sorted); longer ones go the slow way.
    if len(cards) == 1:
        return cards[0] in hand
    if len(cards) == 2 and cards[0] == cards[1]:
        return hand.count(cards[0]) >= 2
    if len(cards) == 2:
        return cards[0] in hand and cards[1] in hand
    return holds(hand, cards)


def _with(pair: tuple[Any, Any], seat: int, value: Any) -> tuple[Any, Any]:
    return (value, pair[1]) if seat == 0 else (pair[0], value)




def _check_deck(shown: Counter[Card], cards: Sequence[Card]) -> None:
    """R60: refuse ``cards`` when more of a kind would then have been shown than the one deck
    holds (``shown``: the cards shown so far, :meth:`State.shown`)."""
    for card, n in Counter(cards).items():
        before, total = shown[card], _DECK_COUNTS[card]
        if before + n <= total:
            continue
        if before == total:
            raise IllegalMove(
                "R60",
                T(f"the deck holds only {total} {card}; all {total} have been shown",
                  f"il mazzo ha solo {total} {card}; sono già state mostrate tutte e {total}"),
            )
        raise IllegalMove(
            "R60",
            T(f"the deck holds only {total} {card}; {before} have been shown, so no hand can "
              f"hold {n} more",
              f"il mazzo ha solo {total} {card}; ne sono state mostrate {before}, quindi "
              f"nessuna mano può averne altre {n}"),
        )


def _shown_from(unseen: Unseen, seat: int, n: int) -> Unseen:
    # R63: ``n`` cards of ``seat``'s hand were shown (staked): the hand holds that many fewer.
    return Unseen(_with(unseen.hands, seat, unseen.hands[seat] - n), unseen.stock)


_CODE = {card: card.value for card in Card}


def _codes(cards: Iterable[Card]) -> list[str]:
    """Wire codes as plain strings (views are JSON-ready)."""
    return list(map(_CODE.__getitem__, cards))


# ----------------------------------------------------------------------------------------------
# Explicit deals (API.md, G5)


def _parse_cards(raw: Any, where: str, size: int) -> tuple[Card, ...]:
    if not isinstance(raw, (list, tuple)):
        raise IllegalSetup(
            "G5", T(f"{where} must be a list of card codes",
                    f"{where} deve essere una lista di codici di carte"), field=where,
        )
    try:
        cards = tuple(parse_card(code) for code in raw)
    except ValueError:
        unknown = next(c for c in raw if not (isinstance(c, str) and c in _CARD_CODES))
        raise IllegalSetup(
            "G5", T(f"{where}: unknown card {unknown!r}", f"{where}: carta sconosciuta {unknown!r}"),
            field=where,
        ) from None
    if len(cards) != size:
        raise IllegalSetup(
            "G5", T(f"{where} must hold {size} cards, not {len(cards)}",
                    f"{where} deve contenere {size} carte, non {len(cards)}"), field=where,
        )
    return cards


def _parse_seat(raw: Any, where: str) -> int:
    if isinstance(raw, bool) or raw not in (0, 1):
        raise IllegalSetup(
            "P1", T(f"{where} must be seat 0 or 1, not {raw!r}",
                    f"{where} deve essere il posto 0 o 1, non {raw!r}"), field=where,
        )
    return raw


def parse_deal(raw: Mapping[str, Any], where: str = "deal") -> Deal:
    """An explicit deal (API.md: ``hands`` of 6 cards each, ``stock`` of 24 top card first, an
    optional ``leader``) checked against G5.

    Raises:
        IllegalSetup: G5 when it is not exactly the 36-card deck in those shapes; P1 for a
            ``leader`` that is not a seat.
    """
    if not isinstance(raw, Mapping):
        raise IllegalSetup(
            "G5", T(f"{where} must be an object with hands and stock",
                    f"{where} deve essere un oggetto con hands e stock"), field=where,
        )
    unknown = sorted(set(raw) - {"hands", "stock", "leader"})
    if unknown:
        raise IllegalSetup(
            "G5", T(f"{where} has unknown field {unknown[0]!r}",
                    f"{where} ha un campo sconosciuto {unknown[0]!r}"), field=where,
        )
    hands_raw = raw.get("hands")
    if not isinstance(hands_raw, (list, tuple)) or len(hands_raw) != PLAYERS:
        raise IllegalSetup(
            "G5", T(f"{where}.hands must list 2 hands", f"{where}.hands deve elencare 2 mani"),
            field=f"{where}.hands",
        )
    hands = tuple(
        tuple(sort_cards(_parse_cards(h, f"{where}.hands[{s}]", HAND_SIZE)))
        for s, h in enumerate(hands_raw)
    )
    stock = _parse_cards(raw.get("stock"), f"{where}.stock", STOCK_SIZE)
    counts = Counter(hands[0] + hands[1] + stock)
    if counts != _DECK_COUNTS:
        extra = sort_cards((counts - _DECK_COUNTS).elements())
        missing = sort_cards((_DECK_COUNTS - counts).elements())
        raise IllegalSetup(
            "G5",
            T(f"{where} is not exactly the 36-card deck: it has {len(extra)} card(s) too many "
              f"({', '.join(extra)}) and lacks {', '.join(missing)}",
              f"{where} non è esattamente il mazzo di 36 carte: ha {len(extra)} carta/e di troppo "
              f"({', '.join(extra)}) e gli mancano {', '.join(missing)}"),
            field=where,
        )
    leader = raw.get("leader")
    return Deal(
        (hands[0], hands[1]),
        stock,
        None if leader is None else _parse_seat(leader, f"{where}.leader"),
    )


def _deal_field(index: int) -> str:
    return "deal" if index == 0 else f"deals[{index}]"


# ----------------------------------------------------------------------------------------------
# Snapshots: one letter per card keeps a whole deal near 40 bytes (R29)

_LETTER = {
    Card.JOY: "j", Card.LOVE: "l", Card.GOODNESS: "g", Card.FORCE: "f", Card.SADNESS: "s",
    Card.HATRED: "h", Card.FURY: "y", Card.HUNGER: "u", Card.INDECISION: "i",
}
_FROM_LETTER = {letter: card for card, letter in _LETTER.items()}


def _pack(cards: Iterable[Card]) -> str:
    return "".join(map(_LETTER.__getitem__, cards))


def _unpack(text: str) -> tuple[Card, ...]:
    return tuple(map(_FROM_LETTER.__getitem__, text))


# "p0,p1" per hand, "!" after a play-off hand that did not count (E5.2), ";" between: exact37
# play-offs can run to a hundred hands, and a snapshot must stay under 4 KB. A history changes
# only when a hand ends, so the last few are kept packed and unpacked.
@lru_cache(maxsize=256)
def _pack_history(history: tuple[tuple[int, int, bool], ...]) -> str:
    return ";".join(f"{a},{b}{'' if counted else '!'}" for a, b, counted in history)


@lru_cache(maxsize=256)
def _unpack_history(text: str) -> tuple[tuple[int, int, bool], ...]:
    out = []
    for entry in filter(None, text.split(";")):
        a, b = entry.rstrip("!").split(",")
        out.append((int(a), int(b), not entry.endswith("!")))
    return tuple(out)


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

def _next_play(state: State, events: list[Event]) -> State:
    # P6 (R23): before the draws, an empty stock and an empty hand (either one) end the hand.
    counts = (state.count(0), state.count(1))
    if not state.stock_count() and not (counts[0] and counts[1]):
        if state.unseen is not None and any(counts):
            # R62: a scorekeeper game waits for the cards left in the hand to be shown.
            return evolve(state, phase=REVEAL)
        return _end_hand(state, events)
    if state.unseen is not None:
        return _count_draws(state, counts, events)
    hands, stock = state.hands, state.stock
    for seat in (state.challenger, state.pareo):  # P2 (a): the Challenger draws first
        if not stock:
            break
        card, stock = stock[0], stock[1:]
        hands = _with(hands, seat, tuple(sort_cards((*hands[seat], card))))
        events.append(_draw_event(state.config, seat, card, len(stock)))
    return evolve(state, hands=hands, stock=stock, phase=ATTACK)

def _count_draws(state: State, counts: tuple[int, int], events: list[Event]) -> State:
    # P2 (a) in a scorekeeper game: the draws are counts only (R63).
    stock = state.unseen.stock
    for seat in (state.challenger, state.pareo):
        if not stock:
            break
        stock -= 1
        counts = _with(counts, seat, counts[seat] + 1)
        events.append(Event("draw", {"seat": seat, "stock_count": stock}))
    return evolve(state, unseen=Unseen(counts, stock), phase=ATTACK)

def _draw_event(config: Config, seat: int, card: Card, stock_count: int) -> Event:
    data: dict[str, Any] = {"seat": seat, "stock_count": stock_count}
    if config.naked:
        return Event("draw", {**data, "card": card})
    # R26: a card seen on a face-up stock is hidden again once drawn (as E8.2).
    return Event("draw", data, (Secret((seat,), {"card": card}),))

def _end_hand(
    state: State, events: list[Event],
    revealed: tuple[int, tuple[Card, ...]] | None = None,
) -> State:
    """End the hand (P6): the cards left in a hand (the server's, or those ``revealed`` by
    the table, R62) go to their pile, then E5 (P7) and the next hand (P1)."""
    piles = state.piles
    remainder = None
    left = [revealed] if revealed else [(s, h) for s, h in enumerate(state.hands) if h]
    for seat, cards in left:
        # P6: the player still holding cards adds them to their pile.
        remainder = {"seat": seat, "cards": _codes(cards)}
        piles = _with(piles, seat, tuple(sort_cards(piles[seat] + cards)))
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
        events.append(_game_ended(match, outcome))
        return evolve(state, phase=FINISHED)
    # P1 (R24): the higher game total opens the next hand, play-offs included; on equal
    # totals, the player who did not open the hand just ended.
    totals = match.totals
    opener = (0 if totals[0] > totals[1] else 1) if totals[0] != totals[1] else 1 - state.opener
    return _open_hand(state, opener, events)

def _game_ended(match: Match, outcome: HandOutcome) -> Event:
    return Event("game_ended", {
        "winners": list(match.winners),
        "totals": list(match.totals),
        "rule": outcome.rule,
        "reason": outcome.reason,
    })

def _open_hand(state: State, opener: int, events: list[Event]) -> State:
    number = state.hand_number + 1
    rng = state.rng
    if state.deals:
        deal = state.deals[0]
        if deal.leader is not None and deal.leader != opener:
            # R25: a later deal's leader must agree with P1.
            raise IllegalSetup(
                "P1",
                T(f"the deal of hand {number} names seat {deal.leader} as first Challenger, "
                  f"but P1 gives seat {opener}",
                  f"la distribuzione della mano {number} indica il posto {deal.leader} come "
                  f"primo Sfidante, ma P1 dà il posto {opener}"),
                field=f"{_deal_field(number - 1)}.leader",
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
    return _next_play(state, events)

# -- queries -------------------------------------------------------------------------------



def _answer_move(state: State, move: Answer, events: list[Event]) -> State:
    return _answer(state, move.cards, events)


def _decline(state: State, move: Decline, events: list[Event]) -> State:
    return _answer(state, None, events)




# ----------------------------------------------------------------------------------------------
# The engine


class Pareo(Variant[Config, State]):
    """Emotrions Pareo, rules P1–P7."""

    name = "pareo"
    title = "Emotrions Pareo"
    min_players = PLAYERS
    max_players = PLAYERS
    move_types: ClassVar[Mapping[str, type[Move]]] = {
        cls.TYPE: cls for cls in (Attack, Answer, Decline, Reveal)
    }
    card_codes = tuple(c.value for c in Card)
    deal_extras = ("leader",)  # P1: the first Challenger
    #: What a server-dealt game shows that a scorekeeper game's referee never sees (R63): the
    #: face-up stock's top card in views, drawn cards and dealt hands in (naked) events.
    tabletop_hidden: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "view": ("stock_top",), "events": ("card", "hands"),
    }

    # -- setup ---------------------------------------------------------------------------------

    def describe(self) -> dict[str, Any]:
        """The variant for ``GET /v1/variants``: options, allowed and forbidden combinations,
        presets, the deal's shape, phases, move examples and the Pareo Chart (P4)."""
        forbidden = [
            {"when": f"{name} (P7: Pareo has no tricks for it)", "options": {name: True},
             "rule": "P7"}
            for name in NOT_APPLICABLE
        ]
        forbidden += [
            {"when": "more than one deck (R20)", "options": {"decks": 2}, "rule": "P1"},
            {"when": "the pure-strategy preset, which holds exit (R20)",
             "preset": "pure-strategy", "rule": "P7"},
        ]
        return {
            "name": self.name,
            "title": self.title,
            "players": {"min": PLAYERS, "max": PLAYERS},
            "options": [spec.to_dict() for spec in OPTION_SPECS],
            "combinations": {
                "allowed": [
                    {"when": "any combination of target, naked and stock_face_up", "rule": "P7"}
                ],
                "forbidden": forbidden,
            },
            "presets": [
                {"name": name, "options": {"naked": False, "stock_face_up": False, **options},
                 "rule": "E6.1"}
                for name, options in PRESETS.items()
            ],
            "deal": {"hands": [HAND_SIZE, HAND_SIZE], "stock": STOCK_SIZE, "leader": "seat"},
            "max_deals": MAX_DEALS,
            "phases": [phase.value for phase in Phase],
            "moves": [
                {"type": "attack", "rule": "P2",
                 "example": {"type": "attack", "cards": ["love", "indecision"]}},
                {"type": "answer", "rule": "P3",
                 "example": {"type": "answer", "cards": ["love", "love"]}},
                {"type": "decline", "rule": "P2", "example": {"type": "decline"}},
                {"type": "reveal", "rule": "P6", "scorekeeper": True,
                 "example": {"type": "reveal", "cards": ["joy", "fury"]}},
            ],
            "rulings": "docs/rulings/pareo.md (R20–R29; scorekeeper games R60–R65)",
            "pareo_chart": copy.deepcopy(PAREO_CHART),
        }

    def configure(
        self, players: int, options: Mapping[str, Any], preset: str | None = None
    ) -> Config:
        """The config for a game (P7, R20).

        Raises:
            IllegalSetup: P1 for other than 2 players or ``decks`` other than 1 (R20); P7 for
                ``covered``, ``winner_options``, ``forced_exchange`` or ``exit`` set true, the
                ``pure-strategy`` preset or an unknown option; E6.1 for an unknown preset; the
                :class:`Config` errors for bad values.
        """
        chosen: dict[str, Any] = {}
        if preset is not None:
            if preset == "pure-strategy":
                raise IllegalSetup(
                    "P7",
                    T("the pure-strategy preset holds exit, which Emotrions Pareo does not "
                      "have; use naked and stock_face_up",
                      "il preset pure-strategy contiene exit, che Emotrions Pareo non ha; "
                      "usa naked e stock_face_up"),
                    field="preset",
                )
            if preset not in PRESETS:
                raise IllegalSetup(
                    "E6.1",
                    T(f"unknown preset {preset!r}: Emotrions Pareo has {', '.join(PRESETS)}",
                      f"preset sconosciuto {preset!r}: Emotrions Pareo ha "
                      f"{', '.join(PRESETS)}"),
                    field="preset",
                )
            chosen.update(PRESETS[preset])
        names = {spec.name for spec in OPTION_SPECS}
        for name, value in options.items():
            if name in NOT_APPLICABLE:
                if value is not False:
                    raise IllegalSetup(
                        "P7",
                        T(f"option {name} does not apply to Emotrions Pareo",
                          f"l'opzione {name} non si applica a Emotrions Pareo"),
                        field=f"options.{name}",
                    )
            elif name == "decks":
                if isinstance(value, bool) or value != 1:  # R20: one deck
                    raise IllegalSetup(
                        "P1",
                        T(f"Emotrions Pareo is played with one deck, not decks={value!r}",
                          f"Emotrions Pareo si gioca con un mazzo, non decks={value!r}"),
                        field="options.decks",
                    )
            elif name in names:
                chosen[name] = value
            else:
                raise IllegalSetup(
                    "P7",
                    T(f"{name!r} is not an option of Emotrions Pareo",
                      f"{name!r} non è un'opzione di Emotrions Pareo"),
                    field=f"options.{name}",
                )
        return Config(players, **chosen)

    def playout_configs(self) -> list[Config]:
        """Every allowed option combination (both targets × naked × stock_face_up)."""
        return [
            Config(PLAYERS, target, naked, face_up)
            for target in TARGETS
            for naked in (False, True)
            for face_up in (False, True)
        ]

    def start(
        self,
        config: Config,
        seed: str,
        deals: Sequence[Mapping[str, Any]] = (),
        start: Mapping[str, Any] | None = None,
        *,
        tabletop: bool = False,
    ) -> tuple[State, list[Event]]:
        """A new game: the first hand dealt (explicitly or shuffled from ``seed``) and its first
        play's draws made. The first Challenger is the first deal's ``leader``, else
        ``start["leader"]``, else drawn by lot before the shuffle (P1, R21). With ``tabletop``
        a scorekeeper game: nothing is dealt or shuffled, the referee counts the cards in each
        hand and in the stock (R63, R65).

        Raises:
            IllegalSetup: G5 for a bad deal; P1 for a bad leader, or a deal's and ``start``'s
                leaders that disagree; R29 for more than :data:`MAX_DEALS` deals; G2 (R65) for
                explicit deals in a scorekeeper game.
        """
        if len(deals) > MAX_DEALS:
            raise IllegalSetup(
                "R29",
                T(f"at most {MAX_DEALS} explicit deals, not {len(deals)}",
                  f"al massimo {MAX_DEALS} distribuzioni esplicite, non {len(deals)}"),
                field="deals",
            )
        if tabletop and deals:
            # R65 (G2): the players deal real cards; a game is dealt one way only.
            raise IllegalSetup(
                "G2",
                T("a scorekeeper game has no explicit deal: the table deals real cards",
                  "una partita a segnapunti non ha distribuzione esplicita: il tavolo "
                  "distribuisce carte vere"),
                field="deal",
            )
        parsed = tuple(parse_deal(raw, _deal_field(i)) for i, raw in enumerate(deals))
        leader = None
        if start and start.get("leader") is not None:
            leader = _parse_seat(start["leader"], "start.leader")
        if parsed and parsed[0].leader is not None:
            if leader is not None and leader != parsed[0].leader:
                raise IllegalSetup(
                    "P1",
                    T("deal.leader and start.leader name different first Challengers",
                      "deal.leader e start.leader indicano primi Sfidanti diversi"),
                    field="deal.leader",
                )
            leader = parsed[0].leader
        rng = Rng(seed)
        if leader is None:
            leader = rng.below(PLAYERS)  # P1: the first Challenger is drawn by lot
        state = State(
            config=config,
            rng=rng,
            match=Match.new(PLAYERS, config.target),
            hand_number=0,
            opener=leader,
            challenger=leader,
            phase=ATTACK,
            hands=((), ()),
            stock=(),
            attack=(),
            piles=((), ()),
            discards=(),
            history=(),
            deals=parsed,
            unseen=Unseen((0, 0), 0) if tabletop else None,
        )
        events: list[Event] = []
        return _open_hand(state, leader, events), events

    # -- moves ---------------------------------------------------------------------------------

    #: How each move is applied and the phase that awaits it (G6: any other kind is refused).
    handlers: ClassVar[Mapping[type[Move], Handler]] = {
        Attack: handler("_attack", ATTACK),
        Answer: handler("_answer_move", ANSWER),
        Decline: handler("_decline", ANSWER),
        Reveal: handler("_reveal", REVEAL),
    }
    _attack = staticmethod(_attack)
    _answer_move = staticmethod(_answer_move)
    _decline = staticmethod(_decline)
    _reveal = staticmethod(_reveal)
    #: The hand's end (P6), for a handler of a subclass to call.
    _end_hand = staticmethod(_end_hand)

    def play(self, state: State, move: Move) -> tuple[State, list[Event]]:
        """Apply an attack, answer, decline or (scorekeeper games) reveal, then everything that
        follows automatically: the play's outcome (P4), the next Challenger (P5), the end of the
        hand (P6) and of the game (P7), the next hand's deal (P1) and the next play's draws
        (P2 a).

        Raises:
            IllegalMove: G6 for a move not awaited from that seat or not of this phase; E3.3 for
                cards not held (in a scorekeeper game: more cards than the hand holds, R61) or
                an invalid attack; P3 for an answer that is not allowed; P6 (R61) for an answer
                from a Pareo with no cards, or (R62) a reveal of other than the cards held;
                R60 for a card of which the deck has no more left to show.
            IllegalSetup: P1 (R25) when the explicit deal of the hand this move opens names a
                first Challenger other than P1's.
        """
        if (refused := self.gate(state, move)) is not None:
            raise refused  # G6, or the variant's refusal
        return self.dispatch(state, move)

    def phase(self, state: State) -> str:
        """The phase the game is in (the view's ``phase``). Never raises."""
        return state.phase

    def seats(self, state: State) -> int:
        """How many seats the game has. Never raises."""
        return PLAYERS

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        """Every move ``seat`` may submit now: the Challenger's attacks (E3.3), or the Pareo's
        allowed answers (P3) then its decline; [] when nothing is awaited from ``seat``. In a
        scorekeeper game (R64) every such move of cards that may still be in that hand: no more
        of a kind than the deck has left unshown (R60), no more cards than the hand holds; in
        the ``reveal`` phase the one reveal, of every card not shown yet (R62)."""
        if seat not in self.to_act(state):
            return []
        if state.phase == REVEAL:
            return [Reveal(seat, tuple((_DECK_COUNTS - state.shown()).elements()))]
        if state.unseen is None:
            shape = _shape(state.hands[seat])
        else:
            shape = _possible_shape(state.shown(), state.unseen.hands[seat])
        if state.phase == ATTACK:
            moves = _attacks(seat, shape)
        else:
            moves = _answers(seat, shape, state.attack)
        return list(moves) if state.unseen is None else _within(moves, state.count(seat))

    def to_act(self, state: State) -> tuple[int, ...]:
        """The Challenger while an attack is awaited, the Pareo while an answer is, the player
        still holding cards while a scorekeeper game waits for them to be shown (R62)."""
        if state.phase == FINISHED:
            return ()
        if state.phase == REVEAL:
            return (0 if state.unseen.hands[0] else 1,)
        return (state.challenger,) if state.phase == ATTACK else (state.pareo,)

    def is_finished(self, state: State) -> bool:
        """Whether the game is over: won as E5 says (P7), or ended by a forfeit (R96)."""
        return state.phase == FINISHED

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        """The game as ``viewer`` sees it (G3): a seat sees its own hand, everyone sees both
        when naked, :data:`~variants.base.ALL` sees the hands and the stock. Besides the common
        fields: ``challenger``, ``pareo_seat``, ``attack`` (the cards on the table),
        ``hand_number``, ``piles``, ``discards``, ``options``, ``playoff``, ``history`` (each
        finished hand's number, points per seat, and whether they counted: not in an E5.2
        play-off) and, when the stock is face up, ``stock_top``. In a scorekeeper game the
        referee sees no hand and no stock (R63): hands are counts, and there is no
        ``stock_top`` or ``stock``, for any viewer."""
        config, match, tabletop = state.config, state.match, state.tabletop

        def visible(seat: int) -> bool:
            return not tabletop and (config.naked or viewer == ALL or viewer == seat)

        hands = []
        for seat, hand in enumerate(state.hands):
            entry: dict[str, Any] = {"count": state.count(seat)}
            if visible(seat):
                entry["cards"] = _codes(hand)
            hands.append(entry)
        out: dict[str, Any] = {
            "status": "finished" if state.phase == FINISHED else "active",
            "phase": state.phase.value,
            "to_act": list(self.to_act(state)),
            "hands": hands,
            "stock_count": state.stock_count(),
            "scores": [
                {"hand": pile_score(pile), "total": total}
                for pile, total in zip(state.piles, match.totals)
            ],
            "winners": list(match.winners),
            "history": [
                {"hand": number, "points": [a, b], "counted": counted}
                for number, (a, b, counted) in enumerate(state.history, 1)
            ],
            "challenger": state.challenger,
            "pareo_seat": state.pareo,
            "attack": _codes(state.attack),
            "hand_number": state.hand_number,
            "piles": [_codes(pile) for pile in state.piles],
            "discards": _codes(state.discards),
            "options": config.options(),
            "playoff": _playoff(match),
        }
        if tabletop:
            return out
        if config.stock_face_up:
            out["stock_top"] = state.stock[0].value if state.stock else None
        if viewer == ALL:
            out["stock"] = _codes(state.stock)
        return out

    # -- snapshots -----------------------------------------------------------------------------

    def forfeit(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """R96: the other player wins at once; the hand under way is not counted and the cards
        still in play are put aside (in a scorekeeper game, those the referee has not seen are
        counted with the stock's, R63). Never raises."""
        other = 1 - seat
        match = replace(
            state.match, out=tuple(p == seat for p in (0, 1)), playoff=(), playoff_kind=None,
            winners=(other,),
        )
        points = (pile_score(state.piles[0]), pile_score(state.piles[1]))
        reason = "the other player forfeited"
        outcome = HandOutcome(False, went_out=(seat,), winners=(other,), rule="R96",
                              reason=reason)
        events = [
            Event("hand_ended", {
                "hand_number": state.hand_number, "points": list(points),
                "totals": list(match.totals), "remainder": None, "outcome": outcome.to_dict(),
            }),
            Event("game_ended", {"winners": [other], "totals": list(match.totals),
                                 "rule": "R96", "reason": reason}),
        ]
        left = (*state.discards, *state.hands[0], *state.hands[1], *state.attack)
        unseen = state.unseen
        if unseen is not None:
            unseen = replace(unseen, hands=(0, 0), stock=unseen.stock + sum(unseen.hands))
        new = evolve(
            state, match=match, phase=FINISHED, hands=((), ()), attack=(),
            discards=tuple(sort_cards(left)), history=(*state.history, (*points, False)),
            unseen=unseen,
        )
        return new, events

    def dump(self, state: State) -> dict[str, Any]:
        """A compact snapshot: cards one letter each, derived facts left out (R29); a
        scorekeeper game adds its counts (``unseen``: both hands, then the stock)."""
        out: dict[str, Any] = {
            "options": state.config.options(),
            "seed": state.rng.seed,
            "counter": state.rng.counter,
            "match": state.match.to_dict(),
            "hand": state.hand_number,
            "opener": state.opener,
            "challenger": state.challenger,
            "phase": state.phase.value,
            "hands": [_pack(h) for h in state.hands],
            "stock": _pack(state.stock),
            "attack": _pack(state.attack),
            "piles": [_pack(p) for p in state.piles],
            "discards": _pack(state.discards),
            "history": _pack_history(state.history),
            "deals": [
                [_pack(d.hands[0]), _pack(d.hands[1]), _pack(d.stock), d.leader]
                for d in state.deals
            ],
        }
        if state.unseen is not None:
            out["unseen"] = [*state.unseen.hands, state.unseen.stock]
        return out

    def load(self, data: Mapping[str, Any]) -> State:
        """The state back from :meth:`dump`."""
        hands, piles = data["hands"], data["piles"]
        unseen = data.get("unseen")
        return _new_state(
            config=_config(**data["options"]),
            rng=Rng(data["seed"], data["counter"]),
            match=Match.from_dict(data["match"]),
            hand_number=data["hand"],
            opener=data["opener"],
            challenger=data["challenger"],
            phase=Phase(data["phase"]),
            hands=(_unpack(hands[0]), _unpack(hands[1])),
            stock=_unpack(data["stock"]),
            attack=_unpack(data["attack"]),
            piles=(_unpack(piles[0]), _unpack(piles[1])),
            discards=_unpack(data["discards"]),
            history=_unpack_history(data["history"]),
            deals=tuple(
                Deal((_unpack(h0), _unpack(h1)), _unpack(stock), leader)
                for h0, h1, stock, leader in data["deals"]
            ),
            unseen=None if unseen is None else Unseen((unseen[0], unseen[1]), unseen[2]),
        )

    # -- checks --------------------------------------------------------------------------------

    def audit(self, state: State) -> None:
        """Check the invariants: the 36 cards conserved (hands + stock + table + piles +
        discards; in a scorekeeper game the counts of hands and stock + the cards shown, never
        more of a kind than the deck holds), hands and piles sorted, the phase consistent with
        the table and the hands, scores equal to pile sums, one history entry per finished hand
        and, with reach37, totals equal to the sum of the counted hands.

        Raises:
            AssertionError: naming the broken invariant.
        """
        if state.unseen is None:
            everything = Counter(
                (*state.hands[0], *state.hands[1], *state.stock, *state.attack,
                 *state.piles[0], *state.piles[1], *state.discards)
            )
            assert everything == _DECK_COUNTS, (
                f"cards not conserved: extra {dict(everything - _DECK_COUNTS)}, "
                f"missing {dict(_DECK_COUNTS - everything)}"
            )
        else:
            self._audit_counts(state)
        for cards in (*state.hands, *state.piles, state.discards):
            assert list(cards) == sort_cards(cards), f"unsorted cards {cards}"
        finished = state.phase == FINISHED
        assert finished == state.match.finished, "phase and match disagree on the game's end"
        if state.phase == ATTACK:
            assert not state.attack, "a table before the attack"
            assert state.count(state.challenger), "the Challenger has nothing to attack with (P6)"
        elif state.phase == ANSWER:
            assert combination_error(state.attack) is None, f"invalid attack {state.attack}"
        elif state.phase == REVEAL:
            assert state.tabletop and not state.attack, "a reveal outside a scorekeeper game"
            counts = (state.count(0), state.count(1))
            assert not state.stock_count() and min(counts) == 0 < max(counts), (
                f"a reveal with the stock at {state.stock_count()} and hands of {counts} (R62)"
            )
        else:
            assert not state.attack and not any(state.hands), "cards left in play after the end"
            assert not state.count(0) and not state.count(1), "cards counted in hands at the end"
        view = self.view(state, ALL)
        for seat, score in enumerate(view["scores"]):
            assert score["hand"] == pile_score(state.piles[seat]), "hand score is not the pile sum"
            assert score["total"] == state.match.totals[seat], "total is not the match total"
        assert len(state.history) == state.hand_number - (0 if finished else 1), "history length"
        if state.config.target == "reach37":
            for seat in (0, 1):
                counted = sum(h[seat] for h in state.history if h[2])
                assert state.match.totals[seat] == counted, "total is not the sum of counted hands"

    @staticmethod
    def table_reports(state: State, move: Move, events: Sequence[Event]) -> list[Move]:
        """What the table of a scorekeeper game reports of ``move``, made in the server-dealt
        game ``state`` and answered with ``events``: the move itself (its cards are the cards
        shown), then, if the hand ended with cards left in a hand, their reveal (P6, R62).
        Used by :func:`variants.playout.play_tabletop`."""
        reports = [move]
        for event in events:
            remainder = event.data.get("remainder") if event.type == "hand_ended" else None
            if remainder:
                reports.append(Reveal(remainder["seat"], remainder["cards"]))
        return reports

    @staticmethod
    def _audit_counts(state: State) -> None:
        # R63: the referee of a scorekeeper game holds no hand and no stock, only their counts.
        assert state.hands == ((), ()) and not state.stock, "a scorekeeper game holds cards"
        shown = state.shown()
        assert not shown - _DECK_COUNTS, f"more shown than the deck holds: {shown - _DECK_COUNTS}"
        unseen = state.unseen
        assert min(*unseen.hands, unseen.stock) >= 0, f"a negative count {unseen}"
        total = sum(unseen.hands) + unseen.stock + sum(shown.values())
        assert total == len(deck()), f"cards not conserved: {unseen} and {sum(shown.values())} shown"

    def sample_moves(self, state: State, seat: int, rng: Rng) -> list[Move]:
        """Plausible moves, mostly illegal: stakes of one to three cards (held or not) as
        attacks and answers (and, in a scorekeeper game, reveals), a decline, and a move by the
        other seat, in a random order."""
        cards = list(Card)
        held = sort_cards(set(state.hands[seat])) or cards
        kinds: tuple[type[_Stake], ...] = (Attack, Answer, Reveal) if state.tabletop else (
            Attack, Answer)
        # One draw feeds every pick: this runs after every move of every playout.
        x = rng.below(1 << 64)
        moves: list[Move] = []
        for _ in range(2):
            pool = held if x & 1 else cards
            size, x = 1 + (x >> 1) % 3, (x >> 1) // 3
            stake = []
            for _ in range(size):
                stake.append(pool[x % len(pool)])
                x //= len(pool)
            moves.append(kinds[x % len(kinds)](seat, stake))
            x //= len(kinds)
        moves += [Decline(seat), (Attack, Answer)[x & 1](1 - seat, [cards[(x >> 1) % 9]])]
        turn = (x >> 5) % len(moves)
        return moves[turn:] + moves[:turn]


def _shape(hand: tuple[Card, ...]) -> tuple[Card, ...]:
    # A sorted hand with each type kept at most twice: all that its stakes depend on (E3.3).
    return tuple(c for i, c in enumerate(hand) if i < 2 or hand[i - 2] != c)


def _possible_shape(shown: Counter[Card], count: int) -> tuple[Card, ...]:
    # R64: the shape of every hand of ``count`` cards the referee cannot rule out: each kind as
    # often as the deck has it left unshown (R60), at most twice (and at most ``count`` times).
    left = _DECK_COUNTS - shown
    most = min(count, 2)
    return tuple(c for c in Card for _ in range(min(left[c], most)))


def _within(moves: Iterable[Move], count: int) -> list[Move]:
    # R64: a hand of one card stakes it alone (the shape of a hand of one holds many kinds).
    if count > 1:
        return list(moves)
    return [m for m in moves if len(getattr(m, "cards", ())) <= count]


# legal_moves runs on every request; hands cut to their shape repeat a great deal. The caches
# stay small: every entry is objects the garbage collector tracks, and a bot's search fills
# them, so at 8192 entries each a full collection walked some 160,000 more objects and took
# about 100 ms, a pause inside whichever request set it off (docs/bots.md, think time).
@lru_cache(maxsize=1024)
def _stakes(shape: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    return tuple(combinations(shape))


@lru_cache(maxsize=1024)
def _attacks(seat: int, shape: tuple[Card, ...]) -> tuple[Attack, ...]:
    return tuple(Attack(seat, stake) for stake in _stakes(shape))


@lru_cache(maxsize=1024)
def _answers(seat: int, shape: tuple[Card, ...], attack: tuple[Card, ...]) -> tuple[Move, ...]:
    allowed = (s for s in _stakes(shape) if allows(attack, s))
    return (*(Answer(seat, stake) for stake in allowed), Decline(seat))


def _playoff(match: Match) -> dict[str, Any] | None:
    if not match.playoff:
        return None
    return {"seats": list(match.playoff), "kind": match.playoff_kind}

