"""Scorekeeper games (R50-R57, R110): what the referee knows of real cards it never sees dealt,
the reports it refuses, and the stakes a hand that may hold anything can make.
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from collections.abc import Sequence
from typing import Any

from variants.base import (
    ALL,
    IllegalMove,
    Move,
    Viewer,
)
from variants.emotrions.cards import (
    Card,
    combinations,
    deck,
)
from variants.emotrions.family import names as _names
from variants.emotrions.moves import Reveal, Stake
from variants.emotrions.snapshot import full_deck
from variants.emotrions.state import REVEAL, STAKE, State, carte, next_staker, put
from variants.i18n import T

# ----------------------------------------------------------------------------------------------
# Scorekeeper games: what the referee knows of real cards it never sees dealt


def shown_cards(s: State) -> Counter[Card]:
    """R50: every card the table has shown that has not gone back into a hand of unknown
    cards: won piles, discards, the trick, and the cards known to be in hands."""
    return Counter(itertools.chain(s.discarded, *s.piles, *(c for _, c in s.trick), *s.hands))


def shown_to(s: State, seat: int) -> Counter[Card]:
    """R50 as ``seat`` may count it (R110, R111, G3): the cards of :func:`shown_cards` that ``seat``
    sees, so that no check of its moves (refusal, wording, listing) depends on a card hidden
    from it: of a covered trick only its own stake, and what is known of other stakers' hands
    only as its view shows it (R54)."""
    if not s.style.covered or impossible(s):
        return shown_cards(s)
    trick = (c for p, c in s.trick if p == seat)
    return Counter(itertools.chain(s.discarded, *s.piles, *trick, *known_in_view(s, seat)))


def impossible(s: State) -> bool:
    """R110: a complete trick held unresolved, the table having reported more of a kind than
    the deck holds (the last stake revealed it)."""
    return s.phase == STAKE and bool(s.trick) and next_staker(s) is None


def over_deck(s: State) -> tuple[Card, int, int] | None:
    """The first kind shown beyond the deck, with how many were shown and the deck holds."""
    shown, full = shown_cards(s), full_deck(s.config.decks)
    return next(((c, shown[c], full[c]) for c in Card if shown[c] > full[c]), None)


def impossible_error(s: State) -> IllegalMove:
    """The R110 refusal of a scorekeeper game whose reports no deck holds: which card, how many
    shown, how many the deck holds."""
    over = over_deck(s)
    assert over is not None  # called only when the reports are impossible
    card, shown, full = over
    return IllegalMove("R110", T(
        f"the table reported {shown} {card.value} in this hand, and the deck holds only {full}: "
        "undo the report that was wrong",
        f"il tavolo ha dichiarato {shown} {card.value} in questa mano, e il mazzo ne ha solo "
        f"{full}: annulla la dichiarazione sbagliata",
    ))


def showing_error(s: State, seat: int, cards: Sequence[Card], rule: str) -> IllegalMove | None:
    """Why the table cannot show ``cards`` from ``seat``'s hand, or None when it can.

    R51: the cards known to be in the hand are used first (cards of a kind are
    interchangeable, E1.2); the rest come from its unknown cards, which must be enough
    (``rule``: E3.3 for a stake, E7.1 for the shown force, E4.1 for a reveal), and of kinds the
    deck still has unshown (R50).
    """
    known = s.hands[seat]
    unseen = Counter(cards) - Counter(known)
    free = s.counts[seat] - len(known)
    if sum(unseen.values()) > free:
        names = _names(cards)
        en = f"seat {seat} cannot be holding {names.en}: it holds {s.counts[seat]} card(s)"
        it = f"il posto {seat} non può avere {names.it}: ha {carte(s.counts[seat])}"
        if known:
            k = _names(known)
            en, it = en + f", known to include {k.en}", it + f", tra cui di sicuro {k.it}"
        return IllegalMove(rule, T(en, it))
    shown = shown_to(s, seat)
    full = full_deck(s.config.decks)
    for card, n in unseen.items():
        if shown[card] + n > full[card]:
            decks = s.config.decks
            return IllegalMove("R50", T(
                f"{'the deck holds' if decks == 1 else f'the {decks} decks hold'} only "
                f"{full[card]} {card.value}, and {shown[card]} have been shown",
                f"{'il mazzo ha' if decks == 1 else f'i {decks} mazzi hanno'} solo "
                f"{full[card]} {card.value}, e ne sono state mostrate {shown[card]}",
            ))
    return None


def shown_from(s: State, seat: int, cards: Sequence[Card]) -> dict[str, Any]:
    """The changes when the table shows ``cards`` leaving ``seat``'s hand (checked by
    :func:`showing_error`): the hand holds fewer, and what is known of it loses the known
    cards used first."""
    known = list(s.hands[seat])
    for card in cards:
        if card in known:
            known.remove(card)
    return {"hands": put(s.hands, seat, tuple(known)),
            "counts": put(s.counts, seat, s.counts[seat] - len(cards))}


#: Every valid stake (E3.3), in the order :func:`combinations` lists a hand's.
ALL_STAKES: tuple[tuple[Card, ...], ...] = tuple(combinations(deck(1)))
STAKE_KINDS = tuple(tuple(Counter(combo).items()) for combo in ALL_STAKES)


def table_stakes(s: State, seat: int) -> list[Move]:
    """Every valid stake that may be in ``seat``'s hand in a scorekeeper game (R55), as the
    referee knows it."""
    # R55: every valid stake that may be in the hand, as the referee knows it: the known
    # cards first, the rest of kinds the deck still has unshown (as showing_error checks).
    shown = shown_to(s, seat)
    full = full_deck(s.config.decks)
    known = Counter(s.hands[seat])
    free = s.counts[seat] - len(s.hands[seat])
    room = {card: min(free, full[card] - shown[card]) for card in Card}
    out: list[Move] = []
    for stake, kinds in zip(every_stake(seat), STAKE_KINDS, strict=False):
        unseen = [(card, n - known[card]) for card, n in kinds if n > known[card]]
        if sum(n for _, n in unseen) <= free and all(room[c] >= n for c, n in unseen):
            out.append(stake)
    return out


@functools.lru_cache(maxsize=8)
def every_stake(seat: int) -> tuple[Stake, ...]:
    """Every stake of :data:`ALL_STAKES` for ``seat``, in its order."""
    return tuple(Stake(seat, combo) for combo in ALL_STAKES)


def reveals(s: State, seat: int) -> list[Move]:
    """R56: the one reveal (E4.1) consistent with what the referee knows. When it is awaited
    the stock is empty and nobody else holds a card, so every card the table has not shown is
    in that hand: the known cards and the rest of the deck."""
    unshown = full_deck(s.config.decks) - shown_to(s, seat)
    cards = (*s.hands[seat], *unshown.elements())
    return [Reveal(seat, cards)] if len(cards) == s.counts[seat] else []


def revealer(s: State) -> int:
    """The one player still holding cards, whose reveal is awaited (E4.1)."""
    # E4.1: the one player still holding cards.
    return next(p for p in s.participants if s.counts[p])


def known_in_view(s: State, viewer: Viewer) -> tuple[tuple[Card, ...], ...]:
    """R54: the cards known to be in each hand of a scorekeeper game, as ``viewer`` may see
    them. A covered stake (E6.3) may have come from the known cards: until the trick is
    complete, what is known of a staker's hand is shown only to them (and ALL)."""
    if not s.style.covered or viewer == ALL or impossible(s):
        return s.hands
    staked = {seat for seat, _ in s.trick}
    return tuple(() if seat in staked and seat != viewer else cards
                 for seat, cards in enumerate(s.hands))


def audit_table(s: State) -> None:
    """Assert what a scorekeeper game's state keeps (R50, R110, R57): the cards conserved,
    nothing shown beyond the deck, the known cards within the counts, a reveal awaited from its
    one holder. Raises AssertionError only, for random playouts."""
    # A scorekeeper game: the counts conserve the deck; no kind shown beyond it (R50); what is
    # known of a hand fits in it; the stock is never listed; a reveal waits for its one holder.
    full = full_deck(s.config.decks)
    # R110: what any seat counts fits the deck; beyond it only in a trick held for correction.
    for seat in s.participants:
        shown = shown_to(s, seat)
        assert impossible(s) or all(shown[c] <= full[c] for c in Card), (
            f"more shown than the deck to seat {seat}: {dict(shown)}")
    assert not impossible(s) or over_deck(s), "a complete trick left unresolved"
    out_of_hands = len(s.discarded) + sum(map(len, s.piles)) + sum(len(c) for _, c in s.trick)
    total = sum(s.counts) + s.stock_left + out_of_hands
    assert total == sum(full.values()), f"cards not conserved: {total} counted"
    assert not s.stock and s.stock_left >= 0, "a scorekeeper game's stock is only counted"
    for seat, known in enumerate(s.hands):
        assert len(known) <= s.counts[seat], f"seat {seat} is known to hold more than it holds"
    holders = [p for p in s.participants if s.counts[p]]
    if s.phase == REVEAL:
        assert len(holders) == 1 and not s.stock_left, "a reveal waits for the one holder"
        assert reveals(s, holders[0]), "the unshown cards do not fit the holder's hand"
    else:
        assert s.last_winner is None, "a last winner kept outside the reveal"
