"""Redis unreachable: every request answers 503 with Retry-After, nothing changes, and the
service recovers by itself when Redis is back. A real redis-server is stopped and restarted."""

from __future__ import annotations

import pytest

from referee import create_app
from referee.config import Settings
from tests.support.http import DEAL_2P, Table, assert_problem, bearer
from tests.support.redis_server import RedisProcess


@pytest.fixture
def private_redis():
    server = RedisProcess(appendonly=True).start()
    yield server
    server.stop()


def test_store_outage_is_503_with_nothing_changed_and_recovers(private_redis):
    app = create_app(Settings(redis_url=private_redis.url, redis_timeout=0.5))
    client = app.test_client()
    table = Table(client, {"variant": "emotrions", "players": ["Ann", "Bob"], "deal": DEAL_2P})
    before = table.view(0).get_json()

    private_redis.stop()
    r = table.move(0, {"type": "stake", "cards": ["goodness"]})
    body = assert_problem(r, 503)
    assert r.headers["Retry-After"].isdigit()
    assert "nothing was changed" in body["detail"]
    assert_problem(table.view(0), 503)
    assert_problem(client.get(f"/v1/games/{table.id}/events"), 503)
    assert_problem(client.post("/v1/games", json={"variant": "emotrions",
                                                  "players": ["a", "b"]}), 503)
    ready = client.get("/readyz")
    assert ready.status_code == 503 and ready.headers["Retry-After"]
    assert client.get("/healthz").status_code == 200

    private_redis.start()  # same port, same AOF directory
    assert client.get("/readyz").status_code == 200
    after = table.view(0).get_json()
    assert after == before  # the refused move left no trace
    r = table.move(0, {"type": "stake", "cards": ["goodness"]})
    assert r.status_code == 200 and r.get_json()["version"] == 2
    seqs = [e["seq"] for e in client.get(f"/v1/games/{table.id}/events",
                                         headers=bearer(table.seats[0])).get_json()["events"]]
    assert seqs == list(range(1, len(seqs) + 1))
