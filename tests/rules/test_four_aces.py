"""``POST /v1/rules/four-aces/capture`` and ``/count`` over real HTTP (Flask app, real Redis):
hand-computed cases from A6–A9, the explanation in English and Italian, bad input, and
agreement with the engine (every capture, random illegal ones, every ``round_ended``) over
seeded random matches of every mode."""

from __future__ import annotations

import pytest

from tests.support.rules_client import ask, lines, module_client, refused
from variants import find_variant
from variants.base import IllegalMove
from variants.four_aces import Capture, Drop, Phase
from variants.four_aces.cards import JOKERS
from variants.four_aces.engine import MODE_PLAYERS, Config
from variants.rng import Rng

CAPTURE = "/v1/rules/four-aces/capture"
COUNT = "/v1/rules/four-aces/count"


@pytest.fixture(scope="module")
def client(redis_url):
    return module_client(redis_url)


def suit(s, ranks):
    return [f"{r}{s}" for r in ranks]


# ----------------------------------------------------------------------------------------------
# Captures


def test_A6_1_a_capture_by_sum_and_A7_1_its_interruption_explained(client):
    body = {"table": ["4D", "5C", "9H"], "card": "9S", "take": ["4D", "5C"]}
    en = ask(client, CAPTURE, body)
    assert (en["legal"], en["rule"], en["value"], en["take_sum"], en["piuma"]) == (
        True, "A6.1", 9, 9, False)
    assert en["interruption"] == {"eligible": True, "cards": ["5C"]}
    assert (en["captures_count"], en["can_drop"]) == (2, False)
    assert lines(en) == [
        ("A1.2", "9S is worth 9"),
        ("A6.1", "4D (4) + 5C (5) = 9: a legal capture; 9S and the taken cards go to the pile"),
        ("A6.2", "1 card stays on the table: not a Piuma"),
        ("A7.1", "2 table cards taken: an opponent with an Interruption left may remove one of 5C"),
        ("A6.1", "9S can make 2 captures here, so it may not be dropped"),
    ]
    it = ask(client, CAPTURE, body, lang="it")
    assert lines(it) == [
        ("A1.2", "9S vale 9"),
        ("A6.1", "4D (4) + 5C (5) = 9: una presa valida; 9S e le carte prese vanno nel mucchio"),
        ("A6.2", "1 carta resta sul tavolo: non è una Piuma"),
        ("A7.1", ("2 carte prese dal tavolo: un avversario con un'Interruzione ancora da usare può "
                 "eliminarne una tra 5C")),
        ("A6.1", "9S può fare qui 2 prese, quindi non si può calare"),
    ]


@pytest.mark.parametrize("body, rule, words", [
    ({"table": ["4D", "3C"], "card": "9S", "take": ["4D", "3C"]}, "A6.1", "adds up to 7, not 9"),
    ({"table": ["4D", "5C"], "card": "9S", "take": ["4D", "5H"]}, "A6.1", "5H is not on the table"),
    ({"table": ["4D", "5C"], "card": "9S", "take": []}, "A6.1", "at least one table card"),
    ({"table": ["4D", "5C"], "card": "8S", "take": ["4D", "4D"]}, "A6.1", "names 4D twice"),
    ({"table": ["4D", "5C"], "card": "BJ", "take": ["4D", "5C"]}, "A1.2", "joker_value from 5 to 9"),
    ({"table": ["4D", "5C"], "card": "BJ", "take": ["4D", "5C"], "joker_value": 10}, "A1.2", "not 10"),
    ({"table": ["4D", "5C"], "card": "9S", "take": ["4D", "5C"], "joker_value": 9}, "A1.2",
     "only a joker"),
])
def test_R105_an_illegal_capture_is_a_verdict_with_its_rule(client, body, rule, words):
    result = ask(client, CAPTURE, body)
    assert not result["legal"] and result["rule"] == rule
    assert result["piuma"] is None and result["interruption"] is None
    assert any(r == rule and words in text for r, text in lines(result)), lines(result)
    italian = ask(client, CAPTURE, body, lang="it")
    assert any(text.startswith("non è una presa valida: ") for _, text in lines(italian))


def test_A6_2_a_piuma_cannot_be_interrupted(client):
    result = ask(client, CAPTURE, {"table": ["3C", "6D"], "card": "RJ", "take": ["3C", "6D"],
                                   "joker_value": 9})
    assert result["legal"] and result["piuma"] and result["value"] == 9
    assert result["interruption"] == {"eligible": False, "cards": []}
    assert ("A6.2", "a Piuma cannot be interrupted") in lines(result)
    assert ("A1.2", "RJ played from the hand is declared 9") in lines(result)


@pytest.mark.parametrize("body, rule, text", [
    ({"after_piuma": True}, "A6.2", "the turn after a Piuma cannot be interrupted"),
    ({"just_interrupted": True}, "A7.3", "the capturer was just interrupted: this capture cannot be"),
    ({"take": ["8D"], "card": "8S"}, "A7.1", "only one table card taken: no Interruption"),
    ({"take": ["3C", "4H"], "card": "7S"}, "A7.1",
     "no taken card is a 5 to 9 or a joker: no Interruption"),
])
def test_R106_A7_1_when_no_interruption_may_follow(client, body, rule, text):
    base = {"table": ["3C", "4H", "8D", "2S", "KH"], "card": "10S", "take": ["2S", "8D"]}
    result = ask(client, CAPTURE, {**base, **body})
    assert result["legal"] and result["interruption"] == {"eligible": False, "cards": []}
    assert (rule, text) in lines(result)


def test_A1_2_a_joker_on_the_table_is_worth_one_and_may_be_interrupted(client):
    result = ask(client, CAPTURE, {"table": ["BJ", "2C", "QD"], "card": "3S", "take": ["BJ", "2C"]})
    assert result["legal"] and result["interruption"] == {"eligible": True, "cards": ["BJ"]}
    assert lines(result)[0] == ("A1.2", "a joker lying on the table is worth 1")


def test_every_capture_a_card_could_make_and_when_it_may_be_dropped(client):
    table = ["AS", "2C", "3D", "4H", "5S"]
    result = ask(client, CAPTURE, {"table": table, "card": "5H", "take": ["5S"], "all_captures": True})
    assert result["captures_count"] == 3 and not result["can_drop"]
    assert sorted(map(tuple, (c["take"] for c in result["captures"]))) == [
        ("2C", "3D"), ("5S",), ("AS", "4H")]
    joker = ask(client, CAPTURE, {"table": ["4D", "5C"], "card": "BJ", "take": ["4D"],
                                  "joker_value": 5, "all_captures": True})
    assert not joker["legal"]  # 4D is worth 4, not 5
    assert {(tuple(c["take"]), c["joker_value"], c["piuma"]) for c in joker["captures"]} == {
        (("5C",), 5, False), (("4D", "5C"), 9, True)}
    lone = ask(client, CAPTURE, {"table": ["KS"], "card": "2H", "take": ["KS"]}, lang="it")
    assert not lone["legal"] and lone["can_drop"] and lone["captures_count"] == 0
    assert lines(lone)[-1] == ("A6.1", ("2H non può prendere nulla da questo tavolo, quindi si può "
                                       "calare"))


@pytest.mark.parametrize("body, status, where", [
    ({"table": ["7S", "7S"], "card": "9S", "take": ["7S"]}, 422, "table"),
    ({"table": ["9S", "2C"], "card": "9S", "take": ["2C"]}, 422, "card"),
    ({"table": ["1S"], "card": "9S", "take": []}, 400, "table"),
    ({"table": [], "card": "ZZ", "take": []}, 400, "card"),
    ({"table": ["2C"] * 54, "card": "9S", "take": []}, 400, "table"),
    ({"table": [], "card": "9S"}, 400, "take"),
    ('{"table": [], "card": "9S", "take": [], "joker_value": 1%s}' % ("0" * 30), 400,
     "joker_value"),
])
def test_R105_impossible_or_malformed_captures(client, body, status, where):
    en = ask(client, CAPTURE, body, status=status)
    it = ask(client, CAPTURE, body, lang="it", status=status)
    if status == 422:
        assert en["rule"] == it["rule"] == "A1.1" and en["field"] == where
    else:
        assert where in en["errors"] and where in it["errors"]
    assert en["detail"] != it["detail"]


# ----------------------------------------------------------------------------------------------
# The count


def test_A8_2_equal_longest_columns_pure_beats_impure(client):
    body = {"mode": "duel",
            "piles": [suit("S", "A234567"), suit("H", "A23456") + ["RJ"]]}
    en = ask(client, COUNT, body)
    assert en["columns"] == [
        [{"suit": "S", "length": 7, "pure": True, "joker": None, "stands_for": None}],
        [{"suit": "H", "length": 7, "pure": False, "joker": "RJ", "stands_for": "7H"}],
    ]
    assert en["ranking"][0] == {"place": 1, "seats": [0], "decided_by": {
        "rule": "A8.2", "criterion": "purity", "column": 1}}
    # seat 0: 2S 4 + AS 1 + 8 for the round; seat 1: RJ 2 + AH 1.
    assert en["points"] == [13, 3]
    assert lines(en) == [
        ("A8.1", "seat 0: columns spades A–7 (7, pure)"),
        ("A8.1", "seat 1: columns hearts A–7 with RJ for 7H (7, impure)"),
        ("A8.2", "place 1: seat 0"),
        ("A8.2", "seat 0 above seat 1: equal longest columns, pure beats impure"),
        ("A8.2", "place 2: seat 1"),
        ("A9.1", "seat 0: 2S (4) + AS (1) + round won (8) = 13 VP"),
        ("A9.1", "seat 1: RJ (2) + AH (1) = 3 VP"),
    ]
    it = ask(client, COUNT, body, lang="it")
    assert lines(it)[3] == ("A8.2", ("posto 0 sopra posto 1: colonne più lunghe uguali, la pura "
                                    "batte l'impura"))
    assert lines(it)[5] == ("A9.1", "posto 0: 2S (4) + AS (1) + round vinto (8) = 13 PV")


def test_A8_1_the_joker_goes_where_it_ranks_the_side_best(client):
    # BJ could stand for 5S (making A–9 of spades) or 5C (A–5 of clubs): spades is longer.
    body = {"mode": "duel", "piles": [suit("S", "A234") + suit("S", "6789") + suit("C", "A234")
                                      + ["BJ"], []]}
    result = ask(client, COUNT, body)
    assert result["columns"][0][0] == {"suit": "S", "length": 9, "pure": False, "joker": "BJ",
                                       "stands_for": "5S"}
    assert result["jokers_used"] == [1, 0]


def test_A9_1_victory_points_and_A8_3_odd_placement(client):
    body = {"mode": "odd",
            "piles": [["2S", "JH", "QH", "KH", "AD", "9D"], ["AC", "2C"], ["BJ"]],
            "piumas": [["9D"], [], []], "removed": ["8D"]}
    result = ask(client, COUNT, body)
    # Columns: seat 0 A of diamonds (1), seat 1 A–2 of clubs (2), seat 2 none.
    assert [r["seats"] for r in result["ranking"]] == [[1], [0], [2]]
    items = [[(line["item"], line["points"]) for line in side] for side in result["vp"]]
    assert items[0] == [("2S", 4), ("JQK", 2), ("ace", 1), ("piuma", 1), ("placement", 2)]
    assert items[1] == [("ace", 1), ("placement", 3)]
    assert items[2] == [("joker", 2), ("placement", 1)]
    assert result["points"] == [10, 4, 3]
    assert ("A9.1", "8D was removed by an Interruption: held by nobody") in lines(result)
    assert ("A9.1", ("seat 0: 2S (4) + J-Q-K of hearts (2) + AD (1) + Piuma with 9D (1) + "
                    "placement (2) = 10 VP")) in lines(result)


def test_A8_3_a_full_tie_in_duel_gives_nobody_the_eight(client):
    result = ask(client, COUNT, {"mode": "duel", "piles": [[], []]}, lang="it")
    assert result["points"] == [0, 0]
    assert result["ranking"] == [{"place": 1, "seats": [0, 1], "decided_by": None}]
    assert ("A8.3", "parità al primo posto: nessuno prende gli 8 PV") in lines(result)


def test_R107_A9_2_three_aces_win_the_round_at_once_in_teams(client):
    body = {"mode": "teams", "piles": [["AS", "AC", "AD", "2S"], ["AH", "2H", "3H"]]}
    result = ask(client, COUNT, body)
    assert result["sides"] == [[0, 2], [1, 3]]
    assert result["early_win"] == {"seats": [0, 2], "rule": "A9.2"}
    assert result["points"] == [4 + 3 + 20 + 0, 1]  # 2S, three Aces, the early win; AH
    assert result["ranking"][0]["seats"] == [0, 2]
    assert any(rule == "A9.2" for rule, _ in lines(result))


def test_R109_A9_3_four_aces_win_the_match_and_A9_4_the_2S_breaks_a_tie(client):
    four = ask(client, COUNT, {"mode": "even", "piles": [["AS", "AC", "AD", "AH"], [], [], []],
                               "totals": [0, 80, 0, 0]})
    assert four["early_win"]["rule"] == "A9.3" and four["points"][0] == 4 + 20 + 69
    assert four["match_winners"] == [0]
    tie = ask(client, COUNT, {"mode": "duel", "piles": [["2S"], ["3S"]], "totals": [61, 69]})
    # Seat 0: 2S 4 + round won 8 (holding 2S breaks the tie of no columns) = 12 → 73.
    assert tie["totals"] == [73, 69] and tie["match_winners"] == [0]
    even = ask(client, COUNT, {"mode": "duel", "piles": [["2S"], ["3S"]], "totals": [57, 73]})
    assert even["totals"] == [69, 73] and even["match_winners"] == [1]
    level = ask(client, COUNT, {"mode": "duel", "piles": [["2S"], ["3S"]], "totals": [61, 73]})
    assert level["totals"] == [73, 73] and level["match_winners"] == [0]
    assert ("A9.4", "seat 0 ties for the most VP and held 2S this round: wins the match") in lines(level)


@pytest.mark.parametrize("body, rule, field", [
    ({"mode": "duel", "piles": [["7S"], ["7S"]]}, "A1.1", "piles.1"),
    ({"mode": "duel", "piles": [["7S"], []], "piumas": [[], ["7S"]]}, "A6.2", "piumas.1"),
    ({"mode": "duel", "piles": [["7S"], []], "removed": ["7S"]}, "A9.1", "removed"),
    ({"mode": "duel", "piles": [[], []], "removed": ["3C"]}, "A7.1", "removed"),
    ({"mode": "duel", "piles": [[], []], "removed": ["5C", "6C", "7C"]}, "A7.2", "removed"),
    ({"mode": "duel", "piles": [[], [], []]}, "A2", "piles"),
    ({"mode": "teams", "piles": [[], [], [], []]}, "A2", "piles"),
])
def test_R108_piles_no_round_can_hold_are_422_with_the_rule(client, body, rule, field):
    refused(client, COUNT, body, rule, field)


@pytest.mark.parametrize("body, field", [
    ({"mode": "solo", "piles": [[], []]}, "mode"),
    ({"mode": "duel", "piles": [["7X"], []]}, "piles"),
    ({"mode": "duel"}, "piles"),
    ({"mode": "duel", "piles": [[], []], "totals": [-1, 0]}, "totals"),
])
def test_malformed_counts_are_400(client, body, field):
    assert field in ask(client, COUNT, body, status=400)["errors"]
    assert field in ask(client, COUNT, body, lang="it", status=400)["errors"]


# ----------------------------------------------------------------------------------------------
# Agreement with the engine


def _by_side(values, sides):
    """A per-seat list of the engine's event, as one value per side."""
    return [values[seats[0]] for seats in sides]


def test_every_capture_and_round_of_seeded_matches_agrees_with_the_engine(client):
    engine = find_variant("four-aces")
    captures = probes = rounds = 0
    for mode in ("duel", "odd", "even", "teams"):
        config = Config(MODE_PLAYERS[mode], mode, goal=25)
        state, _ = engine.start(config, f"rules-{mode}")
        rng = Rng(f"rules-pick-{mode}")
        removed: list[str] = []
        while not engine.is_finished(state):
            seat = engine.to_act(state)[0]
            legal = engine.legal_moves(state, seat)
            move = legal[rng.below(len(legal))]
            if state.phase == Phase.PLAY and rng.below(2) == 0:
                # A random capture, often illegal: the ruling's verdict is the engine's.
                card = state.hands[seat][rng.below(len(state.hands[seat]))]
                take = [c for c in state.table if rng.below(3) == 0][:3]
                value = 4 + rng.below(7) if card in JOKERS else None
                verdict = ask(client, CAPTURE, {
                    "table": list(state.table), "card": card.value, "take": [c.value for c in take],
                    "joker_value": value, "after_piuma": state.protected_turn,
                    "just_interrupted": state.shielded[seat]})
                try:
                    engine.apply(state, Capture(seat, card, tuple(take), value))
                except IllegalMove as exc:
                    assert not verdict["legal"] and verdict["rule"] == exc.rule, (verdict, exc)
                else:
                    assert verdict["legal"], verdict
                moves, total = engine.legal_moves_listing(state, seat)
                assert total == len(moves)  # a full listing, under the cap
                assert verdict["captures_count"] == sum(
                    isinstance(m, Capture) and m.card == card for m in moves)
                assert verdict["can_drop"] == (Drop(seat, card) in moves)
                probes += 1
            after, events = engine.apply(state, move)
            if isinstance(move, Capture):
                result = ask(client, CAPTURE, {
                    "table": list(state.table), "card": move.card.value,
                    "take": [c.value for c in move.take], "joker_value": move.joker_value,
                    "after_piuma": state.protected_turn, "just_interrupted": state.shielded[seat]})
                assert result["legal"] and result["piuma"] == events[0].data["piuma"]
                if after.phase == Phase.INTERRUPTION:
                    assert result["interruption"] == {"eligible": True, "cards": [
                        c.value for c in after.window.cards]}
                elif not result["interruption"]["eligible"]:
                    assert after.window is None
                captures += 1
            for event in (e.to_dict() for e in events):
                if event["type"] == "interrupted":
                    removed.append(event["card"])
                if event["type"] != "round_ended":
                    continue
                sides = event["sides"]
                count = ask(client, COUNT, {"mode": mode, "piles": event["piles"],
                                            "piumas": event["piumas"], "removed": removed,
                                            "totals": [t - p for t, p in zip(
                                                _by_side(event["totals"], sides),
                                                _by_side(event["points"], sides), strict=True)]})
                assert count["sides"] == sides
                assert count["early_win"] == event["early_win"]
                assert count["ranking"] == event["ranking"]
                assert count["points"] == _by_side(event["points"], sides)
                assert count["vp"] == _by_side(event["vp"], sides)
                assert count["columns"] == _by_side(event["columns"], sides)
                assert count["jokers_used"] == _by_side(event["jokers_used"], sides)
                assert count["totals"] == _by_side(event["totals"], sides)
                rounds += 1
                removed = []
            state = after
    assert captures > 50 and probes > 50 and rounds >= 4, (captures, probes, rounds)
