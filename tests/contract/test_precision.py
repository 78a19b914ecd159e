"""The contract is as precise as the service (docs/rulings/contract.md, R120–R123): each request
below is judged twice, by ``openapi.yaml`` (JSON Schema 2020-12, formats checked) and by the
service, and the two agree: what the contract refuses is a 4xx, what it allows is never a 400
(a 422 names the rule the game applies)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from jsonschema import Draft202012Validator

from tests.support.http import DEAL_2P, Table, assert_problem, bearer

SPEC = yaml.safe_load((Path(__file__).resolve().parents[2] / "openapi.yaml").read_text())
URL = "https://93.184.215.14/ended"
SECRET = "s" * 16


def allows(component: str, body: Any) -> bool:
    """Whether the contract's schema ``component`` allows ``body``."""
    schema = {"$ref": f"#/components/schemas/{component}", "components": SPEC["components"]}
    validator = Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
    return validator.is_valid(body)


def request_body(path: str, method: str = "post") -> dict[str, Any]:
    schema = SPEC["paths"][path][method]["requestBody"]["content"]["application/json"]["schema"]
    return {**schema, "components": SPEC["components"]}


def body_allowed(path: str, body: Any) -> bool:
    validator = Draft202012Validator(request_body(path),
                                     format_checker=Draft202012Validator.FORMAT_CHECKER)
    return validator.is_valid(body)


GAME = {"variant": "pareo", "players": ["Ann", "Bob"]}


@pytest.mark.parametrize("extra", [
    {"webhook": "", "webhook_secret": SECRET},
    {"webhook": "ftp://example.org/x", "webhook_secret": SECRET},
    {"webhook": URL},  # without its secret
    {"notify": {"url": "", "secret": SECRET}},
    {"clock": {}},
    {"clock": {"per_move": 30, "total": 600}},
    {"clock": {"per_move": 30, "increment": 5}},
    {"deal": "table", "deals": [DEAL_2P]},
    {"invitations": 0},
    {"leader": 1.5},
    {"options": {"naked": "yes"}},
    {"players": ["Ann\u0002", "Bob"]},  # a control character
    {"seed": "\u202eevil"},  # a bidirectional override
])
def test_R120_what_the_contract_refuses_the_service_refuses_with_400(client, extra):
    body = {**GAME, **extra}
    assert not body_allowed("/v1/games", body)
    assert_problem(client.post("/v1/games", json=body), 400)


@pytest.mark.parametrize("extra, status, rule", [
    ({"clock": {"total": 600, "increment": 5}}, 201, None),
    ({"clock": {"per_move": 30.0}}, 201, None),
    ({"leader": 1.0, "options": {"naked": True}}, 201, None),
    # Allowed by the contract, decided by the service: a URL it will not call, a deal no deck
    # holds, more deals than the variant plays.
    ({"webhook": "http://10.1.2.3/ended", "webhook_secret": SECRET}, 422, None),
    ({"notify": {"url": "https://no-such-host.invalid/x", "secret": SECRET}}, 422, None),
    ({"deal": {"hands": [["joy"], ["joy"]], "stock": []}}, 422, "G5"),
])
def test_R120_what_the_contract_allows_is_never_a_400(client, extra, status, rule):
    body = {**GAME, **extra}
    assert body_allowed("/v1/games", body)
    response = client.post("/v1/games", json=body)
    if status == 201:
        assert response.status_code == 201, response.get_json()
    else:
        problem = assert_problem(response, status, rule)
        if rule is None:
            assert problem["type"].endswith(":url-refused") and problem["field"], problem


def test_R120_a_body_of_one_variant_cannot_carry_anothers_options(client):
    # `covered` is an emotrions option: the contract's pareo body has no such field; the
    # service names the rule that makes it not apply (P7).
    body = {**GAME, "options": {"covered": True}}
    assert not body_allowed("/v1/games", body)
    assert body_allowed("/v1/games", {**body, "variant": "emotrions"})
    assert_problem(client.post("/v1/games", json=body), 422, "P7")
    dealer = {**GAME, "dealer": 0}  # a four-aces field
    assert not body_allowed("/v1/games", dealer)
    assert body_allowed("/v1/games", {**dealer, "variant": "four-aces"})


def test_R120_moves_the_contract_allows_are_judged_by_the_game(client):
    table = Table(client, {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P})
    capture = {"type": "capture", "card": "9S", "take": ["4D", "5C"]}
    assert body_allowed("/v1/games/{game_id}/moves", capture)
    problem = assert_problem(table.move(0, capture), 422, "G6")
    assert problem["field"] == "type"
    # A card of another variant in a stake: the contract refuses it, so does the service.
    assert not body_allowed("/v1/games/{game_id}/moves", {"type": "stake", "cards": ["AS"]})
    assert_problem(table.move(0, {"type": "stake", "cards": ["AS"]}), 400)


def test_R120_the_move_body_is_a_move_of_one_of_the_variants(client):
    moves = "/v1/games/{game_id}/moves"
    union = request_body(moves)["anyOf"]
    assert [u["title"] for u in union] == ["EmotrionsMove", "FourAcesMove", "PareoMove"]
    # Each variant's moves with its own cards and seats: a 4 Aces card is no Emotrions stake,
    # a seat 4 no 4 Aces move (4 seats at most), an answer no 4 Aces move.
    assert not body_allowed(moves, {"type": "stake", "cards": ["AS"]})
    assert body_allowed(moves, {"type": "stake", "cards": ["joy"], "seat": 5})
    assert not body_allowed(moves, {"type": "capture", "card": "AS", "take": [], "seat": 4})
    assert body_allowed(moves, {"type": "capture", "card": "AS", "take": [], "seat": 3})
    assert not body_allowed(moves, {"type": "answer", "cards": ["joy"], "card": "AS"})
    # A 4 Aces move sent to a Pareo game fits the contract: the game says it has no such move.
    table = Table(client, {"variant": "pareo", "players": ["Ann", "Bob"], "seed": "moves"})
    to_act = client.get(f"/v1/games/{table.id}").get_json()["to_act"][0]
    swap = {"type": "swap", "give": ["AS"], "take": ["2S"]}
    assert body_allowed(moves, swap)
    assert assert_problem(table.move(to_act, swap), 422, "G6")["field"] == "type"


@pytest.mark.parametrize("variant, bots, allowed, status", [
    ("four-aces", {"1": "strong"}, True, 201),
    ("four-aces", {"3": "random"}, True, 422),  # a seat a 2-player game lacks (G1)
    ("four-aces", {"4": "random"}, False, 422),  # a seat no 4 Aces game has
    ("emotrions", {"4": "random"}, True, 422),
    ("emotrions", {"6": "random"}, False, 400),  # a seat no game has
    ("pareo", {"2": "random"}, False, 422),
    ("pareo", {"1": "clever"}, False, 400),
])
def test_R120_bots_sit_at_the_variants_seats(client, variant, bots, allowed, status):
    body = {"variant": variant, "players": ["Ann", "Bob"], "seed": "bots", "bots": bots}
    assert body_allowed("/v1/games", body) is allowed
    assert body_allowed("/v1/batches", {"games": [body]}) is allowed
    response = client.post("/v1/games", json=body)
    assert response.status_code == status, response.get_json()
    if status == 422:
        assert_problem(response, 422, "G1")


def test_R120_authentication_comes_before_header_syntax(client):
    table = Table(client, {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P})
    stake = {"type": "stake", "cards": ["joy"]}
    for bad in ("", "3a", "W/3", '"3'):
        headers = {"If-Match": bad}
        assert_problem(client.post(f"/v1/games/{table.id}/moves", json=stake, headers=headers),
                       401)
        assert_problem(table.move(0, stake, headers=headers), 400)
    parameter = next(p for p in SPEC["paths"]["/v1/games/{game_id}/moves"]["post"]["parameters"]
                     if p["name"] == "If-Match")
    validator = Draft202012Validator(parameter["schema"])
    assert not any(validator.is_valid(bad) for bad in ("", "3a", "W/3", '"3'))
    assert all(validator.is_valid(good) for good in ("*", "3", '"3"', 'W/"3"'))
    assert table.move(0, stake, headers={"If-Match": 'W/"1"'}).status_code == 200


def test_R121_a_whole_number_is_one_however_written(client):
    table = Table(client, {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P})
    assert table.move(0, {"type": "stake", "cards": ["joy"], "seat": 0.0}).status_code == 200
    assert_problem(table.move(1, {"type": "stake", "cards": ["joy"], "seat": 1.5}), 400)
    score = {"piles": [["love"], []], "totals": [3.0, 4]}
    reply = client.post("/v1/rules/emotrions/score", json=score)
    assert reply.status_code == 200 and reply.get_json()["totals"][1] == 4
    assert allows("EmotrionsScoreRequest", score)
    assert_problem(client.post("/v1/rules/emotrions/score", json={**score, "totals": [1.5, 4]}),
                   400)
    created = client.post("/v1/games", json={"variant": "emotrions", "players": ["A", "B"],
                                             "options": {"decks": 2.0}, "seed": "whole"})
    assert created.status_code == 201, created.get_json()


def test_R120_the_rulings_bounds_are_in_the_contract(client):
    empty = {"stakes": [{"seat": 0, "cards": []}]}
    assert not allows("EmotrionsTrickRequest", empty)
    assert_problem(client.post("/v1/rules/emotrions/trick", json=empty), 422, "E3.2")
    assert not allows("PareoPlayRequest", {"attack": []})
    five = {"piles": [[]], "totals": [0, 0, 0, 0, 0]}
    assert not allows("EmotrionsScoreRequest", five)
    assert allows("EmotrionsScoreRequest", {**five, "totals": [0]})
    assert client.post("/v1/rules/emotrions/score", json=five).status_code == 422
    odd = {"mode": "odd", "piles": [[]]}
    assert not allows("FourAcesCountRequest", odd)
    assert allows("FourAcesCountRequest", {"mode": "odd", "piles": [[], [], []]})
    assert client.post("/v1/rules/four-aces/count", json=odd).status_code == 422


def test_R122_any_cursor_of_the_documented_shape_is_a_place_in_the_listing(client):
    games = [client.post("/v1/games", json={**GAME, "tag": "precise"}).get_json()
             for _ in range(3)]
    first = client.get("/v1/games", query_string={"tag": "precise", "limit": 1}).get_json()
    cursor = first["next_cursor"]
    parameter = next(p for p in SPEC["paths"]["/v1/games"]["get"]["parameters"]
                     if p["name"] == "cursor")
    assert Draft202012Validator(parameter["schema"]).is_valid(cursor)
    rest = client.get("/v1/games", query_string={"tag": "precise", "cursor": cursor}).get_json()
    assert [g["id"] for g in rest["games"]] == [g["id"] for g in games[1:]]
    # Written by hand, of the shape: the games after that place (none before the epoch).
    anywhere = client.get("/v1/games", query_string={"tag": "precise", "cursor": "0" * 14 + ".-"})
    assert [g["id"] for g in anywhere.get_json()["games"]] == [g["id"] for g in games]
    for bad in ("bogus!", "0" * 14 + ".~", "0" * 13 + ".x"):
        assert not Draft202012Validator(parameter["schema"]).is_valid(bad)
        response = client.get("/v1/games", query_string={"tag": "precise", "cursor": bad})
        assert "cursor" in assert_problem(response, 400)["errors"]["query"]


def test_R123_a_stream_ticket_outside_a_stream_is_a_documented_406(client):
    table = Table(client, {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P})
    issued = client.post(f"/v1/games/{table.id}/stream-tickets",
                         headers=bearer(table.seats[0])).get_json()
    assert_problem(client.get(issued["url"], headers={"Accept": "application/json"}), 406)
    responses = SPEC["paths"]["/v1/games/{game_id}/events"]["get"]["responses"]
    assert "406" in responses and "application/problem+json" in responses["406"]["content"]
