"""Counting a 4 Aces round (A8, A9): columns with the best joker places, the ranking and its
tie-breaks, placement points, Victory Points and early wins. Pure functions of the piles.

A *side* is whoever owns a pile: a player, or a pair in ``teams`` (A2).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from variants.four_aces.cards import (
    ACES,
    BJ,
    BY_RANK_SUIT,
    JOKER_SUITS,
    JOKERS,
    RJ,
    SUITS,
    TWO_OF_SPADES,
    Card,
)

#: A8.3: the round winner's points in ``duel`` and ``teams``.
WINNER_VP = 8
#: A9.2: an early win's points, instead of placement.
EARLY_WIN_VP = 20
#: A9.3: added for all 4 Aces; also the match goal of A9.4.
FOUR_ACES_VP = 69
GOAL = 69
#: A8.1: the ranks a joker may stand in for.
JOKER_RANKS = range(5, 10)


@dataclass(frozen=True)
class Column:
    """A8.1: a run of one suit from the Ace up; ``joker`` stands in for ``joker_rank``."""

    suit: str
    length: int
    joker: Card | None = None
    joker_rank: int | None = None

    @property
    def pure(self) -> bool:
        """Whether the column uses no joker (A8.1: pure beats impure at equal length, A8.2)."""
        return self.joker is None

    def to_dict(self) -> dict[str, Any]:
        """The column as ``round_ended`` and the count ruling show it (JSON-ready)."""
        stands_for = None
        if self.joker and self.joker_rank is not None:
            stands_for = BY_RANK_SUIT[(self.joker_rank, self.suit)].value
        return {
            "suit": self.suit,
            "length": self.length,
            "pure": self.pure,
            "joker": self.joker.value if self.joker else None,
            "stands_for": stands_for,
        }


def _column(pile: frozenset[Card], suit: str, joker: Card | None) -> Column:
    length, used = 0, None
    for rank in range(1, 14):
        if BY_RANK_SUIT[(rank, suit)] in pile:
            length += 1
        elif joker is not None and used is None and rank in JOKER_RANKS:
            used = rank
            length += 1
        else:
            break
    if used is None:
        return Column(suit, length)
    return Column(suit, length, joker, used)


#: A8.2's readings of «Una colonna pura ... vince sempre su una colonna impura» (the
#: ``pure_column`` option, docs/readings.md): purity decides between columns of equal length
#: (the default), or a pure column beats an impure one whatever the lengths.
PURE_COLUMN = ("equal_length", "always")


def columns_key(columns: Iterable[Column], pure_column: str = "equal_length"
                ) -> tuple[tuple[int, int], ...]:
    """A8.2: the columns in the order they are compared, each as a pair compared in turn:
    longest first, a pure one before an impure one of equal length, as ``(length, pure)``
    pairs; with ``pure_column="always"``, pure ones first, then longest, as ``(pure,
    length)`` pairs (a suit without a column is never pure there). Never raises."""
    if pure_column == "always":
        return tuple(sorted(((int(c.pure and c.length > 0), c.length) for c in columns),
                            reverse=True))
    return tuple(sorted(((c.length, int(c.pure)) for c in columns), reverse=True))


def best_columns(pile: frozenset[Card], pure_column: str = "equal_length"
                 ) -> tuple[tuple[Column, ...], int]:
    """A8.1: the pile's columns (one per suit, in suit order; length 0 = no column) with the
    jokers placed where they rank the side best (its columns as A8.2 compares them under
    ``pure_column``, then fewest jokers),
    and the number of jokers used. On equal ranking the first placement tried wins: no joker
    before a joker, spades before clubs, diamonds before hearts (R42)."""
    options = [
        [None, *JOKER_SUITS[joker]] if joker in pile else [None] for joker in JOKERS
    ]
    best: tuple[Any, ...] | None = None
    best_columns_: tuple[Column, ...] = ()
    best_jokers = 0
    for black, red in itertools.product(*options):
        place = {black: BJ, red: RJ}
        cols = tuple(_column(pile, suit, place.get(suit)) for suit in SUITS)
        jokers = sum(1 for c in cols if not c.pure)
        key = (columns_key(cols, pure_column), -jokers)
        if best is None or key > best:
            best, best_columns_, best_jokers = key, cols, jokers
    return best_columns_, best_jokers


def round_vp(pile: frozenset[Card], piumas: Sequence[Card]) -> list[dict[str, Any]]:
    """A9.1: the VP lines a pile earns this round, placement aside."""
    lines: list[dict[str, Any]] = []
    if TWO_OF_SPADES in pile:
        lines.append({"rule": "A9.1", "item": "2S", "points": 4})
    for suit in SUITS:
        if all(BY_RANK_SUIT[(rank, suit)] in pile for rank in (11, 12, 13)):
            lines.append({"rule": "A9.1", "item": "JQK", "suit": suit, "points": 2})
    for joker in JOKERS:
        if joker in pile:
            lines.append({"rule": "A9.1", "item": "joker", "card": joker.value, "points": 2})
    for ace in ACES:
        if ace in pile:
            lines.append({"rule": "A9.1", "item": "ace", "card": ace.value, "points": 1})
    for card in piumas:
        lines.append({"rule": "A9.1", "item": "piuma", "card": card.value, "points": 1})
    return lines


def aces_held(pile: Iterable[Card]) -> int:
    """How many Aces a pile holds (A9.2, A9.3)."""
    return sum(1 for card in pile if card in ACES)


@dataclass(frozen=True)
class Standing:
    """One side's round before placement: its columns, jokers used, VP lines (A9.1)."""

    side: int
    columns: tuple[Column, ...]
    jokers: int
    lines: tuple[dict[str, Any], ...]
    holds_2s: bool
    #: The A8.2 reading its columns are compared under (:data:`PURE_COLUMN`).
    pure_column: str = "equal_length"

    @property
    def vp(self) -> int:
        """The Victory Points the side's pile scores this round before placement (A9.1)."""
        return sum(line["points"] for line in self.lines)

    @property
    def key(self) -> tuple[Any, ...]:
        """A8.2, in order: columns, fewer jokers, more VP this round, holding 2S."""
        return (columns_key(self.columns, self.pure_column), -self.jokers, self.vp,
                int(self.holds_2s))


def standing(side: int, pile: frozenset[Card], piumas: Sequence[Card],
             pure_column: str = "equal_length") -> Standing:
    """One side's round before placement (A8.1, A9.1): its best columns, the jokers they use,
    its VP lines and whether it holds 2S; compared under ``pure_column`` (A8.2). Never
    raises."""
    cols, jokers = best_columns(pile, pure_column)
    return Standing(side, cols, jokers, tuple(round_vp(pile, piumas)), TWO_OF_SPADES in pile,
                    pure_column)


def decided_by(upper: Standing, lower: Standing) -> dict[str, Any]:
    """A8.2: the criterion that ranks ``upper`` above ``lower`` (their keys differ).

    Raises:
        ValueError: for two standings with equal keys (they share a place, R41).
    """
    a, b = upper.key, lower.key
    first, second = ("purity", "length") if upper.pure_column == "always" else (
        "length", "purity")
    for i, (col_a, col_b) in enumerate(zip(a[0], b[0], strict=False)):
        if col_a[0] != col_b[0]:
            return {"rule": "A8.2", "criterion": first, "column": i + 1}
        if col_a[1] != col_b[1]:
            return {"rule": "A8.2", "criterion": second, "column": i + 1}
    for criterion, x, y in zip(("jokers", "vp", "2S"), a[1:], b[1:], strict=False):
        if x != y:
            return {"rule": "A8.2", "criterion": criterion}
    raise ValueError("equal standings have no deciding criterion")


def rank(standings: Sequence[Standing]) -> list[list[Standing]]:
    """A8.2: the standings grouped into places, best first; equal keys share a place."""
    ordered = sorted(standings, key=lambda s: s.key, reverse=True)
    groups: list[list[Standing]] = []
    for s in ordered:
        if groups and groups[-1][0].key == s.key:
            groups[-1].append(s)
        else:
            groups.append([s])
    return groups


@dataclass(frozen=True)
class RoundCount:
    """What a round's count decided: each side's points and the explanation for the event."""

    points: tuple[int, ...]
    lines: tuple[tuple[dict[str, Any], ...], ...]
    standings: tuple[Standing, ...]
    ranking: tuple[dict[str, Any], ...]


def count_round(
    mode: str,
    piles: Sequence[Iterable[Card]],
    piumas: Sequence[Sequence[Card]],
    seats: Sequence[Sequence[int]],
    early: tuple[int, str] | None = None,
    *,
    pure_column: str = "equal_length",
    placement_vp: str = "replace",
    three_aces_vp: str = "instead",
) -> RoundCount:
    """Count a round (A8, A9.1–A9.3) for every side; ``seats[side]`` are the side's seats and
    ``early`` is ``(side, "A9.2" | "A9.3")`` for an early win. The house readings
    (docs/readings.md): ``pure_column`` (A8.2, :data:`PURE_COLUMN`); ``placement_vp``
    (A8.3: ``"add"`` gives the round's winner its 8 VP in odd and even too, besides
    placement); ``three_aces_vp`` (A9.2: ``"in_addition"`` gives the early winner the round
    winner's points besides its 20). Raises nothing (it asks :func:`decided_by` only between
    places whose keys differ)."""
    standings = [standing(side, frozenset(pile), piumas[side], pure_column)
                 for side, pile in enumerate(piles)]
    extra: list[list[dict[str, Any]]] = [[] for _ in standings]
    ranking: list[dict[str, Any]] = []
    placed = standings
    if early is not None:
        winner, rule = early
        # A9.2/A9.3: the early winner's 20 VP replace placement; the others are placed among
        # themselves (R39); A9.3 adds 69 on top.
        extra[winner].append({"rule": rule, "item": "early_win", "points": EARLY_WIN_VP})
        if rule == "A9.3":
            extra[winner].append({"rule": "A9.3", "item": "four_aces", "points": FOUR_ACES_VP})
        placed = [s for s in standings if s.side != winner]
        if rule == "A9.2" and three_aces_vp == "in_addition":
            # The 20 VP come besides what the round's winner gets: first place's placement
            # points over every other player (odd, even), the 8 VP (duel, teams; and odd,
            # even with placement_vp add).
            if mode in ("odd", "even"):
                extra[winner].append({"rule": "A8.3", "item": "placement",
                                      "points": len(standings)})
            if mode not in ("odd", "even") or placement_vp == "add":
                extra[winner].append({"rule": "A8.3", "item": "round_winner",
                                      "points": WINNER_VP})
        ranking.append({
            "place": 1,
            "seats": list(seats[winner]),
            "decided_by": {"rule": rule, "criterion": "early_win"},
        })
    groups = rank(placed)
    below = len(placed)
    for i, group in enumerate(groups):
        below -= len(group)
        ranking.append({
            # Places are shared on a tie and the next place skips them (R41).
            "place": 1 + len(standings) - len(placed) + sum(len(g) for g in groups[:i]),
            "seats": sorted(seat for s in group for seat in seats[s.side]),
            "decided_by": decided_by(group[0], groups[i + 1][0]) if i + 1 < len(groups) else None,
        })
        for s in group:
            if mode in ("odd", "even"):
                # A8.3: 1 VP plus 1 for each player ranked below (among the others, R39).
                extra[s.side].append({"rule": "A8.3", "item": "placement", "points": 1 + below})
            # A8.3: the round's winner's 8 VP; in odd and even only with placement_vp add.
            if (mode not in ("odd", "even") or placement_vp == "add") and (
                    early is None and i == 0 and len(group) == 1):
                extra[s.side].append({"rule": "A8.3", "item": "round_winner", "points": WINNER_VP})
    lines = tuple(tuple(s.lines) + tuple(extra[s.side]) for s in standings)
    points = tuple(sum(line["points"] for line in side_lines) for side_lines in lines)
    return RoundCount(points, lines, tuple(standings), tuple(ranking))


def match_winner(totals: Sequence[int], piles: Sequence[Iterable[Card]], goal: int,
                 early: tuple[int, str] | None = None) -> tuple[int | None, str | None]:
    """The side that wins the match after a round, and what decided it, or ``(None, None)``
    for another round: ``early`` naming A9.3 (four aces taken) wins at once
    (``"four_aces"``); else the highest of ``totals`` (after the round) at ``goal`` or more
    (A9.4, ``"total"``), and on equal highest totals the side among them whose round pile
    (``piles``) holds 2S (``"2S"``). Never raises."""
    if early is not None and early[1] == "A9.3":
        return early[0], "four_aces"
    best = max(totals)
    if best < goal:
        return None, None
    top = [side for side, total in enumerate(totals) if total == best]
    if len(top) == 1:
        return top[0], "total"
    for side in top:
        if TWO_OF_SPADES in piles[side]:
            return side, "2S"
    return None, None
