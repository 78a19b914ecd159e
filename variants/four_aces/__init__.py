"""4 Aces (variant ``four-aces``, RULES.md A1–A9): a card model, capped move listings, the
round count, and the engine, registered as :data:`VARIANT`."""

from variants import register
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

VARIANT = register(FourAces())
