"""A game's deletion is a compare-and-delete on its version that removes every key of the game in
one step (docs/rulings/lifecycle.md R141, R142), on both stores, Redis real."""

from __future__ import annotations

from referee.storage.store import IdempotencyRecord


def test_R142_a_delete_at_a_version_the_game_has_left_changes_nothing(store):
    store.create("g1", b"v1", [b"e1"])
    assert store.commit("g1", 1, b"v2", [b"e2"])
    assert not store.delete("g1", 1)  # the move committed since version 1 is not lost
    snap = store.load("g1")
    assert (snap.version, snap.data) == (2, b"v2")
    assert store.events("g1") == [b"e1", b"e2"]
    assert store.delete("g1", 2)
    assert store.load("g1") is None and store.events("g1") == []
    assert not store.delete("g1", 2) and not store.delete("g1")  # gone: nothing to delete


def test_R142_a_delete_at_no_named_version_removes_the_game_at_any(store):
    store.create("g1", b"v1", [])
    assert store.commit("g1", 1, b"v2", [])
    assert store.delete("g1")
    assert store.load("g1") is None


def _keys_of(redis_store, game_id: str) -> list[bytes]:
    # Every key of a game holds its hash tag (referee.storage.keys).
    client = redis_store._redis
    return sorted(client.scan_iter(match=f"{redis_store._prefix}:*{{{game_id}}}*"))


def test_R141_R142_after_a_delete_no_key_of_the_game_remains(redis_store):
    store = redis_store
    store.create("g1", b"v1", [b"e1"])
    store.create("g2", b"v1", [b"e1"])  # another game's keys stay
    record = IdempotencyRecord("move-scope", b"Dreply", 600)
    assert store.commit("g1", 1, b"v2", [b"e2"], record, ttl=3600)
    store.keep_hint("g1", 2, 0, b"hint", 60_000)
    store._redis.set(store._names.webhook_notes("g1"), b"note")
    # The delete's own key, claimed (its pending marker) before the delete runs.
    held, snap = store.claim("g1", "delete-scope", b"P-delete", 60_000)
    assert held is None and snap.version == 2
    before = _keys_of(store, "g1")
    assert len(before) >= 6, before  # snapshot, log, key set, notes, a reply, a hint, a marker
    assert not store.delete("g1", 1, "delete-scope")
    assert _keys_of(store, "g1") == before  # refused: nothing removed
    assert store.delete("g1", 2, "delete-scope")
    assert _keys_of(store, "g1") == []
    assert store.load("g2").version == 1 and _keys_of(store, "g2")
