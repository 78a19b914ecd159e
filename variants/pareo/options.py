"""Emotrions Pareo's options (P7): the E5 target and the style switches that apply, checked in one
frozen :class:`Config`; the presets and the E options P7 says do not apply.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from variants.base import (
    IllegalSetup,
    OptionSpec,
    Reading,
    check_reading,
)
from variants.emotrions.cards import (
    Card,
    deck,
)
from variants.emotrions.match import TARGETS
from variants.i18n import T

PLAYERS = 2
HAND_SIZE = 6  # P1
STOCK_SIZE = 36 - PLAYERS * HAND_SIZE
#: R29: explicit deals a game may list, so that its snapshot stays small.
MAX_DEALS = 16




#: E options that P7 says do not apply: accepted when false, refused (P7) when true.
NOT_APPLICABLE = ("covered", "winner_options", "forced_exchange", "exit")
#: E6.1 presets that make sense here; ``pure-strategy`` holds ``exit`` (R20).
PRESETS: dict[str, dict[str, Any]] = {
    "standard": {}, "naked": {"naked": True},
}
#: The preset ``literal``: every house reading other than RULES.md's (docs/readings.md).
LITERAL_READINGS: dict[str, Any] = {"first_trick_draw": False, "playoff_opener": "same"}

#: The house readings (docs/readings.md): where the original can be read two ways, an option
#: plays the other reading; the default is RULES.md's.
READINGS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "first_trick_draw", "boolean", True, "P2",
        "true: both players draw before every play, the first included; false: the first "
        "attack of a hand is made from the 6 dealt cards, the draws begin with the second play",
        choices=(True, False),
        reads=Reading("P2", "Prendete soltanto una carta a testa per ogni giocata, sia nel caso "
                      "in cui lo Sfidante ottenga una risposta dal Pareo sia nel caso in cui non "
                      "la ottenga. In questo modo, un giocatore può accumulare anche più di sei "
                      "carte in una mano.",
                      "Take only one card each for every play, whether the Challenger gets an "
                      "answer from the Pareo or not. This way a player may build up even more "
                      "than six cards in a hand."),
    ),
    OptionSpec(
        "playoff_opener", "string", "other", "R24",
        "other: a play-off hand is opened as every hand (R24: the higher total, on equal "
        "totals the player who did not open the hand just ended); same: every play-off hand "
        "is opened by the player who opened the hand that led to the play-off",
        choices=("other", "same"),
        reads=Reading("P5", "In qualsiasi altra occasione, le regole sono le stesse di Emotrions "
                      "Standard. [Standard, E5.2:] In caso di pareggio, si dovranno fare i "
                      "dispereggio (è lo stesso giocatore che ha iniziato quello che conduce).",
                      "On any other occasion the rules are those of Emotrions Standard. "
                      "[Standard, E5.2:] On a tie, play-offs are played (the same player who "
                      "started leads)."),
    ),
)

DECK_COUNTS = Counter(deck())
CARD_CODES = frozenset(card.value for card in Card)


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
    #: The house readings (docs/readings.md, :data:`READINGS`): P2, R24.
    first_trick_draw: bool = True
    playoff_opener: str = "other"

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
        for spec in READINGS:
            check_reading(spec, getattr(self, spec.name))

    def options(self) -> dict[str, Any]:
        """The options as the wire names them; a house reading only where it is not RULES.md's
        (a game under the defaults shows and stores what it did before them)."""
        out: dict[str, Any] = {"target": self.target, "naked": self.naked,
                               "stock_face_up": self.stock_face_up}
        for spec in READINGS:
            if getattr(self, spec.name) != spec.default:
                out[spec.name] = getattr(self, spec.name)
        return out


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
