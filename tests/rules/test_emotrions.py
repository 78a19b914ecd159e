"""``POST /v1/rules/emotrions/trick`` and ``/score`` over real HTTP (Flask app, real Redis):
RULES.md's own examples, the explanation in English and Italian, bad input, and agreement with
the engine's ``trick_resolved`` and ``hand_ended`` over seeded random games."""

from __future__ import annotations

from collections import Counter

import pytest

from referee import create_app
from referee.config import Settings
from referee.storage.memory import MemoryStore
from tests.support.rules_client import ask, lines, module_client
from variants import find_variant
from variants.rng import Rng

TRICK = "/v1/rules/emotrions/trick"
SCORE = "/v1/rules/emotrions/score"


@pytest.fixture(scope="module")
def client(redis_url):
    return module_client(redis_url)


def trick(*stakes):
    return {"stakes": [{"seat": seat, "cards": cards} for seat, cards in enumerate(stakes)]}


# E3.4's examples, in the rule book's words: the first beats the second.
E3_4_EXAMPLES = [
    (["fury"], ["love"]),
    (["love", "love"], ["fury"]),
    (["love", "indecision"], ["fury"]),
    (["force"], ["love", "love"]),
    (["force"], ["hatred", "hatred"]),
    (["fury", "fury"], ["force"]),
    (["goodness", "goodness"], ["force"]),
]


@pytest.mark.parametrize("stronger, weaker", E3_4_EXAMPLES)
def test_E3_4_the_rule_books_examples_beat_in_either_staking_order(client, stronger, weaker):
    first = ask(client, TRICK, trick(stronger, weaker))
    assert first["winner"] == 0 and first["to"] == "pile" and not first["hunger"]
    assert first["stakes"][0]["strength"] > first["stakes"][1]["strength"]
    second = ask(client, TRICK, trick(weaker, stronger))
    assert second["winner"] == 1


def test_E3_4_explained_line_by_line_in_english_and_italian(client):
    body = trick(["love", "indecision"], ["fury"], ["indecision"])
    en = ask(client, TRICK, body)
    assert en["stakes"] == [
        {"seat": 0, "cards": ["love", "indecision"], "strength": 6, "pass": False},
        {"seat": 1, "cards": ["fury"], "strength": 5, "pass": False},
        {"seat": 2, "cards": ["indecision"], "strength": 0, "pass": True},
    ]
    assert lines(en) == [
        ("E3.4", "seat 0: love + indecision = 2 × 3 = 6"),
        ("E3.4", "seat 1: fury = 5"),
        ("E3.8", "seat 2: indecision = 0, a pass: it cannot win the trick"),
        ("E3.6", "seat 0 wins with strength 6, the highest"),
        ("E3.6", "seat 0 takes the 4 staked cards into their won pile and leads the next trick"),
    ]
    it = ask(client, TRICK, body, lang="it")
    assert lines(it) == [
        ("E3.4", "posto 0: love + indecision = 2 × 3 = 6"),
        ("E3.4", "posto 1: fury = 5"),
        ("E3.8", "posto 2: indecision = 0, un passo: non può vincere la giocata"),
        ("E3.6", "vince il posto 0 con forza 6, la più alta"),
        ("E3.6", ("il posto 0 prende le 4 carte puntate nel suo mucchio e apre la giocata "
                 "successiva")),
    ]
    assert {k: v for k, v in it.items() if k != "explanation"} == {
        k: v for k, v in en.items() if k != "explanation"}


@pytest.mark.parametrize("header, language", [
    ("it-IT,it;q=0.9,en;q=0.5", "it"), ("fr-FR,fr;q=0.9", "en"), ("en-GB", "en"), ("*", "en"),
])
def test_the_reply_speaks_the_best_language_asked_for(client, header, language):
    response = client.post(TRICK, json=trick(["joy"], ["love"]), headers={"Accept-Language": header})
    assert response.headers["Content-Language"] == language
    assert "Accept-Language" in response.headers["Vary"]
    text = response.get_json()["explanation"][-1]["text"]
    assert text.startswith("il posto 1" if language == "it" else "seat 1 takes")


def test_rulings_are_rate_limited_by_address():
    # As every anonymous /v1 request (referee.http.limits): no token, so the client address's budget.
    app = create_app(Settings(rate_limit_client="2/minute"), store=MemoryStore())
    anyone = app.test_client()
    for _ in range(2):
        assert anyone.post(TRICK, json=trick(["joy"], ["love"])).status_code == 200
    refused = anyone.post(SCORE, json={"piles": [[]]})
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) >= 1


def test_E3_6_equal_strengths_go_to_the_earliest_staker(client):
    # Seat 2 leads: its hatred + hatred (6) ties seat 0's love + love (6), staked later.
    body = {"stakes": [{"seat": 2, "cards": ["hatred", "hatred"]}, {"seat": 0, "cards": ["love", "love"]},
                       {"seat": 1, "cards": ["joy"]}]}
    result = ask(client, TRICK, body)
    assert result["winner"] == 2
    assert ("E3.6", ("seat 2 wins with strength 6: seat 0 also staked 6, but later; a tie goes "
                    "to the earliest staker")) in lines(result)


def test_E3_5_hunger_eats_the_trick_after_every_stake(client):
    result = ask(client, TRICK, trick(["force"], ["hunger"], ["fury", "fury"]), lang="it")
    assert result["winner"] is None and result["hunger"] and result["to"] == "discard"
    assert [s["strength"] for s in result["stakes"]] == [7, 0, 10]
    rules = [rule for rule, _ in lines(result)]
    assert rules == ["E3.4", "E3.4", "E3.4", "E3.5"]
    assert "hunger mangia la giocata" in lines(result)[-1][1]


def test_E3_8_a_trick_of_passes_is_discarded(client):
    result = ask(client, TRICK, trick(["indecision"], ["indecision", "indecision"]))
    assert result["winner"] is None and not result["hunger"] and result["to"] == "discard"
    assert [s["pass"] for s in result["stakes"]] == [True, True]
    assert lines(result)[-1] == ("E3.8", ("every stake is a pass: nobody wins; the 3 staked "
                                         "cards are discarded and the same leader leads the next trick"))


def test_R100_a_trick_of_one_stake_is_won_by_it_unless_a_pass(client):
    won = ask(client, TRICK, trick(["sadness"]))
    assert won["winner"] == 0 and lines(won)[0][0] == "R100"
    passed = ask(client, TRICK, trick(["indecision"]))
    assert passed["winner"] is None


def test_R101_stakes_must_come_clockwise_from_the_leader(client):
    ok = {"stakes": [{"seat": 2, "cards": ["joy"]}, {"seat": 3, "cards": ["joy"]},
                     {"seat": 0, "cards": ["love"]}]}
    assert ask(client, TRICK, ok)["winner"] == 0
    bad = {"stakes": [{"seat": 0, "cards": ["joy"]}, {"seat": 2, "cards": ["joy"]},
                      {"seat": 1, "cards": ["love"]}]}
    problem = ask(client, TRICK, bad, lang="it", status=422)
    assert problem["rule"] == "E3.2" and problem["field"] == "stakes.2.seat"
    assert "senso orario" in problem["detail"]
    twice = {"stakes": [{"seat": 1, "cards": ["joy"]}, {"seat": 1, "cards": ["love"]}]}
    assert ask(client, TRICK, twice, status=422)["rule"] == "E3.2"


def test_R102_the_deck_holds_four_of_a_type_per_deck(client):
    five_furies = trick(["fury", "fury"], ["fury", "fury"], ["fury"])
    en = ask(client, TRICK, five_furies, status=422)
    assert en["rule"] == "E1.1" and en["field"] == "stakes.2.cards"
    assert en["detail"] == "5 fury cards in all, but one deck holds only 4"
    it = ask(client, TRICK, five_furies, lang="it", status=422)
    assert it["detail"] == "5 carte fury in tutto, ma un mazzo ne contiene solo 4"
    # Two decks (given, or the E1.2 default for five players) hold eight.
    assert ask(client, TRICK, {**five_furies, "decks": 2})["decks"] == 2
    assert ask(client, TRICK, {**five_furies, "players": 5})["decks"] == 2
    six = trick(*[["fury"]] * 5, ["fury"])
    assert ask(client, TRICK, six)["decks"] == 2
    nine = {"stakes": [{"seat": s, "cards": ["fury", "fury"]} for s in range(4)] +
            [{"seat": 4, "cards": ["fury"]}], "decks": 2}
    assert ask(client, TRICK, nine, status=422)["rule"] == "E1.2"
    beyond = {"stakes": [{"seat": 3, "cards": ["joy"]}], "players": 3}
    assert ask(client, TRICK, beyond, status=422)["rule"] == "G1"


@pytest.mark.parametrize("cards, rule, words", [
    (["hunger", "love"], "E3.3", "hunger"),
    (["love", "fury"], "E3.3", "opposite signs"),
    (["love", "love", "love"], "E3.2", "1 or 2 cards"),
    ([], "E3.2", "1 or 2 cards"),
])
def test_E3_3_an_invalid_stake_is_a_broken_rule(client, cards, rule, words):
    problem = ask(client, TRICK, trick(["joy"], cards), status=422)
    assert problem["rule"] == rule and problem["field"] == "stakes.1.cards"
    assert words in problem["detail"] and problem["detail"].startswith("seat 1: ")
    italian = ask(client, TRICK, trick(["joy"], cards), lang="it", status=422)["detail"]
    assert italian.startswith("posto 1: ") and italian != problem["detail"]


@pytest.mark.parametrize("body, where", [
    ({"stakes": [{"seat": 0, "cards": ["rage"]}]}, ["stakes", "0", "cards", "0"]),
    ({"stakes": [{"seat": 0, "cards": ["joy"] * 9}]}, ["stakes", "0", "cards"]),
    ({"stakes": []}, ["stakes"]),
    ({"stakes": [{"seat": 6, "cards": ["joy"]}]}, ["stakes", "0", "seat"]),
    ({"stakes": [{"seat": 0, "cards": ["joy"]}], "decks": 3}, ["decks"]),
    ({"stakes": [{"seat": 0, "cards": ["joy"]}], "colour": "red"}, ["colour"]),
    ({}, ["stakes"]),
])
def test_malformed_tricks_are_400_with_field_errors_in_both_languages(client, body, where):
    en = ask(client, TRICK, body, status=400)
    it = ask(client, TRICK, body, lang="it", status=400)
    for problem in (en, it):
        errors = problem["errors"]
        for key in where:
            errors = errors[key]
        assert errors and all(isinstance(m, str) for m in errors)
    assert en["errors"] != it["errors"] and en["detail"] != it["detail"]


def test_E4_2_piles_are_scored_and_E4_3_ties_share_the_hand(client):
    body = {"piles": [["love", "love", "fury", "hunger"], ["joy"], None], "totals": [3, 4, 10]}
    en = ask(client, SCORE, body)
    assert en["points"] == [1, 1, None] and en["hand_winners"] == [0, 1]
    assert en["totals"] == [4, 5, 10]
    assert lines(en) == [
        ("E4.2", "seat 0: 2 × love (+6) + fury (−5) + hunger (0) = 1"),
        ("E4.2", "seat 1: joy (+1) = 1"),
        ("E4.2", "hunger and indecision count 0, also when played in a combination"),
        ("E4.3", "seats 0 and 1 share the hand win with 1"),
        ("E4.3", "seat 0: game score 3 + 1 = 4"),
        ("E4.3", "seat 1: game score 4 + 1 = 5"),
    ]
    it = ask(client, SCORE, body, lang="it")
    assert lines(it)[3] == ("E4.3", "posti 0 e 1 vincono la mano a pari merito con 1")
    assert lines(it)[4] == ("E4.3", "posto 0: punteggio di partita 3 + 1 = 4")


def test_E4_2_negative_and_empty_piles(client):
    result = ask(client, SCORE, {"piles": [[], ["fury", "sadness", "indecision"]]})
    assert result["points"] == [0, -6] and result["hand_winners"] == [0]
    assert lines(result)[:2] == [("E4.2", "seat 0: an empty pile scores 0"),
                                 ("E4.2", "seat 1: sadness (−1) + fury (−5) + indecision (0) = −6")]


def test_R103_two_deck_piles_score_each_copy_and_a_fifth_fury_needs_two_decks(client):
    piles = {"piles": [["fury"] * 3, ["fury"] * 2]}
    problem = ask(client, SCORE, piles, status=422)
    assert problem["rule"] == "E1.1" and problem["field"] == "piles.1"
    two = ask(client, SCORE, {**piles, "decks": 2})
    assert two["points"] == [-15, -10] and lines(two)[0][0] == "R103"
    six = ask(client, SCORE, {"piles": [["force"] * 8, [], [], [], [], []]})
    assert six["decks"] == 2 and six["points"][0] == 56
    assert ask(client, SCORE, {"piles": [None, None]}, status=422)["rule"] == "R103"


# ----------------------------------------------------------------------------------------------
# Agreement with the engine


def _random_games(players_list, seeds_per, options=None):
    """Seeded random games: yield (state before the move, move, events) for every move."""
    engine = find_variant("emotrions")
    for players in players_list:
        for n in range(seeds_per):
            config = engine.configure(players, options or {})
            state, events = engine.start(config, f"rules-{players}-{n}")
            yield None, None, events
            rng = Rng(f"rules-pick-{players}-{n}")
            while not engine.is_finished(state):
                seat = engine.to_act(state)[0]
                legal = engine.legal_moves(state, seat)
                move = legal[rng.below(len(legal))]
                after, events = engine.apply(state, move)
                yield state, move, events
                state = after


def test_every_trick_of_seeded_games_is_resolved_as_the_engine_does(client):
    tricks = hands = 0
    piles: dict[int, Counter] = {}
    for players in (2, 3, 5):
        for _, _, events in _random_games([players], 1,
                                          {"target": "exact37"} if players == 3 else None):
            for event in events:
                data = event.to_dict()
                if data["type"] == "hand_started" or not piles:
                    piles = {seat: Counter() for seat in range(players)}
                if data["type"] == "trick_resolved":
                    body = {"stakes": [{"seat": s["seat"], "cards": s["cards"]}
                                       for s in data["stakes"]], "players": players}
                    result = ask(client, TRICK, body)
                    for key in ("winner", "hunger", "stakes", "to"):
                        assert result[key] == data[key], (key, data)
                    if data["winner"] is not None:
                        piles[data["winner"]].update(c for s in data["stakes"] for c in s["cards"])
                    tricks += 1
                elif data["type"] == "hand_ended":
                    if data["added"]:
                        piles[data["added"]["seat"]].update(data["added"]["cards"])
                    body = {"piles": [list(piles[seat].elements()) if data["points"][seat] is not
                                      None else None for seat in range(players)]}
                    result = ask(client, SCORE, body)
                    assert result["points"] == data["points"]
                    assert result["hand_winners"] == data["hand_winners"]
                    piles = {seat: Counter() for seat in range(players)}
                    hands += 1
    assert tricks > 100 and hands > 5, (tricks, hands)
