"""Explicit deals (API.md "Create", G5, E2.4, R11): reading them, checking that each is exactly
the game's deck in the hands' shapes, and the shuffled deal of a hand without one.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from variants.base import (
    IllegalSetup,
)
from variants.emotrions.cards import (
    EXIT_HAND,
    Card,
    deck,
    parse_card,
    sort_cards,
)
from variants.emotrions.family import codes as _codes
from variants.emotrions.options import EXIT_IN_ORDER, HAND_SIZE, Config
from variants.emotrions.state import Deal
from variants.i18n import T

# ----------------------------------------------------------------------------------------------
# Explicit deals


def deal_field(index: int, *parts: Any) -> str:
    """The field an error names for ``parts`` of explicit deal ``index`` (``deals.1.leader``).
    """
    return ".".join((f"deals.{index}", *(str(p) for p in parts)))


def parse_cards(codes: Any, where: str) -> tuple[Card, ...]:
    """``codes`` as cards (API.md "Cards"), named ``where`` in an error.

    Raises:
        IllegalSetup: G5 for what is not a list, or an unknown card code.
    """
    if not isinstance(codes, (list, tuple)):
        raise IllegalSetup("G5", T(
            f"{where} must be a list of card codes", f"{where} deve essere una lista di carte"
        ), field=where)
    out = []
    for i, code in enumerate(codes):
        try:
            out.append(code if isinstance(code, Card) else parse_card(code))
        except (ValueError, TypeError):
            raise IllegalSetup(
                "G5", T(f"unknown card {code!r}", f"carta sconosciuta {code!r}"),
                field=f"{where}.{i}",
            ) from None
    return tuple(out)


def parse_deal(config: Config, index: int, raw: Mapping[str, Any]) -> Deal:
    """An explicit deal checked against the deck and the hand shapes (G5, E2.3, E8.1); a later
    deal (``index`` > 0) deals to two seats or more (R11).

    Which seats take part is checked when the deal's hand starts (R11).

    Raises:
        IllegalSetup: G5, naming the offending field.
    """
    if not isinstance(raw, Mapping):
        raise IllegalSetup("G5", T(
            "a deal is an object with hands and stock",
            "una distribuzione è un oggetto con hands (le mani) e stock (il mazzo)",
        ), field=deal_field(index))
    unknown = set(raw) - {"hands", "stock", "leader"}
    if unknown:
        name = min(unknown)
        raise IllegalSetup(
            "G5", T(
                f"an emotrions deal has hands, stock and leader, not {name!r}",
                f"una distribuzione di emotrions ha hands, stock e leader, non {name!r}",
            ), field=deal_field(index, name),
        )
    hands_raw = raw.get("hands")
    if not isinstance(hands_raw, (list, tuple)) or len(hands_raw) != config.players:
        raise IllegalSetup(
            "G5", T(
                f"hands must list {config.players} hands, one per seat",
                f"hands deve elencare {config.players} mani, una per posto",
            ), field=deal_field(index, "hands"),
        )
    hands = []
    for seat, codes in enumerate(hands_raw):
        where = deal_field(index, "hands", seat)
        hand = parse_cards(codes, where)
        if len(hand) not in (0, HAND_SIZE):
            raise IllegalSetup(
                "G5", T(
                    f"seat {seat} is dealt {len(hand)} cards: a hand is {HAND_SIZE} cards "
                    "(E2.3), or none for a seat taking no part",
                    f"al posto {seat} sono date {len(hand)} carte: una mano è di {HAND_SIZE} "
                    "carte (E2.3), o nessuna per un posto che non partecipa",
                ), field=where,
            )
        if config.exit and hand and Counter(hand) != Counter(EXIT_HAND):
            raise IllegalSetup(
                "G5", T(
                    f"with exit, seat {seat} must be dealt exactly "
                    f"{', '.join(_codes(EXIT_IN_ORDER))} (E8.1)",
                    f"con exit, al posto {seat} vanno date esattamente "
                    f"{', '.join(_codes(EXIT_IN_ORDER))} (E8.1)",
                ), field=where,
            )
        hands.append(tuple(sort_cards(hand)))
    if index and sum(map(bool, hands)) < 2:
        # R11: a hand is played by two players or more (E5.1: one left has won; a play-off,
        # E5.2 or E5.3, has two or more), so a later deal dealing fewer could never be used.
        raise IllegalSetup(
            "G5", T(
                "a later deal gives 6 cards to two seats or more: every hand has two players "
                "or more (E5.1)",
                "una distribuzione successiva dà 6 carte ad almeno due posti: ogni mano ha "
                "almeno due giocatori (E5.1)",
            ), field=deal_field(index, "hands"),
        )
    stock = parse_cards(raw.get("stock", ()), deal_field(index, "stock"))
    dealt = Counter(c for hand in hands for c in hand) + Counter(stock)
    assert config.decks is not None  # set on construction (E1.2)
    full = Counter(deck(config.decks))
    if dealt != full:
        wrong = next(c for c in Card if dealt[c] != full[c])
        raise IllegalSetup(
            "G5", T(
                f"the deal holds {dealt[wrong]} {wrong.value}, but {config.decks} deck(s) "
                f"hold {full[wrong]}: a deal must be exactly the deck",
                f"la distribuzione ha {dealt[wrong]} {wrong.value}, ma {config.decks} "
                f"mazzo/i ne hanno {full[wrong]}: una distribuzione deve essere esattamente "
                "il mazzo",
            ), field=deal_field(index),
        )
    leader = raw.get("leader")
    if leader is not None and (type(leader) is not int or not 0 <= leader < config.players):
        raise IllegalSetup(
            "G5", T(
                f"leader must be a seat from 0 to {config.players - 1}, not {leader!r}",
                f"leader deve essere un posto da 0 a {config.players - 1}, non {leader!r}",
            ), field=deal_field(index, "leader"),
        )
    return Deal(tuple(hands), stock, leader)
