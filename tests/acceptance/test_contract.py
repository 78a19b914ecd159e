"""Acceptance: API.md's Resources, Authentication, Errors and idempotency, black-box over HTTP on
a real Redis. One test per promise, named after it."""

from __future__ import annotations

import hashlib
import threading
import uuid

from referee import create_app
from referee.config import Settings
from referee.storage.redis_store import RedisStore
from tests.http.test_idempotency import SlowCommitStore
from tests.support.acceptance import four_aces_duel, problem, wire
from tests.support.http import DEAL_2P, Table, bearer
from tests.support.live import Server, request
from tests.support.redis_server import free_port

GAME = {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P}
STAKE = {"type": "stake", "cards": ["joy"]}


def moves_url(game: Table) -> str:
    return f"/v1/games/{game.id}/moves"


# Resources --------------------------------------------------------------------------------------

def test_every_resource_of_the_table_exists(client):
    game = Table(client, GAME)
    for path in ("/v1/variants", f"/v1/games/{game.id}", f"/v1/games/{game.id}/events",
                 f"/v1/games/{game.id}/record", "/healthz", "/readyz", "/metrics",
                 "/openapi.yaml", "/docs"):
        assert client.get(path).status_code == 200, path
    assert client.get(f"/v1/games/{game.id}/legal-moves",
                      headers=bearer(game.seats[0])).status_code == 200
    assert client.post(moves_url(game), json={"type": "stake", "cards": ["goodness"]},
                       headers=bearer(game.seats[0])).status_code == 200


def test_stateless_rulings_answer_anyone_for_every_variant(client):
    asked = {
        "/v1/rules/emotrions/trick": {"stakes": [{"seat": 0, "cards": ["fury"]},
                                                 {"seat": 1, "cards": ["love", "love"]}]},
        "/v1/rules/emotrions/score": {"piles": [["love", "fury"], ["joy"]]},
        "/v1/rules/pareo/play": {"attack": ["love"], "answer": ["love"]},
        "/v1/rules/four-aces/capture": {"table": ["4D", "5C", "KS"], "card": "9S",
                                        "take": ["4D", "5C"]},
        "/v1/rules/four-aces/count": {"mode": "duel", "piles": [["AS", "2S", "3S"], ["AC"]]},
    }
    answers = {path: client.post(path, json=body) for path, body in asked.items()}
    assert {path: r.status_code for path, r in answers.items()} == dict.fromkeys(asked, 200)
    trick = answers["/v1/rules/emotrions/trick"].get_json()
    assert trick["winner"] == 1 and [s["strength"] for s in trick["stakes"]] == [5, 6]
    assert answers["/v1/rules/emotrions/score"].get_json()["points"] == [-2, 1]
    play = answers["/v1/rules/pareo/play"].get_json()
    assert play["value"] == 6 and play["taker"] == "pareo"
    assert answers["/v1/rules/four-aces/capture"].get_json()["legal"] is True
    problem(client.post("/v1/rules/pareo/play", json={"attack": ["love", "hunger"]}), 422, "E3.3")


def test_a_finished_record_replays_valid_and_a_forged_one_does_not(client):
    game = four_aces_duel(client, [["4D", "KS", "KC", "KD", "QS", "QC", "QD", "JS"],
                                   ["JC", "JD", "JH", "10S", "10C", "10D", "9S", "9C"]],
                          ["AS", "AC", "AD", "AH", "2S", "3S"])
    game.move(0, {"type": "capture", "card": "4D", "take": ["AS", "AC", "AD", "AH"]})
    record = client.get(f"/v1/games/{game.id}/record").get_json()
    verdict = client.post("/v1/records/verify", json=record)
    assert verdict.status_code == 200 and verdict.get_json()["valid"] is True
    assert verdict.get_json()["result"]["winners"] == [0]
    forged = {**record, "deal": {**record["deal"], "deals": [{
        **record["deal"]["deals"][0], "table": ["AS", "AC", "AD", "2S", "AH", "3S"]}]}}
    forged["result"] = {**record.get("result", {}), "winners": [1]}
    answer = client.post("/v1/records/verify", json=forged)
    assert answer.status_code in (200, 422) and answer.get_json().get("valid") is not True


def test_the_record_of_an_active_game_holds_only_what_the_caller_may_see(client):
    game = four_aces_duel(client, [["4D", "KS", "KC", "KD", "QS", "QC", "QD", "JS"],
                                   ["JC", "JD", "JH", "10S", "10C", "10D", "9S", "9C"]],
                          ["AS", "AC", "AD", "AH", "2S", "3S"])
    hidden_from_bob = ["4D", "KS", "KC", "KD", "QS", "QC", "QD", "JS", "BJ", "RJ", "7H"]
    for headers in ({}, bearer(game.seats[1]), bearer(game.table)):
        response = client.get(f"/v1/games/{game.id}/record", headers=headers)
        assert response.status_code == 200
        text = wire(response)
        assert not [card for card in hidden_from_bob if f'"{card}"' in text]
    mine = client.get(f"/v1/games/{game.id}/record", headers=bearer(game.seats[0]))
    assert '"KS"' in mine.get_data(as_text=True)


def test_g2_a_server_shuffle_is_committed_at_the_start_and_revealed_at_the_end(client):
    game = Table(client, {"variant": "pareo", "players": ["Ann", "Bob"]})
    commitment = game.created["view"]["deal_commitment"]
    assert game.view(0).get_json()["deal_commitment"] == commitment
    active = client.get(f"/v1/games/{game.id}/record").get_json()
    assert active["deal"]["commitment"] == commitment and not active["deal"].get("seed")
    # A resignation (docs/api.md) ends a 2-player game at once.
    resigned = client.post(moves_url(game), json={"type": "resign"}, headers=bearer(game.seats[1]))
    assert resigned.status_code == 200 and game.view().get_json()["status"] == "finished"
    record = client.get(f"/v1/games/{game.id}/record").get_json()
    seed = record["deal"]["seed"]
    assert hashlib.sha256(seed.encode()).hexdigest() == commitment  # docs/fairness.md
    assert client.post("/v1/records/verify", json=record).get_json()["valid"] is True


# Authentication ---------------------------------------------------------------------------------

def test_a_seat_token_acts_for_its_seat_by_the_bearer_header(client):
    game = Table(client, GAME)
    r = client.post(moves_url(game), json={"type": "stake", "cards": ["goodness"]},
                    headers=bearer(game.seats[0]))
    assert r.status_code == 200 and r.get_json()["view"]["you"] == 0


def test_no_token_is_the_spectator_view(client):
    game = Table(client, GAME)
    view = client.get(f"/v1/games/{game.id}").get_json()
    assert view["you"] is None
    assert all("cards" not in hand for hand in view["hands"])


def test_tokens_never_go_in_urls(client):
    created = client.post("/v1/games", json=GAME)
    game_id = created.get_json()["id"]
    tokens = created.get_json()["tokens"]["seats"] + [created.get_json()["tokens"]["table"]]
    assert not [token for token in tokens if token in created.headers["Location"]]
    # A token offered in the query string is not a credential.
    for name in ("token", "access_token"):
        r = client.get(f"/v1/games/{game_id}/legal-moves", query_string={name: tokens[0]})
        problem(r, 401)
        r = client.post(f"/v1/games/{game_id}/moves", json=STAKE, query_string={name: tokens[0]})
        problem(r, 401)
    view = client.get(f"/v1/games/{game_id}", query_string={"token": tokens[0]}).get_json()
    assert view["you"] is None and "cards" not in view["hands"][0]


def test_the_table_token_of_a_server_dealt_game_sees_as_a_spectator_and_cannot_move(client):
    game = Table(client, GAME)
    spectator = client.get(f"/v1/games/{game.id}").get_json()
    view = client.get(f"/v1/games/{game.id}", headers=bearer(game.table)).get_json()
    assert view["you"] is None and view["hands"] == spectator["hands"]
    for move in (STAKE, {**STAKE, "seat": 0}):
        r = client.post(moves_url(game), json=move, headers=bearer(game.table))
        assert r.status_code in (400, 401, 403), r.status_code
        problem(r, r.status_code)
    assert game.view().get_json()["version"] == 1


def test_a_scorekeeper_game_is_moved_by_the_table_token_for_a_seat(client):
    game = Table(client, {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": "table",
                          "leader": 0})
    assert game.created["view"]["deal_source"] == "table"
    legal = client.get(f"/v1/games/{game.id}/legal-moves", headers=bearer(game.table))
    assert legal.status_code == 200 and all(m["seat"] == 0 for m in legal.get_json()["moves"])
    problem(client.post(moves_url(game), json={"type": "stake", "cards": ["fury"]},
                        headers=bearer(game.table)), 422, "R80")  # no seat named (R120)
    r = client.post(moves_url(game), json={"type": "stake", "cards": ["fury"], "seat": 0},
                    headers=bearer(game.table))
    assert r.status_code == 200 and r.get_json()["view"]["to_act"] == [1]


# Errors -----------------------------------------------------------------------------------------

def test_400_malformed_json_at_creation_and_on_a_move(client):
    problem(client.post("/v1/games", data="{nope", content_type="application/json"), 400)
    game = Table(client, GAME)
    problem(client.post(moves_url(game), data="{nope", content_type="application/json",
                        headers=bearer(game.seats[0])), 400)


def test_400_a_body_that_does_not_fit_the_schema_lists_field_errors(client):
    body = problem(client.post("/v1/games", json={"variant": "emotrions", "players": "Ann"}), 400)
    assert "players" in body["errors"]
    body = problem(client.post("/v1/games", json={"variant": "emotrions", "players": ["A", "B"],
                                                  "options": {"target": 37}}), 400)
    assert "target" in str(body["errors"])
    game = Table(client, GAME)
    body = problem(game.move(0, {"type": "stake", "cards": "joy"}), 400)
    assert "cards" in str(body["errors"])
    body = problem(game.move(0, {"type": "shuffle"}), 400)
    assert body["errors"]
    assert game.view().get_json()["version"] == 1


def test_401_a_token_needed_and_missing_or_of_another_game(client):
    game, other = Table(client, GAME), Table(client, GAME)
    problem(client.post(moves_url(game), json=STAKE), 401)
    problem(client.get(f"/v1/games/{game.id}/legal-moves"), 401)
    problem(client.post(moves_url(game), json=STAKE, headers=bearer(other.seats[0])), 401)
    problem(client.get(f"/v1/games/{game.id}", headers=bearer(other.seats[0])), 401)
    problem(client.get(f"/v1/games/{game.id}/events", headers=bearer("made-up")), 401)


def test_404_no_such_game_on_every_game_resource(client):
    token = bearer(Table(client, GAME).seats[0])
    problem(client.get("/v1/games/no-such-game"), 404)
    problem(client.get("/v1/games/no-such-game/legal-moves", headers=token), 404)
    problem(client.post("/v1/games/no-such-game/moves", json=STAKE, headers=token), 404)
    problem(client.get("/v1/games/no-such-game/events"), 404)
    problem(client.get("/v1/games/no-such-game/record"), 404)


def test_412_if_match_names_a_version_no_longer_current(client):
    game = Table(client, GAME)
    assert game.move(0, {"type": "stake", "cards": ["goodness"]},
                     headers={"If-Match": '"1"'}).status_code == 200
    problem(game.move(1, STAKE, headers={"If-Match": '"1"'}), 412)
    assert game.view().get_json()["version"] == 2
    assert game.move(1, STAKE, headers={"If-Match": '"2"'}).status_code == 200


def test_413_body_too_large(client):
    game = Table(client, GAME)
    huge = {"type": "stake", "cards": ["joy"] * 100_000}
    problem(client.post(moves_url(game), json=huge, headers=bearer(game.seats[0])), 413)
    problem(client.post("/v1/games", json={**GAME, "players": ["x" * 200_000, "Bob"]}), 413)


def test_422_a_move_that_breaks_a_rule_names_it_and_changes_nothing(client):
    game = Table(client, GAME)
    before = game.view(0).get_json()
    body = problem(game.move(0, {"type": "stake", "cards": ["love", "hunger"]}), 422, "E3.3")
    assert body["detail"]
    problem(game.move(1, STAKE), 422, "G6")
    problem(game.move(0, {"type": "stake", "cards": ["force", "force"]}), 422)
    assert game.view(0).get_json() == before


def test_422_an_option_combination_or_explicit_deal_breaking_a_rule(client):
    body = problem(client.post("/v1/games", json={"variant": "emotrions",
                                                  "players": ["A", "B", "C", "D"],
                                                  "options": {"exit": True}}), 422)
    assert body["rule"].startswith("E8")
    deal = {**DEAL_2P, "stock": DEAL_2P["stock"][:-1]}
    problem(client.post("/v1/games", json={**GAME, "deal": deal}), 422, "G5")


def test_429_rate_limit_with_retry_after(redis_url):
    settings = Settings(redis_url=redis_url, key_prefix=f"test-{uuid.uuid4().hex[:12]}",
                        rate_limit_client="2/minute")
    client = create_app(settings).test_client()
    for _ in range(2):
        assert client.get("/v1/variants").status_code == 200
    limited = client.get("/v1/variants")
    problem(limited, 429)
    assert int(limited.headers["Retry-After"]) >= 1


def test_503_store_unreachable_with_retry_after(client):
    gone = Settings(redis_url=f"redis://127.0.0.1:{free_port()}/0", redis_timeout=0.3)
    down = create_app(gone).test_client()
    for response in (down.post("/v1/games", json=GAME), down.get("/v1/games/anything")):
        problem(response, 503)
        assert int(response.headers["Retry-After"]) >= 1


# Idempotency ------------------------------------------------------------------------------------

def test_a_retry_with_the_same_idempotency_key_gets_the_first_reply_and_applies_once(client):
    game = Table(client, GAME)
    key = {"Idempotency-Key": uuid.uuid4().hex}
    move = {"type": "stake", "cards": ["goodness"]}
    first, again = game.move(0, move, headers=key), game.move(0, move, headers=key)
    assert first.status_code == again.status_code == 200
    assert again.get_json() == first.get_json()
    assert game.view().get_json()["version"] == 2
    stakes = [e for e in game.events() if e["type"] == "stake"]
    assert len(stakes) == 1


def test_an_idempotency_key_reused_with_another_body_is_422_with_its_own_type(client):
    game = Table(client, GAME)
    key = {"Idempotency-Key": uuid.uuid4().hex}
    assert game.move(0, {"type": "stake", "cards": ["goodness"]}, headers=key).status_code == 200
    reused = problem(game.move(0, {"type": "stake", "cards": ["joy"]}, headers=key), 422)
    illegal = problem(game.move(1, {"type": "stake", "cards": ["love", "hunger"]}), 422)
    assert reused["type"] != illegal["type"]
    assert game.view().get_json()["version"] == 2


def test_409_the_same_idempotency_key_while_the_first_request_is_still_processed(redis_url):
    store = SlowCommitStore(RedisStore.from_url(redis_url)._redis, f"test-{uuid.uuid4().hex[:12]}")
    client = create_app(Settings(), store=store).test_client()
    game = Table(client, GAME)
    key = {"Idempotency-Key": uuid.uuid4().hex}
    move = {"type": "stake", "cards": ["goodness"]}
    store.hold = True
    first = threading.Thread(target=game.move, args=(0, move, key))
    first.start()
    try:
        assert store.entered.wait(10)
        problem(game.move(0, move, headers=key), 409)
    finally:
        store.release_commit.set()
        first.join(10)
    assert game.move(0, move, headers=key).status_code == 200
    assert game.view().get_json()["version"] == 2


def test_a_create_retried_with_its_idempotency_key_makes_one_game(client):
    key = {"Idempotency-Key": uuid.uuid4().hex}
    first = client.post("/v1/games", json=GAME, headers=key)
    again = client.post("/v1/games", json=GAME, headers=key)
    assert first.status_code == again.status_code == 201
    assert again.get_json()["id"] == first.get_json()["id"]


def test_no_error_carries_a_stack_trace(client):
    game = Table(client, GAME)
    for response in (
        client.post("/v1/games", json={"variant": "emotrions", "players": [1, {"x": []}]}),
        client.post("/v1/games", json=[1, 2]),
        client.post(moves_url(game), json={"type": None}, headers=bearer(game.seats[0])),
        client.post(moves_url(game), json={"type": "stake", "cards": [None]},
                    headers=bearer(game.seats[0])),
        client.get(f"/v1/games/{game.id}/events", query_string={"after": "x"}),
        client.get(f"/v1/games/{game.id}", headers={"If-None-Match": "garbage"}),
    ):
        assert response.status_code < 500, response.get_data(as_text=True)
        if response.status_code >= 400:
            problem(response, response.status_code)


def test_a_real_server_never_writes_a_token_where_urls_and_logs_go(redis_url):
    """Tokens never in URLs (API.md): over a real gunicorn, no token reaches a Location header, a
    link of a reply, or the access log, where URLs are written."""
    server = Server({"REDIS_URL": redis_url,
                     "REFEREE_KEY_PREFIX": f"test-{uuid.uuid4().hex[:12]}"}).start()
    try:
        status, headers, created = request("POST", server.url + "/v1/games", GAME)
        assert status == 201
        tokens = created["tokens"]["seats"] + [created["tokens"]["table"]]
        game_url = server.url + headers["Location"]
        status, _, _ = request("POST", game_url + "/moves",
                               {"type": "stake", "cards": ["goodness"]}, token=tokens[0])
        assert status == 200
        for token in tokens:
            for path in ("", "/legal-moves", "/events", "/record"):
                request("GET", game_url + path, token=token)
        status, _, _ = request("POST", game_url + "/moves", STAKE, token=tokens[0])
        assert status == 422
    finally:
        output = server.stop()
    assert game_url.rsplit("/", 1)[1] in output  # the log does name the game
    assert not [token for token in tokens if token in output + headers["Location"]]


# Create: "one secret token per seat and one `table_token`" -----------------------------------

def test_creating_returns_one_token_per_seat_and_one_table_token(client):
    created = client.post("/v1/games", json=GAME)
    assert created.status_code == 201
    body = created.get_json()
    assert isinstance(body["table_token"], str) and body["table_token"] == body["tokens"]["table"]
    assert body["seat_tokens"] == body["tokens"]["seats"] and len(body["seat_tokens"]) == 2
    assert len({body["table_token"], *body["seat_tokens"]}) == 3
    view = client.get(f"/v1/games/{body['id']}", headers=bearer(body["table_token"]))
    assert view.status_code == 200 and view.get_json()["you"] is None


def test_a_number_that_is_not_a_whole_number_is_malformed(client):
    game = Table(client, GAME)
    for body in ({"type": "stake", "cards": ["joy"], "seat": 0.5},
                 {"type": "exchange", "victim": 1.5}):
        reply = client.post(moves_url(game), json=body, headers=bearer(game.seats[0]))
        problem(reply, 400)
    for deal_field in ("leader",):
        reply = client.post("/v1/games", json={**GAME, "deal": {**DEAL_2P, deal_field: 0.5}})
        problem(reply, 400)
    assert client.post("/v1/games", json={**GAME, "leader": 1.5}).status_code == 400
