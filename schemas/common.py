"""Shared field limits and helpers."""

from __future__ import annotations

import functools
import re

from marshmallow import INCLUDE, Schema, ValidationError, fields, validate

from variants import all_variants

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


@functools.cache
def card_pattern() -> str:
    """A regular expression matching every variant's card codes (API.md "Cards"): documents
    card fields precisely; which codes a game takes is checked against its variant."""
    codes = sorted({code for v in all_variants().values() for code in v.card_codes})
    return "^(" + "|".join(re.escape(code) for code in codes) + ")$"


def card_field(description: str | None = None) -> fields.String:
    metadata = {"pattern": card_pattern()} | ({"description": description} if description else {})
    return fields.String(validate=validate.Length(1, 16), metadata=metadata)


def card_list(description: str) -> fields.List:
    return fields.List(
        card_field(), validate=validate.Length(0, MAX_CARDS), metadata={"description": description}
    )


def check_cards(codes, known: frozenset[str], where: str, errors: dict) -> None:
    """Record a field error for each card code not in ``known``, naming it."""
    for code in codes:
        if code not in known:
            errors.setdefault(where, []).append(f"unknown card {code!r}")


def raise_if(errors: dict) -> None:
    if errors:
        raise ValidationError(errors)
