"""Snapshots: cards by their wire codes, read back without re-checking them."""

from __future__ import annotations

from typing import Sequence

from variants.four_aces.cards import (
    BY_CODE,
    Card,
)


def _load_cards(values: Sequence[str]) -> tuple[Card, ...]:
    return tuple(map(BY_CODE.__getitem__, values))
