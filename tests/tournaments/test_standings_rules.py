"""The point system and the tie-breaks, pure (referee.core.tournaments.standings): no Flask,
no Redis. Named after the rulings they prove (docs/rulings/tournaments.md)."""

from __future__ import annotations

from fractions import Fraction

from referee.core.tournaments.standings import (
    BYES,
    TIEBREAKS,
    Bye,
    Scoring,
    TableResult,
    rank,
    seat_results,
    tally,
)
from referee.core.tournaments.trf import TrfBye, write
from schemas.tournaments import BYE_KINDS, TIEBREAK_CODES
from tests.support import trf


def table(players, winners, ranks, forfeit=False, round_=1, n=1):
    return TableResult(round_, n, f"g{round_}.{n}", tuple(players), tuple(winners),
                       None if ranks is None else tuple(ranks), forfeit)


def test_the_wire_lists_the_cores_codes():
    assert TIEBREAK_CODES == TIEBREAKS and BYE_KINDS == BYES


def test_R235_places_at_a_table_of_four_and_a_shared_place():
    scoring = Scoring()
    points = [p for _, p in seat_results(scoring, table("abcd", [0], [1, 2, 2, 4]))]
    assert points == [1, Fraction(1, 2), Fraction(1, 2), 0]  # (2/3 + 1/3) / 2 each
    declared = Scoring.of({"placement": [3, 1]})
    assert [p for _, p in seat_results(declared, table("abc", [2], [2, 3, 1]))] == [1, 0, 3]


def test_R234_R236_annulled_is_a_double_forfeit_and_a_forfeit_scores_forfeit_points():
    scoring = Scoring.of({"forfeit_win": 2, "forfeit_loss": -1})
    assert seat_results(scoring, table("ab", [], None)) == [("annulled", -1)] * 2
    assert seat_results(scoring, table("ab", [1], [2, 1], forfeit=True)) == [
        ("forfeit-loss", -1), ("forfeit-win", 2)]


def test_R237_R238_a_half_bye_is_half_a_point_and_nothing_in_any_tiebreak():
    rows = rank("abc", Scoring(), TIEBREAKS, [table("ab", [0], [1, 2])],
                [Bye(1, "c", "half")])
    c = next(r for r in rows if r["player"] == "c")
    assert c["points"] == 0.5
    assert all(t["value"] == 0 and t["inputs"] == [] for t in c["tiebreaks"])


def test_ties_left_after_the_last_tiebreak_share_the_rank():
    rows = rank("abcd", Scoring(), ["buchholz"], [table("ab", [0], [1, 2]),
                                                  table("cd", [0], [1, 2], n=2)], [])
    assert [(r["rank"], r["player"]) for r in rows] == [(1, "a"), (1, "c"), (3, "b"), (3, "d")]


def test_R238_head_to_head_reads_only_the_tie_group():
    tables = [table("ab", [0], [1, 2], round_=1), table("cd", [0], [1, 2], round_=1, n=2),
              table("ca", [0], [1, 2], round_=2), table("bd", [0], [1, 2], round_=2, n=2)]
    rows = rank("abcd", Scoring(), ["head-to-head"], tables, [])
    # a and b have 1 point each, c 2, d 0; in the group {a, b}, a beat b.
    assert [(r["rank"], r["player"]) for r in rows] == [(1, "c"), (2, "a"), (3, "b"), (4, "d")]
    a = next(r for r in rows if r["player"] == "a")
    assert a["tiebreaks"][0]["inputs"] == [{"round": 1, "opponent": "b", "scored": 1}]


def test_R240_the_trf_codes_of_byes_forfeits_and_an_annulled_game():
    scoring = Scoring()
    rounds = [([table("ab", [0], [1, 2], forfeit=True), table("cd", [], None, n=2)],
               [TrfBye("e", "full", requested=True)]),
              ([table("ce", [], [1, 1], round_=2)],
               [TrfBye("a", "zero"), TrfBye("b", "full"), TrfBye("d", "half")])]
    players = [(x, x.upper()) for x in "abcde"]
    tables = [t for ts, _ in rounds for t in ts]
    lines = tally("abcde", scoring, tables, [Bye(r + 1, b.player, b.kind)
                                             for r, (_, bs) in enumerate(rounds) for b in bs])
    text = write("Cup", "2026/12/04", players, scoring, rounds,
                 {x: lines[x].points for x in "abcde"}, dict.fromkeys("abcde", 1), 3)
    exported = trf.parse(text)
    codes = {x.organiser_id: [r[2] for r in x.rounds] for x in exported.players.values()}
    assert codes == {"a": ["+", "Z"], "b": ["-", "U"], "c": ["-", "="], "d": ["-", "H"],
                     "e": ["F", "="]}
    assert exported.players[1].rounds[0] == (2, "w", "+")


def test_R249_game_points_sum_the_scores_of_the_games_played_only():
    played = TableResult(1, 1, "g1.1", ("a", "b"), (0,), (1, 2), scores=(40, -3))
    forfeited = TableResult(2, 1, "g2.1", ("a", "c"), (0,), (1, 2), True, scores=(0, 0))
    annulled = TableResult(2, 2, "g2.2", ("b", "d"), (), None, scores=None)
    shared = TableResult(3, 1, "g3.1", ("b", "c", "d"), (0,), (1, 2, 2), scores=(30, 12, 12))
    rows = {r["player"]: r for r in rank("abcd", Scoring(), ["game-points"],
                                         [played, forfeited, annulled, shared],
                                         [Bye(3, "a", "full")])}
    assert [rows[p]["tiebreaks"][0]["value"] for p in "abcd"] == [40, 27, 12, 12]
    assert rows["a"]["tiebreaks"][0]["inputs"] == [{"round": 1, "game": "g1.1", "score": 40}]
    assert [i["game"] for i in rows["b"]["tiebreaks"][0]["inputs"]] == ["g1.1", "g3.1"]
    # Level on points (c, d: a place of 2 shared) and on game points: they share the rank.
    assert rows["c"]["rank"] == rows["d"]["rank"]
