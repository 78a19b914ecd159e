"""4 Aces scenarios, one per rule of A1–A9 and per ruling, from explicit deals and positions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from variants.base import ALL, IllegalMove, Move, redact_event
from variants.four_aces import (
    VARIANT as V,
)
from variants.four_aces import (
    Capture,
    Card,
    Config,
    Decline,
    Drop,
    Interrupt,
    Pass,
    Phase,
    State,
    Swap,
    scenario,
)
from variants.four_aces.cards import sort_cards
from variants.four_aces.engine import MODE_PLAYERS
from variants.four_aces.scenario import fill_deal

# ----------------------------------------------------------------------------------------------
# Helpers


def config(mode: str = "duel", per: str = "round") -> Config:
    return Config(MODE_PLAYERS[mode], mode, per)


def begin(mode: str, dealer: int, hands: Sequence[Sequence[str]], table: Sequence[str],
          stock: Sequence[str] = (), per: str = "round", mulligan: bool = False) -> State:
    """A match from an explicit deal; everyone passes the Mulligan unless ``mulligan``."""
    cfg = config(mode, per)
    state, _ = V.start(cfg, "test", [fill_deal(cfg, dealer, hands, table, stock)])
    while not mulligan and state.phase == Phase.MULLIGAN:
        state, _ = V.apply(state, Pass(state.to_move))
    return state


def position(mode: str, hands: Sequence[Sequence[str]], table: Sequence[str],
             stock: Sequence[str] = (), per: str = "round", **fields: Any) -> State:
    return scenario.position(config(mode, per), hands, table, stock, **fields)


def run(state: State, *moves: Move) -> tuple[State, list[dict[str, Any]]]:
    """Apply ``moves`` in turn; the events as stored (secrets included)."""
    events: list[dict[str, Any]] = []
    for move in moves:
        state, new = V.apply(state, move)
        V.audit(state)
        events.extend(e.to_dict() for e in new)
    return state, events


def refused(state: State, move: Move, rule: str) -> IllegalMove:
    before = V.dump(state)
    with pytest.raises(IllegalMove) as excinfo:
        V.apply(state, move)
    assert excinfo.value.rule == rule, excinfo.value
    assert V.dump(state) == before  # G4: nothing changed
    return excinfo.value


def types(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]


def event(events: list[dict[str, Any]], kind: str) -> dict[str, Any]:
    return next(e for e in events if e["type"] == kind)


def cards(*codes_: str) -> tuple[Card, ...]:
    """The cards in the canonical order hands, piles and the table keep."""
    return sort_cards(Card(c) for c in codes_)


# ----------------------------------------------------------------------------------------------
# A1 Cards


def test_A1_1_deck_has_the_54_codes():
    assert len(V.card_codes) == 54 and len(set(V.card_codes)) == 54
    assert {"AS", "10H", "QD", "KC", "BJ", "RJ"} <= set(V.card_codes)
    with pytest.raises(IllegalMove) as excinfo:
        Drop(0, "1S")
    assert excinfo.value.rule == "A1.1"


def test_A1_2_joker_declares_5_to_9():
    state = begin("duel", 0, [["BJ", "8C"], []], ["3H", "4D", "KS", "KC", "QS", "QC"])
    refused(state, Capture(0, "BJ", ["3H", "4D"]), "A1.2")
    refused(state, Capture(0, "BJ", ["3H", "4D"], 4), "A1.2")
    refused(state, Capture(0, "BJ", ["3H", "4D"], 10), "A1.2")
    refused(state, Capture(0, "8C", ["3H", "4D"], 7), "A1.2")
    state, events = run(state, Capture(0, "BJ", ["3H", "4D"], 7))
    assert event(events, "capture")["joker_value"] == 7
    assert set(cards("BJ", "3H", "4D")) <= set(state.piles[0])


def test_A1_2_joker_captured_from_the_table_counts_1():
    state = begin("duel", 0, [["3D", "2H"], []], ["RJ", "2C", "KS", "KC", "QS", "QC"])
    refused(state, Capture(0, "2H", ["RJ"]), "A6.1")  # the table's joker is worth 1, not 2
    state, _ = run(state, Capture(0, "3D", ["RJ", "2C"]))
    assert Card("RJ") in state.piles[0]


# ----------------------------------------------------------------------------------------------
# A2 Modes


def test_A2_teams_share_one_pile():
    state = position("teams", [["5S"], [], ["3D"], []], ["5C", "3H", "KS"], stock=["2H", "2D"])
    state, _ = run(state, Capture(0, "5S", ["5C"]))
    assert state.to_move == 2  # seats 1 and 3 hold nothing: skipped (A6.1)
    state, _ = run(state, Capture(2, "3D", ["3H"]))
    assert state.piles[0] == cards("5S", "3D", "5C", "3H")
    view = V.view(state, None)
    assert len(view["piles"]) == 2 and view["sides"] == [[0, 2], [1, 3]]


# ----------------------------------------------------------------------------------------------
# A3 Dealer


def test_A3_2_dealer_is_first_in_the_mulligan_and_in_play():
    state = begin("odd", 2, [[], [], []], ["KS", "KC", "QS", "QC", "JS", "JC"], mulligan=True)
    assert V.to_act(state) == (2,)
    state = begin("odd", 2, [[], [], []], ["KS", "KC", "QS", "QC", "JS", "JC"])
    assert state.phase == Phase.PLAY and V.to_act(state) == (2,)


def test_A3_2_deal_passes_clockwise():
    state = begin("duel", 1, [[], ["3S"]], ["AS", "AC", "AD", "KS", "KC", "QS"])
    state, events = run(state, Capture(1, "3S", ["AS", "AC", "AD"]))  # A9.2 ends round 1
    started = event(events, "round_started")
    assert started["round"] == 2 and started["dealer"] == 0 and V.to_act(state) == (0,)


# ----------------------------------------------------------------------------------------------
# A5 Mulligan

TABLE = ["KS", "KC", "QS", "QC", "JS", "JC"]


def test_A5_1_duel_four_turns_3_3_2_2():
    state = begin("duel", 1, [["2S", "3S", "4S"], ["2C", "3C", "4C"]], TABLE, mulligan=True)
    assert V.view(state, 1)["mulligan"] == {"turn": 1, "turns": 4, "limit": 3}
    state, _ = run(state, Swap(1, ["2C", "3C", "4C"], ["KS", "KC", "QS"]))
    assert Card("KS") in state.hands[1] and Card("2C") in state.table and len(state.table) == 6
    state, _ = run(state, Swap(0, ["2S", "3S", "4S"], ["2C", "3C", "4C"]))
    refused(state, Swap(1, ["KS", "KC", "QS"], ["2S", "3S", "4S"]), "A5.1")  # 2 at most now
    state, _ = run(state, Swap(1, ["KS", "KC"], ["2S", "3S"]))
    state, events = run(state, Pass(0))
    assert types(events) == ["pass", "mulligan_ended"]
    assert state.phase == Phase.PLAY and V.to_act(state) == (1,)


def test_A5_1_first_player_passing_still_lets_the_second_swap():
    state = begin("duel", 0, [[], ["2C"]], TABLE, mulligan=True)
    state, _ = run(state, Pass(0), Pass(1), Pass(0))
    assert state.phase == Phase.MULLIGAN and V.to_act(state) == (1,)
    state, _ = run(state, Swap(1, ["2C"], ["KS"]))
    assert state.phase == Phase.PLAY


def test_A5_2_odd_two_rounds_when_nobody_passes():
    state = begin("odd", 1, [["2S"], ["2C"], ["2D"]], TABLE, mulligan=True)
    order = []
    for _ in range(6):
        seat = V.to_act(state)[0]
        order.append(seat)
        give = next(c for c in state.hands[seat] if c not in cards(*TABLE))
        state, _ = run(state, Swap(seat, [give], [state.table[0]]))
    assert order == [1, 2, 0, 1, 2, 0]
    assert state.phase == Phase.PLAY


def test_A5_2_odd_pass_in_round_one_means_no_round_two():
    state = begin("odd", 0, [["2S"], ["2C"], ["2D"]], TABLE, mulligan=True)
    state, _ = run(state, Swap(0, ["2S"], ["KS"]), Pass(1))
    assert state.phase == Phase.MULLIGAN and V.to_act(state) == (2,)  # round 1 is completed
    state, _ = run(state, Swap(2, state.hands[2][:3], state.table[:3]))
    assert state.phase == Phase.PLAY and V.to_act(state) == (0,)


def test_A5_2_odd_second_round_swaps_two_at_most():
    state = begin("odd", 0, [[], [], []], TABLE, mulligan=True)
    state, _ = run(state, *(Swap(s, [state.hands[s][0]], ["KS"]) for s in (0,)))
    for seat in (1, 2):
        state, _ = run(state, Swap(seat, [state.hands[seat][0]], [state.table[0]]))
    hand = state.hands[0]
    error = refused(state, Swap(0, hand[:3], state.table[:3]), "A5.2")
    assert "up to 2" in error.detail


@pytest.mark.parametrize("mode", ["even", "teams"])
def test_A5_3_one_round_of_up_to_3(mode):
    state = begin(mode, 3, [[], [], [], []], TABLE, mulligan=True)
    seats = []
    while state.phase == Phase.MULLIGAN:
        seat = V.to_act(state)[0]
        seats.append(seat)
        refused(state, Swap(seat, state.hands[seat][:4], state.table[:4]), "A5.3")
        state, _ = run(state, Swap(seat, state.hands[seat][:3], state.table[:3]))
    assert seats == [3, 0, 1, 2] and V.to_act(state) == (3,)


def test_R33_swaps_refused_with_the_modes_rule():
    state = begin("duel", 0, [["2S"], ["2C"]], TABLE, mulligan=True)
    refused(state, Swap(0, ["2C"], ["KS"]), "A5.1")  # not held
    refused(state, Swap(0, ["2S"], ["2C"]), "A5.1")  # not on the table
    refused(state, Swap(0, ["2S"], ["KS", "KC"]), "A5.1")  # R33: unequal sizes
    refused(state, Swap(0, ["2S", "2S"], ["KS", "KC"]), "A5.1")  # named twice
    refused(state, Swap(0, [], []), "A5.1")
    refused(state, Swap(1, ["2C"], ["KS"]), "G6")  # not their turn
    refused(state, Capture(0, "2S", ["KS"]), "G6")  # no play during the Mulligan
    refused(state, Interrupt(1, "KS"), "G6")


# ----------------------------------------------------------------------------------------------
# A6 Play

T9 = ["4D", "5C", "KS", "KC", "QS", "QC"]


def test_A6_1_capture_takes_the_sum_and_the_capturer_draws():
    state = begin("duel", 0, [["9S"], []], T9, stock=["2H"])
    state, events = run(state, Capture(0, "9S", ["4D", "5C"]), Decline(1))
    assert state.piles[0] == cards("9S", "4D", "5C")
    assert Card("2H") in state.hands[0] and len(state.hands[0]) == 8
    draw = event(events, "draw")
    assert "card" not in redact_event(draw, 1) and redact_event(draw, 0)["card"] == "2H"
    assert V.to_act(state) == (1,)


def test_A6_1_capture_with_a_wrong_sum_is_refused():
    state = begin("duel", 0, [["9S"], []], ["4D", "6C", "KS", "KC", "QS", "QC"])
    error = refused(state, Capture(0, "9S", ["4D", "6C"]), "A6.1")
    assert "adds up to 10" in error.detail and "9S" in error.detail


def test_A6_1_capture_needs_cards_held_and_on_the_table():
    state = begin("duel", 0, [["9S"], ["4H"]], T9)
    refused(state, Capture(0, "9S", ["4H", "5C"]), "A6.1")  # 4H is not on the table
    error = refused(state, Capture(0, "8S", ["KS"]), "A6.1")  # not held
    assert "you do not hold 8S" in error.detail
    refused(state, Capture(0, "9S", []), "A6.1")
    refused(state, Capture(0, "9S", ["4D", "4D"]), "A6.1")
    refused(state, Capture(1, "4H", ["4D"]), "G6")  # not their turn


def test_A6_1_drop_refused_when_the_card_can_capture():
    state = begin("duel", 0, [["9S", "2H"], []], T9)
    error = refused(state, Drop(0, "9S"), "A6.1")
    assert "5C + 4D" in error.detail
    state, events = run(state, Drop(0, "2H"))
    assert Card("2H") in state.table and len(state.hands[0]) == 7  # no draw after a drop
    assert types(events) == ["drop"]


def test_R34_joker_drops_only_if_no_value_captures():
    state = begin("duel", 0, [["BJ"], []], ["AS", "AC", "KS", "KC", "QS", "QC"])
    state, _ = run(state, Drop(0, "BJ"))  # 5-9 from A, A, K, K, Q, Q: impossible
    assert Card("BJ") in state.table
    state = begin("duel", 0, [["BJ"], []], ["4S", "AC", "KS", "KC", "QS", "QC"])
    refused(state, Drop(0, "BJ"), "A6.1")  # 4S + AC = 5
    moves = V.legal_moves(state, 0)
    assert Capture(0, "BJ", ["4S", "AC"], 5) in moves and Drop(0, "BJ") not in moves


def test_A6_1_empty_hands_are_skipped():
    state = position("odd", [["2S"], [], ["3S"]], ["KS"], stock=[])
    state, _ = run(state, Drop(0, "2S"))
    assert V.to_act(state) == (2,)


def test_A6_2_piuma_refills_table_and_protects_the_next_turn():
    table = ["AH", "AD", "2C", "2D", "2H", "2S"]  # 10 in all
    state = begin("duel", 0, [["KD"], ["9H"]], table, stock=["3S", "4D", "5D", "6C", "7C", "8C"])
    state, events = run(state, Capture(0, "KD", table))
    assert types(events) == ["capture", "piuma", "draw", "table_refilled"]
    assert event(events, "table_refilled")["cards"] == ["6C", "7C", "4D", "5D"]
    assert state.piumas[0] == cards("KD") and Card("KD") in state.piles[0]
    view = V.view(state, None)
    assert view["protected"]["turn"] == 1 and view["piumas"] == [["KD"], []]
    state, events = run(state, Capture(1, "9H", ["4D", "5D"]))  # would open a window
    assert "interruption_asked" not in types(events) and V.to_act(state) == (0,)
    error = refused(state, Interrupt(0, "5D"), "A7.1")
    assert "Piuma" in error.detail


def test_A6_2_piuma_with_an_empty_stock_leaves_the_table_empty():
    state = position("duel", [["5S", "6S"], ["7S"]], ["5C"], stock=[])
    state, events = run(state, Capture(0, "5S", ["5C"]))
    assert state.table == () and event(events, "table_refilled")["cards"] == []
    state, _ = run(state, Drop(1, "7S"))  # nothing to capture on an empty table
    assert state.table == cards("7S")


def test_A6_3_round_ends_when_every_hand_is_empty_and_the_rest_is_discarded():
    state = position("duel", [["2H"], []], ["KS"], stock=["3C", "4C"],
                     piles=[["AS"], ["AC", "2C"]])
    state, events = run(state, Drop(0, "2H"))
    ended = event(events, "round_ended")
    assert ended["round"] == 1 and event(events, "round_started")["round"] == 2
    assert ended["piles"] == [["AS"], ["AC", "2C"]]
    assert ended["points"] == [1, 9]  # AS | AC + the round (longer column, A8.3)


def test_R40_round_ends_with_cards_left_in_the_stock():
    state = position("duel", [["2H"], []], ["KS"], stock=["3C", "4C"])
    state, events = run(state, Drop(0, "2H"))
    assert "round_ended" in types(events)


def test_A6_4_piles_are_public_and_hands_private():
    state = begin("duel", 0, [["9S"], ["8H"]], T9)
    state, _ = run(state, Capture(0, "9S", ["4D", "5C"]))
    for viewer in (None, 1):
        view = V.view(state, viewer)
        assert view["piles"][0] == ["9S", "5C", "4D"]
        assert "cards" not in view["hands"][0]
    assert "cards" in V.view(state, 1)["hands"][1] and "cards" in V.view(state, ALL)["hands"][0]


# ----------------------------------------------------------------------------------------------
# A7 Interruptions


def test_A7_1_interruption_removes_a_taken_5_to_9():
    state = begin("duel", 0, [["9S"], []], T9, stock=["2H"])
    state, events = run(state, Capture(0, "9S", ["4D", "5C"]))
    assert state.phase == Phase.INTERRUPTION and V.to_act(state) == (1,)
    assert event(events, "interruption_asked")["cards"] == ["5C"]
    assert V.legal_moves(state, 1) == [Interrupt(1, "5C"), Decline(1)]
    refused(state, Interrupt(1, "9S"), "A7.1")  # the played card
    refused(state, Interrupt(1, "4D"), "A7.1")  # worth 4
    refused(state, Interrupt(1, "KS"), "A7.1")  # not taken
    refused(state, Capture(0, "KD", ["KS"]), "G6")  # the window is open
    state, events = run(state, Interrupt(1, "5C"))
    assert types(events) == ["interrupted", "draw"]
    assert event(events, "interrupted") == {"type": "interrupted", "by": 1, "from": 0, "card": "5C"}
    assert state.piles[0] == cards("9S", "4D") and state.removed == cards("5C")
    assert V.view(state, None)["removed"] == ["5C"]


def test_A7_1_a_joker_taken_may_be_removed():
    state = begin("duel", 0, [["3S"], []], ["BJ", "2C", "KS", "KC", "QS", "QC"])
    state, _ = run(state, Capture(0, "3S", ["BJ", "2C"]))
    state, _ = run(state, Interrupt(1, "BJ"))
    assert state.removed == cards("BJ")


def test_A7_1_refused_after_a_one_card_capture():
    state = begin("duel", 0, [["5S"], []], T9)
    state, events = run(state, Capture(0, "5S", ["5C"]))
    assert "interruption_asked" not in types(events) and state.phase == Phase.PLAY
    error = refused(state, Interrupt(1, "5C"), "A7.1")
    assert "one table card" in error.detail


def test_A7_1_refused_after_a_piuma():
    table = ["AH", "AD", "2C", "2D", "BJ", "3H"]  # 10 in all, with a joker
    state = begin("duel", 0, [["KD"], []], table)
    state, events = run(state, Capture(0, "KD", table))
    assert "piuma" in types(events) and state.phase == Phase.PLAY
    refused(state, Interrupt(1, "BJ"), "A7.1")


def test_A7_1_no_window_without_a_5_to_9_or_joker():
    state = begin("duel", 0, [["5S"], []], ["2C", "3D", "KS", "KC", "QS", "QC"])
    state, events = run(state, Capture(0, "5S", ["2C", "3D"]))
    assert state.phase == Phase.PLAY and "interruption_asked" not in types(events)
    refused(state, Interrupt(1, "3D"), "A7.1")
    refused(state, Interrupt(0, "3D"), "A7.1")  # nobody interrupts their own capture


def test_A7_2_duel_second_interruption_in_a_round_refused():
    table = ["4D", "5C", "3H", "6H", "KS", "KC"]
    state = begin("duel", 0, [["9S", "9D"], ["JS"]], table, stock=["2H"])
    state, _ = run(state, Capture(0, "9S", ["4D", "5C"]), Interrupt(1, "5C"),
                   Capture(1, "JS", ["KS"]))
    state, events = run(state, Capture(0, "9D", ["3H", "6H"]))
    assert "interruption_asked" not in types(events) and V.to_act(state) == (1,)
    error = refused(state, Interrupt(1, "6H"), "A7.2")
    assert "used your Interruption this round" in error.detail
    assert V.view(state, None)["interruptions"][1]["left"] == 0


@pytest.mark.parametrize("per,left", [("round", 1), ("match", 0)])
def test_A7_2_allotment_per_round_or_per_match(per, left):
    table = ["4D", "5C", "AS", "AC", "AD", "KS"]
    state = begin("duel", 0, [["9S"], ["3H"]], table, per=per)
    state, events = run(state, Capture(0, "9S", ["4D", "5C"]), Interrupt(1, "5C"),
                        Capture(1, "3H", ["AS", "AC", "AD"]))  # A9.2 ends the round
    assert event(events, "round_started")["round"] == 2
    assert V.view(state, None)["interruptions"][1]["left"] == left
    assert V.view(state, None)["interruptions"][0]["left"] == 1


ODD_TABLE = ["4D", "5C", "3H", "6H", "2C", "7C"]


def test_A7_3_odd_next_player_decides_first_then_the_previous():
    state = position("odd", [[], ["9S"], []], ODD_TABLE, stock=["2H"], to_move=1)
    state, events = run(state, Capture(1, "9S", ["4D", "5C"]))
    assert event(events, "interruption_asked")["seat"] == 2 and V.to_act(state) == (2,)
    refused(state, Interrupt(0, "5C"), "G6")  # seat 0 decides only if seat 2 declines
    state, events = run(state, Decline(2))
    assert types(events) == ["interruption_declined", "interruption_asked"]
    assert V.to_act(state) == (0,)
    state, events = run(state, Decline(0))
    assert types(events) == ["interruption_declined", "draw"]


def test_A7_3_odd_interrupted_player_is_protected_on_their_next_capture():
    state = position("odd", [["9S", "9D", "9C"], [], []], ODD_TABLE + ["KS"],
                     stock=["2H", "3S", "4S"])
    state, _ = run(state, Capture(0, "9S", ["4D", "5C"]), Interrupt(1, "5C"))
    assert V.view(state, None)["protected"]["next_capture"] == [True, False, False]
    state, events = run(state, Capture(0, "9D", ["3H", "6H"]))
    assert "interruption_asked" not in types(events)
    error = refused(state, Interrupt(2, "6H"), "A7.3")
    assert "just been interrupted" in error.detail
    # The protection is used up; seat 1 has used its Interruption against seat 0, seat 2 not.
    state, events = run(state, Capture(0, "9C", ["2C", "7C"]))
    assert state.window.asked == (2,)
    refused(state, Interrupt(1, "7C"), "A7.3")


def test_A7_4_even_only_neighbours_and_one_received_per_round():
    table = ["4D", "5C", "3H", "6H", "KS", "KC"]
    state = position("even", [["9S", "9D"], [], [], []], table, stock=["2H", "3S"])
    state, _ = run(state, Capture(0, "9S", ["4D", "5C"]))
    assert state.window.asked == (1, 3)
    refused(state, Interrupt(2, "5C"), "A7.4")  # not a neighbour of seat 0
    state, _ = run(state, Interrupt(1, "5C"))
    state, events = run(state, Capture(0, "9D", ["3H", "6H"]))
    assert "interruption_asked" not in types(events)
    error = refused(state, Interrupt(3, "6H"), "A7.4")
    assert "already received" in error.detail


def test_A7_4_even_one_interruption_per_player():
    used = [[0, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    state = position("even", [["9S"], [], [], []], T9, stock=["2H"], used=used,
                     removed=["9H"])
    assert state.window is None
    state, _ = run(state, Capture(0, "9S", ["4D", "5C"]))
    assert state.window.asked == (3,)  # seat 1 has used its one


def test_A7_4_teams_nobody_interrupts_a_partner():
    state = position("teams", [["9S"], [], [], []], T9, stock=["2H"])
    state, _ = run(state, Capture(0, "9S", ["4D", "5C"]))
    assert state.window.asked == (1, 3)
    error = refused(state, Interrupt(2, "5C"), "A7.4")
    assert "partner" in error.detail


def test_A7_5_capturer_draws_after_the_window():
    state = begin("duel", 0, [["9S"], []], T9, stock=["2H"])
    state, _ = run(state, Capture(0, "9S", ["4D", "5C"]))
    assert len(state.hands[0]) == 7 and V.view(state, None)["stock_count"] == 32
    state, events = run(state, Decline(1))
    assert types(events) == ["interruption_declined", "draw"] and len(state.hands[0]) == 8


def test_R35_window_opens_only_for_someone_who_may_interrupt():
    used = [[0, 0, 0], [1, 0, 0], [1, 0, 0]]
    state = position("odd", [[], ["9S"], []], ODD_TABLE, stock=["2H"], to_move=1, used=used,
                     removed=["9H", "9C"])
    state, events = run(state, Capture(1, "9S", ["4D", "5C"]))
    assert state.window.asked == (2, 0)
    used = [[0, 1, 0], [0, 0, 0], [0, 1, 0]]
    state = position("odd", [[], ["9S"], []], ODD_TABLE, stock=["2H"], to_move=1, used=used,
                     removed=["9H", "9C"])
    state, events = run(state, Capture(1, "9S", ["4D", "5C"]))
    assert state.window is None and types(events) == ["capture", "draw"]


def test_R36_one_interruption_per_capture():
    state = position("odd", [["9S"], [], []], ODD_TABLE, stock=["2H"])
    state, _ = run(state, Capture(0, "9S", ["4D", "5C"]), Interrupt(1, "5C"))
    refused(state, Interrupt(2, "5C"), "R36")


def test_R37_per_match_allotment_with_receiving_per_round():
    # R37 (revised, docs/readings.md): A7.4 says «Un giocatore può ricevere una sola Interruzione a
    # round»; with interruptions_per: match only the allotment to use is per match.
    used = [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [1, 0, 0, 0]]  # seat 3 hit seat 0
    state = position("even", [["9S"], [], [], []], T9, stock=["2H"], used=used,
                     per="match")
    state, events = run(state, Capture(0, "9S", ["4D", "5C"]))
    # Seat 3 has used its Interruption for the match; seat 0 may receive one this round.
    assert state.window is not None and state.window.asked == (1,)
    state, _ = run(state, Interrupt(1, "5C"))
    assert state.received == (1, 0, 0, 0)
    # Once seat 0 has received one this round, nobody is asked about its captures again.
    again = position("even", [["9S"], [], [], []], T9, stock=["2H"], used=[[0] * 4] * 4,
                     per="match", received=[1, 0, 0, 0])
    again, events = run(again, Capture(0, "9S", ["4D", "5C"]))
    assert again.window is None and "interruption_asked" not in types(events)
    error = refused(again, Interrupt(1, "5C"), "A7.4")
    assert "already received an Interruption this round" in error.detail


@pytest.mark.parametrize("mode", ["even", "teams"])
def test_R37_revised_receiving_stays_per_round_with_interruptions_per_match(mode):
    # R37 (revised, docs/readings.md): «Un giocatore può ricevere una sola Interruzione a round»
    # (A7.4) holds under interruptions_per: match; only the allotment to use is per match.
    cfg = config(mode, "match")
    later = fill_deal(cfg, 0, [["9S"], [], [], []], T9)  # round 2, dealt by seat 0 (A3.2)
    packed = V.dump(V.start(cfg, "later", [fill_deal(cfg, 3, [[]] * 4, []), later])[0])["deals"]
    state = position(mode, [["9S", "9D"], ["2H", "2D"], [], []],
                     ["4D", "5C", "3H", "6H", "KS", "KC"], per="match", dealer=3, deals=packed)
    state, _ = run(state, Capture(0, "9S", ["4D", "5C"]), Interrupt(1, "5C"), Drop(1, "2H"))
    assert state.received == (1, 0, 0, 0)
    # Seat 3 still holds its Interruption, but seat 0 has received one this round.
    state, events = run(state, Capture(0, "9D", ["3H", "6H"]))
    assert "interruption_asked" not in types(events)
    error = refused(state, Interrupt(3, "6H"), "A7.4")
    assert "already received an Interruption this round" in error.detail
    state, events = run(state, Capture(1, "2D", ["2H"]))  # the round's last card
    assert event(events, "round_started")["round"] == 2 and state.received == ()
    view = V.view(state, None)["interruptions"]
    assert view[1]["left"] == 0 and view[3]["left"] == 1 and 0 in view[3]["against"]
    while state.phase == Phase.MULLIGAN:
        state, _ = run(state, Pass(state.to_move))
    # Next round seat 0 may receive one again: from seat 3; seat 1's is used for the match.
    state, _ = run(state, Capture(0, "9S", ["4D", "5C"]))
    assert state.window is not None and state.window.asked == (3,)
    state, events = run(state, Interrupt(3, "5C"))
    assert event(events, "interrupted") == {"type": "interrupted", "by": 3, "from": 0,
                                            "card": "5C"}
    assert V.view(state, None)["interruptions"][0]["received"] == 2  # in the match


def test_R38_a_drop_does_not_use_the_odd_protection_up():
    state = position("odd", [["9S", "2S", "9D"], [], []], ["4D", "5C", "3H", "6H", "KS"],
                     stock=["KH", "KD"])
    state, _ = run(state, Capture(0, "9S", ["4D", "5C"]), Interrupt(1, "5C"), Drop(0, "2S"))
    assert state.shielded[0]
    state, events = run(state, Capture(0, "9D", ["3H", "6H"]))
    assert state.window is None and not state.shielded[0]


def test_R38_protected_turn_used_up_by_a_drop():
    table = ["AH", "AD", "2C", "2D", "2H", "2S"]
    state = begin("duel", 0, [["KD", "9S"], ["3C"]],
                  table, stock=["3S", "4D", "5D", "6C", "7C", "8C"])
    state, _ = run(state, Capture(0, "KD", table), Drop(1, "3C"))
    assert not state.protected_turn
    state, events = run(state, Capture(0, "9S", ["4D", "5D"]))
    assert state.window is not None


def test_R44_interrupt_out_of_turn_names_G6_when_the_rules_allow_it():
    state = begin("duel", 0, [["9S"], []], T9, stock=["2H"])
    state, _ = run(state, Capture(0, "9S", ["4D", "5C"]), Decline(1))
    refused(state, Interrupt(1, "5C"), "G6")  # the window has closed
    state = begin("duel", 0, [["9S"], []], T9)
    refused(state, Interrupt(1, "5C"), "A7.1")  # no capture yet
    refused(state, Decline(1), "G6")


# ----------------------------------------------------------------------------------------------
# A9 early wins and the match end


def test_A9_2_R39_three_aces_win_the_round_at_once():
    state = begin("duel", 0, [["3S", "9S"], ["7H"]], ["AS", "AC", "AD", "KS", "KC", "QS"])
    state, events = run(state, Capture(0, "3S", ["AS", "AC", "AD"]))
    assert "draw" not in types(events)  # R39: the round ends before the draw
    ended = event(events, "round_ended")
    assert ended["early_win"] == {"seats": [0], "rule": "A9.2"}
    lines = {line["item"]: line["points"] for line in ended["vp"][0]}
    assert lines["early_win"] == 20 and "round_winner" not in lines
    assert not any(line["item"] == "round_winner" for line in ended["vp"][1])  # R39
    assert ended["points"] == [23, 0]
    assert ended["ranking"][0] == {"place": 1, "seats": [0],
                                   "decided_by": {"rule": "A9.2", "criterion": "early_win"}}
    assert state.round == 2 and state.totals == (23, 0)


def test_A9_2_teams_count_the_pairs_pile():
    state = position("teams", [[], [], ["2S"], []], ["AS", "AC", "KS"], stock=["2H"],
                     piles=[["AD"], []], to_move=2)
    state, events = run(state, Capture(2, "2S", ["AS", "AC"]))
    ended = event(events, "round_ended")
    assert ended["early_win"] == {"seats": [0, 2], "rule": "A9.2"}
    assert ended["points"][0] == ended["points"][2] == 20 + 3 + 4  # with 2S


def test_A9_3_four_aces_win_the_match():
    state = position("duel", [["3S"], ["5H"]], ["AS", "AC", "AD", "KS"], stock=["2H"],
                     piles=[["AH"], []])
    state, events = run(state, Capture(0, "3S", ["AS", "AC", "AD"]))
    ended, over = event(events, "round_ended"), event(events, "game_ended")
    assert ended["early_win"]["rule"] == "A9.3"
    assert ended["points"][0] == 4 + 20 + 69
    assert over["winners"] == [0] and over["rule"] == "A9.3"
    assert V.is_finished(state) and V.view(state, None)["winners"] == [0]
    refused(state, Drop(1, "5H"), "G6")


def test_A9_4_match_ends_at_69():
    state = position("duel", [["2H"], []], ["KS"], piles=[[], ["AS"]], totals=[30, 60],
                     history=[[30, 60]])
    state, events = run(state, Drop(0, "2H"))
    assert event(events, "game_ended") == {"type": "game_ended", "winners": [1], "rule": "A9.4",
                                           "decided_by": "total", "totals": [30, 69]}


def test_A9_4_a_69_point_tie_is_decided_by_2S():
    # Seat 0 holds 2S (4 VP); seat 1 holds AS: a column, so the round's 8 VP (9 in all).
    state = position("duel", [["2H"], []], ["KS"], piles=[["2S"], ["AS"]], totals=[65, 60],
                     history=[[65, 60]])
    state, events = run(state, Drop(0, "2H"))
    over = event(events, "game_ended")
    assert over["totals"] == [69, 69] and over["winners"] == [0] and over["decided_by"] == "2S"


def test_A9_4_a_tie_without_2S_plays_another_round():
    state = position("duel", [["2H"], []], ["KS"], piles=[["AC"], ["AS"]], totals=[68, 68],
                     history=[[68, 68]])
    state, events = run(state, Drop(0, "2H"))
    assert "game_ended" not in types(events) and state.round == 2
    assert state.totals == (69, 69) and V.view(state, None)["status"] == "active"
    assert V.view(state, None)["history"] == [[68, 68], [1, 1]]
