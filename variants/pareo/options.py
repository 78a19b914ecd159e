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
