"""4 Aces (variant ``four-aces``, RULES.md A1–A9), the whole game in one package: a card model
(:mod:`.cards`), capped move listings (:mod:`.listing`), the round count (:mod:`.counting`), the
scorekeeper support (:mod:`.tabletop`), the engine with its forfeit rule (:mod:`.engine`) and the
stateless rulings (:mod:`.rulings`); registered here as :data:`VARIANT`."""

from variants import register
from variants.four_aces import rulings
from variants.four_aces.cards import Card
from variants.four_aces.engine import (
    Capture,
    Config,
    Decline,
    Drop,
    FourAces,
    Interrupt,
    Lay,
    Pass,
    Phase,
    State,
    Swap,
)
from variants.four_aces.listing import LISTING_CAP

__all__ = [
    "Capture", "Card", "Config", "Decline", "Drop", "FourAces", "Interrupt", "LISTING_CAP", "Lay",
    "Pass", "Phase", "State", "Swap", "VARIANT",
]

VARIANT = register(FourAces(rulings.PUBLISHED))
