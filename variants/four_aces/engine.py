"""The 4 Aces engine (RULES.md A1–A9): config, moves, state, and the rules that move it on.

A match is a series of rounds. Each round: a dealer (cut by lot for the first, A3.1; then
clockwise, A3.2), a deal (A4), a Mulligan (A5, phase ``mulligan``), then play (A6, phase
``play``) with Interruption windows after captures (A7, phase ``interruption``), and a count
(A8, A9). The match ends at 69 VP (A9.4) or with all 4 Aces (A9.3); phase ``finished``.
Rulings R30–R49 are in ``docs/rulings/four-aces.md``.

A scorekeeper game (``start(..., tabletop=True)``, rulings R70–R75) is played with real cards:
the referee keeps hand counts, the cards known to be in hands, the stock's count and every
card shown (:mod:`variants.four_aces.tabletop`); the dealer reports the table cards laid from
the stock (a ``lay`` move, phase ``lay``): the 6 of A4.1, then the refills of A6.2. Its
events are a served game's, without secrets: ``round_started`` and ``table_refilled`` come
with the lay, and a ``draw`` carries no card.

Events (public fields; secrets in brackets):
``dealer_cut`` cuts (a card per seat), dealer · ``round_started`` round, dealer, table,
stock_count, hand_counts [``hand_<seat>`` to that seat] · ``swap`` seat, give, take ·
``pass`` seat · ``mulligan_ended`` first_player · ``capture`` seat, card, joker_value, take,
piuma · ``piuma`` seat, card · ``drop`` seat, card · ``interruption_asked`` seat, from, cards ·
``interrupted`` by, from, card · ``interruption_declined`` seat, from · ``draw`` seat,
stock_count [card] · ``table_refilled`` cards, stock_count · ``round_ended`` round, early_win,
sides, piles, piumas, columns, jokers_used, ranking, vp, points, totals (per seat but sides,
piles, piumas: per side) · ``game_ended`` winners, rule, decided_by, totals.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, replace
from enum import StrEnum
from math import comb
from functools import lru_cache
from typing import Any, ClassVar, Iterator, Mapping, Sequence, TypeVar

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
    not_awaited,
)
from variants.four_aces.cards import (
    CODES,
    BY_CODE,
    DECK,
    INDEX,
    JOKER_VALUES,
    JOKERS,
    VALUE,
    Card,
    codes,
    cut_strength,
    interruptible,
    pack,
    parse_card,
    sort_cards,
    unpack,
)
from variants.i18n import T, Text
from variants.four_aces.counting import GOAL, aces_held, count_round, match_winner
from variants.four_aces.listing import LISTING_CAP, shares, subset_counts, subsets
from variants.four_aces import tabletop as table_report
from variants.rng import Rng

_T = TypeVar("_T")
#: A move of the play phase as :meth:`FourAces.plays` lists it: (card, joker value, take), the
#: take None for a drop.
Play = tuple[Card, int | None, tuple[Card, ...] | None]

MODES = ("duel", "odd", "even", "teams")
#: A2: the one player count each mode is played with.
MODE_PLAYERS = {"duel": 2, "odd": 3, "even": 4, "teams": 4}
DEFAULT_MODE = {2: "duel", 3: "odd", 4: "even"}
INTERRUPTIONS_PER = ("round", "match")
#: A4.1
TABLE_SIZE = 6
#: A6.2: how many cards refill an emptied table.
REFILL = 4
#: R32: the most explicit deals a game keeps (each is kept in the snapshot until used).
MAX_DEALS = 24
#: The rule each mode's Mulligan follows, and the rule of each mode's Interruption allotment.
MULLIGAN_RULE = {"duel": "A5.1", "odd": "A5.2", "even": "A5.3", "teams": "A5.3"}
#: An Interruption allotment's scope in Italian ("this round", "this match").
_SCOPE_IT = {"round": "in questo round", "match": "in questa partita"}
#: The parts of an explicit deal, in Italian.
_PART_IT = {"table": "il tavolo", "stock": "il mazzo"}


class Phase(StrEnum):
    """What the game waits for; the values are the view's ``phase``."""

    MULLIGAN = "mulligan"
    PLAY = "play"
    INTERRUPTION = "interruption"
    #: A scorekeeper game waits for the dealer to report the table cards laid (R72).
    LAY = "lay"
    FINISHED = "finished"


# ----------------------------------------------------------------------------------------------
# Config


@dataclass(frozen=True)
class Config:
    """A 4 Aces game's options (A2 ``mode``, A7.2 ``interruptions_per``).

    Raises:
        IllegalSetup: A2 for a player count outside 2–4 or a mode that does not fit it;
            A7.2 for an unknown ``interruptions_per``.
    """

    players: int
    mode: str
    interruptions_per: str = "round"
    #: A9.4's 69. Test-only: shorter matches for fast playouts; :meth:`FourAces.configure`
    #: never changes it, so every served game plays to 69.
    goal: int = GOAL

    def __post_init__(self) -> None:
        if not isinstance(self.players, int) or not 2 <= self.players <= 4:
            raise IllegalSetup("A2", T(f"4 Aces is played by 2 to 4, not {self.players}",
                                 f"4 Assi si gioca in 2, 3 o 4, non in {self.players}"),
                               field="players")
        if self.mode not in MODES:
            raise IllegalSetup("A2", T(f"unknown mode {self.mode!r}; modes: {', '.join(MODES)}",
                                 f"modalità sconosciuta {self.mode!r}; modalità: {', '.join(MODES)}"),
                               field="options.mode")
        if MODE_PLAYERS[self.mode] != self.players:
            raise IllegalSetup(
                "A2",
                T(f"mode {self.mode!r} is for {MODE_PLAYERS[self.mode]} players, not {self.players}",
                  f"la modalità {self.mode!r} è per {MODE_PLAYERS[self.mode]} giocatori,"
                  f" non {self.players}"),
                field="options.mode",
            )
        if self.interruptions_per not in INTERRUPTIONS_PER:
            raise IllegalSetup(
                "A7.2",
                T(f"interruptions_per is 'round' or 'match', not {self.interruptions_per!r}",
                  f"interruptions_per vale 'round' o 'match', non {self.interruptions_per!r}"),
                field="options.interruptions_per",
            )
        if not isinstance(self.goal, int) or self.goal < 1:
            raise IllegalSetup("A9.4", T(f"the goal is a positive number, not {self.goal!r}",
                                       f"il traguardo è un numero positivo, non {self.goal!r}"))

    @property
    def teams(self) -> bool:
        """Whether seats 0+2 and 1+3 play as pairs, sharing a pile and a score (A2 ``teams``)."""
        return self.mode == "teams"

    @property
    def sides(self) -> int:
        """How many piles (and scores) there are: one per player, one per pair in teams."""
        return 2 if self.teams else self.players

    @property
    def hand_size(self) -> int:
        """How many cards each hand is dealt: 8 in a duel, else 6 (A4.1)."""
        return 8 if self.mode == "duel" else 6  # A4.1

    def side(self, seat: int) -> int:
        """The pile (and score) ``seat`` plays for: seats 0+2 and 1+3 share one in teams."""
        return seat % 2 if self.teams else seat

    def seats_of(self, side: int) -> tuple[int, ...]:
        """The seats that play for pile ``side``: one seat, or a pair in teams."""
        return (side, side + 2) if self.teams else (side,)

    @property
    def scope(self) -> str:
        """Over what Interruptions are allotted (A7.2): ``round`` or ``match``."""
        return self.interruptions_per


# ----------------------------------------------------------------------------------------------
# Moves


def _cards(values: Sequence[Any]) -> tuple[Card, ...]:
    return tuple(sorted(map(parse_card, values), key=INDEX.__getitem__))


@dataclass(frozen=True)
class Swap(Move):
    """A5: give ``give`` from the hand to the table and take as many table cards, ``take``."""

    TYPE: ClassVar[str] = "swap"
    give: tuple[Card, ...] = move_field(FieldKind.CARDS, "cards given from the hand to the table (A5)")
    take: tuple[Card, ...] = move_field(FieldKind.CARDS, "as many table cards taken (A5)")

    def __post_init__(self) -> None:
        object.__setattr__(self, "give", _cards(self.give))
        object.__setattr__(self, "take", _cards(self.take))


@dataclass(frozen=True)
class Pass(Move):
    """A5: a Mulligan turn that swaps nothing."""

    TYPE: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Capture(Move):
    """A6.1: play ``card`` and take ``take`` from the table; a joker declares ``joker_value``."""

    TYPE: ClassVar[str] = "capture"
    card: Card = move_field(FieldKind.CARD, "the card played (A6.1)")
    take: tuple[Card, ...] = move_field(FieldKind.CARDS, "the table cards captured (A6.1)")
    joker_value: int | None = move_field(
        FieldKind.INTEGER, "a joker's declared value, 5 to 9 (A1.2)", default=None)

    def __post_init__(self) -> None:
        object.__setattr__(self, "card", parse_card(self.card))
        object.__setattr__(self, "take", _cards(self.take))


@dataclass(frozen=True)
class _OneCard(Move):
    card: Card = move_field(FieldKind.CARD, "the card: dropped (A6.1) or interrupted (A7.1)")

    def __post_init__(self) -> None:
        object.__setattr__(self, "card", parse_card(self.card))


@dataclass(frozen=True)
class Drop(_OneCard):
    """A6.1: put ``card`` face up on the table, capturing nothing."""

    TYPE: ClassVar[str] = "drop"


@dataclass(frozen=True)
class Interrupt(_OneCard):
    """A7.1: remove ``card``, just taken by the capturer, from the game."""

    TYPE: ClassVar[str] = "interrupt"


@dataclass(frozen=True)
class Decline(Move):
    """A7.3: let the capture stand when asked about an Interruption."""

    TYPE: ClassVar[str] = "decline"


@dataclass(frozen=True)
class Lay(Move):
    """R72, scorekeeper games only: the dealer reports ``cards``, laid face up from the stock to
    the table (the 6 of A4.1 at a round's start, the up to 4 of A6.2 after a Piuma)."""

    TYPE: ClassVar[str] = "lay"
    cards: tuple[Card, ...] = move_field(
        FieldKind.CARDS, "the table cards laid from the stock (A4.1, A6.2; R72)")

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _cards(self.cards))


MOVE_TYPES: dict[str, type[Move]] = {
    cls.TYPE: cls for cls in (Swap, Pass, Capture, Drop, Interrupt, Decline, Lay)
}


# ----------------------------------------------------------------------------------------------
# State


@dataclass(frozen=True)
class LastCapture:
    """The round's latest capture, for its Interruption window and for refusing Interruptions.

    ``shield`` names what kept it from being interrupted: ``"piuma"`` (A6.2), ``"turn"`` (the
    turn after a Piuma, A6.2), ``"shield"`` (the capturer was just interrupted, A7.3) or None.
    """

    seat: int
    take: tuple[Card, ...]
    shield: str | None = None
    interrupted: bool = False


@dataclass(frozen=True)
class Window:
    """An open Interruption window (A7): ``asked[0]`` decides now, the others after a decline."""

    capturer: int
    cards: tuple[Card, ...]  # the eligible table cards just taken (A7.1)
    asked: tuple[int, ...]


@dataclass(frozen=True)
class State:
    """A 4 Aces match. Never mutated: moves return a new state.

    Piles, piumas, totals and history are per *side* (a player, or a pair in teams).
    ``used[i][t]`` counts the Interruptions seat ``i`` made against seat ``t`` in the current
    allotment scope (the round, or the match with ``interruptions_per: match``).
    """

    config: Config
    rng: Rng
    round: int
    dealer: int
    phase: Phase
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Card, ...]
    stock: tuple[Card, ...]  # top card first
    piles: tuple[tuple[Card, ...], ...]
    piumas: tuple[tuple[Card, ...], ...]
    removed: tuple[Card, ...]
    discarded: tuple[Card, ...]
    to_move: int | None
    mulligan_turn: int
    mulligan_passed: bool
    window: Window | None
    last_capture: LastCapture | None
    protected_turn: bool  # A6.2: the turn of ``to_move`` cannot be interrupted
    shielded: tuple[bool, ...]  # A7.3: the seat's next capture cannot be interrupted
    used: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    history: tuple[tuple[int, ...], ...]
    winners: tuple[int, ...]
    deals: tuple[str, ...]  # explicit deals of later rounds, packed
    #: A scorekeeper game (R70–R75): ``hands`` then hold only the cards known to be there,
    #: ``counts`` how many each holds, ``stock_count`` the stock's size (``stock`` is empty).
    tabletop: bool = False
    counts: tuple[int, ...] = ()
    stock_count: int = 0


def hand_count(state: State, seat: int) -> int:
    """How many cards ``seat`` holds (known or not)."""
    return state.counts[seat] if state.tabletop else len(state.hands[seat])


def stock_left(state: State) -> int:
    """How many cards the stock holds (counted, in a scorekeeper game)."""
    return state.stock_count if state.tabletop else len(state.stock)


def lay_size(state: State) -> int:
    """R72: how many cards the awaited lay holds: A4.1's 6 at the round's start (no capture
    yet), else A6.2's refill of 4, or all the stock has left."""
    return TABLE_SIZE if state.last_capture is None else min(REFILL, state.stock_count)


def _build(cls: type[_T], **fields: Any) -> _T:
    """A dataclass instance from fields already checked and canonical (listed moves, loaded
    snapshots), skipping ``__init__`` and ``__post_init__`` on the hot path."""
    built = object.__new__(cls)
    built.__dict__.update(fields)
    return built


def _with(seq: tuple, index: int, value: Any) -> tuple:
    return seq[:index] + (value,) + seq[index + 1:]


def _without(cards: tuple[Card, ...], gone: Sequence[Card]) -> tuple[Card, ...]:
    gone_set = set(gone)
    return tuple(c for c in cards if c not in gone_set)


# ----------------------------------------------------------------------------------------------
# Mulligan schedule (A5)


def mulligan_turns(config: Config, passed: bool) -> int:
    """How many Mulligan turns the round has: A5.1 four; A5.2 two rounds, or one if anyone
    passed in the first; A5.3 one round."""
    if config.mode == "duel":
        return 4
    if config.mode == "odd":
        return config.players if passed else 2 * config.players
    return config.players


def mulligan_limit(config: Config, turn: int) -> int:
    """The most cards Mulligan turn ``turn`` (0-based) may swap (A5.1–A5.3)."""
    if config.mode == "duel":
        return (3, 3, 2, 2)[turn]
    if config.mode == "odd":
        return 3 if turn < config.players else 2
    return 3


# ----------------------------------------------------------------------------------------------
# Interruption allotments (A7.2–A7.4)


def opponent_refusal(config: Config, by: int, target: int) -> tuple[str, Text] | None:
    """Why seat ``by`` is no opponent who may interrupt seat ``target``, as ``(rule, detail)``,
    or None."""
    if by == target:
        return "A7.1", T("only an opponent may interrupt a capture, not the capturer",
                         "solo un avversario può interrompere una presa, non chi l'ha fatta")
    if config.teams and by % 2 == target % 2:
        return "A7.4", T(f"seat {target} is your partner, and nobody may interrupt a partner",
                         f"il posto {target} è il tuo compagno, e nessuno può interrompere il"
                         " proprio compagno")
    return None


def limit_refusal(config: Config, used: Sequence[Sequence[int]], by: int, target: int
                  ) -> tuple[str, Text] | None:
    """Why seat ``by`` may not interrupt a capture by seat ``target`` (not an opponent, or the
    mode's allotments are used up), as ``(rule, detail)``, or None if they may."""
    scope = T(f"this {config.scope}", _SCOPE_IT[config.scope])
    refusal = opponent_refusal(config, by, target)
    if refusal or config.mode == "duel" and not sum(used[by]):
        return refusal
    if config.mode == "duel":
        return "A7.2", T("you have used your Interruption ", "hai già usato la tua Interruzione ") + scope
    if config.mode == "odd":
        if used[by][target]:
            return "A7.3", T(f"you have used your Interruption against seat {target} ",
                             f"hai già usato la tua Interruzione contro il posto {target} ") + scope
        return None
    n = config.players
    if by not in ((target + 1) % n, (target - 1) % n):
        return "A7.4", T(f"only the two neighbours of seat {target} may interrupt their capture",
                         f"solo i due vicini del posto {target} possono interromperne la presa")
    if sum(used[by]):
        return "A7.4", T("you have used your Interruption ", "hai già usato la tua Interruzione ") + scope
    if sum(row[target] for row in used):
        return "A7.4", T(f"seat {target} has already received an Interruption ",
                         f"il posto {target} ha già ricevuto un'Interruzione ") + scope
    return None


@lru_cache(maxsize=1024)
def allotments(config: Config, used: tuple[tuple[int, ...], ...]
               ) -> tuple[tuple[int, tuple[int, ...], int], ...]:
    """Per seat: Interruptions left as the mode counts them (per opponent in odd, A7.3), the
    seats they may still interrupt, and how many they have received."""
    out = []
    for seat in range(config.players):
        if config.mode == "odd":
            left = sum(1 for t in range(config.players) if t != seat and not used[seat][t])
        else:
            left = 0 if sum(used[seat]) else 1
        against = tuple(t for t in range(config.players)
                        if limit_refusal(config, used, seat, t) is None)
        out.append((left, against, sum(row[seat] for row in used)))
    return tuple(out)


def ask_order(config: Config, capturer: int) -> tuple[int, ...]:
    """A7.3: the player after the capturer decides first, then the player before."""
    n = config.players
    return tuple(dict.fromkeys(((capturer + 1) % n, (capturer - 1) % n)))


# ----------------------------------------------------------------------------------------------
# Explicit deals


def _deal_cards(config: Config, index: int, deal: Any) -> tuple[int | None, tuple[Card, ...]]:
    """An explicit deal (API.md) checked against G5, as its dealer and its 54 cards laid out
    hands (seat order), table, stock (top first)."""
    where = f"deals[{index}]"
    if not isinstance(deal, Mapping):
        raise IllegalSetup("G5", T("a deal is an object with dealer, hands, table and stock",
                                   "una distribuzione è un oggetto con dealer, hands, table e stock"),
                           field=where)
    unknown = set(deal) - {"dealer", "hands", "table", "stock"}
    if unknown:
        extra = min(unknown)
        raise IllegalSetup("G5", T(f"a 4 Aces deal has no {extra!r}",
                                   f"una distribuzione di 4 Assi non ha {extra!r}"),
                           field=f"{where}.{extra}")
    n, h = config.players, config.hand_size
    hands = deal.get("hands")
    if not isinstance(hands, Sequence) or isinstance(hands, str) or len(hands) != n:
        raise IllegalSetup("G5", T(f"the deal needs {n} hands, one per seat",
                                   f"la distribuzione richiede {n} mani, una per posto"),
                           field=f"{where}.hands")
    laid: list[Any] = []
    for seat, hand in enumerate(hands):
        if not isinstance(hand, Sequence) or isinstance(hand, str) or len(hand) != h:
            raise IllegalSetup("G5", T(f"in {config.mode} each hand holds {h} cards (A4.1)",
                                       f"in {config.mode} ogni mano ha {h} carte (A4.1)"),
                               field=f"{where}.hands[{seat}]")
        laid.extend(hand)
    for part, size in (("table", TABLE_SIZE), ("stock", len(DECK) - n * h - TABLE_SIZE)):
        cards = deal.get(part)
        if not isinstance(cards, Sequence) or isinstance(cards, str) or len(cards) != size:
            raise IllegalSetup("G5", T(f"the {part} holds {size} cards (A4.1)",
                                       f"{_PART_IT[part]} ha {size} carte (A4.1)"),
                               field=f"{where}.{part}")
        laid.extend(cards)
    seen: set[str] = set()
    for code in laid:
        if code not in CODES:
            raise IllegalSetup("G5", T(f"{code!r} is not a 4 Aces card",
                                       f"{code!r} non è una carta di 4 Assi"), field=where)
        if code in seen:
            raise IllegalSetup("G5", T(f"{code} is dealt twice", f"{code} è distribuita due volte"),
                               field=where)
        seen.add(code)
    dealer = deal.get("dealer")
    if dealer is not None and (not isinstance(dealer, int) or not 0 <= dealer < n):
        raise IllegalSetup("G5", T(f"the dealer is a seat from 0 to {n - 1}",
                                   f"il mazziere è un posto da 0 a {n - 1}"), field=f"{where}.dealer")
    return dealer, tuple(Card(code) for code in laid)


def _cut(rng: Rng, players: int) -> tuple[int, list[Card]]:
    # R30: seat s cuts the card at position s of a shuffled deck; A3.1 orders all 54, so the
    # highest cut is unique. The cut cards go back: the deal shuffles the whole deck again.
    deck = list(DECK)
    rng.shuffle(deck)
    cut = deck[:players]
    return max(range(players), key=lambda s: cut_strength(cut[s])), cut

def _start_round(state: State, dealer: int, events: list[Event]) -> State:
    cfg = state.config
    n, h = cfg.players, cfg.hand_size
    fresh_used = cfg.scope == "round" or state.round == 0
    common: dict[str, Any] = {
        "round": state.round + 1, "dealer": dealer, "piles": ((),) * cfg.sides,
        "piumas": ((),) * cfg.sides, "removed": (), "discarded": (), "to_move": dealer,
        "mulligan_turn": 0, "mulligan_passed": False, "window": None, "last_capture": None,
        "protected_turn": False, "shielded": (False,) * n,
        "used": ((0,) * n,) * n if fresh_used else state.used,
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
        rng.shuffle(deck)
        laid = tuple(deck)
    # R31: hands are dealt in blocks in seat order, then the table, then the stock.
    hands = tuple(sort_cards(laid[s * h:(s + 1) * h]) for s in range(n))
    table = sort_cards(laid[n * h:n * h + TABLE_SIZE])
    stock = laid[n * h + TABLE_SIZE:]
    state = evolve(state, rng=rng, deals=deals, phase=Phase.MULLIGAN, hands=hands,
                    table=table, stock=stock, **common)
    events.append(_round_started(
        state, tuple(Secret((s,), {f"hand_{s}": codes(hands[s])}) for s in range(n))))
    return state


def _check_held(state: State, seat: int, card: Card) -> None:
    """A6.1: ``seat`` holds ``card``; in a scorekeeper game, it may (R70, R71)."""
    if not state.tabletop:
        if card not in state.hands[seat]:
            raise IllegalMove("A6.1", _not_held(card))
        return
    _check_shown(state, seat, (card,), "A6.1")

def _check_shown(state: State, seat: int, cards: Sequence[Card], rule: str) -> None:
    """A scorekeeper game: ``cards`` (distinct) may be in ``seat``'s hand (R70, R71)."""
    if state.tabletop:
        refused = table_report.from_hand_refusal(state, seat, cards, rule)
        if refused:
            raise refused

def _swap(state: State, move: Swap, events: list[Event]) -> State:
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
                raise IllegalMove(rule, _not_held(card)
                                  if name == "give" else _not_on_table(card))
    _check_shown(state, move.seat, give, rule)
    # A scorekeeper game: the cards taken were face up, so they are known in the hand (R71).
    state = evolve(
        state,
        hands=_with(state.hands, move.seat, sort_cards(_without(hand, give) + take)),
        table=sort_cards(_without(state.table, take) + give),
    )
    events.append(Event("swap", {"seat": move.seat, "give": codes(give), "take": codes(take)}))
    return _next_mulligan_turn(state, events, passed=False)

def _pass(state: State, move: Pass, events: list[Event]) -> State:
    events.append(Event("pass", {"seat": move.seat}))
    return _next_mulligan_turn(state, events, passed=True)

def _next_mulligan_turn(state: State, events: list[Event], passed: bool) -> State:
    cfg = state.config
    # A5.2: a pass in the first round of swaps means no second round.
    passed = state.mulligan_passed or (passed and state.mulligan_turn < cfg.players)
    turn = state.mulligan_turn + 1
    if turn < mulligan_turns(cfg, passed):
        seat = (state.dealer + turn) % cfg.players
        return evolve(state, mulligan_turn=turn, mulligan_passed=passed, to_move=seat)
    # A3.2: the dealer is the first player.
    events.append(Event("mulligan_ended", {"first_player": state.dealer}))
    return evolve(state, mulligan_turn=turn, mulligan_passed=passed, phase=Phase.PLAY,
                   to_move=state.dealer)

# R72: the table cards a scorekeeper game's dealer lays

def _lay(state: State, move: Lay, events: list[Event]) -> State:
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
        events.append(_round_started(state))
        return state
    state = evolve(state, phase=Phase.PLAY)
    events.append(Event("table_refilled", {"cards": codes(move.cards),
                                       "stock_count": state.stock_count}))
    # A6.2: the turn after the refill cannot be interrupted.
    return _next_turn(state, state.last_capture.seat, events, protected=True)

# A6 Play

def _capture(state: State, move: Capture, events: list[Event]) -> State:
    cfg, seat, card, take = state.config, move.seat, move.card, move.take
    hand = state.hands[seat]
    _check_held(state, seat, card)
    capture_value(card, move.joker_value, take, state.table)
    side = cfg.side(seat)
    table = _without(state.table, take)
    piuma = not table  # A6.2
    shield = "piuma" if piuma else "turn" if state.protected_turn else (
        "shield" if state.shielded[seat] else None)
    events.append(Event("capture", {"seat": seat, "card": card.value, "joker_value": move.joker_value,
                                "take": codes(take), "piuma": piuma}))
    piumas = state.piumas
    if piuma:
        # A6.2: the Piuma's card lies face up beside the pile, still part of it.
        piumas = _with(piumas, side, state.piumas[side] + (card,))
        events.append(Event("piuma", {"seat": seat, "card": card.value}))
    state = evolve(
        state,
        hands=_with(state.hands, seat, _without(hand, (card,))),
        **_one_card_less(state, seat),
        table=table,
        piles=_with(state.piles, side, sort_cards(state.piles[side] + (card,) + take)),
        piumas=piumas,
        # A7.3: any capture uses the just-interrupted player's protection up (R38).
        shielded=_with(state.shielded, seat, False),
        protected_turn=False,
        last_capture=LastCapture(seat, take, shield),
    )
    eligible = tuple(c for c in take if interruptible(c))
    if len(take) >= 2 and shield is None and eligible:  # A7.1
        asked = tuple(s for s in ask_order(cfg, seat)
                      if limit_refusal(cfg, state.used, s, seat) is None)
        if asked:
            # R35: a window opens only when someone may use it.
            state = evolve(state, phase=Phase.INTERRUPTION, window=Window(seat, eligible, asked))
            events.append(_asked_event(state.window))
            return state
    return _after_capture(state, seat, events)

def _drop(state: State, move: Drop, events: list[Event]) -> State:
    seat, card = move.seat, move.card
    hand = state.hands[seat]
    _check_held(state, seat, card)
    values = [VALUE[c] for c in state.table]
    for value in _capture_values(card):
        example = next(subsets(state.table, values, value), None)
        if example is not None:
            raise IllegalMove("A6.1", T(f"{card} can capture {' + '.join(example)} from the"
                                        " table, so it cannot be dropped",
                                        f"{card} può prendere {' + '.join(example)} dal tavolo,"
                                        " quindi non può essere scartata"))
    state = evolve(
        state,
        hands=_with(state.hands, seat, _without(hand, (card,))),
        **_one_card_less(state, seat),
        table=sort_cards(state.table + (card,)),
        protected_turn=False,
    )
    events.append(Event("drop", {"seat": seat, "card": card.value}))
    return _next_turn(state, seat, events)

# A7 Interruptions

def _interrupt(state: State, move: Interrupt, events: list[Event]) -> State:
    seat, card = move.seat, move.card
    window = state.window
    if window is None or window.asked[0] != seat:
        raise _interrupt_refusal(state, seat)
    last = state.last_capture
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
    used = _with(state.used, seat, _with(state.used[seat], capturer, state.used[seat][capturer] + 1))
    shielded = state.shielded
    if cfg.mode == "odd":
        shielded = _with(shielded, capturer, True)  # A7.3
    state = evolve(
        state,
        piles=_with(state.piles, side, _without(state.piles[side], (card,))),
        removed=state.removed + (card,),
        used=used,
        shielded=shielded,
        last_capture=replace(last, interrupted=True),
        window=None,
        phase=Phase.PLAY,
    )
    events.append(Event("interrupted", {"by": seat, "from": capturer, "card": card.value}))
    return _after_capture(state, capturer, events)

def _interrupt_refusal(state: State, seat: int) -> IllegalMove:
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
    refusal = limit_refusal(cfg, state.used, seat, last.seat)
    if refusal:
        return IllegalMove(*refusal)
    return IllegalMove("G6", not_awaited(seat, awaited(state), state.phase))

def _decline(state: State, move: Decline, events: list[Event]) -> State:
    window = state.window
    events.append(Event("interruption_declined", {"seat": move.seat, "from": window.capturer}))
    if len(window.asked) > 1:
        window = replace(window, asked=window.asked[1:])
        events.append(_asked_event(window))
        return evolve(state, window=window)
    state = evolve(state, window=None, phase=Phase.PLAY)
    return _after_capture(state, window.capturer, events)

# After a capture: early wins, the draw, the refill, the next turn

def _after_capture(state: State, capturer: int, events: list[Event]) -> State:
    cfg = state.config
    side = cfg.side(capturer)
    aces = aces_held(state.piles[side])
    # A9.3 before A9.2; checked after the window, before the draw (R39).
    if aces == 4:
        return _end_round(state, events, early=(side, "A9.3"))
    if aces == 3:
        return _end_round(state, events, early=(side, "A9.2"))
    if state.tabletop:
        return _after_capture_at_table(state, capturer, events)
    hands, stock, table = state.hands, state.stock, state.table
    if stock:  # A6.1, A7.5
        hands = _with(hands, capturer, sort_cards(hands[capturer] + stock[:1]))
        events.append(Event("draw", {"seat": capturer, "stock_count": len(stock) - 1},
                            (Secret((capturer,), {"card": stock[0].value}),)))
        stock = stock[1:]
    protected = False
    if not table:
        # A6.2: refill the emptied table; the next player's turn cannot be interrupted.
        table, stock, protected = sort_cards(stock[:REFILL]), stock[REFILL:], True
        events.append(Event("table_refilled", {"cards": codes(table), "stock_count": len(stock)}))
    state = evolve(state, hands=hands, stock=stock, table=table)
    return _next_turn(state, capturer, events, protected)

def _after_capture_at_table(state: State, capturer: int, events: list[Event]) -> State:
    """A scorekeeper game's draw (a count, R73) and, after a Piuma, the dealer's lay."""
    counts, stock_count = state.counts, state.stock_count
    if stock_count:  # A6.1, A7.5
        counts, stock_count = _with(counts, capturer, counts[capturer] + 1), stock_count - 1
        events.append(Event("draw", {"seat": capturer, "stock_count": stock_count}))
    state = evolve(state, counts=counts, stock_count=stock_count)
    if state.table:
        return _next_turn(state, capturer, events)
    if stock_count:
        # A6.2, R72: the dealer lays the refill; the capturer's turn is over.
        return evolve(state, phase=Phase.LAY, to_move=state.dealer)
    events.append(Event("table_refilled", {"cards": [], "stock_count": 0}))
    return _next_turn(state, capturer, events, protected=True)

def _next_turn(state: State, after: int, events: list[Event], protected: bool = False) -> State:
    n = state.config.players
    for step in range(1, n + 1):
        seat = (after + step) % n
        if hand_count(state, seat):  # A6.1: an empty hand is skipped
            return evolve(state, to_move=seat, protected_turn=protected)
    return _end_round(state, events, early=None)  # A6.3

# A8, A9: the count and the match

def _end_round(state: State, events: list[Event], early: tuple[int, str] | None) -> State:
    cfg = state.config
    # A6.3, A9.2: whatever is not in a pile is discarded (R40).
    discarded = state.discarded + state.table + state.stock + tuple(itertools.chain(*state.hands))
    sides_seats = [cfg.seats_of(side) for side in range(cfg.sides)]
    count = count_round(cfg.mode, state.piles, state.piumas, sides_seats, early)
    totals = tuple(t + p for t, p in zip(state.totals, count.points))
    by_seat = [cfg.side(s) for s in range(cfg.players)]
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
    winners, decided = _match_winner(state, early)
    if winners:
        events.append(Event("game_ended", {
            "winners": list(winners), "rule": "A9.3" if decided == "four_aces" else "A9.4",
            "decided_by": decided, "totals": [totals[side] for side in by_seat],
        }))
        return evolve(state, phase=Phase.FINISHED, winners=winners)
    return _start_round(state, (state.dealer + 1) % cfg.players, events)

def _match_winner(state: State, early: tuple[int, str] | None
                  ) -> tuple[tuple[int, ...], str | None]:
    """A9.3, A9.4: the seats that win the match after this round (none for another round)
    and what decided it (:func:`~variants.four_aces.counting.match_winner`)."""
    side, decided = match_winner(state.totals, state.piles, state.config.goal, early)
    return (() if side is None else state.config.seats_of(side)), decided


def awaited(state: State) -> tuple[int, ...]:
    """The one seat whose move is awaited: the Mulligan or play turn, or the seat asked
    about an Interruption; none once the match is finished."""
    if state.phase == Phase.FINISHED:
        return ()
    if state.phase == Phase.INTERRUPTION:
        return (state.window.asked[0],)
    return (state.to_move,)




# ----------------------------------------------------------------------------------------------
# The engine


class FourAces(Variant[Config, State]):
    """4 Aces, all four modes (A2)."""

    name = "four-aces"
    title = "4 Aces"
    min_players = 2
    max_players = 4
    move_types = MOVE_TYPES
    card_codes = CODES
    deal_extras = ("table", "dealer")  # A4.1: the table cards; A3: the dealer

    #: How each move is applied and the phases that await it (G6: any other kind is refused).
    handlers: ClassVar[Mapping[type[Move], Handler]] = {
        Swap: handler("_swap", Phase.MULLIGAN),
        Pass: handler("_pass", Phase.MULLIGAN),
        Lay: handler("_lay", Phase.LAY),
        Capture: handler("_capture", Phase.PLAY),
        Drop: handler("_drop", Phase.PLAY),
        # A7.1-A7.4: an Interruption the rules do not allow names its own rule, awaited or not.
        Interrupt: handler("_interrupt", Phase.PLAY, Phase.INTERRUPTION, Phase.LAY,
                           awaited_only=False),
        Decline: handler("_decline", Phase.INTERRUPTION),
    }
    _swap = staticmethod(_swap)
    _pass = staticmethod(_pass)
    _lay = staticmethod(_lay)
    _capture = staticmethod(_capture)
    _drop = staticmethod(_drop)
    _interrupt = staticmethod(_interrupt)
    _decline = staticmethod(_decline)

    def play(self, state: State, move: Move) -> tuple[State, list[Event]]:
        """Apply ``move``; returns the new state and its events (the old state is untouched).

        Raises:
            IllegalMove: G6 for a move not awaited from that seat or not allowed in this
                phase; A5.1–A5.3 for a bad swap; A6.1 for a capture whose take is not on the
                table or does not add up, a card not held, or a drop of a card that can
                capture; A1.2 for a bad ``joker_value``; A7.1–A7.4 and R36 for an
                Interruption the rules do not allow.
        """
        if (refused := self.gate(state, move)) is not None:
            raise refused  # G6, or the variant's refusal
        return self.dispatch(state, move)

    # -- setup ---------------------------------------------------------------------------------

    def describe(self) -> dict[str, Any]:
        """The variant for ``GET /v1/variants``: options, allowed modes per player count, moves."""
        options = [
            OptionSpec("mode", "string", None, "A2",
                       "duel (2), odd (3), even (4, each alone), teams (4, seats 0+2 vs 1+3); "
                       "default duel for 2 players, odd for 3, even for 4",
                       choices=MODES, default_by_players={2: "duel", 3: "odd", 4: "even"}),
            OptionSpec("interruptions_per", "string", "round", "A7.2",
                       "whether each mode's Interruption allotment is per round or per match",
                       choices=INTERRUPTIONS_PER),
        ]
        return {
            "name": self.name,
            "title": self.title,
            "players": {"min": self.min_players, "max": self.max_players},
            "options": [o.to_dict() for o in options],
            "combinations": {
                "rule": "A2",
                "allowed": [{"players": MODE_PLAYERS[m], "mode": m} for m in MODES],
                "forbidden": "any other mode for a player count",
            },
            "presets": [],
            "moves": [
                {"type": "swap", "rule": "A5", "example": {"type": "swap", "give": ["3C", "KD"],
                                                           "take": ["7S", "AH"]}},
                {"type": "pass", "rule": "A5", "example": {"type": "pass"}},
                {"type": "capture", "rule": "A6.1",
                 "example": {"type": "capture", "card": "9S", "take": ["4D", "5C"]}},
                {"type": "capture", "rule": "A1.2",
                 "example": {"type": "capture", "card": "BJ", "take": ["2H", "5C"],
                             "joker_value": 7}},
                {"type": "drop", "rule": "A6.1", "example": {"type": "drop", "card": "2C"}},
                {"type": "interrupt", "rule": "A7.1", "example": {"type": "interrupt", "card": "8D"}},
                {"type": "decline", "rule": "A7.3", "example": {"type": "decline"}},
                {"type": "lay", "rule": "R72", "scorekeeper": True,
                 "example": {"type": "lay", "seat": 1, "cards": ["4D", "5C", "9H", "JS"]}},
            ],
            "listing_cap": LISTING_CAP,
            "rulings": "docs/rulings/four-aces.md (R30–R49; scorekeeper games R70–R75)",
        }

    def configure(self, players: int, options: Mapping[str, Any], preset: str | None = None
                  ) -> Config:
        """The config for ``players`` seats; ``mode`` defaults by player count (A2).

        Raises:
            IllegalSetup: A2 for a bad player count or mode, or an unknown option or preset;
                A7.2 for a bad ``interruptions_per``.
        """
        if preset is not None:
            raise IllegalSetup("A2", T(f"4 Aces has no preset {preset!r}",
                                       f"4 Assi non ha la preimpostazione {preset!r}"), field="preset")
        for key in options:
            if key not in ("mode", "interruptions_per"):
                raise IllegalSetup("A2", T(f"4 Aces has no option {key!r}",
                                           f"4 Assi non ha l'opzione {key!r}"), field=f"options.{key}")
        mode = options.get("mode", DEFAULT_MODE.get(players, "duel"))
        return Config(players, mode, options.get("interruptions_per", "round"))

    def playout_configs(self) -> list[Config]:
        """Every mode with both Interruption scopes, for random playouts."""
        return [Config(MODE_PLAYERS[m], m, per) for m in MODES for per in INTERRUPTIONS_PER]

    def start(self, config: Config, seed: str, deals: Sequence[Mapping[str, Any]] = (),
              start: Mapping[str, Any] | None = None, *, tabletop: bool = False
              ) -> tuple[State, list[Event]]:
        """A new match: the dealer (given, or cut by lot, A3.1), then round 1 dealt (A4).
        With ``tabletop`` a scorekeeper game: nothing is dealt by the referee; round 1 waits
        for the dealer's ``lay`` (R72), and the cut, if any, is the served game's (R75).

        Raises:
            IllegalSetup: G5 for a deal that is not the 54 cards in the A4.1 shapes or a first
                deal without its dealer; A3.2 for a later deal's dealer out of turn; A3.1 for a
                bad ``start``; R32 for more than MAX_DEALS deals.
        """
        n = config.players
        dealer = None
        for key, value in (start or {}).items():
            if key != "dealer":
                raise IllegalSetup("A3.1", T(f"4 Aces fixes the first dealer, not {key!r}",
                                             f"4 Assi fissa il primo mazziere, non {key!r}"),
                                   field=f"start.{key}")
            if not isinstance(value, int) or not 0 <= value < n:
                raise IllegalSetup("A3.1", T(f"the dealer is a seat from 0 to {n - 1}",
                                             f"il mazziere è un posto da 0 a {n - 1}"),
                                   field="start.dealer")
            dealer = value
        if len(deals) > MAX_DEALS:
            raise IllegalSetup("R32", T(f"at most {MAX_DEALS} explicit deals, not {len(deals)}",
                                        f"al massimo {MAX_DEALS} distribuzioni esplicite,"
                                        f" non {len(deals)}"),
                               field="deals")
        if tabletop and deals:
            raise IllegalSetup("G5", T("a scorekeeper game is dealt at the table, not by explicit"
                                       " deals", "una partita segnapunti si distribuisce al"
                                       " tavolo, non con distribuzioni esplicite"), field="deals")
        laid = [_deal_cards(config, i, deal) for i, deal in enumerate(deals)]
        rng = Rng(seed)
        events: list[Event] = []
        if laid:
            given = laid[0][0]
            if given is None and dealer is None:
                raise IllegalSetup("G5", T("an explicit first deal names its dealer",
                                           "una prima distribuzione esplicita indica il suo mazziere"),
                                   field="deals[0].dealer")
            if given is not None and dealer is not None and given != dealer:
                raise IllegalSetup("G5", T("the first deal's dealer differs from start.dealer",
                                           "il mazziere della prima distribuzione differisce da"
                                           " start.dealer"),
                                   field="deals[0].dealer")
            dealer = given if given is not None else dealer
            for i, (later, _) in enumerate(laid[1:], start=1):
                if later is not None and later != (dealer + i) % n:
                    raise IllegalSetup("A3.2", T(f"round {i + 1} is dealt by seat {(dealer + i) % n}"
                                                 f" (the deal passes clockwise), not {later}",
                                                 f"il round {i + 1} lo distribuisce il posto"
                                                 f" {(dealer + i) % n} (la mano passa in senso"
                                                 f" orario), non {later}"),
                                       field=f"deals[{i}].dealer")
        elif dealer is None:
            dealer, cut = _cut(rng, n)
            events.append(Event("dealer_cut", {"cuts": codes(cut), "dealer": dealer}))
        state = State(
            config=config, rng=rng, round=0, dealer=dealer, phase=Phase.MULLIGAN,
            hands=((),) * n, table=(), stock=(), piles=((),) * config.sides,
            piumas=((),) * config.sides, removed=(), discarded=(), to_move=None,
            mulligan_turn=0, mulligan_passed=False, window=None, last_capture=None,
            protected_turn=False, shielded=(False,) * n, used=((0,) * n,) * n,
            totals=(0,) * config.sides, history=(), winners=(),
            deals=tuple(pack(cards) for _, cards in laid),
            tabletop=tabletop, counts=(0,) * n if tabletop else (), stock_count=0,
        )
        return _start_round(state, dealer, events), events

    # -- reading the state ---------------------------------------------------------------------

    def to_act(self, state: State) -> tuple[int, ...]:
        """The one seat whose move is awaited: the Mulligan or play turn, or the seat asked
        about an Interruption; none once the match is finished."""
        return awaited(state)

    def phase(self, state: State) -> str:
        """The phase the game is in (the view's ``phase``). Never raises."""
        return state.phase

    def seats(self, state: State) -> int:
        """How many seats the game has. Never raises."""
        return state.config.players

    def is_finished(self, state: State) -> bool:
        """Whether the match is over: won (A9.3, A9.4) or ended by a forfeit (R96–R98)."""
        return state.phase == Phase.FINISHED

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        """The moves ``seat`` may submit now, capped at LISTING_CAP like
        :meth:`legal_moves_listing` (a legal unlisted capture or swap is still accepted)."""
        return self.legal_moves_listing(state, seat)[0]

    def legal_moves_listing(self, state: State, seat: int) -> tuple[list[Move], int]:
        """At most LISTING_CAP legal moves of ``seat``, in a stable order, and how many there
        are in all (R43).

        Mulligan: ``pass``, then swaps of 1, 2, 3 cards, each size getting a fair share of the
        cap. Play: each hand card in deck order with its captures (a joker's by declared value,
        5 to 9) or else its drop; captures share the cap fairly between the cards and values.
        Interruption: an ``interrupt`` per eligible card, then ``decline``.
        """
        if seat not in self.to_act(state):
            return [], 0
        if state.phase == Phase.MULLIGAN:
            return self._swap_listing(state, seat)
        if state.phase == Phase.INTERRUPTION:
            moves: list[Move] = [Interrupt(seat, card) for card in state.window.cards]
            moves.append(Decline(seat))
            return moves, len(moves)
        if state.phase == Phase.LAY:
            # R74: any set of unseen cards of the size awaited may be laid.
            unseen, k = table_report.unseen(state), lay_size(state)
            moves = [_build(Lay, seat=seat, cards=cards)
                     for cards in itertools.islice(itertools.combinations(unseen, k), LISTING_CAP)]
            return moves, comb(len(unseen), k)
        return self._play_listing(state, seat)

    @staticmethod
    def _hand_cards(state: State, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` may play or give: their hand, or in a scorekeeper game every card
        that may be in it (R74)."""
        if state.tabletop:
            return table_report.hand_candidates(state, seat)
        return state.hands[seat]

    @staticmethod
    def _swap_counts(state: State, seat: int) -> list[tuple[int, int]]:
        """Mulligan: ``(k, how many swaps of k cards)`` for each size the turn allows."""
        hand, table = len(state.hands[seat]), len(state.table)
        limit = mulligan_limit(state.config, state.mulligan_turn)
        if state.tabletop:
            return [(k, table_report.give_count(state, seat, k) * comb(table, k))
                    for k in range(1, limit + 1)]
        return [(k, comb(hand, k) * comb(table, k)) for k in range(1, limit + 1)]

    @staticmethod
    def _capture_groups(state: State, seat: int) -> tuple[list[tuple[Card, int | None, int]], set[Card]]:
        """Play: ``(card, joker value, how many captures)`` for each card and value that
        captures something, and the cards that capture nothing (their drops, R34)."""
        counts = subset_counts([VALUE[c] for c in state.table])
        groups: list[tuple[Card, int | None, int]] = []
        droppable: set[Card] = set()
        for card in FourAces._hand_cards(state, seat):
            card_groups = [(card, v if card in JOKERS else None, counts[v])
                           for v in _capture_values(card) if counts[v]]
            groups.extend(card_groups)
            if not card_groups:
                droppable.add(card)
        return groups, droppable

    def _listing_total(self, state: State, seat: int) -> int:
        """How many legal moves ``seat`` has, without listing them."""
        if seat not in self.to_act(state):
            return 0
        if state.phase == Phase.MULLIGAN:
            return 1 + sum(count for _, count in self._swap_counts(state, seat))
        if state.phase == Phase.INTERRUPTION:
            return len(state.window.cards) + 1
        if state.phase == Phase.LAY:
            return comb(len(table_report.unseen(state)), lay_size(state))
        groups, droppable = self._capture_groups(state, seat)
        return sum(count for _, _, count in groups) + len(droppable)

    def _swap_listing(self, state: State, seat: int) -> tuple[list[Move], int]:
        hand, table = state.hands[seat], state.table
        sizes = self._swap_counts(state, seat)
        moves: list[Move] = [Pass(seat)]
        for (k, _), quota in zip(sizes, shares([count for _, count in sizes], LISTING_CAP - 1)):
            given = (table_report.gives(state, seat, k) if state.tabletop
                     else itertools.combinations(hand, k))
            # product() reads its inputs whole: only the gives the quota reaches.
            given = itertools.islice(given, -(-quota // comb(len(table), k)))
            pairs = itertools.product(given, itertools.combinations(table, k))
            moves.extend(_build(Swap, seat=seat, give=give, take=take)
                         for give, take in itertools.islice(pairs, quota))
        return moves, 1 + sum(count for _, count in sizes)

    def _play_listing(self, state: State, seat: int) -> tuple[list[Move], int]:
        groups, droppable = self._capture_groups(state, seat)
        moves = [play_move(seat, card, jv, take)
                 for card, jv, take in self._plays(state, seat, groups, droppable)]
        return moves, sum(k for _, _, k in groups) + len(droppable)

    def plays(self, state: State, seat: int) -> Iterator[Play]:
        """The moves :meth:`legal_moves` lists in the play phase (A6.1), in its order, as
        ``(card, joker value, take)``, ``take`` None for a drop, without building them
        (:func:`play_move` builds one): a bot's greedy player weighs them thousands of times a
        move and plays one."""
        if seat not in self.to_act(state) or state.phase != Phase.PLAY:
            return iter(())
        return self._plays(state, seat, *self._capture_groups(state, seat))

    def _plays(self, state: State, seat: int, groups: list[tuple[Card, int | None, int]],
               droppable: set[Card]) -> Iterator[Play]:
        table = state.table
        values = [VALUE[c] for c in table]
        quotas = dict(zip(((c, v) for c, v, _ in groups),
                          shares([k for _, _, k in groups], LISTING_CAP - len(droppable))))
        for card in self._hand_cards(state, seat):
            if card in droppable:
                yield card, None, None
                continue
            for value in _capture_values(card):
                jv = value if card in JOKERS else None
                for take in itertools.islice(subsets(table, values, value), quotas.get((card, jv), 0)):
                    yield card, jv, take

    # -- applying moves ------------------------------------------------------------------------

    # -- scorekeeper playouts ------------------------------------------------------------------

    @staticmethod
    def table_opening(dealt: State) -> list[Move]:
        """What the table of the served game ``dealt`` reports before its first move: the
        dealer lays round 1's table (R72). Used by :func:`variants.playout.play_tabletop`."""
        return [Lay(dealt.dealer, dealt.table)]

    @staticmethod
    def table_reports(before: State, move: Move, events: Sequence[Event]) -> list[Move]:
        """How the table reports ``move`` of a served game (made from ``before``, causing
        ``events``): the move itself (its cards are the ones shown), then the dealer's lay of
        every table laid from the stock: a Piuma's refill (A6.2), the next round's 6 (A4.1).
        Used by :func:`variants.playout.play_tabletop`."""
        reports = [move]
        for event in events:
            if event.type == "round_started":
                reports.append(Lay(event.data["dealer"], event.data["table"]))
            elif event.type == "table_refilled" and event.data["cards"]:
                reports.append(Lay(before.dealer, event.data["cards"]))
        return reports

    # -- views, snapshots, checks --------------------------------------------------------------

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        """The match as ``viewer`` sees it (G3): hands only to their owner (or ALL); the table,
        piles (A6.4), piumas, removed cards, allotments and the window are public."""
        cfg = state.config
        n = cfg.players
        last = state.history[-1] if state.history else (0,) * cfg.sides
        hands = []
        for seat, hand in enumerate(state.hands):
            if state.tabletop:
                # R71: a count, and the cards only where the referee knows the whole hand (what
                # is known of it was taken from the face-up table: the swap events show it).
                entry: dict[str, Any] = {"count": state.counts[seat]}
                if len(hand) == state.counts[seat]:
                    entry["cards"] = codes(hand)
            else:
                entry = {"count": len(hand)}
                if viewer == ALL or viewer == seat:
                    entry["cards"] = codes(hand)
            hands.append(entry)
        window = state.window
        mulligan = None
        if state.phase == Phase.MULLIGAN:
            mulligan = {"turn": state.mulligan_turn + 1,
                        "turns": mulligan_turns(cfg, state.mulligan_passed),
                        "limit": mulligan_limit(cfg, state.mulligan_turn)}
        return {
            "status": "finished" if state.phase == Phase.FINISHED else "active",
            "phase": state.phase.value,
            "to_act": list(self.to_act(state)),
            "hands": hands,
            "stock_count": stock_left(state),
            "scores": [{"hand": last[cfg.side(s)], "total": state.totals[cfg.side(s)]}
                       for s in range(n)],
            "winners": list(state.winners),
            "history": [[points[cfg.side(s)] for s in range(n)] for points in state.history],
            "mode": cfg.mode,
            "interruptions_per": cfg.interruptions_per,
            "round": state.round,
            "dealer": state.dealer,
            "turn": state.to_move,
            "table": codes(state.table),
            "sides": [list(cfg.seats_of(side)) for side in range(cfg.sides)],
            "piles": [codes(pile) for pile in state.piles],
            "piumas": [codes(p) for p in state.piumas],
            "removed": codes(state.removed),
            "interruptions": [
                {"left": left, "against": list(against), "received": received}
                for left, against, received in allotments(cfg, state.used)
            ],
            "protected": {
                "turn": state.to_move if state.protected_turn else None,
                "next_capture": list(state.shielded),
            },
            "last_capture": None if state.last_capture is None else {
                "seat": state.last_capture.seat, "take": codes(state.last_capture.take),
                "interrupted": state.last_capture.interrupted,
            },
            "window": None if window is None else {
                "capturer": window.capturer, "cards": codes(window.cards),
                "asked": window.asked[0], "then": list(window.asked[1:]),
            },
            "mulligan": mulligan,
            "lay": lay_size(state) if state.phase == Phase.LAY else None,
            "vp": list(state.totals),
        }

    def forfeit(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """R97: in ``duel`` and ``teams`` the other player or pair wins the match at once;
        R98: in ``odd`` and ``even`` the match ends at once and the highest VP total among the
        others wins (the forfeiter cannot). The round under way is not counted; what is not in
        a pile is put aside. Never raises."""
        cfg = state.config
        lost = cfg.side(seat)
        others = [side for side in range(cfg.sides) if side != lost]
        if cfg.mode in ("duel", "teams"):
            rule, sides = "R97", others  # the other player, or pair, wins
        else:
            best = max(state.totals[side] for side in others)
            rule, sides = "R98", [side for side in others if state.totals[side] == best]
        winners = tuple(sorted(p for side in sides for p in cfg.seats_of(side)))
        discarded = (state.discarded + state.table + state.stock
                     + tuple(itertools.chain(*state.hands)))
        new = evolve(
            state, phase=Phase.FINISHED, winners=winners, hands=((),) * cfg.players, table=(),
            stock=(), discarded=discarded, window=None, to_move=None, protected_turn=False,
        )
        events = [Event("game_ended", {
            "winners": list(winners), "rule": rule, "decided_by": "forfeit", "forfeited": seat,
            "round": state.round,
            "totals": [state.totals[cfg.side(p)] for p in range(cfg.players)],
        })]
        return new, events

    def dump(self, state: State) -> dict[str, Any]:
        """A compact JSON-ready snapshot (card codes; later explicit deals packed)."""
        window, last = state.window, state.last_capture
        return {
            "players": state.config.players,
            "mode": state.config.mode,
            "per": state.config.interruptions_per,
            **({"goal": state.config.goal} if state.config.goal != GOAL else {}),
            "seed": state.rng.seed,
            "draws": state.rng.counter,
            "round": state.round,
            "dealer": state.dealer,
            "phase": state.phase.value,
            "hands": [codes(h) for h in state.hands],
            "table": codes(state.table),
            "stock": codes(state.stock),
            "piles": [codes(p) for p in state.piles],
            "piumas": [codes(p) for p in state.piumas],
            "removed": codes(state.removed),
            "discarded": codes(state.discarded),
            "to_move": state.to_move,
            "mulligan": [state.mulligan_turn, state.mulligan_passed],
            "window": None if window is None else [window.capturer, codes(window.cards),
                                                   list(window.asked)],
            "last": None if last is None else [last.seat, codes(last.take), last.shield,
                                               last.interrupted],
            "protected": state.protected_turn,
            "shielded": [s for s, on in enumerate(state.shielded) if on],
            "used": [list(row) for row in state.used],
            "totals": list(state.totals),
            "history": [list(points) for points in state.history],
            "winners": list(state.winners),
            "deals": list(state.deals),
            **({"tabletop": True, "counts": list(state.counts), "stock_count": state.stock_count}
               if state.tabletop else {}),
        }

    def load(self, data: Mapping[str, Any]) -> State:
        """The state back from :meth:`dump`."""
        config = Config(data["players"], data["mode"], data["per"], data.get("goal", GOAL))
        window, last = data["window"], data["last"]
        shielded = set(data["shielded"])
        return _build(
            State,
            config=config,
            rng=Rng(data["seed"], data["draws"]),
            round=data["round"],
            dealer=data["dealer"],
            phase=Phase(data["phase"]),
            hands=tuple(_load_cards(h) for h in data["hands"]),
            table=_load_cards(data["table"]),
            stock=_load_cards(data["stock"]),
            piles=tuple(_load_cards(p) for p in data["piles"]),
            piumas=tuple(_load_cards(p) for p in data["piumas"]),
            removed=_load_cards(data["removed"]),
            discarded=_load_cards(data["discarded"]),
            to_move=data["to_move"],
            mulligan_turn=data["mulligan"][0],
            mulligan_passed=data["mulligan"][1],
            window=None if window is None else Window(window[0], _load_cards(window[1]),
                                                      tuple(window[2])),
            last_capture=None if last is None else LastCapture(last[0], _load_cards(last[1]),
                                                               last[2], last[3]),
            protected_turn=data["protected"],
            shielded=tuple(s in shielded for s in range(config.players)),
            used=tuple(tuple(row) for row in data["used"]),
            totals=tuple(data["totals"]),
            history=tuple(tuple(points) for points in data["history"]),
            winners=tuple(data["winners"]),
            deals=tuple(data["deals"]),
            tabletop=data.get("tabletop", False),
            counts=tuple(data.get("counts", ())),
            stock_count=data.get("stock_count", 0),
        )

    def audit(self, state: State) -> None:
        """Check the invariants: the 54 cards conserved, piles and hands in order, Piumas in
        their piles, the window's cards in the capturer's pile, allotments within the mode's
        limits, totals equal to the sum of the rounds' points.

        Raises:
            AssertionError: naming the broken invariant.
        """
        cfg = state.config
        every = [*itertools.chain(*state.hands), *state.table, *state.stock,
                 *itertools.chain(*state.piles), *state.removed, *state.discarded]
        if state.tabletop:
            self._audit_tabletop(state, every)
        else:
            assert len(every) == len(DECK) and set(every) == set(DECK), "the 54 cards are not conserved"
        for cards in (*state.hands, *state.piles, state.table):
            assert tuple(cards) == sort_cards(cards), "a hand, pile or the table is out of order"
        for side in range(cfg.sides):
            assert set(state.piumas[side]) <= set(state.piles[side]), "a Piuma left its pile"
        assert state.totals == tuple(map(sum, zip(*state.history))) or (
            not state.history and not any(state.totals)), "totals differ from the rounds' points"
        for seat, row in enumerate(state.used):
            if cfg.mode == "odd":
                assert max(row) <= 1 and not row[seat], "an odd allotment is overused"
            else:
                assert sum(row) <= 1, "a seat used more than one Interruption"
            if cfg.mode in ("even", "teams"):
                assert sum(r[seat] for r in state.used) <= 1, "a seat received more than one"
        if cfg.scope == "round":
            assert len(state.removed) == sum(map(sum, state.used)), "removed cards ≠ Interruptions"
        if state.phase == Phase.MULLIGAN:
            assert len(state.table) == TABLE_SIZE, "the table does not keep 6 during the Mulligan"
            assert all(hand_count(state, s) == cfg.hand_size for s in range(cfg.players)), \
                "a Mulligan hand changed size"
            assert state.to_move == (state.dealer + state.mulligan_turn) % cfg.players
        elif state.phase == Phase.PLAY:
            assert state.window is None and hand_count(state, state.to_move), "play awaits an empty hand"
        elif state.phase == Phase.INTERRUPTION:
            window = state.window
            assert window is not None and window.asked, "no one is asked in the window"
            assert set(window.cards) <= set(state.piles[cfg.side(window.capturer)])
        elif state.phase == Phase.LAY:
            assert state.tabletop and not state.table and state.to_move == state.dealer
            assert 0 < lay_size(state) <= state.stock_count, "a lay awaited from an empty stock"
        else:
            assert state.winners, "a finished match has no winner"

    @staticmethod
    def _audit_tabletop(state: State, every: list[Card]) -> None:
        """A scorekeeper game: every card shown once at most (R70); during a round, shown cards,
        unknown hand cards and the stock make the 54 (R71, R73)."""
        assert not state.stock and len(state.counts) == state.config.players
        assert len(every) == len(set(every)), "a card is accounted for twice"
        assert all(0 <= len(h) <= c for h, c in zip(state.hands, state.counts)), \
            "a hand holds more known cards than cards"
        if state.phase != Phase.FINISHED:
            unknown = sum(state.counts) - sum(map(len, state.hands)) + state.stock_count
            assert len(every) + unknown == len(DECK), "the 54 cards are not conserved"

    def sample_moves(self, state: State, seat: int, rng: Rng) -> list[Move]:
        """A few moves for fuzzing, most of them illegal: captures whose sum or cards are
        wrong, drops of cards that can capture, bad joker values, Interruptions and swaps of
        every kind, passes and declines out of turn. When the listing is capped, only refused
        moves are returned (a legal move the listing left out would be accepted)."""
        pick = _Picker(rng)
        hand = list(state.hands[seat]) or list(DECK)
        table = list(state.table) or list(DECK)

        def some(cards: list[Card], k: int) -> tuple[Card, ...]:
            return tuple(cards[pick.below(len(cards))] for _ in range(k))

        card = some(hand, 1)[0]
        templates = (
            lambda: Capture(seat, card, some(table, 1 + pick.below(3)),
                            (None, 4, 5, 7, 9, 10)[pick.below(6)] if card in JOKERS else None),
            lambda: Capture(seat, some(list(DECK), 1)[0], some(table, 2)),
            lambda: Capture(seat, JOKERS[pick.below(2)], some(table, 2),
                            (None, 3, 6, 10)[pick.below(4)]),
            lambda: Capture(seat, card, (), None),
            lambda: Drop(seat, card),
            lambda: Interrupt(seat, some(list(DECK), 1)[0]),
            lambda: Decline(seat),
            lambda: Pass(seat),
            lambda: Swap(seat, some(hand, pick.below(5)), some(table, pick.below(5))),
        ) + ((lambda: Lay(seat, some(list(DECK), pick.below(8))),) if state.tabletop else ())
        candidates = [templates[pick.below(len(templates))]() for _ in range(4)]
        if self._listing_total(state, seat) <= LISTING_CAP:
            return candidates  # every legal one is listed, so the harness skips it
        out: list[Move] = []
        for move in candidates:
            try:
                self.apply(state, move)
            except IllegalMove:
                out.append(move)
        return out


class _Picker:
    """Many small random picks from few generator draws (fuzzing only: near-uniform is enough)."""

    def __init__(self, rng: Rng):
        self.rng, self.x, self.span = rng, 0, 1

    def below(self, n: int) -> int:
        if self.span < n << 10:
            self.x, self.span = self.rng.below(1 << 62), 1 << 62
        value, self.x, self.span = self.x % n, self.x // n, self.span // n
        return value


def play_move(seat: int, card: Card, joker_value: int | None,
              take: tuple[Card, ...] | None) -> Move:
    """The move :meth:`FourAces.plays` lists as ``(card, joker_value, take)``: a capture, or
    the drop of ``card`` when ``take`` is None (A6.1)."""
    if take is None:
        return Drop(seat, card)
    return _build(Capture, seat=seat, card=card, take=take, joker_value=joker_value)


def _capture_values(card: Card) -> tuple[int, ...]:
    """A1.2: the values ``card`` may capture with: a joker's declared 5 to 9, else its own."""
    return JOKER_VALUES if card in JOKERS else (VALUE[card],)


def capture_value(card: Card, joker_value: Any, take: Sequence[Card],
                  table: Sequence[Card]) -> int:
    """A6.1: the value at which ``card``, played from the hand, captures ``take`` from ``table``
    (A1.2: a joker at its declared ``joker_value``), when the rules allow the capture. Whether
    the player holds ``card`` is not checked here. The engine and the ``capture`` ruling both
    decide a capture with it.

    Raises:
        IllegalMove: A1.2 for a joker without a value from 5 to 9, or a value declared for
            another card; A6.1 for a take of no card, naming a card twice or one not on the
            table, or adding up to another value.
    """
    value = _played_value(card, joker_value)
    if not take:
        raise IllegalMove("A6.1", T("a capture takes at least one table card; a card that "
                                    "captures nothing is dropped (send drop)",
                                    "una presa prende almeno una carta dal tavolo; una carta "
                                    "che non prende nulla si cala (invia drop)"))
    for i, c in enumerate(take):
        if c in take[:i]:
            raise IllegalMove("A6.1", T(f"the take names {c} twice",
                                        f"la presa nomina {c} due volte"))
    on_table = set(table)
    for c in take:
        if c not in on_table:
            raise IllegalMove("A6.1", _not_on_table(c))
    total = sum(VALUE[c] for c in take)
    if total != value:
        worth = (T(f"declared {value}", f"è dichiarato {value}") if card in JOKERS
                 else T(f"worth {value}", f"vale {value}"))
        raise IllegalMove("A6.1", T(f"the take {' + '.join(take)} adds up to {total}, not "
                                    f"{value}: the played {card} is ",
                                    f"la presa {' + '.join(take)} fa {total}, non {value}: il "
                                    f"{card} giocato ") + worth)
    return value


def _played_value(card: Card, joker_value: Any) -> int:
    """A1.2: the value ``card`` is played at.

    Raises:
        IllegalMove: A1.2, for a joker without a value from 5 to 9, or a value on another card.
    """
    if card in JOKERS:
        if isinstance(joker_value, bool) or joker_value not in JOKER_VALUES:
            raise IllegalMove("A1.2", T(f"a joker played from the hand declares a joker_value from"
                                        f" 5 to 9, not {joker_value!r}",
                                        f"un jolly giocato dalla mano dichiara un joker_value da"
                                        f" 5 a 9, non {joker_value!r}"))
        return joker_value
    if joker_value is not None:
        raise IllegalMove("A1.2", T(f"only a joker declares a value; {card} is worth {VALUE[card]}",
                                    f"solo un jolly dichiara un valore; {card} vale {VALUE[card]}"))
    return VALUE[card]


def _round_started(state: State, secrets: tuple[Secret, ...] = ()) -> Event:
    return Event("round_started", {
        "round": state.round, "dealer": state.dealer, "table": codes(state.table),
        "stock_count": stock_left(state),
        "hand_counts": [hand_count(state, s) for s in range(state.config.players)],
    }, secrets)


def _one_card_less(state: State, seat: int) -> dict[str, Any]:
    """The count change of a card leaving ``seat``'s hand in a scorekeeper game."""
    if not state.tabletop:
        return {}
    return {"counts": _with(state.counts, seat, state.counts[seat] - 1)}


def _not_held(card: Card) -> Text:
    return T(f"you do not hold {card}", f"non hai {card}")


def _not_on_table(card: Card) -> Text:
    return T(f"{card} is not on the table", f"{card} non è sul tavolo")


def _asked_event(window: Window) -> Event:
    return Event("interruption_asked", {"seat": window.asked[0], "from": window.capturer,
                                        "cards": codes(window.cards)})


def _load_cards(values: Sequence[str]) -> tuple[Card, ...]:
    return tuple(map(BY_CODE.__getitem__, values))
