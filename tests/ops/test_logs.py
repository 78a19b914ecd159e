"""Logs: one JSON line per request with its request id, and never a token or a hidden card."""

from __future__ import annotations

import io
import json
import logging
import uuid

import pytest

from referee.http import observability
from referee.http.observability import JsonFormatter
from tests.support.http import DEAL_2P, EMOTRIONS, Table, bearer
from tests.support.live import Server, request
from tests.support.logs import json_lines
from tests.support.play import play_alternating

EMOTRIONS_2P = {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P}


@pytest.fixture
def access_lines():
    """The request lines the service logs during a test, decoded."""
    with json_lines("referee.access") as lines:
        yield lines


@pytest.mark.redis
def test_each_request_is_one_line_with_the_request_id_it_was_given(client, access_lines):
    table = Table(client, EMOTRIONS_2P)
    response = client.get(f"/v1/games/{table.id}",
                          headers={"X-Request-ID": "trace-7f3a:1", **bearer(table.seats[0])})
    assert response.headers["X-Request-ID"] == "trace-7f3a:1"
    missing = client.get("/v1/games/nothing-here", headers={"X-Request-ID": "trace-7f3a:2"})
    assert missing.get_json()["request_id"] == "trace-7f3a:2"  # problems carry it too
    lines = access_lines()
    assert [(line["request_id"], line["route"], line["status"]) for line in lines[1:]] == [
        ("trace-7f3a:1", "/v1/games/<game_id>", 200),
        ("trace-7f3a:2", "/v1/games/<game_id>", 404),
    ]
    assert lines[0]["route"] == "/v1/games" and lines[0]["status"] == 201
    assert lines[1]["variant"] == "emotrions" and lines[1]["duration_ms"] >= 0


@pytest.mark.redis
def test_a_request_line_is_the_same_written_directly_or_through_a_log_record(client):
    # The service's own handler gets the line without a LogRecord (referee.http.observability);
    # with anyone else's handler on the way, the logging module writes it: the same line.
    table = Table(client, EMOTRIONS_2P)
    logger = logging.getLogger("referee")
    handler, *others = logger.handlers  # others: pytest's capture, when it runs this
    written = io.StringIO()
    before = handler.setStream(written)
    headers = {"X-Request-ID": "same-line", **bearer(table.seats[0])}
    logger.handlers = [handler]
    try:
        assert observability._sole_handler() is handler
        client.get(f"/v1/games/{table.id}", headers=headers)
        with json_lines("referee.access") as lines:
            assert observability._sole_handler() is None
            client.get(f"/v1/games/{table.id}", headers=headers)
    finally:
        handler.setStream(before)
        logger.handlers = [handler, *others]
    direct, recorded = [json.loads(line) for line in written.getvalue().splitlines()]
    assert lines() == [recorded]
    for line in (direct, recorded):
        assert line.pop("ts") and line.pop("duration_ms") >= 0
    assert list(direct.items()) == list(recorded.items())
    assert direct["request_id"] == "same-line" and direct["variant"] == "emotrions"


def test_a_fresh_request_id_is_a_random_uuid(client):
    made = {client.get("/healthz").headers["X-Request-ID"] for _ in range(20)}
    assert len(made) == 20
    assert all(uuid.UUID(hex=rid).version == 4 and uuid.UUID(hex=rid).hex == rid for rid in made)


@pytest.mark.parametrize(
    "given",
    [None, "", "x" * 41, "has space", "quo\"te", "a/b", "A" * 43, "ü-nicode"],
)
def test_a_missing_or_implausible_request_id_is_replaced_by_a_fresh_one(client, given):
    headers = {} if given is None else {"X-Request-ID": given}
    first = client.get("/healthz", headers=headers).headers["X-Request-ID"]
    second = client.get("/healthz", headers=headers).headers["X-Request-ID"]
    assert first != second and len(first) == 32 and int(first, 16) >= 0


@pytest.mark.redis
def test_no_token_and_no_card_is_ever_logged(redis_url):
    server = Server({"REDIS_URL": redis_url,
                     "REFEREE_KEY_PREFIX": f"test-{uuid.uuid4().hex[:12]}"}).start()
    try:
        played, _, created = play_alternating([server.url], EMOTRIONS_2P, seed="logs")
        game = f"{server.url}/v1/games/{created['id']}"
        seat, table = created["tokens"]["seats"][0], created["tokens"]["table"]
        # Every place a careless client could put a token, each request with a known id.
        attempts = {
            "in-request-id": ("GET", game, None, {"X-Request-ID": seat}),
            "in-path": ("GET", f"{server.url}/v1/games/{seat}", None, {}),
            "in-query": ("GET", f"{game}?token={seat}&t={table}", None, {}),
            "not-bearer": ("GET", game, None, {"Authorization": f"Token {seat}"}),
            "other-game": ("GET", f"{server.url}/v1/games/other", None, bearer(table)),
            "in-body": ("POST", game + "/moves", {"type": "stake", "cards": [seat]},
                        bearer(seat)),
        }
        for rid, (method, url, body, headers) in attempts.items():
            request(method, url, body, headers={"X-Request-ID": rid, **headers})
    finally:
        log = server.stop()
    secrets = [*created["tokens"]["seats"], created["tokens"]["table"]]
    assert not [line for line in log.splitlines() if any(s in line for s in secrets)]
    lines = [json.loads(line) for line in log.splitlines()]  # every line is JSON
    assert not [line for line in lines if any(card in json.dumps(line) for card in EMOTRIONS)]
    requests = [line for line in lines if line["logger"] == "referee.access"]
    by_id = {}
    for line in requests:
        by_id.setdefault(line["request_id"], []).append(line)
    # One line per request: each attempt once (the token given as an id was replaced) ...
    assert all(len(by_id.get(rid, [])) == 1 for rid in attempts if rid != "in-request-id")
    assert "in-request-id" not in by_id
    # ... and each move and legal-move listing of the game once.
    routes = [line["route"] for line in requests]
    assert routes.count("/v1/games/<game_id>/moves") == played + 1  # + the in-body attempt
    assert routes.count("/v1/games/<game_id>/legal-moves") == played
    assert len(by_id) == len(requests)  # no id logged twice


def test_a_token_shaped_run_is_redacted_wherever_the_line_holds_it():
    # The formatter skips its scan for lines too short to hold a token: never for these.
    token = "A" * 20 + "b-_" + "9" * 20
    formatter = JsonFormatter()
    for extra in ({"path": f"/v1/games/{token}"}, {"list": ["x", token]}, {token: 1}):
        record = logging.makeLogRecord({"name": "referee.access", "msg": "request", **extra})
        line = formatter.format(record)
        assert token not in line and "[redacted]" in line, line
    short = logging.makeLogRecord({"name": "referee.access", "msg": "request", "id": "x" * 42})
    assert "x" * 42 in formatter.format(short)
