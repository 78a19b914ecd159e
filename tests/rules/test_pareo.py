"""``POST /v1/rules/pareo/play`` over real HTTP (Flask app, real Redis): P4's own sentences,
the explanation in English and Italian, refused answers, and agreement with the engine's
``play_resolved`` over seeded random games (and with its Pareo Chart on every table)."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest

from tests.support.rules_client import ask, lines, module_client, refused
from variants import find_variant
from variants.emotrions.cards import Card, is_valid_combination
from variants.pareo.chart import table_value
from variants.pareo.rulings import reckoning
from variants.rng import Rng

PLAY = "/v1/rules/pareo/play"


@pytest.fixture(scope="module")
def client(redis_url):
    return module_client(redis_url)


# P4's sentences: "a matched positive attack goes to the Pareo; a matched negative attack goes to
# the Challenger; a declined positive attack stays with the Challenger; a declined negative
# attack goes to the Pareo; a Force attack beats every answer except a match (a Force or an
# Indecision) or a Hunger."
@pytest.mark.parametrize("attack, answer, taker", [
    (["love", "joy"], ["love", "joy"], "pareo"),
    (["hatred"], ["hatred"], "challenger"),
    (["goodness"], None, "challenger"),
    (["fury", "sadness"], None, "pareo"),
    (["force"], ["force"], "pareo"),
    (["force"], ["indecision"], "pareo"),
    (["force"], ["hunger"], None),
    (["force"], None, "challenger"),
])
def test_P4_the_rule_books_sentences(client, attack, answer, taker):
    result = ask(client, PLAY, {"attack": attack, "answer": answer})
    assert result["taker"] == taker
    assert result["to"] == (taker or "discard")
    assert result["step"] == ("P4.1" if taker is None else "P4.4")


def test_P4_a_force_attack_beats_every_other_answer_allowed(client):
    # A lone force may not answer a force attack unless it matches; every other non-matching
    # answer is refused (P3), so against force only a match or hunger can be given.
    for answer in (["love"], ["fury", "fury"], ["joy", "joy"]):
        assert ask(client, PLAY, {"attack": ["force"], "answer": answer}, status=422)["rule"] == "P3"


def test_P3_P4_explained_in_english_and_italian(client):
    body = {"attack": ["love", "indecision"], "answer": ["sadness"], "challenger": 1}
    en = ask(client, PLAY, body)
    assert (en["answer_kind"], en["match"], en["advantaged"], en["value"], en["taker"]) == (
        "match", True, "pareo", 5, "pareo")
    assert (en["taker_seat"], en["advantaged_seat"], en["seats"]) == (
        0, 0, {"challenger": 1, "pareo": 0})
    assert lines(en) == [
        ("P3", ("sadness against love + indecision: the attack holds an indecision, so any valid "
               "combination matches it (P3 b)")),
        ("P4.2", "the Pareo is advantaged: the answer is a match"),
        ("P4.3", "V = love + indecision (2 × +3 = +6) + sadness (−1) = +5"),
        ("P4.4", "V ≥ 0: the advantaged Pareo takes the 3 cards"),
    ]
    it = ask(client, PLAY, body, lang="it")
    assert lines(it) == [
        ("P3", ("sadness contro love + indecision: l'attacco contiene un'indecision, quindi ogni "
               "combinazione valida è un abbinamento (P3 b)")),
        ("P4.2", "è avvantaggiato il Pareo: la risposta è un abbinamento"),
        ("P4.3", "V = love + indecision (2 × +3 = +6) + sadness (−1) = +5"),
        ("P4.4", "V ≥ 0: il Pareo, avvantaggiato, prende le 3 carte"),
    ]


def test_R104_P4_3_a_decline_and_a_lone_indecision(client):
    result = ask(client, PLAY, {"attack": ["fury", "hatred"], "answer": ["indecision"]})
    assert result["value"] == -16 and result["taker"] == "challenger"
    assert ("P4.3", "V = fury (−5) + hatred (−3) + indecision (the other side's −8) = −16") in lines(result)
    assert lines(result)[-1] == ("P4.4", "V < 0: the other side, the Challenger, takes the 3 cards")
    declined = ask(client, PLAY, {"attack": ["indecision"]}, lang="it")
    assert declined["value"] == 0 and declined["taker"] == "challenger"
    assert lines(declined)[0] == ("P2", "il Pareo rinuncia a rispondere")


def test_P3_a_lone_force_against_a_force_free_attack_is_allowed_but_no_match(client):
    result = ask(client, PLAY, {"attack": ["hatred", "fury"], "answer": ["force"]})
    assert (result["answer_kind"], result["match"], result["advantaged"]) == (
        "lone force", False, "pareo")
    assert result["value"] == -1 and result["taker"] == "challenger"


@pytest.mark.parametrize("body, rule, field", [
    ({"attack": ["love"], "answer": ["joy"]}, "P3", "answer"),
    ({"attack": ["love", "joy"], "answer": ["love"]}, "P3", "answer"),
    ({"attack": ["love", "force"], "answer": ["force"]}, "P3", "answer"),
    ({"attack": ["love"], "answer": ["love", "fury"]}, "P3", "answer"),
    ({"attack": ["love", "fury"]}, "E3.3", "attack"),
    ({"attack": ["love", "love", "love"]}, "E3.3", "attack"),
])
def test_R104_refused_plays_are_422_with_the_games_rule_in_both_languages(client, body, rule, field):
    refused(client, PLAY, body, rule, field)


@pytest.mark.parametrize("body, field", [
    ({"attack": ["love"], "answer": ["amore"]}, "answer"),
    ({"answer": ["love"]}, "attack"),
    ({"attack": ["love"] * 9}, "attack"),
    ({"attack": ["love"], "challenger": 2}, "challenger"),
])
def test_malformed_plays_are_400_naming_the_field(client, body, field):
    en = ask(client, PLAY, body, status=400)
    it = ask(client, PLAY, body, lang="it", status=400)
    assert field in en["errors"] and field in it["errors"]
    assert en["errors"] != it["errors"]


def _combinations():
    cards = list(Card)
    singles = [(c,) for c in cards]
    pairs = [p for p in itertools.combinations_with_replacement(cards, 2) if is_valid_combination(p)]
    return singles + pairs


def _worth(text: str) -> int:
    """What a side's reckoning says it is worth: the last number of each parenthesis (after its
    last ``=``), added up: ``love (+3) + fury (−5)`` is −2, ``love + indecision (2 × +3 = +6)``
    is 6."""
    groups = re.findall(r"\(([^()]*)\)", text)
    assert groups, text
    numbers = [re.findall(r"[+−]?\d+", g.rsplit("=", 1)[-1])[-1] for g in groups]
    return sum(int(n.replace("−", "-")) for n in numbers)


def test_the_explanations_V_adds_up_to_the_engines_on_every_table():
    # Every valid attack against every valid answer (and a decline): the side values the
    # explanation writes, in both languages, add up to the engine's V (P4.3).
    combos = _combinations()
    for attack in combos:
        for lang in ("en", "it"):
            assert _worth(getattr(reckoning(attack, None), lang)) == table_value(attack, None)
            for answer in combos:
                total = (_worth(getattr(reckoning(attack, answer), lang))
                         + _worth(getattr(reckoning(answer, attack), lang)))
                assert total == table_value(attack, answer), (attack, answer, lang)


def test_every_play_of_seeded_games_is_resolved_as_the_engine_does(client):
    engine = find_variant("pareo")
    plays = 0
    for n in range(12):
        if plays >= 200:
            break
        state, _ = engine.start(engine.configure(2, {}), f"rules-pareo-{n}")
        rng = Rng(f"rules-pareo-pick-{n}")
        while not engine.is_finished(state):
            seat = engine.to_act(state)[0]
            legal = engine.legal_moves(state, seat)
            state, events = engine.apply(state, legal[rng.below(len(legal))])
            for event in (e.to_dict() for e in events):
                if event["type"] != "play_resolved":
                    continue
                body = {"attack": event["attack"], "answer": event["answer"],
                        "challenger": event["challenger"]}
                result = ask(client, PLAY, body)
                assert result["taker_seat"] == event["taker"], event
                assert result["advantaged_seat"] == event["advantaged"], event
                assert (result["value"], result["step"]) == (event["value"], event["step"]), event
                plays += 1
    assert plays >= 200


def test_the_readme_example_is_what_the_service_answers(client):
    readme = (Path(__file__).resolve().parent.parent.parent / "README.md").read_text()
    command = readme[readme.index("/v1/rules/pareo/play"):]
    body = json.loads(command[command.index("-d '") + 4:command.index("' |")])
    shown = json.loads(command[command.index("# ") + 2:command.index("\n", command.index("# "))])
    result = ask(client, PLAY, body)
    assert [result["taker"], result["value"], result["explanation"][-1]] == shown
