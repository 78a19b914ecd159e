"""Explicit deals (API.md "Create", G5, P1, R25, R29): reading them and checking that each is
exactly the deck in the hands' shapes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from variants.base import (
    IllegalSetup,
)
from variants.emotrions.cards import (
    Card,
    parse_card,
    sort_cards,
)
from variants.i18n import T
from variants.pareo.options import CARD_CODES, DECK_COUNTS, HAND_SIZE, PLAYERS, STOCK_SIZE
from variants.pareo.state import Deal

# ----------------------------------------------------------------------------------------------
# Explicit deals (API.md, G5)


def parse_cards(raw: Any, where: str, size: int) -> tuple[Card, ...]:
    """``raw`` as ``size`` cards (API.md "Cards"), named ``where`` in an error.

    Raises:
        IllegalSetup: G5 for what is not a list, an unknown card code or another count.
    """
    if not isinstance(raw, (list, tuple)):
        raise IllegalSetup(
            "G5", T(f"{where} must be a list of card codes",
                    f"{where} deve essere una lista di codici di carte"), field=where,
        )
    try:
        cards = tuple(parse_card(code) for code in raw)
    except ValueError:
        unknown = next(c for c in raw if not (isinstance(c, str) and c in CARD_CODES))
        raise IllegalSetup(
            "G5", T(f"{where}: unknown card {unknown!r}", f"{where}: carta sconosciuta {unknown!r}"),
            field=where,
        ) from None
    if len(cards) != size:
        raise IllegalSetup(
            "G5", T(f"{where} must hold {size} cards, not {len(cards)}",
                    f"{where} deve contenere {size} carte, non {len(cards)}"), field=where,
        )
    return cards


def parse_seat(raw: Any, where: str) -> int:
    """``raw`` as a seat of the game, named ``where`` in an error.

    Raises:
        IllegalSetup: P1 for anything but seat 0 or 1.
    """
    if isinstance(raw, bool) or raw not in (0, 1):
        raise IllegalSetup(
            "P1", T(f"{where} must be seat 0 or 1, not {raw!r}",
                    f"{where} deve essere il posto 0 o 1, non {raw!r}"), field=where,
        )
    return int(raw)


def parse_deal(raw: Mapping[str, Any], where: str = "deal") -> Deal:
    """An explicit deal (API.md: ``hands`` of 6 cards each, ``stock`` of 24 top card first, an
    optional ``leader``) checked against G5.

    Raises:
        IllegalSetup: G5 when it is not exactly the 36-card deck in those shapes; P1 for a
            ``leader`` that is not a seat.
    """
    if not isinstance(raw, Mapping):
        raise IllegalSetup(
            "G5", T(f"{where} must be an object with hands and stock",
                    f"{where} deve essere un oggetto con hands e stock"), field=where,
        )
    unknown = sorted(set(raw) - {"hands", "stock", "leader"})
    if unknown:
        raise IllegalSetup(
            "G5", T(f"{where} has unknown field {unknown[0]!r}",
                    f"{where} ha un campo sconosciuto {unknown[0]!r}"), field=where,
        )
    hands_raw = raw.get("hands")
    if not isinstance(hands_raw, (list, tuple)) or len(hands_raw) != PLAYERS:
        raise IllegalSetup(
            "G5", T(f"{where}.hands must list 2 hands", f"{where}.hands deve elencare 2 mani"),
            field=f"{where}.hands",
        )
    hands = tuple(
        tuple(sort_cards(parse_cards(h, f"{where}.hands[{s}]", HAND_SIZE)))
        for s, h in enumerate(hands_raw)
    )
    stock = parse_cards(raw.get("stock"), f"{where}.stock", STOCK_SIZE)
    counts = Counter(hands[0] + hands[1] + stock)
    if counts != DECK_COUNTS:
        extra = sort_cards((counts - DECK_COUNTS).elements())
        missing = sort_cards((DECK_COUNTS - counts).elements())
        raise IllegalSetup(
            "G5",
            T(f"{where} is not exactly the 36-card deck: it has {len(extra)} card(s) too many "
              f"({', '.join(extra)}) and lacks {', '.join(missing)}",
              f"{where} non è esattamente il mazzo di 36 carte: ha {len(extra)} carta/e di troppo "
              f"({', '.join(extra)}) e gli mancano {', '.join(missing)}"),
            field=where,
        )
    leader = raw.get("leader")
    return Deal(
        (hands[0], hands[1]),
        stock,
        None if leader is None else parse_seat(leader, f"{where}.leader"),
    )


def deal_field(index: int) -> str:
    """The field an error names for explicit deal ``index`` (``deal``, then ``deals[1]``...)."""
    return "deal" if index == 0 else f"deals[{index}]"
