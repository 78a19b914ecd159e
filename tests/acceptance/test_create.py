"""Acceptance: API.md's `GET /v1/variants`, Create and explicit deals (RULES.md G2, G5), and the
view's fields, black-box over HTTP on a real Redis."""

from __future__ import annotations

import json

import pytest

from tests.support.acceptance import four_aces_deal, problem
from tests.support.http import (
    DEAL_2P,
    EXIT_HAND,
    FOUR_ACES,
    HANDS_2P,
    Table,
    bearer,
    explicit_deal,
    stock_for,
)

VARIANTS = {"emotrions": (2, 6), "pareo": (2, 2), "four-aces": (2, 4)}
OPTIONS = {
    "emotrions": {"decks", "target", "stock_face_up", "covered", "naked", "winner_options",
                  "forced_exchange", "exit"},
    "pareo": {"target", "naked", "stock_face_up"},
    "four-aces": {"mode", "interruptions_per"},
}
DEFAULTS = {
    "emotrions": {"target": "reach37", "stock_face_up": False, "covered": False, "naked": False,
                  "winner_options": False, "forced_exchange": False, "exit": False},
    "pareo": {"target": "reach37"},
    "four-aces": {"interruptions_per": "round"},
}
FA_HANDS = [FOUR_ACES[0:8], FOUR_ACES[8:16]]
FA_TABLE = FOUR_ACES[16:22]


def create(client, body):
    return client.post("/v1/games", json=body)


# GET /v1/variants -------------------------------------------------------------------------------

def test_variants_lists_every_variant_with_its_player_limits(client):
    listing = client.get("/v1/variants").get_json()
    found = {v["name"]: (v["players"]["min"], v["players"]["max"]) for v in listing["variants"]}
    assert found == VARIANTS


def test_variants_lists_the_options_of_rules_md_with_their_defaults(client):
    listing = {v["name"]: v for v in client.get("/v1/variants").get_json()["variants"]}
    for name, expected in OPTIONS.items():
        options = {o["name"]: o for o in listing[name]["options"]}
        assert expected <= set(options), name
        for option, default in DEFAULTS[name].items():
            assert options[option]["default"] == default, (name, option)
    emotrions = {o["name"]: o for o in listing["emotrions"]["options"]}
    assert set(emotrions["target"]["choices"]) == {"reach37", "exact37"}
    assert set(emotrions["decks"]["choices"]) == {1, 2}
    modes = {o["name"]: o for o in listing["four-aces"]["options"]}["mode"]
    assert {"duel", "odd", "even", "teams"} <= set(modes["choices"])


def test_variants_lists_the_presets_of_e6_1(client):
    emotrions = next(v for v in client.get("/v1/variants").get_json()["variants"]
                 if v["name"] == "emotrions")
    presets = {p["name"]: p["options"] for p in emotrions["presets"]}
    assert presets["standard"] == {"stock_face_up": False, "covered": False, "naked": False}
    assert presets["naked"]["naked"] is True
    pure = presets["pure-strategy"]
    assert pure["naked"] and pure["stock_face_up"] and pure["exit"]


def test_variants_lists_the_cards_and_the_move_types_with_their_fields(client):
    """What a client builds its moves from (the web client's move forms, docs/web.md): every card
    code and every move type it may send, each field with its kind (API.md "Cards", "Moves")."""
    listing = {v["name"]: v for v in client.get("/v1/variants").get_json()["variants"]}
    assert listing["four-aces"]["cards"] == FOUR_ACES
    assert listing["pareo"]["cards"] == listing["emotrions"]["cards"] == [
        "joy", "love", "goodness", "force", "sadness", "hatred", "fury", "hunger", "indecision"]
    for name, variant in listing.items():
        types = {m["type"]: m for m in variant["move_types"]}
        assert {m["type"] for m in variant["moves"]} | {"resign"} == set(types), name
        assert types["resign"]["fields"] == [], name
    capture = {f["name"]: f for f in
               {m["type"]: m for m in listing["four-aces"]["move_types"]}["capture"]["fields"]}
    assert [(f["kind"], f["required"]) for f in capture.values()] == [
        ("card", True), ("cards", True), ("integer", False)]
    assert "A6.1" in capture["take"]["description"]
    exchange = {m["type"]: m for m in listing["emotrions"]["move_types"]}["exchange"]
    assert exchange["fields"][0]["kind"] == "seat" and exchange["summary"]
    # Each shipped game brings its computer players (docs/bots.md).
    assert {name: v["bots"] for name, v in listing.items()} == {
        name: ["random", "greedy", "strong"] for name in VARIANTS}


def test_variants_names_the_rule_book_version(client):
    assert client.get("/v1/variants").get_json()["rules_version"] == 1


# Create -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("variant,players", [("emotrions", 3), ("pareo", 2), ("four-aces", 4)])
def test_create_answers_201_with_location_etag_seat_tokens_and_a_table_token(
        client, variant, players):
    response = create(client, {"variant": variant, "players": [f"p{n}" for n in range(players)]})
    assert response.status_code == 201
    body = response.get_json()
    assert response.headers["Location"].endswith(f"/v1/games/{body['id']}")
    assert response.headers["ETag"].strip('W/"') == str(body["version"])
    tokens = body["tokens"]
    assert len(tokens["seats"]) == players and len(set(tokens["seats"])) == players
    assert tokens["table"] and tokens["table"] not in tokens["seats"]
    fetched = client.get(response.headers["Location"])
    assert fetched.status_code == 200 and fetched.get_json()["variant"] == variant


def test_options_are_those_of_rules_md_and_shown_in_the_view(client):
    game = Table(client, {"variant": "emotrions", "players": ["A", "B", "C"],
                          "options": {"target": "exact37", "winner_options": True}})
    options = game.view().get_json()["options"]
    assert options["target"] == "exact37" and options["winner_options"] is True
    assert options["decks"] == 1
    five = Table(client, {"variant": "emotrions", "players": list("ABCDE")}).view().get_json()
    assert five["options"]["decks"] == 2


def test_a_preset_stands_in_for_options(client):
    game = Table(client, {"variant": "emotrions", "players": ["A", "B"],
                          "preset": "pure-strategy"})
    view = game.view().get_json()
    assert view["options"]["naked"] and view["options"]["stock_face_up"] and view["options"]["exit"]
    # naked: every hand is visible to all (E6.1), so the spectator sees cards.
    assert all("cards" in hand for hand in view["hands"])


def test_get_game_etag_is_the_version(client):
    game = Table(client, {"variant": "emotrions", "players": ["A", "B"], "deal": DEAL_2P})
    response = game.view()
    assert response.headers["ETag"].strip('W/"') == str(response.get_json()["version"]) == "1"
    game.move(0, {"type": "stake", "cards": ["goodness"]})
    response = game.view(1)
    assert response.headers["ETag"].strip('W/"') == str(response.get_json()["version"]) == "2"


# deal_source --------------------------------------------------------------------------------------

def test_deal_source_server_when_the_server_shuffles(client):
    assert Table(client, {"variant": "pareo", "players": ["A", "B"]}).view().get_json()[
        "deal_source"] == "server"


def test_deal_source_seeded_with_a_seed_and_the_seed_reproduces_the_shuffle(client):
    body = {"variant": "emotrions", "players": ["A", "B", "C"], "seed": "acceptance"}
    first, second = Table(client, body), Table(client, body)
    assert first.view().get_json()["deal_source"] == "seeded"
    for seat in range(3):
        assert first.view(seat).get_json()["hands"] == second.view(seat).get_json()["hands"]


def test_deal_source_explicit_with_a_deal(client):
    game = Table(client, {"variant": "emotrions", "players": ["A", "B"], "deal": DEAL_2P})
    assert game.view().get_json()["deal_source"] == "explicit"


def test_deal_source_table_in_a_scorekeeper_game(client):
    game = Table(client, {"variant": "pareo", "players": ["A", "B"], "deal": "table"})
    assert game.view().get_json()["deal_source"] == "table"


# Explicit deals ---------------------------------------------------------------------------------

def test_an_emotrions_deal_gives_the_hands_in_seat_order_the_stock_top_first_and_the_leader(client):
    hands = [["joy", "love", "goodness", "sadness", "hatred", "hunger"],
             ["fury", "fury", "fury", "indecision", "indecision", "indecision"],
             ["force", "love", "love", "joy", "joy", "sadness"]]
    deal = {"hands": hands, "stock": stock_for(hands, ["force", "goodness", "hatred"]), "leader": 1}
    game = Table(client, {"variant": "emotrions", "players": ["A", "B", "C"], "deal": deal})
    view = game.view().get_json()
    assert view["to_act"] == [1]
    # E3.1: the leader draws first, then clockwise: seat 1 force, seat 2 goodness, seat 0 hatred.
    drawn = {1: "force", 2: "goodness", 0: "hatred"}
    for seat in range(3):
        cards = game.view(seat).get_json()["hands"][seat]["cards"]
        assert sorted(cards) == sorted(hands[seat] + [drawn[seat]])


def test_a_pareo_deal_names_the_first_challenger_as_leader(client):
    deal = {"hands": HANDS_2P, "stock": stock_for(HANDS_2P, ["force", "hunger"]), "leader": 1}
    game = Table(client, {"variant": "pareo", "players": ["A", "B"], "deal": deal})
    assert game.view().get_json()["to_act"] == [1]
    # P2(a): the Challenger draws first, then the Pareo.
    assert "force" in game.view(1).get_json()["hands"][1]["cards"]
    assert "hunger" in game.view(0).get_json()["hands"][0]["cards"]


def test_a_four_aces_deal_gives_the_dealer_hands_table_and_stock(client):
    game = Table(client, {"variant": "four-aces", "players": ["A", "B"],
                          "deal": four_aces_deal(FA_HANDS, FA_TABLE, dealer=1)})
    view = game.view().get_json()
    assert sorted(view["table"]) == sorted(FA_TABLE)
    assert view["to_act"] == [1] and view["stock_count"] == 54 - 22
    assert sorted(game.view(0).get_json()["hands"][0]["cards"]) == sorted(FA_HANDS[0])


@pytest.mark.parametrize("variant", ["emotrions", "pareo"])
def test_422_g5_a_deal_that_is_not_exactly_the_deck(client, variant):
    short = {**DEAL_2P, "stock": DEAL_2P["stock"][:-1]}
    problem(create(client, {"variant": variant, "players": ["A", "B"], "deal": short}), 422, "G5")
    extra = {**DEAL_2P, "stock": DEAL_2P["stock"] + ["joy"]}
    problem(create(client, {"variant": variant, "players": ["A", "B"], "deal": extra}), 422, "G5")


@pytest.mark.parametrize("variant", ["emotrions", "pareo"])
def test_422_g5_hands_that_do_not_hold_6_cards(client, variant):
    hands = [HANDS_2P[0] + ["joy"], HANDS_2P[1][:5]]
    deal = {"hands": hands, "stock": stock_for(hands), "leader": 0}
    problem(create(client, {"variant": variant, "players": ["A", "B"], "deal": deal}), 422, "G5")


def test_422_g5_with_exit_the_hands_must_be_the_e8_1_hand(client):
    body = {"variant": "emotrions", "players": ["A", "B"], "options": {"exit": True}}
    problem(create(client, {**body, "deal": DEAL_2P}), 422, "G5")
    good = explicit_deal("emotrions", 2, {"exit": True}, "acceptance")
    assert good["hands"] == [EXIT_HAND, EXIT_HAND]
    game = Table(client, {**body, "deal": good})
    # E8.1: the first trick of an Exit hand has no draw.
    assert game.view().get_json()["hands"] == [{"count": 6}, {"count": 6}]


def test_422_g5_four_aces_shapes(client):
    body = {"variant": "four-aces", "players": ["A", "B"]}
    good = four_aces_deal(FA_HANDS, FA_TABLE)
    assert create(client, {**body, "deal": good}).status_code == 201
    table5 = {**good, "table": FA_TABLE[:5], "stock": good["stock"] + FA_TABLE[5:]}
    problem(create(client, {**body, "deal": table5}), 422, "G5")
    hand7 = {**good, "hands": [FA_HANDS[0][:7], FA_HANDS[1]],
             "stock": good["stock"] + FA_HANDS[0][7:]}
    problem(create(client, {**body, "deal": hand7}), 422, "G5")
    twice = {**good, "stock": good["stock"][:-1] + ["AS"]}
    problem(create(client, {**body, "deal": twice}), 422, "G5")
    four = [FOUR_ACES[i * 6:(i + 1) * 6] for i in range(4)]
    deal4 = {"dealer": 2, "hands": four, "table": FOUR_ACES[24:30], "stock": FOUR_ACES[30:]}
    assert create(client, {"variant": "four-aces", "players": list("ABCD"),
                           "deal": deal4}).status_code == 201
    eights = [FOUR_ACES[i * 8:(i + 1) * 8] for i in range(4)]
    deal8 = {"dealer": 2, "hands": eights, "table": FOUR_ACES[32:38], "stock": FOUR_ACES[38:]}
    problem(create(client, {"variant": "four-aces", "players": list("ABCD"), "deal": deal8}),
            422, "G5")


def test_deals_one_per_round_used_in_order(client):
    """`deals`: round 1 from the first; round 2 from the second, its dealer left to the rules."""
    round1 = four_aces_deal([["3D", "KS", "KC", "KD", "QS", "QC", "QD", "JS"],
                             ["JC", "JD", "JH", "10S", "10C", "10D", "9S", "9C"]],
                            ["AS", "AC", "AH", "KH", "QH", "2H"])
    round2 = four_aces_deal(FA_HANDS, FA_TABLE)
    del round2["dealer"]
    game = Table(client, {"variant": "four-aces", "players": ["A", "B"],
                          "deals": [round1, round2]})
    for seat in (0, 1, 0, 1):
        assert game.move(seat, {"type": "pass"}).status_code == 200
    # 3D takes AS AC AH: three Aces end the round at once (A9.2).
    r = game.move(0, {"type": "capture", "card": "3D", "take": ["AS", "AC", "AH"]})
    assert r.status_code == 200, r.get_json()
    view = game.view().get_json()
    assert view["status"] == "active" and view["round"] == 2
    assert view["dealer"] == 1 and sorted(view["table"]) == sorted(FA_TABLE)  # A3.2
    assert sorted(game.view(1).get_json()["hands"][1]["cards"]) == sorted(FA_HANDS[1])


def test_a_later_deal_whose_dealer_disagrees_with_the_rules_is_refused(client):
    round2 = four_aces_deal(FA_HANDS, FA_TABLE, dealer=0)
    body = {"variant": "four-aces", "players": ["A", "B"],
            "deals": [four_aces_deal(FA_HANDS, FA_TABLE, dealer=0), round2]}
    response = create(client, body)
    assert response.status_code == 422
    problem(response, 422)


@pytest.mark.parametrize("variant,rule,field", [
    ("emotrions", "E2.4", "deals.1.leader"), ("pareo", "P1", "deals[1].leader")])
def test_a_later_deal_that_names_a_leader_is_taken_at_creation(client, variant, rule, field):
    """R11, R25 (API.md: in later deals the leader may be left out; if given, it must agree
    with the rules): a later hand's first leader is the rules' (E2.4, P1), known only from the
    hand before, so a later deal that names one is taken at creation and checked when its hand
    starts (tests/engine); left out, the rules decide."""
    first = {**DEAL_2P, "leader": 0}
    for leader in (0, 1):
        later = {"hands": HANDS_2P, "stock": DEAL_2P["stock"], "leader": leader}
        body = {"variant": variant, "players": ["A", "B"], "deals": [first, later]}
        response = create(client, body)
        assert response.status_code == 201, (rule, field, response.get_json())
    later = {"hands": HANDS_2P, "stock": DEAL_2P["stock"]}
    game = Table(client, {"variant": variant, "players": ["A", "B"], "deals": [first, later]})
    assert game.view().get_json()["deal_source"] == "explicit"


def test_a_later_emotrions_deal_dealing_one_seat_is_refused_at_creation(client):
    """R11: every hand has two players or more (E5.1), so a later deal to one seat is never
    used: refused when the game is created (G5), not when the game reaches it."""
    hand = HANDS_2P[0]
    later = {"hands": [hand, []], "stock": stock_for([hand])}
    body = {"variant": "emotrions", "players": ["A", "B"], "deals": [DEAL_2P, later]}
    assert problem(create(client, body), 422, "G5")["field"] == "deals.1.hands"


# The view's fields --------------------------------------------------------------------------------

VIEW_FIELDS = {"id", "variant", "version", "status", "phase", "to_act", "deal_source",
               "rules_version", "you", "players", "hands", "stock_count", "scores", "winners"}


@pytest.mark.parametrize("variant,players,table_field", [
    ("emotrions", 3, "trick"), ("pareo", 2, "attack"), ("four-aces", 2, "table")])
def test_the_view_has_the_fields_clients_rely_on(client, variant, players, table_field):
    game = Table(client, {"variant": variant, "players": [f"p{n}" for n in range(players)],
                          "seed": "fields"})
    for seat in [None, *range(players)]:
        view = game.view(seat).get_json()
        assert VIEW_FIELDS <= set(view), VIEW_FIELDS - set(view)
        assert table_field in view
        assert view["id"] == game.id and view["variant"] == variant
        assert view["status"] == "active" and view["rules_version"] == 1
        assert view["you"] == seat
        assert [p["name"] for p in view["players"]] == [f"p{n}" for n in range(players)]
        assert isinstance(view["stock_count"], int) and view["winners"] == []
        assert all(set(score) == {"hand", "total"} for score in view["scores"])
        assert len(view["hands"]) == players
        for n, hand in enumerate(view["hands"]):
            assert isinstance(hand["count"], int)
            assert ("cards" in hand) == (n == seat)
            if n == seat:
                assert len(hand["cards"]) == hand["count"]
        assert set(view["to_act"]) <= set(range(players))


def test_a_seat_token_sees_its_own_hand_only(client):
    game = Table(client, {"variant": "four-aces", "players": ["A", "B"],
                          "deal": four_aces_deal(FA_HANDS, FA_TABLE)})
    for seat in (0, 1):
        text = client.get(f"/v1/games/{game.id}", headers=bearer(game.seats[seat])).get_data(
            as_text=True)
        other = FA_HANDS[1 - seat]
        assert not [card for card in other if f'"{card}"' in text]
        assert all(f'"{card}"' in text for card in FA_HANDS[seat])


def test_rounds_beyond_the_deals_are_shuffled_from_the_seed(client):
    round1 = four_aces_deal([["3D", "KS", "KC", "KD", "QS", "QC", "QD", "JS"],
                             ["JC", "JD", "JH", "10S", "10C", "10D", "9S", "9C"]],
                            ["AS", "AC", "AH", "KH", "QH", "2H"])
    hands = []
    for _ in range(2):
        game = Table(client, {"variant": "four-aces", "players": ["A", "B"], "seed": "later",
                              "deals": [round1]})
        for seat in (0, 1, 0, 1):
            game.move(seat, {"type": "pass"})
        game.move(0, {"type": "capture", "card": "3D", "take": ["AS", "AC", "AH"]})
        view = game.view(1).get_json()
        assert view["round"] == 2 and view["dealer"] == 1
        hands.append((view["table"], view["hands"][1]["cards"]))
        # G3: the second round's events show Ann's new hand to Ann alone.
        ann = set(game.view(0).get_json()["hands"][0]["cards"])
        for token in (None, game.seats[1], game.table):
            log = client.get(f"/v1/games/{game.id}/events", headers=bearer(token)).get_json()
            start = [e["seq"] for e in log["events"] if e["type"] == "round_started"][-1]
            text = json.dumps([e for e in log["events"] if e["seq"] >= start])
            assert not [card for card in ann if f'"{card}"' in text]
    assert hands[0] == hands[1]
