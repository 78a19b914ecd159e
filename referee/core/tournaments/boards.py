"""Duplicate boards: every table of a duplicate round with the same number of seats plays the
same secret deal, seat for seat, and a result is scored against the other tables' results for
the same seat of the same board (docs/tournaments.md "Duplicate boards",
docs/rulings/tournaments.md R241–R245). Pure."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

#: R244: what the director may score a seat of a table forfeited out of a board, in percent.
ADJUSTED = {"average": Fraction(50), "average-plus": Fraction(60), "average-minus": Fraction(40)}


@dataclass(frozen=True)
class BoardTable:
    """One table of a board as its signed result tells it: the game totals per seat (None:
    annulled), the winners, whether the director forfeited it."""

    table: int
    game: str
    players: tuple[str, ...]
    scores: tuple[int, ...] | None
    winners: tuple[int, ...]
    forfeit: bool = False


def matchpoints(tables: Sequence[BoardTable], adjustments: Mapping[int, Sequence[str]]
                ) -> dict[int, list[dict[str, object]]]:
    """Each table's seats scored on the board (R243): 2 matchpoints for each table whose same
    seat it beat, 1 for each tie, among the tables that played, and the percentage of the top
    (2 a table compared); a table forfeited or annulled, or given an adjustment, is scored as
    ``adjustments[table]`` says, else by R244 (winners average-plus, the rest average-minus;
    annulled: average). A table alone on its board scores 50 %."""
    played = {t.table: t.scores for t in tables
              if not t.forfeit and t.scores is not None and t.table not in adjustments}
    out: dict[int, list[dict[str, object]]] = {}
    for t in tables:
        seats = len(t.players)
        mine = played.get(t.table)
        if mine is not None:
            others = [scores for table, scores in played.items() if table != t.table]
            rows: list[dict[str, object]] = []
            for seat in range(seats):
                mp = sum(2 if mine[seat] > o[seat] else 1 if mine[seat] == o[seat] else 0
                         for o in others)
                top = 2 * len(others)
                rows.append({"seat": seat, "player": t.players[seat], "score": mine[seat],
                             "matchpoints": mp, "top": top,
                             "percent": Fraction(mp * 100, top) if top else Fraction(50)})
            out[t.table] = rows
            continue
        given = adjustments.get(t.table)
        if given is None:
            given = [("average" if t.scores is None else
                      "average-plus" if seat in t.winners else "average-minus")
                     for seat in range(seats)]
        out[t.table] = [{"seat": seat, "player": t.players[seat], "adjusted": given[seat],
                         "percent": ADJUSTED[given[seat]]} for seat in range(seats)]
    return out
