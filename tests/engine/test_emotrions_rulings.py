"""The project's EmotrionsOnCards rulings R1–R14 (docs/rulings/emotrions.md), and describe()."""

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
from variants.emotrions.cards import EXIT_HAND, Card, deck, remove_cards, sort_cards
from variants.emotrions.engine import (
    CHOOSE_STYLE,
    EXCHANGE_CALL,
    MAX_DEALS,
    STAKE,
    Style,
)
from variants.rng import Rng


def codes(cards):
    return list(map(str, cards))


def test_R1_exit_with_two_decks():
    cfg = config(2, exit=True, decks=2)
    state, events = ENGINE.start(cfg, "r1")
    assert [Counter(h) for h in state.hands] == [Counter(EXIT_HAND)] * 2
    assert len(state.stock) == 60 and not of_type(events, "draw")
    ENGINE.audit(state)
    ENGINE.start(cfg, "r1", [deal([SIX, SIX], decks=2)])


@pytest.mark.parametrize(
    "players, options, preset, rule, field",
    [
        (2, {"covered": True}, "standard", "R2", "options.covered"),
        (2, {"naked": False}, "pure-strategy", "R2", "options.naked"),
        (2, {"colour": "red"}, None, "R2", "options.colour"),
        (2, {}, "chaos", "R2", "preset"),
        (4, {}, "pure-strategy", "E8", "options.exit"),
    ],
)
def test_R2_presets_refuse_contradicting_or_unknown_options(players, options, preset, rule,
                                                            field):
    with pytest.raises(IllegalSetup) as err:
        ENGINE.configure(players, options, preset)
    assert (err.value.rule, err.value.field) == (rule, field)
    if rule == "E8":
        assert "pure-strategy" in err.value.detail


def test_R2_options_over_a_preset_may_agree_with_it_or_add_to_it():
    cfg = ENGINE.configure(2, {"naked": True, "target": "exact37", "decks": 2}, "pure-strategy")
    assert (cfg.naked, cfg.stock_face_up, cfg.exit, cfg.target, cfg.decks) == (
        True, True, True, "exact37", 2)
    assert ENGINE.configure(3, {"winner_options": True}, "standard").winner_options


@pytest.mark.parametrize("switch", ["stock_face_up", "covered", "naked"])
def test_R3_winner_options_fix_no_style(switch):
    with pytest.raises(IllegalSetup) as err:
        config(2, winner_options=True, **{switch: True})
    assert (err.value.rule, err.value.field) == ("R3", f"options.{switch}")


@pytest.mark.parametrize("switch", ["stock_face_up", "covered", "naked"])
def test_R4_a_forced_exchange_needs_standard_style(switch):
    with pytest.raises(IllegalSetup) as err:
        config(2, forced_exchange=True, **{switch: True})
    assert (err.value.rule, err.value.field) == ("R4", "options.forced_exchange")
    assert config(2, forced_exchange=True, winner_options=True).forced_exchange


def test_R5_a_player_with_no_cards_neither_forbids_nor_is_asked_nor_named():
    state, _ = new_game([A, B, C], ["indecision"] * 3, forced_exchange=True)
    state = table(state, {0: ["force", "joy", "love", "goodness"],
                          1: ["sadness", "hatred", "fury", "fury"], 2: ["joy"]}, leader=0)
    state, _ = play(state, stake(0, "joy"), stake(1, "sadness"), stake(2, "joy"))
    assert state.phase == EXCHANGE_CALL and [len(h) for h in state.hands] == [3, 3, 0]
    assert ENGINE.legal_moves(state, 0) == [Exchange(0, 1), Decline(0)]
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, Exchange(0, 2))
    assert err.value.rule == "E7.3"
    state, _ = play(state, Decline(0), Decline(1))
    assert state.phase == STAKE  # seat 2 was never asked


def test_R5_nobody_is_asked_when_only_one_player_holds_cards():
    state, _ = new_game([A, B], ["indecision"] * 2, forced_exchange=True)
    state = table(state, {0: ["force", "joy", "love", "goodness"], 1: ["sadness"]},
                  stock=["hunger"], leader=0)
    state, _ = play(state, stake(0, "joy"), stake(1, "sadness"))
    assert [len(h) for h in state.hands] == [4, 0] and state.phase == STAKE


def test_R6_the_pick_is_uniform_over_the_cards_that_may_be_taken():
    taken = Counter()
    for i in range(300):
        state, _ = new_game([A, B], ["indecision"] * 2, forced_exchange=True, seed=f"r6 {i}")
        state = table(state, {0: ["force", "goodness", "sadness", "fury"],
                              1: ["joy", "joy", "love", "hatred"]}, leader=0)
        state, _ = play(state, stake(0, "fury"), stake(1, "hatred"))
        state, events = play(state, Exchange(0, 1))
        taken[of_type(events, "exchange_take")[0]["secret"][0]["fields"]["card"]] += 1
    assert set(taken) == {"joy", "love"} and 170 <= taken["joy"] <= 230  # 2 in 3 expected


def test_R7_the_last_winner_chooses_the_next_hands_first_style_before_the_deal():
    state, _ = new_game([SIX, B], ["indecision"] * 2, winner_options=True)
    state = table(state, {0: ["joy"], 1: ["force"]}, piles={0: ["love"]}, leader=0)
    state, events = play(state, stake(0, "joy"), stake(1, "force"))
    assert of_type(events, "hand_ended") and not of_type(events, "hand_started")
    assert state.phase == CHOOSE_STYLE and ENGINE.to_act(state) == (1,)
    view = ENGINE.view(state, None)
    assert view["hand_number"] == 1 and view["piles"] == [["love"], ["joy", "force"]]
    assert [s["hand"] for s in view["scores"]] == [3, 8]
    state, events = play(state, ChooseStyle(1, False, False, True))
    started = seen_by(events, None, "hand_started")[0]
    assert started["hand"] == 2 and started["style"]["naked"] and None not in started["hands"]


def test_R8_an_exact37_play_off_is_led_as_E2_4_says_by_a_player_taking_part():
    state, _ = new_game([SIX, SIX, SIX], target="exact37")
    state = table(state, {0: ["joy"], 1: ["force"], 2: ["sadness"]},
                  piles={0: ["goodness", "joy"], 2: ["goodness"]}, totals=[35, 0, 30], leader=0)
    state, events = play(state, stake(0, "joy"), stake(1, "force"), stake(2, "sadness"))
    assert state.match.totals == (41, 7, 35) and state.match.playoff == (0, 2)
    # Seat 1 won the last trick but plays no play-off: the next player taking part after it.
    assert of_type(events, "hand_started")[0]["leader"] == 2


def test_R9_a_player_who_names_one_who_has_taken_takes_then_the_chain_ends():
    state, _ = new_game([A, B, C], ["indecision"] * 3, forced_exchange=True)
    state, _ = play(state, Exchange(0, 1))
    assert Exchange(1, 0) in ENGINE.legal_moves(state, 1)
    state, events = play(state, Exchange(1, 0))
    take = of_type(events, "exchange_take")[0]
    assert (take["taker"], take["victim"], take["ends"]) == (1, 0, True)
    assert take["secret"][0]["fields"]["card"] != "force"
    assert [len(h) for h in state.hands] == [7, 7, 7] and state.phase == STAKE
    assert Card.FORCE in state.hands[0]


def test_R10_covered_and_naked_together():
    state, _ = new_game([SIX, B], ["joy", "love"], covered=True, naked=True)
    state, events = play(state, stake(0, "goodness"))
    spectator = ENGINE.view(state, None)
    assert all("cards" in h for h in spectator["hands"])
    assert spectator["trick"] == [{"seat": 0, "count": 1}]
    assert ENGINE.view(state, 1)["trick"] == [{"seat": 0, "count": 1}]
    assert ENGINE.view(state, 0)["trick"][0]["cards"] == ["goodness"]
    assert "cards" not in seen_by(events, 1, "stake")[0]


def test_R11_at_most_24_explicit_deals():
    deals = [deal([SIX, SIX], leader=None)] * (MAX_DEALS + 1)
    with pytest.raises(IllegalSetup) as err:
        ENGINE.start(config(2), "r11", deals)
    assert (err.value.rule, err.value.field) == ("R11", "deals")
    ENGINE.start(config(2), "r11", deals[:MAX_DEALS])


def test_R11_a_later_deal_is_checked_when_its_hand_starts():
    state, _ = new_game([SIX, SIX, SIX], more=[deal([SIX, SIX, SIX], leader=None)])
    state = table(state, {0: ["force"], 1: ["joy"]}, piles={2: ["fury"]}, leader=0)
    before = ENGINE.dump(state)
    with pytest.raises(IllegalSetup) as err:  # seat 2 goes out: it may be dealt nothing
        play(state, stake(0, "force"), stake(1, "joy"))
    assert (err.value.rule, err.value.field) == ("G5", "deals.1.hands.2")
    assert ENGINE.dump(state) == before


@pytest.mark.parametrize("players", [2, 3])
def test_R11_a_later_deal_that_deals_to_fewer_than_two_seats_is_refused_at_creation(players):
    # E5.1: one player left has won, and a play-off has two or more: such a deal is never used.
    later = deal([SIX] + [[]] * (players - 1), leader=None)
    with pytest.raises(IllegalSetup) as err:
        new_game([SIX] * players, more=[later])
    assert (err.value.rule, err.value.field) == ("G5", "deals.1.hands")
    # Two seats of three dealt: the hand after one goes out.
    new_game([SIX] * 3, more=[deal([SIX, SIX, []], leader=None)])


def test_R11_a_later_deals_leader_in_a_tie_play_off_must_agree_with_E5_2():
    state, _ = new_game([SIX, SIX], more=[deal([SIX, SIX], leader=1)])
    state = table(state, {0: ["force"], 1: ["joy"]}, piles={1: ["love", "love"]},
                  totals=[30, 32], leader=0)
    with pytest.raises(IllegalSetup) as err:  # a tie on 38: seat 0 led, so seat 0 leads
        play(state, stake(0, "force"), stake(1, "joy"))
    assert (err.value.rule, err.value.field) == ("E5.2", "deals.1.leader")


def test_R11_a_later_deal_in_a_tie_play_off_is_led_as_E5_2_says():
    state, _ = new_game([SIX, SIX], more=[deal([SIX, SIX], leader=None)])
    state = table(state, {0: ["force"], 1: ["joy"]}, piles={1: ["love", "love"]},
                  totals=[30, 32], leader=0)
    state, events = play(state, stake(0, "force"), stake(1, "joy"))
    assert of_type(events, "hand_started")[-1]["leader"] == 0  # a tie on 38: seat 0 led


@pytest.mark.parametrize("exit", [False, True])
def test_R12_how_a_shuffled_hand_is_dealt(exit):
    rng = Rng("r12")
    leader = rng.below(3)
    cards = deck(1)
    if exit:
        for _ in range(3):
            cards = remove_cards(cards, EXIT_HAND)
    rng.shuffle(cards)
    if exit:
        hands, stock = [sort_cards(EXIT_HAND)] * 3, cards
    else:
        hands, stock = [sort_cards(cards[6 * i : 6 * i + 6]) for i in range(3)], cards[18:]
    state, events = ENGINE.start(config(3, exit=exit), "r12")
    assert state.leader == leader
    everything = of_type(events, "hand_started")[0]["secret"][-1]
    assert everything["to"] == [] and everything["fields"]["hands"] == [codes(h) for h in hands]
    draws = [(d["seat"], d["secret"][0]["fields"]["card"]) for d in of_type(events, "draw")]
    first = [] if exit else [((leader + i) % 3, stock[i].value) for i in range(3)]
    assert draws == first


def test_R13_a_leader_with_no_cards_still_leads_but_does_not_stake():
    state, _ = new_game([SIX, SIX, SIX])
    state = table(state, {1: ["love", "joy"], 2: ["love", "joy"]}, leader=0)
    assert ENGINE.to_act(state) == (1,)
    state, events = play(state, stake(1, "love"), stake(2, "love"))
    assert of_type(events, "trick_resolved")[0]["winner"] == 1  # first staker wins the tie
    state, _ = new_game([SIX, SIX, SIX])
    state = table(state, {1: ["hunger", "joy"], 2: ["love", "joy"]}, leader=0)
    state, _ = play(state, stake(1, "hunger"), stake(2, "love"))
    assert state.leader == 0 and ENGINE.to_act(state) == (1,)


def test_R14_the_style_just_played_stays_on_view_while_the_winner_chooses():
    state, _ = new_game([SIX, B], ["indecision"] * 2, winner_options=True)
    state = replace(state, style=Style(stock_face_up=True, naked=True))
    state = table(state, {0: ["fury", "joy"], 1: ["joy", "love"]}, stock=["hunger", "hunger"],
                  leader=0)
    state, _ = play(state, stake(0, "fury"), stake(1, "joy"))
    assert state.phase == CHOOSE_STYLE
    spectator = ENGINE.view(state, None)
    assert spectator["hands"][1]["cards"] == ["love"] and spectator["stock_top"] == "hunger"
    state, _ = play(state, ChooseStyle(0, False, False, False))
    spectator = ENGINE.view(state, None)
    assert "cards" not in spectator["hands"][1] and "stock_top" not in spectator


def test_describe_lists_options_presets_combinations_and_moves():
    described = ENGINE.describe()
    assert described["name"] == "emotrions" and described["players"] == {"min": 2, "max": 6}
    options = {o["name"]: o for o in described["options"]}
    assert set(options) == {"decks", "target", "stock_face_up", "covered", "naked",
                            "winner_options", "forced_exchange", "exit"}
    assert options["target"]["choices"] == ["reach37", "exact37"]
    assert options["exit"]["rule"] == "E8" and options["decks"]["choices"] == [1, 2]
    assert [p["name"] for p in described["presets"]] == ["standard", "naked", "pure-strategy"]
    rules = {c["rule"] for c in described["combinations"]["forbidden"]}
    assert rules == {"E8", "R2", "R3", "R4"}
    examples = {m["type"]: m["example"] for m in described["moves"]}
    assert examples["stake"] == {"type": "stake", "cards": ["love", "indecision"]}
    assert examples["exchange"] == {"type": "exchange", "victim": 2}
    for move_type, example in examples.items():
        fields = {k: v for k, v in example.items() if k != "type"}
        assert ENGINE.move_types[move_type](seat=0, **fields).to_dict() == example


def test_R11_a_game_with_the_most_deals_keeps_its_snapshot_under_4_kb():
    import json

    cfg = config(6, target="exact37")
    deals = [deal([SIX] * 6, leader=0 if i == 0 else None, decks=2) for i in range(MAX_DEALS)]
    state, _ = ENGINE.start(cfg, "big", deals)
    assert len(json.dumps(ENGINE.dump(state), separators=(",", ":"))) <= 4096
