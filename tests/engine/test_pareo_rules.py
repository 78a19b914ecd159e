"""Emotrions Pareo scenarios, one per rule of P1–P7 and per ruling R20–R29, from exact deals."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from variants.base import ALL, IllegalMove, IllegalSetup, redact_event
from variants.emotrions.cards import Card, deck, sort_cards
from variants.emotrions.match import Match
from variants.pareo import VARIANT
from variants.pareo.chart import table_value
from variants.pareo.engine import (
    ANSWER,
    ATTACK,
    Answer,
    Attack,
    Config,
    Deal,
    Decline,
)
from variants.rng import Rng

JOY, LOVE, GOODNESS, FORCE = Card.JOY, Card.LOVE, Card.GOODNESS, Card.FORCE
SADNESS, HATRED, FURY = Card.SADNESS, Card.HATRED, Card.FURY
HUNGER, INDECISION = Card.HUNGER, Card.INDECISION


# ----------------------------------------------------------------------------------------------
# Helpers


def make_deal(hand0=(), hand1=(), stock_top=(), leader=0) -> dict:
    """An explicit deal: the given cards, hands filled to 6 and the stock completed from the rest
    of the deck in deck order (so every filler card is known)."""
    rest = list((Counter(deck()) - Counter([*hand0, *hand1, *stock_top])).elements())
    rest = sort_cards(rest)
    hands = []
    for given in (hand0, hand1):
        fill = 6 - len(given)
        hands.append([*given, *rest[:fill]])
        rest = rest[fill:]
    return {
        "hands": [[c.value for c in h] for h in hands],
        "stock": [c.value for c in (*stock_top, *rest)],
        "leader": leader,
    }


def begin(hand0=(), hand1=(), stock_top=(), leader=0, config=None, **options):
    """A started game from an explicit deal; returns (state, events as stored dicts)."""
    config = config or VARIANT.configure(2, options)
    state, events = VARIANT.start(config, "scenario", [make_deal(hand0, hand1, stock_top, leader)])
    VARIANT.audit(state)
    return state, [e.to_dict() for e in events]


def play(state, *moves):
    """Apply ``moves`` in turn; returns the last state and every event (stored dicts)."""
    events = []
    for move in moves:
        state, new = VARIANT.apply(state, move)
        VARIANT.audit(state)
        events += [e.to_dict() for e in new]
    return state, events


def of(events, kind):
    return [e for e in events if e["type"] == kind]


def one(events, kind):
    (event,) = of(events, kind)
    return event


def staged(hands, *, stock=(), attack=(), piles=((), ()), challenger=0, opener=None,
           totals=(0, 0), target="reach37", playoff=(), playoff_kind=None, deals=(),
           history=None, **options):
    """A state built directly: the given hands, stock, table and piles, every other card of the
    deck discarded, so that a hand's end can be reached in one or two moves. Nonzero totals
    come from one earlier hand unless ``history`` says otherwise."""
    if history is None:
        history = ((*totals, True),) if any(totals) else ()
    config = Config(2, target, **options)
    base, _ = VARIANT.start(config, "staged")
    used = Counter([*hands[0], *hands[1], *stock, *attack, *piles[0], *piles[1]])
    state = dataclasses.replace(
        base,
        match=dataclasses.replace(
            Match.new(2, target), totals=tuple(totals), playoff=tuple(playoff),
            playoff_kind=playoff_kind,
        ),
        hand_number=len(history) + 1,
        history=tuple(history),
        opener=challenger if opener is None else opener,
        challenger=challenger,
        phase=ANSWER if attack else ATTACK,
        hands=tuple(tuple(sort_cards(h)) for h in hands),
        stock=tuple(stock),
        attack=tuple(sort_cards(attack)),
        piles=tuple(tuple(sort_cards(p)) for p in piles),
        discards=tuple(sort_cards((Counter(deck()) - used).elements())),
        deals=tuple(deals),
    )
    VARIANT.audit(state)
    return state


def resolved(attack, answer, hand0=(), hand1=()):
    """Seat 0 (Challenger) attacks with ``attack``; seat 1 answers ``answer`` or declines
    (``None``). Returns the state after the play and its events."""
    state, _ = begin([*attack, *hand0], [*(answer or ()), *hand1])
    reply = Decline(1) if answer is None else Answer(1, answer)
    return play(state, Attack(0, attack), reply)


def refused(state, move, rule):
    with pytest.raises(IllegalMove) as info:
        VARIANT.apply(state, move)
    assert info.value.rule == rule, info.value.detail
    return info.value


# ----------------------------------------------------------------------------------------------
# P1: the deal and the first Challenger


def test_P1_six_cards_each_then_the_first_plays_draws():
    state, events = begin([LOVE], [HATRED], stock_top=[FORCE, FURY], leader=1)
    started = one(events, "hand_started")
    assert started["hand_number"] == 1 and started["challenger"] == 1 and started["pareo"] == 0
    assert started["stock_count"] == 24
    secrets = {s["to"][0]: s["fields"]["hand"] for s in started["secret"]}
    assert len(secrets[0]) == len(secrets[1]) == 6 and "love" in secrets[0]
    # P2 (a): the Challenger (seat 1) draws the top card first, then the Pareo.
    draws = of(events, "draw")
    assert [d["seat"] for d in draws] == [1, 0]
    assert [d["secret"][0]["fields"]["card"] for d in draws] == ["force", "fury"]
    assert FORCE in state.hands[1] and FURY in state.hands[0]
    assert [len(h) for h in state.hands] == [7, 7] and len(state.stock) == 22
    assert VARIANT.to_act(state) == (1,)


def test_P1_first_challenger_by_lot_unless_given():
    config = VARIANT.configure(2, {})
    drawn = {VARIANT.start(config, f"lot-{i}")[0].challenger for i in range(16)}
    assert drawn == {0, 1}
    for seed in ("lot-1", "lot-2"):
        # R21: the lot is the generator's first draw, before the shuffle.
        assert VARIANT.start(config, seed)[0].challenger == Rng(seed).below(2)
        for leader in (0, 1):
            assert VARIANT.start(config, seed, start={"leader": leader})[0].challenger == leader


def test_P1_later_hand_opened_by_the_higher_total():
    # The Pareo's match makes seat 1 Challenger (P5), but seat 0 has the higher total.
    state = staged(((), (LOVE,)), attack=(LOVE,), challenger=0, totals=(20, 0))
    state, events = play(state, Answer(1, [LOVE]))
    assert one(events, "challenger")["seat"] == 1
    assert one(events, "hand_ended")["totals"] == [20, 6]
    assert one(events, "hand_started")["challenger"] == 0
    assert state.challenger == state.opener == 0 and state.hand_number == 3


def test_P1_equal_totals_the_player_who_did_not_open_opens():
    # Seat 0 opened hand 1 and is Challenger at its end (P5); the totals end equal.
    state = staged(((LOVE,), ()), challenger=0, opener=0, totals=(7, 10))
    state, events = play(state, Attack(0, [LOVE]), Decline(1))
    assert one(events, "challenger")["seat"] == 0
    assert one(events, "hand_ended")["totals"] == [10, 10]
    assert one(events, "hand_started")["challenger"] == 1
    assert state.opener == state.challenger == 1


# ----------------------------------------------------------------------------------------------
# P2: a play


def test_P2_draws_while_the_stock_lasts_challenger_first():
    # One card left: only the Challenger draws.
    state = staged(((LOVE,), (JOY,)), stock=(GOODNESS,), challenger=0)
    state, events = play(state, Attack(0, [LOVE]), Decline(1))
    draws = of(events, "draw")
    assert [d["seat"] for d in draws] == [0]  # seat 0 took the love: still Challenger (P5)
    assert state.stock == () and GOODNESS in state.hands[0]


def test_P2_hands_grow_beyond_six():
    state, _ = begin([LOVE], [HUNGER])
    for _ in range(3):
        seat = state.challenger
        state, _ = play(state, Attack(seat, [state.hands[seat][0]]), Decline(1 - seat))
    assert max(len(h) for h in state.hands) > 7


def test_P2_the_challenger_must_attack_and_only_the_pareo_answers():
    state, _ = begin([LOVE], [LOVE])
    refused(state, Decline(0), "G6")
    refused(state, Answer(0, [LOVE]), "G6")
    refused(state, Attack(1, [LOVE]), "G6")
    state, _ = play(state, Attack(0, [LOVE]))
    refused(state, Attack(1, [LOVE]), "G6")
    refused(state, Decline(0), "G6")
    assert VARIANT.legal_moves(state, 0) == []


# ----------------------------------------------------------------------------------------------
# P3: what may answer an attack


def test_E3_3_attack_must_be_a_valid_combination_of_held_cards():
    state, _ = begin([LOVE, FURY, HUNGER, JOY], [SADNESS])
    refused(state, Attack(0, [LOVE, FURY]), "E3.3")
    refused(state, Attack(0, [HUNGER, JOY]), "E3.3")
    refused(state, Attack(0, [LOVE, JOY, JOY]), "E3.3")
    refused(state, Attack(0, []), "E3.3")
    error = refused(state, Attack(0, [FORCE]), "E3.3")
    assert "force" in error.detail


@pytest.mark.parametrize(
    "attack, answer",
    [
        ([LOVE], [GOODNESS]),  # wrong type
        ([HATRED], [FURY]),
        ([LOVE, LOVE], [LOVE]),  # wrong count
        ([LOVE], [LOVE, LOVE]),
        ([LOVE, GOODNESS], [LOVE, JOY]),  # one pair fails
        ([LOVE], [LOVE, FURY]),  # not a valid combination
        ([LOVE], [HUNGER, LOVE]),
        ([LOVE], [LOVE, LOVE, LOVE]),
        ([LOVE], []),
    ],
)
def test_P3_answers_that_are_not_matches_are_refused(attack, answer):
    state, _ = begin(attack, answer)
    state, _ = play(state, Attack(0, attack))
    error = refused(state, Answer(1, answer), "P3")
    assert error.detail


def test_E3_3_answer_of_cards_not_held_is_refused():
    state, _ = begin([LOVE] * 4 + [JOY] * 2, [GOODNESS] * 4 + [SADNESS] * 2, [FURY, FURY])
    state, _ = play(state, Attack(0, [LOVE]))
    error = refused(state, Answer(1, [LOVE]), "E3.3")
    assert error.detail == "seat 1 does not hold love"


def test_P3_lone_force_refused_against_an_attack_holding_a_force():
    state, _ = begin([FORCE, JOY], [FORCE])
    state, _ = play(state, Attack(0, [FORCE, JOY]))
    error = refused(state, Answer(1, [FORCE]), "P3")
    assert "holds a force" in error.detail
    assert Answer(1, [FORCE]) not in VARIANT.legal_moves(state, 1)


@pytest.mark.parametrize(
    "attack, value, taker",
    [
        ([LOVE, GOODNESS], 15, 1),  # positive: the Pareo takes
        ([HATRED], 4, 1),  # negative, V ≥ 0: the Pareo takes
        ([FURY, FURY], -3, 0),  # negative, V < 0: the Challenger takes
    ],
)
def test_P3_lone_force_answers_an_attack_without_force(attack, value, taker):
    state, events = resolved(attack, [FORCE])
    assert one(events, "answer")["kind"] == "lone force"
    outcome = one(events, "play_resolved")
    assert (outcome["value"], outcome["taker"], outcome["advantaged"]) == (value, taker, 1)
    assert Counter(state.piles[taker]) == Counter([*attack, FORCE])


@pytest.mark.parametrize(
    "answer, value, taker",
    [
        ([FURY, HATRED], 6 - 8, 0),
        ([JOY], 6 + 1, 1),
        ([SADNESS, INDECISION], 6 - 2, 1),
        ([HUNGER], None, None),
    ],
)
def test_P3_b_attack_holding_indecision_answered_by_any_valid_combination(answer, value, taker):
    _, events = resolved([LOVE, INDECISION], answer)
    outcome = one(events, "play_resolved")
    assert (outcome["value"], outcome["taker"]) == (value, taker)


@pytest.mark.parametrize(
    "attack, value, taker", [([LOVE, GOODNESS], 16, 1), ([HATRED, FURY], -16, 0)]
)
def test_P3_a_lone_indecision_answers_a_two_card_attack(attack, value, taker):
    _, events = resolved(attack, [INDECISION])
    assert one(events, "answer")["kind"] == "lone indecision"
    outcome = one(events, "play_resolved")
    assert (outcome["value"], outcome["taker"], outcome["advantaged"]) == (value, taker, 1)


@pytest.mark.parametrize(
    "attack, answer, value, taker",
    [
        ([LOVE, LOVE], [LOVE, INDECISION], 12, 1),  # indecision on the answer's side
        ([LOVE, INDECISION], [LOVE, LOVE], 12, 1),  # on the attack's side
        ([SADNESS, HATRED], [SADNESS, INDECISION], -4 - 2, 0),
    ],
)
def test_P3_c_two_card_attack_matched_with_indecision_on_either_side(attack, answer, value, taker):
    _, events = resolved(attack, answer)
    assert one(events, "answer")["kind"] == "match"
    outcome = one(events, "play_resolved")
    assert (outcome["value"], outcome["taker"]) == (value, taker)


def test_P3_legal_answers_list_exactly_what_apply_accepts():
    state, _ = begin([LOVE, LOVE], [LOVE, INDECISION, FORCE, HUNGER, GOODNESS, FURY])
    state, _ = play(state, Attack(0, [LOVE, LOVE]))
    listed = VARIANT.legal_moves(state, 1)
    assert listed[-1] == Decline(1)
    answers = {tuple(m.cards) for m in listed if isinstance(m, Answer)}
    assert (LOVE, INDECISION) in answers and (INDECISION,) in answers
    assert (FORCE,) in answers and (HUNGER,) in answers
    assert (GOODNESS,) not in answers and (LOVE,) not in answers
    for move in listed:
        VARIANT.apply(state, move)


# ----------------------------------------------------------------------------------------------
# P4: the outcome (the Pareo Chart)


def test_P4_matched_positive_attack_goes_to_the_pareo():
    state, events = resolved([LOVE], [LOVE])
    outcome = one(events, "play_resolved")
    assert outcome["taker"] == 1 and outcome["value"] == 6 and outcome["step"] == "P4.4"
    assert outcome["advantaged"] == 1 and outcome["cards"] == ["love", "love"]
    assert state.piles == ((), (LOVE, LOVE))


def test_P4_matched_negative_attack_goes_to_the_challenger():
    state, events = resolved([HATRED], [HATRED])
    outcome = one(events, "play_resolved")
    assert (outcome["taker"], outcome["value"], outcome["advantaged"]) == (0, -6, 1)
    assert state.piles == ((HATRED, HATRED), ())


def test_P4_declined_positive_attack_stays_with_the_challenger():
    state, events = resolved([GOODNESS], None)
    one(events, "decline")
    outcome = one(events, "play_resolved")
    assert (outcome["taker"], outcome["value"], outcome["advantaged"]) == (0, 5, 0)
    assert outcome["answer"] is None and state.piles == ((GOODNESS,), ())


def test_P4_declined_negative_attack_goes_to_the_pareo():
    state, events = resolved([FURY], None)
    outcome = one(events, "play_resolved")
    assert (outcome["taker"], outcome["value"], outcome["advantaged"]) == (1, -5, 0)
    assert state.piles == ((), (FURY,))


@pytest.mark.parametrize("answer", [[FORCE], [INDECISION], [HUNGER], None])
def test_P4_1_hunger_attack_discards_the_table(answer):
    state, events = resolved([HUNGER], answer)
    outcome = one(events, "play_resolved")
    # R27: no V, nobody advantaged.
    assert outcome["taker"] is None and outcome["step"] == "P4.1"
    assert outcome["value"] is None and outcome["advantaged"] is None
    table = Counter([HUNGER, *(answer or ())])
    assert state.piles == ((), ()) and Counter(state.discards) == table


def test_P4_1_hunger_answer_discards_the_table():
    state, events = resolved([GOODNESS, LOVE], [HUNGER])
    assert one(events, "answer")["kind"] == "lone hunger"
    outcome = one(events, "play_resolved")
    assert outcome["taker"] is None and outcome["step"] == "P4.1"
    assert Counter(state.discards) == Counter([GOODNESS, LOVE, HUNGER])
    assert VARIANT.view(state, None)["discards"] == ["love", "goodness", "hunger"]


@pytest.mark.parametrize(
    "answer, value, taker",
    [([FORCE], 14, 1), ([INDECISION], 14, 1), ([HUNGER], None, None), (None, 7, 0)],
)
def test_P4_force_attack_beats_every_answer_but_a_match_or_hunger(answer, value, taker):
    _, events = resolved([FORCE], answer)
    outcome = one(events, "play_resolved")
    assert (outcome["value"], outcome["taker"]) == (value, taker)
    if answer == [FORCE]:
        assert one(events, "answer")["kind"] == "match"


def test_P4_force_attack_refuses_other_answers():
    state, _ = begin([FORCE], [GOODNESS, GOODNESS, LOVE])
    state, _ = play(state, Attack(0, [FORCE]))
    refused(state, Answer(1, [GOODNESS]), "P3")
    refused(state, Answer(1, [GOODNESS, GOODNESS]), "P3")


def test_P4_3_table_value():
    # A pair's indecision takes its partner's value; two indecisions are worth 0.
    assert table_value((LOVE, INDECISION), None) == 6
    assert table_value((INDECISION, GOODNESS), (INDECISION, JOY)) == 10 + 2
    assert table_value((INDECISION, INDECISION), (JOY,)) == 1
    # A lone indecision takes the other side's value, valued by the same rule.
    assert table_value((FURY, INDECISION), (INDECISION,)) == -20
    assert table_value((INDECISION,), (GOODNESS, LOVE)) == 16
    # ... a lone indecision there counting 0; declined, it counts 0.
    assert table_value((INDECISION,), (INDECISION,)) == 0
    assert table_value((INDECISION,), None) == 0


def test_P4_declined_lone_indecision_is_worth_0_and_stays_with_the_challenger():
    _, events = resolved([INDECISION], None)
    outcome = one(events, "play_resolved")
    assert (outcome["value"], outcome["taker"]) == (0, 0)


# ----------------------------------------------------------------------------------------------
# P5: the next Challenger


def test_P5_the_pile_worth_more_becomes_challenger():
    state, events = resolved([LOVE], [LOVE])
    change = one(events, "challenger")
    assert change == {
        "type": "challenger", "seat": 1, "changed": True, "pile_values": [0, 6], "rule": "P5"
    }
    assert state.challenger == 1 and VARIANT.to_act(state) == (1,)


def test_P5_the_challenger_stays_while_its_pile_is_worth_more():
    state, events = resolved([GOODNESS], None)
    assert one(events, "challenger")["changed"] is False and state.challenger == 0


def test_R28_equal_piles_swap_the_roles_even_after_hunger():
    state, events = resolved([HUNGER], None)
    assert one(events, "challenger")["seat"] == 1 and state.challenger == 1


def test_R28_a_piles_worth_counts_the_whole_hand():
    # Seat 1 already holds a pile of +5; the Challenger takes +3: seat 1 is worth more.
    state = staged(((LOVE, JOY), (JOY,)), stock=(SADNESS, SADNESS), piles=((), (GOODNESS,)))
    state, events = play(state, Attack(0, [LOVE]), Decline(1))
    assert one(events, "challenger")["pile_values"] == [3, 5]
    assert state.challenger == 1


# ----------------------------------------------------------------------------------------------
# P6: the end of a hand


def test_P6_hand_ends_when_the_stock_is_empty_and_a_player_holds_no_cards():
    state = staged(((LOVE,), (JOY, SADNESS)), piles=((GOODNESS,), ()))
    state, events = play(state, Attack(0, [LOVE]), Decline(1))
    ended = one(events, "hand_ended")
    # P6: the Pareo adds the cards left in its hand to its pile, where they score.
    assert ended["remainder"] == {"seat": 1, "cards": ["joy", "sadness"]}
    assert ended["points"] == [8, 0] and ended["hand_number"] == 1
    assert VARIANT.view(state, ALL)["history"] == [{"hand": 1, "points": [8, 0], "counted": True}]


def test_P6_no_hand_end_while_the_stock_lasts():
    state = staged(((LOVE,), ()), stock=(JOY, FURY))
    state, events = play(state, Attack(0, [LOVE]), Decline(1))
    assert not of(events, "hand_ended")
    assert state.hand_number == 1 and state.hands == ((JOY,), (FURY,))


def test_R23_challenger_without_cards_ends_the_hand_though_the_pareo_holds_some():
    # Seat 1 declines a fury: seat 1 takes it and seat 0 (pile 0 > −5) stays Challenger with
    # no cards; the stock is empty, so the hand ends and seat 1 keeps its cards.
    state = staged(((FURY,), (LOVE, GOODNESS)))
    state, events = play(state, Attack(0, [FURY]), Decline(1))
    assert one(events, "challenger")["seat"] == 0
    ended = one(events, "hand_ended")
    assert ended["remainder"] == {"seat": 1, "cards": ["love", "goodness"]}
    assert ended["points"] == [0, 3]


def test_R23_both_hands_empty_nobody_adds_anything():
    state = staged(((LOVE,), (LOVE,)))
    state, events = play(state, Attack(0, [LOVE]), Answer(1, [LOVE]))
    ended = one(events, "hand_ended")
    assert ended["remainder"] is None and ended["points"] == [0, 6]


def test_R23_pareo_without_cards_and_an_empty_stock_ends_the_hand():
    # Hunger eats the play; seat 0's pile (+5) keeps it Challenger, holding joy; seat 1 has none.
    state = staged(((LOVE, JOY), (HUNGER,)), piles=((GOODNESS,), ()))
    state, events = play(state, Attack(0, [LOVE]), Answer(1, [HUNGER]))
    assert one(events, "challenger")["seat"] == 0
    ended = one(events, "hand_ended")
    assert ended["remainder"] == {"seat": 0, "cards": ["joy"]} and ended["points"] == [6, 0]


def test_R23_pareo_without_cards_can_only_decline():
    # The stock's last card goes to the Challenger; the Pareo has none to answer with.
    state = staged(((JOY, LOVE), ()), stock=(SADNESS,), challenger=0)
    state, _ = play(state, Attack(0, [JOY]), Decline(1))
    assert state.hands[1] == () and state.stock == () and state.phase == ATTACK
    state, _ = play(state, Attack(state.challenger, [LOVE]))
    assert VARIANT.legal_moves(state, 1) == [Decline(1)]
    # R61: P6 says so ("a Pareo with no cards can only decline"), so P6 is named.
    refused(state, Answer(1, [LOVE]), "P6")


# ----------------------------------------------------------------------------------------------
# P7: the end of the game (E5)


def test_P7_reach37_highest_total_wins():
    state = staged(((), (JOY,)), attack=(LOVE, LOVE), piles=((GOODNESS,), ()), totals=(30, 20))
    state, events = play(state, Decline(1))
    ended = one(events, "hand_ended")
    assert ended["points"] == [11, 1] and ended["totals"] == [41, 21]
    assert ended["outcome"]["rule"] == "E5.1"
    game = one(events, "game_ended")
    assert game["winners"] == [0] and game["totals"] == [41, 21] and game["rule"] == "E5.1"
    view = VARIANT.view(state, None)
    assert view["status"] == "finished" and view["winners"] == [0] and view["to_act"] == []
    assert VARIANT.legal_moves(state, 0) == VARIANT.legal_moves(state, 1) == []
    refused(state, Attack(0, [LOVE]), "G6")


def test_P7_reach37_knock_out():
    state = staged(((), ()), attack=(FURY,), challenger=0, totals=(20, 2))
    state, events = play(state, Decline(1))
    game = one(events, "game_ended")
    assert game["winners"] == [0] and "knock-out" in game["reason"]


def test_P7_reach37_tie_plays_off_and_P1_picks_the_opener():
    state = staged(((), ()), attack=(LOVE,), challenger=0, opener=0, totals=(34, 37))
    state, events = play(state, Decline(1))
    assert one(events, "hand_ended")["outcome"]["playoff"] == {"seats": [0, 1], "kind": "tie"}
    # P1, not E5.2: equal totals, so the seat that did not open the last hand opens.
    started = one(events, "hand_started")
    assert started["challenger"] == 1 and started["playoff"] == {"seats": [0, 1], "kind": "tie"}
    assert VARIANT.view(state, 0)["playoff"] == {"seats": [0, 1], "kind": "tie"}


def test_P7_tie_playoff_hand_does_not_count():
    state = staged(((), ()), attack=(LOVE,), challenger=1, opener=1, totals=(37, 37),
                   playoff=(0, 1), playoff_kind="tie",
                   history=((20, 17, True), (17, 20, True), (0, 0, False)))
    state, events = play(state, Decline(0))
    ended = one(events, "hand_ended")
    assert ended["totals"] == [37, 37] and ended["outcome"]["counted"] is False
    assert VARIANT.view(state, 0)["history"][-1] == {"hand": 4, "points": [0, 3], "counted": False}
    assert one(events, "game_ended")["winners"] == [1]


def test_P7_exact37_over_37_starts_the_playoff():
    state = staged(((), ()), attack=(GOODNESS,), target="exact37", totals=(35, 20))
    state, events = play(state, Decline(1))
    assert one(events, "hand_ended")["outcome"]["playoff"] == {"seats": [0, 1],
                                                                "kind": "exact37"}
    assert one(events, "hand_started")["challenger"] == 0  # P1: the higher total, 40


def test_P7_exact37_exactly_37_wins():
    state = staged(((), ()), attack=(LOVE,), target="exact37", totals=(34, 20))
    state, events = play(state, Decline(1))
    assert one(events, "game_ended")["winners"] == [0]


# ----------------------------------------------------------------------------------------------
# Explicit later deals (R25)


def later_deal_state(leader):
    """Hand 1 about to end 6–0 (so P1 gives seat 0 the next hand), with an explicit deal for
    hand 2 that names ``leader`` (API.md: if given, it must agree with the rules)."""
    second = make_deal([FORCE] * 4, [FURY] * 4, leader=leader)
    deal = Deal(
        tuple(tuple(sort_cards(Card(c) for c in h)) for h in second["hands"]),
        tuple(Card(c) for c in second["stock"]),
        leader,
    )
    return staged(((), ()), attack=(LOVE, LOVE), deals=(deal,)), deal


def test_R25_a_later_deal_is_used_when_its_leader_agrees_with_P1():
    state, deal = later_deal_state(0)
    state, events = play(state, Decline(1))
    assert one(events, "hand_started")["challenger"] == 0
    assert state.deals == ()


def test_R25_a_later_deal_whose_leader_disagrees_with_P1_is_refused_when_its_hand_starts():
    state, _ = later_deal_state(1)
    with pytest.raises(IllegalSetup) as info:
        VARIANT.apply(state, Decline(1))
    assert info.value.rule == "P1" and info.value.field == "deals[1].leader"


def test_R25_a_later_deal_is_used_and_P1_gives_its_first_challenger():
    # Hand 1 about to end 6–0, so P1 gives seat 0 the next hand; the later deal names none
    # (the rules decide).
    second = make_deal([FORCE] * 4, [FURY] * 4)
    deal = Deal(
        tuple(tuple(sort_cards(Card(c) for c in h)) for h in second["hands"]),
        tuple(Card(c) for c in second["stock"]),
        None,
    )
    state = staged(((), ()), attack=(LOVE, LOVE), deals=(deal,))
    state, events = play(state, Decline(1))
    assert one(events, "hand_started")["challenger"] == 0
    # The deal's hands, each with its first draw from the deal's stock.
    assert Counter(state.hands[0]) == Counter([*deal.hands[0], deal.stock[0]])
    assert Counter(state.hands[1]) == Counter([*deal.hands[1], deal.stock[1]])
    assert state.deals == ()


# ----------------------------------------------------------------------------------------------
# What each viewer may see (G3)


def test_G3_hands_and_draws_are_secret_to_their_seat():
    state, events = begin([LOVE], [HATRED], stock_top=[FORCE, FURY])
    for viewer, own in ((0, 0), (1, 1)):
        view = VARIANT.view(state, viewer)
        assert "cards" in view["hands"][own] and "cards" not in view["hands"][1 - own]
        for event in events:
            seen = redact_event(event, viewer)
            if event["type"] == "draw" and event["seat"] != viewer:
                assert "card" not in seen
    spectator = VARIANT.view(state, None)
    assert all("cards" not in h for h in spectator["hands"])
    assert "stock_top" not in spectator and "stock" not in spectator
    assert VARIANT.view(state, ALL)["stock"][:1] == [state.stock[0].value]


def test_R26_naked_shows_every_hand_and_draw():
    state, events = begin([LOVE], [HATRED], stock_top=[FORCE, FURY], naked=True)
    spectator = VARIANT.view(state, None)
    assert [h["cards"] for h in spectator["hands"]] == [
        [c.value for c in h] for h in state.hands
    ]
    assert [d["card"] for d in of(events, "draw")] == ["force", "fury"]
    assert "secret" not in one(events, "hand_started")


def test_R26_face_up_stock_shows_only_its_top_card():
    state, events = begin([LOVE], [HATRED], stock_top=[FORCE, FURY, GOODNESS], stock_face_up=True)
    view = VARIANT.view(state, 1)
    assert view["stock_top"] == "goodness" and "stock" not in view
    # The drawn cards were seen face up, but the referee does not remember them for others.
    assert all("card" not in redact_event(d, None) for d in of(events, "draw"))


def test_G3_error_details_name_no_card_the_seat_cannot_see():
    state, _ = begin([LOVE, LOVE], [FORCE, FORCE, HUNGER, HUNGER, INDECISION, INDECISION])
    hidden = {c.value for c in state.hands[1]} - {c.value for c in state.hands[0]}
    moves = [Attack(0, [GOODNESS]), Attack(0, [LOVE, LOVE, LOVE]), Attack(1, [FORCE]),
             Decline(0), Answer(0, [LOVE])]
    for move in moves:
        with pytest.raises(IllegalMove) as info:
            VARIANT.apply(state, move)
        named = {c for c in hidden if c in info.value.detail}
        assert not named - set(move.to_dict().get("cards", [])), info.value.detail


# ----------------------------------------------------------------------------------------------
# Rulings on refusals and Hunger (R22, R27)


def test_R22_an_answer_that_is_no_valid_combination_breaks_P3_not_E3_3():
    state, _ = begin([LOVE], [LOVE, FURY, HUNGER])
    state, _ = play(state, Attack(0, [LOVE]))
    assert "not a valid combination" in refused(state, Answer(1, [LOVE, FURY]), "P3").detail
    refused(state, Answer(1, [HUNGER, LOVE]), "P3")
    # An attack that is no valid combination breaks E3.3.
    state, _ = begin([LOVE, FURY], [LOVE])
    refused(state, Attack(0, [LOVE, FURY]), "E3.3")


def test_R22_a_force_against_a_lone_force_is_a_match():
    _, events = resolved([FORCE], [FORCE])
    assert one(events, "answer")["kind"] == "match"
    _, events = resolved([LOVE], [FORCE])
    assert one(events, "answer")["kind"] == "lone force"


def test_R27_a_declined_hunger_attack_is_discarded_without_value():
    state, events = resolved([HUNGER], None)
    outcome = one(events, "play_resolved")
    assert (outcome["taker"], outcome["value"], outcome["advantaged"]) == (None, None, None)
    assert outcome["step"] == "P4.1" and state.discards == (HUNGER,)
    assert VARIANT.view(state, None)["discards"].count("hunger") == 1


def test_R26_face_up_stock_top_is_null_once_the_stock_is_empty():
    state = staged(((LOVE,), (JOY,)), stock_face_up=True)
    assert VARIANT.view(state, None)["stock_top"] is None
    state = staged(((LOVE,), (JOY,)), stock=(FURY,), stock_face_up=True)
    assert VARIANT.view(state, None)["stock_top"] == "fury"
