"""Rate limits (referee.limits): one budget per token, one per client address without a token,
429 problems with Retry-After, counters shared through Redis, one Redis round trip a request."""

from __future__ import annotations

import uuid

import pytest
import redis

from referee import create_app
from referee.config import ConfigError, Settings
from tests.http import DEAL_2P, Table, assert_problem
from tests.redis_server import RedisProcess

GAME = {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P}


def limited_app(redis_url: str, prefix: str, **limits: str):
    settings = Settings(redis_url=redis_url, key_prefix=prefix, **limits)
    app = create_app(settings)
    app.testing = True
    return app


@pytest.fixture
def prefix() -> str:
    return f"test-{uuid.uuid4().hex[:12]}"


def assert_rate_limited(response) -> dict:
    body = assert_problem(response, 429)
    assert body["type"] == "urn:referee:problem:rate-limited"
    assert 1 <= int(response.headers["Retry-After"]) <= 61
    return body


def test_requests_without_a_token_share_their_address_budget(redis_url, prefix):
    client = limited_app(redis_url, prefix, rate_limit_client="3/minute").test_client()
    table = Table(client, GAME)  # 1
    assert client.get("/v1/variants").status_code == 200  # 2
    assert table.view().status_code == 200  # 3
    body = assert_rate_limited(client.get("/v1/variants"))
    assert "client address" in body["detail"] and "3 per 1 minute" in body["detail"]
    assert_rate_limited(client.post("/v1/games", json=GAME))
    # Tokens have their own budgets; operations endpoints are never limited.
    assert table.view(0).status_code == 200
    assert client.get("/healthz").status_code == 200
    assert client.get("/openapi.yaml").status_code == 200


def test_each_token_has_its_own_budget(redis_url, prefix):
    client = limited_app(redis_url, prefix, rate_limit_token="2/minute").test_client()
    table = Table(client, GAME)
    assert table.legal(0)
    assert table.move(0, {"type": "stake", "cards": ["love", "goodness"]}).status_code == 200
    body = assert_rate_limited(table.view(0))  # seat 0's third request
    assert "this token" in body["detail"]
    assert table.seats[0] not in str(body)
    assert table.move(1, {"type": "stake", "cards": ["force"]}).status_code == 200
    assert table.view(1).status_code == 200  # seat 1's second
    assert table.view().status_code == 200  # spectators count against their address


def test_counters_are_shared_by_every_process_through_redis(redis_url, prefix):
    first = limited_app(redis_url, prefix, rate_limit_client="2/minute").test_client()
    second = limited_app(redis_url, prefix, rate_limit_client="2/minute").test_client()
    assert first.get("/v1/variants").status_code == 200
    assert second.get("/v1/variants").status_code == 200
    assert_rate_limited(first.get("/v1/variants"))
    assert_rate_limited(second.get("/v1/variants"))


def test_limits_switched_off(redis_url, prefix):
    client = limited_app(
        redis_url, prefix, rate_limit_client="off", rate_limit_token="1/minute"
    ).test_client()
    table = Table(client, GAME)
    assert all(table.view().status_code == 200 for _ in range(5))
    assert table.view(0).status_code == 200
    assert_rate_limited(table.view(0))


def test_limit_settings_are_checked_at_start():
    env = {"REFEREE_RATE_LIMIT_CLIENT": "20/second;1000/hour", "REFEREE_RATE_LIMIT_TOKEN": "off"}
    settings = Settings.from_env(env)
    assert (settings.rate_limit_client, settings.rate_limit_token) == ("20/second;1000/hour", "off")
    with pytest.raises(ConfigError, match="REFEREE_RATE_LIMIT_TOKEN"):
        Settings.from_env({"REFEREE_RATE_LIMIT_TOKEN": "lots"})


@pytest.fixture
def private_redis():
    server = RedisProcess().start()
    yield server
    server.stop()


def round_trips(client, redis_url: str, request) -> list[str]:
    """The commands clients sent Redis during ``request(client)`` (MONITOR, between two ECHO
    markers of this test's own; a script's inner commands are not round trips)."""
    watcher = redis.Redis.from_url(redis_url)
    marker = uuid.uuid4().hex
    sent = []
    with watcher.monitor() as monitor:
        watcher.echo("start " + marker)
        response = request(client)
        watcher.echo(marker)
        for command in monitor.listen():
            if command["command"] == f"ECHO {marker}":
                break
            if command["client_type"] != "lua" and marker not in command["command"]:
                sent.append(command["command"].split()[0].upper())
    assert response.status_code < 400, response.get_json()
    return [c for c in sent if c != "HELLO"]  # the monitor's own connection


@pytest.mark.parametrize(
    "request_",
    [
        pytest.param(lambda t: t.move(0, {"type": "stake", "cards": ["love", "goodness"]}),
                     id="move"),
        pytest.param(lambda t: t.view(0), id="view-with-token"),
        pytest.param(lambda t: t.view(), id="view-without-token"),
    ],
)
def test_the_limiter_costs_one_redis_round_trip_a_request(private_redis, request_):
    """Measured, on a Redis of this test's own: the same request with limits on and off."""
    counts = {}
    for limits in ("on", "off"):
        rates = {} if limits == "on" else {"rate_limit_client": "off", "rate_limit_token": "off"}
        client = limited_app(private_redis.url, f"rt-{limits}", **rates).test_client()
        table = Table(client, GAME)
        table.view(0), table.view()  # the limiter's Lua script is loaded once per process
        counts[limits] = round_trips(table, private_redis.url, request_)
    assert counts["on"] == ["EVALSHA", *counts["off"]], counts
