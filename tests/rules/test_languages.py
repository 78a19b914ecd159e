"""Every stateless ruling speaks English and Italian: the same result and the same rule ids in
both, every line of the explanation (and every refusal) put into Italian words."""

from __future__ import annotations

import re

import pytest

from tests.support.rules_client import ask, lines, module_client

RULINGS = [
    ("/v1/rules/emotrions/trick", {"stakes": [{"seat": 1, "cards": ["hatred", "hatred"]},
                                              {"seat": 2, "cards": ["love", "love"]},
                                              {"seat": 0, "cards": ["indecision"]}]}),
    ("/v1/rules/emotrions/trick", {"stakes": [{"seat": 0, "cards": ["hunger"]},
                                              {"seat": 1, "cards": ["force"]}]}),
    ("/v1/rules/emotrions/trick", {"stakes": [{"seat": 0, "cards": ["indecision"]}]}),
    ("/v1/rules/emotrions/score", {"piles": [["fury"] * 5, [], None], "decks": 2,
                                   "totals": [40, 2, 1]}),
    ("/v1/rules/pareo/play", {"attack": ["force"], "answer": ["force"], "challenger": 0}),
    ("/v1/rules/pareo/play", {"attack": ["hatred"], "answer": ["force"]}),
    ("/v1/rules/pareo/play", {"attack": ["joy", "love"], "answer": ["indecision"]}),
    ("/v1/rules/pareo/play", {"attack": ["indecision"]}),
    ("/v1/rules/pareo/play", {"attack": ["fury"], "answer": ["hunger"]}),
    ("/v1/rules/four-aces/capture", {"table": ["BJ", "3D", "6C", "KH"], "card": "RJ",
                                     "take": ["3D", "6C"], "joker_value": 9,
                                     "all_captures": True}),
    ("/v1/rules/four-aces/capture", {"table": ["3D", "6C"], "card": "9H", "take": ["3D", "6C"]}),
    ("/v1/rules/four-aces/capture", {"table": ["3D", "6C"], "card": "9H", "take": ["6C"],
                                     "after_piuma": True}),
    ("/v1/rules/four-aces/capture", {"table": ["3D", "6C"], "card": "8H", "take": ["6C"]}),
    ("/v1/rules/four-aces/count", {"mode": "odd", "piles": [
        ["AS", "2S", "BJ", "JD", "QD", "KD"], ["AC", "2C", "RJ"], ["AH", "2H", "3H", "4H"]],
        "piumas": [["KD"], [], []], "removed": ["7C"], "totals": [60, 2, 3]}),
    ("/v1/rules/four-aces/count", {"mode": "teams", "piles": [["AS", "AC", "AD", "AH"], []],
                                   "totals": [0, 0]}),
    ("/v1/rules/four-aces/count", {"mode": "even", "piles": [
        ["AS", "2S", "3S"], ["AC", "2C", "3C"], ["AD", "2D", "BJ"], []], "totals": [70, 70, 0, 0]}),
]

#: Lines that are only arithmetic on card codes read the same in both languages.
ARITHMETIC = re.compile(r"^V = ")


@pytest.fixture(scope="module")
def client(redis_url):
    return module_client(redis_url)


@pytest.mark.parametrize("path, body", RULINGS)
def test_every_line_exists_in_english_and_italian(client, path, body):
    en, it = ask(client, path, body), ask(client, path, body, lang="it")
    assert {k: v for k, v in en.items() if k != "explanation"} == {
        k: v for k, v in it.items() if k != "explanation"}
    assert [rule for rule, _ in lines(en)] == [rule for rule, _ in lines(it)]
    assert lines(en)
    for (rule, english), (_, italian) in zip(lines(en), lines(it), strict=True):
        assert re.fullmatch(r"([AEGP]\d+(\.\d+)?|R\d+)", rule)
        assert english and italian
        assert italian != english or ARITHMETIC.match(english), (rule, english)


REFUSALS = [
    ("/v1/rules/emotrions/trick", {"stakes": [{"seat": 0, "cards": ["joy", "fury"]}]}, 422),
    ("/v1/rules/emotrions/trick", {"stakes": [{"seat": 0, "cards": ["joy"]},
                                              {"seat": 0, "cards": ["joy"]}]}, 422),
    ("/v1/rules/emotrions/score", {"piles": [["love"] * 5]}, 422),
    ("/v1/rules/emotrions/score", {"piles": [["love"]], "totals": [1, 2]}, 422),
    ("/v1/rules/pareo/play", {"attack": ["joy"], "answer": ["hunger", "joy"]}, 422),
    ("/v1/rules/four-aces/capture", {"table": ["QS", "QS"], "card": "2S", "take": []}, 422),
    ("/v1/rules/four-aces/count", {"mode": "even", "piles": [["KD"], [], [], ["KD"]]}, 422),
    ("/v1/rules/four-aces/count", {"mode": "odd", "piles": [[], [], []],
                                   "removed": ["5C", "6C", "7C", "8C", "9C", "5D", "6D"]}, 422),
    ("/v1/rules/emotrions/trick", {"stakes": "all of them"}, 400),
    ("/v1/rules/pareo/play", {"attack": [None]}, 400),
    ("/v1/rules/four-aces/count", {"mode": "duel", "piles": [[], []], "extra": True}, 400),
    ("/v1/rules/four-aces/capture", "[1, 2", 400),
]


@pytest.mark.parametrize("path, body, status", REFUSALS)
def test_every_refusal_exists_in_english_and_italian(client, path, body, status):
    en = ask(client, path, body, status=status)
    it = ask(client, path, body, lang="it", status=status)
    assert en["detail"] != it["detail"]
    assert en.get("rule") == it.get("rule") and (status == 400) == ("rule" not in en)
    if status == 400:
        assert en["errors"] != it["errors"]
