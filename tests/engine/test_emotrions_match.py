"""The end of an EmotrionsOnCards game (E5): through the engine, and the shared
``variants.emotrions.match`` module directly (it serves Pareo too)."""

from __future__ import annotations

from test_emotrions_support import ENGINE, SIX, new_game, of_type, play, stake, table

from variants.emotrions.match import EXACT, TIE, Match, after_hand, hand_winners


def game(players=2, **options):
    return new_game([SIX] * players, **options)[0]


def last_hand(state, hands, moves, **standing):
    """Lay out the last trick of a hand (stock empty) and play it: the new state, its events."""
    state = table(state, hands, **standing)
    return play(state, *moves)


# ---------------------------------------------------------------------------------------------
# E5.1 reach37


def test_E5_1_reaching_37_wins():
    state, events = last_hand(game(), {0: ["force"], 1: ["joy"]},
                              [stake(0, "force"), stake(1, "joy")], totals=[30, 20], leader=0)
    ended = of_type(events, "game_ended")[0]
    assert ended == {"type": "game_ended", "winners": [0], "totals": [38, 20], "rule": "E5.1",
                     "reason": "37 reached: highest game score"}
    view = ENGINE.view(state, None)
    assert view["status"] == "finished" and view["winners"] == [0] and view["to_act"] == []


def test_E5_1_the_highest_of_several_over_37_wins():
    _, events = last_hand(game(), {0: ["force"], 1: ["joy"]},
                              [stake(0, "force"), stake(1, "joy")],
                              piles={1: ["goodness"]}, totals=[30, 34], leader=0)
    ended = of_type(events, "game_ended")[0]
    assert ended["totals"] == [38, 39] and ended["winners"] == [1]


def test_E5_1_below_zero_is_out_and_the_last_one_left_wins():
    state, events = last_hand(
        game(3), {0: ["joy"], 1: ["fury"], 2: ["hatred"]},
        [stake(0, "joy"), stake(1, "fury"), stake(2, "hatred")],
        piles={2: ["sadness"]}, totals=[0, 2, 3], leader=0)
    # Seat 1 wins joy, fury and hatred (-7): 2 - 7 < 0; seat 2 keeps sadness: 3 - 1 >= 0.
    assert of_type(events, "hand_ended")[0]["outcome"]["went_out"] == [1]
    assert not ENGINE.is_finished(state) and state.participants == (0, 2)
    state, events = last_hand(state, {0: ["fury"], 2: ["joy"]},
                              [stake(2, "joy"), stake(0, "fury")], leader=2)
    ended = of_type(events, "game_ended")[0]
    assert ended["winners"] == [2] and ended["rule"] == "E5.1"
    assert ended["reason"] == "knock-out: the only player left"


def test_E5_1_all_below_zero_the_highest_total_wins():
    _, events = last_hand(game(), {0: ["fury"], 1: ["fury"]},
                              [stake(0, "fury"), stake(1, "fury")],
                              piles={1: ["fury"]}, totals=[2, 4], leader=0)
    # Seat 0 takes both furies (-10): -8; seat 1 keeps one (-5): -1. Both out; -1 wins.
    ended = of_type(events, "game_ended")[0]
    assert ended["winners"] == [1] and ended["totals"] == [-8, -1]


def test_E5_1_all_below_zero_tied_go_to_a_play_off():
    state, events = last_hand(game(), {0: ["fury"], 1: ["hatred"]},
                              [stake(0, "fury"), stake(1, "hatred")],
                              piles={1: ["hatred", "hatred", "joy", "joy"]}, totals=[4, 0],
                              leader=0)
    outcome = of_type(events, "hand_ended")[0]["outcome"]
    assert state.match.totals == (-4, -4)
    assert outcome["playoff"] == {"seats": [0, 1], "kind": TIE} and outcome["rule"] == "E5.2"
    assert state.participants == (0, 1) and not ENGINE.is_finished(state)


def test_E5_1_reach37_tie_goes_to_a_play_off():
    state, events = last_hand(game(), {0: ["force"], 1: ["joy"]},
                              [stake(0, "force"), stake(1, "joy")],
                              piles={1: ["love", "love"]}, totals=[30, 32], leader=0)
    ended = of_type(events, "hand_ended")[0]
    assert ended["totals"] == [38, 38]
    assert ended["outcome"]["playoff"] == {"seats": [0, 1], "kind": TIE}
    assert ENGINE.view(state, None)["playoff"] == {"seats": [0, 1], "kind": TIE}


# ---------------------------------------------------------------------------------------------
# E5.2 play-off


def reach37_tie_between_0_and_1_led_by_2():
    """3 players; seat 2 led the hand, seat 1 won its last trick; seats 0 and 1 tie on 38."""
    return last_hand(
        game(3), {0: ["sadness"], 1: ["force"], 2: ["joy"]},
        [stake(2, "joy"), stake(0, "sadness"), stake(1, "force")],
        piles={0: ["love", "love"]}, totals=[32, 31, 0], leader=2)


def test_E5_2_the_play_off_is_led_by_the_last_hands_leader_or_the_next_tied_player():
    _, events = reach37_tie_between_0_and_1_led_by_2()
    assert of_type(events, "trick_resolved")[0]["winner"] == 1  # E2.4 would give seat 1
    started = of_type(events, "hand_started")[0]
    assert started["participants"] == [0, 1] and started["playoff"]["kind"] == TIE
    assert started["leader"] == 0  # E5.2: seat 2 led; the next tied player after it


def test_E5_2_a_play_off_hand_decides_the_play_off_only():
    state, _ = reach37_tie_between_0_and_1_led_by_2()
    state, events = last_hand(state, {0: ["fury"], 1: ["joy"]},
                              [stake(0, "fury"), stake(1, "joy")], leader=0)
    # Seat 0 wins the play-off hand with -4: nobody goes out, the totals do not move.
    ended = of_type(events, "hand_ended")[0]
    assert ended["points"] == [-4, 0, None] and ended["outcome"]["counted"] is False
    assert ended["totals"] == [38, 38, 0]
    game_ended = of_type(events, "game_ended")[0]
    assert game_ended["winners"] == [1] and game_ended["rule"] == "E5.2"
    assert ENGINE.view(state, None)["history"][-1]["counted"] is False


def test_E5_2_a_tied_play_off_hand_plays_another():
    state, _ = reach37_tie_between_0_and_1_led_by_2()
    state, events = last_hand(state, {0: ["joy"], 1: ["sadness"]},
                              [stake(0, "joy"), stake(1, "sadness")], leader=0)
    # Seat 0 takes joy and sadness: 0 each. Another play-off, led by who led this one.
    assert of_type(events, "hand_ended")[0]["outcome"]["playoff"] == {"seats": [0, 1],
                                                                     "kind": TIE}
    assert of_type(events, "hand_started")[0]["leader"] == 0
    assert state.hand_number == 3 and state.match.totals == (38, 38, 0)


# ---------------------------------------------------------------------------------------------
# E5.3 exact37


def test_E5_3_exactly_37_wins():
    _, events = last_hand(game(target="exact37"), {0: ["force"], 1: ["sadness"]},
                              [stake(0, "force"), stake(1, "sadness")], totals=[31, 20],
                              leader=0)
    ended = of_type(events, "game_ended")[0]
    assert ended["winners"] == [0] and ended["rule"] == "E5.3" and ended["totals"] == [37, 20]


def test_E5_3_over_37_the_two_closest_play_off_with_bounce():
    state, events = last_hand(game(3, target="exact37"),
                              {0: ["force"], 1: ["joy"], 2: ["sadness"]},
                              [stake(0, "force"), stake(1, "joy"), stake(2, "sadness")],
                              piles={1: ["goodness"]}, totals=[34, 30, 20], leader=0)
    # 41 (4 from 37) and 35 (2 from 37) play off; 20 waits.
    assert state.match.totals == (41, 35, 20)
    assert of_type(events, "hand_ended")[0]["outcome"]["playoff"] == {"seats": [0, 1],
                                                                     "kind": EXACT}
    assert state.participants == (0, 1)
    # A play-off hand: seat 0 ends on 43 and bounces to 31; seat 1 on 36 plays on.
    state, events = last_hand(state, {0: ["love"], 1: ["sadness"]},
                              [stake(0, "love"), stake(1, "sadness")],
                              piles={1: ["joy"]}, leader=0)
    ended = of_type(events, "hand_ended")[0]
    assert ended["outcome"]["bounced"] == [{"seat": 0, "from": 43, "to": 31}]
    assert ended["totals"] == [31, 36, 20] and ended["outcome"]["counted"] is True
    # Seat 1 reaches exactly 37 and wins.
    state, events = last_hand(state, {0: ["fury"], 1: ["joy"]},
                              [stake(0, "fury"), stake(1, "joy")], piles={1: ["joy"]},
                              leader=0)
    ended = of_type(events, "game_ended")[0]
    assert ended["winners"] == [1] and ended["totals"] == [27, 37, 20]


def test_E5_3_two_on_37_play_off():
    state, _ = last_hand(game(3, target="exact37"),
                              {0: ["force"], 1: ["joy"], 2: ["sadness"]},
                              [stake(0, "force"), stake(1, "joy"), stake(2, "sadness")],
                              piles={2: ["joy", "joy"]}, totals=[30, 0, 35], leader=0)
    assert state.match.totals == (37, 0, 37)
    assert state.match.playoff == (0, 2) and state.match.playoff_kind == EXACT


def test_E5_3_both_below_zero_in_the_play_off_the_higher_total_wins():
    # Seat 0 takes fury and hatred (-8): 7 - 8 = -1; seat 1 keeps a fury: 3 - 5 = -2.
    _, events = last_hand(game(target="exact37"), {0: ["fury"], 1: ["hatred"]},
                              [stake(0, "fury"), stake(1, "hatred")], piles={1: ["fury"]},
                              totals=[7, 3], playoff=((0, 1), EXACT), leader=0)
    ended = of_type(events, "game_ended")[0]
    assert ended["totals"] == [-1, -2] and ended["winners"] == [0]
    assert ended["reason"] == "both below zero: higher total"


def test_E5_3_one_below_zero_in_the_play_off_the_other_wins():
    _, events = last_hand(game(target="exact37"), {0: ["fury"], 1: ["joy"]},
                              [stake(0, "fury"), stake(1, "joy")],
                              totals=[3, 30], playoff=((0, 1), EXACT), leader=0)
    ended = of_type(events, "game_ended")[0]
    assert ended["totals"] == [-1, 30] and ended["winners"] == [1]
    assert ended["reason"] == "the other player went below zero"


# ---------------------------------------------------------------------------------------------
# The shared module directly


def test_hand_winners_share_ties():
    assert hand_winners({0: 3, 2: 7, 4: 7}) == [2, 4]


def test_match_round_trips_through_its_dict():
    match = Match("exact37", (37, -2, 12), (False, True, False), (0, 2), EXACT)
    assert Match.from_dict(match.to_dict()) == match
    assert match.participants() == (0, 2)
    assert Match.new(3, "reach37").participants() == (0, 1, 2)


def test_E5_1_outside_a_play_off_below_zero_is_out_in_exact37_too():
    match, outcome = after_hand(Match.new(3, "exact37"), {0: 5, 1: -1, 2: 3}, 0)
    assert outcome.went_out == (1,) and match.participants() == (0, 2)


def test_E5_3_equal_distances_go_to_the_higher_score_then_the_earlier_seat():
    new = Match.new(4, "exact37")
    # 40 and 34 are both 3 from 37: the higher (40) goes with the closest (38).
    assert after_hand(new, {0: 34, 1: 40, 2: 38, 3: 10}, 0)[1].playoff == (1, 2)
    # 35, 39, 35 are all 2 from 37: 39 first, then the 35 earlier from the last leader.
    assert after_hand(new, {0: 35, 1: 10, 2: 39, 3: 35}, 1)[1].playoff == (2, 3)
    assert after_hand(new, {0: 35, 1: 10, 2: 39, 3: 35}, 3)[1].playoff == (2, 3)
    assert after_hand(new, {0: 35, 1: 10, 2: 39, 3: 35}, 0)[1].playoff == (0, 2)
    # Three on 39: the first two from the last leader.
    assert after_hand(new, {0: 39, 1: 39, 2: 10, 3: 39}, 2)[1].playoff == (0, 3)
    assert after_hand(new, {0: 39, 1: 39, 2: 10, 3: 39}, 0)[1].playoff == (0, 1)


def test_E5_3_bounce_never_goes_below_zero():
    match = Match("exact37", (70, 20), (False, False), (0, 1), EXACT)
    match, outcome = after_hand(match, {0: 10, 1: 0}, 0)
    assert match.totals == (0, 20) and outcome.bounced == ((0, 80, 0),)


def test_E5_3_both_below_zero_on_equal_totals_the_play_off_goes_on():
    match = Match("exact37", (2, 2), (False, False), (0, 1), EXACT)
    match, outcome = after_hand(match, {0: -5, 1: -5}, 0)
    assert match.totals == (-3, -3) and not match.finished
    assert outcome.playoff == (0, 1) and outcome.playoff_kind == EXACT
