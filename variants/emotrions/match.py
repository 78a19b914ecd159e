"""The end of an Emotrions game (E5), shared by EmotrionsOnCards and Emotrions Pareo (P7).

A hand's scores go in, and out comes what they decide: who is out, whether a play-off starts or
goes on, and who has won. Who leads the next hand is each game's own business (E2.4, E5.2, P1).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

TARGETS = ("reach37", "exact37")
GOAL = 37

#: E5.2: a tie play-off; the hand decides the play-off only.
TIE = "tie"
#: E5.3: the Score 37 play-off between two players, game scores carrying on.
EXACT = "exact37"


@dataclass(frozen=True)
class Match:
    """The game-level standing: totals, who is out, the play-off under way, the winners."""

    target: str
    totals: tuple[int, ...]
    out: tuple[bool, ...]
    playoff: tuple[int, ...] = ()
    playoff_kind: str | None = None
    winners: tuple[int, ...] = ()

    @classmethod
    def new(cls, players: int, target: str) -> Match:
        """The standing before the first hand: every total 0, nobody out, no play-off."""
        return cls(target, (0,) * players, (False,) * players)

    @property
    def finished(self) -> bool:
        """Whether the game is won (E5.1–E5.3; R95 after a forfeit)."""
        return bool(self.winners)

    def participants(self) -> tuple[int, ...]:
        """The seats taking part in the next hand (G1): a play-off's players, or all not out."""
        if self.playoff:
            return self.playoff
        return tuple(s for s, is_out in enumerate(self.out) if not is_out)

    def to_dict(self) -> dict[str, Any]:
        """The standing as a snapshot stores it (JSON-ready); :meth:`from_dict` reads it."""
        return {
            "target": self.target,
            "totals": list(self.totals),
            "out": [s for s, o in enumerate(self.out) if o],
            "playoff": list(self.playoff),
            "playoff_kind": self.playoff_kind,
            "winners": list(self.winners),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Match:
        """The standing back from :meth:`to_dict`.

        Raises:
            KeyError: for data that :meth:`to_dict` did not write.
        """
        totals = tuple(data["totals"])
        out = set(data["out"])
        return cls(
            data["target"],
            totals,
            tuple(s in out for s in range(len(totals))),
            tuple(data["playoff"]),
            data["playoff_kind"],
            tuple(data["winners"]),
        )


@dataclass(frozen=True)
class HandOutcome:
    """What a hand decided, for the ``hand_ended`` event."""

    counted: bool  # whether the hand's scores were added to game totals (not in an E5.2 play-off)
    went_out: tuple[int, ...] = ()
    bounced: tuple[tuple[int, int, int], ...] = ()  # (seat, total before, total after) E5.3
    playoff: tuple[int, ...] = ()
    playoff_kind: str | None = None
    winners: tuple[int, ...] = ()
    rule: str | None = None  # the rule that decided the game or started the play-off
    reason: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The ``outcome`` of a ``hand_ended`` event (JSON-ready): only what the hand decided."""
        out: dict[str, Any] = {"counted": self.counted, "went_out": list(self.went_out)}
        if self.bounced:
            out["bounced"] = [
                {"seat": s, "from": a, "to": b} for s, a, b in self.bounced
            ]
        if self.playoff:
            out["playoff"] = {"seats": list(self.playoff), "kind": self.playoff_kind}
        if self.rule:
            out["rule"] = self.rule
            out["reason"] = self.reason
        return out


def hand_winners(hand_scores: Mapping[int, int]) -> list[int]:
    """The hand winners (E4.3): the highest hand score; ties share it."""
    best = max(hand_scores.values())
    return sorted(s for s, v in hand_scores.items() if v == best)


def _from(seat: int, leader: int, players: int) -> int:
    """How many seats clockwise ``seat`` sits from ``leader`` (0 for the leader)."""
    return (seat - leader) % players


def after_hand(
    match: Match, hand_scores: Mapping[int, int], last_leader: int, *,
    exact37: str = "playoff_if_over",
) -> tuple[Match, HandOutcome]:
    """Apply a finished hand's scores (E4.3) and decide what follows (E5).

    ``hand_scores`` holds one entry per seat that took part; ``last_leader`` is the seat that
    led (or, in Pareo, opened) the hand, for E5.3's tie-break by seat. ``exact37`` is the
    house reading of E5.3 (docs/readings.md): with ``"exact_wins"`` a single player at
    exactly 37 wins whoever else is over.
    """
    if match.playoff_kind == TIE:
        return _after_tie_playoff(match, hand_scores)
    if match.playoff_kind == EXACT:
        return _after_exact_playoff(match, hand_scores)
    return _after_normal_hand(match, hand_scores, last_leader, exact37)


def _after_tie_playoff(match: Match, hand_scores: Mapping[int, int]) -> tuple[Match, HandOutcome]:
    # E5.2: the play-off hand decides the play-off only; nobody goes out.
    top = tuple(hand_winners(hand_scores))
    if len(top) == 1:
        return (
            replace(match, playoff=(), playoff_kind=None, winners=top),
            HandOutcome(False, winners=top, rule="E5.2", reason="highest play-off hand score"),
        )
    return (
        replace(match, playoff=top),
        HandOutcome(
            False, playoff=top, playoff_kind=TIE, rule="E5.2", reason="play-off hand tied again"
        ),
    )


def _after_exact_playoff(
    match: Match, hand_scores: Mapping[int, int]
) -> tuple[Match, HandOutcome]:
    # E5.3: game scores carry on through the play-off.
    totals = list(match.totals)
    for seat, points in hand_scores.items():
        totals[seat] += points
    a, b = match.playoff
    below = [s for s in (a, b) if totals[s] < 0]
    if len(below) == 1:
        winner = (b if below[0] == a else a,)
        return (
            replace(match, totals=tuple(totals), playoff=(), playoff_kind=None, winners=winner),
            HandOutcome(True, winners=winner, rule="E5.3", reason="the other player went below zero"),
        )
    if len(below) == 2 and totals[a] != totals[b]:
        winner = (a if totals[a] > totals[b] else b,)
        return (
            replace(match, totals=tuple(totals), playoff=(), playoff_kind=None, winners=winner),
            HandOutcome(True, winners=winner, rule="E5.3", reason="both below zero: higher total"),
        )
    bounced = []
    for s in (a, b):
        if totals[s] > GOAL:
            # E5.3 Ruling (bounce): 37 + x becomes 37 − x, never below 0.
            after = max(0, 2 * GOAL - totals[s])
            bounced.append((s, totals[s], after))
            totals[s] = after
    at_goal = [s for s in (a, b) if totals[s] == GOAL]
    if len(at_goal) == 1:
        winner = (at_goal[0],)
        return (
            replace(match, totals=tuple(totals), playoff=(), playoff_kind=None, winners=winner),
            HandOutcome(
                True, bounced=tuple(bounced), winners=winner, rule="E5.3", reason="exactly 37"
            ),
        )
    return (
        replace(match, totals=tuple(totals)),
        HandOutcome(
            True,
            bounced=tuple(bounced),
            playoff=(a, b),
            playoff_kind=EXACT,
            rule="E5.3",
            reason="the play-off goes on",
        ),
    )


def _after_normal_hand(
    match: Match, hand_scores: Mapping[int, int], last_leader: int,
    exact37: str = "playoff_if_over",
) -> tuple[Match, HandOutcome]:
    players = len(match.totals)
    totals = list(match.totals)
    for seat, points in hand_scores.items():
        totals[seat] += points
    # E5.1 (and E5.3 outside its play-off): below zero is out for good.
    went_out = tuple(s for s in hand_scores if totals[s] < 0)
    out = tuple(o or s in went_out for s, o in enumerate(match.out))
    remaining = [s for s in range(players) if not out[s]]
    base = replace(match, totals=tuple(totals), out=out)

    def won(seats: tuple[int, ...], rule: str, reason: str) -> tuple[Match, HandOutcome]:
        return (
            replace(base, winners=seats),
            HandOutcome(True, went_out=went_out, winners=seats, rule=rule, reason=reason),
        )

    def playoff(seats: tuple[int, ...], kind: str, rule: str, reason: str
                ) -> tuple[Match, HandOutcome]:
        return (
            replace(base, playoff=seats, playoff_kind=kind),
            HandOutcome(
                True, went_out=went_out, playoff=seats, playoff_kind=kind, rule=rule, reason=reason
            ),
        )

    def highest(seats: list[int], rule: str, reason: str) -> tuple[Match, HandOutcome]:
        best = max(totals[s] for s in seats)
        top = tuple(s for s in seats if totals[s] == best)
        if len(top) == 1:
            return won(top, rule, reason)
        return playoff(top, TIE, "E5.2", f"{reason}: tied, play-off")

    if len(remaining) == 1:
        return won((remaining[0],), "E5.1", "knock-out: the only player left")
    if not remaining:
        return highest(list(went_out), "E5.1", "everybody went below zero: highest game score")
    if match.target == "reach37":
        if any(totals[s] >= GOAL for s in remaining):
            return highest(remaining, "E5.1", "37 reached: highest game score")
        return base, HandOutcome(True, went_out=went_out)
    over = [s for s in remaining if totals[s] > GOAL]
    at_goal = [s for s in remaining if totals[s] == GOAL]
    # E5.3: exactly 37 alone wins; over 37 beside it forces the play-off, unless read so.
    if len(at_goal) == 1 and (not over or exact37 == "exact_wins"):
        return won((at_goal[0],), "E5.3", "exactly 37")
    if over or len(at_goal) >= 2:
        closest = sorted(
            remaining,
            key=lambda s: (abs(GOAL - totals[s]), -totals[s], _from(s, last_leader, players)),
        )[:2]
        seats = tuple(sorted(closest))
        return playoff(seats, EXACT, "E5.3", "over 37 or several at 37: the two closest play off")
    return base, HandOutcome(True, went_out=went_out)
