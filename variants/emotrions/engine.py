"""EmotrionsOnCards (variant ``emotrions``): rules G and E1–E8 of RULES.md.

One engine for the whole family: the Standard Style game and every advanced rule (styles and the
Winner's Options E6, the Forced Exchange E7, Emotrions Exit E8, both targets E5) are options of
one :class:`Config`. Project rulings (R1–R14) are in ``docs/rulings/emotrions.md``.

A scorekeeper game (``start(..., tabletop=True)``, rulings R50–R57) is played with real cards:
the table reports each move and the referee keeps counts and the cards it knows to be in hands.

A hand runs: deal (E2.3, E8.1), then tricks until E4.1 ends it. A trick runs: the draw (E3.1,
automatic), the Forced Exchange asking round and chain (E7, phases ``exchange_call`` and
``exchange_chain``), the stakes (E3.2, phase ``stake``), the resolution (E3.4–E3.8, automatic),
and, with the Winner's Options, the winner's choice of the next style (E6.2, phase
``choose_style``). A hand's end is scored and the game's end decided by
:mod:`variants.emotrions.match` (E4, E5).
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any, ClassVar

from variants.base import (
    ALL,
    Event,
    FieldKind,
    IllegalMove,
    IllegalSetup,
    Move,
    OptionSpec,
    Secret,
    Variant,
    Viewer,
    evolve,
    move_field,
)
from variants.emotrions.cards import (
    EXIT_HAND,
    Card,
    combination_error,
    combinations,
    deck,
    is_pass,
    parse_card,
    pile_score,
    remove_cards,
    sort_cards,
    strength,
    trick_winner,
)
from variants.emotrions.match import TARGETS, TIE, HandOutcome, Match, after_hand, hand_winners
from variants.i18n import T, Text
from variants.rng import Rng

HAND_SIZE = 6
#: The E8.1 hand, in card order like every listed hand.
EXIT_IN_ORDER: tuple[Card, ...] = tuple(sort_cards(EXIT_HAND))
#: R11: explicit deals a game may be created with (each is kept in the snapshot until used).
MAX_DEALS = 24
MIN_PLAYERS, MAX_PLAYERS = 2, 6  # E2.1


def default_decks(players: int) -> int:
    """E1.2: one deck for 2–4 players, two (as advised) for 5–6. Never raises."""
    return 1 if players <= 4 else 2



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
# Styles and options


@dataclass(frozen=True)
class Style:
    """A trick's style (E6): the three switches. All off is Standard Style."""

    stock_face_up: bool = False
    covered: bool = False
    naked: bool = False

    @property
    def standard(self) -> bool:
        """Whether this is Standard Style (E6.1: all three switches off; E7.1 needs it)."""
        return not (self.stock_face_up or self.covered or self.naked)

    @property
    def index(self) -> int:
        """The position in :data:`STYLES` (how a snapshot stores it)."""
        return 4 * self.stock_face_up + 2 * self.covered + self.naked

    def to_dict(self) -> dict[str, bool]:
        """The three switches by name, as views and events show the style (JSON-ready)."""
        return {"stock_face_up": self.stock_face_up, "covered": self.covered, "naked": self.naked}


STANDARD = Style()
#: Every style, in the stable order ``choose_style`` moves are listed in.
STYLES: tuple[Style, ...] = tuple(
    Style(*switches) for switches in itertools.product((False, True), repeat=3)
)
SWITCHES = tuple(f.name for f in fields(Style))

#: E6.1 presets. Each fixes all three switches (R2); pure-strategy adds ``exit``.
PRESETS: dict[str, dict[str, bool]] = {
    "standard": {"stock_face_up": False, "covered": False, "naked": False},
    "naked": {"stock_face_up": False, "covered": False, "naked": True},
    "pure-strategy": {"stock_face_up": True, "covered": False, "naked": True, "exit": True},
}

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "decks", "integer", None, "E1.2",
        "how many 36-card decks; fixed for the whole game (default 1 for 2–4 players, 2 for "
        "5–6)", choices=(1, 2),
        default_by_players={n: default_decks(n) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)},
    ),
    OptionSpec(
        "target", "string", "reach37", "E5.1",
        "reach37: 37 or more wins; exact37: exactly 37 wins (E5.3)", choices=TARGETS,
    ),
    OptionSpec(
        "stock_face_up", "boolean", False, "E6.1",
        "the stock's top card is visible to all (fixed style, without winner_options)",
    ),
    OptionSpec(
        "covered", "boolean", False, "E6.1",
        "stakes are placed face down and revealed together (fixed style)",
    ),
    OptionSpec("naked", "boolean", False, "E6.1", "every hand is visible to all (fixed style)"),
    OptionSpec(
        "winner_options", "boolean", False, "E6.2",
        "each trick's winner chooses the next trick's style",
    ),
    OptionSpec(
        "forced_exchange", "boolean", False, "E7",
        "a player holding force may call a Forced Exchange in a Standard Style trick",
    ),
    OptionSpec(
        "exit", "boolean", False, "E8",
        "Emotrions Exit: every hand starts from joy, sadness, love, hatred, goodness, fury "
        "(2 or 3 players)",
    ),
)
OPTION_RULES = {spec.name: spec.rule for spec in OPTIONS}


@dataclass(frozen=True)
class Config:
    """The options of one game (E1.2, E5, E6, E7, E8), validated on construction.

    Raises:
        IllegalSetup: E2.1 for a player count outside 2–6, the option's rule for a bad value,
            E8 for ``exit`` with more than 3 players, R3/R4 for a forbidden combination.
    """

    players: int
    decks: int | None = None
    target: str = "reach37"
    stock_face_up: bool = False
    covered: bool = False
    naked: bool = False
    winner_options: bool = False
    forced_exchange: bool = False
    exit: bool = False

    def __post_init__(self) -> None:
        if type(self.players) is not int or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise IllegalSetup(
                "E2.1", T(
                    f"EmotrionsOnCards is for 2 to 6 players, not {self.players!r}",
                    f"EmotrionsOnCards è per 2-6 giocatori, non {self.players!r}",
                ), field="players",
            )
        if self.decks is None:
            object.__setattr__(self, "decks", default_decks(self.players))
        if type(self.decks) is not int or self.decks not in (1, 2):
            raise IllegalSetup(
                "E1.2", T(
                    f"decks must be 1 or 2, not {self.decks!r}",
                    f"decks (i mazzi) deve essere 1 o 2, non {self.decks!r}",
                ), field="options.decks",
            )
        if self.target not in TARGETS:
            raise IllegalSetup(
                "E5.1", T(
                    f"target must be one of {', '.join(TARGETS)}, not {self.target!r}",
                    f"target deve essere uno tra {', '.join(TARGETS)}, non {self.target!r}",
                ), field="options.target",
            )
        for name in (*SWITCHES, "winner_options", "forced_exchange", "exit"):
            if type(getattr(self, name)) is not bool:
                raise IllegalSetup(
                    OPTION_RULES[name], T(
                        f"{name} must be true or false, not {getattr(self, name)!r}",
                        f"{name} deve essere true o false, non {getattr(self, name)!r}",
                    ), field=f"options.{name}",
                )
        # R1: exit is for 2 or 3 players, with one deck or two (E8.2: with every option).
        if self.exit and self.players > 3:
            raise IllegalSetup(
                "E8", T(
                    f"exit (Emotrions Exit) is for 2 or 3 players, not {self.players}",
                    f"exit (Emotrions Exit) è per 2 o 3 giocatori, non {self.players}",
                ), field="options.exit",
            )
        switched = [name for name in SWITCHES if getattr(self, name)]
        if self.winner_options and switched:
            # R3: with the Winner's Options the game starts in Standard Style (E6.2) and the
            # winners choose; a fixed style (E6.1) would contradict it.
            raise IllegalSetup(
                "R3", T(
                    f"{switched[0]} fixes the style for the whole game (E6.1), but with "
                    "winner_options every trick's style is chosen by the last winner (E6.2)",
                    f"{switched[0]} fissa lo stile per tutta la partita (E6.1), ma con "
                    "winner_options lo stile di ogni mano lo sceglie l'ultimo vincitore (E6.2)",
                ), field=f"options.{switched[0]}",
            )
        if self.forced_exchange and switched:
            # R4: E7.1 allows the exchange only in Standard Style; it could never be called.
            raise IllegalSetup(
                "R4", T(
                    f"forced_exchange is only for Standard Style tricks (E7.1), and "
                    f"{switched[0]} makes every trick of this game non-standard",
                    f"forced_exchange vale solo nelle mani in Stile Standard (E7.1), e "
                    f"{switched[0]} rende non standard ogni mano di questa partita",
                ), field="options.forced_exchange",
            )

    @property
    def style(self) -> Style:
        """The style fixed by the options (E6.1); the first trick's style under E6.2."""
        if self.winner_options:
            return STANDARD
        return Style(self.stock_face_up, self.covered, self.naked)

    def options(self) -> dict[str, Any]:
        """Every option with its value (JSON-ready; a fresh dict)."""
        return dict(self._options)

    @functools.cached_property
    def _options(self) -> dict[str, Any]:
        # Views and snapshots, on every request, list the options: collect them once.
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name != "players"}


# ----------------------------------------------------------------------------------------------
# Moves


def _card_tuple(cards: Iterable[Card | str]) -> tuple[Card, ...]:
    return tuple(sort_cards(c if isinstance(c, Card) else parse_card(c) for c in cards))


@dataclass(frozen=True)
class Stake(Move):
    """E3.2: stake 1 or 2 cards from the hand (listed in card order, so equal stakes are equal)."""

    TYPE: ClassVar[str] = "stake"
    cards: tuple[Card, ...] = move_field(FieldKind.CARDS, "the 1 or 2 cards staked (E3.2, E3.3)")

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _card_tuple(self.cards))


@dataclass(frozen=True)
class ChooseStyle(Move):
    """E6.2: the trick winner chooses the next trick's style."""

    TYPE: ClassVar[str] = "choose_style"
    stock_face_up: bool = move_field(FieldKind.BOOLEAN, "the stock's top card face up (E6.2)")
    covered: bool = move_field(FieldKind.BOOLEAN, "stakes played face down (E6.2)")
    naked: bool = move_field(FieldKind.BOOLEAN, "hands played face up (E6.2)")

    def __post_init__(self) -> None:
        for name in SWITCHES:
            if type(getattr(self, name)) is not bool:
                raise ValueError(f"{name} must be true or false, not {getattr(self, name)!r}")

    @property
    def style(self) -> Style:
        """The style chosen for the next trick (E6.2)."""
        return Style(self.stock_face_up, self.covered, self.naked)


@dataclass(frozen=True)
class Exchange(Move):
    """E7: the first one calls a Forced Exchange and takes from ``victim``; later ones are the
    chain's takes (E7.3)."""

    TYPE: ClassVar[str] = "exchange"
    victim: int = move_field(FieldKind.SEAT, "the seat taken from (E7.3)")


@dataclass(frozen=True)
class Decline(Move):
    """E7.1: decline to call a Forced Exchange when asked."""

    TYPE: ClassVar[str] = "decline"


@dataclass(frozen=True)
class Reveal(Move):
    """E4.1 in a scorekeeper game: the table reports the cards the one player still holding
    cards adds to their won pile (listed in card order)."""

    TYPE: ClassVar[str] = "reveal"
    cards: tuple[Card, ...] = move_field(
        FieldKind.CARDS, "the cards still held, added to their holder's pile (E4.1, R56)")

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _card_tuple(self.cards))


#: The moves each phase awaits (G6: any other kind is refused).
PHASE_MOVES: dict[str, tuple[type[Move], ...]] = {
    EXCHANGE_CALL: (Exchange, Decline),
    EXCHANGE_CHAIN: (Exchange,),
    STAKE: (Stake,),
    CHOOSE_STYLE: (ChooseStyle,),
    REVEAL: (Reveal,),
    FINISHED: (),
}


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
    #: :func:`_pack_points` (kept packed: snapshots are written and read on every move).
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


# ----------------------------------------------------------------------------------------------
# Small helpers


def _codes(cards: Iterable[Card]) -> list[str]:
    return list(map(str, cards))  # a StrEnum's str() is its wire code


def _put(items: tuple, index: int, value: Any) -> tuple:
    """``items`` with ``items[index]`` replaced by ``value``."""
    return items[:index] + (value,) + items[index + 1 :]


def _add(cards: tuple[Card, ...], more: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sort_cards((*cards, *more)))


def _clockwise(start: int, seats: Sequence[int], players: int) -> list[int]:
    """``seats`` in clockwise order from ``start`` (G1)."""
    return [(start + i) % players for i in range(players) if (start + i) % players in seats]


def _next_in(seat: int, seats: Sequence[int], players: int) -> int:
    """``seat`` if it is in ``seats``, else the next of ``seats`` clockwise after it (G1)."""
    return _clockwise(seat, seats, players)[0]


def _names(cards: Sequence[Card]) -> Text:
    joined = "+".join(c.value for c in cards)
    return T(joined, joined) if cards else T("no card", "nessuna carta")


def _carte(n: int) -> str:
    return f"{n} carta" if n == 1 else f"{n} carte"


def _count(s: State, seat: int) -> int:
    """How many cards ``seat`` holds (in a scorekeeper game, as the referee counts them)."""
    return s.counts[seat] if s.tabletop else len(s.hands[seat])


def _stock_size(s: State) -> int:
    return s.stock_left if s.tabletop else len(s.stock)


def _next_staker(s: State) -> int | None:
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


def _holds(hand: tuple[Card, ...], cards: tuple[Card, ...]) -> bool:
    # E3.3: only cards in the hand; a stake is at most two cards (checked before this).
    if len(cards) == 2 and cards[0] == cards[1]:
        return hand.count(cards[0]) >= 2
    return all(card in hand for card in cards)


def _takeable(s: State, seat: int) -> list[Card]:
    hand = list(s.hands[seat])
    if s.exchange and seat == s.exchange.caller:
        hand.remove(Card.FORCE)  # E7.3: the force the caller showed can never be taken
    return hand


def _takeable_count(s: State, seat: int) -> int:
    # E7.3: the force the caller showed can never be taken.
    caller = s.exchange is not None and seat == s.exchange.caller
    return _count(s, seat) - caller


def _victims(s: State, taker: int) -> list[int]:
    """The players ``taker`` may name (E7.3): others holding a card that may be taken."""
    return [p for p in s.participants if p != taker and _takeable_count(s, p)]


def _askable(s: State) -> list[int]:
    # E7.1 ruling: everyone taking part is asked, clockwise from the leader; R5: not a player
    # holding no cards (they have no force; their count is public, so skipping them tells nothing).
    return [p for p in _clockwise(s.leader, s.participants, s.config.players) if _count(s, p)]


def _exchange_allowed(s: State) -> bool:
    if not (s.config.forced_exchange and s.style.standard):
        return False  # E7.1: only in a trick of Standard Style
    counts = [_count(s, p) for p in s.participants]
    # E7.2: not if anyone holds only one or two cards; R5: nor when fewer than two hold any.
    return not any(n in (1, 2) for n in counts) and sum(n > 0 for n in counts) >= 2


# ----------------------------------------------------------------------------------------------
# Scorekeeper games: what the referee knows of real cards it never sees dealt


def _shown(s: State) -> Counter:
    """R50: every card the table has shown that has not gone back into a hand of unknown
    cards: won piles, discards, the trick, and the cards known to be in hands."""
    return Counter(itertools.chain(s.discarded, *s.piles, *(c for _, c in s.trick), *s.hands))


def _shown_to(s: State, seat: int) -> Counter:
    """R50 as ``seat`` may count it (R110, R111, G3): the cards of :func:`_shown` that ``seat``
    sees, so that no check of its moves (refusal, wording, listing) depends on a card hidden
    from it: of a covered trick only its own stake, and what is known of other stakers' hands
    only as its view shows it (R54)."""
    if not s.style.covered or _impossible(s):
        return _shown(s)
    trick = (c for p, c in s.trick if p == seat)
    return Counter(itertools.chain(s.discarded, *s.piles, *trick, *_known_in_view(s, seat)))


def _impossible(s: State) -> bool:
    """R110: a complete trick held unresolved, the table having reported more of a kind than
    the deck holds (the last stake revealed it)."""
    return s.phase == STAKE and bool(s.trick) and _next_staker(s) is None


def _over_deck(s: State) -> tuple[Card, int, int] | None:
    """The first kind shown beyond the deck, with how many were shown and the deck holds."""
    shown, full = _shown(s), _full_deck(s.config.decks)
    return next(((c, shown[c], full[c]) for c in Card if shown[c] > full[c]), None)


def _impossible_error(s: State) -> IllegalMove:
    card, shown, full = _over_deck(s)
    return IllegalMove("R110", T(
        f"the table reported {shown} {card.value} in this hand, and the deck holds only {full}: "
        "undo the report that was wrong",
        f"il tavolo ha dichiarato {shown} {card.value} in questa mano, e il mazzo ne ha solo "
        f"{full}: annulla la dichiarazione sbagliata",
    ))


def _showing_error(s: State, seat: int, cards: Sequence[Card], rule: str) -> IllegalMove | None:
    """Why the table cannot show ``cards`` from ``seat``'s hand, or None when it can.

    R51: the cards known to be in the hand are used first (cards of a kind are
    interchangeable, E1.2); the rest come from its unknown cards, which must be enough
    (``rule``: E3.3 for a stake, E7.1 for the shown force, E4.1 for a reveal), and of kinds the
    deck still has unshown (R50).
    """
    known = s.hands[seat]
    unseen = Counter(cards) - Counter(known)
    free = s.counts[seat] - len(known)
    if sum(unseen.values()) > free:
        names = _names(cards)
        en = f"seat {seat} cannot be holding {names.en}: it holds {s.counts[seat]} card(s)"
        it = f"il posto {seat} non può avere {names.it}: ha {_carte(s.counts[seat])}"
        if known:
            k = _names(known)
            en, it = en + f", known to include {k.en}", it + f", tra cui di sicuro {k.it}"
        return IllegalMove(rule, T(en, it))
    shown = _shown_to(s, seat)
    full = _full_deck(s.config.decks)
    for card, n in unseen.items():
        if shown[card] + n > full[card]:
            decks = s.config.decks
            return IllegalMove("R50", T(
                f"{'the deck holds' if decks == 1 else f'the {decks} decks hold'} only "
                f"{full[card]} {card.value}, and {shown[card]} have been shown",
                f"{'il mazzo ha' if decks == 1 else f'i {decks} mazzi hanno'} solo "
                f"{full[card]} {card.value}, e ne sono state mostrate {shown[card]}",
            ))
    return None


def _shown_from(s: State, seat: int, cards: Sequence[Card]) -> dict[str, Any]:
    """The changes when the table shows ``cards`` leaving ``seat``'s hand (checked by
    :func:`_showing_error`): the hand holds fewer, and what is known of it loses the known
    cards used first."""
    known = list(s.hands[seat])
    for card in cards:
        if card in known:
            known.remove(card)
    return {"hands": _put(s.hands, seat, tuple(known)),
            "counts": _put(s.counts, seat, s.counts[seat] - len(cards))}


#: Every valid stake (E3.3), in the order :func:`combinations` lists a hand's.
ALL_STAKES: tuple[tuple[Card, ...], ...] = tuple(combinations(deck(1)))
_STAKE_KINDS = tuple(tuple(Counter(combo).items()) for combo in ALL_STAKES)


def _table_stakes(s: State, seat: int) -> list[Move]:
    # R55: every valid stake that may be in the hand, as the referee knows it: the known
    # cards first, the rest of kinds the deck still has unshown (as _showing_error checks).
    shown = _shown_to(s, seat)
    full = _full_deck(s.config.decks)
    known = Counter(s.hands[seat])
    free = s.counts[seat] - len(s.hands[seat])
    room = {card: min(free, full[card] - shown[card]) for card in Card}
    out: list[Move] = []
    for stake, kinds in zip(_every_stake(seat), _STAKE_KINDS):
        unseen = [(card, n - known[card]) for card, n in kinds if n > known[card]]
        if sum(n for _, n in unseen) <= free and all(room[c] >= n for c, n in unseen):
            out.append(stake)
    return out


@functools.lru_cache(maxsize=8)
def _every_stake(seat: int) -> tuple[Stake, ...]:
    return tuple(Stake(seat, combo) for combo in ALL_STAKES)


def _reveals(s: State, seat: int) -> list[Move]:
    """R56: the one reveal (E4.1) consistent with what the referee knows. When it is awaited
    the stock is empty and nobody else holds a card, so every card the table has not shown is
    in that hand: the known cards and the rest of the deck."""
    unshown = _full_deck(s.config.decks) - _shown_to(s, seat)
    cards = (*s.hands[seat], *unshown.elements())
    return [Reveal(seat, cards)] if len(cards) == s.counts[seat] else []


def _revealer(s: State) -> int:
    # E4.1: the one player still holding cards.
    return next(p for p in s.participants if s.counts[p])


# ----------------------------------------------------------------------------------------------
# Explicit deals


def _field(index: int, *parts: Any) -> str:
    return ".".join((f"deals.{index}", *(str(p) for p in parts)))


def _parse_cards(codes: Any, where: str) -> tuple[Card, ...]:
    if not isinstance(codes, (list, tuple)):
        raise IllegalSetup("G5", T(
            f"{where} must be a list of card codes", f"{where} deve essere una lista di carte"
        ), field=where)
    out = []
    for i, code in enumerate(codes):
        try:
            out.append(code if isinstance(code, Card) else parse_card(code))
        except (ValueError, TypeError):
            raise IllegalSetup(
                "G5", T(f"unknown card {code!r}", f"carta sconosciuta {code!r}"),
                field=f"{where}.{i}",
            ) from None
    return tuple(out)


def _parse_deal(config: Config, index: int, raw: Mapping[str, Any]) -> Deal:
    """An explicit deal checked against the deck and the hand shapes (G5, E2.3, E8.1).

    Which seats take part is checked when the deal's hand starts (R11).

    Raises:
        IllegalSetup: G5, naming the offending field.
    """
    if not isinstance(raw, Mapping):
        raise IllegalSetup("G5", T(
            "a deal is an object with hands and stock",
            "una distribuzione è un oggetto con hands (le mani) e stock (il mazzo)",
        ), field=_field(index))
    unknown = set(raw) - {"hands", "stock", "leader"}
    if unknown:
        name = min(unknown)
        raise IllegalSetup(
            "G5", T(
                f"an emotrions deal has hands, stock and leader, not {name!r}",
                f"una distribuzione di emotrions ha hands, stock e leader, non {name!r}",
            ), field=_field(index, name),
        )
    hands_raw = raw.get("hands")
    if not isinstance(hands_raw, (list, tuple)) or len(hands_raw) != config.players:
        raise IllegalSetup(
            "G5", T(
                f"hands must list {config.players} hands, one per seat",
                f"hands deve elencare {config.players} mani, una per posto",
            ), field=_field(index, "hands"),
        )
    hands = []
    for seat, codes in enumerate(hands_raw):
        where = _field(index, "hands", seat)
        hand = _parse_cards(codes, where)
        if len(hand) not in (0, HAND_SIZE):
            raise IllegalSetup(
                "G5", T(
                    f"seat {seat} is dealt {len(hand)} cards: a hand is {HAND_SIZE} cards "
                    "(E2.3), or none for a seat taking no part",
                    f"al posto {seat} sono date {len(hand)} carte: una mano è di {HAND_SIZE} "
                    "carte (E2.3), o nessuna per un posto che non partecipa",
                ), field=where,
            )
        if config.exit and hand and Counter(hand) != Counter(EXIT_HAND):
            raise IllegalSetup(
                "G5", T(
                    f"with exit, seat {seat} must be dealt exactly "
                    f"{', '.join(_codes(EXIT_IN_ORDER))} (E8.1)",
                    f"con exit, al posto {seat} vanno date esattamente "
                    f"{', '.join(_codes(EXIT_IN_ORDER))} (E8.1)",
                ), field=where,
            )
        hands.append(tuple(sort_cards(hand)))
    stock = _parse_cards(raw.get("stock", ()), _field(index, "stock"))
    dealt = Counter(c for hand in hands for c in hand) + Counter(stock)
    full = Counter(deck(config.decks))
    if dealt != full:
        wrong = next(c for c in Card if dealt[c] != full[c])
        raise IllegalSetup(
            "G5", T(
                f"the deal holds {dealt[wrong]} {wrong.value}, but {config.decks} deck(s) "
                f"hold {full[wrong]}: a deal must be exactly the deck",
                f"la distribuzione ha {dealt[wrong]} {wrong.value}, ma {config.decks} "
                f"mazzo/i ne hanno {full[wrong]}: una distribuzione deve essere esattamente "
                "il mazzo",
            ), field=_field(index),
        )
    leader = raw.get("leader")
    if leader is not None and (type(leader) is not int or not 0 <= leader < config.players):
        raise IllegalSetup(
            "G5", T(
                f"leader must be a seat from 0 to {config.players - 1}, not {leader!r}",
                f"leader deve essere un posto da 0 a {config.players - 1}, non {leader!r}",
            ), field=_field(index, "leader"),
        )
    return Deal(tuple(hands), stock, leader)


# ----------------------------------------------------------------------------------------------
# The flow of a game: each step takes a state and returns a new one (the one given is never
# changed), appending what happened to ``events``.


def _start_hand(s: State, events: list[Event]) -> State:
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
        changes.update(_table_deal(cfg, participants))
    elif s.deals:
        deal = s.deals[0]
        _check_deal_fits(s, deal, index, participants)
        changes.update(deals=s.deals[1:], hands=deal.hands, stock=deal.stock)
    else:
        changes.update(_shuffle_deal(s, participants))
    s = evolve(s, **changes)
    data: dict[str, Any] = {
        "hand": s.hand_number,
        "participants": list(s.participants),
        "leader": s.leader,
        "style": s.style.to_dict(),
        "playoff": _playoff(s.match),
        "stock_count": _stock_size(s),
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
    events.append(Event("hand_started", data, secrets))
    return _start_trick(s, events, first=True)


def _check_deal_fits(s: State, deal: Deal, index: int, participants: tuple[int, ...]) -> None:
    """R11: which seats take part in hand ``index + 1``, and who leads it, are only known when
    it starts; its explicit ``deal`` must fit them.

    Raises:
        IllegalSetup: G5 for a seat dealt cards it may not have (or none it needs), E2.4 or
            E5.2 for a deal's leader who does not lead the hand.
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
            raise IllegalSetup("G5", text, field=_field(index, "hands", seat))
    if deal.leader is not None and deal.leader != s.leader:
        rule = "E5.2" if s.match.playoff_kind == TIE else "E2.4"
        raise IllegalSetup(
            rule,
            T(
                f"hand {number} is led by seat {s.leader} ({rule}), not seat "
                f"{deal.leader}",
                f"la mano {number} la apre il posto {s.leader} ({rule}), non il posto "
                f"{deal.leader}",
            ),
            field=_field(index, "leader"),
        )


def _table_deal(cfg: Config, participants: tuple[int, ...]) -> dict[str, Any]:
    # R57: the table deals real cards (E2.3); the referee counts them, and knows them only
    # with exit (E8.1, E8.2: the starting hands are public).
    takes_part = [p in participants for p in range(cfg.players)]
    return {
        "counts": tuple(HAND_SIZE * t for t in takes_part),
        "hands": tuple(EXIT_IN_ORDER if cfg.exit and t else () for t in takes_part),
        "stock_left": len(deck(cfg.decks)) - HAND_SIZE * len(participants),
    }


def _shuffle_deal(s: State, participants: tuple[int, ...]) -> dict[str, Any]:
    # E2.3, R12: 6 cards to each player taking part, in seat order, from the top of the
    # shuffled deck; the rest is the stock. E8.1: the Exit hands are dealt, the rest shuffled.
    cfg = s.config
    cards = deck(cfg.decks)
    if cfg.exit:
        for _ in participants:
            cards = remove_cards(cards, EXIT_HAND)
    rng = s.rng.copy()
    rng.shuffle(cards)
    hands: list[tuple[Card, ...]] = [()] * cfg.players
    for p in participants:
        if cfg.exit:
            hands[p] = EXIT_IN_ORDER
        else:
            hands[p], cards = tuple(sort_cards(cards[:HAND_SIZE])), cards[HAND_SIZE:]
    return {"hands": tuple(hands), "stock": tuple(cards), "rng": rng}


def _start_trick(s: State, events: list[Event], first: bool = False) -> State:
    # E8.1: the first trick of an Exit hand has no draw.
    if not (first and s.config.exit):
        s = _draw(s, events)
    if _exchange_allowed(s):
        return evolve(s, trick=(), chooser=None, phase=EXCHANGE_CALL,
                      exchange=ForcedExchange(asked=_askable(s)[0]))
    return evolve(s, trick=(), chooser=None, phase=STAKE, exchange=None)


def _draw(s: State, events: list[Event]) -> State:
    # E3.1: the leader first, then clockwise, one card each while the stock lasts.
    order = _clockwise(s.leader, s.participants, s.config.players)
    if s.tabletop:
        # R57: the table draws real cards; the referee counts them (events: counts only).
        counts, left = list(s.counts), s.stock_left
        for seat in order[:left]:
            counts[seat] += 1
            events.append(Event("draw", {"seat": seat}))
        return evolve(s, counts=tuple(counts), stock_left=left - min(left, len(order)))
    hands, stock = list(s.hands), s.stock
    for seat, card in zip(order, stock):
        hands[seat] = _add(hands[seat], (card,))
        if s.style.naked:
            events.append(Event("draw", {"seat": seat, "card": card.value}))
        else:
            # E8.2: a card seen on a face-up stock is hidden again once drawn.
            events.append(Event("draw", {"seat": seat}, (Secret((seat,), {"card": card.value}),)))
    return evolve(s, hands=tuple(hands), stock=stock[len(order):])


def _resolve_trick(s: State, events: list[Event]) -> State:
    """Resolve the completed trick (E3.4–E3.8) and go on to what follows it."""
    hunger = any(Card.HUNGER in cards for _, cards in s.trick)
    winner = trick_winner(s.trick)  # E3.5, E3.6, E3.8
    staked = [c for _, cards in s.trick for c in cards]
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
        s = evolve(s, trick=(), exchange=None, discarded=_add(s.discarded, staked))
    else:
        s = evolve(s, trick=(), exchange=None, leader=winner,
                   piles=_put(s.piles, winner, _add(s.piles[winner], staked)))
    holders = [p for p in s.participants if _count(s, p)]
    if not _stock_size(s) and len(holders) <= 1:
        if s.tabletop and holders:
            # E4.1: the table reports the cards the last holder adds to their pile (R56).
            return evolve(s, phase=REVEAL, last_winner=winner)
        return _end_hand(s, events, winner)
    if winner is not None and s.config.winner_options:
        return evolve(s, phase=CHOOSE_STYLE, chooser=winner)  # E6.2: before the next draw
    return _start_trick(s, events)


def _end_hand(
    s: State, events: list[Event], last_winner: int | None, added: dict | None = None
) -> State:
    """Score the hand (E4), decide what follows (E5), and start the next hand if any.
    ``added`` is a scorekeeper game's reveal (E4.1), already in its pile."""
    cfg = s.config
    piles, hands = s.piles, s.hands
    for seat in s.participants:
        if hands[seat]:
            # E4.1: the one player still holding cards adds them to their won pile.
            added = {"seat": seat, "cards": _codes(hands[seat])}
            piles = _put(piles, seat, _add(piles[seat], hands[seat]))
            hands = _put(hands, seat, ())
    scores = {p: pile_score(piles[p]) for p in s.participants}  # E4.2
    match, outcome = after_hand(s.match, scores, s.hand_leader)
    points = tuple(scores.get(seat) for seat in range(cfg.players))
    s = evolve(s, piles=piles, hands=hands, match=match,
               history=s.history + (_pack_points(points, outcome.counted),))
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
        leader = _next_in(s.hand_leader, following, cfg.players)
    else:
        # E2.4: who would have led the next trick (the last winner, else the last trick's
        # leader), or the next player still in; R8: in an E5.3 play-off, the next taking part.
        would_lead = s.leader if last_winner is None else last_winner
        leader = _next_in(would_lead, following, cfg.players)
    style = s.style
    if cfg.winner_options and last_winner is not None:
        if last_winner in following:
            # E6.2, R7: the last trick's winner chooses the next hand's first style.
            return evolve(s, leader=leader, phase=CHOOSE_STYLE, chooser=last_winner,
                          hand_over=True)
        style = STANDARD  # E6.2: the winner is out or takes no part in the next hand
    return _start_hand(evolve(s, leader=leader, style=style), events)


def _known_in_view(s: State, viewer: Viewer) -> tuple[tuple[Card, ...], ...]:
    """R54: the cards known to be in each hand of a scorekeeper game, as ``viewer`` may see
    them. A covered stake (E6.3) may have come from the known cards: until the trick is
    complete, what is known of a staker's hand is shown only to them (and ALL)."""
    if not s.style.covered or viewer == ALL or _impossible(s):
        return s.hands
    staked = {seat for seat, _ in s.trick}
    return tuple(() if seat in staked and seat != viewer else cards
                 for seat, cards in enumerate(s.hands))


def _audit_table(s: State) -> None:
    # A scorekeeper game: the counts conserve the deck; no kind shown beyond it (R50); what is
    # known of a hand fits in it; the stock is never listed; a reveal waits for its one holder.
    full = _full_deck(s.config.decks)
    # R110: what any seat counts fits the deck; beyond it only in a trick held for correction.
    for seat in s.participants:
        shown = _shown_to(s, seat)
        assert _impossible(s) or all(shown[c] <= full[c] for c in Card), (
            f"more shown than the deck to seat {seat}: {dict(shown)}")
    assert not _impossible(s) or _over_deck(s), "a complete trick left unresolved"
    out_of_hands = len(s.discarded) + sum(map(len, s.piles)) + sum(len(c) for _, c in s.trick)
    total = sum(s.counts) + s.stock_left + out_of_hands
    assert total == sum(full.values()), f"cards not conserved: {total} counted"
    assert not s.stock and s.stock_left >= 0, "a scorekeeper game's stock is only counted"
    for seat, known in enumerate(s.hands):
        assert len(known) <= s.counts[seat], f"seat {seat} is known to hold more than it holds"
    holders = [p for p in s.participants if s.counts[p]]
    if s.phase == REVEAL:
        assert len(holders) == 1 and not s.stock_left, "a reveal waits for the one holder"
        assert _reveals(s, holders[0]), "the unshown cards do not fit the holder's hand"
    else:
        assert s.last_winner is None, "a last winner kept outside the reveal"


def _playoff(match: Match) -> dict[str, Any] | None:
    if not match.playoff:
        return None
    return {"seats": list(match.playoff), "kind": match.playoff_kind}


# ----------------------------------------------------------------------------------------------
# Move handlers: each checks its move, then returns the state it leads to.


def _stake(s: State, move: Stake, events: list[Event]) -> State:
    if len(move.cards) not in (1, 2):
        raise IllegalMove("E3.2", T(
            f"a stake is 1 or 2 cards, not {len(move.cards)}",
            f"una puntata è di 1 o 2 carte, non {len(move.cards)}",
        ))
    error = combination_error(move.cards)
    if error:
        names = _names(move.cards)
        raise IllegalMove("E3.3", T(
            f"{names.en} is not a valid stake: {error.en}",
            f"{names.it} non è una puntata valida: {error.it}",
        ))
    if s.tabletop:
        refused = _showing_error(s, move.seat, move.cards, "E3.3")
        if refused:
            raise refused
        changes = _shown_from(s, move.seat, move.cards)
    elif not _holds(s.hands[move.seat], move.cards):
        names = _names(move.cards)
        raise IllegalMove("E3.3", T(
            f"seat {move.seat} does not hold {names.en}",
            f"il posto {move.seat} non ha {names.it}",
        ))
    else:
        held = tuple(remove_cards(list(s.hands[move.seat]), move.cards))
        changes = {"hands": _put(s.hands, move.seat, held)}
    s = evolve(s, trick=s.trick + ((move.seat, move.cards),), **changes)
    data: dict[str, Any] = {"seat": move.seat, "count": len(move.cards)}
    secrets: tuple[Secret, ...] = ()
    if s.style.covered:
        # E6.3: others see only how many cards were staked until the last stake is made.
        secrets = (Secret((move.seat,), {"cards": _codes(move.cards)}),)
    else:
        data["cards"] = _codes(move.cards)
    events.append(Event("stake", data, secrets))
    if _next_staker(s) is None:
        if s.tabletop and _over_deck(s):
            # R110: the last stake revealed a covered trick no real deck holds. Refusing the
            # stake would tell its staker what was covered: the trick is shown and held.
            card, shown, full = _over_deck(s)
            events.append(Event("trick_impossible", {
                "stakes": [{"seat": p, "cards": _codes(c)} for p, c in s.trick],
                "card": card.value, "shown": shown, "deck": full, "rule": "R110",
            }))
            return s
        return _resolve_trick(s, events)
    return s


def _choose_style(s: State, move: ChooseStyle, events: list[Event]) -> State:
    s = evolve(s, style=move.style)
    events.append(Event("style_chosen", {"seat": move.seat, **s.style.to_dict()}))
    if s.hand_over:
        return _start_hand(s, events)
    return _start_trick(s, events)


def _check_victim(s: State, taker: int, victim: int) -> None:
    if victim == taker:
        raise IllegalMove("E7.3", T(
            f"seat {taker} cannot name themselves: name another player",
            f"il posto {taker} non può nominare sé stesso: nomina un altro giocatore",
        ))
    if victim not in s.participants:
        raise IllegalMove("E7.3", T(
            f"seat {victim} takes no part in this hand and cannot be named",
            f"il posto {victim} non partecipa a questa mano e non può essere nominato",
        ))
    if not _takeable_count(s, victim):
        raise IllegalMove("E7.3", T(
            f"seat {victim} holds no card that may be taken",
            f"il posto {victim} non ha carte che si possano prendere",
        ))


def _exchange(s: State, move: Exchange, events: list[Event]) -> State:
    seat = move.seat
    if s.phase == EXCHANGE_CALL:
        if s.tabletop:
            refused = _showing_error(s, seat, (Card.FORCE,), "E7.1")
            if refused:
                raise refused
        elif Card.FORCE not in s.hands[seat]:
            raise IllegalMove("E7.1", T(
                f"seat {seat} holds no force to show: only decline is open",
                f"il posto {seat} non ha una forza da mostrare: può solo rinunciare",
            ))
        _check_victim(s, seat, move.victim)
        hands = s.hands
        if s.tabletop and Card.FORCE not in hands[seat]:
            # R52: the shown force is known to stay in the caller's hand (E7.3: untakeable).
            hands = _put(hands, seat, _add(hands[seat], (Card.FORCE,)))
        # E7.1: the first call opens the exchange; the shown force is public.
        s = evolve(s, hands=hands, exchange=ForcedExchange(caller=seat))
        events.append(Event("exchange_called", {"caller": seat, "shown": Card.FORCE.value}))
    else:
        _check_victim(s, seat, move.victim)
    return _take(s, seat, move.victim, events)


def _take(s: State, taker: int, victim: int, events: list[Event]) -> State:
    exchange = s.exchange
    assert exchange is not None
    secrets: tuple[Secret, ...] = ()
    if s.tabletop:
        # E7.3: in a scorekeeper game the table reports the take; the card moves unseen.
        counts = _put(s.counts, victim, s.counts[victim] - 1)
        counts = _put(counts, taker, counts[taker] + 1)
        # R53: which known card went is not known, so none is but the caller's shown force.
        kept = (Card.FORCE,) if victim == exchange.caller else ()
        s = evolve(s, counts=counts, hands=_put(s.hands, victim, kept))
    else:
        pool = _takeable(s, victim)
        rng = s.rng.copy()
        card = pool[rng.below(len(pool))]  # R6: each card that may be taken equally likely
        hands = _put(s.hands, victim, tuple(remove_cards(list(s.hands[victim]), (card,))))
        hands = _put(hands, taker, _add(hands[taker], (card,)))
        s = evolve(s, rng=rng, hands=hands)
        secrets = (Secret(tuple(sorted((taker, victim))), {"card": card.value}),)
    takers = exchange.takers + (taker,)
    # E7.3: the chain ends at a player who has already taken (R9: after the take from them),
    # or when the player named can name nobody.
    ends = victim in takers or not _victims(s, victim)
    events.append(
        Event(
            "exchange_take",
            {"taker": taker, "victim": victim, "ends": ends},
            secrets,
        )
    )
    if ends:
        return evolve(s, phase=STAKE, exchange=replace(exchange, takers=takers, taker=None))
    return evolve(s, phase=EXCHANGE_CHAIN,
                  exchange=replace(exchange, takers=takers, taker=victim))


def _decline(s: State, move: Decline, events: list[Event]) -> State:
    events.append(Event("exchange_declined", {"seat": move.seat}))
    order = _askable(s)
    rest = order[order.index(move.seat) + 1 :]
    if rest:
        return evolve(s, exchange=ForcedExchange(asked=rest[0]))
    # E7.1: when all have declined, staking begins.
    return evolve(s, exchange=None, phase=STAKE)


def _reveal(s: State, move: Reveal, events: list[Event]) -> State:
    seat, held = move.seat, s.counts[move.seat]
    if len(move.cards) != held:
        raise IllegalMove("E4.1", T(
            f"seat {seat} holds {held} card(s): the reveal lists exactly those, not "
            f"{len(move.cards)}",
            f"il posto {seat} ha {_carte(held)}: la rivelazione le elenca tutte, non "
            f"{len(move.cards)}",
        ))
    refused = _showing_error(s, seat, move.cards, "E4.1")
    if refused:
        raise refused
    # E4.1: the one player still holding cards adds them to their won pile.
    last_winner = s.last_winner
    s = evolve(s, piles=_put(s.piles, seat, _add(s.piles[seat], move.cards)),
               hands=_put(s.hands, seat, ()), counts=_put(s.counts, seat, 0), last_winner=None)
    return _end_hand(s, events, last_winner, {"seat": seat, "cards": _codes(move.cards)})


@functools.lru_cache(maxsize=256)
def _config(players: int, options: tuple[tuple[str, Any], ...]) -> Config:
    # Loading runs on every request; a game's options are checked once, not on every load.
    return Config(players, **dict(options))


@functools.lru_cache(maxsize=1024)
def _stakes(seat: int, hand: tuple[Card, ...]) -> tuple[Stake, ...]:
    # Hands recur all the time and listing is on every request: list each hand's stakes once.
    # Not more hands than that: each entry is objects the garbage collector tracks, and a full
    # collection walks them all (at 4096 entries, filled by a bot's search, some 55,000 more
    # objects and 20 ms more a collection).
    return tuple(Stake(seat, combo) for combo in combinations(hand))


# ----------------------------------------------------------------------------------------------
# Forfeits (R95)


def _without(match: Match, seat: int) -> tuple[Match, str | None]:
    """``match`` with ``seat`` out for good (R95, as E5.1), and why it ended, if it did."""
    out = tuple(o or p == seat for p, o in enumerate(match.out))
    match = replace(match, out=out)
    if match.playoff and seat in match.playoff:
        rest = tuple(p for p in match.playoff if p != seat)
        if len(rest) == 1:
            # The play-off is between the rest: the last one in it wins it (E5.2, E5.3).
            return (replace(match, playoff=(), playoff_kind=None, winners=rest),
                    "the other play-off player forfeited")
        return replace(match, playoff=rest), None
    remaining = tuple(p for p, o in enumerate(out) if not o)
    if not match.playoff and len(remaining) == 1:
        return replace(match, winners=remaining), "knock-out: the only player left"
    return match, None


def _forfeit_ends_game(s: State, seat: int, ended: str, events: list[Event]) -> State:
    """R95: the forfeit ended the game: every card stays where it is; the hand under way is
    abandoned, noted as a hand that does not count (E5.2's mark)."""
    n = s.config.players
    history = s.history
    if not s.hand_over:
        scores = {p: pile_score(s.piles[p]) for p in s.participants}
        points = tuple(scores.get(p) for p in range(n))
        history += (_pack_points(points, False),)
        outcome = HandOutcome(False, went_out=(seat,), winners=s.match.winners, rule="R95",
                              reason=ended)
        events.append(Event("hand_ended", {
            "hand": s.hand_number, "points": list(points), "totals": list(s.match.totals),
            "hand_winners": [], "added": None, "outcome": outcome.to_dict(),
        }))
    events.append(Event("game_ended", {
        "winners": list(s.match.winners), "totals": list(s.match.totals), "rule": "R95",
        "reason": ended,
    }))
    return evolve(s, history=history, exchange=None, chooser=None, last_winner=None,
                  phase=FINISHED)


def _forfeit_hand_ends(s: State, events: list[Event], last_winner: int | None) -> State:
    """E4.1 after a forfeit: at most one player left holds cards."""
    if s.tabletop and any(_count(s, p) for p in s.participants):
        # The table reports them (R56).
        return evolve(s, chooser=None, phase=REVEAL, last_winner=last_winner)
    return _end_hand(evolve(s, chooser=None), events, last_winner)


def _forfeit_goes_on(s: State, seat: int, led: int, events: list[Event]) -> State:
    """The hand goes on without ``seat`` (R95): whatever step waited on it moves on. ``led``
    is who led the trick before the forfeit."""
    n = s.config.players
    if s.phase == EXCHANGE_CHAIN:
        # R95: a forfeit ends a Forced Exchange chain; the cards already taken stay taken.
        s = evolve(s, phase=STAKE, exchange=None)
    elif s.phase == EXCHANGE_CALL:
        asked = s.exchange.asked
        if not _exchange_allowed(s):
            s = evolve(s, phase=STAKE, exchange=None)  # E7.2, R5 with the players left
        elif asked == seat:
            # E7.1: the asking goes on clockwise with the players not asked yet.
            order = [p for p in _askable(s) if (p - led) % n > (asked - led) % n]
            if order:
                s = evolve(s, exchange=ForcedExchange(asked=order[0]))
            else:
                s = evolve(s, phase=STAKE, exchange=None)
    holders = [p for p in s.participants if _count(s, p)]
    last = not _stock_size(s) and len(holders) <= 1
    if s.phase == REVEAL:
        if not holders:  # the one to reveal was the forfeiter
            return _end_hand(evolve(s, last_winner=None), events, s.last_winner)
        return s
    if s.phase == CHOOSE_STYLE:
        chooser = s.chooser
        if last:
            return _forfeit_hand_ends(s, events, None if chooser == seat else chooser)
        if chooser == seat:
            # E6.2 by analogy with a trick without a winner: the style stays.
            return _start_trick(s, events)
        return s
    if s.phase != STAKE:
        return s
    if s.trick and _next_staker(s) is None:
        return _resolve_trick(s, events)  # everyone left has staked
    if not s.trick and (last or not holders):
        return _forfeit_hand_ends(s, events, None)
    return s


HANDLERS = {
    Stake: _stake,
    ChooseStyle: _choose_style,
    Exchange: _exchange,
    Decline: _decline,
    Reveal: _reveal,
}


# ----------------------------------------------------------------------------------------------
# Snapshots: cards as one character each (their E1.1 position), to stay far below 4 KB.

_CHAR = {card: str(i) for i, card in enumerate(Card)}
_CARD = {str(i): card for i, card in enumerate(Card)}


@functools.lru_cache(maxsize=2)
def _full_deck(decks: int) -> Counter:
    return Counter(deck(decks))


def _pack(cards: Iterable[Card]) -> str:
    return "".join(map(_CHAR.__getitem__, cards))


def _unpack(text: str) -> tuple[Card, ...]:
    return tuple(map(_CARD.__getitem__, text))


def _pack_points(points: tuple[int | None, ...], counted: bool) -> str:
    # "~" marks an uncounted play-off hand (E5.2); an empty field, a seat taking no part.
    return ("" if counted else "~") + ",".join("" if p is None else str(p) for p in points)


@functools.lru_cache(maxsize=1024)
def _unpack_points(text: str) -> tuple[tuple[int | None, ...], bool]:
    counted = not text.startswith("~")
    return tuple(int(p) if p else None for p in text.lstrip("~").split(",")), counted


# ----------------------------------------------------------------------------------------------
# The engine


class Emotrions(Variant[Config, State]):
    """EmotrionsOnCards with every advanced rule as an option (E1–E8)."""

    name = "emotrions"
    title = "EmotrionsOnCards"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    move_types: ClassVar[Mapping[str, type[Move]]] = {
        cls.TYPE: cls for cls in (Stake, ChooseStyle, Exchange, Decline, Reveal)
    }
    card_codes = tuple(c.value for c in Card)
    deal_extras = ("leader",)  # E2.4: the first leader
    #: What only a server-dealt game shows (dealt and drawn cards, the face-up stock's top) and
    #: what only a scorekeeper game's view lists (``known``, R54), for ``play_tabletop``.
    tabletop_hidden: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "view": ("known", "stock_top"),
        "events": ("hands", "card"),
    }

    # -- setup --------------------------------------------------------------------------------

    def describe(self) -> dict[str, Any]:
        """Options, presets, allowed and forbidden combinations and moves, for GET /v1/variants."""
        return {
            "name": self.name,
            "title": self.title,
            "players": {"min": self.min_players, "max": self.max_players},
            "options": [spec.to_dict() for spec in OPTIONS],
            "presets": [
                {"name": name, "options": dict(values), "rule": "E6.1"}
                for name, values in PRESETS.items()
            ],
            "combinations": {
                "forbidden": [
                    {"when": "exit with 4, 5 or 6 players", "options": {"exit": True},
                     "players": [4, 5, 6], "rule": "E8"},
                    *(
                        {"when": f"winner_options with {name}",
                         "options": {"winner_options": True, name: True}, "rule": "R3"}
                        for name in SWITCHES
                    ),
                    *(
                        {"when": f"forced_exchange with {name}",
                         "options": {"forced_exchange": True, name: True}, "rule": "R4"}
                        for name in SWITCHES
                    ),
                    {"when": "an explicit option contradicting the preset", "rule": "R2"},
                ],
                "allowed": [
                    {"when": "exit with two decks", "options": {"exit": True, "decks": 2},
                     "rule": "R1"},
                    {"when": "forced_exchange with winner_options (only in Standard Style "
                     "tricks)", "options": {"forced_exchange": True, "winner_options": True},
                     "rule": "E7.1"},
                    {"when": "any combination of the three style switches",
                     "options": {name: True for name in SWITCHES}, "rule": "E6.2"},
                ],
            },
            "moves": [
                {"type": "stake", "rule": "E3.2",
                 "example": Stake(0, (Card.LOVE, Card.INDECISION)).to_dict()},
                {"type": "choose_style", "rule": "E6.2",
                 "example": ChooseStyle(0, False, True, False).to_dict()},
                {"type": "exchange", "rule": "E7", "example": Exchange(0, 2).to_dict()},
                {"type": "decline", "rule": "E7.1", "example": Decline(0).to_dict()},
                {"type": "reveal", "rule": "E4.1", "scorekeeper": True,
                 "example": Reveal(0, (Card.JOY, Card.FURY)).to_dict()},
            ],
            "phases": [phase.value for phase in Phase],
            "max_deals": MAX_DEALS,
        }

    def configure(
        self, players: int, options: Mapping[str, Any], preset: str | None = None
    ) -> Config:
        """The config for ``players`` seats: ``preset`` (E6.1) first, then ``options`` over it.

        Raises:
            IllegalSetup: R2 for an unknown option or preset or an option contradicting the
                preset; whatever :class:`Config` raises.
        """
        known = {spec.name for spec in OPTIONS}
        for name in options:
            if name not in known:
                raise IllegalSetup(
                    "R2", T(
                        f"emotrions has no option {name!r}; its options: {', '.join(known)}",
                        f"emotrions non ha l'opzione {name!r}; le sue opzioni: "
                        f"{', '.join(known)}",
                    ), field=f"options.{name}",
                )
        values: dict[str, Any] = {}
        if preset is not None:
            if preset not in PRESETS:
                raise IllegalSetup(
                    "R2", T(
                        f"no preset {preset!r}; the presets: {', '.join(PRESETS)}",
                        f"nessun preset {preset!r}; i preset: {', '.join(PRESETS)}",
                    ), field="preset",
                )
            for name, value in PRESETS[preset].items():
                if name in options and options[name] != value:
                    raise IllegalSetup(
                        "R2", T(
                            f"{name}={options[name]!r} contradicts preset {preset!r}, which "
                            f"sets {name}={value}",
                            f"{name}={options[name]!r} contraddice il preset {preset!r}, che "
                            f"imposta {name}={value}",
                        ), field=f"options.{name}",
                    )
            values.update(PRESETS[preset])
        values.update(options)
        try:
            return Config(players, **values)
        except IllegalSetup as exc:
            name = (exc.field or "").removeprefix("options.")
            if preset is None or name not in PRESETS[preset] or name in options:
                raise
            raise IllegalSetup(exc.rule, exc.text + T(
                f" (set by preset {preset!r})", f" (impostato dal preset {preset!r})"
            ), field=exc.field) from None

    def start(
        self,
        config: Config,
        seed: str,
        deals: Sequence[Mapping[str, Any]] = (),
        start: Mapping[str, Any] | None = None,
        *,
        tabletop: bool = False,
    ) -> tuple[State, list[Event]]:
        """A new game and its first hand. The first leader is ``start["leader"]``, else the
        first deal's ``leader``, else drawn by lot from the seed (E2.2), before any shuffle.
        With ``tabletop`` it is a scorekeeper game: the table deals and shows the cards, the
        referee counts them (R50–R57).

        Raises:
            IllegalSetup: G5 for a deal that is not the deck in E2.3/E8.1 shapes, or whose
                first hand leaves out a seat, or for a deal in a scorekeeper game; E2.2 for a
                bad ``start``; R11 for too many deals.
        """
        if tabletop and deals:
            raise IllegalSetup("G5", T(
                "a scorekeeper game takes no explicit deal: the table deals the real cards",
                "una partita segnapunti non accetta una distribuzione esplicita: le carte "
                "vere le distribuisce il tavolo",
            ), field="deals")
        if len(deals) > MAX_DEALS:
            raise IllegalSetup(
                "R11", T(
                    f"at most {MAX_DEALS} explicit deals, not {len(deals)}",
                    f"al massimo {MAX_DEALS} distribuzioni esplicite, non {len(deals)}",
                ), field="deals",
            )
        parsed = tuple(_parse_deal(config, i, d) for i, d in enumerate(deals))
        for seat, hand in enumerate(parsed[0].hands if parsed else ()):
            if not hand:
                raise IllegalSetup(
                    "G5", T(
                        f"everyone takes part in the first hand: seat {seat} needs 6 cards",
                        f"alla prima mano partecipano tutti: al posto {seat} servono 6 carte",
                    ), field=_field(0, "hands", seat),
                )
        leader = None
        if start:
            unknown = set(start) - {"leader"}
            value = start.get("leader")
            if unknown or type(value) is not int or not 0 <= value < config.players:
                raise IllegalSetup(
                    "E2.2", T(
                        f"start may only give the first leader, a seat from 0 to "
                        f"{config.players - 1}",
                        f"start può indicare solo il primo di mano, un posto da 0 a "
                        f"{config.players - 1}",
                    ), field="start",
                )
            leader = value
        if parsed and parsed[0].leader is not None:
            if leader is not None and leader != parsed[0].leader:
                raise IllegalSetup(
                    "G5", T(
                        f"the deal's leader {parsed[0].leader} differs from the given first "
                        f"leader {leader}",
                        f"il leader della distribuzione, {parsed[0].leader}, è diverso dal "
                        f"primo di mano indicato, {leader}",
                    ), field=_field(0, "leader"),
                )
            leader = parsed[0].leader
        rng = Rng(seed)
        if leader is None:
            leader = rng.below(config.players)  # E2.2, R12: by lot, before any shuffle
        state = State(
            config,
            rng,
            Match.new(config.players, config.target),
            style=config.style,  # E6.1; E6.2: the first trick of the game is Standard Style
            leader=leader,
            hands=((),) * config.players,
            piles=((),) * config.players,
            deals=parsed,
            tabletop=tabletop,
        )
        events: list[Event] = []
        return _start_hand(state, events), events

    # -- play ---------------------------------------------------------------------------------

    def to_act(self, state: State) -> tuple[int, ...]:
        """The one seat whose move is awaited (none once the game is over)."""
        if state.phase == STAKE:
            seat = _next_staker(state)
            if seat is None and state.trick:
                return (state.trick[-1][0],)  # R110: the held trick waits for the table's undo
            return () if seat is None else (seat,)
        if state.phase == EXCHANGE_CALL:
            return (state.exchange.asked,)
        if state.phase == EXCHANGE_CHAIN:
            return (state.exchange.taker,)
        if state.phase == CHOOSE_STYLE:
            return (state.chooser,)
        if state.phase == REVEAL:
            return (_revealer(state),)
        return ()

    def is_finished(self, state: State) -> bool:
        """Whether the game is over: a winner is decided (E5) or a forfeit ended it (R95)."""
        return state.phase == FINISHED

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        """Every move ``seat`` may make now: its distinct stakes (E3.3), the 8 styles (E6.2),
        the players it may name (E7.3) and decline (E7.1); [] when it is not awaited. In a
        scorekeeper game (R55): every stake that may be in the hand, a call only from a hand
        that may hold a force, and the one reveal (R56)."""
        if seat not in self.to_act(state) or _impossible(state):
            return []
        if state.phase == STAKE:
            if state.tabletop:
                return _table_stakes(state, seat)
            return list(_stakes(seat, state.hands[seat]))
        if state.phase == CHOOSE_STYLE:
            return [ChooseStyle(seat, *(getattr(st, n) for n in SWITCHES)) for st in STYLES]
        if state.phase == REVEAL:
            return _reveals(state, seat)
        victims = [Exchange(seat, v) for v in _victims(state, seat)]
        if state.phase == EXCHANGE_CHAIN:
            return victims
        if state.tabletop:
            may_call = _showing_error(state, seat, (Card.FORCE,), "E7.1") is None
        else:
            may_call = Card.FORCE in state.hands[seat]
        return (victims if may_call else []) + [Decline(seat)]

    def play(self, state: State, move: Move) -> tuple[State, list[Event]]:
        """Apply ``move``: returns the new state and the events it caused (``state`` is
        untouched).

        Raises:
            IllegalMove: G6 for a move not awaited from its seat or of a kind the phase does
                not allow; E3.2/E3.3 for a bad stake; E7.1/E7.3 for a bad exchange.
            IllegalSetup: G5, E2.4 or E5.2 when the move starts a hand whose explicit deal
                does not fit the game as it stands (R11).
        """
        handler = HANDLERS.get(type(move))
        if handler is None:
            raise IllegalMove(
                "G6", T(
                    f"{getattr(move, 'TYPE', type(move).__name__)!r} is not a move of "
                    f"emotrions; its moves: {', '.join(self.move_types)}",
                    f"{getattr(move, 'TYPE', type(move).__name__)!r} non è una mossa di "
                    f"emotrions; le sue mosse: {', '.join(self.move_types)}",
                )
            )
        if state.phase == FINISHED:
            raise IllegalMove("G6", T(
                "the game is over: no move is awaited",
                "la partita è finita: non si attende nessuna mossa",
            ))
        if _impossible(state):
            raise _impossible_error(state)
        awaited = self.to_act(state)
        if move.seat not in awaited:
            raise IllegalMove(
                "G6", T(
                    f"no move is awaited from seat {move.seat}: the game waits for seat "
                    f"{awaited[0]} ({state.phase})",
                    f"non si attende una mossa dal posto {move.seat}: la partita attende il "
                    f"posto {awaited[0]} ({state.phase})",
                )
            )
        if type(move) not in PHASE_MOVES[state.phase]:
            allowed = " or ".join(cls.TYPE for cls in PHASE_MOVES[state.phase])
            raise IllegalMove(
                "G6", T(
                    f"a {move.TYPE!r} move is not allowed now: phase {state.phase} awaits "
                    f"{allowed}",
                    f"ora non è ammessa una mossa {move.TYPE}: la fase {state.phase} attende "
                    f"{allowed}",
                )
            )
        events: list[Event] = []
        return handler(state, move, events), events

    # -- views --------------------------------------------------------------------------------

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        """The game as ``viewer`` may see it (G3): a seat sees its own hand; every hand is
        visible to all in a naked trick (E6.1); the stock's top only when it is face up; a
        covered stake only to its staker until the trick is complete (E6.3). While a winner
        chooses the next style, the style just played still rules what is seen (R14). A
        scorekeeper game shows counts, the cards known to be in hands, and no stock (R54)."""
        s = state
        everything = viewer == ALL

        def sees_hand(seat: int) -> bool:
            return everything or viewer == seat or s.style.naked

        hands = []
        known = _known_in_view(s, viewer) if s.tabletop else ()
        for seat, hand in enumerate(s.hands):
            if s.tabletop:
                # R54: a count, and the cards only where the referee knows the whole hand.
                shown: dict[str, Any] = {"count": s.counts[seat]}
                if len(known[seat]) == s.counts[seat]:
                    shown["cards"] = _codes(known[seat])
                hands.append(shown)
                continue
            shown = {"count": len(hand)}
            if sees_hand(seat):
                shown["cards"] = _codes(hand)
            hands.append(shown)
        trick = []
        for seat, cards in s.trick:
            stake: dict[str, Any] = {"seat": seat, "count": len(cards)}
            # E6.3, R10 (naked too): a covered stake is seen by its staker only until revealed.
            if not s.style.covered or everything or viewer == seat or _impossible(s):
                stake["cards"] = _codes(cards)
            trick.append(stake)
        ex = s.exchange
        out: dict[str, Any] = {
            "status": "finished" if s.phase == FINISHED else "active",
            "phase": s.phase.value,
            "to_act": list(self.to_act(s)),
            "hand_number": s.hand_number,
            "participants": list(s.participants),
            "leader": s.leader,
            "style": s.style.to_dict(),
            "hands": hands,
            "stock_count": _stock_size(s),
            "trick": trick,
            "piles": [_codes(pile) for pile in s.piles],  # E3.7: won piles are public
            "discarded_count": len(s.discarded),
            "scores": [
                {"hand": pile_score(pile), "total": total}
                for pile, total in zip(s.piles, s.match.totals)
            ],
            "winners": list(s.match.winners),
            "out": [seat for seat, is_out in enumerate(s.match.out) if is_out],
            "playoff": _playoff(s.match),
            "exchange": None if ex is None else {
                "asked": ex.asked,
                "caller": ex.caller,
                "shown": None if ex.caller is None else Card.FORCE.value,
                "takers": list(ex.takers),
                "taker": ex.taker,
            },
            "history": [
                {"hand": i + 1, "points": list(points), "counted": counted}
                for i, (points, counted) in enumerate(map(_unpack_points, s.history))
            ],
            "options": s.config.options(),
        }
        if s.style.stock_face_up and s.stock:
            out["stock_top"] = s.stock[0].value
        if s.config.exit:
            out["exit_hand"] = _codes(EXIT_IN_ORDER)  # E8.2
        if s.tabletop:
            out["known"] = [_codes(cards) for cards in known]  # R54
        elif everything:
            out["stock"] = _codes(s.stock)
        return out

    # -- snapshots ----------------------------------------------------------------------------

    def forfeit(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """R95: ``seat`` is out for good, as after E5.1: its hand, won pile and any stake of the
        trick under way leave play and the hand goes on without it; one player left wins (a
        knock-out); a play-off player who forfeits leaves the play-off, and the last one in it
        wins.

        Raises:
            IllegalMove: R95 for a seat already out, or one of a scorekeeper game that still
                holds cards the referee has not seen while the game goes on.
        """
        if state.match.out[seat]:
            raise IllegalMove("R95", T(f"seat {seat} is already out of the game",
                                       f"il posto {seat} è già fuori dalla partita"))
        n = state.config.players
        led = state.leader
        match, ended = _without(state.match, seat)
        s = evolve(state, match=match)
        events = [Event("player_out", {"seat": seat, "rule": "R95"})]
        if ended:
            return _forfeit_ends_game(s, seat, ended, events), events
        held = _count(s, seat)
        if s.tabletop and held > len(s.hands[seat]):
            # R95: the referee of a scorekeeper game cannot put aside cards it has never seen.
            raise IllegalMove("R95", T(
                f"seat {seat} holds {held} card(s) the referee has not seen: in a scorekeeper "
                "game a player can leave a game that goes on only once their hand is empty",
                f"il posto {seat} ha {held} carte che l'arbitro non ha visto: in una partita "
                "segnapunti si può lasciare una partita che continua solo a mano vuota",
            ))
        staked = [c for p, cards in s.trick for c in cards if p == seat]
        participants = tuple(p for p in s.participants if p != seat)
        following = match.participants() if s.hand_over else participants
        # E2.4 by analogy: the next player still in leads in the forfeiter's place.
        leader = _next_in(seat, following, n) if s.leader == seat else s.leader
        s = evolve(
            s,
            # R95: the forfeiter's cards leave play: hand, won pile and stake of this trick.
            discarded=_add(s.discarded, (*s.hands[seat], *s.piles[seat], *staked)),
            hands=_put(s.hands, seat, ()),
            counts=_put(s.counts, seat, 0) if s.tabletop else s.counts,
            piles=_put(s.piles, seat, ()),
            trick=tuple((p, cards) for p, cards in s.trick if p != seat),
            participants=participants,
            # R95: explicit deals of later hands were dealt for a table with the forfeiter in it.
            deals=(),
            leader=leader,
        )
        if s.hand_over:
            if s.chooser == seat:
                # E6.2: the winner of the last trick takes no part in the next hand.
                return _start_hand(evolve(s, style=STANDARD, chooser=None), events), events
            return s, events
        return _forfeit_goes_on(s, seat, led, events), events

    def dump(self, state: State) -> dict[str, Any]:
        """A compact JSON-ready snapshot: cards one character each, history as short strings."""
        s = state
        ex = s.exchange
        return {
            "players": s.config.players,
            "options": s.config.options(),
            "seed": s.rng.seed,
            "draws": s.rng.counter,
            "match": s.match.to_dict(),
            "phase": s.phase.value,
            "style": s.style.index,
            "hand": s.hand_number,
            "participants": list(s.participants),
            "hand_leader": s.hand_leader,
            "leader": s.leader,
            "hands": [_pack(h) for h in s.hands],
            "stock": _pack(s.stock),
            "piles": [_pack(p) for p in s.piles],
            "discarded": _pack(s.discarded),
            "trick": [[seat, _pack(cards)] for seat, cards in s.trick],
            "exchange": None if ex is None else [ex.asked, ex.caller, list(ex.takers), ex.taker],
            "chooser": s.chooser,
            "hand_over": s.hand_over,
            "history": list(s.history),
            "deals": [
                [[_pack(h) for h in d.hands], _pack(d.stock), d.leader] for d in s.deals
            ],
            **({"table": [list(s.counts), s.stock_left, s.last_winner]} if s.tabletop else {}),
        }

    def load(self, data: Mapping[str, Any]) -> State:
        """The state back from :meth:`dump`."""
        ex = data["exchange"]
        table = data.get("table")
        return State(
            config=_config(data["players"], tuple(sorted(data["options"].items()))),
            rng=Rng(data["seed"], data["draws"]),
            match=Match.from_dict(data["match"]),
            phase=Phase(data["phase"]),
            style=STYLES[data["style"]],
            hand_number=data["hand"],
            participants=tuple(data["participants"]),
            hand_leader=data["hand_leader"],
            leader=data["leader"],
            hands=tuple(_unpack(h) for h in data["hands"]),
            stock=_unpack(data["stock"]),
            piles=tuple(_unpack(p) for p in data["piles"]),
            discarded=_unpack(data["discarded"]),
            trick=tuple((seat, _unpack(cards)) for seat, cards in data["trick"]),
            exchange=None if ex is None else ForcedExchange(ex[0], ex[1], tuple(ex[2]), ex[3]),
            chooser=data["chooser"],
            hand_over=data["hand_over"],
            history=tuple(data["history"]),
            deals=tuple(
                Deal(tuple(_unpack(h) for h in hands), _unpack(stock), leader)
                for hands, stock, leader in data["deals"]
            ),
            **({} if table is None else {
                "tabletop": True,
                "counts": tuple(table[0]),
                "stock_left": table[1],
                "last_winner": table[2],
            }),
        )

    # -- checking -----------------------------------------------------------------------------

    def audit(self, state: State) -> None:
        """Check the invariants: cards conserved (E1), hands and piles only of seats taking
        part, hand points equal to pile sums (E4.2), reach37 totals equal to counted hands.

        Raises:
            AssertionError: naming the broken invariant.
        """
        s = state
        cfg = s.config
        if s.tabletop:
            _audit_table(s)
        else:
            seen = Counter(itertools.chain(
                s.stock, s.discarded, *s.hands, *s.piles, *(c for _, c in s.trick)
            ))
            assert seen == _full_deck(cfg.decks), f"cards not conserved: {dict(seen)}"
        for seat in range(cfg.players):
            if seat not in s.participants:
                assert not _count(s, seat) and not s.piles[seat], f"seat {seat} holds cards"
        for cards in (*s.hands, *s.piles, s.discarded):
            assert list(cards) == sort_cards(cards), "a card tuple is out of order"
        assert (s.phase == FINISHED) == s.match.finished, "phase and match disagree"
        assert bool(self.to_act(s)) != (s.phase == FINISHED), "no move awaited in an active game"
        if s.phase == CHOOSE_STYLE:
            assert s.chooser in s.participants or s.hand_over, "the chooser takes no part"
        if s.hand_over or s.phase == FINISHED:
            points, _ = _unpack_points(s.history[-1])
            for seat in s.participants:
                assert points[seat] == pile_score(s.piles[seat]), "hand points != pile sum"
        if cfg.target == "reach37":
            for seat in range(cfg.players):
                counted = sum(
                    p[seat] or 0 for p, counted in map(_unpack_points, s.history) if counted
                )
                assert s.match.totals[seat] == counted, f"seat {seat}'s total != its hands"
        if s.exchange and s.exchange.takers:
            assert len(set(s.exchange.takers)) == len(s.exchange.takers), "someone took twice"

    def sample_moves(self, state: State, seat: int, rng: Rng) -> list[Move]:
        """A handful of plausible moves, many of them illegal, for playouts to probe."""
        players = state.config.players
        # One draw, read as digits: each draw is an HMAC, and probes run on every move.
        x = rng.below(9**4 * 8 * players**2)
        x, a = divmod(x, 9)
        x, b = divmod(x, 9)
        x, c = divmod(x, 9)
        x, d = divmod(x, 9)
        x, style = divmod(x, 8)
        other, victim = divmod(x, players)
        other = (seat + 1 + other % (players - 1)) % players
        cards = list(Card)
        hand = state.hands[seat] if 0 <= seat < players else ()
        own = hand[a % len(hand)] if hand else cards[a]
        probes: list[Move] = [
            Stake(seat, (own, cards[b])),
            Stake(seat, (cards[c], cards[d], own)),
            Stake(other, (cards[b],)),
            Exchange(seat, victim),
            Decline(seat),
            ChooseStyle(seat, *(getattr(STYLES[style], n) for n in SWITCHES)),
            Exchange(other, seat),
        ]
        if state.phase == REVEAL:
            # A reveal one card short, and one of the right size but maybe impossible (R50).
            probes += [Reveal(seat, (own,) * max(0, _count(state, seat) - 1)),
                       Reveal(seat, (cards[b],) * _count(state, seat))]
        return probes[a % 7 :] + probes[: a % 7]

    def table_reports(self, before: State, move: Move, events: list[Event]) -> list[Move]:
        """What the table of a scorekeeper game reports of ``move`` in a server-dealt game
        (:func:`variants.playout.play_tabletop`): the move itself, then, if it ended a hand
        with one player still holding cards, the reveal of those cards (E4.1)."""
        reports = [move]
        for event in events:
            added = event.data.get("added") if event.type == "hand_ended" else None
            if added:
                reports.append(Reveal(added["seat"], tuple(added["cards"])))
        return reports

    def playout_configs(self) -> list[Config]:
        """Every allowed combination of players and options (E1.2, E5, E6, E7, E8)."""
        configs = []
        for players in range(self.min_players, self.max_players + 1):
            for decks, target, *switches in itertools.product(
                (1, 2), TARGETS, *[(False, True)] * 6
            ):
                names = (*SWITCHES, "winner_options", "forced_exchange", "exit")
                try:
                    configs.append(
                        Config(players, decks, target, **dict(zip(names, switches)))
                    )
                except IllegalSetup:
                    continue
        return configs

