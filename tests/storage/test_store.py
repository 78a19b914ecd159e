"""The store contract: both implementations behave alike (STYLE.md), on a real Redis."""

from __future__ import annotations

import threading

import pytest

from referee.storage.keys import Keys
from referee.storage.redis_store import RedisStore
from referee.storage.store import GameExists, IdempotencyRecord, KeyAnswered, StoreUnavailable


def test_create_then_load_at_version_1(store):
    store.create("g1", b"snap", [b"e1", b"e2"])
    snap = store.load("g1")
    assert (snap.version, snap.data) == (1, b"snap")
    assert store.events("g1") == [b"e1", b"e2"]


def test_load_unknown_is_none(store):
    assert store.load("nope") is None
    assert store.events("nope") == []


def test_create_twice_is_refused_and_keeps_the_first(store):
    store.create("g1", b"first", [b"e1"])
    with pytest.raises(GameExists):
        store.create("g1", b"second", [b"x"])
    assert store.load("g1").data == b"first"
    assert store.events("g1") == [b"e1"]


def test_commit_advances_version_and_appends_events(store):
    store.create("g1", b"v1", [b"e1"])
    assert store.commit("g1", 1, b"v2", [b"e2", b"e3"])
    snap = store.load("g1")
    assert (snap.version, snap.data) == (2, b"v2")
    assert store.events("g1", after=1) == [b"e2", b"e3"]
    assert store.events("g1", after=3) == []


def test_commit_at_a_stale_version_changes_nothing(store):
    store.create("g1", b"v1", [b"e1"])
    assert store.commit("g1", 1, b"v2", [b"e2"])
    assert not store.commit("g1", 1, b"other", [b"lost"])
    snap = store.load("g1")
    assert (snap.version, snap.data) == (2, b"v2")
    assert store.events("g1") == [b"e1", b"e2"]


def test_commit_on_a_missing_game_fails(store):
    assert not store.commit("ghost", 1, b"v2", [b"e"])
    assert store.load("ghost") is None


def test_concurrent_commits_at_one_version_exactly_one_wins(store):
    store.create("g1", b"v1", [])
    results: list[bool] = []
    barrier = threading.Barrier(8)

    def attempt(i: int) -> None:
        barrier.wait()
        results.append(store.commit("g1", 1, f"w{i}".encode(), [f"e{i}".encode()]))

    threads = [threading.Thread(target=attempt, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results.count(True) == 1
    winner = store.load("g1").data.decode()[1:]
    assert store.events("g1") == [f"e{winner}".encode()]


def test_store_answers_ping(store):
    store.ping()


def test_redis_keys_of_a_game_share_a_hash_tag(redis_store):
    keys = Keys(redis_store.prefix).of_game("abc")
    assert all("{abc}" in k for k in keys)


def test_unreachable_redis_raises_store_unavailable():
    dead = RedisStore.from_url("redis://127.0.0.1:1/0", timeout=0.2)
    for call in (lambda: dead.load("g"), lambda: dead.commit("g", 1, b"", []),
                 lambda: dead.events("g"), dead.ping, lambda: dead.create("g", b"", [])):
        with pytest.raises(StoreUnavailable):
            call()


# -- idempotency keys -------------------------------------------------------------------------


def test_claim_takes_a_free_key_and_loads_the_game(store):
    store.create("g1", b"v1", [])
    held, snap = store.claim("g1", "k", b"Pfp", 10_000)
    assert held is None and snap.version == 1 and snap.data == b"v1"
    held, snap = store.claim("g1", "k", b"Pother", 10_000)
    assert held == b"Pfp" and snap is None


def test_keys_are_scoped_by_game(store):
    store.create("g1", b"v1", [])
    store.create("g2", b"v1", [])
    assert store.claim("g1", "k", b"P1", 10_000)[0] is None
    assert store.claim("g2", "k", b"P2", 10_000)[0] is None
    assert store.claim(None, "k", b"P3", 10_000)[0] is None


def test_commit_writes_the_record_with_the_move_atomically(store):
    store.create("g1", b"v1", [])
    store.claim("g1", "k", b"Pfp", 10_000)
    assert store.commit("g1", 1, b"v2", [b"e"], IdempotencyRecord("k", b"Dfp-reply", 60))
    assert store.claim("g1", "k", b"Pfp", 10_000)[0] == b"Dfp-reply"
    # A lost race writes neither the snapshot nor the record.
    store.claim("g1", "k2", b"Pq", 10_000)
    assert not store.commit("g1", 1, b"v3", [b"x"], IdempotencyRecord("k2", b"Dq", 60))
    assert store.claim("g1", "k2", b"Pq", 10_000)[0] == b"Pq"


def test_commit_never_replaces_a_finished_reply(store):
    """docs/reliability.md: a late try of a request another try has answered writes nothing."""
    store.create("g1", b"v1", [])
    assert store.commit("g1", 1, b"v2", [b"e"], IdempotencyRecord("k", b"Dfp-reply", 60))
    with pytest.raises(KeyAnswered):
        store.commit("g1", 2, b"v3", [b"x"], IdempotencyRecord("k", b"Dfp-again", 60))
    assert store.load("g1").version == 2 and store.events("g1") == [b"e"]


def test_release_frees_only_its_own_pending_marker(store):
    store.create("g1", b"v1", [])
    store.claim("g1", "k", b"Pfp", 10_000)
    store.release("g1", "k", b"Pother")
    assert store.claim("g1", "k", b"Pfp", 10_000)[0] == b"Pfp"
    store.release("g1", "k", b"Pfp")
    assert store.claim("g1", "k", b"Pfp", 10_000)[0] is None


def test_remember_and_expiry(store):
    store.remember(None, "c", b"Dcreated", 60)
    assert store.claim(None, "c", b"P", 10_000)[0] == b"Dcreated"
    assert store.claim(None, "short", b"P", 50)[0] is None
    import time

    time.sleep(0.2)
    assert store.claim(None, "short", b"Pnew", 50)[0] is None  # the pending marker expired
