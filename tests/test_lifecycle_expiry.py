"""Game lifetimes (referee.lifecycle): the store contract of expiry, deletion and tag indexes on
both stores, then finished and abandoned games expiring through the service on a real Redis."""

from __future__ import annotations

import time

import pytest

from referee.store import IdempotencyRecord, MemoryStore


class Clock:
    """The service clock a MemoryStore may be given, moved by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


# -- the store contract ---------------------------------------------------------------------


def test_a_game_without_ttl_never_expires(store):
    store.create("g1", b"v1", [b"e1"])
    assert store.commit("g1", 1, b"v2", [b"e2"])
    assert store.expires_in("g1") is None


def test_every_commit_sets_the_whole_game_s_ttl(store):
    store.create("g1", b"v1", [b"e1"], ttl=100)
    assert 99 < store.expires_in("g1") <= 100
    assert store.commit("g1", 1, b"v2", [b"e2"], ttl=30)
    assert 29 < store.expires_in("g1") <= 30
    # Back to "kept until deleted": a finished game with no finished-game lifetime.
    assert store.commit("g1", 2, b"v3", [], ttl=None)
    assert store.expires_in("g1") is None


def test_redis_gives_every_key_of_the_game_its_ttl(redis_store):
    redis_store.create("g1", b"v1", [b"e1"], ttl=100)
    redis_store.claim("g1", "k", b"P", 10_000)
    assert redis_store.commit("g1", 1, b"v2", [b"e2"], IdempotencyRecord("k", b"D", 60), ttl=50)
    r = redis_store._redis
    idem = redis_store._idem_key("g1", "k")
    for key in [*redis_store._keys("g1")[:2], redis_store._lifetime_keys("g1")[0]]:
        assert 49_000 < r.pttl(key) <= 50_000, key
    assert 59_000 < r.pttl(idem) <= 60_000
    assert r.smembers(redis_store._lifetime_keys("g1")[0]) == {idem.encode()}


def test_an_expired_game_is_gone_whole(redis_store):
    # One real expiry on Redis (the MemoryStore's is driven by its clock below).
    redis_store.create("g1", b"v1", [b"e1"], ttl=5)
    redis_store.claim("g1", "k", b"P", 10_000)
    assert redis_store.commit("g1", 1, b"v2", [b"e2"], IdempotencyRecord("k", b"D", 60), ttl=0.3)
    time.sleep(0.5)
    assert redis_store.load("g1") is None
    assert redis_store.events("g1") == []
    assert redis_store.expires_in("g1") is None
    left = [k for k in redis_store._redis.scan_iter(f"{redis_store._prefix}:*")]
    assert left == [redis_store._idem_key("g1", "k").encode()]  # its own TTL (capped by the service)


def test_memory_store_expires_games_by_its_clock():
    clock = Clock()
    store = MemoryStore(clock=clock)
    store.create("g1", b"v1", [b"e1"], ttl=10)
    store.claim("g1", "k", b"P", 60_000)
    assert store.commit("g1", 1, b"v2", [b"e2"], IdempotencyRecord("k", b"D", 600), ttl=10)
    clock.now += 9.9
    assert store.load("g1").version == 2
    assert store.expires_in("g1") == pytest.approx(0.1)
    clock.now += 0.2
    assert store.load("g1") is None
    assert store.events("g1") == []
    assert not store.commit("g1", 2, b"v3", [])
    # Its idempotency records went with it.
    assert store.claim("g1", "k", b"P2", 60_000) == (None, None)


def test_delete_removes_everything_of_the_game(store):
    store.create("g1", b"v1", [b"e1"], ttl=100)
    store.claim("g1", "k", b"P", 10_000)
    assert store.commit("g1", 1, b"v2", [b"e2"], IdempotencyRecord("k", b"D", 60))
    store.create("g2", b"other", [])
    assert store.delete("g1")
    assert not store.delete("g1")
    assert store.load("g1") is None and store.events("g1") == []
    # The stored reply is gone too: a retry with the key finds nothing to replay.
    assert store.claim("g1", "k", b"P2", 10_000)[0] is None
    assert store.load("g2").data == b"other"


def test_redis_delete_leaves_no_key(redis_store):
    redis_store.create("g1", b"v1", [b"e1"])
    redis_store.claim("g1", "k", b"P", 10_000)
    redis_store.commit("g1", 1, b"v2", [b"e2"], IdempotencyRecord("k", b"D", 60))
    redis_store._redis.rpush(redis_store._lifetime_keys("g1")[1], b"note")
    redis_store.delete("g1")
    assert list(redis_store._redis.scan_iter(f"{redis_store._prefix}:*")) == []


def test_load_many_reports_missing_games(store):
    store.create("g1", b"v1", [])
    store.create("g3", b"w1", [])
    snaps = store.load_many(["g1", "g2", "g3"])
    assert [s and s.data for s in snaps] == [b"v1", None, b"w1"]


def test_index_pages_in_order(store):
    for entry in ["0002:b", "0001:a", "0003:c", "0003:d"]:
        store.index("cup", entry, 100)
    assert store.index_page("cup", None, 3) == ["0001:a", "0002:b", "0003:c"]
    assert store.index_page("cup", "0003:c", 3) == ["0003:d"]
    store.unindex("cup", ["0002:b"])
    assert store.index_page("cup", "0001:a", 10) == ["0003:c", "0003:d"]
    assert store.index_page("other", None, 10) == []


def test_an_index_lives_as_long_as_its_longest_game(redis_store):
    redis_store.index("cup", "0001:a", 100)
    redis_store.index("cup", "0002:b", 10)  # a shorter game never shortens the index
    key = redis_store._tag_key("cup")
    assert 99_000 < redis_store._redis.pttl(key) <= 100_000
    redis_store.index("cup", None, 500)
    assert 499_000 < redis_store._redis.pttl(key) <= 500_000
    redis_store.index("gone", None, 500)  # keeping alive an index that is not there: nothing
    assert not redis_store._redis.exists(redis_store._tag_key("gone"))


def test_memory_index_expires_by_its_clock():
    clock = Clock()
    store = MemoryStore(clock=clock)
    store.index("cup", "0001:a", 10)
    store.index("cup", "0002:b", 5)
    clock.now += 9
    assert store.index_page("cup", None, 10) == ["0001:a", "0002:b"]
    store.index("cup", None, 20)
    clock.now += 15
    assert store.index_page("cup", None, 10) == ["0001:a", "0002:b"]
    clock.now += 10
    assert store.index_page("cup", None, 10) == []
