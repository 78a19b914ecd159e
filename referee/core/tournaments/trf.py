"""A two-seat tournament as a FIDE TRF-16 file (Tournament Report File), the text a pairing
engine (bbpPairings, JaVaFo) reads to pair the next round (docs/tournaments.md "TRF",
docs/rulings/tournaments.md R240).

Pure: the players, their points and ranks (the standings') and each round's tables and byes
come in as values; the text comes out. Columns are TRF-16's (1-based, inclusive): a player
line ``001`` holds the starting rank at 5–8, the name at 15–47, the FIDE id at 58–68, the
points at 81–84, the rank at 86–89, then one block of ten columns a round from 92: the
opponent's starting rank (``0000`` for none), the colour (``w``, ``b``, ``-``), the result.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from referee.core.tournaments.standings import (
    FULL,
    HALF,
    Scoring,
    TableResult,
    seat_results,
)


@dataclass(frozen=True)
class TrfBye:
    player: str
    kind: str
    #: Asked for by the player (TRF ``F``), not the pairing's (``U``): a full bye only.
    requested: bool = False


#: R240: a seat's result in TRF-16's codes, by the kind of result (R234–R236).
CODES = {"win": "1", "draw": "=", "loss": "0", "forfeit-win": "+", "forfeit-loss": "-",
         "annulled": "-"}


#: R240: the entry of a player a pairing engine must leave out of the round it pairs.
ABSENT = "0000 - Z"


def _points(value: Fraction) -> str:
    return f"{float(value):4.1f}"


def bye_code(bye: TrfBye) -> str:
    """R240: ``U`` the pairing's full bye, ``F`` a full bye asked for, ``H`` half, ``Z`` zero."""
    if bye.kind == FULL:
        return "F" if bye.requested else "U"
    return "H" if bye.kind == HALF else "Z"


def write(name: str, start: str, players: Sequence[tuple[str, str]], scoring: Scoring,
          rounds: Sequence[tuple[Sequence[TableResult], Sequence[TrfBye]]],
          points: Mapping[str, Fraction], ranks: Mapping[str, int],
          planned_rounds: int | None = None, withdrawn: Collection[str] = ()) -> str:
    """The TRF-16 text of a two-seat tournament: ``players`` (id, name) in starting-rank order,
    each round's ``(tables, byes)``, every player's ``points`` and rank; ``start`` is the first
    day (``YYYY/MM/DD``); with ``planned_rounds``, the rounds the event will have (``XXR``, what
    a pairing engine needs to pair the next one); the ``withdrawn`` players (R232) are marked
    absent from the round to pair next, unless ``planned_rounds`` are all played. Lines end with
    CR, as TRF-16 says.

    Raises:
        ValueError: a table that is not of two seats (TRF-16 pairs two players a game).
    """
    number = {pid: i + 1 for i, (pid, _) in enumerate(players)}
    blocks: dict[str, list[str]] = {pid: [] for pid, _ in players}
    for tables, byes in rounds:
        entries: dict[str, str] = {}
        for table in tables:
            if len(table.players) != 2:
                raise ValueError("TRF-16 holds tables of two seats only")
            results = seat_results(scoring, table)
            for seat, (kind, _) in enumerate(results):
                other = table.players[1 - seat]
                colour = "w" if seat == 0 else "b"
                entries[table.players[seat]] = f"{number[other]:4d} {colour} {CODES[kind]}"
        for bye in byes:
            entries[bye.player] = f"0000 - {bye_code(bye)}"
        for pid in blocks:
            # A player the round does not name (withdrawn, R232, or left out) is unpaired: blank.
            blocks[pid].append(entries.get(pid, " " * 8))
    if planned_rounds is None or len(rounds) < planned_rounds:
        # R240: a pairing engine pairs every player without an entry in the round it pairs (a
        # blank there is a trailing blank, read as no entry); ``0000 - Z`` in that round is
        # what bbpPairings and JaVaFo read as "not to be paired".
        for pid in withdrawn:
            blocks[pid].append(ABSENT)
    lines = [f"012 {name}", f"042 {start}", f"062 {len(players)}",
             "092 Individual: Swiss-System (pairings brought by the organiser)"]
    if planned_rounds is not None:
        lines.append(f"XXR {planned_rounds}")
    if not rounds:
        # R240: a pairing engine pairing the first round needs its colours' start (bbpPairings
        # refuses the file without it); later, it reads them from round 1's.
        lines.append("XXC white1")
    # The point system: bbpPairings' lines (win, draw, loss, zero bye, forfeit lost, the
    # pairing's bye) and JaVaFo's XXS; a half bye scores a draw (R237).
    for code, value in (("BBW", scoring.win), ("BBD", scoring.draw), ("BBL", scoring.loss),
                        ("BBZ", Fraction(0)), ("BBF", scoring.forfeit_loss),
                        ("BBU", scoring.bye)):
        lines.append(f"{code} {_points(value)}")
    lines.append("XXS " + " ".join(f"{code}={float(value):.1f}" for code, value in (
        ("WW", scoring.win), ("BW", scoring.win), ("WD", scoring.draw), ("BD", scoring.draw),
        ("WL", scoring.loss), ("BL", scoring.loss), ("ZPB", Fraction(0)),
        ("HPB", scoring.draw), ("FPB", scoring.bye), ("PAB", scoring.bye),
        ("FW", scoring.forfeit_win), ("FL", scoring.forfeit_loss))))
    for pid, player_name in players:
        fide = pid if pid.isdigit() and len(pid) <= 11 else ""
        head = (f"001 {number[pid]:4d} {'':1}{'':3} {player_name[:33]:<33} {'':4} {'':3} "
                f"{fide:>11} {'':10} {_points(points[pid])} {ranks[pid]:4d}")
        line = head + "".join("  " + block for block in blocks[pid])
        lines.append(line.rstrip())
        lines.append(f"### {number[pid]:04d} {pid}")  # the organiser's id (a comment line)
    return "\r".join(lines) + "\r"


#: R240: a player's organiser id, on the comment line after the player's line.
_ORGANISER_ID = re.compile(r"### (\d{4}) (\S+)")


def round_from_bbp(trf_text: str, pairs_text: str, bye: str = FULL) -> dict[str, object]:
    """The ``POST /v1/tournaments/{id}/rounds`` body of the pairing bbpPairings wrote (its
    ``-p`` output: the number of pairs, then a pair a line, ``white black`` by starting rank,
    ``0`` for the pairing's bye) for ``trf_text``, the file this service exported (R240): its
    ``### <rank> <organiser's id>`` lines name the players. White sits at seat 0; the bye is of
    the kind ``bye`` (the pairing's bye scores ``scoring.bye``: ``full``).

    Raises:
        ValueError: a pairing that is not of this file (a rank it does not name, a pair count
        that is not the lines', a player twice).
    """
    ids = {int(m.group(1)): m.group(2) for line in trf_text.replace("\n", "\r").split("\r")
           if (m := _ORGANISER_ID.fullmatch(line.rstrip()))}
    lines = [line.split() for line in pairs_text.splitlines() if line.strip()]
    if not lines or len(lines[0]) != 1 or not lines[0][0].isdigit():
        raise ValueError("the first line of bbpPairings' output is the number of pairs")
    if int(lines[0][0]) != len(lines) - 1:
        raise ValueError(f"{lines[0][0]} pairs announced, {len(lines) - 1} given")

    def player(rank: str) -> str:
        if not rank.isdigit() or int(rank) not in ids:
            raise ValueError(f"starting rank {rank!r} is not a player of this file")
        return ids[int(rank)]

    tables: list[list[str]] = []
    byes: list[dict[str, str]] = []
    for pair in lines[1:]:
        if len(pair) != 2:
            raise ValueError(f"a pair is two starting ranks: {' '.join(pair)!r}")
        if "0" in pair:
            byes.append({"player": player(pair[0] if pair[1] == "0" else pair[1]), "kind": bye})
        else:
            tables.append([player(pair[0]), player(pair[1])])
    seated = [pid for table in tables for pid in table] + [b["player"] for b in byes]
    if len(set(seated)) != len(seated):
        raise ValueError("a player is paired twice")
    return {"tables": tables, "byes": byes}
