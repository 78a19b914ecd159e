"""4 Aces counting (A8, A9.1–A9.3): columns, joker places, ranking tie-breaks, points."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from variants.four_aces.cards import DECK, Card
from variants.four_aces.counting import (
    Column,
    best_columns,
    columns_key,
    count_round,
    round_vp,
    standing,
)


def pile(*codes: str) -> frozenset[Card]:
    return frozenset(Card(c) for c in codes)


def run_of(suit: str, *ranks: str) -> list[str]:
    return [rank + suit for rank in ranks]


def count(mode: str, *piles: list[str], piumas=None, early=None):
    seats = [[0, 2], [1, 3]] if mode == "teams" else [[s] for s in range(len(piles))]
    piumas = piumas or [[] for _ in piles]
    return count_round(mode, [pile(*p) for p in piles],
                       [[Card(c) for c in p] for p in piumas], seats, early)


def decided(result, place_index=0):
    return result.ranking[place_index]["decided_by"]


# ----------------------------------------------------------------------------------------------
# A8.1 Columns


def test_A8_1_column_runs_from_the_ace_and_stops_at_a_gap():
    cols, jokers = best_columns(pile("AS", "2S", "3S", "5S", "2C", "3C", "AD"))
    assert [c.length for c in cols] == [3, 0, 1, 0] and jokers == 0


def test_A8_1_joker_stands_in_for_5_to_9_of_its_colour_only():
    cols, jokers = best_columns(pile("AS", "2S", "3S", "4S", "6S", "7S", "RJ"))
    assert cols[0] == Column("S", 4) and jokers == 0  # RJ is red: not in spades
    cols, jokers = best_columns(pile("AS", "2S", "3S", "4S", "6S", "7S", "BJ"))
    assert cols[0] == Column("S", 7, Card("BJ"), 5) and jokers == 1
    cols, _ = best_columns(pile("AS", "2S", "3S", "BJ"))
    assert cols[0] == Column("S", 3)  # a 4 is missing: below the joker's 5 to 9


def test_A8_1_joker_placement_chooses_the_better_column():
    # BJ in spades: S 7 (impure), C 8 → (8 pure, 7 impure); in clubs: C 9 (impure), S 4.
    spades = run_of("S", "A", "2", "3", "4", "6", "7")
    clubs = run_of("C", "A", "2", "3", "4", "5", "6", "7", "8")
    cols, jokers = best_columns(pile(*spades, *clubs, "BJ"))
    assert cols[1] == Column("C", 9, Card("BJ"), 9) and cols[0].length == 4 and jokers == 1
    assert Column("C", 9, Card("BJ"), 9).to_dict()["stands_for"] == "9C"


def test_A8_1_both_jokers_each_in_a_column_of_their_colour():
    spades = run_of("S", "A", "2", "3", "4", "6")
    hearts = run_of("H", "A", "2", "3", "4", "5", "7")
    cols, jokers = best_columns(pile(*spades, *hearts, "BJ", "RJ"))
    assert (cols[0].length, cols[3].length, jokers) == (6, 7, 2)


def test_R42_equal_placements_show_the_first_tried():
    # BJ could fill 5S or 5C equally: spades is tried first.
    cols, _ = best_columns(pile(*run_of("S", "A", "2", "3", "4"), *run_of("C", "A", "2", "3", "4"),
                                "BJ"))
    assert cols[0].joker == Card("BJ") and cols[1].pure


# ----------------------------------------------------------------------------------------------
# A8.2 Ranking


def test_A8_2_the_longer_column_wins():
    result = count("duel", run_of("S", "A", "2", "3"), run_of("C", "A", "2"))
    assert result.ranking[0]["seats"] == [0]
    assert decided(result) == {"rule": "A8.2", "criterion": "length", "column": 1}


def test_A8_2_at_equal_length_a_pure_column_wins():
    impure = run_of("S", "A", "2", "3", "4", "6") + ["BJ"]
    pure = run_of("D", "A", "2", "3", "4", "5", "6")
    result = count("duel", impure, pure)
    assert result.ranking[0]["seats"] == [1]
    assert decided(result) == {"rule": "A8.2", "criterion": "purity", "column": 1}


def test_A8_2_then_the_next_column():
    result = count("duel", run_of("S", "A", "2") + ["AH"], run_of("C", "A", "2") + run_of("H", "A", "2"))
    assert result.ranking[0]["seats"] == [1]
    assert decided(result) == {"rule": "A8.2", "criterion": "length", "column": 2}


def test_A8_2_having_a_column_beats_none():
    result = count("duel", ["2S", "3S"], ["AC"])
    assert result.ranking[0]["seats"] == [1]


def test_A8_2_then_more_vp_this_round():
    result = count("duel", ["AS", "JD", "QD", "KD"], ["AC"])
    assert result.ranking[0]["seats"] == [0]
    assert decided(result) == {"rule": "A8.2", "criterion": "vp"}


def test_A8_2_then_whoever_holds_2S():
    # Both: one column of 1 and 5 VP; seat 0 by 2S + AC, seat 1 by AD + J-Q-K + a loose joker.
    result = count("duel", ["2S", "AC"], ["AD", "JH", "QH", "KH", "BJ"])
    assert result.standings[0].vp == result.standings[1].vp == 5
    assert result.ranking[0]["seats"] == [0]
    assert decided(result) == {"rule": "A8.2", "criterion": "2S"}


def test_A8_2_R41_players_equal_on_everything_share_the_place():
    result = count("odd", ["AS"], ["AC"], ["2D"])
    assert [(r["place"], r["seats"]) for r in result.ranking] == [(1, [0, 1]), (3, [2])]
    assert result.points == (1 + 1 + 1, 1 + 1 + 1, 1)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DECK), max_size=30), st.lists(st.sampled_from(DECK), max_size=30))
def test_R45_fewer_jokers_never_decides_after_equal_columns(a, b):
    left, right = standing(0, frozenset(a), ()), standing(1, frozenset(b), ())
    if columns_key(left.columns) == columns_key(right.columns):
        assert left.jokers == right.jokers


# ----------------------------------------------------------------------------------------------
# A8.3 Placement points


def test_A8_3_duel_round_winner_gets_8():
    result = count("duel", ["AS"], [])
    assert result.points == (1 + 8, 0)
    assert {"rule": "A8.3", "item": "round_winner", "points": 8} in result.lines[0]


def test_A8_3_full_tie_gives_nobody_the_8():
    assert count("duel", ["AS"], ["AC"]).points == (1, 1)


def test_A8_3_odd_and_even_place_everyone():
    result = count("even", run_of("S", "A", "2", "3"), run_of("C", "A", "2"), ["AD"], [])
    assert result.points == (1 + 4 + 4, 1 + 3, 1 + 2, 1)  # seat 0: AS, 2S, then 1 + 3 below
    assert [r["place"] for r in result.ranking] == [1, 2, 3, 4]


def test_A8_3_teams_pair_winner_gets_8():
    result = count("teams", ["AS", "2S"], ["AC"])
    assert result.points == (1 + 4 + 8, 1)  # AS, 2S, the round


# ----------------------------------------------------------------------------------------------
# A9.1 Victory Points


def test_A9_1_vp_lines():
    lines = round_vp(pile("2S", "JC", "QC", "KC", "JD", "QD", "BJ", "RJ", "AH", "AD"),
                     [Card("JD")])
    items = [(line["item"], line.get("suit") or line.get("card"), line["points"]) for line in lines]
    assert items == [("2S", None, 4), ("JQK", "C", 2), ("joker", "BJ", 2), ("joker", "RJ", 2),
                     ("ace", "AD", 1), ("ace", "AH", 1), ("piuma", "JD", 1)]


# ----------------------------------------------------------------------------------------------
# A9.2, A9.3 early wins (R39)


def test_A9_2_early_winner_first_and_others_placed_among_themselves():
    result = count("odd", ["AS", "AC", "AD"], ["2C"], run_of("H", "A", "2"), early=(0, "A9.2"))
    assert result.points == (3 + 20, 1, 1 + 1 + 1)
    assert [(r["place"], r["seats"]) for r in result.ranking] == [(1, [0]), (2, [2]), (3, [1])]


def test_A9_3_adds_69_to_the_early_win():
    result = count("duel", ["AS", "AC", "AD", "AH"], run_of("C", "2"), early=(0, "A9.3"))
    assert result.points == (4 + 20 + 69, 0)
