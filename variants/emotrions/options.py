"""EmotrionsOnCards' options: the player counts and decks (E1.2, E2.1), the style switches and
presets (E6.1), the targets (E5) and the advanced rules, checked in one frozen :class:`Config`.
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass, fields
from typing import Any

from variants.base import (
    IllegalSetup,
    OptionSpec,
    Reading,
    check_reading,
)
from variants.emotrions.cards import (
    EXIT_HAND,
    Card,
    sort_cards,
)
from variants.emotrions.match import TARGETS
from variants.i18n import T

HAND_SIZE = 6
#: The E8.1 hand, in card order like every listed hand.
EXIT_IN_ORDER: tuple[Card, ...] = tuple(sort_cards(EXIT_HAND))
#: R11: explicit deals a game may be created with (each is kept in the snapshot until used).
MAX_DEALS = 24
MIN_PLAYERS, MAX_PLAYERS = 2, 6  # E2.1


def default_decks(players: int) -> int:
    """E1.2: one deck for 2–4 players, two (as advised) for 5–6. Never raises."""
    return 1 if players <= 4 else 2


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
PRESETS: dict[str, dict[str, Any]] = {
    "standard": {"stock_face_up": False, "covered": False, "naked": False},
    "naked": {"stock_face_up": False, "covered": False, "naked": True},
    "pure-strategy": {"stock_face_up": True, "covered": False, "naked": True, "exit": True},
}
#: The preset ``literal``: every house reading other than RULES.md's (docs/readings.md).
LITERAL_READINGS: dict[str, Any] = {"exact37": "exact_wins", "first_trick_draw": False}

#: The house readings (docs/readings.md): where the original can be read two ways, an option
#: plays the other reading; the default is RULES.md's.
READINGS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "exact37", "string", "playoff_if_over", "E5.3",
        "with target exact37: playoff_if_over: a play-off whenever anyone is over 37, even if "
        "one player has exactly 37; exact_wins: a single player with exactly 37 wins whatever "
        "the others scored",
        choices=("playoff_if_over", "exact_wins"),
        reads=Reading("E5.3", "Nel Punteggio 37 è obbligatorio totalizzare esattamente 37 punti "
                      "per vincere, non uno di più! [...] Se si totalizzano più di 37 punti o "
                      "c'è un pareggio tra i giocatori, i due giocatori più vicini al 37 faranno "
                      "un play-off finché soltanto uno di loro avrà totalizzato 37.",
                      "In Score 37 you must total exactly 37 points to win, not one more! [...] "
                      "If someone totals more than 37 points or there is a tie between the "
                      "players, the two players closest to 37 play off until only one of them "
                      "has totalled 37."),
    ),
    OptionSpec(
        "first_trick_draw", "boolean", True, "E3.1",
        "true: every player draws before every trick, the first included (hands of 7); "
        "false: the first trick of a hand is played from the 6 dealt cards",
        choices=(True, False),
        reads=Reading("E3.1", "Il vincitore della giocata precedente sarà il primo a prendere "
                      "una carta dal mazzo.",
                      "The winner of the previous trick will be the first to take a card from "
                      "the stock."),
    ),
)

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
    #: The house readings (docs/readings.md, :data:`READINGS`): E5.3, E3.1.
    exact37: str = "playoff_if_over"
    first_trick_draw: bool = True

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
        for spec in READINGS:
            check_reading(spec, getattr(self, spec.name))
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
        # Views and snapshots, on every request, list the options: collect them once. A house
        # reading is listed only where it is not RULES.md's, so that a game under the defaults
        # shows and stores what it did before the readings existed.
        defaults = {spec.name: spec.default for spec in READINGS}
        return {f.name: getattr(self, f.name) for f in fields(self)
                if f.name != "players" and not (
                    f.name in defaults and getattr(self, f.name) == defaults[f.name])}


@functools.lru_cache(maxsize=256)
def config_of(players: int, options: tuple[tuple[str, Any], ...]) -> Config:
    """The :class:`Config` of ``players`` seats and ``options`` (a snapshot's), built once per
    combination: the options were checked when the game was created."""
    # Loading runs on every request; a game's options are checked once, not on every load.
    return Config(players, **dict(options))
