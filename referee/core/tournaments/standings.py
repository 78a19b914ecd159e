"""A tournament's standings from its results: the point system, the tie-breaks, the ranks
(docs/tournaments.md "Tournaments", docs/rulings/tournaments.md R230–R249).

Pure: the results come in as plain values (:class:`TableResult`, :class:`Bye`) read from the
signed game results, so the service and a third party re-computing the standings from those
signed results alone run the same code and get the same numbers. Points are exact fractions
(a half bye, a shared place); they are shown as numbers only at the end (:func:`number`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

#: The tie-breaks a tournament may order, by their fixed codes (docs/tournaments.md).
(GAME_POINTS, WINS, HEAD_TO_HEAD, BUCHHOLZ, BUCHHOLZ_CUT1, SONNEBORN_BERGER,
 MATCHPOINTS) = ("game-points", "wins", "head-to-head", "buchholz", "buchholz-cut1",
                 "sonneborn-berger", "matchpoints")
TIEBREAKS = (GAME_POINTS, WINS, HEAD_TO_HEAD, BUCHHOLZ, BUCHHOLZ_CUT1, SONNEBORN_BERGER,
             MATCHPOINTS)

#: The kinds of bye a round gives (R237).
FULL, HALF, ZERO = "full", "half", "zero"
BYES = (FULL, HALF, ZERO)

#: What a seat's result at a table is: played, forfeited (R236) or annulled (R234).
WIN, DRAW, LOSS, PLACE = "win", "draw", "loss", "place"
FORFEIT_WIN, FORFEIT_LOSS, ANNULLED = "forfeit-win", "forfeit-loss", "annulled"
UNPLAYED = (FORFEIT_WIN, FORFEIT_LOSS, ANNULLED)


@dataclass(frozen=True)
class Scoring:
    """The point system: points for a win, a draw, a loss, a full bye (a half bye counts a
    draw, a zero bye nothing: R237), a forfeit won and lost (R236); and for tables of three or
    more seats, points by place (``placement[0]`` the first; R235)."""

    win: Fraction = Fraction(1)
    draw: Fraction = Fraction(1, 2)
    loss: Fraction = Fraction(0)
    bye: Fraction = Fraction(1)
    forfeit_win: Fraction = Fraction(1)
    forfeit_loss: Fraction = Fraction(0)
    placement: tuple[Fraction, ...] | None = None

    @classmethod
    def of(cls, given: Mapping[str, Any]) -> Scoring:
        """The point system a tournament declares (missing points: the defaults)."""
        values = {name: Fraction(str(given[name])) for name in
                  ("win", "draw", "loss", "bye", "forfeit_win", "forfeit_loss") if name in given}
        placement = given.get("placement")
        return cls(**values, placement=None if placement is None
                   else tuple(Fraction(str(p)) for p in placement))

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {name: number(getattr(self, name)) for name in
                               ("win", "draw", "loss", "bye", "forfeit_win", "forfeit_loss")}
        out["placement"] = None if self.placement is None else [number(p) for p in self.placement]
        return out

    def bye_points(self, kind: str) -> Fraction:
        """R237: a full bye scores ``bye``, a half bye a draw, a zero bye nothing."""
        return {FULL: self.bye, HALF: self.draw, ZERO: Fraction(0)}[kind]

    def places(self, seats: int) -> tuple[Fraction, ...]:
        """R235: the points of each place at a table of ``seats``: the declared ``placement``,
        else from a win's points for the first down to a loss's for the last, evenly."""
        if self.placement is not None:
            return tuple(self.placement[:seats]) + (self.loss,) * max(0, seats - len(self.placement))
        step = (self.win - self.loss) / (seats - 1)
        return tuple(self.win - step * place for place in range(seats))


@dataclass(frozen=True)
class TableResult:
    """One game of a round as its signed result tells it: the players (the tournament's ids)
    in seat order, the winners' seats, each seat's rank (the signed ``ranking``; None when the
    game was annulled), whether the director forfeited it (R236), each seat's score in the
    game (the signed ``scores``; R249)."""

    round: int
    table: int
    game: str
    players: tuple[str, ...]
    winners: tuple[int, ...]
    ranks: tuple[int, ...] | None
    forfeit: bool = False
    scores: tuple[int, ...] | None = None


@dataclass(frozen=True)
class Bye:
    round: int
    player: str
    kind: str


@dataclass(frozen=True)
class Seated:
    """A player's result at one table."""

    round: int
    game: str
    kind: str
    points: Fraction
    won: bool
    opponents: tuple[str, ...]
    #: The seat's score in the game itself (R249; None: not given).
    score: int | None = None


@dataclass
class Line:
    """One player's results so far: what every tie-break is computed from."""

    player: str
    points: Fraction = Fraction(0)
    games: list[Seated] = field(default_factory=list)
    #: (round, kind, points) of each bye.
    byes: list[tuple[int, str, Fraction]] = field(default_factory=list)


def number(value: Fraction) -> int | float:
    """A fraction as JSON shows it: a whole number as an int, else a float (halves, quarters
    and the thirds of a shared place, rounded to six places)."""
    if value.denominator == 1:
        return int(value)
    return round(float(value), 6)


def seat_results(scoring: Scoring, table: TableResult) -> list[tuple[str, Fraction]]:
    """The kind and the points of each seat's result at ``table``."""
    seats = len(table.players)
    if table.ranks is None:
        # R234: an annulled game is a double forfeit: a forfeit lost for everyone.
        return [(ANNULLED, scoring.forfeit_loss)] * seats
    if table.forfeit:
        # R236: the director's forfeit: the winners score a forfeit won, the rest one lost.
        return [(FORFEIT_WIN, scoring.forfeit_win) if seat in table.winners
                else (FORFEIT_LOSS, scoring.forfeit_loss) for seat in range(seats)]
    if seats == 2:
        if len(table.winners) == 1:
            return [(WIN, scoring.win) if seat in table.winners else (LOSS, scoring.loss)
                    for seat in range(2)]
        return [(DRAW, scoring.draw)] * 2  # no winner, or both: a draw
    # R235: by place; seats sharing a rank share the points of the places they cover.
    places = scoring.places(seats)
    out = []
    for seat in range(seats):
        rank = table.ranks[seat]
        tied = sum(1 for other in table.ranks if other == rank)
        share = sum(places[rank - 1:rank - 1 + tied], Fraction(0)) / tied
        out.append((PLACE, share))
    return out


def tally(players: Sequence[str], scoring: Scoring, tables: Iterable[TableResult],
          byes: Iterable[Bye]) -> dict[str, Line]:
    """Every player's line: points, wins, the tables and byes they come from."""
    lines = {player: Line(player) for player in players}
    for table in sorted(tables, key=lambda t: (t.round, t.table)):
        for seat, (kind, points) in enumerate(seat_results(scoring, table)):
            line = lines[table.players[seat]]
            line.points += points
            # A win is a table won alone or with others, not one every seat "won" (R238).
            won = kind in (WIN, FORFEIT_WIN) or (
                kind == PLACE and seat in table.winners and len(table.winners) < len(table.players))
            others = tuple(p for s, p in enumerate(table.players) if s != seat)
            score = None if table.scores is None else table.scores[seat]
            line.games.append(Seated(table.round, table.game, kind, points, won, others, score))
    for bye in sorted(byes, key=lambda b: (b.round, b.player)):
        points = scoring.bye_points(bye.kind)
        lines[bye.player].points += points
        lines[bye.player].byes.append((bye.round, bye.kind, points))
    return lines


def _opponent_rows(line: Line, lines: Mapping[str, Line]) -> list[dict[str, Any]]:
    """R238: the opponents met over the table: forfeits, annulled games and byes bring none."""
    rows = []
    for seated in line.games:
        if seated.kind in UNPLAYED:
            continue
        for other in seated.opponents:
            rows.append({"round": seated.round, "game": seated.game, "opponent": other,
                         "scored": seated.points, "opponent_points": lines[other].points,
                         "share": Fraction(1, len(seated.opponents))})
    return rows


def tiebreak(code: str, line: Line, lines: Mapping[str, Line], group: frozenset[str],
             percents: Sequence[Mapping[str, Any]] = ()) -> tuple[Fraction, list[dict[str, Any]]]:
    """The value of tie-break ``code`` for ``line`` and its inputs; ``group`` is the players
    tied with it on points and every earlier tie-break (head-to-head reads only them);
    ``percents`` the player's matchpoint percentages on duplicate boards (R245)."""
    if code == MATCHPOINTS:
        # R245: the mean of the player's percentages on the boards they played (0: none).
        inputs = [dict(row) for row in percents]
        if not inputs:
            return Fraction(0), inputs
        return sum((Fraction(row["percent"]) for row in inputs), Fraction(0)) / len(inputs), inputs
    if code == GAME_POINTS:
        # R249: the scores the player made in the games played; unplayed results and byes
        # bring none (R238).
        inputs = [{"round": s.round, "game": s.game, "score": s.score} for s in line.games
                  if s.kind not in UNPLAYED and s.score is not None]
        return sum((Fraction(row["score"]) for row in inputs), Fraction(0)), inputs
    rows = _opponent_rows(line, lines)
    if code == WINS:
        won = [{"round": s.round, "game": s.game, "result": s.kind} for s in line.games if s.won]
        return Fraction(len(won)), won
    if code in (BUCHHOLZ, BUCHHOLZ_CUT1):
        inputs = [{"round": r["round"], "opponent": r["opponent"],
                   "points": r["opponent_points"]} for r in rows]
        total = sum((r["opponent_points"] for r in rows), Fraction(0))
        if code == BUCHHOLZ_CUT1 and rows:
            total -= min(r["opponent_points"] for r in rows)  # the weakest opponent's, once
        return total, inputs
    if code == SONNEBORN_BERGER:
        # Points scored at a table times the opponents' points; at a table of three or more,
        # each opponent's share of the table (R238).
        inputs = [{"round": r["round"], "opponent": r["opponent"], "scored": r["scored"],
                   "points": r["opponent_points"]} for r in rows]
        total = sum((r["scored"] * r["opponent_points"] * r["share"] for r in rows), Fraction(0))
        return total, inputs
    if code == HEAD_TO_HEAD:
        met = [r for r in rows if r["opponent"] in group and r["opponent"] != line.player]
        inputs = [{"round": r["round"], "opponent": r["opponent"], "scored": r["scored"]}
                  for r in met]  # R238: a group of one has met no one level with it
        return sum((r["scored"] * r["share"] for r in met), Fraction(0)), inputs
    raise ValueError(f"unknown tie-break {code!r}")


def rank(players: Sequence[str], scoring: Scoring, tiebreaks: Sequence[str],
         tables: Iterable[TableResult], byes: Iterable[Bye],
         percents: Mapping[str, Sequence[Mapping[str, Any]]] | None = None
         ) -> list[dict[str, Any]]:
    """The standings: every player by points, then by each tie-break in order; players still
    level after the last share the rank (1, 2, 2, 4). Each row has the player's points and
    each tie-break's value with its inputs (numbers as JSON shows them)."""
    lines = tally(players, scoring, tables, byes)
    keys: dict[str, list[Fraction]] = {p: [lines[p].points] for p in players}
    inputs: dict[str, list[list[dict[str, Any]]]] = {p: [] for p in players}
    for code in tiebreaks:
        # The groups still level on everything so far: head-to-head is read within each.
        groups: dict[tuple[Fraction, ...], set[str]] = {}
        for p in players:
            groups.setdefault(tuple(keys[p]), set()).add(p)
        for p in players:
            value, used = tiebreak(code, lines[p], lines, frozenset(groups[tuple(keys[p])]),
                                   (percents or {}).get(p, ()))
            keys[p].append(value)
            inputs[p].append(used)
    order = sorted(players, key=lambda p: ([-k for k in keys[p]], p))
    rows = []
    for p in order:
        place = 1 + sum(1 for other in players if keys[other] > keys[p])
        rows.append({
            "rank": place, "player": p, "points": number(lines[p].points),
            "tiebreaks": [{"code": code, "value": number(keys[p][i + 1]),
                           "inputs": _shown(inputs[p][i])} for i, code in enumerate(tiebreaks)],
        })
    return rows


def _shown(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: number(v) if isinstance(v, Fraction) else v for k, v in row.items()}
            for row in rows]
