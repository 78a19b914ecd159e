"""The Three Tricks engine (rules T1–T5 in this package's docstring)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, ClassVar

from variants.base import (
    ALL,
    Event,
    FieldKind,
    IllegalMove,
    IllegalSetup,
    Move,
    PublishedRuling,
    RequestField,
    Secret,
    Variant,
    Viewer,
    move_field,
)
from variants.i18n import T
from variants.rng import Rng
from variants.rulings import Explanation, Ruling

DECK = tuple(str(rank) for rank in range(1, 13))  # T1
HAND = 3  # T1: cards dealt to each player, and tricks in a game (T4)


class Phase(StrEnum):
    PLAY = "play"
    FINISHED = "finished"


@dataclass(frozen=True)
class Play(Move):
    """T2: play one card of the hand to the trick."""

    TYPE: ClassVar[str] = "play"
    card: str = move_field(FieldKind.CARD, "the card played (T2)")


@dataclass(frozen=True)
class Config:
    """A game's options: only the number of players (T1)."""

    players: int

    def __post_init__(self) -> None:
        if not 2 <= self.players <= 3:
            raise IllegalSetup("T1", f"Three Tricks is for 2 or 3 players, not {self.players}")


@dataclass(frozen=True)
class State:
    """Hands, the trick under way (seat, card in playing order), tricks won per seat."""

    config: Config
    phase: Phase
    hands: tuple[tuple[str, ...], ...]
    trick: tuple[tuple[int, str], ...]
    leader: int
    won: tuple[int, ...]
    seed: str
    winners: tuple[int, ...] = ()


def _rank(card: str) -> int:
    return int(card)


class ThreeTricks(Variant[Config, State]):
    """Three Tricks: the smallest game with hidden hands, for the tests."""

    name = "three-tricks"
    title = "Three Tricks"
    min_players = 2
    max_players = 3
    move_types = {Play.TYPE: Play}
    card_codes = DECK

    def describe(self) -> dict[str, Any]:
        """The variant as ``GET /v1/variants`` lists it: no options, one move."""
        return {
            "name": self.name, "title": self.title,
            "players": {"min": self.min_players, "max": self.max_players},
            "options": [], "combinations": {"allowed": [], "forbidden": []}, "presets": [],
            "phases": [p.value for p in Phase],
            "moves": [{"type": Play.TYPE, "rule": "T2", "example": {"type": "play", "card": "7"}}],
        }

    def configure(self, players: int, options: Mapping[str, Any], preset: str | None = None
                  ) -> Config:
        """The config for ``players`` seats.

        Raises:
            IllegalSetup: T1 for a player count other than 2 or 3, or any option or preset.
        """
        if options or preset:
            raise IllegalSetup("T1", "Three Tricks has no options and no presets")
        return Config(players)

    def start(self, config: Config, seed: str, deals: Sequence[Mapping[str, Any]] = (),
              start: Mapping[str, Any] | None = None, *, tabletop: bool = False
              ) -> tuple[State, list[Event]]:
        """A game dealt from ``seed`` (T1); seat 0 leads (T2).

        Raises:
            IllegalSetup: T1 for an explicit deal, a start or a scorekeeper game (none exists).
        """
        if deals or start or tabletop:
            raise IllegalSetup("T1", "Three Tricks is dealt by the server only")
        cards = list(DECK)
        Rng("deal/" + seed).shuffle(cards)
        hands = tuple(tuple(sorted(cards[i * HAND:(i + 1) * HAND], key=_rank))
                      for i in range(config.players))
        state = State(config, Phase.PLAY, hands, (), 0, (0,) * config.players, seed)
        dealt = Event("hand_dealt", {"counts": [HAND] * config.players},
                      tuple(Secret((seat,), {"hand": list(hand)})
                            for seat, hand in enumerate(hands)))
        return state, [dealt]

    def _next(self, state: State) -> int | None:
        if state.phase is Phase.FINISHED:
            return None
        return (state.leader + len(state.trick)) % state.config.players

    def to_act(self, state: State) -> tuple[int, ...]:
        """The seat whose card is awaited (T2), or none once the game is over."""
        seat = self._next(state)
        return () if seat is None else (seat,)

    def is_finished(self, state: State) -> bool:
        """Whether the three tricks are played (T4) or a player forfeited (T5)."""
        return state.phase is Phase.FINISHED

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        """A play of each card in ``seat``'s hand when it is awaited, lowest first."""
        if seat != self._next(state):
            return []
        return [Play(seat, card) for card in state.hands[seat]]

    def play(self, state: State, move: Move) -> tuple[State, list[Event]]:
        """Play a card (T2); the last card of a trick gives it to the highest card (T3), and the
        third trick ends the game (T4).

        Raises:
            IllegalMove: G6 for a move not awaited from that seat; T2 for a card not held.
        """
        if not isinstance(move, Play) or move.seat != self._next(state):
            raise IllegalMove("G6", T("that move is not awaited now",
                                      "quella mossa non è attesa ora"))
        hand = state.hands[move.seat]
        if move.card not in hand:
            raise IllegalMove("T2", T("you do not hold that card", "non hai quella carta"),
                              field="card")
        hands = tuple(tuple(c for c in h if c != move.card) if s == move.seat else h
                      for s, h in enumerate(state.hands))
        trick = (*state.trick, (move.seat, move.card))
        events = [Event("card_played", {"seat": move.seat, "card": move.card})]
        state = replace(state, hands=hands, trick=trick)
        if len(trick) < state.config.players:
            return state, events
        taker = max(trick, key=lambda play: _rank(play[1]))[0]  # T3
        won = tuple(w + (s == taker) for s, w in enumerate(state.won))
        events.append(Event("trick_won", {"seat": taker, "cards": [c for _, c in trick],
                                          "rule": "T3"}))
        state = replace(state, trick=(), leader=taker, won=won)
        if any(hands):
            return state, events
        return self._end(state, range(state.config.players), "T4", events)

    def _end(self, state: State, among: Sequence[int] | range, rule: str, events: list[Event]
             ) -> tuple[State, list[Event]]:
        best = max(state.won[s] for s in among)
        winners = tuple(s for s in among if state.won[s] == best)
        events.append(Event("game_ended", {"winners": list(winners), "rule": rule,
                                           "tricks": list(state.won)}))
        return replace(state, phase=Phase.FINISHED, winners=winners), events

    def forfeit(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """T5: the game ends at once; among the others, most tricks wins. Never raises."""
        others = [s for s in range(state.config.players) if s != seat]
        return self._end(state, others, "T5", [])

    def view(self, state: State, viewer: Viewer) -> dict[str, Any]:
        """What ``viewer`` may see (G3): its own hand, every hand's count, the trick, the tricks
        won; every hand to :data:`ALL`."""
        return {
            "status": "finished" if self.is_finished(state) else "active",
            "phase": state.phase.value,
            "to_act": list(self.to_act(state)),
            "hands": [{"count": len(hand), **({"cards": list(hand)}
                                              if viewer == ALL or viewer == seat else {})}
                      for seat, hand in enumerate(state.hands)],
            "stock_count": 0,
            "scores": [{"hand": won, "total": won} for won in state.won],
            "winners": list(state.winners),
            "trick": [{"seat": s, "card": c} for s, c in state.trick],
            "leader": state.leader,
        }

    def dump(self, state: State) -> dict[str, Any]:
        """The whole state as JSON-ready data."""
        return {"players": state.config.players, "phase": state.phase.value,
                "hands": [list(h) for h in state.hands], "trick": [list(p) for p in state.trick],
                "leader": state.leader, "won": list(state.won), "winners": list(state.winners),
                "seed": state.seed}

    def load(self, data: Mapping[str, Any]) -> State:
        """The state back from :meth:`dump`."""
        return State(Config(data["players"]), Phase(data["phase"]),
                     tuple(tuple(h) for h in data["hands"]),
                     tuple((s, c) for s, c in data["trick"]), data["leader"],
                     tuple(data["won"]), data["seed"], tuple(data["winners"]))

    def seed(self, state: State) -> str:
        """The seed the hands were dealt from."""
        return state.seed

    def audit(self, state: State) -> None:
        """Cards are conserved: held plus in the trick plus in won tricks make 3 per player.

        Raises:
            AssertionError: naming what broke.
        """
        held = sum(len(h) for h in state.hands) + len(state.trick)
        played = sum(state.won) * state.config.players
        if state.phase is Phase.PLAY:
            assert held + played == HAND * state.config.players, "cards are not conserved"

    def sample_moves(self, state: State, seat: int, rng: Rng) -> list[Move]:
        """Plays of any card of the deck, held or not."""
        return [Play(seat, DECK[rng.below(len(DECK))]) for _ in range(3)]

    def playout_configs(self) -> list[Config]:
        """Both player counts."""
        return [Config(2), Config(3)]


def take_trick(cards: Sequence[str]) -> Ruling:
    """Who takes a trick of ``cards``, in playing order (T3).

    Raises:
        IllegalMove: T1 for a card played twice.
    """
    if len(set(cards)) != len(cards):
        raise IllegalMove("T1", "a card of the deck is played once", field="cards")
    out = Explanation()
    taker = max(range(len(cards)), key=lambda i: _rank(cards[i]))
    out.add("T3", f"{cards[taker]} is the highest card: its player takes the trick")
    return out.ruling({"taker": taker})


#: The game's stateless ruling: its request body is declared here, nowhere else.
TRICK = PublishedRuling(
    "trick", "Take a Three Tricks trick",
    "The index, in playing order, of the card that takes the trick (T3).",
    lambda body: take_trick(body["cards"]),
    request=(RequestField("cards", FieldKind.CARDS, "the cards of the trick, in playing order",
                          required=True, minimum=2, maximum=3),),
)
