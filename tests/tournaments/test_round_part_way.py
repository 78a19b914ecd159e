"""A round whose store fails part way (its games stored as a batch's, referee.core.batches
``store_games``): none of its games, no round and no event is left, and the same round is
created whole once the store takes writes again. The store is a redis-server of this test's
own; the fault is Redis itself refusing the third game's write (its memory limit reached: an
OOM error, the failure a full or read-only primary gives), not a refusal made up in Python."""

from __future__ import annotations

import uuid

import pytest
import redis

from referee import create_app
from referee.config import Settings
from referee.storage.redis_store import RedisStore
from tests.support.http import assert_problem
from tests.support.redis_server import RedisProcess
from tests.tournaments.test_swiss import create, new_round, p

TABLES = [[p(1), p(2)], [p(3), p(4)], [p(5), p(6)], [p(7), p(8)]]


class FullAt(RedisStore):
    """A Redis store whose Redis, at the ``full_at``-th game creation from now on, has reached
    its memory limit (``maxmemory`` 1 byte, ``noeviction``) for that write, and has not after."""

    full_at: int | None = None

    def create(self, game_id, data, events, ttl=None):
        if self.full_at is not None:
            self.full_at -= 1
            if self.full_at == 0:
                self.full_at = None
                self.client.config_set("maxmemory", 1)
                try:
                    return super().create(game_id, data, events, ttl)
                finally:
                    self.client.config_set("maxmemory", 0)
        return super().create(game_id, data, events, ttl)


@pytest.fixture()
def server():
    server = RedisProcess().start()
    yield server
    server.stop()


def _games(store) -> int:
    return sum(1 for _ in store.client.scan_iter(match=f"{store.prefix}:game:*", count=1000))


def test_a_round_failing_part_way_leaves_no_game_no_round_and_no_event(server):
    client_ = redis.Redis.from_url(server.url)
    client_.config_set("maxmemory-policy", "noeviction")
    store = FullAt(client_, prefix=f"test-{uuid.uuid4().hex[:12]}")
    app = create_app(Settings(), store=store)
    client = app.test_client()
    tid, director = create(client)
    store.full_at = 3
    failed = client.post(f"/v1/tournaments/{tid}/rounds", headers=director,
                         json={"tables": TABLES})
    assert_problem(failed, 503)
    assert store.full_at is None  # the third game's write was the one refused
    assert _games(store) == 0  # the two stored before it went again
    view = client.get(f"/v1/tournaments/{tid}").get_json()
    assert view["rounds"] == [] and view["version"] == 1
    events = client.get(f"/v1/tournaments/{tid}/events").get_json()["events"]
    assert [e["type"] for e in events] == ["tournament_created"]
    assert client.get(f"/v1/games?tag=tournament:{tid}").get_json()["games"] == []

    made = new_round(client, tid, director, TABLES)
    assert [t["table"] for t in made["tables"]] == [1, 2, 3, 4] and made["round"] == 1
    assert _games(store) == len(TABLES)
