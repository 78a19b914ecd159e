"""Shared field limits and helpers."""

from __future__ import annotations

from marshmallow import INCLUDE, Schema, ValidationError

MAX_NAME = 40
MAX_SEED = 256
MAX_CARDS = 72  # the largest deck (two Emotrions decks)
MAX_DEALS = 50


class Strict(Schema):
    """Unknown fields are refused (400), so a typo never passes silently."""

    class Meta:
        ordered = True


class Open(Schema):
    """A reply whose further fields depend on the variant or the event type: documented as
    open (``additionalProperties: true``), so clients must ignore what they do not know."""

    class Meta:
        ordered = True
        unknown = INCLUDE


def check_cards(codes, known: frozenset[str], where: str, errors: dict) -> None:
    """Record a field error for each card code not in ``known``, naming it."""
    for code in codes:
        if code not in known:
            errors.setdefault(where, []).append(f"unknown card {code!r}")


def raise_if(errors: dict) -> None:
    if errors:
        raise ValidationError(errors)
