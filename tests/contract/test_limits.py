"""Rate limits (referee.http.limits, referee.storage.rates): one budget per token, one per client address
without a token, 429 problems with Retry-After, the RateLimit fields, counters shared through
Redis, and no round trip of their own on the routes that read a game."""

from __future__ import annotations

import uuid

import pytest
import redis

from referee import create_app
from referee.config import ConfigError, Settings
from referee.storage.memory import MemoryStore
from tests.support.http import DEAL_2P, Table, assert_problem, bearer
from tests.support.redis_server import RedisProcess

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
def test_the_limit_rides_on_the_read(private_redis, request_):
    """Measured, on a Redis of this test's own: the same request with limits on and off costs
    the same round trips; with them on, the read is the script that also counts the window."""
    counts = {}
    for limits in ("on", "off"):
        rates = {} if limits == "on" else {"rate_limit_client": "off", "rate_limit_token": "off"}
        client = limited_app(private_redis.url, f"rt-{limits}", **rates).test_client()
        table = Table(client, GAME)
        table.view(0), table.view()  # each Lua script is loaded once per process
        counts[limits] = round_trips(table, private_redis.url, request_)
    assert counts["off"][0] == "HMGET" and counts["on"][0] == "EVALSHA", counts
    assert counts["on"][1:] == counts["off"][1:], counts


def test_a_request_that_reads_no_game_pays_in_one_round_trip(private_redis):
    client = limited_app(private_redis.url, "rt-cold").test_client()
    client.get("/v1/variants")
    assert round_trips(client, private_redis.url, lambda c: c.get("/v1/variants")) == ["EVALSHA"]


@pytest.fixture(params=["memory", "redis"])
def limited(request, redis_url, prefix):
    """An app factory on either store (the window is counted in the store)."""

    def make(**limits: str):
        if request.param == "memory":
            app = create_app(Settings(**limits), store=MemoryStore())
        else:
            app = limited_app(redis_url, prefix, **limits)
        app.testing = True
        return app.test_client()

    return make


def test_ratelimit_fields_say_the_budget_and_what_is_left(limited):
    client = limited(rate_limit_token="20/second;5/minute", rate_limit_client="4/minute")
    table = Table(client, GAME)  # the address: 1 of 4
    seen = [table.view(0) for _ in range(3)]
    assert all(r.headers["RateLimit-Policy"] == '"token-1s";q=20;w=1, "token-60s";q=5;w=60'
               for r in seen)
    lefts = [int(r.headers["RateLimit"].split(", ")[1].split(";")[1].removeprefix("r="))
             for r in seen]
    assert lefts == [4, 3, 2]
    resets = [int(r.headers["RateLimit"].split(", ")[1].split(";t=")[1]) for r in seen]
    assert all(1 <= t <= 60 for t in resets)
    assert table.move(0, {"type": "stake", "cards": ["love", "goodness"]}).status_code == 200
    last = table.view(0)  # the fifth of five a minute
    assert last.status_code == 200 and ";r=0;t=" in last.headers["RateLimit"].split(", ")[1]
    refused = client.get(f"/v1/games/{table.id}/legal-moves", headers=bearer(table.seats[0]))
    body = assert_rate_limited(refused)
    assert "5 per 1 minute" in body["detail"]
    assert refused.headers["RateLimit"].startswith('"token-1s";r=0;t=')
    spectator = client.get(f"/v1/games/{table.id}")
    assert spectator.headers["RateLimit-Policy"] == '"client";q=4;w=60'
    assert spectator.headers["RateLimit"].startswith('"client";r=2;t=')
    assert "RateLimit" not in client.get("/healthz").headers


def test_a_malformed_move_counts_too(limited):
    client = limited(rate_limit_token="2/minute")
    table = Table(client, GAME)
    assert table.move(0, {"type": "no-such-move"}).status_code == 400
    assert table.move(0, {"cards": "not a list"}).status_code == 400
    assert_rate_limited(table.move(0, {"type": "no-such-move"}))
    assert_rate_limited(table.view(0))
