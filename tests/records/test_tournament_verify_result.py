"""POST /v1/results/verify over real HTTP (gunicorn on Redis): a signed result is checked by the
service that signed it (its key id, its signature) and, with the game's record sent too, bound
to that record (it replays, and its events hash to the result's `log_sha256`); a result posted
to POST /v1/records/verify is answered 400 naming the route that takes it (docs/api.md)."""

from __future__ import annotations

import copy

import pytest

from tests.support.live import on_redis, request
from tests.support.play import play_alternating, seeded_game


@pytest.fixture(scope="module")
def server(redis_url):
    server = on_redis(redis_url)
    yield server
    server.stop()


def _finished(server, seed: str) -> dict:
    """A Pareo game played to its end over HTTP: its signed result and both its records."""
    _, _, created = play_alternating([server.url], seeded_game("pareo", seed), seed)
    path = f"{server.url}/v1/games/{created['id']}"
    out = {}
    for name, url in (("result", "/result"), ("record", "/record"),
                      ("compact", "/record?format=compact")):
        status, _, out[name] = request("GET", path + url)
        assert status == 200, out[name]
    return out


@pytest.fixture(scope="module")
def games(server):
    return _finished(server, "verify one"), _finished(server, "verify two")


def _verify(server, body) -> tuple[int, dict, dict]:
    return request("POST", f"{server.url}/v1/results/verify", body)


def test_a_signed_result_verifies_by_itself_and_with_its_records(server, games):
    game, _ = games
    status, _, keys = request("GET", f"{server.url}/v1/keys")
    status, headers, alone = _verify(server, {"result": game["result"]})
    assert status == 200 and alone == {"valid": True, "key_id": keys["keys"][0]["key_id"]}
    # Counted like every /v1 reply, and the contract says so (tests/contract/test_openapi.py).
    assert "RateLimit" in headers and "RateLimit-Policy" in headers
    for record in (game["record"], game["compact"]):
        status, _, both = _verify(server, {"result": game["result"], "record": record})
        assert status == 200 and both["valid"] is True, both
        assert both["record"]["valid"] is True
        assert both["record"]["log_sha256"] == game["result"]["result"]["log_sha256"]


@pytest.mark.parametrize("tamper, at", [
    (lambda signed: signed["result"].update(winners=[1 - signed["result"]["winners"][0]]),
     "result.signature"),
    (lambda signed: signed.update(key_id="ed25519:0000000000000000"), "result.key_id"),
    (lambda signed: signed.update(algorithm="RSA"), "result.algorithm"),
    (lambda signed: signed.update(signature="AAAA"), "result.signature"),
])
def test_a_tampered_result_does_not_verify(server, games, tamper, at):
    signed = copy.deepcopy(games[0]["result"])
    tamper(signed)
    status, _, reply = _verify(server, {"result": signed})
    assert status == 200 and reply["valid"] is False and reply["discrepancy"]["at"] == at, reply


def test_a_result_with_another_game_s_record_does_not_verify(server, games):
    one, two = games
    for record in (two["record"], two["compact"]):
        status, _, reply = _verify(server, {"result": one["result"], "record": record})
        assert status == 200 and reply["valid"] is False, reply
        assert reply["discrepancy"]["at"] == "result.result.log_sha256"
        assert reply["record"]["valid"] is True  # the record itself holds: it is another game's


def test_a_record_that_does_not_replay_names_where_in_the_record(server, games):
    record = copy.deepcopy(games[0]["record"])
    record["result"]["winners"] = [1 - record["result"]["winners"][0]]
    status, _, reply = _verify(server, {"result": games[0]["result"], "record": record})
    assert status == 200 and reply["valid"] is False, reply
    assert reply["discrepancy"]["at"] == "record.result.winners"
    assert reply["record"]["valid"] is False


@pytest.mark.parametrize("body, field", [
    ({}, "result"),
    ({"result": "signed"}, "result"),
    ({"result": {"signature": "AAAA"}}, "result"),
    ("record", "_schema"),
])
def test_a_malformed_body_is_a_400_naming_its_field(server, games, body, field):
    status, headers, reply = _verify(server, body)
    assert status == 400 and headers["Content-Type"] == "application/problem+json", reply
    assert field in reply["errors"], reply


def test_a_result_posted_as_a_record_names_the_route_that_takes_it(server, games):
    status, _, reply = request("POST", f"{server.url}/v1/records/verify", games[0]["result"])
    assert status == 400, reply
    assert "/v1/results/verify" in reply["detail"] and "format" not in reply["errors"], reply
