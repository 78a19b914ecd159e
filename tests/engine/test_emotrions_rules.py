"""EmotrionsOnCards: one or more scenario tests for every rule of G and E1–E4 (RULES.md)."""

from __future__ import annotations

from collections import Counter

import pytest
from test_emotrions_support import (
    ENGINE,
    SIX,
    ChooseStyle,
    Decline,
    config,
    deal,
    new_game,
    of_type,
    play,
    seen_by,
    stake,
    table,
)

from variants.base import ALL, IllegalMove, IllegalSetup
from variants.emotrions.cards import Card, deck
from variants.emotrions.engine import STAKE


def two_player_game(**options):
    return new_game([SIX, SIX], ["force", "hunger"], leader=0, **options)


# ---------------------------------------------------------------------------------------------
# G. Common


def test_G1_a_player_out_takes_no_part():
    # Hand 1 ends with seat 2 below zero: seat 2 is out, gets no cards and is never awaited.
    hand2 = deal([SIX, SIX, []], leader=None)
    state, _ = new_game([SIX, SIX, SIX], more=[hand2])
    state = table(state, {0: ["force"], 1: ["joy"]}, piles={2: ["fury", "fury"]}, leader=0)
    state, events = play(state, stake(0, "force"), stake(1, "joy"))
    assert of_type(events, "hand_ended")[0]["outcome"]["went_out"] == [2]
    assert state.participants == (0, 1)
    view = ENGINE.view(state, 2)
    assert view["out"] == [2] and view["hands"][2] == {"count": 0, "cards": []}
    assert ENGINE.legal_moves(state, 2) == []
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, stake(2, "joy"))
    assert err.value.rule == "G6"
    started = of_type(events, "hand_started")[0]
    assert started["participants"] == [0, 1] and started["hand"] == 2


def test_G1_next_player_skips_seats_taking_no_part():
    # Seat 1 is out: the draw goes from the leader (seat 0) straight to seat 2.
    state, _ = new_game([SIX, SIX, SIX])
    state = table(state, {0: ["force", "joy"], 2: ["joy", "love"]}, stock=["love", "fury"],
                  leader=0, out=[1], totals=[5, -1, 5])
    state, events = play(state, stake(0, "joy"), stake(2, "love"))
    assert [e["seat"] for e in of_type(events, "draw")] == [2, 0]  # seat 2 won and leads
    assert ENGINE.to_act(state) == (2,)


def test_G2_a_seed_makes_the_game_reproducible():
    cfg = config(4, forced_exchange=True)
    a, events_a = ENGINE.start(cfg, "same seed")
    b, events_b = ENGINE.start(cfg, "same seed")
    c, _ = ENGINE.start(cfg, "another seed")
    assert a == b and [e.to_dict() for e in events_a] == [e.to_dict() for e in events_b]
    assert (a.hands, a.stock) != (c.hands, c.stock)
    for _ in range(30):  # the same moves lead to the same states, exchange picks included
        if ENGINE.is_finished(a):
            break
        seat = ENGINE.to_act(a)[0]
        move = ENGINE.legal_moves(a, seat)[0]
        (a, ea), (b, eb) = ENGINE.apply(a, move), ENGINE.apply(b, move)
        assert a == b and [e.to_dict() for e in ea] == [e.to_dict() for e in eb]


def test_G3_a_seat_sees_only_its_own_hand_and_not_the_stock():
    state, events = two_player_game()
    for viewer, other in ((0, 1), (1, 0)):
        view = ENGINE.view(state, viewer)
        assert view["hands"][viewer]["cards"] == [c.value for c in state.hands[viewer]]
        assert view["hands"][other] == {"count": 7}
        assert "stock" not in view and "stock_top" not in view
    spectator = ENGINE.view(state, None)
    assert all("cards" not in h for h in spectator["hands"])
    assert ENGINE.view(state, ALL)["stock"] == [c.value for c in state.stock]
    started = seen_by(events, 1, "hand_started")[0]
    assert started["hands"][0] is None and sorted(started["hands"][1]) == sorted(SIX)
    assert seen_by(events, None, "hand_started")[0]["hands"] == [None, None]
    in_order = [c.value for c in Card if c.value in SIX]
    assert seen_by(events, ALL, "hand_started")[0]["hands"] == [in_order, in_order]
    draws = seen_by(events, 1, "draw")
    assert draws == [{"type": "draw", "seat": 0}, {"type": "draw", "seat": 1, "card": "hunger"}]


def test_G4_an_illegal_move_changes_nothing():
    state, _ = two_player_game()
    before = ENGINE.dump(state)
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, stake(0, "force", "fury"))
    assert err.value.rule == "E3.3"
    assert ENGINE.dump(state) == before


@pytest.mark.parametrize(
    "change, field",
    [
        (lambda d: d["hands"][0].pop(), "deals.0.hands.0"),
        (lambda d: d["hands"][1].__setitem__(0, "smile"), "deals.0.hands.1.0"),
        (lambda d: d["stock"].pop(), "deals.0"),
        (lambda d: d["stock"].__setitem__(0, "hunger"), "deals.0"),
        (lambda d: d.__setitem__("leader", 2), "deals.0.leader"),
        (lambda d: d.__setitem__("dealer", 0), "deals.0.dealer"),
        (lambda d: d["hands"].append([]), "deals.0.hands"),
    ],
)
def test_G5_an_explicit_deal_must_be_exactly_the_deck(change, field):
    bad = deal([SIX, SIX])
    change(bad)
    with pytest.raises(IllegalSetup) as err:
        ENGINE.start(config(2), "s", [bad])
    assert (err.value.rule, err.value.field) == ("G5", field)


def test_G5_the_first_hand_deals_every_seat():
    with pytest.raises(IllegalSetup) as err:
        ENGINE.start(config(3), "s", [deal([SIX, SIX, []])])
    assert (err.value.rule, err.value.field) == ("G5", "deals.0.hands.2")


def test_G5_the_stock_is_dealt_top_card_first():
    state, events = new_game([SIX, SIX], ["force", "hunger", "love"])
    assert state.stock[0] == Card.LOVE
    assert [e["secret"][0]["fields"]["card"] for e in of_type(events, "draw")] == [
        "force", "hunger"]


def test_G6_a_move_not_awaited_or_of_the_wrong_kind():
    state, _ = two_player_game()
    for move in (stake(1, "joy"), ChooseStyle(0, False, False, False), Decline(0),
                 stake(7, "joy")):
        with pytest.raises(IllegalMove) as err:
            ENGINE.apply(state, move)
        assert err.value.rule == "G6", move


def test_G6_no_move_once_the_game_is_over():
    state, _ = two_player_game()
    state = table(state, {0: ["force"], 1: ["joy"]}, totals=[30, 0], leader=0)
    state, _ = play(state, stake(0, "force"), stake(1, "joy"))
    assert ENGINE.is_finished(state) and ENGINE.to_act(state) == ()
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, stake(0, "joy"))
    assert err.value.rule == "G6"


# ---------------------------------------------------------------------------------------------
# E1 Cards


def test_E1_1_the_deck_and_card_values():
    state, _ = ENGINE.start(config(3), "deck")
    everything = Counter(state.stock) + sum((Counter(h) for h in state.hands), Counter())
    assert everything == Counter({card: 4 for card in Card}) and sum(everything.values()) == 36
    view = ENGINE.view(state, 0)
    assert sum(h["count"] for h in view["hands"]) + view["stock_count"] == 36


@pytest.mark.parametrize("players, decks", [(2, 1), (3, 1), (4, 1), (5, 2), (6, 2)])
def test_E1_2_decks_default_by_player_count(players, decks):
    cfg = config(players)
    assert cfg.decks == decks
    state, _ = ENGINE.start(cfg, "decks")
    assert sum(len(h) for h in state.hands) + len(state.stock) == 36 * decks


def test_E1_2_two_decks_hold_eight_of_each_type_for_the_whole_game():
    cfg = config(2, decks=2)
    state, _ = ENGINE.start(cfg, "two")
    assert Counter(deck(2)) == Counter({card: 8 for card in Card})
    state = table(state, {0: ["force"], 1: ["joy"]}, totals=[30, 32],
                  piles={1: ["love", "love"]}, leader=0)
    state, _ = play(state, stake(0, "force"), stake(1, "joy"))
    assert state.match.playoff == (0, 1)  # a play-off hand, dealt from the same two decks
    assert sum(len(h) for h in state.hands) + len(state.stock) == 72
    with pytest.raises(IllegalSetup) as err:
        config(2, decks=3)
    assert (err.value.rule, err.value.field) == ("E1.2", "options.decks")


# ---------------------------------------------------------------------------------------------
# E2 Players, deal, lead


@pytest.mark.parametrize("players", [1, 7])
def test_E2_1_two_to_six_players(players):
    with pytest.raises(IllegalSetup) as err:
        config(players)
    assert err.value.rule == "E2.1"


def test_E2_2_the_first_leader_is_drawn_by_lot_or_given():
    leaders = {ENGINE.start(config(4), f"lot {i}")[0].leader for i in range(24)}
    assert leaders == {0, 1, 2, 3}
    assert ENGINE.start(config(4), "lot 0", start={"leader": 2})[0].leader == 2
    state, events = new_game([SIX, SIX, SIX], leader=1)
    assert state.leader == 1 and of_type(events, "hand_started")[0]["leader"] == 1
    with pytest.raises(IllegalSetup) as err:
        ENGINE.start(config(4), "s", start={"leader": 4})
    assert err.value.rule == "E2.2"


def test_E2_3_six_cards_each_and_the_rest_is_the_stock():
    state, events = ENGINE.start(config(3), "deal")
    started = of_type(events, "hand_started")[0]
    assert [len(s["fields"]["hands"][i]) for i, s in enumerate(started["secret"][:3])] == [6] * 3
    assert started["stock_count"] == 18
    # E3.1: and then the first trick's draw.
    assert [len(h) for h in state.hands] == [7, 7, 7] and len(state.stock) == 15


def test_E2_4_the_last_tricks_winner_leads_the_next_hand():
    state, _ = two_player_game()
    state = table(state, {0: ["joy"], 1: ["force"]}, leader=0)
    state, events = play(state, stake(0, "joy"), stake(1, "force"))
    assert of_type(events, "hand_started")[0]["leader"] == 1 and state.hand_leader == 1


def test_E2_4_after_hunger_the_last_tricks_leader_leads_the_next_hand():
    state, _ = two_player_game()
    state = table(state, {0: ["hunger"], 1: ["force"]}, leader=0)
    state, events = play(state, stake(0, "hunger"), stake(1, "force"))
    assert of_type(events, "hand_started")[0]["leader"] == 0


def test_E2_4_if_that_player_is_out_the_next_player_still_in_leads():
    state, _ = new_game([SIX, SIX, SIX])
    # Seat 1 wins the last trick (fury, force and joy: +3) but goes below zero: seat 2 leads.
    state = table(state, {0: ["fury"], 1: ["force"], 2: ["joy"]}, totals=[0, -4, 0], leader=0)
    state, events = play(state, stake(0, "fury"), stake(1, "force"), stake(2, "joy"))
    assert of_type(events, "trick_resolved")[0]["winner"] == 1
    assert of_type(events, "hand_ended")[0]["outcome"]["went_out"] == [1]
    assert of_type(events, "hand_started")[0]["leader"] == 2


def test_E2_4_a_later_deals_leader_is_checked_when_its_hand_starts():
    # R11 (API.md: a later deal may leave its leader out; if given, it must agree): who leads
    # hand 2 is known only from hand 1's play, so the game is created with any leader, and the
    # trick that would start the hand with another is refused, nothing changed.
    state, _ = new_game([SIX, SIX], more=[deal([SIX, SIX], leader=0)])
    state = table(state, {0: ["joy"], 1: ["force"]}, leader=0)
    before = ENGINE.dump(state)
    with pytest.raises(IllegalSetup) as err:
        play(state, stake(0, "joy"), stake(1, "force"))  # seat 1 wins the last trick
    assert (err.value.rule, err.value.field) == ("E2.4", "deals.1.leader")
    assert ENGINE.dump(state) == before


def test_E2_4_a_later_deals_leader_that_agrees_leads_its_hand():
    state, _ = new_game([SIX, SIX], more=[deal([SIX, SIX], leader=1)])
    state = table(state, {0: ["joy"], 1: ["force"]}, leader=0)
    state, events = play(state, stake(0, "joy"), stake(1, "force"))
    assert of_type(events, "hand_started")[-1]["leader"] == 1 == state.leader


def test_E2_4_a_later_deal_is_led_by_who_would_have_led_the_next_trick():
    state, _ = new_game([SIX, SIX], more=[deal([SIX, SIX], leader=None)])
    state = table(state, {0: ["joy"], 1: ["force"]}, leader=0)
    state, events = play(state, stake(0, "joy"), stake(1, "force"))
    winner = of_type(events, "trick_resolved")[-1]["winner"]
    assert of_type(events, "hand_started")[-1]["leader"] == winner == state.leader


# ---------------------------------------------------------------------------------------------
# E3 A trick


def test_E3_1_everyone_draws_at_the_start_of_every_trick_leader_first():
    state, events = new_game([SIX, SIX, SIX], ["joy", "love", "goodness"], leader=1)
    draws = of_type(events, "draw")
    assert [(d["seat"], d["secret"][0]["fields"]["card"]) for d in draws] == [
        (1, "joy"), (2, "love"), (0, "goodness")]
    assert [len(h) for h in state.hands] == [7, 7, 7]


def test_E3_1_draws_stop_when_the_stock_runs_out():
    state, _ = new_game([SIX, SIX, SIX])
    state = table(state, {0: ["joy", "love"], 1: ["fury", "love"], 2: ["joy", "sadness"]},
                  stock=["force"], leader=0)
    state, events = play(state, stake(0, "joy"), stake(1, "fury"), stake(2, "joy"))
    assert [d["seat"] for d in of_type(events, "draw")] == [1]  # the winner leads, draws first
    assert [len(h) for h in state.hands] == [1, 2, 1] and state.stock == ()


def test_E3_2_every_player_with_cards_stakes_in_order_and_one_without_is_skipped():
    state, _ = new_game([SIX, SIX, SIX])
    state = table(state, {0: ["joy", "love"], 2: ["joy", "sadness"]}, leader=2)
    assert ENGINE.to_act(state) == (2,)
    state, _ = play(state, stake(2, "joy"))
    assert ENGINE.to_act(state) == (0,)  # seat 1 holds nothing: skipped


@pytest.mark.parametrize("cards", [(), ("joy", "love", "goodness")])
def test_E3_2_a_stake_is_one_or_two_cards(cards):
    state, _ = two_player_game()
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, stake(0, *cards))
    assert err.value.rule == "E3.2"


@pytest.mark.parametrize(
    "cards",
    [("force", "fury"), ("hunger", "joy"), ("hunger", "indecision"), ("love", "sadness")],
)
def test_E3_3_invalid_combinations(cards):
    state, _ = new_game([SIX, SIX], ["force", "hunger"])
    state = table(state, {0: ["force", "fury", "hunger", "joy", "indecision", "love", "sadness"],
                          1: ["joy"]}, leader=0)
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, stake(0, *cards))
    assert err.value.rule == "E3.3"


@pytest.mark.parametrize(
    "cards",
    [("force", "goodness"), ("fury", "hatred"), ("indecision", "love"),
     ("indecision", "fury"), ("indecision", "indecision"), ("hunger",), ("indecision",)],
)
def test_E3_3_valid_combinations(cards):
    hand = ["force", "goodness", "fury", "hatred", "indecision", "indecision", "love", "hunger"]
    state, _ = new_game([SIX, SIX])
    state = table(state, {0: hand, 1: ["joy"]}, leader=0)
    assert stake(0, *cards) in ENGINE.legal_moves(state, 0)
    ENGINE.apply(state, stake(0, *cards))


def test_E3_3_only_cards_in_hand():
    state, _ = two_player_game()
    with pytest.raises(IllegalMove) as err:
        ENGINE.apply(state, stake(0, "force", "force"))  # holds one force only
    assert err.value.rule == "E3.3" and "does not hold force+force" in err.value.detail


def test_E3_3_listing_each_distinct_stake_once():
    state, _ = new_game([SIX, SIX])
    state = table(state, {0: ["love", "love", "indecision", "hunger"], 1: ["joy"]}, leader=0)
    assert [m.cards for m in ENGINE.legal_moves(state, 0)] == [
        (Card.LOVE,), (Card.HUNGER,), (Card.INDECISION,),
        (Card.LOVE, Card.LOVE), (Card.LOVE, Card.INDECISION),
    ]


def resolve(first, second):
    """A trick of seat 0 staking ``first`` then seat 1 ``second``: the trick_resolved event."""
    state, _ = new_game([SIX, SIX])
    state = table(state, {0: [*first, "sadness"], 1: [*second, "sadness"]},
                  stock=["hunger", "hunger"], leader=0)
    state, events = play(state, stake(0, *first), stake(1, *second))
    return of_type(events, "trick_resolved")[0]


@pytest.mark.parametrize(
    "stronger, weaker",
    [
        (("fury",), ("love",)),
        (("love", "love"), ("fury",)),
        (("love", "indecision"), ("fury",)),
        (("force",), ("love", "love")),
        (("force",), ("hatred", "hatred")),
        (("fury", "fury"), ("force",)),
        (("goodness", "goodness"), ("force",)),
    ],
)
def test_E3_4_the_seeds_examples(stronger, weaker):
    assert resolve(stronger, weaker)["winner"] == 0
    assert resolve(weaker, stronger)["winner"] == 1


def test_E3_4_indecision_doubles():
    trick = resolve(("love", "indecision"), ("goodness",))
    assert [s["strength"] for s in trick["stakes"]] == [6, 5] and trick["winner"] == 0


def test_E3_4_strength_is_the_sum_of_absolute_values():
    trick = resolve(("fury", "hatred"), ("goodness", "love"))
    assert [s["strength"] for s in trick["stakes"]] == [8, 8]
    assert trick["winner"] == 0  # E3.6: equal strength, the first staker


def test_E3_5_hunger_eats_the_trick_and_the_leader_leads_again():
    state, _ = new_game([SIX, SIX, SIX])
    state = table(state, {0: ["joy", "love"], 1: ["hunger", "joy"], 2: ["force", "joy"]},
                  stock=["love", "love", "love"], leader=0)
    discarded = len(state.discarded)
    state, events = play(state, stake(0, "joy"), stake(1, "hunger"))
    assert ENGINE.to_act(state) == (2,)  # E3.5 ruling: the trick is completed first
    state, events = play(state, stake(2, "force"))
    trick = of_type(events, "trick_resolved")[0]
    assert (trick["winner"], trick["hunger"], trick["to"]) == (None, True, "discard")
    assert len(state.discarded) == discarded + 3 and state.piles == ((), (), ())
    assert state.leader == 0 and [d["seat"] for d in of_type(events, "draw")] == [0, 1, 2]


def test_E3_6_the_highest_stake_wins_ties_to_the_first_staker():
    state, _ = new_game([SIX, SIX, SIX])
    state = table(state, {0: ["love", "joy"], 1: ["fury", "joy"], 2: ["goodness", "joy"]},
                  stock=["love", "love", "love"], leader=0)
    state, events = play(state, stake(0, "love"), stake(1, "fury"), stake(2, "goodness"))
    assert of_type(events, "trick_resolved")[0]["winner"] == 1
    assert state.piles[1] == (Card.LOVE, Card.GOODNESS, Card.FURY)
    assert state.leader == 1 and [d["seat"] for d in of_type(events, "draw")] == [1, 2, 0]


def test_E3_7_won_piles_are_public():
    state, _ = two_player_game()
    state = table(state, {0: ["force", "joy"], 1: ["fury", "joy"]}, stock=["love", "love"],
                  leader=0)
    state, _ = play(state, stake(0, "force"), stake(1, "fury"))
    for viewer in (0, 1, None):
        assert ENGINE.view(state, viewer)["piles"] == [["force", "fury"], []]


def test_E3_8_indecision_alone_is_a_pass_and_goes_to_the_winner():
    trick = resolve(("indecision",), ("joy",))
    assert trick["winner"] == 1 and trick["stakes"][0]["pass"] is True
    trick = resolve(("indecision", "indecision"), ("sadness",))
    assert trick["winner"] == 1


def test_E3_8_when_everyone_passes_the_cards_are_discarded():
    state, _ = new_game([SIX, SIX])
    state = table(state, {0: ["indecision", "joy"], 1: ["indecision", "indecision", "joy"]},
                  stock=["love", "love"], leader=1)
    state, events = play(state, stake(1, "indecision", "indecision"), stake(0, "indecision"))
    trick = of_type(events, "trick_resolved")[0]
    assert (trick["winner"], trick["hunger"], trick["to"]) == (None, False, "discard")
    assert state.leader == 1 and state.piles == ((), ())


# ---------------------------------------------------------------------------------------------
# E4 End of a hand and scoring


def test_E4_1_the_hand_ends_and_the_last_holder_adds_their_cards():
    state, _ = two_player_game()
    state = table(state, {0: ["joy"], 1: ["love", "goodness"]}, leader=0)
    state, events = play(state, stake(0, "joy"), stake(1, "love"))
    ended = of_type(events, "hand_ended")[0]
    assert ended["added"] == {"seat": 1, "cards": ["goodness"]}
    assert ended["points"] == [0, 9] and ended["hand"] == 1


def test_E4_1_the_hand_goes_on_while_two_players_hold_cards():
    state, _ = two_player_game()
    state = table(state, {0: ["joy", "love"], 1: ["love", "goodness"]}, leader=0)
    state, events = play(state, stake(0, "joy"), stake(1, "love"))
    assert not of_type(events, "hand_ended") and state.phase == STAKE
    assert ENGINE.to_act(state) == (1,)


def test_E4_2_hand_score_is_the_pile_sum_neutral_cards_count_zero():
    state, _ = two_player_game()
    state = table(state, {0: ["love", "indecision"], 1: ["hunger"]},
                  piles={0: ["force", "fury", "indecision"], 1: ["sadness", "joy"]}, leader=0)
    assert [s["hand"] for s in ENGINE.view(state, None)["scores"]] == [2, 0]
    state, events = play(state, stake(0, "love", "indecision"), stake(1, "hunger"))
    assert of_type(events, "hand_ended")[0]["points"] == [2, 0]  # Hunger ate the last trick


def test_E4_3_hand_scores_add_to_totals_and_ties_share_the_hand():
    state, _ = two_player_game()
    state = table(state, {0: ["joy"], 1: ["sadness"]}, piles={1: ["love", "love", "joy"]},
                  leader=0)
    state, events = play(state, stake(0, "joy"), stake(1, "sadness"))
    ended = of_type(events, "hand_ended")[0]
    assert ended["points"] == [0, 7] and ended["totals"] == [0, 7]
    assert ended["hand_winners"] == [1]
    state = table(state, {0: ["joy"], 1: ["joy"]}, piles={0: ["love"], 1: ["goodness"]},
                  leader=0)
    state, events = play(state, stake(0, "joy"), stake(1, "joy"))
    ended = of_type(events, "hand_ended")[0]
    assert ended["points"] == [5, 5] and ended["hand_winners"] == [0, 1]
    assert ENGINE.view(state, None)["history"] == [
        {"hand": 1, "points": [0, 7], "counted": True},
        {"hand": 2, "points": [5, 5], "counted": True},
    ]
