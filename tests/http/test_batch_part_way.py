"""A batch whose store fails part way (referee.core.batches, docs/tournaments.md): without an
Idempotency-Key none of its games is left; with one, the retry stores the very same games and
answers the very same tokens, and nothing is created twice. The store is a real Redis; the
fault is its fourth game's write refused (the failure a lost master gives)."""

from __future__ import annotations

import uuid

from referee import create_app
from referee.config import Settings
from referee.storage.redis_store import RedisStore
from referee.storage.store import StoreUnavailable
from tests.support.http import assert_problem, bearer

GAMES = [{"variant": "emotrions", "players": [f"t{i}-a", f"t{i}-b"]} for i in range(6)]


class FailingStore(RedisStore):
    """A Redis store whose ``fail_at``-th game creation from now on is refused."""

    fail_at: int | None = None

    def create(self, game_id, data, events, ttl=None):
        if self.fail_at is not None:
            self.fail_at -= 1
            if self.fail_at == 0:
                self.fail_at = None
                raise StoreUnavailable("the master is gone")
        super().create(game_id, data, events, ttl)


def _app(redis_url):
    store = FailingStore(RedisStore.from_url(redis_url).client,
                         prefix=f"test-{uuid.uuid4().hex[:12]}")
    app = create_app(Settings(), store=store)
    return app, store


def _stored(store) -> int:
    return sum(1 for _ in store.client.scan_iter(match=f"{store.prefix}:game:*", count=1000))


def test_a_batch_failing_part_way_leaves_none_of_its_games(redis_url):
    app, store = _app(redis_url)
    store.fail_at = 4
    assert_problem(app.test_client().post("/v1/batches", json={"games": GAMES}), 503)
    assert _stored(store) == 0


def test_its_retry_with_the_same_key_stores_and_answers_the_very_same_games(redis_url):
    app, store = _app(redis_url)
    client = app.test_client()
    key = {"Idempotency-Key": "round-1"}
    store.fail_at = 4
    assert_problem(client.post("/v1/batches", json={"games": GAMES}, headers=key), 503)
    assert _stored(store) == 3  # kept, for the retry to finish

    first = client.post("/v1/batches", json={"games": GAMES}, headers=key)
    assert first.status_code == 201, first.get_json()
    assert first.headers.get("Idempotent-Replayed") == "true"
    again = client.post("/v1/batches", json={"games": GAMES}, headers=key)
    assert again.get_data() == first.get_data()
    assert _stored(store) == len(GAMES)
    for game in first.get_json()["games"]:
        view = client.get(game["location"], headers=bearer(game["tokens"]["seats"][0]))
        assert view.status_code == 200 and view.get_json()["version"] == 1
    other = client.post("/v1/batches", json={"games": GAMES[:2]}, headers=key)
    assert_problem(other, 422)  # the key with another body


def test_a_batch_with_a_key_answered_at_once_is_replayed_whole(redis_url):
    app, store = _app(redis_url)
    client = app.test_client()
    key = {"Idempotency-Key": "round-2"}
    body = {"games": GAMES[:2], "director": True}
    first = client.post("/v1/batches", json=body, headers=key)
    assert first.status_code == 201 and "Idempotent-Replayed" not in first.headers
    again = client.post("/v1/batches", json=body, headers=key)
    assert again.get_data() == first.get_data()
    assert again.get_json()["director_token"] == first.get_json()["director_token"]
    assert _stored(store) == 2
