"""EmotrionsOnCards advanced rules: styles and the Winner's Options (E6), the Forced Exchange
(E7) and Emotrions Exit (E8)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from test_emotrions_support import (
    ENGINE,
    SIX,
    A,
    B,
    C,
    ChooseStyle,
    D,
    Decline,
    Exchange,
    config,
    deal,
    new_game,
    of_type,
    play,
    seen_by,
    stake,
    table,
)

from variants.base import IllegalMove, IllegalSetup
from variants.emotrions.cards import EXIT_HAND, Card
from variants.emotrions.engine import (
    CHOOSE_STYLE,
    EXCHANGE_CALL,
    EXCHANGE_CHAIN,
    STAKE,
    STANDARD,
    Style,
)

COVERED = Style(covered=True)


# ---------------------------------------------------------------------------------------------
# E6 Styles and the Winner's Options


def test_E6_1_the_options_fix_the_style_for_the_whole_game():
    state, _ = new_game([SIX, SIX], ["joy", "joy", "love"], stock_face_up=True, covered=True)
    for viewer in (0, 1, None):
        view = ENGINE.view(state, viewer)
        assert view["style"] == {"stock_face_up": True, "covered": True, "naked": False}
        assert view["stock_top"] == "love"
    state = table(state, {0: ["force"], 1: ["joy"]}, leader=0)
    state, events = play(state, stake(0, "force"), stake(1, "joy"))
    assert of_type(events, "hand_started")[0]["style"] == {
        "stock_face_up": True, "covered": True, "naked": False}
    assert state.style == Style(True, True, False) and state.phase == STAKE


def test_E6_1_naked_every_hand_is_visible_to_all():
    state, events = new_game([SIX, B], ["joy", "love"], naked=True)
    spectator = ENGINE.view(state, None)
    assert [h["cards"] for h in spectator["hands"]] == [list(map(str, h)) for h in state.hands]
    started = seen_by(events, None, "hand_started")[0]
    assert started["hands"][1] == sorted(B, key=[c.value for c in Card].index)
    assert seen_by(events, None, "draw") == [
        {"type": "draw", "seat": 0, "card": "joy"}, {"type": "draw", "seat": 1, "card": "love"}]


@pytest.mark.parametrize(
    "preset, style, exit",
    [("standard", (False, False, False), False), ("naked", (False, False, True), False),
     ("pure-strategy", (True, False, True), True)],
)
def test_E6_1_presets(preset, style, exit):
    cfg = ENGINE.configure(3, {}, preset)
    assert (cfg.stock_face_up, cfg.covered, cfg.naked) == style and cfg.exit is exit
    described = {p["name"]: p["options"] for p in ENGINE.describe()["presets"]}
    assert described[preset]["naked"] is style[2]


def winner_options_game(players=2, **options):
    hands = [SIX, B, C][:players]
    return new_game(hands, ["indecision", "indecision", "hunger", "hunger", "hunger"],
                    winner_options=True, **options)[0]


def test_E6_2_the_first_trick_is_standard_and_the_winner_chooses_the_next_style():
    state = winner_options_game()
    assert state.style == STANDARD
    state, _ = play(state, stake(0, "fury"), stake(1, "joy"))
    assert state.phase == CHOOSE_STYLE and ENGINE.to_act(state) == (0,)
    assert len(ENGINE.legal_moves(state, 0)) == 8 and ENGINE.legal_moves(state, 1) == []
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, stake(0, "joy"))
    assert err.value.rule == "G6"
    state, events = play(state, ChooseStyle(0, False, False, True))
    # The choice comes before the draw: this trick's draws are already naked.
    assert [e.type for e in events] == ["style_chosen", "draw", "draw"]
    assert seen_by(events, None, "draw")[0] == {"type": "draw", "seat": 0, "card": "hunger"}
    assert state.style == Style(naked=True)


def test_E6_2_after_a_trick_without_a_winner_the_style_stays():
    state = replace(winner_options_game(), style=COVERED)
    state = table(state, {0: ["hunger", "joy"], 1: ["force", "joy"]}, stock=["love", "love"],
                  leader=0)
    state, events = play(state, stake(0, "hunger"), stake(1, "force"))
    assert state.phase == STAKE and state.style == COVERED
    assert not of_type(events, "style_chosen")


def test_E6_2_a_winner_out_after_the_hand_means_standard_style():
    state = replace(winner_options_game(3), style=COVERED)
    state = table(state, {0: ["joy"], 1: ["fury"], 2: ["joy"]}, totals=[5, 2, 5], leader=0)
    state, events = play(state, stake(0, "joy"), stake(1, "fury"), stake(2, "joy"))
    assert of_type(events, "hand_ended")[0]["outcome"]["went_out"] == [1]
    assert of_type(events, "hand_started")[0]["style"] == STANDARD.to_dict()
    assert state.style == STANDARD and state.phase != CHOOSE_STYLE


def test_E6_2_a_winner_not_in_the_play_off_means_standard_style():
    state = replace(winner_options_game(3), style=COVERED)
    # Seat 1 wins the last trick, but seats 0 and 2 tie on 38 and play off alone.
    state = table(state, {0: ["joy"], 1: ["force"], 2: ["sadness"]},
                  piles={0: ["love", "love"], 2: ["goodness", "joy"]}, totals=[32, 0, 32],
                  leader=0)
    state, events = play(state, stake(0, "joy"), stake(1, "force"), stake(2, "sadness"))
    assert state.match.playoff == (0, 2)
    assert of_type(events, "hand_started")[0]["style"] == STANDARD.to_dict()


def test_E6_3_covered_stakes_are_seen_only_when_the_trick_is_complete():
    state, _ = new_game([SIX, B], ["joy", "love"], covered=True)
    state, events = play(state, stake(0, "goodness"))
    assert seen_by(events, 1, "stake") == [{"type": "stake", "seat": 0, "count": 1}]
    assert seen_by(events, 0, "stake")[0]["cards"] == ["goodness"]
    assert ENGINE.view(state, 1)["trick"] == [{"seat": 0, "count": 1}]
    assert ENGINE.view(state, None)["trick"] == [{"seat": 0, "count": 1}]
    assert ENGINE.view(state, 0)["trick"] == [{"seat": 0, "count": 1, "cards": ["goodness"]}]
    state, events = play(state, stake(1, "fury"))
    trick = seen_by(events, None, "trick_resolved")[0]
    assert [s["cards"] for s in trick["stakes"]] == [["goodness"], ["fury"]]
    assert trick["winner"] == 0  # E6.3: ties still go to the earliest staker (5 and 5)


# ---------------------------------------------------------------------------------------------
# E7 Forced Exchange


def exchange_game(hands, stock_top=(), leader=0, **options):
    return new_game(hands, stock_top, leader, forced_exchange=True, **options)


def test_E7_1_everyone_is_asked_in_turn_clockwise_from_the_leader():
    state, _ = exchange_game([A, B, C], ["indecision"] * 3, leader=1)
    asked = []
    while state.phase == EXCHANGE_CALL:
        seat = ENGINE.to_act(state)[0]
        assert ENGINE.view(state, None)["exchange"]["asked"] == seat
        asked.append(seat)
        state, events = play(state, Decline(seat))
        assert of_type(events, "exchange_declined") == [{"type": "exchange_declined",
                                                         "seat": seat}]
    assert asked == [1, 2, 0]
    assert state.phase == STAKE and ENGINE.to_act(state) == (1,)


def test_E7_1_only_a_player_holding_force_may_call():
    state, _ = exchange_game([A, B, C], ["indecision"] * 3, leader=1)
    assert ENGINE.legal_moves(state, 1) == [Decline(1)]
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, Exchange(1, 0))
    assert err.value.rule == "E7.1"
    state, _ = play(state, Decline(1), Decline(2))
    assert ENGINE.legal_moves(state, 0) == [Exchange(0, 1), Exchange(0, 2), Decline(0)]


def test_E7_1_only_in_a_trick_of_standard_style():
    state = new_game([A, B], ["indecision"] * 2, forced_exchange=True, winner_options=True)[0]
    assert state.phase == EXCHANGE_CALL
    state, _ = play(state, Decline(0), Decline(1), stake(0, "force"), stake(1, "joy"))
    state, _ = play(state, ChooseStyle(0, False, True, False))
    assert state.phase == STAKE  # covered: nobody is asked
    state, _ = play(state, stake(0, "goodness"), stake(1, "love"))
    state, _ = play(state, ChooseStyle(0, False, False, False))
    assert state.phase == EXCHANGE_CALL


def test_E7_1_at_most_one_exchange_a_trick_and_the_caller_may_call_again_later():
    state, _ = exchange_game([A, B], ["indecision"] * 2)
    state, _ = play(state, Exchange(0, 1), Exchange(1, 0))
    assert state.phase == STAKE and ENGINE.to_act(state) == (0,)
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, Exchange(0, 1))
    assert err.value.rule == "G6"
    # Each stakes its first listed stake (never seat 0's force: it holds lower cards).
    for _ in range(2):
        seat = ENGINE.to_act(state)[0]
        state, _ = play(state, ENGINE.legal_moves(state, seat)[0])
    assert state.phase == EXCHANGE_CALL and Card.FORCE in state.hands[0]
    while ENGINE.to_act(state) != (0,):
        state, _ = play(state, Decline(ENGINE.to_act(state)[0]))
    assert Exchange(0, 1) in ENGINE.legal_moves(state, 0)


def test_E7_2_nobody_is_asked_when_someone_holds_one_or_two_cards():
    def next_trick(third_hand):
        state = exchange_game([A, B, C])[0]
        state = table(state, {0: ["force", "joy", "love", "goodness"],
                              1: ["sadness", "hatred", "fury", "fury"], 2: third_hand},
                      leader=0)
        state, _ = play(state, stake(0, "joy"), stake(1, "sadness"),
                        stake(2, third_hand[0]))
        return state

    assert next_trick(["joy", "love", "goodness", "hatred"]).phase == EXCHANGE_CALL
    refused = next_trick(["joy", "love", "goodness"])  # seat 2 keeps two cards
    assert refused.phase == STAKE and refused.exchange is None


def test_E7_3_in_a_two_player_game_the_exchange_is_a_blind_swap():
    state, _ = exchange_game([A, B], ["indecision"] * 2)
    state, events = play(state, Exchange(0, 1))
    called, take = of_type(events, "exchange_called")[0], of_type(events, "exchange_take")[0]
    assert called == {"type": "exchange_called", "caller": 0, "shown": "force"}
    assert (take["taker"], take["victim"], take["ends"]) == (0, 1, False)
    assert take["secret"][0]["to"] == [0, 1]
    assert "card" not in seen_by(events, None, "exchange_take")[0]
    assert state.phase == EXCHANGE_CHAIN and ENGINE.legal_moves(state, 1) == [Exchange(1, 0)]
    state, events = play(state, Exchange(1, 0))
    take = of_type(events, "exchange_take")[0]
    assert (take["taker"], take["victim"], take["ends"]) == (1, 0, True)
    assert state.phase == STAKE and [len(h) for h in state.hands] == [7, 7]
    assert Counter(state.hands[0])[Card.FORCE] == 1  # the shown force stays


def test_E7_3_a_four_player_chain():
    state, _ = exchange_game([A, B, C, D], ["hunger"] * 4)
    state, _ = play(state, Decline(0), Decline(1), Decline(2))
    assert ENGINE.to_act(state) == (3,)  # seat 3 holds two forces
    state, _ = ENGINE.start(config(4, forced_exchange=True), "chain",
                            [deal([A, B, C, D], ["hunger"] * 4)])
    state, _ = play(state, Exchange(0, 2))
    assert ENGINE.legal_moves(state, 2) == [Exchange(2, 0), Exchange(2, 1), Exchange(2, 3)]
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, Exchange(2, 2))
    assert err.value.rule == "E7.3"
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, Decline(2))
    assert err.value.rule == "G6"
    state, _ = play(state, Exchange(2, 1), Exchange(1, 3))
    state, events = play(state, Exchange(3, 2))  # seat 2 has taken already: the chain ends
    assert of_type(events, "exchange_take")[0]["ends"] is True
    assert ENGINE.view(state, None)["exchange"] == {
        "asked": None, "caller": 0, "shown": "force", "takers": [0, 2, 1, 3], "taker": None}
    assert [len(h) for h in state.hands] == [8, 7, 6, 7] and state.phase == STAKE
    assert ENGINE.to_act(state) == (0,)


@pytest.mark.parametrize("seed", [f"pick {i}" for i in range(40)])
def test_E7_3_the_shown_force_can_never_be_taken(seed):
    cfg = config(2, forced_exchange=True)
    state, _ = ENGINE.start(cfg, seed, [deal([A, B], ["indecision"] * 2)])
    state, events = play(state, Exchange(0, 1), Exchange(1, 0))
    back = of_type(events, "exchange_take")[1]
    assert back["secret"][0]["fields"]["card"] != "force"
    assert Counter(state.hands[0])[Card.FORCE] == 1


def test_E7_3_only_players_taking_part_and_holding_cards_can_be_named():
    state, _ = exchange_game([A, B, C], ["indecision"] * 3)
    state = table(state, {0: ["force", "joy", "love", "goodness"],
                          1: ["fury", "hatred", "sadness", "fury"]},
                  leader=0, out=[2], totals=[1, 1, -1])
    state, _ = play(state, stake(0, "joy"), stake(1, "sadness"))
    assert state.phase == EXCHANGE_CALL
    for victim, rule in ((2, "E7.3"), (0, "E7.3"), (5, "E7.3")):
        with pytest.raises(IllegalMove) as err:
            ENGINE.apply(state, Exchange(0, victim))
        assert err.value.rule == rule


# ---------------------------------------------------------------------------------------------
# E8 Emotrions Exit


def exit_hand_codes():
    return [c.value for c in Card if c in EXIT_HAND]


def test_E8_1_every_hand_starts_from_the_exit_hand_with_no_first_draw():
    state, events = ENGINE.start(config(3, exit=True), "exit")
    assert [list(map(str, h)) for h in state.hands] == [exit_hand_codes()] * 3
    assert not of_type(events, "draw") and len(state.stock) == 18
    state, events = play(state, stake(state.leader, "fury"))
    assert not of_type(events, "draw")
    state = table(state, {0: ["joy"], 1: ["force"]}, leader=0)
    state, events = play(state, stake(0, "joy"), stake(1, "force"))
    assert of_type(events, "hand_started")[0]["hand"] == 2
    assert [list(map(str, h)) for h in state.hands] == [exit_hand_codes()] * 3
    assert not of_type(events, "draw")


def test_E8_1_the_second_trick_draws():
    state, _ = ENGINE.start(config(2, exit=True), "exit", start={"leader": 0})
    state, events = play(state, stake(0, "fury"), stake(1, "joy"))
    assert [d["seat"] for d in of_type(events, "draw")] == [0, 1]


def test_E8_1_an_explicit_deal_must_deal_the_exit_hand():
    with pytest.raises(IllegalSetup) as err:
        ENGINE.start(config(2, exit=True), "s", [deal([SIX, B])])
    assert (err.value.rule, err.value.field) == ("G5", "deals.0.hands.1")
    ENGINE.start(config(2, exit=True), "s", [deal([SIX, list(reversed(SIX))])])


def test_E8_2_the_composition_is_public_and_draws_are_hidden():
    state, events = ENGINE.start(config(2, exit=True), "exit", start={"leader": 0})
    assert seen_by(events, None, "hand_started")[0]["exit_hand"] == exit_hand_codes()
    assert ENGINE.view(state, None)["exit_hand"] == exit_hand_codes()
    assert "cards" not in ENGINE.view(state, None)["hands"][0]
    state, events = play(state, stake(0, "fury"), stake(1, "joy"))
    assert all("card" not in d for d in seen_by(events, None, "draw"))
    assert seen_by(events, 1, "draw")[1]["card"] in {c.value for c in Card}


@pytest.mark.parametrize(
    "options",
    [{"winner_options": True, "forced_exchange": True}, {"target": "exact37", "naked": True},
     {"covered": True, "stock_face_up": True}, {"decks": 2}],
)
def test_E8_2_exit_is_compatible_with_every_other_option(options):
    state, _ = ENGINE.start(config(3, exit=True, **options), "exit")
    assert [list(map(str, h)) for h in state.hands] == [exit_hand_codes()] * 3


@pytest.mark.parametrize("players", [4, 5, 6])
def test_E8_exit_is_for_two_or_three_players(players):
    with pytest.raises(IllegalSetup) as err:
        config(players, exit=True)
    assert (err.value.rule, err.value.field) == ("E8", "options.exit")
